"""The journal from the command line (issue 26):

    python -m readings backup PATH     # a backup of the journal (gzip if PATH ends in .gz)
    python -m readings restore PATH    # add the backup's entries the journal lacks

The journal is the app's own (``KAMLA_DATA_DIR`` chooses another profile)."""
from __future__ import annotations

import argparse
import sys

from readings import backup, db
from readings.failures import JournalFileError


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m readings",
                                     description="Back up the journal, or restore a backup.")
    parser.add_argument("action", choices=("backup", "restore"))
    parser.add_argument("path", help="the backup file (.sqlite3, or .sqlite3.gz to compress)")
    args = parser.parse_args(argv)
    try:
        with db.session() as con:
            if args.action == "backup":
                written = backup.backup(con, args.path)
                count = con.execute("SELECT COUNT(*) FROM entry").fetchone()[0]
                print(f"backed up {count:,} entries to {written} "
                      f"({written.stat().st_size / 1e6:.1f} MB)")
            else:
                result = backup.restore(con, args.path)
                print(f"restored {result.added:,} entries ({result.skipped:,} already in the "
                      f"journal skipped, {result.followups:,} follow-ups)")
    except (backup.RestoreRefused, JournalFileError, OSError) as error:
        print(f"nothing was {'restored' if args.action == 'restore' else 'backed up'}: {error}",
              file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
