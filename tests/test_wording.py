"""The wording mechanism: one Fluent catalogue per language, complete in both, free of syntax errors."""

from __future__ import annotations

import re

import pytest
from fluent.syntax import FluentParser, FluentSerializer
from fluent.syntax import ast as ftl

from bot.render import i18n


def test_catalogues_parse_without_errors() -> None:
    for lang in i18n.LANGS:
        i18n.catalogue.cache_clear()
        assert i18n.message_ids(lang), lang  # _load raises CatalogueError on a syntax error or a duplicate id


def test_every_message_exists_in_both_languages() -> None:
    en, fr = i18n.message_ids("en"), i18n.message_ids("fr")
    assert sorted(en - fr) == [], "only in English"
    assert sorted(fr - en) == [], "only in French"


def test_both_languages_use_the_same_variables() -> None:
    for key in i18n.message_ids("en"):
        assert i18n.message_variables("en", key) == i18n.message_variables("fr", key), key


def test_a_broken_catalogue_is_refused(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "a.ftl").write_text("good = fine\nbad = { $x\n", encoding="utf-8")
    monkeypatch.setattr(i18n, "LOCALES_DIR", tmp_path)
    with pytest.raises(i18n.CatalogueError, match="a.ftl"):
        i18n._load("en")
    (tmp_path / "en" / "a.ftl").write_text("same = one\n", encoding="utf-8")
    (tmp_path / "en" / "b.ftl").write_text("same = two\n", encoding="utf-8")
    with pytest.raises(i18n.CatalogueError, match="already defined"):
        i18n._load("en")


def test_ids_keep_their_dots_outside_the_catalogue() -> None:
    assert i18n.fluent_id("step.cast_moves_to_stack") == "step-cast_moves_to_stack"
    assert i18n.has_message("step.cast_moves_to_stack")
    assert i18n.say("label.verdict.legal", "fr") == "Légal"



# ---------------------------------------------------------------------------- the catalogue's own wording

_NAMES = r"(card|target|source|spell|blocker|player|cards|targets|zone|alt|cost|ability|step)"
_ELISION = re.compile(r"(?<![\w'])(de|à|que|le|la|du) \{ \$" + _NAMES + r" \}")
_PARTICIPLE = re.compile(r"\{ \$(card|target|blocker|source|spell) \} (est|sont|a été|ont été) \w+é\b")
_USER_WRITTEN = {"err-unknown_player_name", "err-unknown_player"}  # the name as the user wrote it, quoted


def _sources(lang: str) -> dict[str, str]:
    parser = FluentParser(with_spans=False)
    out: dict[str, str] = {}
    for path in sorted((i18n.LOCALES_DIR / lang).glob("*.ftl")):
        for entry in parser.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ftl.Message):
                out[entry.id.name] = FluentSerializer().serialize_entry(entry)
    return out


def test_messages_follow_the_wording_rules() -> None:
    """What a message must do by itself: no "(s)" plurals, the asking player as "you" (a player's
    message selects on PERSON or uses POSS), and in French no bare "de { $card }" (elision and
    contraction go through DE/A) nor a participle that doesn't agree with a bare card name."""
    problems = []
    for lang in i18n.LANGS:
        for key, text in _sources(lang).items():
            if re.search(r"\((s|es|e)\)", text):
                problems.append((lang, key, "a (s) plural: use a plural selector"))
            if re.search(r"\$player\b", text) and "PERSON($player)" not in text and "POSS($player)" not in text \
                    and key not in _USER_WRITTEN and not key.startswith(("value-", "state-")):
                problems.append((lang, key, "$player without PERSON/POSS: the asking player must read as you"))
            if lang == "en" and re.search(r"\{ \$\w+ \}'s", text):
                problems.append((lang, key, "{ $x }'s: use POSS"))
            if lang == "fr" and _ELISION.search(text):
                problems.append((lang, key, "bare de/à/que/le before a name: use DE(), A() or an article"))
            if lang == "fr" and _PARTICIPLE.search(text):
                problems.append((lang, key, "a participle that doesn't agree: SUBJECT/VERB/AGREE"))
    assert problems == []
