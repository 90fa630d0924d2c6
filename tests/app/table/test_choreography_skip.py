"""Skipping a choreography: the running beat jumps to its end, the beats left apply at once, in order."""

from PySide6.QtCore import QObject, QPointF

from cardtable.app.table.card_item import CardItem
from cardtable.app.table.animation import Choreography
from cardtable.app.table.cards import BACK


def test_fast_forward_ends_every_move_runs_every_step_in_order_and_finishes_at_once(qtbot):
    owner = QObject()
    card = CardItem("c", BACK, 80)
    done, finished = [], []
    plan = Choreography(700, owner)
    plan.then(lambda beat: beat.move(card, QPointF(300, 200)))
    plan.call(lambda: done.append(("landed", card.pos())))
    plan.pause(2000)
    plan.then(lambda beat: (beat.move(card, QPointF(10, 20)), beat.fade(card, 0.5)))
    plan.call(lambda: done.append(("end", card.pos(), card.opacity())))
    plan.finished.connect(lambda: finished.append(True))
    plan.start()
    qtbot.wait(50)
    assert plan.running and not done
    plan.fast_forward()
    assert finished == [True] and not plan.running
    assert done == [("landed", QPointF(300, 200)), ("end", QPointF(10, 20), 0.5)]
    qtbot.wait(20)
    assert finished == [True]  # once


def test_fast_forward_before_the_first_beat_runs_still_finishes_once(qtbot):
    owner = QObject()
    plan = Choreography(0, owner)
    finished = []
    plan.finished.connect(lambda: finished.append(True))
    plan.call(lambda: None)
    plan.start()
    plan.fast_forward()
    qtbot.wait(20)
    assert finished == [True]
