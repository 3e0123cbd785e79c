"""Showing a card: one renderer per output, shared by the CLI (`arbitre card`), the chat and Discord.

- `render_card_text(info, lang)`: the terminal's text (`arbitre card`, `card` in `arbitre chat`);
- `card_fields(card, details, lang)`: the fields of the Discord embed (`bot.discord.embeds.card_embed` lays them out);
- the JSON is `CardAnswer.info` itself (`bot.cards.card_info`).

Every label is a catalogue message (`card-*` in `locales/<lang>/bot.ftl`); card texts are shown as imported.
"""

from __future__ import annotations

from typing import Any

from bot.render.i18n import has_message, say
from bot.render.words import value_text, word_noun
from foundation.cards import CardDef


def card_type_line(card: CardDef) -> str:
    order = ("legendary", "basic", "snow", "world")
    supers = [s.capitalize() for s in order if s in card.supertypes]
    supers += sorted(s.capitalize() for s in card.supertypes if s not in order)
    type_order = ("tribal", "kindred", "artifact", "enchantment", "land", "creature", "planeswalker", "battle",
                  "instant", "sorcery")
    types = [t.capitalize() for t in type_order if t in card.types]
    types += sorted(t.capitalize() for t in card.types if t not in type_order)
    line = " ".join(supers + types)
    if card.subtypes:
        line += " — " + " ".join(s.capitalize() for s in sorted(card.subtypes))
    return line


def mana_cost_text(card: CardDef) -> str:
    cost = card.mana_cost
    if cost is None:
        return ""
    return str(cost)


def card_fields(card: CardDef, details: dict[str, Any] | None, lang: str) -> list[tuple[str, str]]:
    """(label, value) pairs describing a card (and its database row), in `lang`: its Discord embed's fields."""
    out: list[tuple[str, str]] = []
    if lang == "fr":
        if card.name_fr and card.name_fr != card.name:
            out.append((say("card.name_en", lang), card.name))
    elif card.name_fr and card.name_fr != card.name:
        out.append((say("card.name_fr", lang), card.name_fr))
    cost = mana_cost_text(card)
    if cost:
        out.append((say("card.cost", lang), cost))
    details = details or {}
    type_line = (lang == "fr" and details.get("type_fr")) or details.get("type_line") or card_type_line(card)
    if lang == "fr" and not details.get("type_fr") and type_line:
        type_line = french_type_line(type_line)
    if type_line:
        out.append((say("card.type", lang), type_line))
    if card.power is not None or card.toughness is not None:
        out.append((say("card.pt", lang), f"{_pt(card.power)}/{_pt(card.toughness)}"))
    if card.loyalty is not None:
        out.append((say("card.loyalty", lang), str(card.loyalty)))
    if card.keywords:
        out.append((say("card.keywords", lang), ", ".join(sorted(keyword_name(k, lang) for k in card.keywords))))
    costs = [name for name, _ in card.costs]
    if costs:
        out.append((say("card.costs", lang), ", ".join(value_text("alt", c, lang) for c in costs)))
    abilities = []
    if card.activated:
        abilities.append(say("card.activated", lang, count=len(card.activated)))
    if card.triggered:
        abilities.append(say("card.triggered", lang, count=len(card.triggered)))
    if card.static:
        abilities.append(say("card.static", lang, count=len(card.static)))
    if abilities:
        out.append((say("card.abilities", lang), ", ".join(abilities)))
    if card.nicknames:
        out.append((say("card.nicknames", lang), ", ".join(card.nicknames)))
    rulings = details.get("rulings")
    if isinstance(rulings, list) and rulings:
        out.append((say("card.rulings", lang), str(len(rulings))))
    return out


def _pt(value: Any) -> str:
    return "*" if value is None else str(value)


def keyword_name(keyword: str, lang: str) -> str:
    """A keyword ability as the language names it ("flying" -> "vol"), from the catalogue's words."""
    noun = word_noun("ability-" + keyword.replace(" ", "_"), lang)
    return noun.text if noun is not None else keyword


def french_type_line(english: str) -> str | None:
    """An English type line in French ("Artifact Creature — Elf" -> "Créature-artefact : elfe"), for a card
    whose database has no French type line; None when the catalogue doesn't know its types. Subtypes follow
    the French cards ("Créature : humain et sorcier"), and are left out when one of them isn't known."""
    types, _, subtypes = english.partition(" — ")
    key = "typeline-" + types.strip().lower().replace(" ", "_")
    if not has_message(key):
        return None
    line = say(key, "fr")
    words = subtypes.split()
    keys = ["subtype-" + w.lower().replace("'", "") for w in words]
    if words and all(has_message(k) for k in keys):
        line += " : " + " et ".join(say(k, "fr") for k in keys)
    return line


def has_no_rules_text(info: dict[str, Any]) -> bool:
    """A card whose database row says it has no text at all (a vanilla creature: "", not unknown)."""
    return info.get("text") == "" and not info.get("text_fr") and not info.get("faces")


def render_card_text(info: dict[str, Any], lang: str, rulings: bool = False) -> str:
    """A card for a terminal: names (the asked language first), cost, type line, texts, faces, rulings."""
    fr = lang == "fr"
    lines = []
    first, second = (info.get("name_fr"), info["name"]) if fr and info.get("name_fr") else (info["name"],
                                                                                            info.get("name_fr"))
    title = str(first) + (f"  ({second})" if second and second != first else "")
    if info.get("mana_cost"):
        title += "   " + info["mana_cost"]
    lines.append(title)
    type_line = info.get("type_fr") if fr and info.get("type_fr") else info.get("type")
    if fr and not info.get("type_fr") and type_line:
        type_line = french_type_line(type_line)
    if type_line:
        lines.append(type_line)
    if info.get("card_name") and info["card_name"] != info["name"]:
        lines.append(say("card.face_of", lang, card=info["card_name"], layout=info.get("layout") or ""))
    texts = [("text_fr", "card.french_text"), ("text", "card.oracle_text")]
    if not fr:
        texts.reverse()
    for key, label in texts:
        if info.get(key):
            lines += ["", say(label, lang), info[key]]
    if has_no_rules_text(info):
        lines += ["", f"({say('card.vanilla', lang)})"]
    elif not info.get("text") and not info.get("text_fr") and not info.get("faces"):
        lines += ["", f"({say('card.no_text', lang)})"]
    if info.get("power") is not None and info.get("toughness") is not None:
        lines.append(f"\n{info['power']}/{info['toughness']}")
    if info.get("loyalty"):
        lines.append(say("card.loyalty_value", lang, loyalty=str(info["loyalty"])))
    if info.get("faces") and isinstance(info["faces"][0], str):
        lines.append("\n" + say("card.faces", lang, faces=" // ".join(info["faces"])))
    lines.append("")
    lines.append(say("card.rulings_count", lang, count=len(info.get("rulings") or [])))
    if rulings:
        for r in info.get("rulings") or []:
            lines.append(f"  {r.get('date', '')}  {r.get('text', '')}")
    if info.get("unrecognized"):
        lines.append(say("card.unrecognized", lang, parts="; ".join(info["unrecognized"])))
    return "\n".join(lines)
