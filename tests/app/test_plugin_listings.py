"""The start page's listings, which stand in for the rules before a game opens: each game's says what its rules
say (the tiles show its player counts without importing the rules)."""

from cardtable.app.plugin import game_listing, game_listings, view_class
from cardtable.games import available_ids, get_game


def test_each_listing_counts_the_players_as_its_rules_do():
    for listing in game_listings():
        game = get_game(listing.game_id)
        assert (listing.min_players, listing.max_players) == (game.min_players, game.max_players), game.id


def test_every_game_of_the_registry_is_listed_under_its_own_id():
    assert [listing.game_id for listing in game_listings()] == list(available_ids())


def test_a_loaded_view_lists_its_game_with_its_rules_player_counts():
    first = available_ids()[0]
    view = view_class(first)
    assert game_listing(first) == view.listing()
    assert (view.listing().min_players, view.listing().max_players) == (view.game.min_players, view.game.max_players)
