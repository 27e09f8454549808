"""Altai Shatra."""
from ui.generic_page import Control, GamePage, render
from ui.i18n import N_
from ui.views import shatra

render(GamePage(
    family="shatra", title=N_("Altai Shatra"),
    caption=N_("The Altai game of shatras, batyrs and the biy on a board of fortresses, gates "
               "and a ditch; captures leap and chain, and are compulsory."),
    rulesets=(("Altai Shatra", "shatra"),), view=shatra,
    controls=(Control("move_limit", N_("Draw after this many moves (0: no limit)"), "limit"),),
))
