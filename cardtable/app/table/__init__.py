"""The card table kit, named after no game: vector cards, a felt scene with its view, one scene sizing
(view.SceneSizing), one seat placing (arrangement: `arrange` and `top_row`), seat panels, chips, the
GameTable base, and the trick-taking parts (hand.HandRow, trick.TrickArea, overlay.Overlay,
pill_button.PillButton, colour_tag.ColourTag)."""

from .card_item import CardItem
from .cards import CardFace, card_pixmap
from .chip_item import ChipItem
from .layouts import Placement
from .scene import TableScene
from .seat_panel import SeatPanel
from .view import TableView

__all__ = ["CardFace", "CardItem", "ChipItem", "Placement", "SeatPanel", "TableScene", "TableView", "card_pixmap"]
