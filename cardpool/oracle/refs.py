"""References: what the noun phrases of an effect sentence designate (docs/ability_model.md, "What an
effect acts on"), read in the context of the ability the sentence belongs to (`Context`).

Objects: `~` (`self`), `<tN>` (`target`), "it", "that creature", "they"... (`Context.it` / `Context.that`),
"enchanted creature" (`attached`), "creatures you control", "each other creature" (`each`: a filter),
"the exiled card", "the sacrificed creature", "those cards" (`noted`: objects an earlier part of the same
resolution acted on). Players: `who` = `you`, `target`, `target_controller`, `each_player`, `each_opponent`,
`event_player`, `attached_controller`, `defending_player`, `active_player`, or `controller_of` / `owner_of`
with `ref` (an object reference: "its controller", "that creature's controller", "its owner").
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from cardpool.oracle.grammar import number, parse_object, words_of

NUM = r"(a|an|one|two|three|four|five|six|seven|eight|nine|ten|x|\d+)"
PT = r"([+-](?:\d+|x))/([+-](?:\d+|x))"
COUNTER = r"([+-]\d+/[+-]\d+|[a-z]+)"

# keyword abilities an effect may grant until end of turn ("gains flying and haste")
GRANTABLE = {
    "flying", "first strike", "double strike", "deathtouch", "haste", "hexproof", "indestructible", "lifelink",
    "menace", "reach", "trample", "vigilance", "shroud", "fear", "intimidate", "shadow", "horsemanship",
    "infect", "wither", "defender", "islandwalk", "swampwalk", "forestwalk", "mountainwalk", "plainswalk",
    "protection from white", "protection from blue", "protection from black", "protection from red",
    "protection from green", "protection from artifacts", "protection from creatures",
    # keywords the engine reads on the permanent whoever gave them (`plugins.keyword_triggers`, banding)
    "banding", "persist", "undying", "flanking", "melee", "prowess", "exalted", "skulk",
}
NUMBERED_GRANTABLE = re.compile(r"(?:bushido|rampage|afflict) \d+")  # "gains bushido 2" (702.45a)
PRONOUNS = ("it", "that creature", "that permanent", "the creature", "they", "them", "those creatures",
            "that land", "that artifact", "the permanent", "this creature", "that enchantment", "that planeswalker",
            "those permanents")
# objects an earlier part of the same resolution acted on (`plugins.effects.note`)
NOTED_REFS: dict[str, dict[str, Any]] = {
    "the exiled card": {"noted": "exiled"}, "the exiled cards": {"noted": "exiled"},
    "the exiled creature": {"noted": "exiled"}, "the exiled permanent": {"noted": "exiled"},
    "those cards": {"noted": "last"}, "the revealed card": {"noted": "revealed"},
    "the sacrificed creature": {"noted": "sacrificed"}, "the token": {"noted": "created"},
    "the tokens": {"noted": "created"}, "those tokens": {"noted": "created"}, "that token": {"noted": "created"},
    "the discarded card": {"noted": "discarded"}, "the milled card": {"noted": "milled"},
}
THAT_WORDS = ("that creature", "that permanent", "that land", "that artifact", "that enchantment",
              "that planeswalker")
ATTACHED = ("enchanted creature", "equipped creature", "enchanted permanent", "enchanted land", "enchanted artifact")
COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G", "colorless": ""}


@dataclass
class Context:
    """What the pronouns of a sentence refer to (decided by the ability the sentence belongs to)."""

    it: dict[str, Any] | None = None  # "it", "that creature": a reference, or None (unknown)
    that_player: dict[str, Any] | None = None  # "that player": who= ..., or None
    targets: int = 0  # how many targets were declared so far in the ability
    sentence: str = ""  # the sentence in its original case (subtypes are capitalised)
    extra: dict[str, Any] = field(default_factory=dict)
    that: dict[str, Any] | None = None  # "that creature" when it is not "it" (the creature a trigger's source blocks)

    def but(self, **changes: Any) -> Context:
        """This context with some meanings changed (the right side of "untap target creature and gain control
        of it": "it" is the creature)."""
        from dataclasses import replace

        return replace(self, **changes)


def _n(word: str) -> int | str:
    value = number(word)
    return value if value is not None else word


def obj_ref(text: str, ctx: Context) -> dict[str, Any] | None:
    """The reference a noun phrase makes to one object, or None."""
    t = text.strip()
    if t in ("~", "this permanent", "this saga"):
        return {"self": True}
    m = re.fullmatch(r"<t(\d+)>", t)
    if m:
        return {"target": int(m.group(1))}
    if t in THAT_WORDS and ctx.that is not None:
        return dict(ctx.that)
    if t in NOTED_REFS:
        return dict(NOTED_REFS[t])
    if t in ("that card", "the card"):  # a target card, or the card of the event (not the source)
        return dict(ctx.it) if ctx.it is not None and ("target" in ctx.it or "event" in ctx.it) else None
    if t in PRONOUNS:
        return dict(ctx.it) if ctx.it is not None else None
    if t in ATTACHED:
        return {"attached": True}
    return None


def group_ref(text: str, ctx: Context) -> dict[str, Any] | None:
    """The reference a noun phrase makes to every permanent of a kind ("creatures you control"), or None."""
    t = text.strip()
    if t.startswith(("target", "<t")) or t in PRONOUNS or t in ATTACHED or t == "~":
        return None
    original = _original(t, ctx)
    words = words_of(original)
    start = 0
    if words and words[0].lower() in ("all", "each"):
        start = 1
    if start == 0 and not re.search(r"\b(creatures|permanents|lands|artifacts|enchantments|you control|"
                                    r"your opponents control|an opponent controls)\b", t) \
            and not _plural_subtype(words):
        return None
    ph = parse_object(words, start, allow_players=False)
    if ph is None or ph.end != len(words) or ph.problems or ph.noun not in ("object", "permanent") or ph.zone:
        return None
    if start == 0 and not ph.plural:
        return None
    flt = ph.filter()
    return {"each": flt or {"types": ["permanent"]}}


def _plural(phrase: str) -> str:
    """"creature you control" -> "creatures you control" (for "for each ..." phrases read as groups)."""
    words = phrase.split(" ")
    if words and words[0] in ("creature", "land", "artifact", "enchantment", "permanent"):
        words[0] += "s"
    return "all " + " ".join(words)


def _plural_subtype(words: list[str]) -> bool:
    return bool(words) and words[-1][:1].isupper() and words[-1].endswith("s")


def _original(lowered: str, ctx: Context) -> str:
    """The words of `lowered` as the card writes them (capitalised subtypes), found in ctx.sentence."""
    if ctx.sentence:
        idx = ctx.sentence.lower().find(lowered)
        if idx >= 0:
            return ctx.sentence[idx:idx + len(lowered)]
    return lowered


def any_ref(text: str, ctx: Context) -> dict[str, Any] | None:
    return obj_ref(text, ctx) or group_ref(text, ctx)


def player_ref(text: str, ctx: Context) -> dict[str, Any] | None:
    """The player (or players) a phrase designates, as `who` (and `target` / `ref`), or None."""
    t = text.strip()
    if t == "you":
        return {"who": "you"}
    m = re.fullmatch(r"<t(\d+)>", t)
    if m:
        return {"who": "target", "target": int(m.group(1))}
    m = re.fullmatch(r"<t(\d+)>_controller", t)
    if m:
        return {"who": "target_controller", "target": int(m.group(1))}
    if t in ("each player", "all players", "every player"):
        return {"who": "each_player"}
    if t in ("each opponent", "each of your opponents", "each other player", "your opponents", "all opponents"):
        return {"who": "each_opponent"}
    if t in ("that player", "they", "that opponent"):
        return dict(ctx.that_player) if ctx.that_player is not None else None
    if t == "defending player":
        return {"who": "defending_player"}
    if t == "the active player":
        return {"who": "active_player"}
    if t in ("enchanted creature's controller", "equipped creature's controller", "enchanted permanent's controller",
             "enchanted land's controller", "enchanted artifact's controller"):
        return {"who": "attached_controller"}
    m = re.fullmatch(r"(.+?)'s? (controller|owner)", t)
    if m and m.group(1) in ("that spell", "that spell or ability", "that ability") and m.group(2) == "controller" \
            and ctx.it is not None:
        if ctx.it.get("event"):
            return {"who": "event_player"}  # the spell or ability the trigger saw: who cast or activated it
        if "target" in ctx.it and len(ctx.it) == 1:  # "counter target spell. ~ deals 2 damage to that spell's
            return {"who": "target_controller", "target": ctx.it["target"]}  # controller" (608.2h once gone)
    if m:
        whose = m.group(1)
        ref = obj_ref("it" if whose == "it" else whose, ctx)
        if ref is None:
            return None
        if m.group(2) == "controller" and "target" in ref and len(ref) == 1:
            return {"who": "target_controller", "target": ref["target"]}
        return {"who": "controller_of" if m.group(2) == "controller" else "owner_of", "ref": ref}
    m = re.fullmatch(r"(its|their) (controller|owner|controllers|owners)", t)
    if m and ctx.it is not None:
        if m.group(2).startswith("controller") and "target" in ctx.it and len(ctx.it) == 1:
            return {"who": "target_controller", "target": ctx.it["target"]}
        return {"who": "controller_of" if m.group(2).startswith("controller") else "owner_of", "ref": dict(ctx.it)}
    return None



def creator(s: str, ctx: Context) -> tuple[dict[str, Any], str] | None:
    """"create X" / "that player creates X": who creates ({} for you) and what is created; None when the
    sentence isn't a creation or its subject is no player."""
    m = re.fullmatch(r"(?:(.+?) )?creates? (.+)", s)
    if not m:
        return None
    if m.group(1) and m.group(1) != "you":
        who = player_ref(m.group(1), ctx)
        return None if who is None else (who, m.group(2))
    return {}, m.group(2)

def keywords_of(text: str) -> list[str] | None:
    """"flying", "first strike and trample", "flying, vigilance, and lifelink", "protection from black and from
    red" -> the keywords, or None."""
    text = re.sub(r"\bprotection from (\w+)(,? and | and )from ", r"protection from \1\2protection from ", text)
    parts = [p.strip() for p in re.split(r",\s*(?:and\s+)?|\s+and\s+", text.strip()) if p.strip()]
    if not parts or any(p not in GRANTABLE and not NUMBERED_GRANTABLE.fullmatch(p) for p in parts):
        return None
    return parts


def _pt(value: str) -> int | str:
    return "X" if value[1:] == "x" else int(value)


def with_bonus(out: dict[str, Any], power: str | None, toughness: str | None,
               words: str | None) -> dict[str, Any] | None:
    """`out` with what "gets +N/+M [and has K]" / "gains K" gives: the P/T change (`PT`'s two groups, when
    said) and the keywords (`keywords_of`); None when the keywords can't be read. The one reader of those words
    for static bonuses and anthems (`parser`), effects that last (`number_verbs`) and "becomes" (`verbs`)."""
    if power is not None and toughness is not None:
        out["power"], out["toughness"] = _pt(power), _pt(toughness)
    if words:
        keywords = keywords_of(words)
        if keywords is None:
            return None
        out["keywords"] = keywords
    return out


def _amount(word: str) -> int | str | None:
    value = number(word)
    if value is None or (isinstance(value, str) and value != "X"):
        return None
    return value


