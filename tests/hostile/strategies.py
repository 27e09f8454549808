"""Hostile text for the parsers and command lines: the parser fuzz's own
strategies (random, spliced, huge numbers), at 10,000 examples a test."""
from __future__ import annotations

from hypothesis import HealthCheck, settings

from tests.core.test_parser_fuzz import (  # noqa: F401  (shared with the hostile tests)
    HOSTILE_EXAMPLES,
    MESSAGE_LIMIT,
    huge_number,
)
from tests.core.test_parser_fuzz import hostile_text as hostile  # noqa: F401

HOSTILE = settings(max_examples=HOSTILE_EXAMPLES, deadline=None, derandomize=True,
                   database=None, suppress_health_check=list(HealthCheck))
