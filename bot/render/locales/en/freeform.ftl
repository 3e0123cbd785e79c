### Free-form messages (FREE_FORM.md): assumptions, rules and card questions, reading errors.

## assumptions (section 2)
asm-turn = It is { PERSON($player) ->
        [you] your turn
       *[other] { POSS($player) } turn
    }, during { $step } (what the first action needs).
asm-turn_default = It is { PERSON($player) ->
        [you] your turn
       *[other] { POSS($player) } turn
    }, during { $step } (the default situation, as no line says whose turn it is).
asm-hand = { CAP(SUBJECT($card)) } is in { POSS($player) } hand.
asm-cost_card_discard_hand = { $count ->
        [one] { CAP(SUBJECT($card)) } { VERB($card, "is", "are") }
       *[other] { CAP(WORDS($count)) } cards are
    } in { POSS($player) } hand, to discard for { POSS($spell) } cost: the message doesn't say what that hand holds.
asm-cost_card_exile_hand = { $count ->
        [one] { CAP(SUBJECT($card)) } { VERB($card, "is", "are") }
       *[other] { CAP(WORDS($count)) } cards are
    } in { POSS($player) } hand, to exile for { POSS($spell) } cost: the message doesn't say what that hand holds.
asm-cost_card_exile_graveyard = { $count ->
        [one] { CAP(SUBJECT($card)) } { VERB($card, "is", "are") }
       *[other] { CAP(WORDS($count)) } cards are
    } in { POSS($player) } graveyard, to exile for { POSS($spell) } cost: the message doesn't say what that graveyard holds.
asm-answer_without_subject = { CAP(SUBJECT($card)) }, written without saying who casts it after the other player's spell, is read as { PERSON($player) ->
        [you] your
       *[other] { POSS($player) }
    } answer to it.
asm-graveyard = { CAP(SUBJECT($card)) } is in { POSS($player) } graveyard.
asm-exile = { CAP(SUBJECT($card)) } is in exile ({ PERSON($player) ->
        [you] yours
       *[other] { POSS($player) }
    }).
asm-library = { CAP(SUBJECT($card)) } is in { POSS($player) } library.
asm-battlefield = { CAP(SUBJECT($card)) } is on the battlefield under { POSS($player) } control.
asm-attacking = { CAP(SUBJECT($card)) } is attacking under { POSS($player) } control.
asm-lands = { PERSON($player) ->
        [you] You have
       *[other] { CAP($player) } has
    } untapped lands the message doesn't list, which pay what is needed: { $cards } (assumed { $count ->
        [one] land
       *[other] lands
    }).
asm-stack_spell = { PERSON($player) ->
        [you] You cast
       *[other] { CAP($player) } cast
    } { $card } before the first action: it is on the stack.
asm-first_target = { CAP(SUBJECT($card)) } targets { $target }: the message names no target, so the first legal one is assumed.
asm-target_asked = { CAP(SUBJECT($card)) } targets { $target }: the message names no target, and that is what the question asks about.
asm-target_responded = { CAP(SUBJECT($card)) } targets { $target }: the message names no target, and a response is read as aimed at what it responds to.
asm-if_target = if { SUBJECT($card) } targets { $target }
asm-if_chosen = if { PERSON($player) ->
        [you] you choose
       *[other] { $player } chooses
    } { $cards } instead
asm-mode_responded = { CAP(SUBJECT($card)) } is cast with { $count ->
        [one] mode
       *[other] modes
    } { $mode }{ $gist ->
        [yes] { " " }({ $what })
       *[no] {""}
    }: the message doesn't say which, and that is the mode that answers the spell below it on the stack.
asm-mode_asked = { CAP(SUBJECT($card)) } is cast with { $count ->
        [one] mode
       *[other] modes
    } { $mode }{ $gist ->
        [yes] { " " }({ $what })
       *[no] {""}
    }: the message doesn't say which, and that is the mode that acts on what the question asks about.
asm-mode_first = { CAP(SUBJECT($card)) } is cast with { $count ->
        [one] mode
       *[other] modes
    } { $mode }{ $gist ->
        [yes] { " " }({ $what })
       *[no] {""}
    }: the message doesn't say which, so the first that can be chosen is assumed.
asm-if_mode = if { SUBJECT($card) } is cast with { $count ->
        [one] mode
       *[other] modes
    } { $mode } instead
asm-not_a_target = “{ $written }” names no target: { SUBJECT($card) } has none (601.2c), so it is read as what the spell's effect concerns.
asm-stack_target_answered = { CAP(SUBJECT($card)) }, already on the stack, targets { $target }: the message doesn't say, and that is what the response to it is about.
asm-x_lethal = { CAP(SUBJECT($card)) } is cast with X = { $x }: the message doesn't say X, and that is what is lethal to { $target }.
asm-if_x = if X is { $x }
asm-read_pronoun_answered = “{ $written }” is read as { $card }, the spell the response answers.
asm-target_own = { CAP(SUBJECT($card)) } targets { $target }: the message names no target, and what it does helps what it targets, so the caster's own is assumed.
asm-controller_own = { CAP(SUBJECT($card)) } is under { POSS($player) } control: a target the message gives no owner, for a spell that helps what it targets, belongs to the player who targets it.
asm-life_default = { PERSON($player) ->
        [you] You have
       *[other] { CAP($player) } has
    } { $life } life at the start: the starting life total, as the message doesn't say.
asm-untapped = { CAP(SUBJECT($card)) } is untapped at the start.
asm-since_turn_began = { CAP(SUBJECT($card)) } has been under { POSS($player) } control since { PERSON($player) ->
        [you] your
       *[other] their
    } turn began.
asm-controller = { CAP(SUBJECT($card)) } is under { POSS($player) } control: a target the message gives no owner belongs to an opponent of the player who targets it.
asm-stated_sick = { CAP(SUBJECT($card)) } came under { POSS($player) } control this turn.
asm-stated_battlefield = { CAP(SUBJECT($card)) } is on the battlefield under { POSS($player) } control.
asm-resolved_first = { CAP(SUBJECT($card)) } resolved first: the message names the tokens this spell creates, which exist only once it has resolved (111.1).
asm-questions_joined = The message asks two questions: “{ $asked }” is done as written (the verdict says whether it can be), and the answer is about what follows.
asm-attacker_unsaid = The message doesn't say what attacks: it is assumed to be the creature named just before, { SUBJECT($card) }.
asm-in_combat = { CAP(SUBJECT($card)) } attacked and { SUBJECT($blocker) } blocked it (509): the play takes place in that combat.
asm-zone_whose = The message doesn't say whose { $which ->
        [graveyard] graveyard
        [hand] hand
        [exile] cards in exile
        [library] library
       *[other] side of the battlefield
    } it means: { PERSON($player) ->
        [you] yours
       *[other] { POSS($player) }
    } is assumed.
asm-unnamed_in_hand = One of the cards the message puts in { PERSON($player) ->
        [you] your hand
       *[other] { POSS($player) } hand
    } without naming it is { $card }.
asm-copy_unsaid = { PERSON($player) ->
        [you] You control
       *[other] { CAP(SUBJECT($player)) } controls
    } { $count } { $count ->
        [one] permanent
       *[other] permanents
    } named { $card }, and the one the message means (it doesn't say which) is the one the play can use.
asm-if_copy = if it is the other { $card }
asm-permanent_resolved_first = { CAP(SUBJECT($card)) } resolved first: a permanent spell is used on the battlefield only once it has resolved (608.3).
asm-read_typo = “{ $written }” is read as { $card }, the closest card name.
asm-read_partial = “{ $written }” is read as { $card }.
asm-read_representative = “{ $written }” is read as { $card }: no card of the situation has that name, and { $count ->
        [one] the other candidate, { $others },
       *[other] the other candidates, { $others },
    } would give the same answer.
asm-read_playable = “{ $written }” is read as { $card }: no card of the situation has that name, and with { $illegal } the action would be illegal ({ $rule }){ $count ->
        [0] .
       *[other] ; { $others } would give the same answer.
    }
asm-read_pronoun = “{ $written }” is read as { $card }, the card named last that fits.
asm-read_pronoun_top = “{ $written }” is read as { $card }, the spell on top of the stack.
asm-you_subject = “You” is read as your opponent: in a described game, “you” is the other player.
asm-choice = { KIND($what) ->
        [clause] Assumed for { PERSON($player) ->
            [you] you
           *[other] { $player }
        }: { $what }{ ID($what) ->
            [copy_targets] {""}
           *[other] { " " }({ $cards })
        }.
       *[other] { PERSON($player) ->
            [you] Chosen for you
           *[other] Chosen for { $player }
        } ({ $what }): { $cards }.
    }
asm-otherwise_verdict = if not, the play would be { $verdict } ({ $rule }): { $message }
asm-otherwise_answer = if not, the answer would be { $answer } ({ $rule }): { $message }
asm-otherwise_if_verdict = { $condition }, the play would be { $verdict } ({ $rule }): { $message }
asm-otherwise_if_answer = { $condition }, the answer would be { $answer } ({ $rule }): { $message }
asm-otherwise_outcome = if not, the outcome would be different ({ $rule }): { $message }
asm-otherwise_if_outcome = { $condition }, the outcome would be different ({ $rule }): { $message }

## costs deduced from the payment (601.2b, 118.9)
step-cost_deduced_sacrifice = { CAP(SUBJECT($card)) } is cast for its alternative cost: the payment described includes sacrificing permanents, which only that cost asks for.
step-cost_deduced_exile = { CAP(SUBJECT($card)) } is cast for its alternative cost: the payment described includes exiling a card, which only that cost asks for.
step-cost_deduced_return = { CAP(SUBJECT($card)) } is cast for its alternative cost: the payment described includes returning permanents to their owner's hand, which only that cost asks for.
step-cost_deduced_discard = { CAP(SUBJECT($card)) } is cast for its alternative cost: the payment described includes discarding a card, which only that cost asks for.
step-cost_deduced_free = { CAP(SUBJECT($card)) } is cast for its alternative cost: the message pays no mana for it, which only that cost allows.

## labels
label-assumed = Assumptions
label-decisive = decisive
label-stated = said by the message
label-rules_question = Rules question
label-glossary = Glossary
label-card_question = Card

## rules and card questions (section 3)
rq-english_edition = Rule texts are the English edition's ({ $edition }).
rq-no_rules_db = This is a rules question, but no rules database is imported: run `arbitre rules import FILE` (see `arbitre rules --help`).
rq-rules_db_unreadable = This is a rules question, but the rules database can't be read now (in use by another program, or damaged): try again in a moment, or import it again with `arbitre rules import FILE`.
rq-rules_db_busy = This is a rules question, but the rules database is locked by another program right now (probably an import or update in progress): try again in a minute.
rq-nothing_found = No rule answers this question in the imported rules; try other words, or `arbitre rule --search WORDS`.

## reading errors
err-ff_understood = Understood: { $understood }.
err-ff_not_understood = Expected a part of a play here; could not read “{ $part }”.
err-ff_expected_action = Expected an action (cast, activate, attack, block…); found “{ $part }”.
err-ff_expected_card = Expected a card name in “{ $part }”.
err-ff_expected_payment = Mana or life was expected after “paying” in “{ $part }”.
err-ff_no_such_keyword = “{ $word }”: { $card } has no ability used that way (from the hand or the graveyard, by that keyword).
err-ff_only_cards = This message only names cards ({ $cards }): what do you want to know about them? Ask “what does … do?”, or describe a play (“I cast …”).
err-ff_unknown_card = Unknown card: no card is named “{ $name }”, and no name is close enough to decide.
err-ff_which_card = “{ $name }” could be several cards: write its full name.
err-ff_pronoun = “{ $word }”: no card named before it fits here.
err-ff_sacrifice_what_for = { CAP(SUBJECT($card)) } has no ability that sacrifices it: say what it is sacrificed for (“sac { $card } to …”).
err-ff_ping_with_what = Ping with what? Name the card whose ability deals the damage.
err-ff_counter_with_what = Counter it with what? Name the counterspell (“counter X with Y”).
err-ff_pitch_to_what = Pitch it to what? Name the spell (“pitch X to Force of Will”).
err-ff_attack_with_what = Attack with what? Name the attacking creatures.
err-ff_block_with_what = Block with what? Name the blocking creature (“block X with Y”).
err-ff_block_what = Block what? No attacking creature is named before.
err-ff_assign_what = Assign whose damage? Name one blocked attacking creature, and its blockers, before.
err-ff_with_what = With what? Name the card that does it (“… with Unsummon”).
err-ff_expected_target = On what? Name what it goes on (“… on my Grizzly Bears”), in “{ $part }”.
err-ff_no_action = This message describes no action to judge and asks no rules question I can recognise.
err-ff_too_many_actions = This message makes more than { $limit } actions: cut it into several messages.
err-ff_too_long = This message has more than { $limit } sentences: cut it into several messages.
err-ambiguous = This message can be read in two ways that give different answers; say which one you mean.
err-ambiguous_several = This message can be read in several ways that give different answers; say which one you mean.
amb-reading = if “{ $written }” means { $card }, { $outcome }
amb-legal = the play is legal
amb-illegal = the play is illegal ({ $rule })
amb-yes = the answer is yes ({ $rule })
amb-no = the answer is no ({ $rule })
amb-yes_plain = the answer is yes
amb-no_plain = the answer is no
asm-stated_tapped = { CAP(SUBJECT($card)) } is tapped (the message says so).
asm-stated_untapped = { CAP(SUBJECT($card)) } is untapped (the message says so).
asm-stated_not_sick = { CAP(SUBJECT($card)) } has been under { POSS($player) } control since { PERSON($player) ->
        [you] your
       *[other] their
    } turn began (the message says so).
out-other_outcome = what that rule provides would happen instead.
out-no_outcome = what that rule provides wouldn't happen.
step-settle_first = The message goes on to an action that needs an empty stack: everything on the stack resolves first.
step-already_on_stack = { CAP(SUBJECT($card)) } is already on the stack: the message treats it as cast before.
asm-stack_target = { CAP(SUBJECT($card)) }, already on the stack, targets { $target }: the first legal target, as the message doesn't say.
step-madness_trigger_resolves = The madness trigger of { $card } resolves now: that is when it is cast with madness.
step-on_stack_untargeted = { CAP(SUBJECT($card)) } is on the stack, cast before by { PERSON($player) ->
        [you] you
       *[other] { $player }
    }: nothing the message names is a legal target for it, so its target is left unsaid.
step-on_stack_paid_before = { CAP(SUBJECT($card)) } is on the stack, cast before by { PERSON($player) ->
        [you] you
       *[other] { $player }
    }: it was paid before what the message describes, so the lands the message lists don't pay for it.
step-respond_priority = To respond, { PERSON($player) ->
        [you] you need
       *[other] { $player } needs
    } priority: after a spell is cast, its caster receives priority, then each other player in turn once the one before passes (117.3c-d), and the top of the stack resolves only when all pass in succession (117.4). With priority, a player can cast an instant (117.1a); “an instant card” below stands for any instant of { PERSON($player) ->
        [you] yours
       *[other] theirs
    }.
step-mode_from_words = Mode { $mode } of { $card } is chosen: the one the message names (“{ $written }”).
step-mode_from_target = Mode { $mode } of { $card } is chosen: the only one whose target can be { $target }.
step-cost_deduced_life = { CAP(SUBJECT($card)) } is cast for its alternative cost: the payment described includes paying life, which only that cost asks for.
asm-unknown_cards = { PERSON($player) ->
        [you] Your
       *[other] { CAP(POSS($player)) }
    } { ID($zone) ->
        [hand] hand
        [library] library
        [exile] exile
       *[other] graveyard
    } is not described: { $count ->
        [one] an unknown card of it stands for the card chosen
       *[other] { WORDS($count) } unknown cards of it stand for the cards chosen
    }.
asm-unknown_zone_card_named = { CAP(SUBJECT($card)) } is among the unknown cards of { PERSON($player) ->
        [you] your
       *[other] { POSS($player) }
    } { ID($zone) ->
        [hand] hand
        [library] library
        [exile] exile
       *[other] graveyard
    }, as the message says.
asm-unknown_card_named = { CAP(SUBJECT($card)) } is among the unknown cards { PERSON($player) ->
        [you] you look at
       *[other] { $player } looks at
    }, as the message says.

## what the mode of a modal spell does, as an assumption names it (bot.engine.unsaid_modes)
word-mode_prevent_damage = preventing damage
word-mode_gain_life = gaining life
word-mode_damage = dealing damage
word-mode_counter = countering a spell
word-mode_destroy = destroying
word-mode_exile = exiling
word-mode_return_to_hand = returning to a hand
word-mode_pump = changing a creature
word-mode_draw = drawing
word-mode_discard = discarding
word-mode_tap = tapping
word-mode_untap = untapping
word-mode_regenerate = regenerating
word-mode_lose_life = losing life
word-mode_sacrifice = sacrificing
word-mode_return_from_graveyard = returning from a graveyard
