"""Tavlei and Hnefatafl."""
from ui import tafl_records
from ui.generic_page import Control, GamePage, render
from ui.i18n import N_
from ui.views import tafl

render(GamePage(
    family="tafl", title=N_("Tavlei and Hnefatafl"),
    caption=N_("The northern hunt: the attackers close in on the prince, who seeks a corner of "
               "the board. Tavlei is the seed's first game; Hnefatafl follows Helmfrid; "
               "Copenhagen and Fetlar are the rules played today."),
    rulesets=(("Tavlei", "tavlei"), ("Hnefatafl 9x9", "hnefatafl-9"),
              ("Hnefatafl 11x11", "hnefatafl-11"), ("Copenhagen", "copenhagen"),
              ("Fetlar", "fetlar")),
    view=tafl,
    controls=(
        Control("king_captured_by_two", N_("The king is captured by two, like any piece"),
                "toggle"),
        Control("king_armed", N_("The king takes part in captures"), "toggle"),
        Control("edge_escape", N_("The king escapes at any edge square, not only a corner"),
                "toggle"),
        Control("corners_ordinary", N_("The corners are ordinary squares (Saami Tablut)"),
                "toggle", needs="edge_escape",
                help=N_("With edge escape the corners are exits like any edge square; in Saami "
                        "Tablut they also lose their other role: any piece may stop there and "
                        "they help no capture (TD-13).")),
        Control("escape_limit", N_("Moves the king's side has to escape (0: no limit)"),
                "limit", help=N_("The seed suggests 13 to 15.")),
        Control("dice", N_("Dice"), "choice", choices=(
            (N_("No dice"), None), (N_("A die decides how far a piece moves"), "distance"),
            (N_("An odd or even throw decides whether you move"), "parity"))),
        Control("quiet_limit", N_("Draw after this many moves without a capture (0: never)"),
                "limit"),
    ),
))
tafl_records.panel()
