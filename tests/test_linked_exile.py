"""Linked abilities that exile and return (607.2a): Fiend Hunter, Oblivion Ring, champion (702.72), with real
cards of the shared MTGJSON data; the side where the card comes back and the side where it stays in exile (the
exiler left before its exile resolved), each with the rule the trace cites."""

from __future__ import annotations

import pytest
from trace_helpers import assert_legal, cited, perms, player, step_ids

from cardpool.oracle.keywords import parse_keyword_line


def names(data: dict, who: str, zone: str = "battlefield") -> list[str]:
    cards = player(data, who)[zone]
    return [c["name"] if isinstance(c, dict) else c for c in cards]


# ----------------------------------------------------------------------------- Fiend Hunter, Oblivion Ring

HUNTER = ("me: battlefield Plains, Plains, Plains; hand Fiend Hunter\nopponent: battlefield Grizzly Bears, "
          "Mountain; hand Lightning Bolt\nI cast Fiend Hunter\nresolve\n")


def test_fiend_hunter_returns_the_card_it_exiled_when_it_leaves(full_trace):
    data = full_trace(HUNTER + "resolve\nopponent casts Lightning Bolt targeting Fiend Hunter\nresolve\nresolve\n")
    assert_legal(data)
    assert "Grizzly Bears" in names(data, "opponent") and not player(data, "opponent")["exile"]
    assert "607.2a" in cited(data, 6) and "step.linked_exiled_cards" in step_ids(data)
    still = full_trace(HUNTER + "resolve\n")  # while the Hunter stays, the Bears stay in exile
    assert "Grizzly Bears" in names(still, "opponent", "exile")


def test_fiend_hunter_gone_before_its_exile_resolves_exiles_for_good(full_trace):
    """The Hunter dies with its enter ability on the stack: its leaves ability resolves first and finds nothing
    (607.2a), then the Bears are exiled and never come back."""
    data = full_trace(HUNTER + "opponent casts Lightning Bolt targeting Fiend Hunter\nresolve\nresolve\nresolve\n")
    assert_legal(data)
    assert "Grizzly Bears" in names(data, "opponent", "exile")
    assert "Grizzly Bears" not in names(data, "opponent")
    linked = [s for s in data["actions"][4]["steps"] if s["id"] == "step.linked_exiled_cards"]
    assert linked and linked[0]["rule"] == "607.2a" and "nothing to return" in linked[0]["text"]


def test_oblivion_ring_returns_the_permanent_when_destroyed(full_trace):
    base = ("me: battlefield Plains, Plains, Plains; hand Oblivion Ring\nopponent: battlefield Grizzly Bears, Forest, "
            "Forest; hand Naturalize\nI cast Oblivion Ring\nresolve\nresolve\n")
    exiled = full_trace(base)
    assert "Grizzly Bears" in names(exiled, "opponent", "exile")
    back = full_trace(base + "opponent casts Naturalize targeting Oblivion Ring\nresolve\nresolve\n", "fr")
    assert_legal(back)
    assert "Grizzly Bears" in names(back, "opponent") and "607.2a" in cited(back)
    assert any("exilée par la capacité liée du Cercle de l'oubli" in s["text"] for a in back["actions"]
               for s in a["steps"])


# ----------------------------------------------------------------------------- champion (702.72)

@pytest.mark.parametrize(("line", "subtypes", "types"), [
    ("Champion a Faerie", ["faerie"], None),
    ("Champion an Elemental", ["elemental"], None),
    ("Champion a Goblin or Shaman", ["goblin", "shaman"], None),
    ("Champion a creature", None, ["creature"]),
])
def test_champion_is_read_as_its_two_linked_triggers(line, subtypes, types):
    kw = parse_keyword_line(line)
    assert kw is not None and kw.keywords == ["champion"]
    enters, leaves = kw.triggered
    assert enters["event"] == "enters" and leaves["event"] == "leaves"
    flt = enters["effects"][0]["filter"]
    assert enters["effects"][0]["kind"] == "champion" and flt.get("subtypes") == subtypes
    assert flt.get("types") == types and flt["other"] and flt["controller"] == "you"
    assert leaves["effects"][0] == {"kind": "move", "noted": "exiled", "to": "battlefield", "under": "owner",
                                    "text": line}


CLIQUE = ("me: battlefield Island, Island, Island, Island, {others}; hand Mistbind Clique\nopponent: battlefield "
          "Swamp, Swamp; hand Doom Blade\nI cast Mistbind Clique\nresolve\n")


def test_mistbind_clique_champions_a_faerie_and_gives_it_back(full_trace):
    data = full_trace(CLIQUE.format(others="Pestermite") + "resolve\n")
    assert_legal(data)
    assert "Pestermite" in names(data, "me", "exile") and "702.72a" in cited(data, 3)
    assert "step.assumed_choice" in [s["id"] for s in data["actions"][2]["steps"]]  # the choice is shown
    # "When a Faerie is championed with ~" triggers, and taps the opponent's lands
    tapped = full_trace(CLIQUE.format(others="Pestermite") + "resolve\nresolve\n")
    assert all(p["tapped"] for p in player(tapped, "opponent")["battlefield"])
    back = full_trace(CLIQUE.format(others="Pestermite") + "resolve\nopponent casts Doom Blade targeting "
                      "Mistbind Clique\nresolve\nresolve\n")
    assert_legal(back)
    assert perms(back, "me", "Pestermite") and "Pestermite" not in names(back, "me", "exile")
    assert "607.2a" in cited(back)


def test_a_champion_without_another_of_its_kind_is_sacrificed(full_trace):
    data = full_trace(CLIQUE.format(others="Grizzly Bears") + "resolve\n")
    assert_legal(data)
    assert "Mistbind Clique" in names(data, "me", "graveyard") and "Grizzly Bears" in names(data, "me")
    step = next(s for s in data["actions"][2]["steps"] if s["id"] == "step.champion_sacrificed")
    assert step["rule"] == "702.72a" and "Nothing can be exiled" in step["text"]
    chosen = full_trace(CLIQUE.format(others="Pestermite") + "resolve\nI sacrifice Mistbind Clique\n")
    assert "Mistbind Clique" in names(chosen, "me", "graveyard") and perms(chosen, "me", "Pestermite")


def test_a_champion_exiles_only_its_kind(full_trace):
    data = full_trace("me: battlefield Mountain, Mountain, Mountain, Mountain, Grizzly Bears, Goblin Guide; hand "
                      "Lightning Crafter\nI cast Lightning Crafter\nresolve\nresolve\nI choose {}\n".format(
                          "Grizzly Bears"))
    assert data["exit"] == 2 and "Goblin Guide" in (data["error"] or {}).get("text", str(data["error"]))
    shaman = full_trace("me: battlefield Mountain, Mountain, Mountain, Mountain, Grizzly Bears, Goblin Guide; hand "
                        "Lightning Crafter\nI cast Lightning Crafter\nresolve\nresolve\nI choose Goblin Guide\n")
    assert_legal(shaman)
    assert "Goblin Guide" in names(shaman, "me", "exile") and perms(shaman, "me", "Lightning Crafter")


def test_a_champion_gone_before_its_ability_resolves(full_trace):
    """The Clique dies with its champion ability on the stack: there is nothing to sacrifice; a Faerie exiled
    then (the line says so) stays in exile, its return ability having already resolved."""
    base = CLIQUE.format(others="Pestermite") + "opponent casts Doom Blade targeting Mistbind Clique\nresolve\n" \
        "resolve\nresolve\n"
    data = full_trace(base)
    assert_legal(data)
    assert perms(data, "me", "Pestermite") and "step.champion_gone" in step_ids(data)
    kept = full_trace(base + "I choose Pestermite\n")
    assert_legal(kept)
    assert "Pestermite" in names(kept, "me", "exile") and "702.72a" in cited(kept)
