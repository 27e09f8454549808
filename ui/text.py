"""Showing journal text as data: every character literally, nothing interpreted."""
import re

_SPECIAL = re.compile(r"([\\`*_{}\[\]()#+\-.!|<>~$:])")


def plain(text: str) -> str:
    """``text`` escaped for ``st.markdown`` so it renders exactly as written:
    no links, images, HTML or formatting can come from it."""
    return _SPECIAL.sub(r"\\\1", str(text)).replace("\n", "  \n")
