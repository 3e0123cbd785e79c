""""Partner with [name]" is two abilities (702.124j): deck building, which never matters in a play, and an
enters trigger that does ("target player may search their library for a card named [name]..."). Before, the
keyword was kept and the trigger dropped, so the coverage credited faces whose trigger the engine never did."""

from __future__ import annotations

from test_effects import ids, legal, player, rules, texts

from cardpool.mtgjson import read_faces
from cardpool.oracle.parser import parse_face

SETUP = ("me: battlefield Swamp, Swamp, Swamp, Swamp; hand Blaring Captain; library Blaring Recruiter, Island\n"
         "I cast Blaring Captain targeting me\nresolve\nresolve\n")


def test_the_partner_trigger_is_read_with_the_partners_name(shared):
    atomic = shared / "data" / "cards" / "AtomicCards_fr_subset_20220425.json"
    face = next(f for f in read_faces(atomic) if f.name == "Brallin, Skyshark Rider")
    record = parse_face(face).record
    assert "partner" in record["keywords"]
    enters = [t for t in record["triggered"] if t["event"] == "enters"]
    assert len(enters) == 1 and enters[0]["targets"] == [{"kind": "player"}]
    search = enters[0]["effects"][0]
    assert search["kind"] == "search_zones" and search["named"] == "Shabraz, the Skyshark"  # a name with a comma
    assert search["to"] == "hand" and search["optional"] is True


def test_blaring_captain_finds_blaring_recruiter_which_can_then_be_cast(full_trace):
    data = legal(full_trace, SETUP + "I choose Blaring Recruiter\n")
    assert player(data, "me")["hand"] == ["Blaring Recruiter"]
    assert {"701.23a", "701.24a"} <= rules(data) and "step.not_simulated" not in ids(data)
    french = legal(full_trace, SETUP + "I choose Blaring Recruiter\n", "fr")
    assert any("fouillez votre bibliothèque et trouvez Blaring Recruiter" in t for t in texts(french))


def test_only_the_named_partner_can_be_found(full_trace):
    refused = full_trace(SETUP + "I choose Island\n")
    assert refused["exit"] == 2 and player(refused, "me")["hand"] == []
