"""Issue 6, the card encoding's extensions, honoured by the engine (docs/ability_model.md).

Each new field, legal and illegal, through traces (TRACE_JSON): loyalty costs and 606.3/606.6,
"player or planeswalker" targets, target filters (combat, tapped, keywords, power / mana value
comparisons, non-Subtype), target counts (one or two, any number, X), modes ("one or both",
escalate, 700.2d), activation restrictions (during your upkeep, before attackers are declared),
cost parts (tap untapped creatures you control, return a permanent to hand, filtered discard and
exile), and the parts the encoding could not read (named in an info step; a cost with such a part
is never paid without it).

The cards are the embedded pool plus real cards encoded by hand below, in the project's own
encoding (nothing copied from ../shared/data).
"""

from __future__ import annotations

import pytest
from alt_costs_support import bf, cited, illegal, incomplete, legal, make_arbitre, player, runner, steps, tapped

EXTRA_CARDS_TOML = '''

[[card]]
name = "Chandra Nalaar"
name_fr = "Chandra Nalaàr"
cost = "{3}{R}{R}"
type_line = "Legendary Planeswalker — Chandra"
loyalty = 6

[[card.activated]]
loyalty = true
cost = {loyalty = 1}
targets = [{kind = "player_or_planeswalker"}]
effects = [{kind = "damage", amount = 1, target = 0}]

[[card.activated]]
loyalty = true
cost = {loyalty = "-X"}
targets = [{kind = "object", filter = {types = ["creature"]}}]
effects = [{kind = "damage", amount = "X", target = 0}]

[[card.activated]]
loyalty = true
cost = {loyalty = -8}
targets = [{kind = "player_or_planeswalker"}]
effects = [{kind = "damage_to_player_and_its_creatures", amount = 10, target = 0}]

[[card]]
name = "Pit Trap"
name_fr = "Fosse piégée"
cost = "{2}"
type_line = "Artifact"

[[card.activated]]
cost = {mana = "{2}", tap = true, sacrifice_self = true}
targets = [{kind = "object", filter = {types = ["creature"], combat = "attacking", without_keywords = ["flying"]}}]
effects = [{kind = "destroy", target = 0}, {kind = "cant_be_regenerated"}]

[[card]]
name = "Terashi's Verdict"
name_fr = "Verdict de Terashi"
cost = "{1}{W}"
type_line = "Instant — Arcane"
targets = [{kind = "object", filter = {types = ["creature"], combat = "attacking", power = "<=3"}}]
effects = [{kind = "destroy", target = 0}]

[[card]]
name = "Backlash"
name_fr = "Contrecoup"
cost = "{1}{B}{R}"
type_line = "Instant"
targets = [{kind = "object", filter = {types = ["creature"], tapped = "untapped"}}]
effects = [{kind = "tap", target = 0}, {kind = "damage_to_controller_equal_to_power", target = 0}]

[[card]]
name = "Power Word Kill"
name_fr = "Mot de pouvoir mortel"
cost = "{1}{B}"
type_line = "Instant"
targets = [{kind = "object", filter = {types = ["creature"], exclude_subtypes = ["angel", "demon", "devil", "dragon"]}}]
effects = [{kind = "destroy", target = 0}]

[[card]]
name = "Shivan Dragon"
name_fr = "Dragon shivân"
cost = "{4}{R}{R}"
type_line = "Creature — Dragon"
pt = "5/5"
keywords = ["flying"]

[[card]]
name = "Electrolyze"
name_fr = "Électrolyse"
cost = "{1}{U}{R}"
type_line = "Instant"
targets = [{kind = "any", count = 2, min = 1}]
effects = [{kind = "damage_divided", amount = 2, target = 0}, {kind = "draw", count = 1, who = "you"}]

[[card]]
name = "Boulderfall"
name_fr = "Chute de rochers"
cost = "{6}{R}{R}"
type_line = "Instant"
targets = [{kind = "any", count = "any"}]
effects = [{kind = "damage_divided", amount = 5, target = 0}]

[[card]]
name = "By Force"
name_fr = "Par la force"
cost = "{X}{R}"
type_line = "Sorcery"
targets = [{kind = "object", count = "X", filter = {types = ["artifact"]}}]
effects = [{kind = "destroy", target = 0}]

[[card]]
name = "Borrowed Malevolence"
name_fr = "Malveillance empruntée"
cost = "{B}"
type_line = "Instant"
keywords = ["escalate"]
costs = {escalate = {mana = "{2}"}}
mode_count = {min = 1, max = 2}

[[card.modes]]
targets = [{kind = "object", filter = {types = ["creature"]}}]
effects = [{kind = "pump", power = 1, toughness = 1, target = 0}]

[[card.modes]]
targets = [{kind = "object", filter = {types = ["creature"]}}]
effects = [{kind = "pump", power = -1, toughness = -1, target = 0}]

[[card]]
name = "Black Carriage"
name_fr = "Carrosse de noirceur"
cost = "{3}{B}{B}"
type_line = "Creature — Horse"
pt = "4/4"
keywords = ["trample"]
static = [{kind = "doesnt_untap"}]

[[card.activated]]
cost = {sacrifice = {types = ["creature"]}}
restrictions = ["your_upkeep"]
effects = [{kind = "untap", self = true}]

[[card]]
name = "Capricious Sorcerer"
name_fr = "Sorcière capricieuse"
cost = "{2}{U}"
type_line = "Creature — Human Wizard"
pt = "1/1"

[[card.activated]]
cost = {tap = true}
restrictions = ["your_turn", "before_attackers"]
targets = [{kind = "any"}]
effects = [{kind = "damage", amount = 1, target = 0}]

[[card]]
name = "Bramblesnap"
name_fr = "Claqueronce"
cost = "{1}{G}"
type_line = "Creature — Elemental"
pt = "1/1"
keywords = ["trample"]

[[card.activated]]
cost = {tap_untapped = {types = ["creature"]}}
effects = [{kind = "pump", power = 1, toughness = 1, self = true}]

[[card]]
name = "Soratami Cloudskater"
name_fr = "Pastenuage soratami"
cost = "{1}{U}"
type_line = "Creature — Moonfolk Rogue"
pt = "1/1"
keywords = ["flying"]

[[card.activated]]
cost = {mana = "{2}", return_to_hand = {types = ["land"]}}
effects = [{kind = "draw", count = 1, who = "you"}, {kind = "discard", count = 1, who = "you"}]

[[card]]
name = "Fauna Shaman"
name_fr = "Shamane de la faune"
cost = "{1}{G}"
type_line = "Creature — Elf Shaman"
pt = "2/2"

[[card.activated]]
cost = {mana = "{G}", tap = true, discard = "card", discard_filter = {types = ["creature"]}}
effects = [{kind = "search_library", to = "hand", count = 1, filter = {types = ["creature"]}}]

[[card]]
name = "Ongoing Investigation"
name_fr = "Enquête en cours"
cost = "{1}{U}"
type_line = "Enchantment"

[[card.activated]]
cost = {mana = "{1}{G}", exile_from_graveyard = 1, exile_graveyard_filter = {types = ["creature"]}}
effects = [{kind = "investigate"}, {kind = "gain_life", amount = 2, who = "you"}]

[[card]]
name = "Aether Hub"
name_fr = "Centre d'Éther"
type_line = "Land"

[[card.activated]]
cost = {tap = true}
mana = {fixed = "C"}

[[card.activated]]
cost = {tap = true, unrecognized = ["Pay {E}"]}
mana = {amount = 1, choice = "WUBRG"}

[[card]]
name = "Force of Negation"
name_fr = "Force de négation"
cost = "{1}{U}{U}"
type_line = "Instant"
targets = [{kind = "spell", filter = {types = ["noncreature"]}}]
effects = [{kind = "counter", target = 0}]
costs = {alternative = {unrecognized = ["conditional alternative cost: only if it's not your turn"]}}
unrecognized = ["conditional alternative cost: only if it's not your turn", "the countered spell is exiled"]

[[card]]
name = "Vedalken Certarch"
name_fr = "Certarque vedalken"
cost = "{U}"
type_line = "Creature — Vedalken Wizard"
pt = "1/1"

[[card.activated]]
cost = {tap = true}
targets = [{kind = "object", filter = {types = ["artifact", "creature", "land"]}}]
effects = [{kind = "tap", target = 0}]
unrecognized = ["metalcraft: activate only if you control three or more artifacts"]

[[card]]
name = "Lurking Deadeye"
name_fr = "Tireuse d'élite en maraude"
cost = "{3}{B}"
type_line = "Creature — Human Assassin"
pt = "4/2"
keywords = ["flash"]

[[card.triggered]]
event = "enters"
effects = [{kind = "destroy_a_creature_dealt_damage_this_turn"}]
unrecognized = ["target restricted to a creature dealt damage this turn"]
'''


@pytest.fixture(scope="module")
def xtrace(tmp_path_factory):
    """trace() on the embedded pool plus the cards above."""
    from cardpool import store

    tmp = tmp_path_factory.mktemp("encoding-extensions")
    toml_path = tmp / "pool.toml"
    toml_path.write_text(store.DEFAULT_POOL_TOML.read_text(encoding="utf-8") + EXTRA_CARDS_TOML, encoding="utf-8")
    db = tmp / "pool.sqlite"
    store.build_default_pool(db, toml_path)
    return runner(make_arbitre(tmp, cards_db=str(db)))


def ids(t: dict, index: int | None = None) -> list[str]:
    return [s["id"] for s in steps(t, index)]


def counters(t: dict, who: str, name: str) -> dict:
    (perm,) = bf(t, who, name)
    return perm["counters"]


def error_text(t: dict) -> str:
    return t["error"]["message"]


# ============================================================================= A. loyalty costs (606)


def test_loyalty_plus_one_puts_a_counter_and_targets_a_player(xtrace):
    t = legal(xtrace("""
me: battlefield Chandra Nalaar
I activate Chandra Nalaar ability 1 targeting opponent
resolve
"""))
    assert "step.cost_loyalty_add" in ids(t, 1) and "606.4" in cited(t)
    assert counters(t, "me", "Chandra Nalaar") == {"loyalty": 7}  # printed loyalty 6 (306.5b), +1
    assert player(t, "opponent")["life"] == 19


def test_a_second_loyalty_ability_in_the_same_turn_is_illegal(xtrace):
    t = illegal(xtrace("""
me: battlefield Chandra Nalaar
opponent: battlefield Grizzly Bears
I activate Chandra Nalaar ability 1 targeting opponent
resolve
I activate Chandra Nalaar ability 2 targeting Grizzly Bears X=1
"""), "606.3", action=3)
    assert t["illegal"]["message"].startswith("A loyalty ability of Chandra Nalaar was already activated")
    assert counters(t, "me", "Chandra Nalaar") == {"loyalty": 7}


def test_minus_x_removes_x_loyalty_counters(xtrace):
    t = legal(xtrace("""
me: battlefield Chandra Nalaar
opponent: battlefield Grizzly Bears
I activate Chandra Nalaar ability 2 targeting Grizzly Bears X=2
resolve
"""))
    assert "step.cost_loyalty_remove" in ids(t, 1)
    assert counters(t, "me", "Chandra Nalaar") == {"loyalty": 4}
    assert player(t, "opponent")["graveyard"] == ["Grizzly Bears"]


def test_removing_more_loyalty_than_it_has_is_illegal(xtrace):
    t = illegal(xtrace("""
me: battlefield Chandra Nalaar (2 loyalty counters)
I activate Chandra Nalaar ability 3 targeting opponent
"""), "606.6", rules=("606.4", "118.3"))
    assert counters(t, "me", "Chandra Nalaar") == {"loyalty": 2}  # undone (732)


def test_minus_x_needs_x(xtrace):
    incomplete(xtrace("""
me: battlefield Chandra Nalaar
opponent: battlefield Grizzly Bears
I activate Chandra Nalaar ability 2 targeting Grizzly Bears
"""))


@pytest.mark.parametrize("setup", ["turn: opponent", "turn: me, upkeep"])
def test_loyalty_abilities_have_sorcery_timing(xtrace, setup):
    illegal(xtrace(f"""
me: battlefield Chandra Nalaar
{setup}
I activate Chandra Nalaar ability 1 targeting opponent
"""), "606.3")


def test_loyalty_ability_with_a_spell_on_the_stack_is_illegal(xtrace):
    illegal(xtrace("""
me: battlefield Chandra Nalaar, Mountain; hand Lightning Bolt
I cast Lightning Bolt targeting opponent
I activate Chandra Nalaar ability 1 targeting opponent
"""), "606.3", action=2)


def test_french_loyalty_mark_and_damage_to_a_planeswalker(xtrace):
    t = legal(xtrace("""
moi : champ de bataille Montagne ; main Foudre
adversaire : champ de bataille Chandra Nalaàr (2 marqueurs loyauté)
je lance Foudre en ciblant Chandra Nalaàr
résolution
""", "fr"))
    assert "704.5i" in cited(t)  # 3 damage removes its 2 loyalty counters: 0 loyalty
    assert player(t, "opponent")["graveyard"] == ["Chandra Nalaar"]


# ============================================================================= B. player or planeswalker


def test_player_or_planeswalker_target(xtrace):
    t = legal(xtrace("""
me: battlefield Chandra Nalaar
opponent: battlefield Chandra Nalaar
I activate my Chandra Nalaar ability 1 targeting opponent's Chandra Nalaar
resolve
"""))
    assert counters(t, "opponent", "Chandra Nalaar") == {"loyalty": 5}


def test_a_creature_is_not_a_player_or_planeswalker(xtrace):
    t = illegal(xtrace("""
me: battlefield Chandra Nalaar
opponent: battlefield Grizzly Bears
I activate Chandra Nalaar ability 1 targeting Grizzly Bears
"""), "601.2c")
    assert "player or planeswalker" in t["illegal"]["message"]


def test_lava_spike_may_target_a_planeswalker(xtrace):
    t = legal(xtrace("""
me: battlefield Mountain; hand Lava Spike
opponent: battlefield Chandra Nalaar
I cast Lava Spike targeting Chandra Nalaar
resolve
"""))
    assert counters(t, "opponent", "Chandra Nalaar") == {"loyalty": 3}


def test_target_opponent_is_not_yourself(trace):
    illegal(trace("""
me: battlefield Swamp; hand Duress
I cast Duress targeting me
"""), "601.2c")
    legal(trace("""
me: battlefield Swamp; hand Duress
I cast Duress targeting opponent
"""))


# ============================================================================= C. target filters


def test_attacking_filter(xtrace):
    illegal(xtrace("""
me: battlefield Plains, Plains; hand Terashi's Verdict
opponent: battlefield Grizzly Bears
I cast Terashi's Verdict targeting Grizzly Bears
"""), "601.2c", rules=("115.1",))
    t = legal(xtrace("""
me: battlefield Plains, Plains; hand Terashi's Verdict
opponent: battlefield Grizzly Bears (attacking)
turn: opponent, declare attackers
I cast Terashi's Verdict targeting Grizzly Bears
resolve
"""))
    assert player(t, "opponent")["graveyard"] == ["Grizzly Bears"]


def test_power_comparison(xtrace):
    illegal(xtrace("""
me: battlefield Plains, Plains; hand Terashi's Verdict
opponent: battlefield Shivan Dragon (attacking)
turn: opponent, declare attackers
I cast Terashi's Verdict targeting Shivan Dragon
"""), "601.2c")


def test_without_flying_filter(xtrace):
    illegal(xtrace("""
me: battlefield Pit Trap, Island, Island
opponent: battlefield Shivan Dragon (attacking)
turn: opponent, declare attackers
I activate Pit Trap targeting Shivan Dragon
"""), "601.2c")
    t = legal(xtrace("""
me: battlefield Pit Trap, Island, Island
opponent: battlefield Grizzly Bears (attacking)
turn: opponent, declare attackers
I activate Pit Trap targeting Grizzly Bears
resolve
"""))
    assert player(t, "opponent")["graveyard"] == ["Grizzly Bears"]


def test_untapped_filter(xtrace):
    illegal(xtrace("""
me: battlefield Swamp, Mountain, Mountain; hand Backlash
opponent: battlefield Grizzly Bears (tapped)
I cast Backlash targeting Grizzly Bears
"""), "601.2c")
    legal(xtrace("""
me: battlefield Swamp, Mountain, Mountain; hand Backlash
opponent: battlefield Grizzly Bears
I cast Backlash targeting Grizzly Bears
"""))


def test_non_subtype_filter(xtrace):
    illegal(xtrace("""
me: battlefield Swamp, Swamp; hand Power Word Kill
opponent: battlefield Shivan Dragon
I cast Power Word Kill targeting Shivan Dragon
"""), "601.2c")
    legal(xtrace("""
me: battlefield Swamp, Swamp; hand Power Word Kill
opponent: battlefield Grizzly Bears
I cast Power Word Kill targeting Grizzly Bears
"""))


def test_mana_value_filter_on_a_spell(xtrace):
    """Mental Misstep: "Counter target spell with mana value 1" (the embedded pool's encoding)."""
    legal(xtrace("""
me: hand Mental Misstep
opponent: battlefield Mountain; hand Lightning Bolt
turn: opponent
opponent casts Lightning Bolt targeting me
I cast Mental Misstep targeting Lightning Bolt paying 2 life
"""))
    illegal(xtrace("""
me: hand Mental Misstep
opponent: battlefield Island, Island; hand Counterspell, Lightning Bolt
turn: opponent
opponent casts Counterspell targeting Lightning Bolt
I cast Mental Misstep targeting Counterspell paying 2 life
"""), "601.2c")


def test_a_filter_is_checked_again_on_resolution(xtrace):
    """608.2b: the Bears stop attacking (end of combat) before Terashi's Verdict resolves."""
    t = xtrace("""
me: battlefield Plains, Plains; hand Terashi's Verdict
opponent: battlefield Grizzly Bears (attacking)
turn: opponent, declare attackers
I cast Terashi's Verdict targeting Grizzly Bears
resolve
""")
    legal(t)
    assert "608.2b" not in cited(t)  # still attacking: destroyed


# ============================================================================= E. target counts


def test_one_or_two_targets(xtrace):
    base = ("me: battlefield Island, Mountain, Mountain; hand Electrolyze\n"
            "opponent: battlefield Grizzly Bears, Llanowar Elves\n")
    legal(xtrace(base + "I cast Electrolyze targeting Grizzly Bears\n"))
    t = legal(xtrace(base + "I cast Electrolyze targeting Grizzly Bears and opponent\n"))
    targets = [s["text"] for s in steps(t, 1) if s["id"] == "step.targets"]
    assert targets == ["Targets chosen: Grizzly Bears and your opponent."]
    illegal(xtrace(base + "I cast Electrolyze targeting Grizzly Bears, Llanowar Elves and opponent\n"), "601.2c")
    t = legal(xtrace(base + "I cast Electrolyze\n"))  # the first legal target, said (FREE_FORM.md 2)
    assert [a["kind"] for a in t["assumptions"]].count("first_target") == 1


def test_any_number_of_targets(xtrace):
    legal(xtrace("""
me: battlefield 8 Mountain; hand Boulderfall
opponent: battlefield Grizzly Bears, Llanowar Elves
I cast Boulderfall targeting Grizzly Bears, Llanowar Elves and opponent
"""))
    illegal(xtrace("""
me: battlefield 8 Mountain; hand Boulderfall
opponent: battlefield Grizzly Bears
I cast Boulderfall targeting Grizzly Bears and Grizzly Bears
"""), "115.3")


def test_x_targets(xtrace):
    base = "me: battlefield 3 Mountain; hand By Force\nopponent: battlefield Lion's Eye Diamond, Lotus Petal\n"
    t = legal(xtrace(base + "I cast By Force X=2 targeting Lion's Eye Diamond and Lotus Petal\nresolve\n"))
    assert sorted(player(t, "opponent")["graveyard"]) == ["Lion's Eye Diamond", "Lotus Petal"]
    t = legal(xtrace(base + "I cast By Force X=2 targeting Lotus Petal\n"))  # the other: the first legal one
    assert any(a["kind"] == "first_target" for a in t["assumptions"])
    illegal(xtrace(base + "I cast By Force X=1 targeting Lion's Eye Diamond and Lotus Petal\n"), "601.2c")
    incomplete(xtrace(base + "I cast By Force targeting Lotus Petal\n"))  # X is needed first (107.3a)


def test_x_targets_with_too_few_legal_ones(xtrace):
    illegal(xtrace("""
me: battlefield 4 Mountain; hand By Force
opponent: battlefield Lotus Petal
I cast By Force X=3 targeting Lotus Petal
"""), "601.2c")


# ============================================================================= G. modes


def test_one_or_both_modes(xtrace):
    t = legal(xtrace("""
me: battlefield Swamp, Swamp; hand Subtle Strike
opponent: battlefield Grizzly Bears, Llanowar Elves
I cast Subtle Strike choosing 1 and 2 targeting Llanowar Elves and Grizzly Bears
resolve
"""))
    assert "step.announce_modes" in ids(t, 1) and "601.2b" in cited(t)
    assert player(t, "opponent")["graveyard"] == ["Llanowar Elves"]  # -1/-1 on the Elves (mode 1)
    assert counters(t, "opponent", "Grizzly Bears") == {"+1/+1": 1}  # the counter on the Bears (mode 2)


def test_one_mode_only(xtrace):
    t = legal(xtrace("""
me: battlefield Swamp, Swamp; hand Subtle Strike
opponent: battlefield Grizzly Bears
I cast Subtle Strike mode 2 targeting Grizzly Bears
resolve
"""))
    assert counters(t, "opponent", "Grizzly Bears") == {"+1/+1": 1}


def test_modes_in_french(xtrace):
    t = legal(xtrace("""
moi : champ de bataille Marais, Marais ; main Frappe subtile
adversaire : champ de bataille Grizzlis
je lance Frappe subtile en choisissant le mode 1 en ciblant Grizzlis
résolution
""", "fr"))
    assert player(t, "opponent")["battlefield"][0]["power"] == 1
    assert any(s["id"] == "step.announce_modes" and s["text"].startswith("Mode choisi pour") for s in steps(t, 1))


def test_a_modal_spell_needs_its_modes(xtrace):
    t = incomplete(xtrace("""
me: battlefield Swamp, Swamp; hand Subtle Strike
opponent: battlefield Grizzly Bears
I cast Subtle Strike targeting Grizzly Bears
"""), candidates=("mode 1", "mode 2"))
    assert "choosing" in error_text(t)


def test_the_same_mode_twice_is_illegal(xtrace):
    illegal(xtrace("""
me: battlefield Swamp, Swamp; hand Subtle Strike
opponent: battlefield Grizzly Bears
I cast Subtle Strike choosing 1 and 1 targeting Grizzly Bears and Grizzly Bears
"""), "700.2d")


def test_there_is_no_third_mode(xtrace):
    incomplete(xtrace("""
me: battlefield Swamp, Swamp; hand Subtle Strike
opponent: battlefield Grizzly Bears
I cast Subtle Strike choosing 3 targeting Grizzly Bears
"""))


def test_modes_on_a_spell_that_is_not_modal(trace):
    illegal(trace("""
me: battlefield Mountain; hand Lightning Bolt
I cast Lightning Bolt choosing 1 targeting opponent
"""), "700.2")


def test_escalate_is_paid_for_the_second_mode(xtrace):
    base = "opponent: battlefield Grizzly Bears, Llanowar Elves\n"
    t = legal(xtrace("me: battlefield 3 Swamp; hand Borrowed Malevolence\n" + base
                     + "I cast Borrowed Malevolence choosing 1 and 2 targeting Grizzly Bears and Llanowar Elves\n"))
    assert any(s["id"] == "step.total_cost" and "{2}{B}" in s["text"] for s in steps(t, 1))
    assert "702.120a" in cited(t)
    illegal(xtrace("me: battlefield 2 Swamp; hand Borrowed Malevolence\n" + base
                   + "I cast Borrowed Malevolence choosing 1 and 2 targeting Grizzly Bears and Llanowar Elves\n"),
            "601.2h")
    legal(xtrace("me: battlefield Swamp; hand Borrowed Malevolence\n" + base
                 + "I cast Borrowed Malevolence choosing 2 targeting Llanowar Elves\n"))


# ============================================================================= D. restrictions


def test_during_your_upkeep_only(xtrace):
    t = illegal(xtrace("""
me: battlefield Black Carriage (tapped), Grizzly Bears
I activate Black Carriage sacrificing Grizzly Bears
"""), "602.5b", rules=("602.1b",))
    assert "upkeep" in t["illegal"]["message"]
    t = legal(xtrace("""
me: battlefield Black Carriage (tapped), Grizzly Bears
turn: me, upkeep
I activate Black Carriage sacrificing Grizzly Bears
resolve
"""))
    assert tapped(t, "me", "Black Carriage") == 0


def test_before_attackers_are_declared(xtrace):
    legal(xtrace("""
me: battlefield Capricious Sorcerer
turn: me, beginning of combat
I activate Capricious Sorcerer targeting opponent
"""))
    illegal(xtrace("""
me: battlefield Capricious Sorcerer
turn: me, declare attackers
I activate Capricious Sorcerer targeting opponent
"""), "602.5b")
    illegal(xtrace("""
me: battlefield Capricious Sorcerer
turn: me, main 2
I activate Capricious Sorcerer targeting opponent
"""), "602.5b")
    t = illegal(xtrace("""
me: battlefield Capricious Sorcerer
turn: opponent, main 1
I activate Capricious Sorcerer targeting opponent
"""), "602.5b")
    assert t["illegal"]["message"].endswith("only during its controller's turn.")


# ============================================================================= F. cost parts


def test_tapping_an_untapped_creature_you_control(xtrace):
    t = legal(xtrace("""
me: battlefield Bramblesnap, Grizzly Bears (sick)
I activate Bramblesnap tapping Grizzly Bears
resolve
"""))
    assert "step.cost_tap_untapped" in ids(t, 1)
    assert tapped(t, "me", "Grizzly Bears") == 1 and tapped(t, "me", "Bramblesnap") == 0
    assert bf(t, "me", "Bramblesnap")[0]["power"] == 2


def test_the_creature_to_tap_is_never_chosen_for_the_user(xtrace):
    t = incomplete(xtrace("""
me: battlefield Bramblesnap, Grizzly Bears
I activate Bramblesnap
"""), candidates=("Bramblesnap", "Grizzly Bears"))
    assert "tapping" in error_text(t)


def test_a_tapped_creature_cant_pay_a_tap_cost(xtrace):
    illegal(xtrace("""
me: battlefield Bramblesnap, Grizzly Bears (tapped)
I activate Bramblesnap tapping Grizzly Bears
"""), "118.3")


def test_a_noncreature_cant_pay_a_tap_a_creature_cost(xtrace):
    illegal(xtrace("""
me: battlefield Bramblesnap, Pit Trap
I activate Bramblesnap tapping Pit Trap
"""), "118.3")


def test_no_untapped_creature_to_tap(xtrace):
    illegal(xtrace("""
me: battlefield Bramblesnap (tapped), Grizzly Bears (tapped)
I activate Bramblesnap tapping Grizzly Bears
"""), "118.3")


def test_a_mana_ability_that_taps_two_elves(xtrace):
    t = legal(xtrace("""
me: battlefield Birchlore Rangers, Llanowar Elves, Fauna Shaman (sick), Forest; hand Grizzly Bears
I activate Birchlore Rangers for G tapping Llanowar Elves and Fauna Shaman
I cast Grizzly Bears
"""))
    assert tapped(t, "me", "Llanowar Elves") == 1 and tapped(t, "me", "Fauna Shaman") == 1
    assert tapped(t, "me", "Birchlore Rangers") == 0
    illegal(xtrace("""
me: battlefield Birchlore Rangers, Llanowar Elves, Grizzly Bears
I activate Birchlore Rangers for G tapping Llanowar Elves and Grizzly Bears
"""), "118.3")


def test_returning_a_land_to_hand(xtrace):
    t = legal(xtrace("""
me: battlefield Soratami Cloudskater, Island, Island, Forest
I activate Soratami Cloudskater returning Forest
"""))
    assert "step.cost_return" in ids(t, 1)
    assert player(t, "me")["hand"] == ["Forest"]
    incomplete(xtrace("""
me: battlefield Soratami Cloudskater, Island, Island, Forest
I activate Soratami Cloudskater
"""), candidates=("Island", "Island", "Forest"))
    illegal(xtrace("""
me: battlefield Soratami Cloudskater, Island, Island, Grizzly Bears
I activate Soratami Cloudskater returning Grizzly Bears
"""), "118.3")


def test_daze_returns_an_island(trace):
    base = """me: battlefield {land}; hand Daze
opponent: battlefield Mountain; hand Lightning Bolt
turn: opponent
opponent casts Lightning Bolt targeting me
"""
    t = legal(trace(base.format(land="Island") + "I cast Daze for its alternative cost targeting Lightning Bolt "
                                                 "returning Island\n"))
    assert player(t, "me")["hand"] == ["Island"] and "118.9" in cited(t)
    t = legal(trace(base.format(land="Île").replace("hand Daze", "main Hébétude").replace("me:", "moi :")
                    + "je lance Hébétude pour son coût alternatif en ciblant Foudre en renvoyant Île\n", "fr"))
    assert player(t, "me")["hand"] == ["Island"]
    incomplete(trace(base.format(land="Island") + "I cast Daze for its alternative cost targeting Lightning Bolt\n"),
               candidates=("Island",))
    illegal(trace(base.format(land="Mountain")
                  + "I cast Daze for its alternative cost targeting Lightning Bolt returning Mountain\n"), "118.3")


def test_discarding_a_creature_card(xtrace):
    base = "me: battlefield Fauna Shaman, Forest; hand Lightning Bolt, Grizzly Bears; library Llanowar Elves\n"
    legal(xtrace(base + "I activate Fauna Shaman discarding Grizzly Bears\n"))
    illegal(xtrace(base + "I activate Fauna Shaman discarding Lightning Bolt\n"), "118.3")
    incomplete(xtrace(base + "I activate Fauna Shaman\n"), candidates=("Grizzly Bears",))


def test_exiling_a_creature_card_from_the_graveyard(xtrace):
    base = "me: battlefield Ongoing Investigation, Forest, Island; graveyard Lightning Bolt, Grizzly Bears\n"
    t = legal(xtrace(base + "I activate Ongoing Investigation exiling Grizzly Bears\n"))
    assert player(t, "me")["exile"] == ["Grizzly Bears"]
    illegal(xtrace(base + "I activate Ongoing Investigation exiling Lightning Bolt\n"), "118.3")
    incomplete(xtrace(base + "I activate Ongoing Investigation\n"), candidates=("Grizzly Bears",))


# ============================================================================= parts the encoding could not read


def test_a_cost_only_partly_read_is_never_paid(xtrace):
    t = incomplete(xtrace("""
me: battlefield Aether Hub
I activate Aether Hub ability 2 for G
"""))
    assert "Pay {E}" in error_text(t) and "never skips a cost" in error_text(t)
    legal(xtrace("""
me: battlefield Aether Hub
I activate Aether Hub ability 1
"""))


def test_an_alternative_cost_only_partly_read_is_never_paid(xtrace):
    base = """me: battlefield Island, Island, Island; hand Force of Negation, Counterspell
opponent: battlefield Mountain; hand Lightning Bolt
turn: opponent
opponent casts Lightning Bolt targeting me
"""
    t = incomplete(xtrace(base + "I cast Force of Negation for its alternative cost targeting Lightning Bolt exiling "
                                 "Counterspell\n"))
    assert "not your turn" in error_text(t)
    t = legal(xtrace(base + "I cast Force of Negation targeting Lightning Bolt\n"))
    parts = [s["text"] for s in steps(t, 2) if s["id"] == "step.unrecognized_part"]
    assert len(parts) == 1 and "the countered spell is exiled" in parts[0]  # not the unused alternative cost
    assert [s["rule"] for s in steps(t, 2) if s["id"] == "step.unrecognized_part"] == ["601.2"]


def test_the_trace_names_what_it_could_not_check(xtrace):
    t = legal(xtrace("""
me: battlefield Vedalken Certarch
opponent: battlefield Grizzly Bears
I activate Vedalken Certarch targeting Grizzly Bears
"""))
    (step,) = [s for s in steps(t, 1) if s["id"] == "step.unrecognized_part"]
    assert step["rule"] == "602.2" and step["kind"] == "info"
    assert "three or more artifacts" in step["text"]


def test_a_spell_names_its_unread_part_in_both_languages(trace):
    for lang, text in (("en", "neither checked nor simulated"), ("fr", "ni vérifiée ni simulée")):
        t = legal(trace("""
me: battlefield Mountain, Mountain; hand Incinerate
I cast Incinerate targeting opponent
""", lang))
        (step,) = [s for s in steps(t, 1) if s["id"] == "step.unrecognized_part"]
        assert text in step["text"] and "regenerat" in step["text"] and step["rule"] == "601.2"


def test_a_trigger_names_its_unread_part(xtrace):
    t = legal(xtrace("""
me: battlefield 4 Swamp; hand Lurking Deadeye
I cast Lurking Deadeye
resolve
"""))
    rules = [(s["rule"], s["id"]) for s in steps(t, 2)]
    assert ("603.3", "step.unrecognized_part") in rules
    assert rules.index(("603.3", "step.trigger_put")) < rules.index(("603.3", "step.unrecognized_part"))


# ============================================================================= the encoding: read, checked, unknown
# fields refused


def test_the_encoding_reads_the_new_fields():
    from cardpool.encoding import card_from_record

    card = card_from_record({
        "name": "X", "type_line": "Instant", "mode_count": {"min": 1, "max": 2}, "modes": [
            {"targets": [{"kind": "object", "count": "X", "filter": {"power": "<=2", "combat": "attacking"}}]},
            {"targets": [{"kind": "any", "count": 2, "min": 1}]}],
        "additional_costs": [{"tap_untapped": {"types": ["creature"], "count": 2}, "unrecognized": ["a part"]}],
    })
    assert (card.mode_count, card.fewest_modes) == (2, 1)
    first, second = card.modes
    spec = first.targets[0]
    assert spec.count_x and spec.most(3) == 3 and spec.fewest(3) == 3
    assert spec.filter.power == ("<=", 2) and spec.filter.combat == "attacking"
    assert (second.targets[0].most(), second.targets[0].fewest()) == (2, 1)
    (cost,) = card.additional_costs
    assert cost.tap_untapped.count == 2 and cost.tap_untapped.filter.types == ("creature",)
    assert cost.unrecognized == ("a part",) and not cost.is_free()


@pytest.mark.parametrize("record", [
    {"targets": [{"kind": "object", "filter": {"power": "about 2"}}]},
    {"targets": [{"kind": "object", "filter": {"combat": "defending"}}]},
    {"targets": [{"kind": "object", "filter": {"flying": True}}]},
    {"targets": [{"kind": "object", "count": 0}]},
    {"targets": [{"kind": "object", "count": 2, "min": 3}]},
    {"targets": [{"kind": "object", "count": 2, "min": 1, "up_to": True}]},
    {"targets": [{"kind": "planeswalker_or_player"}]},
    {"additional_costs": [{"loyalty": "+Y"}]},
    {"additional_costs": [{"return_to_hand": {"types": ["land"], "cuont": 1}}]},
    {"additional_costs": [{"discard_filter": {"types": ["creature"]}}]},  # without discard = "card"
    {"activated": [{"cost": {"tap": True}, "restrictions": ["during_upkeep"]}]},
    {"modes": [{"effects": []}, {"effects": []}], "mode_count": {"min": 1, "max": 3}},
    {"mode_count": {"least": 1, "max": 2}, "modes": [{"effects": []}, {"effects": []}]},
])
def test_the_encoding_refuses_bad_new_fields(record):
    from cardpool.encoding import CardEncodingError, card_from_record

    with pytest.raises(CardEncodingError):
        card_from_record({"name": "X", "type_line": "Instant", **record})
