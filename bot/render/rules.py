"""Showing rule lookups: plain text, Markdown (Discord) and JSON, with French and English wording.

The rules service answers with a `RuleAnswer` whose JSON form (`to_json()`) is rendered here; its
notes are codes with parameters ({"code": "fr_missing", "params": {...}}), turned into
sentences here. Rule texts themselves are never translated: they are shown as imported.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from bot.render.i18n import has_message, say
from bot.render.summary import after_colon


def _lang(lang: str | None) -> str:
    return "fr" if lang == "fr" else "en"


def has_code(code: str) -> bool:
    """Whether a note or error code has a sentence (catalogue id `rules-<code>`)."""
    return has_message("rules-" + code)


def message(code: str, lang: str | None, /, **params: Any) -> str:
    """The sentence for `code` in `lang` (English when unknown), with its parameters filled in."""
    if not has_code(code):
        return code
    shown = {k: round(v, 1) if isinstance(v, float) else v for k, v in params.items()}
    return say("rules-" + code, _lang(lang), **shown)


def label(key: str, lang: str | None, **params: Any) -> str:
    return say("rules-label-" + key, _lang(lang), **params)


def confidence_label(conf: str, lang: str | None) -> str:
    return label(conf, lang) if has_message("rules-label-" + conf) else conf


def _note_params(note: dict[str, Any], lang: str) -> dict[str, Any]:
    params = dict(note.get("params") or {})
    if "how" not in params and "confidence" in params:
        params["how"] = confidence_label(params["confidence"], lang)
    if "score" in params and isinstance(params["score"], float):
        params["score"] = f"{params['score']:.2f}"
    for k, v in list(params.items()):
        if isinstance(v, (list, tuple)):
            params[k] = ", ".join(str(x) for x in v)
    return params


def notes_text(notes: Iterable[dict[str, Any]], lang: str | None) -> str | None:
    """The notes of an answer as one paragraph in `lang`; None when there are none."""
    lang = _lang(lang)
    parts = [message(n["code"], lang, **_note_params(n, lang)) for n in notes]
    return " ".join(parts) if parts else None


def error_text(result: dict[str, Any], lang: str | None) -> str:
    err = result.get("error") or {}
    lang = _lang(lang)
    return message(err.get("code", "lookup_failed"), lang, **_note_params(err, lang))


# --- renderers ---------------------------------------------------------------------------


def _rule_line(r: dict[str, Any], md: bool) -> str:
    num = r["number"]
    text = r.get("text") or ""
    sep = ". " if r.get("kind") in ("section", "chapter", "rule") else " "
    head = f"**{num}{sep.rstrip()}**" if md else f"{num}{sep.rstrip()}"
    if r.get("title") and r.get("title") == text:
        return f"{head} **{text}**" if md else f"{head} {text}"
    return f"{head} {text}"


def _examples(r: dict[str, Any], lang: str, md: bool, fold: bool) -> list[str]:
    out = []
    for ex in r.get("examples") or ():
        body = f"{label('example', lang)} {ex}"
        if md:
            body = body.replace("\n", " ")
            out.append(f"> ||*{body}*||" if fold else f"> *{body}*")
        else:
            out.append("    " + body.replace("\n", "\n    "))
    return out


def _render_rule_block(r: dict[str, Any], lang: str, md: bool, fold: bool) -> list[str]:
    lines = [_rule_line(r, md)]
    lines += _examples(r, lang, md, fold)
    for s in r.get("subrules") or ():
        lines.append(_rule_line(s, md))
        lines += _examples(s, lang, md, fold)
    return lines


def _edition_tag(r: dict[str, Any], lang: str, md: bool) -> str:
    tag = label("in_edition", lang, edition=r.get("edition", ""))
    return f"*({tag})*" if md else f"({tag})"


def render(result: dict[str, Any], fmt: str = "text", lang: str | None = None, fold_examples: bool | None = None,
           max_chars: int | None = None) -> str:
    """Render a rule-lookup answer. fmt: text | markdown | json.

    Markdown is meant for Discord: examples are folded in spoilers unless fold_examples=False.
    `max_chars` cuts the text (not the JSON) at a line boundary, with an ellipsis line.
    """
    lang = _lang(lang or result.get("requested_lang") or result.get("lang"))
    if fmt == "json":
        out = {k: v for k, v in result.items() if not k.startswith("_")}
        if out.get("error"):
            out["message"] = error_text(result, lang)
        out["note"] = notes_text(result.get("notes") or (), lang)
        return json.dumps(out, ensure_ascii=False, indent=2)
    md = fmt == "markdown"
    fold = md if fold_examples is None else fold_examples
    if result.get("error"):
        text = after_colon(error_text(result, lang), lang)
        return f"**{label('error', lang)}** {text}" if md else f"{label('error', lang)} {text}"

    lines: list[str] = []
    kind = result.get("kind")
    head = label("edition", lang, edition=result.get("edition", ""))
    lines.append(f"__{head}__" if md else head)

    if kind == "search":
        q = result.get("search_query", result.get("query", ""))
        results = result.get("results") or []
        lines.append(label("search", lang, query=q, edition=result.get("edition", ""), count=len(results)))
        for i, r in enumerate(results, 1):
            num = f"**{r['number']}**" if md else r["number"]
            title = f" {r['title']} —" if r.get("title") and r.get("title") != r.get("snippet") else ""
            lines.append(f"{i}. {num}{title} {r.get('snippet', '')}")
    for g in result.get("glossary") or ():
        lines.append("")
        gl = label("glossary", lang)
        term = str(g["term"])
        name = term
        if lang == "fr" and g.get("lang") != "fr":  # an English entry in a French answer: its French name first
            from bot.render.rules_answer import term_name

            name = term_name(term, lang)
        if name != term and term not in name:
            lines.append(label("glossary_term", lang, name=f"**{name}**" if md else name, term=term))
        else:
            lines.append(f"**{term}** *({gl})*" if md else f"{term} ({gl})")
        lines.append(g["text"])
    counterparts = {c["number"]: c for c in result.get("counterparts") or ()}
    for r in result.get("rules") or ():
        lines.append("")
        if r.get("role") == "counterpart":
            c = counterparts.get(r["number"], {})
            conf = confidence_label(c.get("confidence", ""), lang)
            score = c.get("score")
            score_txt = f", {score:.2f}" if isinstance(score, (int, float)) else ""
            tag = f"{label('now', lang)} ({r.get('edition', '')}): {conf}{score_txt}"
            lines.append(f"**→ {tag}**" if md else f"-> {tag}")
        elif r.get("edition") and r.get("edition") != result.get("edition"):
            lines.append(_edition_tag(r, lang, md))
        lines += _render_rule_block(r, lang, md, fold)
    # the counterpart's score and confidence are already on its "Today" line
    note = notes_text([n for n in result.get("notes") or () if n.get("code") != "counterpart"], lang)
    if note:
        note = after_colon(note, lang)  # « Remarque : le texte… », never « Remarque : Le texte… »
        lines.append("")
        lines.append(f"*{label('note', lang)} {note}*" if md else f"{label('note', lang)} {note}")
    text = "\n".join(lines).strip()
    if max_chars and len(text) > max_chars:
        cut = text.rfind("\n", 0, max_chars - 2)
        text = text[: cut if cut > 0 else max_chars - 2].rstrip() + "\n…"
    return text
