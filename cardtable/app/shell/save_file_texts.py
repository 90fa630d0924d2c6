"""What the File menu says when a saved game cannot be opened or saved, in the player's language."""

from __future__ import annotations

import errno
import os

from PySide6.QtCore import QCoreApplication

T = QCoreApplication


def open_problem(path: str, kind: str, detail: str) -> str:
    """The sentence naming why the file `path` cannot be opened (a SaveFileError's kind and detail)."""
    return T.translate("SaveFiles", "“{file}” cannot be opened: {why}.").format(
        file=os.path.basename(path), why=_why(kind, detail))


def _why(kind: str, detail: str) -> str:
    if kind == "empty":
        return T.translate("SaveFiles", "the file is empty")
    if kind == "truncated":
        return T.translate("SaveFiles", "the file is cut short (perhaps it was not completely copied or downloaded)")
    if kind == "not_json":
        return T.translate(
            "SaveFiles", "the file is not in the format of cardtable's saved games (an error at line {line})").format(
            line=detail)
    if kind == "not_text":
        return T.translate("SaveFiles", "the file is not text (perhaps a picture or another program's file)")
    if kind == "too_large":
        return T.translate("SaveFiles", "the file is too large or too deeply nested to be a saved game")
    if kind == "foreign":
        return T.translate("SaveFiles", "the file is not a cardtable saved game")
    if kind == "unknown_game":
        return T.translate(
            "SaveFiles", "it is a game of “{game}”, which this version of cardtable does not have").format(game=detail)
    if kind == "newer":
        return T.translate("SaveFiles", "it was saved by a newer version of cardtable; update cardtable to open it")
    if kind == "cannot_open":
        return T.translate("SaveFiles", "the file could not be read ({error})").format(error=detail)
    # "damaged": the detail is the engine's English clause, kept as it is for a bug report.
    return T.translate("SaveFiles", "its content is inconsistent ({problem})").format(problem=detail)


def left_unchanged() -> str:
    return T.translate("SaveFiles", "The file was left as it is.")


def missing_recent(path: str) -> str:
    return T.translate("SaveFiles", "“{file}” is no longer in {folder}: it was removed from the recent games.").format(
        file=os.path.basename(path), folder=os.path.dirname(path) or os.sep)


def save_problem(path: str, error: OSError) -> str:
    """Why the game could not be written to `path`; nothing else was changed."""
    known = {
        errno.ENOSPC: T.translate("SaveFiles", "the disk is full"),
        getattr(errno, "EDQUOT", errno.ENOSPC): T.translate("SaveFiles", "the disk quota is used up"),
        errno.EACCES: T.translate("SaveFiles", "you may not write in that folder"),
        errno.EPERM: T.translate("SaveFiles", "you may not write in that folder"),
        errno.EROFS: T.translate("SaveFiles", "the disk is read-only"),
        errno.ENOENT: T.translate("SaveFiles", "the folder does not exist"),
        errno.EISDIR: T.translate("SaveFiles", "a folder has that name"),
    }
    reason = known.get(error.errno) or error.strerror or str(error) or type(error).__name__
    return T.translate("SaveFiles", "The game could not be saved as “{file}”: {reason}.").format(
        file=os.path.basename(path), reason=reason)
