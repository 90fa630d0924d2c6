"""The coach's figures and lines in the current language: a win chance, an expected score, a turning point."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale


def percent(chance: float) -> str:
    """A win chance (0-1) as a whole percentage: "62%" ("62 %" in French)."""
    return QCoreApplication.translate("Coach", "{value}%").format(value=round(100 * chance))


def score_text(score: float | None) -> str:
    """An expected score with one decimal, in the language's way of writing it."""
    return "—" if score is None else QLocale().toString(float(score), "f", 1)


def turning_point_line(point, action_label: str, name: str | None) -> str:
    """The log's and the review's line for one turning point (`name` None: the only person, "you")."""
    if name is None:
        text = QCoreApplication.translate(
            "Coach", "Turning point: your chance fell from {before} to {after}; the coach would have chosen: {move}.")
    else:
        text = QCoreApplication.translate(
            "Coach", "Turning point for {name}: the chance fell from {before} to {after}; the coach would have "
                     "chosen: {move}.")
    before, after = point.fall
    return text.format(name=name, before=percent(before), after=percent(after), move=action_label)
