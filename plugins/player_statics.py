"""Built-in plugin `player_statics`: static abilities of permanents that change what players may do or what
happens to them (`who`: "you" = the permanent's controller, "opponents", "each").

- "You have hexproof / shroud" (702.11c, 702.18a) and "protection from everything" (702.16b, e): a player
  can't be the target of what it forbids; damage to a player with protection is prevented (both in
  `bot.engine.abilities`, where targets and damage read every keyword).
- "Players can't gain life" (119.7): a life gain doesn't happen (`arbitre_modify_life_change`).
- "If you would gain life, you gain that much life plus 1 / twice that much life instead" (614.1a).
- "Skip your draw step" (614.10): the step is skipped (`arbitre_skip_step`).
- "You may play an additional land on each of your turns" / "can't play lands" (305.2): how many lands a
  player may play this turn (`land_allowance`, read by `casting`); "You may play lands from your graveyard /
  from the top of your library" (305.1: else only from the hand; `land_zone_permission`, read by `casting`).
- "Your maximum hand size is two", "... is reduced by one", "Players have no maximum hand size" (402.2),
  read by `turn_structure` at cleanup (`max_hand_size`).
- "You don't lose the game for having 0 or less life" and "You can't lose the game" (104.3b, 704.5a), read
  by `state_based`.
- "... it creates twice that many of those tokens instead", "that many plus one +1/+1 counters are put on it
  instead" (614.1a): how many tokens are created, how many counters are put.
- "If a land is tapped for mana, it produces {B} instead of any other type and amount" and the other mana
  replacements (106.6a), applied by `bot.engine.payment.replaced_production` as a mana ability resolves.
- "Players can't untap more than one land during their untap steps", "Untap all permanents you control during
  each other player's untap step", "Creatures with ice counters on them don't untap ..." (502.3), read by
  `turn_structure`; "If a player would draw a card, that player skips that draw instead" and the other draw
  replacements (614.1a, `arbitre_replace_draw`).
- "Creatures can't attack you" (508.1c), "No more than two creatures can attack / block each combat" (508.1c,
  509.1b), and the attack tax "Creatures can't attack you unless their controller pays {2} for each creature
  they control that's attacking you" (508.1h-j), paid as the attackers are declared.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextvars import ContextVar

from bot.engine.actions import Payment
from bot.engine.conditions import condition_holds, count
from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import UNKNOWN_CARD, CardObject, Permanent, Pool, replace
from bot.engine.trace import card_name
from foundation.cards import CardDef, ManaCost, ObjectFilter, StaticAbility
from foundation.errors import IllegalAction
from plugins.declare import enforces

MAX_HAND_SIZE = 7
SKIPPABLE = {"draw": "draw", "upkeep": "upkeep", "untap": "untap"}


def _applies(st: StaticAbility, controller: str, player: str) -> bool:
    who = st.get("who", "you")
    if str(who).startswith("player:"):  # an effect on one player ("target player can't play lands this turn")
        return player == str(who)[7:]
    if who == "you":
        return player == controller
    if who == "opponents":
        return player != controller
    return True


def statics_for(game: Game, player: str, kind: str) -> Iterator[tuple[Permanent, StaticAbility]]:
    """(source, ability) for each static ability of `kind` on the battlefield that applies to `player` (and
    whose condition holds, 611.3a)."""
    for perm in game.state.battlefield:
        for st in perm.statics:
            if st.kind == kind and _applies(st, perm.controller, player):
                condition = st.table("condition")
                if not condition or condition_holds(game, perm, condition):
                    yield perm, st
    for holder, st in game.state.effect_statics:  # the same words in an effect of this turn (611.2a)
        if st.kind == kind and _applies(st, holder.controller, player):
            yield holder, st


def land_allowance(game: Game, player: str) -> tuple[int, Permanent | None]:
    """How many lands `player` may play this turn (305.2) and the permanent that changes it (None: the rules)."""
    for perm, _ in statics_for(game, player, "cant_play_lands"):
        return 0, perm
    extra = 0
    source: Permanent | None = None
    for perm, st in statics_for(game, player, "extra_land"):
        extra += int(st.get("count", 1))
        source = source or perm
    extra += sum(1 for f in game.state.flags if f.startswith(f"extra_land:{player}:"))  # an effect this turn
    return 1 + extra, source


def land_zone_permission(game: Game, player: str, zone: str, obj: CardObject) -> Permanent | None:
    """The permanent that lets `player` play the land `obj` from `zone` ("You may play lands from your graveyard",
    "... from the top of your library": only its top card), or None (305.1: lands are played from the hand)."""
    for perm, st in statics_for(game, player, "play_lands_from"):
        where = st.get("zone")
        if where == "graveyard" and zone == "graveyard":
            return perm
        library = game.player(player).library
        if where == "library_top" and zone == "library" and library and library[0].oid == obj.oid:
            return perm
    return None


def max_hand_size(game: Game, player: str) -> int | None:
    """The player's maximum hand size (402.2); None: no maximum."""
    if any(True for _ in statics_for(game, player, "no_max_hand_size")):
        return None
    size = MAX_HAND_SIZE
    for _, st in statics_for(game, player, "max_hand_size"):
        if st.get("size") is not None:
            size = int(st.get("size"))
    for _, st in statics_for(game, player, "max_hand_size"):
        size += int(st.get("delta", 0) or 0)
    return max(0, size)


def keeps_playing(game: Game, player: str, zero_life: bool) -> Permanent | None:
    """The permanent whose ability keeps `player` in the game despite 704.5a (zero life) or any loss."""
    for perm, _ in statics_for(game, player, "cant_lose_game"):
        return perm
    if zero_life:
        for perm, _ in statics_for(game, player, "no_lose_at_zero_life"):
            return perm
    return None


@hookimpl
def arbitre_modify_life_change(game: Game, player: str, delta: int) -> int | None:
    """119.7: a player who can't gain life doesn't; "Your life total can't change" (119.7, 119.8); "If an opponent
    would gain life, that player loses that much life instead" (614.1a)."""
    for perm, _ in statics_for(game, player, "life_cant_change"):
        if delta:
            game.step("119.7" if delta > 0 else "119.8", "replacement", "step.life_cant_change", player=player,
                      amount=abs(delta), source=card_name(perm.card))
            return 0
    if delta > 0:
        for perm, _ in statics_for(game, player, "life_gain_reversed"):
            game.step("614.1a", "replacement", "step.life_gain_reversed", player=player, amount=delta,
                      source=card_name(perm.card))
            return -delta
        for perm, _ in statics_for(game, player, "cant_gain_life"):
            game.step("119.7", "replacement", "step.cant_gain_life", player=player, amount=delta,
                      source=card_name(perm.card))
            return 0
        changed = delta
        for perm, st in statics_for(game, player, "life_gain_bonus"):  # 614.1a, one after the other (616.1)
            changed = changed * int(st.get("times", 1) or 1) + int(st.get("plus", 0) or 0)
            game.step("614.1a", "replacement", "step.life_gain_replaced", player=player, amount=changed,
                      source=card_name(perm.card))
        if changed != delta:
            return changed
    return None


def _draws_this_turn(game: Game, player: str) -> int:
    n = 0
    while f"turn:draw_count:{player}:{n + 1}" in game.state.flags:
        n += 1
    return n


@hookimpl
def arbitre_draw_count(game: Game, player: str) -> int | None:
    """101.2: "Players can't draw cards", "Each opponent can't draw more than one card each turn"; 614.1a: "If you
    would draw a card, draw two cards instead", "... except the first one you draw in each of your draw steps"."""
    drawn = _draws_this_turn(game, player)
    for perm, st in statics_for(game, player, "draw_limit"):
        if drawn >= int(st.get("per_turn", 0)):
            game.step("101.2", "replacement", "step.draw_forbidden", player=player, source=card_name(perm.card),
                      limit=int(st.get("per_turn", 0)))
            return 0
    first_in_draw_step = game.state.step == "draw" and game.state.active == player \
        and f"turn:draw_step_drew:{player}" not in game.state.flags
    if game.state.step == "draw" and game.state.active == player:
        game.set_flag(f"turn:draw_step_drew:{player}")
    count = 1
    for perm, st in statics_for(game, player, "draw_replacement"):
        if st.get("except_first_in_draw_step") and first_in_draw_step:
            continue
        count = int(st.get("times", 2))
        game.step("614.1a", "replacement", "step.draw_replaced", player=player, count=count,
                  source=card_name(perm.card))
        break  # 614.5: the draws it makes aren't replaced by it again
    for k in range(drawn + 1, drawn + count + 1):
        game.set_flag(f"turn:draw_count:{player}:{k}")
    return count


# the replacement effects whose own draws are being made (614.5: an effect doesn't replace what it makes happen)
_APPLYING: ContextVar[frozenset[int]] = ContextVar("applying_draw_replacements", default=frozenset())


def _draw_replaced(game: Game, player: str, st: StaticAbility) -> bool:
    """Whether `st` ("If a player would draw a card [while ...] [except the first one ...], ... instead") replaces
    this draw of `player`."""
    first_in_draw_step = game.state.step == "draw" and game.state.active == player \
        and f"turn:draw_step_drew:{player}" not in game.state.flags
    if st.get("except_first_in_draw_step") and first_in_draw_step:
        return False
    p = game.player(player)
    if st.get("while") == "library_empty" and p.library_size > 0:
        return False
    return st.get("while") != "hand_empty" or not p.hand


def _exile_top(game: Game, player: str) -> None:
    p = game.player(player)
    if p.library:
        game.move_card(player, "library", p.library[0], "exile", "draw_replaced")
    elif p.library_unknown > 0:
        game.set_player(replace(p, library_unknown=p.library_unknown - 1))
        game.put_card(UNKNOWN_CARD, player, "exile")


@hookimpl
def arbitre_replace_draw(game: Game, player: str) -> bool | None:
    """614.1a: "If a player would draw a card, that player skips that draw instead", "... exile the top card of
    your library face down instead", "If you would draw a card while your library has no cards in it, you win
    the game instead", "... instead that player skips that draw and you draw a card" (616.1: the first found)."""
    for perm, st in statics_for(game, player, "draw_instead"):
        if perm.oid in _APPLYING.get() or not _draw_replaced(game, player, st):
            continue
        what = str(st.get("instead"))
        source = card_name(perm.card)
        if game.state.step == "draw" and game.state.active == player:
            game.set_flag(f"turn:draw_step_drew:{player}")
        game.step("614.1a", "replacement", "step.draw_instead", player=player, source=source, instead=what,
                  count=int(st.get("count", 0) or 0), life=int(st.get("life", 0) or 0),
                  counter=str(st.get("counter") or ""), controller=perm.controller)
        if what == "exile_top":
            _exile_top(game, player)
        elif what == "win_game":  # 104.2b: each opponent loses (104.2a)
            game.step("104.2b", "replacement", "step.wins_game", player=player, card=source)
            for other in game.state.opponents(player):
                game.set_player(replace(game.player(other), lost=True))
        elif what == "draw_and_lose":  # 614.5: these draws aren't replaced by it again
            token = _APPLYING.set(_APPLYING.get() | {perm.oid})
            try:
                game.draw(player, int(st.get("count", 2)))
            finally:
                _APPLYING.reset(token)
            game.change_life(player, -int(st.get("life", 1)))
        elif what == "counters":
            holder = game.state.permanent(perm.oid) or perm
            kind = str(st.get("counter"))
            game.update_permanent(holder, counters=holder.with_counter(kind, int(st.get("count", 1))).counters)
        elif what == "skip_and_you_draw":
            game.draw(perm.controller, 1)
        return True
    return None


@hookimpl
def arbitre_replace_move(game: Game, card: object, owner: str, from_zone: str, to_zone: str, cause: str) -> str | None:
    """614.1a: "If a card or token would be put into a graveyard from anywhere, exile it instead", "If a card
    would be put into your graveyard from anywhere, ..." (a token is no card: only "card or token" takes it)."""
    if to_zone != "graveyard":
        return None
    own = getattr(card, "card", None)
    if own is None:
        return None
    for perm in game.state.battlefield:
        for st in perm.statics:
            if st.kind != "graveyard_exile" or st.get("whose") == "you" and owner != perm.controller:
                continue
            if getattr(own, "token", False) and not st.get("tokens"):
                continue
            game.step("614.1a", "replacement", "step.exiled_instead_of_graveyard", card=card_name(own),
                      source=card_name(perm.card))
            return "exile"
    return None


def _token_is(card: CardDef, kinds: object) -> bool:
    """"one or more Treasure tokens", "creature tokens": whether `card` is such a token (no kind: any)."""
    if not kinds:
        return True
    return any(k in card.subtypes or k in card.types for k in kinds)  # type: ignore[attr-defined]


def _token_card(spec: dict[str, object]) -> CardDef | None:
    """The token a static ability describes: a predefined one ("Treasure") or a creature token."""
    from cardpool import tokens

    if spec.get("token"):
        return tokens.predefined(str(spec["token"]))
    return tokens.creature_token(int(spec.get("power", 0)), int(spec.get("toughness", 0)),  # type: ignore[call-overload]
                                 str(spec.get("colors", "")), tuple(spec.get("types") or ("creature",)),  # type: ignore[arg-type]
                                 tuple(spec.get("subtypes") or ()), tuple(spec.get("keywords") or ()), "")  # type: ignore[arg-type]


def _tokens_instead(st: StaticAbility, batches: list[tuple[CardDef, int]]) -> list[tuple[CardDef, int]]:
    """One replacement applied to what would be created (each kind with how many)."""
    if st.kind == "token_change":
        return [(card, n * int(st.get("times", 2))) for card, n in batches]
    out: list[tuple[CardDef, int]] = []
    for card, n in batches:
        if not _token_is(card, st.get("of")):
            out.append((card, n))
        elif st.get("each_of"):  # "instead create one of each" (of each kind, as many as would be created)
            out += [(made, n) for k in st.get("of") or () if (made := _token_card({"token": k})) is not None]
        elif st.get("also"):  # "those tokens plus that many / an additional ..."
            also = _token_card(st.table("also"))
            out.append((card, n))
            if also is not None:
                out.append((also, n if st.get("also_count") == "that_many" else int(st.get("also_count", 1))))
        else:  # "that many 4/4 white Angel creature tokens ... are created instead"
            instead = _token_card(st.table("instead_token"))
            out.append((instead, n) if instead is not None else (card, n))
    return out


@hookimpl
def arbitre_replace_tokens(game: Game, player: str, card: CardDef, count: int) -> list[tuple[CardDef, int]] | None:
    """614.1a: "If an effect would create one or more tokens under your control, it creates twice that many of
    those tokens instead", "... those tokens plus an additional Treasure token", "that many 4/4 white Angel
    creature tokens ... are created instead", "instead create one of each" (one after the other, in the order of
    the battlefield: 616.1, the affected player's order, assumed)."""
    batches = [(card, count)]
    for perm in game.state.battlefield:
        for st in perm.statics:
            if st.kind not in ("token_change", "token_replacement") or not _applies(st, perm.controller, player):
                continue
            new = _tokens_instead(st, batches)
            if new == batches:
                continue
            batches = new
            for made, n in batches:
                game.step("614.1a", "replacement", "step.tokens_replaced", player=player, count=n,
                          card=card_name(made), source=card_name(perm.card))
    return None if batches == [(card, count)] else batches


def _counters_apply(holder: Permanent, st: StaticAbility, perm: Permanent) -> bool:
    on = st.get("on")
    if on == "self":
        return perm.oid == holder.oid
    if on == "creature" and not perm.is_creature:
        return False
    return st.get("whose") == "any" or perm.controller == holder.controller


@hookimpl
def arbitre_modify_counters(game: Game, perm: Permanent, added: tuple[tuple[str, int], ...]
                            ) -> tuple[tuple[str, int], ...] | None:
    """614.1a: "If one or more +1/+1 counters would be put on a creature you control, that many plus one / twice
    that many +1/+1 counters are put on it instead" (one after the other, 616.1)."""
    changed = list(added)
    for holder in game.state.battlefield:
        for st in holder.statics:
            if st.kind != "counter_change" or not _counters_apply(holder, st, perm):
                continue
            for i, (kind, n) in enumerate(changed):
                if st.get("counter", "any") not in ("any", kind):
                    continue
                m = n * int(st.get("times", 1) or 1) + int(st.get("plus", 0) or 0)
                changed[i] = (kind, max(0, m))
                game.step("614.1a", "replacement", "step.counters_replaced", card=card_name(perm.card), counter=kind,
                          count=max(0, m), source=card_name(holder.card))
    result = tuple(changed)
    return None if result == added else result


def trigger_times(game: Game, event: str, obj: Permanent, watcher: Permanent) -> int:
    """How many times `watcher`'s ability triggers as `obj` enters the battlefield or dies (`event`): 0 when
    "Creatures entering the battlefield don't cause abilities to trigger" (Hushwing Gryff), once more for each
    "If an artifact or creature entering the battlefield causes a triggered ability of a permanent you control to
    trigger, that ability triggers an additional time" (603.2d, Panharmonicon)."""
    times = 1
    for holder in game.state.battlefield:
        for st in holder.statics:
            if st.kind not in ("trigger_suppression", "trigger_doubling"):
                continue
            flt = st.get("filter")
            if isinstance(flt, ObjectFilter) and not game.matches(obj, flt, holder.controller, None):
                continue
            if st.kind == "trigger_suppression" and event in (st.get("events") or ()):
                game.step("603.2", "info", "step.trigger_suppressed", card=card_name(watcher.card),
                          source=card_name(holder.card), target=card_name(obj.card), event=event)
                return 0
            if st.kind == "trigger_doubling" and st.get("event") == event and watcher.controller == holder.controller \
                    and (not st.get("under_you") or obj.controller == holder.controller):
                times += 1
                game.step("603.2d", "info", "step.triggers_again", card=card_name(watcher.card),
                          source=card_name(holder.card))
    return times


def cant_be_caused(game: Game, player: str, cause_controller: str | None, what: str) -> Permanent | None:
    """101.2: the permanent whose ability forbids `player` to `what` ("search", "sacrifice", "discard") here, as a
    spell or ability controlled by `cause_controller` asks it: "Players can't search libraries", "Spells and
    abilities your opponents control can't cause you to sacrifice permanents", "... can't cause their controller
    to search their library"; or None. The forbidden part does nothing; the rest of the effect happens."""
    for holder in game.state.battlefield:
        for st in holder.statics:
            if st.kind != "cant_cause" or what not in (st.get("what") or ()):
                continue
            who, mine = st.get("who"), player == holder.controller
            by_opponent = cause_controller is not None and cause_controller != holder.controller
            if who == "each" or who == "opponents" and not mine or who == "you" and mine and by_opponent \
                    or who == "their_controller" and not mine and cause_controller == player:
                game.step("101.2", "info", "step.cant_be_caused", player=player, source=card_name(holder.card),
                          action=what)
                return holder
    return None


def keeps_tapped(game: Game, perm: Permanent) -> Permanent | None:
    """502.3: "Creatures with ice counters on them don't untap during their controllers' untap steps": the
    permanent whose ability keeps `perm` tapped, or None."""
    for holder in game.state.battlefield:
        for st in holder.statics:
            flt = st.get("filter")
            if st.kind == "group_doesnt_untap" and isinstance(flt, ObjectFilter) \
                    and game.matches(perm, flt, holder.controller, holder.oid):
                return holder
    return None


def untap_limits(game: Game, active: str, untapping: list[Permanent]) -> list[Permanent]:
    """502.3: "Players can't untap more than one land during their untap steps": of the permanents `untapping`
    (tapped, about to untap), those that stay tapped. Which ones untap is the player's choice: the first ones
    listed, assumed and said."""
    stay: list[Permanent] = []
    for holder, st in statics_for(game, active, "untap_limit"):
        flt = st.get("filter")
        limited = [p for p in untapping if p not in stay
                   and (not isinstance(flt, ObjectFilter) or game.matches(p, flt, active, None))]
        allowed = int(st.get("count", 1))
        if len(limited) <= allowed:
            continue
        stay += limited[allowed:]
        game.step("502.3", "info", "step.untap_limited", player=active, source=card_name(holder.card),
                  count=allowed, cards=tuple(card_name(p.card) for p in limited[:allowed]))
        game.step("502.3", "info", "step.assumed_choice", player=active, what="untap_first",
                  cards=tuple(card_name(p.card) for p in limited[:allowed]))
    return stay


def untap_in_others_steps(game: Game, active: str) -> list[tuple[Permanent, Permanent]]:
    """"Untap all permanents you control during each other player's untap step" (Seedborn Muse), "Untap ~ during
    each other player's untap step": the tapped permanents of other players that untap in `active`'s step, each
    with the permanent whose ability untaps it."""
    found: list[tuple[Permanent, Permanent]] = []
    for holder in game.state.battlefield:
        if holder.controller == active:
            continue
        for st in holder.statics:
            if st.kind != "untap_in_others_steps":
                continue
            condition = st.table("condition")
            if condition and not condition_holds(game, holder, condition):
                continue
            flt = st.get("filter")
            for perm in [holder] if st.get("subject") == "self" else game.state.permanents_of(holder.controller):
                if perm.tapped and all(perm != p for p, _ in found) and (st.get("subject") == "self" or isinstance(
                        flt, ObjectFilter) and game.matches(perm, flt, holder.controller, holder.oid)):
                    found.append((perm, holder))
    return found


@hookimpl
def arbitre_unspent_mana(game: Game, player: str, pool: Pool) -> Pool | None:
    """106.4: "Players don't lose unspent mana as steps and phases end" (Upwelling), "You don't lose unspent
    red mana ..." (Leyline Tyrant): that mana stays; "If you would lose unspent mana, that mana becomes
    colorless instead" (Kruphix, 614.1a): what would empty stays as colorless mana."""
    keeps = list(statics_for(game, player, "mana_kept"))
    if not keeps:
        return None
    stay, converted, lost = "", "", ""
    keeper: Permanent | None = None
    converter = next((perm for perm, st in keeps if st.get("becomes")), None)
    for color in pool.symbols():
        source = next((perm for perm, st in keeps if not st.get("becomes") and st.get("color") in (None, color)),
                      None)
        if source is not None:
            stay, keeper = stay + color, keeper or source
        elif converter is not None:
            converted += color
        else:
            lost += color
    if keeper is not None:
        game.step("106.4", "replacement", "step.pool_kept", player=player, pool=stay, source=card_name(keeper.card))
    if converter is not None and converted:
        game.step("614.1a", "replacement", "step.pool_becomes_colorless", player=player, pool=converted,
                  source=card_name(converter.card))
    if lost:
        game.step("106.4", "info", "step.pool_empties", player=player, pool=lost)
    return Pool.from_symbols(stay + "C" * len(converted))


@hookimpl
def arbitre_skip_step(game: Game, step: str) -> str | None:
    """614.10: "skip your draw step" (the active player's)."""
    if step not in SKIPPABLE:
        return None
    for _, st in statics_for(game, game.state.active, "skip_step"):
        if st.get("step") == SKIPPABLE[step]:
            return "614.10"
    return None


def _max_combatants(game: Game, verb: str, defender: str, combatants: tuple[Permanent, ...]) -> None:
    """508.1c / 509.1b: "No more than two creatures can attack (you) / block each combat"."""
    for perm in game.state.battlefield:
        for st in perm.statics:
            if st.kind != "max_combatants" or st.get("verb") != verb:
                continue
            if st.get("who") == "you" and perm.controller != defender:
                continue
            most = int(st.get("count", 1))
            if len(combatants) > most:
                rule = "508.1c" if verb == "attack" else "509.1b"
                raise IllegalAction(f"ill.too_many_{verb}ers", rule, rules=(rule, "101.2"), count=most,
                                    declared=len(combatants), source=card_name(perm.card))


@hookimpl
def arbitre_attack_declared(game: Game, player: str, defender: str, attackers: tuple[Permanent, ...]) -> None:
    """508.1c: "Creatures can't attack you"; 508.1h-j: the attack tax, determined then paid (mana abilities
    of {T}-only sources activated as needed, 508.1i); a declaration whose costs can't be paid is illegal."""
    if not attackers:
        return
    for perm, st in statics_for(game, defender, "attack_restriction"):
        flt = st.get("filter")
        for attacker in attackers:
            if flt is None or game.matches(attacker, flt, perm.controller, perm.oid):
                raise IllegalAction("ill.cant_attack_player", "508.1c", rules=("508.1c", "101.2"),
                                    card=card_name(attacker.card), player=defender, source=card_name(perm.card))
    _max_combatants(game, "attack", defender, attackers)
    generic = 0
    sources = []
    for perm, st in statics_for(game, defender, "attack_tax"):
        each = int(st.get("generic", 0) or 0)
        for_each = st.table("for_each")
        if for_each:
            each = count(game, perm, perm, for_each)
        if each:
            generic += each * len(attackers)
            sources.append(card_name(perm.card))
    if not generic:
        return
    from bot.engine.payment import pay_mana

    cost = ManaCost.parse(f"{{{generic}}}")
    game.step("508.1h", "cost", "step.attack_tax", player=player, count=len(attackers), cost=str(cost),
              sources=tuple(sources))
    pay_mana(game, player, cost, Payment(), "508.1j")


@hookimpl
def arbitre_event(game: Game, event: str, obj: object, data: dict[str, object]) -> None:
    """What entered the battlefield this turn, for "as long as you had another creature enter the battlefield
    under your control this turn" and "as long as it entered the battlefield this turn"
    (`bot.engine.player_conditions`)."""
    if event == "enters_battlefield" and isinstance(obj, Permanent):
        flag = f"turn:entered:{obj.controller}:{'creature' if obj.is_creature else 'permanent'}:{obj.oid}"
        if flag not in game.state.flags:
            game.set_flag(flag)


@hookimpl
def arbitre_block_declared(game: Game, player: str, blockers: tuple[Permanent, ...]) -> None:
    _max_combatants(game, "block", player, blockers)


arbitre_enforced_abilities = enforces("attack_restriction", "attack_tax", "max_combatants", "draw_limit",
                                      "draw_replacement", "play_lands_from", "graveyard_exile", "token_change",
                                      "token_replacement", "counter_change", "untap_limit", "untap_in_others_steps",
                                      "group_doesnt_untap", "draw_instead", "mana_replacement", "trigger_suppression",
                                      "trigger_doubling", "cant_cause", "life_cant_change", "life_gain_reversed",
                                      "player_keywords", "cant_gain_life", "skip_step", "extra_land", "cant_play_lands",
                                      "max_hand_size", "no_lose_at_zero_life", "cant_lose_game", "life_gain_bonus",
                                      "mana_kept")
