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


# ---------------------------------------------------------------------------- events noticed


def test_becomes_tapped_triggers_when_tapped_for_mana(full_trace):
    """City of Brass: "Whenever ~ becomes tapped, it deals 1 damage to you": tapped for mana, the trigger waits
    (the mana ability itself resolves at once) and deals its damage."""
    data = legal(full_trace, "me: battlefield City of Brass\nI tap City of Brass for R\nresolve\n")
    assert player(data, "me")["life"] == 19 and "step.ability_triggers" in ids(data)
    untouched = legal(full_trace, "me: battlefield City of Brass\nnext step\n")
    assert player(untouched, "me")["life"] == 20


def test_becomes_untapped_waits_for_the_upkeep(full_trace):
    """Kragma Butcher: "Inspired — Whenever ~ becomes untapped, it gets +2/+0 until end of turn": untapped in the
    untap step, where nobody gets priority (502.4), its trigger goes on the stack in the upkeep (503.1a)."""
    data = legal(full_trace, "me: battlefield Kragma Butcher (tapped)\nturn: opponent, end step\ngo to upkeep\n")
    assert [item["name"] for item in data["state"]["stack"]] == ["Kragma Butcher"]
    resolved = legal(full_trace, "me: battlefield Kragma Butcher (tapped)\nturn: opponent, end step\n"
                                 "go to upkeep\nresolve\n")
    butcher = perm(resolved, "me", "Kragma Butcher")
    assert (butcher["power"], butcher["toughness"]) == (4, 3)


def test_attacks_and_isnt_blocked(full_trace):
    """Eternal of Harsh Truths: "Whenever ~ attacks and isn't blocked, draw a card" (509.3): once blockers are
    declared and none blocks it; a blocked one draws nothing."""
    base = ("me: battlefield Eternal of Harsh Truths; library Island\nopponent: battlefield Grizzly Bears{}\n"
            "turn: me, declare attackers\nI attack with Eternal of Harsh Truths\n")
    data = legal(full_trace, base.format(" (tapped)") + "next step\nresolve\n")
    assert player(data, "me")["hand"] == ["Island"]
    blocked = legal(full_trace, base.format("") + "opponent blocks Eternal of Harsh Truths with Grizzly Bears\n"
                                                  "resolve all\n")
    assert player(blocked, "me")["hand"] == [] and player(blocked, "opponent")["life"] == 18  # afflict 2


def test_an_opponent_plays_a_land(full_trace):
    """Dirtcowl Wurm: "Whenever an opponent plays a land, put a +1/+1 counter on ~" (305.1): the opponent's land,
    not its controller's."""
    data = legal(full_trace, "me: battlefield Dirtcowl Wurm\nopponent: hand Forest\nturn: opponent, main 1\n"
                             "opponent plays Forest\nresolve\n")
    assert perm(data, "me", "Dirtcowl Wurm")["counters"] == {"+1/+1": 1}
    mine = legal(full_trace, "me: battlefield Dirtcowl Wurm; hand Forest\nI play Forest\n")
    assert perm(mine, "me", "Dirtcowl Wurm")["counters"] == {} and not mine["state"]["stack"]


def test_exploit_sacrifices_what_the_line_names(full_trace):
    """Silumgar Butcher: exploit (702.110a: "you may sacrifice a creature" as it enters) and "When ~ exploits a
    creature, target creature gets -3/-3 until end of turn" (702.110b): the line after `resolve` sacrifices the
    Bears, the second trigger kills the Giant; without that line nothing is sacrificed (assumed, said)."""
    base = ("me: battlefield Swamp, Swamp, Swamp, Swamp, Swamp, Grizzly Bears; hand Silumgar Butcher\n"
            "opponent: battlefield Hill Giant\nI cast Silumgar Butcher\nresolve\nresolve\n")
    data = legal(full_trace, base + "I sacrifice Grizzly Bears\nresolve\n")
    assert player(data, "me")["graveyard"] == ["Grizzly Bears"]
    assert "Hill Giant" in player(data, "opponent")["graveyard"]
    assert "702.110b" in rules(data)
    declined = legal(full_trace, base)
    assert player(declined, "me")["graveyard"] == [] and not declined["state"]["stack"]
    assert any("exploit" in a["text"] for a in declined["assumptions"])


def test_battalion_needs_two_other_attackers(full_trace):
    """Bomber Corps: "Battalion — Whenever ~ and at least two other creatures attack, ~ deals 1 damage to any
    target": with two other attackers it triggers; with one it doesn't."""
    three = ("me: battlefield Bomber Corps, Grizzly Bears, Hill Giant\nturn: me, declare attackers\n"
             "I attack with Bomber Corps, Grizzly Bears, Hill Giant\nresolve\n")
    data = legal(full_trace, three)
    assert player(data, "opponent")["life"] == 19
    two = legal(full_trace, three.replace(", Hill Giant\nresolve", "\nresolve"))
    assert player(two, "opponent")["life"] == 20 and "step.ability_triggers" not in ids(two)


def test_cast_or_copy_an_instant(full_trace):
    """Archmage Emeritus: "Magecraft — Whenever you cast or copy an instant or sorcery spell, draw a card": Shock
    cast (one), Fork cast (two), Fork's copy of Shock put on the stack (three, 707.10)."""
    text = ("me: battlefield Archmage Emeritus, Mountain, Mountain, Mountain; hand Shock, Fork; "
            "library Island, Island, Island, Island\nI cast Shock targeting opponent\n"
            "I cast Fork targeting Shock\nresolve all\n")
    data = legal(full_trace, text)
    assert player(data, "me")["hand"] == ["Island", "Island", "Island"]
    assert player(data, "opponent")["life"] == 16


def test_a_creature_it_damaged_dies(full_trace):
    """Sengir Vampire: "Whenever a creature dealt damage by ~ this turn dies, put a +1/+1 counter on ~": the Bears
    that blocked it die of its combat damage; a creature that dies without its damage doesn't count."""
    text = ("me: battlefield Sengir Vampire\nopponent: battlefield Wind Drake\nturn: me, declare attackers\n"
            "I attack with Sengir Vampire\nopponent blocks Sengir Vampire with Wind Drake\nresolve all\n"
            "go to main 2\nresolve\n")
    data = legal(full_trace, text)
    assert perm(data, "me", "Sengir Vampire")["counters"] == {"+1/+1": 1}
    other = legal(full_trace, "me: battlefield Sengir Vampire, Mountain; hand Shock\nopponent: battlefield Wind Drake\n"
                              "I cast Shock targeting Wind Drake\nresolve\n")
    assert perm(other, "me", "Sengir Vampire")["counters"] == {}


def test_blocks_a_creature_with_flying(full_trace):
    """Ezuri's Archers: "Whenever ~ blocks a creature with flying, ~ gets +3/+0 until end of turn": blocking Wind
    Drake it triggers (and kills it), blocking Grizzly Bears it doesn't."""
    base = ("me: battlefield {}\nopponent: battlefield Ezuri's Archers\nturn: me, declare attackers\n"
            "I attack with {}\nopponent blocks {} with Ezuri's Archers\n")
    data = legal(full_trace, base.format("Wind Drake", "Wind Drake", "Wind Drake") + "resolve\n")
    archers = perm(data, "opponent", "Ezuri's Archers")
    assert (archers["power"], archers["toughness"]) == (4, 2)
    bears = legal(full_trace, base.format("Grizzly Bears", "Grizzly Bears", "Grizzly Bears"))
    assert "step.ability_triggers" not in ids(bears)


def test_the_second_card_drawn_this_turn(full_trace):
    """Bloodhaze Wolverine: "Whenever you draw your second card each turn, ~ gets +1/+1 and gains first strike
    until end of turn": Divination draws two, the second triggers once."""
    text = ("me: battlefield Bloodhaze Wolverine, Island, Island, Island; hand Divination; library Swamp, Swamp\n"
            "turn: me, main 1\nI cast Divination\nresolve\nresolve\n")
    data = legal(full_trace, text)
    wolverine = perm(data, "me", "Bloodhaze Wolverine")
    assert (wolverine["power"], wolverine["toughness"]) == (3, 2)
    assert ids(data).count("step.ability_triggers") == 1


# ---------------------------------------------------------------------------- searches (701.23)


def test_search_for_cards_named_like_itself(full_trace):
    """Howling Wolf: "you may search your library for up to three cards named ~, reveal them, put them into your
    hand, then shuffle" (201.2): both other Wolves come, the Forest stays."""
    text = ("me: battlefield Forest, Forest, Forest, Forest; hand Howling Wolf; library Howling Wolf, Forest, "
            "Howling Wolf\nI cast Howling Wolf\nresolve\nresolve\n")
    data = legal(full_trace, text)
    assert player(data, "me")["hand"] == ["Howling Wolf", "Howling Wolf"]


def test_search_a_permanent_card_of_a_subtype_with_a_mana_value(full_trace):
    """Bog Glider: "Search your library for a Mercenary permanent card with mana value 2 or less, put it onto the
    battlefield, then shuffle": Goblin Turncoat (a 2-mana Mercenary) qualifies, a 5-mana Mercenary doesn't."""
    base = "me: battlefield Bog Glider, Swamp; library {}\nI activate Bog Glider sacrificing Swamp\nresolve\n"
    data = legal(full_trace, base.format("Goblin Turncoat"))
    assert "Goblin Turncoat" in [p["name"] for p in player(data, "me")["battlefield"]]
    none = legal(full_trace, base.format("Rathi Assassin"))
    assert "step.search_nothing" in ids(none)


def test_vampiric_tutor_puts_the_card_on_top(full_trace):
    """Vampiric Tutor: "Search your library for a card, then shuffle and put that card on top. You lose 2 life":
    the chosen card is the known top card of a library otherwise unknown after the shuffle (701.24a)."""
    text = ("me: battlefield Swamp; hand Vampiric Tutor; library Island, Forest, Swamp\nI cast Vampiric Tutor\n"
            "resolve\nI choose Forest\n")
    data = legal(full_trace, text)
    assert player(data, "me")["life"] == 18 and "step.shuffle" in ids(data)
    assert ids(data).index("step.shuffle") < ids(data).index("step.moved_library_top")


# ---------------------------------------------------------------------------- more events and shuffles


def test_a_state_trigger_when_you_control_no_islands(full_trace):
    """Dandân: "When you control no Islands, sacrifice ~" (603.8): with no Island it triggers (once, while it
    waits) and is sacrificed; with an Island nothing happens."""
    data = legal(full_trace, "me: battlefield Dandân, Forest\nnext step\nresolve\n")
    assert player(data, "me")["graveyard"] == ["Dandân"]
    assert ids(data).count("step.ability_triggers") == 1
    island = legal(full_trace, "me: battlefield Dandân, Island\nnext step\n")
    assert "step.ability_triggers" not in ids(island)


def test_shuffle_a_graveyard_into_a_library(full_trace):
    """Blessed Respite: "Target player shuffles their graveyard into their library" (701.24a): the graveyard is
    empty and the library holds the cards, in an order no longer known."""
    text = ("me: battlefield Forest, Forest; hand Blessed Respite; graveyard Grizzly Bears, Shock; library Island\n"
            "I cast Blessed Respite targeting me\nresolve\n")
    data = legal(full_trace, text)
    me = player(data, "me")
    assert me["graveyard"] == ["Blessed Respite"] and me["library"] == 3


def test_one_or_more_counters_put_on_it(full_trace):
    """Benthic Biomancer: "Adapt 1" and "Whenever one or more +1/+1 counters are put on ~, draw a card, then
    discard a card" (122.6): adapting puts the counter, the trigger loots."""
    text = ("me: battlefield Benthic Biomancer, Island, Island; library Swamp; hand Forest\n"
            "I activate Benthic Biomancer\nresolve\nresolve\nI discard Forest\n")
    data = legal(full_trace, text)
    assert perm(data, "me", "Benthic Biomancer")["counters"] == {"+1/+1": 1}
    assert player(data, "me")["hand"] == ["Swamp"] and player(data, "me")["graveyard"] == ["Forest"]


def test_whenever_you_surveil(full_trace):
    """Dimir Spybug: "Whenever you surveil, put a +1/+1 counter on ~" (701.25): Notion Rain surveils 2."""
    data = legal(full_trace, "me: battlefield Dimir Spybug, Island, Swamp, Swamp; hand Notion Rain; library Island, "
                             "Island, Island, Island\nI cast Notion Rain\nresolve\nresolve\n")
    assert perm(data, "me", "Dimir Spybug")["counters"] == {"+1/+1": 1}


# ---------------------------------------------------------------------------- Sagas (714)

NEXT_MAIN = "go to end step\ngo to upkeep\ngo to end step\ngo to upkeep\ngo to main 1\n"


def test_a_saga_reads_its_chapters_then_transforms(full_trace):
    """Era of Enlightenment: "I — Scry 2. II — You gain 2 life. III — Exile this Saga, then return it to the
    battlefield transformed under your control": a lore counter as it enters (714.3a) and at each of its
    controller's precombat main phases (714.3b) triggers the chapter of that number (714.2b); the third returns it
    as Hand of Enlightenment (712.14a)."""
    base = ("me: battlefield Plains, Plains; hand Era of Enlightenment; library Island, Island, Island, Island\n"
            "I cast Era of Enlightenment\nresolve\nresolve\n")
    two = legal(full_trace, base + NEXT_MAIN + "resolve\n")
    assert player(two, "me")["life"] == 22 and perm(two, "me", "Era of Enlightenment")["counters"] == {"lore": 2}
    assert "714.3b" in rules(two)
    three = legal(full_trace, base + NEXT_MAIN + "resolve\n" + NEXT_MAIN + "resolve\n")
    hand = perm(three, "me", "Hand of Enlightenment")
    assert (hand["power"], hand["toughness"]) == (2, 2)
    assert "Era of Enlightenment" not in [p["name"] for p in player(three, "me")["battlefield"]]


def test_a_saga_is_sacrificed_after_its_last_chapter(full_trace):
    """The Eldest Reborn: chapter I makes each opponent sacrifice a creature; after chapter III has resolved, the
    Saga with three lore counters is sacrificed (714.4), not before."""
    base = ("me: battlefield Swamp, Swamp, Swamp, Swamp, Swamp; hand The Eldest Reborn\n"
            "opponent: battlefield Grizzly Bears; hand Forest\nI cast The Eldest Reborn\nresolve\nresolve\n")
    data = legal(full_trace, base + NEXT_MAIN + "resolve\n" + NEXT_MAIN)
    assert "Grizzly Bears" in player(data, "opponent")["graveyard"]
    assert perm(data, "me", "The Eldest Reborn")["counters"] == {"lore": 3}  # chapter III on the stack
    done = legal(full_trace, base + NEXT_MAIN + "resolve\n" + NEXT_MAIN + "resolve\n")
    assert "The Eldest Reborn" in player(done, "me")["graveyard"] and "714.4" in rules(done)
    assert "Grizzly Bears" in [p["name"] for p in player(done, "me")["battlefield"]]


def test_power_and_toughness_switched_until_end_of_turn(full_trace):
    """About Face: "Switch target creature's power and toughness until end of turn" (613.4d): Horned Turtle (1/4)
    is 4/1 and Shock kills it; without the switch it survives; at cleanup it is 1/4 again."""
    base = "me: battlefield Mountain, Horned Turtle; hand About Face\nopponent: battlefield Mountain; hand Shock\n"
    switched = legal(full_trace, base + "I cast About Face targeting Horned Turtle\nresolve\n")
    turtle = perm(switched, "me", "Horned Turtle")
    assert (turtle["power"], turtle["toughness"]) == (4, 1) and "613.4d" in rules(switched)
    dead = legal(full_trace, base + "I cast About Face targeting Horned Turtle\nresolve\n"
                                    "opponent casts Shock targeting Horned Turtle\nresolve\n")
    assert "Horned Turtle" in player(dead, "me")["graveyard"]
    later = legal(full_trace, base + "I cast About Face targeting Horned Turtle\nresolve\ngo to end step\n"
                                     "go to upkeep\n")
    turtle = perm(later, "me", "Horned Turtle")
    assert (turtle["power"], turtle["toughness"]) == (1, 4)


BRAINSTORM = ("me: battlefield Island; hand Brainstorm, Lightning Bolt, Giant Growth; library Forest, Mountain, "
              "Island\nI cast Brainstorm\nresolve\n")


def test_brainstorm_puts_the_two_cards_chosen_back_on_top(full_trace):
    # "Draw three cards, then put two cards from your hand on top of your library in any order" (401.4)
    data = legal(full_trace, BRAINSTORM + "I choose Lightning Bolt and Forest\n")
    assert sorted(player(data, "me")["hand"]) == ["Giant Growth", "Island", "Mountain"]
    assert "401.4" in rules(data)
    # without a choice line, two cards are put back all the same, and that choice is shown as assumed
    data = legal(full_trace, BRAINSTORM)
    assert len(player(data, "me")["hand"]) == 3
    assert [a["about"] for a in data["assumptions"] if a["kind"] == "choice"] == ["Lightning Bolt, Giant Growth"]
