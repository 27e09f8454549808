"""Every file uploader of the app, in the page's language (issue 29).

Streamlit draws words of its own in the uploader (the Upload button, "200MB
per file • TXT", "Drag and drop a file here") and cannot translate them. On a
page in another language a style scoped to the one widget hides them and puts
the page's own words in their place, as CSS content (text, never markup); in
English Streamlit's words stay.
"""
from __future__ import annotations

import json
from collections.abc import Sequence

import streamlit as st
from streamlit.runtime.uploaded_file_manager import UploadedFile

import i18n
from ui.i18n import _, language

STYLE = """<style>
.st-key-{key} [data-testid='stFileUploaderDropzoneInstructions'] > div > span {{ display: none; }}
.st-key-{key} [data-testid='stFileUploaderDropzoneInstructions'] > div::after {{
  content: {limit}; font-size: 0.875rem; opacity: 0.75; }}
.st-key-{key} [data-testid='stFileUploaderDropzone'] [data-testid='stBaseButton-secondary']
  [data-testid='stMarkdownContainer'] {{ display: none; }}
.st-key-{key} [data-testid='stFileUploaderDropzone'] [data-testid='stBaseButton-secondary']::after {{
  content: {browse}; margin-left: 0.375rem; }}
.st-key-{key} [data-testid='stFileChipName'] + div,
.st-key-{key} [data-testid='stFileUploaderDropzone'] [data-testid='stBaseButton-borderlessIcon'] {{
  display: none; }}
.st-key-{key} [data-testid='stFileUploaderDropzone'] > span:not(:has(button)) {{
  display: none; }}
.st-key-{key} [data-testid='stFileUploaderDropzone'][class]:not(:has(button))::after {{
  content: {drop}; }}
</style>"""
"""The uploader ``key``'s own words replaced: its instructions, its button, its drop
hint; a chosen file's size (in English units) and the button that adds another file
(named in English; this uploader takes one file) are left out: removing the
chosen file makes room for another."""


def file_uploader(label: str, *, key: str, types: Sequence[str],
                  most_mb: int | None = None) -> UploadedFile | None:
    """``st.file_uploader`` for one file of ``types``, at most ``most_mb``
    megabytes (the server's cap by default), said in the page's language."""
    most = most_mb or int(st.get_option("server.maxUploadSize"))
    lang = language()
    if lang != "en":
        limit = _("Up to {size} MB · {types}").format(
            size=i18n.format_number(most, lang), types=", ".join(t.upper() for t in types))
        st.html(STYLE.format(key=key, limit=json.dumps(limit, ensure_ascii=False),
                             browse=json.dumps(_("Choose a file"), ensure_ascii=False),
                             drop=json.dumps(_("Drop the file here"), ensure_ascii=False)))
    return st.file_uploader(label, type=list(types), key=key, max_upload_size=most_mb)
