"""The ``games`` boundary: the layers above the rules see only their public face.

Public: ``games``, ``games.core``, ``games.ai`` (with ``games.ai.match``, the seeded
matches the oracle's rarity tables replay) and each game's package
(``games.kamla``, ``games.senet``, ``games.shatra``, ``games.tafl``,
``games.tavreli``), whose ``__all__`` lists what it offers. Every other module
under ``games/`` (``games.kamla.board``, ``games.core.grid``, ...) belongs to the
rules alone: ``ui/``, ``play/``, ``readings/``, ``oracle/`` and the router never
import it. Nor do they read a game object's internals: no attribute named
``engine`` or ``config`` is read there (on anything, so no game's slips through);
a game offers what they need as documented accessors (``Tafl.geometry``,
``Senet.session``, ...).
"""
from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LAYERS = ("ui", "play", "readings", "oracle")
FAMILIES = ("kamla", "senet", "shatra", "tafl", "tavreli")
PUBLIC = {"games", "games.core", "games.ai", "games.ai.match"} | {f"games.{f}" for f in FAMILIES}


def imported_modules(path: Path) -> list[tuple[int, str]]:
    """``(line, module)`` of every absolute import in a file, at any depth."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.lineno, node.module))
    return found


def private_imports(paths: list[Path]) -> list[str]:
    return [f"{path}:{line}: {module}"
            for path in paths for line, module in sorted(imported_modules(path))
            if module.split(".")[0] == "games" and module not in PUBLIC]


INTERNALS = frozenset({"engine", "config"})
"""Attributes of a game object that belong to its rules (``game.engine``, ``game.config``)."""


def internal_reads(paths: list[Path]) -> list[str]:
    """``path:line: .name`` of every attribute named in ``INTERNALS``, at any depth."""
    return [f"{path}:{node.lineno}: .{node.attr}"
            for path in paths for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(node, ast.Attribute) and node.attr in INTERNALS]


def layer_files() -> list[Path]:
    return sorted(p for layer in LAYERS for p in (ROOT / layer).rglob("*.py")) + [
        ROOT / "streamlit_app.py"]


def test_no_layer_imports_a_private_module_of_the_rules() -> None:
    assert private_imports(layer_files()) == []


def test_the_check_finds_a_private_import(tmp_path: Path) -> None:
    (tmp_path / "page.py").write_text("def f():\n    from games.kamla.board import NUMBER\n"
                                      "import games.core.grid\nfrom games.kamla import NUMBER\n")
    found = private_imports([tmp_path / "page.py"])
    assert [line.split(": ", 1)[1] for line in found] == ["games.kamla.board", "games.core.grid"]


def test_no_layer_reads_the_engine_or_config_of_a_game() -> None:
    assert internal_reads(layer_files()) == []


def test_the_check_finds_an_internal_read(tmp_path: Path) -> None:
    (tmp_path / "page.py").write_text("g = game.engine.geometry\n"
                                      "def f(rp):\n    return rp.game.config.session\n"
                                      "h = game.geometry\nengine = config = 1\n")
    found = internal_reads([tmp_path / "page.py"])
    assert [line.split(":", 1)[1] for line in found] == ["1: .engine", "3: .config"]


@pytest.mark.parametrize("package", sorted(PUBLIC))
def test_every_public_name_is_there(package: str) -> None:
    module = importlib.import_module(package)
    for name in getattr(module, "__all__", ()):
        assert hasattr(module, name), (package, name)
