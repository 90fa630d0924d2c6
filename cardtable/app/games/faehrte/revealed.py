"""What a revealed Auf falscher Fährte observation adds to the table (a replay's "everything revealed"):
the other players' hands face up (the kit's open hand), each player's hidden card face up in its slot,
and the pile's face-down cards face up in the order they will be turned up, each naming whose it is.
Here are their places and texts (context "FaehrteRevealed")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF

from cardtable.app.table.cards import CARD_ASPECT
from cardtable.app.table.tricks.mat_geometry import open_fan_width

from .faces import card_label
from .layout import CAPTION_H, MatLayout

translate = QCoreApplication.translate  # pyside6-lupdate reads translate("Context", "text")


def revealed_other_mat(area: QRectF, count: int) -> MatLayout:
    """Another player's content when its hand is shown: the hand face up over most of the mat's width,
    its hidden card's slot on the right."""
    gap = 16.0
    card = max(30.0, min(80.0, (area.height() - CAPTION_H - 2) / CARD_ASPECT, area.width() / 5))
    fan = open_fan_width(count, card, area.width() - card - 3 * gap, max_step=card * 0.7)
    used = fan + gap + card
    left = area.left() + max(0.0, (area.width() - used) / 2)
    top = area.top() + max(0.0, (area.height() - CAPTION_H - card * CARD_ASPECT) / 2)
    hand_rect = QRectF(left, top, fan, card * CARD_ASPECT)
    slot = QPointF(left + fan + gap, top)
    return MatLayout(card, hand_rect, top + card * CARD_ASPECT + 2, card, slot, card + gap * 2)


def pile_codes(obs) -> list:
    """The hidden cards in the pile's order: those turned up, then the face-down ones (top first), as
    (code, owner) pairs."""
    turned = list(zip(obs.revealed, obs.revealed_owners))
    return turned + [(code, owner) for owner, code in obs.revealed_pile]


def hidden_card_tooltip(name: str, code: int) -> str:
    return translate("FaehrteRevealed", "{name}'s hidden card: {card}").format(name=name, card=card_label(code))


def hidden_caption() -> str:
    return translate("FaehrteRevealed", "Hidden card")


def pile_card_tooltip(code: int, name: str) -> str:
    return translate("FaehrteRevealed", "{card}: {name}'s hidden card").format(card=card_label(code), name=name)
