"""Showing journal text as data: every character literally, nothing interpreted."""
import re

_SPECIAL = re.compile(r"([\\`*_{}\[\]()#+\-.!|<>~$:])")


def plain(text: str) -> str:
    """``text`` escaped for ``st.markdown`` so it renders exactly as written:
    no links, images, HTML or formatting can come from it."""
    return _SPECIAL.sub(r"\\\1", str(text)).replace("\n", "  \n")


def said(message: object) -> str:
    """An error's message as a sentence on the page: capital first letter, a
    full stop at the end, and escaped like ``plain`` (it may quote input)."""
    text = str(message).strip()
    if text and text[0].islower():
        text = text[0].upper() + text[1:]
    if text and text[-1] not in ".!?)":
        text += "."
    return plain(text)


def counted(count: int, noun: str, plural: str | None = None) -> str:
    """``1 move``, ``2 moves``, ``0 throws``, ``1 entry``, ``3 entries``."""
    return f"{count:,} {noun if count == 1 else plural or noun + 's'}"


def is_plural(name: str) -> bool:
    """A side named as a group ("Defenders", "Spools"), not as one ("White",
    "Lower World")."""
    return name.endswith("s") and not name.endswith("ss")


def the_side(name: str) -> str:
    """A side as a sentence's subject: "The defenders", "White"."""
    return f"The {name.lower()}" if is_plural(name) else name


def side_does(name: str, singular: str, plural: str) -> str:
    """The side and its verb in agreement: ("Defenders", "wins", "win") ->
    "The defenders win"; ("White", "wins", "win") -> "White wins"."""
    return f"{the_side(name)} {plural if is_plural(name) else singular}"


def wins(name: str) -> str:
    """ "The defenders win", "Lower World wins"."""
    return side_does(name, "wins", "win")
