"""The announcer on its own: lines of one step joined, a burst cut to its latest lines after a count, a
gap between announcements, an assertive line at once."""

from __future__ import annotations

import time

from PySide6.QtWidgets import QWidget

from cardtable.app.shell.announcer import Announcer, as_sentence
from cardtable.app.i18n import shared_language_manager


def make(qtbot, gap_ms=80, max_lines=4):
    widget = QWidget()
    qtbot.addWidget(widget)
    announcer = Announcer(widget, widget, gap_ms=gap_ms, max_lines=max_lines)
    said: list[str] = []
    announcer.announced.connect(said.append)
    return announcer, said


def test_lines_end_as_sentences():
    assert as_sentence(" Ann takes 12 (3 chips) ") == "Ann takes 12 (3 chips)."
    assert as_sentence("Ann wins!") == "Ann wins!" and as_sentence("") == ""


def test_the_lines_of_one_step_are_one_announcement(qtbot):
    announcer, said = make(qtbot)
    announcer.announce_lines(["Bob plays 7 of green", "Cy plays 9 of green"])
    assert said == [], "sent from the event loop, after the step's other lines"
    qtbot.waitUntil(lambda: bool(said), timeout=1000)
    assert said == ["Bob plays 7 of green. Cy plays 9 of green."]


def test_a_burst_keeps_its_latest_lines_after_a_count_of_the_others(qtbot):
    announcer, said = make(qtbot, max_lines=4)
    languages = shared_language_manager()
    try:
        for language, count in (("en", "4 earlier lines in the game log."),
                                ("fr", "4 lignes précédentes dans le journal de la partie.")):
            languages.set_language(language)
            announcer.announce_lines([f"Line {number}" for number in range(1, 8)])
            announcer.flush()
            assert said.pop() == f"{count} Line 5. Line 6. Line 7."
    finally:
        languages.set_language("en")
    announcer.announce_lines(["One", "Two", "Three", "Four"])
    announcer.flush()
    assert said == ["One. Two. Three. Four."], "up to max_lines, every line"


def test_announcements_come_no_closer_than_the_gap(qtbot):
    announcer, said = make(qtbot, gap_ms=300)
    announcer.announce("First")
    qtbot.waitUntil(lambda: bool(said), timeout=1000)
    sent = time.monotonic()
    announcer.announce("Second")
    announcer.announce("Third")
    qtbot.wait(100)
    assert said == ["First."], "held back while the first may still be spoken"
    qtbot.waitUntil(lambda: len(said) == 2, timeout=2000)
    assert time.monotonic() - sent >= 0.25
    assert said[1] == "Second. Third."


def test_an_assertive_line_is_sent_at_once_and_alone(qtbot):
    announcer, said = make(qtbot)
    announcer.announce("Bob plays 7 of green")
    announcer.announce("You must follow suit", assertive=True)
    assert said == ["You must follow suit."]
    qtbot.waitUntil(lambda: len(said) == 2, timeout=1000)
    assert said[1] == "Bob plays 7 of green."


def test_clear_drops_what_waits(qtbot):
    announcer, said = make(qtbot)
    announcer.announce("From the last game")
    announcer.clear()
    qtbot.wait(150)
    assert said == [] and announcer.waiting() == []
