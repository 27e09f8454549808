"""The person's calendar: their time zone by the name the browser gives, and
their today, so a day in the journal is their day (UTC when the name is
unknown or missing)."""
from __future__ import annotations

from datetime import date, datetime, tzinfo, UTC
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError


def time_zone(name: str | None) -> tzinfo:
    """The zone called ``name`` ("Europe/Berlin"); ``timezone.utc`` if it is unknown."""
    try:
        return ZoneInfo(name) if name else UTC
    except (ZoneInfoNotFoundError, ValueError):
        return UTC


def today(name: str | None) -> date:
    """Today's date in the zone called ``name``."""
    return datetime.now(time_zone(name)).date()
