"""The oracle is pure: the rules engines, the standard library and Babel's
locale data (plural rules and number formats, issue 29) only."""
from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "oracle"
FORBIDDEN_NAMES = {"streamlit", "sqlite3", "socket", "urllib", "http", "requests", "time",
                   "datetime", "subprocess", "threading", "asyncio", "secrets"}


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module.split(".")[0])
    return found


def test_imports_only_games_and_the_standard_library() -> None:
    for path in sorted(PACKAGE.rglob("*.py")):
        for name in _imports(path):
            assert name in {"games", "oracle", "babel"} or name in sys.stdlib_module_names, \
                (path, name)
            assert name not in FORBIDDEN_NAMES, (path, name)


def test_no_printing_no_clock_no_randomness_outside_the_command() -> None:
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                if path.name != "cli.py":  # the command line prints its reading
                    assert node.func.id not in {"print", "input", "open", "eval", "exec"}, path
        if path.name not in ("rarity.py", "survey.py"):  # the offline commands
            assert "random" not in _imports(path), path


def test_importing_the_oracle_loads_no_ui_or_storage() -> None:
    script = ("import sys, oracle, oracle.rarity\n"
              "oracle.read('kamla', [])\n"
              "oracle.read('kamla', [], lang='ru')\n"
              "bad = sorted(m for m in sys.modules if m.split('.')[0] in "
              "{'streamlit', 'sqlite3', '_sqlite3', 'socket', 'http'})\n"
              "sys.exit(', '.join(bad) or 0)\n")
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                          text=True, env={"PYTHONPATH": str(ROOT), "PATH": ""})
    assert done.returncode == 0, done.stderr
