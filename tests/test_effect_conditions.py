"""What the "if" of an effect checks as it resolves (608.2c) and the intervening "if" of a trigger (603.4), on
real cards of the shared MTGJSON data (issue 11, item 3): the part happens when the condition holds, the trace
says so either way, and nothing happens when it doesn't."""

from __future__ import annotations

from test_effects import ids, legal, perm, player, rules, texts


def test_metalcraft_counts_the_artifacts_you_control(full_trace):
    """Blade-Tribe Berserkers: "if you control three or more artifacts, ~ gets +3/+3 and gains haste": three
    Ornithopters make it 6/6 with haste; two leave it 3/3 (the trigger doesn't even go on the stack, 603.4)."""
    cast = "; hand Blade-Tribe Berserkers\nI cast Blade-Tribe Berserkers\nresolve\nresolve\n"
    three = legal(full_trace, "me: battlefield Mountain, Mountain, Mountain, Mountain, Ornithopter, Ornithopter, "
                              "Ornithopter" + cast)
    berserkers = perm(three, "me", "Blade-Tribe Berserkers")
    assert (berserkers["power"], berserkers["toughness"]) == (6, 6) and "haste" in berserkers["keywords"]
    assert "step.condition_met" in ids(three) and "608.2c" in rules(three)
    two = legal(full_trace, "me: battlefield Mountain, Mountain, Mountain, Mountain, Ornithopter, Ornithopter"
                + cast.replace("resolve\nresolve\n", "resolve\n"))
    assert perm(two, "me", "Blade-Tribe Berserkers")["power"] == 3
    assert "step.trigger_condition_false" in ids(two)


def test_addendum_asks_whether_it_was_cast_in_your_main_phase(full_trace):
    """Arrester's Admonition: "If you cast this spell during your main phase, draw a card"."""
    base = ("me: battlefield Island, Island, Island; hand Arrester's Admonition; library Opt\n"
            "opponent: battlefield Grizzly Bears\n")
    main = legal(full_trace, base + "I cast Arrester's Admonition targeting Grizzly Bears\nresolve\n")
    assert player(main, "me")["hand"] == ["Opt"] and player(main, "opponent")["hand"] == ["Grizzly Bears"]
    combat = legal(full_trace, base.replace("library Opt\n", "library Opt\nturn: opponent, main 1\n")
                   + "I cast Arrester's Admonition targeting Grizzly Bears\nresolve\n")
    assert player(combat, "me")["hand"] == [] and "step.condition_false" in ids(combat)


def test_if_you_cast_it_from_your_hand(full_trace):
    """Angel of the Dire Hour: cast from the hand (flash, during combat), it exiles the attacking creatures;
    put onto the battlefield some other way, its ability doesn't trigger (603.4)."""
    text = ("me: battlefield Plains, Plains, Plains, Plains, Plains, Plains, Plains; hand Angel of the Dire Hour\n"
            "opponent: battlefield Grizzly Bears\nturn: opponent, main 1\ngo to declare attackers\n"
            "opponent attacks with Grizzly Bears\nI cast Angel of the Dire Hour\nresolve\nresolve\n")
    data = legal(full_trace, text)
    assert player(data, "opponent")["exile"] == ["Grizzly Bears"] and "step.condition_met" in ids(data)


def test_the_mana_value_of_the_returned_creature(full_trace):
    """Fading Hope: "If its mana value was 3 or less, scry 1": checked on the creature as it last existed."""
    small = legal(full_trace, "me: battlefield Island; hand Fading Hope; library Opt, Island\n"
                              "opponent: battlefield Grizzly Bears\nI cast Fading Hope targeting Grizzly Bears\n"
                              "resolve\n")
    assert "step.condition_met" in ids(small)
    big = legal(full_trace, "me: battlefield Island; hand Fading Hope; library Opt, Island\n"
                            "opponent: battlefield Craw Wurm\nI cast Fading Hope targeting Craw Wurm\nresolve\n")
    assert "step.condition_false" in ids(big) and player(big, "opponent")["hand"] == ["Craw Wurm"]


def test_more_life_than_an_opponent(full_trace):
    """Feudkiller's Verdict: everyone gains 10, then a 5/5 Giant only if you have more life than an opponent."""
    base = "me: battlefield Plains, Plains, Plains, Plains, Plains, Plains; hand Feudkiller's Verdict\n"
    ahead = legal(full_trace, base + "I cast Feudkiller's Verdict\nresolve\n")
    assert player(ahead, "me")["life"] == 30
    assert any(p["name"].startswith("Giant Warrior") for p in player(ahead, "me")["battlefield"])
    level = legal(full_trace, base.replace("me: ", "me: life 20; ") + "opponent: life 30\n"
                  + "I cast Feudkiller's Verdict\nresolve\n")
    assert not any("Giant" in p["name"] for p in player(level, "me")["battlefield"])
    assert "step.condition_false" in ids(level)


def test_an_artifact_and_an_enchantment_both(full_trace):
    """Kami of Terrible Secrets: "if you control an artifact and an enchantment, you draw a card and you gain 1
    life": with both it does; with the artifact alone it doesn't trigger."""
    cast = "; hand Kami of Terrible Secrets; library Opt\nI cast Kami of Terrible Secrets\nresolve\nresolve\n"
    both = legal(full_trace, "me: battlefield Swamp, Swamp, Swamp, Swamp, Ornithopter, Pacifism" + cast)
    assert player(both, "me")["life"] == 21 and player(both, "me")["hand"] == ["Opt"]
    one = legal(full_trace, "me: battlefield Swamp, Swamp, Swamp, Swamp, Ornithopter" + cast.replace(
        "resolve\nresolve\n", "resolve\n"))
    assert player(one, "me")["life"] == 20 and "step.trigger_condition_false" in ids(one)


def test_revolt_a_permanent_you_controlled_left(full_trace):
    """Airdrop Aeronauts (revolt): 5 life if a permanent you controlled left the battlefield this turn."""
    base = "me: battlefield Plains, Plains, Plains, Plains, Plains, Wild Mongrel; hand Airdrop Aeronauts, Forest\n"
    cast = "I cast Airdrop Aeronauts\nresolve\nresolve\n"
    left = legal(full_trace, base.replace("Wild Mongrel; hand", "Wild Mongrel, Fervent Cathar; hand")
                 + "opponent: battlefield Mountain; hand Shock\n"
                 "opponent casts Shock targeting Fervent Cathar\nresolve\n" + cast)
    assert player(left, "me")["life"] == 25 and "step.condition_met" in ids(left)
    stayed = legal(full_trace, base + cast.replace("resolve\nresolve\n", "resolve\n"))
    assert player(stayed, "me")["life"] == 20


def test_life_gained_this_turn_adds_up(full_trace):
    """Resplendent Angel: "if you gained 5 or more life this turn" counts every gain of the turn (3 + 3)."""
    base = ("me: battlefield Resplendent Angel, Plains, Plains; hand Healing Salve, Healing Salve\n")
    salve = "I cast Healing Salve choosing 1 targeting me\nresolve\n"
    twice = legal(full_trace, base + salve + salve + "go to end step\nresolve\n")
    assert player(twice, "me")["life"] == 26
    assert sum(1 for p in player(twice, "me")["battlefield"] if p["name"].startswith("Angel")) == 1
    once = legal(full_trace, base + salve + "go to end step\n")
    assert not any(p["name"].startswith("Angel ") or p["name"] == "Angel" for p in player(once, "me")["battlefield"])
    assert "step.trigger_condition_false" in ids(once)


def test_it_had_a_counter_as_it_died(full_trace):
    """Basri's Lieutenant: "if it had a +1/+1 counter on it" looks at the creature as it last existed (608.2h)."""
    text = ("me: battlefield Basri's Lieutenant, Grizzly Bears\nopponent: battlefield Mountain, Mountain; "
            "hand Shock, Shock\nopponent casts Shock targeting Grizzly Bears\nresolve\n")
    plain = legal(full_trace, text)
    assert "step.trigger_condition_false" in ids(plain)
    assert not any(p["name"].startswith("Knight") for p in player(plain, "me")["battlefield"])
    countered = legal(full_trace, text.replace("Grizzly Bears\n", "Grizzly Bears (1 +1/+1 counter)\n", 1)
                      + "opponent casts Shock targeting Grizzly Bears\nresolve\nresolve\n")
    assert any(p["name"].startswith("Knight") for p in player(countered, "me")["battlefield"]), texts(countered)


def test_formidable_counts_the_total_power(full_trace):
    """Sabertooth Outrider (formidable): "if creatures you control have total power 8 or greater, ~ gains first
    strike": with Craw Wurm beside it (4 + 6) it does; alone (4) its ability doesn't trigger (603.4)."""
    text = "me: battlefield Sabertooth Outrider{}\ngo to declare attackers\nI attack with Sabertooth Outrider\n"
    big = legal(full_trace, text.format(", Craw Wurm") + "resolve\n")
    assert "first strike" in perm(big, "me", "Sabertooth Outrider")["keywords"]
    alone = legal(full_trace, text.format(""))
    assert "step.trigger_condition_false" in ids(alone)


def test_that_spell_was_kicked(full_trace):
    """Bloodstone Goblin: "Whenever you cast a spell, if that spell was kicked, ~ gets +1/+1 and gains menace"."""
    base = ("me: battlefield Bloodstone Goblin, Mountain, Mountain, Mountain, Mountain, Mountain; "
            "hand Burst Lightning\nopponent: battlefield Craw Wurm\n")
    kicked = legal(full_trace, base + "I cast Burst Lightning with kicker targeting Craw Wurm\nresolve\n")
    goblin = perm(kicked, "me", "Bloodstone Goblin")
    assert goblin["power"] == 3 and "menace" in goblin["keywords"]
    plain = legal(full_trace, base + "I cast Burst Lightning targeting Craw Wurm\n")
    assert perm(plain, "me", "Bloodstone Goblin")["power"] == 2 and "step.trigger_condition_false" in ids(plain)


def test_pack_tactics_adds_the_attackers_power(full_trace):
    """Gnoll Hunter (pack tactics): with Craw Wurm attacking beside it (2 + 6) it gets a +1/+1 counter; alone it
    doesn't trigger (603.4)."""
    text = "me: battlefield Gnoll Hunter{}\ngo to declare attackers\nI attack with Gnoll Hunter{}\n"
    pack = legal(full_trace, text.format(", Craw Wurm", ", Craw Wurm") + "resolve\n")
    assert perm(pack, "me", "Gnoll Hunter")["power"] == 3
    alone = legal(full_trace, text.format("", ""))
    assert perm(alone, "me", "Gnoll Hunter")["power"] == 2 and "step.trigger_condition_false" in ids(alone)


def test_tokens_you_control_and_life_lost_this_turn(full_trace):
    """Sanctuary Raptor: "if you control three or more tokens" (four Goblin tokens made by Krenko's Command);
    Bloodchief Ascension: "if an opponent lost 2 or more life this turn", after a Shock to the opponent."""
    raptor = legal(full_trace, "me: battlefield Sanctuary Raptor, Mountain, Mountain, Mountain, Mountain; "
                               "hand Krenko's Command, Krenko's Command\n" + "I cast Krenko's Command\nresolve\n" * 2 +
                               "go to declare attackers\nI attack with Sanctuary Raptor\nresolve\n")
    assert perm(raptor, "me", "Sanctuary Raptor")["power"] == 4
    ascension = legal(full_trace, "me: battlefield Bloodchief Ascension, Mountain; hand Shock\n"
                                  "I cast Shock targeting opponent\nresolve\ngo to end step\nresolve\n")
    assert perm(ascension, "me", "Bloodchief Ascension")["counters"]
