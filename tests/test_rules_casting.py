"""Casting spells (601.2a-i, 601.3), timing (117.1a, 307.1, 302.1), lands (305), Phyrexian mana.

Every test goes through the play language (`trace(text)`) and checks the verdict, the exit code,
the decisive rule, the rules cited and the final state. Each rule has a legal and an illegal case.
"""

from __future__ import annotations

import json

import pytest

# ----------------------------------------------------------------------------- helpers


def cited(t: dict) -> set[str]:
    """Every rule the trace cites: steps, the illegal rule(s), the rollback, the answer."""
    rules = {s["rule"] for a in t["actions"] for s in a["steps"] if s.get("rule")}
    ill = t.get("illegal") or {}
    rules |= {r for r in [ill.get("rule"), (ill.get("rollback") or {}).get("rule"), *ill.get("rules", [])] if r}
    for a in t["actions"]:
        if a.get("answer"):
            rules.add(a["answer"]["rule"])
    return rules


def rules_of(t: dict, index: int | None = None) -> list[str]:
    """The step rules, in order (of one action when `index` is given)."""
    return [s["rule"] for a in t["actions"] if index is None or a["index"] == index for s in a["steps"]]


def texts_of(t: dict, index: int | None = None) -> list[str]:
    return [s["text"] for a in t["actions"] if index is None or a["index"] == index for s in a["steps"]]


def in_order(seq: list[str], wanted: list[str]) -> bool:
    """`wanted` appears in `seq` as a subsequence (in that order)."""
    it = iter(seq)
    return all(any(x == w for x in it) for w in wanted)


def player(t: dict, name: str) -> dict:
    (p,) = [p for p in t["state"]["players"] if p["name"] == name]
    return p


def bf(t: dict, who: str, name: str) -> list[dict]:
    return [x for x in player(t, who)["battlefield"] if x["name"] == name]


def stack(t: dict) -> list[str]:
    return [o["name"] for o in t["state"]["stack"]]


def serialisable(t: dict) -> None:
    """The trace is plain JSON (arbitre trace --format json prints it)."""
    json.dumps({k: v for k, v in t.items() if k != "exit"})


def legal(t: dict) -> dict:
    serialisable(t)
    assert t["verdict"] == "legal", (t.get("illegal") or t.get("error"))
    assert t["exit"] == 0
    assert t["illegal"] is None and t["error"] is None
    return t


def illegal(t: dict, rule: str, action: int | None = None, rules: tuple[str, ...] = ()) -> dict:
    serialisable(t)
    assert t["verdict"] == "illegal", (t.get("error"), [a["steps"] for a in t["actions"]])
    assert t["exit"] == 1
    ill = t["illegal"]
    assert ill["rule"] == rule, ill
    assert ill["rules"][0] == rule  # the decisive rule first
    for r in rules:
        assert r in ill["rules"], (r, ill["rules"])
    assert "732.1" in ill["rules"] and ill["rollback"]["rule"] == "732.1"
    if action is not None:
        assert ill["action"] == action
        assert t["actions"][-1]["index"] == action and t["actions"][-1]["legal"] is False
    return t


def incomplete(t: dict) -> dict:
    serialisable(t)
    assert t["verdict"] == "error", t.get("illegal")
    assert t["exit"] == 2
    assert t["error"]["kind"] == "incomplete"
    return t


def before_last_line(text: str) -> str:
    lines = [line for line in text.strip().splitlines()]
    return "\n".join(lines[:-1])


# ----------------------------------------------------------------------------- 601.2a


FOW = """
me: hand Force of Will, {extra}
opponent: battlefield Mountain; hand Lightning Bolt
turn: opponent, main 1
opponent casts Lightning Bolt targeting me
I cast Force of Will for its alternative cost targeting Lightning Bolt{exiling}
"""


def test_601_2a_spell_moves_to_stack_first_so_another_card_pays(trace):
    t = legal(trace(FOW.format(extra="Counterspell", exiling=" exiling Counterspell") + "resolve\n"))
    assert in_order(rules_of(t, 2), ["601.2a", "601.2b", "601.2c", "601.2e", "601.2f", "601.2h", "601.2i"])
    assert player(t, "me")["exile"] == ["Counterspell"]
    assert player(t, "me")["graveyard"] == ["Force of Will"]
    assert player(t, "me")["life"] == 19
    assert player(t, "opponent")["graveyard"] == ["Lightning Bolt"]
    assert stack(t) == []


def test_601_2a_the_spell_itself_is_not_a_candidate_for_its_cost(trace):
    # Force of Will is on the stack (601.2a) when its cost is paid: only Counterspell can be exiled
    t = incomplete(trace(FOW.format(extra="Counterspell, Island", exiling="")))
    assert t["error"]["suggestions"] == ["Counterspell"]
    assert player(t, "me")["hand"] == ["Force of Will", "Counterspell", "Island"]
    assert stack(t) == ["Lightning Bolt"]


def test_601_2a_the_spell_on_the_stack_cant_pay_its_own_cost(trace):
    t = illegal(trace(FOW.format(extra="Island", exiling=" exiling Force of Will")), "118.3", action=2,
                rules=("601.2h",))
    assert player(t, "me")["hand"] == ["Force of Will", "Island"]
    assert player(t, "me")["life"] == 20 and player(t, "me")["exile"] == []
    assert stack(t) == ["Lightning Bolt"]


def test_601_2a_discard_your_hand_after_casting_doesnt_discard_the_spell(trace):
    t = legal(trace("""
me: battlefield Lion's Eye Diamond, Mountain, Mountain; hand Incinerate, Grizzly Bears
opponent: battlefield Grizzly Bears
I cast Incinerate targeting Grizzly Bears
I hold priority
I activate Lion's Eye Diamond for RRR discarding my hand
"""))
    assert rules_of(t, 1)[0] == "601.2a"
    assert "hand" in texts_of(t, 1)[0] and "stack" in texts_of(t, 1)[0]
    me = player(t, "me")
    assert stack(t) == ["Incinerate"]  # not discarded: it left the hand at 601.2a
    assert me["hand"] == []
    assert me["graveyard"] == ["Lion's Eye Diamond", "Grizzly Bears"]
    assert me["pool"] == "RRR"


def test_601_2a_discard_your_hand_during_the_payment_is_refused_and_the_spell_goes_back(trace):
    t = illegal(trace("""
me: battlefield Lion's Eye Diamond, Mountain; hand Lightning Bolt, Grizzly Bears
I cast Lightning Bolt targeting opponent with Lion's Eye Diamond for RRR, discarding my hand
"""), "602.5e", action=1)
    me = player(t, "me")
    assert me["hand"] == ["Lightning Bolt", "Grizzly Bears"] and me["graveyard"] == []
    assert "Lightning Bolt" in t["illegal"]["rollback"]["text"]


# ----------------------------------------------------------------------------- 601.2b


def test_601_2b_x_announced(trace):
    t = legal(trace("""
me: battlefield Mountain, Mountain, Mountain; hand Fireball
I cast Fireball targeting opponent X=2
resolve
"""))
    assert in_order(rules_of(t, 1), ["601.2a", "601.2b", "601.2c", "601.2e", "601.2f", "601.2h", "601.2i"])
    assert any("2" in s["text"] for s in t["actions"][0]["steps"] if s["rule"] == "601.2b")
    assert any("{2}{R}" in s["text"] for s in t["actions"][0]["steps"] if s["rule"] == "601.2f")
    assert player(t, "opponent")["life"] == 18
    assert all(x["tapped"] for x in bf(t, "me", "Mountain"))


def test_601_2b_x_too_big_for_the_mana(trace):
    t = illegal(trace("""
me: battlefield Mountain, Mountain, Mountain; hand Fireball
I cast Fireball targeting opponent X=3
"""), "601.2h", action=1, rules=("118.3",))
    assert player(t, "me")["hand"] == ["Fireball"]
    assert not any(x["tapped"] for x in bf(t, "me", "Mountain"))


def test_601_2b_x_missing_is_incomplete(trace):
    t = incomplete(trace("""
me: battlefield Mountain, Mountain, Mountain; hand Fireball
I cast Fireball targeting opponent
"""))
    assert "X" in t["error"]["message"]
    assert t["error"]["line"] == 3  # the text starts with an empty line
    assert player(t, "me")["hand"] == ["Fireball"] and stack(t) == []


def test_601_2b_x_for_a_spell_without_x(trace):
    t = illegal(trace("""
me: battlefield Mountain; hand Lightning Bolt
I cast Lightning Bolt targeting opponent X=2
"""), "107.3", action=1, rules=("601.2b",))
    assert player(t, "me")["hand"] == ["Lightning Bolt"]


def test_601_2b_kicker_announced_adds_its_cost(trace):
    t = legal(trace("""
me: battlefield Mountain, Mountain, Mountain, Mountain, Mountain; hand Burst Lightning
I cast Burst Lightning with kicker targeting opponent
"""))
    steps = t["actions"][0]["steps"]
    assert any(s["rule"] == "601.2b" and "kicker" in s["text"] for s in steps)
    assert any(s["rule"] == "601.2f" and "{4}{R}" in s["text"] for s in steps)
    assert all(x["tapped"] for x in bf(t, "me", "Mountain"))
    assert stack(t) == ["Burst Lightning"]


def test_601_2b_kicker_cost_must_be_paid_too(trace):
    t = illegal(trace("""
me: battlefield Mountain, Mountain; hand Burst Lightning
I cast Burst Lightning kicked targeting opponent
"""), "601.2h", action=1)
    assert player(t, "me")["hand"] == ["Burst Lightning"]
    assert not any(x["tapped"] for x in bf(t, "me", "Mountain"))


def test_601_2b_kicker_on_a_card_without_kicker(trace):
    t = illegal(trace("""
me: battlefield Mountain; hand Lightning Bolt
I cast Lightning Bolt with kicker targeting opponent
"""), "601.2b", action=1)
    assert player(t, "me")["hand"] == ["Lightning Bolt"]


def test_601_2b_additional_cost_sacrifice_a_creature(trace):
    t = legal(trace("""
me: battlefield Grizzly Bears, Mountain, Mountain; hand Fling
I cast Fling targeting opponent sacrificing Grizzly Bears
"""))
    steps = t["actions"][0]["steps"]
    assert in_order([s["rule"] for s in steps], ["601.2a", "601.2b", "601.2c", "601.2f", "601.2h", "601.2i"])
    assert any(s["rule"] == "601.2h" and s["kind"] == "cost" and "Grizzly Bears" in s["text"] for s in steps)
    assert player(t, "me")["graveyard"] == ["Grizzly Bears"]
    assert stack(t) == ["Fling"]


def test_601_2b_additional_cost_without_a_creature_is_illegal(trace):
    t = illegal(trace("""
me: battlefield Mountain, Mountain; hand Fling
I cast Fling targeting opponent
"""), "118.3", action=1, rules=("601.2h",))
    assert player(t, "me")["hand"] == ["Fling"]
    assert not any(x["tapped"] for x in bf(t, "me", "Mountain"))


def test_601_2b_additional_cost_sacrificing_a_land_is_illegal(trace):
    t = illegal(trace("""
me: battlefield Swamp, Swamp, Swamp, Swamp, Grizzly Bears; hand Death Bomb
opponent: battlefield Grizzly Bears
I cast Death Bomb targeting opponent's Grizzly Bears sacrificing Swamp
"""), "118.3", action=1, rules=("601.2h",))
    assert len(bf(t, "me", "Swamp")) == 4 and player(t, "me")["hand"] == ["Death Bomb"]


def test_601_2b_additional_cost_choice_not_written_is_incomplete(trace):
    t = incomplete(trace("""
me: battlefield Swamp, Swamp, Swamp, Swamp, Wild Mongrel; hand Death Bomb
opponent: battlefield Grizzly Bears
I cast Death Bomb targeting Grizzly Bears
"""))
    assert t["error"]["suggestions"] == ["Wild Mongrel"]
    assert bf(t, "me", "Wild Mongrel") and player(t, "me")["hand"] == ["Death Bomb"]


# ----------------------------------------------------------------------------- 601.2c / 115


def test_601_2c_nonblack_restriction_legal(trace):
    t = legal(trace("""
me: battlefield Swamp, Swamp; hand Doom Blade
opponent: battlefield Grizzly Bears
I cast Doom Blade targeting Grizzly Bears
resolve
"""))
    assert any(s["rule"] == "601.2c" and "Grizzly Bears" in s["text"] for s in t["actions"][0]["steps"])
    assert player(t, "opponent")["graveyard"] == ["Grizzly Bears"]
    assert player(t, "me")["graveyard"] == ["Doom Blade"]


@pytest.mark.parametrize("spell, battlefield, extra", [
    ("Doom Blade", "Swamp, Swamp", ""),
    ("Death Bomb", "Swamp, Swamp, Swamp, Swamp, Grizzly Bears", " sacrificing Grizzly Bears"),
])
def test_601_2c_nonblack_restriction_illegal(trace, spell, battlefield, extra):
    t = illegal(trace(f"""
me: battlefield {battlefield}; hand {spell}
opponent: battlefield Carrion Feeder
I cast {spell} targeting Carrion Feeder{extra}
"""), "601.2c", action=1, rules=("115.1",))
    assert player(t, "me")["hand"] == [spell]
    assert bf(t, "opponent", "Carrion Feeder")
    assert player(t, "me")["graveyard"] == []


@pytest.mark.parametrize("targets, count", [("", 0), (" targeting Grizzly Bears", 1),
                                            (" targeting Grizzly Bears and Llanowar Elves", 2)])
def test_601_2c_up_to_two_targets(trace, targets, count):
    t = legal(trace(f"""
me: battlefield Mountain, Mountain; hand Nightbird's Clutches
opponent: battlefield Grizzly Bears, Llanowar Elves
I cast Nightbird's Clutches{targets}
"""))
    chosen = [s for s in t["actions"][0]["steps"] if s["rule"] == "601.2c"]
    assert len(chosen) == (1 if count else 0)
    if count == 2:
        assert "Grizzly Bears" in chosen[0]["text"] and "Llanowar Elves" in chosen[0]["text"]
    assert stack(t) == ["Nightbird's Clutches"]


def test_601_2c_two_different_objects_with_the_same_name(trace):
    t = legal(trace("""
me: battlefield Mountain, Mountain; hand Nightbird's Clutches
opponent: battlefield Grizzly Bears, Grizzly Bears
I cast Nightbird's Clutches targeting Grizzly Bears and Grizzly Bears
"""))
    (step,) = [s for s in t["actions"][0]["steps"] if s["rule"] == "601.2c"]
    assert step["text"].count("Grizzly Bears") == 2


def test_115_3_same_object_twice_for_one_target_word(trace):
    t = illegal(trace("""
me: battlefield Mountain, Mountain; hand Nightbird's Clutches
opponent: battlefield Grizzly Bears
I cast Nightbird's Clutches targeting Grizzly Bears and Grizzly Bears
"""), "115.3", action=1, rules=("601.2c",))
    assert player(t, "me")["hand"] == ["Nightbird's Clutches"]
    assert not any(x["tapped"] for x in bf(t, "me", "Mountain"))


def test_601_2c_too_many_targets(trace):
    t = illegal(trace("""
me: battlefield Mountain, Mountain; hand Nightbird's Clutches
opponent: battlefield Grizzly Bears, Grizzly Bears, Llanowar Elves
I cast Nightbird's Clutches targeting Grizzly Bears, Grizzly Bears and Llanowar Elves
"""), "601.2c", action=1)
    assert player(t, "me")["hand"] == ["Nightbird's Clutches"]


def test_601_2c_no_legal_target_at_all(trace):
    t = illegal(trace("""
me: battlefield Swamp, Swamp; hand Doom Blade
opponent: battlefield Carrion Feeder
I cast Doom Blade
"""), "601.2c", action=1, rules=("115.1",))
    assert player(t, "me")["hand"] == ["Doom Blade"]


def test_601_2c_target_not_written_is_the_first_legal_one(trace):
    """FREE_FORM.md section 2: a target the message doesn't name is the first legal one, said so."""
    t = legal(trace("""
me: battlefield Swamp, Swamp; hand Doom Blade
opponent: battlefield Carrion Feeder, Grizzly Bears
I cast Doom Blade
"""))
    assert [s["text"] for s in t["actions"][0]["steps"] if s["rule"] == "601.2c"] == ["Target chosen: Grizzly Bears."]
    assert any(a["kind"] == "first_target" and "Grizzly Bears" in a["text"] for a in t["assumptions"])


def test_601_2c_no_legal_target_at_all_is_illegal(trace):
    illegal(trace("""
me: battlefield Swamp, Swamp; hand Doom Blade
opponent: battlefield Carrion Feeder
I cast Doom Blade
"""), "601.2c")


def test_601_2c_a_spell_target_must_be_a_spell(trace):
    t = illegal(trace("""
me: battlefield Island, Island; hand Counterspell
opponent: battlefield Grizzly Bears
I cast Counterspell targeting Grizzly Bears
"""), "601.2c", action=1)
    assert player(t, "me")["hand"] == ["Counterspell"]


def test_601_2c_a_card_in_a_graveyard_is_not_a_target(trace):
    t = illegal(trace("""
me: battlefield Mountain; hand Lightning Bolt
opponent: graveyard Grizzly Bears
I cast Lightning Bolt targeting Grizzly Bears
"""), "601.2c", action=1)
    assert player(t, "me")["hand"] == ["Lightning Bolt"]


# ----------------------------------------------------------------------------- 601.2e


def test_601_2e_checked_after_targets_before_cost(trace):
    t = legal(trace("""
me: battlefield Swamp, Swamp; hand Doom Blade
opponent: battlefield Grizzly Bears
I cast Doom Blade targeting Grizzly Bears
"""))
    assert in_order(rules_of(t, 1), ["601.2c", "601.2e", "601.2f"])


def test_601_2e_an_illegal_proposal_undoes_the_announcement(trace):
    t = illegal(trace("""
me: battlefield Forest; hand Oxidize
opponent: battlefield Grizzly Bears
I cast Oxidize targeting Grizzly Bears
"""), "601.2c", action=1, rules=("601.2e", "115.1"))
    assert "601.2e" not in rules_of(t, 1)  # never reached: the proposal was not legal
    assert player(t, "me")["hand"] == ["Oxidize"]
    assert not bf(t, "me", "Forest")[0]["tapped"]


# ----------------------------------------------------------------------------- 601.2f


def test_601_2f_cost_increase(trace):
    t = legal(trace("""
me: battlefield Sphere of Resistance, Mountain, Mountain; hand Lightning Bolt
I cast Lightning Bolt targeting opponent
"""))
    f = [s for s in t["actions"][0]["steps"] if s["rule"] == "601.2f"]
    assert any("Sphere of Resistance" in s["text"] for s in f)
    assert "{1}{R}" in f[-1]["text"]
    assert all(x["tapped"] for x in bf(t, "me", "Mountain"))


def test_601_2f_cost_increase_makes_the_spell_unaffordable(trace):
    t = illegal(trace("""
me: battlefield Sphere of Resistance, Mountain; hand Lightning Bolt
I cast Lightning Bolt targeting opponent
"""), "601.2h", action=1, rules=("118.3",))
    assert "601.2f" in rules_of(t, 1)
    assert player(t, "me")["hand"] == ["Lightning Bolt"] and not bf(t, "me", "Mountain")[0]["tapped"]


def test_601_2f_opponents_sphere_taxes_me_too(trace):
    t = illegal(trace("""
me: battlefield Mountain; hand Lightning Bolt
opponent: battlefield Sphere of Resistance
I cast Lightning Bolt targeting opponent
"""), "601.2h", action=1)
    assert any("Sphere of Resistance" in s["text"] for s in t["actions"][0]["steps"] if s["rule"] == "601.2f")


def test_601_2f_increase_for_noncreature_spells_only_applies_to_an_instant(trace):
    # Thorn of Amethyst: "Noncreature spells cost {1} more to cast."
    t = illegal(trace("""
me: battlefield Thorn of Amethyst, Mountain; hand Lightning Bolt
I cast Lightning Bolt targeting opponent
"""), "601.2h", action=1, rules=("118.3",))
    f = [s for s in t["actions"][0]["steps"] if s["rule"] == "601.2f"]
    assert any("Thorn of Amethyst" in s["text"] for s in f) and "{1}{R}" in f[-1]["text"]


def test_601_2f_increase_for_noncreature_spells_spares_a_creature(trace):
    t = legal(trace("""
me: battlefield Thorn of Amethyst, Forest, Forest; hand Grizzly Bears
I cast Grizzly Bears
"""))
    assert not any("Thorn of Amethyst" in s["text"] for s in t["actions"][0]["steps"])


def test_601_2f_cost_reduction_medallion(trace):
    t = legal(trace("""
me: battlefield Ruby Medallion, Mountain; hand Incinerate
I cast Incinerate targeting opponent
resolve
"""))
    f = [s for s in t["actions"][0]["steps"] if s["rule"] == "601.2f"]
    assert any("Ruby Medallion" in s["text"] for s in f) and "{R}" in f[-1]["text"] and "{1}" not in f[-1]["text"]
    assert player(t, "opponent")["life"] == 17


def test_601_2f_reduction_of_another_colour_doesnt_apply(trace):
    t = illegal(trace("""
me: battlefield Emerald Medallion, Mountain; hand Incinerate
I cast Incinerate targeting opponent
"""), "601.2h", action=1)
    assert not any("Emerald Medallion" in s["text"] for s in t["actions"][0]["steps"])


def test_601_2f_reduction_cant_reduce_coloured_mana(trace):
    t = illegal(trace("""
me: battlefield Ruby Medallion, Ruby Medallion; hand Lightning Bolt
I cast Lightning Bolt targeting opponent
"""), "601.2h", action=1, rules=("118.3",))
    f = [s for s in t["actions"][0]["steps"] if s["rule"] == "601.2f"]
    assert "{R}" in f[-1]["text"]
    assert player(t, "me")["hand"] == ["Lightning Bolt"]


def test_601_2f_increase_and_reduction_together(trace):
    t = legal(trace("""
me: battlefield Ruby Medallion, Mountain, Mountain; hand Incinerate
opponent: battlefield Sphere of Resistance
I cast Incinerate targeting opponent
"""))
    f = [s for s in t["actions"][0]["steps"] if s["rule"] == "601.2f"]
    assert len(f) == 3 and "{1}{R}" in f[-1]["text"]


def test_601_2f_reducer_sacrificed_during_payment_still_reduces(trace):
    # public scenario 06: the cost is locked (601.2f) before the Familiar is sacrificed (601.2h)
    t = legal(trace("""
me: battlefield Thunderscape Familiar, Swamp, Swamp, Swamp; hand Death Bomb
opponent: battlefield Grizzly Bears
I cast Death Bomb targeting Grizzly Bears sacrificing Thunderscape Familiar
resolve
"""))
    rules = rules_of(t, 1)
    assert in_order(rules, ["601.2b", "601.2c", "601.2e", "601.2f", "601.2h", "601.2i"])
    assert rules.index("601.2f") < rules.index("601.2h")
    f = [s for s in t["actions"][0]["steps"] if s["rule"] == "601.2f"]
    assert any("Thunderscape Familiar" in s["text"] for s in f) and "{2}{B}" in f[-1]["text"]
    assert player(t, "me")["graveyard"] == ["Thunderscape Familiar", "Death Bomb"]
    assert player(t, "opponent")["graveyard"] == ["Grizzly Bears"] and player(t, "opponent")["life"] == 18


def test_601_2f_without_the_reducer_three_swamps_are_not_enough(trace):
    t = illegal(trace("""
me: battlefield Wild Mongrel, Swamp, Swamp, Swamp; hand Death Bomb
opponent: battlefield Grizzly Bears
I cast Death Bomb targeting Grizzly Bears sacrificing Wild Mongrel
"""), "601.2h", action=1, rules=("118.3",))
    assert bf(t, "me", "Wild Mongrel") and player(t, "me")["graveyard"] == []


# ----------------------------------------------------------------------------- 601.2g


def test_601_2g_named_mana_ability_during_payment(trace):
    t = legal(trace("""
me: battlefield Mountain, Island; hand Lightning Bolt
I cast Lightning Bolt targeting opponent with Mountain
"""))
    rules = rules_of(t, 1)
    assert in_order(rules, ["601.2f", "601.2g", "605.3a", "605.3b", "601.2h", "601.2i"])
    assert bf(t, "me", "Mountain")[0]["tapped"] and not bf(t, "me", "Island")[0]["tapped"]


def test_601_2g_named_source_of_the_wrong_colour(trace):
    t = illegal(trace("""
me: battlefield Island, Mountain (tapped); hand Lightning Bolt
I cast Lightning Bolt targeting opponent with Island
"""), "601.2h", action=1, rules=("118.3",))
    assert "601.2g" in rules_of(t, 1)
    assert not bf(t, "me", "Island")[0]["tapped"] and player(t, "me")["pool"] == ""


def test_601_2g_naming_something_that_is_not_a_mana_source(trace):
    t = illegal(trace("""
me: battlefield Mountain, Grizzly Bears; hand Lightning Bolt
I cast Lightning Bolt targeting opponent with Grizzly Bears
"""), "605.1a", action=1)
    assert player(t, "me")["hand"] == ["Lightning Bolt"]


# ----------------------------------------------------------------------------- 601.2h


def test_601_2h_not_enough_mana(trace):
    t = illegal(trace("""
me: battlefield Mountain; hand Incinerate
I cast Incinerate targeting opponent
"""), "601.2h", action=1, rules=("118.3",))
    assert "601.2h" == t["actions"][0]["steps"][-1]["rule"] and t["actions"][0]["steps"][-1]["kind"] == "illegal"
    assert player(t, "me")["hand"] == ["Incinerate"] and not bf(t, "me", "Mountain")[0]["tapped"]


def test_601_2h_no_partial_payment_written(trace):
    t = illegal(trace("""
me: battlefield Mountain, Mountain; hand Incinerate
I cast Incinerate targeting opponent paying {R}
"""), "601.2h", action=1, rules=("118.3",))
    assert "{R}" in t["illegal"]["message"] and "{1}{R}" in t["illegal"]["message"]


def test_601_2h_full_payment_written(trace):
    t = legal(trace("""
me: battlefield Mountain, Mountain; hand Incinerate
I cast Incinerate targeting opponent paying {1}{R}
"""))
    assert "601.2h" in rules_of(t, 1)
    assert all(x["tapped"] for x in bf(t, "me", "Mountain"))


def test_601_2h_payment_on_a_following_pay_line(trace):
    t = legal(trace("""
me: battlefield Mountain, Mountain; hand Incinerate
I cast Incinerate targeting opponent
I pay {1}{R}
"""))
    assert [a["index"] for a in t["actions"]] == [1, 2]
    assert "601.2h" in rules_of(t, 2) and "601.2i" in rules_of(t, 2)
    assert stack(t) == ["Incinerate"]


def test_601_2h_tapped_permanent_cant_pay_tap(trace):
    t = illegal(trace("""
me: battlefield Prodigal Pyromancer (tapped)
I activate Prodigal Pyromancer targeting opponent
"""), "601.2h", action=1, rules=("118.3",))
    assert stack(t) == [] and player(t, "opponent")["life"] == 20


def test_601_2h_tapped_land_named_in_the_payment(trace):
    t = trace("""
me: battlefield Mountain (tapped), Mountain; hand Incinerate
I cast Incinerate targeting opponent tapping Mountain and Mountain
""")
    assert t["verdict"] == "illegal" and t["exit"] == 1
    assert t["illegal"]["rule"] in ("601.2h", "602.2b") and "118.3" in t["illegal"]["rules"]
    assert [x["tapped"] for x in bf(t, "me", "Mountain")] == [True, False]
    assert player(t, "me")["hand"] == ["Incinerate"] and player(t, "me")["pool"] == ""


def test_601_2h_mana_already_in_pool_is_used_first(trace):
    t = legal(trace("""
me: battlefield Mountain; hand Lightning Bolt; pool R
I cast Lightning Bolt targeting opponent
"""))
    assert not bf(t, "me", "Mountain")[0]["tapped"]
    assert player(t, "me")["pool"] == ""


def test_119_4_cant_pay_more_life_than_you_have_flashback(trace):
    t = illegal(trace("""
me: battlefield Island, Island; graveyard Deep Analysis; life 2
I cast Deep Analysis with flashback targeting me
"""), "119.4", action=1, rules=("118.3",))
    me = player(t, "me")
    assert me["life"] == 2 and me["graveyard"] == ["Deep Analysis"]
    assert not any(x["tapped"] for x in bf(t, "me", "Island"))


def test_119_4_can_pay_exactly_the_life_you_have_flashback(trace):
    t = legal(trace("""
me: battlefield Island, Island; graveyard Deep Analysis; life 3
I cast Deep Analysis with flashback targeting me
"""))
    assert player(t, "me")["life"] == 0  # paid; the game then sees 0 life (704.5a)
    assert "704.5a" in cited(t)


def test_119_4_cant_pay_more_life_than_you_have_phyrexian(trace):
    t = illegal(trace("""
me: hand Gut Shot; life 1
I cast Gut Shot targeting opponent paying 2 life
"""), "119.4", action=1, rules=("118.3",))
    assert player(t, "me")["life"] == 1 and player(t, "me")["hand"] == ["Gut Shot"]


# ----------------------------------------------------------------------------- 601.2i / 117.3c


def test_601_2i_spell_becomes_cast_and_caster_gets_priority(trace):
    t = legal(trace("""
me: battlefield Mountain; hand Lightning Bolt
I cast Lightning Bolt targeting opponent
"""))
    rules = rules_of(t, 1)
    assert rules.index("601.2i") > rules.index("601.2h")
    assert rules[-1] == "117.3c"
    assert t["state"]["turn"]["priority"] == "me"
    assert t["state"]["stack"] == [{"name": "Lightning Bolt", "kind": "spell", "controller": "me"}]


def test_601_2i_non_active_caster_gets_priority_back(trace):
    t = legal(trace("""
me: battlefield Mountain; hand Lightning Bolt
turn: opponent, main 1
I cast Lightning Bolt targeting opponent
"""))
    assert t["state"]["turn"] == {"active": "opponent", "step": "main1", "priority": "me"}


def test_601_2i_not_reached_when_the_cast_is_illegal(trace):
    t = illegal(trace("""
me: hand Lightning Bolt; battlefield
I cast Lightning Bolt targeting opponent
"""), "601.2h", action=1)
    assert "601.2i" not in rules_of(t, 1) and "117.3c" not in rules_of(t, 1)
    assert t["state"]["turn"]["priority"] == "me"  # 732.2: the player keeps priority


# ----------------------------------------------------------------------------- timing


def test_307_1_sorcery_with_a_non_empty_stack(trace):
    t = illegal(trace("""
Alice: battlefield Mountain, Forest; hand Faithless Looting, Giant Growth
Bob: battlefield Grizzly Bears
turn: Alice, main 1
Alice casts Giant Growth targeting Grizzly Bears
Alice casts Faithless Looting
"""), "307.1", action=2, rules=("117.1a",))
    assert player(t, "Alice")["hand"] == ["Faithless Looting"] and stack(t) == ["Giant Growth"]
    assert bf(t, "Alice", "Mountain")[0]["tapped"] is False


def test_307_1_sorcery_in_own_main_phase_with_empty_stack(trace):
    t = legal(trace("""
me: battlefield Forest, Forest; hand Rampant Growth
turn: me, main 2
I cast Rampant Growth
"""))
    assert stack(t) == ["Rampant Growth"]


@pytest.mark.parametrize("card, rule", [("Rampant Growth", "307.1"), ("Grizzly Bears", "302.1")])
def test_117_1a_non_instant_in_the_opponents_turn(trace, card, rule):
    t = illegal(trace(f"""
me: battlefield Forest, Forest; hand {card}
turn: opponent, main 1
I cast {card}
"""), rule, action=1, rules=("117.1a",))
    assert player(t, "me")["hand"] == [card]
    assert t["state"]["turn"]["priority"] == "opponent"


@pytest.mark.parametrize("card, rule", [("Rampant Growth", "307.1"), ("Grizzly Bears", "302.1")])
def test_117_1a_non_instant_in_upkeep(trace, card, rule):
    t = illegal(trace(f"""
me: battlefield Forest, Forest; hand {card}
turn: me, upkeep
I cast {card}
"""), rule, action=1, rules=("117.1a",))
    assert "upkeep" in t["illegal"]["message"]


def test_302_1_creature_with_a_non_empty_stack(trace):
    t = illegal(trace("""
me: battlefield Forest, Forest; hand Grizzly Bears
opponent: battlefield Mountain; hand Lightning Bolt
opponent casts Lightning Bolt targeting me
I cast Grizzly Bears
"""), "302.1", action=2, rules=("117.1a",))
    assert stack(t) == ["Lightning Bolt"]


def test_302_1_creature_in_own_main_phase(trace):
    t = legal(trace("""
me: battlefield Forest, Forest; hand Grizzly Bears
I cast Grizzly Bears
resolve
"""))
    (bears,) = bf(t, "me", "Grizzly Bears")
    assert bears["sick"] is True and bears["power"] == 2
    assert "608.3" in cited(t)


@pytest.mark.parametrize("when", ["opponent, upkeep", "me, end step", "opponent, declare blockers"])
def test_117_1a_instants_any_time_with_priority(trace, when):
    t = legal(trace(f"""
me: battlefield Mountain; hand Lightning Bolt
turn: {when}
I cast Lightning Bolt targeting opponent
resolve
"""))
    assert player(t, "opponent")["life"] == 17


def test_117_1a_instant_in_response(trace):
    t = legal(trace("""
me: battlefield Island, Island; hand Counterspell
opponent: battlefield Mountain; hand Lightning Bolt
turn: opponent, main 1
opponent casts Lightning Bolt targeting me
in response, I cast Counterspell targeting Lightning Bolt
"""))
    assert stack(t) == ["Lightning Bolt", "Counterspell"]


# ----------------------------------------------------------------------------- 601.3


def test_601_3_no_permission_to_cast_from_the_graveyard(trace):
    t = illegal(trace("""
me: battlefield Mountain; graveyard Lightning Bolt
I cast Lightning Bolt from graveyard targeting opponent
"""), "601.3", action=1)
    assert player(t, "me")["graveyard"] == ["Lightning Bolt"] and stack(t) == []


def test_601_3_flashback_gives_permission_from_the_graveyard(trace):
    t = legal(trace("""
me: battlefield Mountain, Mountain, Mountain, Mountain, Mountain; graveyard Firebolt
I cast Firebolt with flashback targeting opponent
resolve
"""))
    assert rules_of(t, 1)[0] == "601.2a" and "graveyard" in texts_of(t, 1)[0]
    assert player(t, "opponent")["life"] == 18
    assert player(t, "me")["exile"] == ["Firebolt"] and player(t, "me")["graveyard"] == []


# ----------------------------------------------------------------------------- lands (305)


def test_305_1_play_a_land(trace):
    t = legal(trace("""
me: hand Forest
I play Forest
"""))
    assert rules_of(t, 1) == ["305.1", "116.2a"]
    assert bf(t, "me", "Forest") and player(t, "me")["hand"] == [] and stack(t) == []


def test_305_2_second_land_the_same_turn(trace):
    t = illegal(trace("""
me: hand Forest, Island
I play Forest
I play Island
"""), "305.2", action=2)
    assert player(t, "me")["hand"] == ["Island"] and len(player(t, "me")["battlefield"]) == 1


def test_305_1_land_during_the_opponents_turn(trace):
    t = illegal(trace("""
me: hand Forest
turn: opponent, main 1
I play Forest
"""), "305.1", action=1)
    assert player(t, "me")["hand"] == ["Forest"]


def test_305_1_land_with_a_non_empty_stack(trace):
    t = illegal(trace("""
me: battlefield Mountain; hand Forest, Lightning Bolt
I cast Lightning Bolt targeting opponent
I play Forest
"""), "305.1", action=2)
    assert player(t, "me")["hand"] == ["Forest"] and stack(t) == ["Lightning Bolt"]


def test_305_1_land_outside_a_main_phase(trace):
    t = illegal(trace("""
me: hand Forest
turn: me, upkeep
I play Forest
"""), "305.1", action=1)
    assert player(t, "me")["battlefield"] == []


def test_305_land_then_spell_same_turn(trace):
    t = legal(trace("""
me: battlefield Mountain; hand Forest, Incinerate
I play Forest
I cast Incinerate targeting opponent
resolve
"""))
    assert player(t, "opponent")["life"] == 17


# ----------------------------------------------------------------------------- Phyrexian mana


def test_phyrexian_paid_with_life(trace):
    t = legal(trace("""
me: hand Gut Shot
I cast Gut Shot targeting opponent paying 2 life
resolve
"""))
    assert "107.4f" in cited(t)
    assert player(t, "me")["life"] == 18 and player(t, "opponent")["life"] == 19


def test_phyrexian_paid_with_mana(trace):
    t = legal(trace("""
me: battlefield Mountain; hand Gut Shot
I cast Gut Shot targeting opponent
resolve
"""))
    assert "107.4f" not in cited(t)
    assert player(t, "me")["life"] == 20 and bf(t, "me", "Mountain")[0]["tapped"]


def test_phyrexian_life_is_never_chosen_for_the_user(trace):
    t = illegal(trace("""
me: hand Gut Shot; battlefield
I cast Gut Shot targeting opponent
"""), "601.2h", action=1)
    assert player(t, "me")["life"] == 20 and player(t, "me")["hand"] == ["Gut Shot"]


def test_phyrexian_mixed_life_and_mana(trace):
    t = legal(trace("""
me: battlefield Swamp, Swamp; hand Dismember
opponent: battlefield Grizzly Bears
I cast Dismember targeting Grizzly Bears paying 2 life
resolve
"""))
    assert player(t, "me")["life"] == 18
    assert all(x["tapped"] for x in bf(t, "me", "Swamp"))
    assert player(t, "opponent")["graveyard"] == ["Grizzly Bears"]


def test_phyrexian_all_mana(trace):
    t = legal(trace("""
me: battlefield Swamp, Swamp, Swamp; hand Dismember
opponent: battlefield Grizzly Bears
I cast Dismember targeting Grizzly Bears paying {1}{B}{B}
"""))
    assert player(t, "me")["life"] == 20


def test_phyrexian_not_enough_mana_or_life_written(trace):
    t = illegal(trace("""
me: battlefield Swamp; hand Dismember
opponent: battlefield Grizzly Bears
I cast Dismember targeting Grizzly Bears paying 2 life
"""), "601.2h", action=1)
    assert player(t, "me")["life"] == 20 and not bf(t, "me", "Swamp")[0]["tapped"]
