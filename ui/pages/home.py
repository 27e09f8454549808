"""Start page: in its first screen what the app does (play, the reading, the
journal, the sitting) and a game one click away (issue 28); then each practice
in a few lines, and the way into it."""
import streamlit as st

from ui.catalog import BY_FAMILY, PRACTICES, preview_scene
from ui.common import continue_list
from ui.components.board import board
from ui.followup import home_note
from ui.i18n import _

st.title(_("Kamla & Senet"))
st.markdown(_(
    "- **Play** ancient board games: Kamla, Senet, Altai Shatra, Tavreli and tafl.\n"
    "- **The reading**: each game you finish is read like an oracle, from its moves.\n"
    "- **The journal** keeps every game and reading, with your notes and mood.\n"
    "- **The sitting**: Senet as a meditation timer, with bells and ambient sound."))
with st.container(horizontal=True, key="home_start"):
    st.page_link(BY_FAMILY["kamla"].page, label=_("Play Kamla"), icon=":material/play_arrow:")
    st.page_link(BY_FAMILY["senet"].page, label=_("Play Senet"), icon=":material/play_arrow:")
    st.page_link(BY_FAMILY["senet"].page, label=_("Begin a sitting"),
                 icon=":material/self_improvement:", query_params={"practice": "cycles"})
    st.page_link("ui/pages/journal.py", label=_("Open the journal"), icon=":material/auto_stories:")

continue_list(None, key_prefix="home_continue")
home_note()

for number, practice in enumerate(PRACTICES):
    if number % 3 == 0:
        columns = st.columns(3, gap="medium")
    with columns[number % 3].container(border=True, height="stretch"):
        st.subheader(_(practice.title))
        board(preview_scene(practice), key=f"home_preview_{number}", on_click=lambda: None)
        st.write(_(practice.text))
        st.page_link(practice.page, label=_(practice.action), icon=":material/play_arrow:",
                     query_params=practice.query or None)
        if practice.rules_page:
            st.page_link(practice.rules_page, label=_("Read the rules"), icon=":material/menu_book:")
