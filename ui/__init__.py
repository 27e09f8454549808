"""Streamlit pages and components; the rules always come from ``games``."""
