"""Every error class lives in foundation/errors.py, and its kind comes from its class."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import pytest

import foundation.errors as errors

PACKAGES = ("bot", "plugins", "cardpool", "foundation")


def _modules():
    for name in PACKAGES:
        package = importlib.import_module(name)
        yield package
        for info in pkgutil.walk_packages(package.__path__, prefix=name + "."):
            yield importlib.import_module(info.name)


def test_no_error_class_is_defined_outside_foundation_errors():
    elsewhere = []
    for module in _modules():
        for _, obj in inspect.getmembers(module, inspect.isclass):
            if issubclass(obj, BaseException) and obj.__module__ == module.__name__ != errors.__name__:
                elsewhere.append(f"{module.__name__}.{obj.__name__}")
    assert elsewhere == []


def _error_classes():
    return [obj for _, obj in inspect.getmembers(errors, inspect.isclass)
            if issubclass(obj, errors.ArbitreError) and obj.__module__ == errors.__name__]


def test_every_error_is_an_arbitre_error_with_its_own_kind():
    classes = _error_classes()
    assert len(classes) > 30
    for_all = [obj for _, obj in inspect.getmembers(errors, inspect.isclass)
               if issubclass(obj, BaseException) and obj.__module__ == errors.__name__]
    assert set(for_all) == set(classes)
    kinds = [c.kind for c in classes]
    assert len(kinds) == len(set(kinds)), "two error classes share a kind"


@pytest.mark.parametrize(("cls", "kind"), [
    (errors.UnknownCard, "unknown_card"), (errors.SyntaxProblem, "syntax"), (errors.MessageTooLarge, "too_large"),
    (errors.InternalError, "internal"), (errors.IllegalAction, "illegal"), (errors.NoMatch, "no_match"),
    (errors.NoRulesDatabase, "no_database"), (errors.DownloadTimeout, "download_timeout"),
])
def test_kind_is_the_class_s(cls, kind):
    assert cls.kind == kind


def test_a_subclass_without_a_declared_kind_is_named_after_its_class():
    class ShinyNewProblem(errors.MessageError):
        pass

    assert ShinyNewProblem.kind == "shiny_new_problem"
    assert ShinyNewProblem("err.x", line=2).kind == "shiny_new_problem"


def test_message_errors_take_positions_by_keyword_only():
    with pytest.raises(TypeError):
        errors.MessageError("syntax", "err.empty", None, None)  # the old (kind, message, ...) call shape
    exc = errors.UnknownCard("Lightning Blot", ("Lightning Bolt",), 2, 8)
    assert (exc.line, exc.column, exc.suggestions) == (2, 8, ("Lightning Bolt",))
    assert exc.params == {"name": "Lightning Blot"}


def test_errors_keep_the_builtin_bases_callers_catch():
    assert issubclass(errors.MessageError, ValueError)
    assert issubclass(errors.SettingsError, ValueError)
    assert issubclass(errors.DownloadError, OSError)
    assert issubclass(errors.EngineTimeout, TimeoutError)
