"""A pair player's PIN over their hidden Ruler on one screen (issue 28, K-22).

Each player chooses a PIN with their Ruler; only a salted scrypt hash of it is
kept (in the game's clock, ``PINS``), never the PIN itself, so it reaches no
journal entry, address or export. Showing a Ruler needs the PIN: a wrong one
costs a short wait, and a run of them locks that Ruler for a while.
"""
from __future__ import annotations

import hashlib
import hmac
import secrets
import threading
import time
from typing import Any, Callable

import i18n

PINS = "ruler_pins"
"""The clock's key: side ("0", "1") -> that side's seal."""
MIN_DIGITS, MAX_DIGITS = 4, 12
WRONG_WAIT = 1.0
"""Seconds a wrong PIN waits before it is answered."""
LOCK_AFTER, LOCK_SECONDS = 5, 60.0
"""That many wrong PINs in a row lock a Ruler for that many seconds."""
_COST = {"n": 2 ** 14, "r": 8, "p": 1}


class PinError(ValueError):
    """A PIN that cannot be chosen (not 4 to 12 digits, or the two differ)."""


def checked(pin: str, again: str) -> str:
    """``pin`` as chosen, typed twice; never quotes the PIN itself."""
    if not (pin.isdigit() and pin.isascii() and MIN_DIGITS <= len(pin) <= MAX_DIGITS):
        raise PinError(f"A PIN is {MIN_DIGITS} to {MAX_DIGITS} digits; "
                       f"the one typed has {len(pin)} characters"
                       + ("" if pin.isdigit() or not pin else ", not all digits") + ".")
    if pin != again:
        raise PinError("The two PINs typed differ: type the same one twice.")
    return pin


def _digest(pin: str, salt: bytes) -> bytes:
    return hashlib.scrypt(pin.encode(), salt=salt, maxmem=64 * 1024 * 1024, **_COST)


def sealed(pin: str) -> dict[str, str]:
    """The salted hash kept in place of ``pin``."""
    salt = secrets.token_bytes(16)
    return {"scrypt": _digest(pin, salt).hex(), "salt": salt.hex()}


def opens(seal: dict[str, Any] | None, pin: str) -> bool:
    """Is ``pin`` the one ``seal`` was made from?"""
    if not seal or not pin:
        return False
    return hmac.compare_digest(_digest(pin, bytes.fromhex(seal["salt"])).hex(), seal["scrypt"])


def seal_of(clock: dict[str, Any], side: int) -> dict[str, Any] | None:
    return clock.get(PINS, {}).get(str(side))


def keep(clock: dict[str, Any], side: int, pin: str) -> None:
    """Keep ``side``'s seal (never the PIN) in ``clock``."""
    clock.setdefault(PINS, {})[str(side)] = sealed(pin)


class Attempts:
    """Wrong PINs per Ruler (a game and a side), kept by the server process so
    a reload does not clear them."""

    def __init__(self, now: Callable[[], float] = time.monotonic) -> None:
        self.now = now
        self._wrong: dict[tuple[Any, int], tuple[int, float]] = {}
        self._lock = threading.Lock()

    def locked_for(self, game: Any, side: int) -> float:
        """Seconds until ``side``'s Ruler may be tried again (0: now)."""
        with self._lock:
            count, until = self._wrong.get((game, side), (0, 0.0))
        return max(0.0, until - self.now()) if count >= LOCK_AFTER else 0.0

    def note(self, game: Any, side: int, right: bool) -> None:
        with self._lock:
            if right:
                self._wrong.pop((game, side), None)
                return
            count, _ = self._wrong.get((game, side), (0, 0.0))
            if count >= LOCK_AFTER:  # a lock that ran out: a new run begins
                count = 0
            self._wrong[(game, side)] = (count + 1, self.now() + LOCK_SECONDS)


ATTEMPTS = Attempts()


def try_pin(clock: dict[str, Any], game: Any, side: int, pin: str,
            attempts: Attempts = ATTEMPTS, wait: Callable[[float], None] = time.sleep,
            lang: str = "en") -> str:
    """Does ``pin`` open ``side``'s Ruler? "" if so, else the sentence saying
    why not, in ``lang``."""
    words = i18n.translations(lang)
    locked = attempts.locked_for(game, side)
    if locked:
        return words.gettext("Too many wrong PINs: this Ruler can be shown again in {seconds} s.").format(
            seconds=f"{locked:.0f}")
    right = opens(seal_of(clock, side), pin)
    attempts.note(game, side, right)
    if right:
        return ""
    wait(WRONG_WAIT)
    if attempts.locked_for(game, side):
        return words.gettext("Wrong PIN, {times} times: this Ruler is locked for {seconds} s.").format(
            times=LOCK_AFTER, seconds=f"{LOCK_SECONDS:.0f}")
    return words.gettext("That PIN does not open this Ruler. Only its player knows it.")
