"""The least a PySide6 window costs to start on this machine: the floor under cardtable's first window.

python tests/benchmarks/bare_window.py --quit-when-shown

Imports QtCore, QtGui and QtWidgets as any Qt Widgets program does, reads the `Qt` namespace once (its
enumerations are made into Python enums on first use, as every window that aligns or colours anything needs),
shows a main window of cardtable's default size with one label, and at the first turn of the event loop (the
window then shown and painted) prints what cardtable's own start prints: the "first paint done" mark when
CARDTABLE_STARTUP_TRACE is set, then "main window shown". startup.py --floor times it like the package, warm
and cold, so that the package's figures can be read against what PySide6 alone takes here. Shiboken's support
modules come compiled from the same cache as cardtable's start (app/shell/compiled_support.py), the only part
of cardtable it loads with its start-up marks (start_stages.py), so that the floor is not raised by a cost cardtable does not pay.
"""

from __future__ import annotations

import sys

from cardtable.app.shell.compiled_support import cache_folder, support_compiled_once
from cardtable.app.shell.start_stages import mark

with support_compiled_once(cache_folder()):  # as cardtable's start does: Shiboken's support not compiled again
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


def report_shown(app: QApplication) -> None:
    mark("first paint done")  # the package's own mark (start_stages.py), written where its trace is asked for
    print("main window shown", flush=True)
    app.quit()


def main() -> int:
    app = QApplication(sys.argv)
    window = QMainWindow()
    label = QLabel("cardtable")
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    window.setCentralWidget(label)
    window.resize(1100, 760)
    window.show()
    QTimer.singleShot(0, lambda: report_shown(app))
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
