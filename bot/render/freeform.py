"""Words for what free-form judging adds to a trace (FREE_FORM.md section 4): assumptions, rules
questions, card questions, and the "Assumed" block of text, markdown and Discord replies.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from bot.engine.judge import Assumption, Otherwise
from bot.engine.runner import CR_VERSION, RunResult
from bot.engine.trace import Name
from bot.render.i18n import say as say_key
from bot.render.rules_answer import answer_lines
from bot.render.summary import after_colon
from bot.render.trace_render import _label, rules_polarity, say, value_text


def assumption_text(a: Assumption, lang: str) -> str:
    text = say(a.message, dict(a.params), lang)
    return text[:1].upper() + text[1:]


def otherwise_json(o: Otherwise, lang: str) -> dict[str, Any]:
    out: dict[str, Any] = {"rule": o.rule, "message": say(o.message, dict(o.params), lang) if o.message else ""}
    if o.condition:  # which other reading gives it, when there are several ("if it targets X")
        out["if"] = say(o.condition, dict(o.condition_params), lang)
    if o.answer_legal is not None:
        out["answer_legal"] = o.answer_legal
    else:
        out["verdict"] = o.verdict
    return out


def assumptions_json(assumptions: Sequence[Assumption], lang: str) -> list[dict[str, Any]]:
    out = []
    for a in assumptions:
        item: dict[str, Any] = {
            "kind": a.kind,
            "about": str(a.about),
            "text": assumption_text(a, lang),
            "stated": a.stated,
            "enabling": a.enabling,
            "decisive": a.decisive,
        }
        if a.decisive and a.otherwise is not None:
            item["otherwise"] = otherwise_json(a.otherwise, lang)
        out.append(item)
    return out


def otherwise_text(o: dict[str, Any], lang: str, verdict: str | None = None) -> str:
    """What a decisive assumption's other reading gives; `verdict` is the trace's own: the same
    verdict with another outcome reads "the outcome would be different", not "the play would be legal"."""
    condition = {"condition": o["if"]} if o.get("if") else {}
    prefix = "asm.otherwise_if_" if condition else "asm.otherwise_"
    if "answer_legal" not in o and verdict in ("legal", "illegal") and o.get("verdict") == verdict:
        text = say(prefix + "outcome", {"rule": o.get("rule", ""),
                                        "message": after_colon(str(o.get("message", "")), lang), **condition}, lang)
    elif "answer_legal" in o:
        answer = value_text("answer", bool(o["answer_legal"]), lang)
        text = say(prefix + "answer", {"answer": answer, "rule": o.get("rule", ""),
                                       "message": after_colon(str(o.get("message", "")), lang), **condition}, lang)
    else:
        verdict = _label("verdict." + str(o.get("verdict")), lang).lower()
        text = say(prefix + "verdict", {"verdict": verdict, "rule": o.get("rule", ""),
                                        "message": after_colon(str(o.get("message", "")), lang), **condition}, lang)
    return text if o.get("message") else text.rstrip(" :")  # no message: the rule says it


def assumed_lines(data: dict[str, Any], lang: str, markdown: bool = False) -> list[str]:
    """The "Assumed" block: one line per assumption, decisive ones with the other outcome."""
    items = data.get("assumptions") or []
    if not items:
        return []
    b = (lambda s: f"**{s}**") if markdown else (lambda s: s)
    lines = ["", b(_label("assumed", lang))]
    bullet = "- " if markdown else "  - "
    counts: dict[str, int] = {}  # the same assumption for two cards alike (two Islands) is said once, counted
    for a in items:
        counts[repr(sorted(a.items()))] = counts.get(repr(sorted(a.items())), 0) + 1
    for a in items:
        n = counts.pop(repr(sorted(a.items())), 0)
        if not n:
            continue
        inside = f" (×{n})" if n > 1 else ""  # said inside the sentence: "… sous votre contrôle (×2)."
        if a.get("stated"):
            inside += f" ({_label('stated', lang)})"
        text = str(a["text"])
        text = text[:-1] + inside + "." if text.endswith(".") else text + inside
        mark = f" ⚠ {b(_label('decisive', lang))}" if a.get("decisive") else ""
        lines.append(f"{bullet}{text}{mark}")
        if a.get("decisive") and a.get("otherwise"):
            lines.append(("    " if not markdown else "  ") + "→ " + otherwise_text(a["otherwise"], lang,
                                                                                  data.get("verdict")))
    return lines


# Step kinds that say what happened to a card or a player (not how it was cast or paid for).
_EVENT_KINDS = frozenset({"resolve", "sba", "replacement", "trigger"})


def events_json(result: RunResult, lang: str) -> list[dict[str, Any]]:
    """What happened to each card and player in the play, for the short answer of a question about one
    ("who dies?", "what happens to my Bears?", "how much does he take?"): every step that did something
    (resolution, state-based action, replacement, trigger; also a sacrifice paid as a cost), with the cards
    it concerns (English names), the player and the amount when it has them, in the order they happened.
    A question's hypothetical steps are left out: nothing of them happened."""
    out: list[dict[str, Any]] = []
    for entry in result.trace.actions:
        if entry.answer is not None:
            continue
        for step in entry.steps:
            if step.kind not in _EVENT_KINDS and step.message not in _EVENT_COSTS:
                continue
            params = step.param_dict()
            cards = params.get("cards")
            named = [str(c) for c in cards] if isinstance(cards, tuple | list) else []
            if isinstance(params.get("card"), Name):
                named.append(str(params["card"]))
            item: dict[str, Any] = {"id": step.message, "rule": step.rule, "kind": step.kind,
                                    "text": say(step.message, params, lang), "cards": named}
            if isinstance(params.get("source"), Name):
                item["source"] = str(params["source"])
            if isinstance(params.get("player"), str):
                item["player"] = params["player"]
            if isinstance(params.get("amount"), int):
                item["amount"] = params["amount"]
            if step.message.startswith("step.pumped") and isinstance(params.get("toughness"), str):
                item["toughness"] = params["toughness"]  # "+3": what kept a creature alive (bot.render.survival)
            out.append(item)
    return out


_EVENT_COSTS = frozenset({"step.cost_sacrifice"})


def empty_state() -> dict[str, Any]:
    return {"turn": {"active": None, "step": None, "priority": None}, "stack": [], "players": []}


def rules_answer_json(lang: str, rules: list[tuple[str, str, str]], glossary: list[tuple[str, str]],
                      note: str | None, edition: str | None) -> dict[str, Any]:
    """A rules question's answer (FREE_FORM.md section 4): `rules` are (number, text, the title of the rule
    or section it belongs to), best first."""
    return {
        "verdict": "answered",
        "kind": "rules_question",
        "cr_version": edition or CR_VERSION,
        "lang": lang,
        "actions": [],
        "illegal": None,
        "error": None,
        "rules": [{"number": n, "text": t, "title": title} for n, t, title in rules],
        "glossary": [{"term": term, "text": text} for term, text in glossary],
        "note": note,
        "assumptions": [],
        "state": empty_state(),
        "plugin_failures": [],
    }


def card_answer_json(lang: str, card: dict[str, Any]) -> dict[str, Any]:
    data = rules_answer_json(lang, [], [], None, None)
    data["kind"] = "card_question"
    data["card"] = card
    return data


def answered_text(data: dict[str, Any], lang: str, markdown: bool = False,
                  card_name: Callable[[str], str] | None = None) -> str:
    """A rules or card question's answer as text (markdown for Discord)."""
    b = (lambda s: f"**{s}**") if markdown else (lambda s: s)
    out = []
    if data.get("kind") == "card_question":
        card = data.get("card") or {}
        if (data.get("question") or {}).get("kind") == "card_type":  # "is Lightning Bolt an instant?": yes/no first
            out += [b(str(data.get("summary") or "")), ""]
        name = card.get("name_fr") if lang == "fr" and card.get("name_fr") else card.get("name", "")
        out.append(("🃏 " + say_key("text-labelled", lang, label=b(_label("card_question", lang)), text=b(str(name)))
                    + f" {card.get('mana_cost') or ''}").rstrip())
        type_line = str(card.get("type_line") or "")
        if lang == "fr" and type_line:  # the French cards' type line, else the English one said in French
            from bot.render.cards import french_type_line

            type_line = str(card.get("type_fr") or french_type_line(type_line) or type_line)
        if type_line:
            out.append(type_line)
        text = card.get("text_fr") if lang == "fr" and card.get("text_fr") else card.get("text")
        if text:
            out.append(str(text))
        if text and lang == "fr" and not card.get("text_fr"):  # the Oracle text, said to be English
            out.append(f"({say_key('card-oracle_only', lang)})")
        if card.get("power") is not None and card.get("toughness") is not None:
            out.append(f"{card['power']}/{card['toughness']}")
        return "\n".join(out)
    answer = rules_polarity(data)
    if answer != "none":  # a yes-or-no rules question: the header is its answer (issue 12 item 5)
        mark, label = ("✅" if answer == "yes" else "❌"), say_key(f"text-header-{answer}", lang)
        out.append(f"{mark} {b(label)} — {_label('rules_question', lang)} — CR {data.get('cr_version', CR_VERSION)}")
    else:
        out.append(f"📖 {b(_label('rules_question', lang))} — CR {data.get('cr_version', CR_VERSION)}")
    out += answer_lines(data, lang, markdown)
    return "\n".join(out)
