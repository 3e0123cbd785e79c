"""What a message leaves unsaid (FREE_FORM.md section 2, issue 12's trials): the mode of a modal spell read from
context, a stray pronoun on a spell without targets, the target of a spell already on the stack, rules questions
about a card and a property, and questions about a result. Each filled-in fact is an assumption the answer shows,
flagged decisive when the other reading changes the answer."""

from __future__ import annotations

import pytest

from bot.engine.unsaid_modes import GISTS
from bot.render.i18n import has_message, message_ids


def _mode(data: dict) -> dict:
    found = [a for a in data["assumptions"] if a["kind"] == "mode"]
    assert len(found) == 1, data["assumptions"]
    return found[0]


def test_a_mode_left_unsaid_answers_the_spell_below(full_trace):
    data = full_trace("he's at 3, I bolt him and he Healing Salves in response, is he dead?")
    assert data["verdict"] == "legal"
    assert data["question"]["answer"] is False  # prevented: he lives
    mode = _mode(data)
    assert "mode 2" in mode["text"] and "preventing damage" in mode["text"]
    assert not mode["enabling"]  # the other mode is judged too: gaining 3 life saves him as well
    assert mode["decisive"] is False


@pytest.mark.parametrize("text, lang", [
    ("I bolt his Grizzly Bears, he Healing Salves in response, do they die?", "en"),
    ("je foudroie ses Grizzlis, il répond avec un Onguent de soins, ils meurent ?", "fr"),
])
def test_a_mode_that_decides_the_answer_is_flagged(full_trace, text, lang):
    data = full_trace(text)
    assert data["question"]["answer"] is False
    mode = _mode(data)
    assert mode["decisive"] is True
    assert mode["otherwise"]["answer_legal"] is True and mode["otherwise"]["rule"] == "704.5g"
    assert ("mode 1" in mode["otherwise"]["if"]) if lang == "en" else ("mode 1" in mode["otherwise"]["if"])
    if lang == "fr":
        assert "prévenir des blessures" in mode["text"] and "preventing" not in mode["text"]


def test_a_counter_mode_answers_an_opponents_spell(full_trace):
    data = full_trace("he casts Divination, I cast Dromar's Charm in response, what happens?")
    mode = _mode(data)
    assert "mode 2" in mode["text"] and "countering" in mode["text"]
    assert any(a["kind"] == "mode" for a in data["assumptions"])
    assert data["state"]["stack"] == []
    opponent = next(p for p in data["state"]["players"] if p["name"] == "opponent")
    assert "Divination" in [c if isinstance(c, str) else c.get("name") for c in opponent["graveyard"]]


def test_without_context_the_first_legal_mode(full_trace):
    data = full_trace("I cast Healing Salve on myself")
    # a player fits both modes: the first that can be chosen
    mode = _mode(data)
    assert "mode 1" in mode["text"] and "gaining life" in mode["text"]


def test_every_mode_gist_is_worded_in_both_languages():
    for gist in GISTS:
        assert has_message("word.mode_" + gist), gist
        for lang in ("en", "fr"):
            assert "word-mode_" + gist in message_ids(lang), (gist, lang)


@pytest.mark.parametrize("text", [
    "mon pote a 2 Elfes de Llanowar, je lui balance une Pyroclasme, il lui reste quoi ?",
    "he has 2 Llanowar Elves, I Pyroclasm at him, what's left?",
    "he has Grizzly Bears and Llanowar Elves, I cast Pyroclasm on his board, what does he have left?",
    "I cast Wrath of God on him, what does he have left?",
])
def test_a_stray_pronoun_on_a_spell_without_targets_is_no_target(full_trace, text):
    data = full_trace(text)
    assert data["verdict"] == "legal", data.get("illegal")
    assert data["question"]["kind"] == "outcome" and data["question"]["verb"] == "left"
    assert data["question"]["about"] == ["opponent"]
    opponent = next(p for p in data["state"]["players"] if p["name"] == "opponent")
    assert opponent["battlefield"] == []  # nothing is left: no card named "Board" either
    assert any(a["kind"] == "reading" and "601.2c" in a["text"] for a in data["assumptions"])


def test_a_spell_already_on_the_stack_targets_what_the_response_saves(full_trace):
    data = full_trace("if I Unsummon my own Elves in response to his Doom Blade, what happens to the Doom Blade?")
    assert data["verdict"] == "legal"
    assert data["question"]["verb"] == "fate" and data["question"]["about"] == ["Doom Blade"]
    steps = [s for a in data["actions"] for s in a["steps"]]
    assert any(s["rule"] == "608.2b" for s in steps)  # it leaves the stack without effect
    target = [a for a in data["assumptions"] if a["kind"] == "stack_target"]
    assert target and "response" in target[0]["text"]


@pytest.mark.parametrize("text, verb, about", [
    ("I attack with Grizzly Bears, he blocks with Llanowar Elves, who dies?", "die", []),
    ("j'attaque avec mes Grizzlis, il bloque avec ses Elfes de Llanowar, qui meurt ?", "die", []),
    ("he bolts me, do I take damage?", "damage", ["me"]),
    ("il me foudroie, je prends combien ?", "damage", ["me"]),
    ("si je lance Désinvocation sur mes Elfes de Llanowar en réponse à sa Lame du destin, la Lame du destin est "
     "contrecarrée ?", "fate", ["Doom Blade"]),
    ("if I Unsummon my own Elves in response to his Doom Blade, does his Doom Blade still resolve?", "fate",
     ["Doom Blade"]),
])
def test_a_question_about_one_result_has_its_kind(full_trace, text, verb, about):
    data = full_trace(text)
    assert data["verdict"] == "legal"
    assert data["question"]["kind"] == "outcome"
    assert (data["question"]["verb"], data["question"]["about"]) == (verb, about)


@pytest.mark.parametrize("text, answer, rule", [
    ("Does Wrath of God destroy indestructible creatures?", False, "702.12b"),
    ("est-ce que la Colère de Dieu tue les créatures indestructibles ?", False, "702.12b"),
    ("does Pyroclasm kill a 3/3?", False, None),
    ("est-ce que le Pyroclasme tue une 2/2 ?", True, "704.5g"),
    ("does Doom Blade kill an indestructible creature?", False, "702.12b"),
    ("does Lightning Bolt kill a creature with first strike?", True, "704.5g"),
])
def test_a_question_about_a_card_and_a_property_is_judged_on_such_a_creature(full_trace, text, answer, rule):
    data = full_trace(text)
    assert data["kind"] == "play" and data["verdict"] == "legal", data.get("illegal")
    assert data["question"]["answer"] is answer
    placed = [a for a in data["assumptions"] if "creature (" in a["text"] or "créature (" in a["text"]]
    assert placed, data["assumptions"]  # the creature the question describes is an assumption shown
    if rule is not None:
        assert rule in {s["rule"] for a in data["actions"] for s in a["steps"]}


@pytest.mark.parametrize("text, x, answer, decisive", [
    ("he's at 3, I Blaze him, is he dead?", 3, True, True),
    ("je lance Brasier sur ses Grizzlis, ils meurent ?", 2, True, True),
    ("je lance un Brasier sur lui pour 5, il est à 4, il est mort ?", None, True, False),  # X written: no assumption
])
def test_an_x_left_unsaid_is_what_the_message_is_about(full_trace, text, x, answer, decisive):
    data = full_trace(text)
    assert data["verdict"] == "legal"
    assert data["question"]["answer"] is answer
    found = [a for a in data["assumptions"] if a["kind"] == "x"]
    if x is None:
        assert found == []
        return
    assert len(found) == 1 and f"X = {x}" in found[0]["text"]
    assert found[0]["decisive"] is decisive
    assert found[0]["otherwise"]["answer_legal"] is (not answer)


def test_a_mode_read_from_a_player_target(full_trace):
    data = full_trace("I cast Boros Charm at him, how much damage does he take?")
    assert not [a for a in data["assumptions"] if a["kind"] == "mode"]  # said by its target: no assumption
    assert any(s["rule"] == "700.2" for a in data["actions"] for s in a["steps"])
    assert data["question"]["verb"] == "damage" and data["question"]["answer"] == 16


@pytest.mark.parametrize("text, card", [
    ("si je lance Désinvocation sur mes Elfes de Llanowar en réponse à sa Lame du destin, elle se résout quand même ?",
     "Doom Blade"),
    ("he Swords my Grizzly Bears, I Unsummon them in response, does it still resolve?", "Swords to Plowshares"),
])
def test_does_it_still_resolve_asks_about_the_spell_answered(full_trace, text, card):
    data = full_trace(text)
    assert (data["question"]["verb"], data["question"]["about"]) == ("fate", [card])
    assert any(a["kind"] == "reading" and "respon" in a["text"] or "répond" in a["text"] for a in data["assumptions"])
    assert "608.2b" in {s["rule"] for a in data["actions"] for s in a["steps"]}


@pytest.mark.parametrize("text, who", [
    ("I cast Stroke of Genius with X=2, what happens?", "me"),
    ("I flashback Deep Analysis, what happens?", "me"),
    ("I cast Healing Salve, what happens?", "me"),
    ("I cast Lightning Bolt, what happens?", "opponent"),
])
def test_an_unnamed_target_of_a_spell_that_helps_is_the_casters_own(full_trace, text, who):
    data = full_trace(text)
    target = [a for a in data["assumptions"] if a["kind"] == "first_target"]
    assert target, data["assumptions"]
    assert ("caster's own" in target[0]["text"]) is (who == "me")


def test_an_unnamed_creature_for_a_pump_is_the_casters_own(full_trace):
    data = full_trace("I cast Giant Growth, what happens?")
    me = next(p for p in data["state"]["players"] if p["name"] == "me")
    assert [p["name"] for p in me["battlefield"] if p.get("power") is not None] == ["a creature"]
    controller = [a for a in data["assumptions"] if a["kind"] == "controller"]
    assert controller and "belongs to the player who targets it" in controller[0]["text"]
