"""The catalogue formatting uses (`i18n.lazy`: split at entry starts, each entry parsed when first
used) holds exactly the entries of the full, checked parse (`i18n.catalogue`), and words a message
the same way."""

from __future__ import annotations

from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl

from bot.render import i18n


def _full_entries(lang: str) -> dict[str, ftl.Entry]:
    parser = FluentParser(with_spans=False)
    out: dict[str, ftl.Entry] = {}
    for path in sorted((i18n.LOCALES_DIR / lang).glob("*.ftl")):
        for entry in parser.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ftl.Message | ftl.Term):
                out[("-" if isinstance(entry, ftl.Term) else "") + entry.id.name] = entry
    return out


def test_the_lazy_catalogue_splits_into_the_same_entries() -> None:
    parser = FluentParser(with_spans=False)
    for lang in i18n.LANGS:
        full = _full_entries(lang)
        lazy = i18n.lazy(lang)
        assert set(lazy.sources) == set(full), lang
        assert lazy.ids == i18n.catalogue(lang).ids
        for name, (source, _file) in lazy.sources.items():
            assert parser.parse_entry(source).equals(full[name], ignored_fields=["span", "comment"]), (lang, name)


def test_a_message_reads_the_same_from_either_catalogue() -> None:
    from bot.engine.trace import Name
    from bot.render.words import arguments

    params = {"card": Name("Lightning Bolt", "Foudre"), "player": "me", "count": 2, "zone": "graveyard"}
    for lang in i18n.LANGS:
        bundle = i18n.catalogue(lang).bundle
        for key in ("step-cast_moves_to_stack", "label-verdict-legal", "text-header-yes"):
            fluent_args = {k: i18n.fluent_value(v) for k, v in arguments(params, lang).items()}
            full, _ = bundle.format_pattern(bundle.get_message(key).value, fluent_args)
            assert i18n.format_message(key, lang, arguments(params, lang)) == full, (lang, key)


def test_a_broken_entry_is_refused_when_first_used(tmp_path, monkeypatch) -> None:
    import pytest

    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "a.ftl").write_text("good = fine\nbad = { $x\n", encoding="utf-8")
    monkeypatch.setattr(i18n, "LOCALES_DIR", tmp_path)
    lazy = i18n._Lazy("en")
    assert lazy.message("good").value is not None
    with pytest.raises(i18n.CatalogueError, match="a.ftl"):
        lazy.message("bad")
