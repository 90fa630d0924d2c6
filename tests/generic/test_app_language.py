"""A live switch to French on every registered game's table: the side panel and the table's texts change,
and none of the game's English texts stays visible."""

import pytest

from cardtable.app.i18n import shared_language_manager
from cardtable.games import get_game

from tests.generic.app_helpers import (game_ids, play_move, seats, side_panel_texts, table_texts,
                                       wait_for_turn_or_results, wordy)

# Words that French spells as English does, so a correct translation may leave them as they were.
SAME_IN_FRENCH = {"Points", "Score", "Total", "Solo", "Bonus", "Pass", "Joker", "Stop", "Distribution"}


def english_left(before, after, names) -> set[str]:
    """The texts shown before and after the switch that still have English words in them (names, numbers,
    symbols and words French spells the same do not count)."""
    return {text for text in set(before) & set(after)
            if any(word not in SAME_IN_FRENCH for word in words(text, names))}


def words(text: str, names) -> list[str]:
    for name in names:
        text = text.replace(name, " ")
    return [word.strip(".,:;!?()«»\"'") for word in text.split()
            if sum(char.isalpha() for char in word) > 1]


@pytest.mark.parametrize("game_id", game_ids())
def test_switching_to_french_translates_every_visible_label(qtbot, make_window, sealed_bid_french, game_id):
    game = get_game(game_id)
    window = make_window()
    window.resize(1400, 900)
    window.start_game(game_id, {}, 4, seats(["human"] + ["easy"] * (game.min_players - 1)))
    page = window.game_page
    wait_for_turn_or_results(qtbot, window)
    play_move(qtbot, window, window.controller.state.legal_actions(0)[0])  # something in the log
    wait_for_turn_or_results(qtbot, window)
    names = window.controller.names()
    side_en, table_en = side_panel_texts(page), table_texts(page)
    assert any(wordy(text, names) for text in table_en), "the table shows some words"
    sealed_bid_french()
    shared_language_manager().set_language("fr")
    qtbot.waitUntil(lambda: window.menu_game.title() == "&Partie", timeout=2000)
    side_fr, table_fr = side_panel_texts(page), table_texts(page)
    assert side_fr != side_en and table_fr != table_en
    assert page._prompt.text() not in side_en
    headers = [page._scoreboard.horizontalHeaderItem(column).text() for column in range(page._scoreboard.columnCount())]
    assert any(header not in side_en for header in headers)
    left = english_left(side_en + table_en, side_fr + table_fr, names)
    assert not left, f"English texts still shown in French: {sorted(left)}"
