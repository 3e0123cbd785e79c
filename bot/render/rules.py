"""Showing rule lookups: plain text, Markdown (Discord) and JSON, with French and English wording.

The rule-lookup plugin answers with a JSON-ready dict (see `plugins/rule_lookup.py`); its
notes are codes with parameters ({"code": "fr_missing", "params": {...}}), turned into
sentences here. Rule texts themselves are never translated: they are shown as imported.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

MESSAGES: dict[str, dict[str, str]] = {
    # notes attached to an answer
    "fr_missing": {
        "en": "No French text is imported for this: the English text is shown.",
        "fr": "Aucun texte français n'est importé pour cela : voici le texte anglais.",
    },
    "fr_partial": {
        "en": "Not in the imported French text: shown in English: {numbers}.",
        "fr": "Absent(es) du texte français importé, donc en anglais : {numbers}.",
    },
    "old_number": {
        "en": "{number} does not exist in the current edition ({latest}); it is shown as in the {edition} edition.",
        "fr": "La règle {number} n'existe plus dans l'édition actuelle ({latest}) ; voici son texte dans l'édition du "
              "{edition}.",
    },
    "old_number_also": {
        "en": "The same number is also in: {editions}.",
        "fr": "Ce numéro figure aussi dans : {editions}.",
    },
    "counterpart": {
        "en": "Today ({latest}) this is rule {now}: {how} (similarity {score}).",
        "fr": "Aujourd'hui ({latest}), c'est la règle {now} : {how} (similarité {score}).",
    },
    "counterpart_alt": {
        "en": "Also close: {alt} (similarity {score}).",
        "fr": "Proche aussi : {alt} (similarité {score}).",
    },
    "no_counterpart": {
        "en": "No counterpart in the current edition could be computed for {number}.",
        "fr": "Aucune correspondance n'a pu être calculée pour {number} dans l'édition actuelle.",
    },
    "no_english_edition": {
        "en": "The {edition} edition exists only in French here, so it can't be compared with today's rules.",
        "fr": "L'édition du {edition} n'est importée qu'en français : impossible de la comparer aux règles actuelles.",
    },
    "history": {
        "en": "In the {editions} edition(s), {number} was what is now {now} ({how}).",
        "fr": "Dans l'édition du {editions}, la règle {number} correspondait à l'actuelle {now} ({how}).",
    },
    "glossary_fr_table": {
        "en": "“{query}” is the French for “{term}”.",
        "fr": "« {query} » se dit « {term} » en anglais.",
    },
    "did_you_mean": {
        "en": "No entry “{query}”; closest: “{term}”.",
        "fr": "Pas d'entrée « {query} » ; la plus proche : « {term} ».",
    },
    "search_fallback": {
        "en": "No glossary entry for “{query}”: full-text results instead.",
        "fr": "Pas d'entrée de glossaire pour « {query} » : voici les résultats de la recherche plein texte.",
    },
    "section_summary": {
        "en": "{number} has {count} rules and subrules: only its rules are listed; ask for one by number.",
        "fr": "La section {number} compte {count} règles et sous-règles : seules ses règles sont listées ; demandez-en "
              "une par son numéro.",
    },
    "subrules_cut": {
        "en": "Only the first {shown} of {count} subrules are shown.",
        "fr": "Seules les {shown} premières sous-règles sur {count} sont affichées.",
    },
    "edition_picked": {
        "en": "Several editions match “{asked}”: {edition} was used.",
        "fr": "Plusieurs éditions correspondent à « {asked} » : celle du {edition} a été utilisée.",
    },
    "not_in_edition": {
        "en": "{number} is not in the {edition} edition; it exists in: {editions}.",
        "fr": "La règle {number} n'existe pas dans l'édition du {edition} ; elle existe dans : {editions}.",
    },
    # errors
    "empty": {
        "en": "Empty question: give a rule number (601.2f), a word (flashback) or --search TEXT.",
        "fr": "Question vide : donnez un numéro de règle (601.2f), un mot (flashback) ou --search TEXTE.",
    },
    "too_long": {
        "en": "Question too long ({length} characters; at most {limit}).",
        "fr": "Question trop longue ({length} caractères ; {limit} au plus).",
    },
    "no_words": {
        "en": "Nothing to look for in “{query}”: it has no letters or digits.",
        "fr": "Rien à chercher dans « {query} » : ni lettre ni chiffre.",
    },
    "unknown_number": {
        "en": "Rule {number} does not exist in any imported edition ({editions}).",
        "fr": "La règle {number} n'existe dans aucune édition importée ({editions}).",
    },
    "no_match": {
        "en": "Nothing found for “{query}” in the {edition} edition.",
        "fr": "Rien trouvé pour « {query} » dans l'édition du {edition}.",
    },
    "bad_edition": {
        "en": "“{edition}” is not an edition date (write 2026-01-16, 20260116 or 2008).",
        "fr": "« {edition} » n'est pas une date d'édition (écrivez 2026-01-16, 20260116 ou 2008).",
    },
    "unknown_edition": {
        "en": "No imported edition matches {edition}. Imported: {editions}.",
        "fr": "Aucune édition importée ne correspond à {edition}. Éditions importées : {editions}.",
    },
    "no_database": {
        "en": "No rules database at {path}: run `arbitre rules import FILE` or `arbitre rules update` first.",
        "fr": "Pas de base de règles à {path} : lancez d'abord `arbitre rules import FICHIER` ou `arbitre rules "
              "update`.",
    },
    "no_rules_imported": {
        "en": "The rules database {path} holds no edition yet: run `arbitre rules import FILE`.",
        "fr": "La base de règles {path} ne contient encore aucune édition : lancez `arbitre rules import FICHIER`.",
    },
    "lookup_failed": {
        "en": "The rule lookup failed ({detail}).",
        "fr": "La recherche de règle a échoué ({detail}).",
    },
    # import / update
    "imported": {
        "en": "Imported the {edition} edition ({lang}): {rules} numbered rules, {glossary} glossary entries{replaced}, "
              "in {seconds:.1f} s.",
        "fr": "Édition du {edition} ({lang}) importée : {rules} règles numérotées, {glossary} entrées de "
              "glossaire{replaced}, en {seconds:.1f} s.",
    },
    "imported_replaced": {"en": " (replacing the previous import)", "fr": " (remplace l'import précédent)"},
    "aligned": {
        "en": "Old numbers aligned with the current edition: {count}.",
        "fr": "Anciens numéros alignés sur l'édition actuelle : {count}.",
    },
    "import_warning": {"en": "Warning: {detail}", "fr": "Attention : {detail}"},
    "import_failed": {
        "en": "Import refused, the database is unchanged: {reason}",
        "fr": "Import refusé, la base n'a pas changé : {reason}",
    },
    "downloading": {"en": "Downloading {url} ...", "fr": "Téléchargement de {url} ..."},
    "download_failed": {
        "en": "Download failed, the database is unchanged: {reason}",
        "fr": "Échec du téléchargement, la base n'a pas changé : {reason}",
    },
    "no_url": {
        "en": "No download address: set rules_url in the settings or give --url.",
        "fr": "Pas d'adresse de téléchargement : renseignez rules_url dans la configuration ou donnez --url.",
    },
    "editions_list": {"en": "Imported editions in {path}:", "fr": "Éditions importées dans {path} :"},
    "settings_error": {"en": "Settings error: {detail}", "fr": "Erreur de configuration : {detail}"},
    # reasons an import is refused (RulesFormatError codes)
    "reason_no_rules": {"en": "no numbered rules in the file.", "fr": "le fichier ne contient aucune règle numérotée."},
    "reason_no_date": {
        "en": "no effective date in the file (give one with --edition YYYY-MM-DD).",
        "fr": "pas de date d'entrée en vigueur dans le fichier (donnez-la avec --edition AAAA-MM-JJ).",
    },
    "reason_truncated": {"en": "the file looks truncated ({detail}).", "fr": "le fichier semble tronqué ({detail})."},
    "reason_incomplete": {
        "en": "not a complete Comprehensive Rules file ({detail}).",
        "fr": "ce n'est pas un fichier complet des Règles complètes ({detail}).",
    },
    "reason_binary": {"en": "this is not a text file.", "fr": "ce n'est pas un fichier texte."},
    "reason_encoding": {"en": "the text encoding can't be read.", "fr": "l'encodage du texte est illisible."},
    "reason_too_large": {"en": "the file is too large ({detail}).", "fr": "le fichier est trop gros ({detail})."},
    "reason_unreadable": {"en": "can't read the file ({detail}).", "fr": "impossible de lire le fichier ({detail})."},
    "reason_bad_edition": {"en": "bad edition date {detail}.", "fr": "date d'édition invalide {detail}."},
    "reason_bad_lang": {"en": "unknown language {detail}.", "fr": "langue inconnue {detail}."},
}

LABELS: dict[str, dict[str, str]] = {
    "edition": {"en": "Comprehensive Rules, {edition} edition", "fr": "Règles complètes, édition du {edition}"},
    "example": {"en": "Example:", "fr": "Exemple :"},
    "glossary": {"en": "Glossary", "fr": "Glossaire"},
    "see": {"en": "See", "fr": "Voir"},
    "now": {"en": "Today", "fr": "Aujourd'hui"},
    "search": {"en": "Full-text search “{query}” ({edition} edition): {count} result(s)",
               "fr": "Recherche plein texte « {query} » (édition du {edition}) : {count} résultat(s)"},
    "note": {"en": "Note:", "fr": "Remarque :"},
    "high": {"en": "high confidence", "fr": "correspondance sûre"},
    "medium": {"en": "medium confidence", "fr": "correspondance probable"},
    "low": {"en": "low confidence, check the text", "fr": "correspondance incertaine, vérifiez le texte"},
    "checked": {"en": "checked by hand", "fr": "vérifiée à la main"},
    "in_edition": {"en": "{edition} edition", "fr": "édition du {edition}"},
    "error": {"en": "Error:", "fr": "Erreur :"},
}


def _lang(lang: str | None) -> str:
    return "fr" if lang == "fr" else "en"


def message(code: str, lang: str | None, /, **params: Any) -> str:
    """The sentence for `code` in `lang` (English when unknown), with its parameters filled in."""
    entry = MESSAGES.get(code)
    if entry is None:
        return code
    template = entry[_lang(lang)]
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return template


def label(key: str, lang: str | None, **params: Any) -> str:
    return LABELS[key][_lang(lang)].format(**params)


def confidence_label(conf: str, lang: str | None) -> str:
    return label(conf, lang) if conf in LABELS else conf


def _note_params(note: dict[str, Any], lang: str) -> dict[str, Any]:
    params = dict(note.get("params") or {})
    if "how" not in params and "confidence" in params:
        params["how"] = confidence_label(params["confidence"], lang)
    if "score" in params and isinstance(params["score"], float):
        params["score"] = f"{params['score']:.2f}"
    for k, v in list(params.items()):
        if isinstance(v, (list, tuple)):
            params[k] = ", ".join(str(x) for x in v)
    return params


def notes_text(notes: Iterable[dict[str, Any]], lang: str | None) -> str | None:
    """The notes of an answer as one paragraph in `lang`; None when there are none."""
    lang = _lang(lang)
    parts = [message(n["code"], lang, **_note_params(n, lang)) for n in notes]
    return " ".join(parts) if parts else None


def error_text(result: dict[str, Any], lang: str | None) -> str:
    err = result.get("error") or {}
    lang = _lang(lang)
    return message(err.get("code", "lookup_failed"), lang, **_note_params(err, lang))


# --- renderers ---------------------------------------------------------------------------


def _rule_line(r: dict[str, Any], md: bool) -> str:
    num = r["number"]
    text = r.get("text") or ""
    sep = ". " if r.get("kind") in ("section", "chapter", "rule") else " "
    head = f"**{num}{sep.rstrip()}**" if md else f"{num}{sep.rstrip()}"
    if r.get("title") and r.get("title") == text:
        return f"{head} **{text}**" if md else f"{head} {text}"
    return f"{head} {text}"


def _examples(r: dict[str, Any], lang: str, md: bool, fold: bool) -> list[str]:
    out = []
    for ex in r.get("examples") or ():
        body = f"{label('example', lang)} {ex}"
        if md:
            body = body.replace("\n", " ")
            out.append(f"> ||*{body}*||" if fold else f"> *{body}*")
        else:
            out.append("    " + body.replace("\n", "\n    "))
    return out


def _render_rule_block(r: dict[str, Any], lang: str, md: bool, fold: bool) -> list[str]:
    lines = [_rule_line(r, md)]
    lines += _examples(r, lang, md, fold)
    for s in r.get("subrules") or ():
        lines.append(_rule_line(s, md))
        lines += _examples(s, lang, md, fold)
    return lines


def _edition_tag(r: dict[str, Any], lang: str, md: bool) -> str:
    tag = label("in_edition", lang, edition=r.get("edition", ""))
    return f"*({tag})*" if md else f"({tag})"


def render(result: dict[str, Any], fmt: str = "text", lang: str | None = None, fold_examples: bool | None = None,
           max_chars: int | None = None) -> str:
    """Render a rule-lookup answer. fmt: text | markdown | json.

    Markdown is meant for Discord: examples are folded in spoilers unless fold_examples=False.
    `max_chars` cuts the text (not the JSON) at a line boundary, with an ellipsis line.
    """
    lang = _lang(lang or result.get("requested_lang") or result.get("lang"))
    if fmt == "json":
        out = {k: v for k, v in result.items() if not k.startswith("_")}
        if out.get("error"):
            out["message"] = error_text(result, lang)
        out["note"] = notes_text(result.get("notes") or (), lang)
        return json.dumps(out, ensure_ascii=False, indent=2)
    md = fmt == "markdown"
    fold = md if fold_examples is None else fold_examples
    if result.get("error"):
        text = error_text(result, lang)
        return f"**{label('error', lang)}** {text}" if md else f"{label('error', lang)} {text}"

    lines: list[str] = []
    kind = result.get("kind")
    head = label("edition", lang, edition=result.get("edition", ""))
    lines.append(f"__{head}__" if md else head)

    if kind == "search":
        q = result.get("search_query", result.get("query", ""))
        results = result.get("results") or []
        lines.append(label("search", lang, query=q, edition=result.get("edition", ""), count=len(results)))
        for i, r in enumerate(results, 1):
            num = f"**{r['number']}**" if md else r["number"]
            title = f" {r['title']} —" if r.get("title") and r.get("title") != r.get("snippet") else ""
            lines.append(f"{i}. {num}{title} {r.get('snippet', '')}")
    for g in result.get("glossary") or ():
        lines.append("")
        gl = label("glossary", lang)
        lines.append(f"**{g['term']}** *({gl})*" if md else f"{g['term']} ({gl})")
        lines.append(g["text"])
    counterparts = {c["number"]: c for c in result.get("counterparts") or ()}
    for r in result.get("rules") or ():
        lines.append("")
        if r.get("role") == "counterpart":
            c = counterparts.get(r["number"], {})
            conf = confidence_label(c.get("confidence", ""), lang)
            score = c.get("score")
            score_txt = f", {score:.2f}" if isinstance(score, (int, float)) else ""
            tag = f"{label('now', lang)} ({r.get('edition', '')}): {conf}{score_txt}"
            lines.append(f"**→ {tag}**" if md else f"-> {tag}")
        elif r.get("edition") and r.get("edition") != result.get("edition"):
            lines.append(_edition_tag(r, lang, md))
        lines += _render_rule_block(r, lang, md, fold)
    # the counterpart's score and confidence are already on its "Today" line
    note = notes_text([n for n in result.get("notes") or () if n.get("code") != "counterpart"], lang)
    if note:
        lines.append("")
        lines.append(f"*{label('note', lang)} {note}*" if md else f"{label('note', lang)} {note}")
    text = "\n".join(lines).strip()
    if max_chars and len(text) > max_chars:
        cut = text.rfind("\n", 0, max_chars - 2)
        text = text[: cut if cut > 0 else max_chars - 2].rstrip() + "\n…"
    return text
