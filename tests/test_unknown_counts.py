"""Numbers counted in zones the message doesn't describe (400.2; FREE_FORM.md 2: an unknown zone is not an empty
one), on real cards of the shared MTGJSON data: the trace says the value counts only the cards the message lists,
and a free-form answer shows it among its assumptions, in French and English; a listed zone is counted as it is,
without the note."""

from __future__ import annotations

from test_effects import ids, legal


def counts(data: dict) -> list[dict]:
    return [a for a in data["assumptions"] if a["kind"] == "unknown_count"]


def test_tarmogoyf_in_free_form_says_the_graveyards_are_unknown(ask):
    """"I cast Swords to Plowshares on his Tarmogoyf": no graveyard is described, so the life gained is not a
    sure 0: an assumption says the graveyards count only what the message lists, in both languages."""
    english = ask("I cast Swords to Plowshares on his Tarmogoyf, how much life does he gain?")
    found = counts(english)
    assert found and "Graveyards the message doesn't describe" in found[0]["text"]
    assert not found[0]["enabling"] and not found[0]["stated"]
    french = ask("Je lance Swords to Plowshares sur son Tarmogoyf, combien de vie gagne-t-il ?")
    assert counts(french) and "Cimetières que le message ne décrit pas" in counts(french)[0]["text"]


def test_a_described_graveyard_is_counted_as_it_is(ask):
    """Both graveyards listed (a setup line each): Tarmogoyf counts a land and an instant, nothing is unknown."""
    data = ask("me: battlefield Plains; hand Swords to Plowshares; graveyard Shock\nopponent: battlefield Tarmogoyf; "
               "graveyard Island\nI cast Swords to Plowshares targeting Tarmogoyf\nresolve\n")
    assert not counts(data) and "step.count_unknown_zones" not in ids(data)


def test_threshold_over_an_unknown_graveyard_is_said(full_trace):
    """Nimble Mongoose (threshold: +2/+2 as long as seven or more cards are in your graveyard): with the graveyard
    not described the bonus isn't applied, and the trace says the count is only what the message lists (400.2);
    with seven cards written the bonus applies and nothing is said."""
    play = "I cast Giant Growth targeting Grizzly Bears\nresolve\n"  # the Mongoose has shroud
    unknown = legal(full_trace, "me: battlefield Nimble Mongoose, Grizzly Bears, Forest; hand Giant Growth\n" + play)
    assert "step.count_unknown_zone" in ids(unknown)
    listed = legal(full_trace, "me: battlefield Nimble Mongoose, Grizzly Bears, Forest; hand Giant Growth; "
                               "graveyard Island, Island, Island, Island, Island, Island, Island\n" + play)
    assert "step.count_unknown_zone" not in ids(listed)
    mongoose = next(p for p in listed["state"]["players"][0]["battlefield"] if p["name"] == "Nimble Mongoose")
    assert (mongoose["power"], mongoose["toughness"]) == (3, 3)


def test_a_count_of_an_unknown_hand_names_the_hand(full_trace):
    """Sudden Impact counts the cards in the target player's hand: the note names the hand (not a graveyard)."""
    data = legal(full_trace, "me: battlefield Mountain, Mountain, Mountain, Mountain; hand Sudden Impact\n"
                             "I cast Sudden Impact targeting opponent\nresolve\n")
    notes = [s["text"] for a in data["actions"] for s in a["steps"] if s["id"] == "step.count_unknown_zone"]
    assert notes and "opponent's hand" in notes[0]
    french = legal(full_trace, "me: battlefield Mountain, Mountain, Mountain, Mountain; hand Sudden Impact\n"
                               "I cast Sudden Impact targeting opponent\nresolve\n", "fr")
    notes = [s["text"] for a in french["actions"] for s in a["steps"] if s["id"] == "step.count_unknown_zone"]
    assert notes and "de la main de votre adversaire" in notes[0]
