"""The computer players and the table of a game being played only ever get ordinary observations;
`revealed_observation` (for replays) is never called while a game is played. The controller and the AI
service are the same for every game: the test game Sealed Bid, whose computers and table act at every
turn, runs them."""

from cardtable.games import get_game
from cardtable.games.core import is_revealed
from cardtable.store import saves

from tests.generic.app_helpers import TEST_GAME, late_state, results_open, seats


def test_computers_and_the_table_never_get_a_revealed_observation(qtbot, make_window, monkeypatch):
    game = get_game(TEST_GAME)

    def refused(state, seat):
        raise AssertionError(f"revealed_observation({seat}) called while playing")

    monkeypatch.setattr(game.State, "revealed_observation", refused)
    state = late_state(game, seed=5, remaining=6)
    lineup = seats(["easy", "normal"] * game.max_players)[:state.num_players]
    saves.save(state, [seat.to_json() for seat in lineup])
    window = make_window()
    given, shown = [], []
    request = window.ai.request
    monkeypatch.setattr(window.ai, "request", lambda agent, obs, legal, tag: (given.append(obs),
                                                                                request(agent, obs, legal, tag)))
    window.start_page.button("resume").click()
    table = window.game_page.table
    show = table.show_observation
    animate = table.animate
    monkeypatch.setattr(table, "show_observation", lambda obs: (shown.append(obs), show(obs)))
    monkeypatch.setattr(table, "animate", lambda events, obs: (shown.append(obs), animate(events, obs)))
    qtbot.waitUntil(lambda: results_open(window), timeout=20000)
    assert given and shown, "the computers were asked to move, and the table showed them"
    assert not any(is_revealed(obs) for obs in given + shown)
    assert not is_revealed(window.controller.observation())
