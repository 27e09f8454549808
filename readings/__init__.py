"""The reading journal: SQLite storage of saved games and readings, with ordered migrations."""
