"""What resolves is carried out (issue 11, item 3), on real cards of the shared MTGJSON data (imported once
per session, read at test time): each effect shape with the rule the trace cites and the final situation
that proves it happened, and the illegal side where there is one."""

from __future__ import annotations


def perm(data: dict, player: str, name: str) -> dict:
    for p in data["state"]["players"]:
        if p["name"] == player:
            found = [x for x in p["battlefield"] if x["name"] == name]
            assert found, (player, name, [x["name"] for x in p["battlefield"]])
            return found[0]
    raise AssertionError(player)


def player(data: dict, name: str) -> dict:
    return next(p for p in data["state"]["players"] if p["name"] == name)


def rules(data: dict) -> set[str]:
    return {s["rule"] for a in data["actions"] for s in a["steps"]}


def texts(data: dict) -> list[str]:
    return [s["text"] for a in data["actions"] for s in a["steps"]]


def ids(data: dict) -> list[str]:
    return [s["id"] for a in data["actions"] for s in a["steps"]]


def legal(run, text: str, lang: str | None = None) -> dict:
    data = run(text, lang)
    assert data["exit"] == 0, (data.get("illegal") or data.get("error"), texts(data))
    return data


# ---------------------------------------------------------------------------- until end of turn

def test_pump_and_ability_until_end_of_turn_then_cleanup(full_trace):
    text = ("me: battlefield Mountain, Mountain, Grizzly Bears; hand Brute Strength\n"
            "I cast Brute Strength targeting Grizzly Bears\nresolve\n")
    data = legal(full_trace, text)
    bears = perm(data, "me", "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (5, 3) and "trample" in bears["keywords"]
    assert "611.2a" in rules(data)
    later = legal(full_trace, text + "go to end step\nnext step\n")  # 514.2: it ends in the cleanup step
    bears = perm(later, "me", "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (2, 2) and "trample" not in bears["keywords"]
    assert "514.2" in rules(later)


def test_a_pump_needs_a_creature(full_trace):
    data = full_trace("me: battlefield Mountain, Mountain, Island; hand Brute Strength\n"
                      "I cast Brute Strength targeting Island\n")
    assert data["exit"] == 1 and data["illegal"]["rule"] == "601.2c"


def test_creatures_you_control_get_a_bonus(full_trace):
    data = legal(full_trace, "me: battlefield Forest, Forest, Forest, Forest, Forest, Grizzly Bears, Hill Giant; "
                             "hand Overrun\nopponent: battlefield Wall of Omens\nI cast Overrun\nresolve\n")
    assert perm(data, "me", "Grizzly Bears")["power"] == 5 and perm(data, "me", "Hill Giant")["power"] == 6
    assert "trample" in perm(data, "me", "Hill Giant")["keywords"]
    assert perm(data, "opponent", "Wall of Omens")["power"] == 0  # not theirs


def test_colour_of_your_choice(full_trace):
    base = ("me: battlefield Wild Mongrel; hand Island, Forest\n"
            "I activate Wild Mongrel discarding Island\nresolve\n")
    chosen = legal(full_trace, base + "I choose blue\n")
    mongrel = perm(chosen, "me", "Wild Mongrel")
    assert mongrel["colors"] == "U" and mongrel["power"] == 3 and "105.3" in rules(chosen)
    assumed = legal(full_trace, base)
    assert perm(assumed, "me", "Wild Mongrel")["colors"] == "W"
    assert "step.assumed_choice" in ids(assumed)
    french = legal(full_trace, base.replace("I activate", "j'active") + "je choisis vert\n", "fr")
    assert perm(french, "me", "Wild Mongrel")["colors"] == "G"


# ---------------------------------------------------------------------------- tokens

def test_tokens_exist_for_later_actions(full_trace):
    data = legal(full_trace, "me: battlefield Plains, Plains, Mountain; hand Raise the Alarm, Shock\n"
                             "I cast Raise the Alarm\nresolve\n"
                             "I cast Shock targeting Soldier token\nresolve\n")
    mine = [p for p in player(data, "me")["battlefield"] if p["token"]]
    assert [(p["name"], p["power"], p["toughness"], p["colors"]) for p in mine] == [("Soldier Token", 1, 1, "W")]
    assert "Soldier Token" not in player(data, "me")["graveyard"]  # 704.5d: it ceased to exist
    assert {"111.2", "704.5d"} <= rules(data)


def test_tokens_named_in_french(full_trace):
    data = legal(full_trace, "moi : champ de bataille Plaine, Plaine, Montagne, Montagne ; main Sonner l'alerte, Jet\n"
                             "je lance Sonner l'alerte\nrésolution\n"
                             "je lance Jet en ciblant l'adversaire en sacrifiant jeton Soldat\nrésolution\n", "fr")
    assert player(data, "opponent")["life"] == 19
    assert any("jeton soldat" in t.lower() for t in texts(data))  # "2 jetons Soldat", "le jeton Soldat"


def test_a_token_that_does_not_exist_is_not_there(full_trace):
    # the opponent's battlefield is listed: nothing unknown may hold it (FREE_FORM.md section 2)
    data = full_trace("me: battlefield Mountain; hand Shock\nopponent: battlefield Island\n"
                      "I cast Shock targeting Soldier token\n")
    assert data["exit"] == 2


# ---------------------------------------------------------------------------- zones

def test_return_from_graveyard_to_hand_and_battlefield(full_trace):
    data = legal(full_trace, "me: battlefield Swamp, Swamp, Swamp, Swamp, Swamp, Swamp; hand Raise Dead, Zombify; "
                             "graveyard Grizzly Bears, Hill Giant\n"
                             "I cast Raise Dead targeting Grizzly Bears\nresolve\n"
                             "I cast Zombify targeting Hill Giant\nresolve\n")
    me = player(data, "me")
    assert "Grizzly Bears" in me["hand"] and perm(data, "me", "Hill Giant")["sick"]
    assert "Hill Giant" not in me["graveyard"] and "400.7" in rules(data)


def test_return_needs_the_card_in_a_graveyard(full_trace):
    data = full_trace("me: battlefield Swamp; hand Raise Dead, Grizzly Bears\n"
                      "I cast Raise Dead targeting Grizzly Bears\n")
    assert data["exit"] == 1 and data["illegal"]["rule"] == "601.2c"


def test_enters_trigger_returns_a_card(full_trace):
    data = legal(full_trace, "me: battlefield Swamp, Swamp, Swamp, Swamp; hand Gravedigger; graveyard Hill Giant\n"
                             "I cast Gravedigger\nresolve\nresolve\n")
    assert "Hill Giant" in player(data, "me")["hand"]
    assert {"603.3", "603.3d"} <= rules(data) and "step.assumed_choice" in ids(data)  # "you may": said so


def test_counters_on_each_creature(full_trace):
    data = legal(full_trace, "me: battlefield Plains, Plains, Grizzly Bears, Hill Giant; hand Basri's Solidarity\n"
                             "opponent: battlefield Wall of Omens\nI cast Basri's Solidarity\nresolve\n")
    assert perm(data, "me", "Grizzly Bears")["counters"] == {"+1/+1": 1}
    assert perm(data, "me", "Hill Giant")["power"] == 4
    assert perm(data, "opponent", "Wall of Omens")["counters"] == {}


# ---------------------------------------------------------------------------- damage

def test_damage_x_and_a_second_effect(full_trace):
    data = legal(full_trace, "me: battlefield Mountain, Mountain, Mountain, Mountain, Mountain, Plains; "
                             "hand Disintegrate, Lightning Helix\nopponent: battlefield Hill Giant\n"
                             "I cast Disintegrate targeting opponent X=3 paying {3}{R}\nresolve\n"
                             "I cast Lightning Helix targeting Hill Giant\nresolve\n")
    assert player(data, "opponent")["life"] == 17 and player(data, "me")["life"] == 23
    assert "Hill Giant" in player(data, "opponent")["graveyard"] and "120.3a" in rules(data)


def test_damage_to_each_creature(full_trace):
    data = legal(full_trace, "me: battlefield Mountain, Mountain, Grizzly Bears; hand Pyroclasm\n"
                             "opponent: battlefield Hill Giant, Wall of Omens\nI cast Pyroclasm\nresolve\n")
    assert "Grizzly Bears" in player(data, "me")["graveyard"]
    assert perm(data, "opponent", "Hill Giant")["damage"] == 2
    assert perm(data, "opponent", "Wall of Omens")["damage"] == 2


def test_damage_from_a_source_that_left_the_battlefield(full_trace):
    """608.2h: Mogg Fanatic is sacrificed as the cost; its ability still deals its damage."""
    data = legal(full_trace, "me: battlefield Mogg Fanatic\nopponent: battlefield Llanowar Elves\n"
                             "I activate Mogg Fanatic targeting Llanowar Elves\nresolve\n")
    assert "Llanowar Elves" in player(data, "opponent")["graveyard"]
    assert any("Mogg Fanatic deals 1 damage to Llanowar Elves" in t for t in texts(data))


def test_damage_equal_to_the_sacrificed_creature_power(full_trace):
    """Fling: the sacrificed creature's power as it last existed (608.2h), its +3/+3 included."""
    data = legal(full_trace, "me: battlefield Mountain, Mountain, Forest, Grizzly Bears; hand Giant Growth, Fling\n"
                             "I cast Giant Growth targeting Grizzly Bears\nresolve\n"
                             "I cast Fling targeting opponent sacrificing Grizzly Bears\nresolve\n")
    assert player(data, "opponent")["life"] == 15


def test_exile_instead_of_dying_and_no_regeneration(full_trace):
    """Disintegrate: the regeneration shield doesn't apply (701.15c) and the creature is exiled (614.1a)."""
    data = legal(full_trace, "me: battlefield Mountain, Mountain; hand Disintegrate\n"
                             "opponent: battlefield Drudge Skeletons, Swamp\n"
                             "I cast Disintegrate targeting Drudge Skeletons X=1\n"
                             "opponent activates Drudge Skeletons\nresolve\nresolve\n")
    opp = player(data, "opponent")
    assert "Drudge Skeletons" in opp["exile"] and "Drudge Skeletons" not in opp["graveyard"]
    assert "614.1a" in rules(data) and "701.15a" not in {s["rule"] for s in data["actions"][-1]["steps"]
                                                         if s["kind"] == "replacement"}


def test_regeneration_replaces_lethal_damage(full_trace):
    data = legal(full_trace, "me: battlefield Mountain; hand Shock\nopponent: battlefield Drudge Skeletons, Swamp\n"
                             "I cast Shock targeting Drudge Skeletons\n"
                             "opponent activates Drudge Skeletons\nresolve\nresolve\n")
    skeletons = perm(data, "opponent", "Drudge Skeletons")
    assert skeletons["tapped"] and skeletons["damage"] == 0 and "701.15a" in rules(data)


# ---------------------------------------------------------------------------- the stack

LEAK = ("me: battlefield Mountain, Plains, Plains, Plains; hand Lightning Bolt\n"
        "opponent: battlefield Island, Island; hand Mana Leak\n"
        "I cast Lightning Bolt targeting opponent\nopponent casts Mana Leak targeting Lightning Bolt\nresolve\n")


def test_counter_unless_pays_paid(full_trace):
    data = legal(full_trace, LEAK + "I pay {3}\nresolve\n")
    assert player(data, "opponent")["life"] == 17 and "step.paid_unless" in ids(data)


def test_counter_unless_pays_declined(full_trace):
    data = legal(full_trace, LEAK + "I don't pay\n")
    assert "Lightning Bolt" in player(data, "me")["graveyard"] and "701.6a" in rules(data)
    french = legal(full_trace, LEAK + "je ne paie pas\n", "fr")
    assert "Lightning Bolt" in player(french, "me")["graveyard"]


def test_counter_unless_pays_without_a_line(full_trace):
    assumed = legal(full_trace, LEAK)
    assert "Lightning Bolt" in player(assumed, "me")["graveyard"] and "step.assumed_choice" in ids(assumed)
    broke = legal(full_trace, LEAK.replace("Mountain, Plains, Plains, Plains", "Mountain"))
    assert "step.unless_cost_unpayable" in ids(broke) and "118.3" in rules(broke)


def test_paying_more_than_one_has_is_illegal(full_trace):
    data = full_trace(LEAK.replace("Mountain, Plains, Plains, Plains", "Mountain, Plains") + "I pay {3}\n")
    assert data["exit"] == 1


def test_copy_of_a_spell(full_trace):
    data = legal(full_trace, "me: battlefield Mountain, Island, Island; hand Lightning Bolt, Twincast\n"
                             "I cast Lightning Bolt targeting opponent\nI cast Twincast targeting Lightning Bolt\n"
                             "resolve all\n")
    assert player(data, "opponent")["life"] == 14 and "707.10" in rules(data)
    assert player(data, "me")["graveyard"].count("Lightning Bolt") == 1  # 704.5e: the copy ceased to exist


# ---------------------------------------------------------------------------- choices

def test_sacrifice_and_discard_choices(full_trace):
    data = legal(full_trace, "me: battlefield Swamp, Swamp, Swamp, Swamp, Swamp; hand Diabolic Edict, Mind Rot\n"
                             "opponent: battlefield Grizzly Bears, Hill Giant; hand Island, Forest, Mountain\n"
                             "I cast Diabolic Edict targeting opponent\nresolve\nopponent sacrifices Hill Giant\n"
                             "I cast Mind Rot targeting opponent\nresolve\nopponent discards Forest and Mountain\n")
    opp = player(data, "opponent")
    assert "Hill Giant" in opp["graveyard"] and perm(data, "opponent", "Grizzly Bears")
    assert opp["hand"] == ["Island"] and {"701.21a", "701.9a"} <= rules(data)


def test_search_an_unknown_library_is_reported(full_trace):
    unknown = legal(full_trace, "me: battlefield Forest, Forest; hand Rampant Growth\nI cast Rampant Growth\nresolve\n")
    assert "step.search_unknown_library" in ids(unknown)
    known = legal(full_trace, "me: battlefield Forest, Forest; hand Rampant Growth; library Island, Forest\n"
                              "I cast Rampant Growth\nresolve\n")
    assert perm(known, "me", "Island")["tapped"] and "701.23a" in rules(known)


def test_scry_with_an_unknown_library(full_trace):
    data = legal(full_trace, "me: battlefield Island; hand Opt\nI cast Opt\nresolve\n")
    assert "step.scried" in ids(data) and player(data, "me")["hand"] == ["unknown card"]


# ---------------------------------------------------------------------------- Auras and Equipment

RANCOR = ("me: battlefield Forest, Grizzly Bears; hand Rancor\nopponent: battlefield Wall of Omens\n"
          "I cast Rancor targeting Grizzly Bears\nresolve\n")


def test_aura_bonus_and_trample(full_trace):
    data = legal(full_trace, RANCOR + "I attack with Grizzly Bears\nopponent blocks Grizzly Bears with Wall of Omens\n"
                                      "next step\n")
    bears = perm(data, "me", "Grizzly Bears")
    assert (bears["power"], "trample" in bears["keywords"]) == (4, True)
    assert perm(data, "me", "Rancor")["attached_to"] == "Grizzly Bears" and "303.4f" in rules(data)
    assert player(data, "opponent")["life"] == 20  # 4 power, 4 toughness wall: all assigned to the blocker


def test_aura_returns_to_hand_when_its_creature_dies(full_trace):
    data = legal(full_trace, RANCOR.replace("hand Rancor", "hand Rancor\nopponent: battlefield Mountain; hand Shock")
                 .replace("opponent: battlefield Wall of Omens\n", "")
                 + "opponent casts Shock targeting Grizzly Bears\nresolve\nresolve\n")
    me = player(data, "me")
    assert "Rancor" in me["hand"] and "Grizzly Bears" in me["graveyard"] and "704.5m" in rules(data)


def test_equipment_bonus_and_sorcery_timing(full_trace):
    data = legal(full_trace, "me: battlefield Mountain, Bonesplitter, Grizzly Bears\n"
                             "I activate Bonesplitter targeting Grizzly Bears\nresolve\n")
    assert perm(data, "me", "Grizzly Bears")["power"] == 4 and "701.3a" in rules(data)
    data = full_trace("me: battlefield Mountain, Bonesplitter, Grizzly Bears\nturn: opponent, main 1\n"
                      "I activate Bonesplitter targeting Grizzly Bears\n")
    assert data["exit"] == 1 and data["illegal"]["rule"] == "602.5d"


# ---------------------------------------------------------------------------- triggers

def test_upkeep_trigger(full_trace):
    data = legal(full_trace, "me: battlefield Phyrexian Arena\nturn: opponent, end step\nnext step\nnext step\n"
                             "resolve\n")
    assert player(data, "me")["life"] == 19 and len(player(data, "me")["hand"]) == 2  # drawn: the trigger, the step
    assert "603.3" in rules(data)


def test_cast_and_enter_triggers(full_trace):
    data = legal(full_trace, "me: battlefield Young Pyromancer, Mountain; hand Lightning Bolt\n"
                             "opponent: battlefield Soul Warden\n"
                             "I cast Lightning Bolt targeting opponent\nresolve all\n")
    assert perm(data, "me", "Elemental Token")["token"]
    assert player(data, "opponent")["life"] == 18  # 3 from the Bolt, 1 from Soul Warden's trigger


def test_damage_divided_as_the_message_says(full_trace):
    base = "me: battlefield Mountain, Mountain, Mountain; hand Arc Lightning\nopponent: battlefield Grizzly Bears\n"
    data = legal(full_trace, base + "I cast Arc Lightning targeting Grizzly Bears and opponent dividing 2 and 1\n"
                                    "resolve\n")
    assert "Grizzly Bears" in player(data, "opponent")["graveyard"] and player(data, "opponent")["life"] == 19
    assert "601.2d" in rules(data)
    french = legal(full_trace, base.replace("I cast", "je lance")
                   + "je lance Arc Lightning en ciblant Grizzly Bears et l'adversaire en répartissant 1 et 2\n"
                     "résolution\n", "fr")
    assert player(french, "opponent")["life"] == 18 and perm(french, "opponent", "Grizzly Bears")["damage"] == 1
    wrong = full_trace(base + "I cast Arc Lightning targeting Grizzly Bears and opponent dividing 3 and 0\n")
    assert wrong["exit"] == 1 and wrong["illegal"]["rule"] == "601.2d"


def test_a_forced_division(full_trace):
    """Two targets, two damage: one each, nothing to choose (Forked Bolt)."""
    data = legal(full_trace, "me: battlefield Mountain; hand Forked Bolt\nopponent: battlefield Llanowar Elves\n"
                             "I cast Forked Bolt targeting Llanowar Elves and opponent\nresolve\n")
    assert "Llanowar Elves" in player(data, "opponent")["graveyard"] and player(data, "opponent")["life"] == 19
    assert "step.assumed_choice" not in ids(data)


# ---------------------------------------------------------------------------- more triggers and shapes

def test_discard_a_card_you_choose_from_a_revealed_hand(full_trace):
    data = legal(full_trace, "me: battlefield Swamp; hand Duress\nopponent: hand Counterspell, Lightning Bolt, Island\n"
                             "I cast Duress targeting opponent\nresolve\nI choose Lightning Bolt\n")
    opp = player(data, "opponent")
    assert opp["graveyard"] == ["Lightning Bolt"] and sorted(opp["hand"]) == ["Counterspell", "Island"]
    assert {"701.20a", "701.9a"} <= rules(data)
    assumed = legal(full_trace, "me: battlefield Swamp; hand Duress\nopponent: hand Island, Counterspell\n"
                                "I cast Duress targeting opponent\nresolve\n")
    assert player(assumed, "opponent")["graveyard"] == ["Counterspell"]  # the only noncreature, nonland card


def test_life_gain_and_heroic_triggers(full_trace):
    data = legal(full_trace, "me: battlefield Plains, Plains, Mountain, Ajani's Pridemate, Phalanx Leader; "
                             "hand Lightning Helix, Giant Growth\n"
                             "I cast Lightning Helix targeting opponent\nresolve all\n")
    assert perm(data, "me", "Ajani's Pridemate")["counters"] == {"+1/+1": 1}
    heroic = legal(full_trace, "me: battlefield Forest, Phalanx Leader, Grizzly Bears; hand Giant Growth\n"
                               "I cast Giant Growth targeting Phalanx Leader\nresolve all\n")
    assert perm(heroic, "me", "Grizzly Bears")["counters"] == {"+1/+1": 1}
    assert perm(heroic, "me", "Phalanx Leader")["power"] == 1 + 3 + 1  # a 1/1


def test_an_aura_trigger_when_its_creature_dies(full_trace):
    data = legal(full_trace, "me: battlefield Plains, Plains, Plains, Llanowar Elves; hand Griffin Guide\n"
                             "opponent: battlefield Mountain; hand Lightning Bolt\n"
                             "I cast Griffin Guide targeting Llanowar Elves\nresolve\n"
                             "opponent casts Lightning Bolt targeting Llanowar Elves\nresolve all\n")
    griffin = perm(data, "me", "Griffin Token")
    assert griffin["token"] and "flying" in griffin["keywords"] and "Griffin Guide" in player(data, "me")["graveyard"]


def test_end_step_trigger(full_trace):
    data = legal(full_trace, "me: battlefield Mountain, Mountain, Mountain, Mountain; hand Ball Lightning\n"
                             "I cast Ball Lightning\nresolve\nI attack with Ball Lightning\ngo to end step\nresolve\n")
    assert player(data, "opponent")["life"] == 14 and "Ball Lightning" in player(data, "me")["graveyard"]


def test_delayed_trigger_at_the_next_upkeep(full_trace):
    data = legal(full_trace, "me: battlefield Plains, Plains; hand Blessed Wine\nI cast Blessed Wine\nresolve\n"
                             "go to upkeep\nresolve\n")
    assert player(data, "me")["life"] == 21 and "603.7" in rules(data)
    drawn = [a for a in data["actions"] if a["source"] == "resolve"][-1]
    assert any(s["id"] == "step.draws" for s in drawn["steps"])  # the delayed draw, in the opponent's upkeep


def test_prevention_and_replacement_statics(full_trace):
    fog = legal(full_trace, "me: battlefield Forest; hand Fog\nopponent: battlefield Hill Giant\n"
                            "turn: opponent, main 1\nopponent attacks with Hill Giant\nI cast Fog\nresolve\n"
                            "go to end of combat\n")
    assert player(fog, "me")["life"] == 20 and "615.1" in rules(fog)
    leyline = legal(full_trace, "me: battlefield Leyline of the Void, Mountain; hand Lightning Bolt\n"
                                "opponent: battlefield Grizzly Bears\n"
                                "I cast Lightning Bolt targeting Grizzly Bears\nresolve\n")
    assert "Grizzly Bears" in player(leyline, "opponent")["exile"]
    assert "Lightning Bolt" in player(leyline, "me")["graveyard"]  # only an opponent's graveyard


def test_search_for_a_card_to_hand_and_a_card_from_hand(full_trace):
    data = legal(full_trace, "me: battlefield Swamp, Swamp, Swamp, Swamp; hand Diabolic Tutor; "
                             "library Island, Counterspell\n"
                             "I cast Diabolic Tutor\nresolve\nI choose Counterspell\n")
    assert "Counterspell" in player(data, "me")["hand"] and "701.23a" in rules(data)


def test_kicked_spell_does_more(full_trace):
    base = "me: battlefield Mountain, Mountain, Mountain, Mountain, Mountain; hand Burst Lightning\n"
    kicked = legal(full_trace, base + "I cast Burst Lightning with kicker targeting opponent\nresolve\n")
    plain = legal(full_trace, base + "I cast Burst Lightning targeting opponent\nresolve\n")
    assert (player(kicked, "opponent")["life"], player(plain, "opponent")["life"]) == (16, 18)


def test_aura_restriction_and_power_equal_to_a_number(full_trace):
    pacified = full_trace("me: battlefield Plains, Plains, Grizzly Bears; hand Pacifism\n"
                          "I cast Pacifism targeting Grizzly Bears\nresolve\ngo to declare attackers\n"
                          "I attack with Grizzly Bears\n")
    assert pacified["exit"] == 1 and pacified["illegal"]["rule"] == "508.1c"
    maro = legal(full_trace, "me: battlefield Maro; hand Island, Forest, Swamp, Mountain\nI play Mountain\n")
    assert (perm(maro, "me", "Maro")["power"], perm(maro, "me", "Maro")["toughness"]) == (3, 3)
