### Arbitre : recherches dans les zones de n'importe quel joueur (701.23a ; plugin effects_search). Écrit par le projet.

step-searches_library_of = { PERSON($player) ->
        [you] Vous fouillez
       *[other] { CAP($player) } fouille
    } { PERSON($owner) ->
        [you] votre bibliothèque
       *[other] la bibliothèque { DE($owner) }
    }.
step-found_in_zone = { PERSON($player) ->
        [you] Vous trouvez
       *[other] { CAP($player) } trouve
    } { $card } { PLACE($zone) } ; la carte va { INTO($to) }.
step-found_kept = { PERSON($player) ->
        [you] Vous trouvez
       *[other] { CAP($player) } trouve
    } { $card } { PLACE($zone) }.
