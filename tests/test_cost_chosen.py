"""Cost reductions of what was chosen as the permanent entered (601.2f, 607.2d): "Creature spells you cast of the
chosen type cost {1} less to cast" (Herald's Horn), "Spells you cast of the chosen type ..." (Cloud Key: a card
type), "Creature spells of the chosen type cost {2} less" (Urza's Incubator: anyone's); real cards, the spell the
reduction applies to and the one it doesn't."""

from __future__ import annotations

from trace_helpers import assert_legal, illegal, steps

HORN = ("me: battlefield Forest, Forest, Forest, Forest{more}; hand Herald's Horn, Elvish Visionary, Grizzly Bears\n"
        "I cast Herald's Horn\nresolve\nI choose Elf\n")


def _reductions(data: dict) -> list[dict]:
    return [s for s in steps(data) if s["id"] == "step.cost_modifier"]


def test_herald_s_horn_reduces_the_chosen_creature_type_only(full_trace):
    elf = full_trace(HORN.format(more="") + "I cast Elvish Visionary\n")
    assert_legal(elf)
    assert [s["rule"] for s in _reductions(elf)] == ["601.2f"] and "Herald's Horn" in _reductions(elf)[0]["text"]
    bear = full_trace(HORN.format(more=", Forest") + "I cast Grizzly Bears\n")
    assert_legal(bear)
    assert _reductions(bear) == []
    # one land left after the Horn: the Elf ({1}{G} reduced to {G}) can be cast, the Bear ({1}{G}) can't
    assert illegal(full_trace(HORN.format(more="") + "I cast Grizzly Bears\n"), "601.2h")


def test_cloud_key_reduces_the_chosen_card_type(full_trace):
    base = ("me: battlefield Island, Island, Island, Island; hand Cloud Key, Mind Stone, Counterspell\n"
            "I cast Cloud Key\nresolve\nI choose artifact\n")
    stone = full_trace(base + "I cast Mind Stone\n")
    assert_legal(stone)
    assert len(_reductions(stone)) == 1
    islands = [p for p in stone["state"]["players"][0]["battlefield"] if p["name"] == "Island"]
    assert sum(p["tapped"] for p in islands) == 4  # three for the Key, one for the Stone ({2} less {1})


def test_urzas_incubator_reduces_every_players_spells_of_the_type(full_trace):
    base = ("me: battlefield Island, Island, Island; hand Urza's Incubator\nopponent: battlefield Forest; hand "
            "Elvish Visionary, Grizzly Bears\nI cast Urza's Incubator\nresolve\nI choose Elf\ngo to cleanup\n"
            "next step\ngo to main 1\n")
    data = full_trace(base + "opponent casts Elvish Visionary\n")  # {1}{G} less {2}: {G}
    assert_legal(data)
    assert len(_reductions(data)) == 1
    illegal(full_trace(base + "opponent casts Grizzly Bears\n"), "601.2h")
