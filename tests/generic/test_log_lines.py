"""Every registered game's log: one template per kind of event, and every template filled by its event."""

import pytest

from cardtable.app.shell.log_events import replay_events
from cardtable.app.plugin import view_class
from tests.generic.registered import game_id, options_for, random_playout, registered_games

NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Flo", "Gus")


def events_of_playouts(game, games: int = 12) -> list:
    """The events of whole random games, as the log replays them."""
    events = []
    for seed in range(games):
        players = list(game.player_counts())[seed % len(game.player_counts())]
        for state in random_playout(game, options_for(game, players, seed), seed):
            pass
        events.extend(replay_events(state))
    return events


@pytest.mark.parametrize("game", registered_games(), ids=game_id)
def test_every_kind_of_event_has_exactly_one_template(qapp, game):
    view = view_class(game.id)()
    templates: dict[str, set[str]] = {}
    for event in events_of_playouts(game):
        templates.setdefault(event.kind, set()).add(view.log_template(event))
    assert templates, "the playouts wrote no event"
    several = {kind: found for kind, found in templates.items() if len(found) != 1}
    assert several == {}, f"one phrasing per kind of event: {several}"


@pytest.mark.parametrize("game", registered_games(), ids=game_id)
def test_every_line_is_filled_and_short(qapp, game):
    view = view_class(game.id)()
    for event in events_of_playouts(game, games=4):
        line = view.describe_event(event, NAMES)
        assert "{" not in line and line == line.strip() and "  " not in line, line
        assert "\n" not in line and len(line) <= 90, line
