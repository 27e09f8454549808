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
from dataclasses import asdict, dataclass

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

    def __post_init__(self) -> None:
        if self.duration <= 0:
            raise ValueError(f"a session lasts a positive time, not {self.duration!r} s")
        if self.interval is not None and self.interval <= 0:
            raise ValueError(f"the bell interval must be positive, not {self.interval!r} s")
        if self.left is None:
            self.left = float(self.duration)

    @classmethod
    def minutes(cls, minutes: float, interval_minutes: float | None = None) -> SessionTimer:
        if not MIN_MINUTES <= minutes <= MAX_MINUTES or minutes != int(minutes):
            raise ValueError(f"a session lasts a whole number of minutes, {MIN_MINUTES}-{MAX_MINUTES} "
                             f"minutes, not {minutes!r}")
        return cls(minutes * 60.0, interval_minutes * 60.0 if interval_minutes else None)

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

    def bells_due(self, now: float) -> int:
        """Interval bells that should have rung by ``now`` (the end bell excluded)."""
        if not self.interval:
            return 0
        before_end = math.ceil(self.duration / self.interval) - 1
        return min(before_end, int(self.elapsed(now) // self.interval))

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
                                             "interval_bells") if k in data})


def clock_text(seconds: float) -> str:
    """``mm:ss`` (or ``h:mm:ss``), rounding up so 0:00 means truly done."""
    whole = math.ceil(max(0.0, seconds))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes:02d}:{secs:02d}"
