# Les questions qui ne sont pas des parties (bot/language/freeform/asking.py) : une carte est-elle d'un type.
card_type-yes = Oui : { SUBJECT($card) } { VERB($card, "est", "sont") } { $type ->
        [instant] un éphémère
        [sorcery] un rituel
        [creature] une créature
        [land] un terrain
        [artifact] un artefact
        [enchantment] un enchantement
        [planeswalker] un planeswalker
        [battle] une bataille
        [kindred] de parenté
        [legendary] { AGREE($card, "légendaire") }
        [basic] de base
        [snow] de type neige
        [permanent] une carte de permanent
        [spell] { AGREE($card, "lancé") } comme un sort
        [white] de couleur blanche
        [blue] de couleur bleue
        [black] de couleur noire
        [red] de couleur rouge
        [green] de couleur verte
        [colorless] incolore
        [multicolored] multicolore
       *[other] de type { $name }
    }{ $line ->
        [none] {""}
       *[other] { " " }({ $line })
    }.
card_type-no = Non : { SUBJECT($card) } { VERB($card, "n'est", "ne sont") } pas { $type ->
        [instant] un éphémère
        [sorcery] un rituel
        [creature] une créature
        [land] un terrain
        [artifact] un artefact
        [enchantment] un enchantement
        [planeswalker] un planeswalker
        [battle] une bataille
        [kindred] de parenté
        [legendary] { AGREE($card, "légendaire") }
        [basic] de base
        [snow] de type neige
        [permanent] une carte de permanent
        [spell] { AGREE($card, "lancé") } comme un sort
        [white] de couleur blanche
        [blue] de couleur bleue
        [black] de couleur noire
        [red] de couleur rouge
        [green] de couleur verte
        [colorless] incolore
        [multicolored] multicolore
       *[other] de type { $name }
    } ({ $line }).
