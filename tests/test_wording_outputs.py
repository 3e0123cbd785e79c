"""Issue 12's acceptance: every public and casual scenario, and plays of our own, rendered in French and
in English (text, markdown, the Discord embed), read for what a judge would never sign: the asking player
in the third person, "(s)" plurals, a missing elision or contraction, a label of the other language, an
internal identifier, a header that contradicts the question's answer, French punctuation without its space.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.discord.embeds import trace_embeds
from bot.render.summary import after_colon, answer_of, asked
from bot.render.trace_render import render_text

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
PUBLIC = sorted((SHARED / "scenarios" / "public").glob("*.txt"))
CASUAL = sorted((SHARED / "scenarios" / "casual").glob("*.txt"))
RULINGS = sorted((Path(__file__).parent / "scenarios" / "rulings").glob("*.txt"))
PLAYS = (Path(__file__).parent / "wording_plays.txt").read_text(encoding="utf-8").split("\n===\n")
# The reader's corpus (players' messages with their expected readings): a sample of it, and the one whose
# answer once said the same sentence three times.
CORPUS = sorted(p for i, p in enumerate(sorted((Path(__file__).parent / "corpus").glob("*.txt")))
                if i % 8 == 0 or "trois_grizzlis" in p.name)
# Messages as players write them in a channel (free form, real cards): read on the imported card database.
MESSAGES = [m for m in (Path(__file__).parent / "wording_messages.txt").read_text(encoding="utf-8").splitlines()
            if m.strip() and not m.startswith("#")]

# What the user wrote is quoted back verbatim: never judged as our wording.
QUOTED = re.compile(r"«[^»]*»|“[^”]*”|\"[^\"]*\"|`[^`]*`")
THIRD_PERSON = {"fr": re.compile(r"\bmoi\b|\bl'adversaire\b", re.I),
                "en": re.compile(r"\bme\b|\bme's\b|\bopponent's\b(?<!your opponent's)", re.I)}
PLURAL_S = re.compile(r"\w\((s|es|e)\)")
NO_ELISION = re.compile(r"\b(de|que|le|la|ne|se|je|du) (?=[aeiouyéèêàâîôûœ])|\b(de|à) (le|les) ", re.I)
IDENTIFIER = re.compile(r"\b[a-z]+_[a-z_]+\b|\beffect_|\b(step|ill|err|sba|rb|ans|label|verdict|trace|rule|card|chat|"
                        r"text|summary|asm|out|word|amb|rq|input|state)\.[a-z_]+\b|"
                        r"\b(step|ill|err|sba|label|verdict|summary|asm|amb|rq)-[a-z_]+\b|\{ ?\$|\?\?\?")
NO_SPACE = re.compile(r"[^\s\d]:(\s|$)|[^\s];|\w[?!]")
ENGLISH = re.compile(r"\b(the|and|with|life|pool|hand|graveyard|battlefield|stack|empty|legal|illegal|yes|no|"
                     r"damage|dmg|assumed|did you mean|possible choices|tapped|untapped|line|action \d+ \(line|"
                     r"opponent|me|creature|spell|target|counters?|fate|ward|flying|trample|haste|unblocked|colou?r|white|blue|"
                     r"black|red|green|kicker|buyback|entwine|card_in_graveyard|artifact|sorcery|enchantment|land)\b"
                     r"|\(T\)", re.I)
# Calques and words French Magic doesn't use (the French cards' own words are on the right).
FRENCH_CALQUES = re.compile(r"\b(second souffle|kicker|enlacement|rachat|contré|contrée|contrés|dommages?|"
                            r"le jeu est illégal|tapée?s?|détapée?s?)\b|(?<!se )(?<!s')\brésout\b", re.I)
# A colon doesn't start a sentence: "Non : le coût…", "No: the cost…" (a name keeps its capital).
CAPITAL_AFTER_COLON = {
    "fr": re.compile(r" : (Le|La|Les|L'|Un|Une|Vous|Votre|Toute|Tous|Il|Elle|Ils|Elles|Aucun|Aucune|Ce|Cette) "),
    "en": re.compile(r": (The|A|An|You|Your|Every|All|No|It|Its|This|That|There|Only) [a-z]"),
}
# What a judge would name: protection says from what ("la protection contre le rouge").
VAGUE = re.compile(r"une qualité de cette source|a quality this source has")
# A quotation inside a quotation takes the second level of quotation marks: « … “destin” … », “… ‘fate’ …”.
NESTED_QUOTES = {"fr": re.compile(r"«[^»\n]*«"), "en": re.compile(r"“[^”\n]*“")}
# A straight quotation mark in our wording ("block <attacker> with <blocker>" reads as code): “…” and « … ».
STRAIGHT_QUOTES = re.compile(r"(?<![\w])\"[^\"\n]*\"|(?<![\w])'[^'\n]+'(?![\w])")
# "No creature dies, no spell is countered and nobody loses" against what the trace says happened: a
# permanent that dies (700.4: destroyed, sacrificed, put into a graveyard), is exiled or bounced, a spell
# countered, a player who loses. The spell's own way off the stack (608.2n, flashback...) is not one.
NOTHING_HAPPENS = {"en": "no creature dies, no spell is countered and nobody loses",
                   "fr": "aucune créature ne meurt, aucun sort n'est contrecarré et personne ne perd"}
HAPPENED = {"en": re.compile(r"\b(sacrifices?|destroyed|dies|die|exiled|countered|loses the game|lose the game|"
                             r"put into (its|their) owners?'s? graveyard|returns? to (its|their) owners?'s? hand)\b"),
            "fr": re.compile(r"\b(sacrifiez|sacrifie|sacrifient|détruite?s?|meurt|meurent|exilée?s?|contrecarrée?s?|"
                             r"perd la partie|perdez la partie|mise?s? au cimetière|retournen?t dans la main)\b")}
SPELL_LEAVES_STACK = {"step.to_graveyard", "step.spell_to_zone", "step.flashback_exile", "step.jump_start_exile",
                      "step.buyback_to_hand", "step.rebound_exiled", "step.madness_exiled"}
# A sentence never starts with a digit ("Deux jetons…", "Trois des blessures…", never "2 jetons…"); counts of
# things are words up to ten in running text, as on cards ("vous créez deux jetons", "draw three cards").
SENTENCE_STARTS = re.compile(r"(?:^|[.!?] )(\d+)\b(?![./]\d)")
COUNTED = {"fr": re.compile(r"\b([2-9]|10) (cartes|jetons|marqueurs|copies|créatures|permanents|cibles|modes|"
                            r"capacités|terrains)\b"),
           "en": re.compile(r"\b([2-9]|10) (?:[A-Z][\w'-]* |\+1/\+1 )*(cards|tokens|counters|copies|creatures|"
                            r"permanents|targets|modes|abilities|lands)\b")}
# A token is a permanent described by its type: it takes an article in a sentence ("the Soldier token", "a
# Soldier token", "two Soldier tokens"; « le jeton Soldat », « un jeton Soldat »), never "Soldier token is…".
TOKEN = {"en": re.compile(r"(\S+ )?((?:[A-Z][\w'-]* )+)tokens?\b"),
         "fr": re.compile(r"(\S+ )?\b([Jj]etons?) [A-Z]")}
TOKEN_BEFORE = {"en": {"the", "a", "an", "another", "each", "that", "this", "your", "its", "their", "one", "two",
                       "three", "four", "five", "six", "seven", "eight", "nine", "ten", "no", "every", "more", "of"},
                "fr": {"le", "un", "du", "au", "ce", "chaque", "les", "des", "aux", "deux", "trois", "quatre", "cinq",
                       "six", "sept", "huit", "neuf", "dix", "de", "d'autres", "votre", "son", "nouveau", "aucun"}}
FRENCH = re.compile(r"\b(vous|votre|légal|illégal|oui|non|vie|réserve|main :|cimetière|pile|champ de bataille|"
                    r"blessures?|engagée?s?|ligne|trouvé)\b", re.I)


def _outputs(outcome, namer) -> dict[str, str]:
    data, lang = outcome.data, outcome.lang
    embeds = trace_embeds(data, lang, name_fn=namer)
    parts = []
    for e in embeds:
        parts += [e.title or "", e.description or "", e.footer.text or ""]
        parts += [f"{f.name}\n{f.value}" for f in e.fields]
    return {"summary": data["summary"], "text": render_text(data, lang, card_name=namer),
            "markdown": render_text(data, lang, markdown=True, card_name=namer),
            "embed": "\n".join(parts)}


def _sources(data: dict) -> list[str]:
    """The user's words each action quotes, longest first: an action inferred from part of another's words
    ("his Counterspell" in "I Foil his Counterspell by discarding ...") must not cut the longer one apart."""
    return sorted({action["source"] for action in data.get("actions") or ()}, key=len, reverse=True)


def _ours(text: str, data: dict) -> str:
    """The wording we wrote, card names included: without the user's lines and quotations, nor the
    rules' own texts (a rules question quotes the Comprehensive Rules)."""
    for source in _sources(data):
        text = text.replace(source, " ")
    for rule in data.get("rules") or ():
        text = text.replace(rule.get("text", ""), " ")
    for entry in data.get("glossary") or ():
        text = text.replace(f"{entry.get('term', '')}: {entry.get('text', '')}", " ")
        text = text.replace(entry.get("text", ""), " ")
    return re.sub(r"https?://\S+", " ", QUOTED.sub(" ", text.replace("\\", "")))


def _without(text: str, names: set[str]) -> str:
    """Card names are names in any language: not words of the other language."""
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, " ")
    return text


def _card_names(data: dict, namer) -> set[str]:
    from bot.engine.trace import Name

    names: set[str] = set()
    state = data.get("state") or {}
    english = [s["name"] for s in state.get("stack") or ()]
    for p in state.get("players") or ():
        english += p["hand"] + p["graveyard"] + p["exile"] + [b["name"] for b in p["battlefield"]]
    english += list((data.get("error") or {}).get("suggestions") or [])
    for name in english:
        found = namer(name)
        if isinstance(found, Name):  # a card: its names in both languages
            names.update({found.en, found.fr} - {""})
    return names


def _problems(outcome, namer) -> list[str]:
    data, lang = outcome.data, outcome.lang
    problems = []
    assert data.get("summary"), "every trace carries its summary"
    names = _card_names(data, namer)
    for form, text in _outputs(outcome, namer).items():
        ours = _ours(text, data)
        words = _without(ours, names)
        written = text
        for source in _sources(data):
            written = written.replace(source, " ")  # what the user typed is theirs
        for action in data.get("actions") or ():
            answer = action.get("answer") or {}
            said = after_colon(str(answer.get("message", "")), lang)
            plain = text.replace("\\", "").replace("`", "")
            if said and form != "summary" and ")" + {"fr": " : ", "en": ": "}[lang] + said not in plain:
                problems.append(f"{form}: the answer's line doesn't read “Yes (rule): …”: {said!r}")
        for m in NESTED_QUOTES[lang].finditer(written):
            problems.append(f"{form}: a quotation nested in the same quotation marks: {m.group(0)[:120]!r}")
        for m in STRAIGHT_QUOTES.finditer(written.replace("`", " ")):
            problems.append(f"{form}: straight quotation marks: {m.group(0)[:120]!r}")
        checks = [(VAGUE, "a vague word where the trace knows better", ours),
                  (THIRD_PERSON[lang], "the asking player in the third person", words),
                  (PLURAL_S, "a (s) plural", ours), (IDENTIFIER, "an internal identifier", ours),
                  (CAPITAL_AFTER_COLON[lang], "a capital after a colon", ours)]
        if lang == "fr":
            checks += [(NO_ELISION, "a missing elision or contraction", ours), (ENGLISH, "an English word", words),
                       (NO_SPACE, "French punctuation without its space", ours),
                       (FRENCH_CALQUES, "a word French Magic doesn't use", words)]
        else:
            checks += [(FRENCH, "a French word", words)]
        for pattern, what, ours in checks:
            for m in pattern.finditer(ours):
                line = next((row for row in ours.split("\n") if m.group(0) in row), "")
                problems.append(f"{form}: {what}: {m.group(0)!r} in {line.strip()[:160]!r}")
        answer = asked(data)
        if answer is not None and form != "summary":
            first = text.split("\n", 1)[0]
            yes = {"fr": "Oui", "en": "Yes"}[lang] in first
            no = {"fr": "Non", "en": "No"}[lang] in first
            if yes == no or yes != answer:
                problems.append(f"{form}: the header {first!r} doesn't say the answer ({answer})")
            if not data["summary"].startswith({"fr": ("Oui", "Non"), "en": ("Yes", "No")}[lang][0 if answer else 1]):
                problems.append(f"{form}: the summary doesn't start with the answer ({answer}): {data['summary']!r}")
    problems += _repeats(data, _outputs(outcome, namer)["text"], lang)
    summary = data["summary"]
    sentences_of = [s.get("text", "") for action in data.get("actions") or () for s in action.get("steps") or ()]
    for text in sentences_of + [summary]:
        ours = QUOTED.sub(" ", text)
        for m in SENTENCE_STARTS.finditer(ours):
            problems.append(f"a sentence starting with a digit: {ours[m.start():m.start() + 80]!r}")
        for m in COUNTED[lang].finditer(ours):
            problems.append(f"a count of things in digits, not words: {m.group(0)!r} in {ours[:120]!r}")
        for m in TOKEN[lang].finditer(ours):
            before = (m.group(1) or "").strip().lower().rstrip(",")
            if before not in TOKEN_BEFORE[lang] and not before.endswith("'") and not before.isdigit():
                problems.append(f"a token without its article: {m.group(0)!r} in {ours[:120]!r}")
    if NOTHING_HAPPENS[lang] in summary:  # said only when no step of what happened says otherwise
        for action in data.get("actions") or ():
            for step in () if action.get("answer") else action.get("steps") or ():
                if step.get("id") not in SPELL_LEAVES_STACK and HAPPENED[lang].search(step.get("text", "")):
                    problems.append(f"the summary says nothing happened, but: {step['text']!r}")
    if re.search(r"\)\s\(\d{3}\.", summary):
        problems.append(f"the summary puts a rule's brackets after another bracket: {summary!r}")
    sentences = [x for x in re.split(r"(?<=[.!?])\s+", summary) if x]
    if len(sentences) != len(set(sentences)):
        problems.append(f"the summary repeats a sentence: {summary!r}")
    question = data.get("question") or {}
    if question.get("kind") == "outcome" and not isinstance(question.get("answer"), bool) \
            and data.get("verdict") == "legal" and answer_of(data) is None:
        # "what happens?" has no yes or no: the short answer says what the play led to
        if re.match(r"(Oui|Non|Yes|No)\s?[:.,]", data["summary"]):  # not "No permanent is destroyed"
            problems.append(f"a yes or no to a question that asks what happens: {data['summary']!r}")
    return problems


HEADER = {"fr": re.compile(r"^Action \d+ \(ligne \d+\)(?: : (.*))?$"),
          "en": re.compile(r"^Action \d+ \(line \d+\)(?:: (.*))?$")}
WHY = {"fr": re.compile(r"^Pourquoi \([^)]*\) : (.*)$"), "en": re.compile(r"^Why \([^)]*\): (.*)$")}


def _repeats(data: dict, text: str, lang: str) -> list[str]:
    """What a judge would not write twice, or would not write at all: an action's header quoting the user's
    words (it says what the action does, in the reader's language), a "Why" paragraph saying again the step
    just above it, an error's sentence said again under the short answer that says it."""
    problems = []
    sources = {a["source"].strip().lower() for a in data.get("actions") or ()
               if len(a["source"].strip()) > 3 and a["source"] != a.get("label")}
    last_steps = {a["steps"][-1]["text"].rstrip(".").lower() for a in data.get("actions") or () if a["steps"]}
    for line in text.split("\n"):
        header = HEADER[lang].match(line)
        if header and header.group(1) and header.group(1).strip().lower() in sources:
            problems.append(f"an action's header quotes the message instead of saying what it does: {line!r}")
        why = WHY[lang].match(line)
        if why and why.group(1).rstrip(".").lower() in last_steps:
            problems.append(f"a “Why” paragraph repeating the step above it: {line!r}")
    for sentence in re.split(r"(?<=[.?!])\s+", str((data.get("error") or {}).get("message") or "")):
        said = sentence.rstrip(".").lower()
        if len(said) > 12 and text.lower().count(said) > 1:
            problems.append(f"the error's sentence said twice: {said!r}")
    return problems


def _check(arbitre, text: str, lang: str) -> list[str]:
    outcome = arbitre.trace(text, lang)
    return _problems(outcome, arbitre.card_namer(lang))


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("path", PUBLIC, ids=lambda p: p.stem)
def test_public_scenarios_read_as_a_judge_writes(arbitre, path: Path, lang: str) -> None:
    assert _check(arbitre, path.read_text(encoding="utf-8"), lang) == []


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("path", CASUAL, ids=lambda p: p.stem)
def test_casual_scenarios_read_as_a_judge_writes(full_arbitre, path: Path, lang: str) -> None:
    assert _check(full_arbitre, path.read_text(encoding="utf-8"), lang) == []


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("play", PLAYS, ids=lambda p: p.split("\n")[-2][:40] if "\n" in p else p[:40])
def test_our_plays_read_as_a_judge_writes(arbitre, play: str, lang: str) -> None:
    assert _check(arbitre, play, lang) == []


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("path", RULINGS, ids=lambda p: p.stem)
def test_rulings_scenarios_read_as_a_judge_writes(full_arbitre, path: Path, lang: str) -> None:
    assert _check(full_arbitre, path.read_text(encoding="utf-8"), lang) == []


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("path", CORPUS, ids=lambda p: p.stem)
def test_corpus_messages_read_as_a_judge_writes(full_arbitre, path: Path, lang: str) -> None:
    assert _check(full_arbitre, path.read_text(encoding="utf-8"), lang) == []


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("message", MESSAGES, ids=lambda m: m[:40])
def test_channel_messages_read_as_a_judge_writes(full_arbitre, message: str, lang: str) -> None:
    assert _check(full_arbitre, message, lang) == []


def test_the_checks_catch_what_they_look_for(arbitre) -> None:
    """The reader above is not blind: the wording issue 12 quoted is caught."""
    outcome = arbitre.trace((SHARED / "scenarios" / "public" / "04_led_mid_cast_is_illegal.txt").read_text(), "fr")
    bad = dict(outcome.data)
    bad["actions"] = [dict(bad["actions"][0], steps=[
        {"rule": "601.2a", "kind": "step", "id": "step.cast_moves_to_stack",
         "text": "moi annonce Messe noire : 1 carte(s), capacité de mana de Île, Pile: vide, effect_draw ; "
                 "Pourquoi : Le second souffle, le sort résout, cible demandée : card_in_graveyard, marqueurs fate"}])]
    problems = "\n".join(_problems(type(outcome)(bad, "fr", 1), arbitre.card_namer("fr")))
    bad["actions"][0]["steps"].append({"rule": "608.2c", "kind": "step", "id": "step.not_simulated",
                                       "text": "La Pierre : « Détruisez les permanents sans marqueur « destin » »."})
    problems = "\n".join(_problems(type(outcome)(bad, "fr", 1), arbitre.card_namer("fr")))
    for what in ("third person", "(s) plural", "elision", "internal identifier", "without its space",
                 "capital after a colon", "doesn't use", "English word", "quotation nested"):
        assert what in problems
    bad["actions"][0]["steps"] = [{"rule": "111.2", "kind": "resolve", "id": "step.tokens_created",
                                   "text": "2 jetons Soldat arrivent. Vous piochez 3 cartes. Jeton Soldat est exilé."}]
    problems = "\n".join(_problems(type(outcome)(bad, "fr", 1), arbitre.card_namer("fr")))
    for what in ("starting with a digit", "in digits, not words", "token without its article"):
        assert what in problems, what
    outcome = arbitre.trace((SHARED / "scenarios" / "public" / "01_responses_growth_saves_dryad.txt").read_text(),
                            "en")
    bad = dict(outcome.data)
    bad["actions"] = [dict(bad["actions"][0], steps=[
        {"rule": "111.2", "kind": "resolve", "id": "step.tokens_created",
         "text": "Soldier token is put onto the battlefield. You create 2 Soldier tokens."}])]
    problems = "\n".join(_problems(type(outcome)(bad, "en", 1), arbitre.card_namer("en")))
    for what in ("in digits, not words", "token without its article"):
        assert what in problems, what


# ---------------------------------------------------------------------------- the short answer says what was asked

@pytest.mark.parametrize(("message", "answer", "said"), [
    # "survive" asks the opposite of "die": the answer and the header follow the question's words
    ("I bolt his Grizzly Bears, do they survive?", False, "No: Grizzly Bears dies (lethal damage, 704.5g)."),
    ("je foudroie ses Grizzlis, ils survivent ?", False, "Non : les Grizzlis meurent (blessures mortelles, 704.5g)."),
    ("he bolts my Grizzly Bears, I Giant Growth them in response, do they survive?", True,
     "Yes: Grizzly Bears survives (5/5, 3 damage)."),
    ("il foudroie mes Grizzlis, je réponds avec Croissance gigantesque, ils survivent ?", True,
     "Oui : les Grizzlis survivent (5/5, 3 blessures)."),
    # dying is going to the graveyard (700.4): a creature returned to its owner's hand doesn't die
    ("I Unsummon his Grizzly Bears, do they die?", False, "returns to its owner's hand"),
    ("je lance Désinvocation sur ses Grizzlis, ils meurent ?", False, "retournent dans la main"),
])
def test_outcome_questions_are_answered_as_asked(full_arbitre, message: str, answer: bool, said: str) -> None:
    outcome = full_arbitre.trace(message, None)
    assert asked(outcome.data) is answer
    assert said in outcome.data["summary"]
    assert _problems(outcome, full_arbitre.card_namer(outcome.lang)) == []


@pytest.mark.parametrize(("message", "lang", "yes"), [
    ("can I cast Lightning Bolt in response?", "en", "Yes: you can cast Lightning Bolt now (117.1a)."),
    ("est-ce que je peux lancer Foudre pendant l'entretien de mon adversaire ?", "fr",
     "Oui : vous pouvez lancer la Foudre maintenant (117.1a)."),
    ("can my opponent cast Lightning Bolt in response?", "en", "Yes: your opponent can cast Lightning Bolt now"),
    ("can my Grizzly Bears attack?", "en", "Yes: Grizzly Bears can attack (508.1a)."),
    ("mes Grizzlis peuvent-ils attaquer ?", "fr", "Oui : les Grizzlis peuvent attaquer (508.1a)."),
])
def test_a_yes_says_what_is_allowed(full_arbitre, message: str, lang: str, yes: str) -> None:
    """"Yes" alone, or "this is allowed", is not what a judge answers to "can I ...?": the answer says it back."""
    outcome = full_arbitre.trace(message, lang)
    assert outcome.data["summary"].startswith(yes), outcome.data["summary"]
    assert _problems(outcome, full_arbitre.card_namer(lang)) == []


def test_a_yes_to_a_mana_ability_names_it(arbitre) -> None:
    outcome = arbitre.trace((SHARED / "scenarios" / "public" / "16_question_led_with_priority.txt").read_text(), "en")
    expected = "Yes: you can activate the mana ability of Lion's Eye Diamond now (602.5e)."
    assert outcome.data["summary"].startswith(expected)


def test_a_quoted_card_text_nests_its_own_quotes(full_arbitre) -> None:
    """Delay's French text names « temps » counters (a part the engine doesn't carry out): quoted in a step, it
    reads “temps”. (Oblivion Stone's « destin » and Chronomantic Escape's own exile are now carried out.)"""
    outcome = full_arbitre.trace("tour : adversaire, première phase principale\nadversaire : champ de bataille "
                                 "Forêt x2 ; main Grizzlis\nmoi : champ de bataille Île x2 ; main Retard\n"
                                 "l'adversaire lance Grizzlis\nje lance Retard en ciblant Grizzlis\ntout se résout\n",
                                 "fr")
    text = render_text(outcome.data, "fr", card_name=full_arbitre.card_namer("fr"))
    assert "marqueurs “temps”" in text
    assert _problems(outcome, full_arbitre.card_namer("fr")) == []


# ---------------------------------------------------------------------------- what happened, what a yes leads to

@pytest.mark.parametrize(("message", "lang", "said"), [
    # a sacrificed creature dies (700.4): the short answer says so, never "no creature dies"
    ("My opponent casts Diabolic Edict targeting me. I control Grizzly Bears. What happens?", "en",
     "You sacrifice Grizzly Bears (701.21a)."),
    ("mon adversaire lance Édit diabolique sur moi, je contrôle des Grizzlis. Que se passe-t-il ?", "fr",
     "Vous sacrifiez les Grizzlis (701.21a)."),
    ("I cast Swords to Plowshares on his Grizzly Bears, what happens?", "en", "Grizzly Bears is exiled"),
    ("I cast Lightning Bolt at my opponent, what happens?", "en",
     "Lightning Bolt deals 3 damage to your opponent (life total: 17; 120.3a)."),
    # a creature that dies and comes back: both are said
    ("my opponent attacks with Butcher Ghoul, I block with Craw Wurm, what happens?", "en",
     "Butcher Ghoul returns to the battlefield with a +1/+1 counter on it (702.93a)."),
    ("je lance Récupération sans foi depuis ma main, où va-t-elle ?", "fr",
     "elle est exilée au lieu d'aller au cimetière (rebond)"),
    # nothing died, but something happened: "what happens?" says what the resolutions did
    ("I cast Raise the Alarm, what happens?", "en", "You create two Soldier tokens (111.2)."),
    ("I cast Travel Preparations on my Grizzly Bears, what happens?", "en",
     "A +1/+1 counter is put on Grizzly Bears (122.1)."),
    # a cascade into a library the message doesn't describe says so, never "unknown below nothing"
    ("I cast Bloodbraid Elf, what happens?", "en", "Cascade of Bloodbraid Elf: the message doesn't describe your "
     "library, so the card found (the first nonland card with mana value less than 4) is unknown (702.85a)."),
    ("je lance Elfe aux Nattes sanguinolentes, que se passe-t-il ?", "fr", "le message ne décrit pas votre "
     "bibliothèque, la carte trouvée (la première carte non-terrain de valeur de mana inférieure à 4)"),
    # a replacement told after the lethal damage it replaces
    ((Path(__file__).parent / "scenarios" / "rulings" / "087_desintegration_tout_le_tour.txt").read_text(), "fr",
     "sont détruits (704.5g). Les Grizzlis devraient mourir : ils sont exilés à la place"),
    ("je lance Sonner l'alerte, que se passe-t-il ?", "fr", "Vous créez deux jetons Soldat (111.2)."),
    ("je lance Sonner l'alerte puis Colère de Dieu, que se passe-t-il ?", "fr",
     "Deux permanents sont détruits : deux jetons Soldat (701.8a)."),
    ("I cast Delver of Secrets, what happens?", "en", "Delver of Secrets enters the battlefield under your control"),
    # a French name takes the article its own French text prints ("la Cité d'airain devient engagée")
    ("me: battlefield City of Brass\nI tap City of Brass for R\nresolve\n", "fr",
     "La Cité d'airain vous inflige 1 blessure (total de points de vie : 19 ; 120.3a)."),
    # what happened follows a choice made for a player: the short answer says so
    ("my opponent casts Diabolic Edict on me, I control Grizzly Bears and Llanowar Elves, what happens?", "en",
     "You sacrifice Grizzly Bears (701.21a). Chosen for you (sacrifice): Grizzly Bears; another choice is possible"),
    ("je lance Foudre sur mon adversaire, que se passe-t-il ?", "fr",
     "La Foudre inflige 3 blessures à votre adversaire (total de points de vie : 17 ; 120.3a)."),
])
def test_what_happens_says_what_the_trace_did(full_arbitre, message: str, lang: str, said: str) -> None:
    outcome = full_arbitre.trace(message, lang)
    assert said in outcome.data["summary"], outcome.data["summary"]
    assert NOTHING_HAPPENS[lang] not in outcome.data["summary"]
    assert _problems(outcome, full_arbitre.card_namer(lang)) == []


@pytest.mark.parametrize(("message", "lang", "said"), [
    # a yes that is right but misleading says what matters: the spell asked about won't do what it says
    ("my opp casts Abrupt Decay on my Oblivion Stone, can I counterspell it?", "en",
     "Yes: you can cast Counterspell now (117.1a), but Abrupt Decay can't be countered and stays on the stack "
     "(101.2)."),
    ("mon adversaire lance Décomposition abrupte sur ma Pierre de l'oubli, je peux la contrer avec Contresort ?", "fr",
     "Oui : vous pouvez lancer le Contresort maintenant (117.1a), mais la Décomposition abrupte ne peut pas être "
     "contrecarrée et reste sur la pile (101.2)."),
    # "does it work?" about the play itself gets the same consequence: legal, but nothing is countered
    ("je lance Contresort sur sa Décomposition abrupte, ça marche ?", "fr",
     "Oui, c'est légal, mais la Décomposition abrupte ne peut pas être contrecarrée et reste sur la pile (101.2)."),
    ("I Counterspell his Abrupt Decay, does it work?", "en",
     "Yes, it's legal, but Abrupt Decay can't be countered and stays on the stack (101.2)."),
    ("I cast Doom Blade on his Darksteel Myr, is that legal?", "en",
     "Yes, it's legal, but Darksteel Myr has indestructible"),
    ("je lance Foudre sur son Protecmage chouettelin, c'est bon ?", "fr",
     "Oui, c'est légal, mais la capacité de parade"),
    ("can I cast Doom Blade on his Darksteel Myr?", "en",
     "Yes: you can cast Doom Blade now (117.1a), but Darksteel Myr has indestructible: it is not destroyed"),
    ("can I cast Lightning Bolt on his Owlin Shieldmage?", "en",
     "Yes: you can cast Lightning Bolt now (117.1a), but the ward ability of Owlin Shieldmage counters Lightning "
     "Bolt unless you pay the ward cost (702.21a)."),
    ("puis-je lancer Foudre sur son Protecmage chouettelin ?", "fr",
     "Oui : vous pouvez lancer la Foudre maintenant (117.1a), mais la capacité de parade"),
])
def test_a_misleading_yes_says_what_it_leads_to(full_arbitre, message: str, lang: str, said: str) -> None:
    outcome = full_arbitre.trace(message, lang)
    assert outcome.data["summary"] == said or outcome.data["summary"].startswith(said), outcome.data["summary"]
    text = render_text(outcome.data, lang, card_name=full_arbitre.card_namer(lang))
    assert {"en": "→ But then (", "fr": "→ Mais ensuite ("}[lang] in text
    assert _problems(outcome, full_arbitre.card_namer(lang)) == []
    # a plain yes stays plain: nothing the spell asked about fails to do
    plain = full_arbitre.trace("opp bolts my elves, can I giant growth in response?", lang)
    assert not plain.data["actions"][-1]["answer"].get("but")
    works = full_arbitre.trace("I cast Lightning Bolt on his Grizzly Bears, does it work?", lang)
    assert not works.data["question"].get("but"), works.data["question"]


@pytest.mark.parametrize(("message", "lang", "said"), [
    # the kind of target a card asks for is named, never "a permanent of the kind the card asks for"
    ("I cast Disenchant targeting his Grizzly Bears", "en", "required: artifact or enchantment"),
    ("je lance Désenchantement sur ses Grizzlis", "fr", "cible demandée : artefact ou enchantement"),
    ("I cast Abrupt Decay on my opponent's Forest", "en", "required: nonland permanent"),
    ("je lance Décomposition abrupte sur la Forêt de mon adversaire", "fr", "cible demandée : permanent non-terrain"),
    # with the qualities the target must have: never "required: creature" said of a creature
    ("I cast Doom Blade on his Drudge Skeletons", "en", "required: nonblack creature (601.2c)"),
    ("je lance Condamnation sur ses Grizzlis", "fr", "cible demandée : créature attaquante (601.2c)"),
    ("I cast Plummet on his Grizzly Bears", "en", "required: creature with flying (601.2c)"),
    # subtypes, colour counts: "target Wall", "target multicolored creature"
    ("me: battlefield Dwarven Demolition Team\nopponent: battlefield Grizzly Bears\nturn: me, main 1\n"
     "I activate Dwarven Demolition Team targeting Grizzly Bears\n", "en", "required: Wall (601.2c)"),
    ("me: battlefield Dwarven Demolition Team\nopponent: battlefield Grizzly Bears\nturn: me, main 1\n"
     "I activate Dwarven Demolition Team targeting Grizzly Bears\n", "fr", "cible demandée : Mur (601.2c)"),
    ("je lance Préparez-vous à l'impact sur ses Grizzlis", "fr", "cible demandée : créature multicolore (601.2c)"),
    # a colour without a card type: "target blue permanent", never "a permanent this card can target"
    ("Alice : champ de bataille Montagne ; main Salve élémentaire rouge\nBob : champ de bataille Grizzlis\n"
     "tour : Alice, principale 1\nAlice lance Salve élémentaire rouge en choisissant le mode 2 en ciblant Grizzlis\n",
     "fr", "cible demandée : permanent bleu (601.2c)"),
])
def test_the_target_a_card_asks_for_is_named(full_arbitre, message: str, lang: str, said: str) -> None:
    outcome = full_arbitre.trace(message, lang)
    assert said in outcome.data["summary"], outcome.data["summary"]
    assert _problems(outcome, full_arbitre.card_namer(lang)) == []


def test_the_checks_catch_a_summary_that_contradicts_the_trace(full_arbitre) -> None:
    """The reader above is not blind to a "nothing happens" said after a sacrifice, nor to straight quotes."""
    outcome = full_arbitre.trace("My opponent casts Diabolic Edict targeting me. I control Grizzly Bears. "
                                 "What happens?", "en")
    bad = dict(outcome.data, summary="Everything is legal; no creature dies, no spell is countered and nobody "
                                     "loses.")
    bad["actions"] = [dict(a) for a in bad["actions"]]
    bad["actions"][0]["steps"] = list(bad["actions"][0]["steps"]) + [
        {"rule": "117.3c", "kind": "info", "id": "step.x", "text": 'Expected "block <attacker> with <blocker>".'}]
    problems = "\n".join(_problems(type(outcome)(bad, "en", 0), full_arbitre.card_namer("en")))
    assert "nothing happened, but: 'You sacrifice Grizzly Bears.'" in problems
    assert "straight quotation marks" in problems


@pytest.mark.parametrize(("message", "lang", "said"), [
    # shadow on the blocker: it blocks only creatures with shadow (not "Grizzly Bears has shadow")
    ("can my Augur il-Vec block his Grizzly Bears?", "en",
     "No: Augur il-Vec has shadow, so it can block only creatures with shadow, and Grizzly Bears doesn't have it"),
    ("mon Augure il-Vec peut-il bloquer ses Grizzlis ?", "fr",
     "Non : l'Augure il-Vec a la distorsion, il ne peut donc bloquer que des créatures avec la distorsion"),
    # a card question's short answer is worded in the catalogue (French space before the colon)
    ("que fait la Boue gloutonne ?", "fr", "Boue gloutonne : Flash"),
    ("what does Grizzly Bears do?", "fr", "Les Grizzlis n'ont aucun texte de règles."),
    # a quotation that ends the sentence ends it
    ("what is ward?", "en", "Ward counters an opponent’s spell or ability that targets the permanent"),
])
def test_short_answers_a_judge_signs(full_rules_arbitre, message: str, lang: str, said: str) -> None:
    outcome = full_rules_arbitre.trace(message, lang)
    assert said in outcome.data["summary"], outcome.data["summary"]
    assert not re.search(r"[.!?][”»]\.", outcome.data["summary"])
    assert _problems(outcome, full_rules_arbitre.card_namer(lang)) == []


@pytest.mark.parametrize(("message", "lang", "said", "shown"), [
    # a rule asked by its number is that rule, not another that mentions it (the official text is quoted as is)
    ("what is rule 702.19b?", "en", "A creature with trample assigns lethal damage to its blockers",
     "Rule 702.19b (Trample):\n702.19b The controller of an attacking creature with trample"),
    ("qu'est-ce que la règle 702.19b ?", "fr", "Une créature avec le piétinement attribue des blessures mortelles",
     "Règle 702.19b (Piétinement), texte officiel cité en anglais :\n702.19b The controller"),
    # a French answer quoting a card's English Oracle text says so, in the short answer and in the text
    ("que fait Potion d'albâtre ?", "fr", "Potion d'albâtre (texte Oracle anglais : les données n'ont pas de texte "
     "français pour cette carte) : « Choose one", "(texte Oracle anglais : les données n'ont pas de texte français"),
])
def test_quoted_official_texts_are_the_right_ones(full_rules_arbitre, message: str, lang: str, said: str,
                                                  shown: str) -> None:
    outcome = full_rules_arbitre.trace(message, lang)
    assert outcome.data["summary"].startswith(said), outcome.data["summary"]
    assert shown in render_text(outcome.data, lang)


@pytest.mark.parametrize(("message", "lang", "header", "said"), [
    # a message read two ways is not "not understood": each reading with its answer
    ("my Tarmogoyf attacks, he blocks with Grizzly Bears, do they die?", "en", "Ambiguous message",
     "This message can be read in two ways that give different answers; say which one you mean. “they” as "),
    ("mon Tarmogoyf attaque, il bloque avec ses Grizzlis, ils meurent ?", "fr", "Message ambigu",
     "Ce message se lit de deux façons qui donnent des réponses différentes ; précisez laquelle. « ils » comme "),
    # read, but a number is missing: not "I couldn't read this message"
    ("je lance Rappel sur moi", "fr", "Il manque une précision",
     "Il me manque une précision pour juger. Le Rappel a X dans son coût"),
    # cards nobody named are said as such, and counted: "two unknown cards", never "unknown card and unknown card"
    ("I cast Brainstorm, what happens?", "en", "Legal", "An unknown card is put on top of its owner's library (×2; "),
    ("je lance Remue-méninges, que se passe-t-il ?", "fr", "Légal", "Choisi pour vous (cartes mises au-dessus de "
     "la bibliothèque) : deux cartes inconnues ;"),
    # "does it work?" about a play that does what it says: what it does when nobody responds
    ("I cast Lightning Bolt on his Grizzly Bears, does it work?", "en", "Yes",
     "Yes, it's legal. If nobody responds, Lightning Bolt resolves: Grizzly Bears has lethal damage"),
    ("je lance Foudre sur ses Grizzlis, ça marche ?", "fr", "Oui",
     "Oui, c'est légal. Si personne ne répond, la Foudre se résout : les Grizzlis ont reçu des blessures mortelles"),
    # the spell named once: not "Électromperie se résout : le sort Électromperie inflige…"
    ("je lance Électromperie sur ses Grizzlis, c'est bon ?", "fr", "Oui",
     "Oui, c'est légal. Si personne ne répond, le sort Électromperie inflige 1 blessure aux Grizzlis"),
    # an ability whose targets are all gone is not "the spell"
    ("Je Foudre le Mogg fanatique de l'adv. Il peut le sacrifier en réponse ?", "fr", "Oui",
     "mais toutes les cibles du Mogg fanatique sont illégales : il ne se résout pas et quitte la pile (608.2b)."),
    # a play that asks nothing gets its verdict, not a yes
    ("I cast Lightning Bolt on his Grizzly Bears", "en", "Legal", "Everything is legal."),
])
def test_what_is_not_a_plain_verdict_says_so(full_arbitre, message: str, lang: str, header: str, said: str) -> None:
    outcome = full_arbitre.trace(message, lang)
    text = render_text(outcome.data, lang, card_name=full_arbitre.card_namer(lang))
    assert text.splitlines()[0].split(" ", 1)[1].startswith(header), text.splitlines()[0]
    assert said in outcome.data["summary"], outcome.data["summary"]
    assert "couldn't read" not in outcome.data["summary"] and "pas pu lire" not in outcome.data["summary"]


def test_the_checks_catch_repeated_and_quoted_wording(arbitre) -> None:
    """`_repeats` is not blind: a header quoting the message, a "Why" saying the step again, an error said twice."""
    data = {"actions": [{"source": "can I counterspell a Bolt", "label": "you cast Counterspell",
                         "steps": [{"text": "Your opponent is not a legal target."}]}],
            "error": {"message": "Unknown card: “Zorglub”."}}
    text = ("Action 1 (line 1): can I counterspell a Bolt\nWhy (601.2c): your opponent is not a legal target.\n"
            "I couldn't read this. Unknown card: “Zorglub”.\nLine 1: Unknown card: “Zorglub”.")
    problems = "\n".join(_repeats(data, text, "en"))
    for what in ("quotes the message", "repeating the step", "said twice"):
        assert what in problems, what
    fine = "Action 1 (line 1): you cast Counterspell\nWhy: the last step above (601.2c).\nLine 1."
    assert _repeats(data, fine, "en") == []


def test_an_action_is_labelled_by_what_it_does(full_arbitre) -> None:
    """The header of an action says what it does in the reader's language, never the message's words."""
    message = "can I counterspell a Lightning Bolt that targets my face with Force of Will by exiling a blue card"
    heads = {lang: [line for line in render_text(full_arbitre.trace(message, lang).data, lang).split("\n")
                    if line.startswith("Action")] for lang in ("fr", "en")}
    assert heads["en"] == ["Action 1 (line 1): your opponent casts Lightning Bolt",
                           "Action 2 (line 1): you cast Force of Will"]
    assert heads["fr"] == ["Action 1 (ligne 1) : votre adversaire lance la Foudre",
                           "Action 2 (ligne 1) : vous lancez la Force de volonté"]
    text = render_text(full_arbitre.trace("Bob: hand Counterspell, Island\nBob discards Counterspell and Island",
                                          "fr").data, "fr")
    assert "se défausse du Contresort et de l'Île" in text
