"""The server `make run` starts: the app (streamlit_app.py) behind one guard
on every path, ``ui.hosts.RefuseForeignHosts``, so Streamlit's own endpoints
refuse a foreign Host header as the pages do (issue 27)."""
import streamlit as st
from starlette.middleware import Middleware

from ui.hosts import RefuseForeignHosts

app = st.App("streamlit_app.py", middleware=[Middleware(RefuseForeignHosts)])
