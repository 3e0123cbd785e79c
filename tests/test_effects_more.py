"""More effect shapes carried out (issue 11, item 3), each on a real card of the shared MTGJSON data, with
the rule the trace cites and the other side: a countered spell exiled instead (Dissipate), creatures dealt
damage exiled if they die (Anger of the Gods), "don't untap during their controller's next untap step"
(Frost Breath), "exile ... until ~ leaves the battlefield" (Banisher Priest, 610.3)."""

from __future__ import annotations

from test_effects import ids, legal, perm, player, rules

ISLANDS = "Island, Island, Island"


def test_dissipate_exiles_the_countered_spell(full_trace):
    base = ("me: battlefield " + ISLANDS + "; hand {}\nopponent: battlefield Mountain; hand Lightning Bolt\n"
            "turn: opponent\nopponent casts Lightning Bolt targeting me\nI cast {} targeting Lightning Bolt\n"
            "resolve\n")
    data = legal(full_trace, base.format("Dissipate", "Dissipate"))
    assert "Lightning Bolt" in player(data, "opponent")["exile"]
    assert "Lightning Bolt" not in player(data, "opponent")["graveyard"] and "614.1a" in rules(data)
    plain = legal(full_trace, base.format("Counterspell", "Counterspell"))
    assert "Lightning Bolt" in player(plain, "opponent")["graveyard"] and not player(plain, "opponent")["exile"]


def test_anger_of_the_gods_exiles_what_it_kills(full_trace):
    data = legal(full_trace, "me: battlefield Mountain, Mountain, Mountain; hand Anger of the Gods\n"
                             "opponent: battlefield Grizzly Bears, Craw Wurm\nI cast Anger of the Gods\nresolve\n")
    opponent = player(data, "opponent")
    assert "Grizzly Bears" in opponent["exile"] and "Grizzly Bears" not in opponent["graveyard"]
    assert perm(data, "opponent", "Craw Wurm")["damage"] == 3  # it survives: nothing to exile
    assert "614.1a" in rules(data) and "step.not_simulated" not in ids(data)


def test_frost_breath_marks_both_targets(full_trace):
    data = legal(full_trace, "me: battlefield Island, Island, Island; hand Frost Breath\nopponent: battlefield "
                             "Grizzly Bears, Hill Giant\nI cast Frost Breath targeting Grizzly Bears and Hill Giant\n"
                             "resolve\n")
    assert perm(data, "opponent", "Grizzly Bears")["tapped"] and perm(data, "opponent", "Hill Giant")["tapped"]
    assert ids(data).count("step.marked_doesnt_untap_next") == 2 and "502.3" in rules(data)


PRIEST = ("me: battlefield Plains, Plains, Plains; hand Banisher Priest\nopponent: battlefield Grizzly Bears, "
          "Mountain; hand Lightning Bolt\nI cast Banisher Priest\nresolve\n")


def test_banisher_priest_exiles_until_it_leaves(full_trace):
    exiled = legal(full_trace, PRIEST + "resolve\n")
    assert "Grizzly Bears" in player(exiled, "opponent")["exile"] and "610.3" in rules(exiled)
    back = legal(full_trace, PRIEST + "resolve\nopponent casts Lightning Bolt targeting Banisher Priest\nresolve\n")
    assert "Grizzly Bears" in [p["name"] for p in player(back, "opponent")["battlefield"]]
    assert not player(back, "opponent")["exile"] and "step.returned_from_exile_until" in ids(back)
    assert "610.3c" in rules(back)


def test_banisher_priest_gone_before_its_ability_resolves(full_trace):
    """610.3b: the priest leaves with its ability on the stack: the creature is never exiled."""
    data = legal(full_trace, PRIEST + "opponent casts Lightning Bolt targeting Banisher Priest\nresolve\nresolve\n")
    assert "Grizzly Bears" in [p["name"] for p in player(data, "opponent")["battlefield"]]
    assert "step.exile_until_source_gone" in ids(data) and "610.3b" in rules(data)


# ---------------------------------------------------------------------------- turns, energy, poison


def test_time_walk_gives_the_next_turn_to_its_caster(full_trace):
    base = "me: battlefield Island, Island; hand Time Walk\n{}go to cleanup\nnext step\n"
    walked = legal(full_trace, base.format("I cast Time Walk\nresolve\n"))
    assert walked["state"]["turn"]["active"] == "me" and "500.7" in rules(walked)
    plain = legal(full_trace, base.format(""))
    assert plain["state"]["turn"]["active"] == "opponent" and "500.7" not in rules(plain)


def test_chronatog_skips_its_controllers_next_turn(full_trace):
    """Chronatog: "{0}: +3/+3 until end of turn. You skip your next turn." (614.10): after the opponent's turn,
    the opponent plays again."""
    data = legal(full_trace, "me: battlefield Chronatog\nI activate Chronatog\nresolve\ngo to cleanup\nnext step\n"
                             "go to cleanup\nnext step\n")
    assert data["state"]["turn"]["active"] == "opponent"
    assert "614.10" in rules(data) and "step.turn_skipped" in ids(data)


def test_energy_gained_then_paid_for_if_you_do(full_trace):
    """Attune with Aether gives {E}{E} (107.14, shown in the final state); Aether Chaser's attack trigger "you
    may pay {E}{E}. If you do, create a Servo": paid when the line says so, else assumed not paid."""
    base = ("me: battlefield Forest, Aether Chaser; hand Attune with Aether\nI cast Attune with Aether\nresolve\n"
            "go to declare attackers\nI attack with Aether Chaser\nresolve\n")
    kept = legal(full_trace, base)
    me = player(kept, "me")
    assert me["energy"] == 2 and "Servo Token" not in [p["name"] for p in me["battlefield"]]
    assert "step.assumed_choice" in ids(kept)
    paid = legal(full_trace, base + "I pay\n")
    me = player(paid, "me")
    assert me["energy"] == 0 and "Servo Token" in [p["name"] for p in me["battlefield"]]
    assert "107.14" in rules(paid)


def test_energy_can_not_be_paid_without_it(full_trace):
    data = legal(full_trace, "me: battlefield Aether Chaser\ngo to declare attackers\nI attack with Aether Chaser\n"
                             "resolve\nI pay\n")
    assert "step.energy_short" in ids(data)
    assert "Servo Token" not in [p["name"] for p in player(data, "me")["battlefield"]]


def test_marsh_viper_poisons_the_player_it_damages(full_trace):
    data = legal(full_trace, "me: battlefield Marsh Viper\ngo to declare attackers\nI attack with Marsh Viper\n"
                             "go to combat damage\nresolve\n")
    opponent = player(data, "opponent")
    assert opponent["poison"] == 2 and opponent["life"] == 19 and "122.1f" in rules(data)


def test_brawl_bash_ogre_may_sacrifice_another_creature(full_trace):
    """Brawl-Bash Ogre: "you may sacrifice another creature. If you do, ~ gets +2/+2": the optional sacrifice
    is assumed and said (608.2c), the creature sacrificed is one other than the Ogre (701.21a)."""
    data = legal(full_trace, "me: battlefield Brawl-Bash Ogre, Grizzly Bears\ngo to declare attackers\n"
                             "I attack with Brawl-Bash Ogre\nresolve\n")
    assert "Grizzly Bears" in player(data, "me")["graveyard"]
    ogre = perm(data, "me", "Brawl-Bash Ogre")
    assert (ogre["power"], ogre["toughness"]) == (5, 5) and "step.assumed_choice" in ids(data)
    alone = legal(full_trace, "me: battlefield Brawl-Bash Ogre\ngo to declare attackers\n"
                              "I attack with Brawl-Bash Ogre\nresolve\n")
    assert [p["name"] for p in player(alone, "me")["battlefield"]] == ["Brawl-Bash Ogre"]
