"""The data files: every symbol the extractors can produce has its texts,
every text belongs to a symbol, and the texts are well formed."""
from __future__ import annotations

import tomllib
from importlib.resources import files

from oracle import texts
from oracle.reading import possible_ids

PLACEHOLDERS = {"first", "second", "winner", "loser", "game", "reason", "next"}
FAMILY_PLACEHOLDERS = {"kamla": set(), "senet": {"side"}, "shatra": {"side"},
                       "tavreli": {"side", "raisers"}, "tafl": {"king", "side"}}
"""What each family's texts may name: the tafl texts call the king ``{king}``;
``{side}`` is the player a sign of one side speaks of."""


def test_every_possible_symbol_has_its_texts() -> None:
    missing = [i for i in possible_ids() if texts.entry(i) is None]
    assert missing == []


def test_every_text_belongs_to_a_possible_symbol() -> None:
    assert sorted(set(texts.entries()) - set(possible_ids())) == []
    assert len(possible_ids()) == len(set(possible_ids()))


def test_entries_are_complete_and_well_formed() -> None:
    for symbol_id, entry in texts.entries().items():
        assert set(entry) - {"source"} <= texts.FIELDS, symbol_id
        assert entry["provenance"], symbol_id
        for key in texts.REQUIRED:
            assert entry.get(key) not in (None, ""), (symbol_id, key)
        assert isinstance(entry["weight"], int) and 0 < entry["weight"] <= 200
        assert entry.get("kind") in (None, "outcome")
        assert entry["source"] == ("common.toml" if symbol_id.startswith("game.")
                                   else symbol_id.split(".")[0] + ".toml")
        for key in ("label", "heading", "answer", "text", "title", "yours", "facing"):
            values = entry.get(key, "")
            values = values if isinstance(values, list) else [values]
            assert 1 <= len(values) <= 5 and len(set(values)) == len(values), (symbol_id, key)
            for value in values:
                assert value == value.strip() and "  " not in value, (symbol_id, key)
                family = symbol_id.split(".")[0]
                allowed = PLACEHOLDERS if family == "game" else FAMILY_PLACEHOLDERS[family]
                assert texts.placeholders(value) <= allowed, (symbol_id, key)
                assert key not in ("text", "yours", "facing") or not value or value.endswith(
                    (".", "?")), (symbol_id, key)
                assert key not in ("yours", "facing") or not value or "you" in value.lower(), symbol_id
        assert "\n" not in entry["label"] and len(entry["label"]) <= 48, symbol_id
        assert entry["answer"].endswith(".")
        assert entry["answer"].count(". ") == 0, f"{symbol_id}: one sentence"


def test_every_family_has_its_outcomes() -> None:
    outcome = {i for i, e in texts.entries().items() if e.get("kind") == "outcome"}
    assert outcome == {"kamla.winner.lower", "kamla.winner.upper", "kamla.draw.stillness",
                       "kamla.draw.repetition", "kamla.draw.move-limit", "kamla.open",
                       "senet.winner.spools", "senet.winner.cones", "senet.draw",
                       "senet.open", "senet.timed.spools", "senet.timed.cones",
                       "senet.closed.kendall", "senet.closed.bell", "game.winner.first", "game.winner.second",
                       "game.draw", "game.open", "game.declared.resigned",
                       "game.declared.agreed", "game.declared.stopped",
                       "shatra.winner.white", "shatra.winner.black", "shatra.draw.repetition",
                       "shatra.draw.two-biys", "shatra.draw.move-limit", "shatra.open",
                       "tavreli.winner.white", "tavreli.winner.black", "tavreli.draw.stalemate",
                       "tavreli.draw.repetition", "tavreli.draw.move-limit", "tavreli.open",
                       "tafl.winner.escape", "tafl.winner.capture", "tafl.winner.limit",
                       "tafl.winner.enclosed", "tafl.winner.stalled", "tafl.draw.quiet",
                       "tafl.open"}


def test_the_files_are_plain_toml_in_the_package() -> None:
    folder = files("oracle").joinpath("texts")
    names = sorted(t.name for t in folder.iterdir() if t.name.endswith(".toml"))
    assert names == ["common.toml", "hexagrams.toml", "kamla.toml", "questions.toml",
                     "senet.toml", "shatra.toml", "tafl.toml", "tavreli.toml"]
    for name in names:
        data = tomllib.loads(folder.joinpath(name).read_text(encoding="utf-8"))
        # the 64 hexagram texts (oracle/fuxi.py) are keyed by King Wen number
        assert set(data) <= ({"hexagrams"} if name == "hexagrams.toml"
                             else {"symbols", "phrases", "prompts", "lenses", "notes"})


def test_a_wording_is_chosen_by_context_and_stays_the_same() -> None:
    entry = texts.entry("kamla.open")
    assert isinstance(entry["text"], list) and len(entry["text"]) == 3
    chosen = {texts.variant(entry, "text", f"game {n}") for n in range(40)}
    assert chosen == set(entry["text"])
    assert texts.variant(entry, "text", "game 7") == texts.variant(entry, "text", "game 7")


def test_fill_is_a_plain_substitution() -> None:
    assert texts.fill("{winner} won", {"winner": "{loser}"}) == "{loser} won"
    assert texts.fill("{unknown} {0} {winner.__class__}", {"winner": "x"}) == (
        "{unknown} {0} {winner.__class__}")


def test_every_meaning_names_its_source() -> None:
    from oracle.provenance import sources
    for family in ("kamla", "senet", "shatra", "tafl", "tavreli"):
        found = sources(family)
        assert found.spread_title and found.spread_source.startswith(
            ("Kamla seed", "Senet seed", "Altai Shatra seed", "Tavlei", "Tavreli seed"))
        provenances = [p for p, _ in found.meanings]
        assert provenances[-1] == texts.APP
        assert all(p == texts.APP or p.startswith("seed 00") for p in provenances)
        assert all("{" not in label for _, labels in found.meanings for label in labels)
    from oracle import read
    from tests.oracle.corpus import KAMLA_MATE
    reading = read("kamla", KAMLA_MATE)
    rivers = next(s for s in reading.sections if s.id == "kamla.rivers")
    assert rivers.source.startswith("seed 000 (Kamla)")
    assert rivers.text.endswith(f"(Source of this meaning: {rivers.source}.)")


def test_a_rulesets_own_wordings_are_well_formed() -> None:
    import games
    own = {i: e["rulesets"] for i, e in texts.entries().items() if "rulesets" in e}
    assert {"senet.house.beauty", "kamla.open"} <= set(own)
    for symbol_id, by_ruleset in own.items():
        for ruleset, fields in by_ruleset.items():
            assert games.make(ruleset).info.family == symbol_id.split(".")[0], symbol_id
            assert set(fields) <= texts.RULESET_FIELDS, symbol_id
            wordings = fields.get("text", [])
            wordings = wordings if isinstance(wordings, list) else [wordings]
            assert 1 <= len(wordings) <= 3 and len(set(wordings)) == len(wordings)
            assert all(w.endswith(".") and "  " not in w for w in wordings), symbol_id
