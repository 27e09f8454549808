# Two commands for users and CI: `make run` and `make test` (see README.md).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
HOST ?= 127.0.0.1
PORT ?= 8501

.PHONY: run test bench install install-test chromium

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

install: $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .

install-test: $(BIN)/python
	$(BIN)/python -m pip install --quiet -e ".[test]"

# Debian's Chromium for the browser tests; never a browser download.
chromium:
	@command -v chromium >/dev/null 2>&1 || { \
	  echo "Installing Debian's chromium with apt-get"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq chromium >/dev/null; }

# Run from the repository root: Streamlit reads .streamlit/config.toml there (upload cap).
run: install
	@echo "Starting the app at http://$(HOST):$(PORT)  (Ctrl+C to stop)"
	cd "$(dir $(abspath $(firstword $(MAKEFILE_LIST))))" && \
	  $(BIN)/streamlit run streamlit_app.py --server.address=$(HOST) --server.port=$(PORT)

test: install-test chromium
	$(BIN)/python -m pytest

bench: install-test
	$(BIN)/python -m benchmarks.perft_vs_chess
