"""Static abilities that send damage elsewhere or turn it into counters (614.1a, 615.1), read as a grammar:

    [As long as ~ is untapped, ] All [combat ]damage that would be dealt to RECIPIENT [by SOURCES] is dealt to
    NEW instead                                                                      -> damage_redirect
    If [combat ]damage would be dealt to ~|you [while it has a COUNTER counter on it], | If ~ would be dealt
    damage, | If a source|creature would deal [combat ]damage to ~|you, [prevent that damage and ] put|remove
    that many|a|an COUNTER counter(s) on|from it|~ [instead]                           -> damage_to_counters

RECIPIENT: "you", "you and other permanents you control", "enchanted creature"; SOURCES: "artifacts", "unblocked
creatures"; NEW: "~", "enchanted creature", "equipped creature", "its controller". The records:

    {"kind": "damage_redirect", "to": "you" | "you_and_permanents" | "attached", "by": "artifact" | "unblocked",
     "combat": "combat", "instead_to": "self" | "attached" | "attached_controller", "condition": {...}}
    {"kind": "damage_to_counters", "to": "self" | "you", "combat": "combat", "by": "creature",
     "while_counter": "+1/+1", "prevent": true, "action": "put" | "remove", "counter": "+1/+1",
     "amount": "that_many" | 1}

Anything not read exactly returns None (the sentence stays a `continuous_effect`).
"""

from __future__ import annotations

import re
from typing import Any

REDIRECT_RE = re.compile(
    r"all (?P<combat>combat )?damage that would be dealt to (?P<to>you|you and other permanents you control|"
    r"enchanted creature)(?: by (?P<by>artifacts|unblocked creatures))? is dealt to (?P<new>~|enchanted creature|"
    r"equipped creature|its controller) instead")
_TO = {"you": "you", "you and other permanents you control": "you_and_permanents", "enchanted creature": "attached"}
_NEW = {"~": "self", "enchanted creature": "attached", "equipped creature": "attached",
        "its controller": "attached_controller"}

COUNTERS_RE = re.compile(
    r"if (?:(?P<combat>combat )?damage would be dealt to (?P<to>~|you)|~ would be dealt damage|"
    r"(?P<by>a source|a creature) would deal (?P<combat2>combat )?damage to (?P<to2>~|you))"
    r"(?: while it has an? (?P<while>[+-]\d/[+-]\d) counter on it)?, (?P<prevent>prevent that damage and )?"
    r"(?P<action>put|remove) (?P<amount>that many|an?) (?P<counter>[+-]\d/[+-]\d|\w+) counters? "
    r"(?:on|from) (?:it|~)(?P<instead> instead)?")


def damage_redirect(low: str) -> dict[str, Any] | None:
    """"All damage that would be dealt to you is dealt to ~ instead" (Empyrial Archangel), "... to you by
    unblocked creatures ..." -> the record, or None."""
    m = REDIRECT_RE.fullmatch(low)
    if m is None:
        return None
    rec: dict[str, Any] = {"kind": "damage_redirect", "to": _TO[m.group("to")], "instead_to": _NEW[m.group("new")]}
    if (rec["to"] == "attached") == (rec["instead_to"] != "attached_controller"):
        return None  # "enchanted creature ... is dealt to its controller" only, and only that way
    if m.group("by"):
        rec["by"] = "artifact" if m.group("by") == "artifacts" else "unblocked"
    if m.group("combat"):
        rec["combat"] = "combat"
    return rec


def damage_to_counters(low: str) -> dict[str, Any] | None:
    """"If damage would be dealt to ~, put that many +1/+1 counters on it instead" (Phytohydra), "If damage
    would be dealt to ~ while it has a +1/+1 counter on it, prevent that damage and remove that many +1/+1
    counters from it", "If a source would deal damage to you, prevent that damage and put an incarnation counter
    on ~" -> the record, or None."""
    m = COUNTERS_RE.fullmatch(low)
    if m is None:
        return None
    to = m.group("to") or m.group("to2") or "~"
    prevent = bool(m.group("prevent"))
    if prevent == bool(m.group("instead")):
        return None  # "prevent that damage and ..." or "... instead": one of the two
    if m.group("action") == "remove" and to != "~":
        return None
    rec: dict[str, Any] = {"kind": "damage_to_counters", "to": "self" if to == "~" else "you",
                           "action": m.group("action"), "counter": m.group("counter"),
                           "amount": "that_many" if m.group("amount") == "that many" else 1}
    if prevent:
        rec["prevent"] = True
    if m.group("combat") or m.group("combat2"):
        rec["combat"] = "combat"
    if m.group("by") == "a creature":
        rec["by"] = "creature"
    if m.group("while"):
        rec["while_counter"] = m.group("while")
    return rec


def redirect_static(low: str) -> dict[str, Any] | None:
    """A static ability of this module's grammar, or None."""
    return damage_redirect(low) or damage_to_counters(low)
