"""Readers of a TRACE_JSON dict shared by the engine tests (players, permanents, cited rules, turn)."""

from __future__ import annotations


def player(data: dict, name: str) -> dict:
    return next(p for p in data["state"]["players"] if p["name"] == name)


def perms(data: dict, who: str, name: str) -> list[dict]:
    return [c for c in player(data, who)["battlefield"] if c["name"] == name]


def perm(data: dict, who: str, name: str) -> dict:
    found = perms(data, who, name)
    assert len(found) == 1, (name, player(data, who)["battlefield"])
    return found[0]


def cited(data: dict, action: int | None = None) -> set[str]:
    """The rules the steps cite (of one action, when given)."""
    acts = data["actions"] if action is None else [data["actions"][action - 1]]
    return {s["rule"] for a in acts for s in a["steps"]}


def turn(data: dict) -> tuple[str, str, str | None]:
    t = data["state"]["turn"]
    return t["active"], t["step"], t["priority"]


def assert_legal(data: dict) -> None:
    assert (data["verdict"], data["exit"]) == ("legal", 0), (data.get("illegal"), data.get("error"))
    assert data["illegal"] is None and data["error"] is None


def steps(data: dict) -> list[dict]:
    """Every step of every action, in order."""
    return [s for a in data["actions"] for s in a["steps"]]


def step_ids(data: dict) -> list[str]:
    return [s["id"] for s in steps(data)]


def illegal(data: dict, rule: str, action: int | None = None) -> dict:
    """The `illegal` part of a trace judged illegal by `rule` (at action `action`, when given)."""
    assert (data["verdict"], data["exit"]) == ("illegal", 1), (data.get("error"), data["actions"][-1]["steps"])
    ill = data["illegal"]
    assert ill["rule"] == rule, ill
    if action is not None:
        assert ill["action"] == action, ill
    return ill
