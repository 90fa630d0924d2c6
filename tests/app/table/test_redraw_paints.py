"""A redraw that leaves an item as it was does not have it painted again: a table sets every card, caption and
proxy at each redraw, mostly to what they were, and every card painted again at every move cost about a
third of a painted game (tests/benchmarks/soak.py)."""

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QApplication, QGraphicsView

from cardtable.app.table.cards import CardFace
from cardtable.app.table.layouts import Placement
from cardtable.app.table.scene import TableScene
from cardtable.app.table.style import fit_text
from cardtable.app.table.tricks.seats import SeatMats


def settled_changes(scene) -> list:
    """What the scene reports changed once the events posted so far are handled."""
    changes = []
    scene.changed.connect(changes.append)
    QApplication.processEvents()
    scene.changed.disconnect(changes.append)
    return [rect for rects in changes for rect in rects]


def shown_scene(qtbot):
    scene = TableScene()
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    return scene


def test_a_card_set_as_it_is_marks_nothing_to_paint_and_a_change_does(qtbot):
    scene = shown_scene(qtbot)
    card = scene.add_card("c", CardFace("5", "red"), 90)
    place = Placement(10, 10, 0.0, 1)
    scene.place(card, place)
    card.set_clickable(False)
    settled_changes(scene)
    scene.place(card, place)
    card.set_clickable(False)
    assert settled_changes(scene) == []
    card.set_clickable(True)
    assert settled_changes(scene)


def test_captions_shown_again_by_the_next_redraw_are_not_hidden_meanwhile(qtbot):
    scene = shown_scene(qtbot)
    seats = SeatMats(scene, ("hand",), lambda text, item, room: fit_text(text, item, room, 17))
    seats.ensure(2)

    def redraw() -> None:
        seats.show_seat(1, QRectF(0, 0, 400, 200), "Bruno", "", "", False, [])
        seats.caption(1, "hand", "Hand", QPointF(100, 150), 80)
        seats.set_count(1, "hand", "8", QPointF(100, 170))
        seats.hide_unshown()

    redraw()
    settled_changes(scene)
    redraw()
    assert settled_changes(scene) == []
