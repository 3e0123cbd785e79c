### Arbitre: numbers counted in zones the message doesn't describe (400.2; FREE_FORM.md 2: unknown, not empty).
### Written by the project: rules are cited by number only.

asm-count_unknown_zone = { PERSON($player) ->
        [you] Your
       *[other] { CAP(POSS($player)) }
    } { ID($zone) ->
        [hand] hand
        [library] library
        [exile] exile
       *[other] graveyard
    } is not described: { SUBJECT($card) } counts only the cards the message lists there ({ $value }); the real number may be higher.
asm-count_unknown_zones = { ID($zone) ->
        [hand] Hands
        [library] Libraries
        [exile] Exile zones
       *[other] Graveyards
    } the message doesn't describe: { SUBJECT($card) } counts only the cards the message lists there ({ $value }); the real number may be higher.
