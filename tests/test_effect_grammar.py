"""The generalised effect grammar resolves for real (issue 11, item 3), on real cards of the shared MTGJSON
data read at test time: subjects, objects and quantities compose ("that player", "its toughness", "the
number of ..."), triggers of the general condition grammar are noticed, conditions are checked as the
effect resolves, zone changes follow the object (400.7). Each test checks the rule the trace cites and
the final situation that proves the effect happened, and the other side where there is one."""

from __future__ import annotations

from test_effects import ids, legal, perm, player, rules, texts

# ---------------------------------------------------------------------------- triggers and references

def test_that_player_of_a_cast_trigger(full_trace):
    """Aether Sting: "Whenever an opponent casts a creature spell, ~ deals 1 damage to that player"."""
    base = "me: battlefield Aether Sting, Forest\nopponent: battlefield Forest, Forest; hand Grizzly Bears\n"
    data = legal(full_trace, base + "turn: opponent, main 1\nopponent casts Grizzly Bears\nresolve all\n")
    assert player(data, "opponent")["life"] == 19 and {"603.2", "120.3a"} <= rules(data)
    mine = legal(full_trace, "me: battlefield Aether Sting, Forest, Forest; hand Grizzly Bears\n"
                             "I cast Grizzly Bears\nresolve all\n")
    assert player(mine, "me")["life"] == 20 and "step.ability_triggers" not in ids(mine)  # an opponent's only


def test_a_discard_trigger_with_a_target_and_life(full_trace):
    """Feast of Sanity: "Whenever you discard a card, ~ deals 1 damage to any target and you gain 1 life"."""
    data = legal(full_trace, "me: battlefield Feast of Sanity, Wild Mongrel; hand Island\n"
                             "I activate Wild Mongrel discarding Island\nresolve all\n")
    assert player(data, "opponent")["life"] == 19 and player(data, "me")["life"] == 21
    assert "603.3d" in rules(data)  # the trigger's target, assumed


def test_life_equal_to_the_entering_creature_toughness(full_trace):
    """Angelic Chorus: "you gain life equal to its toughness" (the creature that entered)."""
    data = legal(full_trace, "me: battlefield Angelic Chorus, Mountain, Mountain, Mountain, Mountain; hand Hill Giant\n"
                             "I cast Hill Giant\nresolve all\n")
    assert player(data, "me")["life"] == 23 and "119.3" in rules(data)


def test_a_condition_on_the_destroyed_creature_and_its_last_known_toughness(full_trace):
    """Death's Caress: "Destroy target creature. If that creature was a Human, you gain life equal to its
    toughness" (608.2h: as it last existed)."""
    base = "me: battlefield Swamp, Swamp, Swamp, Swamp, Swamp; hand Death's Caress\n"
    human = legal(full_trace, base + "opponent: battlefield Benalish Knight\n"
                                     "I cast Death's Caress targeting Benalish Knight\nresolve\n")
    assert "Benalish Knight" in player(human, "opponent")["graveyard"] and player(human, "me")["life"] == 22
    beast = legal(full_trace, base + "opponent: battlefield Grizzly Bears\n"
                                     "I cast Death's Caress targeting Grizzly Bears\nresolve\n")
    assert player(beast, "me")["life"] == 20 and "step.condition_false" in ids(beast)


# ---------------------------------------------------------------------------- zones

def test_exile_then_return_that_card(full_trace):
    """Essence Flux: the returned card is a new object (400.7), untapped, without its damage; "if it's a
    Spirit" is checked on it."""
    data = legal(full_trace, "me: battlefield Island, Grizzly Bears (tapped); hand Essence Flux\n"
                             "I cast Essence Flux targeting Grizzly Bears\nresolve\n")
    bears = perm(data, "me", "Grizzly Bears")
    assert not bears["tapped"] and bears["counters"] == {} and {"701.13a", "400.7"} <= rules(data)


# ---------------------------------------------------------------------------- keyword actions, prevention

def test_fight(full_trace):
    data = legal(full_trace, "me: battlefield Forest, Island, Hill Giant; hand Decisive Denial\n"
                             "opponent: battlefield Grizzly Bears\n"
                             "I cast Decisive Denial choosing 1 targeting Hill Giant and Grizzly Bears\nresolve\n")
    assert "Grizzly Bears" in player(data, "opponent")["graveyard"]
    assert perm(data, "me", "Hill Giant")["damage"] == 2 and "701.12a" in rules(data)


def test_adapt_only_without_counters(full_trace):
    base = "me: battlefield Forest, Forest, Island, Island, Forest, Forest, Island, Island, Aeromunculus\n"
    data = legal(full_trace, base + "I activate Aeromunculus\nresolve\nI activate Aeromunculus\nresolve\n")
    assert perm(data, "me", "Aeromunculus")["counters"] == {"+1/+1": 1}
    assert "701.46a" in rules(data) and "step.adapt_nothing" in ids(data)


def test_prevent_the_next_damage(full_trace):
    """Shieldmate's Blessing: a shield of this turn prevents 3 of Lightning Bolt's damage (615.1)."""
    data = legal(full_trace, "me: battlefield Plains, Grizzly Bears; hand Shieldmate's Blessing\n"
                             "opponent: battlefield Mountain; hand Lightning Bolt\n"
                             "opponent casts Lightning Bolt targeting Grizzly Bears\n"
                             "I cast Shieldmate's Blessing targeting Grizzly Bears\nresolve all\n")
    assert perm(data, "me", "Grizzly Bears")["damage"] == 0 and "615.1" in rules(data)
    other = legal(full_trace, "me: battlefield Plains, Grizzly Bears, Llanowar Elves; hand Shieldmate's Blessing\n"
                              "opponent: battlefield Mountain; hand Lightning Bolt\n"
                              "I cast Shieldmate's Blessing targeting Grizzly Bears\nresolve\n"
                              "opponent casts Lightning Bolt targeting Llanowar Elves\nresolve\n")
    assert "Llanowar Elves" in player(other, "me")["graveyard"]  # the shield is the Bears' only


def test_a_land_becomes_a_creature_until_end_of_turn(full_trace):
    """Faerie Conclave: a 2/1 blue Faerie with flying that's still a land (613.1d), a land again after the
    cleanup step (514.2)."""
    base = "me: battlefield Faerie Conclave, Island, Island\nI activate Faerie Conclave ability 2\nresolve\n"
    data = legal(full_trace, base)
    conclave = perm(data, "me", "Faerie Conclave")
    assert (conclave["power"], conclave["toughness"], conclave["colors"]) == (2, 1, "U")
    assert "flying" in conclave["keywords"] and "613.1d" in rules(data)
    later = legal(full_trace, base + "go to end step\nnext step\n")
    assert perm(later, "me", "Faerie Conclave")["power"] is None and "514.2" in rules(later)


def test_texts_never_show_internal_names(full_trace):
    data = legal(full_trace, "me: battlefield Forest, Island, Hill Giant; hand Decisive Denial\n"
                             "opponent: battlefield Grizzly Bears\n"
                             "I cast Decisive Denial choosing 1 targeting Hill Giant and Grizzly Bears\nresolve\n")
    assert not any("_" in t.replace("~", "") for t in texts(data) if "{" not in t)


# ---------------------------------------------------------------------------- wording

def test_every_message_the_effect_plugins_emit_is_worded():
    """A step id without a catalogue entry would reach users as its internal name: every literal id of the
    effect plugins, every `step.moved_<zone>`, and the word of every trigger event and assumed choice exist."""
    import re
    from pathlib import Path

    from bot.render.i18n import has_message
    from plugins import keyword_actions, triggers, zones

    root = Path(__file__).resolve().parents[1] / "plugins"
    missing = []
    for name in ("effects", "zones", "keyword_actions", "prevention", "characteristics", "triggers"):
        source = (root / f"{name}.py").read_text(encoding="utf-8")
        for key in re.findall(r'"(step\.[a-z_]*[a-z])"', source):
            if not has_message(key):
                missing.append(key)
        for what in re.findall(r'what="([a-z_]+)"', source):
            if not has_message("word." + what):
                missing.append("word." + what)
    missing += [f"step.moved_{to}" for to in zones.ZONES if not has_message(f"step.moved_{to}")]
    missing += [f"word.{e}" for e in triggers.EVENTS if not has_message(f"word.{e}")]
    assert keyword_actions.EFFECTS and missing == []


# ---------------------------------------------------------------------------- digs

def test_a_dig_takes_one_and_puts_the_rest_on_the_bottom(full_trace):
    """Anticipate: look at the top three, one into the hand (a `choose` line), the rest on the bottom."""
    base = ("me: battlefield Island, Island; hand Anticipate; library Forest, Counterspell, Swamp, Plains\n"
            "I cast Anticipate\nresolve\n")
    data = legal(full_trace, base + "I choose Counterspell\n")
    me = player(data, "me")
    assert me["hand"] == ["Counterspell"] and "step.looks_at_top" in ids(data)
    assumed = legal(full_trace, base)
    assert player(assumed, "me")["hand"] == ["Forest"] and "step.assumed_choice" in ids(assumed)
    french = legal(full_trace, base.replace("I cast", "je lance").replace("resolve", "résolution")
                   + "je choisis Marais\n", "fr")
    assert player(french, "me")["hand"] == ["Swamp"]
    wrong = full_trace(base + "I choose Plains\n")  # the fourth card was not seen
    assert wrong["exit"] == 2


def test_a_dig_in_an_unknown_library(full_trace):
    """Basic Conjuration with nothing known about the library: the cards seen are unknown; a `choose` line
    names the creature card found among them."""
    base = "me: battlefield Forest, Forest, Forest; hand Basic Conjuration\nI cast Basic Conjuration\nresolve\n"
    none = legal(full_trace, base)
    assert player(none, "me")["hand"] == [] and "step.dig_unknown" in ids(none) and player(none, "me")["life"] == 23
    named = legal(full_trace, base + "I choose Grizzly Bears\n")
    assert player(named, "me")["hand"] == ["Grizzly Bears"] and "step.unknown_card_named" in ids(named)
    not_a_creature = full_trace(base + "I choose Island\n")
    assert not_a_creature["exit"] == 2


# ---------------------------------------------------------------------------- abilities that work from a graveyard

def test_a_trigger_that_works_from_the_graveyard(full_trace):
    """Aurora Eidolon: "Whenever you cast a multicolored spell, you may return ~ from your graveyard to your
    hand" triggers while it is in the graveyard, not on the battlefield."""
    data = legal(full_trace, "me: battlefield Mountain, Plains; hand Lightning Helix; graveyard Aurora Eidolon\n"
                             "I cast Lightning Helix targeting opponent\nresolve all\n")
    assert player(data, "me")["hand"] == ["Aurora Eidolon"] and "603.2" in rules(data)
    there = legal(full_trace, "me: battlefield Mountain, Plains, Aurora Eidolon; hand Lightning Helix\n"
                              "I cast Lightning Helix targeting opponent\nresolve all\n")
    assert "step.ability_triggers" not in ids(there)


def test_an_ability_activated_from_the_graveyard(full_trace):
    """Advanced Stitchwing: "{2}{U}, Discard two cards: Return ~ from your graveyard to the battlefield tapped"."""
    data = legal(full_trace, "me: battlefield Island, Island, Island; hand Forest, Mountain; "
                             "graveyard Advanced Stitchwing\n"
                             "I activate Advanced Stitchwing discarding Forest and Mountain\nresolve\n")
    assert perm(data, "me", "Advanced Stitchwing")["tapped"] and "Advanced Stitchwing" not in player(data, "me")[
        "graveyard"]
    on_battlefield = full_trace("me: battlefield Island, Island, Island, Advanced Stitchwing; hand Forest, Mountain\n"
                                "I activate Advanced Stitchwing discarding Forest and Mountain\n")
    assert on_battlefield["exit"] == 1


# ---------------------------------------------------------------------------- tokens

def test_a_token_with_a_quoted_ability(full_trace):
    """Blight Mound: the Pest token has "When this creature dies, you gain 1 life" (111.4), and it works."""
    data = legal(full_trace, "me: battlefield Blight Mound, Grizzly Bears\nopponent: battlefield Mountain, Mountain; "
                             "hand Lightning Bolt, Shock\n"
                             "opponent casts Lightning Bolt targeting Grizzly Bears\nresolve all\n"
                             "opponent casts Shock targeting Pest token\nresolve all\n")
    assert player(data, "me")["life"] == 21 and not [p for p in player(data, "me")["battlefield"] if p["token"]]
    assert {"111.2", "603.2"} <= rules(data)


def test_a_token_copy_of_a_creature(full_trace):
    """Rite of Replication (not kicked): a token that's a copy of target creature (707.2)."""
    data = legal(full_trace, "me: battlefield Island, Island, Island, Island; hand Rite of Replication\n"
                             "opponent: battlefield Hill Giant\n"
                             "I cast Rite of Replication targeting Hill Giant\nresolve\n")
    copy = perm(data, "me", "Hill Giant")
    assert copy["token"] and (copy["power"], copy["toughness"]) == (3, 3) and "111.2" in rules(data)
