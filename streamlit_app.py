"""Router only: every page lives in ui/pages; the games' pages come from the
catalog (ui/catalog). Before any page runs, a request
under a foreign host name is refused (ui/hosts); a journal-file failure is
explained in one place (ui/journal_file), and any other failure is logged and
told in one plain sentence (ui/last_resort). Every page is in the language
of the switch at its top (ui/i18n)."""
import streamlit as st

from ui import catalog, hosts, last_resort
from ui.i18n import _, switch


def menu(page: catalog.Page) -> st.Page:
    return st.Page(page.path, title=page.title, icon=page.icon, url_path=page.url_path)


st.set_page_config(page_title="Kamla & Senet", page_icon="🌙", layout="wide")
hosts.refuse_foreign_host()
page = st.navigation(
    {
        "": [st.Page("ui/pages/home.py", title=_("Home"), icon=":material/home:", default=True),
             st.Page("ui/pages/games.py", title=_("Games"), icon=":material/view_list:")],
        _("Play"): [menu(p) for p in catalog.play_pages()],
        _("Reflect"): [
            st.Page("ui/pages/journal.py", title=_("Journal"), icon=":material/auto_stories:",
                    url_path="journal"),
            st.Page("ui/pages/insights.py", title=_("Insights"), icon=":material/insights:",
                    url_path="insights")],
        _("Learn"): [menu(p) for p in catalog.rules_pages()],
    },
    position="top",
)
switch()
last_resort.run_page(page)
