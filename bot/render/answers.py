"""The short answer to a question about what a play leads to, said as a judge answers it: the question asked,
not the whole trace.

"who dies?" gets the creatures that die and why (or "no creature dies"), "do they die?" a yes or no and the
fate of what was asked about, "is he dead?" the player's life total and whether they lose (704.5a), "how
much does he take?" the damage and the life left, "what do I have left?" the player's permanents, "what
happens to X?" where X ends up and what was done to it. Each reads the question's `verb` and `about` (the
reading's `Question`: verbs "die", "survive", "life", "lose", "damage", "left", "fate"; `about` the English
names of the cards or the players asked about) and the question's `events` (what happened to each card and
player, `bot.render.freeform.events_json`), with the final `state`. None when the question is not one of
these, or when what it needs is missing: the caller then answers as before.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.engine.trace import Name
from bot.render.grammar import join, player_noun
from bot.render.i18n import format_message, say
from bot.render.words import argument

CardNamer = Callable[[str], "str | Name"]

# Steps that put a permanent into a graveyard from the battlefield (700.4: it dies, for a creature)
DEATHS = frozenset({
    "sba.lethal_damage", "sba.deathtouch", "sba.zero_toughness", "sba.no_loyalty", "sba.legend_rule",
    "sba.aura_unattached", "step.destroyed", "step.destroyed_all", "step.sacrificed", "step.cost_sacrifice",
    "step.devoured", "step.moved_graveyard",
})
# Steps that say a permanent didn't die after all ("regenerated", "exiled instead"): the death is not said
SAVED = frozenset({"step.regenerated", "step.umbra_armor", "step.exiled_instead", "step.exiled_instead_of_graveyard"})
DAMAGE_TO_PLAYER = frozenset({"step.damage_player", "step.combat_damage_player"})
PLAYER_LOSSES = frozenset({"sba.zero_life", "sba.poison", "sba.empty_library"})
MAX_SAID = 3  # a short answer names at most this many things of each kind


def _noun(english: str, lang: str, card_name: CardNamer | None) -> Any:
    found = card_name(english) if card_name is not None else english
    return argument("card", found if isinstance(found, Name) else Name(english, ""), lang)


def _cards(names: list[str], lang: str, card_name: CardNamer | None) -> Any:
    """Several cards as one noun ("Grizzly Bears and Ambush Viper", « les Grizzlis et la Vipère embusquée »)."""
    found = [card_name(n) if card_name is not None else n for n in names]
    return argument("cards", [f if isinstance(f, Name) else Name(n, "") for f, n in zip(found, names, strict=True)],
                    lang)


def _players(data: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {str(p.get("name")): p for p in (data.get("state") or {}).get("players") or ()}


def _on_battlefield(data: dict[str, Any]) -> list[dict[str, Any]]:
    return [p for player in _players(data).values() for p in player.get("battlefield") or ()]


def _events(data: dict[str, Any]) -> list[dict[str, Any]]:
    return list((data.get("question") or {}).get("events") or ())


def deaths(data: dict[str, Any]) -> list[tuple[str, str, str]]:
    """(card, step id, rule) of each permanent that died in the play, in the order it happened; a death a
    later step undid (regenerated, exiled instead) is not one."""
    out: list[tuple[str, str, str]] = []
    events = _events(data)
    for i, event in enumerate(events):
        if event.get("id") not in DEATHS:
            continue
        for card in event.get("cards") or ():
            saved = any(e.get("id") in SAVED and card in (e.get("cards") or ()) for e in events[i + 1:i + 3])
            if not saved:
                out.append((card, str(event["id"]), str(event.get("rule") or "")))
    return out


def _why(items: list[tuple[str, str, str]], lang: str) -> str:
    """"lethal damage, 704.5g": each cause said once, with its rule."""
    said: list[str] = []
    for _, key, rule in items:
        text = say("answer-why", lang, cause=say("answer-cause", lang, id=key.replace(".", "_")), rule=rule)
        if text not in said:
            said.append(text)
    return say("summary-assumptions-separator", lang).join(said)


def _died_sentence(items: list[tuple[str, str, str]], lang: str, card_name: CardNamer | None) -> str:
    names = list(dict.fromkeys(card for card, _, _ in items))[:MAX_SAID]
    return say("answer-who_dies", lang, cards=_cards(names, lang, card_name), why=_why(items, lang) or "none")


def survivors(data: dict[str, Any], skip: set[str], lang: str, card_name: CardNamer | None) -> list[str]:
    """"Hill Giant survives (3/3, 2 damage).": the creatures still on the battlefield that the play dealt
    damage to or that a question asks about."""
    touched = {c for e in _events(data) for c in e.get("cards") or ()}
    touched |= set((data.get("question") or {}).get("about") or ())
    out = []
    for permanent in _on_battlefield(data):
        name = str(permanent.get("name"))
        if name in skip or name not in touched or permanent.get("toughness") is None:
            continue
        skip.add(name)
        out.append(format_message("answer-survives", lang, {
            "card": _noun(name, lang, card_name), "power": permanent.get("power") or 0,
            "toughness": permanent.get("toughness") or 0, "damage": permanent.get("damage") or 0}))
    return out[:MAX_SAID]


def who_dies(data: dict[str, Any], lang: str, card_name: CardNamer | None) -> str:
    """"who dies?": the cards that die and why, or that none does; then the creatures that survive it."""
    died = deaths(data)
    head = _died_sentence(died, lang, card_name) if died else say("answer-who_dies-none", lang)
    return " ".join([head, *survivors(data, {c for c, _, _ in died}, lang, card_name)])


def _fate_clauses(data: dict[str, Any], names: set[str]) -> list[tuple[str, str]]:
    """(text, rule) of what happened to the named cards, the last ones, in the order they happened."""
    found = [(str(e.get("text") or ""), str(e.get("rule") or "")) for e in _events(data)
             if names & set(e.get("cards") or ()) or e.get("source") in names and e.get("id") in DAMAGE_TO_PLAYER]
    return list(dict.fromkeys(found))[-2:]


def does_it_die(data: dict[str, Any], lang: str, card_name: CardNamer | None, about: list[str],
                clauses: Callable[[list[tuple[str, str]]], str]) -> str | None:
    """"do they die?" / "do they survive?": the yes or no, how the cards asked about died, or what they are now
    and what was done to them."""
    question = data.get("question") or {}
    answer = question.get("answer")
    if not isinstance(answer, bool):
        return None
    asked = set(about)
    died = [d for d in deaths(data) if d[0] in asked]
    if died:
        text = _died_sentence(died, lang, card_name)
    else:
        kept = survivors(data, set(), lang, card_name)
        rest = _fate_clauses(data, asked)
        if not kept and not rest:
            return None
        text = " ".join(kept + ([clauses(rest)] if rest else []))
    return yes_no(answer, text, lang)


def player_life(data: dict[str, Any], lang: str, about: list[str], verb: str) -> str | None:
    """"is he dead?" (verb "lose"): the yes or no, the life total and 704.5a; "what's his life?" (verb "life"):
    the life total, and the loss when there is one."""
    players = _players(data)
    who = next((a for a in about if a in players), None)
    if who is None:
        return None
    player = players[who]
    life, lost = int(player.get("life") or 0), bool(player.get("lost")) or int(player.get("life") or 0) <= 0
    noun = player_noun(who, lang)
    if verb == "life":
        total = format_message("answer-life", lang, {"player": noun, "life": life, "lost": "yes" if lost else "no"})
        gains = [e for e in _events(data) if e.get("id") == "step.life_gained" and e.get("player") == who]
        if not gains:
            return total
        # "how much life do I gain?": the gain first (0 is an answer too), then the life total
        gained = format_message("answer-life-gained", lang, {
            "player": noun, "amount": sum(int(e.get("amount") or 0) for e in gains), "life": life,
            "rule": ", ".join(dict.fromkeys(str(e.get("rule") or "119.3") for e in gains))})
        return gained + " " + total if lost else gained
    other = next((e for e in _events(data) if e.get("id") in PLAYER_LOSSES - {"sba.zero_life"}
                  and e.get("player") == who), None)
    if other is not None:  # poison, an empty library: the step says it
        return yes_no(True, _strip_prefix(str(other.get("text") or "")), lang)
    key = "answer-loses" if lost else "answer-lives"
    return yes_no(lost, format_message(key, lang, {"player": noun, "life": life}), lang)


def damage_to(data: dict[str, Any], lang: str, about: list[str], card_name: CardNamer | None) -> str | None:
    """"how much does he take?": the damage the player was dealt, by source, and the life left."""
    players = _players(data)
    who = next((a for a in about if a in players), None)
    if who is None:
        who = next((str(e["player"]) for e in _events(data) if e.get("id") in DAMAGE_TO_PLAYER), None)
    if who is None:
        return None
    dealt = [e for e in _events(data) if e.get("id") in DAMAGE_TO_PLAYER and e.get("player") == who]
    noun = player_noun(who, lang)
    if not dealt:
        return say("answer-damage-none", lang, player=noun)
    by_source: dict[str, int] = {}
    for e in dealt:
        source = str(e.get("source") or "")
        by_source[source] = by_source.get(source, 0) + int(e.get("amount") or 0)
    total = sum(by_source.values())
    sources = say("summary-assumptions-separator", lang).join(
        say("answer-damage-source", lang, source=_noun(s, lang, card_name), amount=n)
        for s, n in by_source.items() if s)
    rules = list(dict.fromkeys(str(e.get("rule") or "") for e in dealt))
    return format_message("answer-damage", lang, {
        "player": noun, "amount": total, "sources": sources if len(by_source) > 1 else "none",
        "life": int(players[who].get("life") or 0), "rule": ", ".join(rules)})


def left_of(data: dict[str, Any], lang: str, about: list[str], card_name: CardNamer | None) -> str | None:
    """"what do I have left?": the player's permanents after the play (lands counted apart), then why the
    others are gone."""
    players = _players(data)
    who = next((a for a in about if a in players), "me" if "me" in players else None)
    if who is None:
        return None
    battlefield = players[who].get("battlefield") or ()
    lands = sum(1 for p in battlefield if p.get("power") is None and _is_land(str(p.get("name")), card_name))
    others = [str(p.get("name")) for p in battlefield
              if not (p.get("power") is None and _is_land(str(p.get("name")), card_name))]
    noun = player_noun(who, lang)
    if others:
        head = format_message("answer-left", lang, {"player": noun, "cards": _cards(others[:MAX_SAID], lang, card_name),
                                                     "lands": lands})
    else:
        head = format_message("answer-left-none", lang, {"player": noun, "lands": lands})
    died = deaths(data)
    return " ".join([head] + ([_died_sentence(died, lang, card_name)] if died else []))


def _is_land(english: str, card_name: CardNamer | None) -> bool:
    found = card_name(english) if card_name is not None else english
    return isinstance(found, Name) and "land" in found.kind.split()


def fate_of(data: dict[str, Any], lang: str, about: list[str], card_name: CardNamer | None,
            clauses: Callable[[list[tuple[str, str]]], str],
            where: Callable[[str], str]) -> str | None:
    """"what happens to X?": what was done to X, then where it ends up (dead: how it died, when what was done
    doesn't say it already)."""
    asked = set(about)
    died = [d for d in deaths(data) if d[0] in asked]
    done = _fate_clauses(data, asked)
    said_death = any(e.get("id") in DEATHS and asked & set(e.get("cards") or ()) for e in _events(data)
                     if (str(e.get("text") or ""), str(e.get("rule") or "")) in done)
    parts = [clauses(done)] if done else []
    if died and not said_death:
        parts.append(_died_sentence(died, lang, card_name))
    elif not died:
        parts.append(where(about[0]))
    return " ".join(p for p in parts if p) or None


def yes_no(answer: bool, text: str, lang: str) -> str:
    """"Yes: the Elves die (…)." / « Non : les Grizzlis survivent (…). »"""
    from bot.render.summary import after_colon

    return say("answer-yes" if answer else "answer-no", lang, text=after_colon(text, lang))


def _strip_prefix(text: str) -> str:
    """A state-based action's text without its "State-based action: " label, capitalised."""
    head, sep, rest = text.partition(": ")
    if sep and len(head) <= 60 and rest:
        return rest[:1].upper() + rest[1:]
    return text


def known_about(data: dict[str, Any]) -> list[str]:
    """The names a question asks about that the play knows: a player, a card of the final situation or of
    what happened (not a word read as a name by mistake)."""
    about = [str(a) for a in (data.get("question") or {}).get("about") or ()]
    players = _players(data)
    cards = {c for e in _events(data) for c in e.get("cards") or ()}
    cards |= {str(e.get("source")) for e in _events(data) if e.get("source")}
    for player in players.values():
        cards |= {str(p.get("name")) for p in player.get("battlefield") or ()}
        for zone in ("graveyard", "exile", "hand"):
            cards |= {str(c) for c in player.get(zone) or ()}
    cards |= {str(item.get("name")) for item in (data.get("state") or {}).get("stack") or ()}
    return [a for a in about if a in players or a in cards]


def assumes(items: list[tuple[str, str]], outcome: str, lang: str) -> str:
    """"This assumes that A and that B; otherwise, the answer would be no (602.2b, 302.6).": the decisive
    assumptions `items` ((text, rule)) in one sentence."""
    said = [say("answer-assumes-item", lang, text=text) for text, _ in items]
    rules = ", ".join(dict.fromkeys(rule for _, rule in items if rule and rule != "—"))
    text = say("answer-assumes", lang, items=join(said, lang), outcome=outcome, rules=rules or "—")
    return text.replace(" (—)", "")
