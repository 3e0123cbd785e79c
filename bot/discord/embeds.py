"""Discord replies: embeds for traces, rules, cards, help and settings, kept within Discord's limits.

Every piece of text a user wrote (the play's lines, names, queries) goes through `escape` before
it is put in a message: markdown is neutralised and mentions can't ping or render. Every embed
goes through `fit`, which enforces the limits (title 256, description 4096, 25 fields of 256/1024,
footer 2048, 6000 in all) counting UTF-16 units, as Discord does.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any

import discord

from bot.cards import CardAnswer
from bot.engine.trace import Name
from bot.render.cards import card_fields
from bot.render.i18n import say
from bot.render.summary import OUTCOME_STEPS, after_colon, asked, summarize

CONTENT_LIMIT = 2000
TITLE_LIMIT = 256
DESCRIPTION_LIMIT = 4096
FIELD_COUNT = 25
FIELD_NAME_LIMIT = 256
FIELD_VALUE_LIMIT = 1024
FOOTER_LIMIT = 2048
AUTHOR_LIMIT = 256
TOTAL_LIMIT = 6000
EMBEDS_PER_MESSAGE = 10

PAGE_CHARS = 2800  # description of one trace page: leaves room for the verdict fields
RULE_PAGE_CHARS = 3900
ELLIPSIS = "…"

COLOURS = {
    "legal": discord.Colour(0x2ECC71),
    "illegal": discord.Colour(0xE74C3C),
    "error": discord.Colour(0xE67E22),
    "rule": discord.Colour(0x5865F2),
    "info": discord.Colour(0x95A5A6),
}
CARD_COLOURS = {"W": 0xF8F6D8, "U": 0x0E68AB, "B": 0x3B3B3B, "R": 0xD3202A, "G": 0x00733E}
STEP_MARKS = {"illegal": "⛔", "trigger": "⚡", "replacement": "↪", "sba": "⚖", "resolve": "↳", "mana": "◆",
              "cost": "•", "info": "·", "step": "•"}


# ---------------------------------------------------------------------------- text safety

def ulen(text: str) -> int:
    """Length as Discord counts it (UTF-16 code units)."""
    if text.isascii():
        return len(text)
    return len(text.encode("utf-16-le", "surrogatepass")) >> 1


_MARKDOWN = re.compile(r"([\\*_~|`\[\]<])")
_LINE_START = re.compile(r"(?m)^([ \t]*)([>#-])")  # [ \t], not \s: \s crosses lines and backtracks (quadratic)
_MENTION = re.compile(r"@(everyone|here)", re.I)
_ANGLE = re.compile(r"<(?=[@#/:at]|\w+:)")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\u202a-\u202e\u2066-\u2069]")


_NEEDS_ESCAPE = re.compile(r"[\\*_~|`\[\]<@\x00-\x08\x0b\x0c\x0e-\x1f\x7f\u202a-\u202e\u2066-\u2069]|(?m:^[ \t]*[>#-])")


def escape(text: Any) -> str:
    """User-written text made inert: markdown escaped, mentions and <...> markup broken, controls removed."""
    text = str(text)
    if not _NEEDS_ESCAPE.search(text):
        return text
    text = _CONTROL.sub("", text)
    text = _MARKDOWN.sub(r"\\\1", text)
    text = _LINE_START.sub(r"\1\\\2", text)
    return text.replace("@", "@\u200b")  # no mention can form, whatever follows


def neutralise(text: Any) -> str:
    """Trusted text that may carry markdown (rules, our own wording): only mentions are broken."""
    text = _CONTROL.sub("", str(text))
    text = _MENTION.sub("@\u200b\\1", text)
    return _ANGLE.sub("<\u200b", text)


def code_safe(text: Any) -> str:
    """Short text shown inside `code` (where backslash escapes would show): no backticks, no controls."""
    return _CONTROL.sub("", str(text)).replace("`", "ˋ").replace("@", "@\u200b")[:100]


def truncate(text: str, limit: int) -> str:
    """`text` cut to at most `limit` UTF-16 units (at a line end when one is close), with an ellipsis."""
    if ulen(text) <= limit:
        return text
    budget = limit - 1
    cut = text[:budget]
    if ulen(cut) > budget:  # characters outside the BMP count twice
        units = 0
        for i, ch in enumerate(cut):
            units += 2 if ord(ch) > 0xFFFF else 1
            if units > budget:
                cut = cut[:i]
                break
    line_end = cut.rfind("\n")
    if line_end > budget * 0.8:
        cut = cut[:line_end]
    # never leave an unfinished code span, an open bold, or a dangling escape
    if cut.count("`") % 2:
        cut = cut[: cut.rfind("`")]
    while cut.count("**") % 2 and ulen(cut) + 3 > limit:
        cut = cut[:-1]
    if (len(cut) - len(cut.rstrip("\\"))) % 2:
        cut = cut[:-1]
    if cut.count("**") % 2:
        cut += "**"
    return cut + ELLIPSIS


def content(text: str) -> str:
    return truncate(text, CONTENT_LIMIT)


def fit(embed: discord.Embed) -> discord.Embed:
    """Bring an embed within every Discord limit (shortening the longest parts first)."""
    if embed.title:
        embed.title = truncate(embed.title, TITLE_LIMIT)
    if embed.description:
        embed.description = truncate(embed.description, DESCRIPTION_LIMIT)
    fields = [(f.name or "\u200b", f.value or "\u200b", f.inline) for f in embed.fields][:FIELD_COUNT]
    embed.clear_fields()
    for name, value, inline in fields:
        embed.add_field(name=truncate(name, FIELD_NAME_LIMIT), value=truncate(value, FIELD_VALUE_LIMIT), inline=inline)
    footer = embed.footer.text if embed.footer else None
    if footer:
        embed.set_footer(text=truncate(footer, FOOTER_LIMIT), icon_url=embed.footer.icon_url)
    if embed.author and embed.author.name:
        embed.set_author(name=truncate(embed.author.name, AUTHOR_LIMIT), url=embed.author.url,
                         icon_url=embed.author.icon_url)
    over = size(embed) - TOTAL_LIMIT
    while over > 0:
        # shorten the description, then the last fields, then drop fields
        if embed.description and ulen(embed.description) > 200:
            embed.description = truncate(embed.description, max(200, ulen(embed.description) - over))
        elif embed.fields:
            last = len(embed.fields) - 1
            f = embed.fields[last]
            value = f.value or ""
            if ulen(value) > 100:
                embed.set_field_at(last, name=f.name, value=truncate(value, max(100, ulen(value) - over)),
                                   inline=f.inline)
            else:
                embed.remove_field(last)
        elif embed.description:
            embed.description = truncate(embed.description, max(1, ulen(embed.description) - over))
        else:
            embed.title = truncate(embed.title or "", max(1, ulen(embed.title or "") - over))
        over = size(embed) - TOTAL_LIMIT
    return embed


def size(embed: discord.Embed) -> int:
    total = ulen(embed.title or "") + ulen(embed.description or "")
    for f in embed.fields:
        total += ulen(f.name or "") + ulen(f.value or "")
    if embed.footer and embed.footer.text:
        total += ulen(embed.footer.text)
    if embed.author and embed.author.name:
        total += ulen(embed.author.name)
    return total


def _fits(e: discord.Embed) -> bool:
    return (ulen(e.title or "") <= TITLE_LIMIT and ulen(e.description or "") <= DESCRIPTION_LIMIT
            and len(e.fields) <= FIELD_COUNT
            and all(ulen(f.name or "") <= FIELD_NAME_LIMIT and ulen(f.value or "") <= FIELD_VALUE_LIMIT
                    and f.name and f.value for f in e.fields)
            and ulen((e.footer.text if e.footer else "") or "") <= FOOTER_LIMIT
            and ulen((e.author.name if e.author else "") or "") <= AUTHOR_LIMIT and size(e) <= TOTAL_LIMIT)


def fit_message(embeds: list[discord.Embed]) -> list[discord.Embed]:
    """At most 10 embeds, 6000 units together (later embeds are dropped first)."""
    out = [e if _fits(e) else fit(e) for e in embeds[:EMBEDS_PER_MESSAGE]]
    while len(out) > 1 and sum(size(e) for e in out) > TOTAL_LIMIT:
        out.pop()
    return out


def paginate(blocks: Iterable[str], limit: int) -> list[str]:
    """Pack text blocks into pages of at most `limit` units; a block too long is split at lines."""
    pages: list[str] = []
    current = ""
    for block in blocks:
        pieces = [block] if ulen(block) <= limit else _split_lines(block, limit)
        for piece in pieces:
            if not current:
                current = piece
            elif ulen(current) + 2 + ulen(piece) <= limit:
                current += "\n\n" + piece if piece.startswith("**") else "\n" + piece
            else:
                pages.append(current)
                current = piece
    if current:
        pages.append(current)
    return pages or [""]


def _split_lines(block: str, limit: int) -> list[str]:
    out: list[str] = []
    current = ""
    for line in block.split("\n"):
        line = truncate(line, limit)
        if current and ulen(current) + 1 + ulen(line) > limit:
            out.append(current)
            current = line
        else:
            current = f"{current}\n{line}" if current else line
    if current:
        out.append(current)
    return out


def set_page_footers(embeds: list[discord.Embed], base: str, lang: str) -> list[discord.Embed]:
    n = len(embeds)
    for i, e in enumerate(embeds, 1):
        text = base if n == 1 else f"{base} · {say('page', lang, page=i, pages=n)}"
        e.set_footer(text=text)
    return [e if _fits(e) else fit(e) for e in embeds]


# ---------------------------------------------------------------------------- traces

NameFn = Callable[[str], "str | Name"]
KEY_STEP_IDS = frozenset(OUTCOME_STEPS)


def _rule(number: Any) -> str:
    return f"`{code_safe(number)}`" if number else ""


def _step_line(step: dict[str, Any], lang: str) -> str:
    kind = step.get("kind", "step")
    text = escape(step.get("text", ""))
    if kind == "illegal":
        return f"⛔ **{_rule(step.get('rule'))} {text}** ← {say('trace.illegal_step', lang)}"
    return f"{STEP_MARKS.get(kind, '•')} {_rule(step.get('rule'))} {text}"


def _answer_line(answer: dict[str, Any], lang: str) -> str:
    """"→ Yes (605.3a): you can ...", worded as the text trace words it (text-answer), in markdown."""
    yes = say("trace.answer_yes" if answer.get("legal") else "trace.answer_no", lang)
    line = say("text-answer", lang, legal="yes" if answer.get("legal") else "no", rule=_rule(answer.get("rule")),
               message=escape(after_colon(str(answer.get("message", "")), lang)))
    from bot.render.trace_render import but_line

    buts = [f"\n→ {but_line({**but, 'message': escape(str(but.get('message', '')))}, lang, _rule)}"
            for but in answer.get("but") or ()]
    return "→ " + line.replace(yes, f"**{yes}**", 1) + "".join(buts)


def action_block(action: dict[str, Any], lang: str, illegal_action: int | None) -> str:
    head = say("trace.action", lang, index=action.get("index"), line=action.get("line"))
    mark = "❌ " if action.get("index") == illegal_action else ""
    lines = [f"**{mark}{head}** · {escape(truncate(str(action.get('source', '')), 300))}"]
    lines += [_step_line(step, lang) for step in action.get("steps") or ()]
    answer = action.get("answer")
    if answer:
        lines.append(_answer_line(answer, lang))
    return "\n".join(lines)


# Steps of a "can I ...?" that say what allows it: an alternative cost, flash
KEY_ASKED_IDS = frozenset({"step.alt_permission", "step.flash_timing"})


def key_steps(data: dict[str, Any], lang: str, limit: int = 6) -> list[str]:
    """The steps a reader wants before the whole trace: the illegal one, what the play led to; for a question,
    what allows it, the answer, and what it leads to if nobody responds."""
    lines: list[str] = []
    for action in data.get("actions") or ():
        answer = action.get("answer")
        for step in action.get("steps") or ():
            if step.get("kind") == "illegal" or step.get("id") in (KEY_ASKED_IDS if answer else KEY_STEP_IDS):
                lines.append(_step_line(step, lang))
        if answer:
            lines.append(_answer_line(answer, lang))
            lines += [_step_line(step, lang) for step in answer.get("resolution") or ()
                      if step.get("id") in KEY_STEP_IDS][:MAX_RESOLUTION_LINES]
    return lines[-limit:]


MAX_RESOLUTION_LINES = 2


def state_fields(data: dict[str, Any], lang: str, name_fn: NameFn | None = None) -> list[tuple[str, str]]:
    """The final situation: the turn and the stack (top first), then one line per player, in `lang`."""
    from bot.render.i18n import format_message
    from bot.render.trace_render import state_lines
    from bot.render.words import player, word_noun

    state = data.get("state") or {}
    turn = state.get("turn") or {}
    lines = []
    if turn.get("active"):
        step = word_noun("phase-" + str(turn.get("step")), lang)
        lines.append(escape(format_message("trace.turn", lang, {
            "player": player(str(turn["active"]), lang), "step": step.text if step else str(turn.get("step")),
            "priority": player(str(turn.get("priority") or ""), lang)})))
    lines += [escape(line) for line in state_lines(data, lang, name_fn)]
    out: list[tuple[str, str]] = []
    current: list[str] = []
    for line in lines:  # one field, or several when the situation is long
        if current and ulen("\n".join(current + [line])) > FIELD_VALUE_LIMIT:
            out.append((say("trace.final", lang) if not out else "\u200b", "\n".join(current)))
            current = []
        current.append(truncate(line, FIELD_VALUE_LIMIT))
    if current:
        out.append((say("trace.final", lang) if not out else "\u200b", "\n".join(current)))
    return out


def trace_title(data: dict[str, Any], lang: str) -> str:
    """A question is answered Yes / No; a play gets its verdict."""
    yes = asked(data)
    if yes is not None:
        return say("trace.title_yes" if yes else "trace.title_no", lang)
    kind = (data.get("error") or {}).get("kind") if data.get("verdict") == "error" else None
    if kind in ("ambiguous", "incomplete"):  # read, but not judged: not "I couldn't read this play"
        return say(f"verdict.{kind}", lang)
    return say(f"verdict.{data.get('verdict', 'error')}", lang)


def trace_embeds(data: dict[str, Any], lang: str, *, name_fn: NameFn | None = None,
                 plugin_errors: list[tuple[str, str, str]] | None = None, internal_error_id: str | None = None,
                 page_chars: int = PAGE_CHARS) -> list[discord.Embed]:
    """The pages of a trace reply. The first page is the short answer: the summary, the key steps,
    why it is illegal and what is undone, and the final situation. The next pages (one click on ▶)
    hold the whole trace, each step with its rule. Every page fits Discord's limits.

    plugin_errors: (plugin, hook, error id) of plugins that failed; internal_error_id: set when
    the trace is an internal error (its message is replaced by a short one with that id).
    """
    verdict = data.get("verdict", "error")
    if verdict == "answered":  # a rules or card question read from the message: the answer itself
        return answered_embeds(data, lang, page_chars)
    title = trace_title(data, lang)
    yes = asked(data)
    if yes is not None:
        colour = COLOURS["legal" if yes else "illegal"]
    else:
        colour = COLOURS.get(verdict, COLOURS["error"])
    illegal = data.get("illegal") or None
    illegal_action = illegal.get("action") if illegal else None
    blocks = [action_block(a, lang, illegal_action) for a in data.get("actions") or ()]

    error = data.get("error")
    internal = bool(error) and (internal_error_id is not None or (error or {}).get("kind") == "internal")
    summary = data.get("summary") or summarize(data, lang)
    if internal:
        summary = say("trace.internal", lang, error_id=internal_error_id or "?")
    elif error:
        from bot.render.trace_render import error_lines

        blocks.append("\n".join(escape(line) for line in error_lines(error, lang, _shown(name_fn, lang))))

    fixed: list[tuple[str, str]] = []
    if illegal:
        rules = ", ".join(_rule(r) for r in illegal.get("rules") or [illegal.get("rule")])
        message = str(illegal.get("message", ""))
        said = message.rstrip(".")[1:] in summary  # the short answer already says why: only the rules here
        fixed.append((f"{say('trace.why', lang)}", truncate(rules if said else f"{rules}\n{escape(message)}",
                                                            FIELD_VALUE_LIMIT)))
        rollback = illegal.get("rollback") or {}
        fixed.append((f"↩ {say('trace.rollback', lang, rule=rollback.get('rule', '732.1'))}",
                      truncate(escape(rollback.get("text", "")), FIELD_VALUE_LIMIT)))
    first_page: list[tuple[str, str]] = []
    for plugin, hook, eid in plugin_errors or ():
        first_page.append((say("trace.plugin_failed_title", lang),
                           say("trace.plugin_failed", lang, plugin=code_safe(plugin), hook=escape(hook), error_id=eid)))

    head = [summary if internal else f"**{escape(summary)}**"] + key_steps(data, lang)
    if error and not internal and error.get("suggestions"):
        from bot.render.trace_render import error_lines

        head += [escape(line) for line in error_lines(error, lang, _shown(name_fn, lang))[1:]]
    first = discord.Embed(title=title, description=truncate("\n".join(head), page_chars), colour=colour)
    for name, value in (fixed + first_page[:5]):
        first.add_field(name=name, value=value, inline=False)
    if data.get("actions"):
        for name, value in state_fields(data, lang, name_fn):
            if len(first.fields) < FIELD_COUNT and size(first) + ulen(name) + ulen(value) + 80 <= TOTAL_LIMIT:
                first.add_field(name=name, value=value or "—", inline=False)
    embeds = [first]
    if blocks and not internal:
        for text in paginate(blocks, page_chars):
            embeds.append(discord.Embed(title=title, description=text or None, colour=colour))
    base = say("trace.footer", lang, cr=data.get("cr_version", ""))
    if len(embeds) > 1:
        base = f"{base} · {say('trace.full_trace_hint', lang)}"
    return set_page_footers(embeds, base, lang)


def answered_embeds(data: dict[str, Any], lang: str, page_chars: int = PAGE_CHARS) -> list[discord.Embed]:
    """A rules or card question asked in a message (FREE_FORM's rules_question, card_question): the
    rules or the card's text, titled by what was asked, in pages within Discord's limits."""
    from bot.render.freeform import answered_text

    card = data.get("card") or {}
    if data.get("kind") == "card_question":
        name = card.get("name_fr") if lang == "fr" and card.get("name_fr") else card.get("name", "")
        title, colour = f"🃏 {name}", COLOURS["rule"]
    else:
        title, colour = f"📖 {say('label.rules_question', lang)}", COLOURS["rule"]
    text = neutralise(answered_text(data, lang, markdown=True))
    body = text.split("\n", 1)[1].strip() if "\n" in text else ""  # its first line is the title's
    if data.get("kind") == "card_question" and card.get("mana_cost"):
        body = f"{card['mana_cost']}\n{body}"
    blocks = [b for b in body.split("\n\n") if b.strip()] or [escape(data.get("summary") or "—")]
    embeds = [discord.Embed(title=title, description=p or "—", colour=colour) for p in paginate(blocks, page_chars)]
    return set_page_footers(embeds, say("trace.footer", lang, cr=data.get("cr_version", "")), lang)


def _shown(name_fn: NameFn | None, lang: str) -> Callable[[str], str]:
    """English card name -> the name to show in `lang`."""
    from bot.render.words import card

    def shown(english: str) -> str:
        found = name_fn(english) if name_fn is not None else english
        if isinstance(found, Name):
            return card(found, lang).text
        return found

    return shown


# ---------------------------------------------------------------------------- rules

def _escape_query(result: dict[str, Any]) -> dict[str, Any]:
    out = dict(result)
    for key in ("query", "search_query"):
        if isinstance(out.get(key), str):
            out[key] = escape(out[key])

    def clean(params: Any) -> Any:
        if not isinstance(params, dict):
            return params
        return {k: escape(v) if isinstance(v, str) and k in ("query", "asked", "edition", "detail", "path") else v
                for k, v in params.items()}

    if isinstance(out.get("error"), dict):
        err = dict(out["error"])
        err["params"] = clean(err.get("params"))
        out["error"] = err
    if out.get("notes"):
        out["notes"] = [dict(n, params=clean(n.get("params"))) for n in out["notes"]]
    return out


def rule_embeds(result: dict[str, Any], lang: str, page_chars: int = RULE_PAGE_CHARS) -> list[discord.Embed]:
    """A rule-lookup answer as embed pages (the rules' text as imported; the query escaped)."""
    from bot.render.rules import render

    err = (result.get("error") or {}).get("code")
    if err == "disabled":
        text, colour = say("rule.disabled", lang), COLOURS["error"]
    elif err == "lookup_failed" and result.get("_error_id"):
        text, colour = say("rule.failed", lang, error_id=result["_error_id"]), COLOURS["error"]
    else:
        text = neutralise(render(_escape_query(result), "markdown", lang))
        colour = COLOURS["error"] if err else COLOURS["rule"]
    blocks = [b for b in text.split("\n\n") if b.strip()] or [text]
    pages = paginate(blocks, page_chars)
    embeds = [discord.Embed(title=say("rule.title", lang), description=p or "—", colour=colour) for p in pages]
    edition = result.get("edition")
    base = say("trace.footer", lang, cr=edition) if edition else say("rule.title", lang)
    return set_page_footers(embeds, base, lang)


# ---------------------------------------------------------------------------- cards

def card_colour(colors: str) -> discord.Colour:
    colors = "".join(c for c in (colors or "") if c in CARD_COLOURS)
    if len(colors) > 1:
        return discord.Colour(0xCFB53B)
    if colors:
        return discord.Colour(CARD_COLOURS[colors])
    return COLOURS["info"]


def card_embed(answer: CardAnswer, lang: str) -> discord.Embed:
    if answer.card is None:
        e = discord.Embed(description=say("card.not_found", lang, name=escape(truncate(answer.query, 100))),
                          colour=COLOURS["error"])
        if answer.suggestions:
            e.add_field(name=say("trace.did_you_mean", lang),
                        value=", ".join(escape(s) for s in answer.suggestions), inline=False)
        return fit(e)
    card = answer.card
    e = discord.Embed(title=escape(card.display(lang)), colour=card_colour(card.colors))
    for name, value in card_fields(card, answer.details, lang):
        e.add_field(name=name, value=escape(value), inline=True)
    text = answer.text_in(lang)
    if text:
        e.description = escape(text)
    elif answer.text == "":
        e.set_footer(text=say("card.vanilla", lang))
    else:
        e.set_footer(text=say("card.no_text", lang))
    return fit(e)


def inline_embeds(answers: list[CardAnswer], lang: str, more: bool, limit: int) -> list[discord.Embed]:
    embeds = [card_embed(a, lang) for a in answers]
    if more and embeds:
        last = embeds[-1]
        note = say("inline.more", lang, limit=limit)
        last.set_footer(text=f"{last.footer.text} · {note}" if last.footer and last.footer.text else note)
    return fit_message(embeds)


# ---------------------------------------------------------------------------- help and settings

def help_embed(lang: str, prefix: str = "!", cr: str = "") -> discord.Embed:
    e = discord.Embed(title=say("help.title", lang), colour=COLOURS["rule"])
    intro = say("help.intro", lang, prefix=code_safe(prefix))
    e.description = f"{intro}\n\n**{say('help.sheet_title', lang)}**\n{say('help.sheet', lang)}"
    e.set_footer(text=say("help.footer", lang, cr=cr))
    return fit(e)


def settings_embed(gs: Any, lang: str, default_prefix: str) -> discord.Embed:
    e = discord.Embed(title=say("settings.title", lang), colour=COLOURS["info"])
    e.add_field(name=say("settings.lang", lang), value=say(f"settings.lang.{gs.lang}", lang), inline=False)
    e.add_field(name=say("settings.prefix", lang), value=f"`{code_safe(gs.prefix_or(default_prefix))}`", inline=True)
    e.add_field(name=say("settings.inline", lang),
                value=say("settings.on" if gs.inline_cards else "settings.off", lang),
                inline=True)
    plugins = (say("settings.plugins_disabled", lang, names=", ".join(escape(p) for p in gs.disabled_plugins))
               if gs.disabled_plugins else say("settings.plugins_all", lang))
    e.add_field(name=say("settings.plugins", lang), value=plugins, inline=False)
    return fit(e)


def notice_embed(text: str, kind: str = "error") -> discord.Embed:
    return fit(discord.Embed(description=text, colour=COLOURS.get(kind, COLOURS["info"])))
