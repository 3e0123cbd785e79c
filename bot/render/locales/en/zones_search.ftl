### Arbitre: searches of any player's zones (701.23a; plugin effects_search). Written by the project.

step-searches_library_of = { PERSON($player) ->
        [you] You search
       *[other] { CAP($player) } searches
    } { POSS($owner) } library.
step-found_in_zone = { PERSON($player) ->
        [you] You find
       *[other] { CAP($player) } finds
    } { $card } { PLACE($zone) }; the card goes { INTO($to) }.
step-found_kept = { PERSON($player) ->
        [you] You find
       *[other] { CAP($player) } finds
    } { $card } { PLACE($zone) }.
