"""The oracle: pure functions from a game record or position to symbols, then to a reading.

>>> from oracle import read, symbols, rarity_text
>>> reading = read("kamla", ["Sd3-d4"], question="What grows?")
>>> reading.paragraphs[0][0]
'kamla.open'

- ``symbols(ruleset, record, *, options=None, start_position=None)``: the
  signs a record shows (``Symbol``: id, label, detail, weight, rarity),
  heaviest first; a finished game or a game in progress.
- ``read(..., question="")``: a ``Reading`` (title, answer, 3-6 paragraphs
  tied to symbols present, the symbols, the ruleset, the question as quoted).
- ``rarity_text(share)``: "seen in about 1 game of 40".

Pure: it imports the rules engines (``games``) and the standard library only;
no clock, no network, no printing, no randomness (except in the offline
command ``python -m oracle.rarity``). The same record always gives the same
reading.

Where things live:

- ``kamla.py``, ``senet.py``, ``shatra.py``, ``tavreli.py``, ``tafl.py`` (Tavlei
  and Hnefatafl): what a record shows, as facts (``Found``); ``generic.py``:
  the outcome and length any ruleset has;
- ``texts/*.toml``: every label and text, by symbol id (format in ``texts.py``);
- ``reading.py``: symbols and the composition of a reading;
- ``data/rarity.json``: how often each symbol shows in seeded random games,
  written by ``python -m oracle.rarity`` and read by ``tables.py``.

Adding a symbol: make an extractor emit its id and list the id in that
module's ``possible_ids``; add its table to the family's TOML file; give the
tests a record that shows it (``tests/oracle/corpus.py``); run
``python -m oracle.rarity``. The tests fail while any of these is missing.
"""
from oracle.model import Reading, Symbol
from oracle.reading import read, symbols
from oracle.tables import rarity_text

__all__ = ["Reading", "Symbol", "rarity_text", "read", "symbols"]
