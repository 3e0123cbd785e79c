"""Turn an engine run into words: JSON (TRACE_JSON.md), terminal text, or Discord markdown.

Only this layer knows languages: it words the engine's message ids with the Fluent catalogues
(`bot/render/i18n.py`, `bot/render/locales/`).
"""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Callable, Sequence
from typing import Any

from bot.engine.actions import Action
from bot.engine.runner import CR_VERSION, RunResult
from bot.engine.state import GameState, Permanent
from bot.engine.trace import ActionTrace, ErrorInfo, Name, Step, card_name
from bot.render.grammar import Noun, join
from bot.render.i18n import format_message, has_message
from bot.render.i18n import say as say_key
from bot.render.summary import after_colon, asked, summarize, with_summary
from bot.render.words import arguments, card, mana_text, player, value_text

__all__ = ["say", "to_json", "render_text", "dumps", "mana_text", "value_text", "state_json"]

_SAID: dict[tuple[Any, ...], str] = {}  # (message, params, lang, the parameters' types) -> text
_SAID_MAX = 8192


def say(message: str, params: dict[str, Any] | tuple[tuple[str, Any], ...] | None, lang: str) -> str:
    """The message `message` in `lang`, with its parameters worded.

    A worded message depends only on its id, parameters and language, and traces repeat many
    ("Alice taps Forest for {G}"): the text is kept (up to _SAID_MAX of them), as Fluent takes
    ten times longer to format it than to find it again. The key holds the parameters' types,
    since True == 1 == 1.0 and they are worded differently."""
    items = params if isinstance(params, tuple) else tuple((params or {}).items())
    key = (message, items, lang, tuple([type(v) for _, v in items]))
    try:
        known = _SAID.get(key)
    except TypeError:  # a parameter that can't be hashed (a list): worded each time
        return _say(message, dict(items), lang)
    if known is None:
        known = _say(message, dict(items), lang)
        if len(_SAID) >= _SAID_MAX:
            _SAID.clear()
        _SAID[key] = known
    return known


def _say(message: str, params: dict[str, Any], lang: str) -> str:
    if not has_message(message):
        detail = ", ".join(f"{k}={value_text(k, v, lang)}" for k, v in params.items())
        return f"{message} ({detail})" if detail else message
    return format_message(message, lang, arguments(params, lang))


# ---------------------------------------------------------------------------- JSON

def _permanent_json(perm: Permanent, state: GameState) -> dict[str, Any]:
    host = state.permanent(perm.attached_to) if perm.attached_to is not None else None
    if host is None and perm.attached_to is not None:  # attached to a permanent that phased out with it (702.26g)
        host = next((p for p in state.phased_out if p.oid == perm.attached_to), None)
    out = {
        "name": perm.card.name,
        "tapped": perm.tapped,
        "damage": perm.damage,
        "power": perm.power,
        "toughness": perm.toughness,
        "counters": dict(perm.counters),
        "sick": perm.sick,
        "attacking": perm.attacking,
        "keywords": sorted(perm.keywords),
        "colors": perm.colors,
        "token": perm.token,
        "attached_to": host.card.name if host is not None else None,
    }
    if perm.origin == "assumed":
        out["assumed"] = True  # an assumed land (FREE_FORM.md section 4)
    return out


def state_json(state: GameState) -> dict[str, Any]:
    turn: dict[str, Any] = {"active": state.active, "step": state.step, "priority": state.priority}
    if state.day_night:  # 730.1: only once the game has become day or night
        turn["day_night"] = state.day_night
    return {
        "turn": turn,
        "stack": [{"name": i.card.name, "kind": i.kind, "controller": i.controller} for i in state.stack],
        "players": [
            {
                "name": p.name,
                "life": p.life,
                "pool": p.pool.symbols(),
                "hand": [o.card.name for o in p.hand],
                "graveyard": [o.card.name for o in p.graveyard],
                "exile": [o.card.name for o in p.exile],
                "library": p.library_size,
                "battlefield": [_permanent_json(perm, state) for perm in state.battlefield
                                if perm.controller == p.name],
                # phased-out permanents (702.26b): treated as though they don't exist, so not in `battlefield`;
                # shown apart with their mark, the same fields as a permanent (a key added to TRACE_JSON)
                "phased_out": [{**_permanent_json(perm, state), "phased_out": True} for perm in state.phased_out
                               if perm.controller == p.name],
                "lost": p.lost,
                "poison": p.poison,  # counters (122.1f), and energy ({E}, 107.14): keys added to TRACE_JSON
                "energy": p.energy,
                # the monarch (724), the dungeon in the command zone and its room (309), dungeons completed:
                # keys added to TRACE_JSON (the dungeon and room as the engine's keys, "" when none)
                "monarch": p.name == state.monarch,
                "dungeon": p.dungeon,
                "room": p.room,
                "dungeons_completed": p.dungeons_completed,
            }
            for p in state.players
        ],
    }


FOLD_AFTER = 12  # a step repeated more often than this in one action is folded
KEEP_HEAD, KEEP_TAIL = 4, 2  # occurrences kept before and after the fold


def fold(steps: list[Step]) -> list[Step]:
    """Bound a trace's size: in one action, the steps of a kind repeated more than FOLD_AFTER times
    (900 Mountains tapped for mana) keep their first and last occurrences; each run of the others
    becomes one step that says how many were folded and under which rules. Illegal steps stay."""
    counts: dict[str, int] = {}
    for step in steps:
        counts[step.message] = counts.get(step.message, 0) + 1
    if max(counts.values(), default=0) <= FOLD_AFTER:
        return steps
    seen: dict[str, int] = {}
    out: list[Step] = []
    run: list[Step] = []

    def flush() -> None:
        if run:
            rules = tuple(dict.fromkeys(s.rule for s in run))
            out.append(Step(run[0].rule, "info", "step.folded", (("count", len(run)), ("rules", ", ".join(rules)))))
            run.clear()

    for step in steps:
        n = seen[step.message] = seen.get(step.message, 0) + 1
        total = counts[step.message]
        if step.kind != "illegal" and total > FOLD_AFTER and KEEP_HEAD < n <= total - KEEP_TAIL:
            run.append(step)
            continue
        flush()
        out.append(step)
    flush()
    return out


def _step_json(step: Step, lang: str, titles: Callable[[str], str | None] | None) -> dict[str, Any]:
    out: dict[str, Any] = {"rule": step.rule, "kind": step.kind, "text": say(step.message, step.param_dict(), lang),
                           "id": step.message}
    if titles is not None:
        title = titles(step.rule)
        if title:
            out["title"] = title
    return out


def error_json(error: ErrorInfo, lang: str) -> dict[str, Any]:
    params = dict(error.params)
    return {
        "kind": error.kind,
        "line": error.line,
        "column": error.column,
        "message": say(error.message, params, lang),
        "suggestions": [str(s) for s in error.suggestions],  # card names (Name) as their English Oracle name
    }


def counted(sentences: list[str]) -> list[str]:
    """Sentences said once each, with how many times when repeated: "L'Île est de nouveau dégagée (×2)."."""
    counts: dict[str, int] = {}
    for sentence in sentences:
        counts[sentence] = counts.get(sentence, 0) + 1
    return [s if n == 1 else f"{s.rstrip('.')} (×{n})." for s, n in counts.items()]


def but_json(steps: Sequence[Step], lang: str) -> list[dict[str, str]]:
    """What a yes leads to ("Abrupt Decay can't be countered"), as the JSON `but` of an answer or a question."""
    return [{"rule": s.rule, "message": say(s.message, s.param_dict(), lang)} for s in steps]


def steps_json(steps: Sequence[Step], lang: str) -> list[dict[str, Any]]:
    """Steps as the JSON trace words them (a question's hypothetical `resolution`)."""
    return [_step_json(s, lang, None) for s in fold(list(steps))]


# steps that name a player without saying who acts: passes before the action, a step beginning
_NOT_THE_ACTOR = ("step.pass_implicit", "step.all_pass", "step.priority_after_cast", "step.step_begins",
                  "step.already_on_stack", "step.on_stack_untargeted", "step.on_stack_paid_before")


def action_label(action: Action | None, entry: ActionTrace, lang: str) -> str:
    """What an action does, for the header of its steps ("you cast Force of Will", « votre adversaire
    attaque avec les Grizzlis »): worded from the action carried out, in `lang`, never the message's words,
    which may be of the other language or a whole question ("can I counterspell a Bolt that…"). Empty
    when the action names nothing the label needs (the header is then its number and line alone)."""
    if action is None or not has_message("act." + action.kind):
        return ""
    if action.kind == "resolve":  # what resolves: "Llanowar Elves resolves", « la capacité du Mogg… se résout »
        resolved = next((s.param_dict() for s in entry.steps if s.message == "step.resolves"), None)
        if resolved is not None:
            return say("act.resolves", {"card": resolved.get("card"), "kind": resolved.get("kind")}, lang)
    player = action.actor
    if player is None:
        player = next((str(s.param_dict()["player"]) for s in entry.steps
                       if s.message not in _NOT_THE_ACTOR and "player" in s.param_dict()), None)
    params: dict[str, Any] = {}
    needs = _LABEL_NEEDS.get(action.kind, ())
    if "player" in needs:
        if player is None:
            return ""
        params["player"] = player
    if "card" in needs:
        ref = action.blocker if action.kind == "block" else action.card
        if ref is None:
            return ""
        params["card"] = card_name(ref.card)
    if "cards" in needs:
        if not action.cards:
            return ""
        params["attackers" if action.kind == "block" else "cards"] = tuple(card_name(r.card) for r in action.cards)
    if "step" in needs:
        if action.step is None:
            return ""
        params["step"] = action.step
    return say("act." + action.kind, params, lang)


_LABEL_NEEDS: dict[str, tuple[str, ...]] = {
    "cast": ("player", "card"), "on_stack": ("card",), "activate": ("player", "card"),
    "tap_mana": ("player", "cards"), "pay": ("player",), "play_land": ("player", "card"),
    "discard": ("player", "cards"), "pass": ("player",), "hold_priority": ("player",),
    "decline_madness": ("player", "card"), "decline_pay": ("player",), "attack": ("player", "cards"),
    "block": ("card", "cards"), "goto_step": ("step",), "choose": ("player",),
    "sacrifice": ("player", "cards"), "foretell": ("player", "card"), "turn_face_up": ("player", "card"),
    "suspend": ("player", "card"), "assign": ("card",), "dredge": ("player", "card"), "exert": ("player", "card"),
}


def _carried(actions: list[Action], entry: ActionTrace) -> Action | None:
    """The action a trace entry records: the first one left of its line and words (a line may hold several,
    "his Counterspell" already on the stack, then the cast that answers it, with the same words), taken off
    `actions` so that the next entry of those words gets the next one."""
    for i, action in enumerate(actions):
        if (action.line, action.source) == (entry.line, entry.source):
            return actions.pop(i)
    return None


def to_json(result: RunResult, lang: str, titles: Callable[[str], str | None] | None = None) -> dict[str, Any]:
    trace = result.trace
    carried = list(result.actions)  # the actions carried out, matched in order to the trace's entries
    actions = []
    for entry in trace.actions:
        answer = None
        if entry.answer is not None:
            answer = {"legal": entry.answer.legal, "rule": entry.answer.rule,
                      "message": say(entry.answer.message, entry.answer.params, lang)}
            if entry.answer.but:  # what the yes leads to that the player needs to hear with it
                answer["but"] = but_json(entry.answer.but, lang)
            if entry.answer.resolution:  # what it does when nothing stops it: the short answer says it
                answer["resolution"] = steps_json(entry.answer.resolution, lang)
        actions.append({
            "index": entry.index,
            "line": entry.line,
            "source": entry.source,
            "label": action_label(_carried(carried, entry), entry, lang),
            "legal": entry.legal,
            "answer": answer,
            "steps": [_step_json(s, lang, titles) for s in fold(entry.steps)],
        })
    illegal = None
    if trace.illegal is not None:
        ill = trace.illegal
        restored = [say(s.message, s.param_dict(), lang) for s in ill.restored]
        rollback_text = " ".join([say("rb.summary", {}, lang)] + counted(restored))
        illegal = {
            "action": ill.action,
            "rule": ill.rule,
            "rules": list(ill.rules) + (["732.1"] if "732.1" not in ill.rules else []),
            "message": say(ill.message, ill.params, lang),
            "rollback": {"rule": "732.1", "text": rollback_text, "restored": restored},
        }
    return with_summary({
        "verdict": result.verdict,
        "kind": "play",
        "assumptions": [],
        "cr_version": CR_VERSION,
        "lang": lang,
        "actions": actions,
        "illegal": illegal,
        "error": error_json(trace.error, lang) if trace.error is not None else None,
        "state": state_json(result.state),
        "plugin_failures": [{"plugin": f.plugin, "hook": f.hook, "error": f.error} for f in result.failures],
    }, lang)


# ---------------------------------------------------------------------------- text and markdown

CardNamer = Callable[[str], "str | Name"]


def _label(key: str, lang: str) -> str:
    return say("label." + key, {}, lang)


def _noun(english: str, lang: str, card_name: CardNamer | None) -> Noun:
    """A card of the JSON state (English name) as a noun in `lang` (its name there, its gender)."""
    found = card_name(english) if card_name is not None else english
    if isinstance(found, Name):
        return card(found, lang)
    return card(Name(english, found if lang == "fr" and found != english else ""), lang)


def rules_polarity(data: dict[str, Any]) -> str:
    """"yes" / "no" when a rules question asks yes or no and its first rule answers it, else "none"."""
    from bot.render.rules_answer import answer_polarity

    return answer_polarity(data)


def header_label(data: dict[str, Any], lang: str) -> tuple[str, str]:
    """(mark, label) of a reply: a question is answered Yes/No, a play by its verdict."""
    yes_no = asked(data)
    if yes_no is not None:
        yes = yes_no
        return ("✅" if yes else "❌"), say_key("text-header-yes" if yes else "text-header-no", lang)
    verdict = data.get("verdict", "error")
    mark = {"legal": "✅", "illegal": "❌", "answered": "📖"}.get(verdict, "⚠️")
    if verdict == "answered":
        answer = rules_polarity(data)
        if answer != "none":  # "can I respond to a mana ability?": the header is the answer (issue 12 item 5)
            return ("✅" if answer == "yes" else "❌"), say_key(f"text-header-{answer}", lang)
        return mark, say_key("rule.title", lang)
    kind = (data.get("error") or {}).get("kind") if verdict == "error" else None
    if kind in ("ambiguous", "incomplete"):  # read, but not judged: not "not understood"
        return mark, _label("verdict." + kind, lang)
    return mark, _label("verdict." + verdict, lang)


def but_line(but: dict[str, Any], lang: str, rule: Callable[[str], str] = str) -> str:
    """"But once it resolves (101.2): Abrupt Decay can't be countered...": what a yes leads to."""
    return say_key("text-answer-but", lang, rule=rule(str(but.get("rule", ""))),
                   message=after_colon(str(but.get("message", "")), lang))


def answer_line(answer: dict[str, Any], lang: str) -> str:
    return say_key("text-answer", lang, legal="yes" if answer.get("legal") else "no", rule=str(answer.get("rule", "")),
                   message=after_colon(str(answer.get("message", "")), lang))


def suggestion(text: str, lang: str, name: Callable[[str], str] = str) -> str:
    """A close match offered to the user: a card by its name in `lang`, a player as the word to type."""
    if text in ("me", "opponent"):
        return say_key("text-quoted", lang, text=say_key("input-" + text, lang))
    return name(text)


def _same_sentence(a: str, b: str) -> bool:
    """Two texts saying one sentence, whatever the case of their first letter and their final stop."""
    def norm(t: str) -> str:
        return t.strip().rstrip(".").lower()
    return bool(a) and norm(a) == norm(b)


_SENTENCE_END = re.compile(r"(?<=[.?!])\s+(?=[A-ZÀ-Ý])")


def _norm_in(sentence: str, text: str) -> bool:
    return sentence.strip().rstrip(".").lower() in text.lower()


def error_lines(err: dict[str, Any], lang: str, name: Callable[[str], str] = str, said: str = "") -> list[str]:
    """Where the message went wrong and what was meant; the error's sentence is left out when `said` (the
    short answer above it) already says it, the line and column alone then pointing at the place."""
    out = []
    message = str(err.get("message", ""))
    if said and message:  # the sentences the short answer already said are not said again
        message = " ".join(s for s in _SENTENCE_END.split(message) if not _norm_in(s, said))
    if not message and err.get("line"):
        out.append(say_key("text-error-where", lang, line=err["line"], column=err.get("column") or 0))
    elif err.get("line") and err.get("column"):
        out.append(say_key("text-error-column", lang, line=err["line"], column=err["column"],
                           message=after_colon(message, lang)))
    elif err.get("line"):
        out.append(say_key("text-error-line", lang, line=err["line"], message=after_colon(message, lang)))
    else:
        out.append(message)
    if err.get("suggestions"):
        names = join([suggestion(s, lang, name) for s in err["suggestions"]], lang, disjunction=True)
        key = "text-did_you_mean" if err.get("kind") == "unknown_card" else "text-candidates"
        out.append(say_key(key, lang, names=names))
    return out


def grouped(items: list[str]) -> str:
    """A list with its repeats counted: "Montagne (engagée) ×900, Foudre" rather than 900 names."""
    out = []
    for text, group in itertools.groupby(items):
        count = len(list(group))
        out.append(f"{text} ×{count}" if count > 2 else ", ".join([text] * count))
    return ", ".join(out)


def state_lines(data: dict[str, Any], lang: str, card_name: CardNamer | None = None) -> list[str]:
    """The final situation, one line for the stack (top first) and one per player, in `lang`."""
    def name(english: str) -> str:
        return _noun(english, lang, card_name).text

    def names(cards: list[str]) -> str:
        return grouped([name(c) for c in cards]) or say_key("state-none", lang)

    state = data.get("state") or {}
    lines = []
    stack = list(reversed(state.get("stack") or []))
    if stack:
        items = [say_key("state-stack-item", lang, card=name(s["name"]), player=player(s.get("controller", ""), lang))
                 for s in stack]
        lines.append(say_key("state-stack", lang, cards=", ".join(items)))
    else:
        lines.append(say_key("state-stack-empty", lang))
    for p in state.get("players") or ():
        perms = []
        for b in p.get("battlefield") or ():
            noun = _noun(b["name"], lang, card_name)
            marks = []
            if b.get("tapped") and noun.gender is None and noun.head is not None and lang == "fr":
                # « Akki lance-charbon (créature engagée) »: what agrees with a name without gender follows its head
                marks.append(format_message("state-tapped-head", lang, {"card": noun, "head": noun.head[0]}))
            elif b.get("tapped"):
                marks.append(format_message("state-tapped", lang, {"card": noun}))
            if b.get("damage"):
                marks.append(say_key("state-damage", lang, amount=b["damage"]))
            text = noun.text + (f" [{b['power']}/{b['toughness']}]" if b.get("power") is not None else "")
            perms.append(text + (f" ({', '.join(marks)})" if marks else ""))
        who = player(p["name"], lang)
        line = format_message("state-player", lang, {
            "player": who, "life": p["life"], "pool": mana_text(p.get("pool") or "", lang),
            "battlefield": grouped(perms) or say_key("state-none", lang), "hand": names(p.get("hand") or []),
            "graveyard": names(p.get("graveyard") or [])})
        if p.get("exile"):
            line += say_key("state-exile", lang, cards=names(p["exile"]))
        if p.get("phased_out"):  # 702.26b: on the battlefield, treated as though they don't exist
            line += say_key("state-phased_out", lang, cards=names([b["name"] for b in p["phased_out"]]))
        if p.get("poison"):
            line += say_key("state-poison", lang, count=p["poison"])
        if p.get("energy"):
            line += say_key("state-energy", lang, count=p["energy"])
        if p.get("monarch"):
            line += say_key("state-monarch", lang)
        if p.get("dungeons_completed"):
            line += say_key("state-dungeons_completed", lang, count=p["dungeons_completed"])
        if p.get("lost"):
            line += say_key("state-lost-sep", lang) + format_message("state-lost", lang, {"player": who})
        lines.append(line)
    return lines


def render_text(data: dict[str, Any], lang: str, markdown: bool = False,
                explain: Callable[[str], str | None] | None = None,
                card_name: CardNamer | None = None) -> str:
    """A readable trace for a terminal (markdown=False) or Discord (markdown=True): the short answer
    first, then every step with its rule, then the final situation.

    `card_name` turns the English names of the JSON state into names in `lang` (a `Name`, or the
    name as a string); without it they stay English.
    """
    if data.get("kind") in ("rules_question", "card_question"):
        from bot.render.freeform import answered_text

        return answered_text(data, lang, markdown)
    b = (lambda s: f"**{s}**") if markdown else (lambda s: s)
    code = (lambda s: f"`{s}`") if markdown else (lambda s: s.ljust(8))

    def shown(english: str) -> str:
        return _noun(english, lang, card_name).text

    mark, label = header_label(data, lang)
    out = [f"{mark} {b(label)} — CR {data['cr_version']}"]
    summary = data.get("summary") or summarize(data, lang)
    if summary:
        out.append(summary)
    cited: list[str] = []
    for action in data["actions"]:
        head = (say_key("text-action", lang, index=action["index"], line=action["line"], label=action["label"])
                if action.get("label") else say_key("trace-action", lang, index=action["index"], line=action["line"]))
        out.append("")
        out.append(b(head))
        for step in action["steps"]:
            prefix = "  " if not markdown else "• "
            out.append(f"{prefix}{code(step['rule'])} {step['text']}")
            if step["rule"] not in cited:
                cited.append(step["rule"])
        buts = list((action.get("answer") or {}).get("but") or ())
        if action is data["actions"][-1]:  # "does it work?" about the whole play: what its last spell leads to
            buts += list((data.get("question") or {}).get("but") or ())
        if action.get("answer"):
            out.append(f"  → {answer_line(action['answer'], lang)}")
        for but in buts:
            out.append(f"  → {but_line(but, lang, (lambda r: f'`{r}`') if markdown else str)}")
            if but["rule"] not in cited:
                cited.append(but["rule"])
    if data.get("illegal"):
        ill = data["illegal"]
        out.append("")
        last = next((a["steps"][-1]["text"] for a in data["actions"] if a["index"] == ill["action"] and a["steps"]), "")
        if _same_sentence(last, ill["message"]):  # said by the step just above: the rules alone, not the sentence again
            out.append(say_key("text-why-above", lang, rules=", ".join(ill["rules"])))
        else:
            out.append(say_key("text-why", lang, rules=", ".join(ill["rules"]),
                               message=after_colon(ill["message"], lang)))
        out.append(say_key("text-rollback", lang, text=after_colon(ill["rollback"]["text"], lang)))
    if data.get("error"):
        out.append("")
        out.extend(error_lines(data["error"], lang, shown, said=summary or ""))
        out.extend(f"  - {reading}" for reading in data["error"].get("readings") or ())
    if data.get("assumptions"):
        from bot.render.freeform import assumed_lines

        out.extend(assumed_lines(data, lang, markdown))
    for failure in data.get("plugin_failures") or []:
        out.append(say_key("text-plugin_failure", lang, plugin=failure["plugin"], hook=failure["hook"],
                           error=failure["error"]))
    if data["actions"]:
        out.append("")
        out.append(b(_label("state", lang)))
        out.extend(("- " if markdown else "  ") + line for line in state_lines(data, lang, card_name))
    if explain is not None:
        texts = []
        for rule in cited + ([r for r in (data.get("illegal") or {}).get("rules", []) if r not in cited]):
            text = explain(rule)
            if text:
                texts.append(f"{code(rule)} {text}")
        if texts:
            out.append("")
            out.append(b(say_key("text-rules", lang)))
            out.extend(texts)
    return "\n".join(out)


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, indent=1)
