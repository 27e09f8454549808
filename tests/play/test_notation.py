"""Moves shown in the page's letters, kept in one notation (issue 29)."""
from play.session import PlaySession


def test_the_record_is_shown_in_russian_letters_and_kept_in_one_notation(tmp_path, monkeypatch):
    """Issue 29: the moves and the move list in Russian letters; the record, and
    what a Russian page types, stay the one notation every language reads."""
    monkeypatch.setenv("KAMLA_DATA_DIR", str(tmp_path))
    session = PlaySession.start("kamla", "solo")
    session.play("Sd3-d4")
    session.play("Рd6-d5")  # typed with the Russian letter
    assert session.record == ["Sd3-d4", "Sd6-d5"]
    assert session.move_texts("ru") == ["Рd3-d4", "Рd6-d5"]
    assert session.move_texts("en") == ["Sd3-d4", "Sd6-d5"]
    assert "Рd4-d5" not in session.legal_texts("ru") and \
        {t[0] for t in session.legal_texts("ru")} <= set("РЛОВКЖПЩd")
