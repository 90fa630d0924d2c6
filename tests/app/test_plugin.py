"""The contract's registry of views: a view is refused unless it implements what each game must."""

import pytest

from cardtable.app.games.nothanks.catalogue import CATALOGUE
from cardtable.app.plugin import GameView, register_view, unregister_view, view_class, view_classes
from cardtable.games import available_ids, get_game


def test_the_registered_views_follow_the_rules_registry():
    assert [view.game.id for view in view_classes()] == list(available_ids())
    assert view_class("schnaeppchen").game is get_game("schnaeppchen")


def test_a_view_missing_a_method_each_game_must_have_is_refused():
    class Incomplete(GameView):
        game = get_game("nothanks")
        catalogue = CATALOGUE

        def create_table(self, parent=None):
            return None

        def prompt(self, observation, names):
            return ""

    with pytest.raises(TypeError, match="scoreboard_headers, scoreboard_rows, results_headers, result_cells"):
        register_view(Incomplete)
    assert view_class("nothanks") is not Incomplete


def test_a_view_must_name_its_game_and_catalogue():
    class Nameless(GameView):
        def create_table(self, parent=None): ...
        def prompt(self, observation, names): ...
        def scoreboard_headers(self): ...
        def scoreboard_rows(self, observation, names): ...
        def results_headers(self): ...
        def result_cells(self, state, seat): ...

    with pytest.raises(TypeError, match="must name its game and its catalogue"):
        register_view(Nameless)


def test_unregistering_a_view_that_is_not_there_changes_nothing():
    unregister_view("no-such-game")
    assert len(view_classes()) == 4
