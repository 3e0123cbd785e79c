### Arbitre: the wording of the zone effects of plugin `effects_zones` (issue 11). Written by the project.

## steps
step-nothing_to_untap = There is nothing to untap.
step-declines_optional_draw = { PERSON($player) ->
        [you] You don't draw.
       *[other] { CAP($player) } doesn't draw.
    }
step-looks_at_library = { PERSON($player) ->
        [you] You look
       *[other] { CAP($player) } looks
    } at the top of { PERSON($owner) ->
        [you] your
       *[other] { POSS($owner) }
    } library: { $cards }{ $unknown ->
        [0] {""}
        [one] {" "}and one unknown card (the library is unknown in this situation)
       *[other] {" "}and { $unknown } unknown cards (the library is unknown in this situation)
    }.
step-cant_pay_unless_cost = { PERSON($player) ->
        [you] You can't pay
       *[other] { CAP($player) } can't pay
    } the cost that would prevent it (118.3).
step-declines_unless_cost = { PERSON($player) ->
        [you] You don't pay
       *[other] { CAP($player) } doesn't pay
    } the cost that would prevent it.
step-life_paid = { PERSON($player) ->
        [you] You pay { $amount } life (life total: { $life }).
       *[other] { CAP($player) } pays { $amount } life (life total: { $life }).
    }

## words in parameters
word-optional_draw = the player draws (“may draw”)
    .kind = clause
word-untap_chosen = which permanents are untapped: tapped ones of the controller first
word-exile_graveyard = which card of the graveyard is exiled
