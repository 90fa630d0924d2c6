"""The log of a game is rebuilt from its record, also for a game that began at a described position."""

from cardtable.app.shell.log_events import replay_events
from cardtable.games import get_game


def test_the_log_of_a_game_begun_at_a_position_replays_from_that_position():
    game = get_game("nothanks")
    dealt = game.new_game({"players": 3}, 5)
    for _ in range(10):
        dealt.apply(dealt.legal_actions()[0])
    state = game.from_position(dealt.position(), dealt.options)
    state.apply("pay")
    events = replay_events(state)
    assert [event.kind for event in events] == ["started", "paid"]
    assert events[-1].data["card"] == dealt.open_card


def test_the_log_of_a_new_deal_has_every_event_since_the_start():
    state = get_game("nothanks").new_game({"players": 3}, 5)
    for _ in range(10):
        state.apply(state.legal_actions()[0])
    events = replay_events(state)
    assert events[0].kind == "started" and len(events) == 1 + sum(
        1 if action == "pay" else 2 for _, action in state.history)
