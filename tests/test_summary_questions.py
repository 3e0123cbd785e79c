"""The short answer answers the question asked (issue 12 item 1), by kind of question, in French and English, on
messages as players write them: "who dies?" names the creatures that die (or none), "is he dead?" gives the life
total and 704.5a, "do they survive?" the fate of what was asked about; decisive assumptions are said in one short
sentence, and only those a player could doubt (a question about what a play leads to takes its actions as done)."""

from __future__ import annotations

import pytest

from bot.render.summary import asked

LEGAL_PREAMBLE = ("Everything is legal", "Tout est légal")


@pytest.mark.parametrize(("message", "lang", "said", "not_said"), [
    # both die: each named, with why and the rule; the attack's own preconditions are not doubted
    ("my opponent attacks with a Grizzly Bears, I flash in Ambush Viper and block, who dies?", "en",
     ("Grizzly Bears and Ambush Viper die", "704.5g"), ("untapped", "assum")),
    ("my opponent attacks with a Grizzly Bears, I flash in Ambush Viper and block, who dies?", "fr",
     ("Les Grizzlis et la Vipère embusquée meurent", "704.5g"), ("dégagé", "suppose", "Hypoth")),
    # one dies, the other survives with its damage
    ("I cast Pyroclasm, opp has Llanowar Elves and Hill Giant. who dies?", "en",
     ("Llanowar Elves dies (lethal damage, 704.5g)", "Hill Giant survives (3/3, 2 damage)"), ()),
    ("je lance Pyroclasme, l'adversaire a des Elfes de Llanowar et un Géant des collines. qui meurt ?", "fr",
     ("Les Elfes de Llanowar meurent (blessures mortelles, 704.5g)", "Le Géant des collines survit (3/3, 2 blessures)"),
     ()),
    # none dies
    ("he attacks with Grizzly Bears, I block with Wall of Wood. who dies?", "en",
     ("No creature dies.", "Wall of Wood survives (0/3, 2 damage)"), ("Grizzly Bears die",)),
    ("il attaque avec ses Grizzlis, je bloque avec mon Mur de bois, qui meurt ?", "fr",
     ("Aucune créature ne meurt.", "Le Mur de bois survit (0/3, 2 blessures)"), ("meurent",)),
])
def test_who_dies_names_the_creatures_that_die(full_arbitre, message, lang, said, not_said) -> None:
    summary = full_arbitre.trace(message, lang).data["summary"]
    assert all(s in summary for s in said), summary
    assert not any(s in summary for s in not_said + LEGAL_PREAMBLE), summary


@pytest.mark.parametrize(("message", "lang", "dead", "said"), [
    ("he is at 5 life, I bolt him then Shock him, is he dead?", "en", True,
     "Yes: your opponent is at 0 life and loses the game (704.5a)."),
    ("il est à 5 points de vie, je lui lance Foudre puis Choc, il est mort ?", "fr", True,
     "Oui : votre adversaire est à 0 point de vie et perd la partie (704.5a)."),
    ("he is at 6 life, I bolt him then Shock him, is he dead?", "en", False,
     "No: your opponent is at 1 life: a player loses only at 0 life or less (704.5a)."),
    ("he is at 6 life, I bolt him then Shock him, is he dead?", "fr", False,
     "Non : votre adversaire est à 1 point de vie : un joueur ne perd qu'à 0 point de vie ou moins (704.5a)."),
])
def test_is_he_dead_gives_the_life_total_and_704_5a(full_arbitre, message, lang, dead, said) -> None:
    data = full_arbitre.trace(message, lang).data
    assert asked(data) is dead
    assert data["summary"].startswith(said), data["summary"]
    life = next(p["life"] for p in data["state"]["players"] if p["name"] == "opponent")
    assert f" {life} " in data["summary"]  # the number said is the final situation's


@pytest.mark.parametrize(("message", "lang", "said"), [
    ("They cast Giant Growth on their Llanowar Elves and I Shock them in response. Do they die?", "en",
     "Yes: Llanowar Elves dies (lethal damage, 704.5g)."),
    ("Tu lances Choc sur mes Elfes de Llanowar, je réponds en lançant Croissance gigantesque sur eux. Ils meurent ?",
     "fr", "Non : les Elfes de Llanowar survivent (4/4, 2 blessures)."),
])
def test_do_they_die_says_what_became_of_them(full_arbitre, message, lang, said) -> None:
    summary = full_arbitre.trace(message, lang).data["summary"]
    assert summary.startswith(said), summary


@pytest.mark.parametrize(("message", "lang", "said"), [
    # a "can I" question keeps the assumptions that would turn its yes into a no, in one sentence
    ("est-ce que je peux engager mes Elfes de Llanowar pour lancer des Grizzlis ?", "fr",
     "Cela suppose que les Elfes de Llanowar sont"),
    ("can I attack with my Grizzly Bears?", "en", "This assumes that Grizzly Bears is"),
    # an assumption that changes what happens is said with the other reading, without why it was made
    ("il est à 5 points de vie, je lui lance Foudre puis Choc, il est mort ?", "fr",
     "Cela suppose que le Choc cible votre adversaire ; si le Choc vous cible, la réponse serait non (704.5a)."),
])
def test_decisive_assumptions_in_one_short_sentence(full_arbitre, message, lang, said) -> None:
    data = full_arbitre.trace(message, lang).data
    summary = data["summary"]
    assert said in summary, summary
    assert summary.count("suppose" if lang == "fr" else "assumes") == 1, summary
    assert "Hypoth" not in summary and "Decisive" not in summary
    assert any(a["decisive"] for a in data["assumptions"])


@pytest.mark.parametrize(("message", "lang", "said"), [
    # a yes says how it is allowed (the alternative cost and what it costs) and what it does if nobody responds
    ("can I counterspell a Lightning Bolt with Force of Will by exiling a blue card?", "en",
     ("Yes: you can cast Force of Will", "For its alternative cost (118.9): you pay 1 life and ",
      "If nobody responds, Force of Will resolves: Lightning Bolt is countered (701.6a).")),
    ("est-ce que je peux contrer une Foudre avec Force de volonté en exilant une carte bleue ?", "fr",
     ("Oui : vous pouvez lancer la Force de volonté",
      "Pour son coût alternatif (118.9) : vous payez 1 point de vie et ",
      "Si personne ne répond, la Force de volonté se résout : la Foudre est contrecarrée (701.6a).")),
    ("opp casts Counterspell on my Grizzly Bears, can I respond with Lightning Bolt on his Llanowar Elves?", "fr",
     ("Oui : vous pouvez lancer la Foudre", "Si personne ne répond, la Foudre se résout : les Elfes de Llanowar",
      "(704.5g)")),
])
def test_a_yes_says_how_and_what_it_does(full_arbitre, message, lang, said) -> None:
    data = full_arbitre.trace(message, lang).data
    assert asked(data) is True
    assert all(s in data["summary"] for s in said), data["summary"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_discord_embed_shows_the_answer_and_its_key_steps(full_arbitre, lang) -> None:
    """The first page: the short answer, then what allows the yes (118.9), the answer, and what it leads to (701.6a);
    the whole trace on the next pages."""
    from bot.discord.embeds import DESCRIPTION_LIMIT, trace_embeds, ulen

    message = "can I counterspell a Lightning Bolt with Force of Will by exiling a blue card?"
    data = full_arbitre.trace(message, lang).data
    embeds = trace_embeds(data, lang, name_fn=full_arbitre.card_namer(lang))
    first = embeds[0].description or ""
    assert first.startswith(f"**{data['summary']}**")
    lines = first.split("\n")[1:]
    assert [line.split("`")[1] for line in lines if "`" in line][:3] == ["118.9", "117.1a", "701.6a"], lines
    assert len(embeds) > 1 and ulen(first) <= DESCRIPTION_LIMIT
    assert "601.2c" not in first  # not every step: the targets are on the next pages
    assert any("601.2c" in (e.description or "") for e in embeds[1:])
