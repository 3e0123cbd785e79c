"""What a Fluent message needs to know about the names it holds: person, gender, number, elision.

A card or a player passed to a message is a `Noun`. Messages ask about it through functions:

- `PERSON($player)` is `you` for the asking player (the contract's `me`) and `other` for anyone else;
- `CAP(x)` capitalises the first letter (a name that starts a sentence: "Vous", "Votre adversaire");
- `POSS($player)` (English): "your", "your opponent's", "Alice's";
- `DE(x)`, `A(x)` (French): "de" and "à" with the article contracted or elided: "de la Montagne",
  "de l'Île", "du Marais", "des Grizzlis", "d'Ancêtre de la tribu Sakura", "au Marais";
- `SUBJECT($card)`: the card as the subject of an agreeing sentence. French card names have no gender in
  the data: a card of the gender table (`locales/fr/nouns.toml`: basic lands, the cards judges discuss
  most) is named with its article ("la Foudre", "les Elfes de Llanowar"); any other card gets a head noun
  that carries the gender ("le sort Messe noire", "la créature Grizzly Bears");
- `GENDER(x)` (`m`, `f`, `mp`, `fp`), `AGREE(x, "engagé")` (engagé, engagée, engagés, engagées),
  `VERB(x, "est", "sont")` and `PRONOUN(x)` (il, elle, ils, elles) agree with that subject form;
- `LE(x, "engager")`: the object pronoun, agreed and elided ("l'engager", "les cibler");
- `ID(x)`: the engine's id of a word (`flashback`, `spell`), for a selector;
- `BARE(x)`: the word without its article ("votre { BARE($zone) }");
- `CARD($card)`: "la carte Foudre", and for a card the message only describes, its description alone ("la
  carte bleue", never "la carte carte bleue"); `NAMED($card)`: "carte nommée Foudre", "carte bleue" after
  "pas de" / "no";
- `INTO($zone)`, `FROM($zone)`, `PLACE($zone)`: a zone's set phrases ("au cimetière", "en exil", "de la main";
  "into exile", "from the graveyard"), from its catalogue attributes (`zone-graveyard.into`);
- `COUNT(x)`: `one`/`other`, how many things a parameter names (one target, even "les Grizzlis");
- `SIGN(n)`, `ABS(n)`: a signed amount's direction and size ("réduit le coût de {1}");
- `PLURAL(x)`, `KIND(x)`: a word's plural form and its `.kind` attribute; `QUE(x)`: "que"/"qu'" before a clause;
- `INDEF(x)`: the name with its indefinite article ("a Soldier token", "an Elf token", "un jeton Soldat");
- `WORDS(n)`: a count of things in words, as cards and judges write it ("deux jetons", "three cards";
  `WORDS(n, "f")`: "une" in French), digits past ten; spelt by num2words in the bundle's language.

Whatever a name is, the sentence written with these is right: that is what `tests/test_wording.py` checks.
"""

from __future__ import annotations

import functools
import tomllib
import unicodedata
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from babel import Locale
from babel.lists import format_list
from fluent.runtime.types import FluentNone, FluentType, fluent_number

LOCALES_DIR = Path(__file__).resolve().parent / "locales"

VOWELS = set("aeiouàâäéèêëîïôöùûüœæ")
# Words starting with a mute h (elided: "l'Hydre", "d'Homme"); any other h is aspirated ("le Héraut").
MUTE_H = ("habil", "habit", "harmoni", "hébét", "hécat", "hélic", "hélio", "hémorr", "herb", "hérit", "hermite",
          "héroïn", "hésit", "heure", "heureu", "hibern", "hiér", "hipp", "histoi", "histor", "histri", "hiver",
          "hoiri", "homm", "homonc", "honn", "honneur", "hôpit", "horizon", "horlog", "horreur", "horribl",
          "hospit", "hostil", "hôte", "hubr", "huile", "huiss", "huma", "humb", "humeur", "humid", "humili",
          "hybrid", "hydr", "hyèn", "hygi", "hymn", "hyper", "hypno", "hystér", "hystr")
# Words starting with an aspirated h, never elided ("le Héraut", "la Harpie", "du Hangar"): not needed by
# `starts_with_vowel_sound` (an h outside MUTE_H is aspirated), but every noun of
# cardpool/data/french_nouns.toml starting with an h is in exactly one of the two lists, so that a word
# added there is decided, not defaulted (tests/test_wording_articles.py).
ASPIRATED_H = ("hach", "hain", "hall", "halo", "hamp", "hang", "hant", "hard", "harg", "harn", "harp", "hasard",
               "hâte", "haub", "haut", "havr", "heaum", "hérau", "héron", "héros", "hers", "heurt", "hibou",
               "hit", "hord", "houl", "hupp", "hurl")

# The head noun of a French card whose gender nobody recorded, by card type (first match wins).
HEADS = (
    ("creature", "créature", "f"), ("planeswalker", "planeswalker", "m"), ("battle", "bataille", "f"),
    ("land", "terrain", "m"), ("artifact", "artefact", "m"), ("enchantment", "enchantement", "m"),
    ("instant", "sort", "m"), ("sorcery", "sort", "m"),
)
HEAD_DEFAULT = ("carte", "f")
# A French name that starts with an indefinite article in lower case names an object the message never named
# ("une créature", "un sort"; card names are capitalised): it is said as it is, and agrees with its article.
INDEFINITE = {"un": "m", "une": "f"}
# A French name that starts in lower case with one of these nouns is a description, not a name ("carte
# bleue": Force of Will's "a blue card" the message never names): it takes its own noun's article and gender,
# never a head noun before it ("la carte bleue", not "la carte carte bleue").
DESCRIPTION_NOUNS = {"carte": "f", "cartes": "fp", "créature": "f", "créatures": "fp", "sort": "m", "sorts": "mp",
                     "terrain": "m", "terrains": "mp", "jeton": "m", "jetons": "mp", "permanent": "m",
                     "permanents": "mp", "artefact": "m", "enchantement": "m", "bataille": "f", "planeswalker": "m",
                     "éphémère": "m", "rituel": "m", "capacité": "f"}
ENGLISH_ARTICLES = ("a ", "an ", "the ")


def starts_with_vowel_sound(word: str) -> bool:
    """French elision: before a vowel or a mute h ("l'Île", "d'Ancêtre", "l'Hydre"), not before "le Héraut"."""
    folded = word.strip().lower()
    if not folded:
        return False
    if folded[0] in VOWELS:
        return True
    return folded[0] == "h" and folded.startswith(MUTE_H)


def capitalise(text: str) -> str:
    return text[:1].upper() + text[1:]


@functools.cache
def french_nouns() -> dict[str, str]:
    """French card name (case-folded, accents kept) -> gender and number ("fs", "mp", ...)."""
    path = LOCALES_DIR / "fr" / "nouns.toml"
    with open(path, "rb") as fh:
        data = tomllib.load(fh)
    table: dict[str, str] = {}
    for name, spec in data.get("cards", {}).items():
        if spec not in ("ms", "fs", "mp", "fp"):
            raise ValueError(f"{path.name}: {name!r} has {spec!r}; expected ms, fs, mp or fp")
        table[_key(name)] = spec
    return table


@functools.cache
def plurals(lang: str) -> dict[str, str]:
    """Name (case-folded) -> its plural, for the names a list may repeat (basic lands, card types):
    `[plurals]` of `locales/<lang>/nouns.toml`."""
    path = LOCALES_DIR / lang / "nouns.toml"
    if not path.exists():
        return {}
    with open(path, "rb") as fh:
        data = tomllib.load(fh)
    return {_key(k): v for k, v in data.get("plurals", {}).items()}


def plural_name(text: str, lang: str) -> str | None:
    """The plural of a name a list repeats ("Forêt" -> "Forêts", "Plains" -> "Plains"), None if unknown."""
    return plurals(lang).get(_key(text))


def _key(name: str) -> str:
    return unicodedata.normalize("NFC", name).casefold().replace("œ", "oe")


def french_article(gender: str, plural: bool, word: str) -> str:
    if plural:
        return "les"
    if starts_with_vowel_sound(word):
        return "l'"
    return "la" if gender == "f" else "le"


class Noun(FluentType):
    """A name in a sentence, and the grammar around it. `format` gives it as an object or after a verb."""

    __slots__ = ("text", "lang", "article", "gender", "plural", "person", "head", "forms", "count")

    def __init__(self, text: str, lang: str, *, article: str = "", gender: str | None = None, plural: bool = False,
                 person: str = "other", head: tuple[str, str] | None = None,
                 forms: dict[str, str] | None = None, count: int = 1) -> None:
        self.text = text
        self.lang = lang
        self.article = article  # French definite article carried by the name ("la", "l'", "les"), or ""
        self.gender = gender  # "m" / "f" when known (French), else None
        self.plural = plural
        self.person = person  # "you" for the asking player, else "other"
        self.head = head  # French head noun and its gender, for a name whose own gender is unknown
        self.forms = forms or {}  # set phrases of a word (a zone: "into" = "au cimetière", "from" = "du cimetière")
        self.count = count  # how many things the noun names: a list of 3 cards is one noun of count 3

    def format(self, locale: Locale | None = None) -> str:
        if self.article == "l'":
            return "l'" + self.text
        return f"{self.article} {self.text}" if self.article else self.text

    def __str__(self) -> str:
        return self.format()

    def __repr__(self) -> str:
        return f"Noun({self.format()!r}, {self.lang})"

    def subject(self) -> Noun:
        """The name as the subject of a sentence whose words agree with it."""
        if self.lang != "fr" or self.gender is not None or self.head is None:
            return self
        word, gender = self.head
        return Noun(f"{word} {self.text}", self.lang, article=french_article(gender, False, word), gender=gender,
                    person=self.person, count=self.count)

    def grammatical(self) -> str:
        """m, f, mp or fp: what agrees with the subject form."""
        subject = self.subject()
        return (subject.gender or "m") + ("p" if subject.plural else "")


@functools.lru_cache(maxsize=256)
def player_noun(name: str, lang: str) -> Noun:
    """A player: the asking player (`me`) is "you", the undeclared `opponent` is "your opponent"."""
    if name == "me":
        return Noun("vous" if lang == "fr" else "you", lang, person="you", gender="m")
    if name == "opponent":
        return Noun("votre adversaire" if lang == "fr" else "your opponent", lang, gender="m")
    return Noun(name, lang, gender="m")


@functools.lru_cache(maxsize=4096)  # a Noun is never changed once made: the same card is one Noun
def card_noun(english: str, french: str, kind: str, lang: str, gender: str = "") -> Noun:
    """A card by name: English as is; French with its article when the gender table knows it, or the
    card record does (`gender`: its `gender_fr`, "ms", "fs", "mp", "fp", or "s" when only "l'" is known:
    cardpool.articles); else bare, with a head noun for the sentences that agree with it."""
    if lang != "fr":
        if is_description(english):  # "blue card": "the blue card is exiled", never "blue card is exiled"
            return Noun(english, lang, article="the", forms={"card": f"the {english}"})
        if english.startswith(ENGLISH_ARTICLES) and english[:1].islower():  # "an instant card", never named
            return Noun(english, lang, forms={"card": english})
        return Noun(english, lang)
    text = french or english
    indefinite = INDEFINITE.get(text.split(" ", 1)[0])
    if indefinite is not None and " " in text:  # "une créature" the message never names: its own article
        return Noun(text, lang, gender=indefinite, forms={"card": text})
    described = DESCRIPTION_NOUNS.get(text.split(" ", 1)[0]) if text[:1].islower() else None
    if described is not None:  # "carte bleue": its own noun carries the article and the gender
        article = french_article(described[0], described.endswith("p"), text)
        noun = Noun(text, lang, article=article, gender=described[0], plural=described.endswith("p"))
        noun.forms["card"] = noun.format()
        return noun
    spec = french_nouns().get(_key(text))
    head = next(((w, g) for k, w, g in HEADS if k in kind.split()), HEAD_DEFAULT)
    if spec is None and french and gender in ("ms", "fs", "mp", "fp"):
        spec = gender
    if spec is None:
        if french and gender == "s" and starts_with_vowel_sound(text):  # "l'Ombre de…", gender unknown
            return Noun(text, lang, article="l'", head=head)
        return Noun(text, lang, head=head)
    gender_of, plural = spec[0], spec[1] == "p"
    return Noun(text, lang, article=french_article(gender_of, plural, text), gender=gender_of, plural=plural,
                head=head)


# ---------------------------------------------------------------------------- Fluent functions

def _noun(value: Any) -> Noun | None:
    return value if isinstance(value, Noun) else None


def _plain(value: Any) -> str:
    if isinstance(value, FluentNone):
        return ""
    if isinstance(value, Noun):
        return value.format()
    if isinstance(value, FluentType):
        return str(value.format(Locale("en")))
    return str(value)


def fn_person(value: Any) -> str:
    noun = _noun(value)
    return noun.person if noun is not None else "other"


def fn_cap(value: Any) -> str:
    return capitalise(_plain(value))


def fn_poss(value: Any) -> str:
    noun = _noun(value)
    if noun is not None and noun.person == "you":
        return "your"
    text = _plain(value)
    return text + ("'" if text.endswith("s") and not text.endswith("'s") else "'s")


def fn_de(value: Any) -> str:
    noun = _noun(value)
    if noun is not None and "de" in noun.forms:  # a list: each name contracted ("du Contresort et de l'Île")
        return noun.forms["de"]
    if noun is None:
        text = _plain(value)
        return ("d'" if starts_with_vowel_sound(text) else "de ") + text
    if noun.article == "le":
        return "du " + noun.text
    if noun.article == "les":
        return "des " + noun.text
    if noun.article:
        return "de " + noun.format()
    return ("d'" if starts_with_vowel_sound(noun.text) else "de ") + noun.text


def fn_que(value: Any) -> str:
    """French "que" before a clause, elided before a vowel: "qu'aucune carte", "que le coût"."""
    text = _plain(value)
    return ("qu'" if starts_with_vowel_sound(text) else "que ") + text


def fn_a(value: Any) -> str:
    noun = _noun(value)
    if noun is not None and "a" in noun.forms:  # a list: "aux Grizzlis et à la Dryade"
        return noun.forms["a"]
    if noun is None:
        return "à " + _plain(value)
    if noun.article == "le":
        return "au " + noun.text
    if noun.article == "les":
        return "aux " + noun.text
    return "à " + noun.format()


def fn_subject(value: Any) -> Any:
    noun = _noun(value)
    return noun.subject() if noun is not None else value


def fn_gender(value: Any) -> str:
    noun = _noun(value)
    return noun.grammatical() if noun is not None else "m"


# French adjectives whose feminine is not the masculine + "e" (colours, mostly).
IRREGULAR_FEMININE = {"blanc": "blanche", "seul": "seule", "sec": "sèche", "franc": "franche"}


def agree(word: str, grammatical: str) -> str:
    """A French participle or adjective agreed: engagé -> engagée, engagés, engagées; blanc -> blanche."""
    feminine = grammatical.startswith("f")
    plural = grammatical.endswith("p")
    if feminine and word in IRREGULAR_FEMININE:
        word = IRREGULAR_FEMININE[word]
    elif feminine and not word.endswith("e"):
        word += "e"
    if plural and not word.endswith(("s", "x")):
        word += "s"
    return word


def fn_agree(value: Any, word: Any) -> str:
    return agree(_plain(word), fn_gender(value))


def fn_pronoun(value: Any) -> str:
    return {"m": "il", "f": "elle", "mp": "ils", "fp": "elles"}[fn_gender(value)]


def fn_le(value: Any, verb: Any = "") -> str:
    """The object pronoun before a verb, agreed and elided: LE($card, "engager") -> l'engager, les engager."""
    gender = fn_gender(value)
    pronoun = "les" if gender.endswith("p") else "la" if gender == "f" else "le"
    word = _plain(verb)
    if not word:
        return pronoun
    if pronoun != "les" and starts_with_vowel_sound(word):
        return "l'" + word
    return f"{pronoun} {word}"


def fn_verb(value: Any, singular: Any, plural: Any) -> str:
    """The verb form that agrees in number with the subject form: VERB($card, "est", "sont")."""
    return _plain(plural) if fn_gender(value).endswith("p") else _plain(singular)


def fn_count(value: Any) -> str:
    """`one` when the parameter names one thing (a card, even a plural-named one like "les Grizzlis"),
    `other` for a list of several: the number of targets, modes, cards, not the grammar of a name."""
    noun = _noun(value)
    if noun is not None:
        return "one" if noun.count == 1 else "other"
    if isinstance(value, FluentType) and not isinstance(value, FluentNone):
        try:
            return "one" if float(str(value.format(Locale("en")))) == 1 else "other"
        except ValueError:
            return "one"
    return "one"


def _number(value: Any) -> float | None:
    if isinstance(value, FluentNone):
        return None
    text = str(value.format(Locale("en"))) if isinstance(value, FluentType) else str(value)
    try:
        return float(text.replace(",", ""))
    except ValueError:
        return None


def fn_sign(value: Any) -> str:
    """`minus`, `zero` or `plus`: a selector for a signed amount ("reduces the cost" / "increases the cost")."""
    number = _number(value)
    if number is None or number == 0:
        return "zero"
    return "minus" if number < 0 else "plus"


def fn_abs(value: Any) -> Any:
    """The amount without its sign, kept a number (so that a plural still selects on it)."""
    number = _number(value)
    if number is None:
        return value
    return fluent_number(abs(int(number)) if number == int(number) else abs(number), useGrouping=False)


def fn_plural(value: Any) -> str:
    """A word's plural form when it has one (`forms["plural"]`: "créatures non bloquées"), else the word."""
    noun = _noun(value)
    if noun is not None and "plural" in noun.forms:
        return noun.forms["plural"]
    return _plain(value)


def fn_kind(value: Any) -> str:
    """The `.kind` attribute of a catalogue word (`clause`: a word that says a whole assumption), else `other`."""
    noun = _noun(value)
    return noun.forms.get("kind", "other") if noun is not None else "other"


def is_description(english: str) -> bool:
    """An English name that describes a card rather than names it ("blue card"; card names are capitalised;
    "an instant card" carries its own article)."""
    return english[:1].islower() and not english.startswith(ENGLISH_ARTICLES)


def fn_card(value: Any) -> str:
    """The card as "la carte X" / "card X" says it, without saying "card" twice for a description ("la carte
    bleue", "the blue card"): French messages write `CARD($card)`, never "la carte { BARE($card) }"."""
    noun = _noun(value)
    if noun is not None and "card" in noun.forms:
        return noun.forms["card"]
    bare = noun.text if noun is not None else _plain(value)
    lang = noun.lang if noun is not None else "en"
    return f"la carte {bare}" if lang == "fr" else f"the card {bare}"


def fn_named(value: Any) -> str:
    """What "no card named X" says: "carte nommée Foudre" / "card named Lightning Bolt", and a description
    alone, without its article ("pas de carte bleue", "no instant card")."""
    noun = _noun(value)
    lang = noun.lang if noun is not None else "en"
    bare = noun.text if noun is not None else _plain(value)
    if noun is not None and "card" in noun.forms:
        for article in ("un ", "une ", "a ", "an ", "the "):
            bare = bare.removeprefix(article)
        return bare
    return f"carte nommée {bare}" if lang == "fr" else f"card named {bare}"


def fn_bare(value: Any) -> str:
    noun = _noun(value)
    return noun.text if noun is not None else _plain(value)


def _form(name: str) -> Callable[[Any], str]:
    def form(value: Any) -> str:
        noun = _noun(value)
        if noun is not None and name in noun.forms:
            return noun.forms[name]
        return _plain(value)

    return form


# English words after a vowel letter that sound a consonant, and after an h that sounds none
_A_NOT_AN = ("uni", "use", "usu", "uti", "eu", "one", "once", "ur")
_AN_BEFORE_H = ("hour", "honest", "honor", "honour", "heir")


def english_indefinite(text: str) -> str:
    """ "a" or "an" before an English name: by its first sound, which its first letters tell ("an Elf", "a
    Unicorn", "an Ox", "a Human")."""
    low = text.lower()
    vowel_sound = (low[:1] in ("a", "e", "i", "o", "u") and not low.startswith(_A_NOT_AN)) \
        or low.startswith(_AN_BEFORE_H)
    return "an" if vowel_sound else "a"


def fn_indef(value: Any, *, lang: str = "en") -> str:
    noun = _noun(value)
    if noun is None:  # a plain word ("+1/+1", "age"): "a +1/+1 counter", "an age counter"; « un … » in French
        text = _plain(value)
        return f"un {text}" if lang == "fr" else f"{english_indefinite(text)} {text}"
    if "indefinite" in noun.forms:
        return noun.forms["indefinite"]
    if noun.lang == "fr":
        subject = noun.subject()
        return ("une " if (subject.gender or "m") == "f" else "un ") + subject.text
    return f"{english_indefinite(noun.text)} {noun.text}"


@functools.lru_cache(maxsize=64)
def number_words(n: int, lang: str, feminine: bool = False) -> str:
    """A small count in words ("deux", "three"; "une" for a feminine French noun): num2words spells it."""
    if lang == "fr" and n == 1 and feminine:
        return "une"
    from num2words import num2words  # imported on first use: most traces never spell a number

    return str(num2words(n, lang="fr" if lang == "fr" else "en"))


SPELT_UP_TO = 10  # counts of things up to ten are written in words ("deux jetons"), as on cards; 12 stays 12


def fn_words(value: Any, gender: Any = "m", *, lang: str) -> Any:
    try:
        n = int(value)
    except (TypeError, ValueError):
        return value
    if n != value or not 0 <= n <= SPELT_UP_TO:
        return value
    return number_words(n, lang, str(gender) == "f")


FUNCTIONS: dict[str, Callable[..., Any]] = {
    "PERSON": fn_person, "CAP": fn_cap, "POSS": fn_poss, "DE": fn_de, "A": fn_a, "SUBJECT": fn_subject,
    "GENDER": fn_gender, "AGREE": fn_agree, "PRONOUN": fn_pronoun, "VERB": fn_verb, "BARE": fn_bare,
    "INTO": _form("into"), "FROM": _form("from"), "PLACE": _form("place"), "ID": _form("id"), "LE": fn_le,
    "COUNT": fn_count, "SIGN": fn_sign, "ABS": fn_abs, "PLURAL": fn_plural, "KIND": fn_kind, "QUE": fn_que,
    "CARD": fn_card, "NAMED": fn_named,
}


def functions(lang: str) -> dict[str, Callable[..., Any]]:
    """The functions of a language's bundle: FUNCTIONS, and those that need the language (WORDS, INDEF)."""
    return {**FUNCTIONS, "WORDS": functools.partial(fn_words, lang=lang),
            "INDEF": functools.partial(fn_indef, lang=lang)}


def join(items: Iterable[Any], lang: str, disjunction: bool = False) -> str:
    """A list as a sentence says it: "A, B and C" / "A, B et C" (Babel's CLDR list patterns)."""
    texts = [_plain(i) for i in items]
    if not texts:
        return ""
    locale = "fr" if lang == "fr" else "en"
    if disjunction:
        return str(format_list(texts, style="or", locale=locale))
    return str(format_list(texts, style="standard", locale=locale))
