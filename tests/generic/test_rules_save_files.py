"""Every registered game saved to a .cardtable file at random points of random games and opened again: the
same game (state, record, observations, what comes next), the same seats and meta, and it plays on alike."""

from __future__ import annotations

import random

import pytest

from cardtable.store.meta import fresh_meta
from cardtable.store.save_reader import read_save
from cardtable.store.save_writer import write_save

from .registered import game_players_id, options_for, played_actions, registered_games

LEVELS = ("human", "easy", "normal", "hard", "random")


def games_at_their_largest_table() -> list:
    """Every registered game once, with its most players (the records' other player counts are covered by
    test_rules_records; a save file adds only the seats and the meta around the record)."""
    return [(game, max(game.player_counts())) for game in registered_games()]


@pytest.mark.parametrize("game, players", games_at_their_largest_table(), ids=game_players_id)
def test_a_game_saved_at_random_points_opens_as_it_was(tmp_path, game, players):
    rng = random.Random(f"{game.id}-{players}")
    options = options_for(game, players, variant=players)
    seed = rng.randrange(2**31)
    history = played_actions(game, options, seed)
    seats = tuple({"name": f"Seat {n} é", "controller": rng.choice(LEVELS)} for n in range(players))
    for cut in sorted({0, len(history), *rng.sample(range(len(history) + 1), min(3, len(history) + 1))}):
        state = game.new_game(options, seed)
        for seat, action in history[:cut]:
            state.apply(action, seat)
        meta = dict(fresh_meta(), elapsed=rng.uniform(0, 5000))
        path = tmp_path / f"{cut}.cardtable"
        write_save(path, state, seats, meta)
        opened = read_save(path)
        assert opened.state == state and opened.state.record() == state.record()
        assert opened.seats == seats and opened.meta == meta
        assert opened.state.is_terminal() == state.is_terminal()
        for seat in range(players):
            assert opened.state.observation(seat) == state.observation(seat)
        for seat, action in history[cut:cut + 3]:  # and it plays on as the original does
            assert opened.state.legal_actions(seat) == state.legal_actions(seat)
            assert opened.state.apply(action, seat) == state.apply(action, seat)
