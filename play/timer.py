"""A meditation session timer computed from a stored end time, never by
counting ticks, so reruns, slow tabs and reloads cannot make it drift.

Pure: every method takes ``now`` (seconds, any monotonic-enough clock the
caller chooses), so tests run it with a fake clock. ``to_dict``/``from_dict``
store it with the saved game; a running timer saved and loaded later keeps
its end time (the session went on while the browser was closed), a paused
one keeps its remaining time.
"""
from __future__ import annotations

import math
import re
from dataclasses import asdict, dataclass, field

import i18n

IDLE, RUNNING, PAUSED, DONE = "idle", "running", "paused", "done"
MIN_MINUTES, MAX_MINUTES = 1, 180


@dataclass
class SessionTimer:
    duration: float
    interval: float | None = None
    status: str = IDLE
    ends_at: float | None = None
    left: float | None = None
    interval_bells: int = 0
    at: list[float] = field(default_factory=list)
    """Interval bells at chosen times (seconds after the start), instead of ``interval``."""

    def __post_init__(self) -> None:
        if self.duration <= 0:
            raise ValueError(f"a session lasts a positive time, not {self.duration!r} s")
        if self.interval is not None and self.interval <= 0:
            raise ValueError(f"the bell interval must be positive, not {self.interval!r} s")
        if any(t <= 0 for t in self.at):
            raise BellScheduleError(f"a bell rings after the start, not at {self.at!r} s")
        if self.left is None:
            self.left = float(self.duration)

    @classmethod
    def minutes(cls, minutes: float, interval_minutes: float | None = None,
                at_minutes: tuple[float, ...] = ()) -> SessionTimer:
        """A sitting of ``minutes``, its interval bells every ``interval_minutes``
        or at the chosen ``at_minutes`` (those before the end)."""
        if not MIN_MINUTES <= minutes <= MAX_MINUTES or minutes != int(minutes):
            raise ValueError(f"a session lasts a whole number of minutes, {MIN_MINUTES}-{MAX_MINUTES} "
                             f"minutes, not {minutes!r}")
        return cls(minutes * 60.0, interval_minutes * 60.0 if interval_minutes else None,
                   at=[m * 60.0 for m in sorted(set(at_minutes)) if m < minutes])

    def start(self, now: float) -> None:
        """Start or resume: the end is now plus what is left."""
        if self.status in (IDLE, PAUSED):
            assert self.left is not None  # set in __post_init__
            self.ends_at = now + self.left
            self.status = RUNNING

    resume = start

    def pause(self, now: float) -> None:
        if self.status == RUNNING:
            assert self.ends_at is not None  # set while running
            self.left = max(0.0, self.ends_at - now)
            self.ends_at = None
            self.status = PAUSED

    def remaining(self, now: float) -> float:
        if self.status == RUNNING:
            assert self.ends_at is not None  # set while running
            return max(0.0, self.ends_at - now)
        assert self.left is not None  # set in __post_init__
        return 0.0 if self.status == DONE else self.left

    def elapsed(self, now: float) -> float:
        return self.duration - self.remaining(now)

    def is_up(self, now: float) -> bool:
        return self.status == DONE or (self.status == RUNNING and self.ends_at is not None
                                       and now >= self.ends_at)

    def finish(self) -> None:
        self.status, self.ends_at, self.left = DONE, None, 0.0

    def schedule(self) -> list[float]:
        """When the interval bells ring, in seconds after the start: at the
        chosen times, or every ``interval``; never at or after the end (it
        has its own bell)."""
        if self.at:
            return [t for t in sorted(self.at) if t < self.duration]
        if not self.interval:
            return []
        return [k * self.interval for k in range(1, math.ceil(self.duration / self.interval))]

    def bells_due(self, now: float) -> int:
        """Interval bells that should have rung by ``now`` (the end bell excluded)."""
        elapsed = self.elapsed(now)
        return sum(1 for t in self.schedule() if t <= elapsed)

    def take_bells(self, now: float) -> int:
        """How many interval bells to ring now (missed ones ring once, together)."""
        due = self.bells_due(now)
        new = due - self.interval_bells
        self.interval_bells = max(self.interval_bells, due)
        return max(0, new)

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> SessionTimer:
        return cls(**{k: data[k] for k in ("duration", "interval", "status", "ends_at", "left",
                                             "interval_bells", "at") if k in data})


class BellScheduleError(ValueError):
    """Chosen bell minutes that cannot be read."""


def parse_minutes(text: str, minutes: int, lang: str = "en") -> tuple[float, ...]:
    """The chosen bell minutes of a sitting of ``minutes``, from text such as
    "5, 12, 18" (commas or spaces; whole or decimal minutes), sorted, once each.
    :raises BellScheduleError: a word that is no number, or a minute not
    inside the sitting (0 < m < minutes), said in ``lang``."""
    words = i18n.translations(lang)
    chosen = set()
    for word in re.split(r"[,;\s]+", text.strip()):
        if not word:
            continue
        try:
            minute = float(word)
        except ValueError:
            raise BellScheduleError(words.gettext(
                "bell minutes are numbers such as 5, 12, 18; {word} in {text} is not").format(
                    word=repr(word), text=repr(text))) from None
        if not 0 < minute < minutes:
            raise BellScheduleError(words.ngettext(
                "a bell rings inside the {n}-minute sitting, between 0 and {n}; "
                "{word} in {text} is not",
                "a bell rings inside the {n}-minute sitting, between 0 and {n}; "
                "{word} in {text} is not", minutes).format(
                    n=minutes, word=repr(word), text=repr(text)))
        chosen.add(minute)
    return tuple(sorted(chosen))


def clock_text(seconds: float) -> str:
    """``mm:ss`` (or ``h:mm:ss``), rounding up so 0:00 means truly done."""
    whole = math.ceil(max(0.0, seconds))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes:02d}:{secs:02d}"
