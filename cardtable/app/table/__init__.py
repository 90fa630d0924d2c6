"""The card table kit, named after no game: vector cards, a felt scene with its view, one scene sizing
(view.SceneSizing), one seat placing (arrangement: `arrange` and `top_row`), seat panels, chips, the
GameTable base with the context its parts are given (context.TableContext), the parts a table holds (the
overlay.TableOverlay panel, the dialog_slot.DialogSlot for one dialog at a time, table_dialog.TableDialog
for the dialogs placed over the table, choice_table_dialog.ChoiceTableDialog for a decision offered as
a table of choices, sheet_table for the tables those dialogs show, hand.HandRow, trick.TrickArea, pill_button.PillButton,
colour_tag.ColourTag), a deck of coloured numbered cards with one special card, named, labelled and
ordered (suited_cards.SuitedDeck), the accessibility proxies (access) and the trick-taking table (tricks)."""

from .card_item import CardItem
from .cards import CardFace, card_pixmap
from .chip_item import ChipItem
from .layouts import Placement
from .scene import TableScene
from .seat_panel import SeatPanel
from .view import TableView

__all__ = ["CardFace", "CardItem", "ChipItem", "Placement", "SeatPanel", "TableScene", "TableView", "card_pixmap"]
