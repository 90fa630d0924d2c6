"""A caption too wide for its room is first set smaller, and elided only when that is not enough."""

from PySide6.QtGui import QFontMetricsF

from cardtable.app.table.style import fit_line, fit_text, make_text, wrap_lines


def width_of(text, item) -> float:
    return QFontMetricsF(item.font()).horizontalAdvance(text)


def test_a_text_that_fits_keeps_its_size(qapp):
    item = make_text("", 17)
    assert fit_text("Junk", item, 200, 17) == "Junk"
    assert item.font().pixelSize() == 17


def test_a_slightly_too_wide_text_is_set_smaller_not_elided(qapp):
    item = make_text("", 17)
    room = width_of("Bonnes affaires", make_text("", 17)) * 0.9
    assert fit_text("Bonnes affaires", item, room, 17) == "Bonnes affaires"
    assert item.font().pixelSize() < 17
    assert width_of("Bonnes affaires", item) <= room + 1


def test_a_far_too_wide_text_is_elided_at_the_smallest_size(qapp):
    item = make_text("", 17)
    text = fit_text("Bonnes affaires", item, 40, 17)
    assert text.endswith("…") and item.font().pixelSize() == round(17 * 0.8)


def test_the_size_comes_back_when_the_text_fits_again(qapp):
    item = make_text("", 17)
    fit_text("Bonnes affaires", item, 40, 17)
    fit_text("Junk", item, 200, 17)
    assert item.font().pixelSize() == 17


def test_fit_line_takes_the_largest_whole_size_that_fits(qapp):
    item = make_text("", 20)
    room = width_of("Bonnes affaires", make_text("", 20)) * 0.85
    assert fit_line("Bonnes affaires", item, room, 20) == "Bonnes affaires"
    size = item.font().pixelSize()
    assert size < 20 and width_of("Bonnes affaires", item) <= room
    bigger = make_text("", size + 1)
    assert width_of("Bonnes affaires", bigger) > room


def test_wrap_lines_breaks_at_spaces_and_the_last_line_takes_the_rest(qapp):
    metrics = QFontMetricsF(make_text("", 17).font())
    text = "one two three four five six seven"
    room = metrics.horizontalAdvance("one two three")
    lines = wrap_lines(text, metrics, room)
    assert " ".join(lines) == text and all(metrics.horizontalAdvance(line) <= room for line in lines)
    assert wrap_lines(text, metrics, room, most=2) == [lines[0], " ".join(lines[1:])]
    assert wrap_lines("", metrics, room) == [""]
