"""Amounts an effect defines in its own text (issue 11, item 3): "where X is ..." (107.3c), counters on an
object, the greatest power among a group, "N plus ..." / "... minus N" (107.1b), each on a real card of
the shared MTGJSON data, with the other side (a different board gives a different number)."""

from __future__ import annotations

from test_effects import ids, legal, perm, player, rules

from cardpool.oracle.clauses import Context, clause_effects


def _tokens(data: dict, who: str, name: str) -> int:
    return len([p for p in player(data, who)["battlefield"] if p["name"] == name + " Token" and p["token"]])


def test_krenko_counts_the_goblins_as_it_resolves(full_trace):
    """Krenko, Mob Boss: "Create X 1/1 red Goblin creature tokens, where X is the number of Goblins you control"."""
    two = legal(full_trace, "me: battlefield Krenko, Mob Boss, Goblin Piker\nI activate Krenko, Mob Boss\nresolve\n")
    assert _tokens(two, "me", "Goblin") == 2 and "111.2" in rules(two)
    one = legal(full_trace, "me: battlefield Krenko, Mob Boss, Grizzly Bears\nI activate Krenko, Mob Boss\nresolve\n")
    assert _tokens(one, "me", "Goblin") == 1
    assert "step.not_simulated" not in ids(two) + ids(one)


def test_flame_burst_adds_the_copies_in_all_graveyards(full_trace):
    """Flame Burst: "X damage to any target, where X is 2 plus the number of cards named Flame Burst in all
    graveyards"; the spell itself is still on the stack as it resolves."""
    base = "me: battlefield Mountain, Mountain; hand Flame Burst\nI cast Flame Burst targeting opponent\nresolve\n"
    alone = legal(full_trace, base)
    assert player(alone, "opponent")["life"] == 18
    more = legal(full_trace, base.replace("\nI cast", "\nopponent: graveyard Flame Burst, Flame Burst\nI cast"))
    assert player(more, "opponent")["life"] == 16 and "120.3a" in rules(more)


def test_magma_mine_counts_its_counters_as_it_last_existed(full_trace):
    """Magma Mine: "{4}, Sacrifice ~: It deals damage equal to the number of pressure counters on it to any
    target" (608.2h: it was sacrificed to pay; its counters as it last existed)."""
    base = "me: battlefield Plains, Plains, Plains, Plains, Magma Mine{}\nI activate Magma Mine ability 2 targeting " \
           "opponent\nresolve\n"
    three = legal(full_trace, base.format(" (3 pressure counters)"))
    assert player(three, "opponent")["life"] == 17 and "608.2h" in rules(three)
    none = legal(full_trace, base.format(""))
    assert player(none, "opponent")["life"] == 20


def test_fungal_sprouting_uses_the_greatest_power(full_trace):
    """Fungal Sprouting: "Create X 1/1 green Saproling creature tokens, where X is the greatest power among
    creatures you control"."""
    base = "me: battlefield Forest, Forest, Forest, Forest, Grizzly Bears{}; hand Fungal Sprouting\n" \
           "I cast Fungal Sprouting\nresolve\n"
    assert _tokens(legal(full_trace, base.format(", Hill Giant")), "me", "Saproling") == 3
    assert _tokens(legal(full_trace, base.format("")), "me", "Saproling") == 2


def test_appeal_counts_creatures_and_grants_trample(full_trace):
    """Appeal: "Until end of turn, target creature gains trample and gets +X/+X, where X is the number of
    creatures you control" (a keyword before the P/T change, then "where X is ...")."""
    data = legal(full_trace, "me: battlefield Forest, Grizzly Bears, Llanowar Elves; hand Appeal\n"
                             "I cast Appeal targeting Grizzly Bears\nresolve\n")
    bears = perm(data, "me", "Grizzly Bears")
    assert (bears["power"], bears["toughness"]) == (4, 4) and "trample" in bears["keywords"]
    assert "611.2a" in rules(data)


def test_iron_maiden_minus_four_never_below_zero(full_trace):
    """Iron Maiden: "X damage to that player, where X is the number of cards in their hand minus 4" (107.1b:
    with four cards or fewer, no damage)."""
    base = "me: battlefield Iron Maiden\nopponent: hand {}\nturn: opponent, untap\nnext step\nresolve\n"
    six = legal(full_trace, base.format("Island, Island, Island, Island, Island, Island"))
    assert player(six, "opponent")["life"] == 18
    two = legal(full_trace, base.format("Island, Island"))
    assert player(two, "opponent")["life"] == 20


def test_where_x_reads_only_what_it_can_evaluate():
    """A sentence whose X is defined by something the engine can't count stays unread (never guessed)."""
    ctx = Context(sentence="")
    read = clause_effects("you draw x cards and you lose x life, where x is your devotion to black", ctx)
    assert read is not None and all(e["x_is"] == {"q": "devotion", "colors": "B"} for e in read)
    assert {e["kind"] for e in read} == {"draw", "lose_life"}
    assert clause_effects("draw x cards, where x is the number of times you sneezed this turn", ctx) is None
    half = clause_effects("~ deals x damage to each creature, where x is half the number of cards in your hand, "
                          "rounded up", ctx)
    assert half is not None and half[0]["x_is"]["half"] == "up"
