"""Every game's listing and view, found by the game's id in the rules' registry (cardtable.games, the one list
of the games): `cardtable/app/games/<id>/listing.py` says how the start page lists the game, and loads no
view; `view.py` registers the game's view (`@register_view`) when `view_class` first imports it."""

from ..plugin import game_listing, game_listings, view_class, view_classes

__all__ = ["game_listing", "game_listings", "view_class", "view_classes"]
