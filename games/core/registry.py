"""Registry of games and rulesets: every ruleset has a name used by the CLI,
the UI, saved games and the journal."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from games.core.errors import UnknownGameError
from games.core.protocol import Game


@dataclass(frozen=True)
class Ruleset:
    name: str
    factory: Callable[..., Game]
    options: tuple[tuple[str, Any], ...]

    def make(self, **overrides: Any) -> Game:
        return self.factory(**{**dict(self.options), **overrides})


_RULESETS: dict[str, Ruleset] = {}


def register(name: str, factory: Callable[..., Game], **options: Any) -> None:
    """Register ``factory(**options)`` under ``name`` (names are unique)."""
    if name in _RULESETS:
        raise ValueError(f"ruleset {name!r} is already registered")
    _RULESETS[name] = Ruleset(name, factory, tuple(options.items()))


def make(name: str, **overrides: Any) -> Game:
    """The game object of ruleset ``name``, with option overrides.

    :raises UnknownGameError: no ruleset has that name.
    """
    try:
        ruleset = _RULESETS[name]
    except KeyError:
        known = ", ".join(sorted(_RULESETS))
        raise UnknownGameError(f"unknown game {name!r}; known: {known}") from None
    return ruleset.make(**overrides)


def names() -> list[str]:
    """Registered ruleset names, in registration order."""
    return list(_RULESETS)
