"""Arbitre's default settings (`default.toml`), installed as the package `arbitre_config`.

`bot.settings` reads the file with importlib.resources, so an installed wheel and a checkout read
the same, single file.
"""
