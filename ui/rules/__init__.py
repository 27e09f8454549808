"""Rules pages written for players: content as data, rendered by ui/pages/rules_*.py."""
