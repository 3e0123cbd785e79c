"""French articles for every card: the gender and number of a card's French name are found at import
(cardpool.articles) and every French sentence names the card with its article, never a wrong one."""

from __future__ import annotations

import pytest

from bot.engine.trace import Name
from bot.render.words import argument
from cardpool.articles import first_noun, french_gender, french_nouns, own_article


@pytest.mark.parametrize(("name", "text", "gender"), [
    ("Cratérier gobelin", "", "ms"),  # the first noun of the name
    ("Championne de l'aube pérenne", "", "fs"),
    ("Rats de la peste", "", "mp"),
    ("Grande prêtresse", "", "fs"),  # an adjective before the noun agrees with it
    ("Boucher de Silumgar", "Quand le Boucher de Silumgar exploite une créature…", "ms"),  # its own text says it
    ("Cité d'airain", "Chaque fois que la Cité d'airain devient engagée…", "fs"),
    ("Elfes de Llanowar", "", "mp"),
    ("Jace, le sculpteur de l'esprit", "", ""),  # a person: no article
    ("Chandra, pyromaître", "", ""),
    ("Ajani Criniflamme", "", ""),  # a vowel, but a proper name: never "l'Ajani"
    ("Tour de guet", "", ""),  # tour: the tower or the trick, both in card names: no guess
    ("Garde royale du Kjeldor", "", ""),
    ("Mort persistante", "", ""),
    ("L'Abîme", "", ""),  # the name carries its own article
    ("Sinistre affliction", "", "fs"),  # an adjective of both genders: the noun after it decides
    ("Deuxième souffle", "", "ms"),
    ("Jeune Caprinodon", "", ""),  # ... and a word the table doesn't hold gives nothing
    ("Scrige vorace", "", "ms"),  # a word of the cards, its gender read from the names that agree with it
    ("Rusalka noyée", "", "fs"),
    ("Shamane balduvian", "", ""),  # a noun of both genders in card names: no guess
    ("Nicol Bolas", "", ""),  # a proper name, whatever a dictionary says of "nicol"
])
def test_the_gender_of_a_french_name(name: str, text: str, gender: str) -> None:
    assert french_gender(name, text) == gender


def test_its_own_text_wins_and_a_contraction_counts() -> None:
    assert own_article("Marais", "Ajoutez {B} à votre réserve grâce au Marais.") == "ms"
    assert own_article("Ombre", "Quand l'Ombre arrive…") == "s"
    assert own_article("Ombre", "Les Ombres…") == ""  # another word that starts the same
    assert own_article("Rats de la peste", "Les Rats de la peste attaquent.") == "mp"  # "les", not "le"
    assert own_article("Ombre", "Une Ombre… Sacrifiez l’Ombre.") == "s"  # a later mention, typographic apostrophe
    assert own_article("Ombre", "Parle Ombre.") == ""  # "le" inside a word is no article
    assert own_article("İle", "Quand la İle arrive…") == "fs"  # lower() changes its length: still found
    assert french_gender("Ombre de la nuit", "Quand l'Ombre de la nuit arrive…") == "fs"  # l' plus the noun
    assert first_noun("Gobelin, le chef") == ""


def test_the_nouns_table_is_sound() -> None:
    table = french_nouns()
    assert len(table) > 1000
    assert set(table.values()) <= {"ms", "fs", "mp", "fp"}
    for word in ("tour", "garde", "mort", "voile", "sombre", "jeune", "vous", "les", "la", "shamane", "adepte",
                 "disciple", "sinistre", "dans", "sous", "rien", "nicol", "ours"):
        assert word not in table, word  # two genders, two numbers, a proper name, or not a noun


def test_every_h_noun_is_decided_mute_or_aspirated() -> None:
    """A noun of the table starting with an h elides ("l'Hydre", "l'Hippocampe") or not ("le Héraut",
    "la Harpie") because a list says so, never by default."""
    from bot.render.grammar import ASPIRATED_H, MUTE_H, starts_with_vowel_sound

    undecided = [w for w in french_nouns() if w.startswith(("h", "H"))
                 and w.startswith(MUTE_H) == w.startswith(ASPIRATED_H)]
    assert not undecided, undecided
    for word in ("Hippocampe", "Hiérophante", "Huissier", "Hostilité", "Historien", "Héroïne", "Hystrix"):
        assert starts_with_vowel_sound(word), word
    for word in ("Héraut", "Héros", "Harpie", "Hangar", "Hibou", "Hurleur", "Hâte", "Heurt"):
        assert not starts_with_vowel_sound(word), word


@pytest.mark.parametrize(("gender", "text", "said"), [
    ("ms", "Cratérier gobelin", "le Cratérier gobelin"),
    ("fs", "Championne de l'aube pérenne", "la Championne de l'aube pérenne"),
    ("ms", "Ange de Serra", "l'Ange de Serra"),
    ("fs", "Horreur du caveau", "l'Horreur du caveau"),  # a mute h
    ("ms", "Héraut de la guerre", "le Héraut de la guerre"),  # an aspirated h
    ("mp", "Rats de la peste", "les Rats de la peste"),
    ("s", "Ombre de la nuit", "l'Ombre de la nuit"),
    ("", "Jace, le sculpteur de l'esprit", "Jace, le sculpteur de l'esprit"),
])
def test_a_card_is_said_with_its_article(gender: str, text: str, said: str) -> None:
    noun = argument("card", Name("X", text, "creature", gender), "fr")
    assert str(noun) == said
    assert str(argument("card", Name("X", text, "creature", gender), "en")) == "X"


@pytest.mark.parametrize(("gender", "subject", "de", "a"), [
    ("ms", "le Cratérier gobelin", "du Cratérier gobelin", "au Cratérier gobelin"),
    ("fs", "la Championne", "de la Championne", "à la Championne"),
    ("mp", "les Rats", "des Rats", "aux Rats"),
    ("s", "la créature Ombre", "de l'Ombre", "à l'Ombre"),  # agreement needs the gender: the head noun
    ("", "la créature Jace", "de Jace", "à Jace"),
])
def test_sentences_agree_with_it(gender: str, subject: str, de: str, a: str) -> None:
    from bot.render.i18n import format_message

    text = {"ms": "Cratérier gobelin", "fs": "Championne", "mp": "Rats", "s": "Ombre", "": "Jace"}[gender]
    noun = argument("card", Name("X", text, "creature", gender), "fr")
    assert format_message("summary-where", "fr", {"card": noun, "zone": "exile", "power": 0, "toughness": 0,
                                                   "damage": 0}).lower().startswith(subject.lower())
    from bot.render.grammar import fn_a, fn_de

    assert fn_de(noun) == de and fn_a(noun) == a


def test_most_french_names_have_their_gender(full_db) -> None:
    """On the real card data, 85% of French names or more carry their gender (72.7% before the table was
    completed); the others are named with a head noun ("la créature X")."""
    import sqlite3

    from cardpool.articles import french_gender

    with sqlite3.connect(full_db) as db:
        names = dict(db.execute("select name_fr, text_fr from cards where name_fr != ''").fetchall())
    known = sum(1 for name, text in names.items() if french_gender(name, text or ""))
    assert len(names) > 20000
    assert known / len(names) >= 0.85, known / len(names)


def test_every_imported_french_name_reads_right(full_arbitre) -> None:
    """On the real card data: the import stores the gender, and the trace says the article."""
    pool = full_arbitre.pool
    assert pool.get("Goblin Cratermaker").gender_fr == "ms"
    assert pool.get("Jace, the Mind Sculptor").gender_fr == ""
    outcome = full_arbitre.trace("mon adversaire lance Édit diabolique sur moi, je contrôle un Cratérier gobelin, "
                                 "que se passe-t-il ?", "fr")
    assert "Vous sacrifiez le Cratérier gobelin (701.21a)." in outcome.data["summary"], outcome.data["summary"]
    outcome = full_arbitre.trace("je lance Foudre sur sa Championne de l'aube pérenne, que se passe-t-il ?", "fr")
    damage = [s["text"] for a in outcome.data["actions"] for s in a["steps"] if "blessures à" in s["text"]]
    assert damage and all("à la Championne de l'aube pérenne" in d for d in damage), damage
