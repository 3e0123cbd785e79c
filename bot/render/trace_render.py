"""Turn an engine run into words: JSON (TRACE_JSON.md), terminal text, or Discord markdown.

Only this layer knows languages: it words the engine's message ids with `messages.toml`.
"""

from __future__ import annotations

import functools
import json
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bot.engine.runner import CR_VERSION, RunResult
from bot.engine.state import GameState, Permanent
from bot.engine.trace import ErrorInfo, Name, Step

MESSAGES_FILE = Path(__file__).with_name("messages.toml")

ZONE_LABELS = {
    "hand": ("hand", "main"), "graveyard": ("graveyard", "cimetière"), "exile": ("exile", "exil"),
    "library": ("library", "bibliothèque"), "battlefield": ("battlefield", "champ de bataille"),
    "stack": ("stack", "pile"),
}
STEP_LABELS = {
    "untap": ("untap", "dégagement"), "upkeep": ("upkeep", "entretien"), "draw": ("draw", "pioche"),
    "main1": ("precombat main", "première phase principale"),
    "beginning_of_combat": ("beginning of combat", "début du combat"),
    "declare_attackers": ("declare attackers", "déclaration des attaquants"),
    "declare_blockers": ("declare blockers", "déclaration des bloqueurs"),
    "first_strike_damage": ("first-strike combat damage", "blessures de combat de l'initiative"),
    "combat_damage": ("combat damage", "blessures de combat"), "end_of_combat": ("end of combat", "fin du combat"),
    "main2": ("postcombat main", "seconde phase principale"), "end": ("end", "fin"),
    "cleanup": ("cleanup", "nettoyage"),
}
WORD_LABELS = {
    "flashback": ("flashback", "flashback"), "madness": ("madness", "folie"), "kicker": ("kicker", "kicker"),
    "multikicker": ("multikicker", "multikicker"), "buyback": ("buyback", "rachat"),
    "entwine": ("entwine", "enlacement"), "alternative": ("alternative", "alternatif"),
    "spell": ("spell", "sort"), "ability": ("ability", "capacité"), "trigger": ("triggered ability", "capacité déclenchée"),
    "any": ("any target", "n'importe quelle cible"), "player": ("player", "joueur"),
    "permanent": ("permanent", "permanent"), "object": ("permanent of the right kind", "permanent du bon type"),
    "creature_or_player": ("creature or player", "créature ou joueur"),
    "activated_ability": ("activated ability", "capacité activée"), "discard": ("discard", "défausse"),
    "player_or_planeswalker": ("player or planeswalker", "joueur ou planeswalker"),
    "opponent_or_planeswalker": ("opponent or planeswalker", "adversaire ou planeswalker"),
    "spell_or_ability": ("spell or ability", "sort ou capacité"),
    "triggered_ability": ("triggered ability", "capacité déclenchée"), "spell_or_permanent": ("spell or permanent", "sort ou permanent"),
    "search": ("search", "recherche"), "enters": ("enters the battlefield", "arrive sur le champ de bataille"),
    "dies": ("dies", "meurt"), "creature_dies": ("a creature dies", "une créature meurt"),
    "you_cast": ("a spell is cast", "un sort est lancé"), "me": ("me", "moi"), "opponent": ("opponent", "l'adversaire"),
}
ZONE_KEYS = {"zone", "wanted"}
WORD_KEYS = {"alt", "kind", "trigger", "what", "player", "plugin", "targets", "target", "first", "second"}
MANA_KEYS = {"mana", "pool", "colors"}


@functools.lru_cache(maxsize=1)
def catalog() -> dict[str, dict[str, str]]:
    with open(MESSAGES_FILE, "rb") as fh:
        return tomllib.load(fh)


def _pick(pair: tuple[str, str], lang: str) -> str:
    return pair[1] if lang == "fr" else pair[0]


def mana_text(symbols: str, lang: str) -> str:
    if not symbols:
        return _pick(("empty", "vide"), lang)
    if "{" in symbols:
        return symbols
    return "".join("{%s}" % c for c in symbols)


def value_text(key: str, value: Any, lang: str) -> str:
    if isinstance(value, Name):
        return value.text(lang)
    if isinstance(value, (tuple, list)):
        return ", ".join(value_text(key, v, lang) for v in value) or _pick(("nothing", "rien"), lang)
    if value is None:
        return "—"
    if isinstance(value, bool):
        return _pick(("yes", "oui"), lang) if value else _pick(("no", "non"), lang)
    text = str(value)
    if key in ZONE_KEYS and text in ZONE_LABELS:
        return _pick(ZONE_LABELS[text], lang)
    if key == "step" and text in STEP_LABELS:
        return _pick(STEP_LABELS[text], lang)
    if key in MANA_KEYS:
        return mana_text(text, lang)
    if (key in WORD_KEYS or key == "cost") and text in WORD_LABELS:
        return _pick(WORD_LABELS[text], lang)
    if key == "where" and ":" in text:
        who, zone = text.split(":", 1)
        return f"{value_text('player', who, lang)}, {value_text('zone', zone, lang)}"
    if key == "where" and text in ZONE_LABELS:
        return _pick(ZONE_LABELS[text], lang)
    if key == "where" and not text:
        return _pick(("nowhere in this situation", "nulle part dans cette situation"), lang)
    return text


class _Params(dict):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def say(message: str, params: dict[str, Any] | tuple | None, lang: str) -> str:
    """The message `message` in `lang`, with its parameters worded."""
    entry = catalog().get(message)
    params = dict(params or {})
    if entry is None:
        detail = ", ".join(f"{k}={value_text(k, v, lang)}" for k, v in params.items())
        return f"{message} ({detail})" if detail else message
    template = entry.get(lang) or entry.get("en") or message
    return template.format_map(_Params({k: value_text(k, v, lang) for k, v in params.items()}))


# ---------------------------------------------------------------------------- JSON

def _permanent_json(perm: Permanent) -> dict[str, Any]:
    out = {
        "name": perm.card.name,
        "tapped": perm.tapped,
        "damage": perm.damage,
        "power": perm.power,
        "toughness": perm.toughness,
        "counters": dict(perm.counters),
        "sick": perm.sick,
        "attacking": perm.attacking,
    }
    if perm.origin == "assumed":
        out["assumed"] = True  # an assumed land (FREE_FORM.md section 4)
    return out


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
                "battlefield": [_permanent_json(perm) for perm in state.battlefield if perm.controller == p.name],
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
        "kind": "play",
        "assumptions": [],
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
    if data.get("kind") in ("rules_question", "card_question"):
        from bot.render.freeform import answered_text

        return answered_text(data, lang, markdown, card_name)
    b = (lambda s: f"**{s}**") if markdown else (lambda s: s)
    code = (lambda s: f"`{s}`") if markdown else (lambda s: s.ljust(8))
    verdict = data["verdict"]
    mark = {"legal": "✅", "illegal": "❌", "error": "⚠️", "answered": "📖"}.get(verdict, "⚠️")
    out = [f"{mark} {b(_label('verdict.' + verdict, lang))} — CR {data['cr_version']}"]
    cited: list[str] = []
    for action in data["actions"]:
        head = f"{_label('action', lang)} {action['index']} ({_label('line', lang)} {action['line']}): {action['source']}"
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
        for reading in err.get("readings") or []:
            out.append(f"  - {reading}")
    if data.get("assumptions"):
        from bot.render.freeform import assumed_lines

        out.extend(assumed_lines(data, lang, markdown))
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
