"""Tokens (111): the cards effects create, and the names players give them.

An effect that creates a token describes it (`create_token` in docs/ability_model.md): either a
predefined token by its key ("treasure", 111.10) or a creature token by its characteristics (power,
toughness, colours, types, creature types, keywords). Both become a `CardDef` with `token = true`,
named after its types so a later line of the play language can name it:

- creature tokens: their creature types and "Token" ("Soldier Token", "Elf Warrior Token"); in
  French "Jeton" and the French creature types ("Jeton Soldat");
- predefined tokens: "Treasure Token" / "Jeton Trésor" (also just "Treasure", "Trésor").

`lookup` reads such a name as a player writes it ("Soldier token", "jeton Soldat", "the Treasure")
for the language reader, which knows only the card pool otherwise; the data (predefined tokens and
French creature types) is `cardpool/data/tokens.toml`.
"""

from __future__ import annotations

import functools
import re
import tomllib
import unicodedata
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from foundation.cards import CardDef

TOKENS_TOML = Path(__file__).resolve().parent / "data" / "tokens.toml"


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text)
    return "".join(c for c in text if not unicodedata.combining(c)).lower().replace("œ", "oe").strip()


@functools.lru_cache(maxsize=1)
def _data() -> dict[str, Any]:
    with open(TOKENS_TOML, "rb") as fh:
        return tomllib.load(fh)


@functools.cache
def predefined(key: str) -> CardDef | None:
    """The predefined token named by `key` ("treasure", "food", "clue", "blood", "gold"), or None."""
    from cardpool.encoding import card_from_record

    for rec in _data().get("token", ()):
        if rec["key"] == key:
            fields = {k: v for k, v in rec.items() if k != "key"}
            return _as_token(card_from_record(fields))
    return None


def _as_token(card: CardDef) -> CardDef:
    from dataclasses import replace

    return replace(card, token=True)


def _french_types() -> dict[str, str]:
    return dict(_data().get("subtypes_fr", {}))


def creature_token_name(subtypes: Iterable[str]) -> tuple[str, str]:
    """("Elf Warrior Token", "Jeton Elfe Guerrier") for these creature types."""
    subs = [s[:1].upper() + s[1:] for s in subtypes]
    fr = _french_types()
    return " ".join(subs) + " Token", "Jeton " + " ".join(fr.get(s, s) for s in subs)


@functools.lru_cache(maxsize=512)
def creature_token(power: int, toughness: int, colors: str, types: tuple[str, ...], subtypes: tuple[str, ...],
                   keywords: tuple[str, ...] = (), abilities: str = "") -> CardDef:
    """A creature token with these characteristics (111.4: the effect defines them); `abilities`: the text of
    the abilities it has, as the effect quotes them ("When this creature dies, you gain 1 life.")."""
    name, name_fr = creature_token_name(subtypes)
    card = CardDef(name=name, name_fr=name_fr, types=frozenset(types) | {"creature"},
                   subtypes=frozenset(s.lower() for s in subtypes), colors=colors, power=power, toughness=toughness,
                   keywords=frozenset(keywords), token=True)
    if not abilities:
        return card
    from dataclasses import replace
    from types import SimpleNamespace

    from cardpool.encoding import card_from_record
    from cardpool.oracle import parse_face

    type_line = " — ".join(["Creature", " ".join(subtypes)]) if subtypes else "Creature"
    face = SimpleNamespace(name=name, type_line=type_line,
                           mana_cost="", power=str(power), toughness=str(toughness), loyalty=None, text=abilities,
                           text_fr="", name_fr=name_fr)
    parsed = card_from_record(parse_face(face).record)
    return replace(card, keywords=card.keywords | parsed.keywords, activated=parsed.activated,
                   triggered=parsed.triggered, static=parsed.static)


@functools.lru_cache(maxsize=1)
def _names() -> dict[str, CardDef]:
    """Folded names players may write -> the token card (predefined tokens)."""
    out: dict[str, CardDef] = {}
    for rec in _data().get("token", ()):
        card = predefined(rec["key"])
        if card is None:  # pragma: no cover - the TOML's own keys
            continue
        short_en, short_fr = card.name.removesuffix(" Token"), card.name_fr.removeprefix("Jeton ")
        for written in (card.name, card.name_fr, short_en, short_fr):
            out[_fold(written)] = card
    return out


@functools.lru_cache(maxsize=1)
def predefined_first_words() -> frozenset[str]:
    """The first words (folded) of the names players give predefined tokens ("treasure", "tresor", "jeton"...): a
    reader asks `lookup` only where one of them is written."""
    return frozenset(name.split()[0] for name in _names() if name)


@functools.lru_cache(maxsize=1)
def _english_types() -> dict[str, str]:
    from cardpool.oracle.subtypes import SUBTYPES

    return {_fold(s): s for s in SUBTYPES}


@functools.lru_cache(maxsize=4096)
def lookup(text: str) -> CardDef | None:
    """The token a written name means ("Soldier token", "jeton Soldat", "Treasure"), or None."""
    low = text.lower()
    if "token" not in low and "jeton" not in low and len(low) > 12:
        return None  # every other name a player may give a token is a short predefined one ("Trésor")
    folded = _fold(re.sub(r"\s+", " ", text))
    found = _names().get(folded)
    if found is not None:
        return found
    m = re.fullmatch(r"(?:(.+?) tokens?|(?:jetons?|token) (.+))", folded)
    if not m:
        return None
    words = (m.group(1) or m.group(2)).split()
    if not words or len(words) > 4:
        return None
    from_french = {_fold(fr): en for en, fr in _french_types().items()}
    english = _english_types()
    subtypes = []
    for w in words:  # creature types only: "Shock targeting Soldier token" is no token's name
        en = english.get(w) or from_french.get(w)
        if en is None:
            return None
        subtypes.append(en)
    name, name_fr = creature_token_name(subtypes)
    predefined_card = _names().get(_fold(" ".join(words)))
    if predefined_card is not None:
        return predefined_card
    return CardDef(name=name, name_fr=name_fr, types=frozenset({"creature"}),
                   subtypes=frozenset(s.lower() for s in subtypes), token=True)


__all__ = ["creature_token", "creature_token_name", "lookup", "predefined"]
