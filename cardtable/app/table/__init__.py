"""The card table: vector cards, a reusable felt scene with its view, and each game's table."""

from .cards import CardFace, card_pixmap
from .scene import CardItem, ChipItem, Placement, SeatPanel, TableScene
from .view import TableView

__all__ = ["CardFace", "CardItem", "ChipItem", "Placement", "SeatPanel", "TableScene", "TableView", "card_pixmap"]
