"""Errors of every command in the user's language (issue 12): when the words of the request don't say
which language it is in (a file that can't be read, a name nothing resembles), the settings' `lang`
then the system's locale decide; never an OS or Python message in English under a French locale."""

from __future__ import annotations

import pytest

from bot.cli import main
from bot.render.i18n import interface_lang


@pytest.fixture(autouse=True)
def _env(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    monkeypatch.setenv("ARBITRE_CACHE_DIR", str(tmp_path / "cache"))
    for name in ("LC_ALL", "LC_MESSAGES", "ARBITRE_LANG", "ARBITRE_CONFIG", "ARBITRE_CARDS_DB"):
        monkeypatch.delenv(name, raising=False)


def _run(capsys, monkeypatch: pytest.MonkeyPatch, locale: str, *argv: str) -> tuple[int, str]:
    monkeypatch.setenv("LANG", locale)
    code = main(list(argv))
    return code, capsys.readouterr().err


def test_interface_language() -> None:
    assert interface_lang("fr", {"LANG": "en_US.UTF-8"}) == "fr"
    assert interface_lang("auto", {"LANG": "fr_FR.UTF-8"}) == "fr"
    assert interface_lang(None, {"LC_ALL": "fr_CA", "LANG": "en_US"}) == "fr"
    assert interface_lang(None, {}) == "en"


@pytest.mark.parametrize(("locale", "expected"), [("fr_FR.UTF-8", "fichier introuvable"), ("C.UTF-8", "no such file")])
def test_a_missing_message_file(capsys, monkeypatch, tmp_path, locale: str, expected: str) -> None:
    code, err = _run(capsys, monkeypatch, locale, "trace", str(tmp_path / "nothing.txt"))
    assert code == 2
    assert expected in err and "No such file or directory" not in err


@pytest.mark.parametrize(("locale", "expected"), [("fr_FR.UTF-8", "c'est un dossier"), ("C.UTF-8", "a folder")])
def test_a_folder_given_as_message_file(capsys, monkeypatch, tmp_path, locale: str, expected: str) -> None:
    code, err = _run(capsys, monkeypatch, locale, "trace", str(tmp_path))
    assert code == 2 and expected in err


@pytest.mark.parametrize(("locale", "expected"), [("fr_FR.UTF-8", "carte inconnue : « zzzz »"),
                                                  ("C.UTF-8", "unknown card: “zzzz”")])
def test_a_card_name_like_nothing(capsys, monkeypatch, locale: str, expected: str) -> None:
    """Nothing in "zzzz" says its language, nor does a close match: the interface language speaks."""
    code, err = _run(capsys, monkeypatch, locale, "card", "zzzz")
    assert code == 2 and expected in err


@pytest.mark.parametrize(("locale", "expected"), [("fr_FR.UTF-8", "Le message est vide"),
                                                  ("C.UTF-8", "The message is empty")])
def test_an_empty_question(capsys, monkeypatch, locale: str, expected: str) -> None:
    """`arbitre ask "  "`: no word to tell the language: the interface's."""
    monkeypatch.setenv("LANG", locale)
    code = main(["ask", "   "])
    assert code == 2 and expected in capsys.readouterr().out
