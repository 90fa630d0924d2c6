"""Why a saved game (the autosave or a player's file) cannot be used: one error type, one set of kinds.

A SaveError carries a `kind` the app turns into a sentence in the player's language (app/shell/save_texts.py)
and the `values` that complete it; its message (`clause`) is English, for the log and for bug reports.
"""

from __future__ import annotations

from typing import Literal

ErrorKind = Literal[
    "empty",  # no content at all (or only blanks)
    "truncated",  # JSON that stops before its end (a copy cut short); values: line
    "not_json",  # text, but not JSON; values: line
    "not_text",  # not UTF-8 text (a picture, a binary file)
    "too_large",  # more bytes than a saved game can have (never read); values: size (the limit, in MB)
    "too_complex",  # a number too long to read or data nested too deeply
    "cannot_open",  # the OS refused to read it (missing, no permission); values: error (the OS's words)
    "not_regular",  # a folder, a named pipe, a device or a socket, never read; values: what (outside_files.NotRegularFile)
    "unusable_name",  # a file name this system cannot take (a NUL, a character its encoding lacks), never read
    "not_a_save",  # JSON, but not a cardtable saved game
    "unknown_game",  # values: game (the id this version does not have)
    "newer",  # written by a newer version of cardtable; values: format
    "damaged",  # a cardtable save whose content is inconsistent; values: problem (English, from the checks)
    "unexpected",  # a bug met while reading, logged with its traceback; values: error
    "folder_unusable",  # the data folder of the autosave cannot be used; values: folder, error (the OS's words)
]
ERROR_KINDS: tuple[str, ...] = ErrorKind.__args__
READ_ERROR_KINDS = tuple(kind for kind in ERROR_KINDS if kind != "folder_unusable")  # what save_reader raises


class SaveError(Exception):
    """A saved game that cannot be used: its `kind` (one of ERROR_KINDS), the `values` completing it, and an
    English `clause` saying what is wrong (str(error))."""

    def __init__(self, kind: ErrorKind, clause: str, **values: str):
        if kind not in ERROR_KINDS:
            raise ValueError(f"unknown save error kind {kind!r}")
        super().__init__(clause)
        self.kind = kind
        self.clause = clause
        self.values = {name: str(value) for name, value in values.items()}

    def __repr__(self) -> str:
        return f"SaveError({self.kind!r}, {self.clause!r}, **{self.values!r})"
