"""Transforming double-faced cards (701.27, 712) and the triggers and choices around them (issue 11, item 3),
on real cards of the shared MTGJSON data: the werewolves' upkeep checks about the previous turn (603.4),
"transforms into" triggers (701.27e), the card's front face outside the battlefield (712.8a)."""

from __future__ import annotations

from test_effects import ids, legal, perm, player, rules

WEREWOLF = "me: battlefield Afflicted Deserter, Forest\nopponent: battlefield Mountain, Mountain; hand Shock, Shock\n"


def test_a_werewolf_transforms_when_no_spell_was_cast_last_turn(full_trace):
    """Afflicted Deserter: "At the beginning of each upkeep, if no spells were cast last turn, transform ~": the
    same permanent turns to Werewolf Ransacker (5/4, 701.27a); the part of the previous turn before the message
    is unknown, assumed without spells, and the trace says so."""
    data = legal(full_trace, WEREWOLF + "turn: opponent, end step\ngo to upkeep\nresolve\n")
    assert "701.27a" in rules(data) and "step.transforms" in ids(data)
    ransacker = perm(data, "me", "Werewolf Ransacker")
    assert (ransacker["power"], ransacker["toughness"]) == (5, 4)
    assert "Afflicted Deserter" not in [p["name"] for p in player(data, "me")["battlefield"]]
    assert any("spell" in a["text"] for a in data["assumptions"])


def test_spells_cast_last_turn_keep_the_werewolf_human(full_trace):
    """Two spells the opponent casts on their turn: at the next upkeep the intervening "if" is false, so the
    ability doesn't trigger at all (603.4), and nothing about earlier spells needs assuming."""
    text = WEREWOLF + ("turn: opponent, main 1\nopponent casts Shock targeting me\nresolve\n"
                       "opponent casts Shock targeting me\nresolve\ngo to upkeep\n")
    data = legal(full_trace, text)
    assert "step.trigger_condition_false" in ids(data) and "603.4" in rules(data)
    assert "step.transforms" not in ids(data)
    perm(data, "me", "Afflicted Deserter")
    assert not data["state"]["stack"] and not any("spell" in a["text"] for a in data["assumptions"])


def test_the_night_side_transforms_back_after_two_spells(full_trace):
    """Werewolf Ransacker, the back face: "if a player cast two or more spells last turn, transform ~" turns it
    back into Afflicted Deserter; a turn seen from its start needs no assumption."""
    text = ("me: battlefield Werewolf Ransacker, Mountain, Mountain; hand Shock, Shock\nopponent: battlefield Forest\n"
            "turn: opponent, end step\ngo to upkeep\ngo to main 1\nI cast Shock targeting opponent\nresolve\n"
            "I cast Shock targeting opponent\nresolve\ngo to upkeep\nresolve\n")
    data = legal(full_trace, text)
    deserter = perm(data, "me", "Afflicted Deserter")
    assert (deserter["power"], deserter["toughness"]) == (3, 2)
    assert ids(data).count("step.transforms") == 1  # the first upkeep: one spell-less turn unseen, no change


def test_a_transformed_permanent_is_its_front_face_in_the_graveyard(full_trace):
    """712.8a: Werewolf Ransacker, destroyed, is the card Afflicted Deserter in its owner's graveyard."""
    text = ("me: battlefield Werewolf Ransacker\nopponent: battlefield Swamp, Swamp, Swamp; hand Murder\n"
            "turn: opponent, main 1\nopponent casts Murder targeting Werewolf Ransacker\nresolve\n")
    data = legal(full_trace, text)
    assert player(data, "me")["graveyard"] == ["Afflicted Deserter"]


def test_transforms_into_triggers(full_trace):
    """Werewolf Ransacker: "Whenever this creature transforms into ~, you may destroy target artifact" (701.27e):
    it triggers when the Deserter transforms, and the artifact is destroyed."""
    text = ("me: battlefield Afflicted Deserter\nopponent: battlefield Ornithopter\n"
            "turn: opponent, end step\ngo to upkeep\nresolve all\n")
    data = legal(full_trace, text)
    assert "Ornithopter" in player(data, "opponent")["graveyard"]
    assert ids(data).count("step.ability_triggers") == 2


# ---------------------------------------------------------------------------- modal abilities (700.2)


def test_a_modal_enters_trigger_takes_its_first_mode_and_says_so(full_trace):
    """Aven Surveyor: "When ~ enters the battlefield, choose one — put a +1/+1 counter on ~; or return target
    creature to its owner's hand" (700.2b): the mode is chosen as the trigger is put on the stack; with no line
    for it, the first one is taken and shown as an assumption, and it really happens."""
    text = ("me: battlefield Island, Island, Island, Island, Island; hand Aven Surveyor\n"
            "opponent: battlefield Grizzly Bears\nI cast Aven Surveyor\nresolve\nresolve\n")
    data = legal(full_trace, text)
    surveyor = perm(data, "me", "Aven Surveyor")
    assert surveyor["counters"] == {"+1/+1": 1} and (surveyor["power"], surveyor["toughness"]) == (3, 3)
    assert "700.2b" in rules(data) and any("+1/+1" in a["text"] for a in data["assumptions"])
    assert all("Name(" not in a["about"] for a in data["assumptions"])  # what it is about, as text


def test_a_modal_activated_ability_needs_its_mode(full_trace):
    """Goblin Cratermaker: "{1}, Sacrifice ~: Choose one — ~ deals 2 damage to target creature; or destroy target
    colorless nonland permanent" (602.2b): the announced mode and its target; without a mode the message is
    incomplete, and a mode it doesn't have is refused."""
    base = "me: battlefield Goblin Cratermaker, Mountain\nopponent: battlefield Grizzly Bears, Ornithopter\n"
    data = legal(full_trace, base + "I activate Goblin Cratermaker choosing mode 2 targeting Ornithopter\nresolve\n")
    assert "Ornithopter" in player(data, "opponent")["graveyard"]
    assert "Grizzly Bears" not in player(data, "opponent")["graveyard"]
    bears = legal(full_trace, base + "I activate Goblin Cratermaker choosing mode 1 targeting Grizzly Bears\nresolve\n")
    assert "Grizzly Bears" in player(bears, "opponent")["graveyard"]
    assert full_trace(base + "I activate Goblin Cratermaker\n")["exit"] == 2
    assert full_trace(base + "I activate Goblin Cratermaker choosing mode 3\n")["exit"] == 2
