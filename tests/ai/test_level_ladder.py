"""The levels keep their order in every game: `normal` beats `easy` clearly (issue 32: "`normal` keeps beating
`easy` clearly"). Policies answer at once, so a few dozen whole games cost seconds. The full-size figures (400
games a variant and player count) are the strength table's `normal` vs `easy` column
(tests/benchmarks/strength_table.py)."""

import pytest

from cardtable.ai.arena import ArenaConfig, run
from cardtable.games import available_ids, get_game

DEALS = 8  # each played once per seating rotation
LEAD = 0.10  # above parity: at 400 games a variant, every game's `normal` leads `easy` by more


def player_counts(game_id: str) -> list[int]:
    counts = get_game(game_id).player_counts()
    return sorted({counts[0], *(count for count in (4,) if count in counts)})


@pytest.mark.parametrize("game_id,players", [(game_id, players) for game_id in available_ids()
                                              for players in player_counts(game_id)])
def test_normal_beats_easy_clearly(game_id, players):
    seats = ("normal",) + ("easy",) * (players - 1)
    summary = run(ArenaConfig(game_id, seats, games=DEALS * players, seed=32, iterations=None, seconds=None))
    assert summary["agents"]["normal"]["win_rate"] > 1 / players + LEAD
