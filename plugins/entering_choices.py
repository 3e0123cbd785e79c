"""Built-in plugin `entering_choices`: choices made as a permanent enters, and what reads them (614.12, 607.2d).

"As ~ enters, choose a color / a creature type / a card name / a player / an opponent / a basic land type / a land
type / a card type / a number / odd or even / black or red / two colors / a color and a creature type", and "As ~
enters, an opponent chooses ..." (`cardpool.oracle.choices`): the choice is the line right after the action that
makes it enter, written by the player who chooses (`I choose Elf`, `je choisis bleu`, `I choose Island`, `I choose
artifact`, `je choisis 3`, `I choose odd`, `je choisis Bob`, `I choose Lightning Bolt`); when no line says, it is
made for that player, said in the trace and marked assumed (`step.assumed_choice`, an assumption of the judgement,
as `Game.choose_cards` does). For a permanent already on the battlefield in the setup, it is assumed and said at the
start of the first action. The choice stays on the permanent (`Permanent.chosen`) for as long as it is there.

What reads the choice here (the other readers are the bonuses of `plugins.continuous`: "creatures of the chosen
type get -1/-1", "protection from the chosen color", "~ is the chosen color", "enchanted land is the chosen type"):
- `chosen_cant_cast`: "Spells with the chosen name can't be cast" (Meddling Mage), "Your opponents can't cast spells
  of the chosen color" (Iona), "Players can't cast spells of the chosen type", "Noncreature spells with mana value
  equal to the chosen number can't be cast" (Sanctum Prelate): 601.3, the cast is refused and rolled back;
- `chosen_cant_activate`: "Activated abilities of sources with the chosen name can't be activated [unless they're
  mana abilities]" (Pithing Needle, Phyrexian Revoker): 602.5, a card in hand included (cycling).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from bot.engine.game import Game
from bot.engine.hookspecs import Refusal, hookimpl
from bot.engine.state import Permanent
from bot.engine.trace import Name, card_name
from foundation.cards import ActivatedAbility, CardDef, StaticAbility
from foundation.errors import IllegalAction
from plugins.declare import enforces

CHOICE_RULE = "614.12"
COLOR_NAMES = {"W": Name("white", "blanc"), "U": Name("blue", "bleu"), "B": Name("black", "noir"),
               "R": Name("red", "rouge"), "G": Name("green", "vert")}
BASIC_LAND_TYPES = {"plains": Name("Plains", "Plaine"), "island": Name("Island", "Île"),
                    "swamp": Name("Swamp", "Marais"), "mountain": Name("Mountain", "Montagne"),
                    "forest": Name("Forest", "Forêt")}
CARD_TYPES = {"artifact": Name("artifact", "artefact"), "battle": Name("battle", "bataille"),
              "creature": Name("creature", "créature"), "enchantment": Name("enchantment", "enchantement"),
              "instant": Name("instant", "éphémère"), "land": Name("land", "terrain"),
              "planeswalker": Name("planeswalker", "planeswalker"), "sorcery": Name("sorcery", "rituel")}
PARITIES = {"odd": Name("odd", "impair"), "even": Name("even", "pair")}
BASIC_NAMES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes"})


def _choices(st: StaticAbility) -> list[dict[str, Any]]:
    """The choices of one "As ~ enters, choose ..." sentence, in order (a record and its "also")."""
    first = {k: v for k, v in st.args if k not in ("also", "by")}
    more = [dict(c) if not isinstance(c, dict) else c for c in st.get("also") or ()]
    return [first, *more]


def make_choices(game: Game, perm: Permanent, setup: bool = False) -> None:
    """Every "As ~ enters, choose ..." of a permanent that just entered (module docstring)."""
    for st in perm.card.static:
        if st.kind != "as_enters_choice":
            continue
        chooser = perm.controller
        if st.get("by") == "opponent":
            opponents = game.state.opponents(perm.controller)
            chooser = opponents[0] if opponents else perm.controller
        for choice in _choices(st):
            kind = str(choice.get("choice"))
            if len([k for k, _ in perm.chosen if k == kind]) >= sum(
                    1 for c in _choices(st) if c.get("choice") == kind):
                continue  # made already (a permanent entering again is a new object: `chosen` is empty then)
            value, shown = (None, None) if setup else written_choice(game, chooser, kind, choice)
            assumed = value is None
            if value is None:
                value, shown = default_choice(game, perm, chooser, kind, choice)
            if value is None:
                continue
            perm = game.update_permanent(perm, chosen=perm.chosen + ((kind, value),))
            params = {"card": card_name(perm.card), "player": chooser, "what": "choice_" + kind, "value": shown}
            if setup:
                first = game.actions[0] if game.actions else None
                if first is not None:  # said at the start of the first action (the setup has no steps)
                    note = (CHOICE_RULE, "step.assumed_choice", (("player", chooser), ("what", "choice_" + kind),
                                                                 ("card", params["card"]), ("cards", (shown,))))
                    game.actions[0] = replace(first, notes=first.notes + (note,))
            else:
                say(game, params, assumed)


def say(game: Game, params: dict[str, Any], assumed: bool) -> None:
    """The choice in the trace: written (`step.chosen_as_enters`), or made for the player and marked assumed
    (`step.assumed_choice`, gathered into the judgement's assumptions)."""
    if assumed:
        game.step(CHOICE_RULE, "info", "step.assumed_choice", player=params["player"], what=params["what"],
                  card=params["card"], cards=(params["value"],))
    else:
        game.step(CHOICE_RULE, "step", "step.chosen_as_enters", **params)


def enters_under_opponent(game: Game, entering: Permanent) -> None:
    """"~ enters under the control of an opponent of your choice" (Captive Audience; 614.1c, the choice 614.12):
    the opponent named by the line right after ("I choose Bob"), else the next opponent, assumed and said."""
    perm = game.state.permanent(entering.oid)
    if perm is None or not any(st.kind == "enters_under_opponent" for st in perm.statics):
        return
    value, shown = written_choice(game, perm.controller, "opponent", {})
    assumed = value is None
    if value is None:
        value, shown = default_choice(game, perm, perm.controller, "opponent", {})
    if value is None:
        return
    say(game, {"card": card_name(perm.card), "player": perm.controller, "what": "choice_opponent", "value": shown},
        assumed)
    game.update_permanent(perm, controller=str(value))
    game.step("614.1c", "replacement", "step.enters_under_control", card=card_name(perm.card), player=str(value))


def _card_fits(card: CardDef, kind: str, choice: dict[str, Any]) -> bool:
    """Whether a card's name may be chosen: "a nonland card name", "a nonbasic land card name"..."""
    if kind == "nonland_card_name" and "land" in card.types:
        return False
    if any(t not in card.types for t in choice.get("types") or ()):
        return False
    if any(t in card.types for t in choice.get("not_types") or ()):
        return False
    return not (choice.get("not_basic") and card.name in BASIC_NAMES)


def _word(action: Any, prefix: str) -> str | None:
    return next((w[len(prefix):] for w in action.words if w.startswith(prefix)), None)


def _land_type_of(action: Any, basic: bool) -> str | None:
    """"I choose Island": the basic land type of the land card named; "I choose Gate" (a land type word)."""
    word = _word(action, "type:")
    if word is not None and (not basic or word in BASIC_LAND_TYPES):
        return word
    if action.cards:
        card = action.cards[0].card
        subs = [s for s in card.subtypes if s in BASIC_LAND_TYPES or (not basic and "land" in card.types)]
        return subs[0] if "land" in card.types and len(subs) == 1 else None
    return None


def _value(action: Any, kind: str, choice: dict[str, Any], chooser: str) -> tuple[str, Any] | None:
    """The value a `choose` line gives this kind of choice, with how it is shown, or None if it gives none."""
    among = choice.get("among") or ()
    if kind == "color":
        if not action.colors or action.colors[0] == choice.get("except") or (among and action.colors[0] not in among):
            return None
        return action.colors[0], COLOR_NAMES[action.colors[0]]
    if kind == "creature_type":
        word = _word(action, "type:")
        return (word, word.capitalize()) if word is not None else None
    if kind in ("opponent", "player"):
        who = _word(action, "player:")
        return (who, who) if who is not None and (kind == "player" or who != chooser) else None
    if kind in ("basic_land_type", "land_type"):
        sub = _land_type_of(action, kind == "basic_land_type")
        if sub is None or (among and sub not in among):
            return None
        return sub, BASIC_LAND_TYPES.get(sub, sub.capitalize())
    if kind == "card_type":
        word = _word(action, "cardtype:")
        return (word, CARD_TYPES[word]) if word in CARD_TYPES and (not among or word in among) else None
    if kind == "number":
        word = _word(action, "number:")
        return (word, word) if word is not None else None
    if kind == "parity":
        word = _word(action, "parity:")
        return (word, PARITIES[word]) if word in PARITIES else None
    if action.cards and _card_fits(action.cards[0].card, kind, choice):
        return action.cards[0].card.name, card_name(action.cards[0].card)
    return None


def written_choice(game: Game, chooser: str, kind: str, choice: dict[str, Any]) -> tuple[str | None, Any]:
    """The choice on the next line, when it is one of this kind, by the player who chooses."""
    line = game.take_action(lambda a: a.kind == "choose" and a.actor in (None, chooser)
                            and _value(a, kind, choice, chooser) is not None)
    if line is None:
        return None, None
    found = _value(line, kind, choice, chooser)
    return found if found is not None else (None, None)


def _most(counts: dict[str, int], order: tuple[str, ...]) -> str | None:
    if not counts:
        return None
    return max(counts, key=lambda k: (counts[k], -order.index(k) if k in order else -len(order)))


def default_choice(game: Game, perm: Permanent, chooser: str, kind: str,
                   choice: dict[str, Any]) -> tuple[str | None, Any]:
    """What is assumed when no line says (each said in the trace): the colour most common among the opponents'
    permanents (the chooser's own for a bonus to "creatures you control of the chosen color"), the creature type
    most common among the chooser's creatures, the next opponent, a card an opponent is known to have, the basic
    land type most common among the opponents' lands, creature (the most common card type), the mana value most
    common among the opponents' known nonland cards, its parity."""
    excluded, among = str(choice.get("except") or ""), choice.get("among") or ()
    opponents = game.state.opponents(chooser)
    if kind == "color":
        own = any(st.kind == "anthem" and st.get("chosen") == "color" for st in perm.card.static) or any(
            ab.mana is not None and "*" in ab.mana.choice for ab in perm.card.activated)  # mana of that colour
        by_color = {c: 0 for c in "WUBRG" if c != excluded and (not among or c in among)}
        cards = [p.card for p in game.state.battlefield if (p.controller == chooser) == own]
        if own:  # what its controller will cast: the colours of the cards in their hand too
            cards += [o.card for o in game.player(chooser).hand]
        for card in cards:
            for c in card.colors:
                if c in by_color:
                    by_color[c] += 1
        color = _most(by_color, ("W", "U", "B", "R", "G"))
        return (color, COLOR_NAMES[color]) if color is not None else (None, None)
    if kind == "creature_type":
        counts: dict[str, int] = {}
        cards = [p.card for p in game.state.permanents_of(chooser) if p.is_creature and p.oid != perm.oid]
        cards += [o.card for o in game.player(chooser).hand if "creature" in o.card.types]
        for card in cards:
            for sub in card.subtypes:
                counts[sub] = counts.get(sub, 0) + 1
        if chooser == perm.controller:
            for sub in perm.card.subtypes:
                counts.setdefault(sub, 0)
        best = max(sorted(counts), key=lambda sub: counts[sub]) if counts else "human"
        return best, best.capitalize()
    if kind in ("opponent", "player"):
        return (opponents[0], opponents[0]) if opponents else (None, None)
    if kind in ("basic_land_type", "land_type"):
        lands = {s: 0 for s in BASIC_LAND_TYPES if not among or s in among}
        for who in opponents:
            for p in game.state.permanents_of(who):
                for sub in p.characteristics.subtypes:
                    if sub in lands:
                        lands[sub] += 1
        land = _most(lands, tuple(BASIC_LAND_TYPES))
        return (land, BASIC_LAND_TYPES[land]) if land is not None else (None, None)
    if kind == "card_type":
        word = "creature" if not among or "creature" in among else str(among[0])
        return word, CARD_TYPES.get(word, word)
    known = _known_cards(game, opponents)
    if kind in ("number", "parity"):
        values: dict[str, int] = {}
        for card in known:
            if "land" not in card.types and card.mana_cost is not None:
                key = str(card.mana_cost.mana_value)
                if kind == "parity":
                    key = "odd" if int(key) % 2 else "even"
                values[key] = values.get(key, 0) + 1
        most = _most(values, ()) or ("odd" if kind == "parity" else "1")
        return most, PARITIES.get(most, most)
    for card in known:
        if _card_fits(card, kind, choice):
            return card.name, card_name(card)
    return None, None


def _known_cards(game: Game, players: list[str]) -> list[CardDef]:
    out: list[CardDef] = []
    for who in players:
        out += [i.card for i in game.state.stack if i.controller == who and i.kind == "spell"]
        out += [o.card for z in ("hand", "graveyard") for o in game.player(who).zone(z)]
        out += [p.card for p in game.state.permanents_of(who)]
    return [c for c in out if c.name != "unknown card"]


# ------------------------------------------------------------------------------- what reads the choice

def _names_chosen(perm: Permanent, card: CardDef) -> bool:
    """Whether a card has a name chosen as `perm` entered (a split or double-faced card: either face's)."""
    return any(v == card.name or card.has_face(v) for k, v in perm.chosen if k in ("card_name", "nonland_card_name"))


def _spell_is_chosen(perm: Permanent, st: StaticAbility, card: CardDef) -> bool:
    """Whether a spell has the quality chosen as `perm` entered (its name, colour, card type, mana value)."""
    if any(t not in card.types for t in st.get("types") or ()) or \
            any(t in card.types for t in st.get("not_types") or ()):
        return False
    by = st.get("by")
    if by == "name":
        return _names_chosen(perm, card)
    if by == "color":
        value = perm.choice("color")
        return value is not None and value in card.colors
    if by == "card_type":
        value = perm.choice("card_type")
        return value is not None and value in card.types
    if by == "number":
        value = perm.choice("number")
        return value is not None and card.mana_cost is not None and str(card.mana_cost.mana_value) == value
    return False


def _shown(perm: Permanent, by: str, card: CardDef) -> Any:
    """What was chosen, as the trace shows it (the spell's own name for a chosen name)."""
    if by == "color":
        return COLOR_NAMES[str(perm.choice("color"))]
    if by == "card_type":
        return CARD_TYPES[str(perm.choice("card_type"))]
    if by == "number":
        return str(perm.choice("number"))
    return card_name(card)


def chosen_cast_refusal(game: Game, player: str, card: CardDef) -> None:
    """601.3: a spell a "can't be cast" of the chosen quality forbids (`plugins.casting` asks before casting)."""
    for perm in game.state.battlefield:
        for st in perm.statics:
            if st.kind != "chosen_cant_cast" or (st.get("who") == "opponents" and player == perm.controller):
                continue
            if _spell_is_chosen(perm, st, card):
                raise IllegalAction("ill.chosen_cant_cast", "601.3", rules=("601.3", "607.2d"), card=card_name(card),
                                    source=card_name(perm.card), value=_shown(perm, str(st.get("by")), card))


@hookimpl
def arbitre_activation_refusals(game: Game, player: str, source: Any, ability: ActivatedAbility,
                                during_payment: bool) -> list[Refusal] | None:
    card = getattr(source, "card", None)
    if not isinstance(card, CardDef):
        return None
    for perm in game.state.battlefield:
        for st in perm.statics:
            if st.kind != "chosen_cant_activate" or (st.get("non_mana") and game.is_mana_ability(ability)):
                continue
            if _names_chosen(perm, card):
                return [Refusal("602.5", "ill.chosen_cant_activate", (("card", card_name(card)),
                                                                     ("source", card_name(perm.card))),
                                ("602.5", "607.2d"))]
    return None


# The choice made as a permanent enters (614.12) and the restrictions that read it (601.3, 602.5).
arbitre_enforced_abilities = enforces("as_enters_choice", "chosen_cant_cast", "chosen_cant_activate")
