"""Effects a player may stop by paying (118.12), read by one grammar for every payer and every cost:

    EFFECT unless PAYER pay(s) COST [for each QUANTITY | plus an additional {N} for each QUANTITY][, where X is Q]
    unless PAYER pays COST, EFFECT

`split` reads those words once (`Unless`); `unless_pays` gives the record of what carries the sentence out, the
first shape that takes it (shapes 1, 3 and 4 are carried out by one executor, `plugins.effects_unless`):

1. "counter target spell unless its controller pays {3}" (Mana Leak): `counter_unless_pays`;
2. "sacrifice ~ unless you pay {U}": the controller's own choice, `optional_payment` then the effects marked
   `unless_done` (`plugins.effects`);
3. one player deciding on a plain cost ("that player loses 2 life unless they pay {1}", "unless target player
   pays {1}, that player loses 2 life", "... unless any player pays {1}"): `payment_offer` then the effects marked
   `unless_done`;
4. the rest ("counter target spell unless its controller pays {1} for each card in your graveyard", "each
   opponent sacrifices a permanent unless they pay {1}": each decides for themselves, "{2} and 2 life", "{X},
   where X is ..."): `unless_pays` holding the effects.

PAYER: "its controller" (of what the effect acts on), "they" (each player the effect names), "that player",
"any player" (any one of them may pay), "target player", "you". COST: mana, life, or both. What the effect does
happens to each player or object whose payer didn't pay. Costs other than mana and life ("unless you discard a
card") are `zones.unless_cost`'s.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from cardpool.oracle.refs import Context, _n, player_ref

MANA = r"(?:\{[^{}]+\})+"
SPLIT = re.compile(r"(?P<effect>.+?) unless (?P<payer>.+?) pays? (?P<cost>" + MANA + r" and \w+ life|" + MANA
                   + r"|\w+ life)(?: for each (?P<per>.+)| plus an additional \{(?P<more>\d+)\} for each "
                   r"(?P<more_per>.+))?")
FIRST = re.compile(r"unless (?P<payer>.+?) pays? (?P<cost>" + MANA + r"|\w+ life), (?P<effect>.+)")

# what each shape pays (Mana Leak's: any mana the engine can pay, `_is_mana`)
YOUR_COST = re.compile(r"(?:\{[0-9wubrgc]\})+")
OFFER_COST = re.compile(r"(?:\{[0-9xwubrgc/]+\})+|(?:\d+|x) life")
HELD_COST = re.compile(r"((?:\{[0-9x]\})+)?(?: and )?(?:(\w+) life)?")

# who may pay in shape 4, and what of an effect names the object or the players it acts on
HELD_PAYERS = re.compile(r"its controller|their controller|its owner|they|that player|any player|"
                         r"that creature's controller|that spell's controller|that permanent's controller|"
                         r"<t\d+>_controller|<t\d+>")
REF_KEYS = ("target", "self", "event", "noted", "attached")
WHO_KEYS = ("who", "target", "ref")


@dataclass(frozen=True)
class Unless:
    """An "unless ... pays" sentence in its parts (lower case, targets tokenised)."""

    effect: str  # what happens unless paid
    payer: str  # who may pay, as written
    cost: str  # what they pay, as written
    first: bool = False  # "unless PAYER pays COST, EFFECT": the condition said first
    per: str | None = None  # "{1} for each QUANTITY"
    more: int | None = None  # "{1} plus an additional {N} for each QUANTITY"
    x_is: dict[str, Any] | None = None  # ", where X is ..."
    where: bool = False  # the sentence had a "where X is" clause (read or not)

    @property
    def plain(self) -> bool:
        """A fixed cost said at the end of the sentence: nothing counted, no X defined."""
        return not self.where and self.per is None


def split(s: str, ctx: Context) -> Unless | None:
    """The parts of an "unless PAYER pays COST" sentence, or None when it says no such thing."""
    if " unless " not in f" {s}":
        return None
    first = FIRST.fullmatch(s)
    if first:
        return Unless(first["effect"], first["payer"], first["cost"], first=True)
    rest, defined, where = s, None, " where x is " in s
    if where:
        from cardpool.oracle.phrases import where_x

        rest, defined = where_x(s, ctx)
        if not rest:
            return None
    m = SPLIT.fullmatch(rest)
    if not m:
        return None
    per = m["per"] or m["more_per"]
    return Unless(m["effect"], m["payer"], m["cost"], per=per, more=int(m["more"]) if m["more"] else None,
                  x_is=defined, where=where)


def unless_pays(s: str, ctx: Context) -> list[dict[str, Any]] | None:
    """The records of an "unless ... pays" sentence (the module's docstring says which), or None."""
    u = split(s, ctx)
    if u is None:
        return None
    for shape in (_counter, _yours, _offer, _held):
        out = shape(u, ctx)
        if out is not None:
            return out
    return None


def _blocked(inner: list[dict[str, Any]] | None, *, descriptive: bool = True, unless_done: bool = True) -> bool:
    """Whether the effects can't be made to depend on a payment: unread, or already optional or conditional."""
    return not inner or any(
        e.get("optional") or "condition" in e or e.get("if_done") or (unless_done and e.get("unless_done"))
        or (descriptive and str(e.get("kind", "")).startswith(("effect", "conditional"))) for e in inner)


# ---------------------------------------------------------------------------------------------- the shapes

def _counter(u: Unless, ctx: Context) -> list[dict[str, Any]] | None:
    """Mana Leak: "counter target spell unless its controller pays {3}"."""
    m = re.fullmatch(r"counter <t(\d+)>", u.effect)
    if not m or u.first or not u.plain or u.payer != "its controller" or not _is_mana(u.cost):
        return None
    return [{"kind": "counter_unless_pays", "mana": u.cost.upper(), "target": int(m.group(1))}]


def _is_mana(text: str) -> bool:
    """Whether a cost is mana the engine can pay: not energy ({E}), not half a mana ({½})."""
    from foundation.cards import ManaCost
    from foundation.errors import ManaSyntaxError

    try:
        ManaCost.parse(text.upper())
    except ManaSyntaxError:
        return False
    return True


def _yours(u: Unless, ctx: Context) -> list[dict[str, Any]] | None:
    """"Sacrifice ~ unless you pay {U}": the controller chooses as it resolves; the effects happen if not paid."""
    from cardpool.oracle.clauses import _one_clause

    if u.payer != "you" or u.first or not u.plain or not YOUR_COST.fullmatch(u.cost):
        return None
    inner = _one_clause(u.effect, ctx)
    if _blocked(inner, descriptive=False, unless_done=False):
        return None
    assert inner is not None
    for effect in inner:
        effect["unless_done"] = True
    return [{"kind": "optional_payment", "mana": u.cost.upper()}, *inner]


def _offer(u: Unless, ctx: Context) -> list[dict[str, Any]] | None:
    """One player decides on a fixed cost: `payment_offer`, then the effects, done unless paid."""
    from cardpool.oracle.clauses import clause_effects

    if not u.plain or u.payer == "you" or not OFFER_COST.fullmatch(u.cost) or \
            u.effect.startswith(("each ", "for each ")):
        return None
    inner = clause_effects(u.effect, ctx)
    if _blocked(inner):
        return None
    assert inner is not None
    payer: dict[str, Any] | None
    if u.payer == "any player":  # each player may pay: the first line of a player who pays
        payer = {"who": "each_player", "any": True}
    elif u.payer in ("they", "that player"):  # the player the effect names ("that creature's controller loses
        named = [{k: v for k, v in e.items() if k in WHO_KEYS} for e in inner if "who" in e]
        named += [{"who": e["to"], **({"target": e["to_target"]} if "to_target" in e else {})}  # 2 life unless
                  for e in inner if "to" in e]  # they pay {2}"), else "that player" of the ability
        payer = named[0] if named and all(n == named[0] for n in named) else player_ref(u.payer, ctx)
    else:
        payer = player_ref(u.payer, ctx)
    if payer is None or payer.get("who") in ("each_opponent", "you") or \
            payer.get("who") == "each_player" and not payer.get("any"):
        return None
    for effect in inner:
        effect["unless_done"] = True
    offer: dict[str, Any] = {"kind": "payment_offer", **payer}
    if u.cost.endswith(" life"):
        amount = u.cost.removesuffix(" life")
        offer["life"] = "X" if amount == "x" else int(amount)
    else:
        offer["mana"] = u.cost.upper()
    return [offer, *inner]


def _held(u: Unless, ctx: Context) -> list[dict[str, Any]] | None:
    """Any payer, a counted cost, X defined, mana and life: `unless_pays` holding the effects it stops."""
    from cardpool.oracle.clauses import _one_clause
    from cardpool.oracle.effects import _exact
    from cardpool.oracle.phrases import for_each

    if u.first or not HELD_PAYERS.fullmatch(u.payer):
        return None
    cost = _cost(u.cost)
    if cost is None:
        return None
    inner = _one_clause(u.effect, ctx) or _exact(u.effect)
    if _blocked(inner) or any(e["kind"] in ("unless_pays", "delayed") for e in inner or ()):
        return None
    assert inner is not None
    out: dict[str, Any] = {"kind": "unless_pays", **cost, "effects": inner}
    refs = [{k: e[k] for k in REF_KEYS if k in e} for e in inner]
    whos = [{k: e[k] for k in WHO_KEYS if k in e and "who" in e} for e in inner]
    if u.payer == "they":  # each player the effect names decides for themselves
        if not whos[0] or any(w != whos[0] for w in whos):
            return None
        out["payer"] = whos[0]
        out["each_payer"] = True
    elif u.payer == "any player":
        out["payer"] = {"who": "each_player"}
        out["any_payer"] = True
    else:
        it = refs[0] if refs and refs[0] and all(r == refs[0] for r in refs) else ctx.it
        payer = player_ref(u.payer, ctx.but(it=it))
        if payer is None:
            return None
        out["payer"] = payer
    if u.per is not None:
        per = for_each("for each " + u.per, ctx)
        if per is None or "mana" not in out or out["mana"] not in ("{1}", "{2}", "{3}"):
            return None
        out["per"] = per
        out["per_mana"] = int(out.pop("mana")[1:-1])
        if u.more is not None:  # "{1} plus an additional {1} for each ...": the base, then the more
            out["base_mana"], out["per_mana"] = out["per_mana"], u.more
    if u.x_is is not None:
        if "X" not in str(out.get("mana", "")) and out.get("life") != "X":
            return None
        out["x_is"] = u.x_is
    return [out]


def _cost(text: str) -> dict[str, Any] | None:
    """Shape 4's cost: generic mana or {X}, life, or both ("{2} and 2 life")."""
    out: dict[str, Any] = {}
    m = HELD_COST.fullmatch(text)
    if not m or not (m.group(1) or m.group(2)):
        return None
    if m.group(1):
        out["mana"] = m.group(1).upper()
    if m.group(2):
        life = _n(m.group(2))
        if not (isinstance(life, int) or life == "X"):
            return None
        out["life"] = life
    return out


__all__ = ["Unless", "split", "unless_pays"]
