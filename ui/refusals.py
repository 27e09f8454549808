"""The journal's refusals said in the page's language (issue 29). ``readings``
stays pure and English: its errors are told here by their ``reason`` (and
their class when they name none), and the English page keeps each error's own
detailed sentence."""
from __future__ import annotations

import gettext

import i18n
from readings import backup, journal, remote, transfer
from readings.failures import JournalFileError, Refusal
from ui.i18n import N_, _, language

RESTORES = {"gzip": N_("the file is a damaged compressed archive"),
            "not sqlite": N_("the file is not a journal backup: it is not a database at all"),
            "foreign": N_("the file is another program's database, not a journal backup"),
            "newer": N_("the backup was made by a newer version of the app"),
            "damaged": N_("the backup is damaged"),
            "entry": N_("entry {number} of the backup is malformed or too large for this app")}
"""Why a backup was not restored (``RestoreRefused.reason``)."""
IMPORTS = {"not json": N_("the file is not JSON text"),
           "too deep": N_("the file nests lists or objects too deeply"),
           "not unicode": N_("the file holds text that is not valid Unicode"),
           "not export": N_("the file is not a journal export"),
           "version": N_("the export was made by another version of the app, which this one "
                         "cannot read"),
           "entry": N_("entry {number} of the file is malformed or too large")}
"""Why an export was not imported (``ImportRejected.reason``); sizes are below."""
REMOTES = {"no game": N_("No game has the code «{code}»: check it and try again."),
           "full": N_("The game {code} already has its two players."),
           "ended": N_("The game {code} has ended: its code no longer opens it."),
           "no seat": N_("No game has this seat key: check it and try again."),
           "over": N_("The game is over: start a new one."),
           "joined": N_("The other player has joined: the game needs no code now."),
           "browser tries": N_("Too many wrong codes came from this browser in the last "
                               "minute: wait a minute, check the code and try again."),
           "code tries": N_("This code was tried wrongly too many times in the last minute: "
                            "wait a minute, check the code and try again."),
           "players": N_("this game is played on two screens: only its two players can "
                         "change it")}
"""Why a two-screen request was refused (``RemoteError.reason``)."""


def refusal(error: Exception, lang: str | None = None) -> str:
    """Why a save, an import, a restore or a two-screen request was refused,
    as one sentence in ``lang`` (the page's language by default)."""
    lang = lang or language()
    if lang == "en":
        return str(error)
    words = i18n.translations(lang)
    if isinstance(error, Refusal) and (said := _by_reason(error, words, lang)):
        return said
    if isinstance(error, backup.RestoreRefused):
        return words.gettext(RESTORES["damaged"])
    if isinstance(error, transfer.ImportRejected):
        return words.gettext("the file is not a journal export this app can read, or an entry "
                             "in it is too large or malformed")
    if isinstance(error, journal.JournalError):
        return words.gettext("notes, tags, the mood or the follow-up are too long or not what "
                             "the journal keeps")
    return str(error)  # a two-screen refusal the play layer has already said in ``lang``


def _by_reason(error: Refusal, words: gettext.NullTranslations, lang: str) -> str:
    """The sentence for the error's ``reason`` filled with its ``facts``;
    nothing for a reason this page does not say."""
    facts, reason = error.facts, error.reason
    if isinstance(error, transfer.ImportRejected) and reason == "too large":
        return words.gettext("the file is larger than {most} MB").format(
            most=i18n.format_number(int(str(facts["most"])), lang))
    if isinstance(error, transfer.ImportRejected) and reason == "too many":
        most = int(str(facts["most"]))
        return words.ngettext("the export holds more than {most} entry",
                              "the export holds more than {most} entries", most).format(
            most=i18n.format_number(most, lang))
    if isinstance(error, remote.RemoteError) and reason == "expired":
        hours = int(str(facts["hours"]))
        return words.ngettext("The code {code} has expired: nobody joined within {hours} hour. "
                              "Start a new game.",
                              "The code {code} has expired: nobody joined within {hours} hours. "
                              "Start a new game.", hours).format(code=facts["code"], hours=hours)
    table = RESTORES if isinstance(error, backup.RestoreRefused) else \
        IMPORTS if isinstance(error, transfer.ImportRejected) else \
        REMOTES if isinstance(error, remote.RemoteError) else {}
    if reason not in table or (reason == "entry" and "number" not in facts):
        return ""
    return words.gettext(table[reason]).format(**facts)


def file_failure(error: JournalFileError) -> str:
    """A failure of the journal file: what happened, and that nothing was written."""
    if language() == "en":
        return str(error)
    if error.damaged:
        return _("The journal file {path} is damaged: it cannot be read as a journal. Nothing "
                 "was written: the file was left untouched.").format(path=error.path)
    if error.locked:
        return _("The journal file {path} is locked by another program. Close that program or "
                 "wait a moment, then try again. Nothing was written: the file was left "
                 "untouched.").format(path=error.path)
    return _("The journal file {path} cannot be used right now (it may be read-only, the disk "
             "full, or the file from a newer version of the app). Nothing was written: the "
             "file was left untouched.").format(path=error.path)
