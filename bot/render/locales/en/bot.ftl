### What the Discord bot, `arbitre chat` and the CLI say around a trace.

## trace replies
verdict-legal = ✅ Legal play
verdict-illegal = ❌ Illegal play
verdict-error = ⚠️ I couldn't read this play
verdict-ambiguous = ⚠️ Ambiguous message
verdict-incomplete = ⚠️ A detail is missing
verdict-answered = 📖 Answered
trace-title_yes = ✅ Yes
trace-title_no = ❌ No
trace-full_trace_hint = ▶ the whole trace
trace-action = Action { $index } (line { $line })
trace-illegal_step = illegal here
trace-why = Why it is illegal
trace-rollback = Undone ({ $rule })
trace-answer_yes = Yes
trace-answer_no = No
trace-final = Final situation
trace-turn = { PERSON($player) ->
        [you] Your turn
       *[other] { CAP(POSS($player)) } turn
    }, { $step } · priority: { $priority }
trace-did_you_mean = Did you mean
trace-plugin_failed = The plugin `{ $plugin }` failed ({ $hook }), so this trace may be incomplete. Error id: `{ $error_id }`.
trace-plugin_failed_title = ⚠️ Plugin failure
trace-internal = Something went wrong inside Arbitre while checking this play. Error id: `{ $error_id }` (the details are in the bot's logs).
trace-footer = Comprehensive Rules { $cr }
trace-no_text = Give me a play to check: `{ $prefix }trace` followed by the situation and the actions (`/arbitre help` shows how to write them).
trace-empty_message = That message has no text I can check.
ask-no_text = Ask me in your own words: a play (“I bolt his Llanowar Elves, do they die?”), a rules question (“when does madness trigger?”) or a card (“what does Fling do?”).
page = page { $page }/{ $pages }
page-not_yours = Only the person who asked can turn these pages.
page-previous = Previous
page-next = Next

## safety and errors
input-too_long = That message is { $length } characters long; I read at most { $limit }. Keep only the cards and the actions that matter.
cooldown = Easy there: you can ask me again in { $seconds } s.
timeout = Checking this play took too long (more than { $seconds } s), so I stopped. Try a shorter play, or split it in two.
error-generic = Sorry, something went wrong. Error id: `{ $error_id }` (the details are in the bot's logs).
guild_only = This only works in a server.

input-not_found = { $path }: no such file
input-is_directory = { $path }: a folder, not a message file
input-no_permission = { $path }: not allowed to read this file
input-unreadable = { $path }: can't be read ({ $reason })

## rules and cards
rule-disabled = Rule lookups are switched off here (the rule_lookup plugin is disabled).
rule-failed = The rule lookup failed. Error id: `{ $error_id }`.
rule-no_query = Which rule? Give a number (`601.2f`), a word (`flashback`) or some text to search for.
rule-title = Comprehensive Rules
card-no_query = Which card? Give its name, in English or in French.
card-not_found = No card named “{ $name }” in my card pool.
card-suggestions = Did you mean: { $names }?
card-name_en = English name
card-name_fr = French name
card-cost = Mana cost
card-type = Type
card-pt = Power/toughness
card-loyalty = Loyalty
card-keywords = Keywords
card-costs = Other costs
card-abilities = Abilities modelled
card-activated = { $count } activated
card-triggered = { $count } triggered
card-static = { $count } static
card-no_text = Oracle text is not in this card database; this is what the engine knows of the card.
card-vanilla = This card has no rules text.
card-nicknames = Also known as
card-face_of = Face of { $card } ({ $layout })
card-french_text = French text:
card-oracle_only = the English Oracle text: the card data has no French text for this card
card-oracle_text = Oracle:
card-loyalty_value = Loyalty: { $loyalty }
card-faces = Faces: { $faces }
card-rulings_count = Rulings: { $count ->
        [0] none
       *[other] { $count }
    }
card-unrecognized = Not recognized by the engine: { $parts }
card-unknown = unknown card: “{ $name }”
card-did_you_mean = did you mean: { $names }
card-rulings = Rulings
inline-more = Only the first { $limit } cards of a message are looked up.

## settings
settings-title = Arbitre's settings for this server
settings-denied = Only members with the Manage Server permission can change Arbitre's settings.
settings-saved = Saved.
settings-lang = Language
settings-prefix = Prefix
settings-inline =
    { "[" }[card]] lookups
settings-plugins = Plugins
settings-plugins_disabled = off: { $names }
settings-plugins_all = all on
settings-on = on
settings-off = off
settings-lang-auto = automatic (the asker's Discord language, else the message's)
settings-lang-fr = French
settings-lang-en = English
settings-bad_prefix = A prefix has 1 to 5 characters, without spaces or backticks.
settings-unknown_plugin = There is no plugin named `{ $plugin }`. Plugins: { $plugins }.
settings-plugin_needs_state = Say whether `{ $plugin }` should be on or off (the `enabled` option).
settings-store_failed = The settings could not be saved. Error id: `{ $error_id }`.

## help
help-title = Arbitre, the rules judge
help-intro =
    Describe a Magic situation and a play: I check every step against the Comprehensive Rules, cite the rule numbers, and say whether the play is legal. When something is illegal I show which step breaks which rule, and what is undone (rule 732).

    { "*" }*Commands**
    `/trace` (or `{ $prefix }trace` + your message): check a play; `/trace` alone opens a box for several lines.
    Message menu › Apps › **Judge this play**: check a message someone else posted.
    `/rule 601.2f`, `/rule flashback`, `{ $prefix }rule`: the Comprehensive Rules by number, word or text.
    `/card`, `{ $prefix }card`, or `[[card name]]` in any message: a card, in English or French.
    `/arbitre settings` (Manage Server): language, prefix, [[card]] lookups, plugins.
help-sheet_title = Writing a play (cheat sheet)
help-sheet =
    { "*" }*Setup lines**, then **actions**, one per line (numbered or not):
    ```
    me: battlefield Lion's Eye Diamond, Island; graveyard Deep Analysis; hand Arrogant Wurm
    opponent: battlefield Grizzly Bears; life 12
    turn: me, main 1
    1. I cast Deep Analysis with flashback targeting me
    2. I pay { "{1}" }{ "{U}" } with Lion's Eye Diamond for UUU, discarding my hand, and 3 life
    ```
    Zones: `battlefield`/`bf`, `hand`, `graveyard`/`gy`, `library` (top first), `exile`; `life 17`, `pool UUR`.
    Marks: `(tapped)`, `(sick)`, `(haste)`, `(damage 2)`, `(attacking)`.
    Actions: `cast … [with flashback|with madness] [targeting …] [X=3] [paying …]`, `activate … [for GGG]`, `tap … for U`, `pay …`, `play <land>`, `discard …`, `pass`, `resolve`, `resolve all`, `hold priority`, `attack with …`, `block … with …`, `next step`, `go to <step>`.
    Payments: `{ "{2}" }{ "{U}" }`, `3 life`, `sacrificing …`, `discarding my hand`, `tapping …`, `with <card>`.
    A line ending in `?` (or starting `can I`) is a question: answered yes/no, nothing changes.
    Card names in English or French, any case, accents optional; nicknames like `LED` work.
help-footer = Rules cited from the Comprehensive Rules { $cr }. Arbitre is a helper, not a substitute for a judge at a tournament.

## the modal
modal-title = Check a play
modal-label = Situation and play
modal-placeholder =
    me: battlefield Island; hand Counterspell
    1. I cast Counterspell targeting …

## the terminal (arbitre chat)
chat-welcome = Arbitre chat: the bot's commands in a terminal. Type `help` for help, `quit` to leave.
chat-help =
    Write your question as in a channel: a play (I bolt his Llanowar Elves, do they die?), a rules
    question (when does madness trigger?) or a card (what does Fling do?). Commands:
      ask <message>             the same, after a command word
      trace <one line>          check a play written on one line
      trace                     then the situation and the actions, ended by a line with a single . (or two empty lines)
      rule <number|word>        a Comprehensive Rules entry (rule --search <text> for full-text search)
      card <name>               a card, English or French name; [[name]] anywhere in a line works too
      lang fr|en|auto           the answer language
      help                      this text; `help play` shows how to write a play
      quit                      leave
chat-unknown = “{ $command }” is not a command. To have a play judged or a question answered, put `trace` before it: `trace { $line }`. Type `help` for the commands.
chat-more = (end with a line holding a single . or with two empty lines)
chat-lang = { $lang ->
        [fr] From now on, answers in French.
        [en] From now on, answers in English.
       *[auto] From now on, each answer in the language of its message.
    }
chat-lang_unknown = “{ $value }” is not a language I answer in: `lang fr`, `lang en` or `lang auto` (the message's). { $lang ->
        [fr] Answers stay in French.
        [en] Answers stay in English.
       *[auto] Each answer stays in the language of its message.
    }
chat-bye = Bye.

## arbitre run
run-no_token =
    No Discord bot token: Arbitre can't connect to Discord.

    To get one:
      1. https://discord.com/developers/applications > New Application > name it “Arbitre”.
      2. Bot > Reset Token > copy the token (keep it secret).
      3. Bot > Privileged Gateway Intents > turn on “Message Content Intent” (for !trace and [[card]]).
      4. OAuth2 > URL Generator > scopes “bot” and “applications.commands”; permissions “Send Messages”,
         “Embed Links”, “Read Message History”; open the URL to invite the bot to your server.
      5. export DISCORD_TOKEN=<the token>   then   arbitre run

    To try Arbitre without Discord: arbitre chat
run-no_message_content = The message_content intent is off: prefix commands ({ $prefix }trace, { $prefix }rule, { $prefix }card) and [[card]] lookups won't see messages; slash commands and the “Judge this play” menu still work.
run-bad_token = Discord refused the token (it is wrong or was reset). Get a new one in the Developer Portal (Bot > Reset Token).
run-unreachable = Can't reach Discord ({ $reason }). Check the network connection (and discord_api_url, if set), then start again.
run-guild_db = The per-server settings file can't be used ({ $reason }): set guild_db to a writable path.
run-privileged = Discord refused the intents: turn on “Message Content Intent” in the Developer Portal (Bot > Privileged Gateway Intents), or set discord_message_content = false.

## slash command names and descriptions
cmd-trace = trace
cmd-trace-desc = Check a Magic play against the Comprehensive Rules
cmd-trace-text = text
cmd-trace-text-desc = The situation and the play on one line (leave empty for a multi-line box)
cmd-rule = rule
cmd-rule-desc = Look up the Comprehensive Rules: a number, a word, or text
cmd-rule-query = query
cmd-rule-query-desc = A rule number (601.2f), a word (flashback) or text
cmd-rule-search = search
cmd-rule-search-desc = Full-text search instead of a number or a word
cmd-card = card
cmd-card-desc = Show a card (English or French name)
cmd-card-name = name
cmd-card-name-desc = The card's name, in English or French
cmd-arbitre = arbitre
cmd-arbitre-desc = Arbitre: help and server settings
cmd-help = help
cmd-help-desc = What Arbitre does, and how to write a play
cmd-settings = settings
cmd-settings-desc = Show or change Arbitre's settings for this server (Manage Server)
cmd-settings-language = language
cmd-settings-language-desc = Answer language: French, English, or automatic
cmd-settings-prefix = prefix
cmd-settings-prefix-desc = Prefix of the message commands (default !)
cmd-settings-inline = inline_cards
cmd-settings-inline-desc = Answer [[card name]] in messages
cmd-settings-plugin = plugin
cmd-settings-plugin-desc = A plugin to switch on or off for this server
cmd-settings-enabled = enabled
cmd-settings-enabled-desc = Whether that plugin is on
cmd-choice-auto = Automatic
cmd-choice-fr = French
cmd-choice-en = English
cmd-judge = Judge this play
cmd-ask = ask
cmd-ask-desc = Ask about a play, a rule or a card, in your own words
cmd-ask-message = message
cmd-ask-message-desc = e.g. “I bolt his Llanowar Elves, do they die?” (leave empty for a multi-line box)

## French type lines for a card whose database has none (the embedded pool); English shows its own
typeline-instant = Instant
typeline-sorcery = Sorcery
typeline-artifact = Artifact
typeline-enchantment = Enchantment
typeline-land = Land
typeline-creature = Creature
typeline-planeswalker = Planeswalker
typeline-battle = Battle
typeline-basic_land = Basic Land
typeline-basic_snow_land = Basic Snow Land
typeline-snow_land = Snow Land
typeline-legendary_creature = Legendary Creature
typeline-legendary_planeswalker = Legendary Planeswalker
typeline-legendary_artifact = Legendary Artifact
typeline-legendary_land = Legendary Land
typeline-legendary_enchantment = Legendary Enchantment
typeline-artifact_creature = Artifact Creature
typeline-enchantment_creature = Enchantment Creature
typeline-artifact_land = Artifact Land
typeline-legendary_artifact_creature = Legendary Artifact Creature
typeline-tribal_instant = Tribal Instant
typeline-tribal_sorcery = Tribal Sorcery
typeline-kindred_instant = Kindred Instant
typeline-kindred_sorcery = Kindred Sorcery
typeline-snow_creature = Snow Creature

## arbitre cardpool import / fetch / coverage, arbitre card: files and downloads that can't be used
cards-unchanged = { $error }; the card database was not changed
cards-import_failed = import failed ({ $reason }); the card database was not changed
cards-download_rejected = downloaded file rejected: { $error }; the card database was not changed
cards-no_url = no address to download from: give --url or set cards_url
cards-no_database = no imported card database: run `arbitre cardpool import FILE` or give --cards DB
cards-not_found = { $path }: file not found
cards-is_directory = { $path }: is a directory, not an MTGJSON file
cards-unreadable = { $path }: can't be read ({ $reason })
cards-empty = { $path }: the file is empty
cards-not_mtgjson = { $path }: not an MTGJSON file (expected a JSON object with “meta” and “data”)
cards-corrupt = { $path }: the file is truncated or corrupt ({ $reason })
cards-malformed = { $path }: malformed JSON ({ $reason })
cards-no_card = { $path }: no card found; expected MTGJSON AtomicCards or a set file
cards-target_is_directory = { $path }: is a directory, not a card database path
cards-read_only = { $path }: the file is read-only; make it writable to replace it
cards-cant_write = can't write in { $path }: { $reason }
cards-cut_short = { $url }: download cut short ({ $done } of { $total } bytes)
cards-empty_download = { $url }: the server sent an empty file
cards-http_status = { $url }: the server answered { $status }
cards-no_answer = { $url }: no answer within { $seconds } s
cards-cant_connect = { $url }: can't connect ({ $reason })
cards-bad_address = { $url }: not a usable address ({ $reason })
cards-download_failed = { $url }: download failed ({ $reason })
cards-checksum = { $url }: checksum mismatch (sha256 { $digest }, published { $expected })
cards-db_not_found = card database not found: { $path }
cards-db_busy = { $path }: the card database is in use by another program (an import?) and stayed locked; try again in a moment
cards-not_a_db = { $path }: not a card database ({ $reason })
cards-no_parser_results = { $path }: no Oracle parser results in this database (import MTGJSON cards first)

## settings files (the command line: a file or a variable that can't be used)
settings-file_not_found = settings file not found: { $path }
settings-file_is_directory = { $path }: a folder, not a settings file
settings-file_unreadable = { $path }: the settings file can't be read ({ $reason })
settings-not_text = { $path }: not a settings file (it is not text in UTF-8)
settings-not_toml = { $path }: not valid TOML { $line ->
        [0] (the file can't be read as TOML)
       *[other] at line { $line }, column { $column }
    }
settings-defaults_unreadable = the default settings shipped with Arbitre can't be read ({ $reason }): reinstall Arbitre
settings-invalid = invalid settings ({ $field }): { $problem ->
        [int_parsing] a whole number is expected
        [int_type] a whole number is expected
        [float_parsing] a number is expected
        [float_type] a number is expected
        [bool_parsing] true or false is expected
        [bool_type] true or false is expected
        [string_type] a text in quotes is expected
        [literal_error] the possible values are { $expected }
        [extra_forbidden] no such setting
        [greater_than_equal] at least { $limit }
        [greater_than] more than { $limit }
        [less_than_equal] at most { $limit }
        [less_than] less than { $limit }
        [string_too_short] at least { $limit } { $limit ->
            [1] character
           *[other] characters
        }
        [string_too_long] at most { $limit } characters
        [value_error_discord_prefix] a prefix is made of visible characters, without spaces or backticks
        [value_error_shard_ids] shard numbers separated by commas are expected, e.g. 0,1
       *[other] { $detail }
    }{ $count ->
        [1] {""}
       *[other] {" "}(and { NUMBER($count) -> 
            [2] one more problem
           *[other] more problems
        })
    }
settings-unknown_plugins = invalid settings (disabled_plugins): no plugin named { $names } (the closest is { $close }); the plugins are { $known }
