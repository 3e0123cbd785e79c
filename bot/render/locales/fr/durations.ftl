### Arbitre : effets d'une autre durée que « jusqu'à la fin du tour » (611.2a) : « jusqu'à votre prochain tour ».
### Écrit par le projet : les règles ne sont citées que par leur numéro.

step-pumped_until_next_turn = { CAP(SUBJECT($card)) } { VERB($card, "gagne", "gagnent") } { $power }/{ $toughness } { PERSON($player) ->
        [you] jusqu'à votre prochain tour
       *[other] jusqu'au prochain tour { DE($player) }
    } (maintenant { $now }).
step-gains_abilities_until_next_turn = { CAP(SUBJECT($card)) } { VERB($card, "acquiert", "acquièrent") } { $abilities } { PERSON($player) ->
        [you] jusqu'à votre prochain tour
       *[other] jusqu'au prochain tour { DE($player) }
    }.
step-effect_until_next_turn = { PERSON($player) ->
        [you] Jusqu'à votre prochain tour
       *[other] Jusqu'au prochain tour { DE($player) }
    } : « { $sentence } » ({ $card }).
step-next_turn_change_ends = { PERSON($player) ->
        [you] Votre tour commence
       *[other] Le tour { DE($player) } commence
    } : l'effet { DE($source) } sur { $card } prend fin{ $creature ->
        [true] {""} (maintenant { $now })
       *[other] {""}
    }.
step-next_turn_effect_ends = { PERSON($player) ->
        [you] Votre tour commence
       *[other] Le tour { DE($player) } commence
    } : « { $sentence } » ({ $card }) prend fin.
step-marked_until_next_turn = { CAP(SUBJECT($card)) } { $mark ->
        [cant_attack_or_block] ne { VERB($card, "peut", "peuvent") } ni attaquer ni bloquer
        [cant_attack] ne { VERB($card, "peut", "peuvent") } pas attaquer
        [cant_block] ne { VERB($card, "peut", "peuvent") } pas bloquer
        [cant_be_blocked] ne { VERB($card, "peut", "peuvent") } pas être { AGREE($card, "bloqué") }
        [attacks_each_combat] { VERB($card, "attaque", "attaquent") } à chaque combat si possible
        [blocks_each_combat] { VERB($card, "bloque", "bloquent") } à chaque combat si possible
       *[must_be_blocked] { VERB($card, "doit", "doivent") } être { AGREE($card, "bloqué") } si possible
    } { PERSON($player) ->
        [you] jusqu'à votre prochain tour
       *[other] jusqu'au prochain tour { DE($player) }
    } ({ $source }).
step-next_turn_mark_ends = { PERSON($player) ->
        [you] Votre tour commence
       *[other] Le tour { DE($player) } commence
    } : « { $sentence } » ({ $source }) ne s'applique plus { A($card) }.

## choices made for a player (the "what" of an assumed choice)
word-library_top_or_bottom = la carte va au-dessus de la bibliothèque de son propriétaire
    .kind = clause
