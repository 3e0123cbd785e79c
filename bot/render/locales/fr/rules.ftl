### Rule lookups: notes, errors, labels (the rules' own text is shown as imported, never here).

## notes, errors and import reports of rule lookups
rules-fr_missing = Aucun texte français des règles n'est importé ; voici le texte anglais officiel.
rules-fr_partial = Absentes du texte français importé, ces règles sont citées en anglais : { $numbers }.
rules-old_number = La règle { $number } n'existe plus dans l'édition actuelle ({ $latest }) ; voici son texte dans l'édition du { $edition }.
rules-old_number_also = Ce numéro figure aussi dans : { $editions }.
rules-counterpart = Aujourd'hui ({ $latest }), c'est la règle { $now } : { $how } (similarité { $score }).
rules-counterpart_alt = Proche aussi : { $alt } (similarité { $score }).
rules-no_counterpart = Aucune correspondance n'a pu être calculée pour { $number } dans l'édition actuelle.
rules-no_english_edition = L'édition du { $edition } n'est importée qu'en français : impossible de la comparer aux règles actuelles.
rules-history = Dans les éditions antérieures ({ $editions }), la règle { $number } correspondait à l'actuelle { $now } ({ $how }).
rules-glossary_fr_table = « { $query } » se dit « { $term } » en anglais.
rules-did_you_mean = Pas d'entrée « { $query } » ; la plus proche : « { $term } ».
rules-search_fallback = Pas d'entrée de glossaire pour « { $query } » : voici les résultats de la recherche plein texte.
rules-section_summary = La section { $number } compte { $count } règles et sous-règles : seules ses règles sont listées ; demandez-en une par son numéro.
rules-subrules_cut = Seules les { $shown } premières sous-règles sur { $count } sont affichées.
rules-edition_picked = Plusieurs éditions correspondent à « { $asked } » : celle du { $edition } a été utilisée.
rules-not_in_edition = La règle { $number } n'existe pas dans l'édition du { $edition } ; elle existe dans : { $editions }.
rules-empty = Question vide : donnez un numéro de règle (601.2f), un mot (flashback) ou --search TEXTE.
rules-too_long = Question trop longue ({ $length } caractères ; { $limit } au plus).
rules-no_words = Rien à chercher dans « { $query } » : ni lettre ni chiffre.
rules-unknown_number = La règle { $number } n'existe dans aucune édition importée ({ $editions }).
rules-no_match = Rien trouvé pour « { $query } » dans l'édition du { $edition }.
rules-bad_edition = « { $edition } » n'est pas une date d'édition (écrivez 2026-01-16, 20260116 ou 2008).
rules-unknown_edition = Aucune édition importée ne correspond à { $edition }. Éditions importées : { $editions }.
rules-no_database = Aucune base de règles à { $path } ; lancez d'abord `arbitre rules import FICHIER` ou `arbitre rules update`.
rules-no_rules_imported = La base de règles { $path } ne contient encore aucune édition : lancez `arbitre rules import FICHIER`.
rules-lookup_failed = La recherche de règle a échoué ({ $detail }).
rules-busy = La base de règles est verrouillée par un autre programme (sans doute un import ou une mise à jour en cours) : la recherche s'est arrêtée au lieu d'attendre. Réessayez dans une minute.
rules-imported = Édition du { $edition } ({ $lang }) importée : { $rules } règles numérotées, { $glossary } entrées de glossaire{ $replaced }, en { $seconds } s.
rules-imported_replaced = { " " }(remplace l'import précédent)
rules-aligned = Anciens numéros alignés sur l'édition actuelle : { $count }.
rules-import_warning = Attention : { $detail }
rules-import_failed = Import refusé, la base n'a pas changé : { $reason }
rules-waiting_lock = Un autre programme écrit dans la base de règles { $path } (un autre import ?) : attente de la fin, jusqu'à { $seconds } s…
rules-reason_busy = un autre programme a gardé la base de règles verrouillée plus de { $seconds } s ; réessayez quand il aura fini.
rules-downloading = Téléchargement de { $url }…
rules-download_failed = Échec du téléchargement, la base n'a pas changé : { $reason }
rules-no_url = Pas d'adresse de téléchargement : renseignez rules_url dans la configuration ou donnez --url.
rules-editions_list = Éditions importées dans { $path } :
rules-reason_no_rules = le fichier ne contient aucune règle numérotée.
rules-reason_no_date = pas de date d'entrée en vigueur dans le fichier (donnez-la avec --edition AAAA-MM-JJ).
rules-reason_truncated = le fichier semble tronqué ({ $detail }).
rules-reason_incomplete = ce n'est pas un fichier complet des Règles complètes ({ $detail }).
rules-reason_binary = ce n'est pas un fichier texte.
rules-reason_encoding = l'encodage du texte est illisible.
rules-reason_too_large = le fichier est trop gros ({ $detail }).
rules-reason_unreadable = impossible de lire le fichier ({ $detail }).
rules-reason_bad_edition = date d'édition invalide { $detail }.
rules-reason_bad_lang = langue inconnue { $detail }.

## labels of rule answers
rules-label-edition = Règles complètes, édition du { $edition }
rules-label-example = Exemple :
rules-label-glossary = Glossaire
rules-label-glossary_term = { $name } (« { $term } », glossaire)
rules-label-see = Voir
rules-label-now = Aujourd'hui
rules-label-search = Recherche plein texte « { $query } » (édition du { $edition }) : { $count } { $count ->
        [one] résultat
       *[other] résultats
    }
rules-label-note = Remarque :
rules-label-high = correspondance sûre
rules-label-medium = correspondance probable
rules-label-low = correspondance incertaine, vérifiez le texte
rules-label-checked = vérifiée à la main
rules-label-in_edition = édition du { $edition }
rules-label-error = Erreur :
