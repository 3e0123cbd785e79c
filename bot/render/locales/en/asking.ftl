# Questions that are not plays (bot/language/freeform/asking.py): whether a card is of a type.
card_type-yes = Yes: { SUBJECT($card) } is { $type ->
        [instant] an instant
        [sorcery] a sorcery
        [creature] a creature
        [land] a land
        [artifact] an artifact
        [enchantment] an enchantment
        [planeswalker] a planeswalker
        [battle] a battle
        [kindred] kindred
        [legendary] legendary
        [basic] basic
        [snow] snow
        [permanent] a permanent card
        [spell] cast as a spell
        [white] white
        [blue] blue
        [black] black
        [red] red
        [green] green
        [colorless] colorless
        [multicolored] multicolored
       *[other] of type { $name }
    }{ $line ->
        [none] {""}
       *[other] { " " }({ $line })
    }.
card_type-no = No: { SUBJECT($card) } is not { $type ->
        [instant] an instant
        [sorcery] a sorcery
        [creature] a creature
        [land] a land
        [artifact] an artifact
        [enchantment] an enchantment
        [planeswalker] a planeswalker
        [battle] a battle
        [kindred] kindred
        [legendary] legendary
        [basic] basic
        [snow] snow
        [permanent] a permanent card
        [spell] cast as a spell
        [white] white
        [blue] blue
        [black] black
        [red] red
        [green] green
        [colorless] colorless
        [multicolored] multicolored
       *[other] of type { $name }
    } ({ $line }).
