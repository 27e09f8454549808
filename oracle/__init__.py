"""The oracle: pure functions from a game record or position to symbols, then to a reading."""
