"""The transport-agnostic core: text in -> parse -> engine -> trace -> words.

The CLI, the terminal chat and the Discord adapter all call `Arbitre.trace`; none of them
parses or judges anything itself. Nothing here imports discord.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bot.engine.placeholders import placeholder
from bot.engine.plugins import time_box
from bot.engine.runner import CR_VERSION, RunResult
from bot.engine.state import UNKNOWN_CARD
from bot.engine.trace import ErrorInfo, Name, TraceBuilder, card_name
from bot.settings import Settings, load_settings
from cardpool.tokens import lookup as token_lookup
from foundation.cards import CardDef
from foundation.errors import (
    AmbiguousReading,
    EngineTimeout,
    InternalError,
    MessageError,
    MessageTooLarge,
    SyntaxProblem,
    TookTooLong,
    UnknownCard,
    UnknownPlayer,
)

if TYPE_CHECKING:
    import pluggy

    from bot.rules.answers import CitedRule, RuleText
    from bot.rules.service import RulesService
    from cardpool.pool import CardPool

log = logging.getLogger("arbitre")
log.addHandler(logging.NullHandler())  # a library: the application decides where logs go (the CLI: stderr)


@dataclass
class TraceOutcome:
    data: dict[str, Any]  # the TRACE_JSON object
    lang: str
    exit_code: int

    @property
    def verdict(self) -> str:
        return str(self.data["verdict"])


def _undeclared_actor(message: Any) -> tuple[str, int] | None:
    """(player, line) of the first action done by a player the message's setup doesn't declare, when it
    declares its players (free form defaults to "me" as the acting player)."""
    players = {p.name for p in message.setup.players}
    if not players:
        return None
    for action in message.actions:
        if action.actor is not None and action.actor not in players:
            return action.actor, action.line
    return None


def say_player(name: str, lang: str) -> str:
    """A player as the user would write them: the contract's "me" / "opponent" in the user's language."""
    from bot.render.trace_render import say

    if name in ("me", "opponent"):
        return say(f"player.{name}_written", {}, lang)
    return name


def guess_language(text: str) -> str:
    from bot.language.parser import _split_lines, detect_language

    try:
        return detect_language(_split_lines(text[:4000]))
    except MessageError:
        return "en"


class Arbitre:
    """Holds what a process shares between requests: settings, the card pool, the plugin manager."""

    def __init__(self, settings: Settings | None = None, cards_db: str | None = None,
                 plugins: Any = None) -> None:
        self.settings = settings or load_settings()
        self._cards_db = cards_db if cards_db is not None else (self.settings.cards_db or None)
        self._pool: CardPool | None = None
        self._pm: pluggy.PluginManager | None = plugins

    def with_settings(self, settings: Settings) -> Arbitre:
        """Another Arbitre on the same card pool with other settings (e.g. a guild's plugins switched off)."""
        other = Arbitre(settings, cards_db=self._cards_db)
        other._pool = self._pool
        return other

    @property
    def pool(self) -> CardPool:
        if self._pool is None:
            from cardpool.pool import CardPool

            self._pool = CardPool.open(self._cards_db, cache_dir=self.settings.path("cache_dir"))
        return self._pool

    @property
    def pm(self) -> pluggy.PluginManager:
        if self._pm is None:
            from bot.engine.plugins import make_plugin_manager

            self._pm = make_plugin_manager(disabled=self.settings.disabled_plugins)
        return self._pm

    def trace(self, text: str, lang: str | None = None, explain: bool = False) -> TraceOutcome:
        """Judge one message: a play (controlled or free form), a rules question or a card question.
        Never raises for bad input: errors come back as verdict "error".

        The controlled language is read first (it means what it always meant); a message it can't
        read goes to the free-form reader (FREE_FORM.md), which also recognises rules and card
        questions. Either way the play is judged in an open world with its assumptions shown.
        With `explain`, JSON steps carry the cited rule's title when a rules database exists.
        """
        from bot.language.parser import parse_message

        if lang in (None, "auto"):
            lang = None if self.settings.lang == "auto" else self.settings.lang
        if not isinstance(text, str):
            text = str(text)
        pool, _ = self.pool, self.pm  # a card database or a plugin that can't be loaded is not the message's fault
        stage = "parse"
        try:
            reading = None
            try:  # close matches of an unknown card only if this reader's error is the one shown (`_shown`)
                message = parse_message(text, pool, self.settings.max_message_chars, suggest=False)
            except MessageTooLarge as exc:
                out_lang = lang or guess_language(text)
                return TraceOutcome(self._error_data(exc, out_lang), out_lang, 2)
            except MessageError as exc:
                if exc.message in ("err.empty", "err.control_character") or exc.kind == "bad_number":
                    out_lang = lang or guess_language(text)
                    return TraceOutcome(self._error_data(exc, out_lang), out_lang, 2)
                stage = "read"
                from bot.language.freeform import read

                reading = read(text, pool, lang)
                out_lang = lang or reading.lang
                if reading.kind != "play" and _looks_controlled(text, exc):
                    out_lang = lang or guess_language(text)
                    return TraceOutcome(self._error_data(self._shown(text, exc), out_lang), out_lang, 2)
                if reading.kind == "rules_question":
                    stage = "rules"
                    return self.rules_question(text, out_lang)
                if reading.kind == "card_question" and reading.card is not None:
                    return self.card_question(reading.card.name, out_lang, reading.card_type,
                                              reading.card_type_written)
                if reading.kind == "error" or reading.message is None:
                    if _looks_controlled(text, exc) or reading.error is None:
                        return TraceOutcome(self._error_data(self._shown(text, exc), lang or guess_language(text)),
                                            lang or guess_language(text), 2)
                    return TraceOutcome(self._read_error_data(reading, text, out_lang), out_lang, 2)
                message = reading.message
                stranger = _undeclared_actor(message)
                if stranger is not None:  # "passer à l'entretien" in a game of Alice, Bob and Chloé: who passes?
                    out_lang = lang or reading.lang
                    players = tuple(p.name for p in message.setup.players)
                    shown = say_player(stranger[0], out_lang)
                    err = UnknownPlayer(shown, stranger[1], 1, players)
                    return TraceOutcome(self._error_data(err, out_lang), out_lang, 2)
            out_lang = lang or (reading.lang if reading is not None else message.lang)
            stage = "engine"
            # a plugin that hangs costs this message, not the process: it is named and set aside
            return time_box(lambda: self._judge(text, message, reading, out_lang, explain),
                            self.settings.engine_timeout * 0.9)
        except EngineTimeout as exc:
            if exc.plugin is not None:  # a plugin hung: a bug of that plugin, named (an internal error)
                return self.internal_error(text, lang, exc, stage)
            # no plugin hung: the play is too long to check within the limit on this machine now
            out_lang = lang or guess_language(text)
            return TraceOutcome(self._error_data(TookTooLong(exc.seconds), out_lang), out_lang, 2)
        except Exception as exc:  # noqa: BLE001 - a bug must come back as an error, never as a traceback
            return self.internal_error(text, lang, exc, stage)

    def _shown(self, text: str, exc: MessageError) -> MessageError:
        """The controlled reader's error as shown to the user: an unknown card with its close matches."""
        if not isinstance(exc, UnknownCard):
            return exc
        from bot.language.parser import parse_message

        try:
            parse_message(text, self.pool, self.settings.max_message_chars)
        except MessageError as full:
            return full
        return exc  # pragma: no cover - the same text parses the same way

    def _judge(self, text: str, message: Any, reading: Any, out_lang: str, explain: bool,
               picked: Any = None) -> TraceOutcome:
        """`picked`: the assumption that says why a name was read as a card other than its first candidate
        (the only ones that can be played there, `_plausible`)."""
        from bot.engine.judge import judge
        from bot.language.freeform import reversals
        from bot.render.freeform import assumptions_json
        from bot.render.trace_render import to_json

        pool, pm = self.pool, self.pm
        stated = []
        probe = None
        colors: dict[str, str] = {}
        focus: tuple[str, ...] = ()
        if reading is not None:
            stated = list(reading.assumptions) + reversals(reading, pool, text) + ([picked] if picked else [])
            probe = reading.probe()
            colors = reading.land_colors
            focus = reading.question.about if reading.question is not None else ()
        judgement = judge(message, pm, pool.get, self.settings.max_actions, stated, probe, colors, focus=focus)
        if reading is not None and judgement.outcome is not None:
            ambiguous = self._other_readings(text, reading, judgement, colors)
            if ambiguous is not None and ambiguous[0] == "reading":  # judged as the card that can be played
                return self._judge(text, ambiguous[1].message, ambiguous[1], out_lang, explain, ambiguous[2])
            if ambiguous is not None:
                return TraceOutcome(self._ambiguous_data(ambiguous[1], ambiguous[2], out_lang), out_lang, 2)
        result = judgement.result
        titles = self._titles(out_lang) if explain else None
        data = to_json(result, out_lang, titles)
        data["assumptions"] = assumptions_json(judgement.assumptions, out_lang)
        if reading is not None and reading.question is not None:
            q = reading.question
            data["question"] = {"kind": q.kind, "about": list(q.about), "verb": q.verb,
                                "answer": judgement.outcome.result if judgement.outcome else None}
            if q.kind == "legal" and result.verdict == "legal":  # "does it work?": what the last spell leads to
                from bot.engine.runner import consequence_of_play
                from bot.render.trace_render import but_json, steps_json

                resolution: list[Any] = []
                but = consequence_of_play(result, pm, resolution)
                if but:
                    data["question"]["but"] = but_json(but, out_lang)
                elif resolution:  # what it does when nobody responds: the short answer says it
                    data["question"]["resolution"] = steps_json(resolution, out_lang)
            if q.kind == "outcome":
                from bot.engine.judge import unsimulated
                from bot.render.freeform import events_json

                data["question"]["events"] = events_json(result, out_lang)  # what happened to whom: the answer

                missing = unsimulated(result)
                if missing:  # the answer would depend on what the engine didn't carry out: none is given
                    shown = [(card.name_fr or card.name) if out_lang == "fr" and card is not None else name
                             for name in missing for card in [pool.get(name)]]
                    data["question"]["not_simulated"] = shown
        from bot.render.summary import with_summary

        return TraceOutcome(with_summary(data, out_lang, self.card_namer(out_lang)), out_lang, result.exit_code)

    def _other_readings(self, text: str, reading: Any, judgement: Any, colors: dict[str, str]) -> Any:
        """Names read among about equally plausible candidates (a pronoun with two antecedents, a typo as
        close to two cards, a partial name with no situation: its representatives), judged with each other
        candidate: ("ambiguous", choice, [(card, outcome)...]) when one gives another answer, ("reading",
        reading, assumption) when the name as read can't be played there and another candidate can (judge that
        reading instead), else None; a partial name whose candidates all agree is shown as read as the first,
        the others giving the same answer (the reading's assumption says so)."""
        from bot.engine.judge import MAX_REJUDGED, differs, judge
        from bot.language.freeform import reread

        pool, pm = self.pool, self.pm
        budget = MAX_REJUDGED
        main = judgement.outcome
        for choice in reading.choices:
            others = [c for c in (choice.second, *choice.others) if c is not None] if choice.close else []
            outcomes = [(choice.card, main)]
            for card in others[:budget]:
                budget -= 1
                other = reread(reading, pool, text, choice.index, card)
                if other.message is None:
                    continue
                focus = other.question.about if other.question is not None else ()
                found, outcome = judgement.judged_reading(other.message, focus)  # re-judging judged it already
                if not found:
                    outcome = judge(other.message, pm, pool.get, self.settings.max_actions, (), other.probe(), colors,
                                    rejudge=False, focus=focus).outcome
                if outcome is not None:
                    outcomes.append((card, outcome))
            outcomes, unplayable = _plausible(outcomes, reading, choice)
            if unplayable:
                picked = _picked_reading(choice, outcomes, unplayable)
                if outcomes[0][0] is not choice.card:  # the name as read can't be played there; another can
                    fixed = reread(reading, pool, text, choice.index, outcomes[0][0])
                    if fixed.message is not None:
                        return "reading", fixed, picked
                _replace_reading(judgement.assumptions, choice, picked)
            # a partial name's candidates stand for one another: the same outcome up to the card's name
            renamed = {c.name: choice.card.name for c, _ in outcomes} if choice.how == "partial" else {}
            if any(differs(main, o, renamed) for _, o in outcomes[1:]):
                return "ambiguous", choice, outcomes
        return None

    def _ambiguous_data(self, choice: Any, outcomes: list[tuple[Any, Any]], lang: str) -> dict[str, Any]:
        from bot.engine.trace import card_name
        from bot.render.trace_render import say

        def outcome(o: Any) -> str:
            if o.answer is not None:
                return say("amb.yes" if o.answer else "amb.no", {"rule": o.rule or "117.1"}, lang)
            if isinstance(o.result, bool) and o.verdict != "illegal":  # "does it die?": yes (704.5g) / no
                if o.result and o.outcome_rule:
                    return say("amb.yes", {"rule": o.outcome_rule}, lang)
                return say("amb.yes_plain" if o.result else "amb.no_plain", {}, lang)
            if o.verdict == "illegal":
                return say("amb.illegal", {"rule": o.rule}, lang)
            return say("amb.legal", {}, lang)

        readings = [say("amb.reading", {"written": choice.text, "card": card_name(c), "outcome": outcome(o)}, lang)
                    for c, o in outcomes]
        shown = tuple((c.name_fr or c.name) if lang == "fr" else c.name for c, _ in outcomes)
        err = AmbiguousReading(tuple(readings), shown)
        if len(readings) > 2:
            err.message = "err.ambiguous_several"
        data = self._error_data(err, lang)
        data["error"]["readings"] = readings
        from bot.render.summary import with_summary

        return with_summary(data, lang)  # the short answer says each reading's answer

    def _read_error_data(self, reading: Any, text: str, lang: str) -> dict[str, Any]:
        """A free-form message that can't be read: what was understood, the part that wasn't, candidates."""
        from bot.render.trace_render import say

        exc = reading.error
        from bisect import bisect_right

        from bot.language.tokens import line_starts

        starts = line_starts(text)
        line = bisect_right(starts, exc.start)
        column = exc.start - starts[line - 1] + 1
        err: MessageError
        if exc.message in ("err.ff_unknown_card", "err.ff_which_card"):
            err = UnknownCard(str(exc.params.get("name", "")), tuple(exc.suggestions), line, column)
        elif exc.message in ("err.ff_too_many_actions", "err.ff_too_long"):  # bounded: say so, nothing else
            err = MessageTooLarge(len(text), int(exc.params.get("limit", 0)))
            err.message, err.params = exc.message, dict(exc.params)
            return self._error_data(err, lang)
        else:
            err = SyntaxProblem(exc.message, line, column)
        err.message = exc.message
        err.params = dict(exc.params)
        data = self._error_data(err, lang)
        if reading.understood:
            from bot.render.grammar import join
            from bot.render.i18n import say as say_text

            understood = join([say_text("text-quoted", lang, text=u) for u in reading.understood[:6]], lang)
            data["error"]["message"] += " " + say("err.ff_understood", {"understood": understood}, lang)
            data["error"]["understood"] = list(reading.understood[:20])
        return data

    # --- questions that are not plays ---
    def rules_question(self, text: str, lang: str, text_lang: str | None = None) -> TraceOutcome:
        """A rules question answered from the imported rules (FREE_FORM.md section 3): the rules
        service ranks the rules (`bot.rules.questions`); a French question answered with English texts
        says so in French."""
        from bot.render.freeform import rules_answer_json
        from bot.render.summary import with_summary
        from bot.render.trace_render import say

        service = self.rules
        if not service.available:
            data = rules_answer_json(lang, [], [], say("rq.no_rules_db", {}, lang), None)
            return TraceOutcome(with_summary(data, lang), lang, 1)
        if text_lang is None:  # the question's own language, whatever the answer's
            from bot.language.tokens import tokenize
            from bot.language.words import language_of

            text_lang = language_of(tokenize(text[:2000]))
        from bot.language.card_mentions import cards_as_rules_see_them

        # the rules name no card: "Lightning Bolt" is ranked as "red instant spell" (not as 107.10's icon)
        answer = service.question(cards_as_rules_see_them(text, self.pool), lang=lang, text_lang=text_lang)
        if not answer.rules:
            # a database that can't be read (the rules service logged why) is said as such, never as
            # "no rule answers this"
            failure = answer.error.kind if answer.error is not None else None
            unreadable = failure in ("lookup_failed", "busy")  # busy: an import holds it, said at once
            if answer.error is not None and not answer.error.bad_input and failure != "no_match" and not unreadable:
                log.error("rules question failed: %s", answer.error)
            said = "rq.rules_db_busy" if failure == "busy" else "rq.rules_db_unreadable" if unreadable \
                else "rq.nothing_found"
            data = rules_answer_json(lang, [], [], say(said, {}, lang), answer.edition)
            return TraceOutcome(with_summary(data, lang), lang, 1)
        rules = asked_rules(service, text, answer.rules, lang)
        from bot.rules.timing import timing_question

        timing = timing_question(text, "fr" if text_lang == "fr" else "en")
        if timing is not None:  # "can I play a land during combat?": the rule that sets that timing decides
            rules = rule_first(service, timing.rule, rules, lang)
        english = lang == "fr" and any(r.lang == "en" for r in rules)
        note = say("rq.english_edition", {"edition": answer.edition}, lang) if english else None
        cited = [(r.number, r.text, r.title or ((service.rule(r.number, edition=answer.edition) or r).title))
                 for r in rules]
        data = rules_answer_json(lang, cited, [(g.term, g.text) for g in answer.glossary], note, answer.edition)
        data["question"] = {"kind": "rules", "text": text[:500], "lang": text_lang}
        if timing is not None and rules and rules[0].number == timing.rule:
            data["question"]["timing"] = {"allowed": timing.allowed, "rule": timing.rule, "kind": timing.kind,
                                          "moment": timing.moment, "speed": timing.speed}
        return TraceOutcome(with_summary(data, lang), lang, 0)

    def card_question(self, name: str, lang: str, card_type: str = "", written: str = "") -> TraceOutcome:
        """"What does X do?": the card's text (FR or EN) from the card database. With `card_type` ("is Lightning
        Bolt an instant?"), the answer first: yes or no, with the card's type line; `written` is the type as the
        question wrote it (shown for a subtype)."""
        from bot.render.freeform import card_answer_json

        details = self.pool.details(name) or {"name": name}
        card = self.pool.get(name)
        keep = {k: details.get(k) for k in ("name", "name_fr", "mana_cost", "type_line", "type_fr", "text",
                                            "text_fr", "power", "toughness", "loyalty")}
        if card is not None and not keep.get("name_fr"):
            keep["name_fr"] = card.name_fr
        if not keep.get("type_fr") and keep.get("type_line"):  # a database without French type lines
            from bot.render.cards import french_type_line

            keep["type_fr"] = french_type_line(str(keep["type_line"]))
        from bot.render.summary import with_summary

        data = with_summary(card_answer_json(lang, keep), lang)
        if card_type and card is not None:  # "is Lightning Bolt an instant?": yes or no, with the type line
            from bot.render.trace_render import say

            answer = card_is(card, card_type)
            line = str((keep.get("type_fr") if lang == "fr" else None) or keep.get("type_line") or "")
            if card_type in COLOR_QUESTIONS:  # a colour comes from the mana cost (105.2)
                line = str(keep.get("mana_cost") or "") or line
            elif answer and " " not in line.strip():  # "Yes: Counterspell is an instant", not "… (Instant)"
                line = "none"
            data["question"] = {"kind": "card_type", "about": [card.name], "type": card_type, "answer": answer}
            data["summary"] = say("card_type.yes" if answer else "card_type.no",
                                  {"card": card_name(card), "type": card_type, "name": written or card_type,
                                   "line": line}, lang)
        return TraceOutcome(data, lang, 0)

    def internal_error(self, text: str, lang: str | None, exc: BaseException, stage: str = "") -> TraceOutcome:
        """An unexpected failure while judging `text`, as a verdict "error" of kind "internal" (exit 2).

        The details go to the "arbitre" logger (with the traceback); the user gets a short message in
        the message's language naming the exception, and no traceback.
        """
        log.error("internal error (%s) while tracing a %d-character message: %r", stage or "?", len(text), exc,
                  exc_info=exc)
        try:
            out_lang = lang or guess_language(text)
        except Exception:  # noqa: BLE001 - already reporting a failure: the language is a guess
            log.exception("guessing the language of a failed message")
            out_lang = "en"
        info = InternalError(f"{type(exc).__name__}: {str(exc)[:200]}", stage or "?")
        params = info.params
        try:
            data = self._error_data(info, out_lang)
        except Exception:  # noqa: BLE001 - rendering is what failed: build the error by hand
            log.exception("rendering an internal error failed")
            data = internal_error_data(out_lang, params)
        return TraceOutcome(data, out_lang, 2)

    def _error_data(self, exc: MessageError, lang: str) -> dict[str, Any]:
        from bot.engine.runner import RunResult
        from bot.engine.state import GameState
        from bot.render.trace_render import to_json

        trace = TraceBuilder()
        trace.error = ErrorInfo(exc.kind, exc.message, dict(exc.params), exc.line, exc.column, exc.suggestions)
        return to_json(RunResult(lang, trace, GameState(players=())), lang)

    # --- rules text (the rules service, when a rules database exists) ---
    @property
    def rules(self) -> RulesService:
        """The Comprehensive Rules of `rules_db` (answers say so when nothing is imported)."""
        from bot.rules.service import rules_service

        return rules_service(self.settings.path("rules_db"))

    def rule_text(self, number: str, lang: str = "en") -> CitedRule | None:
        """The text a trace cites for a rule number; None without a rules database."""
        return self.rules.rule(number, lang=lang)

    def _titles(self, lang: str) -> Callable[[str], str | None]:
        cache: dict[str, str | None] = {}

        def title(number: str) -> str | None:
            if number not in cache:
                found = self.rule_text(number, lang)
                cache[number] = found.title if found else None
            return cache[number]

        return title

    def card_namer(self, lang: str) -> Callable[[str], str | Name]:
        """English card name -> the card's names and types (`Name`), for the words of the final
        situation (never for the JSON state); the English name itself for a card the pool lacks."""
        from bot.language.freeform.described import described_named

        cache: dict[str, str | Name] = {}

        def name(english: str) -> str | Name:
            if english not in cache:
                card = UNKNOWN_CARD if english == UNKNOWN_CARD.name else placeholder(english) or \
                    described_named(english) or self.pool.get(english)
                if card is None and english.endswith(" Token"):  # a token: its French name from the token table
                    card = token_lookup(english)
                cache[english] = card_name(card) if card is not None else english
            return cache[english]

        return name

    def explainer(self, lang: str) -> Callable[[str], str | None]:
        cache: dict[str, str | None] = {}

        def explain(number: str) -> str | None:
            if number not in cache:
                found = self.rule_text(number, lang)
                cache[number] = found.text if found else None
            return cache[number]

        return explain


COLOR_QUESTIONS = frozenset({"white", "blue", "black", "red", "green", "colorless", "multicolored"})


MAX_ASKED_SUBRULES = 8  # "what does 702.19 say?": the rule whole, up to this many subrules


def asked_rules(service: RulesService, text: str, ranked: list[RuleText], lang: str) -> list[RuleText]:
    """The rules a rules question shows: the ranked ones, or, for a rule asked by its number that is only a
    heading ("what does 702.19 say?", « que dit la règle 702.19 ? »), that rule whole: its subrules in order,
    each titled by it (the ranking alone gives its first subrule)."""
    from bot.rules.questions import NAMED_RULE

    named = list(dict.fromkeys(m.group(1) or m.group(2) for m in NAMED_RULE.finditer(text)))
    if len(named) != 1:
        return ranked
    found = service.lookup(named[0], lang=lang)
    rule = found.rules[0] if found.ok and found.rules else None
    if rule is None or not rule.subrules or (rule.text and rule.text != rule.title):
        return ranked
    return [dataclasses.replace(s, title=rule.title) for s in rule.subrules[:MAX_ASKED_SUBRULES]]


def rule_first(service: RulesService, number: str, ranked: list[RuleText], lang: str) -> list[RuleText]:
    """The ranked rules with `number` first (looked up when the ranking doesn't have it), at most three."""
    first = next((r for r in ranked if r.number == number), None)
    if first is None:
        found = service.lookup(number, lang=lang)
        first = next((r for r in found.rules if r.number == number), None) if found.ok else None
    if first is None:
        return ranked
    return [first, *(r for r in ranked if r.number != number)][:3]


def _plausible(outcomes: list[tuple[Any, Any]], reading: Any,
               choice: Any) -> tuple[list[tuple[Any, Any]], list[tuple[Any, Any]]]:
    """(candidates the message can mean, candidates it can't) of a name that only guesses which card of the
    pool the player means (a partial name nothing in the situation has, a typo): the player knows the card,
    and names one that can be played there ("he responds with an Éclair"), so a candidate whose play is illegal
    is not as plausible as one whose play is legal (FREE_FORM.md: only about equally plausible readings are
    ambiguous). Between objects of the situation ("his Knight" with two Knights in play) the player may not know
    the rule that makes one illegal: every candidate stays, as when the message asks whether something can be
    done (an illegal reading is then an answer)."""
    question = reading.question
    if choice.how not in ("partial", "typo") or question is not None and question.kind in ("can", "legal"):
        return outcomes, []
    legal = [(card, o) for card, o in outcomes if o.verdict != "illegal"]
    if not legal:
        return outcomes, []
    return legal, [(card, o) for card, o in outcomes if o.verdict == "illegal"]


def _picked_reading(choice: Any, playable: list[tuple[Any, Any]], unplayable: list[tuple[Any, Any]]) -> Any:
    """The assumption of a name read as the first candidate that can be played there: which ones couldn't,
    by which rule, and which would give the same answer."""
    from bot.engine.judge import Assumption
    from bot.engine.trace import card_name

    card = playable[0][0]
    others = tuple(card_name(c) for c, _ in playable[1:])
    illegal = tuple(card_name(c) for c, _ in unplayable)
    params = {"written": choice.text, "card": card_name(card), "illegal": illegal,
              "rule": unplayable[0][1].rule or "117.1", "others": others, "count": len(others)}
    return Assumption("reading", "asm.read_playable", params, card_name(card), order=choice.index)


def _replace_reading(assumptions: list[Any], choice: Any, picked: Any) -> None:
    """The name's assumption as read before judging (its candidates all alike) replaced by `picked` (once: the
    reading judged again as another candidate states it already)."""
    said = any(a.message == picked.message and a.order == picked.order for a in assumptions)
    for k, assumption in enumerate(assumptions):
        if assumption.kind == "reading" and assumption.order == choice.index and \
                assumption.message.startswith("asm.read_") and assumption.message != picked.message:
            if said:
                del assumptions[k]
            else:
                assumptions[k] = picked
            return
    if not said:
        assumptions.append(picked)


def card_is(card: CardDef, card_type: str) -> bool:
    """Whether a card is of a type, supertype or subtype as a card question names it ("instant", "legendary",
    "elf"; "permanent": a permanent card; "spell": any card but a land, cast as a spell), or of a colour."""
    if card_type == "permanent":
        return card.is_permanent_card
    if card_type == "spell":
        return "land" not in card.types
    colors = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
    if card_type in colors:
        return colors[card_type] in card.colors
    if card_type == "colorless":
        return not card.colors
    if card_type == "multicolored":
        return len(set(card.colors)) > 1
    if card_type == "kindred":
        return bool({"kindred", "tribal"} & card.types)
    return card_type in card.types or card_type in card.supertypes or \
        card_type in {s.lower() for s in card.subtypes}


def _looks_controlled(text: str, exc: MessageError) -> bool:
    """A message written in the controlled language (setup lines, numbered lines, a code block), or an
    error only its parser can name precisely (a control character, an impossible number): its own
    parser's error is the helpful one."""
    from bot.language.parser import Parser, _split_lines

    if exc.kind in ("bad_number", "too_large") or exc.message == "err.control_character":
        return True
    try:
        lines = _split_lines(text[:20000])
    except MessageError:
        return True
    parser = Parser(None)  # type: ignore[arg-type]  # only the line shapes are looked at
    raw = text.splitlines()
    for line in lines:
        if parser._setup_head(line) is not None:
            return True
        source = raw[line.number - 1] if line.number - 1 < len(raw) else ""
        if line.offset and source[: line.offset].strip():  # "1." "2)" "-" numbering
            return True
    return "```" in text


_INTERNAL_FALLBACK = {
    "en": "Arbitre failed while checking this message (internal error: {error}). This is a bug in Arbitre, "
          "not in the message.",
    "fr": "Arbitre a échoué en vérifiant ce message (erreur interne : {error}). C'est un bogue d'Arbitre, "
          "pas une erreur du message.",
}


def internal_error_data(lang: str, params: dict[str, Any]) -> dict[str, Any]:
    """A TRACE_JSON error object built without the renderer (for when the renderer is what failed)."""
    lang = lang if lang in _INTERNAL_FALLBACK else "en"
    message = _INTERNAL_FALLBACK[lang].format(error=params.get("error", "?"))
    return {
        "verdict": "error",
        "cr_version": CR_VERSION,
        "lang": lang,
        "actions": [],
        "illegal": None,
        "error": {"kind": "internal", "line": None, "column": None, "message": message, "suggestions": []},
        "state": {"turn": {"active": None, "step": None, "priority": None}, "stack": [], "players": []},
        "plugin_failures": [],
        "summary": message,  # the renderer failed: the short answer is the error itself
    }


__all__ = ["Arbitre", "TraceOutcome", "CR_VERSION", "RunResult", "internal_error_data"]
