"""The texts of a trick-taking table's centre band: the status line over the trick (whose turn it is, or
the table's own message) and the round's facts left of it, each fact a line led by its colour's symbol
when it names a colour (a ColourTag)."""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF

from ..cards import ui_font
from ..colour_tag import ColourTag
from ..style import HIGHLIGHT, REVEALED, TEXT, TEXT_SOFT, centre_text, elide, make_text

# A fact's style: (pixel size, bold, colour).
FACT_STYLES = {"title": (24, True, TEXT), "strong": (22, True, TEXT), "trump": (22, True, HIGHLIGHT),
               "small": (19, False, TEXT_SOFT), "revealed": (19, False, REVEALED), "": (21, False, TEXT)}

Fact = tuple  # (text, a ColourStyle or None, a FACT_STYLES name)


class CentreLines:
    """The status line and the round's facts on a table's scene.

    spacing: a fact line's height in its size; wrap(text, metrics, width) -> lines breaks a long fact
    onto several lines (None: each fact is one line, elided)."""

    def __init__(self, scene, spacing: float, wrap: Callable[[str, QFontMetricsF, float], list] | None = None):
        self._scene = scene
        self._spacing = spacing
        self._wrap = wrap
        self.status = make_text("", 26, bold=True)
        scene.addItem(self.status)
        self._tags: list[ColourTag] = []

    def show_status(self, text: str, centre, width: float, highlighted: bool) -> None:
        self.status.setText(elide(text, self.status, width))
        centre_text(self.status, centre.x(), centre.y())
        self.status.setBrush(HIGHLIGHT if highlighted else TEXT)

    def status_text(self) -> str:
        return self.status.text()

    def show_facts(self, facts: Sequence[Fact], box: QRectF) -> None:
        """The facts from the top of box down, each as wide as box."""
        lines = list(facts) if self._wrap is None else self._wrapped(facts, box.width())
        while len(self._tags) < len(lines):
            tag = ColourTag(21)
            self._scene.addItem(tag)
            self._tags.append(tag)
        y = box.top() + 6
        for index, tag in enumerate(self._tags):
            tag.setVisible(index < len(lines))
            if index >= len(lines):
                continue
            text, colour, style = lines[index]
            size, bold, shade = FACT_STYLES.get(style, FACT_STYLES[""])
            tag.set_line(text, colour, box.width(), size, bold)
            tag.set_colour(shade)
            tag.setPos(box.left(), y)
            y += size * self._spacing

    def _wrapped(self, facts: Sequence[Fact], width: float) -> list[Fact]:
        lines = []
        for text, colour, style in facts:
            size, bold, _ = FACT_STYLES.get(style, FACT_STYLES[""])
            offset = size * 1.3 if colour else 0.0
            parts = self._wrap(text, QFontMetricsF(ui_font(size, bold)), width - offset)
            lines += [(part, colour if number == 0 else None, style) for number, part in enumerate(parts)]
        return lines

    def fact_texts(self) -> list[str]:
        return [tag.text() for tag in self._tags if tag.isVisible() and tag.text()]
