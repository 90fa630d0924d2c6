"""Animation on the table: speeds, and choreographies of beats built one after another.

A beat is the animations of one moment, played together; a choreography plays beats in turn and
builds each one only when it starts, so it sees where the previous beat left things. A step that only
calls a function (`call`) is where a table redraws what a landed card changes (its labels, counts),
so that a text never tells what the cards do not show yet, nor lags behind them.

A person may skip what remains (`fast_forward`): the running beat jumps to its end and every beat left
is built and applied at once, so the scene ends exactly as if it had played out.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import (QAbstractAnimation, QEasingCurve, QObject, QParallelAnimationGroup, QPauseAnimation, QPointF,
                            QPropertyAnimation, QSequentialAnimationGroup, QTimer, Signal)
from PySide6.QtWidgets import QGraphicsObject

from .card_item import CardItem
from .cards import CardFace

ANIMATION_DURATIONS = {"off": 0, "fast": 150, "normal": 250, "slow": 600}


def property_animation(item: QObject, prop: bytes, end, duration_ms: int,
                       parent: QObject | None) -> QPropertyAnimation:
    """An animation of item's property to end, with the table's easing (not started)."""
    animation = QPropertyAnimation(item, prop, parent)
    animation.setEndValue(end)
    animation.setDuration(duration_ms)
    animation.setEasingCurve(QEasingCurve.Type.InOutCubic)
    return animation


class Beat:
    """The animations of one moment of a choreography, played together."""

    def __init__(self, duration_ms: int, parent: QObject, instant: bool = False):
        self.duration = 0 if instant else duration_ms
        self.instant = instant  # every animation of this beat applies at once (a skipped choreography)
        self.group = QParallelAnimationGroup(parent)

    def _length(self, duration_ms: int | None) -> int:
        if self.instant:
            return 0
        return self.duration if duration_ms is None else duration_ms

    def move(self, item: QGraphicsObject, to_pos: QPointF, duration_ms: int | None = None) -> None:
        self.animate(item, b"pos", QPointF(to_pos), duration_ms)

    def rotate(self, item: QGraphicsObject, angle: float, duration_ms: int | None = None) -> None:
        self.animate(item, b"rotation", float(angle), duration_ms)

    def scale(self, item: QGraphicsObject, factor: float, duration_ms: int | None = None) -> None:
        self.animate(item, b"scale", float(factor), duration_ms)

    def fade(self, item: QGraphicsObject, opacity: float, duration_ms: int | None = None) -> None:
        self.animate(item, b"opacity", float(opacity), duration_ms)

    def animate(self, item: QGraphicsObject, prop: bytes, end, duration_ms: int | None = None) -> None:
        duration = self._length(duration_ms)
        if duration <= 0:
            item.setProperty(prop.decode(), end)
            return
        self.group.addAnimation(property_animation(item, prop, end, duration, self.group))

    def flip(self, card: CardItem, face: CardFace, duration_ms: int | None = None) -> None:
        """Turn a card over: squash it edge-on, change its face, open it again."""
        duration = self._length(duration_ms)
        if duration <= 0:
            card.set_face(face)
            return
        halves = QSequentialAnimationGroup(self.group)
        for start, end in ((1.0, 0.0), (0.0, 1.0)):
            half = QPropertyAnimation(card, b"flip", halves)
            half.setStartValue(start)
            half.setEndValue(end)
            half.setDuration(max(duration // 2, 1))
            halves.addAnimation(half)
        halves.animationAt(0).finished.connect(lambda: card.set_face(face))
        self.group.addAnimation(halves)

    def pause(self, duration_ms: int) -> None:
        if self._length(duration_ms) > 0:
            self.group.addAnimation(QPauseAnimation(duration_ms))

    def is_empty(self) -> bool:
        return self.group.animationCount() == 0


class Choreography(QObject):
    """A sequence of beats; each beat is built when it starts, so it sees where the previous left things.

    With no durations (animations off) every beat applies at once and `finished` still comes, from a
    zero-delay single shot, so a caller can connect after `start()`; a caller connected before may ask
    `start(finish_at_once=True)`: then it comes before `start` returns.
    """

    finished = Signal()

    def __init__(self, duration_ms: int, parent: QObject | None = None):
        super().__init__(parent)
        self.duration = duration_ms
        self._builders: list[Callable[[Beat], None]] = []
        self._index = 0
        self._current: Beat | None = None
        self._running = False
        self._instant = False

    def then(self, build: Callable[[Beat], None]) -> "Choreography":
        self._builders.append(build)
        return self

    def call(self, function: Callable[[], None]) -> "Choreography":
        return self.then(lambda beat: function())

    def pause(self, duration_ms: int) -> "Choreography":
        return self.then(lambda beat: beat.pause(duration_ms))

    @property
    def running(self) -> bool:
        return self._running

    @property
    def instant(self) -> bool:
        """Every beat left applies at once (animations off, or fast-forwarded): nothing moves on screen."""
        return self.duration <= 0 or self._instant

    def start(self, finish_at_once: bool = False) -> None:
        self._running = True
        self._advance(deferred_finish=not finish_at_once)

    def stop(self) -> None:
        """Stop where it is; `finished` is not emitted."""
        self._running = False
        if self._current is not None:
            self._current.group.stop()
        self._current = None

    def fast_forward(self) -> None:
        """Finish now: the running beat jumps to its end, the beats left apply at once, then `finished`
        (synchronously)."""
        if not self._running:
            return
        self._instant = True
        current, self._current = self._current, None
        if current is not None:
            current.group.finished.disconnect(self._advance)
            # Every property animation of the beat to its end value, as if it had run its course.
            current.group.setCurrentTime(current.group.totalDuration())
            current.group.stop()
        self._advance()

    def _advance(self, deferred_finish: bool = False) -> None:
        while self._running and self._index < len(self._builders):
            beat = Beat(self.duration, self, self._instant)
            self._builders[self._index](beat)
            self._index += 1
            if not beat.is_empty():
                self._current = beat
                beat.group.finished.connect(self._advance)
                beat.group.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
                return
        if self._running:
            self._current = None
            if deferred_finish:
                QTimer.singleShot(0, self._finish)
            else:
                self._finish()

    def _finish(self) -> None:
        if self._running:
            self._running = False
            self.finished.emit()
