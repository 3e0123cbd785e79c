"""More effect shapes resolve for real (issue 11, item 3), each on a real card of the shared MTGJSON data:
the rule the trace cites, the final situation that proves the effect happened, and the other side
(what the effect spares, a choice written or left assumed, a payment made or not)."""

from __future__ import annotations

from test_effects import ids, legal, perm, player, rules

# ---------------------------------------------------------------------------- groups with a counter


def test_oblivion_stone_spares_what_has_a_fate_counter(full_trace):
    """Oblivion Stone's imported text: "Destroy each nonland permanent without a fate counter on it, then
    remove all fate counters from all permanents" (the public scenario 03, on the full database)."""
    base = ("me: battlefield Oblivion Stone, Grizzly Bears, Plains, Plains, Plains, Plains, Plains, Plains, "
            "Plains, Plains, Plains, Plains\nopponent: battlefield Llanowar Elves, Hill Giant (fate)\n")
    data = legal(full_trace, base + "I activate Oblivion Stone ability 2\nresolve\n")
    opponent = player(data, "opponent")
    assert "Llanowar Elves" in opponent["graveyard"] and "Grizzly Bears" in player(data, "me")["graveyard"]
    giant = perm(data, "opponent", "Hill Giant")  # it had a fate counter: spared, and the counter is gone
    assert giant["counters"] == {} and "step.not_simulated" not in ids(data)
    assert len(player(data, "me")["battlefield"]) == 10  # the lands stay


def test_oblivion_stone_scenario_on_the_full_database(full_trace):
    """The public scenario 03 (French) reads the same on the imported card database: nothing unsimulated."""
    text = ("Alice : champ de bataille Pierre de l'oubli, Grizzlis, Plaine x5\n"
            "Bob : champ de bataille Forêt, Elfes de Llanowar ; main Oxydation\n"
            "tour : Bob, principale 1\nBob lance Oxydation en ciblant Pierre de l'oubli\n"
            "en réponse, Alice active Pierre de l'oubli capacité 2\ntout se résout\n")
    data = legal(full_trace, text)
    assert "Llanowar Elves" in player(data, "Bob")["graveyard"]
    assert "Grizzly Bears" in player(data, "Alice")["graveyard"]
    assert "step.not_simulated" not in ids(data)


# ---------------------------------------------------------------------------- searches


def test_search_for_a_land_type_onto_the_battlefield(full_trace):
    """Nature's Lore: "Search your library for a Forest card, put that card onto the battlefield, then shuffle"
    (701.23a): only a Forest qualifies."""
    base = "me: battlefield Forest, Forest; hand Nature's Lore; library Island, Forest\nI cast Nature's Lore\nresolve\n"
    data = legal(full_trace, base)
    assert len([p for p in player(data, "me")["battlefield"] if p["name"] == "Forest"]) == 3
    assert "701.23a" in rules(data) and "step.search_found" in ids(data)
    none = legal(full_trace, base.replace("library Island, Forest", "library Island, Swamp"))
    assert "step.search_nothing" in ids(none)
    assert len([p for p in player(none, "me")["battlefield"] if p["name"] == "Forest"]) == 2


def test_search_in_an_unknown_library(full_trace):
    data = legal(full_trace, "me: battlefield Forest, Forest; hand Nature's Lore\nI cast Nature's Lore\nresolve\n")
    assert "step.search_unknown_library" in ids(data)


# ---------------------------------------------------------------------------- choices as it resolves


def test_return_a_creature_you_control_chosen_or_assumed(full_trace):
    """Whitemane Lion: "When ~ enters the battlefield, return a creature you control to its owner's hand"
    (no target: chosen as it resolves; a `choose` line says which, else the first is assumed and said)."""
    base = "me: battlefield Plains, Plains, Grizzly Bears; hand Whitemane Lion\nI cast Whitemane Lion\nresolve all\n"
    chosen = legal(full_trace, base.replace("resolve all\n", "resolve\nresolve\nI choose Grizzly Bears\n"))
    assert "Grizzly Bears" in player(chosen, "me")["hand"]
    assert "Whitemane Lion" in [p["name"] for p in player(chosen, "me")["battlefield"]]
    assumed = legal(full_trace, base)
    assert "step.assumed_choice" in ids(assumed) and "608.2c" in rules(assumed)
    assert len(player(assumed, "me")["hand"]) == 1  # one creature went back


def test_protection_from_the_chosen_color(full_trace):
    """Gods Willing: "Target creature you control gains protection from the color of your choice until end of
    turn" (702.16): chosen red, Lightning Bolt can't target it; chosen white (assumed), it can."""
    base = ("me: battlefield Plains, Grizzly Bears; hand Gods Willing\nopponent: battlefield Mountain; "
            "hand Lightning Bolt\nI cast Gods Willing targeting Grizzly Bears\nresolve\n")
    red = full_trace(base + "I choose red\nopponent casts Lightning Bolt targeting Grizzly Bears\n")
    assert red["exit"] == 1 and str(red["illegal"]["rule"]).startswith("702.16")
    white = legal(full_trace, base + "opponent casts Lightning Bolt targeting Grizzly Bears\nresolve\n")
    assert "step.assumed_choice" in ids(white)
    assert "Grizzly Bears" in player(white, "me")["graveyard"]


# ---------------------------------------------------------------------------- payments


def test_damage_unless_you_pay(full_trace):
    """Force of Nature: "At the beginning of your upkeep, ~ deals 8 damage to you unless you pay {G}{G}{G}{G}"
    (paid: nothing; not paid, assumed: 8 damage)."""
    base = ("me: battlefield Force of Nature, Forest, Forest, Forest, Forest\n"
            "turn: opponent, end step\nnext step\nresolve\n")
    paid = legal(full_trace, base + "I pay {G}{G}{G}{G}\n")
    assert player(paid, "me")["life"] == 20 and "step.pays_optional" in ids(paid)
    unpaid = legal(full_trace, base)
    assert player(unpaid, "me")["life"] == 12 and "step.assumed_choice" in ids(unpaid)


# ---------------------------------------------------------------------------- graveyards


def test_exile_target_player_graveyard(full_trace):
    """Bojuka Bog: "When ~ enters the battlefield, exile target player's graveyard" (the cards go to exile)."""
    data = legal(full_trace, "me: hand Bojuka Bog\nopponent: graveyard Lightning Bolt, Grizzly Bears\n"
                             "I play Bojuka Bog\nresolve\n")
    opponent = player(data, "opponent")
    assert opponent["graveyard"] == [] and set(opponent["exile"]) == {"Lightning Bolt", "Grizzly Bears"}


# ---------------------------------------------------------------------------- regeneration


def test_wrath_of_god_they_cant_be_regenerated(full_trace):
    """Wrath of God: "Destroy all creatures. They can't be regenerated." (701.15c: the shield doesn't replace
    this destruction); Day of Judgment says nothing of the kind: a regeneration shield saves the creature."""
    base = ("me: battlefield Drudge Skeletons, Swamp, Plains, Plains, Plains, Plains; hand {spell}\n"
            "I activate Drudge Skeletons\nresolve\nI cast {spell}\nresolve\n")
    wrath = legal(full_trace, base.replace("{spell}", "Wrath of God"))
    assert "Drudge Skeletons" in player(wrath, "me")["graveyard"] and "step.regenerated" not in ids(wrath)
    judgment = legal(full_trace, base.replace("{spell}", "Day of Judgment"))
    assert perm(judgment, "me", "Drudge Skeletons")["tapped"] and "701.15a" in rules(judgment)


def test_vendetta_it_cant_be_regenerated_and_the_life_lost(full_trace):
    """Vendetta: "Destroy target nonblack creature. It can't be regenerated. You lose life equal to that
    creature's toughness." (608.2h: its toughness as it last existed)."""
    data = legal(full_trace, "me: battlefield Swamp; hand Vendetta\nopponent: battlefield Hill Giant\n"
                             "I cast Vendetta targeting Hill Giant\nresolve\n")
    assert "Hill Giant" in player(data, "opponent")["graveyard"] and player(data, "me")["life"] == 17


# ---------------------------------------------------------------------------- delayed at end of combat


def test_destroy_it_at_end_of_combat(full_trace):
    """Ceremonial Guard: "When ~ attacks or blocks, destroy it at end of combat" (603.7: a delayed triggered
    ability, at the beginning of the end of combat step); before that step, it is still there."""
    base = "me: battlefield Ceremonial Guard\nturn: me, main 1\nI attack with Ceremonial Guard\nresolve\n"
    during = legal(full_trace, base)
    assert perm(during, "me", "Ceremonial Guard")["attacking"] and "step.delayed_trigger_created" in ids(during)
    after = legal(full_trace, base + "go to end of combat\nresolve\n")
    assert "Ceremonial Guard" in player(after, "me")["graveyard"] and "603.7" in rules(after)


# ---------------------------------------------------------------------------- what isn't carried out


def test_a_sentence_not_carried_out_is_quoted_once(full_trace):
    """Aura Barbs: one sentence read as two effects the engine doesn't carry out: the trace quotes the card's
    sentence once (in French when answering in French), never an internal name."""
    text = "me: battlefield Mountain, Mountain, Mountain; hand Aura Barbs\nI cast Aura Barbs\nresolve\n"
    data = legal(full_trace, text)
    assert ids(data).count("step.not_simulated") == 1
    french = legal(full_trace, text, "fr")
    said = [s["text"] for a in french["actions"] for s in a["steps"] if s["id"] == "step.not_simulated"]
    assert len(said) == 1 and "blessure" in said[0] and "effect_" not in said[0]


# ---------------------------------------------------------------------------- tokens


def test_tokens_have_the_quoted_ability_of_the_next_sentence(full_trace):
    """Kozilek's Predator: "create two 0/1 colorless Eldrazi Spawn creature tokens. They have "Sacrifice this
    creature: Add {C}."" (111.4): a Spawn pays for a spell, and is sacrificed doing it."""
    data = legal(full_trace, "me: battlefield Forest, Forest, Forest, Forest; hand Kozilek's Predator, Ornithopter\n"
                             "I cast Kozilek's Predator\nresolve all\nI activate Eldrazi Spawn token\n")
    spawns = [p for p in player(data, "me")["battlefield"] if p["token"]]
    assert len(spawns) == 1 and player(data, "me")["pool"] in ("{C}", "C", {"C": 1})
