"""`arbitre chat`: the bot's commands in a terminal, to try Arbitre without Discord.

    > opp Giant Growths his Llanowar Elves, I bolt them in response, do they die?
    > quand la folie se déclenche-t-elle ?      a line that is not a command is judged as `arbitre ask` judges it
    > trace I cast Shock targeting opponent         a one-line play
    > trace                                         then several lines, ended by "." or two empty lines
    > rule 601.2f        > rule --search activate only as an instant
    > card LED           > lang fr          > help          > quit

`!trace`, `/rule` and the French names (`règle`, `carte`, `aide`, `quitter`) work too, and any
line with `[[card name]]` shows those cards. On a terminal, lines are edited with readline and
kept in a history file; fed from a pipe or a script, the same commands run without prompts.
"""

from __future__ import annotations

import itertools
import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TextIO

from bot.message_text import (
    CARD_QUERY_LIMIT,
    INLINE_LIMIT,
    inline_card_names,
    input_problem,
    pick_lang,
    strip_code_block,
    strip_inline,
    text_lang,
)
from bot.render.i18n import say
from bot.service import Service

FRENCH_WORDS = {"tracer", "arbitrer", "demande", "demander", "regle", "règle", "carte", "langue", "aide", "quitter"}
COMMANDS = {
    "trace": "trace", "tracer": "trace", "judge": "trace", "arbitrer": "trace",
    "ask": "trace", "demande": "trace", "demander": "trace",
    "rule": "rule", "regle": "rule", "règle": "rule", "rules": "rule",
    "card": "card", "carte": "card",
    "lang": "lang", "langue": "lang",
    "help": "help", "aide": "help", "?": "help",
    "quit": "quit", "exit": "quit", "quitter": "quit", "bye": "quit",
}
LANG_NAMES = {"français": "fr", "francais": "fr", "french": "fr", "anglais": "en", "english": "en"}
END_MARKS = {".", "end", "fin", "```"}
HISTORY_FILE = "chat_history"


class Chat:
    """One terminal session: reads commands, answers with the same words as the bot."""

    def __init__(self, service: Service, lang: str = "auto", out: TextIO | None = None, markdown: bool = False) -> None:
        self.service = service
        self.lang = lang if lang in ("fr", "en") else "auto"
        self.out = out or sys.stdout
        self.markdown = markdown
        self.last_lang: str | None = None  # the language the user last wrote in

    # ---------------------------------------------------------------- output

    def write(self, text: str) -> None:
        self.out.write(text.rstrip("\n") + "\n")
        self.out.flush()

    def ui_lang(self, text: str | None = None, remember: bool = True) -> str:
        if self.lang in ("fr", "en"):
            return self.lang
        env = os.environ.get("LC_ALL") or os.environ.get("LC_MESSAGES") or os.environ.get("LANG") or ""
        guessed = text_lang(text)
        if guessed is not None and remember:
            self.last_lang = guessed
        return pick_lang(guessed, self.last_lang, "fr" if env.lower().startswith("fr") else None, "en")

    def follow_command(self, word: str, rest: str) -> None:
        """The conversation's language after a command: a French command word makes it French; an English
        one ("help", "quit", "card": French players type them too) sets it only when nothing has yet, or
        when the words after it are English (`trace I cast…`); `lang` and `?` say nothing of it."""
        if word in FRENCH_WORDS:
            self.last_lang = "fr"
        elif word not in ("lang", "langue", "?"):
            said = text_lang(rest) if COMMANDS.get(word) == "trace" else None
            self.last_lang = said or self.last_lang or "en"

    def conversation_lang(self, line: str) -> str | None:
        """The language a session's first line is written in (a command word, or a message's words)."""
        word, _, rest = line.strip().partition(" ")
        word = word.lstrip("!/").lower()
        if word in FRENCH_WORDS:
            return "fr"
        if word in COMMANDS:
            return (text_lang(rest) if COMMANDS[word] == "trace" else None) or \
                ("en" if word not in ("lang", "langue", "?", "trace") else None)
        return text_lang(strip_inline(line))

    def greet(self, first: str | None) -> None:
        """The welcome, in the language of the first line the user wrote (`first`), else the interface's."""
        if first is not None and self.lang == "auto":
            said = self.conversation_lang(first)
            if said is not None:
                self.last_lang = said
        self.write(say("chat.welcome", self.ui_lang()))

    # ---------------------------------------------------------------- commands

    def handle(self, line: str, more: Callable[[], Iterator[str]] | None = None) -> bool:
        """Run one command line; `more` yields the following lines (for a multi-line trace).
        Returns False when the session should end."""
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            return True
        word, _, rest = stripped.partition(" ")
        word = word.lstrip("!/").lower()
        command = COMMANDS.get(word)
        if command is not None:
            self.follow_command(word, rest)
        if command is None:
            names, extra = inline_card_names(stripped, INLINE_LIMIT)
            if names:
                self.ui_lang(strip_inline(stripped))
                for name in names:
                    self.card(name)
                if extra:
                    self.write(say("inline.more", self.ui_lang(strip_inline(stripped)), limit=INLINE_LIMIT))
                return True
            if stripped[0] in "!/":  # written as a command: a command we don't have
                rest_of_line = stripped.lstrip("!/")
                shown = rest_of_line if len(rest_of_line) <= 80 else rest_of_line[:79].rstrip() + "…"
                self.write(say("chat.unknown", self.ui_lang(stripped), command=word, line=shown))
                return True
            self.trace(stripped)  # anything else is a message, as `arbitre ask` reads it
            return True
        if command == "quit":
            self.write(say("chat.bye", self.ui_lang()))
            return False
        if command == "help":
            self.help(rest)
        elif command == "lang":
            self.set_lang(rest)
        elif command == "trace":
            text = rest
            fenced = rest.strip().startswith("```") and rest.count("```") < 2
            if (not rest.strip() or fenced) and more is not None:
                if not fenced and self.interactive():
                    self.write(say("chat.more", self.ui_lang()))
                text = "\n".join([rest] + _read_block(more(), fenced))
            self.trace(text)
        elif command == "rule":
            search = False
            for flag in ("--search ", "-s "):
                if rest.startswith(flag):
                    search, rest = True, rest[len(flag):]
            self.rule(rest, search)
        elif command == "card":
            self.card(rest)
        return True

    def interactive(self) -> bool:
        return False

    def help(self, topic: str = "") -> None:
        lang = self.ui_lang(topic)
        if topic.strip().lower() in ("play", "coup", "trace", "sheet", "aide-mémoire"):
            self.write(_plain(say("help.sheet", lang)))
        else:
            self.write(say("chat.help", lang))

    def set_lang(self, value: str) -> None:
        value = LANG_NAMES.get(value.strip().lower(), value.strip().lower())
        if value not in ("fr", "en", "auto"):  # "lang de": said, and the language stays what it was
            shown = value if len(value) <= 20 else value[:19] + "…"
            self.write(say("chat.lang_unknown", self.ui_lang(), value=shown, lang=self.lang))
            return
        self.lang = value
        self.write(say("chat.lang", self.ui_lang(), lang=self.lang))

    def trace(self, raw: str) -> None:
        from bot.render.trace_render import render_text

        text = strip_code_block(raw)
        lang = self.ui_lang(text)
        if not text:
            self.write(say("trace.no_text", lang, prefix=""))
            return
        problem = input_problem(text, self.service.settings.max_input_chars)
        if problem is not None:
            self.write(say(problem[0], lang, **problem[1]))
            return
        outcome = self.service.trace(text, None if self.lang == "auto" else self.lang)
        if self.lang == "auto":  # the conversation goes on in the language the message was answered in
            self.last_lang = outcome.lang
        namer = self.service.arbitre.card_namer(outcome.lang)  # the final situation in the answer's language
        self.write(render_text(outcome.data, outcome.lang, markdown=self.markdown, card_name=namer))

    def rule(self, query: str, search: bool = False) -> None:
        from bot.render.rules import render

        query = query.strip()
        lang = self.ui_lang(query)
        if not query:
            self.write(_plain(say("rule.no_query", lang)))
            return
        result = self.service.rule(query, self.lang, search)
        code = (result.get("error") or {}).get("code")
        out_lang = pick_lang(result.get("requested_lang"), result.get("lang"), lang)
        if code == "disabled":
            self.write(say("rule.disabled", out_lang))
        elif code == "lookup_failed" and result.get("_error_id"):
            self.write(_plain(say("rule.failed", out_lang, error_id=result["_error_id"])))
        else:
            self.write(render(result, "markdown" if self.markdown else "text", out_lang))

    def card(self, name: str) -> None:
        name = name.strip().strip("[]").strip()
        lang = self.ui_lang(name, remember=False)  # a French card name doesn't make the session French
        if not name:
            self.write(say("card.no_query", lang))
            return
        problem = input_problem(name, CARD_QUERY_LIMIT)  # as /card: no card has such a name; not echoed whole
        if problem is not None:
            self.write(say(problem[0], lang, **problem[1]))
            return
        answer = self.service.card(name)
        if answer.card is None:
            self.write(say("card.not_found", lang, name=name))
            if answer.suggestions:
                self.write(say("card.suggestions", lang, names=", ".join(answer.suggestions)))
            return
        from bot.render.cards import render_card_text

        if answer.info is not None:
            self.write(render_card_text(answer.info, lang))

    # ---------------------------------------------------------------- the loop

    def run(self, stream: TextIO) -> int:
        """Read commands from a stream (a pipe, a file, a script) until it ends or `quit`."""
        lines = iter(stream.readline, "")
        skipped: list[str] = []  # empty lines and comments before the first line that says something
        for line in lines:
            skipped.append(line)
            if line.strip() and not line.strip().startswith("#"):
                break
        first = skipped[-1] if skipped and skipped[-1].strip() else None
        self.greet(first)  # in the language of the user's first line, as a player is greeted back
        for line in itertools.chain(skipped[-1:] if first is not None else (), lines):
            if not self.handle(line.rstrip("\n"), lambda: (raw.rstrip("\n") for raw in lines)):
                break
        return 0


class TerminalChat(Chat):
    """The interactive session: prompts, line editing and a history file (readline)."""

    def __init__(self, *args, history: Path | None = None, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.history = history

    def interactive(self) -> bool:
        return True

    def _input(self, prompt: str) -> Iterator[str]:
        while True:
            try:
                yield input(prompt)
            except EOFError:
                return

    def run(self, stream: TextIO | None = None) -> int:
        readline = _readline(self.history)
        if self.lang == "auto":  # nothing said yet: welcome in both languages, the interface's first
            first = self.ui_lang()
            for lang in (first, "en" if first == "fr" else "fr"):
                self.write(say("chat.welcome", lang))
        else:
            self.write(say("chat.welcome", self.lang))
        lines = self._input("arbitre> ")
        try:
            for line in lines:
                try:
                    keep = self.handle(line, lambda: self._input("... "))
                except KeyboardInterrupt:
                    self.write("")
                    continue
                if not keep:
                    break
            else:
                self.write("")
        except KeyboardInterrupt:
            self.write("")
        finally:
            if readline is not None and self.history is not None:
                try:
                    self.history.parent.mkdir(parents=True, exist_ok=True)
                    readline.set_history_length(1000)
                    readline.write_history_file(str(self.history))
                except OSError:
                    pass
        return 0


def _readline(history: Path | None):
    try:
        import readline
    except ImportError:  # pragma: no cover - Windows without pyreadline
        return None
    if history is not None and history.exists():
        try:
            readline.read_history_file(str(history))
        except OSError:
            pass
    return readline


def _read_block(lines: Iterator[str], fenced: bool) -> list[str]:
    """The lines of a multi-line play: up to a closing ``` (fenced), else up to "." or two empty lines."""
    block: list[str] = []
    for line in lines:
        mark = line.strip()
        if fenced:
            block.append(line)
            if mark.endswith("```"):
                break
            continue
        if mark in END_MARKS:
            break
        if not mark:
            if block and not block[-1].strip():  # two empty lines in a row
                break
            if block:
                block.append("")
            continue
        block.append(line)
    return [b for b in block if b.strip()]


def _plain(text: str) -> str:
    """Our Discord-flavoured wording for a terminal: no ``` fences, no backticks, no bold."""
    return text.replace("```\n", "").replace("\n```", "").replace("```", "").replace("**", "").replace("`", "")


def run_chat(service: Service | None = None, *, lang: str = "auto", stdin: TextIO | None = None,
             stdout: TextIO | None = None, history: Path | None = None) -> int:
    """`arbitre chat`: interactive with readline on a terminal, plain line reading otherwise."""
    service = service or Service()
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    if stdin is sys.stdin and stdin.isatty() and stdout.isatty():
        if history is None:
            cache = service.settings.path("cache_dir")
            history = (cache / HISTORY_FILE) if cache else None
        return TerminalChat(service, lang, stdout, history=history).run()
    return Chat(service, lang, stdout).run(stdin)
