"""Start page: what each practice is, and the rulesets this build can play."""
import streamlit as st

from ui.catalog import PRACTICES, rulesets_of
from ui.common import continue_list

st.title("Kamla & Senet")
st.caption("Ancient board games as a practice: play, keep a reading journal, sit with the sticks.")

for practice in PRACTICES:
    with st.container(border=True):
        st.subheader(f"{practice.sign} {practice.title}")
        st.write(practice.text)
        for info in rulesets_of(practice.family):
            st.markdown(f"- **{info.title}** (`{info.name}`): {info.summary}")

continue_list(None, key_prefix="home_continue")
