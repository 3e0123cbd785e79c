### Arbitre : les nombres des sorts et capacités qui se résolvent (issue 11 : marqueurs, blessures, vie,
### quantités). Textes du projet : les règles ne sont citées que par leur numéro.

## steps
step-no_permanent_to_choose = Aucun permanent ne correspond à ce que { SUBJECT($card) } demande de choisir : il ne se passe rien.

step-gains_control_while = { PERSON($player) ->
        [you] Vous acquérez
       *[other] { CAP($player) } acquiert
    } le contrôle { DE($card) } aussi longtemps { $condition ->
        [controlled] que { PERSON($player) ->
            [you] vous contrôlez
           *[other] { $player } contrôle
        } { $source }
        [controlled_tapped] que { PERSON($player) ->
            [you] vous contrôlez
           *[other] { $player } contrôle
        } { $source } et qu'{ PRONOUN($source) } { VERB($source, "reste", "restent") } { AGREE($source, "engagé") }
        [tapped] que { SUBJECT($source) } { VERB($source, "reste", "restent") } { AGREE($source, "engagé") }
       *[on_battlefield] que { SUBJECT($source) } { VERB($source, "reste", "restent") } sur le champ de bataille
    }.

step-lasting_change = { CAP(SUBJECT($card)) } { $changes_pt ->
        [true] { VERB($card, "gagne", "gagnent") } { $power }/{ $toughness }{ $gains ->
            [false] {""}
           *[other] {""} et { VERB($card, "acquiert", "acquièrent") } { $abilities }
        }
       *[other] { VERB($card, "acquiert", "acquièrent") } { $abilities }
    } tant que { $condition ->
        [control] { PERSON($player) ->
            [you] vous contrôlez
           *[other] { $player } contrôle
        } { $source }
        [on_battlefield] { SUBJECT($source) } { VERB($source, "reste", "restent") } sur le champ de bataille
       *[tapped] { SUBJECT($source) } { VERB($source, "reste", "restent") } { AGREE($source, "engagé") }
    }.
step-lasting_already_over = { CAP(SUBJECT($card)) } { $condition ->
        [control] n'est plus sous le même contrôle
        [on_battlefield] n'est plus sur le champ de bataille
       *[tapped] ne { VERB($card, "reste", "restent") } plus { AGREE($card, "engagé") }
    } : l'effet qui durerait jusque-là a déjà pris fin.
step-lasting_ended = { CAP(SUBJECT($source)) } { $condition ->
        [control] n'est plus sous le même contrôle
        [on_battlefield] n'est plus sur le champ de bataille
       *[tapped] ne { VERB($source, "reste", "restent") } plus { AGREE($source, "engagé") }
    } : son effet sur { $card } prend fin.

step-no_counters_to_move = { CAP(SUBJECT($card)) } n'avait aucun marqueur : aucun n'est déplacé.

## choices made for a player (the "what" of an assumed choice)
word-counter_chosen = le permanent qui reçoit les marqueurs
word-x_value = la valeur de X est 0

## keyword counters (122.1b), as the cards of the language name them
counter-flying = « vol »
counter-first_strike = « initiative »
counter-double_strike = « double initiative »
counter-deathtouch = « contact mortel »
counter-decayed = « décomposition »
counter-hexproof = « défense talismanique »
counter-indestructible = « indestructible »
counter-lifelink = « lien de vie »
counter-menace = « menace »
counter-reach = « portée »
counter-shadow = « distorsion »
counter-trample = « piétinement »
counter-vigilance = « vigilance »
