"""The Comprehensive Rules: reading the published text (`parser`), storing every edition in
SQLite with full-text search (`store`), aligning old rule numbers with today's (`align`),
and the French keyword table (`terms`). `cardpool/` is the only package that opens SQLite files.
"""

from bot.rules.parser import ParsedEdition, RulesFormatError, parse_rules, read_rules_file
from bot.rules.store import ImportReport, NoRulesDatabase, RulesStore

__all__ = [
    "ImportReport", "NoRulesDatabase", "ParsedEdition", "RulesFormatError", "RulesStore",
    "parse_rules", "read_rules_file",
]
