"""The one look of every plot in the app: pyqtgraph plots coloured from the Qt palette, with a legend,
series drawn as lines with markers, and export as PNG.

The whole API (keep it small and stable; the statistics window, the coach and the results use it):

    plot = make_plot(parent)                      # a PlotWidget (KitPlot) styled from parent's palette
    set_axis_labels(plot, bottom, left)           # translated by the caller: self.tr("Round"), ...
    add_series(plot, xs, ys, name, colour, marks=None)
                                                  # a line with a marker at each point, named in the legend
    clear_series(plot)                            # remove every series (the legend follows)
    series_data(plot) -> [(name, xs, ys)]         # what is drawn, read back (tests, exports)
    export_png(plot, path)                        # write the plot as a PNG; OSError naming the path on failure
    export_button(plot, suggested_name, parent)   # an "Export as PNG…" button asking where (QFileDialog)

The legend sits under the plot, LEGEND_COLUMNS names to a row (`plot.legend.setColumnCount(n)` to change it).
`make_plot` also gives the plot an "Export as PNG…" context action (right click), the same as the button.
pyqtgraph's own menus (English only) and its mouse zoom are switched off: the plots are read, not explored.

`marks` is the marker symbol of a series ("o", "s", "t", "d", "+", "x", "star", ...); None takes the next of
a fixed cycle, so two series differ by shape as well as by colour (colour is never the only cue). Colours
come from the caller: seats use `cardtable.app.table.seat_colours.seat_colour(seat)`.

The plot follows its palette: a palette change (light or dark) restyles the background, the axes, their
labels, the grid and the legend.
"""

from __future__ import annotations

from pathlib import Path
from typing import Sequence

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QEvent, QStandardPaths, Qt
from PySide6.QtGui import QAction, QColor, QPalette
from PySide6.QtWidgets import QFileDialog, QMessageBox, QPushButton, QWidget

MARK_CYCLE = ("o", "s", "t", "d", "h", "star", "p", "t1")
LINE_WIDTH = 2.5
MARK_SIZE = 9
AXES = ("left", "bottom")
LEGEND_COLUMNS = 4


class KitPlot(pg.PlotWidget):
    """A PlotWidget that restyles itself from its palette and remembers its axis labels and series."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent=parent)
        self.setObjectName("plot")
        self._labels: dict[str, str] = {}
        self._series: list[pg.PlotDataItem] = []
        item = self.getPlotItem()
        item.setMenuEnabled(False)
        item.hideButtons()
        item.setMouseEnabled(x=False, y=False)
        item.getViewBox().setMenuEnabled(False)
        item.showGrid(x=True, y=True, alpha=0.15)
        self.setAntialiasing(True)
        # The legend goes under the plot (the plot item's layout, below the bottom axis' title), not over
        # the lines as pyqtgraph's addLegend puts it; the plot's series add their names to it.
        self.legend = pg.LegendItem(colCount=LEGEND_COLUMNS)
        item.layout.addItem(self.legend, 4, 1)
        item.legend = self.legend
        self.export_action = QAction(self)
        self.export_action.setObjectName("exportPng")
        self.export_name = "plot.png"  # the file name the export dialog offers (export_button sets it)
        self.export_action.triggered.connect(lambda: ask_and_export(self, self.export_name, self.window()))
        self.addAction(self.export_action)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self._ready = True
        self.retranslate()
        self.restyle()

    def retranslate(self) -> None:
        self.export_action.setText(QCoreApplication.translate("PlotKit", "Export as PNG…"))

    def set_accessible_name(self, name: str) -> None:
        """What a screen reader calls the plot (the view and its viewport, both focusable)."""
        self.setAccessibleName(name)
        self.viewport().setAccessibleName(name)

    def is_dark(self) -> bool:
        return self.palette().color(QPalette.ColorRole.Base).lightnessF() < 0.5

    def colours(self) -> tuple[QColor, QColor]:
        """(background, foreground) of the plot, from the palette."""
        palette = self.palette()
        return palette.color(QPalette.ColorRole.Base), palette.color(QPalette.ColorRole.Text)

    def restyle(self) -> None:
        background, foreground = self.colours()
        self.setBackground(background)
        for name in AXES:
            axis = self.getAxis(name)
            axis.setPen(pg.mkPen(foreground))
            axis.setTextPen(pg.mkPen(foreground))
        for name, text in self._labels.items():
            self.setLabel(name, text, color=foreground.name())
        legend_back = QColor(background)
        legend_back.setAlpha(220)
        self.legend.setBrush(pg.mkBrush(legend_back))
        self.legend.setPen(pg.mkPen(self.palette().color(QPalette.ColorRole.Mid)))
        self.legend.setLabelTextColor(foreground)
        for _, label in self.legend.items:  # pyqtgraph keeps the new colour for later labels only
            label.setText(label.text, color=foreground)
        for series in self._series:
            series.setSymbolPen(pg.mkPen(foreground, width=1))

    def set_labels(self, bottom: str, left: str) -> None:
        self._labels = {"bottom": bottom, "left": left}
        self.restyle()

    def label_text(self, axis: str) -> str:
        return self._labels.get(axis, "")

    def changeEvent(self, event) -> None:
        # PlotWidget's own __init__ already changes the palette, before this class's parts exist; and its
        # __getattr__ forwards unknown names to a plot item that may not exist yet, hence __dict__.
        if self.__dict__.get("_ready"):
            if event.type() == QEvent.Type.PaletteChange:
                self.restyle()
            elif event.type() == QEvent.Type.LanguageChange:
                self.retranslate()
        super().changeEvent(event)


def make_plot(parent: QWidget | None = None) -> KitPlot:
    """A plot styled from its palette (parent's, once it has one), with a legend and an export action."""
    return KitPlot(parent)


def set_axis_labels(plot: KitPlot, bottom: str, left: str) -> None:
    """The axis titles, already translated by the caller (they stay as given on a language change: the
    caller sets them again in its retranslate)."""
    plot.set_labels(bottom, left)


def add_series(plot: KitPlot, xs: Sequence[float], ys: Sequence[float], name: str, colour: QColor,
               marks: str | None = None) -> pg.PlotDataItem:
    """A line through (xs, ys) in colour with a marker at each point, named in the legend."""
    if len(xs) != len(ys):
        raise ValueError(f"a series needs as many x as y values, not {len(xs)} and {len(ys)}")
    symbol = marks if marks is not None else MARK_CYCLE[len(plot._series) % len(MARK_CYCLE)]
    _, foreground = plot.colours()
    series = plot.plot(list(xs), list(ys), name=name, pen=pg.mkPen(QColor(colour), width=LINE_WIDTH),
                       symbol=symbol, symbolSize=MARK_SIZE, symbolBrush=pg.mkBrush(QColor(colour)),
                       symbolPen=pg.mkPen(foreground, width=1))
    plot._series.append(series)
    return series


def clear_series(plot: KitPlot) -> None:
    """Remove every series (and its legend entry)."""
    for series in plot._series:
        plot.removeItem(series)
    plot._series.clear()
    plot.legend.clear()


def series_data(plot: KitPlot) -> list[tuple[str, list[float], list[float]]]:
    """Each series as drawn: its legend name, its x values and its y values."""
    result = []
    for series in plot._series:
        xs, ys = series.getData()
        result.append((series.name() or "", [] if xs is None else [float(x) for x in xs],
                       [] if ys is None else [float(y) for y in ys]))
    return result


def export_png(plot: QWidget, path: str | Path) -> None:
    """Write the plot as drawn to path as a PNG image; OSError (naming the path) when it cannot be written."""
    image = plot.grab()
    if image.isNull() or not image.save(str(path), "PNG"):
        raise OSError(f"cannot write the image {path}")


def ask_and_export(plot: QWidget, suggested_name: str, parent: QWidget | None = None) -> str | None:
    """Ask where to save (a file dialog), export there; the path written, or None when cancelled or failed
    (a failure is told in a message box)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.PicturesLocation) or str(Path.home())
    title = QCoreApplication.translate("PlotKit", "Export as PNG")
    path, _ = QFileDialog.getSaveFileName(parent, title, str(Path(folder) / suggested_name),
                                          QCoreApplication.translate("PlotKit", "PNG images (*.png)"))
    if not path:
        return None
    if not path.lower().endswith(".png"):
        path += ".png"
    try:
        export_png(plot, path)
    except OSError:
        QMessageBox.warning(parent, title, QCoreApplication.translate(
            "PlotKit", "The image could not be written to {path}.").format(path=path))
        return None
    return path


class ExportButton(QPushButton):
    """"Export as PNG…" for one plot, kept in the current language."""

    def __init__(self, plot: KitPlot, suggested_name: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("exportPngButton")
        plot.export_name = suggested_name
        self.clicked.connect(lambda checked=False: ask_and_export(plot, plot.export_name, self.window()))
        self.retranslate()

    def retranslate(self) -> None:
        self.setText(QCoreApplication.translate("PlotKit", "Export as PNG…"))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def export_button(plot: KitPlot, suggested_name: str, parent: QWidget | None = None) -> ExportButton:
    """An "Export as PNG…" button for plot; suggested_name ("scores.png") is the file name offered, by the
    plot's context action too."""
    return ExportButton(plot, suggested_name, parent)
