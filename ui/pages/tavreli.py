"""Tavreli, Russian tower chess."""
from ui.generic_page import Control, GamePage, render
from ui.views import tavreli

render(GamePage(
    family="tavreli", title="Tavreli",
    caption="Russian tower chess: nothing leaves the board; pieces climb onto one another "
            "and the top piece rules the tower. Splits of a tower are chosen in the moves box.",
    rulesets=(("Tavreli", "tavreli"),), view=tavreli,
    controls=(Control("move_limit", "Draw after this many moves (0: no limit)", "limit"),),
))
