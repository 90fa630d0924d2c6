"""Every kind of the store's SaveError, and every OS error of the one errno table, has its wording in English
and in French (app/shell/save_texts.py): the start page's notice, the Open dialog's message, the notices of
a failed save."""

import errno

import pytest

from cardtable.app.i18n import shared_language_manager
from cardtable.app.shell import save_texts
from cardtable.store.save_error import ERROR_KINDS, READ_ERROR_KINDS, SaveError

VALUES = {  # the values each kind comes with (store/save_error.py)
    "empty": {}, "truncated": {"line": 7}, "not_json": {"line": 3}, "not_text": {}, "too_large": {"size": 16},
    "too_complex": {}, "cannot_open": {"error": "Permission denied"}, "not_regular": {"what": "fifo"}, "unusable_name": {},
    "not_a_save": {},
    "unknown_game": {"game": "chess"}, "newer": {"format": 3}, "damaged": {"problem": "seat 2 has no name"},
    "unexpected": {"error": "KeyError: 'x'"}, "folder_unusable": {"folder": "/data/cardtable", "error": "Not a directory"},
}
UNSAID = {"truncated": "line", "newer": "format", "not_regular": "what"}  # kept for the log: the player's sentence does without


def error(kind: str) -> SaveError:
    return SaveError(kind, "an English clause", **VALUES[kind])


def what_the_player_reads(kind: str) -> list[str]:
    if kind == "folder_unusable":
        return [save_texts.autosave_notice("unavailable", error(kind), "")]
    return [save_texts.open_problem("/home/ann/game.cardtable", error(kind)),
            save_texts.autosave_notice("unreadable", error(kind), "/data/autosave.json.unreadable-20261127-101500")]


def test_every_kind_has_sample_values():
    assert set(VALUES) == set(ERROR_KINDS) and set(READ_ERROR_KINDS) < set(ERROR_KINDS)


@pytest.mark.parametrize("kind", ERROR_KINDS)
def test_every_kind_is_worded_in_english_and_in_french(qapp, kind):
    english = what_the_player_reads(kind)
    shared_language_manager().set_language("fr")
    try:
        french = what_the_player_reads(kind)
    finally:
        shared_language_manager().set_language("en")
    for in_english, in_french in zip(english, french):
        assert in_english != in_french, f"{kind} has no French wording: {in_french}"
        for text in (in_english, in_french):
            assert "{" not in text and "}" not in text
            assert all(str(value) in text for name, value in VALUES[kind].items() if UNSAID.get(kind) != name), text


def test_each_reader_kind_has_its_own_clause(qapp):
    clauses = [save_texts.why(error(kind)) for kind in READ_ERROR_KINDS]
    assert len(set(clauses)) == len(clauses)
    with pytest.raises(ValueError):
        save_texts.why(error("folder_unusable"))


def test_a_newer_autosave_says_so_in_its_own_sentence(qapp):
    text = save_texts.autosave_notice("newer", error("newer"), "/data/autosave.json.newer-20261127-101500")
    assert text == ("The saved game was written by a newer version of cardtable. It was kept unchanged as "
                    "/data/autosave.json.newer-20261127-101500.")
    assert save_texts.autosave_notice("unreadable", error("empty"), "").endswith(
        "It could not be moved aside: the next game will replace it.")
    assert save_texts.autosave_notice("ok", None, "") == ""


WRITE_ERRORS = [errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC), errno.EACCES, errno.EPERM, errno.EROFS,
                errno.ENOENT, errno.EISDIR]


@pytest.mark.parametrize("number", WRITE_ERRORS, ids=errno.errorcode.get)
def test_every_write_failure_of_the_table_is_worded_in_english_and_in_french(qapp, number):
    failure = OSError(number, "the system's words")

    def read() -> list[str]:
        return [save_texts.save_problem("/home/ann/game.cardtable", failure), save_texts.not_being_saved(failure)]
    english = read()
    shared_language_manager().set_language("fr")
    try:
        french = read()
    finally:
        shared_language_manager().set_language("en")
    for in_english, in_french in zip(english, french):
        assert "the system's words" not in in_english + in_french
        assert in_english != in_french and "{" not in in_english + in_french


def test_the_autosave_and_a_file_name_their_folder_differently(qapp):
    forbidden = OSError(errno.EACCES, "Permission denied")
    assert save_texts.save_problem("/x/game.cardtable", forbidden) == (
        "The game could not be saved as “game.cardtable”: you may not write in that folder.")
    assert save_texts.not_being_saved(forbidden) == (
        "⚠ This game is not being saved: cardtable may not write in its data folder. It will be tried again after "
        "the next move.")
    assert save_texts.write_failure(OSError(errno.EIO, "Input/output error")) == "Input/output error"
