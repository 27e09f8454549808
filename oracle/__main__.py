"""``python -m oracle``: see ``oracle.cli``."""
from oracle.cli import main

raise SystemExit(main())
