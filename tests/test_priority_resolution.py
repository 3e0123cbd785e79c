"""Priority (117.3b-d, 117.4), holding priority, resolution (608.2b, 608.2n), state-based actions
(704.5a, 704.5f, 704.5g), counterspells, choices during resolution, rollback (732) and questions."""

from __future__ import annotations

import pytest
from test_rules_casting import (
    before_last_line,
    bf,
    cited,
    illegal,
    in_order,
    legal,
    player,
    rules_of,
    stack,
    texts_of,
)

# ----------------------------------------------------------------------------- 117.3c / 117.3d


def test_117_3c_caster_receives_priority(trace):
    t = legal(trace("""
me: battlefield Mountain, Mountain; hand Lightning Bolt, Shock
I cast Lightning Bolt targeting opponent
I cast Shock targeting opponent
"""))
    assert rules_of(t, 1)[-1] == "117.3c" and rules_of(t, 2)[-1] == "117.3c"
    assert "117.3d" not in cited(t)  # nobody passed: I kept priority after each spell
    assert stack(t) == ["Lightning Bolt", "Shock"] and t["state"]["turn"]["priority"] == "me"


def test_117_3d_an_action_by_the_other_player_means_the_holder_passed(trace):
    t = legal(trace("""
me: battlefield Mountain; hand Lightning Bolt
opponent: battlefield Island, Island; hand Counterspell
I cast Lightning Bolt targeting opponent
opponent casts Counterspell targeting Lightning Bolt
"""))
    rules = rules_of(t, 2)
    assert rules[0] == "117.3d" and rules.index("117.3d") < rules.index("601.2a")
    assert texts_of(t, 2)[0].startswith("You pass priority")  # the asking player is "you"
    assert t["state"]["turn"]["priority"] == "opponent"
    assert stack(t) == ["Lightning Bolt", "Counterspell"]


def test_117_3d_pass_gives_priority_to_the_next_player(trace):
    t = legal(trace("""
me: battlefield Mountain; hand Lightning Bolt
I cast Lightning Bolt targeting opponent
I pass
"""))
    assert rules_of(t, 2) == ["117.3d"]
    assert t["state"]["turn"]["priority"] == "opponent" and stack(t) == ["Lightning Bolt"]


def test_117_3d_a_second_pass_of_mine_implies_the_opponent_passed(trace):
    # after my pass the opponent holds priority; my next action means the opponent passed (117.3d),
    # so both passed in succession and the Bolt resolves (117.4)
    t = legal(trace("""
me: battlefield Mountain; hand Lightning Bolt
I cast Lightning Bolt targeting opponent
I pass
I pass
"""))
    assert rules_of(t, 3)[0] == "117.3d" and "opponent" in texts_of(t, 3)[0]
    assert player(t, "opponent")["life"] == 17  # both passed in succession: Bolt resolved


# ----------------------------------------------------------------------------- 117.4


def test_117_4_both_pass_top_object_resolves(trace):
    t = legal(trace("""
me: battlefield Mountain; hand Lightning Bolt
I cast Lightning Bolt targeting opponent
I pass
opponent passes
"""))
    assert "608.1" in rules_of(t, 3) and "117.4" in rules_of(t, 3)
    assert player(t, "opponent")["life"] == 17 and stack(t) == []
    assert t["state"]["turn"]["priority"] == "me"  # 117.3b: the active player after resolution


def test_117_4_resolve_takes_only_the_top_object(trace):
    t = legal(trace("""
me: battlefield Mountain, Mountain; hand Lightning Bolt, Shock
I cast Lightning Bolt targeting opponent
I cast Shock targeting opponent
resolve
"""))
    assert rules_of(t, 3)[0] == "117.4"
    assert stack(t) == ["Lightning Bolt"] and player(t, "opponent")["life"] == 18
    assert player(t, "me")["graveyard"] == ["Shock"]


def test_117_4_resolve_all_empties_the_stack_top_first(trace):
    t = legal(trace("""
me: battlefield Mountain, Mountain; hand Lightning Bolt, Shock
I cast Lightning Bolt targeting opponent
I cast Shock targeting opponent
resolve all
"""))
    assert rules_of(t, 3).count("117.4") == 2
    assert stack(t) == [] and player(t, "opponent")["life"] == 15
    assert player(t, "me")["graveyard"] == ["Shock", "Lightning Bolt"]


def test_117_4_all_pass_with_an_empty_stack_ends_the_step(trace):
    t = legal(trace("""
me: hand Lightning Bolt
I pass
opponent passes
"""))
    assert "117.4" in rules_of(t, 2)
    assert t["state"]["turn"] == {"active": "me", "step": "beginning_of_combat", "priority": "me"}


@pytest.mark.parametrize("line", ["resolve all", "tout se résout", "both pass", "les deux passent", "résolution"])
def test_117_4_resolve_lines_in_both_languages(trace, line):
    t = legal(trace(f"""
me: battlefield Mountain; hand Lightning Bolt
I cast Lightning Bolt targeting opponent
{line}
"""))
    assert "117.4" in rules_of(t, 2) and player(t, "opponent")["life"] == 17


# ----------------------------------------------------------------------------- holding priority


def test_hold_priority_then_respond_to_own_spell(trace):
    t = legal(trace("""
me: battlefield Mountain, Mountain; hand Lightning Bolt, Shock
opponent: battlefield Grizzly Bears
I cast Lightning Bolt targeting opponent
I hold priority
I cast Shock targeting Grizzly Bears
resolve
"""))
    assert rules_of(t, 2) == ["117.3c"]
    assert stack(t) == ["Lightning Bolt"]
    assert player(t, "opponent")["graveyard"] == ["Grizzly Bears"]


def test_hold_priority_in_french(trace):
    t = legal(trace("""
moi : champ de bataille Montagne ; main Foudre
je lance Foudre en ciblant l'adversaire
je garde la priorité
"""))
    assert t["lang"] == "fr" and rules_of(t, 2) == ["117.3c"]
    assert "priorité" in texts_of(t, 2)[0]


def test_hold_priority_without_priority_means_the_other_player_passed(trace):
    t = legal(trace("""
me: battlefield Mountain; hand Lightning Bolt
I cast Lightning Bolt targeting opponent
opponent holds priority
"""))
    assert rules_of(t, 2)[0] == "117.3d"
    assert t["state"]["turn"]["priority"] == "opponent"


# ----------------------------------------------------------------------------- 608.2b


def test_608_2b_all_targets_illegal_spell_doesnt_resolve(trace):
    # public scenario 02, in English
    t = legal(trace("""
Alice: battlefield Rushwood Dryad, Forest; hand Giant Growth
Bob: battlefield Mountain, Mountain; hand Incinerate
Alice casts Giant Growth targeting Rushwood Dryad
Bob casts Incinerate targeting Rushwood Dryad
resolve all
"""))
    rules = rules_of(t, 3)
    assert in_order(rules, ["608.1", "704.5g", "608.1", "608.2b"])
    assert "608.2n" in rules and rules.count("608.2n") == 1  # only Incinerate "resolved"
    alice = player(t, "Alice")
    assert alice["graveyard"] == ["Rushwood Dryad", "Giant Growth"]
    assert player(t, "Bob")["graveyard"] == ["Incinerate"] and stack(t) == []


def test_608_2b_target_left_after_a_sacrifice(trace):
    # public scenario 03, in English: the Stone's own ability destroys the Oxidize's target first
    t = legal(trace("""
Alice: battlefield Oblivion Stone, Grizzly Bears, Plains x5
Bob: battlefield Forest, Llanowar Elves; hand Oxidize
turn: Bob, main 1
Bob casts Oxidize targeting Oblivion Stone
in response, Alice activates Oblivion Stone ability 2
resolve all
"""))
    assert "608.2b" in rules_of(t, 3)
    assert player(t, "Bob")["graveyard"] == ["Llanowar Elves", "Oxidize"]
    assert player(t, "Alice")["graveyard"] == ["Oblivion Stone", "Grizzly Bears"]


def test_608_2b_target_still_legal_spell_resolves(trace):
    # public scenario 01, in English
    t = legal(trace("""
Alice: battlefield Rushwood Dryad, Forest, Forest; hand Giant Growth
Bob: battlefield Mountain, Mountain; hand Incinerate
turn: Bob, main 1
Bob casts Incinerate targeting Rushwood Dryad
Alice casts Giant Growth targeting Rushwood Dryad
resolve all
"""))
    assert "608.2b" not in cited(t) and "704.5g" not in cited(t)
    (dryad,) = bf(t, "Alice", "Rushwood Dryad")
    assert (dryad["power"], dryad["toughness"], dryad["damage"]) == (5, 4, 3)


def test_608_2b_partially_legal_targets(trace):
    t = legal(trace("""
me: battlefield Mountain, Mountain, Mountain; hand Nightbird's Clutches, Shock
opponent: battlefield Grizzly Bears, Llanowar Elves
I cast Nightbird's Clutches targeting Grizzly Bears and Llanowar Elves
I hold priority
I cast Shock targeting Llanowar Elves
resolve all
"""))
    steps = [s for s in t["actions"][3]["steps"]]
    b = [s for s in steps if s["rule"] == "608.2b"]
    assert len(b) == 1 and "Llanowar Elves" in b[0]["text"] and b[0]["kind"] != "resolve"
    # still resolves for the legal target and then goes to the graveyard
    assert rules_of(t, 4)[-1] == "608.2n"
    assert player(t, "me")["graveyard"] == ["Shock", "Nightbird's Clutches"]


def test_608_2b_player_target_stays_legal(trace):
    t = legal(trace("""
me: battlefield Mountain, Mountain; hand Lightning Bolt, Shock
opponent: battlefield Grizzly Bears
I cast Lightning Bolt targeting opponent
I cast Shock targeting Grizzly Bears
resolve all
"""))
    assert "608.2b" not in cited(t) and player(t, "opponent")["life"] == 17


# ----------------------------------------------------------------------------- 608.2n


def test_608_2n_instant_to_owners_graveyard_last(trace):
    t = legal(trace("""
me: battlefield Swamp, Swamp; hand Doom Blade
opponent: battlefield Grizzly Bears
I cast Doom Blade targeting Grizzly Bears
resolve
"""))
    rules = rules_of(t, 2)
    assert in_order(rules, ["608.1", "701.8a", "608.2n"]) and rules[-1] == "608.2n"
    assert player(t, "me")["graveyard"] == ["Doom Blade"]


def test_608_2n_spell_goes_to_its_owners_graveyard(trace):
    t = legal(trace("""
me: battlefield Island, Island; hand Counterspell
opponent: battlefield Mountain; hand Lightning Bolt
turn: opponent, main 1
opponent casts Lightning Bolt targeting me
I cast Counterspell targeting Lightning Bolt
resolve
"""))
    assert player(t, "me")["graveyard"] == ["Counterspell"]
    assert player(t, "opponent")["graveyard"] == ["Lightning Bolt"]


def test_608_permanent_spell_enters_instead_of_graveyard(trace):
    t = legal(trace("""
me: battlefield Forest, Forest; hand Grizzly Bears
I cast Grizzly Bears
resolve
"""))
    assert "608.3" in rules_of(t, 2) and "608.2n" not in rules_of(t, 2)
    assert bf(t, "me", "Grizzly Bears") and player(t, "me")["graveyard"] == []


# ----------------------------------------------------------------------------- counterspells


def test_counterspell_counters_its_target(trace):
    t = legal(trace("""
me: battlefield Island, Island; hand Counterspell
opponent: battlefield Mountain; hand Lightning Bolt
turn: opponent, main 1
opponent casts Lightning Bolt targeting me
I cast Counterspell targeting Lightning Bolt
resolve
"""))
    rules = rules_of(t, 3)
    assert in_order(rules, ["117.4", "608.1", "701.6a", "608.2n"])
    assert player(t, "me")["life"] == 20 and stack(t) == []
    assert t["state"]["turn"]["priority"] == "opponent"  # 117.3b: the active player


def test_countered_spell_never_resolves(trace):
    t = legal(trace("""
me: battlefield Island, Island; hand Counterspell
opponent: battlefield Mountain; hand Lightning Bolt
turn: opponent, main 1
opponent casts Lightning Bolt targeting me
I cast Counterspell targeting Lightning Bolt
resolve all
"""))
    assert sum(1 for s in t["actions"][2]["steps"] if s["rule"] == "608.1") == 1
    assert player(t, "me")["life"] == 20


def test_counterspell_needs_a_spell_target(trace):
    t = illegal(trace("""
me: battlefield Island, Island; hand Counterspell
I cast Counterspell
"""), "601.2c", action=1)
    assert player(t, "me")["hand"] == ["Counterspell"]


def test_essence_scatter_only_counters_creature_spells(trace):
    t = illegal(trace("""
me: battlefield Island, Island; hand Essence Scatter
opponent: battlefield Mountain; hand Lightning Bolt
turn: opponent, main 1
opponent casts Lightning Bolt targeting me
I cast Essence Scatter targeting Lightning Bolt
"""), "601.2c", action=2)
    assert stack(t) == ["Lightning Bolt"]


def test_flashback_spell_countered_is_exiled(trace):
    t = legal(trace("""
me: battlefield Mountain x5; graveyard Firebolt
opponent: battlefield Island, Island; hand Counterspell
I cast Firebolt with flashback targeting opponent
opponent casts Counterspell targeting Firebolt
resolve
"""))
    assert player(t, "me")["exile"] == ["Firebolt"] and player(t, "opponent")["life"] == 20
    assert "702.34a" in cited(t)


# ----------------------------------------------------------------------------- state-based actions (704)


def test_704_5g_lethal_damage(trace):
    t = legal(trace("""
me: battlefield Mountain; hand Shock
opponent: battlefield Grizzly Bears
I cast Shock targeting Grizzly Bears
resolve
"""))
    rules = rules_of(t, 2)
    assert rules.index("704.5g") > rules.index("608.2n")  # checked before priority (117.5)
    assert player(t, "opponent")["graveyard"] == ["Grizzly Bears"]


def test_704_5g_not_lethal(trace):
    t = legal(trace("""
me: battlefield Mountain; hand Shock
opponent: battlefield Wall of Omens
I cast Shock targeting Wall of Omens
resolve
"""))
    assert "704.5g" not in cited(t) and bf(t, "opponent", "Wall of Omens")[0]["damage"] == 2


def test_704_5g_damage_marked_earlier_counts(trace):
    t = legal(trace("""
me: battlefield Prodigal Pyromancer
opponent: battlefield Wall of Omens (damage 3)
I activate Prodigal Pyromancer targeting Wall of Omens
resolve
"""))
    assert "704.5g" in cited(t) and player(t, "opponent")["graveyard"] == ["Wall of Omens"]


def test_704_5f_zero_toughness(trace):
    t = legal(trace("""
me: battlefield Swamp, Swamp, Swamp; hand Dismember
opponent: battlefield Wall of Omens
I cast Dismember targeting Wall of Omens paying {1}{B}{B}
resolve
"""))
    assert "704.5f" in rules_of(t, 2) and "704.5g" not in cited(t)
    assert player(t, "opponent")["graveyard"] == ["Wall of Omens"]
    assert any("-5/-5" in s["text"] for s in t["actions"][1]["steps"] if s["rule"] == "611.2a")


def test_704_5f_toughness_above_zero_survives(trace):
    t = legal(trace("""
me: battlefield Forest; hand Giant Growth
opponent: battlefield Grizzly Bears
I cast Giant Growth targeting Grizzly Bears
resolve
"""))
    assert "704.5f" not in cited(t) and bf(t, "opponent", "Grizzly Bears")[0]["toughness"] == 5
    assert any("+3/+3" in s["text"] for s in t["actions"][1]["steps"] if s["rule"] == "611.2a")


def test_704_5a_zero_life_two_bolts(trace):
    t = legal(trace("""
me: battlefield Mountain, Mountain; hand Lightning Bolt, Lightning Bolt
opponent: life 6
I cast Lightning Bolt targeting opponent
I cast Lightning Bolt targeting opponent
resolve all
"""))
    rules = rules_of(t, 3)
    assert rules.count("704.5a") == 1 and rules[-1] == "704.5a"
    opp = player(t, "opponent")
    assert opp["life"] == 0 and opp["lost"] is True


def test_704_5a_fireblast_alternative_cost(trace):
    t = legal(trace("""
me: battlefield Mountain, Mountain; hand Fireblast
opponent: life 4
I cast Fireblast for its alternative cost targeting opponent sacrificing Mountain and Mountain
resolve
"""))
    assert "704.5a" in cited(t)
    assert player(t, "opponent")["life"] == 0 and player(t, "opponent")["lost"] is True
    assert player(t, "me")["graveyard"] == ["Mountain", "Mountain", "Fireblast"]


def test_704_5a_life_above_zero_doesnt_lose(trace):
    t = legal(trace("""
me: battlefield Mountain; hand Lightning Bolt
opponent: life 4
I cast Lightning Bolt targeting opponent
resolve
"""))
    assert "704.5a" not in cited(t) and player(t, "opponent")["lost"] is False


# ----------------------------------------------------------------------------- choices while resolving


def test_faithless_looting_with_a_discard_line(trace):
    t = legal(trace("""
me: battlefield Mountain; hand Faithless Looting, Shock; library Island, Forest, Swamp
I cast Faithless Looting
resolve
I discard Island and Shock
"""))
    assert [a["index"] for a in t["actions"]] == [1, 2, 3]
    assert rules_of(t, 3).count("701.9a") == 2 and rules_of(t, 3)[-1] == "608.2n"
    assert not any(s["id"] == "step.assumed_choice" for a in t["actions"] for s in a["steps"])
    me = player(t, "me")
    assert me["hand"] == ["Forest"] and me["graveyard"] == ["Island", "Shock", "Faithless Looting"]
    assert me["library"] == 1


def test_faithless_looting_without_a_discard_line_marks_the_assumed_choice(trace):
    t = legal(trace("""
me: battlefield Mountain; hand Faithless Looting, Shock; library Island, Forest, Swamp
I cast Faithless Looting
resolve
"""))
    assumed = [s for s in t["actions"][1]["steps"] if s["kind"] == "info" and s["rule"] == "701.9a"]
    assert len(assumed) == 1 and "Shock" in assumed[0]["text"] and "Island" in assumed[0]["text"]
    assert player(t, "me")["hand"] == ["Forest"]
    assert player(t, "me")["graveyard"] == ["Shock", "Island", "Faithless Looting"]


def test_faithless_looting_discarding_a_card_not_in_hand(trace):
    t = trace("""
me: battlefield Mountain; hand Faithless Looting; library Island, Forest, Swamp
I cast Faithless Looting
resolve
I discard Forest and Swamp
""")
    assert t["verdict"] == "error" and t["exit"] == 2
    assert set(t["error"]["suggestions"]) == {"Island", "Forest"}
    assert stack(t) == ["Faithless Looting"]  # the resolution was undone


def test_rampant_growth_finds_the_named_basic_land(trace):
    t = legal(trace("""
me: battlefield Forest, Forest; hand Rampant Growth; library Lightning Bolt, Forest, Swamp
I cast Rampant Growth
resolve
I find Swamp
"""))
    assert "701.23a" in rules_of(t, 3)
    (swamp,) = bf(t, "me", "Swamp")
    assert swamp["tapped"] is True
    assert player(t, "me")["library"] == 2 and player(t, "me")["graveyard"] == ["Rampant Growth"]


def test_rampant_growth_without_a_choice_takes_the_first_basic(trace):
    t = legal(trace("""
me: battlefield Forest, Forest; hand Rampant Growth; library Lightning Bolt, Island, Swamp
I cast Rampant Growth
resolve
"""))
    assumed = [s for s in t["actions"][1]["steps"] if s["kind"] == "info" and s["rule"] == "701.23a"]
    assert len(assumed) == 1 and "Island" in assumed[0]["text"]
    assert bf(t, "me", "Island")[0]["tapped"] is True


def test_rampant_growth_cant_find_a_nonbasic(trace):
    t = trace("""
me: battlefield Forest, Forest; hand Rampant Growth; library Lightning Bolt, Island
I cast Rampant Growth
resolve
I find Lightning Bolt
""")
    assert t["verdict"] == "error" and t["exit"] == 2
    assert t["error"]["suggestions"] == ["Island"]


# ----------------------------------------------------------------------------- 732 rollback


def test_732_rollback_text_and_state_equal_to_before(trace):
    text = """
me: battlefield Sphere of Resistance, Mountain, Island; hand Incinerate, Grizzly Bears; life 9
opponent: battlefield Grizzly Bears
I cast Incinerate targeting Grizzly Bears with Mountain and Island
"""
    t = illegal(trace(text), "601.2h", action=1, rules=("118.3",))
    rollback = t["illegal"]["rollback"]
    assert "Incinerate" in rollback["text"]
    assert sum("Mountain" in r or "Island" in r for r in rollback["restored"]) == 2
    assert t["state"] == trace(before_last_line(text))["state"]


def test_732_rollback_gives_life_back(trace):
    text = """
me: hand Force of Will
opponent: battlefield Mountain; hand Lightning Bolt
turn: opponent, main 1
opponent casts Lightning Bolt targeting me
I cast Force of Will for its alternative cost targeting Lightning Bolt exiling Force of Will
"""
    t = illegal(trace(text), "118.3", action=2)
    assert any("20" in r for r in t["illegal"]["rollback"]["restored"])
    assert t["state"] == trace(before_last_line(text))["state"]


def test_732_rollback_in_french(trace):
    t = illegal(trace("""
moi : champ de bataille Montagne ; main Incinération
je lance Incinération en ciblant l'adversaire
""", lang="fr"), "601.2h", action=1)
    assert t["lang"] == "fr"
    assert "Incinération" in t["illegal"]["rollback"]["text"]
    assert player(t, "me")["hand"] == ["Incinerate"]  # names in the state stay English


def test_732_2_player_keeps_priority_after_an_illegal_action(trace):
    t = illegal(trace("""
me: battlefield Forest; hand Grizzly Bears
opponent: battlefield Mountain; hand Lightning Bolt
opponent casts Lightning Bolt targeting me
I cast Grizzly Bears
"""), "302.1", action=2)
    assert t["state"]["turn"]["priority"] == "opponent"


def test_732_trace_stops_after_the_illegal_action(trace):
    t = illegal(trace("""
me: battlefield Mountain; hand Lightning Bolt, Shock
I cast Lightning Bolt targeting opponent X=1
I cast Shock targeting opponent
"""), "107.3", action=1)
    assert len(t["actions"]) == 1 and player(t, "me")["hand"] == ["Lightning Bolt", "Shock"]


# ----------------------------------------------------------------------------- questions


@pytest.mark.parametrize("question, lang", [
    ("can I cast Lightning Bolt targeting opponent?", "en"),
    ("puis-je lancer Foudre en ciblant l'adversaire ?", "fr"),
    ("est-ce que je peux lancer Foudre en ciblant l'adversaire ?", "fr"),
    ("I cast Lightning Bolt targeting opponent?", "en"),
])
def test_question_yes(trace, question, lang):
    setup = {"en": "me: battlefield Mountain; hand Lightning Bolt\n",
             "fr": "moi : champ de bataille Montagne ; main Foudre\n"}[lang]
    t = legal(trace(setup + question))
    answer = t["actions"][-1]["answer"]
    assert answer["legal"] is True and answer["rule"]
    assert t["lang"] == lang
    assert t["state"] == trace(setup)["state"]  # nothing changed


@pytest.mark.parametrize("question, rule", [
    ("can I cast Grizzly Bears?", "601.2h"),
    ("can I activate Prodigal Pyromancer targeting opponent?", "602.5a"),
    ("can I play Forest?", "305.1"),
])
def test_question_no(trace, question, rule):
    setup = """me: battlefield Mountain, Prodigal Pyromancer (sick); hand Grizzly Bears, Forest
opponent: battlefield Grizzly Bears
turn: me, upkeep
""" if rule == "305.1" else """me: battlefield Mountain, Prodigal Pyromancer (sick); hand Grizzly Bears, Forest
"""
    t = legal(trace(setup + question))  # a question never makes the verdict illegal
    answer = t["actions"][-1]["answer"]
    assert answer["legal"] is False and answer["rule"] == rule and answer["message"]
    assert t["actions"][-1]["legal"] is True
    assert t["state"] == trace(setup)["state"]


def test_question_in_the_middle_then_play_on(trace):
    t = legal(trace("""
me: battlefield Lion's Eye Diamond, Mountain, Mountain; hand Incinerate, Fiery Temper
opponent: battlefield Grizzly Bears
I cast Incinerate targeting Grizzly Bears
can I activate Lion's Eye Diamond for RRR discarding my hand?
resolve
"""))
    assert t["actions"][1]["answer"]["legal"] is True
    me = player(t, "me")
    assert me["hand"] == ["Fiery Temper"] and bf(t, "me", "Lion's Eye Diamond")
    assert player(t, "opponent")["graveyard"] == ["Grizzly Bears"]


def test_question_about_the_trap_answers_no(trace):
    t = legal(trace("""
me: battlefield Lion's Eye Diamond; hand Lightning Bolt, Grizzly Bears
can I cast Lightning Bolt targeting opponent with Lion's Eye Diamond for RRR, discarding my hand?
"""))
    answer = t["actions"][0]["answer"]
    assert answer["legal"] is False and answer["rule"] == "602.5e"
    assert player(t, "me")["hand"] == ["Lightning Bolt", "Grizzly Bears"]


def test_question_for_another_player_in_french(trace):
    t = legal(trace("""
Alice : champ de bataille Montagne ; main Foudre
Bob : champ de bataille Forêt ; main Croissance gigantesque
Bob peut-il lancer Croissance gigantesque en ciblant Alice ?
"""))
    answer = t["actions"][0]["answer"]
    assert t["lang"] == "fr" and answer["legal"] is False and answer["rule"] == "601.2c"
    assert player(t, "Bob")["hand"] == ["Giant Growth"]
