"""The layer every other package stands on: the card model, error classes, SQLite storage.

It imports nothing of the project, so the engine (`bot.engine`), the card pool (`cardpool`)
and the front ends can all depend on it without depending on each other.
"""
