"""The work done off the event loop: judge a play and lay out its reply pages.

It runs in worker processes (`engine_processes`, default one per CPU): each holds its own
`Service` (built once by `init_worker`), and pages travel back as embed dicts; or in a worker
thread of the bot's process (`engine_processes = 0`, or a service given to `create_bot`). Log lines
(plugin failures, internal errors, each with its error id) are returned to the bot process, which
writes them: a worker process has no logging set up.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.service import Service, error_id

TracePages = tuple[list[discord.Embed], str, list[str]]


def trace_pages(service: Service, text: str, lang: str | None, disabled: tuple[str, ...]) -> TracePages:
    """Judge `text` and lay out the pages: (embeds, output language, lines to log as errors)."""
    from bot.discord import embeds as E

    outcome = service.trace(text, lang, disabled)
    data = outcome.data
    logs: list[str] = []
    plugin_errors = []
    for failure in data.get("plugin_failures") or ():
        eid = error_id()
        logs.append(f"error id {eid}: plugin {failure.get('plugin')} failed in {failure.get('hook')}: "
                    f"{failure.get('error')}")
        plugin_errors.append((str(failure.get("plugin")), str(failure.get("hook")), eid))
    internal = None
    if (data.get("error") or {}).get("kind") == "internal":
        internal = error_id()
        logs.append(f"error id {internal}: internal error while tracing: {data['error'].get('message')}")
    card = data.get("card") or {}
    if data.get("kind") == "card_question" and data.get("verdict") == "answered" and card.get("name"):
        # "what does Fling do?": the card as /card shows it (what the engine knows of it, its rulings)
        embed = E.card_embed(service.card(str(card["name"])), outcome.lang)
        if (data.get("question") or {}).get("kind") == "card_type":  # "is Lightning Bolt an instant?": yes/no first
            answer = f"**{E.escape(str(data.get('summary') or ''))}**"
            embed.description = f"{answer}\n\n{embed.description}" if embed.description else answer
        return [E.fit(embed)], outcome.lang, logs
    name_fn = service.arbitre.card_namer(outcome.lang)
    pages = E.trace_embeds(data, outcome.lang, name_fn=name_fn, plugin_errors=plugin_errors,
                           internal_error_id=internal)
    return pages, outcome.lang, logs


# ---------------------------------------------------------------------------- worker processes

_service: Service | None = None


def init_worker(settings: Any) -> None:
    """Process initializer: the process's own Service, warmed up (card pool, plugins)."""
    global _service
    import logging

    # What matters is sent back to the bot process, which logs it with its own handlers.
    logging.getLogger().addHandler(logging.NullHandler())
    _service = Service(settings=settings)
    _service.warm_up()
    import gc

    gc.freeze()  # the loaded pool and plugins live as long as the process: keep them out of GC passes


def ping() -> bool:
    return _service is not None


def trace_job(text: str, lang: str | None, disabled: tuple[str, ...]) -> tuple[list[dict], str, list[str]]:
    if _service is None:  # pragma: no cover - the initializer always ran
        raise RuntimeError("worker process not initialised")
    pages, out_lang, logs = trace_pages(_service, text, lang, disabled)
    return [dict(p.to_dict()) for p in pages], out_lang, logs
