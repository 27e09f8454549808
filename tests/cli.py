"""Run the games command line in a subprocess (shared by the CLI tests)."""
import subprocess
import sys


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "games", *args], capture_output=True, text=True,
                          timeout=120)
