# Les questions qui ne sont pas des parties (bot/language/freeform/asking.py) : une carte est-elle d'un type.
card_type-phrase = { $type ->
        [instant] un éphémère
        [sorcery] un rituel
        [creature] une créature
        [land] un terrain
        [artifact] un artefact
        [enchantment] un enchantement
        [planeswalker] un planeswalker
        [battle] une bataille
        [kindred] de parenté
        [legendary] légendaire
        [basic] de base
        [snow] de type neige
        [permanent] une carte de permanent
        [spell] lancée comme un sort
       *[other] de type { $name }
    }
card_type-yes = Oui : { $card } est { card_type-phrase } ({ $line }).
card_type-no = Non : { $card } n'est pas { card_type-phrase } ({ $line }).
