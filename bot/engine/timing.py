"""When a spell may be cast or an ability activated: the rule that sets each timing (117.1a, 307.1, 602.5d-e...).

The casting plugin refuses with these rules; a "can I ...?" answered yes names the same rule as what allows it
(`permission_rule`), so the yes and the no of one question cite the rule that decides both.
"""

from __future__ import annotations

from foundation.cards import ActivatedAbility, CardDef

# 117.1a: a noninstant spell only in its controller's main phase with an empty stack; each card type says it again
TIMING_RULES = (
    ("sorcery", "307.1"),
    ("creature", "302.1"),
    ("artifact", "301.1"),
    ("enchantment", "303.1"),
    ("planeswalker", "306.1"),
    ("battle", "310.1"),
)
INSTANT_TIMING = "117.1a"  # an instant: any time its caster has priority
ACTIVATION_TIMING = "117.1b"  # an activated ability without restriction: any time its controller has priority


def timing_rule(card: CardDef) -> str:
    """The rule that says when `card` may be cast without a permission (flash, an alternative cost's)."""
    if "instant" in card.types:
        return INSTANT_TIMING
    for word, rule in TIMING_RULES:
        if word in card.types:
            return rule
    return INSTANT_TIMING


def activation_rule(ability: ActivatedAbility, mana: bool) -> str:
    """The rule that says when `ability` may be activated: "Activate only as a sorcery / an instant" (602.5d-e),
    a loyalty ability (606.3), a mana ability (605.3a), else whenever its controller has priority (117.1b)."""
    if "sorcery" in ability.restrictions:
        return "602.5d"
    if "instant" in ability.restrictions:
        return "602.5e"
    if ability.loyalty:
        return "606.3"
    return "605.3a" if mana else ACTIVATION_TIMING
