"""Where the Senet endgame tables live: the user cache folder (platformdirs),
one ``.npz`` file per ruleset and size, built at first use when missing.

The file name carries a fingerprint of the engine's source and the ruleset's
flags, so a change of the rules makes a new table instead of reading a stale
one. The environment variable ``KAMLA_CACHE_DIR`` points the folder elsewhere
(tests, a second profile). A file is written to a temporary name and renamed,
so an interrupted build never leaves half a table behind.
"""
from __future__ import annotations

import hashlib
import inspect
import os
import time
from pathlib import Path

import numpy as np
import platformdirs

from games.ai import senet_tables
from games.ai.senet_tables import Progress, Table
from games.senet import engine

APP_NAME = "kamla-senet"
CACHE_VARIABLE = "KAMLA_CACHE_DIR"
DEFAULT_K = 4
"""Pieces on the board covered by the tables the master level uses."""
_LOADED: dict[Path, Table] = {}


def cache_dir() -> Path:
    override = os.environ.get(CACHE_VARIABLE)
    return Path(override) if override else platformdirs.user_cache_path(APP_NAME,
                                                                         appauthor=False)


def has_tables(game) -> bool:
    """Tables exist for a Kendall session (first to bear off wins)."""
    return getattr(game.config, "session", None) == "kendall"


def fingerprint(game) -> str:
    """Changes with the engine's code, the ruleset's flags or the solver's version."""
    text = "\n".join((inspect.getsource(engine), repr(game.config.rules),
                      str(senet_tables.VERSION)))
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def path_of(game, k: int | None = None) -> Path:
    k = DEFAULT_K if k is None else k
    return cache_dir() / f"senet-{game.config.rules.key}-k{k}-{fingerprint(game)}.npz"


def load(game, k: int | None = None) -> Table | None:
    """The cached table (``k`` default: ``DEFAULT_K``), or None if it was never built."""
    path = path_of(game, DEFAULT_K if k is None else k)
    if path in _LOADED:
        return _LOADED[path]
    if not path.exists():
        return None
    with np.load(path) as data:
        table = Table(game.config.rules.key, int(data["k"]), data["keys"], data["values"],
                      float(data["seconds"]), float(data.get("residual", 0.0)))
    _LOADED[path] = table
    return table


def build(game, k: int | None = None, progress: Progress | None = None) -> Table:
    """Solve and store the table (replacing any file of the same name)."""
    k = DEFAULT_K if k is None else k
    started = time.perf_counter()
    table = senet_tables.solve(game, k, progress)
    table.seconds = time.perf_counter() - started
    path = path_of(game, k)
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_suffix(".partial.npz")
    np.savez(partial, k=k, keys=table.keys, values=table.values, seconds=table.seconds,
             residual=table.residual)
    os.replace(partial, path)
    _LOADED[path] = table
    return table


def table(game, k: int | None = None, progress: Progress | None = None) -> Table:
    """The table, built first if it is missing."""
    return load(game, k) or build(game, k, progress)
