"""Export and import: a round trip is equal; a malformed or hostile file is
rejected with a reason and writes nothing."""
import copy
import csv
import io
import json

import pytest

from readings import db, journal, transfer


@pytest.fixture
def con():
    con = db.open_database(":memory:")
    journal.add(con, journal.Entry(
        kind="game", game="kamla", ruleset="kamla", mode="solo", players=["Ann", ""],
        options={"move_limit": 200},
        question="What crosses the river?", record=["Sd3-d4", "Sd6-d5"],
        start_position="s", final_position="f", outcome={"winner": 0, "reason": "mate"},
        symbols=[{"id": "kamla.winner.lower", "label": "Lower World wins"}],
        reading={"title": "T", "answer": "A", "paragraphs": [["s", "h", "t"]]},
        notes="<script>alert(1)</script>", tags=["river"], mood=3, minutes=12.5))
    journal.add(con, journal.Entry(kind="phase", game="senet", ruleset="senet-cycles"))
    return con


def test_export_then_import_gives_equal_entries(con):
    text = transfer.to_json(journal.search(con))
    other = db.open_database(":memory:")
    assert transfer.import_json(other, text) == transfer.ImportResult(2, 0)
    def strip(entries):
        return sorted(({**vars(e), "id": None, "saved_game_id": None} for e in entries),
                      key=lambda e: e["uid"])

    assert strip(journal.search(other)) == strip(journal.search(con))
    assert transfer.import_json(other, text) == transfer.ImportResult(0, 2)  # duplicates skipped


def test_csv_export_has_one_row_per_entry(con):
    lines = transfer.to_csv(journal.search(con)).strip().splitlines()
    assert lines[0].startswith("uid,created_at,kind,game,ruleset") and len(lines) == 3


def _export(con) -> dict:
    return json.loads(transfer.to_json(journal.search(con)))


def _mutations():
    def set_field(name, value):
        def change(doc):
            doc["entries"][0][name] = value
        return change
    yield "not valid JSON", lambda doc: "{not json"
    yield "not a journal export", lambda doc: {"entries": []}
    yield "version", lambda doc: {**doc, "version": 99}
    yield "no list of entries", lambda doc: {**doc, "entries": {"a": 1}}
    yield "must be an object", lambda doc: {**doc, "entries": ["text"]}
    yield "lacks", lambda doc: (doc["entries"][0].pop("notes"), doc)[1]
    yield "unknown fields", set_field("__proto__", 1)
    yield "unknown game", set_field("game", "chess")
    yield "unknown ruleset", set_field("ruleset", "kamla-9")
    yield "kind", set_field("kind", "dream")
    yield "created_at", set_field("created_at", "yesterday")
    yield "mood", set_field("mood", 9)
    yield "mood", set_field("mood", "5")
    yield "minutes", set_field("minutes", -1)
    yield "notes", set_field("notes", "x" * 20_001)
    yield "notes", set_field("notes", ["a list"])
    yield "record", set_field("record", ["Sd3-d4" * 20])
    yield "players", set_field("players", [1, 2])
    yield "options", set_field("options", {"pieces": [5]})
    yield "outcome", set_field("outcome", {"winner": 7, "reason": "mate"})
    yield "uid", set_field("uid", "../../etc")
    yield "symbols", set_field("symbols", [{"id": "x" * 200_000}])
    yield "tags", set_field("tags", ["t"] * 60)


@pytest.mark.parametrize("reason, mutate", list(_mutations()),
                         ids=[f"{i}-{r}" for i, (r, _) in enumerate(_mutations())])
def test_bad_imports_are_rejected_and_write_nothing(con, reason, mutate):
    doc = _export(con)
    # the second entry is valid and must not be written either
    doc["entries"].append({**copy.deepcopy(doc["entries"][1]), "uid": "0" * 32})
    changed = mutate(doc)
    data = changed if isinstance(changed, str) else json.dumps(changed if changed is not None else doc)
    target = db.open_database(":memory:")
    with pytest.raises(transfer.ImportRejected) as error:
        transfer.import_json(target, data)
    assert reason in str(error.value)
    assert target.execute("SELECT COUNT(*) FROM entry").fetchone()[0] == 0


def test_an_oversized_file_is_refused_before_parsing():
    with pytest.raises(transfer.ImportRejected, match="larger than 20 MB"):
        transfer.read_export(b" " * (transfer.MAX_BYTES + 1))



def _hostile_documents(con):
    doc = _export(con)
    deep = json.dumps(doc).replace('"reading": {', '"reading": {"x": ' + "[" * 5000 + "]" * 5000
                                   + ", ", 1)
    surrogate = json.dumps(doc).replace('"notes": "', '"notes": "\\ud800', 1)
    surrogate_key = json.dumps(doc).replace('"reading": {', '"reading": {"\\udfff": 1, ', 1)
    return {"5,000 deep": deep, "5,000 deep alone": "[" * 5000 + "]" * 5000,
            "lone surrogate": surrogate, "lone surrogate key": surrogate_key}


@pytest.mark.parametrize("case", ["5,000 deep", "5,000 deep alone", "lone surrogate",
                                  "lone surrogate key"])
def test_deep_nesting_and_lone_surrogates_are_refused(con, case):
    data = _hostile_documents(con)[case]
    target = db.open_database(":memory:")
    for payload in (data, data.encode("utf-8", "surrogatepass")):
        with pytest.raises(transfer.ImportRejected,
                           match="deeper than 32 levels|not valid Unicode|not valid JSON"):
            transfer.import_json(target, payload)
    assert target.execute("SELECT COUNT(*) FROM entry").fetchone()[0] == 0


def test_csv_cells_cannot_start_a_formula(con):
    starts = ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx"]
    for start in starts:
        journal.add(con, journal.Entry(kind="cast", game="kamla", ruleset="kamla", notes=start,
                                       question=start, tags=[start.strip() or "t"]))
    rows = list(csv.DictReader(io.StringIO(transfer.to_csv(journal.search(con)), newline="")))
    assert len(rows) == len(starts) + 2
    notes = {row["notes"] for row in rows}
    assert {"'" + s for s in starts} <= notes and not notes & set(starts)
    for row in rows:
        assert not [cell for cell in row.values() if cell.startswith(transfer.FORMULA_STARTS)]
