"""The view of a table scene: the whole table always visible, scaled with the window."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QRect, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import QPainter, QTransform
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from .seat_panel import SeatPanel

SHAPED_HEIGHT, SHAPED_MIN_WIDTH = 1100.0, 1000.0
NAME_WEIGHT = 4.0  # covering a player's name costs this much more than the rest of the mat


@dataclass(frozen=True)
class SceneSizing:
    """How a table's scene follows the view's shape: `height` units tall and as wide as the shape asks
    (at least min_width, at most max_width); a view narrower than that (a portrait one) gets a scene
    min_width wide and taller instead (at most max_height)."""

    height: float = SHAPED_HEIGHT
    min_width: float = SHAPED_MIN_WIDTH
    max_width: float = math.inf
    max_height: float = math.inf


def shaped_scene_size(viewport: QSize, height: float = SHAPED_HEIGHT, min_width: float = SHAPED_MIN_WIDTH,
                      max_width: float = math.inf, max_height: float = math.inf) -> QSizeF:
    """A logical table size with the viewport's shape, so the table fills the view without bands.

    It is `height` units tall and as wide as the shape asks, up to max_width (a wider view shows bands
    at the sides); a view narrower than min_width for that height (a portrait one) gets a table
    min_width wide and taller instead, up to max_height. An empty viewport gets a 16:10 table. With a
    1100-unit height, a table text of 20 units is 10.5 px tall in the 580 px high table of an
    800 x 600 window.
    """
    if viewport.isEmpty():
        return QSizeF(min(max_width, max(min_width, height * 1.6)), height)
    aspect = viewport.width() / viewport.height()
    if height * aspect >= min_width:
        return QSizeF(min(max_width, height * aspect), height)
    return QSizeF(min_width, min(max_height, min_width / aspect))


def sized_scene(viewport: QSize, sizing: SceneSizing) -> QSizeF:
    """shaped_scene_size with a table's SceneSizing."""
    return shaped_scene_size(viewport, sizing.height, sizing.min_width, sizing.max_width, sizing.max_height)


class TableView(QGraphicsView):
    """Shows the scene's whole rect at the largest scale that fits (aspect kept), with no scrollbars.

    The scene is laid out in logical units, and cards re-render at the pixel size they are shown at.
    A fixed-size scene keeps its layout when the window is resized (the view only changes its scale);
    a table that wants to fill the view instead reshapes its scene to `preferred_scene_size()` (its
    `scene_sizing` applied to the view's shape) and lays itself out again.
    """

    scene_sizing = SceneSizing()

    def __init__(self, scene: QGraphicsScene | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 320)
        if scene is not None:
            self.setScene(scene)

    def setScene(self, scene: QGraphicsScene) -> None:  # noqa: N802 (Qt override)
        super().setScene(scene)
        scene.sceneRectChanged.connect(self.fit_scene)
        self.fit_scene()

    def fit_scene(self) -> None:
        """Scale so the whole scene rect fills the viewport in one direction (fitInView, no margin)."""
        scene = self.scene()
        if scene is None:
            return
        rect = scene.sceneRect()
        viewport = self.viewport().size()
        if rect.isEmpty() or viewport.isEmpty():
            return
        scale = min(viewport.width() / rect.width(), viewport.height() / rect.height())
        self.setTransform(QTransform.fromScale(scale, scale))
        self.centerOn(rect.center())
        self.resetCachedContent()

    def preferred_scene_size(self) -> QSizeF:
        """A scene size with this view's shape, as the view's scene_sizing says (see shaped_scene_size)."""
        return sized_scene(self.viewport().size(), self.scene_sizing)

    def keep_clear_rects(self) -> list[tuple[QRect, float]]:
        """What a dialog over the table should leave in view, as global rects with a weight (see
        placement.place_dialog): every player's mat, and its name row above all."""
        rects = []
        scene = self.scene()
        for item in scene.items() if scene is not None else ():
            if isinstance(item, SeatPanel) and item.isVisible():
                mat = item.sceneBoundingRect()
                header = QRectF(mat.left(), mat.top(), mat.width(), min(mat.height(), item.header_height()))
                rects += [(self._global(mat), 1.0), (self._global(header), NAME_WEIGHT)]
        return rects

    def _global(self, rect: QRectF) -> QRect:
        area = self.mapFromScene(rect).boundingRect()
        return QRect(self.viewport().mapToGlobal(area.topLeft()), area.size())

    def scale_factor(self) -> float:
        """Screen pixels per scene unit."""
        return self.transform().m22()

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.fit_scene()

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self.fit_scene()

    def wheelEvent(self, event) -> None:  # noqa: N802
        event.ignore()  # the table never scrolls; let a parent use the wheel
