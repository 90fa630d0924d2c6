"""What a revealed Schnäppchen Jagd observation adds to the table (a replay's "everything revealed"): the
other players' hands face up in a fan that uses their mat's width, each junk pile's top card face up, and
the top cards of the stock in the round's facts. Every card shown so is marked (the kit's dashed frame)
and its tooltip names it.

The table draws them; here are their places and texts (context "SchnaeppchenRevealed").
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF

from cardtable.app.table.cards import CARD_ASPECT
from cardtable.app.table.layouts import Placement

from .faces import card_label
from .layout import CAPTION_H, PilesLayout, piles_in_row

translate = QCoreApplication.translate  # pyside6-lupdate reads translate("Context", "text")

SHOWN_STOCK = 3  # the stock's top cards named in the round's facts


def revealed_other_piles(area: QRectF, count: int) -> PilesLayout:
    """Another player's content when its hand is shown: the piles a little smaller, the hand's cards face
    up, as wide as the mat allows, so that each card's corner can be read."""
    gap = 14.0
    by_height = (area.height() - CAPTION_H - 2) / CARD_ASPECT
    card = max(30.0, min(86.0, by_height, area.width() / 4.6))
    hand_w = max(30.0, min(card, by_height))
    piles = 2 * card * 1.1 + gap
    room = area.width() - piles - 2 * gap
    step = min(hand_w * 0.8, (room - hand_w) / max(count - 1, 1))
    fan = hand_w + step * max(count - 1, 0)
    used = fan + gap + piles
    return piles_in_row(area, card, hand_w, fan, gap, used)


def open_fan(count: int, rect: QRectF, card_w: float) -> list[Placement]:
    """Cards face up from rect's left, overlapping to fit its width (side by side where it is wide)."""
    step = min(card_w * 1.08, (rect.width() - card_w) / max(count - 1, 1))
    return [Placement(rect.left() + i * step, rect.top(), 0.0, 10 + i) for i in range(count)]


def stock_line(obs) -> str:
    top = obs.revealed_stock[:SHOWN_STOCK]
    if not top:
        return ""
    names = ", ".join(card_label(code) for code in top)
    more = "…" if len(obs.revealed_stock) > len(top) else ""
    return translate("SchnaeppchenRevealed", "Stock from the top: {cards}").format(cards=names) + more


def hand_tooltip(name: str, code: int) -> str:
    return translate("SchnaeppchenRevealed", "In {name}'s hand: {card}").format(name=name, card=card_label(code))


def junk_tooltip(junk) -> str:
    """The junk pile's top card, face up on the pile's backs: its tooltip lists the whole pile."""
    listed = ", ".join(card_label(code) for code in junk)
    return translate("SchnaeppchenRevealed", "Junk, from the bottom: {cards}").format(cards=listed)
