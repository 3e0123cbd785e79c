"""Card names found in a sentence (`bot.language.names.NameIndex.hits`) are kept per words: asked again (the
reader does, and re-reads a message with another name choice), the answer is the same, and a caller's
changes to a list it got don't reach the next caller."""

from __future__ import annotations

from bot.language.names import NameIndex, name_index


def test_names_asked_again_are_the_same(arbitre):
    index = name_index(arbitre.pool)
    words = ["grizzly", "bears", "and", "lightning", "bolt"]
    first = index.hits(words, 0)
    assert first and first[0].english == "Grizzly Bears"
    first.clear()
    again = index.hits(words, 0)
    assert [h.english for h in again] == ["Grizzly Bears"]
    assert [h.english for h in index.hits(words, 3)] == ["Lightning Bolt"]
    assert index.hits(words, 3, frozenset({1})) == []  # where a name may end is part of the question
    assert [h.english for h in NameIndex(arbitre.pool).hits(words, 3, frozenset({5}))] == ["Lightning Bolt"]
