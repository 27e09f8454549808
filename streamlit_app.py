"""Router only: every page lives in ui/pages. Before any page runs, a request
under a foreign host name is refused (ui/hosts); a journal-file failure is
explained in one place (ui/journal_file)."""
import streamlit as st

from ui import hosts, journal_file

st.set_page_config(page_title="Kamla & Senet", page_icon="🌙", layout="wide")
hosts.refuse_foreign_host()
page = st.navigation(
    {
        "": [st.Page("ui/pages/home.py", title="Home", icon=":material/home:", default=True),
             st.Page("ui/pages/games.py", title="Games", icon=":material/view_list:")],
        "Play": [st.Page("ui/pages/kamla.py", title="Kamla", icon=":material/change_history:"),
                 st.Page("ui/pages/kamla_remote.py", title="Kamla on two screens",
                         icon=":material/devices:", url_path="kamla-two-screens"),
                 st.Page("ui/pages/senet.py", title="Senet", icon=":material/hourglass_empty:"),
                 st.Page("ui/pages/shatra.py", title="Altai Shatra", icon=":material/landscape:"),
                 st.Page("ui/pages/tavreli.py", title="Tavreli", icon=":material/stacks:"),
                 st.Page("ui/pages/tafl.py", title="Tavlei and Hnefatafl",
                         icon=":material/castle:")],
        "Reflect": [st.Page("ui/pages/journal.py", title="Journal", icon=":material/auto_stories:"),
                    st.Page("ui/pages/insights.py", title="Insights", icon=":material/insights:")],
        "Learn": [st.Page("ui/pages/rules_kamla.py", title="Kamla rules",
                          icon=":material/menu_book:", url_path="kamla-rules"),
                  st.Page("ui/pages/rules_senet.py", title="Senet rules",
                          icon=":material/menu_book:", url_path="senet-rules"),
                  st.Page("ui/pages/rules_shatra.py", title="Altai Shatra rules",
                          icon=":material/menu_book:", url_path="shatra-rules"),
                  st.Page("ui/pages/rules_tavreli.py", title="Tavreli rules",
                          icon=":material/menu_book:", url_path="tavreli-rules"),
                  st.Page("ui/pages/rules_tafl.py", title="Tavlei and Hnefatafl rules",
                          icon=":material/menu_book:", url_path="tafl-rules")],
    },
    position="top",
)
journal_file.run_page(page)
