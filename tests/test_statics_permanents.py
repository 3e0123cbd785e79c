"""Static abilities that act on permanents, read by the generic static grammar (issue 11; CR 614.1c, 614.12,
122.1): each family with a real card of the shared MTGJSON data, the side where the ability applies and the side
where it doesn't, and the rule the trace cites.
"""

from __future__ import annotations

import pytest
from trace_helpers import assert_legal, cited, perm, perms, player, steps


@pytest.fixture()
def run(full_trace):
    return full_trace


def step_ids(data: dict) -> list[str]:
    return [s["id"] for s in steps(data)]


# ----------------------------------------------------------------------------- counters it enters with (614.1c)

def test_a_counter_for_each_color_of_mana_spent(run):
    # Chamber Sentry ({X}, 0/0): a +1/+1 counter for each colour of mana spent to cast it
    setup = "me: battlefield {lands}; hand Chamber Sentry\nI cast Chamber Sentry X=3\nresolve\n"
    data = run(setup.format(lands="Plains, Island, Swamp"))
    assert_legal(data)
    sentry = perm(data, "me", "Chamber Sentry")
    assert (sentry["power"], sentry["toughness"]) == (3, 3) and "614.1c" in cited(data, 2)
    data = run(setup.format(lands="Mountain, Mountain, Mountain"))  # one colour only
    assert_legal(data)
    sentry = perm(data, "me", "Chamber Sentry")
    assert (sentry["power"], sentry["toughness"]) == (1, 1)


def test_counters_equal_to_the_mana_spent(run):
    # Gyrus, Waker of Corpses ({X}{B}{R}{G}, 0/0): counters equal to the amount of mana spent to cast it
    setup = ("me: battlefield Forest, Forest, Forest, Swamp, Mountain; hand Gyrus, Waker of Corpses\n"
             "I cast Gyrus, Waker of Corpses X={x}\nresolve\n")
    data = run(setup.format(x=2))
    assert_legal(data)
    gyrus = perm(data, "me", "Gyrus, Waker of Corpses")
    assert (gyrus["power"], gyrus["toughness"]) == (5, 5) and "614.1c" in cited(data, 2)
    data = run(setup.format(x=0))
    assert_legal(data)
    gyrus = perm(data, "me", "Gyrus, Waker of Corpses")
    assert (gyrus["power"], gyrus["toughness"]) == (3, 3)


def test_a_power_counter_other_than_plus_one_plus_one(run):
    # Clockwork Avian (0/4): enters with four +1/+0 counters (122.1a: they add to its power only)
    data = run("me: battlefield Island, Island, Island, Island, Island; hand Clockwork Avian\n"
               "I cast Clockwork Avian\nresolve\n")
    assert_legal(data)
    avian = perm(data, "me", "Clockwork Avian")
    assert (avian["power"], avian["toughness"]) == (4, 4) and "614.1c" in cited(data, 2)


def test_a_keyword_counter_chosen_as_it_enters(run):
    # Boot Nipper: "with your choice of a deathtouch counter or a lifelink counter on it" (122.1b)
    setup = "me: battlefield Swamp, Swamp; hand Boot Nipper\nI cast Boot Nipper\nresolve\n{choice}"
    data = run(setup.format(choice="I choose lifelink\n"))
    assert_legal(data)
    nipper = perm(data, "me", "Boot Nipper")
    assert "lifelink" in nipper.get("keywords", []) and "deathtouch" not in nipper.get("keywords", [])
    assert "step.chosen_counter_as_enters" in step_ids(data)
    data = run(setup.format(choice=""))  # no choice written: the first one, assumed and said
    assert_legal(data)
    nipper = perm(data, "me", "Boot Nipper")
    assert "deathtouch" in nipper.get("keywords", []) and "lifelink" not in nipper.get("keywords", [])
    assumed = [s for s in steps(data) if s["id"] == "step.assumed_counter_as_enters"]
    assert assumed and assumed[0]["rule"] == "614.12"


def test_a_keyword_counter_works_in_combat(run):
    # Boot Nipper (2/1) with its deathtouch counter destroys the Hill Giant (3/3) it blocks (702.2b, 704.5h)
    setup = ("Alice: battlefield Swamp, Swamp; hand Boot Nipper\nBob: battlefield Hill Giant\nturn: Alice, main 1\n"
             "Alice casts Boot Nipper\nresolve\n{choice}go to end\nnext step\nnext step\nnext step\nnext step\n"
             "next step\nBob attacks with Hill Giant\nAlice blocks Hill Giant with Boot Nipper\nnext step\n")
    data = run(setup.format(choice=""))
    assert_legal(data)
    assert "704.5h" in cited(data) and "Hill Giant" in player(data, "Bob")["graveyard"]
    data = run(setup.format(choice="Alice chooses lifelink\n"))  # lifelink instead: the giant survives
    assert_legal(data)
    assert "704.5h" not in cited(data) and perm(data, "Bob", "Hill Giant")["damage"] == 2
    assert player(data, "Alice")["life"] == 22


def test_other_creatures_enter_with_an_additional_counter(run):
    # Bramblewood Paragon: each other Warrior creature you control enters with an additional +1/+1 counter
    data = run("me: battlefield Bramblewood Paragon, Forest, Forest, Forest, Forest; "
               "hand Elvish Warrior, Grizzly Bears\nI cast Elvish Warrior\nresolve\nI cast Grizzly Bears\nresolve\n")
    assert_legal(data)
    warrior, bears = perm(data, "me", "Elvish Warrior"), perm(data, "me", "Grizzly Bears")
    assert (warrior["power"], warrior["toughness"]) == (3, 4) and "614.1c" in cited(data, 2)
    assert (bears["power"], bears["toughness"]) == (2, 2)  # not a Warrior: no counter
    said = [s for s in steps(data) if s["id"] == "step.enters_with_additional_counters"]
    assert len(said) == 1 and "Bramblewood Paragon" in said[0]["text"]


def test_counter_wordings_fr(run):
    data = run("moi : champ de bataille Marais, Marais ; main Pince-bottes\nje lance Pince-bottes\nrésolution\n",
               "fr")
    assert_legal(data)
    texts = [s["text"] for s in steps(data)]
    assert any("« contact mortel »" in t and "on suppose" in t for t in texts), texts


# ----------------------------------------------------------------------------- exert (701.43)

EXERT = "Alice: battlefield Hooded Brawler, Trueheart Twins\nBob: battlefield Island\nturn: Alice, main 1\n" \
        "Alice attacks with {attackers}\n{exert}"


def test_exerting_an_attacker_triggers_its_reflexive_ability(run):
    # Hooded Brawler (3/2): "When you do, it gets +2/+2"; Trueheart Twins: "Whenever you exert a creature,
    # creatures you control get +1/+0"
    data = run(EXERT.format(attackers="Hooded Brawler", exert="Alice exerts Hooded Brawler\nresolve\nresolve\n"))
    assert_legal(data)
    brawler = perm(data, "Alice", "Hooded Brawler")
    assert (brawler["power"], brawler["toughness"]) == (6, 4) and "701.43a" in cited(data, 2)
    assert perm(data, "Alice", "Trueheart Twins")["power"] == 5
    data = run(EXERT.format(attackers="Hooded Brawler", exert=""))  # not said: not exerted, and the trace says so
    assert_legal(data)
    assert (perm(data, "Alice", "Hooded Brawler")["power"], perm(data, "Alice", "Trueheart Twins")["power"]) == (3, 4)
    assert [s["rule"] for s in steps(data) if s["id"] == "step.assumed_not_exerted"] == ["701.43a"]


def test_only_an_attacker_that_may_be_exerted_is(run):
    data = run(EXERT.format(attackers="Trueheart Twins", exert="Alice exerts Hooded Brawler\n"))  # not attacking
    assert (data["verdict"], data["illegal"]["rule"]) == ("illegal", "701.43a")


def test_an_exerted_creature_doesnt_untap_during_the_next_untap_step(run):
    data = run(EXERT.format(attackers="Hooded Brawler", exert="Alice exerts Hooded Brawler\ngo to end\n"
                            + "next step\n" * 9))
    assert_legal(data)
    assert perm(data, "Alice", "Hooded Brawler")["tapped"] and "502.3" in cited(data)
    data = run(EXERT.format(attackers="Hooded Brawler", exert="go to end\n" + "next step\n" * 9))
    assert_legal(data)
    assert not perm(data, "Alice", "Hooded Brawler")["tapped"]


def test_exert_wordings_fr(run):
    data = run("Alice : champ de bataille Bagarreur cagoulard\nBob : champ de bataille Île\n"
               "tour : Alice, principale 1\nAlice attaque avec le Bagarreur cagoulard\n"
               "Alice surmène le Bagarreur cagoulard\n", "fr")
    assert_legal(data)
    assert any(s["text"].startswith("Alice surmène le Bagarreur cagoulard") for s in steps(data))


# ----------------------------------------------------------------------------- ward given by a static ability (702.21)

def test_a_granted_ward_counters_what_targets_unless_paid(run):
    # Chapel Shieldgeist: "Each creature you control has ward {1}"
    setup = ("Alice: battlefield Chapel Shieldgeist, Grizzly Bears\nBob: battlefield Mountain, Mountain; hand Shock\n"
             "turn: Alice, main 1\nBob casts Shock targeting Grizzly Bears\nresolve\n{pay}resolve\n")
    data = run(setup.format(pay=""))
    assert_legal(data)
    assert "702.21a" in cited(data) and perm(data, "Alice", "Grizzly Bears")["damage"] == 0
    data = run(setup.format(pay="Bob pays {1}\n"))  # the ward cost paid: Shock resolves
    assert_legal(data)
    assert "Grizzly Bears" in player(data, "Alice")["graveyard"]
    data = run("Alice: battlefield Grizzly Bears\nBob: battlefield Mountain; hand Shock\nturn: Alice, main 1\n"
               "Bob casts Shock targeting Grizzly Bears\nresolve\n")  # no Shieldgeist: no ward
    assert "702.21a" not in cited(data) and "Grizzly Bears" in player(data, "Alice")["graveyard"]


# ----------------------------------------------------------------------------- "can't be the target of" (115.1)

def test_a_permanent_that_cant_be_the_target_of_spells_of_some_colors(run):
    # Karplusan Strider: "can't be the target of blue or black spells"
    setup = "Alice: battlefield Karplusan Strider\nBob: battlefield {lands}; hand {spell}\nturn: Bob, main 1\n" \
            "Bob casts {spell} targeting Karplusan Strider\nresolve\n"
    data = run(setup.format(lands="Swamp, Swamp", spell="Doom Blade"))
    assert (data["verdict"], data["illegal"]["rule"]) == ("illegal", "115.1")
    assert "blue or black spells" in data["illegal"]["message"]
    data = run(setup.format(lands="Mountain", spell="Shock"))  # a red spell may target it
    assert_legal(data)
    assert perm(data, "Alice", "Karplusan Strider")["damage"] == 2


def test_creatures_cant_be_the_targets_of_spells_but_of_abilities(run):
    # Dense Foliage: "Creatures can't be the targets of spells"
    data = run("Alice: battlefield Grizzly Bears, Dense Foliage\nBob: battlefield Mountain; hand Shock\n"
               "turn: Bob, main 1\nBob casts Shock targeting Grizzly Bears\n")
    assert (data["verdict"], data["illegal"]["rule"]) == ("illegal", "115.1")
    data = run("Alice: battlefield Grizzly Bears, Dense Foliage, Prodigal Sorcerer\nturn: Alice, main 1\n"
               "Alice activates Prodigal Sorcerer targeting Grizzly Bears\nresolve\n")
    assert_legal(data)
    assert perm(data, "Alice", "Grizzly Bears")["damage"] == 1


def test_cards_in_graveyards_cant_be_targeted(run):
    # Ground Seal: "Cards in graveyards can't be the targets of spells or abilities"
    setup = "Alice: battlefield {seal}Swamp, Swamp; hand Raise Dead; graveyard Grizzly Bears\nturn: Alice, main 1\n" \
            "Alice casts Raise Dead targeting Grizzly Bears\nresolve\n"
    assert run(setup.format(seal="Ground Seal, "))["verdict"] == "illegal"
    data = run(setup.format(seal=""))
    assert_legal(data)
    assert "Grizzly Bears" in player(data, "Alice")["hand"]


def test_cant_be_the_target_wording_fr(run):
    data = run("Alice : champ de bataille Enjambeur karpluséan\n"
               "Bob : champ de bataille Marais, Marais ; main Lame du destin\ntour : Bob, principale 1\n"
               "Bob lance la Lame du destin en ciblant l'Enjambeur karpluséan\n", "fr")
    assert data["verdict"] == "illegal"
    assert "« L'Enjambeur karpluséan ne peut pas être la cible de sorts bleus ou noirs. »" in data["illegal"]["message"]


# ----------------------------------------------------------------------------- "as though it weren't blocked" (510.1c)

def test_combat_damage_assigned_as_though_it_werent_blocked(run):
    # Thorn Elemental (7/7): "You may have Thorn Elemental assign its combat damage as though it weren't blocked"
    data = run("I swing with Thorn Elemental, he blocks with his Wall of Stone, I assign 7 to him, what happens?",
               "en")
    assert_legal(data)
    assert player(data, "opponent")["life"] == 13 and "510.1c" in cited(data)
    data = run("Alice: battlefield Thorn Elemental\nBob: battlefield Wall of Stone\nturn: Alice, main 1\n"
               "Alice attacks with Thorn Elemental\nBob blocks Thorn Elemental with Wall of Stone\nnext step\n")
    assert_legal(data)  # not said: to the Wall, as usual, and the trace says it was a choice
    assert player(data, "Bob")["life"] == 20 and perm(data, "Bob", "Wall of Stone")["damage"] == 7
    assert [s["rule"] for s in steps(data) if s["id"] == "step.assumed_not_as_unblocked"] == ["510.1c"]
    data = run("I swing with Craw Wurm, he blocks with his Wall of Stone, I assign 6 to him, what happens?", "en")
    assert data["verdict"] == "illegal"  # no such ability: not to the player


# ----------------------------------------------------------------------------- replacements on itself (614.1c, 701.15a)

def test_a_creature_that_regenerates_whenever_it_would_be_destroyed(run):
    # Mossbridge Troll: "If Mossbridge Troll would be destroyed, regenerate it"
    setup = "Alice: battlefield {creature}\nBob: battlefield Swamp, Swamp; hand Doom Blade\nturn: Bob, main 1\n" \
            "Bob casts Doom Blade targeting {creature}\nresolve\n"
    data = run(setup.format(creature="Mossbridge Troll"))
    assert_legal(data)
    troll = perm(data, "Alice", "Mossbridge Troll")
    assert troll["tapped"] and "701.15a" in cited(data, 2)
    data = run(setup.format(creature="Grizzly Bears"))
    assert "Grizzly Bears" in player(data, "Alice")["graveyard"] and "701.15a" not in cited(data)


def test_a_permanent_that_enters_under_an_opponents_control(run):
    # Pendant of Prosperity: "enters the battlefield under the control of an opponent of your choice"
    data = run("Alice: battlefield Island, Island, Island; hand Pendant of Prosperity\nBob: battlefield Forest\n"
               "turn: Alice, main 1\nAlice casts Pendant of Prosperity\nresolve\n")
    assert_legal(data)
    assert perm(data, "Bob", "Pendant of Prosperity") and not perms(data, "Alice", "Pendant of Prosperity")
    assert "614.1c" in cited(data, 2) and "step.assumed_choice" in step_ids(data)


def test_revolt_counters_as_it_enters(run):
    # Narnam Renegade (1/2): enters with a +1/+1 counter if a permanent you controlled left the battlefield this turn
    setup = "me: battlefield Forest, Mountain, Grizzly Bears; hand Shock, Narnam Renegade\n{shock}" \
            "I cast Narnam Renegade\nresolve\n"
    data = run(setup.format(shock="I cast Shock targeting Grizzly Bears\nresolve\n"))
    assert_legal(data)
    renegade = perm(data, "me", "Narnam Renegade")
    assert (renegade["power"], renegade["toughness"]) == (2, 3)
    data = run(setup.format(shock=""))
    assert_legal(data)
    renegade = perm(data, "me", "Narnam Renegade")
    assert (renegade["power"], renegade["toughness"]) == (1, 2)
