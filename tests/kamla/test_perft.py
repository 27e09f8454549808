"""The start positions of both Kamla rulesets (their perft counts are pinned in
tests/data/kamla_perft.json and checked by tests/test_perft.py)."""
import games


def test_start_positions_match_the_spec():
    """D-1: the start string of the spec; pair mode starts with no Ruler marked."""
    assert games.make("kamla").format_position(games.make("kamla").initial_state()) == \
        "enwprwne/1a4a1/ssssssss/8/8/SSSSSSSS/1A4A1/ENWPRWNE L H2h2"
    pair = games.make("kamla-pair")
    assert pair.format_position(pair.initial_state()) == \
        "enwppwne/1a4a1/ssssssss/8/8/SSSSSSSS/1A4A1/ENWPPWNE L H2h2"
