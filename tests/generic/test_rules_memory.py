"""Every registered game: playing more games keeps no more memory. The rules may cache what they compute,
but a cache must be bounded by what the game can hold, not by how many games were played: the soak
(tests/benchmarks/soak.py) found caches of whole action lists that held some 45 MB after a few hundred
games, and a session in the app plays that many."""

from __future__ import annotations

import gc
import tracemalloc

import pytest

from .registered import game_id, options_for, random_playout, registered_games

WARM_UP = 8  # games that fill what is made once (module tables, small caches)
MEASURED = 16
# A bounded cache still fills over the measured games; the unbounded ones grew by megabytes in 16 games.
LIMIT_BYTES = 512 * 1024


def play(game, first_seed: int, count: int) -> None:
    """Random whole games, every player count and variant in turn, each acting seat asked for its own
    legal actions too (as the computer players and the table ask)."""
    for seed in range(first_seed, first_seed + count):
        players = game.player_counts()[seed % len(game.player_counts())]
        for state in random_playout(game, options_for(game, players, seed), seed):
            if not state.is_terminal():
                state.observation(state.current_seat).legal_actions()


def traced_bytes() -> int:
    gc.collect()
    return tracemalloc.get_traced_memory()[0]


@pytest.mark.parametrize("game", registered_games(), ids=game_id)
def test_more_games_keep_no_more_memory(game):
    tracemalloc.start()
    try:
        play(game, 0, WARM_UP)
        before = traced_bytes()
        play(game, WARM_UP, MEASURED)
        grown = traced_bytes() - before
    finally:
        tracemalloc.stop()
    assert grown < LIMIT_BYTES, f"{MEASURED} more games of {game.id} kept {grown / 1024:.0f} KiB more"
