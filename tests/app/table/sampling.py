"""Watching a table while it animates: what it shows, sampled as the event loop runs."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QTimer


def sample_until_finished(qtbot, table, look: Callable[[], object], timeout: int = 10000) -> list:
    """look() every few milliseconds (and at every `shown` step) until the table's animation ends;
    returns the samples, each as (animating, look())."""
    samples = [(table.is_animating(), look())]
    timer = QTimer()
    timer.setInterval(3)
    timer.timeout.connect(lambda: samples.append((table.is_animating(), look())))

    def at_step(obs) -> None:
        samples.append((table.is_animating(), look()))
    table.shown.connect(at_step)
    timer.start()
    try:
        qtbot.waitUntil(lambda: not table.is_animating(), timeout=timeout)
    finally:
        timer.stop()
        table.shown.disconnect(at_step)
    samples.append((table.is_animating(), look()))
    return samples
