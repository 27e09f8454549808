"""Tavreli, Russian tower chess."""
from ui.generic_page import Control, GamePage, render
from ui.i18n import N_
from ui.views import tavreli

render(GamePage(
    family="tavreli", title=N_("Tavreli"),
    caption=N_("Russian tower chess: nothing leaves the board; pieces climb onto one another "
               "and the top piece rules the tower. Splits of a tower are chosen in the moves "
               "box."),
    rulesets=(("Tavreli", "tavreli"),), view=tavreli,
    controls=(Control("move_limit", N_("Draw after this many moves (0: no limit)"), "limit"),),
))
