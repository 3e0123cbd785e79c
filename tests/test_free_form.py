"""Free-form messages (FREE_FORM.md, issue 10): every reading form of section 1 in French and in English,
each kind of assumption when it decides the answer and when the message states it, ambiguity, rules and
card questions, and errors that say what was understood. On the full card import and the 2026 rules."""

from __future__ import annotations

import pytest

from bot.render.summary import after_colon


def player(data: dict, name: str) -> dict:
    return next(p for p in data["state"]["players"] if p["name"] == name)


def zone(data: dict, name: str, where: str) -> list[str]:
    return [c if isinstance(c, str) else c["name"] for c in player(data, name)[where]]


def on_stack(data: dict) -> list[str]:
    return [item["name"] if isinstance(item, dict) else item for item in data["state"]["stack"]]


def assumed(data: dict, kind: str) -> list[dict]:
    return [a for a in data["assumptions"] if a.get("kind") == kind]


def decisive(data: dict) -> list[dict]:
    return [a for a in data["assumptions"] if a["decisive"]]


def answer(data: dict) -> dict | None:
    answers = [a["answer"] for a in data["actions"] if a.get("answer")]
    return answers[-1] if answers else None


# --------------------------------------------------------------------------- section 1: reading
# (message, what the final situation holds): one row per reading form, French and English
PLAYS = [
    # several actions: "," "then" "puis" "ensuite" "and" + verb; "in response"
    ("I tap my Forest for G, then cast Giant Growth on my Grizzly Bears, it resolves",
     [("me", "graveyard", "Giant Growth"), ("me", "battlefield", "Grizzly Bears")]),
    ("j'engage ma Forêt pour G puis je lance Croissance gigantesque sur mes Grizzlis, ça résout",
     [("me", "graveyard", "Giant Growth")]),
    ("he bolts my Grizzly Bears and I Giant Growth them in response. do they die?",
     [("me", "battlefield", "Grizzly Bears"), ("opponent", "graveyard", "Lightning Bolt")]),
    ("il Foudre mes Grizzlis, en réponse je lance Croissance gigantesque dessus. ils meurent ?",
     [("me", "battlefield", "Grizzly Bears")]),
    ("je joue une Île et ensuite je lance Remue-méninges", [("me", "battlefield", "Island")]),
    # subjects: opp / l'adv / declared names
    ("opp casts Lightning Bolt on my Llanowar Elves, it resolves", [("me", "graveyard", "Llanowar Elves")]),
    ("l'adv lance Foudre sur mes Elfes de Llanowar, ça se résout", [("me", "graveyard", "Llanowar Elves")]),
    ("Alice: battlefield Mountain; hand Lightning Bolt\nBob: battlefield Grizzly Bears\n"
     "Alice bolts Bob's Grizzly Bears, it resolves", [("Bob", "graveyard", "Grizzly Bears")]),
    ("Alice : champ de bataille Montagne ; main Foudre\nBob : champ de bataille Grizzlis\n"
     "Alice lance Foudre sur les Grizzlis de Bob, ça résout", [("Bob", "graveyard", "Grizzly Bears")]),
    # verbs as players use them
    ("sac Mogg Fanatic targeting his Llanowar Elves, then it resolves", [("opponent", "graveyard", "Llanowar Elves"),
                                                                          ("me", "graveyard", "Mogg Fanatic")]),
    ("je sac mon Mogg fanatique sur ses Elfes de Llanowar, ça résout", [("opponent", "graveyard", "Llanowar Elves")]),
    ("I crack Lion's Eye Diamond for RRR", [("me", "graveyard", "Lion's Eye Diamond")]),
    ("je casse mon Diamant de l'oeil du lion pour RRR", [("me", "graveyard", "Lion's Eye Diamond")]),
    ("I ping his Llanowar Elves with Prodigal Pyromancer, it resolves", [("opponent", "graveyard", "Llanowar Elves")]),
    ("je pinge ses Elfes de Llanowar avec mon Pyromancien sybarite, ça résout",
     [("opponent", "graveyard", "Llanowar Elves")]),
    ("I Shock him", [("opponent", "graveyard", None)]),
    ("il est à 3, je le foudroie, il meurt ?", [("opponent", "life", 0)]),
    ("I counter his Lightning Bolt with Counterspell, it resolves", [("opponent", "graveyard", "Lightning Bolt"),
                                                                     ("me", "graveyard", "Counterspell")]),
    ("je contre sa Foudre avec Contresort, ça résout", [("opponent", "graveyard", "Lightning Bolt")]),
    ("I flashback Deep Analysis", [("me", "life", 17)]),
    ("je flashback Analyse en profondeur", [("me", "life", 17)]),
    ("I pitch Brainstorm to Force of Will on his Counterspell", [("me", "exile", "Brainstorm")]),
    ("j'exile Remue-méninges pour Force de volonté sur son Contresort", [("me", "exile", "Brainstorm")]),
    ("I swing with my Grizzly Bears, no blocks. what happens?", [("opponent", "life", 18)]),
    ("je tape avec mes Grizzlis, pas de blocage. il se passe quoi ?", [("opponent", "life", 18)]),
    ("he attacks with Hill Giant, I block with my Grizzly Bears. who dies?", [("me", "graveyard", "Grizzly Bears")]),
    ("il attaque avec son Géant des collines, je bloque avec mes Grizzlis. qui meurt ?",
     [("me", "graveyard", "Grizzly Bears")]),
    ("I tap my Mountain for R to cast Lightning Bolt at his face, it resolves", [("opponent", "life", 17)]),
    ("j'engage ma Montagne pour lancer Foudre dans sa face, ça résout", [("opponent", "life", 17)]),
    # card references: any case, missing accents, numbers in words, partial names, possessives, the face
    ("i cast lightning bolt on his llanowar elves, it resolves", [("opponent", "graveyard", "Llanowar Elves")]),
    ("je lance foudre sur ses elfes de llanowar, ca resout", [("opponent", "graveyard", "Llanowar Elves")]),
    ("I cast Fireblast sacrificing two Mountains at his face, it resolves", [("opponent", "life", 16)]),
    ("je lance Salve de feu en sacrifiant deux Montagnes dans sa face, ça résout", [("opponent", "life", 16)]),
    ("he has Grizzly Bears. I bolt the Bears, it resolves", [("opponent", "graveyard", "Grizzly Bears")]),
    ("il a des Grizzlis. je Foudre les Grizzlis, ça résout", [("opponent", "graveyard", "Grizzly Bears")]),
    ("I bolt opp's face", [("opponent", "life", 20)]),
    # timing in prose
    ("during my opponent's upkeep, I cast Lightning Bolt at his face, it resolves", [("opponent", "life", 17)]),
    ("pendant l'entretien adverse, je lance Foudre sur lui, ça résout", [("opponent", "life", 17)]),
    # setup in prose
    ("I have two Islands and Counterspell in hand. He casts Hill Giant, I counter it with Counterspell, "
     "everything resolves", [("opponent", "graveyard", "Hill Giant"), ("me", "battlefield", "Island")]),
    ("j'ai une Montagne en jeu et Foudre en main. il est à 3 points de vie. je lui balance la Foudre, il meurt ?",
     [("opponent", "life", 0)]),
    # costs deduced from the payment
    ("I Daze his Hill Giant returning an Island", [("me", "hand", "Island")]),
    ("je Daze son Géant des collines en renvoyant une Île", [("me", "hand", "Island")]),
    ("I cast Force of Will for free on his Counterspell, exiling Brainstorm", [("me", "exile", "Brainstorm")]),
    # chatter
    ("hi judges! quick question: I bolt his Grizzly Bears, do they die? thanks!",
     [("opponent", "graveyard", "Grizzly Bears")]),
    ("salut les juges, je foudre ses Grizzlis, ils meurent ? merci !", [("opponent", "graveyard", "Grizzly Bears")]),
]


@pytest.mark.parametrize("text,facts", PLAYS, ids=[p[0][:50] for p in PLAYS])
def test_reading_forms(ask, text, facts):
    data = ask(text)
    assert data["verdict"] == "legal", (data.get("error"), data.get("illegal"))
    assert data["kind"] == "play"
    for who, where, what in facts:
        if where == "life":
            assert player(data, who)["life"] == what
        elif what is None:
            assert zone(data, who, where) == []
        else:
            assert what in zone(data, who, where), (who, where, zone(data, who, where))


def test_the_output_follows_the_message_language(ask):
    fr = ask("je lance Foudre sur ses Elfes de Llanowar, ils meurent ?")
    en = ask("I cast Lightning Bolt on his Llanowar Elves, do they die?")
    assert fr["summary"].startswith("Oui") and en["summary"].startswith("Yes")
    assert all("Lightning" not in a["text"] for a in fr["assumptions"])


def test_a_mixed_message_is_read(ask):
    data = ask("He Shocks my Oiseaux de paradis, je lance Giant Growth sur les Oiseaux. Survive?")
    assert data["verdict"] == "legal"
    assert "Birds of Paradise" in zone(data, "me", "battlefield")


# --------------------------------------------------------------------------- questions
def test_can_i_leaves_the_situation_and_answers(ask):
    data = ask("can I cast Counterspell on his Hill Giant?")
    assert data["verdict"] == "legal" and answer(data)["legal"] is True
    assert "Counterspell" in zone(data, "me", "hand")  # asked, not done
    fr = ask("je viens de jouer mes Elfes de Llanowar, je peux les engager pour G ?")
    assert answer(fr)["legal"] is False and answer(fr)["rule"] == "302.6" or answer(fr)["rule"] == "602.5a"
    assert fr["summary"].startswith("Non")


def test_a_tail_asks_for_the_verdict(ask):
    data = ask("I bolt his Llanowar Elves, is that legal?")
    assert data["verdict"] == "legal" and data["summary"].startswith("Yes")
    assert "Lightning Bolt" in on_stack(data)  # performed, then judged
    fr = ask("je joue une île et ensuite une deuxième île, c'est bon ?")
    assert fr["verdict"] == "illegal" and fr["illegal"]["rule"] in ("305.2", "116.2a")
    assert fr["summary"].startswith("Non")


def test_an_outcome_question_resolves_everything(ask):
    data = ask("I bolt his Grizzly Bears. what happens?")
    assert on_stack(data) == [] and "Grizzly Bears" in zone(data, "opponent", "graveyard")
    fr = ask("je foudre ses Grizzlis. il se passe quoi ?")
    assert on_stack(fr) == [] and "Grizzly Bears" in zone(fr, "opponent", "graveyard")


# --------------------------------------------------------------------------- section 2: assumptions
def test_enabling_assumptions_are_shown_never_decisive(ask):
    data = ask("I bolt his Llanowar Elves")
    kinds = {a["kind"] for a in data["assumptions"] if a["enabling"]}
    assert {"turn", "placed", "assumed_lands"} <= kinds
    assert all(not a["decisive"] for a in data["assumptions"] if a["enabling"])
    mountain = [p for p in player(data, "me")["battlefield"] if p["name"] == "Mountain"]
    assert mountain and mountain[0].get("assumed") is True


def test_assumed_lands_pay_only_what_they_must(ask):
    data = ask("I cast Counterspell on his Lightning Bolt")
    assert sorted(p["name"] for p in player(data, "me")["battlefield"]) == ["Island", "Island"]


def test_a_listed_battlefield_pays_only_with_what_it_lists(ask):
    data = ask("I have a Mountain. I cast Counterspell on his Lightning Bolt")
    assert data["verdict"] == "illegal" and data["illegal"]["rule"] in ("601.2h", "118.3")


@pytest.mark.parametrize("text,kind,rule", [
    ("I tap my Llanowar Elves for G", "since_turn_began", "302.6 602.5a"),
    ("j'engage mes Elfes de Llanowar pour G", "since_turn_began", "302.6 602.5a"),
    ("I attack with my Grizzly Bears", "untapped", "508.1a"),
    ("j'attaque avec mes Grizzlis", "untapped", "508.1a"),
])
def test_decisive_assumptions_say_the_other_outcome(ask, text, kind, rule):
    data = ask(text)
    found = [a for a in assumed(data, kind) if a["decisive"]]
    assert found, data["assumptions"]
    other = found[0]["otherwise"]
    assert other["verdict"] == "illegal" and other["rule"] in rule
    # "This assumes that Grizzly Bears is untapped…", « Cela suppose que les Grizzlis sont dégagés… »
    assert after_colon(found[0]["text"].rstrip("."), data["lang"]) in data["summary"]
    assert other["rule"] in data["summary"]


@pytest.mark.parametrize("text", [
    "I just played my Llanowar Elves, I tap them for G",
    "je viens de jouer mes Elfes de Llanowar, je les engage pour G",
])
def test_a_stated_fact_is_not_an_assumption(ask, text):
    data = ask(text)
    assert data["verdict"] == "illegal"  # stated: summoning sick
    assert not assumed(data, "since_turn_began")
    assert any(a["stated"] for a in data["assumptions"])


def test_stated_untapped_and_tapped(ask):
    tapped = ask("My Grizzly Bears are tapped. I attack with them")
    assert tapped["verdict"] == "illegal" and tapped["illegal"]["rule"] == "508.1a"
    untapped = ask("Mes Grizzlis sont dégagés, j'attaque avec")
    assert not assumed(untapped, "untapped")


def test_controller_assumption_and_its_statement(ask):
    data = ask("I bolt the Llanowar Elves")
    assert assumed(data, "controller") and not assumed(data, "controller")[0]["enabling"]
    said = ask("I bolt his Llanowar Elves")
    assert not assumed(said, "controller")


def test_question_answer_changes_with_a_decisive_assumption(ask):
    data = ask("can I tap my Llanowar Elves for G?")
    assert answer(data)["legal"] is True
    found = [a for a in data["assumptions"] if a["decisive"]]
    assert found and found[0]["otherwise"]["answer_legal"] is False


def test_reading_assumptions_typo_and_pronoun(ask):
    typo = ask("I cast Lightnin Bolt at his face")
    reading = assumed(typo, "reading")
    assert reading and "Lightning Bolt" in reading[0]["text"] and not reading[0]["decisive"]
    exact = ask("I cast Lightning Bolt at his face")
    assert not assumed(exact, "reading")


def test_a_spell_inferred_on_the_stack(ask):
    data = ask("I counter his Lightning Bolt with Counterspell")
    assert assumed(data, "stack_target") or assumed(data, "stack_spell")
    untargeted = ask("I Force of Will his Counterspell pitching Brainstorm")
    assert untargeted["verdict"] == "legal" and on_stack(untargeted)[0] == "Counterspell"


def test_no_untapped_lands_left_after_an_action(ask):
    data = ask("He casts Divination, I Daze it returning an Island, and he has no untapped lands left. "
               "Does Divination resolve?")
    assert data["verdict"] == "legal" and "Divination" in zone(data, "opponent", "graveyard")


def test_a_card_missing_from_a_listed_hand_is_a_judgement(ask):
    data = ask("My hand is just a Lightning Bolt and I have a Mountain out. Can I Shock his Llanowar Elves?")
    assert data["verdict"] == "legal" and answer(data)["legal"] is False and answer(data)["rule"] == "601.3"


# --------------------------------------------------------------------------- ambiguity
def test_two_equally_plausible_readings_ask(ask):
    data = ask("he has Grizzly Bears and Craw Wurm. I bolt it, does it die?")
    assert data["verdict"] == "error" and data["error"]["kind"] == "ambiguous" and data["exit"] == 2
    assert len(data["error"]["readings"]) == 2


def test_ambiguity_is_said_in_french(ask):
    data = ask("il a des Grizzlis et une Guivre vorace. je lance Foudre dessus, ça meurt ?")
    assert data["error"]["kind"] == "ambiguous"
    assert sorted(data["error"]["suggestions"]) == ["Grizzlis", "Guivre vorace"]
    assert any(r.endswith("non") for r in data["error"]["readings"])
    assert any("oui (704.5g)" in r for r in data["error"]["readings"])


def test_one_clearly_best_reading_is_read(ask):
    data = ask("he has Grizzly Bears. I bolt it, does it die?")
    assert data["verdict"] == "legal" and "Grizzly Bears" in zone(data, "opponent", "graveyard")


# --------------------------------------------------------------------------- section 3: rules and card questions
@pytest.mark.parametrize("text,rule", [
    ("does a countered flashback spell get exiled?", "702.34"),
    ("what's the legend rule?", "704.5j"),
    ("wat happens when a player hits 0 life", "704.5a"),
    ("how many lands can I play each turn?", "305.2"),
])
def test_rules_questions_en(ask, text, rule):
    data = ask(text)
    assert data["kind"] == "rules_question" and data["verdict"] == "answered" and data["exit"] == 0
    assert any(r["number"].startswith(rule) for r in data["rules"][:3]), [r["number"] for r in data["rules"]]


@pytest.mark.parametrize("text,rule", [
    ("quand la folie se déclenche-t-elle ?", "702.35"),
    ("c'est quoi le piétinement ?", "702.19"),
    ("une créature avec 0 d'endurance, elle meurt direct ?", "704.5f"),
    ("les blessures restent jusqu'à quand sur une créature ?", "514.2 120.6"),
])
def test_rules_questions_fr(ask, text, rule):
    data = ask(text)
    assert data["kind"] == "rules_question" and data["verdict"] == "answered"
    assert any(r["number"].startswith(one) for r in data["rules"][:3] for one in rule.split()), data["rules"]
    assert "anglais" in data["summary"] or "anglaise" in data["summary"] or "anglais" in str(data.get("note", "")) \
        or any("anglais" in str(v) for v in data.values())


def test_a_glossary_term_is_given(ask):
    data = ask("what is trample?")
    assert data["glossary"] and data["glossary"][0]["term"].lower().startswith("trample")


def test_a_card_question(ask):
    data = ask("what does Fling do?")
    assert data["verdict"] == "answered" and "sacrifice a creature" in data["summary"]
    fr = ask("que fait Jet ?")
    assert fr["verdict"] == "answered" and "créature" in fr["summary"]


def test_a_message_playing_a_card_is_never_a_rules_question(ask):
    data = ask("salut, je foudroie ses Grizzlis au milieu du bazar ? merci")
    assert data["kind"] != "rules_question"


# --------------------------------------------------------------------------- errors that help
def test_an_error_says_what_was_understood_and_the_candidates(ask):
    data = ask("I cast Lightning Bolt on his Grizzly Bears, then I zorglub the whatever")
    assert data["verdict"] == "error" and data["exit"] == 2
    assert "Lightning Bolt" in " ".join(data["error"].get("understood", []))


def test_an_unknown_card_lists_candidates_from_the_situation_first(ask):
    data = ask("he has Grizzly Bears and Giant Spider. I bolt the Grizly Spidr")
    assert data["verdict"] == "error"
    suggestions = data["error"].get("suggestions", [])
    assert suggestions and suggestions[0] in ("Grizzly Bears", "Giant Spider")


def test_a_french_message_never_gets_an_english_error(ask):
    data = ask("je lance Zorglubinette sur ses Grizzlis")
    assert data["verdict"] == "error"
    message = data["error"]["message"]
    assert "Unknown" not in message and "card" not in message.lower().split()


# --------------------------------------------------------------------------- questions answered from the final state
# (message, the question's answer): "survive" asks the other way round from "die"; a player's life and loss
OUTCOME_ANSWERS = [
    ("my opponent casts Shock on my Grizzly Bears. I respond with Giant Growth. do my bears survive?", True),
    ("my opponent casts Shock on my Grizzly Bears. I respond with Giant Growth. do my bears die?", False),
    ("il lance Choc sur mes Grizzlis, je réponds avec Croissance gigantesque. ils survivent ?", True),
    ("il lance Choc sur mes Grizzlis. ils tiennent le coup ?", False),
    ("My Wall of Wood blocks his Grizzly Bears. Does my wall die?", False),
    ("I bolt him, then Shock him. how much life does he have?", 15),
    ("je suis à 5 pv, il me balance une Foudre. il me reste combien de vie ?", 2),
    ("I'm at two and opp Shocks me. do I lose?", True),
    ("I'm at 3 life. Opp casts Fireblast sacrificing two Mountains at my face. Am I dead?", True),
    ("je suis à 4 et il me balance une Salve de feu en sacrifiant deux Montagnes. je suis mort ?", True),
    ("Alice casts Lightning Bolt on Bob's Llanowar Elves, Bob responds with Giant Growth. Do the Elves survive?", True),
    ("Alice lance Foudre sur les Elfes de Llanowar de Bob, Bob répond avec Croissance gigantesque. Ils survivent ?",
     True),
]


@pytest.mark.parametrize(("text", "expected"), OUTCOME_ANSWERS)
def test_outcome_questions_are_answered_from_the_final_situation(ask, text, expected):
    data = ask(text)
    assert data["verdict"] == "legal", data.get("error")
    assert data["question"]["answer"] == expected


def test_a_players_life_is_said_in_the_summary(ask):
    assert ask("I bolt him. how much life does he have?")["summary"].startswith("Your opponent has 17 life.")
    assert ask("je suis à 5, il me Foudroie. il me reste combien de vie ?")["summary"].startswith(
        "Il vous reste 2 points de vie.")


def test_an_effect_not_carried_out_gives_no_confident_answer(ask):
    # a wish fetches a card from outside the game: the engine never carries that out
    for text, name in (("I cast Burning Wish. how much life do I have?", "Burning Wish"),
                       ("je lance Souhait brûlant. il me reste combien de vie ?", "Souhait brûlant")):
        data = ask(text)
        assert data["verdict"] == "legal"
        assert data["question"]["answer"] is None
        assert data["question"]["not_simulated"] == [name]
        assert name in data["summary"] and ("can't answer" in data["summary"] or "ne peux pas" in data["summary"])


@pytest.mark.parametrize("text", [
    "opp bolts my Wall of Wood. I tap Merfolk Looter to loot",
    "je peux engager mon Détrousseur ondin pour looter ?",
    "I cast Daze on his Lightning Bolt, returning an Island to my hand",
    "il lance Foudre sur mes Grizzlis, je lance Hébétude en renvoyant une Île dans ma main",
])
def test_more_constructions_are_read(ask, text):
    data = ask(text)
    assert data["verdict"] == "legal", data.get("error")
    assert data["kind"] == "play"


# --------------------------------------------------------------------------- life totals nobody wrote
@pytest.mark.parametrize("text,who", [
    ("I cast Dismember paying 4 life on his Tarmogoyf", "me"),
    ("je lui lance Foudre dans la face, il lui reste combien de vies ?", "opponent"),
])
def test_the_default_life_total_is_shown_when_the_play_touches_it(ask, text, who):
    data = ask(text)
    found = assumed(data, "life")
    assert [a["about"] for a in found] == [who] and "20" in found[0]["text"]


def test_a_stated_life_total_is_no_assumption(ask):
    data = ask("he is at 3 life, I bolt his face, does he die?")
    assert not assumed(data, "life")
    assert not assumed(ask("I cast Giant Growth on my Grizzly Bears"), "life")


@pytest.mark.parametrize("text", [
    "opp bolts my Grizzly Bears, do my Bears die?",
    "I Lightning Bolt my own Grizzly Bears. Do my Bears die?",
])
def test_a_question_about_my_permanent_is_not_about_me(arbitre, text):
    """"do my Bears die?": a possessive before a noun is the permanent's question, not "do I lose?"."""
    question = arbitre.trace(text, None).data["question"]
    assert question["verb"] == "die" and question["about"] == ["Grizzly Bears"] and question["answer"] is True


def test_a_question_about_me_stays_about_me(arbitre):
    question = arbitre.trace("opp bolts me, do I die?", None).data["question"]
    assert question["about"] == ["me"] and question["verb"] == "lose" and question["answer"] is False
