"""The card table: vector cards, a reusable felt scene with its view, and each game's table."""

from .card_item import CardItem
from .cards import CardFace, card_pixmap
from .chip_item import ChipItem
from .layouts import Placement
from .scene import TableScene
from .seat_panel import SeatPanel
from .view import TableView

__all__ = ["CardFace", "CardItem", "ChipItem", "Placement", "SeatPanel", "TableScene", "TableView", "card_pixmap"]
