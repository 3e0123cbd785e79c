### La réponse courte d'abord (le `summary` du JSON), puis la trace et la situation finale en texte.

## the short answer
summary-clause = { $text } ({ $count ->
        [1] {""}
       *[other] ×{ $count }{" ; "}
    }{ $rule }).
# a step that ends with details in brackets ("life total: 18") keeps them in the rule's brackets
summary-clause-detail = { $text } ({ $detail } ; { $count ->
        [1] {""}
       *[other] ×{ $count }{" ; "}
    }{ $rule }).
summary-yes = Oui : { $message } ({ $rule }).
# a yes that needs its consequence: what was asked won't do what it says
summary-yes-but = Oui : { $message } ({ $rule }), mais { $but }.
summary-no = Non : { $message } ({ $rule }).
summary-illegal = Non, ce coup n'est pas légal : { $message } ({ $rule }). Tout est annulé (732).
summary-outcome-yes = Oui.
summary-outcome-no = Non.
summary-legal = Oui, tout est légal.
# « ça marche ? » sur un coup dont le dernier sort fait ce qu'il dit : ce qu'il fait si personne ne répond
summary-legal-then = Oui, c'est légal. Si personne ne répond, { $resolves } : { $outcome }
summary-legal-then-short = Oui, c'est légal. Si personne ne répond, { $outcome }
# a play that asks nothing: its verdict
summary-legal-plain = Tout est légal.
# "does it work?" about a play whose last spell won't do what it says (the question's `but`)
summary-legal-but = Oui, c'est légal, mais { $but }.
summary-what_happens = Tout est légal.
summary-nothing_happens = Tout est légal ; aucune créature ne meurt, aucun sort n'est contrecarré et personne ne perd.
# a choice the engine made for a player in a "what happens?" (FREE_FORM's assumption of kind choice)
summary-choice = { $text } ; un autre choix est possible, avec une autre issue.
summary-where = { $zone ->
        [battlefield] { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } toujours sur le champ de bataille ({ $power }/{ $toughness }{ $damage ->
            [0] {""}
            [1] , 1 blessure
           *[other] , { $damage } blessures
        }).
        [graveyard] { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } au cimetière de { VERB($card, "son", "leur") } propriétaire.
        [exile] { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } en exil.
        [hand] { CAP(SUBJECT($card)) } { VERB($card, "est", "sont") } { AGREE($card, "revenu") } dans la main de { VERB($card, "son", "leur") } propriétaire.
       *[other] { CAP(SUBJECT($card)) } n'{ VERB($card, "est", "sont") } plus sur le champ de bataille.
    }
summary-error = Je n'ai pas pu lire ce message. { $message }.
# un message qui se lit de plusieurs façons aux réponses différentes : chaque lecture et sa réponse
summary-ambiguous = Ce message se lit de { $count ->
        [2] deux façons
       *[other] { WORDS($count, "f") } façons
    } qui donnent des réponses différentes ; précisez laquelle : { $readings }.
# un message lu, mais auquel il manque un choix ou un nombre pour juger
summary-incomplete = Il me manque une précision pour juger. { $message }.
# "what does X do?": the card's own text
summary-card = { $english ->
        [yes] { $name } (texte Oracle anglais, faute de texte français dans les données) : « { $text } »
       *[no] { $name } : { $text }
    }
summary-card-no_text = { CAP(SUBJECT($card)) } n'{ VERB($card, "a", "ont") } aucun texte de règles.
summary-no_rule = Aucune règle importée ne répond à cette question. { $note }
summary-assumption = Hypothèse décisive : { $text }. Sinon, { $outcome } ({ $rule } : { $message }).
summary-assumption-short = Hypothèse décisive : { $text }. Sinon, { $outcome } ({ $rule }).
summary-assumption-if = Hypothèse décisive : { $text }. { $condition }, { $outcome } ({ $rule } : { $message }).
summary-assumption-if-short = Hypothèse décisive : { $text }. { $condition }, { $outcome } ({ $rule }).
summary-assumption-plain = Hypothèse décisive : { $text }. Sinon, { $outcome }.
summary-assumptions = Hypothèses décisives (si l'une d'elles était fausse, { $outcome }) : { $items }.
summary-assumptions-item = { $text } ({ $rule })
summary-assumptions-separator = {" ; "}
summary-other-yes = la réponse serait oui
summary-other-no = la réponse serait non
summary-other-legal = le coup serait légal
summary-other-illegal = le coup serait illégal
summary-other-outcome = l'issue serait différente

## the trace as text (terminal and Discord)
text-header-yes = Oui
text-header-no = Non
text-action = Action { $index } (ligne { $line }) : { $label }
text-answer = { $legal ->
        [yes] Oui
       *[no] Non
    } ({ $rule }) : { $message }
# what a yes leads to once the spell or ability asked about resolves (the answer's `but`)
text-answer-but = Mais ensuite ({ $rule }) : { $message }
text-why = Pourquoi ({ $rules }) : { $message }
text-rollback = Annulé (732) : { $text }
text-why-above = Pourquoi : la dernière étape ci-dessus ({ $rules }).
text-error-where = { $column ->
        [0] Ligne { $line }.
       *[other] Ligne { $line }, colonne { $column }.
    }
text-error-line = Ligne { $line }. { $message }
text-error-column = Ligne { $line }, colonne { $column }. { $message }
text-did_you_mean = Vouliez-vous dire : { $names } ?
text-candidates = Choix possibles : { $names }
text-plugin_failure = Échec du plugin { $plugin } ({ $hook }) : { $error }
text-quoted = « { $text } »
text-labelled = { $label } : { $text }
input-me = moi
input-opponent = adversaire
text-rules = Règles citées

## the final situation
state-stack = Pile (le dessus en premier) : { $cards }
state-stack-empty = Pile : vide
state-stack-item = { $card } (contrôleur : { $player })
state-player = { CAP($player) } : { $life } { $life ->
        [one] point
       *[other] points
    } de vie ; réserve : { $pool } ; champ de bataille : { $battlefield } ; main : { $hand } ; cimetière : { $graveyard }
state-exile = { " " }; exil : { $cards }
state-tapped = { AGREE($card, "engagé") }
# a card whose French name has no gender: the tag names its head, which the word agrees with
state-tapped-head = { $head } { AGREE($card, "engagé") }
state-damage = { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    }
state-lost = { PERSON($player) ->
        [you] vous avez perdu la partie
       *[other] { $player } a perdu la partie
    }
state-none = —
state-lost-sep = { " ; " }

## une question sur l'issue à laquelle la situation finale ne peut pas répondre, les points de vie d'un joueur
summary-not_simulated = Tout est légal, mais je ne peux pas répondre à la question : une partie de ce que fait { $cards } n'est pas effectuée par le moteur, et la réponse dépend de la situation qui en résulte (voir la trace).
summary-and = {" et "}
summary-life = { PERSON($player) ->
        [you] Il vous reste { $life } { $life ->
            [one] point
           *[other] points
        } de vie.
       *[other] Il reste { $life } { $life ->
            [one] point
           *[other] points
        } de vie { A($player) }.
    }
