"""Per-game views: pure functions from a game state to a board scene and from
legal moves to click paths. No rule is decided here: moves come from the engine."""


def scene_options(view, game) -> dict:
    """What a view's ``scene`` needs to know of the game beyond the state, as
    keyword arguments (the view's ``scene_options(game)``; none for most)."""
    options = getattr(view, "scene_options", None)
    return options(game) if options else {}
