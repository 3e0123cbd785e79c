"""Helpers shared by the tests of issue 3 (flashback, madness, alternative costs).

`test_flashback_madness.py` and `test_alternative_costs.py` read traces (TRACE_JSON.md) with the
small functions below, build Arbitres with a plugin switched off, and build a test card pool:
the embedded default pool plus a few real cards it doesn't have yet (a madness cost with {X},
a flashback card with an additional cost), written in the project's own encoding
(docs/ability_model.md). Nothing from ../shared/data is copied here.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
CARDS_DIR = SHARED / "data" / "cards"
ATOMIC_CARDS = CARDS_DIR / "AtomicCards_fr_subset_20220425.json"

# Real cards missing from the default pool, encoded for these tests only. Avacyn's Judgment: only
# what its madness cast does (X damage to one target) is modelled; the rest is listed as such.
EXTRA_CARDS_TOML = '''

[[card]]
name = "Avacyn's Judgment"
name_fr = "Jugement selon Avacyn"
cost = "{1}{R}"
type_line = "Sorcery"
targets = [{kind = "any"}]
effects = [{kind = "damage", amount = "X", target = 0}]
costs = {madness = {mana = "{X}{R}"}}
unrecognized = ["2 damage instead of X when its madness cost wasn't paid", "damage divided among any number of targets"]

[[card]]
name = "Electric Revelation"
name_fr = "Révélation électrique"
cost = "{2}{R}"
type_line = "Instant"
additional_costs = [{discard = "card"}]
effects = [{kind = "draw", count = 2, who = "you"}]
costs = {flashback = {mana = "{3}{R}"}}
'''


def make_arbitre(tmp: Path, disabled: tuple[str, ...] = (), cards_db: str | None = None) -> Any:
    """An Arbitre like the `arbitre` fixture's, with some plugins switched off or another pool."""
    from bot.core import Arbitre
    from bot.settings import load_settings

    tmp.mkdir(parents=True, exist_ok=True)
    settings = load_settings(env={}, cache_dir=str(tmp), rules_db=str(tmp / "no-rules.sqlite"),
                             disabled_plugins=disabled)
    return Arbitre(settings, cards_db=cards_db)


def build_test_pool(tmp: Path) -> Path:
    """The default pool plus EXTRA_CARDS_TOML, as a card database (cardpool.store schema)."""
    from cardpool import store

    tmp.mkdir(parents=True, exist_ok=True)
    toml_path = tmp / "test_pool.toml"
    toml_path.write_text(store.DEFAULT_POOL_TOML.read_text(encoding="utf-8") + EXTRA_CARDS_TOML, encoding="utf-8")
    db = tmp / "test_pool.sqlite"
    store.build_default_pool(db, toml_path)
    return db


def runner(arbitre: Any):
    """trace(text, lang=None) -> the TRACE_JSON dict with 'exit' added (like the conftest fixture)."""

    def run(text: str, lang: str | None = None) -> dict:
        outcome = arbitre.trace(text, lang)
        data = dict(outcome.data)
        data["exit"] = outcome.exit_code
        return data

    return run


# ----------------------------------------------------------------------------- reading traces


def cited(t: dict) -> set[str]:
    """Every rule the trace cites: steps, the illegal rule(s), the rollback, answers."""
    rules = {s["rule"] for a in t["actions"] for s in a["steps"] if s.get("rule")}
    ill = t.get("illegal") or {}
    rules |= {r for r in [ill.get("rule"), (ill.get("rollback") or {}).get("rule"), *(ill.get("rules") or [])] if r}
    rules |= {a["answer"]["rule"] for a in t["actions"] if a.get("answer")}
    return rules


def steps(t: dict, index: int | None = None) -> list[dict]:
    """The steps in order (of one action when `index` is given)."""
    return [s for a in t["actions"] if index is None or a["index"] == index for s in a["steps"]]


def rules_of(t: dict, index: int | None = None) -> list[str]:
    return [s["rule"] for s in steps(t, index)]


def first_index(t: dict, rule: str, kind: str | None = None, contains: str | None = None) -> int:
    """Position in the whole trace of the first step citing `rule` (and of `kind`, with `contains`)."""
    for i, s in enumerate(steps(t)):
        if s["rule"] == rule and (kind is None or s["kind"] == kind) and (contains is None or contains in s["text"]):
            return i
    seen = [(s["rule"], s["text"]) for s in steps(t)]
    raise AssertionError(f"no step {rule} {kind or ''} {contains or ''} in {seen}")


def player(t: dict, name: str) -> dict:
    (p,) = [p for p in t["state"]["players"] if p["name"] == name]
    return p


def bf(t: dict, who: str, name: str) -> list[dict]:
    return [x for x in player(t, who)["battlefield"] if x["name"] == name]


def tapped(t: dict, who: str, name: str) -> int:
    """How many permanents of that name are tapped."""
    return sum(1 for x in bf(t, who, name) if x["tapped"])


def stack(t: dict) -> list[tuple[str, str]]:
    """The stack, bottom first, as (name, kind)."""
    return [(o["name"], o["kind"]) for o in t["state"]["stack"]]


def legal(t: dict) -> dict:
    assert t["verdict"] == "legal", (t.get("illegal"), t.get("error"))
    assert t["exit"] == 0 and t["illegal"] is None and t["error"] is None
    assert all(a["legal"] for a in t["actions"])
    return t


def illegal(t: dict, rule: str, action: int | None = None, rules: tuple[str, ...] = ()) -> dict:
    """Verdict illegal, decided by `rule` (also listed first in illegal.rules), undone by 732."""
    assert t["verdict"] == "illegal", (t.get("illegal"), t.get("error"))
    assert t["exit"] == 1 and t["error"] is None
    ill = t["illegal"]
    assert ill["rule"] == rule, ill
    assert ill["rules"][0] == rule
    for r in rules:
        assert r in ill["rules"], (r, ill["rules"])
    assert ill["rollback"]["rule"] == "732.1"
    if action is not None:
        assert ill["action"] == action, ill
    assert ill["message"]
    return t


def incomplete(t: dict, line: int | None = None, candidates: tuple[str, ...] | None = None) -> dict:
    """Verdict error of kind "incomplete" (exit 2): a choice the message must write is missing."""
    assert t["verdict"] == "error", (t.get("illegal"), t.get("error"))
    assert t["exit"] == 2 and t["illegal"] is None
    err = t["error"]
    assert err["kind"] == "incomplete", err
    if line is not None:
        assert err["line"] == line, err
    if candidates is not None:
        assert sorted(err["suggestions"]) == sorted(candidates), err
    return t
