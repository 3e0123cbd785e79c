### Keyword abilities of issue 11 (third session): day and night, bestow, mutate, banding, splice, cascade...

## day and night (730, 702.145)
step-day_night_becomes = It becomes { ID($designation) ->
        [day] day
       *[night] night
    } ({ ID($why) ->
        [daybound] a player controls a daybound permanent and it was neither day nor night
        [nightbound] a player controls a nightbound permanent, no daybound one, and it was neither day nor night
        [no_spell] the previous turn's active player cast no spell during that turn
        [two_spells] the previous turn's active player cast two or more spells during that turn
       *[other] { $why }
    }).
step-day_night_stays = It stays { ID($designation) ->
        [day] day
       *[night] night
    }: { PERSON($player) ->
        [you] you
       *[other] { $player }
    } cast { $count ->
        [0] no spells
        [one] { WORDS($count) } spell
       *[other] { WORDS($count) } spells
    } during the previous turn.
step-day_night_unknown_turn = It stays { ID($designation) ->
        [day] day
       *[night] night
    }: the message doesn't show the previous turn, so its spells can't be counted.
step-enters_transformed = It is night: { SUBJECT($card) } enters transformed, as { $into } (daybound).
step-transforms_only_by_day_night = { CAP(SUBJECT($card)) } doesn't transform: it transforms only through its daybound or nightbound ability.
word-spells_shown_last_turn = the spells the message shows are all those cast during the previous turn
    .kind = clause
ability-daybound = daybound
ability-nightbound = nightbound

## bestow (702.103)
word-bestow = bestow
ability-bestow = bestow
step-bestow_resolves_as_creature = Its target is illegal, so { SUBJECT($card) } is no longer bestowed: it resolves as a creature spell and enters the battlefield as a creature.
step-bestow_unattached = { CAP(SUBJECT($card)) } is no longer attached to a creature: it stops being bestowed and stays on the battlefield as an enchantment creature.

## dredge (702.52), cascade (702.85)
ability-dredge = dredge
word-dredge = dredge
word-cascade = cascade
step-dredge_instead = { PERSON($player) ->
        [you] You dredge
       *[other] { CAP($player) } dredges
    } { $count } with { $card } instead of drawing a card.
step-dredge_returns = { CAP(SUBJECT($card)) } returns from { POSS($player) } graveyard to { POSS($player) } hand (dredge).
ill-dredge_not_in_graveyard = { CAP(SUBJECT($card)) } isn't in { POSS($player) } graveyard; it can't be dredged.
ill-no_dredge = { CAP(SUBJECT($card)) } has no dredge ability.
ill-dredge_library_too_small = Dredging { $card } mills { WORDS($count) } { $count ->
        [one] card
       *[other] cards
    }, but the library has only { $library }; it can't be done.
ill-dredge_without_draw = Dredge replaces a draw; no card is being drawn when { $card } would be dredged.
step-cascade_exiles = Cascade of { $card }: { PERSON($player) ->
        [you] you exile
       *[other] { $player } exiles
    } { $cards } from the top of { POSS($player) } library; { $found } is the first nonland card with mana value less than { $count }.
step-cascade_unknown = Cascade of { $card }: { $cards ->
        [nothing] the message doesn't describe { POSS($player) } library
       *[other] { POSS($player) } library is unknown below { $cards }
    }, so the card found (the first nonland card with mana value less than { $count }) is unknown.
step-cascade_bottom = The other exiled cards ({ $cards }) are put on the bottom of { POSS($player) } library in a random order.
step-cascade_nothing = Cascade of { $card }: { PERSON($player) ->
        [you] you exile
       *[other] { $player } exiles
    } { $cards } from the top of { POSS($player) } library without finding a nonland card with mana value less than { $count }.

## casualty (702.153)
ability-casualty = casualty
word-casualty = casualty

## reconfigure (702.151), awaken (702.113)
ability-reconfigure = reconfigure
ability-awaken = awaken
word-awaken = awaken
step-reconfigure_not_creature = Attached, { SUBJECT($card) } is no longer a creature and has no creature type (reconfigure).
step-reconfigure_unattached = { CAP(SUBJECT($card)) } is unattached: it is a creature again.
ill-reconfigure_not_attached = { CAP(SUBJECT($card)) } isn't attached to a creature; its unattach ability can't be activated.
step-awakened = { CAP(SUBJECT($card)) } gets { WORDS($count) } +1/+1 { $count ->
        [one] counter
       *[other] counters
    } and becomes a 0/0 Elemental creature with haste; it is still a land (awaken).

## issue 11, fourth session: casts without paying the mana cost, draws replaced
step-announce_free_cast = { CAP(SUBJECT($card)) } is cast without paying its mana cost ({ $ability }); no alternative cost is paid.
step-draw_step_replaced = Draw step: { PERSON($player) ->
        [you] your draw is replaced
       *[other] the draw of { $player } is replaced
    }, so no card is drawn ({ $library } left in { POSS($player) } library).

## amplify (702.38), tribute (702.104), hideaway (702.75)
ability-amplify = amplify
ability-tribute = tribute
ability-hideaway = hideaway
step-amplify_nothing = Amplify of { $card }: { PERSON($player) ->
        [you] you have
       *[other] { $player } has
    } no card in hand that shares a creature type with it, so it enters without counters.
step-amplify_reveals = Amplify of { $card }: { PERSON($player) ->
        [you] you reveal
       *[other] { $player } reveals
    } { $cards } from the hand.
word-amplify_reveal_all = every card of the hand sharing a creature type with it is revealed
    .kind = clause
step-tribute_opponent = { PERSON($player) ->
        [you] You are
       *[other] { CAP($player) } is
    } the opponent chosen for the tribute of { $card }, who may put { $count } { $count ->
        [one] +1/+1 counter
       *[other] +1/+1 counters
    } on it as it enters.
word-tribute_not_paid = tribute is not paid (no counters)
    .kind = clause
step-tribute_not_paid = Tribute wasn't paid for { $card }: its abilities “if tribute wasn't paid” apply.
step-hideaway_unknown = Hideaway of { $card }: the message doesn't show the top { $count ->
        [one] card
       *[other] { $count } cards
    } of the library, so the card exiled face down is unknown.
step-hideaway_partly_unknown = The message doesn't show { $count } of the cards looked at: only the known ones can be exiled here.
step-hideaway_looks = { PERSON($player) ->
        [you] You look
       *[other] { CAP($player) } looks
    } at the top cards of the library: { $cards }.
word-hideaway_exile = the card exiled face down
step-hideaway_exiles = { PERSON($player) ->
        [you] You exile
       *[other] { CAP($player) } exiles
    } { $card } face down (hideaway).
step-hideaway_bottom = The other cards looked at ({ $cards }) are put on the bottom of the library in a random order.

## conspire (702.78), demonstrate (702.144), epic (702.50)
ability-conspire = conspire
word-conspire = conspire
ability-demonstrate = demonstrate
ability-epic = epic
word-demonstrate_copy = the spell is copied
    .kind = clause
step-demonstrate_opponent = { PERSON($player) ->
        [you] You are
       *[other] { CAP($player) } is
    } the opponent chosen for demonstrate: { PERSON($player) ->
        [you] you copy
       *[other] they copy
    } { $card } too.
step-epic_rest_of_game = For the rest of the game, { PERSON($player) ->
        [you] you can't cast spells, and at the beginning of each of your upkeeps
       *[other] { $player } can't cast spells, and at the beginning of each of their upkeeps
    } a copy of { $card } is put on the stack (epic).
ill-epic_no_spells = { CAP(SUBJECT($card)) } can't be cast; since { $epic } resolved, its controller can't cast spells for the rest of the game (epic).

## mutate (702.140, 729)
ability-mutate = mutate
word-mutate = mutate
ill-mutate_owner = { CAP(SUBJECT($card)) } can't mutate onto { $target }; a mutating creature spell targets a non-Human creature with the same owner as the spell.
word-mutate_on_top = the mutating creature card goes on top of the creature
    .kind = clause
step-mutate_merges = { CAP(SUBJECT($card)) } merges with { $target }, { ID($position) ->
        [under] under it: the merged creature keeps the characteristics of { $name }
       *[over] on top of it: the merged creature is now { $name }
    }, with every ability of its cards.
step-mutate_same_object = The merged creature is the same object as the one it mutated onto: it is neither a new permanent nor summoning sick if that one wasn't.
step-mutate_resolves_as_creature = The target of { $card } is illegal: it is no longer a mutating creature spell and enters the battlefield as a creature.
step-mutate_cards_follow = The other cards of the merged { $card } ({ $cards }) go to the same zone.

## splice (702.47)
ability-splice = splice
step-splice_reveals = { PERSON($player) ->
        [you] You reveal
       *[other] { CAP($player) } reveals
    } { $card } and { PERSON($player) ->
        [you] splice
       *[other] splices
    } it onto { $spell }: the spell gains its text, and its splice cost is added to the total cost.
ill-splice_twice = { CAP(SUBJECT($card)) } can't be spliced twice onto { $spell }.
ill-no_splice = { CAP(SUBJECT($card)) } has no splice ability.
ill-splice_quality = { CAP(SUBJECT($card)) } can only be spliced onto a { $subtype } spell, and { $spell } isn't one.

## banding (702.22)
ability-banding = banding
step-band_declared = { $cards } attack in a band.
ill-band_invalid = { $cards } can't form a band; a band has one or more creatures with banding and at most one without.
step-band_blocked = { CAP(SUBJECT($blocker)) } blocks { $card }, so it blocks the rest of its band too ({ $cards }).
step-banding_assigns = Banding: { PERSON($player) ->
        [you] you choose
       *[other] { $player } chooses
    } how the combat damage of { $card } is divided.
word-banding_division = the combat damage is divided in the order the creatures were declared
    .kind = clause
ill-assign_not_yours = { PERSON($player) ->
        [you] You don't
       *[other] { CAP($player) } doesn't
    } divide the combat damage of { $card }; { PERSON($assigner) ->
        [you] you do
       *[other] { $assigner } does
    }.

## phasing (702.26)
ability-phasing = phasing
step-phases_out = Phasing: { $cards } { COUNT($cards) ->
        [one] phases
       *[other] phase
    } out; until { COUNT($cards) ->
        [one] it phases
       *[other] they phase
    } in, the game treats { COUNT($cards) ->
        [one] it
       *[other] them
    } as though { COUNT($cards) ->
        [one] it doesn't
       *[other] they don't
    } exist.
step-phases_in = Phasing: { $cards } { COUNT($cards) ->
        [one] phases
       *[other] phase
    } in, as { COUNT($cards) ->
        [one] it was
       *[other] they were
    } (counters and tapped status kept).

## ripple (702.60), miracle (702.94), cipher (702.99)
ability-ripple = ripple
word-ripple = ripple
ability-miracle = miracle
word-miracle = miracle
ability-cipher = cipher
word-cipher = cipher
step-ripple_unknown = Ripple of { $card }: the message doesn't show { $count } of the cards revealed from the library, so they are unknown.
step-ripple_reveals = { PERSON($player) ->
        [you] You reveal
       *[other] { CAP($player) } reveals
    } the top cards of the library: { $cards }.
word-miracle_revealed = the card is revealed as it is drawn
    .kind = clause
step-miracle_card_gone = { CAP(SUBJECT($card)) } is no longer in the hand: it can't be cast for its miracle cost.
step-cipher_no_creature = No creature to encode { $card } on: it goes to the graveyard.
word-cipher_creature = the creature the card is encoded on
step-cipher_encoded = { CAP(SUBJECT($card)) } is exiled encoded on { $target }.
step-cipher_copy = A copy of { $card } is created in exile, to be cast.

## recover (702.59), haunt (702.55)
ability-recover = recover
ability-haunt = haunt
step-recover_card_gone = { CAP(SUBJECT($card)) } is no longer in the graveyard: recover does nothing.
step-recover_returns = { CAP(SUBJECT($card)) } returns from the graveyard to { POSS($player) } hand (recover paid).
word-recover_not_paid = the recover cost is not paid
    .kind = clause
step-recover_exiled = The recover cost isn't paid: { SUBJECT($card) } is exiled.
step-haunt_exiled = { CAP(SUBJECT($card)) } is exiled haunting { $target }.
step-haunted_dies = { CAP($target) }, the creature haunted by { $card }, died; the haunt ability triggers from exile.

## assist (702.132)
ability-assist = assist
step-assist_chosen = Assist: { PERSON($player) ->
        [you] you are
       *[other] { $player } is
    } the player chosen to help pay for { $card }.
step-assist_paid = { PERSON($player) ->
        [you] You pay
       *[other] { CAP($player) } pays
    } { $amount } generic mana of the cost of { $card } (assist).
ill-assist_too_much = Assist lets { PERSON($player) ->
        [you] you
       *[other] { $player }
    } pay only generic mana of the cost of { $card } ({ $generic } at most), not { $mana }.

## "Spend only black mana on X" (601.2h)
step-x_spent_only = { CAP(SUBJECT($card)) } says to spend only { $color ->
        [W] white
        [U] blue
        [B] black
        [R] red
       *[G] green
    } mana on X: { $count } of the total cost must be paid with that mana.

## trigger events of mutate and haunt
word-mutates = it mutates
word-haunted_dies = the creature it haunts dies
word-haunt = haunt

## cleave (702.148)
ability-cleave = cleave
word-cleave = cleave
step-cleave_text = Its cleave cost paid, { SUBJECT($card) } loses the words in square brackets: the spell does what is left.

## aura swap (702.65), transfigure (702.71), encore (702.141)
ability-aura_swap = aura swap
word-aura_swap = the Aura card exchanged
step-aura_swap_nothing = Aura swap of { SUBJECT($card) }: there is no exchange to make (no Aura card in hand, or this Aura is no longer on the battlefield under its owner's control), so the ability does nothing.
step-aura_swap_cant_enchant = { CAP(SUBJECT($card)) } couldn't enchant { $host }: the exchange can't be completed, so the ability does nothing.
step-aura_swapped = { CAP(SUBJECT($card)) } returns to its owner's hand and { SUBJECT($new) } takes its place on the battlefield, attached to { $host }.
ability-transfigure = transfigure
step-transfigure_searches = Transfigure: the search is for a creature card with mana value { $value }, that of { SUBJECT($card) } as it was sacrificed.
ability-encore = encore
step-encore_token = { PERSON($player) ->
        [you] You create
       *[other] { CAP($player) } creates
    } a token copy of { $card } that must attack { PERSON($defender) ->
        [you] you
       *[other] { $defender }
    } this turn if able; it has haste and is sacrificed at the beginning of the next end step.

## compleated (702.150)
ability-compleated = compleated
step-compleated_loyalty = Compleated: life was paid for { $count ->
        [one] one Phyrexian mana symbol
       *[other] { WORDS($count) } Phyrexian mana symbols
    } of its cost, so { SUBJECT($card) } enters with { $count ->
        [one] two
       *[other] { WORDS($count) } times two
    } fewer loyalty counters ({ $loyalty }).

## "As ~ enters, you may reveal a ... card from your hand" (614.12)
step-as_enters_reveal_assumed = As { $card } enters the battlefield, { PERSON($player) ->
        [you] you are assumed to reveal
       *[other] { $player } is assumed to reveal
    } { $revealed } from the hand.
step-as_enters_reveals = As { $card } enters the battlefield, { PERSON($player) ->
        [you] you reveal
       *[other] { $player } reveals
    } { $revealed } from the hand.
step-as_enters_not_revealed = As { $card } enters the battlefield, { PERSON($player) ->
        [you] you reveal
       *[other] { $player } reveals
    } no card from the hand.
step-as_enters_condition_holds = The condition of { $card } holds as it enters the battlefield: no card needs to be revealed.
ill-reveal_not_in_hand = { CAP($revealed) } can't be revealed for { $card }; no such card of the kind it asks for is in the hand.

## phasing (702.26b): the final situation's phased-out permanents
state-phased_out = ; phased out: { $cards }

## tribute paid (702.104a)
step-tribute_paid = { PERSON($player) ->
        [you] You pay
       *[other] { CAP($player) } pays
    } the tribute: { $card } enters with { $count ->
        [one] a +1/+1 counter
       *[other] { WORDS($count) } +1/+1 counters
    } on it.

## a cost that puts counters on its source ("Put a -0/-1 counter on ~", 118.3)
step-cost_put_counters = Cost: { $count ->
        [one] { INDEF($counter) } counter is
       *[other] { WORDS($count) } { $counter } counters are
    } put on { $card }.
