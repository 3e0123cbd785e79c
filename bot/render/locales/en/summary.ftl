### The short answer first (the JSON `summary`), then the trace and the final situation as text.

## the short answer
summary-clause = { $text } ({ $count ->
        [1] {""}
       *[other] ×{ $count }{"; "}
    }{ $rule }).
# a step that ends with details in brackets ("life total: 18") keeps them in the rule's brackets
summary-clause-detail = { $text } ({ $detail }; { $count ->
        [1] {""}
       *[other] ×{ $count }{"; "}
    }{ $rule }).
summary-yes = Yes: { $message } ({ $rule }).
# a yes that needs its consequence: what was asked won't do what it says
summary-yes-but = Yes: { $message } ({ $rule }), but { $but }.
summary-no = No: { $message } ({ $rule }).
summary-illegal = No, this play is not legal: { $message } ({ $rule }). Everything is undone (732).
summary-outcome-yes = Yes.
summary-outcome-no = No.
summary-legal = Yes, everything is legal.
# "does it work?" about a play whose last spell does what it says: what it does when nobody responds
summary-legal-then = Yes, it's legal. If nobody responds, { $resolves }: { $outcome }
summary-legal-then-short = Yes, it's legal. If nobody responds, { $outcome }
# a play that asks nothing: its verdict
summary-legal-plain = Everything is legal.
# "does it work?" about a play whose last spell won't do what it says (the question's `but`)
summary-legal-but = Yes, it's legal, but { $but }.
summary-what_happens = Everything is legal.
summary-nothing_happens = Everything is legal; no creature dies, no spell is countered and nobody loses.
# a choice the engine made for a player in a "what happens?" (FREE_FORM's assumption of kind choice)
summary-choice = { $text }; another choice is possible, with another outcome.
summary-where = { $zone ->
        [battlefield] { $card } is still on the battlefield ({ $power }/{ $toughness }{ $damage ->
            [0] {""}
           *[other] , { $damage } damage
        }).
        [graveyard] { $card } is in its owner's graveyard.
        [exile] { $card } is in exile.
        [hand] { $card } is back in its owner's hand.
       *[other] { $card } is no longer on the battlefield.
    }
summary-error = I couldn't read this message. { $message }.
# a message read in several ways that give different answers: each reading with its answer
summary-ambiguous = This message can be read in { $count ->
        [2] two ways
       *[other] { WORDS($count) } ways
    } that give different answers; say which one you mean: { $readings }.
# a message read, but a choice or a number it doesn't give is needed to judge it
summary-incomplete = I need one more detail to judge this. { $message }.
# "what does X do?": the card's own text
summary-card = { $english ->
       *[no] { $name }: { $text }
    }
summary-card-no_text = { CAP($card) } has no rules text.
summary-no_rule = No imported rule answers this question. { $note }
summary-assumption = Decisive assumption: { $text }. Otherwise, { $outcome } ({ $rule }: { $message }).
summary-assumption-short = Decisive assumption: { $text }. Otherwise, { $outcome } ({ $rule }).
summary-assumption-if = Decisive assumption: { $text }. { $condition }, { $outcome } ({ $rule }: { $message }).
summary-assumption-if-short = Decisive assumption: { $text }. { $condition }, { $outcome } ({ $rule }).
summary-assumption-plain = Decisive assumption: { $text }. Otherwise, { $outcome }.
summary-assumptions = Decisive assumptions (were any of them false, { $outcome }): { $items }.
summary-assumptions-item = { $text } ({ $rule })
summary-assumptions-separator = {"; "}
summary-other-yes = the answer would be yes
summary-other-no = the answer would be no
summary-other-legal = the play would be legal
summary-other-illegal = the play would be illegal
summary-other-outcome = the outcome would be different

## the trace as text (terminal and Discord)
text-header-yes = Yes
text-header-no = No
text-action = Action { $index } (line { $line }): { $label }
text-answer = { $legal ->
        [yes] Yes
       *[no] No
    } ({ $rule }): { $message }
# what a yes leads to once the spell or ability asked about resolves (the answer's `but`)
text-answer-but = But then ({ $rule }): { $message }
text-why = Why ({ $rules }): { $message }
text-rollback = Undone (732): { $text }
text-why-above = Why: the last step above ({ $rules }).
text-error-where = { $column ->
        [0] Line { $line }.
       *[other] Line { $line }, column { $column }.
    }
text-error-line = Line { $line }. { $message }
text-error-column = Line { $line }, column { $column }. { $message }
text-did_you_mean = Did you mean: { $names }?
text-candidates = Possible choices: { $names }
text-plugin_failure = Plugin { $plugin } failed ({ $hook }): { $error }
text-quoted = “{ $text }”
text-labelled = { $label }: { $text }
input-me = me
input-opponent = opponent
text-rules = Rules cited

## the final situation
state-stack = Stack (top first): { $cards }
state-stack-empty = Stack: empty
state-stack-item = { $card } (controller: { $player })
state-player = { CAP($player) }: { $life } life; pool: { $pool }; battlefield: { $battlefield }; hand: { $hand }; graveyard: { $graveyard }
state-exile = ; exile: { $cards }
# English participles don't agree: the card is only selected on, to keep the same variables as French.
state-tapped = { GENDER($card) ->
       *[other] tapped
    }
# only French needs the head of a name without gender ("créature engagée")
state-tapped-head = { $head ->
       *[other] { GENDER($card) ->
           *[other] tapped
        }
    }
state-damage = { $amount } damage
state-lost = { PERSON($player) ->
        [you] you have lost the game
       *[other] { $player } has lost the game
    }
state-none = —
state-lost-sep = { "; " }

## an outcome question the final situation can't answer, a player's life asked
summary-not_simulated = Everything is legal, but I can't answer the question: part of what { $cards } does is not carried out by the engine, and the answer depends on the situation after it (see the trace).
summary-and = {" and "}
summary-life = { PERSON($player) ->
        [you] You have
       *[other] { CAP($player) } has
    } { $life } life.
