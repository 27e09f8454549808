"""The PIN over a pair player's hidden Ruler (issue 28): a salted hash only,
a wait for each wrong PIN, a lock after a run of them."""
import json

import pytest

from play import ruler_pin
from play.ruler_pin import Attempts, PinError


def test_a_pin_is_four_to_twelve_digits_typed_twice():
    assert ruler_pin.checked("0427", "0427") == "0427"
    for bad in ("123", "12a4", "1234567890123", "", "１２３４"):
        with pytest.raises(PinError):
            ruler_pin.checked(bad, bad)
    with pytest.raises(PinError, match="differ"):
        ruler_pin.checked("1234", "1243")


def test_the_error_never_quotes_the_pin():
    with pytest.raises(PinError) as error:
        ruler_pin.checked("98x", "98x")
    assert "98x" not in str(error.value) and "3 characters" in str(error.value)


def test_only_a_salted_hash_is_kept():
    clock: dict = {}
    ruler_pin.keep(clock, 1, "2718")
    ruler_pin.keep(clock, 0, "2718")
    stored = json.dumps(clock)
    assert "2718" not in stored
    seals = clock[ruler_pin.PINS]
    assert seals["0"]["salt"] != seals["1"]["salt"]
    assert seals["0"]["scrypt"] != seals["1"]["scrypt"]  # salted: same PIN, other hash
    assert ruler_pin.opens(ruler_pin.seal_of(clock, 1), "2718")
    assert not ruler_pin.opens(ruler_pin.seal_of(clock, 1), "2719")
    assert not ruler_pin.opens(None, "2718")


def test_a_wrong_pin_waits_and_five_lock_the_ruler():
    moment = [100.0]
    attempts, waits = Attempts(now=lambda: moment[0]), []
    clock: dict = {}
    ruler_pin.keep(clock, 1, "5555")

    def attempt(pin):
        return ruler_pin.try_pin(clock, 7, 1, pin, attempts=attempts, wait=waits.append)

    assert attempt("1111").startswith("That PIN does not open")
    assert waits == [ruler_pin.WRONG_WAIT]
    for _ in range(3):
        attempt("1111")
    assert attempt("1111") == "Wrong PIN, 5 times: this Ruler is locked for 60 s."
    assert attempt("5555") == "Too many wrong PINs: this Ruler can be shown again in 60 s."
    assert attempts.locked_for(7, 0) == 0  # the other Ruler, the other game stay open
    assert attempts.locked_for(8, 1) == 0
    moment[0] += 61
    assert attempt("5555") == ""
    assert len(waits) == 5
    assert attempt("1111").startswith("That PIN")  # the right PIN began a new run
    assert attempts.locked_for(7, 1) == 0
