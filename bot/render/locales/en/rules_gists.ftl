### What a rule means, in a judge's words: the short answer to a rules question whose best rule is this one
### (bot/render/rules_answer.py). Ours, not the rules' text. Start in lower case: "Yes: " or "No: " may come first.
### `.yes` / `.no`: verbs of a yes-or-no question ("can I respond…?") this rule answers yes or no to, as the
### start of the asked word, in this file's language; only where the answer doesn't depend on anything else.

## timing, priority, the stack
gist-117_1a = you can cast an instant whenever you have priority; anything else (creatures, sorceries…) only in your main phase, with the stack empty
gist-117_1 = the player with priority is the one who can cast spells, activate abilities and take special actions
gist-117_3 = the active player gets priority first in each step; after a spell or ability resolves, the active player gets it again
gist-117_3c = after you cast a spell or activate an ability, you get priority again: you can respond to your own spell before your opponent does
gist-117_7 = a spell or ability cast or activated while another is on the stack is “in response” to it, and resolves first
gist-405_1 = a spell or ability goes on top of the stack; the last one put there resolves first
gist-601_2 = casting a spell is a series of steps: you announce it, choose its modes and targets, work out and pay its total cost; only then is it cast
gist-601_2g = you activate your mana abilities while casting the spell, just before you pay its costs
gist-603_3 = a triggered ability goes on the stack the next time a player would get priority, and can be responded to like a spell
gist-608_2b = a spell or ability whose targets have all become illegal doesn’t resolve; if only some are illegal, it resolves and does nothing to those
gist-707_10 = a copy of a spell is put on the stack without being cast, so “when you cast” abilities don’t trigger for it
    .no = cast

## mana
gist-605_1 = a mana ability is an ability that could add mana, has no target and isn’t a loyalty ability; it follows special rules
gist-605_3a = you can activate a mana ability whenever you have priority, and also in the middle of casting a spell or paying a cost
    .yes = activat, tap
gist-605_3b = a mana ability doesn’t use the stack and resolves at once, so nobody can respond to it, counter it or target it
    .no = respond, counter, target
gist-605_4a = a triggered mana ability doesn’t use the stack either and resolves right after the mana ability that triggered it, and nobody can respond to it
    .no = respond, counter, target
gist-106_4 = unspent mana empties from your mana pool at the end of each step and phase
gist-500_5 = at the end of each step and phase, effects that last “until end of” it end and unspent mana empties

## lands
gist-305_1 = you can play a land only in your main phase, on your turn, with the stack empty; it doesn’t use the stack, so nobody can respond to it
gist-305_2 = you can play one land per turn, unless an effect lets you play more
gist-116_2a = playing a land is a special action: it doesn’t use the stack and can’t be responded to; normally once per turn, in your main phase
gist-505_6b = in your main phase, with the stack empty, you can play your one land of the turn

## creatures and combat
gist-302_6 = summoning sickness keeps a creature from attacking and from using abilities with {"{T}"} or {"{Q}"} in their cost until you have controlled it continuously since your turn began; it doesn’t keep it from blocking
    .yes = block
gist-508_1a = the active player chooses which untapped creatures attack; each needs haste or must have been under its controller’s control since the turn began
gist-509_1a = the defending player chooses which untapped creatures block, and which attacker each one blocks
gist-509_1h = an attacker that was blocked stays blocked, even if its blockers leave combat
gist-510_1c = a blocked creature deals its combat damage to its blockers; if none of them is still there, it deals none, unless it has trample
gist-510_2 = all combat damage is dealt at the same time, and nobody can act between its assignment and its dealing
gist-510_4 = with first strike or double strike in the fight, there are two combat damage steps: first-strike creatures deal damage first
gist-506_4 = a creature that leaves the battlefield or changes controller is removed from combat
gist-502_3 = in the untap step, the active player untaps all their permanents at once; nobody gets priority in that step
gist-103_8a = in a two-player game, the player who goes first skips the draw of their first turn

## cleanup and hand size
gist-402_2 = your maximum hand size is normally seven; you can hold more during the turn, and discard down to seven in your cleanup step
gist-514_1 = in the cleanup step, the active player discards down to their maximum hand size, normally seven cards
gist-514_2 = in the cleanup step, damage is removed from permanents and “until end of turn” effects end
gist-121_4 = a player who had to draw from an empty library loses the next time a player would get priority

## state-based actions
gist-704_3 = state-based actions are checked every time a player would get priority, all at once, and again until none applies
gist-704_5a = a player at 0 life or less loses the game
gist-704_5b = a player who tried to draw from an empty library loses the game
gist-704_5c = a player with ten or more poison counters loses the game
gist-104_3c = a player told to draw more cards than their library holds draws what is left, then loses the game
gist-104_3b = a player at 0 life or less loses the game, as a state-based action, the next time a player would get priority
gist-104_4a = if every player left in the game loses at the same time, the game is a draw
gist-704_5q = a permanent with both +1/+1 and -1/-1 counters loses them in pairs until only one kind is left
gist-122_3 = a permanent’s +1/+1 and -1/-1 counters cancel out in pairs, as a state-based action
gist-104_3d = a player with ten or more poison counters loses the game
gist-122_1f = ten poison counters or more and you lose the game
gist-104_3a = you can concede at any time, and you leave the game at once
    .yes = concede
gist-704_5d = a token that has left the battlefield ceases to exist as soon as state-based actions are checked
gist-111_7 = once a token has left the battlefield, it ceases to exist; abilities that trigger on it leaving still trigger
gist-704_5f = a creature with 0 toughness or less is put into its owner’s graveyard; regeneration and indestructible don’t save it
gist-704_5g = a creature with damage at least equal to its toughness is destroyed, unless it is indestructible or regenerates
gist-704_5j = if you control two or more legendary permanents with the same name, you keep one of them and put the others into the graveyard: this is the legend rule
gist-704_5m = an Aura attached to nothing, or to something it can’t enchant, is put into its owner’s graveyard
gist-303_4c = an Aura whose object has left, or has become illegal for it, goes to its owner’s graveyard

## card types, costs, numbers
gist-304_1 = an instant is cast from your hand and uses the stack, at any time you have priority
gist-307_1 = a sorcery can only be cast in your main phase, on your turn, with the stack empty
gist-118_9a = only one alternative cost can be applied to a spell: flashback, madness, evoke… can’t be combined
gist-107_3 = X is a number chosen by the spell’s controller as they cast it, unless the card says what X is
gist-113_3c = a triggered ability starts with “when”, “whenever” or “at” and goes on the stack the next time a player would get priority after its event

## keywords players ask about most
gist-701_21a = sacrificing moves a permanent you control from the battlefield to its owner’s graveyard; it isn’t destroyed, so indestructible or regeneration don’t stop it
gist-701_8a = destroying a permanent moves it from the battlefield to its owner’s graveyard; indestructible or regeneration can stop it
gist-406_1 = exile is a zone set apart from the game, where exiled cards stay there unless an effect brings them back; a player’s graveyard (404.1) is where their destroyed, sacrificed, countered and discarded cards go
gist-404_1 = a player’s graveyard is where their destroyed, sacrificed, countered and discarded cards go, and their instants and sorceries once resolved
gist-122_2 = counters don’t follow a permanent to another zone, where it is a new object without them
    .no = stay, remain, keep
gist-120_6 = damage stays marked on a creature until the cleanup step (or until it regenerates); it adds up over the turn
gist-702_2b = a creature dealt damage by a source with deathtouch is destroyed, whatever the amount of damage
gist-702_2c = with deathtouch, one damage is lethal damage when assigning combat damage; with trample, one to each blocker and the rest to the player
gist-702_3b = a creature with defender can’t attack, but it can block
    .no = attack
gist-702_6a = equip is an ability you activate at sorcery speed to attach the Equipment to a creature you control
gist-702_7b = creatures with first strike deal their combat damage in a first damage step, before the others
gist-702_4b = a creature with double strike deals combat damage twice: in the first-strike damage step and in the normal one
gist-702_8a = with flash, you can cast the card any time you could cast an instant
    .yes = cast, play
gist-702_9b = a creature with flying can be blocked only by creatures with flying or reach; it can itself block creatures without flying
gist-702_10b = a creature with haste can attack and use its {"{T}"} abilities the turn it comes under your control
    .yes = attack
gist-702_11b = hexproof means your opponents’ spells and abilities can’t target that permanent, but yours can
gist-702_12b = an indestructible permanent can’t be destroyed, lethal damage included; it can still be exiled, sacrificed, or die from 0 toughness
    .no = destroy
gist-702_15b = damage dealt by a source with lifelink makes its controller gain that much life
gist-702_16b = protection from a quality means it can’t be targeted by spells of that quality or by abilities from sources of that quality
gist-702_16f = an attacking creature with protection from a quality can’t be blocked by creatures of that quality
    .yes = stop, prevent
gist-702_16e = protection prevents all damage that sources of the stated quality would deal
gist-702_17b = reach lets a creature block creatures with flying
gist-702_19b = a creature with trample assigns lethal damage to its blockers and the rest to the player or planeswalker it attacks
gist-702_20b = a creature with vigilance doesn’t tap to attack
    .no = tap
gist-702_21a = ward counters an opponent’s spell or ability that targets the permanent, unless that player pays the ward cost
gist-702_33a = kicker is an additional cost you may pay as you cast the spell, for an extra effect
gist-702_34a = flashback lets you cast the card from your graveyard by paying its flashback cost; it is then exiled instead of going anywhere else
gist-702_35a = with madness, you exile the card as you discard it, then may cast it for its madness cost; if you don’t, it goes to your graveyard
gist-702_35b = a spell cast with madness pays its madness cost instead of its mana cost: an alternative cost
gist-702_85a = cascade triggers when you cast the spell: you exile cards from the top of your library until a nonland card with a lower mana value, which you may cast without paying its mana cost
gist-702_94a = miracle lets you cast the card for its miracle cost when you draw it as your first card of the turn, by revealing it
gist-702_111b = a creature with menace can’t be blocked except by two or more creatures
gist-702_13b = a creature with intimidate can be blocked only by artifact creatures and creatures sharing a colour with it
gist-702_36a = a creature with fear can be blocked only by artifact creatures and black creatures

## more rules players land on
gist-305_2b = once you have played as many lands as you may this turn, you can’t play another, whatever an effect tells you
    .no = play
gist-605_2 = an ability that could add mana is a mana ability even when, right now, it would add none
gist-603_1a = a triggered ability can carry limits on its targets or say it can’t be countered; that text works while it is on the stack
gist-122_1b = a keyword counter gives its keyword (flying, trample, lifelink…) to the object it is on
gist-119_6 = a player at 0 life or less loses the game as a state-based action
gist-112_1b = a copy of a card that a player casts is a spell too
gist-704_2 = state-based actions are checked all through the game, and no player controls them
gist-704_1a = an ability that watches for a game state is a triggered ability, not a state-based action
gist-608_2g = during a resolution, a player asked to pay mana can first activate mana abilities; a spell cast while another resolves is cast without anyone getting priority
gist-601_2f = the total cost of a spell is its mana cost or an alternative cost, plus additional costs, plus increases, minus reductions, worked out before paying
gist-510_1e = a combat damage assignment is checked as a whole; an illegal one is done again
gist-502_4 = nobody gets priority in the untap step; what triggers then waits for the upkeep
gist-302_7 = damage stays marked on a creature until the cleanup step; damage at least equal to its toughness destroys it
gist-302_5 = creatures can attack and block
gist-205_4d = a legendary permanent is subject to the legend rule
gist-202_1a = a mana cost is what you must pay to cast the card, coloured symbols with mana of their colour and generic mana with any mana

## a keyword's first rule: what kind of ability it is, and what it does
gist-702_2a = deathtouch is a static ability: any damage its source deals to a creature destroys it
gist-702_3a = defender is a static ability: the creature can’t attack, but it can block
gist-702_4a = double strike is a static ability: the creature deals combat damage twice, in the first-strike damage step and in the normal one
gist-702_7a = first strike is a static ability: the creature deals its combat damage in an earlier damage step, before creatures without it
gist-702_9a = flying is an evasion ability: the creature can be blocked only by creatures with flying or reach
gist-702_10a = haste is a static ability: the creature can attack and use its {"{T}"} abilities as soon as it comes under your control
gist-702_11a = hexproof is a static ability: your opponents’ spells and abilities can’t target the permanent
gist-702_12a = indestructible is a static ability: the permanent can’t be destroyed, by lethal damage or by an effect
gist-702_15a = lifelink is a static ability: damage its source deals also makes its controller gain that much life
gist-702_16a = protection is a static ability against a quality, usually a colour: no damage, enchanting, blocking or targeting by what has that quality
gist-702_17a = reach is a static ability: the creature can block creatures with flying
gist-702_18a = shroud is a static ability: nobody’s spells or abilities can target the permanent or player, not even its controller’s
gist-702_19a = trample is a static ability: once its blockers are assigned lethal damage, an attacking creature assigns the rest to the player or planeswalker it attacks
gist-702_20a = vigilance is a static ability: the creature doesn’t tap to attack
gist-702_111a = menace is an evasion ability: the creature can’t be blocked except by two or more creatures
gist-702_13a = intimidate is an evasion ability: only artifact creatures and creatures sharing a colour with it can block the creature
gist-702_90a = infect is a static ability: its damage is dealt to creatures as -1/-1 counters and to players as poison counters
gist-702_80a = wither is a static ability: its damage is dealt to creatures as -1/-1 counters
gist-702_79a = persist is a triggered ability: when the creature dies without a -1/-1 counter, it returns to the battlefield with one
gist-702_93a = undying is a triggered ability: when the creature dies without a +1/+1 counter, it returns to the battlefield with one
gist-702_108a = prowess is a triggered ability: whenever you cast a noncreature spell, the creature gets +1/+1 until end of turn
gist-702_49a = ninjutsu is an activated ability used from your hand: you return an unblocked attacker you control to your hand and put this card onto the battlefield tapped and attacking
gist-702_51a = convoke is a static ability: each creature you tap while casting the spell pays for {"{1}"} or for one mana of its colour
gist-702_66a = delve is a static ability: each card you exile from your graveyard while casting the spell pays for {"{1}"}
gist-702_84a = unearth is an activated ability used from your graveyard, at sorcery speed: the creature returns with haste and is exiled at the next end step or if it would leave the battlefield
gist-702_27a = buyback is an additional cost you may pay as you cast the spell: it then returns to your hand instead of going to your graveyard
gist-702_41a = affinity is a static ability: the spell costs {"{1}"} less for each permanent of the named kind you control
gist-702_5a = enchant is a static ability of Auras: it says what an Aura can target and what it can be attached to

## the rules our traces cite (every rule the steps, verdicts and short answers of the public, casual and
## rulings scenarios, the reader's corpus and our plays and channel messages cite has its gist)
gist-601_2a = casting a spell starts by moving the card from where it is to the stack, where it becomes the top object; the player casting it controls it
gist-601_2b = as you cast a spell you announce its modes, the additional or alternative costs you'll pay (kicker, buyback, flashback…) and the value of X
gist-601_2c = you choose a spell’s targets as you cast it, among what its text allows; they don’t change afterwards unless an effect changes them
gist-601_2d = a spell that divides damage or counters among its targets has you announce the division as you cast it, at least one to each target
gist-601_2e = once modes, targets and costs are announced, the game checks that the spell can legally be cast; if not, everything goes back to before the casting, as rule 732 says
gist-601_2h = you pay the whole total cost, in the order you like; a cost is never paid in part, and a cost you can’t pay can’t be paid at all
gist-601_2i = once its costs are paid the spell is cast: “whenever you cast” abilities trigger then, and the player who cast it gets priority again
gist-601_3 = you can begin to cast a spell only if a rule or effect allows it and nothing forbids it
gist-602_1b = text after the colon of an activated ability that says how to activate it (who, when, part of the cost) is not part of its effect
gist-602_2 = activating an ability puts it on the stack and pays its costs; only the controller of its object can activate it, unless the card says otherwise
gist-602_2a = an activated ability goes on top of the stack as an object that isn’t a card; the card it comes from stays where it is
gist-602_2b = activating an ability then follows the same steps as casting a spell (modes, targets, total cost, payment); its activation cost takes the place of a mana cost
gist-602_5a = a creature’s ability with {"{T}"} or {"{Q}"} in its cost can be activated only if you have controlled the creature since the start of your turn, or if it has haste
gist-602_5b = a restriction on an ability (“only once each turn”) still applies after its permanent changes controller
gist-602_5d = an ability activated only as a sorcery follows the timing of sorceries: your main phase, with the stack empty
gist-602_5e = an ability activated only as an instant follows the timing of instants: whenever you have priority
gist-603_2 = a triggered ability triggers by itself as soon as its event happens, but does nothing yet: it goes on the stack the next time a player would get priority
gist-603_3b = when several abilities trigger at once, each player puts theirs on the stack in the order they choose, the active player first, so the active player’s resolve last
gist-603_3d = a triggered ability chooses its targets as it goes on the stack; with no legal target, it is removed from the stack
gist-608_1 = each time all players pass in succession, the spell or ability on top of the stack resolves, and only that one
gist-608_2c = a resolving spell or ability does what its text says, in the order written
gist-608_2h = an effect that needs a number from the game (how many creatures…) works it out once, as it is applied
gist-608_2n = an instant or sorcery goes to its owner’s graveyard as the last part of its resolution; an ability simply leaves the stack
gist-608_3 = a permanent spell that resolves enters the battlefield under its controller’s control; an Aura enters attached to what it targets
gist-611_2a = an effect of a spell or ability lasts as long as it says (“until end of turn”…); one that states no duration lasts for the rest of the game
gist-117_3d = a player with priority who does nothing passes, and the next player in turn order gets priority
gist-117_4 = when all players pass in succession, the spell or ability on top of the stack resolves; with the stack empty, the step or phase ends
gist-500_1 = a turn has five phases, in order: beginning, first main phase, combat, second main phase and ending; each happens every turn, even when nothing happens in it
gist-504_1 = the active player draws a card at the start of the draw step; this doesn’t use the stack, so nobody can respond to it
gist-508_1c = an attack that disobeys a restriction (“can’t attack”, “can’t attack unless…”) is illegal
gist-508_1f = attacking taps the attacking creatures (except those with vigilance), and that tapping is not a cost
gist-508_8 = if no creature attacks, the declare blockers and combat damage steps are skipped
gist-509_1b = a block that disobeys a restriction (“can’t block”, flying, menace…) is illegal
gist-510_1a = each attacking or blocking creature deals combat damage equal to its power; one with 0 or less power deals none
gist-732_1 = an illegal action, or one that can’t be completed, is undone entirely: payments are cancelled, nothing triggers, and a spell goes back where it came from
gist-101_2 = when one effect allows something and another says it can’t happen, “can’t” wins
gist-105_3 = effects can change an object’s colour: a new colour replaces the old ones unless the effect says “in addition”
gist-107_4f = a Phyrexian mana symbol can be paid with one mana of its colour or with 2 life
gist-111_2 = the player who creates a token owns it, and it enters the battlefield under their control
gist-115_1 = some spells and abilities target; their targets are chosen as they are put on the stack and don’t change afterwards, unless an effect changes them
gist-115_3 = the same object or player can’t be chosen twice for one word “target”; a spell that says “target” twice may choose the same one for each
gist-118_3 = you can’t pay a cost without everything it asks for: no 2 life with 1 life left, no tapping of a permanent that is already tapped
gist-118_9 = an alternative cost is one a card or effect lets you pay instead of the spell’s mana cost (flashback, evoke, Force of Will’s…); you can pay only one
gist-118_9b = alternative costs are usually optional; an effect that lets you cast a spell may demand one
gist-119_1a = in Two-Headed Giant, each team starts at 30 life
gist-119_3 = gaining or losing life changes your life total by that much
gist-120_3a = damage dealt to a player makes them lose that much life, unless its source has infect
gist-120_3e = damage dealt to a creature is marked on it (unless its source has wither or infect), and stays there until the cleanup step
gist-120_4a = an effect that sends excess damage elsewhere changes the damage event first; the excess is what goes beyond lethal damage
gist-121_1 = drawing a card puts the top card of your library into your hand; the draw of the draw step doesn’t use the stack
gist-122_1 = a counter is a marker on an object or player that changes it or that a rule or ability looks at; it is neither an object nor a token
gist-302_1 = you can cast a creature during your main phase, with the stack empty, when you have priority; it uses the stack like any spell
gist-303_4f = an Aura put onto the battlefield without being cast: the player putting it there chooses what it enchants, which must be legal
gist-400_2 = the graveyard, the battlefield, the stack and exile are public zones; the library and the hand are hidden
gist-400_7 = an object that changes zones becomes a new object with no memory of its previous existence, with a few exceptions
gist-401_4 = cards put into a library together go in the order their owner chooses, without revealing it
gist-613_1b = in layer 2, effects that change who controls a permanent apply
gist-613_1f = in layer 6, effects that add or remove abilities apply
gist-613_4a = in layer 7a, abilities that define a creature’s power and toughness (“*/*”) apply first
gist-613_4c = in layer 7c, effects and counters that add to or subtract from power and toughness apply, such as +1/+1 or -2/-2
gist-614_1a = an effect that says “instead” is a replacement effect: the event it replaces never happens
gist-615_1 = a prevention effect watches for damage that would be dealt and prevents all or part of it, like a shield
gist-700_2 = a modal spell or ability asks you to choose among options (“choose one —”); each option is a mode, chosen as you cast it
gist-701_3a = attaching an Aura or Equipment moves it onto the object or player it will be attached to
gist-701_6a = a countered spell or ability leaves the stack without resolving: none of its effects happen, and a countered spell goes to its owner’s graveyard
gist-701_9a = a discarded card goes from its owner’s hand to their graveyard
gist-701_13a = exiling an object moves it to exile from wherever it is
gist-701_15c = a creature can be goaded by several players, each adding its own requirement to attack
gist-701_17a = milling cards puts that many cards from the top of your library into your graveyard
gist-701_23a = searching a zone means looking at all its cards, even hidden ones, for a card that fits the description
gist-701_24a = shuffling a library puts its cards in an order nobody knows
gist-701_26b = untapping a permanent turns it back upright; only a tapped permanent can be untapped
gist-702_10 = haste lets a creature attack and use abilities with {"{T}"} or {"{Q}"} in their cost as soon as it comes under your control
gist-702_19d = a blocked creature with trample whose blockers have all left combat assigns all its damage to the player or planeswalker it attacks
gist-702_25a = flanking: whenever a creature without flanking blocks this one, the blocker gets -1/-1 until end of turn
gist-702_28b = a creature with shadow can be blocked only by creatures with shadow, and can block only creatures with shadow
gist-702_29a = cycling: pay its cost and discard the card from your hand to draw a card
gist-702_33c = multikicker is a kicker you can pay any number of times as you cast the spell
gist-702_33d = a spell whose kicker cost was paid is “kicked”; with multikicker (or two kicker costs) it can be kicked several times
gist-702_42a = entwine lets you choose all the modes of a modal spell by paying its entwine cost in addition
gist-702_46a = soulshift: when this permanent goes from the battlefield to a graveyard, you may return a Spirit card of low enough mana value from your graveyard to your hand
gist-702_52a = dredge: if you would draw and have enough cards in your library, you may instead mill that many and return the card from your graveyard to your hand
gist-702_56a = replicate: for each time you pay its replicate cost as you cast the spell, a copy of it is put on the stack, and you may choose new targets for it
gist-702_61a = while a spell with split second is on the stack, nobody can cast spells or activate abilities other than mana abilities
    .no = cast
gist-702_74a = evoke lets you cast a creature for its evoke cost instead of its mana cost; it is then sacrificed as soon as it enters
gist-702_82a = devour lets you sacrifice creatures as the permanent enters; it enters with +1/+1 counters for each one sacrificed
gist-702_88a = rebound: a rebound spell cast from your hand is exiled as it resolves, and you may cast it without paying its mana cost at the beginning of your next upkeep
gist-702_109a = dash lets you cast a creature for its dash cost; it gains haste and returns to its owner’s hand at the beginning of the next end step
gist-702_119a = emerge lets you cast a creature for its emerge cost by sacrificing a creature, whose mana value is taken off that cost
gist-702_126a = improvise lets you tap untapped artifacts you control to pay the generic mana of the spell’s cost, one per artifact
gist-702_138a = escape lets you cast the card from your graveyard for its escape cost instead of its mana cost
gist-702_143a = foretell: during your turn you may pay {"{2}"} and exile the card face down; on a later turn you can cast it for its foretell cost
gist-116_2h = during your turn, whenever you have priority, you may pay {"{2}"} and exile a card with foretell from your hand face down: a special action
gist-704_5e = a copy of a spell that leaves the stack ceases to exist
gist-704_5h = a creature dealt damage by a source with deathtouch is destroyed the next time state-based actions are checked, however much damage it was
gist-704_5i = a planeswalker with 0 loyalty is put into its owner’s graveyard
gist-707_10c = when an effect copies a spell and lets you choose new targets, you may keep any of them, but each new target you choose must be legal
