### What the Discord bot, `arbitre chat` and the CLI say around a trace.

## trace replies
verdict-legal = ✅ Coup légal
verdict-illegal = ❌ Coup illégal
verdict-error = ⚠️ Je n'ai pas pu lire ce coup
verdict-ambiguous = ⚠️ Message ambigu
verdict-incomplete = ⚠️ Il manque une précision
verdict-answered = 📖 Réponse
trace-title_yes = ✅ Oui
trace-title_no = ❌ Non
trace-full_trace_hint = ▶ la trace complète
trace-action = Action { $index } (ligne { $line })
trace-illegal_step = illégal ici
trace-why = Pourquoi c'est illégal
trace-rollback = Annulé ({ $rule })
trace-answer_yes = Oui
trace-answer_no = Non
trace-final = Situation finale
trace-turn = { PERSON($player) ->
        [you] Votre tour
       *[other] Tour { DE($player) }
    }, { $step } · priorité : { $priority }
trace-did_you_mean = Vouliez-vous dire
trace-plugin_failed = Le plugin `{ $plugin }` a échoué ({ $hook }) : cette trace peut être incomplète. Identifiant d'erreur : `{ $error_id }`.
trace-plugin_failed_title = ⚠️ Échec d'un plugin
trace-internal = Quelque chose s'est mal passé dans Arbitre en vérifiant ce coup. Identifiant d'erreur : `{ $error_id }` (les détails sont dans les journaux du bot).
trace-footer = Règles complètes { $cr }
trace-no_text = Donnez-moi un coup à vérifier : `{ $prefix }trace` suivi de la situation et des actions (`/arbitre help` montre comment les écrire).
trace-empty_message = Ce message ne contient aucun texte à vérifier.
ask-no_text = Posez-moi votre question avec vos mots : un coup (« je Foudre ses Elfes de Llanowar, ils meurent ? »), une question de règles (« quand la folie se déclenche-t-elle ? ») ou une carte (« que fait Lancer ? »).
page = page { $page }/{ $pages }
page-not_yours = Seule la personne qui a posé la question peut tourner ces pages.
page-previous = Précédent
page-next = Suivant

## safety and errors
input-too_long = Ce message fait { $length } caractères ; j'en lis { $limit } au plus. Gardez seulement les cartes et les actions utiles.
cooldown = Doucement : vous pourrez me redemander dans { $seconds } s.
timeout = Vérifier ce coup a pris trop de temps (plus de { $seconds } s) : j'ai arrêté. Essayez un coup plus court, ou coupez-le en deux.
error-generic = Désolé, quelque chose s'est mal passé. Identifiant d'erreur : `{ $error_id }` (les détails sont dans les journaux du bot).
guild_only = Cela ne fonctionne que sur un serveur.

input-not_found = { $path } : fichier introuvable
input-is_directory = { $path } : c'est un dossier, pas un fichier de message
input-no_permission = { $path } : lecture de ce fichier non autorisée
input-unreadable = { $path } : lecture impossible ({ $reason })

## rules and cards
rule-disabled = La recherche de règles est désactivée ici (le plugin rule_lookup est désactivé).
rule-failed = La recherche de règle a échoué. Identifiant d'erreur : `{ $error_id }`.
rule-no_query = Quelle règle ? Donnez un numéro (`601.2f`), un mot (`flashback`) ou un texte à chercher.
rule-title = Règles complètes
card-no_query = Quelle carte ? Donnez son nom, en anglais ou en français.
card-not_found = Aucune carte nommée « { $name } » dans ma base de cartes.
card-suggestions = Vouliez-vous dire : { $names } ?
card-name_en = Nom anglais
card-name_fr = Nom français
card-cost = Coût de mana
card-type = Type
card-pt = Force/endurance
card-loyalty = Loyauté
card-keywords = Mots-clés
card-costs = Autres coûts
card-abilities = Capacités modélisées
card-activated = { $count } { $count ->
        [one] activée
       *[other] activées
    }
card-triggered = { $count } { $count ->
        [one] déclenchée
       *[other] déclenchées
    }
card-static = { $count } { $count ->
        [one] statique
       *[other] statiques
    }
card-no_text = Le texte Oracle n'est pas dans cette base de cartes ; voici ce que le moteur sait de la carte.
card-vanilla = Cette carte n'a pas de texte de règles.
card-nicknames = Aussi appelée
card-face_of = Face { DE($card) } ({ $layout })
card-french_text = Texte français :
card-oracle_only = texte Oracle anglais, faute de texte français dans les données
card-oracle_text = Oracle :
card-loyalty_value = Loyauté : { $loyalty }
card-faces = Faces : { $faces }
card-rulings_count = Décisions officielles : { $count ->
        [0] aucune
       *[other] { $count }
    }
card-unrecognized = Non reconnu par le moteur : { $parts }
card-unknown = carte inconnue : « { $name } »
card-did_you_mean = vouliez-vous dire : { $names }
card-rulings = Décisions
inline-more = Seules les { $limit } premières cartes d'un message sont cherchées.

## settings
settings-title = Réglages d'Arbitre pour ce serveur
settings-denied = Seuls les membres ayant la permission Gérer le serveur peuvent modifier les réglages d'Arbitre.
settings-saved = Enregistré.
settings-lang = Langue
settings-prefix = Préfixe
settings-inline = Recherches [[carte]]
settings-plugins = Plugins
settings-plugins_disabled = désactivés : { $names }
settings-plugins_all = tous actifs
settings-on = activées
settings-off = désactivées
settings-lang-auto = automatique (la langue Discord de la personne, sinon celle du message)
settings-lang-fr = français
settings-lang-en = anglais
settings-bad_prefix = Un préfixe a de 1 à 5 caractères, sans espace ni accent grave.
settings-unknown_plugin = Il n'y a pas de plugin nommé `{ $plugin }`. Plugins : { $plugins }.
settings-plugin_needs_state = Dites si `{ $plugin }` doit être activé ou non (l'option `activé`).
settings-store_failed = Les réglages n'ont pas pu être enregistrés. Identifiant d'erreur : `{ $error_id }`.

## help
help-title = Arbitre, le juge des règles
help-intro =
    Décrivez une situation de Magic et un coup : je vérifie chaque étape selon les Règles complètes, je cite les numéros de règles et je dis si le coup est légal. Quand quelque chose est illégal, je montre quelle étape enfreint quelle règle, et ce qui est annulé (règle 732).

    { "*" }*Commandes**
    `/trace` (ou `{ $prefix }trace` + votre message) : vérifier un coup ; `/trace` seul ouvre une fenêtre pour plusieurs lignes.
    Menu d'un message › Applications › **Arbitrer ce coup** : vérifier un message posté par quelqu'un d'autre.
    `/rule 601.2f`, `/rule folie`, `{ $prefix }rule` : les Règles complètes par numéro, mot ou texte.
    `/card`, `{ $prefix }card`, ou `[[nom de carte]]` dans n'importe quel message : une carte, en anglais ou en français.
    `/arbitre settings` (Gérer le serveur) : langue, préfixe, recherches [[carte]], plugins.
help-sheet_title = Écrire un coup (aide-mémoire)
help-sheet =
    Des **lignes de situation**, puis des **actions**, une par ligne (numérotées ou non) :
    ```
    moi : champ de bataille Diamant de l'oeil du lion, Île, Île ; cimetière Analyse en profondeur ; main Guivre arrogante
    adversaire : champ de bataille Grizzlis ; vie 12
    tour : moi, principale 1
    1. je lance Analyse en profondeur en flashback en ciblant moi en payant { "{1}" }{ "{U}" } et 3 points de vie
    2. je garde la priorité
    3. j'active Diamant de l'oeil du lion pour GGG en défaussant ma main
    ```
    Zones : `champ de bataille`/`cdb`, `main`, `cimetière`, `bibliothèque` (le dessus d'abord), `exil` ; `vie 17`, `réserve UUR`.
    Marques : `(engagé)`, `(mal d'invocation)`, `(célérité)`, `(blessures 2)`, `(attaquant)`.
    Actions : `lance … [en flashback|avec la folie] [en ciblant …] [X=3] [en payant …]`, `active … [pour GGG]`, `engage … pour U`, `paie …`, `joue <terrain>`, `défausse …`, `passe`, `résolution`, `tout se résout`, `garde la priorité`, `attaque avec …`, `bloque … avec …`, `étape suivante`, `passer à <étape>`.
    Paiements : `{ "{2}" }{ "{U}" }`, `3 points de vie`, `en sacrifiant …`, `en défaussant ma main`, `en engageant …`, `avec <carte>`.
    Une ligne finissant par `?` (ou commençant par `puis-je`) est une question : réponse oui/non, rien ne change.
    Noms de cartes en français ou en anglais, majuscules et accents facultatifs ; les surnoms comme `LED` marchent.
help-footer = Règles citées d'après les Règles complètes du { $cr }. Arbitre est une aide, pas un remplaçant de l'arbitre en tournoi.

## the modal
modal-title = Arbitrer un coup
modal-label = Situation et coup
modal-placeholder =
    moi : champ de bataille Île ; main Contresort
    1. je lance Contresort en ciblant …

## the terminal (arbitre chat)
chat-welcome = Arbitre chat : les commandes du bot dans un terminal. Tapez `aide` pour l'aide, `quitter` pour sortir.
chat-help =
    Écrivez votre question comme dans un salon : un coup (je Foudre ses Elfes de Llanowar, ils meurent ?),
    une question de règles (quand la folie se déclenche-t-elle ?) ou une carte (que fait Foudre ?). Commandes :
      demande <message>         la même chose, après un mot de commande
      trace <une ligne>         vérifier un coup écrit sur une ligne
      trace                     puis la situation et les actions, terminées par une ligne avec un seul . (ou deux lignes vides)
      règle <numéro|mot>        une entrée des Règles complètes (règle --search <texte> pour la recherche plein texte)
      carte <nom>               une carte, nom anglais ou français ; [[nom]] n'importe où dans une ligne marche aussi
      langue fr|en|auto         la langue des réponses
      aide                      ce texte ; `aide coup` montre comment écrire un coup
      quitter                   sortir
chat-unknown = « { $command } » n'est pas une commande. Pour faire juger un coup ou répondre à une question, mettez `trace` devant : `trace { $line }`. Tapez `aide` pour la liste des commandes.
chat-more = (terminez par une ligne avec un seul . ou par deux lignes vides)
chat-lang = { $lang ->
        [fr] Désormais, réponses en français.
        [en] Désormais, réponses en anglais.
       *[auto] Désormais, chaque réponse dans la langue de son message.
    }
chat-lang_unknown = « { $value } » n'est pas une langue de réponse : `langue fr`, `langue en` ou `langue auto` (celle du message). { $lang ->
        [fr] Les réponses restent en français.
        [en] Les réponses restent en anglais.
       *[auto] Chaque réponse reste dans la langue de son message.
    }
chat-bye = Au revoir.

## arbitre run
run-no_token =
    Pas de jeton de bot Discord : Arbitre ne peut pas se connecter à Discord.

    Pour en obtenir un :
      1. https://discord.com/developers/applications > New Application > nommez-la « Arbitre ».
      2. Bot > Reset Token > copiez le jeton (gardez-le secret).
      3. Bot > Privileged Gateway Intents > activez « Message Content Intent » (pour !trace et [[carte]]).
      4. OAuth2 > URL Generator > portées « bot » et « applications.commands » ; permissions « Send Messages »,
         « Embed Links », « Read Message History » ; ouvrez l'adresse pour inviter le bot sur votre serveur.
      5. export DISCORD_TOKEN=<le jeton>   puis   arbitre run

    Pour essayer Arbitre sans Discord : arbitre chat
run-no_message_content = L'intent message_content est désactivé : les commandes à préfixe ({ $prefix }trace, { $prefix }rule, { $prefix }card) et les recherches [[carte]] ne verront pas les messages ; les commandes slash et le menu « Arbitrer ce coup » fonctionnent toujours.
run-bad_token = Discord a refusé le jeton (faux ou réinitialisé). Obtenez-en un nouveau dans le portail développeur (Bot > Reset Token).
run-unreachable = Impossible de joindre Discord ({ $reason }). Vérifiez la connexion réseau (et discord_api_url, s'il est réglé), puis relancez.
run-guild_db = Le fichier des réglages par serveur est inutilisable ({ $reason }) : donnez à guild_db un chemin accessible en écriture.
run-privileged = Discord a refusé les intents : activez « Message Content Intent » dans le portail développeur (Bot > Privileged Gateway Intents), ou mettez discord_message_content = false.

## slash command names and descriptions
cmd-trace = tracer
cmd-trace-desc = Vérifier un coup de Magic selon les Règles complètes
cmd-trace-text = texte
cmd-trace-text-desc = La situation et le coup sur une ligne (laisser vide pour une fenêtre multi-ligne)
cmd-rule = règle
cmd-rule-desc = Chercher dans les Règles complètes : un numéro, un mot ou un texte
cmd-rule-query = question
cmd-rule-query-desc = Un numéro de règle (601.2f), un mot (folie) ou un texte
cmd-rule-search = plein-texte
cmd-rule-search-desc = Recherche plein texte au lieu d'un numéro ou d'un mot
cmd-card = carte
cmd-card-desc = Afficher une carte (nom anglais ou français)
cmd-card-name = nom
cmd-card-name-desc = Le nom de la carte, en anglais ou en français
cmd-arbitre = arbitre
cmd-arbitre-desc = Arbitre : aide et réglages du serveur
cmd-help = aide
cmd-help-desc = Ce que fait Arbitre, et comment écrire un coup
cmd-settings = réglages
cmd-settings-desc = Voir ou modifier les réglages d'Arbitre pour ce serveur (Gérer le serveur)
cmd-settings-language = langue
cmd-settings-language-desc = Langue des réponses : français, anglais ou automatique
cmd-settings-prefix = préfixe
cmd-settings-prefix-desc = Préfixe des commandes par message (par défaut !)
cmd-settings-inline = cartes_en_ligne
cmd-settings-inline-desc = Répondre aux [[nom de carte]] dans les messages
cmd-settings-plugin = plugin
cmd-settings-plugin-desc = Un plugin à activer ou désactiver pour ce serveur
cmd-settings-enabled = activé
cmd-settings-enabled-desc = Si ce plugin est actif
cmd-choice-auto = Automatique
cmd-choice-fr = Français
cmd-choice-en = Anglais
cmd-judge = Arbitrer ce coup
cmd-ask = demander
cmd-ask-desc = Une question sur un coup, une règle ou une carte, avec vos mots
cmd-ask-message = message
cmd-ask-message-desc = ex. « je Foudre ses Elfes de Llanowar, ils meurent ? » (vide : une fenêtre multi-ligne)

## French type lines for a card whose database has none (the embedded pool): the types, without subtypes
typeline-instant = Éphémère
typeline-sorcery = Rituel
typeline-artifact = Artefact
typeline-enchantment = Enchantement
typeline-land = Terrain
typeline-creature = Créature
typeline-planeswalker = Planeswalker
typeline-battle = Bataille
typeline-basic_land = Terrain de base
typeline-basic_snow_land = Terrain de base neigeux
typeline-snow_land = Terrain neigeux
typeline-legendary_creature = Créature légendaire
typeline-legendary_planeswalker = Planeswalker légendaire
typeline-legendary_artifact = Artefact légendaire
typeline-legendary_land = Terrain légendaire
typeline-legendary_enchantment = Enchantement légendaire
typeline-artifact_creature = Créature-artefact
typeline-enchantment_creature = Créature-enchantement
typeline-artifact_land = Terrain-artefact
typeline-legendary_artifact_creature = Créature-artefact légendaire
typeline-tribal_instant = Éphémère tribal
typeline-tribal_sorcery = Rituel tribal
typeline-kindred_instant = Éphémère tribal
typeline-kindred_sorcery = Rituel tribal
typeline-snow_creature = Créature neigeuse

## arbitre cardpool import / fetch / coverage, arbitre card : fichiers et téléchargements inutilisables
cards-unchanged = { $error } ; la base de cartes n'a pas été modifiée
cards-import_failed = l'import a échoué ({ $reason }) ; la base de cartes n'a pas été modifiée
cards-download_rejected = fichier téléchargé refusé : { $error } ; la base de cartes n'a pas été modifiée
cards-no_url = aucune adresse de téléchargement : donnez --url ou réglez cards_url
cards-no_database = aucune base de cartes importée : lancez `arbitre cardpool import FICHIER` ou donnez --cards BASE
cards-not_found = { $path } : fichier introuvable
cards-is_directory = { $path } : c'est un dossier, pas un fichier MTGJSON
cards-unreadable = { $path } : lecture impossible ({ $reason })
cards-empty = { $path } : le fichier est vide
cards-not_mtgjson = { $path } : ce n'est pas un fichier MTGJSON (un objet JSON avec « meta » et « data » était attendu)
cards-corrupt = { $path } : le fichier est tronqué ou corrompu ({ $reason })
cards-malformed = { $path } : JSON mal formé ({ $reason })
cards-no_card = { $path } : aucune carte trouvée ; un fichier MTGJSON AtomicCards ou un fichier d'extension était attendu
cards-target_is_directory = { $path } : c'est un dossier, pas le chemin d'une base de cartes
cards-read_only = { $path } : le fichier est en lecture seule ; rendez-le modifiable pour le remplacer
cards-cant_write = impossible d'écrire dans { $path } : { $reason }
cards-cut_short = { $url } : téléchargement interrompu ({ $done } octets sur { $total })
cards-empty_download = { $url } : le serveur a envoyé un fichier vide
cards-http_status = { $url } : le serveur a répondu { $status }
cards-no_answer = { $url } : pas de réponse en { $seconds } s
cards-cant_connect = { $url } : connexion impossible ({ $reason })
cards-bad_address = { $url } : adresse inutilisable ({ $reason })
cards-download_failed = { $url } : le téléchargement a échoué ({ $reason })
cards-checksum = { $url } : somme de contrôle différente (sha256 { $digest }, publiée { $expected })
cards-db_not_found = base de cartes introuvable : { $path }
cards-db_busy = { $path } : la base de cartes est occupée par un autre programme (un import ?) et est restée verrouillée ; réessayez dans un instant
cards-not_a_db = { $path } : ce n'est pas une base de cartes ({ $reason })
cards-no_parser_results = { $path } : cette base n'a pas les résultats de l'analyse Oracle (importez d'abord des cartes MTGJSON)

## fichiers de réglages (la ligne de commande : un fichier ou une variable inutilisable)
settings-file_not_found = fichier de réglages introuvable : { $path }
settings-file_is_directory = { $path } : c'est un dossier, pas un fichier de réglages
settings-file_unreadable = { $path } : lecture du fichier de réglages impossible ({ $reason })
settings-not_text = { $path } : ce n'est pas un fichier de réglages (ce n'est pas du texte en UTF-8)
settings-not_toml = { $path } : TOML invalide { $line ->
        [0] (le fichier ne se lit pas comme du TOML)
       *[other] ligne { $line }, colonne { $column }
    }
settings-defaults_unreadable = les réglages par défaut livrés avec Arbitre sont illisibles ({ $reason }) : réinstallez Arbitre
settings-invalid = réglages invalides ({ $field }) : { $problem ->
        [int_parsing] un nombre entier est attendu
        [int_type] un nombre entier est attendu
        [float_parsing] un nombre est attendu
        [float_type] un nombre est attendu
        [bool_parsing] true ou false est attendu
        [bool_type] true ou false est attendu
        [string_type] un texte entre guillemets est attendu
        [literal_error] les valeurs possibles sont { $expected }
        [extra_forbidden] ce réglage n'existe pas
        [greater_than_equal] au moins { $limit }
        [greater_than] plus de { $limit }
        [less_than_equal] au plus { $limit }
        [less_than] moins de { $limit }
        [string_too_short] au moins { $limit } { $limit ->
            [1] caractère
           *[other] caractères
        }
        [string_too_long] au plus { $limit } caractères
        [value_error_discord_prefix] un préfixe est fait de caractères visibles, sans espace ni accent grave
        [value_error_shard_ids] des numéros de shard séparés par des virgules sont attendus, par exemple 0,1
       *[other] { $detail }
    }{ $count ->
        [1] {""}
       *[other] {" "}(et { NUMBER($count) ->
            [2] un autre problème
           *[other] d'autres problèmes
        })
    }
settings-unknown_plugins = réglages invalides (disabled_plugins) : aucun plugin nommé { $names } (le plus proche est { $close }) ; les plugins sont { $known }
