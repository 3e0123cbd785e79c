"""The parameters of an engine message, turned into what a Fluent message can word.

The engine passes plain values: card names (`Name`), player names ("me", "opponent", "Alice"), zone,
step and other ids ("graveyard", "declare_blockers", "flashback"), mana strings, numbers, lists. Here each
becomes a Fluent argument: a `Noun` for cards, players, zones and steps (so that a message can say "you",
elide, contract and agree), a number for numbers (so that a message can choose its plural), and a
catalogue word for the rest. The words come from `locales/<lang>/words.ftl`: no wording lives in code.
"""

from __future__ import annotations

import functools
import itertools
from typing import Any

from bot.engine.trace import Name
from bot.render.grammar import (
    Noun,
    agree,
    capitalise,
    card_noun,
    english_indefinite,
    fn_a,
    fn_de,
    fn_indef,
    join,
    player_noun,
    plural_name,
)
from bot.render.i18n import attributes, format_message, has_message, lang_of, say

ZONE_KEYS = {"zone", "wanted"}
PLAYER_KEYS = {"player", "controller", "owner", "defender", "attacker", "active"}
CARD_KEYS = {"card", "source", "spell", "blocker"}
# keys whose value may be a player or a card, or a word of words.ftl
MIXED_KEYS = {"target", "targets", "first", "second", "what", "cards", "options", "value"}
WORD_KEYS = {"alt", "kind", "trigger", "what", "plugin", "targets", "target", "first", "second", "cost"}
MANA_KEYS = {"mana", "pool", "colors"}
# keyword abilities, protection qualities, casting windows
ABILITY_KEYS = {"ability", "abilities", "quality", "when", "helper"}
PLAYER_IDS = ("me", "opponent")
ARTICLES = {"fr": ("les ", "la ", "le ", "l'"), "en": ("the ",)}


CHOICE_KEYS = {"cards"}  # a colour assumed for a player (step.assumed_choice)
COLOR_LETTERS = set("WUBRG")

RUN = 5  # more of one mana symbol than this is written as a count: "900×{R}"


def mana_text(symbols: str, lang: str) -> str:
    if not symbols:
        return say("value-empty", lang)
    if "{" in symbols:
        return symbols
    out = []
    for symbol, group in itertools.groupby(symbols):
        count = len(list(group))
        out.append(f"{count}×{{{symbol}}}" if count > RUN else f"{{{symbol}}}" * count)
    return "".join(out)


@functools.cache
def word_noun(key: str, lang: str, **params: Any) -> Noun | None:
    """A catalogue word as a noun: its article split off, its gender and set phrases from its attributes
    (`params`: the message's variables, for a word that has some)."""
    if not has_message(key):
        return None
    text = format_message(key, lang, params) if params else say(key, lang)
    article = ""
    for candidate in ARTICLES.get(lang, ()):
        if text.startswith(candidate):
            article, text = candidate.strip(), text[len(candidate):]
            break
    attrs = attributes(key, lang)
    gender = attrs.pop("gender", None)
    article = attrs.pop("article", article)  # an article the word carries apart ("an unknown card")
    attrs["id"] = key.split("-", 1)[1]
    return Noun(text, lang, article=article, gender=gender if lang == "fr" else None, forms=attrs)


FROM_QUALITY = {"protection from ": "from_quality-protection", "hexproof from ": "from_quality-hexproof_from"}


def from_quality(text: str, lang: str) -> Noun | None:
    """A keyword with its quality, as the engine keeps it ("protection from black", "hexproof from
    artifacts"): "protection from black" / "la protection contre le noir"; None for any other word."""
    prefix = next((p for p in FROM_QUALITY if text.startswith(p)), None)
    if prefix is None:
        return None
    return word_noun(FROM_QUALITY[prefix], lang, quality=argument("quality", text[len(prefix):], lang))


def player(name: str, lang: str) -> Noun:
    return player_noun(name, lang_of(lang))


UNKNOWN_CARD = "unknown card"  # bot.engine.state.UNKNOWN_CARD: a card of a hidden zone nobody named


def card(name: Name, lang: str) -> Noun:
    if name.en == UNKNOWN_CARD:  # "an unknown card", "la carte inconnue"; "two unknown cards"
        noun = word_noun("card-unnamed", lang_of(lang))
        assert noun is not None
        return noun
    if name.en.endswith(" Token"):  # a token (cardpool.tokens): "Soldier token", "le jeton Soldat"
        return token_noun(name, lang_of(lang))
    return card_noun(name.en, name.fr, name.kind, lang_of(lang), name.gender)


def token_noun(name: Name, lang: str) -> Noun:
    """A token named by its creature types ("Soldier Token" / "Jeton Soldat") as a sentence says it, with
    its article, as any permanent described by its type: "the Soldier token" (INDEF: "a Soldier token"),
    plural "Soldier tokens"; "le jeton Soldat" ("un jeton Soldat"), plural "jetons Soldat"."""
    if lang == "fr":  # its French name from the token table (`Arbitre.card_namer`), else its English types
        kinds = name.fr.removeprefix("Jeton ") if name.fr.startswith("Jeton ") else name.en.removesuffix(" Token")
        return Noun(f"jeton {kinds}", lang, article="le", gender="m",
                    forms={"plural": f"jetons {kinds}", "indefinite": f"un jeton {kinds}"})
    kinds = name.en.removesuffix(" Token")
    return Noun(f"{kinds} token", lang, article="the",
                forms={"plural": f"{kinds} tokens", "indefinite": f"{english_indefinite(kinds)} {kinds} token"})


def argument(key: str, value: Any, lang: str) -> Any:
    """One parameter as a Fluent argument (Noun, number or text)."""
    lang = lang_of(lang)
    if key in QUOTED_KEYS and isinstance(value, Name):  # a card's own sentence, quoted
        return inner_quotes(value.text(lang), lang)
    if isinstance(value, Name):
        return card(value, lang)
    if isinstance(value, bool):
        return say("value-yes" if value else "value-no", lang)
    if isinstance(value, int | float):
        return value
    if isinstance(value, tuple | list):
        if not value:
            return say("value-nothing", lang)
        items = grouped_items([argument(key, v, lang) for v in value], lang)
        if len(items) == 1:
            return items[0]
        genders = {i.grammatical()[0] if isinstance(i, Noun) else "m" for i in items}
        count = sum(i.count if isinstance(i, Noun) else 1 for i in items)
        forms = {"de": join([fn_de(i) for i in items], lang), "a": join([fn_a(i) for i in items], lang)} \
            if lang == "fr" else None  # « du Contresort et de l'Île », never « de le Contresort… »
        return Noun(join(items, lang), lang, gender="f" if genders == {"f"} else "m", plural=True, count=count,
                    forms=forms)
    if value is None:
        return "—"
    text = str(value)
    if key in PLAYER_KEYS or (key in MIXED_KEYS and text in PLAYER_IDS):
        return player(text, lang)
    if key in ZONE_KEYS and (noun := word_noun("zone-" + text, lang)) is not None:
        return noun
    if key == "step" and (noun := word_noun("phase-" + text, lang)) is not None:
        return noun
    if key in MANA_KEYS:
        return mana_text(text, lang)
    if key in CHOICE_KEYS and text in COLOR_LETTERS and (noun := word_noun("color-" + text, lang)) is not None:
        return noun  # a colour chosen for a player ("W"): the colour's name
    if key == "counter":
        return counter_word(text, lang)
    if key == "filter":
        return filter_noun(text, lang)
    if key in ABILITY_KEYS and (noun := from_quality(text, lang)) is not None:
        return noun  # "protection from black": the quality named, never "a quality this source has"
    if key in ABILITY_KEYS and (noun := word_noun("ability-" + text.replace(" ", "_"), lang)) is not None:
        return noun
    if key == "quality":
        return quality_noun(text, lang)
    if key in WORD_KEYS and (noun := word_noun("word-" + text, lang)) is not None:
        return noun
    if key == "kind" and (noun := target_kind_noun(text, lang)) is not None:
        return noun  # "nonblack creature", "créature attaquante", "creature with flying"
    if key == "kind" and text in FILTER_TYPES:  # a target's card type ("target artifact")
        return filter_noun(text, lang)
    if key == "kind" and (kinds := kind_noun(text, lang)) is not None:
        return kinds  # "artifact or enchantment", "nonland permanent"
    if key == "trigger" and (noun := word_noun("ability-" + text.replace(" ", "_"), lang)) is not None:
        return Noun(noun.text, lang, gender=noun.gender)  # a keyword's trigger ("prowess"): its name, bare
    if key == "where":
        return where(text, lang)
    if key in QUOTED_KEYS:
        return inner_quotes(text, lang)
    return text


# Parameters a message puts between quotation marks: a card's own text, what the user wrote.
QUOTED_KEYS = {"sentence", "written", "part", "query", "asked"}
_INNER = {"fr": (("« ", "“"), (" »", "”"), ("«", "“"), ("»", "”")),
          "en": (("“", "‘"), ("”", "’"), ('"', "’"))}


def inner_quotes(text: str, lang: str) -> str:
    """Quotation marks inside a quotation become the second level of the language: French nests
    “ ” inside « » (« … marqueur “destin” … »), English ‘ ’ inside “ ”."""
    if lang == "en" and '"' in text:  # straight quotes: opening then closing
        parts = text.split('"')
        text = "".join(p + ("‘" if i % 2 == 0 else "’") if i < len(parts) - 1 else p for i, p in enumerate(parts))
    for old, new in _INNER.get(lang, ()):
        text = text.replace(old, new)
    return text


def grouped_items(items: list[Any], lang: str) -> list[Any]:
    """A list's repeated cards said once with their number, when the language knows their plural:
    "deux Forêts", "three Mountains" rather than "la Forêt et la Forêt"."""
    out: list[Any] = []
    counts: dict[str, int] = {}
    first: dict[str, Any] = {}
    for item in items:
        key = item.format() if isinstance(item, Noun) else str(item)
        if key not in counts:
            counts[key] = 0
            first[key] = item
            out.append(key)
        counts[key] += 1
    result: list[Any] = []
    for key in out:
        item, n = first[key], counts[key]
        plural = (item.forms.get("plural") or plural_name(item.text, lang)) if isinstance(item, Noun) and n > 1 \
            else None
        if plural is None:
            result.extend([item] * n)
            continue
        text = format_message("value-several", lang, {"count": n, "name": plural})
        result.append(Noun(text, lang, gender=item.gender, plural=True, count=n))
    return result


def counter_word(text: str, lang: str) -> str:
    """A kind of counter as the language names it: "fate" -> « destin » (French cards quote them)."""
    key = "counter-" + text.replace(" ", "_")
    if has_message(key):
        return say(key, lang)
    return text if lang != "fr" or not text[:1].isalpha() else f"« {text} »"


FILTER_TYPES = ("creature", "artifact", "enchantment", "land", "planeswalker", "instant", "sorcery", "battle",
                "permanent", "card", "spell")


def filter_noun(text: str, lang: str) -> Noun:
    """The engine's short description of a cost's filter ("unblocked creature", "basic land", "Island")
    worded in `lang`, with its plural (`PLURAL($filter)`) for "sacrifice two creatures"."""
    words = text.split()
    types = [w for w in words if w in FILTER_TYPES]
    others = [w for w in words if w not in FILTER_TYPES]
    if lang != "fr":
        head = (types or others or ["permanent"])[-1]
        at = words.index(head) if head in words else len(words)
        plural = words[:at] + [plural_name(head, lang) or head + "s"] + words[at + 1:]
        return Noun(text, lang, forms={"plural": " ".join(plural)})
    adjectives: list[str] = []
    nouns: list[str] = []
    for w in others:
        (adjectives if has_message("filter-" + w) else nouns).append(w)
    heads = [word_noun("filter-" + t, lang) for t in types] or [None]
    head_noun = heads[-1]
    if head_noun is None and nouns:
        sub = subtype_noun(nouns[0], lang)
        head_noun, nouns = Noun(capitalise(sub.text), lang, gender=sub.gender), nouns[1:]
    if head_noun is None:
        head_noun = word_noun("filter-permanent", lang)
    assert head_noun is not None
    gender = head_noun.gender or "m"
    head = "-".join([head_noun.text] + [h.text for h in heads[:-1] if h is not None])
    subs = [capitalise(subtype_noun(n, lang).text) for n in nouns]

    def phrase(plural: bool) -> str:
        grammatical = gender + ("p" if plural else "")
        first = (plural_name(head, lang) or head + "s") if plural else head
        adj = []
        for w in adjectives:
            attrs = attributes("filter-" + w, lang)
            word = say("filter-" + w, lang)
            if "invariable" in attrs:
                adj.append(word)
            elif gender == "f" and "feminine" in attrs:
                adj.append(agree(attrs["feminine"], "mp" if plural else "m"))  # only the plural "s" to add
            else:
                adj.append(agree(word, grammatical))
        names = [sub + ("s" if plural and not sub.endswith(("s", "x")) else "") for sub in subs]
        return " ".join([first] + names + adj)

    return Noun(phrase(False), lang, gender=gender, forms={"plural": phrase(True)})


STAT_OPS = {"<=": "le", ">=": "ge", "=": "eq"}


def target_kind_noun(text: str, lang: str) -> Noun | None:
    """The kind of target a spell asks for with the qualities its filter asks for (`targets.wanted`:
    "nonblack creature", "attacking creature", "creature with:flying", "creature power:<=2",
    "creature control:opponent"), in `lang`: "nonblack creature", "créature non-noire", "créature
    attaquante", "creature with flying", "créature avec le vol", "créature de force 2 ou moins". None when
    the kind has no quality, or a word of it has no words in the catalogue (its types alone are said then)."""
    words = text.split()
    after = [w for w in words if ":" in w]
    rest = [w for w in words if ":" not in w]
    before: list[str] = []
    by_subtype = any(w.startswith("subtype:") for w in after) and not any(w in FILTER_TYPES for w in rest)
    while rest and (len(rest) > 1 or by_subtype) and rest[0] not in FILTER_TYPES \
            and has_message("filter-" + rest[0]):
        before.append(rest.pop(0))
    if not before and not after:
        return None
    types = " ".join(rest)
    alone = [w for w in after if w.startswith("subtype:")][:1] if not types else []
    head: Noun | None
    if alone:  # "target Wall": the subtype is the noun (« Mur »)
        after = [w for w in after if w not in alone]
        sub = subtype_noun(alone[0].partition(":")[2].replace("_", " "), lang)
        head = Noun(capitalise(sub.text), lang, gender=sub.gender)
    else:
        head = filter_noun(types, lang) if types in FILTER_TYPES else kind_noun(types, lang)
    if head is None:
        return None
    gender = head.gender or "m"
    first = [w for w in before if "before" in attributes("filter-" + w, lang)]  # "autre créature"
    adjectives = [_adjective(w, gender, lang) for w in before if w not in first]
    leading = [_adjective(w, gender, lang) for w in first]
    subtypes = [_subtype_word(w, lang) for w in after if w.partition(":")[0] in ("subtype", "nonsubtype")]
    phrases = [_quality_phrase(w, lang) for w in after if w.partition(":")[0] not in ("subtype", "nonsubtype")]
    if any(a is None for a in adjectives + leading) or any(p is None for p in phrases):
        return None
    if lang == "fr":  # « autre créature Gobelin non-noire avec le vol »
        parts = [*leading, head.text, *subtypes, *adjectives]
    else:  # "another nonblack Goblin creature with flying"
        parts = [*leading, *adjectives, *subtypes, head.text]
    text = " ".join(str(p) for p in parts + phrases)
    # "another creature" takes no article (INDEF); « une autre créature » does
    forms = {"indefinite": text} if lang != "fr" and leading else None
    return Noun(text, lang, gender=head.gender, forms=forms)


def _subtype_word(word: str, lang: str) -> str:
    """A target filter's subtype ("subtype:goblin", "nonsubtype:wall") as a word before (English) or after
    (French) the type: "Goblin creature", "non-Wall creature"; « créature Gobelin », « créature non-Mur »."""
    what, _, value = word.partition(":")
    name = capitalise(subtype_noun(value.replace("_", " "), lang).text)
    return ("non-" + name) if what == "nonsubtype" else name


def _adjective(word: str, gender: str, lang: str) -> str | None:
    """A filter's adjective (`filter-tapped`, `filter-nonblack`) agreed with its noun."""
    key = "filter-" + word
    if not has_message(key):
        return None
    text = say(key, lang)
    attrs = attributes(key, lang)
    if lang != "fr" or "invariable" in attrs:
        return text
    if gender == "f" and "feminine" in attrs:
        return str(attrs["feminine"])
    return agree(text, gender)


def _quality_phrase(word: str, lang: str) -> str | None:
    """A filter's quality said after its noun: "with flying" / "avec le vol", "power 2 or less" / "de force
    2 ou moins", "you control" / "que vous contrôlez"."""
    what, _, value = word.partition(":")
    if what in ("with", "without"):
        return format_message("filter-" + what, lang, {"ability": argument("ability", value.replace("_", " "), lang)})
    if what in ("power", "toughness", "mana_value"):
        op = next((o for o in STAT_OPS if value.startswith(o) and value[len(o):].isdigit()), None)
        if op is None:
            return None
        return format_message("filter-stat", lang, {"stat": what, "op": STAT_OPS[op], "value": int(value[len(op):])})
    if what == "control" and value in ("you", "opponent"):
        return format_message("filter-control", lang, {"who": value})
    if what == "counter":  # "with a +1/+1 counter on it" / « avec un marqueur +1/+1 »
        counter = value.replace("_", " ")
        return format_message("filter-counter", lang, {"counter": counter if counter == "any" else
                                                       argument("counter", counter, lang)})
    return None


def kind_noun(text: str, lang: str) -> Noun | None:
    """A target's card types when the card names several ("artifact or enchantment", "nonland permanent":
    `targets.wanted`), in `lang` ("artefact ou enchantement", "permanent non-terrain"); None when a word
    of it is not a card type."""
    words = text.split()
    excluded = [w[3:] for w in words if w.startswith("non")]
    alternatives = " ".join(w for w in words if not w.startswith("non")).split(" or ")
    if not all(t in FILTER_TYPES for t in excluded + alternatives):
        return None
    heads = [filter_noun(t, lang) for t in alternatives]
    if lang == "fr":
        nots = " ".join("non-" + say("filter-" + t, lang) for t in excluded)
        texts = [f"{h.text} {nots}".strip() for h in heads]
    else:
        texts = [" ".join(["non" + t for t in excluded] + [h.text]) for h in heads]
    gender = heads[0].gender if len({h.gender for h in heads}) == 1 else "m"
    # in French, each alternative with its own article: « un artefact ou un enchantement »
    forms = {"indefinite": join([fn_indef(Noun(x, lang, gender=h.gender)) for x, h in zip(texts, heads, strict=True)],
                                lang, disjunction=True)} if lang == "fr" else None
    return Noun(join(texts, lang, disjunction=True), lang, gender=gender, forms=forms)


def quality_noun(text: str, lang: str) -> str:
    """What a protection is from when it isn't a colour: card types and subtypes, plural as the ability
    writes them ("artifacts", "Goblins"): "les artefacts", "les Gobelins" in French."""
    if lang != "fr":
        return text
    singular = text[:-1] if text.endswith("s") else text
    if singular.lower() in FILTER_TYPES and (noun := word_noun("filter-" + singular.lower(), lang)) is not None:
        word = noun.text
    else:
        found = word_noun("subtype-" + singular.lower().replace(" ", "_").replace("'", ""), lang)
        if found is None:
            return text
        word = capitalise(found.text)
    return "les " + (plural_name(word, lang) or word + "s")


def subtype_noun(subtype: str, lang: str) -> Noun:
    """A subtype (Goblin, Island) in `lang`, with its French gender: `subtype-*`, else as written."""
    noun = word_noun("subtype-" + subtype.lower().replace(" ", "_").replace("'", ""), lang)
    return noun if noun is not None else Noun(subtype, lang, gender="m")


def where(text: str, lang: str) -> Noun | str:
    """"me:hand" -> "your hand" / "votre main"; "graveyard" -> "the graveyard"; "" -> nowhere. A zone is a
    noun whose PLACE says where a card is in it: "on the stack", "in your hand" / « sur la pile », « dans
    votre main »."""
    if ":" in text:
        who, zone = text.split(":", 1)
        noun = word_noun("zone-" + zone, lang)
        if noun is not None:
            said = format_message("value-where", lang, {"player": player(who, lang), "zone": noun})
            return Noun(said, lang, forms={"place": format_message("value-where-place", lang, {"where": said})})
    noun = word_noun("zone-" + text, lang) if text else None
    if noun is not None:
        return noun
    if not text:  # « la carte est absente de cette situation », never « est nulle part »
        return Noun(say("value-nowhere", lang), lang, forms={"place": say("value-nowhere-place", lang)})
    return text


def arguments(params: dict[str, Any], lang: str) -> dict[str, Any]:
    return {k: argument(k, v, lang) for k, v in params.items()}


def value_text(key: str, value: Any, lang: str) -> str:
    """A parameter as plain text (a list's item, a label's value)."""
    arg = argument(key, value, lang)
    if isinstance(arg, Noun):
        return arg.format()
    return str(arg)


def player_text(name: str, lang: str, capital: bool = True) -> str:
    """A player as a label shows them: "You" / "Vous", "Your opponent", "Alice"."""
    text = player(name, lang).format()
    return text[:1].upper() + text[1:] if capital else text
