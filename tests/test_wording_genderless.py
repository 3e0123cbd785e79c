"""French names without a gender (issue 12): about 15% of the French card names have no article the data can
give (a word of both genders, a proper name, a legendary name: « Tour de garde », « Jace, le sculpteur de
l'esprit »). A sentence about one of them must be right without knowing it: either nothing in it agrees with
the name, or the name comes with a head noun that carries the gender (« la créature Zorglub est engagée », « le
sort Zorglub est contrecarré »). Every French message is worded with a genderless name under two heads of
opposite genders; where the two sentences differ, the head noun must be in the sentence before what agrees.
"""

from __future__ import annotations

import difflib
import re

from test_wording import _sample_arguments

from bot.engine.trace import Name
from bot.render import i18n
from bot.render.grammar import join
from bot.render.words import arguments, card

NAME = "Zorglub"  # a name no table knows: no gender, no article
SKIPPED = ("value-", "word-", "ability-", "zone-", "phase-", "filter-", "subtype-", "counter-", "color-",
           "typeline-", "cmd-", "section-", "gist-")
# the name with its head, however the article before the head is contracted or elided
HEADED = re.compile(rf"\b(?:la |le |l'|du |de la |de l'|au |à la |à l'|une |un )?(?:créature|artefact) {NAME}\b")


def _headed(text: str) -> str:
    return HEADED.sub("HEAD", text)


def _disagreements(text_f: str, text_m: str) -> list[str]:
    """The words that change with the head's gender and have no head before them in the sentence."""
    a, b = _headed(text_f).split(" "), _headed(text_m).split(" ")
    out = []
    for op, i1, i2, _j1, _j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
        if op == "equal":
            continue
        before = " ".join(a[:i1])
        sentence = re.split(r"(?<=[.!?])\s", before)[-1] if before else ""
        if "HEAD" not in sentence and "HEAD" not in " ".join(a[i1:i2]):
            out.append(" ".join(a[max(0, i1 - 4):i2 + 1]))
    return out


def test_sentences_about_a_name_without_gender_agree_with_a_visible_head() -> None:
    feminine_head = Name(NAME, NAME, "creature")  # « la créature Zorglub »
    masculine_head = Name(NAME, NAME, "artifact")  # « l'artefact Zorglub »
    problems = []
    for key in sorted(i18n.message_ids("fr")):
        if key.startswith(SKIPPED):
            continue
        text_f = i18n.format_message(key, "fr", _sample_arguments(key, feminine_head, "fr"))
        text_m = i18n.format_message(key, "fr", _sample_arguments(key, masculine_head, "fr"))
        if text_f == text_m or NAME not in text_f:
            continue
        for where in _disagreements(text_f, text_m):
            problems.append(f"{key}: {where!r} in {text_f!r}")
    assert problems == [], "\n".join(problems)


def test_the_check_sees_an_agreement_with_an_invisible_head() -> None:
    assert _disagreements("Zorglub est engagée.", "Zorglub est engagé.") == ["Zorglub est engagée."]
    assert _disagreements("La créature Zorglub est engagée.", "L'artefact Zorglub est engagé.") == []
    assert _disagreements("Vous engagez la créature Zorglub ; elle attaque.",
                          "Vous engagez l'artefact Zorglub ; il attaque.") == []


def test_a_band_of_names_without_article_reads_correctly() -> None:
    """A band or a list mixing names with and without article: each keeps its own, none is given one, and the
    list agrees as a plural; a blocker without gender is said with its head."""
    grizzlis, zorglub, tour = (Name("Grizzly Bears", "Grizzlis", "creature"), Name(NAME, NAME, "creature"),
                               Name("Tower of Zorglub", "Tour de garde", "creature"))
    assert join([card(grizzlis, "fr"), card(zorglub, "fr"), card(Name("Island", "Île", "land"), "fr")],
                "fr") == f"les Grizzlis, {NAME} et l'Île"
    said = {key: i18n.format_message(key, "fr", arguments({"cards": [grizzlis, zorglub, tour], "card": grizzlis,
                                                             "blocker": zorglub}, "fr"))
            for key in ("step-band_declared", "step-band_blocked")}
    assert said["step-band_declared"] == f"Les Grizzlis, {NAME} et Tour de garde attaquent en bande."
    assert said["step-band_blocked"] == (f"La créature {NAME} bloque les Grizzlis, et donc aussi le reste de sa "
                                         f"bande (les Grizzlis, {NAME} et Tour de garde).")
    alone = i18n.format_message("step-band_declared", "fr", arguments({"cards": [zorglub, tour]}, "fr"))
    assert alone == f"{NAME} et Tour de garde attaquent en bande."


def test_the_final_situation_tags_a_name_without_gender_with_its_head() -> None:
    """« Akki lance-charbon (engagée) » would agree with a word the reader doesn't see: the tag names it."""
    from bot.render.trace_render import state_lines

    def namer(english: str) -> Name:
        return {"Grizzly Bears": Name("Grizzly Bears", "Grizzlis", "creature"),
                "Forest": Name("Forest", "Forêt", "land")}.get(english, Name(english, NAME, "creature"))

    battlefield = [{"name": n, "tapped": True, "damage": 0} for n in ("Grizzly Bears", "Forest", "Zorglub Elf")]
    data = {"state": {"stack": [], "players": [{"name": "me", "life": 20, "pool": "", "battlefield": battlefield,
                                                "hand": [], "graveyard": []}]}}
    line = next(x for x in state_lines(data, "fr", namer) if "Grizzlis" in x)
    assert "Grizzlis (engagés)" in line and "Forêt (engagée)" in line and f"{NAME} (créature engagée)" in line
    english = next(x for x in state_lines(data, "en", namer) if "Grizzly Bears" in x)
    assert "Zorglub Elf (tapped)" in english
