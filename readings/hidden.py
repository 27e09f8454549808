"""Issue 27: casts of a game with hidden information (Kamla pair, K-22) that
were written, before ``play.lifecycle.write_cast`` kept the secret, while the
game was still in play. Such an entry held the Ruler choices (``R=d1``) in its
record and the real position in its pictures; the migration leaves it its
reading, signs, notes, tags and mood, and gives it what the lifecycle writes
now: no record, and the position as every player may see it."""
from __future__ import annotations

import json
import sqlite3

import games
from games.core import GameError
from readings import compact


def hide_rulers_in_casts(con: sqlite3.Connection) -> None:
    """Every cast of a hidden-information ruleset whose game did not finish
    (still in play, or deleted: then nobody can tell, and the secret is kept)."""
    hidden = [name for name in games.names() if games.make(name).info.hidden_information]
    marks = ",".join("?" * len(hidden))
    rows = con.execute(
        f"""SELECT entry.id, entry.ruleset, entry.options, entry.final_position, entry.body
            FROM entry LEFT JOIN saved_game ON saved_game.id = entry.saved_game_id
            WHERE entry.kind = 'cast' AND entry.ruleset IN ({marks})
              AND (saved_game.id IS NULL OR saved_game.status != 'finished')""",
        hidden).fetchall()
    for entry_id, ruleset, options, final_position, body in rows:
        try:
            game = games.make(ruleset, **json.loads(options))
            state = game.parse_position(final_position)
        except (GameError, TypeError, ValueError):  # unreadable: the start shows no choice
            game = games.make(ruleset)
            state = game.initial_state()
        public = game.format_position(game.common_view(state))
        kept = compact.unpack(body)
        con.execute("UPDATE entry SET body = ?, start_position = ?, final_position = ? "
                    "WHERE id = ?",
                    (compact.pack([], kept["symbols"], kept["reading"]), public, public,
                     entry_id))
