"""The announcer on its own: lines of one step joined, a burst cut to its latest lines after a count, a
gap between announcements, an assertive line at once. The gap is measured on a clock the tests move by hand."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from cardtable.app.shell.announcer import Announcer, as_sentence
from cardtable.app.i18n import shared_language_manager

from tests.app.manual_clock import ManualClock


def make(qtbot, gap_ms=80, max_lines=4):
    widget = QWidget()
    qtbot.addWidget(widget)
    clock = ManualClock()
    announcer = Announcer(widget, widget, gap_ms=gap_ms, max_lines=max_lines, clock=clock)
    said: list[str] = []
    announcer.announced.connect(said.append)
    return announcer, said, clock


def test_lines_end_as_sentences():
    assert as_sentence(" Ann takes 12 (3 chips) ") == "Ann takes 12 (3 chips)."
    assert as_sentence("Ann wins!") == "Ann wins!" and as_sentence("") == ""


def test_the_lines_of_one_step_are_one_announcement(qtbot):
    announcer, said, clock = make(qtbot)
    announcer.announce_lines(["Bob plays 7 of green", "Cy plays 9 of green"])
    assert said == [], "sent from the event loop, after the step's other lines"
    clock.advance(0)
    assert said == ["Bob plays 7 of green. Cy plays 9 of green."]


def test_a_burst_keeps_its_latest_lines_after_a_count_of_the_others(qtbot):
    announcer, said, _clock = make(qtbot, max_lines=4)
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
    announcer, said, clock = make(qtbot, gap_ms=300)
    announcer.announce("First")
    clock.advance(0)
    assert said == ["First."]
    clock.advance(100)
    announcer.announce("Second")
    announcer.announce("Third")
    clock.advance(199)
    assert said == ["First."], "held back while the first may still be spoken"
    clock.advance(1)
    assert said == ["First.", "Second. Third."]


def test_an_assertive_line_is_sent_at_once_and_alone(qtbot):
    announcer, said, clock = make(qtbot)
    announcer.announce("Bob plays 7 of green")
    announcer.announce("You must follow suit", assertive=True)
    assert said == ["You must follow suit."]
    clock.advance(0)
    assert said == ["You must follow suit.", "Bob plays 7 of green."]


def test_clear_drops_what_waits(qtbot):
    announcer, said, clock = make(qtbot)
    announcer.announce("From the last game")
    announcer.clear()
    clock.advance(1000)
    assert said == [] and announcer.waiting() == [] and clock.waiting() == []
