# Two commands for users and CI: `make run` and `make test` (see README.md).
# For developers: `make check`, the fast loop (lint, types, tests without browsers or
# the `slow` ones), and `make lint` alone.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
HOST ?= 127.0.0.1
PORT ?= 8501

.PHONY: run test check lint bench install install-test chromium i18n

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# Stamps keyed on pyproject.toml: pip runs only when the dependencies changed, so a
# second `make run` needs no network. The test extras include the app's, so they
# renew both stamps.
RUN_STAMP := $(VENV)/.installed-app
TEST_STAMP := $(VENV)/.installed-test

$(RUN_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(TEST_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e ".[test]"
	touch $@ $(RUN_STAMP)

install: $(RUN_STAMP)

install-test: $(TEST_STAMP)

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
	  $(BIN)/streamlit run serve.py --server.address=$(HOST) --server.port=$(PORT)

# pytest's exit code 5 means it collected no test: a broken path or marker, never a pass.
PYTEST = $(BIN)/python -m pytest $(1) || { status=$$?; \
	  [ $$status -ne 5 ] || echo "pytest collected no tests: that is a failure" >&2; \
	  exit $$status; }

lint: install-test
	$(BIN)/ruff check .
	$(BIN)/mypy

# Every test: the fast and slow ones on both cores, then the browser ones one at a time
# (each serves the app and drives Chromium).
test: lint chromium
	$(call PYTEST,--ignore=tests/e2e -n 2 --dist loadfile)
	$(call PYTEST,tests/e2e)

# Two workers, one per core; a test file stays on one worker (its module fixtures once).
check: lint
	$(call PYTEST,--ignore=tests/e2e -m "not slow" -n 2 --dist loadfile)

bench: install-test
	$(BIN)/python -m benchmarks.perft_vs_chess

# The Russian edition's catalog (issue 29): extract the marked messages, bring
# each language's .po up to date with them (new ones come in untranslated, for
# tests/i18n to refuse until they are written; retired ones are dropped), and
# compile each to check it.
I18N := i18n
i18n: install-test
	$(BIN)/pybabel -q extract -F babel.cfg --no-location --sort-output \
	  --project="Kamla & Senet" -o $(I18N)/messages.pot .
	$(BIN)/pybabel -q update --init-missing -l ru --no-fuzzy-matching --ignore-obsolete \
	  --ignore-pot-creation-date \
	  -i $(I18N)/messages.pot -d $(I18N)/locale -D messages
	@for po in $(I18N)/locale/*/LC_MESSAGES/messages.po; do \
	  $(BIN)/pybabel compile --statistics -i $$po -o /dev/null || exit 1; done
