"""Altai Shatra."""
from ui.generic_page import Control, GamePage, render
from ui.views import shatra

render(GamePage(
    family="shatra", title="Altai Shatra",
    caption="The Altai game of shatras, batyrs and the biy on a board of fortresses, gates "
            "and a ditch; captures leap and chain, and are compulsory.",
    rulesets=(("Altai Shatra", "shatra"),), view=shatra,
    controls=(Control("move_limit", "Draw after this many moves (0: no limit)", "limit"),),
))
