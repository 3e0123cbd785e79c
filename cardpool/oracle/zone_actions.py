"""Keyword actions and reveals on library cards (`plugins.effects_library_actions`): "it connives",
"~ connives" (701.50a), "manifest the top card of your library" (701.40a), and kinship's "if it shares a
creature type with ~, you may reveal it" (after "look at the top card of your library")."""

from __future__ import annotations

import re
from typing import Any

from cardpool.oracle.refs import Context, obj_ref
from cardpool.oracle.zones import reader


@reader
def connive(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    m = re.fullmatch(r"(.+?) connives", s)
    if not m:
        return None
    ref = obj_ref(m.group(1), ctx)
    return [{"kind": "connive", **ref}] if ref is not None else None


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


__all__ = ["connive", "manifest", "reveal_if_shares_type"]
