"""The embedded default pool, the card database and CardPool name resolution."""

from __future__ import annotations

import json
import re
import shutil
import sqlite3
import tomllib
from pathlib import Path

import pytest

from cardpool import pool as pool_module
from cardpool import store
from cardpool.encoding import CardEncodingError, card_from_record
from cardpool.names import normalize
from cardpool.pool import CardPool, CardPoolError
from foundation import storage
from foundation.cards import CardDef, ManaCost
from foundation.errors import UnknownCard

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
ATOMIC = SHARED / "data" / "cards" / "AtomicCards_fr_subset_20220425.json"
SCENARIOS = SHARED / "scenarios" / "public"

SCENARIO_CARDS = [
    "Rushwood Dryad", "Giant Growth", "Incinerate", "Oblivion Stone", "Grizzly Bears", "Llanowar Elves",
    "Oxidize", "Lion's Eye Diamond", "Deep Analysis", "Arrogant Wurm", "Thunderscape Familiar", "Death Bomb",
    "Sakura-Tribe Elder", "Prodigal Pyromancer", "Basking Rootwalla", "Faithless Looting",
    "Nightbird's Clutches", "Think Twice", "Wild Mongrel", "Fiery Temper",
    "Plains", "Island", "Swamp", "Mountain", "Forest",
]


# ---------------------------------------------------------------------------------------------- fixtures


@pytest.fixture(scope="session")
def records() -> list[dict]:
    with open(store.DEFAULT_POOL_TOML, "rb") as fh:
        return tomllib.load(fh)["card"]


@pytest.fixture(scope="session")
def pool(tmp_path_factory) -> CardPool:
    return CardPool.open(cache_dir=tmp_path_factory.mktemp("cache"))


@pytest.fixture(scope="session")
def atomic() -> dict:
    assert ATOMIC.exists(), f"shared card data not found: {ATOMIC} (tests read ../shared beside the repo)"
    with open(ATOMIC, encoding="utf-8") as fh:
        return json.load(fh)["data"]


@pytest.fixture(scope="session")
def data_keys(atomic) -> set[str]:
    """Every English and French card name of the shared data, normalised."""
    keys = set()
    for name, faces in atomic.items():
        keys.add(normalize(name))
        for face in faces:
            if face.get("faceName"):
                keys.add(normalize(face["faceName"]))
            for foreign in face.get("foreignData") or ():
                keys.add(normalize(foreign["name"]))
    return keys


def _french_names(face: dict) -> list[str]:
    return [f["name"] for f in face.get("foreignData") or () if f.get("language") == "French"]


# ---------------------------------------------------------------------------------------------- the TOML


def test_every_card_encodes(records):
    assert len(records) >= 90
    for rec in records:
        card = card_from_record(rec)
        assert isinstance(card, CardDef)
        hash(card)  # game states share cards: they must hash
        assert card.name_fr, f"{card.name}: no French name"


def test_names_are_unique(records):
    names = [r["name"] for r in records]
    assert len(names) == len(set(names))
    keys = [normalize(r["name"]) for r in records] + [normalize(r["name_fr"]) for r in records
                                                      if normalize(r["name_fr"]) != normalize(r["name"])]
    assert len(keys) == len(set(keys)), "two cards share a normalised name"


def test_no_rules_text_in_the_pool(records):
    """Only structured fields: no summary/text fields, short unrecognized phrases."""
    for rec in records:
        assert not {"text", "oracle", "summary_en", "summary_fr", "text_fr"} & set(rec)
        for phrase in rec.get("unrecognized") or ():
            assert len(phrase) <= 100


def test_encoding_rejects_unknown_fields():
    with pytest.raises(CardEncodingError):
        card_from_record({"name": "X", "type_line": "Instant", "efects": []})
    with pytest.raises(CardEncodingError):
        card_from_record({"name": "X", "type_line": "Artifact",
                          "activated": [{"cost": {"tap": True}, "restriction": []}]})
    with pytest.raises(CardEncodingError):
        card_from_record({"name": "X", "type_line": "Instant", "targets": [{"kind": "any", "cuont": 2}]})


def _scenario_card_names() -> set[str]:
    """Card names listed in the setup lines of the public scenarios (counts and marks removed)."""
    zones = r"battlefield|hand|graveyard|library|exile|champ de bataille|main|cimeti[eè]re|biblioth[eè]que|exil"
    names: set[str] = set()
    for path in sorted(SCENARIOS.glob("*.txt")):
        for line in path.read_text(encoding="utf-8").splitlines():
            head, sep, rest = line.partition(":")
            if not sep or line.lstrip().startswith("#") or head.strip().lower() in ("turn", "tour"):
                continue
            for part in rest.split(";"):
                m = re.match(rf"\s*({zones})\s+(.*)", part.strip(), re.IGNORECASE)
                if not m:
                    continue
                for item in m.group(2).split(","):
                    item = re.sub(r"\([^)]*\)", "", item)
                    item = re.sub(r"^\s*\d+\s*x?\s+|\s+x\s*\d+\s*$", "", item.strip(), flags=re.IGNORECASE)
                    if item.strip():
                        names.add(item.strip())
    return names


def test_every_scenario_card_is_in_the_pool(pool):
    for name in SCENARIO_CARDS:
        assert pool.get(name) is not None, name
    assert SCENARIOS.exists(), f"shared scenarios not found: {SCENARIOS}"
    found = _scenario_card_names()
    assert "Plaine" in found and "Rushwood Dryad" in found  # the parser above works
    missing = sorted(n for n in found if pool.lookup(n) is None)
    assert not missing, f"scenario cards missing from the pool: {missing}"


def test_basic_lands(pool):
    for name, fr, color in [("Plains", "Plaine", "W"), ("Island", "Île", "U"), ("Swamp", "Marais", "B"),
                            ("Mountain", "Montagne", "R"), ("Forest", "Forêt", "G"), ("Wastes", "Lande", "C")]:
        card = pool.get(name)
        assert card.name_fr == fr
        assert "basic" in card.supertypes and "land" in card.types
        (ability,) = card.activated
        assert ability.cost.tap and ability.mana.fixed == color


# ---------------------------------------------------------------------------------------------- key encodings


def test_lions_eye_diamond(pool):
    led = pool.get("Lion's Eye Diamond")
    assert led.mana_cost == ManaCost.parse("{0}") and led.types == {"artifact"}
    (ab,) = led.activated
    assert ab.cost.discard == "hand" and ab.cost.sacrifice_self and not ab.cost.tap
    assert (ab.mana.amount, ab.mana.choice, ab.mana.one_color) == (3, "WUBRG", True)
    assert ab.restrictions == {"instant"}


def test_oblivion_stone(pool):
    first, second = pool.get("Oblivion Stone").activated
    assert first.cost.mana == ManaCost.parse("{4}") and first.cost.tap
    assert first.targets[0].kind == "permanent"
    assert first.effects[0].kind == "put_counter" and first.effects[0].get("counter") == "fate"
    assert second.cost.mana == ManaCost.parse("{5}") and second.cost.tap and second.cost.sacrifice_self
    destroy, remove = second.effects
    assert destroy.kind == "destroy_all"
    assert destroy.get("filter").types == ("nonland",) and destroy.get("filter").without_counter == "fate"
    assert remove.kind == "remove_all_counters" and remove.get("counter") == "fate"


def test_death_bomb(pool):
    card = pool.get("Death Bomb")
    (extra,) = card.additional_costs
    assert extra.sacrifice.filter.types == ("creature",)
    (target,) = card.targets
    assert target.kind == "object" and target.filter.types == ("creature",) and target.filter.exclude_colors == "B"
    destroy, lose = card.effects
    assert destroy.kind == "destroy" and destroy.get("target") == 0
    assert destroy.get("no_regen")  # "It can't be regenerated" (701.15c), carried out
    assert lose.kind == "lose_life" and lose.get("amount") == 2
    assert lose.get("who") == "target_controller" and lose.get("target") == 0
    assert not card.unrecognized


def test_thunderscape_familiar(pool):
    card = pool.get("Thunderscape Familiar")
    assert "first strike" in card.keywords
    (static,) = card.static
    assert static.kind == "cost_reduction" and static.get("amount") == 1
    assert set(static.get("colors")) == {"B", "G"}  # black spells and green spells


def test_madness_and_flashback(pool):
    rootwalla = pool.get("Basking Rootwalla")
    (ab,) = rootwalla.activated
    assert ab.cost.mana == ManaCost.parse("{1}{G}") and ab.restrictions == {"once_per_turn"}
    assert ab.effects[0].kind == "pump" and ab.effects[0].get("self") is True
    assert rootwalla.cost_named("madness").mana == ManaCost.parse("{0}")
    assert pool.get("Arrogant Wurm").cost_named("madness").mana == ManaCost.parse("{2}{G}")
    assert pool.get("Fiery Temper").cost_named("madness").mana == ManaCost.parse("{R}")
    deep = pool.get("Deep Analysis")
    flashback = deep.cost_named("flashback")
    assert flashback.mana == ManaCost.parse("{1}{U}") and flashback.life == 3
    assert deep.effects[0].get("who") == "target" and deep.targets[0].kind == "player"
    clutches = pool.get("Nightbird's Clutches")
    (t,) = clutches.targets
    assert (t.kind, t.count, t.up_to, t.filter.types) == ("object", 2, True, ("creature",))
    assert (clutches.effects[0].kind, clutches.effects[0].get("mark")) == ("mark", "cant_block")
    assert clutches.cost_named("flashback").mana == ManaCost.parse("{3}{R}")


def test_wild_mongrel_and_others(pool):
    (ab,) = pool.get("Wild Mongrel").activated
    assert ab.cost.discard == "card" and ab.cost.discard_count == 1
    assert [e.kind for e in ab.effects] == ["pump", "set_color"]
    (ste,) = pool.get("Sakura-Tribe Elder").activated
    assert ste.cost.sacrifice_self and not ste.cost.tap
    search = ste.effects[0]
    assert search.kind == "search_library" and search.get("filter").basic and search.get("tapped") is True
    (pyro,) = pool.get("Prodigal Pyromancer").activated
    assert pyro.cost.tap and pyro.targets[0].kind == "any" and pyro.effects[0].get("amount") == 1
    (elves,) = pool.get("Llanowar Elves").activated
    assert elves.cost.tap and elves.mana.fixed == "G"
    fow = pool.get("Force of Will").cost_named("alternative")
    assert fow.life == 1 and fow.exile_from_hand.colors == "U"
    blast = pool.get("Fireblast").cost_named("alternative")
    assert blast.sacrifice.count == 2 and blast.sacrifice.filter.subtypes == ("mountain",)
    (esg,) = pool.get("Elvish Spirit Guide").activated
    assert esg.zone == "hand" and esg.cost.exile_self
    assert pool.get("Stifle").targets[0].kind == "ability"  # activated or triggered (Mana abilities can't be targeted)
    assert pool.get("Fireball").effects[0].get("amount") == "X"
    assert "haste" in pool.get("Raging Goblin").keywords
    assert "defender" in pool.get("Wall of Omens").keywords


# ---------------------------------------------------------------------------------------------- official data


def test_pool_agrees_with_the_official_data(records, atomic):
    checked = 0
    problems = []
    for rec in records:
        faces = atomic.get(rec["name"])
        if not faces:
            continue
        face = faces[0]
        card = card_from_record(rec)
        checked += 1
        if rec.get("cost") != face.get("manaCost"):
            problems.append((rec["name"], "cost", rec.get("cost"), face.get("manaCost")))
        if rec["type_line"] != face["type"]:
            problems.append((rec["name"], "type", rec["type_line"], face["type"]))
        pt = f"{face['power']}/{face['toughness']}" if "power" in face else None
        if rec.get("pt") != pt:
            problems.append((rec["name"], "pt", rec.get("pt"), pt))
        if set(card.colors) != set(face.get("colors") or ()):
            problems.append((rec["name"], "colors", card.colors, face.get("colors")))
        french = _french_names(face)
        if french and normalize(rec["name_fr"]) not in {normalize(n) for n in french}:
            problems.append((rec["name"], "name_fr", rec["name_fr"], french))
    assert checked >= 0.9 * len(records)
    assert not problems, problems


KEYWORD_COSTS = {"flashback": "flashback", "madness": "madness", "kicker": "kicker", "buyback": "buyback"}
NOT_CARD_KEYWORDS = {"scry", "threshold", "imprint"} | set(KEYWORD_COSTS)


def test_keywords_and_keyword_costs_agree_with_the_data(records, atomic):
    problems = []
    for rec in records:
        faces = atomic.get(rec["name"])
        if not faces:
            continue
        face = faces[0]
        card = card_from_record(rec)
        data_keywords = {k.lower() for k in face.get("keywords") or ()}
        for kw in data_keywords - NOT_CARD_KEYWORDS:
            if kw not in card.keywords:
                problems.append((rec["name"], "keyword", kw))
        for kw, cost_name in KEYWORD_COSTS.items():
            has = card.cost_named(cost_name) is not None
            if has != (kw in data_keywords):
                problems.append((rec["name"], "cost", cost_name))
            if has:
                # the mana part of the keyword cost, read from the data at test time
                m = re.search(kw + r"\s*[—-]?\s*((?:\{[^}]+\})+)", face.get("text", ""), re.IGNORECASE)
                expected = ManaCost.parse(m.group(1)) if m else ManaCost()
                if card.cost_named(cost_name).mana != expected:
                    problems.append((rec["name"], cost_name, str(card.cost_named(cost_name).mana), str(expected)))
    assert not problems, problems


def test_nicknames_file(records, data_keys, atomic):
    nicknames = store.load_nicknames()
    keys = [normalize(n) for n in nicknames]
    assert len(keys) == len(set(keys))
    for nick, name in nicknames.items():
        assert normalize(nick) not in data_keys, f"nickname {nick!r} is a card name"
        assert name in atomic, f"nickname {nick!r} points to an unknown card {name!r}"
    for rec in records:
        for nick in rec.get("nicknames") or ():
            assert nicknames.get(nick) == rec["name"], f"{nick} missing from nicknames.toml"


# ---------------------------------------------------------------------------------------------- resolution


@pytest.mark.parametrize(
    "text, name",
    [
        ("diamant de l oeil du lion", "Lion's Eye Diamond"),
        ("Diamant de l’œil du lion", "Lion's Eye Diamond"),
        ("DIAMANT DE L'OEIL DU LION", "Lion's Eye Diamond"),
        ("LED", "Lion's Eye Diamond"),
        ("led", "Lion's Eye Diamond"),
        ("lions eye diamond", "Lion's Eye Diamond"),
        ("Lion's Eye Diamond", "Lion's Eye Diamond"),
        ("forêts", "Forest"),
        ("Forets", "Forest"),
        ("Islands", "Island"),
        ("Îles", "Island"),
        ("ile", "Island"),
        ("Plaine", "Plains"),
        ("Plaines", "Plains"),
        ("Plains", "Plains"),
        ("Montagnes", "Mountain"),
        ("Guivre arrogante", "Arrogant Wurm"),
        ("Grizzlis", "Grizzly Bears"),
        ("grizzly bears", "Grizzly Bears"),
        ("Elfes de Llanowar", "Llanowar Elves"),
        ("Ancêtre de la tribu Sakura", "Sakura-Tribe Elder"),
        ("ancetre de la tribu sakura", "Sakura-Tribe Elder"),
        ("STE", "Sakura-Tribe Elder"),
        ("Sakura Tribe Elder", "Sakura-Tribe Elder"),
        ("Emprise de l’oiseau de nuit", "Nightbird's Clutches"),
        ("Nightbirds Clutches", "Nightbird's Clutches"),
        ("Bolt", "Lightning Bolt"),
        ("FoW", "Force of Will"),
        ("O-Stone", "Oblivion Stone"),
        ("pierre de l'oubli", "Oblivion Stone"),
        ("la Croissance gigantesque", "Giant Growth"),
        ("« Incinération »", "Incinerate"),
        ("[[Wild Mongrel]]", "Wild Mongrel"),
        ("Manamorphose", "Manamorphose"),
    ],
)
def test_lookup(pool, text, name):
    card = pool.lookup(text)
    assert card is not None, text
    assert card.name == name


@pytest.mark.parametrize("text",
                         ["2 Island", "Island x2", "Lion's Eye Diamnod", "", "   ", "Tarmogoyf", "Goyf", "diamant"])
def test_lookup_misses(pool, text):
    assert pool.lookup(text) is None


def test_get_is_exact(pool):
    assert pool.get("Lion's Eye Diamond").name_fr == "Diamant de l'oeil du lion"
    assert pool.get("lions eye diamond") is None
    assert pool.get("LED") is None


def test_resolve_and_suggest(pool):
    assert pool.resolve("LED").name == "Lion's Eye Diamond"
    with pytest.raises(UnknownCard) as info:
        pool.resolve("Lion's Eye Diamnod")
    err = info.value
    assert err.kind == "unknown_card" and err.name == "Lion's Eye Diamnod"
    assert err.suggestions[0] == "Lion's Eye Diamond"
    assert len(err.suggestions) <= 5
    assert pool.suggest("Diamand de l'oeil du lion")[0] == "Diamant de l'oeil du lion"
    assert pool.suggest("Grizly Bear")[0] == "Grizzly Bears"
    assert pool.suggest("xqzwv") == ()
    with pytest.raises(UnknownCard) as info:
        pool.resolve("xqzwv")
    assert info.value.suggestions == ()
    # one suggestion per card, even when both its names are close
    found = pool.suggest("Elfes Llanowar")
    assert [pool.lookup(n).name for n in found].count("Llanowar Elves") == 1


def test_carddefs_are_built_once(pool):
    assert pool.lookup("LED") is pool.get("Lion's Eye Diamond") is pool.lookup("Diamant de l'oeil du lion")


def test_names(pool, records):
    names = pool.names()
    assert len(names) == len(records) == len(pool)
    assert ("Lion's Eye Diamond", "Diamant de l'oeil du lion") in names
    assert "Forest" in pool and "Nope" not in pool
    assert sum(1 for _ in pool) == len(records)


def test_lookups_are_remembered(pool):
    """A name read once is a dict hit afterwards (its speed: bench/bench_cards.py)."""
    first = pool.lookup("Diamant de l’œil du lion")
    assert pool.lookup("Diamant de l’œil du lion") is first and pool.lookup("Forest") is pool.lookup("forest")


# ---------------------------------------------------------------------------------------------- the database


def test_build_default_pool(tmp_path, records):
    path = store.build_default_pool(tmp_path / "pool.sqlite")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pool.sqlite"]  # no temp file left
    conn = sqlite3.connect(path)
    assert storage.schema_version(conn) == store.SCHEMA_VERSION
    assert conn.execute("SELECT count(*) FROM cards").fetchone()[0] == len(records)
    row = conn.execute("SELECT name_fr, key_en, key_fr, mana_cost, type_line, model FROM cards WHERE name = ?",
                       ("Lion's Eye Diamond",)).fetchone()
    assert row[:5] == ("Diamant de l'oeil du lion", "lions eye diamond", "diamant de l oeil du lion", "{0}", "Artifact")
    assert json.loads(row[5])["activated"][0]["restrictions"] == ["instant"]
    indexes = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'index'")}
    assert {"idx_cards_key_en", "idx_cards_key_fr"} <= indexes
    assert conn.execute("SELECT name FROM nicknames WHERE key = 'led'").fetchone() == ("Lion's Eye Diamond",)
    plan = " ".join(str(r) for r in conn.execute("EXPLAIN QUERY PLAN SELECT name FROM cards WHERE key_fr = 'x'"))
    assert "idx_cards_key_fr" in plan
    conn.close()


def test_build_failure_leaves_nothing(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text('[[card]]\nname = "X"\ntype_line = "Instant"\nefects = []\n', encoding="utf-8")
    out = tmp_path / "out"
    out.mkdir()
    with pytest.raises(store.CardStoreError, match="efects"):
        store.build_default_pool(out / "pool.sqlite", bad)
    assert list(out.iterdir()) == []


def test_duplicate_card_is_rejected(tmp_path):
    bad = tmp_path / "dup.toml"
    bad.write_text('[[card]]\nname = "X"\ntype_line = "Instant"\n' * 2, encoding="utf-8")
    with pytest.raises(store.CardStoreError, match="twice"):
        store.load_pool_records(bad)


def test_migrations_are_recorded(tmp_path):
    db = store.open_db(tmp_path / "new.sqlite")
    assert {"cards", "nicknames", "meta"} <= set(db.table_names())
    assert storage.schema_version(db.conn) == store.SCHEMA_VERSION
    store.migrate(db)  # a second run changes nothing
    assert db.execute("SELECT count(*) FROM _sqlite_migrations").fetchone()[0] == store.SCHEMA_VERSION
    db.close()


def _fresh_toml(tmp_path, monkeypatch) -> Path:
    copy = tmp_path / "default_pool.toml"
    shutil.copyfile(store.DEFAULT_POOL_TOML, copy)
    monkeypatch.setattr(store, "DEFAULT_POOL_TOML", copy)
    return copy


def test_default_pool_cache_is_rebuilt_when_the_toml_changes(tmp_path, monkeypatch):
    toml = _fresh_toml(tmp_path, monkeypatch)
    cache = tmp_path / "cache"
    first = CardPool.open(cache_dir=cache)
    (built,) = list(cache.glob("default_pool-*.sqlite"))
    assert re.fullmatch(r"default_pool-[0-9a-f]{12}\.sqlite", built.name)
    assert first.lookup("Frobnicator") is None

    pool_module._DEFAULT_POOLS.clear()

    def no_build(*args, **kwargs):
        raise AssertionError("the cached pool was built again")

    with monkeypatch.context() as patched:
        patched.setattr(pool_module.store, "build_default_pool", no_build)
        again = CardPool.open(cache_dir=cache)  # the cached file is simply read
    assert again.lookup("LED") is not None

    with open(toml, "a", encoding="utf-8") as fh:
        fh.write('\n[[card]]\nname = "Frobnicator"\nname_fr = "Frobnicateur"\ncost = "{1}"\ntype_line = "Artifact"\n')
    changed = CardPool.open(cache_dir=cache)
    assert changed.lookup("frobnicateur").name == "Frobnicator"
    (rebuilt,) = list(cache.glob("default_pool-*.sqlite"))  # the stale file was removed
    assert rebuilt.name != built.name


def test_damaged_cache_file_is_rebuilt(tmp_path, monkeypatch):
    _fresh_toml(tmp_path, monkeypatch)
    cache = tmp_path / "cache"
    CardPool.open(cache_dir=cache)
    (built,) = list(cache.glob("default_pool-*.sqlite"))
    pool_module._DEFAULT_POOLS.clear()
    built.write_bytes(b"not a database at all" * 100)
    assert CardPool.open(cache_dir=cache).lookup("LED") is not None


def test_unwritable_cache_dir_falls_back(tmp_path, monkeypatch):
    _fresh_toml(tmp_path, monkeypatch)
    blocker = tmp_path / "a_file"
    blocker.write_text("x")
    fallback = tmp_path / "fallback"
    monkeypatch.setattr(pool_module, "_fallback_cache_dir", lambda: fallback)
    opened = CardPool.open(cache_dir=blocker / "cache")
    assert opened.lookup("LED") is not None
    assert list(fallback.glob("default_pool-*.sqlite"))


def test_settings_cache_dir_is_used(tmp_path, monkeypatch):
    from bot.core import Arbitre
    from bot.settings import load_settings

    _fresh_toml(tmp_path, monkeypatch)
    monkeypatch.setenv("ARBITRE_CACHE_DIR", str(tmp_path / "from_settings"))
    assert len(Arbitre(load_settings()).pool) > 0  # the core hands the pool its settings' cache folder
    assert list((tmp_path / "from_settings").glob("default_pool-*.sqlite"))


def test_without_a_cache_dir_the_pool_uses_the_platform_cache(tmp_path, monkeypatch):
    _fresh_toml(tmp_path, monkeypatch)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    CardPool.open()
    assert list((tmp_path / "xdg" / "arbitre").glob("default_pool-*.sqlite"))


def test_open_errors(tmp_path):
    with pytest.raises(CardPoolError, match="not found"):
        CardPool.open(tmp_path / "missing.sqlite")
    text = tmp_path / "text.sqlite"
    text.write_text("hello " * 200)
    with pytest.raises(CardPoolError, match="not a card database"):
        CardPool.open(text)
    other = tmp_path / "other.sqlite"
    conn = sqlite3.connect(other)
    conn.execute("CREATE TABLE t (x)")
    conn.commit()
    conn.close()
    with pytest.raises(CardPoolError, match="not a card database"):
        CardPool.open(other)
    newer = store.build_default_pool(tmp_path / "newer.sqlite")
    conn = sqlite3.connect(newer)
    conn.execute("PRAGMA user_version = 99")
    conn.commit()
    conn.close()
    with pytest.raises(CardPoolError, match="schema"):
        CardPool.open(newer)
    assert issubclass(CardPoolError, ValueError)


def test_big_database_mode(tmp_path, monkeypatch):
    """Databases over the in-memory limit are queried through the indexes."""
    path = store.build_default_pool(tmp_path / "cards.sqlite")
    db = store.open_db(path)
    store.add_nicknames(db, {"Ragavan": "Ragavan, Nimble Pilferer"})  # its card is not there
    db.close()
    monkeypatch.setattr(pool_module, "IN_MEMORY_LIMIT", 10)
    big = CardPool.open(path)
    assert big._conn is not None
    assert big.lookup("Diamant de l’œil du lion").name == "Lion's Eye Diamond"
    assert big.lookup("LED") is big.get("Lion's Eye Diamond")
    assert big.lookup("forêts").name == "Forest"
    assert big.lookup("Bolt").name == "Lightning Bolt"
    assert big.lookup("Ragavan") is None
    assert big.lookup("2 Island") is None
    assert big.get("Forest").name_fr == "Forêt"
    assert big.suggest("Lion's Eye Diamnod")[0] == "Lion's Eye Diamond"
    with pytest.raises(UnknownCard):
        big.resolve("Lion's Eye Diamnod")
    assert len(big.names()) == len(big)
    big.close()


def test_shared_nicknames_work_with_any_database(tmp_path):
    path = tmp_path / "mini.sqlite"
    db = store.open_db(path)
    store.add_cards(db, [{"name": "Swords to Plowshares", "name_fr": "Retour au pays", "cost": "{W}",
                          "type_line": "Instant"}])
    db.close()
    mini = CardPool.open(path)
    assert mini.lookup("StP").name == "Swords to Plowshares"
    assert mini.lookup("LED") is None  # a nickname whose card isn't in this database
    assert mini.nickname_of("LED") == "Lion's Eye Diamond"


def test_no_discord_import():
    """cardpool is storage: importing it must not pull in discord (checked in a fresh interpreter,
    since other tests of the suite import discord)."""
    import subprocess
    import sys

    code = (
        "import sys, cardpool.names, cardpool.pool, cardpool.store\n"
        "print(any(m == 'discord' or m.startswith('discord.') for m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
