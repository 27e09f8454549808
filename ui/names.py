"""The games' own names in the page's language (issue 29): the rules layer
(``games``) names its rulesets and sides in English, as its records do; the
interface says them through the catalog. A name this build does not know
(an imported entry's) is shown as stored."""
from __future__ import annotations

import i18n
from ui.i18n import N_

TITLES = (N_("Kamla (solo)"), N_("Kamla (pair, hidden Ruler)"), N_("Senet: Kendall"),
          N_("Senet: Bell"), N_("Senet: Kendall-Bell cycles"), N_("Senet: modern Kendall"),
          N_("Altai Shatra"), N_("Tavlei"), N_("Hnefatafl 9x9"), N_("Hnefatafl 11x11"),
          N_("Copenhagen Hnefatafl"), N_("Fetlar Hnefatafl"),
          N_("Tavreli (Russian tower chess)"))
"""Every ruleset's ``info.title``, marked for the catalog."""
SIDES = (N_("Lower World"), N_("Upper World"), N_("Spools"), N_("Cones"), N_("White"),
         N_("Black"), N_("Attackers"), N_("Defenders"))
"""Every side's name (``info.players``), marked for the catalog."""


def said(name: str, lang: str) -> str:
    """A ruleset's title or a side's name in ``lang`` (as stored if unknown)."""
    return i18n.translations(lang).gettext(name) if name in TITLES or name in SIDES else name
