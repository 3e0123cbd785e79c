### What a rule means, in our words, for rules that players' questions land on and that rules_gists.ftl has no
### gist for yet (measured on questions written as players ask them: see tests/test_summary_rules.py). Same
### conventions as rules_gists.ftl: start lower case ("Yes:" or "No:" may come first); `.yes` / `.no` list the
### starts of the verbs of a yes-or-no question this rule answers yes or no to.

## the stack, spells and abilities
gist-405_2 = the stack keeps the order in which spells and abilities were put on it: each new one goes on top of the others
gist-112_1 = a spell is a card on the stack: it becomes one as you start casting it, and stays one until it resolves, is countered or leaves the stack
gist-112_1a = a copy of a spell is a spell too, even with no card to represent it
gist-113_3d = a static ability is simply true while its object is on the battlefield (or in the zone where it works): nobody activates it and it never uses the stack
gist-604_1 = a static ability does something all the time: nobody activates it, it doesn’t trigger, and it never uses the stack
gist-602_1c = only an activated ability can be activated; “activate an ability” always means an activated ability
gist-701_6b = a countered spell or ability gives back none of the costs paid for it
    .no = refund, recover, regain

## the game, permanents, tokens
gist-110_5b = a permanent enters the battlefield untapped and face up, unless a spell or ability says otherwise
gist-111_1 = a token is a marker that stands for a permanent that no card represents; effects create tokens directly on the battlefield
gist-111_6 = a token is affected by everything that affects permanents or its types, but it isn’t a card
gist-114_1 = an emblem is a marker in the command zone that carries abilities and nothing else; it is neither a card nor a permanent
gist-114_3 = an emblem has only the abilities its effect gives it: no type, no mana cost, no colour, usually no name
gist-202_3 = the mana value of a card is the total amount of mana in its mana cost, whatever the colours: {"{3}{U}{U}"} gives 5
gist-306_6 = planeswalkers can be attacked, like players
gist-514_3 = in the cleanup step, nobody normally gets priority: no spell can be cast and no ability activated, unless a state-based action or a trigger happens then

## effects
gist-614_5 = a replacement effect applies only once to an event: it doesn’t replace its own result again
gist-613_1a = copy effects are applied first (layer 1), before any other continuous effect
