## Ce que fait une action, tel que le titre de ses étapes le dit (« Action 2 (ligne 1) : vous lancez la
## Force de volonté ») : écrit d'après l'action que le moteur a jouée, jamais avec les mots du message
## (ils peuvent être d'une autre langue, ou toute une question).
act-cast = { PERSON($player) ->
        [you] vous lancez
       *[other] { $player } lance
    } { $card }
act-on_stack = { $card }, déjà sur la pile
act-activate = { PERSON($player) ->
        [you] vous activez
       *[other] { $player } active
    } une capacité { DE($card) }
act-tap_mana = { PERSON($player) ->
        [you] vous engagez
       *[other] { $player } engage
    } { $cards } pour du mana
act-pay = { PERSON($player) ->
        [you] vous payez
       *[other] { $player } paie
    } le coût
act-play_land = { PERSON($player) ->
        [you] vous jouez
       *[other] { $player } joue
    } { $card }
act-discard = { PERSON($player) ->
        [you] vous vous défaussez
       *[other] { $player } se défausse
    } { DE($cards) }
act-pass = { PERSON($player) ->
        [you] vous passez
       *[other] { $player } passe
    } la priorité
act-resolve = les joueurs laissent se résoudre le dessus de la pile
act-resolves = { ID($kind) ->
        [spell] { SUBJECT($card) } { VERB($card, "se résout", "se résolvent") }
       *[other] la capacité { DE($card) } se résout
    }
act-resolve_all = les joueurs laissent se résoudre toute la pile
act-hold_priority = { PERSON($player) ->
        [you] vous gardez
       *[other] { $player } garde
    } la priorité
act-decline_madness = { PERSON($player) ->
        [you] vous ne lancez pas
       *[other] { $player } ne lance pas
    } { $card } pour { VERB($card, "son", "leur") } coût de folie
act-decline_pay = { PERSON($player) ->
        [you] vous ne payez pas
       *[other] { $player } ne paie pas
    }
act-attack = { PERSON($player) ->
        [you] vous attaquez
       *[other] { $player } attaque
    } avec { $cards }
act-block = { SUBJECT($card) } { VERB($card, "bloque", "bloquent") } { $attackers }
act-next_step = le jeu passe à l'étape suivante
act-goto_step = le jeu passe { A($step) }
act-choose = { PERSON($player) ->
        [you] vous choisissez
       *[other] { $player } choisit
    }
act-sacrifice = { PERSON($player) ->
        [you] vous sacrifiez
       *[other] { $player } sacrifie
    } { $cards }
act-foretell = { PERSON($player) ->
        [you] vous prédisez
       *[other] { $player } prédit
    } { $card }
act-turn_face_up = { PERSON($player) ->
        [you] vous retournez
       *[other] { $player } retourne
    } { $card } face visible
act-suspend = { PERSON($player) ->
        [you] vous suspendez
       *[other] { $player } suspend
    } { $card }
act-assign = { SUBJECT($card) } { VERB($card, "attribue", "attribuent") } { VERB($card, "ses", "leurs") } blessures de combat
act-dredge = { PERSON($player) ->
        [you] vous draguez
       *[other] { $player } drague
    } { $card } au lieu de piocher
act-exert = { PERSON($player) ->
        [you] vous surmenez
       *[other] { $player } surmène
    } { $card }
