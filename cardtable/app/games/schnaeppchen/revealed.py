"""What a revealed Schnäppchen Jagd observation adds to the table (a replay's "everything revealed"): the
other players' hands face up (the kit's open hand), each junk pile's top card face up, and the top cards
of the stock in the round's facts. Here are their places and texts (context "SchnaeppchenRevealed")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF

from cardtable.app.table.cards import CARD_ASPECT
from cardtable.app.table.tricks.mat_geometry import open_fan_width

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
    fan = open_fan_width(count, hand_w, area.width() - piles - 2 * gap, max_step=hand_w * 0.8)
    used = fan + gap + piles
    return piles_in_row(area, card, hand_w, fan, gap, used)


def stock_line(obs) -> str:
    top = obs.revealed_stock[:SHOWN_STOCK]
    if not top:
        return ""
    names = ", ".join(card_label(code) for code in top)
    more = "…" if len(obs.revealed_stock) > len(top) else ""
    return translate("SchnaeppchenRevealed", "Stock from the top: {cards}").format(cards=names) + more


def junk_tooltip(junk) -> str:
    """The junk pile's top card, face up on the pile's backs: its tooltip lists the whole pile."""
    listed = ", ".join(card_label(code) for code in junk)
    return translate("SchnaeppchenRevealed", "Junk, from the bottom: {cards}").format(cards=listed)
