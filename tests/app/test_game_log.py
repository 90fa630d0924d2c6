"""The game page's log: a heading between rounds, names in bold, cards in colour, one line per event."""

import random

from PySide6.QtGui import QFont

from cardtable.app.shell.game_log import GameLog
from cardtable.app.games import view_class
from cardtable.app.shell.log_events import replay_events
from cardtable.games import get_game
from cardtable.app.shell.controller import Seat
from cardtable.store.save_format import MAX_NAME_LENGTH

NAMES = ["Ann", "Bob", "Cy"]


def played(game_id: str, seed: int = 3, until=lambda state: state.is_terminal()):
    state = get_game(game_id).new_game({"players": 3}, seed)
    rng = random.Random(seed)
    while not until(state):
        state.apply(rng.choice(state.legal_actions()))
    return state


def blocks(log: GameLog):
    block = log.document().begin()
    while block.isValid():
        yield block
        block = block.next()


def fragments(block):
    iterator = block.begin()
    while not iterator.atEnd():
        yield iterator.fragment()
        iterator += 1


def test_rounds_are_separated_by_a_heading_and_each_event_is_one_line(qtbot):
    log = GameLog()
    qtbot.addWidget(log)
    view = view_class("schnaeppchen")()
    events = replay_events(played("schnaeppchen", until=lambda state: state.round == 3))
    log.show_events(view, events, NAMES)
    headings = [line for line in log.lines() if line.startswith("Round ")]
    assert headings == ["Round 1", "Round 2", "Round 3"]
    assert log.count() == len(events) + 3 == log.document().blockCount()
    lines = log.lines()
    # each round's heading sits just above the line of its deal, and nothing else opens a round
    for index, line in enumerate(lines):
        if line in headings:
            assert lines[index + 1].endswith("deals 8 cards each")
    second = lines.index("Round 2")
    assert lines[second - 1].startswith(tuple(NAMES)) and "sorts" in lines[second - 1]


def test_names_are_bold_and_cards_coloured_the_rest_plain(qtbot):
    log = GameLog()
    qtbot.addWidget(log)
    view = view_class("schnaeppchen")()
    log.show_events(view, replay_events(played("schnaeppchen", until=lambda state: len(state.history) > 8)), NAMES)
    names = cards = 0
    for block in blocks(log):
        for fragment in fragments(block):
            text, bold = fragment.text(), fragment.charFormat().fontWeight() >= QFont.Weight.Bold
            if text in NAMES:
                names += 1
                assert bold
            elif " plays " in text or " lays " in text:
                assert not bold
            if text.startswith(("red ", "green ", "blue ", "yellow ")):
                cards += 1
                hue = fragment.charFormat().foreground().color().hsvHue()
                expected = {"red": (330, 20), "green": (100, 160), "blue": (200, 240), "yellow": (30, 60)}
                low, high = expected[text.split()[0]]
                assert (low <= hue <= high) if low < high else (hue >= low or hue <= high), (text, hue)
    assert names > 8 and cards > 4


def test_appending_keeps_to_the_bottom_and_a_rebuild_gives_the_same_lines(qtbot):
    log = GameLog()
    qtbot.addWidget(log)
    log.resize(260, 200)
    log.show()
    view = view_class("nothanks")()
    events = replay_events(played("nothanks"))
    for event in events:
        log.add_events(view, [event], NAMES)
    bar = log.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    appended = log.lines()
    log.show_events(view, events, NAMES)
    assert log.lines() == appended and len(appended) == len(events)  # No Thanks! has no rounds
    assert appended[-1].startswith("Game over, won by")
    assert bar.value() == bar.maximum()
    bar.setValue(0)  # a reader scrolled up to read an older line: new lines do not pull the view away
    log.add_events(view, events[:3], NAMES)
    assert bar.value() == 0


def test_the_page_log_opens_with_the_first_round(qtbot, make_window):
    window = make_window()
    window.start_game("schnaeppchen", {}, 3, [Seat("Ann", "human"), Seat("Bob", "easy"), Seat("Cy", "easy")])
    qtbot.waitUntil(lambda: window.controller.awaiting_human is not None, timeout=10000)
    lines = window.game_page._log.lines()
    assert lines[0] == "Round 1" and "deals 8 cards each" in lines[1]
    window.game_page.grab().save("/tmp/words/page_log.png")


def test_each_line_knows_its_event_and_a_click_tells_it(qtbot):
    from PySide6.QtCore import QPoint, Qt

    log = GameLog()
    qtbot.addWidget(log)
    log.resize(320, 400)
    log.show()
    view = view_class("schnaeppchen")()
    events = replay_events(played("schnaeppchen", until=lambda state: state.round == 2))
    log.show_events(view, events, NAMES)
    lines = log.lines()
    indexes = [log.line_event(line) for line in range(log.count())]
    headings = [line for line, text in enumerate(lines) if text.startswith("Round ")]
    for line in range(log.count()):
        if line in headings:  # a heading leads to its round's first event, the line under it
            assert indexes[line] == indexes[line + 1]
        else:
            assert lines[line] == view.describe_event(events[indexes[line]], NAMES)
    assert [indexes[line] for line in range(log.count()) if line not in headings] == list(range(len(events)))
    log.verticalScrollBar().setValue(0)
    for line in (headings[0], 2):
        rect = log.document().documentLayout().blockBoundingRect(log.document().findBlockByNumber(line))
        point = QPoint(int(rect.left()) + 20, int(rect.center().y()) - log.verticalScrollBar().value())
        with qtbot.waitSignal(log.line_clicked) as clicked:
            qtbot.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=point)
        assert clicked.args == [indexes[line]]
    # below the last line: no line, no signal
    log.show_events(view, events[:3], NAMES)
    with qtbot.assertNotEmitted(log.line_clicked):
        qtbot.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(20, log.viewport().height() - 2))


def test_marking_a_move_highlights_its_lines_and_greys_the_rest(qtbot):
    log = GameLog()
    qtbot.addWidget(log)
    view = view_class("nothanks")()
    events = replay_events(played("nothanks"))
    log.show_events(view, events, NAMES)
    assert log.extraSelections() == [] and log.current_lines() == []  # the game page's log: nothing marked
    log.mark_current(range(4, 6))
    assert log.current_lines() == log.lines_of_events(4, 6) == [4, 5]
    selections = log.extraSelections()
    assert len(selections) == 3  # two lines, and the rest of the log greyed from line 6
    assert selections[-1].cursor.selectionStart() == log.document().findBlockByNumber(6).position()
    log.mark_current(range(len(events), len(events)))  # past the end: nothing current, nothing greyed
    assert log.current_lines() == [] and log.extraSelections() == []


def test_a_name_longer_than_a_seat_may_hold_is_cut_in_the_log(qtbot):
    # Qt lays out one long word that must wrap in a time that grows with the square of its length: a name of
    # 100,000 letters blocked the window for 16 s. No seat holds one (the store refuses it); the log cuts it.
    log = GameLog()
    qtbot.addWidget(log)
    view = view_class("nothanks")()
    long_name = "x" * 100_000
    log.show_events(view, replay_events(played("nothanks", until=lambda state: len(state.history) > 4)),
                    [long_name, "Bob", "Cy"])
    shown = [line for line in log.lines() if line.startswith("x")]
    assert shown and all(long_name not in line and line.startswith("x" * (MAX_NAME_LENGTH - 1) + "…")
                         for line in shown)
    assert max(len(line) for line in log.lines()) < 200
