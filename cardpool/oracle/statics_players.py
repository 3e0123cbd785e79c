"""Static abilities that act on players, on the rules of the game and on damage as it is dealt, read as a
grammar: *[condition,] event-would-happen, what happens instead* (614, 615) and *who + can't/may + what*.

Damage (614.1a replacements and 615 prevention), one table-driven sentence shape:

    [As long as CONDITION, | If CONDITION, ] if SOURCE would deal [combat |noncombat ]damage [to RECIPIENT],
    CHANGE

SOURCE is "a source", "a red source you control", "another Giant source you control", "a spell", "an
instant or sorcery source", "a creature you control", "~", "equipped creature"...; RECIPIENT is "you",
"a permanent or player", "an opponent", "you or a creature you control", "an opponent or a permanent an
opponent controls", "another Dinosaur you control", "~"...; CHANGE is one of `CHANGES` ("it deals double
that damage ... instead", "... that much damage plus 1 ...", "prevent 2 of that damage", "prevent all but
1 of that damage", "prevent half that damage, rounded up"...). "If a source would deal 3 or more damage
..." (a threshold) and "If damage would be dealt to you, prevent that damage" read the same way. The
record:

    {"kind": "damage_change", "change": {"times": 2} | {"plus": 1} | {"minus": 1} | {"half": "down"} |
     {"at_most": 2} | {"prevent": 2 | "all"} | {"prevent_all_but": 1} | {"prevent_half": "up"},
     "by": "self" | "attached" | "group", "by_filter": {...}, "by_spell": true,
     "to": "you" | "self" | "attached" | "group" | "player" | "opponent" | "any", "to_filter": {...},
     "to_you": true, "to_opponent": true, "combat": "combat" | "noncombat", "min_amount": 3, "max_amount": 2,
     "condition": {...}}

Also "Damage can't be prevented" / "Damage that would be dealt by ~ can't be prevented" (`unpreventable`) and
"Damage that would reduce your life total to less than 1 reduces it to 1 instead" (`life_floor`).

Anything not read exactly returns None: the sentence stays a `continuous_effect`.
"""

from __future__ import annotations

import re
from typing import Any

from cardpool.oracle.grammar import number
from cardpool.oracle.statics_redirect import redirect_static
from cardpool.oracle.statics_rules import rules_static
from cardpool.oracle.statics_zones import enter_cost, zone_replacement

# what happens to the damage instead (614.1a) or how much of it is prevented (615.1)
_TO_THAT = (r"(?: to (?:that permanent or player|that player or permanent|that player|that creature|that permanent|"
            r"you|~|it|equipped creature|enchanted creature))?")
CHANGES: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"(?:it|that source) deals (double|triple) that damage" + _TO_THAT + r" instead"), "times"),
    (re.compile(r"(?:it|that source) deals that much damage (plus|minus) (\d+|one|two|three)" + _TO_THAT
                + r" instead"), "plus_minus"),
    (re.compile(r"(?:it|that source) deals half that damage, rounded (down|up)," + _TO_THAT + r" instead"), "half"),
    (re.compile(r"(?:it|that source) deals (\d+|one|two|three) damage" + _TO_THAT + r" instead"), "at_most"),
    (re.compile(r"prevent (\d+|one|two|three|four|five) of that damage"), "prevent"),
    (re.compile(r"prevent (?:that damage|all of that damage)"), "prevent_all"),
    (re.compile(r"prevent all but (\d+|one|two|three) of that damage"), "prevent_all_but"),
    (re.compile(r"prevent half that damage, rounded (up|down)"), "prevent_half"),
]

DAMAGE_RE = re.compile(
    r"if (?P<source>.+?) would deal (?:(?P<min>\d+) or (?P<cmp>more|less) )?(?P<combat>combat |noncombat |)damage"
    r"(?: to (?P<to>.+?))?, (?P<change>.+)")
DEALT_RE = re.compile(r"if (?P<combat>combat |noncombat |)damage would be dealt to (?P<to>.+?), (?P<change>.+)")

# recipients that aren't a single object or a group of permanents
PLAYER_RECIPIENTS = {
    "a player": {"to": "player"}, "an opponent": {"to": "opponent"}, "a permanent or player": {"to": "any"},
    "a player or permanent": {"to": "any"}, "you": {"to": "you"},
}


def _number(word: str) -> int | None:
    value = number(word)
    return value if isinstance(value, int) else None


def _change(text: str) -> dict[str, Any] | None:
    for rx, kind in CHANGES:
        m = rx.fullmatch(text)
        if m is None:
            continue
        if kind == "times":
            return {"times": 2 if m.group(1) == "double" else 3}
        if kind == "plus_minus":
            n = _number(m.group(2))
            return None if n is None else {m.group(1): n}
        if kind == "half":
            return {"half": m.group(1)}
        if kind == "at_most":
            n = _number(m.group(1))
            return None if n is None else {"at_most": n}
        if kind == "prevent":
            n = _number(m.group(1))
            return None if n is None else {"prevent": n}
        if kind == "prevent_all":
            return {"prevent": "all"}
        if kind == "prevent_all_but":
            n = _number(m.group(1))
            return None if n is None else {"prevent_all_but": n}
        return {"prevent_half": m.group(1)}
    return None


def _recipient(low: str, original: str) -> dict[str, Any] | None:
    """Whom the damage would be dealt to."""
    from cardpool.oracle.statics import _damage_party

    if low in PLAYER_RECIPIENTS:
        return dict(PLAYER_RECIPIENTS[low])
    m = re.fullmatch(r"(you|an opponent) or (.+)", low)
    if m:  # "you or a creature you control", "an opponent or a permanent an opponent controls"
        group = _damage_party(m.group(2), original, "to")
        if group is None or group.get("to") != "group":
            return None
        return {**group, ("to_you" if m.group(1) == "you" else "to_opponent"): True}
    m = re.fullmatch(r"another (.+)", low)
    if m:
        group = _damage_party("a " + m.group(1), original, "to")
        if group is None or group.get("to") != "group":
            return None
        group["to_filter"] = {**group["to_filter"], "other": True}
        return group
    return _damage_party(low, original, "to")


def _source(low: str, original: str) -> dict[str, Any] | None:
    """Who would deal the damage."""
    from cardpool.oracle.statics import _damage_party

    if low == "a source":
        return {}
    other = low.startswith("another ")
    if other:
        low = "a " + low[len("another "):]
    spell = re.fullmatch(r"an? (?:(.+?) )?spell( you control| an opponent controls|)", low)
    if spell:  # "a spell", "a red instant or sorcery spell you control": only spells (on the stack) deal it
        words = (spell.group(1) or "") + " source" + spell.group(2)
        party = _damage_party(words.strip(), original, "by")
        if party is None:
            return None
        party["by_spell"] = True
    elif re.fullmatch(r"an? (?:.+ )?source(?: .+)?", low):
        party = _damage_party(low[low.index(" ") + 1:], original, "by")
    else:
        party = _damage_party(low, original, "by")
    if party is None:
        return None
    if other:
        if party.get("by") != "group":
            return None
        party["by_filter"] = {**party.get("by_filter", {}), "other": True}
    return party


def damage_change(low: str, original: str) -> dict[str, Any] | None:
    """"If a red source you control would deal damage to an opponent, it deals that much damage plus 1 to that
    player instead" and the other sentences of the module docstring's damage grammar -> the record, or None."""
    from cardpool.oracle.statics import parse_condition

    rec: dict[str, Any] = {"kind": "damage_change"}
    m = re.fullmatch(r"(?:as long as|during your turn|if) (.+?), (if .+)", low)
    if m and not low.startswith("if ") or m and low.startswith("if ") and " would " not in m.group(1):
        cond_text = m.group(1)
        if low.startswith("during your turn"):
            rec["condition"] = {"kind": "your_turn"}
        else:
            cond = parse_condition(cond_text, original)
            if cond is None:
                return None
            rec["condition"] = cond[0]
        low = m.group(2)
    elif low.startswith("during your turn, "):
        rec["condition"] = {"kind": "your_turn"}
        low = low[len("during your turn, "):]
    m = DAMAGE_RE.fullmatch(low)
    source: dict[str, Any] | None
    if m:
        source = _source(m.group("source"), original)
        if m.group("min"):
            rec["min_amount" if m.group("cmp") == "more" else "max_amount"] = int(m.group("min"))
    else:
        m = DEALT_RE.fullmatch(low)
        source = {} if m else None
    if m is None or source is None:
        return None
    to = m.group("to")
    recipient = _recipient(to, original) if to else {}
    change = _change(m.group("change"))
    if recipient is None or change is None:
        return None
    if "at_most" in change and "min_amount" not in rec:
        return None  # "deals 2 damage instead" only with "would deal 3 or more damage"
    rec.update(source)
    rec.update(recipient)
    rec["change"] = change
    if m.group("combat").strip():
        rec["combat"] = m.group("combat").strip()
    return rec


def damage_rule(low: str, original: str) -> dict[str, Any] | None:
    """"Damage can't be prevented" (Everlasting Torment), "Damage that would be dealt by ~ can't be prevented",
    "Combat damage that would be dealt by creatures you control can't be prevented" (`unpreventable`);
    "Damage that would reduce your life total to less than 1 reduces it to 1 instead" (`life_floor`)."""
    from cardpool.oracle.statics import _damage_party, parse_condition

    rec: dict[str, Any]
    if low == "damage can't be prevented":
        return {"kind": "unpreventable"}
    m = re.fullmatch(r"(combat |)damage that would be dealt by (.+?) can't be prevented", low)
    if m:
        party = _damage_party(m.group(2), original, "by")
        if party is None:
            return None
        rec = {"kind": "unpreventable", **party}
        if m.group(1):
            rec["combat"] = "combat"
        return rec
    m = re.fullmatch(r"(?:(?:as long as|if) (.+?), )?damage that would reduce your life total to less than (\d+) "
                     r"reduces it to \2 instead", low)
    if m:
        rec = {"kind": "life_floor", "floor": int(m.group(2))}
        if m.group(1):
            cond = parse_condition(m.group(1), original)
            if cond is None:
                return None
            rec["condition"] = cond[0]
        return rec
    return None


# ---------------------------------------------------------------------------------------------- attacks (508.1)

ATTACK_TAX_RE = re.compile(
    r"(?P<who>.+?) can't attack (?P<whom>you|you or planeswalkers you control|you or a planeswalker you control)"
    r"(?: unless their controller pays (?P<mana>\{(?:\d+|x)\}) for each (?:creature they control that's attacking "
    r"you|of those creatures)(?:, where x is (?:the number of )?(?P<x>.+))?)?")
MAX_COMBATANTS_RE = re.compile(r"no more than (?P<n>one|two|three) creatures? can (?P<verb>attack|block)(?P<you> you)? "
                               r"each combat")


def attack_static(low: str, original: str) -> dict[str, Any] | None:
    """"Creatures can't attack you" (508.1c), "Creatures can't attack you unless their controller pays {2} for
    each creature they control that's attacking you" (Propaganda's attack tax, 508.1h), "... {X} for each of
    those creatures, where X is the number of enchantments you control", "No more than two creatures can attack
    (you) / block each combat" (508.1c, 509.1b) -> `attack_restriction` / `attack_tax` / `max_combatants`."""
    from cardpool.oracle.statics import _object_filter, _original, parse_count

    m = MAX_COMBATANTS_RE.fullmatch(low)
    if m:
        rec: dict[str, Any] = {"kind": "max_combatants", "verb": m.group("verb"), "count": _number(m.group("n"))}
        rec["who"] = "you" if m.group("you") else "each"
        return rec
    m = ATTACK_TAX_RE.fullmatch(low)
    if m is None:
        return None
    rec = {"kind": "attack_tax" if m.group("mana") else "attack_restriction"}
    if m.group("who") != "creatures":
        flt = _object_filter(_original(m.group("who"), original))
        if flt is None or not low.startswith(m.group("who")):
            return None
        rec["filter"] = flt
    if m.group("mana"):
        if "filter" in rec:
            return None
        mana = m.group("mana")
        if mana == "{x}":
            if not m.group("x"):
                return None
            count = parse_count(m.group("x"), original)
            if count is None:
                return None
            rec["for_each"] = count
        elif m.group("x"):
            return None
        else:
            rec["generic"] = int(mana[1:-1])
    return rec


# ---------------------------------------------------------------------------------------------- players' rules

WHO = {"you": "you", "players": "each", "each player": "each", "a player": "each", "your opponents": "opponents",
       "each opponent": "opponents", "an opponent": "opponents"}
WHO_RE = r"(you|players|each player|a player|your opponents|each opponent|an opponent)"
RULES: dict[str, dict[str, Any]] = {
    "you can't win the game and your opponents can't lose the game": {"kind": "cant_lose_game", "who": "opponents"},
    "your life total can't change": {"kind": "life_cant_change", "who": "you"},
    "each player skips their untap step": {"kind": "skip_step", "who": "each", "step": "untap"},
    "each player may play an additional land during each of their turns": {"kind": "extra_land", "who": "each",
                                                                           "count": 1},
    "you may play an additional land during each of your turns": {"kind": "extra_land", "who": "you", "count": 1},
}


def player_rule(low: str) -> dict[str, Any] | None:
    """What players may or may not do, and what happens to them instead (614.1a): "Your life total can't
    change", "If an opponent would gain life, that player loses that much life instead", "If a player would gain
    life, that player gains no life instead", "Players can't draw cards", "Each opponent can't draw more than
    one card each turn", "If you would draw a card, draw two cards instead", "... except the first one you draw
    in each of your draw steps ...", "Each player skips their untap step"."""
    if low in RULES:
        return dict(RULES[low])
    m = re.fullmatch(r"if " + WHO_RE + r" would gain life, (?:that player|you) (gains? no life|loses? that much "
                     r"life) instead", low)
    if m:
        kind = "cant_gain_life" if "no life" in m.group(2) else "life_gain_reversed"
        return {"kind": kind, "who": WHO[m.group(1)]}
    m = re.fullmatch(r"(?:you may look at the top card of your library any time, and )?you may play lands from "
                     r"(the top of your library|your graveyard)", low)
    if m:  # 305.1: a land played from elsewhere than the hand
        return {"kind": "play_lands_from", "who": "you",
                "zone": "graveyard" if m.group(1) == "your graveyard" else "library_top"}
    m = re.fullmatch(r"if a (card|card or token|nontoken card) would be put into (your|a|a player's) graveyard from "
                     r"anywhere, exile (?:it|that card) instead", low)
    if m:  # 614.1a (Rest in Peace, Yawgmoth's Agenda)
        return {"kind": "graveyard_exile", "whose": "you" if m.group(2) == "your" else "any",
                "tokens": m.group(1) == "card or token"}
    m = re.fullmatch(r"if (?:an effect would create one or more tokens under your control, it creates|one or more "
                     r"tokens would be created( under your control)?,) twice that many (?:of )?those tokens "
                     r"(?:are created )?instead", low)
    if m:  # 614.1a (Anointed Procession, Primal Vigor)
        return {"kind": "token_change", "who": "you" if "your control" in low else "each", "times": 2}
    m = re.fullmatch(r"if (?:an effect would put )?one or more (\+1/\+1 |-1/-1 |)counters (?:would be put )?on "
                     r"(.+?), (?:it puts )?(twice that many|that many plus one|that many minus one)(?: of those| of "
                     r"each of those kinds of)? (?:\+1/\+1 |-1/-1 |)counters (?:are put )?on (?:it|that creature|"
                     r"that permanent) instead", low)
    if m:  # 614.1a (Hardened Scales, Corpsejack Menace, Doubling Season)
        on = {"~": {"on": "self"}, "a creature you control": {"on": "creature", "whose": "you"},
              "a creature": {"on": "creature", "whose": "any"},
              "a permanent you control": {"on": "permanent", "whose": "you"}}.get(m.group(2))
        if on is None:
            return None
        change = {"twice that many": {"times": 2}, "that many plus one": {"plus": 1},
                  "that many minus one": {"plus": -1}}[m.group(3)]
        return {"kind": "counter_change", "counter": m.group(1).strip() or "any", **on, **change}
    m = re.fullmatch(WHO_RE + r" can't draw cards", low)
    if m:
        return {"kind": "draw_limit", "who": WHO[m.group(1)], "per_turn": 0}
    m = re.fullmatch(WHO_RE + r" can't draw more than one card each turn", low)
    if m:
        return {"kind": "draw_limit", "who": WHO[m.group(1)], "per_turn": 1}
    m = re.fullmatch(r"if you would draw a card(?P<except> except the first one you draw in each of your draw steps)?"
                     r", draw two cards instead", low)
    if m:
        rec: dict[str, Any] = {"kind": "draw_replacement", "who": "you", "times": 2}
        if m.group("except"):
            rec["except_first_in_draw_step"] = True
        return rec
    return None


def players_static(low: str, original: str) -> dict[str, Any] | None:
    """A static ability of this module's grammar (see the module docstring), or None."""
    found = damage_change(low, original) or damage_rule(low, original) or player_rule(low) \
        or zone_replacement(low, original) or rules_static(low, original) or redirect_static(low) \
        or enter_cost(low, original)
    if found is not None:
        return found
    condition: dict[str, Any] | None = None
    m = re.fullmatch(r"as long as (.+?), (.+)", low)
    if m:  # "As long as ~ is untapped, creatures can't attack you ..." (611.3a)
        from cardpool.oracle.statics import parse_condition

        cond = parse_condition(m.group(1), original)
        if cond is None or cond[1] not in ("", "self"):
            return None
        condition, cut = cond[0], len(low) - len(m.group(2))
        low, original = low[cut:], original[cut:]
    found = attack_static(low, original) or rules_static(low, original) or redirect_static(low)
    if found is not None and condition is not None:
        found["condition"] = condition
    return found


# ---------------------------------------------------------------------------------------------- conditions (611.3a)

_NUM = r"(a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+)"
# what happened this turn, as the flags `plugins.triggers` and `plugins.player_statics` keep
TURN_EVENTS = {
    "you attacked this turn": {"event": "attacked"}, "you've attacked this turn": {"event": "attacked"},
    "a creature died this turn": {"event": "creature_died"},
    "you gained life this turn": {"event": "gained_life"}, "you've gained life this turn": {"event": "gained_life"},
    "an opponent lost life this turn": {"event": "opponent_lost_life"},
    "you had another creature enter the battlefield under your control this turn": {"event": "other_creature_entered"},
    "a creature entered the battlefield under your control this turn": {"event": "creature_entered"},
}


def player_condition(low: str, original: str) -> dict[str, Any] | None:
    """Conditions about players and the turn, beside those of `cardpool.oracle.statics.parse_condition`:
    "you've completed a dungeon", "you've drawn two or more cards this turn", "you're the monarch", "you have
    more cards in hand than each opponent", "you control more creatures than defending player", "your life
    total is greater than or equal to your starting life total", "there are five or more mana values among
    cards in your graveyard", "there are five or more Islands on the battlefield", "a creature died this turn",
    and two of them joined by "and" -> the condition record, or None."""
    low = low.strip()
    if low in TURN_EVENTS:
        return {"kind": "turn_event", **TURN_EVENTS[low]}
    m = re.fullmatch(r"there are " + _NUM + r" or more cards in your graveyard", low)
    if m:
        return {"kind": "cards", "zone": "graveyard", "whose": "you", "min": _number(m.group(1)) or 1}
    if low == "you control a token":
        return {"kind": "control", "who": "you", "filter": {"token": "token"}}
    if low == "defending player is poisoned":
        return {"kind": "poisoned", "who": "defending"}
    if low in ("it entered the battlefield this turn", "~ entered the battlefield this turn"):
        return {"kind": "entered_this_turn"}
    if low in ("you've completed a dungeon", "you have completed a dungeon"):
        return {"kind": "dungeon_completed"}
    m = re.fullmatch(r"you've drawn " + _NUM + r" or more cards this turn", low)
    if m:
        return {"kind": "turn_event", "event": "drew", "min": _number(m.group(1)) or 1}
    if low in ("you're the monarch", "you are the monarch"):
        return {"kind": "monarch", "who": "you"}
    if low == "defending player is the monarch":
        return {"kind": "monarch", "who": "defending"}
    if low == "you have more cards in hand than each opponent":
        return {"kind": "more_cards_in_hand"}
    m = re.fullmatch(r"you control more (creatures|lands) than (defending|attacking) player", low)
    if m:
        return {"kind": "more_than", "what": m.group(1).rstrip("s"), "than": m.group(2)}
    if low == "your life total is greater than or equal to your starting life total":
        return {"kind": "life_vs_start", "min": 0}
    m = re.fullmatch(r"you have at least (\d+) life more than your starting life total", low)
    if m:
        return {"kind": "life_vs_start", "min": int(m.group(1))}
    m = re.fullmatch(r"there are " + _NUM + r" or more mana values among cards in your graveyard", low)
    if m:
        return {"kind": "mana_values_in_graveyard", "min": _number(m.group(1)) or 1}
    m = re.fullmatch(r"there(?: are| is|'s) (a|an|another|" + _NUM + r" or more) (.+?) on the battlefield", low)
    if m:
        from cardpool.oracle.statics import _object_filter, _original

        flt = _object_filter(_original(m.group(3), original))
        if flt is None:
            return None
        amount = m.group(1)
        if amount == "another":
            flt["other"] = True
        out: dict[str, Any] = {"kind": "on_battlefield", "filter": flt}
        if amount.endswith("or more"):
            out["min"] = _number(amount.split()[0]) or 1
        return out
    for m in re.finditer(r" and ", low):  # "you have 30 or more life and an opponent has 10 or less life"
        from cardpool.oracle.statics import parse_condition

        parts = [parse_condition(low[:m.start()], original), parse_condition(low[m.end():], original)]
        if all(p is not None and not p[1] and "filter" not in p[0] for p in parts):
            return {"kind": "all", "of": [p[0] for p in parts if p is not None]}
    return None
