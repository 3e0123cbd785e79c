"""Built-in plugin `replacement_statics`: static abilities that replace where an object goes (614.1a), as
`cardpool.oracle.statics_zones` reads them (`zone_replacement`):

- "If ~ would die, exile it instead / return it to its owner's hand instead / put it on top of (on the bottom
  of) its owner's library instead" (the permanent's own ability, read as it leaves the battlefield);
- "If a creature an opponent controls would die, exile it instead", "If another creature would die, ...",
  "If a Warlock you control would die, ..." (a group, from a permanent on the battlefield);
- "If an instant or sorcery card would be put into a graveyard from anywhere, exile it instead", "If a card
  would be put into an opponent's graveyard from anywhere, instead exile it", "If ~ would be put into a
  graveyard from anywhere, reveal ~ and shuffle it into its owner's library instead".

Damage (`cardpool.oracle.statics_redirect`): "All damage that would be dealt to you is dealt to ~ instead" and
its variants (614.9, `damage_redirect`), "If damage would be dealt to ~, put that many +1/+1 counters on it
instead", "... prevent that damage and remove that many +1/+1 counters from it" (614.1a, 615.1,
`damage_to_counters`).

Entering (614.1a, `enter_cost_instead`): "If ~ would enter the battlefield, sacrifice an untapped Mountain
instead. If you do, put ~ onto the battlefield. If you don't, put it into its owner's graveyard."

Dying is going from the battlefield to a graveyard as a creature (700.4). A token is no card (108.2): "a card"
never takes one. When several apply, the first one found is applied (616.1: the affected object's owner would
choose; the trace says which).
"""

from __future__ import annotations

from typing import Any

from bot.engine.abilities import Source
from bot.engine.conditions import condition_holds
from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.payment import discard
from bot.engine.state import CardObject, Permanent, StackItem
from bot.engine.trace import card_name
from foundation.cards import CardDef, ObjectFilter, StaticAbility
from plugins.declare import enforces

ZONE_OF = {"exile": "exile", "hand": "hand", "library": "library"}


def _moving_card(obj: Any) -> CardDef | None:
    """The card of what moves: a permanent, a card in a zone, a spell (never a copy of a spell, 707.10)."""
    if isinstance(obj, StackItem):
        return obj.card if obj.kind == "spell" and obj.get("copy_of") is None else None
    if isinstance(obj, (Permanent, CardObject)):
        return obj.card
    return None


def _event_applies(st: StaticAbility, obj: Any, card: CardDef, from_zone: str) -> bool:
    if st.get("event") == "dies":  # 700.4: from the battlefield to a graveyard, as a creature
        return from_zone == "battlefield" and isinstance(obj, Permanent) and obj.is_creature
    if st.get("from") == "battlefield" and from_zone != "battlefield":
        return False
    if st.get("noun") == "card" and card.token:
        return False
    return st.get("noun") != "permanent" or isinstance(obj, Permanent)


def _group_applies(game: Game, holder: Permanent, st: StaticAbility, obj: Any, card: CardDef, owner: str) -> bool:
    whose = st.get("whose")
    if whose == "you" and owner != holder.controller or whose == "opponent" and owner == holder.controller:
        return False
    flt = st.get("filter")
    if not isinstance(flt, ObjectFilter):
        return True
    if isinstance(obj, Permanent):
        return game.matches(obj, flt, holder.controller, holder.oid)
    return game.card_matches(card, flt, controller=holder.controller, owner=owner)


def _replace(game: Game, holder_card: CardDef, st: StaticAbility, card: CardDef) -> str:
    to = str(st.get("to"))
    place = str(st.get("place") or "")
    game.step("614.1a", "replacement", "step.zone_replaced", card=card_name(card), source=card_name(holder_card),
              place=place if to == "library" else to, event=str(st.get("event")))
    if to == "library" and place in ("bottom", "shuffled"):
        return "library_bottom"  # shuffled: where it is in the library is unknown, never its top
    return ZONE_OF.get(to, to)


def _enter_cost(game: Game, obj: Any, own: CardDef, owner: str) -> str | None:
    """614.1a: "If ~ would enter the battlefield, sacrifice two untapped lands instead. If you do, put ~ onto the
    battlefield. If you don't, put it into its owner's graveyard." (Lotus Vale, Mox Diamond's discard): the
    cost is paid as it would enter (the choice: written, else assumed and said), else it goes to the graveyard."""
    for st in own.static:
        if st.kind != "enter_cost_instead" or not st.get("complete"):
            continue
        player = obj.controller if isinstance(obj, StackItem) else owner
        flt = st.get("filter")
        n = int(st.get("count", 1))
        if st.get("action") == "discard":
            cards = [o for o in game.player(player).hand if o.card is not own
                     and (not isinstance(flt, ObjectFilter) or game.card_matches(o.card, flt))]
            game.step("614.1a", "replacement", "step.enter_cost_instead", card=card_name(own), count=n,
                      action="discard")
            if len(cards) < n:
                game.step("614.1a", "replacement", "step.enter_cost_unpaid", card=card_name(own))
                return "graveyard"
            for chosen in game.choose_cards(player, ("discard", "choose"), n, cards, "614.1a", "discard"):
                discard(game, player, chosen, "replacement")
            return None
        perms = [p for p in game.state.permanents_of(player)
                 if (not isinstance(flt, ObjectFilter) or game.matches(p, flt, player, None))
                 and not (st.get("untapped") and p.tapped)]
        game.step("614.1a", "replacement", "step.enter_cost_instead", card=card_name(own), count=n, action="sacrifice")
        if len(perms) < n:
            game.step("614.1a", "replacement", "step.enter_cost_unpaid", card=card_name(own))
            return "graveyard"
        for perm in game.choose_permanents(player, ("sacrifice", "choose"), n, perms, "614.1a", "sacrifice"):
            game.leave_battlefield(perm, "graveyard", "sacrifice")
            game.step("701.21a", "replacement", "step.sacrificed", player=player, card=card_name(perm.card))
        return None
    return None


@hookimpl
def arbitre_replace_move(game: Game, card: Any, owner: str, from_zone: str, to_zone: str, cause: str) -> str | None:
    """614.1a: the object goes to the zone a `zone_replacement` names instead of a graveyard; 614.1a: what an
    `enter_cost_instead` asks as it would enter the battlefield."""
    if to_zone == "battlefield":
        own = _moving_card(card)
        return _enter_cost(game, card, own, owner) if own is not None else None
    if to_zone != "graveyard":
        return None
    own = _moving_card(card)
    if own is None:
        return None
    own_statics = card.statics if isinstance(card, Permanent) else own.static
    for st in own_statics:  # its own ability ("If ~ would die, exile it instead"), read as it moves
        if st.kind == "zone_replacement" and st.get("subject") == "self" \
                and _event_applies(st, card, own, from_zone):
            return _replace(game, own, st, own)
    for holder in game.state.battlefield:
        if isinstance(card, Permanent) and holder.oid == card.oid:
            continue
        for st in holder.statics:
            if st.kind == "zone_replacement" and st.get("subject") == "group" \
                    and _event_applies(st, card, own, from_zone) \
                    and _group_applies(game, holder, st, card, own, owner):
                return _replace(game, holder.card, st, own)
    return None


def _redirect_applies(game: Game, holder: Permanent, st: StaticAbility, source: Source, recipient: Permanent | str,
                      combat: bool) -> bool:
    if st.get("combat") == "combat" and not combat:
        return False
    to = st.get("to")
    if to == "attached":
        if not isinstance(recipient, Permanent) or recipient.oid != holder.attached_to:
            return False
    elif recipient != holder.controller and not (
            to == "you_and_permanents" and isinstance(recipient, Permanent)
            and recipient.controller == holder.controller and recipient.oid != holder.oid):
        return False
    by = st.get("by")
    if by == "artifact":
        return "artifact" in source.card.types
    if by == "unblocked":
        perm = game.state.permanent(source.oid) if source.oid is not None else None
        return perm is not None and game.combat_status_matches(perm, "unblocked")
    return True


def _redirected_to(game: Game, holder: Permanent, st: StaticAbility) -> Permanent | str | None:
    new = st.get("instead_to")
    if new == "self":
        return holder
    host = game.state.permanent(holder.attached_to) if holder.attached_to is not None else None
    if host is None:
        return None
    return host.controller if new == "attached_controller" else host


@hookimpl
def arbitre_redirect_damage(game: Game, source: Source, recipient: Permanent | str, amount: int,
                            combat: bool) -> Permanent | str | None:
    """614.9: "All damage that would be dealt to you is dealt to ~ instead", "... to you by unblocked creatures",
    "All damage that would be dealt to enchanted creature is dealt to its controller instead"."""
    for holder in game.state.battlefield:
        for st in holder.statics:
            if st.kind != "damage_redirect" or not _redirect_applies(game, holder, st, source, recipient, combat):
                continue
            condition = st.table("condition")
            if condition and not condition_holds(game, holder, condition):
                continue
            new = _redirected_to(game, holder, st)
            if new is None or new == recipient:
                continue
            game.step("614.9", "replacement", "step.damage_redirected_static", source=card_name(source.card),
                      amount=amount, target=_party_name(recipient), second=_party_name(new), by=card_name(holder.card))
            return new
    return None


def _party_name(party: Permanent | str) -> Any:
    return card_name(party.card) if isinstance(party, Permanent) else party


def _counters_apply(game: Game, holder: Permanent, st: StaticAbility, source: Source, recipient: Permanent | str,
                    combat: bool, preventable: bool) -> bool:
    if st.get("prevent") and not preventable or st.get("combat") == "combat" and not combat:
        return False
    if st.get("to") == "self" and not (isinstance(recipient, Permanent) and recipient.oid == holder.oid):
        return False
    if st.get("to") == "you" and recipient != holder.controller:
        return False
    if st.get("by") == "creature" and "creature" not in source.card.types:
        return False
    return not st.get("while_counter") or holder.counter(str(st.get("while_counter"))) > 0


@hookimpl
def arbitre_modify_damage(game: Game, source: Source, recipient: Permanent | str, amount: int, combat: bool,
                          preventable: bool) -> int | None:
    """614.1a: "If damage would be dealt to ~, put that many +1/+1 counters on it instead"; 615.1: "If damage would
    be dealt to ~ while it has a +1/+1 counter on it, prevent that damage and remove that many +1/+1 counters
    from it", "If a source would deal damage to you, prevent that damage and put an incarnation counter on ~"."""
    for holder in game.state.battlefield:
        for st in holder.statics:
            if st.kind != "damage_to_counters" \
                    or not _counters_apply(game, holder, st, source, recipient, combat, preventable):
                continue
            kind = str(st.get("counter"))
            n = amount if st.get("amount") == "that_many" else int(st.get("amount", 1))
            if st.get("action") == "remove":
                n = min(n, holder.counter(kind))
            game.step("615.1" if st.get("prevent") else "614.1a", "replacement", "step.damage_to_counters",
                      source=card_name(source.card), amount=amount, target=_party_name(recipient),
                      by=card_name(holder.card), action=str(st.get("action")), count=n, counter=kind,
                      prevented="yes" if st.get("prevent") else "no")
            if n:
                delta = -n if st.get("action") == "remove" else n
                game.update_permanent(holder, counters=holder.with_counter(kind, delta).counters)
            return 0
    return None


# the last one read by `bot.engine.abilities.regenerates`
arbitre_enforced_abilities = enforces("zone_replacement", "damage_redirect", "damage_to_counters", "enter_cost_instead",
                                      "regenerate_instead")
