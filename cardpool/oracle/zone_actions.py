"""Keyword actions and reveals on library cards (`plugins.effects_library_actions`): "manifest the top card of
your library" (701.40a) and kinship's "if it shares a creature type with ~, you may reveal it" (after "look at
the top card of your library"); "it connives" is one of `zones.FRAMES`."""

from __future__ import annotations

import re
from typing import Any

from cardpool.oracle.refs import Context
from cardpool.oracle.zones import reader


@reader
def manifest(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    if s == "manifest the top card of your library":
        return [{"kind": "manifest", "who": "you"}]
    return None


@reader
def reveal_if_shares_type(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    if re.fullmatch(r"if (?:it|that card) shares a creature type with ~, you may reveal (?:it|that card)", s) \
            and ctx.extra.get("dig"):
        return [{"kind": "reveal_if_shares_type"}]
    return None


__all__ = ["manifest", "reveal_if_shares_type"]
