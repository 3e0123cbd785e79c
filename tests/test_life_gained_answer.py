""""How much life do I gain?" is answered with the gain first (119.3), then the life total: "You have 20 life"
alone doesn't answer it, least of all when the gain is 0."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("text, lang, start", [
    ("he casts Swords to Plowshares on his Serra Angel, how much life does he gain?", "en",
     "Your opponent gains 4 life (119.3) and now has 24 life."),
    ("il lance Colère de Dieu, je réponds avec Retour au pays sur mon Ange de Serra, combien de vie je gagne ?", "fr",
     "Vous gagnez 4 points de vie (119.3) et vous en avez maintenant 24."),
    ("I cast Swords to Plowshares on my Grizzly Bears, how much life do I gain?", "en",
     "You gain 2 life (119.3) and now have 22 life."),
])
def test_the_gain_comes_first(full_trace, text, lang, start):
    data = full_trace(text, lang)
    assert data["verdict"] == "legal", data.get("error")
    assert data["summary"].startswith(start), data["summary"]
