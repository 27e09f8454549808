"""Streamlit pages (routed by streamlit_app.py)."""
