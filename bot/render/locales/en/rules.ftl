### Rule lookups: notes, errors, labels (the rules' own text is shown as imported, never here).

## notes, errors and import reports of rule lookups
rules-fr_missing = The French text of the rules isn't imported; here is the official English text.
rules-fr_partial = Missing from the imported French text, these rules are quoted in English: { $numbers }.
rules-old_number = Rule { $number } does not exist in the current edition ({ $latest }); it is shown as in the { $edition } edition.
rules-old_number_also = The same number is also in: { $editions }.
rules-counterpart = Today ({ $latest }) this is rule { $now }: { $how } (similarity { $score }).
rules-counterpart_alt = Also close: { $alt } (similarity { $score }).
rules-no_counterpart = No counterpart in the current edition could be computed for { $number }.
rules-no_english_edition = The { $edition } edition exists only in French here, so it can't be compared with today's rules.
rules-history = In earlier editions ({ $editions }), { $number } was what is now { $now } ({ $how }).
rules-glossary_fr_table = “{ $query }” is the French for “{ $term }”.
rules-did_you_mean = No entry “{ $query }”; closest: “{ $term }”.
rules-search_fallback = No glossary entry for “{ $query }”: full-text results instead.
rules-section_summary = Section { $number } has { $count } rules and subrules: only its rules are listed; ask for one by number.
rules-subrules_cut = Only the first { $shown } of { $count } subrules are shown.
rules-edition_picked = Several editions match “{ $asked }”: { $edition } was used.
rules-not_in_edition = Rule { $number } is not in the { $edition } edition; it exists in: { $editions }.
rules-empty = Empty question: give a rule number (601.2f), a word (flashback) or --search TEXT.
rules-too_long = Question too long ({ $length } characters; at most { $limit }).
rules-no_words = Nothing to look for in “{ $query }”: it has no letters or digits.
rules-unknown_number = Rule { $number } does not exist in any imported edition ({ $editions }).
rules-no_match = Nothing found for “{ $query }” in the { $edition } edition.
rules-bad_edition = “{ $edition }” is not an edition date (write 2026-01-16, 20260116 or 2008).
rules-unknown_edition = No imported edition matches { $edition }. Imported: { $editions }.
rules-no_database = No rules database at { $path }; run `arbitre rules import FILE` or `arbitre rules update` first.
rules-no_rules_imported = The rules database { $path } holds no edition yet: run `arbitre rules import FILE`.
rules-lookup_failed = The rule lookup failed ({ $detail }).
rules-busy = The rules database is locked by another program (probably an import or update in progress): the look-up stopped rather than wait. Try again in a minute.
rules-imported = Imported the { $edition } edition ({ $lang }): { $rules } numbered rules, { $glossary } glossary entries{ $replaced }, in { $seconds } s.
rules-imported_replaced = { " " }(replacing the previous import)
rules-aligned = Old numbers aligned with the current edition: { $count }.
rules-import_warning = Warning: { $detail }
rules-import_failed = Import refused, the database is unchanged: { $reason }
rules-waiting_lock = Another program is writing to the rules database { $path } (another import?): waiting for it to finish, for up to { $seconds } s…
rules-reason_busy = another program kept the rules database locked for more than { $seconds } s; try again once it has finished.
rules-downloading = Downloading { $url } …
rules-download_failed = Download failed, the database is unchanged: { $reason }
rules-no_url = No download address: set rules_url in the settings or give --url.
rules-editions_list = Imported editions in { $path }:
rules-reason_no_rules = no numbered rules in the file.
rules-reason_no_date = no effective date in the file (give one with --edition YYYY-MM-DD).
rules-reason_truncated = the file looks truncated ({ $detail }).
rules-reason_incomplete = not a complete Comprehensive Rules file ({ $detail }).
rules-reason_binary = this is not a text file.
rules-reason_encoding = the text encoding can't be read.
rules-reason_too_large = the file is too large ({ $detail }).
rules-reason_unreadable = can't read the file ({ $detail }).
rules-reason_bad_edition = bad edition date { $detail }.
rules-reason_bad_lang = unknown language { $detail }.

## labels of rule answers
rules-label-edition = Comprehensive Rules, { $edition } edition
rules-label-example = Example:
rules-label-glossary = Glossary
rules-label-glossary_term = { $name } (“{ $term }”, glossary)
rules-label-see = See
rules-label-now = Today
rules-label-search = Full-text search “{ $query }” ({ $edition } edition): { $count } { $count ->
        [one] result
       *[other] results
    }
rules-label-note = Note:
rules-label-high = high confidence
rules-label-medium = medium confidence
rules-label-low = low confidence, check the text
rules-label-checked = checked by hand
rules-label-in_edition = { $edition } edition
rules-label-error = Error:
