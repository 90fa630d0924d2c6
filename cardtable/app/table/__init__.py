"""The card table kit, named after no game: vector cards, a felt scene with its view, one scene sizing
(view.SceneSizing), one seat placing (arrangement: `arrange` and `top_row`), seat panels, chips, the
GameTable base with the context its parts are given (context.TableContext), the parts a table holds (the
overlay.TableOverlay panel, the dialog_slot.DialogSlot for one dialog at a time, table_dialog.TableDialog
for the dialogs placed over the table, choice_table_dialog.ChoiceTableDialog for a decision offered as
a table of choices, sheet_table for the tables those dialogs show, hand.HandRow, trick.TrickArea, pill_button.PillButton,
colour_tag.ColourTag), a deck of coloured numbered cards with one special card, named, labelled and
ordered (suited_cards.SuitedDeck), the accessibility proxies (access) and the trick-taking table (tricks)."""

from importlib import import_module

# Where each name below lives. They are imported on first use, not with the package: a game's view imports a
# light module of the kit (its styles, its words) when the start page lists the games, and the heavy parts
# (the items, the scene, the view) load only when a table is built.
_HOMES = {"CardFace": "cards", "CardItem": "card_item", "ChipItem": "chip_item", "Placement": "layouts",
          "SeatPanel": "seat_panel", "TableScene": "scene", "TableView": "view", "card_pixmap": "cards"}

__all__ = ["CardFace", "CardItem", "ChipItem", "Placement", "SeatPanel", "TableScene", "TableView", "card_pixmap"]


def __getattr__(name: str):
    if name not in _HOMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(f".{_HOMES[name]}", __name__), name)
