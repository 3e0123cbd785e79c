"""The wording mechanism: one Fluent catalogue per language, complete in both, free of syntax errors."""

from __future__ import annotations

import pytest

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

