"""The view of a table scene: the whole table always visible, scaled with the window."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QTransform
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget



class TableView(QGraphicsView):
    """Shows the scene's whole rect at the largest scale that fits (aspect kept), with no scrollbars.

    The scene is laid out in fixed logical units, so nothing moves when the window is resized: the
    view only changes its scale, and cards re-render at their new pixel size.
    """

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

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.fit_scene()

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self.fit_scene()

    def wheelEvent(self, event) -> None:  # noqa: N802
        event.ignore()  # the table never scrolls; let a parent use the wheel
