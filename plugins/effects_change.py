"""Built-in plugin `effects_change`: the `change` effect (`cardpool.oracle.characteristics`): what a
permanent is, changed until end of turn (613): base power and toughness (613.4b), abilities it loses (all of
them, or some keywords) and gains (keywords, or abilities quoted by the card, 613.1f), its colours (105.3,
613.1e), its card types and creature types (205.1b: a new creature type replaces the old ones unless "in
addition"; 613.1d).

The permanent gets a changed card and keeps the one it was (`Permanent.base_card`), given back in the cleanup
step (514.2, `plugins.characteristics`). Abilities lost go first, then those gained (613.1f: in timestamp
order, the one effect's own order).
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache
from types import SimpleNamespace
from typing import Any

from bot.engine.game import Game
from bot.engine.state import Permanent, StackItem
from bot.engine.trace import Name, card_name
from cardpool.oracle.characteristics import NONCREATURE_SUBTYPES
from foundation.cards import CardDef, Effect
from plugins.declare import effect_hooks
from plugins.effects import COLOR_NAMES, _permanents


@lru_cache(maxsize=256)
def granted_abilities(text: str, name: str) -> CardDef:
    """The abilities a quoted text gives, read as the card's own abilities are (like a token's, 111.4): a card
    with only them."""
    from cardpool.encoding import card_from_record
    from cardpool.oracle import parse_face

    face = SimpleNamespace(name=name, type_line="Creature", mana_cost="", power="0", toughness="0", loyalty=None,
                           text=text, text_fr="", name_fr="")
    return card_from_record(parse_face(face).record)


def _quoted(text: str, french: bool) -> list[str]:
    """The quoted parts of the card's sentence (“...” in English, « ... » in French), in order."""
    return re.findall(r"«\s*([^»]+?)\s*»" if french else r"“([^”]+)”", text)


UNTIL_END_OF_TURN = Name("until end of turn", "jusqu'à la fin du tour")
FOR_GOOD = Name("for as long as it remains on the battlefield", "tant que ce permanent reste sur le champ de bataille")


def change(game: Game, item: StackItem, effect: Effect) -> None:
    for perm in _permanents(game, item, effect):
        _change_one(game, item, effect, perm)


def _change_one(game: Game, item: StackItem, effect: Effect, perm: Permanent) -> None:
    card = perm.card
    until = FOR_GOOD if effect.get("lasting") else UNTIL_END_OF_TURN  # the duration the steps say
    new = card
    name = card_name(card)
    granted = perm.granted
    if effect.get("lose_all"):
        new = replace(new, keywords=frozenset(), activated=(), triggered=(), static=())
        granted = frozenset()
        game.step("613.1f", "resolve", "step.loses_all_abilities", card=name, until=until)
    lost = frozenset(effect.get("lose") or ())
    if lost:
        new = replace(new, keywords=new.keywords - lost)
        granted -= lost
        game.step("613.1f", "resolve", "step.change_loses", card=name, abilities=tuple(sorted(lost)), until=until)
    land_type = effect.get("land_type")
    if land_type is not None:
        new = _land_type(game, item, effect, perm, new, str(land_type))
    types = frozenset(effect.get("types") or ())
    subtypes = frozenset(_creature_type(game, item, perm) if effect.get("subtypes") == "choice" else
                         effect.get("subtypes") or ())
    addition = str(effect.get("in_addition") or "")
    still = bool(effect.get("still"))  # "it's still a land": its card types stay (205.1a)
    if types or subtypes or effect.get("all_creature_types"):
        kept = card.subtypes if addition else frozenset(s for s in card.subtypes if s in NONCREATURE_SUBTYPES)
        new_types = new.types | types if addition or still or not types else types  # 205.1a: new ones replace
        keywords = new.keywords | ({"changeling"} if effect.get("all_creature_types") else frozenset())
        new = replace(new, types=new_types, subtypes=kept | subtypes, keywords=keywords)
        if effect.get("supertypes"):
            new = replace(new, supertypes=new.supertypes | frozenset(effect.get("supertypes") or ()))
        game.step("205.1b", "resolve", "step.types_changed", card=name,
                  types=_types_name(types, subtypes, bool(effect.get("all_creature_types"))),
                  addition=str(bool(addition or still)).lower(), until=until)
    colors = effect.get("colors")
    if colors == "choice":  # "the color or colors of your choice": one colour (a line after `resolve`, else assumed)
        from plugins.effects import chosen_color

        colors = chosen_color(game, item)
    if colors is not None:
        colors = "".join(c for c in "WUBRG" if c in str(colors) + (new.colors if "colors" in addition else ""))
        new = replace(new, colors=colors)
        game.step("105.3", "resolve", "step.change_color", card=name, color=_color_name(colors), until=until)
    base = effect.get("base")
    if base is not None or effect.get("base_power") is not None or effect.get("base_toughness") is not None:
        power, toughness = (base if base is not None else (new.power, new.toughness))
        power = effect.get("base_power", power)
        toughness = effect.get("base_toughness", toughness)
        new = replace(new, power=int(power or 0), toughness=int(toughness or 0))
        game.step("613.4b", "resolve", "step.base_pt_set", card=name, pt=f"{new.power}/{new.toughness}", until=until)
    gained = frozenset(effect.get("keywords") or ())
    if gained:
        new = replace(new, keywords=new.keywords | gained)
        game.step("611.2a", "resolve", "step.change_gains", card=name, abilities=tuple(sorted(gained)), until=until)
    english, french = _quoted(effect.text, False), _quoted(effect.text_fr, True)
    for i, parts in enumerate(effect.get("abilities") or ()):
        text = str(dict(parts).get("text", ""))
        extra = granted_abilities(text, card.name)
        new = replace(new, keywords=new.keywords | extra.keywords, activated=new.activated + extra.activated,
                      triggered=new.triggered + extra.triggered, static=new.static + extra.static)
        said = english[i] if i < len(english) else str(text)  # the card's name in it stands for the permanent
        quoted = Name(said.replace("~", "this creature"), french[i] if i < len(french) else "")
        game.step("613.1f", "resolve", "step.gains_quoted_ability", card=name, ability=quoted, until=until)
    if effect.get("lasting"):  # no duration: for as long as it stays on the battlefield (611.2a)
        game.update_permanent(perm, card=new, granted=granted)
        if perm.base_card is not None:  # an earlier change until end of turn: this one stays after it ends
            game.update_permanent(perm, base_card=replace(perm.base_card, **_changed_fields(card, new)))
    else:
        game.update_permanent(perm, card=new, base_card=perm.base_card or card, granted=granted)


def _land_type(game: Game, item: StackItem, effect: Effect, perm: Permanent, card: CardDef,
               land_type: str) -> CardDef:
    """305.7: the land has the new basic land type instead of its other land types, loses the abilities of its
    rules text and has the type's mana ability (305.6); "in addition to its other types" keeps them. "The basic
    land type of your choice": the line after `resolve` ("I choose Island"), else the first in the order Plains,
    Island, Swamp, Mountain, Forest, assumed."""
    from plugins.continuous import BASIC_MANA, LAND_TYPES, _basic_mana_grant

    if land_type == "choice":
        def written(a: Any) -> list[str]:  # "I choose Swamp": the word is also a basic land's card name
            words = [w[5:] for w in a.words if w.startswith("type:")] + [c.card.name.lower() for c in a.cards]
            return [w for w in words if w in BASIC_MANA]

        line = game.take_action(lambda a: a.kind == "choose" and a.actor in (None, item.controller)
                                and bool(written(a)))
        if line is not None:
            land_type = written(line)[0]
        else:
            land_type = next(iter(BASIC_MANA))
            game.step("305.7", "info", "step.assumed_choice", player=item.controller, what="basic_land_type",
                      cards=(_type_word(land_type),))
    mana = _basic_mana_grant(land_type).activated
    if effect.get("in_addition"):
        changed = replace(card, subtypes=card.subtypes | {land_type}, activated=card.activated + mana)
    else:
        changed = replace(card, subtypes=(card.subtypes - LAND_TYPES) | {land_type}, activated=mana, triggered=(),
                          static=(), keywords=frozenset())
    game.step("305.7", "resolve", "step.land_type_changed", card=card_name(card), land_type=_type_word(land_type),
              addition=str(bool(effect.get("in_addition"))).lower())
    return changed


def _changed_fields(before: CardDef, after: CardDef) -> dict[str, Any]:
    names = ("types", "subtypes", "supertypes", "colors", "power", "toughness", "keywords", "activated",
             "triggered", "static")
    return {n: getattr(after, n) for n in names if getattr(after, n) != getattr(before, n)}


def _type_word(subtype: str) -> Name:
    from cardpool.tokens import creature_token_name

    en, fr = creature_token_name([subtype])
    return Name(en.removesuffix(" Token"), fr.removeprefix("Jeton ").strip())


def _creature_type(game: Game, item: StackItem, perm: Permanent) -> list[str]:
    """"The creature type of your choice": the line after `resolve` ("I choose Elf"), else the creature type most
    common among its controller's creatures (`plugins.continuous`), assumed."""
    from plugins.continuous import _default_choice, _written_choice

    chooser = replace(perm, controller=item.controller)  # "of your choice": the ability's controller chooses
    chosen, _ = _written_choice(game, chooser, "creature_type", "")
    if chosen is None:
        chosen, _ = _default_choice(game, chooser, "creature_type", "")
        game.step("205.1b", "info", "step.assumed_choice", player=item.controller, what="creature_type",
                  cards=(_type_word(str(chosen)),))
    return [str(chosen)]


def _color_name(colors: str) -> Name:
    """"blue", "blue and red" / "bleu", "bleu et rouge"."""
    names = [COLOR_NAMES[c] for c in colors] or [COLOR_NAMES[""]]
    return Name(" and ".join(n.en for n in names), " et ".join(n.fr for n in names))


def _types_name(types: frozenset[str], subtypes: frozenset[str], every: bool) -> Name:
    """"Frog creature" / "créature Grenouille": the types an effect gives, in both languages."""
    from cardpool.tokens import creature_token_name

    en_sub, fr_sub = creature_token_name(sorted(subtypes)) if subtypes else ("", "")
    en_sub, fr_sub = en_sub.removesuffix(" Token").strip(), fr_sub.removeprefix("Jeton").strip()
    fr_types = {"artifact": "artefact", "creature": "créature", "enchantment": "enchantement"}
    en = " ".join(x for x in (en_sub, " ".join(sorted(types))) if x)
    fr = " ".join(x for x in (" ".join(fr_types[t] for t in sorted(types)), fr_sub) if x)
    if every:
        en, fr = (en + ", every creature type").strip(", "), (fr + ", tous les types de créature").strip(", ")
    return Name(en, fr)


EFFECTS = {"change": change}


arbitre_resolve_effect, arbitre_simulated_effects = effect_hooks(EFFECTS)
