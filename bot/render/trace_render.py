"""Turn an engine run into words: JSON (TRACE_JSON.md), terminal text, or Discord markdown.

Only this layer knows languages: it words the engine's message ids with the Fluent catalogues
(`bot/render/i18n.py`, `bot/render/locales/`).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from bot.engine.runner import CR_VERSION, RunResult
from bot.engine.state import GameState, Permanent
from bot.engine.trace import ErrorInfo, Name, Step
from bot.render.i18n import format_message, has_message
from bot.render.i18n import say as say_key

ZONE_KEYS = {"zone", "wanted"}
WORD_KEYS = {"alt", "kind", "trigger", "what", "player", "plugin", "targets", "target", "first", "second"}
ABILITY_KEYS = {"ability", "quality", "when", "helper"}  # keyword abilities, protection qualities, casting windows
MANA_KEYS = {"mana", "pool", "colors"}


def _word(prefix: str, text: str, lang: str) -> str | None:
    """The catalogue's word for a parameter value (`zone-hand`, `phase-upkeep`, `word-flashback`)."""
    key = prefix + text
    return say_key(key, lang) if has_message(key) else None


def mana_text(symbols: str, lang: str) -> str:
    if not symbols:
        return say_key("value-empty", lang)
    if "{" in symbols:
        return symbols
    return "".join(f"{{{c}}}" for c in symbols)


def value_text(key: str, value: Any, lang: str) -> str:
    if isinstance(value, Name):
        return value.text(lang)
    if isinstance(value, (tuple, list)):
        return ", ".join(value_text(key, v, lang) for v in value) or say_key("value-nothing", lang)
    if value is None:
        return "—"
    if isinstance(value, bool):
        return say_key("value-yes" if value else "value-no", lang)
    text = str(value)
    if key in ZONE_KEYS and (word := _word("zone-", text, lang)) is not None:
        return word
    if key == "step" and (word := _word("phase-", text, lang)) is not None:
        return word
    if key in MANA_KEYS:
        return mana_text(text, lang)
    if key in ABILITY_KEYS and (word := _word("ability-", text.replace(" ", "_"), lang)) is not None:
        return word
    if (key in WORD_KEYS or key == "cost") and (word := _word("word-", text, lang)) is not None:
        return word
    if key == "where" and ":" in text:
        who, zone = text.split(":", 1)
        return f"{value_text('player', who, lang)}, {value_text('zone', zone, lang)}"
    if key == "where" and (word := _word("zone-", text, lang)) is not None:
        return word
    if key == "where" and not text:
        return say_key("value-nowhere", lang)
    return text


def _param(key: str, value: Any, lang: str) -> Any:
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    return value_text(key, value, lang)


def say(message: str, params: dict[str, Any] | tuple | None, lang: str) -> str:
    """The message `message` in `lang`, with its parameters worded."""
    params = dict(params or {})
    if not has_message(message):
        detail = ", ".join(f"{k}={value_text(k, v, lang)}" for k, v in params.items())
        return f"{message} ({detail})" if detail else message
    return format_message(message, lang, {k: _param(k, v, lang) for k, v in params.items()})


# ---------------------------------------------------------------------------- JSON

def _permanent_json(perm: Permanent, state: GameState) -> dict[str, Any]:
    host = state.permanent(perm.attached_to) if perm.attached_to is not None else None
    return {
        "name": perm.card.name,
        "tapped": perm.tapped,
        "damage": perm.damage,
        "power": perm.power,
        "toughness": perm.toughness,
        "counters": dict(perm.counters),
        "sick": perm.sick,
        "attacking": perm.attacking,
        "keywords": sorted(perm.keywords),
        "colors": perm.colors,
        "token": perm.token,
        "attached_to": host.card.name if host is not None else None,
    }


def state_json(state: GameState) -> dict[str, Any]:
    return {
        "turn": {"active": state.active, "step": state.step, "priority": state.priority},
        "stack": [{"name": i.card.name, "kind": i.kind, "controller": i.controller} for i in state.stack],
        "players": [
            {
                "name": p.name,
                "life": p.life,
                "pool": p.pool.symbols(),
                "hand": [o.card.name for o in p.hand],
                "graveyard": [o.card.name for o in p.graveyard],
                "exile": [o.card.name for o in p.exile],
                "library": p.library_size,
                "battlefield": [_permanent_json(perm, state) for perm in state.battlefield
                                if perm.controller == p.name],
                "lost": p.lost,
            }
            for p in state.players
        ],
    }


def _step_json(step: Step, lang: str, titles: Callable[[str], str | None] | None) -> dict[str, Any]:
    out: dict[str, Any] = {"rule": step.rule, "kind": step.kind, "text": say(step.message, step.param_dict(), lang),
                           "id": step.message}
    if titles is not None:
        title = titles(step.rule)
        if title:
            out["title"] = title
    return out


def error_json(error: ErrorInfo, lang: str) -> dict[str, Any]:
    params = dict(error.params)
    return {
        "kind": error.kind,
        "line": error.line,
        "column": error.column,
        "message": say(error.message, params, lang),
        "suggestions": [str(s) for s in error.suggestions],  # card names (Name) as their English Oracle name
    }


def to_json(result: RunResult, lang: str, titles: Callable[[str], str | None] | None = None) -> dict[str, Any]:
    trace = result.trace
    actions = []
    for entry in trace.actions:
        answer = None
        if entry.answer is not None:
            answer = {"legal": entry.answer.legal, "rule": entry.answer.rule,
                      "message": say(entry.answer.message, entry.answer.params, lang)}
        actions.append({
            "index": entry.index,
            "line": entry.line,
            "source": entry.source,
            "legal": entry.legal,
            "answer": answer,
            "steps": [_step_json(s, lang, titles) for s in entry.steps],
        })
    illegal = None
    if trace.illegal is not None:
        ill = trace.illegal
        restored = [say(s.message, s.param_dict(), lang) for s in ill.restored]
        rollback_text = " ".join([say("rb.summary", {}, lang)] + restored)
        illegal = {
            "action": ill.action,
            "rule": ill.rule,
            "rules": list(ill.rules) + (["732.1"] if "732.1" not in ill.rules else []),
            "message": say(ill.message, ill.params, lang),
            "rollback": {"rule": "732.1", "text": rollback_text, "restored": restored},
        }
    return {
        "verdict": result.verdict,
        "cr_version": CR_VERSION,
        "lang": lang,
        "actions": actions,
        "illegal": illegal,
        "error": error_json(trace.error, lang) if trace.error is not None else None,
        "state": state_json(result.state),
        "plugin_failures": [{"plugin": f.plugin, "hook": f.hook, "error": f.error} for f in result.failures],
    }


# ---------------------------------------------------------------------------- text and markdown

def _label(key: str, lang: str) -> str:
    return say("label." + key, {}, lang)


def _state_lines(data: dict[str, Any], lang: str, name: Callable[[str], str]) -> list[str]:
    def names(cards: list[str]) -> str:
        return ", ".join(name(c) for c in cards) or "—"

    lines = []
    stack = data["state"]["stack"]
    stack_text = ", ".join(f"{name(s['name'])} ({value_text('player', s['controller'], lang)})" for s in stack)
    lines.append(f"{_label('stack', lang)}: {stack_text or _label('empty', lang)}")
    for p in data["state"]["players"]:
        perms = ", ".join(
            name(b["name"]) + (" (T)" if b["tapped"] else "")
            + (f" [{b['power']}/{b['toughness']}]" if b["power"] is not None else "")
            + (f" ({b['damage']} dmg)" if b["damage"] else "")
            for b in p["battlefield"]
        ) or "—"
        lines.append(
            f"{value_text('player', p['name'], lang)}: {_label('life', lang)} {p['life']}; "
            f"{_label('pool', lang)} {mana_text(p['pool'], lang)}; {_label('battlefield', lang)}: {perms}; "
            f"{_label('hand', lang)}: {names(p['hand'])}; {_label('graveyard', lang)}: {names(p['graveyard'])}"
            + (f"; {_label('exile', lang)}: {names(p['exile'])}" if p["exile"] else "")
        )
    return lines


def render_text(data: dict[str, Any], lang: str, markdown: bool = False,
                explain: Callable[[str], str | None] | None = None,
                card_name: Callable[[str], str] | None = None) -> str:
    """A readable trace for a terminal (markdown=False) or Discord (markdown=True).

    `card_name` turns the English names of the JSON state into names in `lang` (the core passes
    the card pool's French names); without it they stay English.
    """
    b = (lambda s: f"**{s}**") if markdown else (lambda s: s)
    code = (lambda s: f"`{s}`") if markdown else (lambda s: s.ljust(8))
    verdict = data["verdict"]
    mark = {"legal": "✅", "illegal": "❌", "error": "⚠️"}[verdict]
    out = [f"{mark} {b(_label('verdict.' + verdict, lang))} — CR {data['cr_version']}"]
    cited: list[str] = []
    for action in data["actions"]:
        head = (f"{_label('action', lang)} {action['index']} ({_label('line', lang)} {action['line']}): "
                f"{action['source']}")
        out.append("")
        out.append(b(head) if markdown else head)
        for step in action["steps"]:
            prefix = "  " if not markdown else "• "
            out.append(f"{prefix}{code(step['rule'])} {step['text']}")
            if step["rule"] not in cited:
                cited.append(step["rule"])
        if action.get("answer"):
            ans = action["answer"]
            label = _label("answer_yes" if ans["legal"] else "answer_no", lang)
            out.append(f"  → {b(label)} ({ans['rule']}): {ans['message']}")
    if data.get("illegal"):
        ill = data["illegal"]
        out.append("")
        out.append(f"{b(_label('why', lang))} ({', '.join(ill['rules'])}): {ill['message']}")
        out.append(f"{b(_label('rollback', lang))}: {ill['rollback']['text']}")
    if data.get("error"):
        err = data["error"]
        where = ""
        if err.get("line"):
            where = f"{_label('line', lang)} {err['line']}"
            if err.get("column"):
                where += f", {_label('column', lang)} {err['column']}"
            where += ": "
        out.append("")
        out.append(f"{where}{err['message']}")
        if err.get("suggestions"):
            key = "did_you_mean" if err["kind"] == "unknown_card" else "candidates"
            out.append(f"{_label(key, lang)}: {', '.join(err['suggestions'])}")
    for failure in data.get("plugin_failures") or []:
        out.append(f"{_label('plugin_failure', lang)}: {failure['plugin']} ({failure['hook']}): {failure['error']}")
    if data["actions"]:
        out.append("")
        out.append(b(_label("state", lang)))
        out.extend(("- " if markdown else "  ") + line for line in _state_lines(data, lang, card_name or str))
    if explain is not None:
        texts = []
        for rule in cited + ([r for r in (data.get("illegal") or {}).get("rules", []) if r not in cited]):
            text = explain(rule)
            if text:
                texts.append(f"{code(rule)} {text}")
        if texts:
            out.append("")
            out.append(b("CR"))
            out.extend(texts)
    return "\n".join(out)


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, indent=1)
