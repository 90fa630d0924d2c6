"""What the app says when a saved game cannot be used or written, in the player's language: every kind of the
store's SaveError (the start page's autosave notice, the Open and Replay dialogs) and the OS errors of a
failed write (the game page's notice while the autosave fails, the Save dialogs), through one errno table.

The sentences keep the translation contexts they had before they were gathered here (SaveFiles, StartPage,
SaveNotice), so that their translations still match.
"""

from __future__ import annotations

import errno
import os

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from cardtable.store.save_error import SaveError
from cardtable.store.outside_files import NotRegularFile, UnusablePath

T = QCoreApplication


# --- why a saved game cannot be used ------------------------------------------------------------------------

# kind -> (translation context, clause); the clause's fields are the error's values of the same names.
_CLAUSES = {
    "empty": ("SaveFiles", QT_TRANSLATE_NOOP("SaveFiles", "the file is empty")),
    "truncated": ("SaveFiles", QT_TRANSLATE_NOOP(
        "SaveFiles", "the file is cut short (perhaps it was not completely copied or downloaded)")),
    "not_json": ("SaveFiles", QT_TRANSLATE_NOOP(
        "SaveFiles", "the file is not in the format of cardtable's saved games (an error at line {line})")),
    "not_text": ("SaveFiles", QT_TRANSLATE_NOOP(
        "SaveFiles", "the file is not text (perhaps a picture or another program's file)")),
    "too_large": ("StartPage", QT_TRANSLATE_NOOP(
        "StartPage", "the file is larger than {size} MB, far more than a saved game")),
    "too_complex": ("StartPage", QT_TRANSLATE_NOOP(
        "StartPage", "the file holds a number too long or data nested too deeply")),
    "cannot_open": ("SaveFiles", QT_TRANSLATE_NOOP("SaveFiles", "the file could not be read ({error})")),
    "unusable_name": ("SaveFiles", QT_TRANSLATE_NOOP("SaveFiles", "its name cannot be used on this system")),
    "not_a_save": ("SaveFiles", QT_TRANSLATE_NOOP("SaveFiles", "the file is not a cardtable saved game")),
    "unknown_game": ("SaveFiles", QT_TRANSLATE_NOOP(
        "SaveFiles", "it is a game of “{game}”, which this version of cardtable does not have")),
    "newer": ("SaveFiles", QT_TRANSLATE_NOOP(
        "SaveFiles", "it was saved by a newer version of cardtable; update cardtable to open it")),
    # The problem is the store's English clause, kept as it is for a bug report.
    "damaged": ("SaveFiles", QT_TRANSLATE_NOOP("SaveFiles", "its content is inconsistent ({problem})")),
    "unexpected": ("StartPage", QT_TRANSLATE_NOOP(
        "StartPage", "an unexpected error occurred, please report it ({error})")),
}


# outside_files.NotRegularFile's `what` -> what the player reads in its place (the kind "not_regular").
_NOT_REGULAR = {
    "folder": QT_TRANSLATE_NOOP("SaveFiles", "it is a folder, not a file"),
    "fifo": QT_TRANSLATE_NOOP("SaveFiles", "it is a named pipe, not a file"),
    "device": QT_TRANSLATE_NOOP("SaveFiles", "it is a device, not a file"),
    "socket": QT_TRANSLATE_NOOP("SaveFiles", "it is a socket, not a file"),
    "special": QT_TRANSLATE_NOOP("SaveFiles", "it is a special file, not a regular one"),
}


def not_regular(what: str) -> str:
    """Why a folder, a named pipe... is neither read nor written, in the player's language."""
    return T.translate("SaveFiles", _NOT_REGULAR.get(what, _NOT_REGULAR["special"]))


def why(error: SaveError) -> str:
    """The error as a clause in the player's language, its values completing it (a kind save_reader raises)."""
    if error.kind == "not_regular":
        return not_regular(error.values.get("what", "special"))
    if error.kind not in _CLAUSES:
        raise ValueError(f"save_reader raises no error of the kind {error.kind!r}")
    context, clause = _CLAUSES[error.kind]
    return T.translate(context, clause).format(**error.values)


def open_problem(path: str, error: SaveError) -> str:
    """The sentence naming why the file `path` cannot be opened (or replayed)."""
    return T.translate("SaveFiles", "“{file}” cannot be opened: {why}.").format(
        file=os.path.basename(path), why=why(error))


def left_unchanged() -> str:
    return T.translate("SaveFiles", "The file was left as it is.")


def missing_recent(path: str) -> str:
    return T.translate("SaveFiles", "“{file}” is no longer in {folder}: it was removed from the recent games.").format(
        file=os.path.basename(path), folder=os.path.dirname(path) or os.sep)


def autosave_notice(status: str, error: SaveError | None, place: str) -> str:
    """The start page's notice: why the autosave cannot be used (status "unreadable" or "newer"; `place` is where
    it was kept, "" if it could not be moved) or why games cannot be saved (status "unavailable", the error of
    the kind "folder_unusable"). "" for any other status."""
    if status == "unavailable" and error is not None:
        return T.translate(
            "StartPage", "Games cannot be saved or resumed: the folder {folder} cannot be used ({error}).").format(
            folder=error.values["folder"], error=error.values["error"])
    if status == "newer":
        problem = T.translate("StartPage", "The saved game was written by a newer version of cardtable.")
    elif status == "unreadable" and error is not None:
        problem = T.translate("StartPage", "The saved game could not be read, so it cannot be resumed: {why}.").format(
            why=why(error))
    else:
        return ""
    if place:
        return problem + " " + T.translate("StartPage", "It was kept unchanged as {file}.").format(file=place)
    return problem + " " + T.translate("StartPage", "It could not be moved aside: the next game will replace it.")


# --- why a game could not be written ------------------------------------------------------------------------

def _write_failures(autosave: bool) -> dict[int, str]:
    """errno -> why a save could not be written. The autosave's folder is cardtable's own data folder, the
    player's is one they chose: two problems are told differently."""
    if autosave:
        forbidden = T.translate("SaveNotice", "cardtable may not write in its data folder")
        read_only = T.translate("SaveNotice", "the data folder is on a read-only disk")
    else:
        forbidden = T.translate("SaveFiles", "you may not write in that folder")
        read_only = T.translate("SaveFiles", "the disk is read-only")
    return {
        errno.ENOSPC: T.translate("SaveFiles", "the disk is full"),
        getattr(errno, "EDQUOT", errno.ENOSPC): T.translate("SaveFiles", "the disk quota is used up"),
        errno.EACCES: forbidden,
        errno.EPERM: forbidden,
        errno.EROFS: read_only,
        errno.ENOENT: T.translate("SaveFiles", "the folder does not exist"),
        errno.EISDIR: T.translate("SaveFiles", "a folder has that name"),
    }


def write_failure(error: OSError, autosave: bool = False) -> str:
    """Why `error` stopped a save, in the player's language for the usual causes; else in the system's words."""
    if isinstance(error, NotRegularFile):
        return not_regular(error.what)
    if isinstance(error, UnusablePath):
        return T.translate("SaveFiles", "its name cannot be used on this system")
    known = _write_failures(autosave).get(error.errno)
    return known or error.strerror or str(error) or type(error).__name__


def save_problem(path: str, error: OSError) -> str:
    """Why the game could not be written to `path`; nothing else was changed."""
    return T.translate("SaveFiles", "The game could not be saved as “{file}”: {reason}.").format(
        file=os.path.basename(path), reason=write_failure(error))


def not_being_saved(error: OSError) -> str:
    """The game page's notice while the autosave cannot be written."""
    return "⚠ " + T.translate("SaveNotice", "This game is not being saved: {reason}. It will be tried again after "
                                            "the next move.").format(reason=write_failure(error, autosave=True))
