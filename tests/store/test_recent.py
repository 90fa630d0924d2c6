"""The recent files' list: most recent first, each file once, at most eight, paths made absolute."""

import os

from cardtable.store.recent import MAX_RECENT, usable_list, with_file, without_file


def test_a_file_goes_first_once():
    recent = with_file([], "/games/a.cardtable")
    recent = with_file(recent, "/games/b.cardtable")
    assert with_file(recent, "/games/a.cardtable") == ["/games/a.cardtable", "/games/b.cardtable"]


def test_at_most_eight():
    recent = []
    for number in range(11):
        recent = with_file(recent, f"/games/{number}.cardtable")
    assert MAX_RECENT == 8 and recent == [f"/games/{n}.cardtable" for n in range(10, 2, -1)]


def test_relative_paths_are_made_absolute_and_removed_alike(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    recent = with_file(["/games/a.cardtable"], "mine.cardtable")
    assert recent == [os.path.join(str(tmp_path), "mine.cardtable"), "/games/a.cardtable"]
    assert without_file(recent, "mine.cardtable") == ["/games/a.cardtable"]


def test_usable_list():
    assert usable_list([]) and usable_list(["/a"])
    assert not usable_list(None) and not usable_list("/a") and not usable_list([1]) and not usable_list([""])


def test_a_name_that_is_not_valid_text_stays_out_of_the_list():
    """settings.json is UTF-8: a name of non-UTF-8 bytes (a lone surrogate in Python) would fail every write."""
    odd = "/games/" + os.fsdecode(b"caf\xe9.cardtable")
    assert with_file(["/games/a.cardtable"], odd) == ["/games/a.cardtable"]
