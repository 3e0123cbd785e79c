"""The play language's words, French and English (shared spec PLAY_LANGUAGE.md).

Everything is matched on a folded copy of the line (lower case, accents removed, one
character per character, so columns still point into what the user wrote).
"""

from __future__ import annotations

import unicodedata

_FOLD_CACHE: dict[str, str] = {}
_SPECIAL = {"’": "'", "‘": "'", "`": "'", "´": "'", "ʼ": "'", "«": '"', "»": '"', "“": '"', "”": '"',
            "œ": "o", "Œ": "o", "æ": "a", "Æ": "a", "\u00a0": " ", "\u202f": " ", "\t": " "}


def fold_char(ch: str) -> str:
    """One character, lower case, without accent; always exactly one character."""
    out = _FOLD_CACHE.get(ch)
    if out is None:
        if ch in _SPECIAL:
            out = _SPECIAL[ch]
        else:
            base = unicodedata.normalize("NFKD", ch)
            base = "".join(c for c in base if not unicodedata.combining(c)) or ch
            out = base[0].lower() if base else ch
            if len(out) != 1:  # pragma: no cover - defensive
                out = ch
        _FOLD_CACHE[ch] = out
    return out


class _FoldTable(dict[int, str]):
    """Code point -> folded character, for `str.translate`; filled on first sight (`fold_char`)."""

    def __missing__(self, code: int) -> str:
        out = self[code] = fold_char(chr(code))
        return out


_FOLD_TABLE = _FoldTable()


def fold(text: str) -> str:
    """`text` in lower case without accents, one character per character (columns stay valid)."""
    if text.isascii() and "`" not in text and "\t" not in text:
        return text.lower()  # the common case, and the same result as folding each character
    return text.translate(_FOLD_TABLE)


# --- zones (setup lines and "from <zone>") --------------------------------------------
ZONES = {
    "battlefield": "battlefield", "bf": "battlefield", "in play": "battlefield",
    "champ de bataille": "battlefield", "en jeu": "battlefield", "cdb": "battlefield",
    "hand": "hand", "main": "hand",
    "graveyard": "graveyard", "gy": "graveyard", "cimetiere": "graveyard",
    "library": "library", "bibliotheque": "library", "deck": "library",
    "exile": "exile", "exil": "exile",
}

# --- steps ----------------------------------------------------------------------------
STEP_WORDS = {
    "untap": "untap", "degagement": "untap",
    "upkeep": "upkeep", "entretien": "upkeep",
    "draw": "draw", "pioche": "draw", "draw step": "draw",
    "main 1": "main1", "main1": "main1", "main phase 1": "main1", "precombat main": "main1",
    "first main phase": "main1", "principale 1": "main1", "premiere phase principale": "main1",
    "phase principale 1": "main1", "main": "main1", "principale": "main1",
    "beginning of combat": "beginning_of_combat", "debut du combat": "beginning_of_combat",
    "declare attackers": "declare_attackers", "attackers": "declare_attackers", "attaquants": "declare_attackers",
    "declaration des attaquants": "declare_attackers",
    "declare blockers": "declare_blockers", "blockers": "declare_blockers", "bloqueurs": "declare_blockers",
    "declaration des bloqueurs": "declare_blockers",
    "first strike damage": "first_strike_damage", "first-strike damage": "first_strike_damage",
    "first strike combat damage": "first_strike_damage", "blessures de l'initiative": "first_strike_damage",
    "combat damage": "combat_damage", "blessures de combat": "combat_damage", "degats de combat": "combat_damage",
    "end of combat": "end_of_combat", "fin du combat": "end_of_combat",
    "main 2": "main2", "main2": "main2", "main phase 2": "main2", "postcombat main": "main2",
    "second main phase": "main2", "principale 2": "main2", "seconde phase principale": "main2",
    "deuxieme phase principale": "main2", "phase principale 2": "main2",
    "end step": "end", "end": "end", "fin de tour": "end", "etape de fin": "end",
    "cleanup": "cleanup", "nettoyage": "cleanup",
}

# --- players --------------------------------------------------------------------------
ME_WORDS = ("me", "i", "my", "myself", "moi", "je", "j'", "ma", "mon", "mes")
OPPONENT_WORDS = ("opponent", "my opponent", "the opponent", "they", "adversaire", "l'adversaire", "mon adversaire")
SUBJECT_ME = ("i ", "je ", "j'", "moi, je ", "moi ")
SUBJECT_OPPONENT = ("my opponent ", "the opponent ", "opponent ", "mon adversaire ", "l'adversaire ", "adversaire ",
                    "they ")

# --- verbs: folded forms -> action kind -------------------------------------------------
VERBS = {
    "cast": "cast", "casts": "cast", "casting": "cast",
    "lance": "cast", "lancer": "cast", "lances": "cast", "lancons": "cast", "lancez": "cast",
    "activate": "activate", "activates": "activate", "activating": "activate",
    "active": "activate", "activer": "activate", "actives": "activate", "activons": "activate",
    "tap": "tap_mana", "taps": "tap_mana", "tapping": "tap_mana",
    "engage": "tap_mana", "engager": "tap_mana", "engages": "tap_mana",
    "pay": "pay", "pays": "pay", "paie": "pay", "paye": "pay", "payer": "pay", "paies": "pay",
    "play": "play", "plays": "play", "joue": "play", "jouer": "play", "joues": "play",
    "discard": "discard", "discards": "discard", "defausse": "discard", "defausser": "discard",
    "defausses": "discard",
    "pass": "pass", "passes": "pass", "passe": "pass", "passer": "pass",
    "choose": "choose", "chooses": "choose", "find": "choose", "finds": "choose", "fetch": "choose",
    "fetches": "choose", "choisit": "choose", "choisis": "choose", "choisir": "choose", "cherche": "choose",
    "trouve": "choose", "prend": "choose", "prends": "choose",
    # "As ~ enters, you may reveal a Dragon card from your hand" (614.12): the card revealed, a choice
    "reveal": "choose", "reveals": "choose", "revele": "choose", "reveler": "choose", "reveles": "choose",
    "attack": "attack", "attacks": "attack", "attaque": "attack", "attaquer": "attack",
    "block": "block", "blocks": "block", "bloque": "block", "bloquer": "block",
    "sacrifice": "sacrifice", "sacrifices": "sacrifice", "sacrifie": "sacrifice", "sacrifier": "sacrifice",
    "turn": "turn_face_up", "turns": "turn_face_up", "retourne": "turn_face_up", "retourner": "turn_face_up",
    "retournes": "turn_face_up",
    "foretell": "foretell", "foretells": "foretell", "predis": "foretell", "predit": "foretell", "predire": "foretell",
    "suspend": "suspend", "suspends": "suspend", "suspendre": "suspend", "suspendu": "suspend",
    # exert (701.43a), on the line right after the attack
    "exert": "exert", "exerts": "exert", "surmene": "exert", "surmener": "exert", "surmenes": "exert",
    # dredge (702.52a), on the line right after what makes the player draw
    "dredge": "dredge", "dredges": "dredge", "drague": "dredge", "draguer": "dredge", "dragues": "dredge",
    # dividing a blocked creature's combat damage (510.1c, 702.19b): "I assign 2 to Grizzly Bears and 3 to opponent"
    "assign": "assign", "assigns": "assign", "assigne": "assign", "assigner": "assign", "assignes": "assign",
}

# Whole-line forms (folded, punctuation stripped).
RESOLVE_LINES = ("resolve", "resolves", "all pass", "both pass", "everyone passes", "both players pass",
                 "resolution", "tout le monde passe", "les deux passent", "les deux joueurs passent", "on resout",
                 "ca se resout", "il se resout", "resout")
RESOLVE_ALL_LINES = ("resolve all", "resolve everything", "all resolve", "everything resolves", "tout se resout",
                     "tout resout", "resolution de tout", "resoudre tout", "tout resoudre", "resolution totale",
                     "tout est resolu")
NEXT_STEP_LINES = ("next step", "go to next step", "move on", "etape suivante", "passer a l'etape suivante",
                   "on passe a l'etape suivante")
HOLD_PRIORITY = ("hold priority", "holds priority", "keep priority", "keeps priority", "garde la priorite",
                 "garder la priorite", "conserve la priorite", "gardes la priorite")
DECLINE_MADNESS = ("decline madness", "declines madness", "refuse la folie", "refuser la folie", "refuses la folie",
                   "ne lance pas", "doesn't cast", "does not cast")
# "counter ... unless its controller pays {3}": the controller's answer when it doesn't pay (after `resolve`)
DECLINE_PAY = ("doesn't pay", "does not pay", "don't pay", "declines to pay", "won't pay", "refuses to pay",
               "ne paie pas", "ne paye pas", "ne paie rien", "refuse de payer", "ne veut pas payer",
               # the tribute not paid (702.104a): the chosen opponent puts no counters
               "doesn't pay tribute", "does not pay tribute", "don't pay tribute", "refuses tribute",
               "declines tribute", "ne paie pas le tribut", "ne paye pas le tribut", "ne paie pas de tribut",
               "refuse le tribut", "refuse de payer le tribut",
               # declining to reveal a card as a permanent enters (614.12)
               "doesn't reveal", "does not reveal", "don't reveal", "reveals nothing", "reveal nothing",
               "ne revele pas", "ne revele rien", "ne revele aucune carte", "ne revelons pas")
# what a `pay` line names when the chosen opponent pays the tribute (702.104a): "opponent pays tribute"
TRIBUTE_WORDS = ("tribute", "the tribute", "tribut", "le tribut", "son tribut", "un tribut")
GOTO_PREFIXES = ("go to ", "goes to ", "move to ", "skip to ", "passer a ", "passe a ", "aller a ", "on passe a ",
                 "va a ", "allez a ")
RESPONSE_PREFIXES = ("in response, ", "in response ", "en reponse, ", "en reponse ", "then, ", "then ", "puis, ",
                     "puis ", "ensuite, ", "ensuite ", "and ", "et ")
QUESTION_PREFIXES = ("can i ", "may i ", "could i ", "puis-je ", "puis je ", "est-ce que je peux ",
                     "est ce que je peux ", "je peux ", "est-ce que j'peux ")
QUESTION_OTHER = ("can ", "may ", "could ", "est-ce que ", "est ce que ")
QUESTION_OTHER_SUFFIX_FR = (" peut-il ", " peut-elle ", " peut il ", " peut elle ", " peut ")

# --- clause markers inside an action line (folded, with their leading space) -----------
MARKERS = (
    (" with flashback", "flashback"), (" en flashback", "flashback"), (" avec flashback", "flashback"),
    (" avec le flashback", "flashback"), (" par flashback", "flashback"), (" flashback", "flashback"),
    (" with madness", "madness"), (" for its madness cost", "madness"), (" avec la folie", "madness"),
    (" par folie", "madness"), (" avec folie", "madness"), (" en folie", "madness"),
    (" pour son cout de folie", "madness"),
    (" with kicker", "kicker"), (" kicked", "kicker"), (" avec le kicker", "kicker"), (" kicke", "kicker"),
    (" avec kicker", "kicker"),
    (" with multikicker", "multikicker"), (" avec le multikicker", "multikicker"),
    (" with buyback", "buyback"), (" avec le rachat", "buyback"), (" avec rachat", "buyback"),
    (" avec le rappel", "buyback"), (" avec rappel", "buyback"), (" avec le kick", "kicker"), (" avec kick", "kicker"),
    (" avec le multikick", "multikicker"),
    (" with replicate", "replicate"), (" replicated", "replicate"), (" avec la replique", "replicate"),
    (" avec replique", "replicate"),
    (" with entwine", "entwine"), (" avec l'enlacement", "entwine"), (" avec enlacement", "entwine"),
    # alternative costs of keyword abilities (702.138 escape, 702.143 foretell, 702.74 evoke, 702.119 emerge,
    # 702.109 dash, 702.152 blitz, 702.137 spectacle, 702.117 surge, 702.76 prowl, 702.96 overload...)
    (" with escape", "escape"), (" escaping", "escape"), (" for its escape cost", "escape"),
    (" avec l'echappee", "escape"), (" par echappee", "escape"), (" en echappee", "escape"),
    (" pour son cout d'echappee", "escape"), (" avec echappee", "escape"),
    (" with foretell", "foretell"), (" foretold", "foretell"), (" for its foretell cost", "foretell"),
    (" avec la prediction", "foretell"), (" par prediction", "foretell"), (" pour son cout de prediction", "foretell"),
    (" with evoke", "evoke"), (" evoked", "evoke"), (" for its evoke cost", "evoke"), (" avec l'evocation", "evoke"),
    (" par evocation", "evoke"), (" pour son cout d'evocation", "evoke"),
    (" with emerge", "emerge"), (" emerging", "emerge"), (" for its emerge cost", "emerge"),
    (" avec l'emergence", "emerge"), (" par emergence", "emerge"), (" pour son cout d'emergence", "emerge"),
    (" with dash", "dash"), (" dashed", "dash"), (" for its dash cost", "dash"), (" avec la precipitation", "dash"),
    (" par precipitation", "dash"), (" pour son cout de precipitation", "dash"),
    (" with blitz", "blitz"), (" for its blitz cost", "blitz"), (" avec le blitz", "blitz"), (" par blitz", "blitz"),
    (" pour son cout de blitz", "blitz"),
    (" with spectacle", "spectacle"), (" for its spectacle cost", "spectacle"), (" avec le spectacle", "spectacle"),
    (" par spectacle", "spectacle"), (" pour son cout de spectacle", "spectacle"),
    (" with surge", "surge"), (" for its surge cost", "surge"), (" avec le deferlement", "surge"),
    (" par deferlement", "surge"), (" pour son cout de deferlement", "surge"),
    (" with prowl", "prowl"), (" for its prowl cost", "prowl"), (" avec l'incursion", "prowl"),
    (" par incursion", "prowl"), (" pour son cout d'incursion", "prowl"),
    (" with overload", "overload"), (" overloaded", "overload"), (" for its overload cost", "overload"),
    (" avec la surcharge", "overload"), (" en surcharge", "overload"), (" pour son cout de surcharge", "overload"),
    # convoke (702.51), delve (702.66), improvise (702.126): after "tapping ..." / "exiling ..."
    (" for convoke", "convoke"), (" to convoke", "convoke"), (" pour la convocation", "convoke"),
    (" pour convocation", "convoke"), (" par convocation", "convoke"), (" avec la convocation", "convoke"),
    (" for delve", "delve"), (" to delve", "delve"), (" pour la fouille", "delve"), (" pour fouille", "delve"),
    (" par fouille", "delve"), (" avec la fouille", "delve"),
    (" for improvise", "improvise"), (" to improvise", "improvise"), (" pour l'improvisation", "improvise"),
    (" pour improvisation", "improvise"), (" par improvisation", "improvise"), (" avec l'improvisation", "improvise"),
    (" with jump-start", "jump-start"), (" jump-started", "jump-start"), (" avec relancez", "jump-start"),
    (" par relancez", "jump-start"), (" en relancez", "jump-start"), (" pour son cout de relancez", "jump-start"),
    # fuse (702.102: both halves of a split card), disturb (702.146: cast transformed from a graveyard)
    (" with fuse", "fuse"), (" fused", "fuse"), (" avec fusion", "fuse"), (" avec la fusion", "fuse"),
    (" par fusion", "fuse"), (" fusionne", "fuse"), (" fusionnee", "fuse"),
    (" with disturb", "disturb"), (" disturbed", "disturb"), (" for its disturb cost", "disturb"),
    (" avec perturbation", "disturb"), (" avec la perturbation", "disturb"), (" par perturbation", "disturb"),
    (" pour son cout de perturbation", "disturb"),
    (" with retrace", "retrace"), (" avec le pistage", "retrace"), (" par pistage", "retrace"),
    (" avec pistage", "retrace"),
    # casualty (702.153a): the optional sacrifice, with "sacrificing ..." after it
    (" with casualty", "casualty"), (" for casualty", "casualty"), (" paying casualty", "casualty"),
    (" avec victime", "casualty"), (" avec la victime", "casualty"), (" pour la victime", "casualty"),
    # conspire (702.78a): the optional tapping of two creatures, with "tapping ..." after it
    (" with conspire", "conspire"), (" conspiring", "conspire"), (" for conspire", "conspire"),
    (" avec conspiration", "conspire"), (" avec la conspiration", "conspire"), (" en conspirant", "conspire"),
    (" pour la conspiration", "conspire"),
    # mutate (702.140a): cast for its mutate cost onto a creature ("onto" names the target), or under it
    (" for its mutate cost", "mutate"), (" with mutate", "mutate"), (" mutating", "mutate"), (" mutated", "mutate"),
    (" pour son cout de mutation", "mutate"), (" en mutation", "mutate"), (" avec mutation", "mutate"),
    (" par mutation", "mutate"), (" onto ", "targeting"), (" mutating under ", "mutate_under"),
    (" under ", "mutate_under"), (" en mutation sous ", "mutate_under"),
    # cleave (702.148a): cast for its cleave cost, without the words in square brackets
    (" for its cleave cost", "cleave"), (" with cleave", "cleave"), (" cleaved", "cleave"),
    (" pour son cout de tranchage", "cleave"), (" avec tranchage", "cleave"), (" avec le tranchage", "cleave"),
    (" par tranchage", "cleave"),
    # miracle (702.94a): cast for its miracle cost as its trigger resolves
    (" for its miracle cost", "miracle"), (" with miracle", "miracle"), (" as a miracle", "miracle"),
    (" pour son cout de miracle", "miracle"), (" avec miracle", "miracle"), (" par miracle", "miracle"),
    (" en miracle", "miracle"),
    # splice (702.47a): the cards revealed and spliced onto the spell
    (" splicing ", "splice"), (" with splice ", "splice"), (" spliced with ", "splice"),
    (" en impregnant ", "splice"), (" impregnant ", "splice"), (" avec impregnation de ", "splice"),
    (" avec l'impregnation de ", "splice"),
    # awaken (702.113a): the alternative cost that also awakens a land (its target)
    (" with awaken", "awaken"), (" awakened", "awaken"), (" for its awaken cost", "awaken"),
    (" avec l'eveil", "awaken"), (" avec eveil", "awaken"), (" par eveil", "awaken"),
    (" pour son cout d'eveil", "awaken"),
    # bestow (702.103a): cast bestowed, as an Aura
    (" bestowed", "bestow"), (" with bestow", "bestow"), (" for its bestow cost", "bestow"),
    (" avec la grace", "bestow"), (" par la grace", "bestow"), (" pour son cout de grace", "bestow"),
    (" avec grace", "bestow"), (" en grace", "bestow"),
    # morph (702.37c): cast face down for {3}
    (" face down", "face_down"), (" face-down", "face_down"), (" face cachee", "face_down"),
    (" for its alternative cost", "alternative"), (" rather than paying its mana cost", "alternative"),
    (" for its alternate cost", "alternative"), (" pour son cout alternatif", "alternative"),
    (" from ", "from"), (" depuis ", "from"), (" from the ", "from"),
    (" targeting ", "targeting"), (" en ciblant ", "targeting"), (" ciblant ", "targeting"),
    (" on ", "targeting"), (" sur ", "targeting"), (" target ", "targeting"),
    (" paying ", "paying"), (" en payant ", "paying"), (" payant ", "paying"),
    (" sacrificing ", "sacrificing"), (" en sacrifiant ", "sacrificing"), (" sacrifiant ", "sacrificing"),
    (" discarding ", "discarding"), (" en defaussant ", "discarding"), (" defaussant ", "discarding"),
    (" exiling ", "exiling"), (" en exilant ", "exiling"), (" exilant ", "exiling"),
    (" tapping ", "tapping"), (" en engageant ", "tapping"), (" engageant ", "tapping"),
    (" returning ", "returning"), (" en renvoyant ", "returning"), (" renvoyant ", "returning"),
    (" en retournant ", "returning"),
    (" choosing modes ", "modes"), (" choosing mode ", "modes"), (" choosing ", "modes"), (" with modes ", "modes"),
    (" with mode ", "modes"), (" mode ", "modes"), (" modes ", "modes"),
    (" en choisissant les modes ", "modes"), (" en choisissant le mode ", "modes"), (" en choisissant ", "modes"),
    (" choisissant ", "modes"), (" avec les modes ", "modes"), (" avec le mode ", "modes"),
    (" dividing ", "division"), (" divided ", "division"), (" en repartissant ", "division"),
    (" repartis ", "division"), (" reparties ", "division"),
    (" with ", "with"), (" avec ", "with"),
    (" for ", "for"), (" pour ", "for"),
    (" ability ", "ability"), (" capacite ", "ability"), (" ability#", "ability"),
    (" x=", "x"), (" x =", "x"), (" with x=", "x"), (" avec x=", "x"), (" x = ", "x"),
)

NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "a": 1, "an": 1,
    "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "sept": 7, "huit": 8, "neuf": 9, "dix": 10,
}
COLOR_WORDS = {
    "white": "W", "blue": "U", "black": "B", "red": "R", "green": "G", "colorless": "C", "colourless": "C",
    "blanc": "W", "blancs": "W", "blanche": "W", "blanches": "W", "bleu": "U", "bleus": "U", "bleue": "U",
    "bleues": "U", "noir": "B", "noirs": "B", "noire": "B", "noires": "B", "rouge": "R", "rouges": "R",
    "vert": "G", "verts": "G", "verte": "G", "vertes": "G", "incolore": "C", "incolores": "C",
    "mana": "", "manas": "",
}

# what an "As ~ enters, choose a card type / odd or even" asks, written on a `choose` line (614.12)
CHOICE_WORDS = {
    "artifact": "cardtype:artifact", "artefact": "cardtype:artifact", "creature": "cardtype:creature",  # créature
    "enchantment": "cardtype:enchantment", "enchantement": "cardtype:enchantment",
    "instant": "cardtype:instant", "ephemere": "cardtype:instant", "sorcery": "cardtype:sorcery",
    "rituel": "cardtype:sorcery", "land": "cardtype:land", "terrain": "cardtype:land",
    "planeswalker": "cardtype:planeswalker", "battle": "cardtype:battle", "bataille": "cardtype:battle",
    "odd": "parity:odd", "impair": "parity:odd", "even": "parity:even", "pair": "parity:even",
}

# an attack line's ending that declares its creatures one attacking band (702.22c)
BAND_WORDS = ("in a band", "as a band", "in one band", "banded together", "en bande", "en une bande",
              "formant une bande", "en formant une bande")
LIFE_WORDS = ("life", "lives", "points de vie", "point de vie", "pv", "vie")
HAND_WORDS = ("my hand", "his hand", "her hand", "their hand", "hand", "your hand", "ma main", "sa main", "la main",
              "leur main", "ta main", "main")

MARKS = {
    "tapped": "tapped", "engage": "tapped", "engagee": "tapped", "engages": "tapped", "engagees": "tapped",
    "sick": "sick", "new": "sick", "summoning sick": "sick", "mal d'invocation": "sick", "arrive ce tour": "sick",
    "arrivee ce tour": "sick", "just cast": "sick",
    "haste": "haste", "celerite": "haste",
    "fate": "fate", "destin": "fate",
    "attacking": "attacking", "attaquant": "attacking", "attaquante": "attacking",
    "untapped": "untapped", "degage": "untapped", "degagee": "untapped",
    "face down": "face_down", "face-down": "face_down", "face cachee": "face_down",
}
DAMAGE_MARKS = ("damage", "damages", "blessures", "blessure", "degats", "degat")
# counter names in setup marks ("(3 loyalty counters)", "(3 marqueurs loyaute)") -> the engine's counter kind
COUNTER_NAMES = {"loyaute": "loyalty", "de loyaute": "loyalty", "destin": "fate", "de destin": "fate",
                 "charge": "charge", "de charge": "charge"}

# Words that say the message is French / English (for the default output language).
FRENCH_HINTS = frozenset("""lance lancer active activer engage engager paie payer joue jouer defausse defausser passe
passer resolution resout garde priorite refuse folie champ bataille main cimetiere bibliotheque exil moi je adversaire
tour etape suivante ciblant payant sacrifiant defaussant engageant renvoyant choisissant avec pour capacite reserve vie
points depuis
puis-je peut-il attaque bloque principale entretien pioche nettoyage reponse tout monde deux passent""".split())
ENGLISH_HINTS = frozenset("""cast casts activate activates tap taps pay pays play plays discard discards pass passes
resolve resolves hold priority decline madness battlefield hand graveyard library exile me i opponent turn step next
targeting paying sacrificing discarding tapping returning choosing with for ability pool life from can attack attacks
block blocks upkeep draw main cleanup response all both""".split())
