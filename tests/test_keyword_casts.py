"""Keyword abilities of issue 11, third session: day and night (730, 702.145), bestow (702.103)... each with real
cards of the shared MTGJSON data (imported once per session), the side where the ability applies and the side
where it doesn't or the play is illegal, and the rule the trace cites."""

from __future__ import annotations

from trace_helpers import assert_legal, cited, illegal, perm, perms, player, step_ids

CATHAR = ("me: battlefield Plains, Plains, Plains; hand Brutal Cathar\nopponent: battlefield Mountain, Grizzly Bears; "
          "hand Lightning Bolt\nI cast Brutal Cathar\nresolve all\ngo to end step\nnext step\nnext step\n")
TO_MY_TURN = "go to end step\nnext step\nnext step\n"  # from the opponent's main phase to my upkeep


def test_daybound_makes_it_day_and_night_comes_after_a_turn_without_spells(run):
    data = run(CATHAR + TO_MY_TURN)
    assert_legal(data)
    assert {"702.145d", "730.2a", "702.145c"} <= cited(data)
    assert data["state"]["turn"]["day_night"] == "night"
    assert perm(data, "me", "Moonrage Brute")["power"] == 3 and not perms(data, "me", "Brutal Cathar")


def test_day_stays_when_the_active_player_cast_a_spell(run):
    # the opponent casts a spell during their turn: it stays day, the Cathar keeps its front face
    data = run(CATHAR + "opponent casts Lightning Bolt targeting me\nresolve\n" + TO_MY_TURN)
    assert_legal(data)
    assert "730.2a" not in cited(data) and "step.day_night_stays" in step_ids(data)
    assert data["state"]["turn"]["day_night"] == "day"
    assert perm(data, "me", "Brutal Cathar")["power"] == 2


def test_no_day_night_without_daybound(run):
    data = run("me: battlefield Forest, Forest; hand Grizzly Bears\nI cast Grizzly Bears\nresolve\n")
    assert_legal(data)
    assert "day_night" not in data["state"]["turn"]


def test_nightbound_in_the_setup_makes_it_night_and_two_spells_make_it_day(run):
    data = run("me: battlefield Moonrage Brute, Mountain, Mountain; hand Lightning Bolt, Shock\n"
               "I cast Lightning Bolt targeting opponent\nresolve\nI cast Shock targeting opponent\nresolve\n"
               "go to end step\nnext step\nnext step\n")
    assert_legal(data)
    assert {"702.145g", "730.2b", "702.145f"} <= cited(data)
    assert data["state"]["turn"]["day_night"] == "day"
    assert perm(data, "me", "Brutal Cathar")["power"] == 2


BOON = ("me: battlefield Forest, Forest, Forest, Forest, Forest, Grizzly Bears; hand Boon Satyr\n"
        "opponent: battlefield Swamp, Swamp; hand Doom Blade\n")


def test_bestow_casts_an_aura_that_becomes_a_creature_when_unattached(run):
    data = run(BOON + "I cast Boon Satyr bestowed on Grizzly Bears\nresolve\n")
    assert_legal(data)
    assert {"702.103a", "303.4f"} <= cited(data)
    bears = perm(data, "me", "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (6, 4)
    assert perm(data, "me", "Boon Satyr")["attached_to"] == "Grizzly Bears"
    data = run(BOON + "I cast Boon Satyr bestowed on Grizzly Bears\nresolve\n"
                      "opponent casts Doom Blade targeting Grizzly Bears\nresolve\n")
    assert_legal(data)
    assert "702.103f" in cited(data) and "704.5m" not in cited(data)
    satyr = perm(data, "me", "Boon Satyr")
    assert (satyr["power"], satyr["toughness"], satyr["attached_to"]) == (4, 2, None)


def test_bestowed_spell_whose_target_is_gone_resolves_as_a_creature(run):
    data = run(BOON + "I cast Boon Satyr bestowed on Grizzly Bears\nopponent casts Doom Blade targeting Grizzly Bears\n"
                      "resolve\nresolve\n")
    assert_legal(data)
    assert "702.103e" in cited(data) and "step.fizzles" not in step_ids(data)
    assert perm(data, "me", "Boon Satyr")["power"] == 4


def test_bestow_needs_a_creature_to_target_and_a_bestow_cost(run):
    five = "Forest, Forest, Forest, Forest, Forest"
    illegal(run(f"me: battlefield {five}; hand Boon Satyr\nI cast Boon Satyr bestowed\n"), "601.2c")
    illegal(run("me: battlefield Forest, Forest, Grizzly Bears; hand Llanowar Elves\n"
                "I cast Llanowar Elves bestowed on Grizzly Bears\n"), "601.2b")
    data = run("me: battlefield Forest, Forest, Forest; hand Boon Satyr\nI cast Boon Satyr\nresolve\n")
    assert_legal(data)  # its mana cost: a creature spell
    assert perm(data, "me", "Boon Satyr")["attached_to"] is None and "702.103a" not in cited(data)


DISAPPEAR = ("me: battlefield Island, Island, {creature}; hand Make Disappear\n"
             "opponent: battlefield Mountain, Mountain; hand Lightning Bolt\nturn: opponent, main 1\n"
             "opponent casts Lightning Bolt targeting me\n"
             "I cast Make Disappear targeting Lightning Bolt with casualty, sacrificing {creature}\n")


def test_casualty_sacrifices_a_creature_and_copies_the_spell(run):
    data = run(DISAPPEAR.format(creature="Grizzly Bears") + "resolve all\n")
    assert_legal(data)
    assert {"702.153a", "707.10c"} <= cited(data) and "step.spell_copied" in step_ids(data)
    assert player(data, "me")["graveyard"] == ["Grizzly Bears", "Make Disappear"]
    assert player(data, "opponent")["life"] == 20
    # Ornithopter's power is 0: not "a creature with power 1 or greater" (casualty 1)
    illegal(run(DISAPPEAR.format(creature="Ornithopter")), "118.3")
    data = run(DISAPPEAR.format(creature="Grizzly Bears").replace(" with casualty, sacrificing Grizzly Bears", "")
               + "resolve all\n")
    assert_legal(data)
    assert "702.153a" not in cited(data) and perm(data, "me", "Grizzly Bears")


def test_cascade_exiles_until_a_cheaper_spell_and_casts_it_free(run):
    setup = ("me: battlefield Mountain, Mountain, Forest, Forest; hand Bloodbraid Elf; library {library}\n"
             "opponent: battlefield Llanowar Elves\nI cast Bloodbraid Elf\nresolve\n")
    data = run(setup.format(library="Forest, Lightning Bolt, Grizzly Bears")
               + "I cast Lightning Bolt targeting Llanowar Elves\nresolve all\n")
    assert_legal(data)
    assert {"702.85a", "608.2g"} <= cited(data)
    assert "Llanowar Elves" in player(data, "opponent")["graveyard"]
    assert player(data, "me")["library"] == 2 and "Lightning Bolt" in player(data, "me")["graveyard"]
    # nothing cheaper than 4 among the known cards, and nothing under them: all go to the bottom
    data = run(setup.format(library="Forest, Ravenous Chupacabra"))
    assert_legal(data)
    assert "step.cascade_nothing" in step_ids(data) and player(data, "me")["library"] == 2
    data = run("me: battlefield Mountain, Mountain, Forest, Forest; hand Bloodbraid Elf\nI cast Bloodbraid Elf\n"
               "resolve\n")
    assert "step.cascade_unknown" in step_ids(data)  # a library the message doesn't list is unknown


DREDGE = "me: graveyard Golgari Thug; library {library}\nturn: me, upkeep\nnext step\n{line}"


def test_dredge_replaces_the_draw(run):
    data = run(DREDGE.format(library="Island, Island, Island, Island, Swamp", line="I dredge Golgari Thug\n"))
    assert_legal(data)
    assert "702.52a" in cited(data)
    me = player(data, "me")
    assert me["hand"] == ["Golgari Thug"] and me["graveyard"] == ["Island"] * 4 and me["library"] == 1
    data = run(DREDGE.format(library="Island, Island", line="je drague l'Étrangleur golgari\n"), "fr")
    illegal(data, "702.52b")  # dredge 4 with two cards in the library
    illegal(run("me: graveyard Golgari Thug\nI dredge Golgari Thug\n"), "702.52a")  # no draw to replace
    data = run(DREDGE.format(library="Island, Island, Island, Island, Swamp", line=""))
    assert player(data, "me")["hand"] == ["Island"] and "702.52a" not in cited(data)


SASH = "me: battlefield Lion Sash, Grizzly Bears, Plains, Plains, Plains, Plains\n"


def test_reconfigure_attaches_and_the_equipment_stops_being_a_creature(run):
    data = run(SASH + "I activate Lion Sash ability 2 targeting Grizzly Bears\nresolve\n")
    assert_legal(data)
    assert {"702.151a", "702.151b"} <= cited(data)
    sash = perm(data, "me", "Lion Sash")
    assert sash["attached_to"] == "Grizzly Bears" and sash["power"] is None
    data = run(SASH + "I activate Lion Sash ability 2 targeting Grizzly Bears\nresolve\n"
                      "I activate Lion Sash ability 3\nresolve\n")
    assert_legal(data)
    sash = perm(data, "me", "Lion Sash")
    assert sash["attached_to"] is None and sash["power"] == 1
    illegal(run(SASH + "I activate Lion Sash ability 3\n"), "702.151a")  # not attached: nothing to unattach
    illegal(run(SASH + "opponent: battlefield Island\nturn: opponent, main 1\n"
                "I activate Lion Sash ability 2 targeting Grizzly Bears\n"), "602.5d")  # as a sorcery only


def test_reconfigured_equipment_is_a_creature_again_when_its_creature_dies(run):
    data = run(SASH + "opponent: battlefield Swamp, Swamp; hand Doom Blade\n"
                      "I activate Lion Sash ability 2 targeting Grizzly Bears\nresolve\n"
                      "opponent casts Doom Blade targeting Grizzly Bears\nresolve\n")
    assert_legal(data)
    assert "704.5n" in cited(data)
    sash = perm(data, "me", "Lion Sash")
    assert sash["attached_to"] is None and sash["power"] == 1


DISCOVERY = "me: battlefield Island, Island, Island, Island, Island, Island{lands}; hand Coastal Discovery\n"


def test_awaken_puts_counters_on_a_land_that_becomes_a_creature(run):
    data = run(DISCOVERY.format(lands="") + "I cast Coastal Discovery with awaken targeting Island\nresolve\n")
    assert_legal(data)
    assert {"702.113a"} <= cited(data)
    creatures = [p for p in player(data, "me")["battlefield"] if p["power"] is not None]
    assert len(creatures) == 1 and (creatures[0]["power"], creatures[0]["toughness"]) == (4, 4)
    assert "haste" in creatures[0]["keywords"]
    data = run(DISCOVERY.format(lands="") + "I cast Coastal Discovery\nresolve\n")  # its mana cost: no awaken
    assert_legal(data)
    assert all(p["power"] is None for p in player(data, "me")["battlefield"]) and "702.113a" not in cited(data)
    # the land must be one the caster controls
    illegal(run(DISCOVERY.format(lands="") + "opponent: battlefield Forest\n"
                "I cast Coastal Discovery with awaken targeting Forest\n"), "601.2c")
