"""Issue 3: flashback (702.34a) and madness (702.35), built from the official rulings.

The rulings of Fiery Temper, Think Twice, Deep Analysis and Lion's Eye Diamond are read at test
time from ../shared/data/cards (MTGJSON AtomicCards shape); each test first asserts that the ruling
text it demonstrates is there (so it breaks if the oracle changes), then plays a situation in the
play language and checks the verdict, the rules cited and the final state. `test_every_ruling_is_covered`
fails when a ruling is added or reworded, so no ruling goes untested.

The other tests cover the rest of the issue: flashback costs with non-mana parts, timing, the exile
replacement; madness whatever discards the card, declined / not written, {X} in a madness cost,
cast during the trigger's resolution (608.2g); plugins switched off.
"""

from __future__ import annotations

import functools
import json

import pytest
from alt_costs_support import (
    ATOMIC_CARDS,
    build_test_pool,
    cited,
    first_index,
    illegal,
    incomplete,
    legal,
    make_arbitre,
    player,
    rules_of,
    runner,
    stack,
    steps,
    tapped,
)

RULING_CARDS = ("Fiery Temper", "Think Twice", "Deep Analysis", "Lion's Eye Diamond")


# ----------------------------------------------------------------------------- the oracle


@functools.lru_cache(maxsize=1)
def _faces() -> dict[str, dict]:
    """The first face of each of the four cards, loaded once for this module."""
    with open(ATOMIC_CARDS, encoding="utf-8") as fh:
        data = json.load(fh)["data"]
    return {name: data[name][0] for name in RULING_CARDS}


def _plain(text: str) -> str:
    return text.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')


def rulings(card: str) -> list[str]:
    return [_plain(r["text"]) for r in _faces()[card].get("rulings") or []]


def ruling(card: str, fragment: str) -> str:
    """The one ruling of `card` containing `fragment` (the oracle this test relies on)."""
    found = [r for r in rulings(card) if fragment in r]
    assert len(found) == 1, f"{card}: expected one ruling containing {fragment!r}, found {found}"
    return found[0]


# The ruling each test below demonstrates, by a fragment of its text.
FT_ORDINARY_SPELL = "put onto the stack like any other spell. It can be countered"
FT_ONLY_FROM_HAND = "Cards are discarded in a Magic game only from a player's hand"
FT_MANA_COST_UNCHANGED = "doesn't change its mana cost or its mana value. You just pay the madness cost instead"
FT_COST_CHANGES = "pay more or less for a spell will cause you to pay that much more or less for its madness cost"
FT_DECLINED = "If you choose not to cast a card with madness"
FT_COST_DISCARD_FIRST = "will resolve before the spell or ability the discard paid for"
FT_WHILE_RESOLVING = "If you discard a card with madness while resolving a spell or ability"
FT_ANY_REASON = "Madness works independently of why you're discarding the card"
FT_STILL_DISCARDED = "When you cast a card with madness, it was still discarded"
TT_ALWAYS_EXILED = "will always be exiled afterward, whether it resolves, is countered, or leaves the stack"
TT_DURING_YOUR_TURN = "If a card with flashback is put into your graveyard during your turn"
TT_TOTAL_COST = "start with the mana cost or alternative cost (such as a flashback cost)"
TT_NOT_CAST = "put into your graveyard without having been cast"
TT_TIMING = "You must still follow any timing restrictions and permissions"
TT_MEANING = '"Flashback [cost]" means'
LED_INSTANT = "it can only be activated at times when you can cast an instant"

COVERED = {
    "Fiery Temper": [FT_ORDINARY_SPELL, FT_ONLY_FROM_HAND, FT_MANA_COST_UNCHANGED, FT_COST_CHANGES, FT_DECLINED,
                     FT_COST_DISCARD_FIRST, FT_WHILE_RESOLVING, FT_ANY_REASON, FT_STILL_DISCARDED],
    "Think Twice": [TT_ALWAYS_EXILED, TT_DURING_YOUR_TURN, TT_TOTAL_COST, TT_NOT_CAST, TT_TIMING, TT_MEANING],
    "Deep Analysis": [],  # no ruling in the data: its Oracle text is tested instead (below)
    "Lion's Eye Diamond": [LED_INSTANT],
}


def test_every_ruling_is_covered():
    """Each ruling of the four cards is demonstrated by exactly one test of this module."""
    for card, fragments in COVERED.items():
        texts = rulings(card)
        assert len(texts) == len(fragments), (card, texts)
        for text in texts:
            assert sum(f in text for f in fragments) == 1, (card, text)


@pytest.fixture(scope="module")
def pool_trace(tmp_path_factory):
    """trace() on the default pool plus Avacyn's Judgment (madness {X}{R}) and Electric Revelation."""
    tmp = tmp_path_factory.mktemp("extra-pool")
    return runner(make_arbitre(tmp, cards_db=str(build_test_pool(tmp))))


# ============================================================================= Fiery Temper rulings

MONGREL_TEMPER = """
me: battlefield Wild Mongrel, Mountain; hand Fiery Temper
I activate Wild Mongrel discarding Fiery Temper
resolve
"""


def test_fiery_temper_ruling_madness_spell_is_an_ordinary_spell(trace):
    """Cast for its madness cost it is a spell like any other: it can be countered (and then goes to the
    graveyard, not exile: madness isn't flashback); as it resolves a permanent card enters the battlefield."""
    ruling("Fiery Temper", FT_ORDINARY_SPELL)
    t = legal(trace("""
me: battlefield Wild Mongrel, Mountain; hand Fiery Temper
opponent: battlefield Island, Island; hand Counterspell
I activate Wild Mongrel discarding Fiery Temper
resolve
I cast Fiery Temper with madness targeting opponent
opponent casts Counterspell targeting Fiery Temper
resolve
"""))
    assert "701.6a" in cited(t)
    assert player(t, "me")["graveyard"] == ["Fiery Temper"] and player(t, "me")["exile"] == []
    assert player(t, "opponent")["life"] == 20
    assert stack(t) == [("Wild Mongrel", "ability")]

    t = legal(trace("""
me: battlefield Wild Mongrel, Forest, Forest, Forest; hand Arrogant Wurm
I activate Wild Mongrel discarding Arrogant Wurm
resolve
I cast Arrogant Wurm with madness
resolve
"""))
    assert "608.3" in cited(t)
    assert [p["name"] for p in player(t, "me")["battlefield"]].count("Arrogant Wurm") == 1
    assert player(t, "me")["graveyard"] == [] and player(t, "me")["exile"] == []


def test_fiery_temper_ruling_only_cards_leaving_a_hand_are_discarded(trace):
    """Only a discard (from a hand) is replaced by madness: a madness card put into the graveyard from
    the stack (countered) or from the battlefield (dies) just stays there, nothing triggers. (The pool
    has no "mill" card; these are the other ways a madness card reaches the graveyard.)"""
    ruling("Fiery Temper", FT_ONLY_FROM_HAND)
    t = legal(trace("""
me: battlefield Mountain, Mountain, Mountain; hand Fiery Temper
opponent: battlefield Island, Island; hand Counterspell
I cast Fiery Temper targeting opponent
opponent casts Counterspell targeting Fiery Temper
resolve
"""))
    assert not any(r.startswith("702.35") for r in cited(t))
    assert player(t, "me")["graveyard"] == ["Fiery Temper"] and stack(t) == []

    t = legal(trace("""
me: battlefield Arrogant Wurm
opponent: battlefield Swamp; hand Dismember
turn: opponent, main 1
opponent casts Dismember targeting Arrogant Wurm paying {1} and 4 life
resolve
"""))
    assert "704.5f" in cited(t) and not any(r.startswith("702.35") for r in cited(t))
    assert player(t, "me")["graveyard"] == ["Arrogant Wurm"] and stack(t) == []


def test_fiery_temper_ruling_madness_cost_replaces_only_what_is_paid(trace):
    """The madness cost is paid instead of the mana cost ({R}, not {1}{R}{R}), but the mana cost stays:
    Arrogant Wurm is still a green spell (its colour comes from {3}{G}{G}), so Emerald Medallion applies."""
    ruling("Fiery Temper", FT_MANA_COST_UNCHANGED)
    t = legal(trace("""
me: battlefield Wild Mongrel, Mountain, Mountain, Mountain; hand Fiery Temper
I activate Wild Mongrel discarding Fiery Temper
resolve
I cast Fiery Temper with madness targeting opponent
"""))
    total = [s["text"] for s in steps(t, 3) if s["rule"] == "601.2f"]
    assert total and "{R}" in total[-1] and "{1}{R}{R}" not in total[-1]
    assert tapped(t, "me", "Mountain") == 1

    t = legal(trace("""
me: battlefield Wild Mongrel, Forest, Forest, Forest, Emerald Medallion; hand Arrogant Wurm
I activate Wild Mongrel discarding Arrogant Wurm
resolve
I cast Arrogant Wurm with madness
"""))
    assert any("Emerald Medallion" in s["text"] for s in steps(t, 3) if s["rule"] == "601.2f")
    assert tapped(t, "me", "Forest") == 2  # {2}{G} - 1


def test_fiery_temper_ruling_cost_increases_apply_to_the_madness_cost(trace):
    """Sphere of Resistance makes the madness cost {1}{R}: one Mountain is not enough (601.2h), two are."""
    ruling("Fiery Temper", FT_COST_CHANGES)
    text = """
me: battlefield Wild Mongrel, Sphere of Resistance, {lands}; hand Fiery Temper
I activate Wild Mongrel discarding Fiery Temper
resolve
I cast Fiery Temper with madness targeting opponent
resolve
"""
    t = illegal(trace(text.format(lands="Mountain")), "601.2h", action=3, rules=("118.3",))
    assert "Sphere of Resistance" in " ".join(s["text"] for s in steps(t, 3))
    assert player(t, "me")["exile"] == ["Fiery Temper"] and player(t, "opponent")["life"] == 20

    t = legal(trace(text.format(lands="Mountain, Mountain")))
    assert tapped(t, "me", "Mountain") == 2 and player(t, "opponent")["life"] == 17


def test_fiery_temper_ruling_declined_madness_goes_to_the_graveyard_for_good(trace):
    """Declined: the card goes to the graveyard, and can't be cast for its madness cost later."""
    ruling("Fiery Temper", FT_DECLINED)
    t = legal(trace(MONGREL_TEMPER + "I decline madness\n"))
    assert player(t, "me")["graveyard"] == ["Fiery Temper"] and player(t, "me")["exile"] == []
    assert stack(t) == [("Wild Mongrel", "ability")]

    t = illegal(trace(MONGREL_TEMPER + "I decline madness\nI cast Fiery Temper with madness targeting opponent\n"),
                "601.3", action=4)
    assert player(t, "me")["graveyard"] == ["Fiery Temper"] and player(t, "opponent")["life"] == 20


@pytest.mark.parametrize("case", ["wild_mongrel", "lions_eye_diamond"])
def test_fiery_temper_ruling_discarded_as_a_cost_resolves_first(trace, case):
    """Discarded to pay a cost, the madness card's trigger goes on the stack above what the cost paid for
    (603.3: the next time a player would receive priority), so its spell resolves first."""
    ruling("Fiery Temper", FT_COST_DISCARD_FIRST)
    if case == "wild_mongrel":
        cast = MONGREL_TEMPER + "I cast Fiery Temper with madness targeting opponent\n"
        t = legal(trace(cast))
        assert stack(t) == [("Wild Mongrel", "ability"), ("Fiery Temper", "spell")]
        assert {"702.35a", "603.3", "608.2g"} <= cited(t)
        t = legal(trace(cast + "resolve\n"))  # Fiery Temper first: the Mongrel isn't pumped yet
        assert player(t, "opponent")["life"] == 17
        assert player(t, "me")["battlefield"][0]["power"] == 2
        t = legal(trace(cast + "resolve\nresolve\n"))
        assert player(t, "me")["battlefield"][0]["power"] == 3 and stack(t) == []
        assert player(t, "me")["graveyard"] == ["Fiery Temper"]
    else:  # the mana ability of Lion's Eye Diamond, activated with priority over a flashback spell
        t = legal(trace("""
me: battlefield Lion's Eye Diamond, Island, Island; graveyard Deep Analysis; hand Arrogant Wurm
I cast Deep Analysis with flashback targeting me
I hold priority
I activate Lion's Eye Diamond for GGG discarding my hand
"""))
        assert stack(t) == [("Deep Analysis", "spell"), ("Arrogant Wurm", "trigger")]
        t = legal(trace("""
me: battlefield Lion's Eye Diamond, Island, Island; graveyard Deep Analysis; hand Arrogant Wurm
I cast Deep Analysis with flashback targeting me
I hold priority
I activate Lion's Eye Diamond for GGG discarding my hand
resolve
I cast Arrogant Wurm with madness
resolve
"""))
        assert stack(t) == [("Deep Analysis", "spell")]
        assert player(t, "me")["battlefield"][-1]["name"] == "Arrogant Wurm"
        assert player(t, "me")["hand"] == [] and player(t, "me")["life"] == 17


def test_fiery_temper_ruling_discarded_while_resolving_waits_for_the_end(trace):
    """Discarded while Careful Study resolves, Fiery Temper is exiled at once; its trigger goes on the
    stack only once Careful Study has completely resolved (after it is put into the graveyard)."""
    ruling("Fiery Temper", FT_WHILE_RESOLVING)
    study = """
me: battlefield Island, Mountain; hand Careful Study; library Fiery Temper, Island
I cast Careful Study
resolve
I discard Fiery Temper and Island
"""
    t = legal(trace(study))
    assert first_index(t, "702.35a", "replacement") < first_index(t, "608.2n") < first_index(t, "603.3", "trigger")
    assert player(t, "me")["exile"] == ["Fiery Temper"]
    assert player(t, "me")["graveyard"] == ["Island", "Careful Study"]
    assert stack(t) == [("Fiery Temper", "trigger")]

    t = legal(trace(study + "resolve\nI cast Fiery Temper with madness targeting opponent\nresolve\n"))
    assert player(t, "opponent")["life"] == 17 and stack(t) == []
    assert player(t, "me")["graveyard"] == ["Island", "Careful Study", "Fiery Temper"]


ANY_REASON = {
    "cost": """
me: battlefield Wild Mongrel, Mountain; hand Fiery Temper
I activate Wild Mongrel discarding Fiery Temper
""",
    "effect": """
me: battlefield Mountain, Mountain; hand Faithless Looting, Fiery Temper, Island
I cast Faithless Looting
resolve
I discard Fiery Temper and Island
""",
    "cleanup": """
me: battlefield Mountain; hand Fiery Temper, Island, Island, Island, Island, Island, Island, Island
go to end step
next step
I discard Fiery Temper
""",
}


@pytest.mark.parametrize("reason", sorted(ANY_REASON))
def test_fiery_temper_ruling_madness_whatever_the_reason(trace, reason):
    """A cost (Wild Mongrel), an effect (Faithless Looting), the cleanup hand size (514.1): madness all the same."""
    ruling("Fiery Temper", FT_ANY_REASON)
    t = legal(trace(ANY_REASON[reason] + "resolve\nI cast Fiery Temper with madness targeting opponent\nresolve\n"))
    assert {"702.35a", "603.3", "608.2g"} <= cited(t)
    if reason == "cleanup":
        assert "514.1" in cited(t)
    assert player(t, "opponent")["life"] == 17
    assert "Fiery Temper" in player(t, "me")["graveyard"] and player(t, "me")["exile"] == []


def test_fiery_temper_ruling_no_discard_just_because_you_want_to(trace):
    """Nothing asks for a discard: the line can't be carried out (exit 2), Fiery Temper stays in hand."""
    ruling("Fiery Temper", FT_ANY_REASON)
    t = incomplete(trace("""
me: battlefield Mountain; hand Fiery Temper
I discard Fiery Temper
"""), line=3)
    assert player(t, "me")["hand"] == ["Fiery Temper"] and player(t, "me")["exile"] == []
    assert "702.35a" not in cited(t)


def test_fiery_temper_ruling_cast_with_madness_the_cost_is_still_paid(trace):
    """Lion's Eye Diamond's mana stays in the pool and pays the madness cost; Wild Mongrel still gets +1/+1."""
    ruling("Fiery Temper", FT_STILL_DISCARDED)
    t = legal(trace("""
me: battlefield Lion's Eye Diamond; hand Fiery Temper
I activate Lion's Eye Diamond for RRR discarding my hand
resolve
I cast Fiery Temper with madness targeting opponent
resolve
"""))
    assert player(t, "me")["pool"] == "RR" and player(t, "me")["graveyard"] == ["Lion's Eye Diamond", "Fiery Temper"]
    assert player(t, "opponent")["life"] == 17

    t = legal(trace(MONGREL_TEMPER + "I cast Fiery Temper with madness targeting opponent\nresolve all\n"))
    assert player(t, "me")["battlefield"][0]["power"] == 3 and player(t, "opponent")["life"] == 17


# ============================================================================= Think Twice rulings

ALWAYS_EXILED = {
    "resolves": """
me: battlefield Island, Island, Island; graveyard Think Twice; library Island, Forest
I cast Think Twice with flashback
resolve
""",
    "countered": """
me: battlefield Island, Island, Island; graveyard Think Twice
opponent: battlefield Island, Island; hand Counterspell
I cast Think Twice with flashback
opponent casts Counterspell targeting Think Twice
resolve all
""",
    "no_legal_target": """
me: battlefield Mountain, Mountain; hand Lightning Bolt; graveyard Lava Dart
opponent: battlefield Grizzly Bears
I cast Lava Dart with flashback targeting Grizzly Bears sacrificing Mountain
I cast Lightning Bolt targeting Grizzly Bears
resolve all
""",
}


@pytest.mark.parametrize("how", sorted(ALWAYS_EXILED))
def test_think_twice_ruling_flashback_spell_always_exiled(trace, how):
    """Resolved, countered, or removed with all its targets illegal (608.2b): exiled every time."""
    ruling("Think Twice", TT_ALWAYS_EXILED)
    t = legal(trace(ALWAYS_EXILED[how]))
    assert "702.34a" in [s["rule"] for s in steps(t) if s["kind"] == "replacement"]
    card = "Lava Dart" if how == "no_legal_target" else "Think Twice"
    assert player(t, "me")["exile"] == [card] and card not in player(t, "me")["graveyard"]
    assert stack(t) == []
    if how == "countered":
        assert "701.6a" in cited(t) and player(t, "opponent")["graveyard"] == ["Counterspell"]
    if how == "no_legal_target":
        assert "608.2b" in cited(t) and player(t, "opponent")["graveyard"] == ["Grizzly Bears"]
    if how == "resolves":
        assert player(t, "me")["hand"] == ["Island"]


def test_think_twice_ruling_flashback_right_after_it_hits_the_graveyard(trace):
    """Think Twice resolves in my turn: I receive priority first (117.3b) and flash it back at once."""
    ruling("Think Twice", TT_DURING_YOUR_TURN)
    base = """
me: battlefield Island, Island, Island, Island, Island; hand Think Twice; library Island, Forest
I cast Think Twice
resolve
"""
    t = legal(trace(base))
    assert player(t, "me")["graveyard"] == ["Think Twice"] and t["state"]["turn"]["priority"] == "me"
    t = legal(trace(base + "I cast Think Twice with flashback\nresolve\n"))
    assert player(t, "me")["exile"] == ["Think Twice"] and player(t, "me")["hand"] == ["Island", "Forest"]
    assert tapped(t, "me", "Island") == 5


TOTAL_COSTS = [
    # permanents, Islands, Islands tapped (None: can't pay)
    ("", 3, 3),  # {2}{U}
    ("Sapphire Medallion", 3, 2),  # {1}{U}
    ("Sphere of Resistance", 3, None),  # {3}{U}
    ("Sphere of Resistance", 4, 4),
    # increase first, then the three reductions: {2}{U} +1 -3 = {U} (reductions first would give {1}{U})
    ("Sphere of Resistance, Sapphire Medallion, Sapphire Medallion, Sapphire Medallion", 3, 1),
]


@pytest.mark.parametrize("perms, islands, paid", TOTAL_COSTS)
def test_think_twice_ruling_total_cost_starts_from_the_flashback_cost(trace, perms, islands, paid):
    """Total cost (601.2f, 118.9d): the flashback cost {2}{U}, plus increases, then minus reductions."""
    ruling("Think Twice", TT_TOTAL_COST)
    lands = ", ".join(["Island"] * islands)
    text = f"""
me: battlefield {lands}{', ' + perms if perms else ''}; graveyard Think Twice
I cast Think Twice with flashback
"""
    t = trace(text)
    if paid is None:
        illegal(t, "601.2h", action=1)
        assert player(t, "me")["graveyard"] == ["Think Twice"] and tapped(t, "me", "Island") == 0
    else:
        legal(t)
        assert tapped(t, "me", "Island") == paid
        assert stack(t) == [("Think Twice", "spell")]
    assert "601.2f" in cited(t)


@pytest.mark.parametrize("how", ["discarded_by_an_effect", "discarded_as_a_cost"])
def test_think_twice_ruling_flashback_without_having_been_cast(trace, how):
    """Discarded by Careful Study or to Wild Mongrel's cost, never cast: it can still be flashed back."""
    ruling("Think Twice", TT_NOT_CAST)
    if how == "discarded_by_an_effect":
        text = """
me: battlefield Island, Island, Island, Island; hand Careful Study; library Think Twice, Forest, Island
I cast Careful Study
resolve
I discard Think Twice and Forest
I cast Think Twice with flashback
resolve
"""
    else:
        text = """
me: battlefield Wild Mongrel, Island, Island, Island; hand Think Twice; library Island
I activate Wild Mongrel discarding Think Twice
resolve
I cast Think Twice with flashback
resolve
"""
    t = legal(trace(text))
    assert "702.34a" in cited(t)
    assert player(t, "me")["exile"] == ["Think Twice"] and "Think Twice" not in player(t, "me")["graveyard"]
    assert "Island" in player(t, "me")["hand"]


TIMING = {
    # name: (text, legal?)
    "sorcery_stack_not_empty": ("""
me: battlefield Mountain, Mountain, Mountain, Mountain, Mountain, Mountain; hand Lightning Bolt; graveyard Firebolt
I cast Lightning Bolt targeting opponent
I cast Firebolt with flashback targeting opponent
""", False),
    "sorcery_opponents_turn": ("""
me: battlefield Mountain, Mountain, Mountain, Mountain, Mountain; graveyard Firebolt
turn: opponent, main 1
I cast Firebolt with flashback targeting opponent
""", False),
    "sorcery_combat": ("""
me: battlefield Mountain, Mountain, Mountain, Mountain, Mountain; graveyard Firebolt
turn: me, beginning of combat
I cast Firebolt with flashback targeting opponent
""", False),
    "sorcery_own_main_phase": ("""
me: battlefield Mountain, Mountain, Mountain, Mountain, Mountain; graveyard Firebolt
I cast Firebolt with flashback targeting opponent
resolve
""", True),
    "instant_opponents_end_step": ("""
me: battlefield Island, Island, Island; graveyard Think Twice
turn: opponent, end step
I cast Think Twice with flashback
resolve
""", True),
}


@pytest.mark.parametrize("case", sorted(TIMING))
def test_think_twice_ruling_flashback_keeps_the_card_type_timing(trace, case):
    """A sorcery with flashback only at sorcery speed (307.1); an instant any time with priority (117.1a)."""
    ruling("Think Twice", TT_TIMING)
    text, ok = TIMING[case]
    t = trace(text)
    if ok:
        legal(t)
        card = "Firebolt" if "Firebolt" in text else "Think Twice"
        assert player(t, "me")["exile"] == [card] and stack(t) == []
    else:
        illegal(t, "307.1", rules=("117.1a",))
        assert player(t, "me")["graveyard"] == ["Firebolt"]
        assert tapped(t, "me", "Mountain") == (1 if case == "sorcery_stack_not_empty" else 0)


def test_think_twice_ruling_flashback_is_an_alternative_cost_and_an_exile_replacement(trace):
    """Flashback = cast from the graveyard paying the flashback cost rather than the mana cost (so {2}{U},
    not {1}{U}; from the hand it gives no permission; it is an alternative cost, 118.9a), and the exile
    replacement applies only if the flashback cost was paid."""
    ruling("Think Twice", TT_MEANING)
    t = illegal(trace("""
me: battlefield Island, Island; graveyard Think Twice
I cast Think Twice with flashback
"""), "601.2h", action=1)
    assert player(t, "me")["graveyard"] == ["Think Twice"] and tapped(t, "me", "Island") == 0

    t = illegal(trace("""
me: battlefield Island, Island, Island; hand Think Twice
I cast Think Twice with flashback
"""), "601.3", action=1)
    assert player(t, "me")["hand"] == ["Think Twice"]

    t = illegal(trace("""
me: battlefield Island, Island, Island; graveyard Think Twice
I cast Think Twice with flashback for its alternative cost
"""), "118.9a", action=1)
    assert player(t, "me")["graveyard"] == ["Think Twice"]

    t = legal(trace("""
me: battlefield Island, Island; hand Think Twice
I cast Think Twice
resolve
"""))
    assert player(t, "me")["graveyard"] == ["Think Twice"] and player(t, "me")["exile"] == []
    assert "702.34a" not in cited(t)


# ============================================================================= Deep Analysis (no ruling)


def test_deep_analysis_has_no_ruling_its_oracle_text_is_the_reference():
    face = _faces()["Deep Analysis"]
    assert not face.get("rulings")
    assert "Target player draws two cards." in face["text"]
    assert "Flashback—{1}{U}, Pay 3 life." in face["text"]
    assert face["manaCost"] == "{3}{U}" and face["type"] == "Sorcery"


@pytest.mark.parametrize("payment", ["", " paying {1}{U} and 3 life"])
def test_deep_analysis_flashback_cost_has_a_life_part(trace, payment):
    """Flashback—{1}{U}, Pay 3 life: the life is paid with the mana, written or not (a fixed amount);
    the target player draws two, Deep Analysis is exiled."""
    t = legal(trace(f"""
me: battlefield Island, Island; graveyard Deep Analysis
I cast Deep Analysis with flashback targeting opponent{payment}
resolve
"""))
    assert {"702.34a", "601.2h", "121.1"} <= cited(t)
    assert player(t, "me")["life"] == 17 and player(t, "opponent")["hand"] == ["unknown card"] * 2
    assert player(t, "me")["exile"] == ["Deep Analysis"] and tapped(t, "me", "Island") == 2


def test_deep_analysis_flashback_needs_three_life(trace):
    t = illegal(trace("""
me: battlefield Island, Island; graveyard Deep Analysis; life 2
I cast Deep Analysis with flashback targeting me
"""), "119.4", action=1, rules=("118.3",))
    assert player(t, "me")["life"] == 2 and player(t, "me")["graveyard"] == ["Deep Analysis"]
    assert tapped(t, "me", "Island") == 0


def test_deep_analysis_cast_from_hand_costs_its_mana_cost_and_goes_to_the_graveyard(trace):
    t = legal(trace("""
me: battlefield Island, Island, Island, Island; hand Deep Analysis
I cast Deep Analysis targeting me
resolve
"""))
    assert player(t, "me")["life"] == 20 and player(t, "me")["graveyard"] == ["Deep Analysis"]
    assert tapped(t, "me", "Island") == 4


def test_flashback_sorcery_while_the_stack_is_not_empty_is_illegal(trace):
    """Deep Analysis flashed back in response to my own spell: a sorcery needs an empty stack (307.1)."""
    t = illegal(trace("""
me: battlefield Island, Island, Island, Island; hand Think Twice; graveyard Deep Analysis
I cast Think Twice
I cast Deep Analysis with flashback targeting me
"""), "307.1", action=2, rules=("117.1a",))
    assert player(t, "me")["life"] == 20 and player(t, "me")["graveyard"] == ["Deep Analysis"]
    assert stack(t) == [("Think Twice", "spell")]


# ============================================================================= Lion's Eye Diamond ruling

LED_CASES = {
    # name: (text, legal?)
    "mid_cast": ("""
me: battlefield Lion's Eye Diamond, Island; graveyard Deep Analysis; hand Arrogant Wurm
1. I cast Deep Analysis with flashback targeting me
2. I pay {1}{U} with Lion's Eye Diamond for UUU, discarding my hand, and 3 life
""", False),
    "mid_madness_cast": (MONGREL_TEMPER.replace("Mountain", "Lion's Eye Diamond")
                         + "I cast Fiery Temper with madness targeting opponent with Lion's Eye Diamond for RRR\n",
                         False),
    "holding_priority": ("""
moi : champ de bataille Diamant de l'oeil du lion, Île, Île ; cimetière Analyse en profondeur ; main Guivre arrogante
1. je lance Analyse en profondeur en flashback en ciblant moi en payant {1}{U} et 3 points de vie
2. je garde la priorité
3. j'active Diamant de l'oeil du lion pour GGG en défaussant ma main
4. résolution
5. je lance Guivre arrogante avec la folie
""", True),
    "opponents_upkeep": ("""
me: battlefield Lion's Eye Diamond; hand Island
opponent: battlefield Island
turn: opponent, upkeep
I activate Lion's Eye Diamond for GGG discarding my hand
""", True),
}


@pytest.mark.parametrize("case", sorted(LED_CASES))
def test_lions_eye_diamond_ruling_mana_ability_at_instant_timing_only(trace, case):
    """A mana ability (no stack), but "Activate only as an instant": needs priority (602.5e), so never in
    the middle of casting a spell (601.2g) nor during a resolution; fine whenever its controller has priority."""
    ruling("Lion's Eye Diamond", LED_INSTANT)
    text, ok = LED_CASES[case]
    t = trace(text)
    if not ok:
        illegal(t, "602.5e", rules=("117.1a",))
        assert [p["name"] for p in player(t, "me")["battlefield"]].count("Lion's Eye Diamond") == 1
        assert player(t, "me")["life"] == 20 and player(t, "me")["pool"] == ""
        if case == "mid_cast":
            assert t["illegal"]["action"] == 2 and stack(t) == []
            assert player(t, "me")["graveyard"] == ["Deep Analysis"] and player(t, "me")["hand"] == ["Arrogant Wurm"]
        else:
            assert player(t, "me")["exile"] == ["Fiery Temper"]
        return
    legal(t)
    assert {"605.3a", "605.3b"} <= cited(t)
    assert player(t, "me")["graveyard"][0] == "Lion's Eye Diamond"
    if case == "opponents_upkeep":
        assert player(t, "me")["pool"] == "GGG" and stack(t) == []  # a mana ability doesn't use the stack
        assert player(t, "me")["graveyard"] == ["Lion's Eye Diamond", "Island"]
    else:
        assert t["lang"] == "fr" and stack(t) == [("Deep Analysis", "spell"), ("Arrogant Wurm", "spell")]
        assert player(t, "me")["life"] == 17 and player(t, "me")["pool"] == ""


def test_lions_eye_diamond_ruling_question_with_priority(trace):
    ruling("Lion's Eye Diamond", LED_INSTANT)
    t = legal(trace("""
me: battlefield Lion's Eye Diamond; hand Arrogant Wurm
can I activate Lion's Eye Diamond for GGG discarding my hand?
"""))
    assert t["actions"][0]["answer"]["legal"] is True
    assert player(t, "me")["hand"] == ["Arrogant Wurm"] and player(t, "me")["pool"] == ""


# ============================================================================= flashback: the other costs


@pytest.mark.parametrize("lands, payment, outcome", [
    ("Mountain, Mountain", " sacrificing Mountain", "legal"),
    ("Mountain, Mountain", "", "incomplete"),  # which Mountain is a choice: never made for the user
    ("Mountain, Forest", " sacrificing Forest", "illegal"),
    ("Forest", " sacrificing Forest", "illegal"),
])
def test_lava_dart_flashback_cost_is_a_sacrifice(trace, lands, payment, outcome):
    t = trace(f"""
me: battlefield {lands}; graveyard Lava Dart
I cast Lava Dart with flashback targeting opponent{payment}
resolve
""")
    if outcome == "legal":
        legal(t)
        assert player(t, "opponent")["life"] == 19 and player(t, "me")["exile"] == ["Lava Dart"]
        assert player(t, "me")["graveyard"] == ["Mountain"] and tapped(t, "me", "Mountain") == 0
    elif outcome == "incomplete":
        incomplete(t, line=3, candidates=("Mountain", "Mountain"))
        assert player(t, "me")["graveyard"] == ["Lava Dart"]
    else:
        illegal(t, "118.3", action=1)
        assert player(t, "me")["graveyard"] == ["Lava Dart"] and player(t, "opponent")["life"] == 20


def test_faithless_looting_flashback_discards_a_madness_card(trace):
    """Flashback sorcery whose effect discards: the madness card is exiled, Faithless Looting too."""
    t = legal(trace("""
me: battlefield Mountain, Mountain, Mountain, Mountain; hand Fiery Temper, Island; graveyard Faithless Looting
I cast Faithless Looting with flashback
resolve
I discard Fiery Temper and Island
resolve
I cast Fiery Temper with madness targeting opponent
resolve
"""))
    assert player(t, "me")["exile"] == ["Faithless Looting"]
    assert player(t, "me")["graveyard"] == ["Island", "Fiery Temper"] and player(t, "opponent")["life"] == 17


# ============================================================================= madness: the choice


MONGREL_TEMPER_FR = """
moi : champ de bataille Bâtard sauvage, Montagne ; main Tempérament fougueux
j'active Bâtard sauvage en défaussant Tempérament fougueux
résolution
"""


@pytest.mark.parametrize("text, lang", [(MONGREL_TEMPER + "I decline madness\n", "en"),
                                        (MONGREL_TEMPER_FR + "je refuse la folie\n", "fr")])
def test_madness_declined(trace, text, lang):
    t = legal(trace(text))
    assert t["lang"] == lang
    assert player(t, "me")["graveyard"] == ["Fiery Temper"] and player(t, "me")["exile"] == []
    declined = [s for s in steps(t, 3) if s["rule"] == "702.35a"]
    assert declined and declined[0]["kind"] == "step"


def test_madness_not_written_is_declined_and_marked_assumed(trace):
    """No choice after the `resolve`: madness is declined (the default) and the trace says it assumed so."""
    t = legal(trace(MONGREL_TEMPER + "resolve\n"))
    assumed = [s for s in steps(t, 2) if s["rule"] == "702.35a" and s["kind"] == "info"]
    assert assumed and assumed[0]["text"].startswith("You wrote no choice") and "Fiery Temper" in assumed[0]["text"]
    assert "—" not in assumed[0]["text"]
    assert player(t, "me")["graveyard"] == ["Fiery Temper"] and stack(t) == []
    assert player(t, "me")["battlefield"][0]["power"] == 3  # the second resolve: Wild Mongrel's ability

    t = legal(trace(MONGREL_TEMPER_FR))
    assumed = [s for s in steps(t, 2) if s["rule"] == "702.35a" and s["kind"] == "info"]
    assert assumed and assumed[0]["text"].startswith("Vous n'avez écrit aucun choix")


def test_madness_creature_cast_in_the_opponents_turn_during_the_resolution(trace):
    """608.2g: cast while its trigger resolves, a creature ignores its timing, even in the opponent's turn
    with Wild Mongrel's ability still on the stack; nobody receives priority after it is cast."""
    t = legal(trace("""
me: battlefield Wild Mongrel, Forest, Forest, Forest; hand Arrogant Wurm
opponent: battlefield Mountain
turn: opponent, main 1
I activate Wild Mongrel discarding Arrogant Wurm
resolve
I cast Arrogant Wurm with madness
"""))
    assert {"608.2g", "702.35b"} <= cited(t)
    assert "117.3c" not in rules_of(t, 3)
    assert stack(t) == [("Wild Mongrel", "ability"), ("Arrogant Wurm", "spell")]
    assert t["state"]["turn"]["priority"] == "opponent"  # 117.3b after the trigger finished resolving
    assert tapped(t, "me", "Forest") == 3


def test_madness_cost_zero_creature_in_the_opponents_turn(trace):
    t = legal(trace("""
me: battlefield Wild Mongrel; hand Basking Rootwalla
turn: opponent, declare blockers
I activate Wild Mongrel discarding Basking Rootwalla
resolve
I cast Basking Rootwalla with madness
resolve
"""))
    assert [p["name"] for p in player(t, "me")["battlefield"]] == ["Wild Mongrel", "Basking Rootwalla"]
    assert stack(t) == [("Wild Mongrel", "ability")]


def test_madness_sorcery_with_x_in_its_madness_cost(pool_trace):
    """Avacyn's Judgment, Madness {X}{R}: X is announced (601.2b) and paid; a sorcery cast in the middle
    of the resolution with Wild Mongrel's ability on the stack."""
    base = """
me: battlefield Wild Mongrel, Mountain, Mountain, Mountain{more}; hand Avacyn's Judgment
I activate Wild Mongrel discarding Avacyn's Judgment
resolve
I cast Avacyn's Judgment with madness targeting opponent{x}
resolve
"""
    t = legal(pool_trace(base.format(more=", Mountain", x=" X=3")))
    assert {"601.2b", "608.2g", "702.35a"} <= cited(t)
    assert any("{3}{R}" in s["text"] for s in steps(t) if s["rule"] == "601.2f")
    assert player(t, "opponent")["life"] == 17 and tapped(t, "me", "Mountain") == 4
    assert player(t, "me")["graveyard"] == ["Avacyn's Judgment"] and stack(t) == [("Wild Mongrel", "ability")]

    t = illegal(pool_trace(base.format(more="", x=" X=3")), "601.2h", action=3)  # {3}{R} with 3 Mountains
    assert player(t, "me")["exile"] == ["Avacyn's Judgment"] and player(t, "opponent")["life"] == 20

    t = legal(pool_trace(base.format(more="", x=" X=2")))
    assert player(t, "opponent")["life"] == 18

    t = incomplete(pool_trace(base.format(more="", x="")), line=5)  # X must be written
    assert player(t, "me")["exile"] == ["Avacyn's Judgment"]


def test_madness_sorcery_in_the_opponents_turn(pool_trace):
    t = legal(pool_trace("""
me: battlefield Wild Mongrel, Mountain, Mountain; hand Avacyn's Judgment
opponent: battlefield Grizzly Bears
turn: opponent, end step
I activate Wild Mongrel discarding Avacyn's Judgment
resolve
I cast Avacyn's Judgment with madness targeting Grizzly Bears X=1
resolve all
"""))
    assert player(t, "opponent")["battlefield"][0]["damage"] == 1
    assert player(t, "me")["graveyard"] == ["Avacyn's Judgment"]


def test_madness_after_go_to_cleanup(trace):
    """`go to cleanup` arrives in the cleanup step: the hand-size discard (514.1) exiles Fiery Temper and
    its trigger goes on the stack (514.3a); the next lines resolve it and cast the card. The `go to` must
    stop there, not resolve the trigger itself (which declines madness before the user's line is read)."""
    t = legal(trace("""
me: battlefield Mountain; hand Fiery Temper, Island, Island, Island, Island, Island, Island, Island
go to cleanup
resolve
I cast Fiery Temper with madness targeting opponent
resolve
"""))
    assert "514.1" in cited(t) and player(t, "opponent")["life"] == 17
    assert player(t, "me")["graveyard"] == ["Fiery Temper"]


# ============================================================================= plugins switched off


@pytest.fixture(scope="module")
def off(tmp_path_factory):
    """off(plugin) -> a trace() function of an Arbitre with that plugin switched off."""
    made: dict[str, object] = {}

    def get(plugin: str):
        if plugin not in made:
            made[plugin] = runner(make_arbitre(tmp_path_factory.mktemp("off-" + plugin), disabled=(plugin,)))
        return made[plugin]

    return get


def test_flashback_plugin_off_says_so(off):
    t = off("flashback")("""
me: battlefield Island, Island, Island; graveyard Think Twice
I cast Think Twice with flashback
""")
    assert t["verdict"] == "error" and t["exit"] == 2
    assert "flashback" in t["error"]["message"]
    assert player(t, "me")["graveyard"] == ["Think Twice"]

    t = legal(off("flashback")("""
me: battlefield Island, Island; hand Think Twice
I cast Think Twice
resolve
"""))  # a trace that doesn't need it is unaffected
    assert player(t, "me")["graveyard"] == ["Think Twice"]


@pytest.mark.parametrize("then", ["I cast Fiery Temper with madness targeting opponent\n", "resolve\n"],
                         ids=["cast_with_madness", "resolve_only"])
def test_madness_plugin_off_says_so(off, then):
    """Without the madness plugin the discarded Fiery Temper can't be simulated: the trace must say the
    plugin is needed (verdict error naming it), not go on as if the card had no madness (put into the
    graveyard, then "nothing allows casting it" or a silent legal verdict)."""
    t = off("madness")(MONGREL_TEMPER + then)
    assert t["verdict"] == "error" and t["exit"] == 2, (t["verdict"], t.get("illegal"))
    assert "madness" in t["error"]["message"]
