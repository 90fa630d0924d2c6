"""QuitSignals: a quit signal that comes before the window exists is acted on once it does, and detach()
gives the signals back."""

import os
import signal

from PySide6.QtWidgets import QApplication

from cardtable.app.shell.quit_signals import QuitSignals


def test_a_signal_during_the_start_closes_the_window_once_it_exists(qtbot, make_window, monkeypatch):
    quits = []
    monkeypatch.setattr(QApplication, "quit", lambda: quits.append(True))
    before = signal.getsignal(signal.SIGTERM)
    handlers = QuitSignals()
    try:
        os.kill(os.getpid(), signal.SIGTERM)
        assert handlers.received == signal.SIGTERM
        window = make_window()
        handlers.attach(window)
        qtbot.waitUntil(lambda: not window.isVisible(), timeout=5000)
        assert quits == [True]
        os.kill(os.getpid(), signal.SIGINT)  # a second signal while closing is not a KeyboardInterrupt
    finally:
        handlers.detach()
    assert signal.getsignal(signal.SIGTERM) is before
    assert signal.set_wakeup_fd(-1) == -1
