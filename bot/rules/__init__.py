"""The Comprehensive Rules, a service of its own (not a game plugin).

`service` is the entry point for every caller (CLI, chat, Discord, the engine's citations,
rules questions): `rules_service(path).lookup("601.2f")` and friends return typed answers
(`answers`). Below it: reading the published text (`parser`), storing every edition in SQLite
with full-text search (`store`), aligning old rule numbers with today's (`align`), the French
game vocabulary (`terms`), and downloading the current edition (`update`).
"""

from bot.rules.answers import CitedRule, Counterpart, GlossaryText, History, Note, RuleAnswer, RuleText, SearchHit
from bot.rules.service import RulesService, close_services, rules_service

__all__ = [
    "CitedRule", "Counterpart", "GlossaryText", "History", "Note", "RuleAnswer", "RuleText", "RulesService",
    "SearchHit", "close_services", "rules_service",
]
