"""Trigger conditions ("When ~ enters", "Whenever a creature you control dies", "At the beginning of your
upkeep") into the event vocabulary of docs/ability_model.md ("Triggered abilities").

A condition is read as a subject and a predicate, so the same verbs serve every subject:

- the subject is the ability's source (`~`), the permanent its source is attached to ("enchanted
  creature", `attached = true`), other permanents ("a creature you control", "another Goblin", "one or
  more creatures": `filter`, and `self_too` for "~ or another creature"), or a player ("you", "an
  opponent", "a player": `scope`);
- the predicate is one of the verbs the engine notices (enters, dies, leaves the battlefield, attacks,
  blocks, becomes blocked, deals damage, is dealt damage, becomes tapped or untapped, becomes the target
  of a spell or ability, is turned face up; casts a spell, draws, discards, cycles, gains or loses life,
  sacrifices; the beginning of a step).

Anything else is `{"event": "other"}`: the engine never notices it and the face isn't simulated.
"""

from __future__ import annotations

import re
from typing import Any

from cardpool.oracle.grammar import parse_object, words_of

SCOPES = {"your": "you", "each": "each", "each player's": "each", "the": "each", "each opponent's": "opponent",
          "an opponent's": "opponent", "enchanted creature's controller's": "attached_controller",
          "the upkeep of enchanted creature's controller": "attached_controller"}
STEPS = {"upkeep": "upkeep", "end step": "end_step", "draw step": "draw_step", "precombat main phase": "main1",
         "postcombat main phase": "main2", "combat": "combat"}

# events about an object: (verb regex, event for the source itself, event for other objects); the other
# event's name is the source's with "_other" unless given
OBJECT_VERBS: list[tuple[str, str, str]] = [
    (r"enters(?: the battlefield)?", "enters", "enters_other"),
    (r"dies|is put into a graveyard from the battlefield", "dies", "creature_dies"),
    (r"leaves the battlefield", "leaves", "leaves_other"),
    (r"attacks alone", "attacks_alone", "attacks_alone_other"),
    (r"attacks and isn't blocked", "attacks_unblocked", "attacks_unblocked_other"),
    (r"attacks", "attacks", "attacks_other"),
    (r"attacks or blocks", "attacks_or_blocks", "attacks_or_blocks_other"),
    (r"blocks or becomes blocked(?: by a creature)?", "blocks_or_blocked", "blocks_or_blocked_other"),
    (r"blocks(?: a creature)?", "blocks", "blocks_other"),
    (r"becomes blocked(?: by a creature)?", "blocked", "blocked_other"),
    (r"deals combat damage to a player(?: or planeswalker| or battle)?", "combat_damage_to_player",
     "creature_combat_damage_to_player"),
    (r"deals combat damage to an opponent", "combat_damage_to_opponent", "combat_damage_to_opponent_other"),
    (r"deals combat damage to a creature", "deals_combat_damage_to_creature", "deals_combat_damage_to_creature_other"),
    (r"deals combat damage", "deals_combat_damage", "deals_combat_damage_other"),
    (r"deals damage to a player", "deals_damage_to_player", "deals_damage_to_player_other"),
    (r"deals damage to an opponent", "deals_damage_to_opponent", "deals_damage_to_opponent_other"),
    (r"deals damage to a creature", "deals_damage_to_creature", "deals_damage_to_creature_other"),
    (r"deals damage to you", "deals_damage_to_you", "deals_damage_to_you_other"),
    (r"deals damage", "deals_damage", "deals_damage_other"),
    (r"is dealt combat damage", "dealt_combat_damage", "dealt_combat_damage_other"),
    (r"is dealt damage", "dealt_damage", "dealt_damage_other"),
    (r"becomes tapped", "becomes_tapped", "becomes_tapped_other"),
    (r"becomes untapped", "becomes_untapped", "becomes_untapped_other"),
    (r"becomes the target of a spell or ability", "becomes_target", "becomes_target_other"),
    (r"becomes the target of a spell or ability an opponent controls", "becomes_target_opponent",
     "becomes_target_opponent_other"),
    (r"becomes the target of a spell", "becomes_target_spell", "becomes_target_spell_other"),
    (r"is turned face up", "turned_face_up", "turned_face_up_other"),
    (r"enters(?: the battlefield)? or attacks", "enters_or_attacks", ""),
    (r"enters(?: the battlefield)? or (?:dies|is put into a graveyard from the battlefield)", "enters_or_dies", ""),
    (r"enters(?: the battlefield)? or leaves the battlefield", "enters_or_leaves", ""),
    (r"attacks or becomes blocked", "attacks_or_blocked", ""),
    (r"mutates", "mutates", "mutates_other"),  # 702.140d
    (r"enters(?: the battlefield)? or the creature it haunts dies", "enters_or_haunted_dies", ""),  # 702.55c
]
# events about a player: (verb regex, event); `scope` says whose ("you", "opponent", "each")
PLAYER_VERBS: list[tuple[str, str]] = [
    (r"gains? life", "life_gained"),
    (r"loses? life", "life_lost"),
    (r"draws? a card", "drew"),
    (r"discards? a card", "discarded"),
    (r"cycles? (?:a|another) card", "cycled_card"),
    (r"cycles? or discards? a card", "cycled_or_discarded"),
    (r"cycles? or discards? another card", "cycled_or_discarded"),
    (r"attacks?", "attacked"),
    (r"(?:are|is|'re) dealt damage", "player_dealt_damage"),
    (r"(?:are|is|'re) dealt combat damage", "player_dealt_combat_damage"),
    (r"plays? a land", "land_played"),
    (r"casts? (?:your|their) second spell each turn", "cast_second"),
]
# "casts a red spell during your turn", "... from your hand": the cast events that say where from or when
CAST_TAILS = {"during your turn": "cast_on_your_turn", "during an opponent's turn": "cast_on_opponent_turn",
              "from your hand": "cast_from_hand", "from their hand": "cast_from_hand",
              "from your graveyard": "cast_from_graveyard", "from exile": "cast_from_exile"}
COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
PLAYER_SUBJECTS = {"you": "you", "an opponent": "opponent", "a player": "each", "each player": "each",
                   "any player": "each", "another player": "opponent", "each opponent": "opponent"}
ATTACHED = ("enchanted creature", "equipped creature", "enchanted permanent", "enchanted land", "enchanted artifact")

SIMPLE: dict[str, dict[str, Any]] = {
    "when you cast this spell": {"event": "cast_self"},
    "when you cast ~": {"event": "cast_self"},
    "whenever you cast this spell": {"event": "cast_self"},
    "whenever you cast a spell that targets ~": {"event": "cast_targets_self", "scope": "you"},
    "when you cycle ~": {"event": "cycled"},
    "when you exert ~": {"event": "exerted"},  # 701.43: the reflexive "When you do" of "You may exert ~"
    "whenever you exert a creature": {"event": "exerted_any", "scope": "you"},
    "when you cycle ~ or it dies": {"event": "cycled_or_dies"},
    "at end of combat": {"event": "end_of_combat", "scope": "each"},
    "at the beginning of combat on your turn": {"event": "combat", "scope": "you"},
    "at the beginning of each combat": {"event": "combat", "scope": "each"},
    "whenever you attack": {"event": "attacked", "scope": "you"},
    "whenever one or more creatures you control attack": {"event": "attacked", "scope": "you"},
    "whenever a creature attacks you or a planeswalker you control": {"event": "attacks_you"},
    "whenever a creature attacks you": {"event": "attacks_you"},
    "whenever one or more creatures attack you": {"event": "attacks_you_once"},
    "whenever one or more creatures you control deal combat damage to a player": {
        "event": "creatures_combat_damage_to_player", "scope": "you"},
    "whenever a creature deals damage to you": {"event": "player_dealt_damage_by_creature", "scope": "you"},
    "whenever a creature deals combat damage to you": {"event": "player_dealt_combat_damage", "scope": "you"},
    "whenever a source deals damage to ~": {"event": "dealt_damage"},
    "whenever ~ becomes the target of a spell or ability an opponent controls": {"event": "becomes_target_opponent"},
    "when you sacrifice ~": {"event": "sacrificed_self"},
    "whenever you sacrifice ~": {"event": "sacrificed_self"},
    "when ~ is put into your graveyard from the battlefield": {"event": "dies"},
    # 701.27e: it transformed, and this face (whose ability it is) is now up
    "when ~ transforms into ~": {"event": "transforms"},
    "whenever ~ transforms into ~": {"event": "transforms"},
    "when ~ enters the battlefield or transforms into ~": {"event": "enters_or_transforms"},
    "whenever ~ enters the battlefield or transforms into ~": {"event": "enters_or_transforms"},
    "when equipped creature transforms": {"event": "transforms", "attached": True},
    # battalion (the ability word): it attacks with at least two others (508.1)
    "whenever ~ and at least two other creatures attack": {"event": "attacks_with_two_others"},
    "whenever you cast a historic spell": {"event": "cast_historic", "scope": "you"},
    "whenever you draw your second card each turn": {"event": "drew_second", "scope": "you"},
    "whenever an opponent draws their second card each turn": {"event": "drew_second", "scope": "opponent"},
    "when ~ becomes monstrous": {"event": "became_monstrous"},
    "when ~ exploits a creature": {"event": "exploits"},
    "whenever a creature you control exploits a creature": {"event": "exploits_other",
                                                             "filter": {"types": ["creature"], "controller": "you"}},
    "whenever a creature dealt damage by ~ this turn dies": {"event": "damaged_by_self_dies"},
    "when a creature dealt damage by ~ this turn dies": {"event": "damaged_by_self_dies"},
    "whenever a creature dealt damage by equipped creature this turn dies": {"event": "damaged_by_self_dies",
                                                                             "attached": True},
    "whenever a creature dealt damage by enchanted creature this turn dies": {"event": "damaged_by_self_dies",
                                                                              "attached": True},
    "when ~ enters the battlefield untapped": {"event": "enters_untapped"},
    "whenever you cast your first spell during each opponent's turn": {"event": "cast_first_on_opponent_turn",
                                                                       "scope": "you"},
    "whenever you cast your first spell each turn": {"event": "cast_first", "scope": "you"},
    "whenever an opponent casts their first spell each turn": {"event": "cast_first", "scope": "opponent"},
    "whenever you cast a kicked spell": {"event": "cast_kicked", "scope": "you"},
    "whenever you cast a spell from your graveyard": {"event": "cast_from_graveyard", "scope": "you"},
    "whenever a player casts a spell from a graveyard": {"event": "cast_from_graveyard", "scope": "each"},
    "whenever you cast a spell from anywhere other than your hand": {"event": "cast_not_from_hand", "scope": "you"},
    "whenever an opponent casts a spell from anywhere other than their hand": {"event": "cast_not_from_hand",
                                                                               "scope": "opponent"},
    "whenever you cast a spell during an opponent's turn": {"event": "cast_on_opponent_turn", "scope": "you"},
    "whenever an opponent casts a spell during your turn": {"event": "cast_on_your_turn", "scope": "opponent"},
    "whenever you surveil": {"event": "surveilled", "scope": "you"},
    "whenever you scry": {"event": "scried", "scope": "you"},
    "whenever a creature you control explores": {"event": "explores_other",
                                                 "filter": {"types": ["creature"], "controller": "you"}},
    "whenever you gain life for the first time each turn": {"event": "life_gained_first", "scope": "you"},
    "whenever one or more +1/+1 counters are put on ~": {"event": "plus_counters_put"},
    "whenever a +1/+1 counter is put on ~": {"event": "plus_counter_put"},
    # game actions (plugins.effects_game): the monarch (724), dungeons (309.7), dice (706), coins (705), clash
    "whenever you become the monarch": {"event": "became_monarch", "scope": "you"},
    "whenever an opponent becomes the monarch": {"event": "became_monarch", "scope": "opponent"},
    "whenever you complete a dungeon": {"event": "completed_dungeon", "scope": "you"},
    "whenever you roll one or more dice": {"event": "rolled_dice", "scope": "you"},
    "whenever you roll a die": {"event": "rolled_die", "scope": "you"},
    "whenever you win a coin flip": {"event": "won_flip", "scope": "you"},
    "whenever a player wins a coin flip": {"event": "won_flip", "scope": "each"},
    "whenever you clash": {"event": "clashed", "scope": "you"},
    "whenever you clash and win": {"event": "won_clash", "scope": "you"},
    "whenever day becomes night or night becomes day": {"event": "day_night"},
    "whenever one or more cards leave your graveyard": {"event": "left_graveyard", "scope": "you", "batch": True},
    # a card's own ability, working from the graveyard the discard put it in (603.6, 701.9)
    "when a spell or ability an opponent controls causes you to discard ~": {"event": "discarded_by_opponent",
                                                                              "zone": "graveyard"},
    "whenever you discard one or more cards": {"event": "discarded", "scope": "you", "batch": True},
    "whenever you cast a spell from exile": {"event": "cast_from_exile", "scope": "you"},
    "whenever you play a card": {"event": "cast", "scope": "you", "or": [{"event": "land_played", "scope": "you"}]},
    "whenever you play a land or cast a spell": {"event": "cast", "scope": "you",
                                                 "or": [{"event": "land_played", "scope": "you"}]},
    "whenever a player plays a land or casts a spell": {"event": "cast", "scope": "each",
                                                        "or": [{"event": "land_played", "scope": "each"}]},
    "whenever a player casts a spell from their hand": {"event": "cast_from_hand", "scope": "each"},
    "whenever an opponent casts a spell from their hand": {"event": "cast_from_hand", "scope": "opponent"},
    "at the beginning of combat on each opponent's turn": {"event": "combat", "scope": "opponent"},
    "whenever one or more creatures attack": {"event": "attacked", "scope": "each"},
    "whenever you attack with one or more creatures": {"event": "attacked", "scope": "you"},
    # 603.2h-like: only the first time each turn it becomes a target
    "whenever ~ becomes the target of a spell or ability for the first time each turn": {
        "event": "becomes_target", "once_per_turn": True},
}


def trigger_condition(cond: str) -> dict[str, Any]:
    """A trigger condition: {"event", and for some events "filter", "scope", "self_too", "attached"}."""
    text = cond.strip().rstrip(",").strip()
    low = text.lower()
    if low in SIMPLE:
        return dict(SIMPLE[low])
    m = re.fullmatch(r"at the beginning of (your|each|each player's|each opponent's|the|an opponent's) "
                     r"(upkeep|end step|draw step|precombat main phase|postcombat main phase)", low)
    if m:
        return {"event": STEPS[m.group(2)], "scope": SCOPES[m.group(1)]}
    m = re.fullmatch(r"at the beginning of enchanted player's (upkeep|end step|draw step|precombat main phase|"
                     r"postcombat main phase)", low)
    if m:  # a Curse (303.4): the turn of the player it enchants (`Permanent.enchanted_player`)
        return {"event": STEPS[m.group(1)], "scope": "enchanted_player"}
    m = re.fullmatch(r"at the beginning of the (upkeep|end step) of enchanted (?:creature|permanent|land|artifact|"
                     r"enchantment)'s controller", low)
    if m:
        return {"event": STEPS[m.group(1)], "scope": "attached_controller"}
    m = re.fullmatch(r"when you control no (.+)", text, re.IGNORECASE)
    if m:  # a state trigger (603.8): "When you control no Islands, sacrifice ~"
        words = words_of(m.group(1))
        ph = parse_object(words, 0, allow_players=False)
        if ph is not None and ph.end == len(words) and not ph.problems and not ph.zone \
                and ph.noun in ("object", "permanent"):
            return {"event": "control_none", "filter": ph.filter() or {"types": ["permanent"]}}
        return {"event": "other"}
    m = re.fullmatch(r"whenever one or more \+1/\+1 counters are put on (?:one or more |another )?(.+)", text,
                     re.IGNORECASE)
    if m and m.group(1) != "~":  # "... on a creature you control", "... on another creature you control"
        words = words_of(re.sub(r"^(?:a|an) ", "", m.group(1)))
        ph = parse_object(words, 0, allow_players=False)
        if ph is not None and ph.end == len(words) and not ph.problems and not ph.zone \
                and ph.noun in ("object", "permanent"):
            flt = ph.filter() or {"types": ["permanent"]}
            if "another " in low:
                flt["other"] = True
            return {"event": "plus_counters_put_other", "filter": flt}
        return {"event": "other"}
    m = re.fullmatch(r"when(?:ever)? (?:a|an) (.+) is championed with ~", text, re.IGNORECASE)
    if m:  # 702.72a: the champion's enter trigger exiled that object
        words = words_of(m.group(1))
        ph = parse_object(words, 0, allow_players=False)
        if ph is not None and ph.end == len(words) and not ph.problems and not ph.zone:
            return {"event": "championed", "filter": ph.filter() or {"types": ["permanent"]}}
        return {"event": "other"}
    if re.fullmatch(r"when the creature (?:~|this card) haunts dies", low):  # 702.55c
        return {"event": "haunted_dies"}
    m = re.fullmatch(r"(when|whenever) (.+)", text, re.IGNORECASE)
    if not m:
        return {"event": "other"}
    return _when(m.group(2)) or _to_graveyard(m.group(2)) or _enters_or(m.group(2)) or _either(m.group(2)) \
        or _tapped_for_mana(m.group(2)) or {"event": "other"}


def _tapped_for_mana(rest: str) -> dict[str, Any] | None:
    """"enchanted land is tapped for mana", "~ is tapped for mana", "a player taps a land for mana", "you tap a
    nonbasic land for mana", "a Forest is tapped for mana" (605.1b: a triggered mana ability when it adds mana)."""
    low = rest.lower()
    if low in ("~ is tapped for mana", "you tap ~ for mana"):
        return {"event": "tapped_for_mana"}
    if re.fullmatch(r"enchanted (land|permanent|artifact|creature) is tapped for mana", low):
        return {"event": "tapped_for_mana", "attached": True}
    m = re.fullmatch(r"(?:(a player|you|an opponent) taps (?:a|an) (.+) for mana|(?:a|an) (.+) is tapped for mana)",
                     rest, re.IGNORECASE)
    if not m:
        return None
    phrase = m.group(2) or m.group(3)
    words = words_of(phrase)
    ph = parse_object(words, 0, allow_players=False)
    if ph is None or ph.end != len(words) or ph.problems or ph.zone or ph.noun not in ("object", "permanent"):
        return None
    scope = PLAYER_SUBJECTS[m.group(1).lower()] if m.group(1) else "each"
    return {"event": "tapped_for_mana_other", "scope": scope, "filter": ph.filter() or {"types": ["permanent"]}}


GRAVEYARD_OWNERS = {"a": "each", "a player's": "each", "your": "you", "an opponent's": "opponent",
                    "its owner's": "each", "their owner's": "each"}


def _to_graveyard(rest: str) -> dict[str, Any] | None:
    """"~ is put into a graveyard from anywhere", "a creature card is put into an opponent's graveyard from
    anywhere", "~ is put into your graveyard from your library", "a nontoken creature is put into your graveyard
    from the battlefield": the card put into a graveyard (`scope`: whose graveyard, 404.2: its owner's), and
    where from. A card's own such ability works from the graveyard (`zone`), where the card then is (603.6)."""
    batch = rest.lower().startswith("one or more ")
    if batch:  # "one or more land cards are put into your graveyard from anywhere": once per event (603.2c)
        rest = "a " + rest[len("one or more "):]
    m = re.fullmatch(r"(~|(?:a|an|another) (.+?)) (?:is|are) put into (a|a player's|your|an opponent's|its owner's) "
                     r"graveyard from (anywhere|the battlefield|your library|a library|their library)", rest,
                     re.IGNORECASE)
    if not m:
        return None
    whose, origin = GRAVEYARD_OWNERS[m.group(3).lower()], m.group(4).lower()
    if m.group(1) == "~":
        if origin == "anywhere":
            return {"event": "to_graveyard", "zone": "graveyard"}
        if origin.endswith("library"):
            return {"event": "to_graveyard_from_library", "zone": "graveyard"}
        return {"event": "dies"}
    words = words_of(m.group(2))
    ph = parse_object(words, 0, allow_players=False)
    if ph is None or ph.end != len(words) or ph.problems or ph.zone:
        return None
    flt = ph.filter()
    if m.group(1).lower().startswith("another "):
        flt["other"] = True
    if origin == "the battlefield":  # a permanent dies into its owner's graveyard (603.6c, 603.10a)
        if ph.noun not in ("object", "permanent") or not (flt.get("types") or flt.get("subtypes")):
            return None
        return {"event": "creature_dies", "filter": flt, "scope": whose}
    if ph.noun not in ("card", "object"):
        return None
    if batch and ph.plural:
        flt["batch"] = True
    event = "to_graveyard_other" if origin == "anywhere" else "to_graveyard_from_library_other"
    if origin == "your library" and whose != "you" or origin == "their library" and whose == "each":
        return None
    batched = bool(flt.pop("batch", False))
    return {"event": event, "scope": whose, **({"filter": flt} if flt else {}), **({"batch": True} if batched else {})}


def _enters_or(rest: str) -> dict[str, Any] | None:
    """"another creature you control enters the battlefield or dies", "~ enters the battlefield or at the beginning
    of your upkeep": two events, each read alone (`or`)."""
    first: dict[str, Any] | None
    second: dict[str, Any] | None
    m = re.fullmatch(r"(~ enters(?: the battlefield)?) or (at the beginning of .+)", rest)
    if m:
        first, second = _self_predicate(m.group(1)[2:].lower()), trigger_condition(m.group(2))
    else:
        m = re.fullmatch(r"((?:another|a|an) .+? )(enters(?: the battlefield)?(?: under your control)?) or "
                         r"(dies|leaves the battlefield)", rest)
        if not m:
            return None
        first = _when(m.group(1) + m.group(2))
        second = _when(m.group(1) + m.group(3))
    if first is None or second is None or "other" in (first["event"], second["event"]):
        return None
    return {**first, "or": [second]}


def _either(rest: str) -> dict[str, Any] | None:
    """"~ enters the battlefield or is turned face up", "~ enters the battlefield or deals combat damage to a
    player", "~ dies or is put into exile from the battlefield": one ability with two trigger events (603.2: it
    triggers on either), each read alone; `or` holds the other conditions. "It" must mean the same in each."""
    m = re.fullmatch(r"~ or (enchanted|equipped) creature (.+)", rest)
    if m:  # "~ or enchanted creature attacks" (bestow: the creature it is, or the one it enchants)
        own = _self_predicate(m.group(2).lower(), m.group(2))
        if own is None or own["event"] in ("dies", "enters", "leaves"):
            return None
        return {**own, "or": [{**own, "attached": True}]}
    m = re.fullmatch(r"~ (.+?) or (.+)", rest)
    if not m:
        return None
    first = _self_predicate(m.group(1).lower(), m.group(1))
    second = _self_predicate(m.group(2).lower(), m.group(2))
    if second is None and m.group(2).lower() == "is put into exile from the battlefield":
        second = {"event": "exiled_from_battlefield"}
    if first is None or second is None or first["event"] == second["event"]:
        return None
    return {**first, "or": [second]}


def _when(rest: str) -> dict[str, Any] | None:
    low = rest.lower()
    for subject, scope in PLAYER_SUBJECTS.items():
        if low.startswith(subject + " ") or low.startswith(subject + "'"):
            pred = low[len(subject):].strip()
            got = _player_predicate(pred, rest[len(subject):].strip(), scope)
            if got is not None:
                return got
    for subject in ("~ or another ", "~ or an "):
        if low.startswith(subject):
            got = _other_subject(rest[len(subject):], other=subject.endswith("another "))
            if got is not None and got["event"].endswith("_other") or got is not None and got["event"] == \
                    "creature_dies":
                got["self_too"] = True
                return got
            return None
    if low.startswith("~ "):
        return _self_predicate(low[2:], rest[2:])
    for attached in ATTACHED:
        if low.startswith(attached + " "):
            if low[len(attached) + 1:] == "is put into a graveyard":  # from the battlefield, where it is (603.6c)
                return {"event": "attached_dies"}
            got = _self_predicate(low[len(attached) + 1:], rest[len(attached) + 1:])
            if got is not None and got["event"] not in ("enters", "enters_or_attacks", "enters_or_dies",
                                                        "enters_or_leaves"):
                if got["event"] == "dies":
                    return {"event": "attached_dies"}
                got["attached"] = True
                return got
            return None
    for det in ("one or more other ", "one or more "):
        if low.startswith(det):  # 603.2c: "one or more Rogues you control attack": once for the whole event
            got = _other_subject(_singular_verb(rest[len(det):]), other="other" in det)
            return {**got, "batch": True} if got is not None else None
    for det in ("another ", "a ", "an "):
        if low.startswith(det):
            return _other_subject(rest[len(det):], other=det == "another ")
    return None


# the verbs of OBJECT_VERBS as a plural subject says them ("one or more creatures die")
PLURAL_VERBS = {"die": "dies", "enter": "enters", "attack": "attacks", "leave": "leaves", "block": "blocks",
                "deal": "deals", "become": "becomes", "are": "is"}


def _singular_verb(rest: str) -> str:
    """"other creatures you control die" -> "other creatures you control dies" (the first plural verb)."""
    words = rest.split(" ")
    for i, word in enumerate(words):
        if word.lower() in PLURAL_VERBS and i:
            return " ".join(words[:i] + [PLURAL_VERBS[word.lower()]] + words[i + 1:])
    return rest


PARTNER_VERBS = {"blocks": "blocks", "becomes blocked by": "blocked",
                 "blocks or becomes blocked by": "blocks_or_blocked"}


def _self_predicate(pred: str, original: str = "") -> dict[str, Any] | None:
    for rx, own, _other in OBJECT_VERBS:
        if re.fullmatch(rx, pred):
            return {"event": own}
    m = re.fullmatch(r"(blocks|becomes blocked by|blocks or becomes blocked by) (?:a|an|one or more) (.+)", pred)
    if m:  # "blocks a creature with flying", "blocks or becomes blocked by a non-Wall creature": the other one's filter
        idx = pred.find(m.group(2), len(m.group(1)))
        words = words_of((original or pred)[idx:idx + len(m.group(2))])
        ph = parse_object(words, 0, allow_players=False)
        if ph is None or ph.end != len(words) or ph.problems or ph.zone or ph.noun not in ("object", "permanent"):
            return None
        return {"event": PARTNER_VERBS[m.group(1)], "partner": ph.filter() or {"types": ["creature"]}}
    return None


def _other_subject(rest: str, other: bool) -> dict[str, Any] | None:
    """"creature you control dies", "Goblin enters the battlefield under your control", "nontoken
    creature is put into a graveyard from the battlefield" -> {"event", "filter"}."""
    token = re.match(r"(?:(.+?) )?tokens? (?=\w)", rest)  # "creature token enters ...": the filter's `token`
    ph: Any = None
    if token:
        words = words_of((token.group(1) or "") + " " + rest[token.end():])
        head = len(words_of(token.group(1) or ""))
        if head:
            ph = parse_object(words, 0, allow_players=False)
            if ph is None or ph.end != head:
                return None
    else:
        words = words_of(rest)
        ph = parse_object(words, 0, allow_players=False)
        if ph is None:
            return None
    if ph is not None and (ph.problems or ph.zone or ph.noun not in ("object", "permanent")):
        return None
    pred = " ".join(words[ph.end if ph is not None else 0:]).lower()
    flt = ph.filter() if ph is not None else {}
    if token:
        if flt.get("token"):
            return None
        flt["token"] = "token"
    for suffix, who in ((" under your control", "you"), (" under an opponent's control", "opponent"),
                        (" under your opponents' control", "opponent")):
        if pred.endswith(suffix) and pred.startswith("enters"):
            if "controller" in flt:
                return None
            flt["controller"] = who
            pred = pred[: -len(suffix)]
            break
    if other:
        flt["other"] = True
    for rx, _own, event in OBJECT_VERBS:
        if event and re.fullmatch(rx, pred):
            if event == "creature_dies" and not flt.get("types") and not flt.get("subtypes"):
                return None
            return {"event": event, "filter": flt or {"types": ["permanent"]}}
    return None


def _player_predicate(pred: str, original: str, scope: str) -> dict[str, Any] | None:
    for rx, event in PLAYER_VERBS:
        if re.fullmatch(rx, pred):
            return {"event": event, "scope": scope}
    m = re.fullmatch(r"(casts?|casts? or cop(?:y|ies)) (?:a|an|another) (.+)", pred)
    if m:  # "casts a creature spell", "casts a spell with mana value 5 or greater", "cast or copy an instant ..."
        event = "cast" if " or cop" not in m.group(1) else "cast_or_copy"
        idx = pred.find(m.group(2), len(m.group(1)))
        phrase = original[idx:idx + len(m.group(2))]
        # where from and on whose turn (the events of `plugins.triggers._cast_matches`), with the spell's filter
        for tail, when in CAST_TAILS.items():
            if event == "cast" and phrase.lower().endswith(" " + tail):
                phrase, event = phrase[: -len(tail) - 1], when
                break
        both = re.fullmatch(r"(.*?)spell that's (?:both (\w+) and )?(\w+)", phrase, re.IGNORECASE)
        if both and (both.group(2) or "white").lower() in COLOR_LETTERS and both.group(3).lower() in COLOR_LETTERS:
            phrase = both.group(1) + "spell"
        else:
            both = None
        if re.fullmatch(r"(?:instant|sorcery|creature|artifact|enchantment)(?: or (?:instant|sorcery))?", phrase):
            phrase += " spell"
        words = words_of(phrase)
        ph = parse_object(words, 0, allow_players=False)
        if ph is None or ph.end != len(words) or ph.problems or ph.zone or ph.noun != "spell":
            return None
        flt = ph.filter()
        if both:  # "a spell that's both red and white" (the Mimics): each of the two colours
            flt["colors_all"] = "".join(COLOR_LETTERS[c.lower()] for c in both.groups()[1:] if c)
        return {"event": event, "scope": scope, **({"filter": flt} if flt else {})}
    m = re.fullmatch(r"sacrifices? (?:a|an|another) (.+)", pred)
    if m:
        idx = pred.find(m.group(1))
        phrase = original[idx:idx + len(m.group(1))]
        token = re.fullmatch(r"(?:(.+) )?tokens?", phrase)  # "a token", "a Blood token": the filter's `token`
        if token and token.group(1) is None:
            return {"event": "sacrificed", "scope": scope, "filter": {"token": "token", **(
                {"other": True} if pred.split()[1] == "another" else {})}}
        words = words_of(token.group(1) if token else phrase)
        ph = parse_object(words, 0, allow_players=False)
        if ph is None or ph.end != len(words) or ph.problems or ph.zone or ph.noun not in ("object", "permanent"):
            return None
        flt = ph.filter()
        if token:
            if flt.get("token"):
                return None
            flt["token"] = "token"
        if pred.split()[1] == "another":
            flt["other"] = True
        return {"event": "sacrificed", "scope": scope, "filter": flt or {"types": ["permanent"]}}
    m = re.fullmatch(r"discards? (?:a|an) (.+?) card", pred)
    if m:
        idx = pred.find(m.group(1))
        words = words_of(original[idx:idx + len(m.group(1))] + " card")
        ph = parse_object(words, 0, allow_players=False)
        if ph is None or ph.end != len(words) or ph.problems or ph.zone or ph.noun != "card":
            return None
        return {"event": "discarded", "scope": scope, "filter": ph.filter()}
    return None


__all__ = ["trigger_condition"]


# what "it" means in the effect of a trigger about its source, and events whose object is another one
# ("that creature": the creature it blocks, the creature it dealt damage to)
SELF_EVENTS = {"enters", "dies", "leaves", "attacks", "attacks_alone", "attacks_or_blocks", "blocks_or_blocked",
               "blocks", "blocked", "combat_damage_to_player", "combat_damage_to_opponent",
               "deals_combat_damage_to_creature", "deals_combat_damage", "deals_damage_to_player",
               "deals_damage_to_opponent", "deals_damage_to_creature", "deals_damage_to_you", "deals_damage",
               "dealt_combat_damage", "dealt_damage", "becomes_tapped", "becomes_untapped", "becomes_target",
               "becomes_target_opponent", "becomes_target_spell", "turned_face_up", "enters_or_attacks",
               "enters_or_dies", "enters_or_leaves", "attacks_or_blocked", "cycled", "cycled_or_dies", "chapter",
               "cast_self", "cast_targets_self", "sacrificed_self", "combat", "end_of_combat", "life_gained",
               "drew", "transforms", "enters_or_transforms", "attacks_with_two_others", "became_monstrous",
               "exploits", "enters_untapped", "plus_counters_put", "plus_counter_put", "scried", "surveilled",
               "life_gained_first", "exiled_from_battlefield"}
OBJECT_OF_EVENT = {"blocks", "blocked", "blocks_or_blocked", "deals_combat_damage_to_creature",
                   "deals_damage_to_creature", "attacks_or_blocked"}
PLAYER_OF_EVENT = {"upkeep", "end_step", "draw_step", "main1", "combat_damage_to_player", "combat_damage_to_opponent",
                   "cast", "cast_second", "deals_damage_to_player", "deals_damage_to_opponent",
                   "creature_combat_damage_to_player", "combat_damage_to_opponent_other",
                   "deals_damage_to_player_other",
                   "deals_damage_to_opponent_other", "life_gained", "life_lost", "drew", "discarded", "cycled_card",
                   "cycled_or_discarded", "sacrificed", "creatures_combat_damage_to_player", "player_dealt_damage",
                   "player_dealt_combat_damage", "player_dealt_damage_by_creature", "attacked", "attacks_you",
                   "attacks_you_once", "enters_other", "creature_dies", "leaves_other", "cast_targets_self",
                   "attached_dies", "becomes_target_opponent", "becomes_target", "cast_or_copy", "cast_historic",
                   "drew_second", "cast_first", "cast_first_on_opponent_turn", "cast_kicked", "cast_from_graveyard",
                   "cast_not_from_hand", "cast_on_opponent_turn", "cast_on_your_turn", "life_gained_first",
                   "tapped_for_mana", "cast_from_exile", "cast_from_hand"}


def trigger_refs(condition: dict[str, Any]) -> tuple[dict[str, Any] | None, dict[str, Any] | None,
                                                       dict[str, Any] | None]:
    """(it, that player, that creature) in the effect of a trigger with this condition: its source for
    events about itself (the permanent it is attached to for "enchanted creature" events), the object of
    the event otherwise; the player of the event (whose upkeep, who was dealt damage, who cast); the
    other object of the event ("blocks a creature": that creature)."""
    event = str(condition.get("event"))
    if event == "other":
        return None, None, None
    if condition.get("or"):  # either event: a reference means what it means in each, or nothing
        each = [trigger_refs({k: v for k, v in condition.items() if k != "or"})]
        each += [trigger_refs(alt) for alt in condition["or"]]
        first_refs = each[0]
        return tuple(ref if all(r[i] == ref for r in each) else None  # type: ignore[return-value]
                     for i, ref in enumerate(first_refs))
    if condition.get("attached") or event == "attached_dies":
        it: dict[str, Any] | None = {"event": True}
    elif event in SELF_EVENTS and not condition.get("filter"):
        it = {"self": True}
    elif event == "discarded":  # "exile that card from your graveyard": the card discarded (event_card_oid)
        it = {"event": True}
    elif event in ("upkeep", "end_step", "draw_step", "main1", "life_lost", "cycled_card",
                   "cycled_or_discarded", "attacked", "creatures_combat_damage_to_player", "player_dealt_damage",
                   "player_dealt_combat_damage", "land_played"):
        it = None
    else:
        it = {"event": True}
    that = {"event": True} if event in OBJECT_OF_EVENT else it
    player = {"who": "event_player"} if event in PLAYER_OF_EVENT or event.endswith("_other") else None
    return it, player, that


__all__ += ["trigger_refs"]


# ---------------------------------------------------------------------------------------------- effect conditions

CMP = {"or more": ">=", "or greater": ">=", "or less": "<=", "or fewer": "<="}


def _count_cmp(words: str) -> str | None:
    """"seven or more" -> ">=7", "no" -> "=0", "two" -> ">=2" (a plain number in "if you control two Gates")."""
    from cardpool.oracle.grammar import number

    m = re.fullmatch(r"(\w+) (or more|or greater|or less|or fewer)", words)
    if m:
        n = number(m.group(1))
        return f"{CMP[m.group(2)]}{n}" if isinstance(n, int) else None
    if words in ("no", "zero"):
        return "=0"
    n = number(words)
    return f">={n}" if isinstance(n, int) else None


def effect_condition(text: str, ctx: Any) -> dict[str, Any] | None:
    """What an "if ..." clause of an effect checks (`_effect_condition`, then the readers of
    `cardpool.oracle.effect_conditions`), or None."""
    from cardpool.oracle.effect_conditions import more_condition

    return _effect_condition(text, ctx) or more_condition(text, ctx)


def _effect_condition(text: str, ctx: Any) -> dict[str, Any] | None:
    """What an "if ..." clause of an effect checks as it resolves (plugins.conditions evaluates it), or None:

    {"c": "kicked"} "if it was kicked"; {"c": "is", "ref", "filter"} "if it's a creature card", "if ~ is
    untapped"; {"c": "control", "filter", "cmp"} "if you control three or more artifacts", "if you control no
    Islands" (`who`: "opponent" for "an opponent controls"); {"c": "cards", "zone", "who", "cmp"} "if you have no
    cards in hand", "if seven or more cards are in your graveyard"; {"c": "life", "who", "cmp"} "if you have 5 or
    less life"; {"c": "turn", "what"} "if a creature died this turn", "if you attacked this turn", "if an
    opponent lost life this turn", "if you gained life this turn"; {"c": "your_turn"}; {"c": "x", "cmp"} "if X
    is 5 or more"; {"c": "in_zone", "ref", "zone"} "if ~ is in your graveyard"; {"c": "last_turn_spells", "cmp",
    "each"} "if no spells were cast last turn", "if a player cast two or more spells last turn" (`each`: one
    player's count, else all players')."""
    from cardpool.oracle.refs import obj_ref

    t = text.strip()
    if t in ("it was kicked", "this spell was kicked", "~ was kicked", "that spell was kicked"):
        return {"c": "kicked"} if t != "that spell was kicked" else None
    if t in ("it's your turn", "it is your turn"):
        return {"c": "your_turn"}
    if t in ("it's not your turn", "it isn't your turn"):
        return {"c": "not", "of": {"c": "your_turn"}}
    turn = {"a creature died this turn": "creature_died", "you attacked this turn": "you_attacked",
            "an opponent lost life this turn": "opponent_lost_life", "you gained life this turn": "you_gained_life",
            "you attacked with a creature this turn": "you_attacked"}
    if t in turn:
        return {"c": "turn", "what": turn[t]}
    if t == "no spells were cast last turn":  # the werewolves' upkeep check (and its twin below)
        return {"c": "last_turn_spells", "cmp": "=0"}
    m = re.fullmatch(r"a player cast (\w+ or more) spells last turn", t)
    if m:
        cmp = _count_cmp(m.group(1))
        return {"c": "last_turn_spells", "each": True, "cmp": cmp} if cmp else None
    m = re.fullmatch(r"x is (\w+ or (?:more|greater|less))", t)
    if m:
        cmp = _count_cmp(m.group(1))
        return {"c": "x", "cmp": cmp} if cmp else None
    m = re.fullmatch(r"(it|~|that creature|that card|the card|the revealed card|that permanent)(?:'s| is| was) "
                     r"(?:an? )?(.+)", t)
    if m:
        ref = obj_ref(m.group(1), ctx)
        what = m.group(2)
        if ref is None:
            return None
        if what in ("in your graveyard", "on the battlefield", "in exile", "in your hand"):
            return {"c": "in_zone", "ref": ref, "zone": what.split()[-1]}
        if what in ("tapped", "untapped", "attacking", "blocking"):
            key = "tapped" if "tapped" in what else "combat"
            return {"c": "is", "ref": ref, "filter": {key: what}}
        flt = _object_or_card(what, ctx)
        return {"c": "is", "ref": ref, "filter": flt} if flt is not None else None
    m = re.fullmatch(r"(you|an opponent) controls? (no|an?|one|two|three|four|five|six|seven|\w+ or more) (.+)", t)
    if m:
        cmp = ">=1" if m.group(2) in ("a", "an", "one") else _count_cmp(m.group(2))
        flt = _object_or_card(m.group(3), ctx, plural_ok=True)
        if cmp is None or flt is None or flt.get("controller") or flt.get("zone"):
            return None
        return {"c": "control", "who": "you" if m.group(1) == "you" else "opponent", "filter": flt, "cmp": cmp}
    m = re.fullmatch(r"(you|that player|an opponent) (?:have|has) (no|\w+ or (?:more|fewer|less)) cards in "
                     r"(?:your|their) hand", t)
    if m:
        cmp = _count_cmp(m.group(2))
        who = {"you": "you", "that player": "that_player", "an opponent": "each_opponent"}[m.group(1)]
        if who == "that_player":
            if ctx.that_player is None:
                return None
            return {"c": "cards", "zone": "hand", **ctx.that_player, "cmp": cmp} if cmp else None
        return {"c": "cards", "zone": "hand", "who": who, "cmp": cmp} if cmp else None
    m = re.fullmatch(r"(?:there are )?(\w+ or more) cards (?:are )?in your graveyard", t)
    if m:
        cmp = _count_cmp(m.group(1))
        return {"c": "cards", "zone": "graveyard", "who": "you", "cmp": cmp} if cmp else None
    m = re.fullmatch(r"you have (\w+ or (?:more|less)) life", t)
    if m:
        cmp = _count_cmp(m.group(1))
        return {"c": "life", "who": "you", "cmp": cmp} if cmp else None
    m = re.fullmatch(r"you have less life than (?:an|that) opponent", t)
    if m:
        return {"c": "life_less"}
    return None


def _object_or_card(phrase: str, ctx: Any, plural_ok: bool = False) -> dict[str, Any] | None:
    """"creature card", "land", "Goblin", "artifact creature", "creatures with power 4 or greater" -> a filter."""
    from cardpool.oracle.refs import _original

    words = words_of(_original(phrase, ctx))
    ph = parse_object(words, 0, allow_players=False)
    if ph is None or ph.end != len(words) or ph.problems or ph.zone or ph.noun not in ("object", "permanent",
                                                                                      "card"):
        return None
    if ph.plural and not plural_ok:
        return None
    return ph.filter() or {"types": ["permanent"]}


__all__ += ["effect_condition"]
