"""The journal's refusals said in the page's language (issue 29). ``readings``
stays pure and English: its errors are told here by their class, and the
English page keeps each error's own detailed sentence."""
from __future__ import annotations

from readings import backup, journal, remote, transfer
from readings.failures import JournalFileError
from ui.i18n import _, language


def refusal(error: Exception) -> str:
    """Why a save, an import or a restore was refused, as one sentence."""
    if language() == "en":
        return str(error)
    if isinstance(error, backup.RestoreRefused):
        return _("the file is not a backup of this journal, or it is damaged or from a newer "
                 "version of the app")
    if isinstance(error, transfer.ImportRejected):
        return _("the file is not a journal export this app can read, or an entry in it is "
                 "too large or malformed")
    if isinstance(error, remote.RemoteError):
        return _("this game is played on two screens: only its two players can change it")
    if isinstance(error, journal.JournalError):
        return _("notes, tags, the mood or the follow-up are too long or not what the journal "
                 "keeps")
    return str(error)


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
