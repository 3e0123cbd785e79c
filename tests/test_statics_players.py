"""Static abilities that act on players, rules and damage (issue 11, item 2; the grammar of
`cardpool.oracle.statics_players`): each family with a real card of the shared MTGJSON data, the side where it
applies and the side where it doesn't, and the rule the trace cites.
"""

from __future__ import annotations

import pytest
from test_statics import illegal, step_ids
from trace_helpers import assert_legal, cited, perm, perms, player

from cardpool.oracle.statics_players import players_static


@pytest.fixture()
def run(full_trace):
    return full_trace


# ----------------------------------------------------------------------------- the grammar

@pytest.mark.parametrize(("sentence", "expected"), [
    ("If a white source would deal damage to you, prevent 1 of that damage",
     {"kind": "damage_change", "by": "group", "by_filter": {"colors": "W"}, "to": "you", "change": {"prevent": 1}}),
    ("If a source would deal 3 or more damage to a permanent or player, that source deals 2 damage to that "
     "permanent or player instead",
     {"kind": "damage_change", "min_amount": 3, "to": "any", "change": {"at_most": 2}}),
    ("If another red source you control would deal damage to a permanent or player, it deals that much damage "
     "plus 1 to that permanent or player instead",
     {"kind": "damage_change", "by": "group", "by_filter": {"colors": "R", "controller": "you", "other": True},
      "to": "any", "change": {"plus": 1}}),
    ("Damage can't be prevented", {"kind": "unpreventable"}),
    ("Damage that would reduce your life total to less than 1 reduces it to 1 instead",
     {"kind": "life_floor", "floor": 1}),
])
def test_the_damage_grammar(sentence, expected):
    assert players_static(sentence.lower(), sentence) == expected


@pytest.mark.parametrize("sentence", [
    "If a source would deal damage to a player, you may prevent X of that damage, where X is the number of Clerics "
    "you control",  # an X the grammar doesn't read
    "If a source would deal damage to you, it deals 2 damage to you instead",  # no threshold: not a cap
    "If damage would be dealt to you, prevent that damage and mill twice that many cards",  # more than a change
])
def test_what_the_damage_grammar_leaves_unread(sentence):
    assert players_static(sentence.lower(), sentence) is None


# ----------------------------------------------------------------------------- damage changed (614.1a, 615.1)

def test_a_red_source_deals_more_damage_to_an_opponent(run):
    # Torbran, Thane of Red Fell: a red source you control deals that much damage plus 2 to an opponent
    setup = "me: battlefield {permanent}, Mountain; hand Shock\nI cast Shock targeting opponent\nresolve\n"
    data = run(setup.format(permanent="Torbran, Thane of Red Fell"))
    assert_legal(data)
    assert player(data, "opponent")["life"] == 16 and "614.1a" in cited(data)
    assert "step.damage_replaced" in step_ids(data)
    assert player(run(setup.format(permanent="Forest")), "opponent")["life"] == 18


def test_a_red_source_of_an_opponent_is_not_changed(run):
    # Torbran applies only to red sources its controller controls
    data = run("me: battlefield Torbran, Thane of Red Fell\nopponent: battlefield Mountain; hand Shock\n"
               "opponent casts Shock targeting me\nresolve\n")
    assert_legal(data)
    assert player(data, "me")["life"] == 18 and "step.damage_replaced" not in step_ids(data)


def test_damage_doubled_to_permanents_and_players(run):
    # Dictate of the Twin Gods: a source deals double that damage to a permanent or player
    setup = ("me: battlefield {permanent}, Mountain; hand Shock\nopponent: battlefield Hill Giant\n"
             "I cast Shock targeting Hill Giant\nresolve\n")
    data = run(setup.format(permanent="Dictate of the Twin Gods"))
    assert_legal(data)
    assert "Hill Giant" in player(data, "opponent")["graveyard"] and "614.1a" in cited(data)
    data = run(setup.format(permanent="Forest"))
    assert perm(data, "opponent", "Hill Giant")["damage"] == 2


def test_a_sphere_prevents_part_of_the_damage_of_its_colour(run):
    # Sphere of Law: if a red source would deal damage to you, prevent 2 of that damage; Shock is red
    setup = ("me: battlefield Sphere of Law\nopponent: battlefield {land}; hand {spell}\n"
             "opponent casts {spell} targeting me\nresolve\n")
    data = run(setup.format(land="Mountain", spell="Shock"))
    assert_legal(data)
    assert player(data, "me")["life"] == 20 and "615.1" in cited(data)
    data = run(setup.format(land="Swamp", spell="Vicious Offering"))  # not red, not a damage spell anyway
    assert "step.damage_prevented_static" not in step_ids(data)


def test_a_cap_on_large_damage(run):
    # Divine Presence: a source that would deal 4 or more damage deals 3 instead; 2 damage is left alone
    setup = ("me: battlefield Divine Presence\nopponent: battlefield Mountain, Mountain, Mountain, Mountain, "
             "Mountain; hand {spell}\nturn: opponent, main 1\nopponent casts {spell} targeting me\nresolve\n")
    data = run(setup.format(spell="Lava Axe"))
    assert_legal(data)
    assert player(data, "me")["life"] == 17 and "614.1a" in cited(data)
    data = run(setup.format(spell="Shock"))
    assert_legal(data)
    assert player(data, "me")["life"] == 18 and "step.damage_replaced" not in step_ids(data)


# ----------------------------------------------------------------------------- 615.12 and the life floor

def test_damage_that_cant_be_prevented(run):
    # Everlasting Torment: damage can't be prevented, so Sphere of Law's prevention takes nothing (615.12)
    setup = ("me: battlefield Sphere of Law{torment}\nopponent: battlefield Mountain; hand Shock\n"
             "opponent casts Shock targeting me\nresolve\n")
    data = run(setup.format(torment=", Everlasting Torment"))
    assert_legal(data)
    assert player(data, "me")["life"] == 18 and "615.12" in cited(data)
    assert player(run(setup.format(torment="")), "me")["life"] == 20


def test_damage_cant_reduce_your_life_below_one(run):
    # Ali from Cairo: damage that would reduce your life total to less than 1 reduces it to 1 instead
    setup = ("me: battlefield {permanent}; life 2\nopponent: battlefield Mountain, Mountain, Mountain, Mountain, "
             "Mountain; hand Lava Axe\nturn: opponent, main 1\nopponent casts Lava Axe targeting me\nresolve\n")
    data = run(setup.format(permanent="Ali from Cairo"))
    assert_legal(data)
    assert player(data, "me")["life"] == 1 and "step.damage_life_floor" in step_ids(data)
    assert player(run(setup.format(permanent="Forest")), "me")["life"] == -3


# ----------------------------------------------------------------------------- attacks (508.1c, 508.1h-j)

def test_creatures_cant_attack_you(run):
    # Blazing Archon: creatures can't attack you
    setup = ("Alice: battlefield {permanent}\nBob: battlefield Grizzly Bears\nturn: Bob, main 1\n"
             "Bob attacks with Grizzly Bears\n")
    illegal(run(setup.format(permanent="Blazing Archon")), "508.1c")
    assert_legal(run(setup.format(permanent="Plains")))


def test_the_attack_tax_is_paid_as_attackers_are_declared(run):
    # Ghostly Prison: creatures can't attack you unless their controller pays {2} for each of them
    setup = ("Alice: battlefield {permanent}\nBob: battlefield Grizzly Bears, {lands}\nturn: Bob, main 1\n"
             "Bob attacks with Grizzly Bears\n")
    data = run(setup.format(permanent="Ghostly Prison", lands="Forest, Forest"))
    assert_legal(data)
    assert "508.1h" in cited(data) and "step.attack_tax" in step_ids(data)
    assert all(p["tapped"] for p in player(data, "Bob")["battlefield"] if p["name"] == "Forest")
    illegal(run(setup.format(permanent="Ghostly Prison", lands="Forest")), "508.1j")  # {2} can't be paid
    data = run(setup.format(permanent="Plains", lands="Forest"))
    assert_legal(data)
    assert "step.attack_tax" not in step_ids(data)


def test_an_attack_tax_counted_by_what_its_controller_has(run):
    # Collective Restraint: {X} for each attacker, X the basic land types among lands its controller controls
    setup = ("Alice: battlefield Collective Restraint, Plains, Island\nBob: battlefield Grizzly Bears, {lands}\n"
             "turn: Bob, main 1\nBob attacks with Grizzly Bears\n")
    assert_legal(run(setup.format(lands="Forest, Forest")))
    illegal(run(setup.format(lands="Forest")), "508.1j")


def test_no_more_than_one_creature_attacks_or_blocks(run):
    # Dueling Grounds: no more than one creature can attack each combat, no more than one can block
    setup = ("Alice: battlefield Dueling Grounds\nBob: battlefield Grizzly Bears, Hill Giant\nturn: Bob, main 1\n"
             "Bob attacks with {attackers}\n")
    illegal(run(setup.format(attackers="Grizzly Bears and Hill Giant")), "508.1c")
    assert_legal(run(setup.format(attackers="Hill Giant")))
    blocks = ("Alice: battlefield Dueling Grounds, Grizzly Bears, Llanowar Elves\nBob: battlefield Hill Giant\n"
              "turn: Bob, main 1\nBob attacks with Hill Giant\n{blocks}")
    illegal(run(blocks.format(blocks="Alice blocks Hill Giant with Grizzly Bears\n"
                                     "Alice blocks Hill Giant with Llanowar Elves\n")), "509.1b")
    assert_legal(run(blocks.format(blocks="Alice blocks Hill Giant with Grizzly Bears\n")))


# ----------------------------------------------------------------------------- conditions (611.3a)

def test_a_condition_on_the_cards_drawn_this_turn(run):
    # Gnarled Sage (4/4): +0/+2 and vigilance as long as you've drawn two or more cards this turn
    setup = ("me: battlefield Gnarled Sage, Island, Island, Island; hand Divination; library Forest, Forest\n"
             "I cast Divination\n{resolve}")
    data = run(setup.format(resolve="resolve\n"))
    assert_legal(data)
    sage = perm(data, "me", "Gnarled Sage")
    assert sage["toughness"] == 6 and "vigilance" in sage["keywords"] and "613.4c" in cited(data)
    assert perm(run(setup.format(resolve="")), "me", "Gnarled Sage")["toughness"] == 4


def test_two_conditions_joined_by_and(run):
    # Blood Baron of Vizkopa (4/4): +6/+6 and flying as long as you have 30 or more life and an opponent 10 or less
    setup = "me: battlefield Blood Baron of Vizkopa; life {mine}\nopponent: battlefield Island; life {theirs}\n"
    baron = perm(run(setup.format(mine=30, theirs=10)), "me", "Blood Baron of Vizkopa")
    assert (baron["power"], "flying" in baron["keywords"]) == (10, True)
    assert perm(run(setup.format(mine=30, theirs=11)), "me", "Blood Baron of Vizkopa")["power"] == 4
    assert perm(run(setup.format(mine=29, theirs=10)), "me", "Blood Baron of Vizkopa")["power"] == 4


def test_more_cards_in_hand_than_each_opponent(run):
    # Okina Nightwatch (4/3): +3/+3 as long as you have more cards in hand than each opponent
    setup = "me: battlefield Okina Nightwatch; hand Island, Island\nopponent: hand {hand}\n"
    assert perm(run(setup.format(hand="Island")), "me", "Okina Nightwatch")["power"] == 7
    assert perm(run(setup.format(hand="Island, Island")), "me", "Okina Nightwatch")["power"] == 4


def test_a_restriction_unless_you_control_more_creatures(run):
    # Goblin Goon: can't attack unless you control more creatures than defending player
    setup = ("me: battlefield Goblin Goon{mine}\nopponent: battlefield Grizzly Bears\nturn: me, main 1\n"
             "I attack with Goblin Goon\n")
    data = run(setup.format(mine=""))
    assert (data["verdict"], data["illegal"]["rule"]) == ("illegal", "508.1c"), data["illegal"]
    assert_legal(run(setup.format(mine=", Llanowar Elves")))


def test_your_life_total_against_your_starting_life_total(run):
    # Path of Bravery: creatures you control get +1/+1 as long as your life total is at least the starting 20
    setup = "me: battlefield Path of Bravery, Grizzly Bears; life {life}\n"
    assert perm(run(setup.format(life=20)), "me", "Grizzly Bears")["power"] == 3
    assert perm(run(setup.format(life=19)), "me", "Grizzly Bears")["power"] == 2


def test_another_creature_entered_this_turn(run):
    # Bellowing Elk: trample and indestructible as long as you had another creature enter under your control
    setup = "me: battlefield Bellowing Elk, Forest, Forest; hand Grizzly Bears\n{cast}"
    data = run(setup.format(cast="I cast Grizzly Bears\nresolve\n"))
    assert_legal(data)
    assert {"trample", "indestructible"} <= set(perm(data, "me", "Bellowing Elk")["keywords"])
    assert perm(run(setup.format(cast="")), "me", "Bellowing Elk")["keywords"] == []


# ----------------------------------------------------------------------------- life and draws (119.7-8, 121, 614.1a)

def test_your_life_total_cant_change(run):
    # Platinum Emperion: your life total can't change; the Shock is still dealt, the life isn't lost
    setup = "me: battlefield {permanent}\nopponent: battlefield Mountain; hand Shock\nturn: opponent, main 1\n" \
            "opponent casts Shock targeting me\nresolve\n"
    data = run(setup.format(permanent="Platinum Emperion"))
    assert_legal(data)
    assert player(data, "me")["life"] == 20 and "119.8" in cited(data)
    assert player(run(setup.format(permanent="Forest")), "me")["life"] == 18


def test_an_opponent_loses_the_life_it_would_gain(run):
    # Tainted Remedy: if an opponent would gain life, that player loses that much life instead
    setup = ("me: battlefield {permanent}\nopponent: battlefield Plains; hand Chaplain's Blessing\n"
             "turn: opponent, main 1\nopponent casts Chaplain's Blessing\nresolve\n")
    data = run(setup.format(permanent="Tainted Remedy"))
    assert_legal(data)
    assert player(data, "opponent")["life"] == 15 and "step.life_gain_reversed" in step_ids(data)
    assert player(run(setup.format(permanent="Forest")), "opponent")["life"] == 25


def test_no_player_gains_life(run):
    # Sulfuric Vortex: if a player would gain life, that player gains no life instead (its controller too)
    setup = "me: battlefield {permanent}, Plains; hand Chaplain's Blessing\nI cast Chaplain's Blessing\nresolve\n"
    data = run(setup.format(permanent="Sulfuric Vortex"))
    assert_legal(data)
    assert player(data, "me")["life"] == 20 and "119.7" in cited(data)


def test_players_cant_draw_cards(run):
    # Maralen of the Mornsong: players can't draw cards; Divination resolves and draws nothing
    setup = ("me: battlefield {permanent}, Island, Island, Island; hand Divination; library Forest, Forest\n"
             "I cast Divination\nresolve\n")
    data = run(setup.format(permanent="Maralen of the Mornsong"))
    assert_legal(data)
    assert player(data, "me")["hand"] == [] and "101.2" in cited(data)
    assert player(run(setup.format(permanent="Plains")), "me")["hand"] == ["Forest", "Forest"]


def test_an_opponent_draws_no_more_than_one_card_each_turn(run):
    # Leovold, Emissary of Trest: each opponent can't draw more than one card each turn; its controller draws
    setup = ("Alice: battlefield Leovold, Emissary of Trest, Island, Island, Island; hand Divination; "
             "library Forest, Forest\nBob: battlefield Island, Island, Island; hand Divination; "
             "library Forest, Forest\n"
             "turn: {who}, main 1\n{who} casts Divination\nresolve\n")
    data = run(setup.format(who="Bob"))
    assert_legal(data)
    assert player(data, "Bob")["hand"] == ["Forest"] and "step.draw_forbidden" in step_ids(data)
    assert player(run(setup.format(who="Alice")), "Alice")["hand"] == ["Forest", "Forest"]


def test_draw_two_cards_instead_except_the_first_of_the_draw_step(run):
    # Alhammarret's Archive: draw two instead, except the first card you draw in each of your draw steps
    data = run("me: battlefield Alhammarret's Archive; library Forest, Forest, Island, Island\n"
               "turn: me, upkeep\ngo to main 1\n")
    assert_legal(data)
    assert player(data, "me")["hand"] == ["Forest"] and "step.draw_replaced" not in step_ids(data)
    data = run("me: battlefield Alhammarret's Archive, Island, Island, Island; hand Divination; "
               "library Forest, Forest, Island, Island\nI cast Divination\nresolve\n")
    assert_legal(data)
    assert len(player(data, "me")["hand"]) == 4 and "614.1a" in cited(data)


# ----------------------------------------------------------------------------- lands from other zones (305.1)

def test_a_land_from_the_graveyard_needs_a_permission(run):
    # Crucible of Worlds: you may play lands from your graveyard; without it a land is played from the hand only
    setup = "me: battlefield {permanent}; graveyard Forest\nI play Forest from my graveyard\n"
    data = run(setup.format(permanent="Crucible of Worlds"))
    assert_legal(data)
    assert perm(data, "me", "Forest") and "step.land_from_zone" in step_ids(data)
    illegal(run(setup.format(permanent="Island")), "305.1")


def test_a_land_from_the_top_of_the_library_only(run):
    # Augur of Autumn: you may play lands from the top of your library (the top card, not one below it)
    setup = "me: battlefield {permanent}; library {library}\nI play Forest from my library\n"
    assert_legal(run(setup.format(permanent="Augur of Autumn", library="Forest, Island")))
    illegal(run(setup.format(permanent="Augur of Autumn", library="Island, Forest")), "305.1")
    illegal(run(setup.format(permanent="Grizzly Bears", library="Forest, Island")), "305.1")


def test_cards_go_to_exile_instead_of_a_graveyard(run):
    # Rest in Peace: if a card or token would be put into a graveyard from anywhere, exile it instead
    setup = ("me: battlefield {permanent}, Mountain; hand Shock\nopponent: battlefield Grizzly Bears\n"
             "I cast Shock targeting Grizzly Bears\nresolve\n")
    data = run(setup.format(permanent="Rest in Peace"))
    assert_legal(data)
    assert player(data, "opponent")["graveyard"] == [] and player(data, "me")["graveyard"] == []
    assert "Grizzly Bears" in player(data, "opponent")["exile"] and "614.1a" in cited(data)
    data = run(setup.format(permanent="Plains"))
    assert player(data, "opponent")["graveyard"] == ["Grizzly Bears"] and player(data, "me")["graveyard"] == ["Shock"]


# ----------------------------------------------------------------------------- tokens and counters (614.1a)

def test_twice_that_many_tokens(run):
    # Anointed Procession: an effect would create tokens under your control: twice that many instead
    setup = "me: battlefield {permanent}, Plains, Plains; hand Raise the Alarm\nI cast Raise the Alarm\nresolve\n"
    data = run(setup.format(permanent="Anointed Procession"))
    assert_legal(data)
    assert len(perms(data, "me", "Soldier Token")) == 4 and "step.tokens_replaced" in step_ids(data)
    assert len(perms(run(setup.format(permanent="Island")), "me", "Soldier Token")) == 2


def test_one_more_counter_on_your_creatures(run):
    # Hardened Scales: one or more +1/+1 counters on a creature you control: that many plus one instead
    setup = ("me: battlefield {permanent}, Grizzly Bears, Forest; hand Battlegrowth\nopponent: battlefield Hill Giant\n"
             "I cast Battlegrowth targeting {target}\nresolve\n")
    data = run(setup.format(permanent="Hardened Scales", target="Grizzly Bears"))
    assert_legal(data)
    assert perm(data, "me", "Grizzly Bears")["counters"] == {"+1/+1": 2} and "614.1a" in cited(data)
    data = run(setup.format(permanent="Hardened Scales", target="Hill Giant"))  # not a creature you control
    assert perm(data, "opponent", "Hill Giant")["counters"] == {"+1/+1": 1}


# ----------------------------------------------------------------------------- untapping (502.3)

def test_players_cant_untap_more_than_one_land(run):
    # Mungha Wurm: "You can't untap more than one land during your untap step"
    setup = ("me: battlefield {permanent}, Forest (tapped), Forest (tapped), Island (tapped)\n"
             "turn: opponent, end step\nnext step\nnext step\n")
    data = run(setup.format(permanent="Mungha Wurm"))
    assert_legal(data)
    assert [p["tapped"] for p in player(data, "me")["battlefield"] if p["name"] != "Mungha Wurm"] == [
        False, True, True]
    assert "step.untap_limited" in step_ids(data) and "502.3" in cited(data)
    data = run(setup.format(permanent="Grizzly Bears"))
    assert not any(p["tapped"] for p in player(data, "me")["battlefield"])


def test_permanents_untap_during_each_other_players_untap_step(run):
    # Seedborn Muse: "Untap all permanents you control during each other player's untap step"
    setup = ("me: battlefield {permanent}, Forest (tapped)\nopponent: battlefield Mountain (tapped)\n"
             "turn: me, end step\nnext step\nnext step\n")
    data = run(setup.format(permanent="Seedborn Muse"))
    assert_legal(data)
    assert perm(data, "me", "Forest")["tapped"] is False and perm(data, "opponent", "Mountain")["tapped"] is False
    assert "step.untaps_in_others_step" in step_ids(data)
    assert perm(run(setup.format(permanent="Grizzly Bears")), "me", "Forest")["tapped"] is True


# ----------------------------------------------------------------------------- draws replaced (614.1a)

def test_each_draw_is_skipped(run):
    # Possessed Portal: "If a player would draw a card, that player skips that draw instead"
    setup = "me: battlefield {permanent}, Island; hand Opt; library Forest, Plains\nI cast Opt\nresolve\n"
    data = run(setup.format(permanent="Possessed Portal"))
    assert_legal(data)
    assert player(data, "me")["hand"] == [] and "step.draw_instead" in step_ids(data) and "614.1a" in cited(data)
    assert player(run(setup.format(permanent="Plains")), "me")["hand"] == ["Forest"]


def test_drawing_from_an_empty_library_wins_instead(run):
    # Jace, Wielder of Mysteries: "If you would draw a card while your library has no cards in it, you win the
    # game instead"
    setup = ("me: battlefield {permanent}, Island, Island, Island; hand Divination; library Forest\n"
             "I cast Divination\nresolve\n")
    data = run(setup.format(permanent="Jace, Wielder of Mysteries"), "en")
    assert_legal(data)
    assert player(data, "me")["hand"] == ["Forest"] and player(data, "opponent")["lost"] is True
    assert "step.wins_game" in step_ids(data) and "614.1a" in cited(data)
    data = run(setup.format(permanent="Plains"))  # the second draw is from an empty library (704.5b)
    assert player(data, "me")["lost"] is True and player(data, "opponent")["lost"] is False


# ----------------------------------------------------------------------------- "can't cause" (101.2)

def test_opponents_spells_cant_make_you_sacrifice(run):
    # Sigarda, Host of Herons: "Spells and abilities your opponents control can't cause you to sacrifice
    # permanents"
    setup = ("me: battlefield {permanent}, Grizzly Bears\nopponent: battlefield Swamp, Swamp; hand Diabolic Edict\n"
             "turn: opponent, main 1\nopponent casts Diabolic Edict targeting me\nresolve\n")
    data = run(setup.format(permanent="Sigarda, Host of Herons"))
    assert_legal(data)
    assert player(data, "me")["graveyard"] == [] and "101.2" in cited(data)
    assert "step.cant_be_caused" in step_ids(data)
    data = run(setup.format(permanent="Hill Giant"))
    assert len(player(data, "me")["graveyard"]) == 1


def test_players_cant_search_libraries(run):
    # Mindlock Orb: "Players can't search libraries"
    setup = ("me: battlefield {permanent}, Forest, Forest; hand Rampant Growth; library Forest, Island\n"
             "I cast Rampant Growth\nresolve\n")
    data = run(setup.format(permanent="Mindlock Orb"), "fr")
    assert_legal(data)
    assert len(perms(data, "me", "Forest")) == 2 and "101.2" in cited(data)
    assert len(perms(run(setup.format(permanent="Plains")), "me", "Forest")) == 3
