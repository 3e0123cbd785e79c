"""Keyword abilities of issue 11, fourth session (second part): mutate, splice, banding, phasing, ripple, miracle,
cipher, recover, haunt, assist, "spend only black mana on X". Each with real cards of the shared MTGJSON data, the
side where the ability applies and the side where it doesn't or the play is illegal, and the rule the trace cites."""

from __future__ import annotations

from trace_helpers import assert_legal, cited, illegal, perm, perms, player, step_ids

GEMRAZER = "me: battlefield Forest, Forest, Forest, Grizzly Bears, Benalish Hero; hand Gemrazer\n" \
           "opponent: battlefield Ornithopter, Hill Giant\n"


def test_mutate_onto_a_creature_merges_and_triggers_its_mutate_ability(run):
    data = run(GEMRAZER + "I cast Gemrazer for its mutate cost onto Grizzly Bears\nresolve\nresolve\n")
    assert_legal(data)
    assert {"702.140a", "702.140c", "729.2c"} <= cited(data)
    gem = perm(data, "me", "Gemrazer")
    assert (gem["power"], gem["toughness"]) == (4, 4) and not perms(data, "me", "Grizzly Bears")
    assert not perms(data, "opponent", "Ornithopter")  # "whenever this creature mutates, destroy target artifact"
    data = run(GEMRAZER + "je lance Terrasseur de gemmes en mutation sous Grizzly Bears\nresolve\n", "fr")
    assert_legal(data)
    assert perm(data, "me", "Grizzly Bears")["power"] == 2 and not perms(data, "me", "Gemrazer")


def test_a_merged_creature_leaving_takes_all_its_cards(run):
    data = run(GEMRAZER + "opponent: hand Doom Blade; battlefield Swamp, Swamp\n"
                          "I cast Gemrazer for its mutate cost onto Grizzly Bears\nresolve\nresolve\n"
                          "opponent casts Doom Blade targeting Gemrazer\nresolve\n")
    assert_legal(data)
    assert "729.3" in cited(data)
    assert sorted(player(data, "me")["graveyard"]) == ["Gemrazer", "Grizzly Bears"]


def test_mutate_is_refused_onto_a_human_or_an_opponents_creature(run):
    illegal(run(GEMRAZER + "I cast Gemrazer for its mutate cost onto Benalish Hero\n"), "702.140a")
    illegal(run(GEMRAZER + "I cast Gemrazer for its mutate cost onto Hill Giant\n"), "702.140a")


def test_a_mutating_spell_whose_target_is_gone_enters_as_a_creature(run):
    data = run(GEMRAZER + "opponent: hand Doom Blade; battlefield Swamp, Swamp\n"
                          "I cast Gemrazer for its mutate cost onto Grizzly Bears\n"
                          "opponent casts Doom Blade targeting Grizzly Bears\nresolve\nresolve\n")
    assert_legal(data)
    assert "702.140b" in cited(data)
    assert perm(data, "me", "Gemrazer")["power"] == 4


SPLICE = "me: battlefield Mountain, Mountain, Mountain; hand Lava Spike, Glacial Ray, Shock\n" \
         "opponent: battlefield Grizzly Bears\n"


def test_splice_onto_arcane_adds_the_text_and_the_cost(run):
    data = run(SPLICE + "I cast Lava Spike splicing Glacial Ray targeting opponent and Grizzly Bears\nresolve\n")
    assert_legal(data)
    assert "702.47a" in cited(data)
    assert player(data, "opponent")["life"] == 17 and not perms(data, "opponent", "Grizzly Bears")
    assert "Glacial Ray" in player(data, "me")["hand"]  # revealed, not cast: it stays in the hand
    data = run(SPLICE + "je lance Pointe de lave en imprégnant Rayon glaciaire en ciblant l'adversaire et "
                        "Grizzly Bears\nresolve\n", "fr")
    assert_legal(data)
    assert player(data, "opponent")["life"] == 17


def test_splice_needs_an_arcane_spell(run):
    illegal(run(SPLICE + "I cast Shock splicing Glacial Ray targeting opponent and Grizzly Bears\n"), "702.47a")


BAND = "me: battlefield Benalish Hero, Grizzly Bears, Llanowar Elves\n" \
       "opponent: battlefield Hill Giant, Benalish Infantry\ngo to declare attackers step\n"


def test_a_band_is_blocked_together_and_the_active_player_divides_the_blockers_damage(run):
    data = run(BAND + "I attack with Benalish Hero and Grizzly Bears in a band\nnext step\n"
                      "opponent blocks Grizzly Bears with Hill Giant\nnext step\n")
    assert_legal(data)
    assert {"702.22c", "702.22h", "702.22k"} <= cited(data)
    assert "Hill Giant" in player(data, "opponent")["graveyard"]  # both members of the band dealt it damage


def test_a_band_needs_a_creature_with_banding_and_at_most_one_without(run):
    illegal(run(BAND + "I attack with Grizzly Bears and Llanowar Elves in a band\n"), "702.22c")
    data = run(BAND + "j'attaque avec Benalish Hero, Grizzly Bears en bande\n", "fr")
    assert_legal(data)
    assert "702.22c" in cited(data)


def test_a_blocker_with_banding_lets_the_defender_divide_the_attackers_damage(run):
    blocked = BAND + "I attack with Grizzly Bears\nnext step\nopponent blocks Grizzly Bears with Benalish Infantry\n"
    data = run(blocked + "next step\n")
    assert_legal(data)
    assert "702.22j" in cited(data)
    data = run(BAND + "I attack with Grizzly Bears\nnext step\nopponent blocks Grizzly Bears with Hill Giant\n"
                      "next step\n")
    assert_legal(data)
    assert "702.22j" not in cited(data)  # no banding among the blockers: the attacking player divides it


PHASING = "me: battlefield Grizzly Bears\nopponent: battlefield Merfolk Raiders\ngo to end step\nnext step\n" \
          "next step\n"


def test_phasing_phases_out_in_its_controllers_untap_step_and_back_in_the_next(run):
    data = run(PHASING)
    assert_legal(data)
    assert "702.26a" in cited(data) and not perms(data, "opponent", "Merfolk Raiders")
    data = run(PHASING + "go to end step\nnext step\nnext step\ngo to end step\nnext step\nnext step\n")
    assert_legal(data)
    assert "702.26c" in cited(data) and perms(data, "opponent", "Merfolk Raiders")


def test_a_phased_out_creature_cant_be_targeted(run):
    data = run("me: battlefield Grizzly Bears, Mountain; hand Lightning Bolt\nopponent: battlefield Merfolk Raiders\n"
               "go to end step\nnext step\nnext step\nI cast Lightning Bolt targeting Merfolk Raiders\n")
    assert data["verdict"] != "legal" and "702.26a" in cited(data)


def test_ripple_casts_the_revealed_cards_with_the_same_name(run):
    data = run("me: battlefield Mountain, Mountain; library Island, Surging Flame, Forest, Swamp; "
               "hand Surging Flame\nI cast Surging Flame targeting opponent\nresolve\n"
               "I cast Surging Flame targeting opponent\nresolve all\n")
    assert_legal(data)
    assert "702.60a" in cited(data) and "step.announce_free_cast" in step_ids(data)
    assert player(data, "opponent")["life"] == 16
    data = run("me: battlefield Mountain, Mountain; library Island, Forest, Swamp, Plains; hand Surging Flame\n"
               "I cast Surging Flame targeting opponent\nresolve\nresolve\n")
    assert_legal(data)
    assert player(data, "opponent")["life"] == 18 and "step.announce_free_cast" not in step_ids(data)


MIRACLE = "me: battlefield Mountain, Mountain, Mountain; library Bonfire of the Damned\n" \
          "opponent: battlefield Grizzly Bears\nturn: me, upkeep\n"


def test_miracle_casts_the_first_card_drawn_for_its_miracle_cost(run):
    data = run(MIRACLE + "next step\nresolve\nI cast Bonfire of the Damned for its miracle cost x=2 targeting "
                         "opponent\nresolve\n")
    assert_legal(data)
    assert "702.94a" in cited(data)
    assert player(data, "opponent")["life"] == 18 and not perms(data, "opponent", "Grizzly Bears")


def test_miracle_cost_is_refused_outside_its_trigger(run):
    ill = illegal(run("me: battlefield Mountain, Mountain, Mountain; hand Bonfire of the Damned\n"
                      "I cast Bonfire of the Damned for its miracle cost x=2 targeting opponent\n"), "601.3")
    assert "702.94a" in ill["rules"]


CIPHER = "me: battlefield Island, Island, Grizzly Bears; hand Hands of Binding\n" \
         "opponent: battlefield Hill Giant, Llanowar Elves\nI cast Hands of Binding targeting Hill Giant\nresolve\n" \
         "go to declare attackers step\nI attack with Grizzly Bears\nnext step\nnext step\n"


def test_cipher_encodes_the_card_and_casts_a_copy_on_combat_damage(run):
    data = run(CIPHER + "resolve\nI cast Hands of Binding targeting Llanowar Elves\nresolve\n")
    assert_legal(data)
    assert {"702.99a", "707.12"} <= cited(data)
    assert player(data, "me")["exile"] == ["Hands of Binding"]
    assert perm(data, "opponent", "Llanowar Elves")["tapped"]
    data = run("me: battlefield Island, Island; hand Hands of Binding\nopponent: battlefield Hill Giant\n"
               "I cast Hands of Binding targeting Hill Giant\nresolve\n")
    assert_legal(data)
    assert player(data, "me")["graveyard"] == ["Hands of Binding"] and "step.cipher_no_creature" in step_ids(data)


RECOVER = "me: battlefield Swamp, Swamp, Swamp, Grizzly Bears; graveyard Grim Harvest\n" \
          "opponent: battlefield Mountain; hand Shock\nopponent casts Shock targeting Grizzly Bears\nresolve\nresolve\n"


def test_recover_returns_the_card_when_paid_and_exiles_it_otherwise(run):
    data = run(RECOVER + "pay {2}{B}\n")
    assert_legal(data)
    assert "702.59a" in cited(data) and "Grim Harvest" in player(data, "me")["hand"]
    data = run(RECOVER)
    assert_legal(data)
    assert player(data, "me")["exile"] == ["Grim Harvest"]


def test_haunt_exiles_the_spell_haunting_a_creature_that_triggers_it_when_it_dies(run):
    data = run("me: battlefield Swamp, Swamp, Mountain; hand Cry of Contrition, Shock\n"
               "opponent: battlefield Grizzly Bears; hand Island, Forest\nI cast Cry of Contrition targeting opponent\n"
               "resolve\nresolve\nI cast Shock targeting Grizzly Bears\nresolve\nresolve\n")
    assert_legal(data)
    assert {"702.55a", "702.55c"} <= cited(data)
    assert player(data, "opponent")["hand"] == [] and player(data, "me")["exile"] == ["Cry of Contrition"]


ASSIST = "me: battlefield Plains, Plains; hand Bring Down\nopponent: battlefield Plains, Plains, Serra Angel\n" \
         "I cast Bring Down targeting Serra Angel\n"


def test_assist_lets_another_player_pay_generic_mana(run):
    data = run(ASSIST + "opponent pays {2}\nresolve\n")
    assert_legal(data)
    assert "702.132a" in cited(data) and not perms(data, "opponent", "Serra Angel")
    assert sum(1 for p in player(data, "opponent")["battlefield"] if p["name"] == "Plains" and p["tapped"]) == 2
    illegal(run(ASSIST + "opponent pays {1}{W}\n"), "702.132a")


def test_spend_only_black_mana_on_x(run):
    data = run("me: battlefield Swamp, Swamp, Swamp, Mountain, Mountain; hand Drain Life\n"
               "I cast Drain Life x=2 targeting opponent\nresolve\n")
    assert_legal(data)
    assert "step.x_spent_only" in step_ids(data) and player(data, "opponent")["life"] == 18
    data = run("me: battlefield Swamp, Swamp, Mountain, Mountain; hand Drain Life\nI cast Drain Life x=2 targeting "
               "opponent\n")
    assert data["verdict"] == "illegal" and "601.2h" in cited(data)


RETRIBUTION = "me: battlefield Plains, Plains, Plains, Plains, Plains, Plains; hand Fierce Retribution\n" \
              "opponent: battlefield Grizzly Bears\n"


def test_cleave_removes_the_words_in_square_brackets(run):
    data = run(RETRIBUTION + "I cast Fierce Retribution for its cleave cost targeting Grizzly Bears\nresolve\n")
    assert_legal(data)
    assert {"702.148a", "702.148b"} <= cited(data)
    assert not perms(data, "opponent", "Grizzly Bears")
    assert player(data, "me")["graveyard"] == ["Fierce Retribution"]
    data = run(RETRIBUTION + "je lance Châtiment féroce pour son coût de tranchage en ciblant Grizzly Bears\n"
                             "resolve\n", "fr")
    assert_legal(data)
    assert not perms(data, "opponent", "Grizzly Bears")


def test_without_cleave_the_bracketed_words_still_apply(run):
    illegal(run(RETRIBUTION + "I cast Fierce Retribution targeting Grizzly Bears\n"), "601.2c")
