"""What every game's `accessible_entries` is made of: a felt's text as spoken, read-only entries, entries
pressed as a click (a felt's button, a table's pill buttons), and the reading order of a table of seats
around a centre."""

from __future__ import annotations

from typing import Callable, Iterable, Mapping

from PySide6.QtCore import QRectF

from .entry import BUTTON, CARD, TEXT, AccessibleEntry


def spoken(text: str, symbols: Iterable[str] = ()) -> str:
    """A felt's text as a screen reader should say it: without the turn arrow and warning sign it starts
    with, nor the given symbols (a colour's or a card's glyph, which readers spell out or skip), and its
    middle dots read as commas."""
    for glyph in symbols:
        text = text.replace(" " + glyph, "").replace(glyph, "")
    return text.replace(" · ", ", ").lstrip("▶⚠ ").strip()


def text_entry(key, name: str, item=None, rect: QRectF | None = None, description: str = "",
               symbols: Iterable[str] = ()) -> AccessibleEntry:
    """A read-only entry over item, or over rect (scene units) where the felt draws it without an item of
    its own."""
    return AccessibleEntry(key=key, name=spoken(name, symbols), item=item,
                           rect=QRectF(rect) if rect is not None else QRectF(), description=description,
                           kind=TEXT, press=None, enabled=False)


def button_entry(key, name: str, item, description: str, press: Callable[[], None],
                 enabled: bool) -> AccessibleEntry:
    """An entry pressed as a click on item (a felt's button, a pile that opens)."""
    return AccessibleEntry(key=key, name=name, item=item, rect=QRectF(), description=description, kind=BUTTON,
                           press=press, enabled=enabled)


def pill_entries(buttons: Mapping[str, object], pills) -> list[AccessibleEntry]:
    """The table's pill buttons that show (`ShortcutPills.buttons`), each pressed as a click on it."""
    return [AccessibleEntry(key=("button", kind), name=button.text(), item=button, rect=QRectF(),
                            description=button.toolTip(), kind=BUTTON,
                            press=lambda kind=kind: pills.press(kind), enabled=button.enabled)
            for kind, button in buttons.items() if button.isVisible()]


def reading_order(obs, overlay, bottom: int, seat_entries: Callable[[int], list[AccessibleEntry]],
                  centre: Callable[[], list[AccessibleEntry]], last: Callable[[], list[AccessibleEntry]],
                  symbols: Iterable[str] = ()) -> list[AccessibleEntry]:
    """A table's entries in reading order: an open overlay first (it covers the table), the other seats
    from the bottom seat's left, the centre, the bottom seat's own mat, then the `last` ones (the
    table's actions)."""
    entries: list[AccessibleEntry] = []
    if overlay.isVisible():
        entries.append(text_entry(("overlay",), ". ".join(t for t in overlay.texts() if t), overlay,
                                  symbols=symbols))
    for position in range(1, obs.players):
        entries += seat_entries((bottom + position) % obs.players)
    entries += centre()
    entries += seat_entries(bottom)
    entries += last()
    return entries


def summary(where: str, status: str, message: str = "", symbols: Iterable[str] = ()) -> str:
    """A table's accessible summary: where the game is, the status line (whose turn, what is asked) and
    the table's own message, as sentences, spoken."""
    parts = [where + "."]
    if status := spoken(status, symbols):
        parts.append(status + ".")
    if message:
        parts.append(spoken(message, symbols))
    return spoken(" ".join(parts), symbols)


def click_card(table, card_id) -> None:
    """What a click on the card does (nothing when the card does not take clicks now)."""
    card = table.table_scene().card(card_id)
    if card is not None and card.clickable and card.isVisible():
        table.table_scene().card_clicked.emit(card_id)


def hand_card_entry(table, card, name: str, description: str, enabled: bool) -> AccessibleEntry:
    """A card of the person's hand, pressed as a click on it."""
    return AccessibleEntry(key=card.card_id, name=name, item=card, rect=QRectF(), description=description,
                           kind=CARD, press=lambda card_id=card.card_id: click_card(table, card_id), enabled=enabled)
