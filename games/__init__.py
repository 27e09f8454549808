"""Pure rules of every game, behind one protocol (see ``games.core``).

Importing this package registers every ruleset: ``games.make("kamla")``.
"""
from games import kamla  # noqa: F401  (registers its rulesets)
from games import senet  # noqa: F401  (registers its rulesets)
from games import shatra  # noqa: F401  (registers its rulesets)
from games import tafl  # noqa: F401  (registers its rulesets)
from games import tavreli  # noqa: F401  (registers its rulesets)
from games.core import make, names

__all__ = ["make", "names"]
