"""One thing of the table as a screen reader gets it: its name, its role, where it is, what pressing does."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Hashable

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem

TEXT, CARD, BUTTON = "text", "card", "button"
KINDS = (TEXT, CARD, BUTTON)


@dataclass(frozen=True)
class AccessibleEntry:
    """A thing a sighted player sees on the table, for assistive technology.

    - `key`: hashable and stable across redraws (("hand", card_id), "deck", ("seat", 2)...): the kit
      re-uses the same proxy for the same key, so a screen reader keeps its place.
    - `name`: what a screen reader speaks, translated ("7 of green, trump", "deck: 20 cards left"); never
      empty (the generic keyboard-only suite checks it; the kit does not refuse one, so that a faulty
      translation never stops a game).
    - `item`: the graphics item it stands for (the proxy covers its scene bounding rect), or None.
    - `rect`: the scene rect to cover when `item` is None (an empty rect: no place of its own).
    - `description`: a translated extra ("playable", "not playable now"), or "".
    - `kind`: TEXT ("text": read only, a pile, a counter, a seat's summary), CARD ("card": a card of
      the person's, focusable and pressable) or BUTTON ("button": an action on the table, a pill,
      the open card to take...).
    Two entries are equal when everything but `item` and `press` is (what a reader is told).
    - `press`: what the accessibility action "Press", Space and Enter do, the same path as a click on
      the item; None for a text entry.
    - `enabled`: pressing is a legal move now; a press while it is False does nothing (the proxy stays
      focusable so that a hand can be read card by card, its description saying why).
    """

    key: Hashable
    name: str
    item: QGraphicsItem | None = field(default=None, compare=False)
    rect: QRectF = field(default_factory=QRectF)
    description: str = ""
    kind: str = TEXT
    press: Callable[[], object] | None = field(default=None, compare=False)
    enabled: bool = False

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"an accessible entry's kind is one of {KINDS}, not {self.kind!r}")

    @property
    def interactive(self) -> bool:
        """A card or a button: focusable and pressable (a text entry is read only)."""
        return self.kind != TEXT

    def scene_rect(self) -> QRectF:
        """Where it is on the scene: its item's bounding rect (if the item is shown), else `rect`."""
        if self.item is not None and self.item.scene() is not None and self.item.isVisible():
            return self.item.sceneBoundingRect()
        return QRectF(self.rect)
