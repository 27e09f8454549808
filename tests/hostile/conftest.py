"""The app tests' fixtures: every test gets its own empty database folder."""
from tests.app.conftest import data_dir  # noqa: F401  (a fixture)
