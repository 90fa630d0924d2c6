"""About cardtable: version, authors of the games, and the licences of the components it runs on."""

from __future__ import annotations

import platform
import sys
from html import escape
from importlib import import_module, metadata
from typing import NamedTuple

from PySide6.QtCore import QEvent, Qt, qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout

from cardtable import __version__
from cardtable.app.games import view_classes
from cardtable.app.shell.widgets.labels import wrapped_label


class Component(NamedTuple):
    name: str
    version: str
    licence: str


def _distribution_version(distribution: str, module: str) -> str | None:
    """The installed version, or None when the component is absent (a bundle carries only what is imported)."""
    try:
        return metadata.version(distribution)
    except metadata.PackageNotFoundError:
        pass
    try:
        return str(getattr(import_module(module), "__version__", "")) or "?"
    except ImportError:
        return None


def components() -> list[Component]:
    found = [Component("Python", platform.python_version(), "PSF License"),
             Component("Qt", qVersion(), "LGPL v3")]
    for name, distribution, module, licence in (
            ("PySide6", "PySide6-Essentials", "PySide6", "LGPL v3"),
            ("Shiboken6", "shiboken6", "shiboken6", "LGPL v3"),
            ("platformdirs", "platformdirs", "platformdirs", "MIT"),
            ("pyqtgraph", "pyqtgraph", "pyqtgraph", "MIT")):
        version = _distribution_version(distribution, module)
        if version is not None:
            found.append(Component(name, version, licence))
    if getattr(sys, "frozen", False):
        found.append(Component("PyInstaller bootloader", "", "GPL v2 with a linking exception"))
    return found


WIDTH = 560


class AboutDialog(QDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self._text = wrapped_label(self, "aboutText")
        self._text.setOpenExternalLinks(False)
        self._text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self._text)
        layout.addWidget(buttons)
        self.retranslate()
        # A word-wrapped label's own minimum is its height at its narrowest, which would hold the dialog
        # taller than its text at its real width: give the dialog a minimum of its own.
        self.setMinimumSize(WIDTH * 2 // 3, 160)
        self._fit_height()

    def _fit_height(self) -> None:
        """As tall as the text at this width: a fixed height left a band above a shorter text (the label's
        wrapped height is known only for a given width)."""
        width = max(self.width(), WIDTH) if self.isVisible() else WIDTH
        self.resize(width, self.layout().totalHeightForWidth(width))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("About cardtable"))
        rows = "<br>".join(" ".join(escape(part) for part in (c.name, c.version) if part) + f" ({escape(c.licence)})"
                           for c in components())
        self._text.setText(
            f"<h2>cardtable {escape(__version__)}</h2>"
            + "<p>" + self.tr("Card games for the desktop, against computer players or with friends on one computer.")
            + "</p><p>" + " ".join(view.credit() for view in view_classes()) + " "
            + self.tr("cardtable is an independent implementation, not endorsed by the games' authors or publishers.")
            + "</p><p><b>" + self.tr("Components and their licences") + "</b><br>" + rows
            + "</p><p>" + self.tr("cardtable is free software under the GNU GPL, version 3 or later.") + "</p>")

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._fit_height()
        super().changeEvent(event)
