"""Start page: what each practice is, in a few lines, and the way into it."""
import streamlit as st

from ui.catalog import PRACTICES, preview_scene
from ui.common import continue_list
from ui.components.board import board
from ui.followup import home_note

st.title("Kamla & Senet")
st.caption("Ancient board games as a practice: play, keep the record, sit with the sticks.")

continue_list(None, key_prefix="home_continue")
home_note()

for number, practice in enumerate(PRACTICES):
    if number % 3 == 0:
        columns = st.columns(3, gap="medium")
    with columns[number % 3].container(border=True, height="stretch"):
        st.subheader(practice.title)
        board(preview_scene(practice), key=f"home_preview_{number}", on_click=lambda: None)
        st.write(practice.text)
        st.page_link(practice.page, label=practice.action, icon=":material/play_arrow:",
                     query_params=practice.query or None)
        if practice.rules_page:
            st.page_link(practice.rules_page, label="Read the rules", icon=":material/menu_book:")
