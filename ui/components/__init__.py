"""Streamlit components shared by the pages (board, sticks, bell, timer)."""
