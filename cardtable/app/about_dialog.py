"""About cardtable: version, authors of the games, and the licences of the components."""

from __future__ import annotations

import platform

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QEvent, qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout

from .. import __version__


class AboutDialog(QDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self._text = QLabel(self)
        self._text.setWordWrap(True)
        self._text.setOpenExternalLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self._text)
        layout.addWidget(buttons)
        self.retranslate()
        self.resize(520, 360)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("About cardtable"))
        self._text.setText(self.tr(
            "<h2>cardtable {version}</h2>"
            "<p>Card games for the desktop, against computer players or with friends on one computer.</p>"
            "<p>No Thanks! is a game by Thorsten Gimmler. cardtable is an independent implementation, "
            "not endorsed by the games' authors or publishers.</p>"
            "<p><b>Components</b><br>Python {python} (PSF licence)<br>Qt {qt} and PySide6 {pyside} (LGPL v3)<br>"
            "platformdirs (MIT), pyqtgraph (MIT)</p>"
            "<p>cardtable is free software under the GNU GPL, version 3 or later.</p>").format(
                version=__version__, python=platform.python_version(), qt=qVersion(), pyside=pyside_version))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
