"""The oracle: pure functions from a game record to the signs it shows, the
facts of this game, and a reading laid out as the family's spread.

>>> from oracle import read
>>> reading = read("kamla", ["Sd3-d4"], question="What grows?")
>>> [s.heading for s in reading.sections][:2]
['The ending', 'The image']

- ``read(ruleset, record, *, options, start_position, question, declared,
  querent, since, lang)``: a ``Reading`` in ``lang`` (``"en"`` or ``"ru"``,
  issue 29: the same facts and signs in both, every word from the texts)
  with ``title``, ``figure`` (a Kamla cast on Fu Xi's square, a Senet
  House, the family's own), ``answer`` (the judgement),
  ``first_screen`` (those three, at most 120 words), ``sections`` (heading,
  the line for the question's kind, facts, meaning, source, cells: what a page
  folds), ``text`` (the whole reading, plain), ``prompts``, ``turning_points``,
  ``curve`` and the ``symbols`` it rests on; ``paragraphs`` gives ``(id,
  heading, text)`` for the figure and each section for the pages.
- ``symbols(ruleset, record, ...)``: the signs alone, heaviest first.
- ``python -m oracle read RULESET --moves "..."``: the same reading on the
  command line (``oracle/cli.py``, ``--lang ru``); ``python -m oracle survey``:
  the figures of many readings (``oracle/survey.py``).

Pure: it imports the rules engines (``games``, the computer players' static
evaluation included) and the standard library only; no clock, no network, no
printing outside the commands, no randomness (except in the offline commands).
The same inputs always give the same reading.

Where things live:

- ``kamla.py``, ``senet.py``, ``shatra.py``, ``tavreli.py``, ``tafl.py``: the
  signs a record shows (``Found``); ``generic.py``: outcome and length;
- ``spread/``: each family's positions (``data/spreads.toml``) and the facts of
  this game at each, every fact with a claim; ``check.py`` and
  ``check_families.py``: the cross-check that recomputes every claim;
- ``turning.py``: turning points from ``games.ai.scorer``; ``question.py``: the
  question's kind and words; ``care.py``: what a grief or illness reading never
  says (``data/guarded.toml``); ``numbering.py``: moves numbered as the move
  list numbers them; ``cast.py`` and ``fuxi.py``: Kamla's reading as an I Ching
  cast; ``provenance.py``: where each meaning comes from;
- ``texts/*.toml``: every label and meaning by sign id, 1-5 wordings each,
  and every phrase the code puts a reading together with (``texts/ru/``: the
  Russian twins, ``texts.speaking``, plural forms by Babel),
  a ruleset's own wording where its rules differ, and for a sign of one side
  what it is for a querent who played it (``yours``) or faced it (``facing``);
  without a querent no side is read as the reader's (format in ``texts.py``);
  ``reading.py``: the composition;
- ``data/rarity.json``: how many seeded computer games show each sign at each
  stage, and their lengths, written by ``python -m oracle.rarity``; the lengths
  are read, and each symbol carries its share in plain words (``tables``) for
  the list of signs; the shares never weigh or appear in a reading's text.
"""
from oracle.model import Reading, Symbol
from oracle.reading import read, symbols
from oracle.tables import rarity_text

__all__ = ["Reading", "Symbol", "rarity_text", "read", "symbols"]
