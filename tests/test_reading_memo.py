"""The readings of one message share the card database's answers for its words (`freeform.memo`): the
message read first and each re-reading with another name choice (a partial name's other representatives)
ask for the candidates of the same words once, and say exactly what they say when each asks for itself."""

from __future__ import annotations

import pytest

from bot.language.freeform import Reader, read, reread
from bot.language.freeform.base import ReaderBase
from bot.language.freeform.nouns import NounPhrases

# partly written names with no situation: each is read as a representative, the others re-read and re-judged
MESSAGES = [
    "mes elfes attaquent seuls, il n'a pas de bloqueur, il est à 1, gg ?",
    "my elves attack alone, he has no blockers, hes at 1, gg?",
    "i cast giant growth on my elves then he bolts them do they die",
    "he pings my elves with his pyromancer, do they die?",  # "pyromancer" as a source: its own ranking
    "il attaque avec ses gobelins, je bloque avec mes elfes, qui meurt ?",
]


def _unshared(monkeypatch) -> list[tuple[str, tuple[str, ...]]]:
    """Every reader asks the database itself, as before the memo; returns the log of what was asked."""
    asked: list[tuple[str, tuple[str, ...]]] = []

    def containing(self, words, limit):
        asked.append(("containing", tuple(words)))
        return self.names.containing(words, limit=limit)

    def representatives(self, words, role=""):
        asked.append(("representatives", tuple(words)))
        return self._ranked_representatives(words, role)

    monkeypatch.setattr(ReaderBase, "_containing", containing)
    monkeypatch.setattr(NounPhrases, "_representatives", representatives)
    return asked


@pytest.mark.parametrize("text", MESSAGES)
def test_shared_answers_say_the_same(full_arbitre, monkeypatch, text):
    shared = full_arbitre.trace(text)
    asked = _unshared(monkeypatch)
    alone = full_arbitre.trace(text)
    assert shared.data == alone.data and shared.exit_code == alone.exit_code
    assert asked  # the message does ask for partly written names' candidates


@pytest.mark.parametrize("text", MESSAGES[:3])
def test_rereading_asks_once(full_arbitre, monkeypatch, text):
    pool = full_arbitre.pool
    first = read(text, pool)
    choice = first.choices[0]
    assert choice.how == "partial" and choice.close and choice.second is not None
    memo = first.memo
    counted = {k: len(v) for k, v in (("containing", memo.containing), ("representatives", memo.representatives))}
    assert counted["representatives"] >= 1
    for card in (choice.second, *choice.others):
        again = reread(first, pool, text, choice.index, card)
        assert again.memo is memo  # the re-reading asked the same words: nothing new was looked up
        assert {"containing": len(memo.containing), "representatives": len(memo.representatives)} == counted
        alone = Reader(pool, {choice.index: card}).read(text, first.lang)  # a memo of its own
        assert alone.memo is not memo
        assert again.message == alone.message
        assert again.choices == alone.choices and again.choices[0].card == card
        assert [(a.message, a.params) for a in again.assumptions] == [(a.message, a.params) for a in alone.assumptions]
        assert again.question == alone.question


def test_roles_are_kept_apart(full_arbitre):
    """A partly written name's candidates depend on its role ("with his pyromancer": one with an ability to use
    first), so the memo keeps them per role."""
    reader = Reader(full_arbitre.pool)
    plain = reader._representatives(["pyromancer"])
    source = reader._representatives(["pyromancer"], "source")
    assert set(reader.memo.representatives) == {(("pyromancer",), ""), (("pyromancer",), "source")}
    assert source and all(c.activated for c in source[:1])
    assert source == Reader(full_arbitre.pool)._ranked_representatives(["pyromancer"], "source")
    assert plain == Reader(full_arbitre.pool)._ranked_representatives(["pyromancer"], "")
    plain.clear()  # a caller's changes don't reach the next one
    assert reader._representatives(["pyromancer"]) == Reader(full_arbitre.pool)._ranked_representatives(
        ["pyromancer"], "")
