"""Hard's benchmark game (Qt-free) and the script it follows: the earlier game's moves while the game goes
the same way, the same result for the same deal, tiny search budgets."""

from __future__ import annotations

import threading

import pytest

from cardtable.ai import make_agent
from cardtable.app.shell.duplicate.benchmark import Benchmark, BenchmarkCancelled, play_benchmark
from cardtable.app.shell.duplicate.script import DuplicateScript, script_from_meta
from cardtable.games import RecordError, get_game

LEVELS = ["human", "easy", "normal"]


def finished_game(game_id="nothanks", seed=4, players=3, level="easy"):
    state = get_game(game_id).new_game({"players": players}, seed)
    agents = [make_agent(game_id, level, seed=seat) for seat in range(players)]
    while not state.is_terminal():
        seat = state.current_seat
        state.apply(agents[seat].choose(state.observation(seat), state.legal_actions(seat)), seat)
    return state


def test_the_script_offers_the_earlier_move_only_while_the_game_follows_it():
    earlier = finished_game()
    script = DuplicateScript(earlier.record())
    game = get_game("nothanks")
    state = game.new_game({"players": 3}, 4)
    for seat, action in earlier.history[:10]:
        assert script.move_for(state, seat) == action
        assert script.move_for(state, (seat + 1) % 3) is None, "another seat's turn in the earlier game"
        state.apply(action, seat)
    seat, action = earlier.history[10]
    other = next(move for move in state.legal_actions(seat) if move != action)
    state.apply(other, seat)
    assert all(script.move_for(state, s) is None for s in range(3)), "gone another way: no more script"
    assert script.move_for(game.new_game({"players": 3}, 5), earlier.history[0][0]) is None, "another deal"
    assert script.move_for(game.new_game({"players": 4}, 4), earlier.history[0][0]) is None, "other options"
    finished = earlier.clone()
    assert script.move_for(finished, 0) is None, "past the earlier game's end"


def test_a_damaged_earlier_record_gives_no_script():
    with pytest.raises(RecordError):
        DuplicateScript({"game": "nothanks", "options": {"players": 3}, "seed": 1, "actions": [[0]]})
    assert script_from_meta({"duplicate": True, "duplicate_of": {"game": "nothanks"}}) is None
    assert script_from_meta({"duplicate": True, "duplicate_of": "not a record"}) is None
    assert script_from_meta({"uid": "x"}) is None


def test_the_benchmark_plays_the_deal_with_hard_in_the_persons_seat_the_same_every_time():
    earlier = finished_game()
    first = play_benchmark(earlier.record(), 0, LEVELS, iterations=4)
    second = play_benchmark(earlier.record(), 0, LEVELS, iterations=4)
    assert first == second, "deterministic for a given deal"
    assert first.seat == 0 and len(first.scores) == 3 and first.places[0] == first.place
    assert first.score == first.scores[0] and 1 <= first.place <= 3
    assert Benchmark.from_json(first.to_json()) == first


def test_the_benchmark_refuses_a_second_person_and_stops_when_cancelled():
    earlier = finished_game()
    with pytest.raises(ValueError):
        play_benchmark(earlier.record(), 0, ["human", "human", "easy"], iterations=4)
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(BenchmarkCancelled):
        play_benchmark(earlier.record(), 0, LEVELS, iterations=4, cancel=cancel)
