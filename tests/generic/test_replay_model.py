"""The replay's model on every registered game: it reaches the record's final state, its positions are
the record's prefixes replayed, and its events are the game's log, each under the move that made it."""

import random

import pytest

from cardtable.app.shell.log_events import replay_events
from cardtable.app.shell.replay.model import ReplayModel
from cardtable.games import RecordError

from tests.generic.registered import game_id, options_for, random_playout, registered_games, snapshot

SAMPLES = 8  # positions checked against a replay of the record's prefix


_RECORDS: dict = {}


def finished_game(game, seed: int = 11):
    """A random finished game of the most players (read once per game from its record: tests may change it)."""
    if game.id not in _RECORDS:
        for state in random_playout(game, options_for(game, game.max_players), seed):
            pass
        _RECORDS[game.id] = state.record()
    return game.replay(_RECORDS[game.id])


@pytest.fixture(params=registered_games(), ids=game_id)
def played(request):
    game = request.param
    return game, finished_game(game)


def test_the_replay_reaches_the_record_final_state(played):
    game, state = played
    model = ReplayModel(state.record())
    assert model.last == len(state.history)
    assert snapshot(model.final) == snapshot(state)
    assert model.final.position() == state.position()
    assert model.state(model.last).position() == state.position()


def test_every_position_is_the_replay_of_a_prefix(played):
    game, state = played
    record = state.record()
    model = ReplayModel(record)
    rng = random.Random(3)
    positions = sorted({0, 1, model.last, *rng.sample(range(model.last + 1), min(SAMPLES, model.last + 1))})
    for position in positions:
        prefix = game.replay(dict(record, actions=record["actions"][:position]))
        assert model.state(position).position() == prefix.position()
        for seat in (None, *range(state.num_players)):
            assert model.observation(position, seat) == prefix.observation(seat)


def test_a_state_read_from_the_model_is_a_copy(played):
    game, state = played
    model = ReplayModel(state.record())
    copy = model.state(0)
    copy.apply(copy.legal_actions()[0])
    assert model.state(0).history == []


def test_events_are_the_log_under_the_move_that_made_them(played):
    game, state = played
    model = ReplayModel(state.record())
    assert [event.text for event in model.all_events()] == [event.text for event in replay_events(state)]
    spans = [model.event_span(position) for position in range(model.last + 1)]
    assert [index for span in spans for index in span] == list(range(len(model.all_events())))
    for position, span in enumerate(spans):
        assert [model.all_events()[index] for index in span] == model.events_at(position)
        assert all(model.position_of_event(index) == position for index in span)
    assert model.acting_seat(0) is None
    assert model.acting_seat(model.last) == state.history[-1][0]


def test_an_unfinished_game_replays_its_moves_so_far(played):
    game, state = played
    half = state.take_back(len(state.history) // 2)
    model = ReplayModel.of_state(half)
    assert model.last == len(half.history) and snapshot(model.final) == snapshot(half)
    assert not model.final.is_terminal()


def test_bad_positions_and_records_are_refused(played):
    game, state = played
    model = ReplayModel(state.record())
    for position in (-1, model.last + 1, True, "1"):
        with pytest.raises(ValueError):
            model.observation(position, 0)
    with pytest.raises(ValueError):
        model.position_of_event(len(model.all_events()))
    record = state.record()
    record["actions"] = record["actions"] + [record["actions"][-1]]  # a move after the end
    with pytest.raises(RecordError):
        ReplayModel(record)


def test_the_revealed_observation_is_the_state_own(played):
    game, state = played
    record = state.record()
    model = ReplayModel(record)
    for position in (0, model.last // 2, model.last):
        prefix = game.replay(dict(record, actions=record["actions"][:position]))
        for seat in range(state.num_players):
            assert model.revealed_observation(position, seat) == prefix.revealed_observation(seat)
