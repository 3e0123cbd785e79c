"""The short answer a judge gives first: TRACE_JSON's `summary`, built from the trace itself.

It answers the question the message asks: "can I ...?" (yes or no, and why), "is this legal?" (the
verdict and the rule that decides it), "what happens?" (what the play leads to: creatures that die,
spells that fizzle or are countered, a player who loses). It names the decisive rule, and every
decisive assumption of FREE_FORM.md section 4 with its other outcome. It is worded from the
catalogue (`summary-*` messages), in the output language, with the asking player as "you".
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from bot.engine.trace import Name
from bot.render.i18n import format_message, say
from bot.render.words import argument

CardNamer = Callable[[str], "str | Name"]

# Steps whose outcome a player asking "what happens?" wants to hear first, most telling first: a player
# who loses; a permanent that dies (put into a graveyard from the battlefield, 700.4: destroyed, sacrificed,
# lethal damage...), a spell countered or with no legal target left, a permanent exiled, bounced or put into
# a library, one that survives what would have killed it, control that changes; then life totals. Every step
# that says one of these happened is here, so "no creature dies, nobody loses" is said only when it is true.
OUTCOME_STEPS = (
    "sba.zero_life", "sba.empty_library", "sba.poison",
    "sba.lethal_damage", "sba.deathtouch", "sba.zero_toughness", "sba.no_loyalty", "sba.legend_rule",
    "step.destroyed", "step.destroyed_all", "step.sacrificed", "step.devoured",
    "step.moved_graveyard", "sba.aura_unattached",
    "step.fizzles", "step.countered", "step.cant_be_countered",
    "step.exiled", "step.moved_exile", "step.exiled_instead", "step.exiled_instead_of_graveyard",
    "step.unearthed_exiled",
    "step.returned_to_hand", "step.moved_hand", "step.put_on_library", "step.moved_library_top",
    "step.moved_library_bottom", "step.moved_library_shuffle",
    "step.returns_with_counter", "step.unearthed",
    "step.indestructible", "step.indestructible_survives", "step.regenerated", "step.umbra_armor",
    "step.gains_control", "step.gains_control_eot",
    "step.returned_to_battlefield", "step.returned_to_hand_from", "step.put_onto_battlefield",
    "step.damage_player", "step.combat_damage_player", "step.life_lost", "step.life_gained", "step.poison_counters",
    "step.poison_added", "step.damage_poison", "step.cost_sacrifice",
    # where a spell went when that is not its owner's graveyard ("where does it go?")
    "step.rebound_exiled", "step.flashback_exile", "step.jump_start_exile", "step.buyback_to_hand",
    "step.madness_exiled",
)
# where a spell went when that is not its owner's graveyard: said after what it did
SPELL_WENT = frozenset({"step.rebound_exiled", "step.flashback_exile", "step.jump_start_exile", "step.buyback_to_hand",
                        "step.madness_exiled"})
# replacements the engine reports before the state-based action whose event they replace
_INSTEAD = frozenset({"step.exiled_instead", "step.exiled_instead_of_graveyard"})
CARD_TYPES = ("artifact", "battle", "creature", "enchantment", "instant", "land", "planeswalker", "sorcery")
MAX_OUTCOMES = 3
MAX_TEXT = 400
_PREFIX = re.compile(r"^[^:]{3,60}?\s?:\s+")  # "Action basée sur un état : ", "State-based action: "


def answer_of(data: dict[str, Any]) -> dict[str, Any] | None:
    """The answer to a "can I ...?" action (the last action that asks one), if the message has one."""
    answers = [a["answer"] for a in data.get("actions") or () if a.get("answer")]
    return answers[-1] if answers else None


def asked(data: dict[str, Any]) -> bool | None:
    """The yes or no the message's question gets: "can I ...?" (the action's answer), "is that legal?"
    (the verdict), "do they die?" (FREE_FORM's outcome question, `question.answer`); None when the
    message asks nothing that yes or no answers, or could not be read."""
    if data.get("verdict") not in ("legal", "illegal"):
        return None
    answer = answer_of(data)
    if answer is not None:
        return bool(answer.get("legal"))
    question = data.get("question") or {}
    if question.get("kind") == "outcome" and isinstance(question.get("answer"), bool):
        return bool(question["answer"])  # "do they die?"; "what happens?" has no yes or no
    if question.get("kind") == "legal":
        return data["verdict"] == "legal"
    return None


def but_clause(answer: dict[str, Any], lang: str) -> str:
    """What a yes leads to that the player must hear with it (the answer's `but`: "Abrupt Decay can't be
    countered: it stays on the stack (101.2)"), as a clause; empty when the yes needs nothing more."""
    items = [say("summary-assumptions-item", lang, text=after_colon(_sentence(str(b.get("message", ""))), lang),
                 rule=str(b.get("rule") or "")) for b in answer.get("but") or ()]
    return say("summary-assumptions-separator", lang).join(items)


def _sentence(text: str) -> str:
    """A step's text as a clause of the summary: without its trailing period, shortened."""
    text = text.strip().rstrip(".")
    if len(text) > MAX_TEXT:
        text = text[: MAX_TEXT - 1].rstrip() + "…"
    return text


# Sentence starts that are common words, lower-cased after a colon ("Non : la Montagne est ...",
# "No: the cost ..."): a colon doesn't start a new sentence in French nor in English.
_COMMON_STARTS = {
    "fr": ("Le ", "La ", "Les ", "L'", "Un ", "Une ", "Vous ", "Votre ", "Vos ", "Il ", "Elle ", "Ils ", "Elles ",
           "Ce ", "Cette ", "Ces ", "Cet ", "Aucun", "Aucune", "Toute", "Tous", "Personne", "Rien", "Payer ",
           "Jouer ", "Action ", "Coût ", "Cible ", "Si ", "On ", "Avant ", "Seul", "Pour ", "Sinon", "Tout ",
           "Chaque ", "Une partie", "Deux ", "Trois ", "Quatre ", "Cinq ", "Six ", "Sept ", "Huit ", "Neuf ",
           "Dix ", "Plusieurs "),
    "en": ("You ", "Your ", "Every ", "All ", "Each ", "Nobody ", "No ", "None ", "It ", "Its ", "This ", "That ",
           "These ", "There ", "Only ", "Before ", "Paying ", "Playing ", "One ", "Cost", "If ", "Part ", "Two ",
           "Three ", "Four ", "Five ", "Six ", "Seven ", "Eight ", "Nine ", "Ten ", "Several ", "Otherwise"),
}
# English articles start a card name now and then ("The Abyss"): lower-cased only before a common word.
_ARTICLES = {"en": ("The ", "A ", "An ")}
_TOKEN = re.compile(r"(?:[A-Z][\w'-]* )+tokens?\b")


# A colon of the sentence itself, outside quotations and brackets, not before a quotation: "has defender: it
# can't attack", « la bibliothèque : on ne sait pas »; not "{T}:", nor « dit : “…” ».
_OWN_COLON = {"fr": re.compile(r" :(?= (?![«“]))"), "en": re.compile(r"(?<=[\w)”’]):(?= (?![“‘]))")}
_QUOTED = re.compile(r"«[^»]*»|“[^”]*”|\([^()]*\)")


def _semicolons(text: str, lang: str) -> str:
    """The sentence's own colons as semicolons: put after a label's colon ("No, this play is not legal: …"),
    a second colon would run two explanations together."""
    pattern = _OWN_COLON.get(lang)
    if pattern is None or ":" not in text:
        return text
    out, last = [], 0
    for m in _QUOTED.finditer(text):
        out.append(pattern.sub(";" if lang == "en" else " ;", text[last:m.start()]))
        out.append(m.group(0))
        last = m.end()
    out.append(pattern.sub(";" if lang == "en" else " ;", text[last:]))
    return "".join(out)


def after_colon(text: str, lang: str) -> str:
    """A sentence put after a colon: its first word lower-cased when that word is a common one
    (never a card or player name: "Non : la Foudre ...", "No: Lightning Bolt ..."), and a colon of its own
    a semicolon (one colon a sentence)."""
    text = _semicolons(text, lang)
    if text.startswith(_COMMON_STARTS.get(lang, ())):
        return text[:1].lower() + text[1:]
    if lang == "fr" and text.startswith(("La ", "Le ", "Les ", "L'", "L’")):
        return text[:1].lower() + text[1:]  # a French article stays lower case before a name: « : la Foudre »
    for article in _ARTICLES.get(lang, ()):
        rest = text[len(article):]
        if text.startswith(article) and (rest[:1].islower() or _TOKEN.match(rest)):
            return text[:1].lower() + text[1:]  # "the Soldier token" is a token described by its types, not a name
    return text


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def outcomes(data: dict[str, Any]) -> list[tuple[str, str]]:
    """(text, rule) of the steps that say what the play led to, most telling first."""
    found: list[tuple[int, int, str, str]] = []
    order = {key: i for i, key in enumerate(OUTCOME_STEPS)}
    position = 0
    for action in data.get("actions") or ():
        if action.get("answer"):
            continue  # a question's steps are hypothetical: nothing of them happened
        steps = list(action.get("steps") or ())
        for i, step in enumerate(steps):
            position += 1
            key = step.get("id", "")
            if key in order:
                text = step.get("text", "")
                if key.startswith("sba.") or step.get("kind") == "cost":  # "State-based action: ", "Cost: "
                    text = _cap(_PREFIX.sub("", text, count=1))
                after = position
                if key in _INSTEAD and i + 1 < len(steps) and str(steps[i + 1].get("id", "")).startswith("sba."):
                    after = position + 1  # "would die: exiled instead" told after the lethal damage it replaces
                found.append((order[key], after, text, step.get("rule", "")))
    found.sort(key=lambda f: (f[0], f[1]))
    picked = sorted(found[:MAX_OUTCOMES], key=lambda f: f[1])  # told in the order they happened
    return [(text, rule) for _, _, text, rule in picked]


# Resolution steps that say nothing of what a spell or ability did: the resolution itself, the spell's
# way to its owner's graveyard.
_NOT_DONE = frozenset({"step.resolves", "step.to_graveyard", "step.spell_to_zone", "step.all_pass"})


def what_resolved(data: dict[str, Any]) -> list[tuple[str, str]]:
    """(text, rule) of what the resolutions did when no step of OUTCOME_STEPS says it ("You create two
    Soldier tokens", "Delver of Secrets enters the battlefield"): "what happens?" answered by what
    happened, never by "nothing dies" alone. The last ones, in the order they happened."""
    done: list[tuple[str, str]] = []
    for action in data.get("actions") or ():
        if action.get("answer"):
            continue
        resolving = False  # between "X resolves" and its end: what it did, done or said to be unknown
        for step in action.get("steps") or ():
            key = step.get("id")
            if key in _NOT_DONE or step.get("kind") == "step":
                resolving = key == "step.resolves"
            elif step.get("kind") == "resolve" or resolving and step.get("kind") in ("info", "replacement"):
                done.append((step.get("text", ""), step.get("rule", "")))
    return done[-MAX_OUTCOMES:]


def _clauses(items: list[tuple[str, str]], lang: str) -> str:
    """The outcomes, each said once: the same sentence for several objects (three Grizzly Bears
    destroyed) is said with how many times it happened."""
    counts: dict[tuple[str, str], int] = {}
    for item in items:
        counts[item] = counts.get(item, 0) + 1
    out = []
    for (text, rule), n in counts.items():
        text = _sentence(text)
        detail = _DETAIL.search(text)
        if detail is None:
            out.append(say("summary-clause", lang, text=text, rule=rule, count=n))
        else:
            out.append(say("summary-clause-detail", lang, text=text[:detail.start()].rstrip(), detail=detail.group(1),
                           rule=rule, count=n))
    return " ".join(out)


_DETAIL = re.compile(r"\s*\(([^()]*)\)$")  # "… loses 2 life (life total: 18)"


def _resolution(data: dict[str, Any], lang: str, steps: list[dict[str, Any]] | None = None,
                keys: tuple[str, str] = ("summary-legal-then", "summary-legal-then-short")) -> str:
    """"Yes, it's legal. If nobody responds, Lightning Bolt resolves: Grizzly Bears … (704.5g).": what the
    last spell of a play asking "does it work?" does (the question's `resolution`, or `steps`: what a "can I
    ...?" leads to), worded with `keys`; "" when it says nothing."""
    steps = list(data["question"]["resolution"]) if steps is None else steps
    first = next((s for s in steps if s.get("id") == "step.resolves"), None)
    # what the spell did first, then where it went (flashback: exiled), never its way off the stack alone
    probe = {"actions": [{"steps": [s for s in steps if s.get("id") not in SPELL_WENT]}]}
    went = outcomes({"actions": [{"steps": [s for s in steps if s.get("id") in SPELL_WENT]}]})
    found = (outcomes(probe) or what_resolved(probe))[:MAX_OUTCOMES - len(went)] + went
    if first is None or not found:
        return ""
    spell = _sentence(str(first.get("text", "")))
    outcome = after_colon(_clauses(found, lang), lang)
    words, said = spell.lower().split(), outcome.lower().split()
    same = next((i for i, (a, b) in enumerate(zip(words, said, strict=False)) if a != b), min(len(words), len(said)))
    if same and same >= len(words) - 2:  # "…, Shock resolves: Shock deals…": the spell is named once
        return say(keys[1], lang, outcome=outcome)
    return say(keys[0], lang, resolves=after_colon(spell, lang), outcome=outcome)


# Costs a "can I ...?" pays besides mana, said with an alternative cost ("you pay 1 life; a blue card is exiled")
_MANA_COSTS = frozenset({"step.cost_tap", "step.cost_tap_untapped", "step.total_cost", "step.pay_mana"})


def can_clauses(data: dict[str, Any], lang: str) -> str:
    """What a yes to "can I ...?" needs said after it: the alternative cost that allows it with what it costs
    ("For its alternative cost (118.9): you pay 1 life and …"), then what it does if nobody responds ("If nobody
    responds, Force of Will resolves: Lightning Bolt is countered (701.6a)")."""
    action = next((a for a in reversed(data.get("actions") or ()) if a.get("answer")), None)
    if action is None:
        return ""
    steps = list(action.get("steps") or ())
    out = []
    alt = next((s for s in steps if s.get("id") == "step.alt_permission"), None)
    if alt is not None:  # a cost besides mana said with it ("you pay 1 life"); a flashback cost is mana only
        costs = [after_colon(_PREFIX.sub("", str(s.get("text", "")), count=1).rstrip("."), lang) for s in steps
                 if s.get("kind") == "cost" and str(s.get("id", "")).startswith("step.cost_")
                 and s.get("id") not in _MANA_COSTS]
        if costs:
            out.append(say("answer-alt", lang, rule=str(alt.get("rule") or ""), count=len(costs),
                           costs=say("summary-and", lang).join(costs)))
    then = _resolution(data, lang, list(action["answer"].get("resolution") or ()), ("answer-then", "answer-then-short"))
    if then:
        out.append(then)
    return " ".join(out)


def decisive_assumptions(data: dict[str, Any], lang: str) -> str:
    """The decisive assumptions a player could doubt, in one short sentence each outcome: "This assumes that
    A and that B; otherwise, the answer would be no (602.2b, 302.6).". A question about what a play leads to
    ("who dies?") takes its actions as done: an assumption without which they would be illegal is not
    doubted there (the trace still shows it), one that changes what happens is."""
    question = data.get("question") or {}
    outcome_asked = question.get("kind") == "outcome"
    groups: dict[str, list[tuple[str, str]]] = {}
    conditional: list[str] = []
    for assumption in data.get("assumptions") or ():
        if not assumption.get("decisive"):
            continue
        other = assumption.get("otherwise") or {}
        same = other.get("verdict") == data.get("verdict") and data.get("verdict") in ("legal", "illegal")
        if "answer_legal" in other:
            outcome = say("summary-other-yes" if other.get("answer_legal") else "summary-other-no", lang)
        elif same:  # the same verdict, another outcome (a spell that fizzles instead)
            outcome = say("summary-other-outcome", lang)
        elif outcome_asked:
            continue  # the play as told would be illegal: not what "who dies?" doubts
        else:
            outcome = say("summary-other-legal" if other.get("verdict") == "legal" else "summary-other-illegal", lang)
        # the assumption itself, not why it was made ("Shock targets your opponent: the message names no target")
        text = after_colon(_sentence(str(assumption.get("text", "")).split(" : ")[0].split(": ")[0]), lang)
        rule = str(other.get("rule") or "—")
        if other.get("if"):  # which other reading gives it: said with its condition
            conditional.append(say("answer-assumes-if", lang, text=say("answer-assumes-item", lang, text=text),
                                   outcome=outcome, rule=rule, condition=after_colon(str(other["if"]), lang)))
            continue
        groups.setdefault(outcome, []).append((text, rule))
    from bot.render.answers import assumes

    return " ".join([assumes(items, outcome, lang) for outcome, items in groups.items()] + conditional)


def where_about(data: dict[str, Any], lang: str, card_name: CardNamer | None = None,
                names: list[str] | None = None) -> str:
    """Where each card an outcome question asks about ("do they survive?"; `names` when given) ends up, when
    no step of the summary says it: "Grizzly Bears is still on the battlefield (5/5, 3 damage)."."""
    about = list((data.get("question") or {}).get("about") or ()) if names is None else names
    if not about:
        return ""
    state = data.get("state") or {}
    players = {p.get("name") for p in state.get("players") or ()} | {"me", "opponent"}
    out = []
    for english in about:
        if english in players:  # "do I lose?" is about a player: where a card is says nothing of it
            continue
        found = card_name(english) if card_name is not None else english
        noun = argument("card", found if isinstance(found, Name) else Name(english, ""), lang)
        params: dict[str, Any] = {"card": noun, "zone": "other", "power": 0, "toughness": 0, "damage": 0}
        for player in state.get("players") or ():
            permanent = next((p for p in player.get("battlefield") or () if p.get("name") == english), None)
            if permanent is not None:
                params.update(zone="battlefield", power=permanent.get("power") or 0,
                              toughness=permanent.get("toughness") or 0, damage=permanent.get("damage") or 0)
                break
            zone = next((z for z in ("graveyard", "exile", "hand") if english in (player.get(z) or ())), None)
            if zone is not None:
                params["zone"] = zone
                break
        out.append(format_message("summary.where", lang, params))
    return " ".join(out)


def summarize(data: dict[str, Any], lang: str, card_name: CardNamer | None = None) -> str:
    """The short answer for a trace (the TRACE_JSON dict, without its summary); `card_name` gives a
    card's names in both languages (the JSON state has English names only)."""
    verdict = data.get("verdict")
    if verdict == "error":
        error = data.get("error") or {}
        message = _cap(_sentence(str(error.get("message", ""))))
        if error.get("kind") == "ambiguous" and error.get("readings"):  # the readings and their answers
            readings = say("summary-assumptions-separator", lang).join(str(r) for r in error["readings"])
            return say("summary-ambiguous", lang, count=len(error["readings"]), readings=readings)
        if error.get("kind") == "incomplete":  # read, but a choice or a number is missing to judge it
            return say("summary-incomplete", lang, message=message)
        return say("summary-error", lang, message=message)
    if data.get("kind") == "card_question":  # "what does X do?": the card's text, in the output language
        card = data.get("card") or {}
        name = str((card.get("name_fr") if lang == "fr" else None) or card.get("name") or "")
        text = str((card.get("text_fr") if lang == "fr" else None) or card.get("text") or "").strip()
        if text:  # a French answer with only the English Oracle text says so
            english = "yes" if lang == "fr" and not card.get("text_fr") else "no"
            return say("summary-card", lang, name=name, text=after_colon(text, lang), english=english)
        noun = argument("card", Name(str(card.get("name") or ""), str(card.get("name_fr") or ""),
                                     " ".join(t for t in str(card.get("type_line") or "").lower().split()
                                              if t in CARD_TYPES)), lang)
        return say("summary-card-no_text", lang, card=noun)
    if verdict == "answered" or data.get("kind") == "rules_question":
        from bot.render.rules_answer import short_answer

        return short_answer(data, lang)
    head: str
    answer = answer_of(data)
    if answer is not None:
        but = but_clause(answer, lang)
        key = ("summary-yes-but" if but else "summary-yes") if answer.get("legal") else "summary-no"
        head = say(key, lang, rule=str(answer.get("rule") or ""),
                   message=after_colon(_sentence(str(answer.get("message", ""))), lang), but=but)
        if answer.get("legal") and not but:  # how it is allowed, and what it does
            head = f"{head} {can_clauses(data, lang)}".strip()
    elif verdict == "illegal":
        illegal = data.get("illegal") or {}
        head = say("summary-illegal", lang, rule=str(illegal.get("rule") or ""),
                   message=after_colon(_sentence(str(illegal.get("message", ""))), lang))
    elif (data.get("question") or {}).get("kind") == "outcome" and (data.get("question") or {}).get("not_simulated"):
        cards = say("summary-and", lang).join(str(c) for c in data["question"]["not_simulated"])
        head = say("summary-not_simulated", lang, cards=cards)
    elif (data.get("question") or {}).get("kind") == "outcome" and \
            (asked_head := _outcome_answer(data, lang, card_name)):
        head = asked_head
    elif (data.get("question") or {}).get("kind") == "outcome" and asked(data) is not None:
        found = outcomes(data)
        head = say("summary-outcome-yes" if asked(data) else "summary-outcome-no", lang)
        head += (" " + _clauses(found, lang) if found else "")
        if not found:
            head = f"{head} {where_about(data, lang, card_name)}".strip()
    elif (data.get("question") or {}).get("kind") == "outcome":  # "what happens?": what the play led to
        found = outcomes(data) or what_resolved(data)
        head = _clauses(found, lang) if found else say("summary-nothing_happens", lang)
        head += "".join(" " + say("summary-choice", lang, text=_sentence(str(a.get("text", ""))))
                        for a in data.get("assumptions") or ()  # a choice made for a player: what happened follows it
                        if a.get("kind") == "choice" and not a.get("decisive") and a.get("text"))
    elif (data.get("question") or {}).get("but"):  # "does it work?": legal, but the spell won't do what it says
        head = say("summary-legal-but", lang, but=but_clause(data["question"], lang))
    elif (data.get("question") or {}).get("resolution") and (then := _resolution(data, lang)):
        head = then  # "does it work?": what the spell does when nobody responds
    else:
        found = outcomes(data)  # "is that legal?" gets its yes; a play asking nothing, the verdict alone
        key = "summary-legal" if (data.get("question") or {}).get("kind") == "legal" else "summary-legal-plain"
        head = say(key, lang) + (" " + _clauses(found, lang) if found else "")
    tail = decisive_assumptions(data, lang)
    return _END_QUOTE.sub(r"\1\2", f"{head} {tail}".strip())


def _outcome_answer(data: dict[str, Any], lang: str, card_name: CardNamer | None) -> str:
    """The answer to the question asked about what the play leads to (bot.render.answers), by its verb:
    who dies, does it die, is he dead, his life, the damage he takes, what is left, what happens to X; ""
    for "what happens?" and when the answer needs what the trace doesn't say."""
    from bot.render import answers

    question = data.get("question") or {}
    verb = str(question.get("verb") or "")
    about = answers.known_about(data)
    players = {str(p.get("name")) for p in (data.get("state") or {}).get("players") or ()}
    cards = [a for a in about if a not in players]

    def clauses(items: list[tuple[str, str]]) -> str:
        return _clauses(items, lang)

    found: str | None = None
    if verb in ("life", "lose"):
        found = answers.player_life(data, lang, about, verb)
    elif verb == "damage":
        found = answers.damage_to(data, lang, about, card_name)
    elif verb == "left":
        found = answers.left_of(data, lang, about, card_name)
    elif verb in ("die", "survive") and cards:
        found = answers.does_it_die(data, lang, card_name, cards, clauses)
    elif verb in ("die", "survive"):
        found = answers.who_dies(data, lang, card_name)
    elif cards:  # "what happens to X?"
        found = answers.fate_of(data, lang, cards, card_name, clauses,
                                lambda name: where_about(data, lang, card_name, [name]))
    return found or ""


_END_QUOTE = re.compile(r"([.!?])((?:[”’»)]| »)+)\.")  # a quotation ending the sentence ends it: “… [cost].” not “….”.


def with_summary(data: dict[str, Any], lang: str, card_name: CardNamer | None = None) -> dict[str, Any]:
    """Set (or refresh, after assumptions were added) the `summary` of a trace; returns the same dict."""
    data.pop("summary", None)
    data["summary"] = summarize(data, lang, card_name)
    return data
