"""Every game's sanity positions are well-formed (tests/benchmarks/sanity_positions, measured by
tests/benchmarks/sanity.py): enough of them, each a decision of the seat to move where the ruled-out moves are
legal and some other move is left, so that a player who picks one could have done otherwise."""

import importlib.util
import sys
from pathlib import Path

import pytest

from cardtable.games import available_ids

PATH = Path(__file__).resolve().parents[1] / "benchmarks" / "sanity.py"
spec = importlib.util.spec_from_file_location("sanity_benchmark", PATH)
sanity = importlib.util.module_from_spec(spec)
sys.modules[spec.name] = sanity
spec.loader.exec_module(sanity)  # puts tests/benchmarks on the path: sanity_positions comes with it

from sanity_positions import MIN_POSITIONS, as_action, positions_of  # noqa: E402

CASES = [(game_id, position) for game_id in available_ids() for position in positions_of(game_id)]


@pytest.mark.parametrize("game_id", available_ids())
def test_every_game_has_its_sanity_positions(game_id):
    positions = positions_of(game_id)
    assert len(positions) >= MIN_POSITIONS
    assert len({position.name for position in positions}) == len(positions)


@pytest.mark.parametrize(("game_id", "sanity_position"), CASES, ids=[f"{g}-{p.name}" for g, p in CASES])
def test_a_sanity_position_is_a_real_choice(game_id, sanity_position):
    state = sanity_position.state(game_id)
    assert not state.is_terminal()
    seat = state.to_act()[0]
    legal = set(state.legal_actions(seat))
    ruled_out = sanity_position.ruled_out_actions()
    assert sanity_position.why.strip()
    assert ruled_out and ruled_out <= legal, f"not legal here: {sorted(map(repr, ruled_out - legal))}"
    assert legal - ruled_out, "every legal move is ruled out"


def test_json_lists_are_read_as_the_games_tuples():
    assert as_action(["bid", 3]) == ("bid", 3) and as_action([["a", 1], "b"]) == (("a", 1), "b")
    assert as_action("take") == "take"


def test_the_benchmark_counts_a_ruled_out_pick(monkeypatch):
    game_id, sanity_position = CASES[0]
    ruled_out = next(iter(sanity_position.ruled_out_actions()))

    class Blunderer:
        def choose(self, observation, legal):
            return ruled_out

    monkeypatch.setattr(sanity, "make_agent", lambda *args, **kwargs: Blunderer())
    assert sanity.bad_picks(game_id, sanity_position, "normal", 3, 0.1) == 3
