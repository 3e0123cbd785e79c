"""Choices made as a permanent enters (614.12, 607.2d; `cardpool.oracle.choices`, `plugins.entering_choices`) and
the statics that read them, on real cards of the shared MTGJSON data: with the choice written on the line after the
action that makes the permanent enter, and without (made for the player, marked assumed, shown)."""

from __future__ import annotations

from test_effects import ids, legal, rules, texts

from cardpool.oracle.choices import as_enters_choice, chosen_static

MAGE = ("me: battlefield Plains, Island; hand Meddling Mage\nopponent: battlefield Mountain; hand Lightning Bolt\n"
        "I cast Meddling Mage\nresolve\n{choice}opponent casts Lightning Bolt targeting me\n")


def test_the_choice_grammar_reads_kinds_counts_options_and_who_chooses():
    assert as_enters_choice("as ~ enters the battlefield, choose a basic land type") == {
        "kind": "as_enters_choice", "choice": "basic_land_type"}
    assert as_enters_choice("as ~ enters the battlefield, choose two colors") == {
        "kind": "as_enters_choice", "choice": "color", "also": [{"choice": "color"}]}
    assert as_enters_choice("as ~ enters the battlefield, choose a color and a creature type")["also"] == [
        {"choice": "creature_type"}]
    assert as_enters_choice("as ~ enters the battlefield, choose black or red") == {
        "kind": "as_enters_choice", "choice": "color", "among": "BR"}
    assert as_enters_choice("as ~ enters the battlefield, an opponent chooses a creature type")["by"] == "opponent"
    assert as_enters_choice("as ~ enters the battlefield, choose a word") is None  # not a choice the engine makes
    assert chosen_static("your opponents can't cast spells of the chosen color") == {
        "kind": "chosen_cant_cast", "who": "opponents", "by": "color"}


def test_meddling_mage_forbids_the_name_written_after_it_resolves(full_trace):
    named = full_trace(MAGE.format(choice="I choose Lightning Bolt\n"))
    assert named["exit"] == 1 and named["illegal"]["rule"] == "601.3" and "step.chosen_as_enters" in ids(named)
    other = legal(full_trace, MAGE.format(choice="I choose Shock\n"))
    assert "614.12" in rules(other)


def test_meddling_mage_without_a_written_choice_assumes_a_card_the_opponent_has(full_trace):
    data = full_trace(MAGE.format(choice=""), "fr")
    assert data["exit"] == 1 and data["illegal"]["rule"] == "601.3"
    said = [t for t in texts(data) if "aucun choix" in t]
    assert said and "Foudre" in said[0] and "arrivée" in said[0]  # shown, in French
    assert any(a["kind"] == "choice" for a in data["assumptions"])  # an assumption of the judgement


def test_iona_stops_only_the_opponents_spells_of_the_chosen_color(full_trace):
    base = ("me: battlefield 3 Plains, 6 Island, Mountain; hand Iona, Shield of Emeria, Shock\n"
            "opponent: battlefield Mountain; hand Lightning Bolt\nI cast Iona, Shield of Emeria\nresolve\n"
            "I choose red\n")
    theirs = full_trace(base + "opponent casts Lightning Bolt targeting me\n")
    assert theirs["exit"] == 1 and theirs["illegal"]["rule"] == "601.3"
    legal(full_trace, base + "I cast Shock targeting opponent\n")  # its controller's own red spell


def test_sanctum_prelate_reads_a_number_written_in_french(full_trace):
    base = ("me: battlefield Plains, Plains, Plains; hand Sanctum Prelate\nopponent: battlefield Mountain; "
            "hand Lightning Bolt\nI cast Sanctum Prelate\nresolve\n{choice}"
            "opponent casts Lightning Bolt targeting me\n")
    one = full_trace(base.format(choice="je choisis 1\n"))
    assert one["exit"] == 1 and one["illegal"]["rule"] == "601.3"
    legal(full_trace, base.format(choice="I choose 2\n"))


def test_pithing_needle_stops_the_named_cards_abilities_but_not_mana_abilities(full_trace):
    base = ("me: battlefield Island; hand Pithing Needle\nopponent: battlefield Mogg Fanatic, Llanowar Elves\n"
            "I cast Pithing Needle\nresolve\n")
    fanatic = full_trace(base + "I choose Mogg Fanatic\nopponent activates Mogg Fanatic targeting me\n")
    assert fanatic["exit"] == 1 and fanatic["illegal"]["rule"] == "602.5"
    legal(full_trace, base + "je choisis Elfes de Llanowar\nopponent taps Llanowar Elves\n")  # a mana ability
    legal(full_trace, base + "I choose Llanowar Elves\nopponent activates Mogg Fanatic targeting me\n")


def test_convincing_mirage_makes_the_land_the_basic_land_type_chosen(full_trace):
    base = ("me: battlefield Island, Island; hand Convincing Mirage\nopponent: battlefield Forest\n"
            "I cast Convincing Mirage targeting Forest\nresolve\nI choose Island\n")
    legal(full_trace, base + "opponent taps Forest for U\n")
    green = full_trace(base + "opponent taps Forest for G\n")
    assert green["exit"] == 1


def test_coldsteel_heart_adds_mana_of_the_chosen_color(full_trace):
    # on the battlefield from the setup: the choice is assumed (the colour of its controller's cards) and shown
    data = legal(full_trace, "me: battlefield Coldsteel Heart; hand Lightning Bolt\n"
                             "I cast Lightning Bolt targeting opponent\n")
    assert "step.assumed_choice" in ids(data) and any(a["kind"] == "choice" for a in data["assumptions"])
    green = full_trace("me: battlefield Coldsteel Heart; hand Lightning Bolt\nI tap Coldsteel Heart for G\n")
    assert green["exit"] == 1 and green["illegal"]["rule"] == "106.1"


def test_a_thriving_land_adds_its_own_color_or_the_chosen_one(full_trace):
    base = "me: battlefield Thriving Isle; hand Lightning Bolt\n"
    legal(full_trace, base + "I tap Thriving Isle for U\n")
    legal(full_trace, base + "I tap Thriving Isle for R\n")  # red: the colour of the card in hand, assumed
    assert full_trace(base + "I tap Thriving Isle for G\n")["exit"] == 1
