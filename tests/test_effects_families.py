"""Effects that resolved without being carried out and left later steps wrong (issue 11, "resolve but are not
simulated"), on real cards of the shared MTGJSON data: a countered spell put elsewhere than its owner's
graveyard (614.1a), a permanent put on the top or bottom of its owner's library (401.4), keywords that last "for
as long as you control ~" (611.2b)."""

from __future__ import annotations

from test_effects import ids, legal, perm, player
from test_statics import illegal

BOLT = "opponent: battlefield Mountain; hand Lightning Bolt\nopponent casts Lightning Bolt targeting me\n"


def test_remand_puts_the_countered_spell_back_in_its_owners_hand(full_trace):
    """Remand: the Bolt is countered and goes to its owner's hand, not the graveyard (614.1a); Remand draws a card
    for its caster; in French too."""
    text = "me: battlefield Island, Island; hand Remand\n" + BOLT + "I cast Remand targeting Lightning Bolt\nresolve\n"
    data = legal(full_trace, text)
    assert "Lightning Bolt" in player(data, "opponent")["hand"]
    assert "Lightning Bolt" not in player(data, "opponent")["graveyard"]
    assert player(data, "me")["life"] == 20 and "step.countered_moved" in ids(data)
    french = legal(full_trace, text, "fr")
    assert any("dans la main de son propriétaire" in s["text"] for a in french["actions"] for s in a["steps"])


def test_memory_lapse_puts_it_on_top_of_the_library(full_trace):
    """Memory Lapse: the countered Bolt is on top of its owner's library, neither in the graveyard nor in hand."""
    data = legal(full_trace, "me: battlefield Island, Island; hand Memory Lapse\n" + BOLT +
                 "I cast Memory Lapse targeting Lightning Bolt\nresolve\n")
    them = player(data, "opponent")
    assert "Lightning Bolt" not in them["graveyard"] and "Lightning Bolt" not in them["hand"]
    assert "step.countered_moved" in ids(data)


def test_a_plain_counterspell_still_sends_it_to_the_graveyard(full_trace):
    """Counterspell says nothing of where: the graveyard; Memory Lapse can't target a permanent (601.2c)."""
    data = legal(full_trace, "me: battlefield Island, Island; hand Counterspell\n" + BOLT +
                 "I cast Counterspell targeting Lightning Bolt\nresolve\n")
    assert "Lightning Bolt" in player(data, "opponent")["graveyard"]
    assert "step.countered_moved" not in ids(data)
    assert illegal(full_trace("me: battlefield Island, Island; hand Memory Lapse\nopponent: battlefield Grizzly "
                              "Bears\nI cast Memory Lapse targeting Grizzly Bears\n"), "601.2c")


GUST = "me: battlefield Island, Island; hand Aether Gust\nopponent: battlefield {target}\n" \
       "I cast Aether Gust targeting {target}\nresolve\n"


def test_aether_gust_puts_a_green_permanent_into_its_owners_library(full_trace):
    """Aether Gust: the owner chooses top or bottom (401.4): the Bears leave the battlefield for the library, not
    the graveyard; the choice is assumed and said."""
    data = legal(full_trace, GUST.format(target="Grizzly Bears"))
    them = player(data, "opponent")
    assert not them["battlefield"] and "Grizzly Bears" not in them["graveyard"]
    assert "step.assumed_choice" in ids(data)


ANGEL = ("me: battlefield Plains, Plains, Plains, Plains, Plains, Plains, Grizzly Bears; hand Aegis Angel\n"
         "opponent: battlefield Swamp, Swamp, Swamp, Swamp, Swamp; hand Doom Blade, Murder\n"
         "I cast Aegis Angel targeting Grizzly Bears\nresolve\nresolve\n")


def test_indestructible_for_as_long_as_you_control_the_source(full_trace):
    """Aegis Angel: the Bears are indestructible while its controller controls the Angel, past the turn's end
    (Doom Blade in the opponent's turn doesn't destroy them); once the Angel is gone, the effect has ended
    (611.2b) and Murder destroys the Bears."""
    kept = legal(full_trace, ANGEL + "go to end step\ngo to cleanup\ngo to upkeep\n"
                 "opponent casts Doom Blade targeting Grizzly Bears\nresolve\n")
    assert "indestructible" in perm(kept, "me", "Grizzly Bears")["keywords"]
    gone = legal(full_trace, ANGEL + "go to end step\ngo to cleanup\ngo to upkeep\n"
                 "opponent casts Doom Blade targeting Aegis Angel\nresolve\n"
                 "opponent casts Murder targeting Grizzly Bears\nresolve\n")
    assert "Grizzly Bears" in player(gone, "me")["graveyard"] and "step.lasting_ended" in ids(gone)
