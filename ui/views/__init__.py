"""Per-game views: pure functions from a game state to a board scene and from
legal moves to click paths. No rule is decided here: moves come from the engine."""
