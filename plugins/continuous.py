"""Built-in plugin `continuous`: what stays true after an effect resolved, and static abilities that
change other permanents.

- Static abilities (613): an Aura's or Equipment's bonus to the permanent it is attached to
  (`attached_bonus`: "Enchanted creature gets +2/+0 and has trample", Rancor) and a permanent's bonus
  to a group (`anthem`: "Creatures you control get +1/+1"). `refresh_statics` recomputes each
  permanent's `static_power`, `static_toughness` and `static_keywords` from them whenever the
  battlefield changes (a permanent enters or leaves, an Aura or Equipment becomes attached) and before
  every priority (117.5, with the state-based actions).
- Attachments: an Aura spell resolves attached to what it targeted (303.4f); an Aura attached to
  nothing legal and a token outside the battlefield are state-based actions (704.5m, 704.5d); an
  Equipment attached to an illegal object becomes unattached (704.5n).
- "If it would die this turn, exile it instead" (Disintegrate): a replacement effect (614.1a) on the
  permanent's move to the graveyard.
- Last known information (608.2h): the permanents sacrificed to pay for a spell or ability ("the
  sacrificed creature's power", Fling) or moved while it resolves ("gains life equal to its power",
  Swords to Plowshares), as they last existed.

"Until end of turn" effects end in the cleanup step (`turn_structure`, 514.2).
"""

from __future__ import annotations

from typing import Any

from bot.engine.game import Game
from bot.engine.hookspecs import hookimpl
from bot.engine.state import Permanent, StackItem, replace
from bot.engine.trace import card_name
from foundation.cards import ObjectFilter

Bonus = tuple[int, int, frozenset[str], frozenset[str]]  # power, toughness, keywords, restrictions


def _bonuses(game: Game) -> dict[int, Bonus]:
    """oid -> (power, toughness, keywords, restrictions) every static ability on the battlefield gives it now."""
    out: dict[int, Bonus] = {}

    def add(oid: int, p: int, t: int, kws: frozenset[str], marks: frozenset[str] = frozenset()) -> None:
        op, ot, ok, om = out.get(oid, (0, 0, frozenset(), frozenset()))
        out[oid] = (op + p, ot + t, ok | kws, om | marks)

    battlefield = game.state.battlefield
    for source in battlefield:
        for st in source.card.static:
            if st.kind == "attached_restriction" and source.attached_to is not None:
                add(source.attached_to, 0, 0, frozenset(), frozenset({str(st.get("mark"))}))
            elif st.kind == "pt_count":  # 604.3: "power and toughness are each equal to the number of ..."
                flt = st.get("filter")
                if st.get("count") == "hand":
                    n = len(game.player(source.controller).hand)
                else:
                    n = sum(1 for p in battlefield if isinstance(flt, ObjectFilter)
                            and game.matches(p, flt, source.controller))
                add(source.oid, n, n, frozenset())
            if st.kind == "attached_bonus" and source.attached_to is not None:
                add(source.attached_to, int(st.get("power", 0)), int(st.get("toughness", 0)),
                    frozenset(st.get("keywords") or ()))
            elif st.kind == "anthem":
                flt = st.get("filter")
                for perm in battlefield:
                    if not perm.is_creature or (isinstance(flt, ObjectFilter)
                                                and not game.matches(perm, flt, source.controller, source.oid)):
                        continue
                    add(perm.oid, int(st.get("power", 0)), int(st.get("toughness", 0)),
                        frozenset(st.get("keywords") or ()))
    return out


def refresh_statics(game: Game) -> bool:
    """Recompute the static bonuses of every permanent (613.4c, 613.1f); True when one changed."""
    bonuses = _bonuses(game)
    changed = False
    for perm in game.state.battlefield:
        p, t, kws, marks = bonuses.get(perm.oid, (0, 0, frozenset(), frozenset()))
        if (perm.static_power, perm.static_toughness, perm.static_keywords, perm.static_marks) != (p, t, kws, marks):
            game.update_permanent(perm, static_power=p, static_toughness=t, static_keywords=kws, static_marks=marks)
            changed = True
    return changed


def _attach_aura(game: Game, perm: Permanent, item: StackItem) -> None:
    """303.4f: an Aura spell that resolves enters attached to the object it targeted."""
    for group in item.targets:
        for target in group:
            host = game.state.permanent(target.oid) if target.kind == "permanent" else None
            if host is not None:
                game.update_permanent(perm, attached_to=host.oid)
                game.step("303.4f", "resolve", "step.attached", card=card_name(perm.card), to=card_name(host.card))
                refresh_statics(game)
                return


@hookimpl
def arbitre_event(game: Game, event: str, obj: Any, data: dict[str, Any]) -> None:
    if event == "resolved" and isinstance(obj, Permanent) and "aura" in obj.card.subtypes:
        item = data.get("item")
        if isinstance(item, StackItem):
            _attach_aura(game, obj, item)
    elif event == "leaves_battlefield" and isinstance(obj, Permanent):
        key: int | None = None
        if data.get("cause") == "sacrifice" and game.paying and game.state.stack:
            paying_for = next((i for i in reversed(game.state.stack) if i.controller == obj.controller), None)
            if paying_for is not None:  # 601.2h: sacrificed to pay for the top spell or ability of its controller
                key = paying_for.oid
        elif game.resolving is not None:
            key = game.resolving.oid
        if key is not None:
            game.state = replace(game.state, last_known=game.state.last_known + ((key, obj),))
        refresh_statics(game)
    elif event == "enters_battlefield":
        refresh_statics(game)


@hookimpl
def arbitre_replace_move(game: Game, card: Any, owner: str, from_zone: str, to_zone: str, cause: str) -> str | None:
    if isinstance(card, Permanent) and from_zone == "battlefield" and to_zone == "graveyard" \
            and "exile_if_dies" in card.marks:
        game.step("614.1a", "replacement", "step.exiled_instead", card=card_name(card.card))
        return "exile"
    own = getattr(card, "card", None)
    if to_zone == "graveyard" and own is not None and any(st.kind == "self_graveyard_to_exile" for st in own.static):
        game.step("614.1a", "replacement", "step.exiled_instead", card=card_name(own))
        return "exile"
    if to_zone == "graveyard" and not getattr(getattr(card, "card", None), "token", False):
        for perm in game.state.battlefield:  # Leyline of the Void: "into an opponent's graveyard ... exile it instead"
            if perm.controller != owner and any(st.kind == "graveyard_to_exile" for st in perm.card.static):
                game.step("614.1a", "replacement", "step.exiled_instead_of_graveyard", card=card_name(card),
                          source=card_name(perm.card))
                return "exile"
    return None


def _legal_host(game: Game, attachment: Permanent, host: Permanent) -> bool:
    """What an Aura may enchant (its "enchant" target word, 303.4a) or an Equipment equip (a creature, 301.5c)."""
    if "aura" in attachment.card.subtypes:
        spec = attachment.card.targets[0] if attachment.card.targets else None
        return spec is None or game.matches(host, spec.filter, attachment.controller, attachment.oid)
    return host.is_creature


@hookimpl
def arbitre_state_based_actions(game: Game) -> bool:
    happened = False
    for perm in list(game.state.battlefield):
        if perm.attached_to is None:
            continue  # never attached (an Aura listed in a setup: what it enchants isn't said)
        host = game.state.permanent(perm.attached_to)
        if host is not None and _legal_host(game, perm, host):
            continue
        if "aura" in perm.card.subtypes:  # 704.5m: an Aura attached to nothing, or to an illegal object
            game.leave_battlefield(perm, "graveyard", "sba")
            game.step("704.5m", "sba", "sba.aura_unattached", card=card_name(perm.card))
        else:  # 704.5n: an Equipment attached to an illegal permanent becomes unattached
            game.update_permanent(perm, attached_to=None)
            game.step("704.5n", "sba", "sba.equipment_unattached", card=card_name(perm.card))
        happened = True
    for p in game.state.players:  # 704.5d: a token in a zone other than the battlefield ceases to exist
        for zone in ("graveyard", "exile", "hand", "library"):
            cards = p.zone(zone)
            if any(o.card.token for o in cards):
                gone = [o for o in cards if o.card.token]
                game.set_player(replace(game.player(p.name), **{zone: tuple(o for o in cards if not o.card.token)}))
                for o in gone:
                    if o.card.is_permanent_card:
                        game.step("704.5d", "sba", "sba.token_ceases", card=card_name(o.card), zone=zone)
                    else:  # 704.5e: a copy of a spell outside the stack
                        game.step("704.5e", "sba", "sba.copy_ceases", card=card_name(o.card), zone=zone)
                happened = True
    return refresh_statics(game) or happened


@hookimpl
def arbitre_enforced_abilities() -> list[str]:
    """Static abilities applied to permanents (613): an Aura's or Equipment's bonus (Rancor) or restriction
    ("enchanted creature can't attack or block", "... doesn't untap", `combat`, `turn_structure`), a bonus to
    a group ("Creatures you control get +1/+1"), power and toughness equal to a number (604.3); "enchant"
    (303.4: attached on resolution, 704.5m); "doesn't untap during your untap step" (502.3, `turn_structure`);
    replacements sending a card to exile instead of a graveyard (614.1a); no maximum hand size (402.2)."""
    return ["attached_bonus", "anthem", "enchant", "doesnt_untap", "graveyard_to_exile", "attached_restriction",
            "pt_count", "self_graveyard_to_exile", "no_max_hand_size"]
