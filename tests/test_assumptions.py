"""Each kind of assumption of FREE_FORM.md section 2, in French and in English: a message where it decides
the answer (the answer names the other outcome and its rule) and one where the message states the fact, so
that nothing is assumed about it and the statement is what the verdict follows (issue 10).

Kinds re-judged with their reversal (the table of section 2): control since the turn began and untapped
(tests/test_free_form.py has both, FR and EN), the controller of a target without a possessive, a name read
from a typo, a spell inferred on the stack. Kinds that enable the action (where a card is, assumed lands, the
turn and step) are shown and never re-judged: each is tested shown when unsaid and absent when said, with the
verdict the statement gives. Life totals and hand contents are defaults a statement overrides. The engine's
choices for a player are shown as assumed. On the full card import and the 2026 rules.
"""

from __future__ import annotations

import pytest


def kinds(data: dict, kind: str) -> list[dict]:
    return [a for a in data["assumptions"] if a.get("kind") == kind]


def player(data: dict, name: str) -> dict:
    return next(p for p in data["state"]["players"] if p["name"] == name)


def names(cards: list) -> list[str]:
    return [c if isinstance(c, str) else c["name"] for c in cards]


# ------------------------------------------------------------------ the controller of a target without "my"/"his"

@pytest.mark.parametrize(("decided", "stated", "lang"), [
    ("I cast Ranger's Guile on the Grizzly Bears", "I cast Ranger's Guile on my Grizzly Bears", "en"),
    ("je lance Sagacité du ranger sur les Grizzlis", "je lance Sagacité du ranger sur mes Grizzlis", "fr"),
])
def test_controller_decisive_and_stated(ask, decided, stated, lang):
    data = ask(decided)  # "target creature you control": the Bears are assumed to be the opponent's
    assert data["verdict"] == "illegal" and data["exit"] == 1 and data["illegal"]["rule"] == "601.2c"
    (found,) = kinds(data, "controller")
    assert found["decisive"] and not found["enabling"] and found["otherwise"]["verdict"] == "legal"
    said = {"en": ("This assumes that Grizzly Bears is under your opponent's control", "otherwise, the play "
                   "would be legal"),
            "fr": ("Cela suppose que les Grizzlis sont sous le contrôle de votre adversaire", "sinon, le coup "
                   "serait légal")}[lang]
    assert all(s in data["summary"] for s in said) and "(—" not in data["summary"]
    data = ask(stated)
    assert data["verdict"] == "legal" and not kinds(data, "controller")


# ------------------------------------------------------------------ untapped, for a land the message lists

@pytest.mark.parametrize(("decided", "stated"), [
    ("I have Lightning Bolt in hand and a Mountain. I bolt his Llanowar Elves",
     "I have Lightning Bolt in hand and a Mountain (tapped). I bolt his Llanowar Elves"),
    ("j'ai Foudre en main et une Montagne. je Foudre ses Elfes de Llanowar",
     "j'ai Foudre en main et une Montagne engagée. je Foudre ses Elfes de Llanowar"),
])
def test_an_untapped_land_decisive_and_stated(ask, decided, stated):
    data = ask(decided)
    assert data["verdict"] == "legal"
    (found,) = [a for a in kinds(data, "untapped") if a["decisive"]]
    assert found["otherwise"] == {**found["otherwise"], "verdict": "illegal", "rule": "601.2h"}
    assert "601.2h" in data["summary"]
    data = ask(stated)
    assert data["verdict"] == "illegal" and data["illegal"]["rule"] == "601.2h" and not kinds(data, "untapped")


@pytest.mark.parametrize(("lines", "prose"), [
    ("me: battlefield Llanowar Elves, Mountain; hand Lightning Bolt\nopponent: battlefield Grizzly Bears\n"
     "I tap Llanowar Elves for mana\nI cast Lightning Bolt targeting Grizzly Bears",
     "I have Llanowar Elves and a Mountain in play and Lightning Bolt in hand. I tap my Llanowar Elves for mana, "
     "then I bolt his Grizzly Bears"),
    ("moi : champ de bataille Elfes de Llanowar, Montagne ; main Foudre\nadversaire : champ de bataille Grizzlis\n"
     "j'engage Elfes de Llanowar pour du mana\nje lance Foudre en ciblant Grizzlis",
     "j'ai Elfes de Llanowar et une Montagne en jeu et Foudre en main. j'engage mes Elfes de Llanowar pour du "
     "mana, puis je Foudre ses Grizzlis"),
])
def test_a_setup_line_states_its_permanents_untapped_and_not_sick(ask, lines, prose):
    """PLAY_LANGUAGE.md: permanents a setup line lists are untapped and have been under their controller's
    control since the turn began unless marked: facts, not re-judged; listed in prose, they are assumed."""
    data = ask(lines)
    assert data["verdict"] == "legal" and not kinds(data, "untapped") and not kinds(data, "since_turn_began")
    data = ask(prose)
    assert data["verdict"] == "legal"
    assert kinds(data, "untapped") and kinds(data, "since_turn_began")


# ------------------------------------------------------------------ a name read from a typo

@pytest.mark.parametrize(("typo", "exact", "read"), [
    ("I cast Lightnig Bolt on his Grizzly Bears, does it die?", "I cast Lightning Bolt on his Grizzly Bears, "
                                                                 "does it die?", "Lightning Bolt"),
    ("je lance Foudr sur ses Grizzlis, ils meurent ?", "je lance Foudre sur ses Grizzlis, ils meurent ?", "Foudre"),
])
def test_a_typo_is_read_and_said_and_an_exact_name_is_not_an_assumption(ask, typo, exact, read):
    data = ask(typo)
    assert data["verdict"] == "legal" and data["question"]["answer"] is True
    (found,) = kinds(data, "reading")
    assert read in found["text"] and not found["enabling"]
    data = ask(exact)
    assert data["question"]["answer"] is True and not kinds(data, "reading")


# ------------------------------------------------------------------ a spell inferred on the stack

@pytest.mark.parametrize(("inferred", "stated"), [
    ("In response to his Lightning Bolt, I cast Giant Growth on my Grizzly Bears. Do they die?",
     "He bolts my Grizzly Bears. In response I cast Giant Growth on them. Do they die?"),
    ("En réponse à sa Foudre, je lance Croissance gigantesque sur mes Grizzlis. Ils meurent ?",
     "Il Foudre mes Grizzlis. En réponse je lance Croissance gigantesque dessus. Ils meurent ?"),
])
def test_a_spell_on_the_stack_with_its_target_inferred_or_stated(ask, inferred, stated):
    data = ask(inferred)
    assert data["verdict"] == "legal" and data["question"]["answer"] is False
    (found,) = kinds(data, "stack_target")
    assert not found["enabling"]
    data = ask(stated)
    assert data["question"]["answer"] is False and not kinds(data, "stack_target")
    assert "Grizzly Bears" in names(player(data, "me")["battlefield"])


# ------------------------------------------------------------------ where a card is (enabling)

@pytest.mark.parametrize(("unsaid", "said"), [
    ("I bolt his Llanowar Elves", "My hand is just a Shock and I have a Mountain. I bolt his Llanowar Elves"),
    ("je Foudre ses Elfes de Llanowar", "j'ai juste un Choc en main et une Montagne en jeu. je Foudre ses Elfes "
                                        "de Llanowar"),
])
def test_a_card_placed_in_hand_or_a_hand_the_message_lists(ask, unsaid, said):
    data = ask(unsaid)
    placed = [a for a in kinds(data, "placed") if "Lightning Bolt" in a["about"]]
    assert placed and placed[0]["enabling"] and not placed[0]["decisive"] and data["verdict"] == "legal"
    data = ask(said)  # the hand is listed: Lightning Bolt is not in it (601.3), and nothing is placed there
    assert data["verdict"] == "illegal" and data["illegal"]["rule"] == "601.3"
    assert not [a for a in kinds(data, "placed") if "Lightning Bolt" in a["about"]]


# ------------------------------------------------------------------ lands and mana (enabling)

@pytest.mark.parametrize(("unsaid", "said"), [
    ("I bolt his Llanowar Elves", "I have an Island. I bolt his Llanowar Elves"),
    ("je Foudre ses Elfes de Llanowar", "j'ai une Île. je Foudre ses Elfes de Llanowar"),
])
def test_assumed_lands_or_the_lands_the_message_lists(ask, unsaid, said):
    data = ask(unsaid)
    (lands,) = kinds(data, "assumed_lands")
    assert lands["enabling"] and not lands["decisive"]
    assert [p for p in player(data, "me")["battlefield"] if p["name"] == "Mountain" and p.get("assumed")]
    data = ask(said)  # a listed battlefield pays only with what it lists
    assert data["verdict"] == "illegal" and data["illegal"]["rule"] == "601.2h" and not kinds(data, "assumed_lands")


# ------------------------------------------------------------------ turn and step (enabling)

@pytest.mark.parametrize(("unsaid", "said"), [
    ("I cast Wrath of God", "I cast Wrath of God during my opponent's turn"),
    ("je lance Colère de Dieu", "je lance Colère de Dieu pendant le tour adverse"),
])
def test_the_turn_assumed_for_the_first_action_or_the_turn_the_message_says(ask, unsaid, said):
    data = ask(unsaid)
    (turn,) = kinds(data, "turn")
    assert turn["enabling"] and not turn["decisive"] and data["verdict"] == "legal"
    assert data["state"]["turn"]["step"] == "main1"
    data = ask(said)
    assert data["verdict"] == "illegal" and data["illegal"]["rule"] == "307.1" and not kinds(data, "turn")


# ------------------------------------------------------------------ life totals (a default a statement overrides)

@pytest.mark.parametrize(("unsaid", "said", "lost"), [
    ("I bolt him, does he die?", "he is at 3 life. I bolt him, does he die?", "loses the game (704.5a)"),
    ("je le Foudre, il meurt ?", "il est à 3 points de vie, je le Foudre, il meurt ?", "perd la partie (704.5a)"),
])
def test_life_twenty_unless_the_message_says_otherwise(ask, unsaid, said, lost):
    data = ask(unsaid)
    assert data["verdict"] == "legal" and player(data, "opponent")["life"] == 17 and lost not in data["summary"]
    data = ask(said)
    assert data["verdict"] == "legal" and player(data, "opponent")["life"] == 0 and lost in data["summary"]
    assert not [a for a in data["assumptions"] if "life" in a["text"].lower() or "vie" in a["text"].lower()]


# ------------------------------------------------------------------ choices the engine makes for a player

@pytest.mark.parametrize("message", [
    "I have Grizzly Bears and Llanowar Elves. he casts Diabolic Edict targeting me. What happens?",
    "j'ai des Grizzlis et des Elfes de Llanowar. il lance Édit diabolique sur moi. que se passe-t-il ?",
])
def test_a_choice_made_for_a_player_is_shown_as_assumed(ask, message):
    data = ask(message)
    (choice,) = kinds(data, "choice")
    assert not choice["stated"] and "Grizzl" in choice["text"]
    assert names(player(data, "me")["graveyard"]) == ["Grizzly Bears"]
    assert names(player(data, "me")["battlefield"]) == ["Llanowar Elves"]
