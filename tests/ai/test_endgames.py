"""The exact endgames benchmark (tests/benchmarks/endgames.py, its solver and stored positions in
tests/benchmarks/endgames/): the solver's answers on hand-checked positions, its transposition keys against
a plain search, every stored position file (loadable, enough positions, each a real choice whose stored
optimal moves are legal and agree with its values), and the runner's counting of misses."""

import importlib.util
import random
import sys
from pathlib import Path

import pytest

from cardtable.ai import make_agent
from cardtable.games import get_game

PATH = Path(__file__).resolve().parents[1] / "benchmarks" / "endgames.py"
spec = importlib.util.spec_from_file_location("endgames_benchmark", PATH)
runner = importlib.util.module_from_spec(spec)
sys.modules[spec.name] = runner
spec.loader.exec_module(runner)  # puts tests/benchmarks on the path: the endgames package comes with it

from endgames import MIN_POSITIONS, as_action, game_module, games_with_positions, load, solver_for  # noqa: E402
from endgames.solver import TOLERANCE, Solver, TooLarge, _better  # noqa: E402

GAMES = games_with_positions()


def plain_values(solver: Solver, state, solving: int) -> tuple:
    """The value of `state` by max^n with the solver's ties and settling, without a transposition table."""
    settled = solver.settle(state) if solver.settle is not None else None
    if settled is not None or state.is_terminal():
        return solver.utility(settled or state, solving)
    seat, best = state.to_act()[0], None
    for action in state.legal_actions():
        child = state.clone()
        child.apply_unchecked(action)
        value = plain_values(solver, child, solving)
        if best is None or _better(value, best, seat, solving):
            best = value
    return best


# --- No Thanks!: the last card, every other card placed (4-12 removed), chips 1, 0 and 32 -------------------------
def last_card(seat0_cards, seat1_cards, seat2_cards):
    return get_game("nothanks").from_position(
        {"cards": [seat0_cards, seat1_cards, seat2_cards], "chips": [1, 0, 32], "pot": 0, "turn": 0,
         "open_card": 35, "deck": [], "removed": list(range(4, 13))}, {"players": 3})


# Taking 35 beside 34 costs nothing: score 46 (47 less a chip), 46 behind seat 2's 0, worth 0.5 - 46/200 = 0.27;
# paying keeps the chip out (47: 0.265) and hands 35 to seat 1, which leads nothing. Without 34, taking scores
# 13 + 35 - 1 = 47 (0.265) and paying 13 (0.435): seat 1, without chips, must take it.
LAST_CARDS = {"joins-a-run": (([*range(13, 21), 34], list(range(21, 29)), [3, 29, 30, 31, 32, 33]),
                              {"take": 0.27, "pay": 0.265}, ("take",)),
              "worth-35-to-the-next-seat": ((list(range(13, 21)), list(range(21, 29)), [3, 29, 30, 31, 32, 33, 34]),
                                            {"take": 0.265, "pay": 0.435}, ("pay",))}


@pytest.mark.parametrize("case", LAST_CARDS)
def test_no_thanks_last_card_is_solved_as_counted_by_hand(case):
    hands, values, optimal = LAST_CARDS[case]
    solution = Solver("nothanks").solve(last_card(*hands))
    assert solution.values == pytest.approx(values)
    assert solution.optimal() == optimal


def test_the_solver_refuses_a_position_past_its_bound():
    state = last_card(list(range(13, 21)), list(range(21, 29)), [3, 29, 30, 31, 32, 33, 34])
    with pytest.raises(TooLarge):
        Solver("nothanks", max_states=0).solve(state)


# --- every game with positions --------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_stores_enough_real_choices(game_id):
    about, endgames = load(game_id)
    assert len(endgames) >= MIN_POSITIONS and about["kept"] == len(endgames)
    assert len({endgame.name for endgame in endgames}) == len(endgames)
    for endgame in endgames:
        state = endgame.state(game_id)
        legal = state.legal_actions(state.to_act()[0])
        assert [action for action, _ in endgame.values] == list(legal), endgame.name
        best = endgame.best
        assert endgame.optimal == tuple(action for action, value in endgame.values if value >= best - TOLERANCE)
        assert 0 < len(endgame.optimal) < len(legal), endgame.name
        assert game_module(game_id).solvable(state), endgame.name


@pytest.mark.parametrize("game_id", GAMES)
def test_the_transposition_key_changes_no_value(game_id):
    """On the stored positions with the fewest moves left, the solver with its key agrees with a plain search."""
    _, endgames = load(game_id)
    solver = solver_for(game_id, max_states=60)  # the small ones, where a plain search is quick
    checked = 0
    for endgame in endgames:
        state = endgame.state(game_id)
        try:
            solution = solver.solve(state)
        except TooLarge:
            continue
        assert solution.values == pytest.approx(dict(endgame.values))
        for action, value in solution.values.items():
            child = state.clone()
            child.apply_unchecked(action)
            assert plain_values(solver, child, solution.seat)[solution.seat] == pytest.approx(value)
        checked += 1
        if checked == 5:
            break
    assert checked == 5


def test_json_lists_are_read_as_the_games_tuples():
    assert as_action(["play", 12, None, True]) == ("play", 12, None, True) and as_action("take") == "take"


# --- the runner --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_the_fully_informed_search_samples_the_true_state_and_leaves_the_app_alone(game_id):
    _, endgames = load(game_id)
    state = endgames[0].state(game_id)
    know_how = get_game(game_id).know_how()
    agent = runner.fully_informed(make_agent(game_id, "hard", seed=1), state)
    observation = state.observation(state.to_act()[0])
    sampled = agent.know_how.determinizer(observation).sample(random.Random(2))
    assert sampled is not state and sampled.position() == state.position()
    assert get_game(game_id).know_how() is know_how and know_how.determinizer is not agent.know_how.determinizer
    assert agent.know_how.playout_policy is know_how.playout_policy


def test_the_runner_counts_a_move_outside_the_optimal_set_as_a_miss(monkeypatch):
    game_id = GAMES[0]
    _, endgames = load(game_id)

    def worst(game, endgame, seconds, seed, changes):
        action = min(endgame.values, key=lambda pair: pair[1])[0]
        return action, type("Result", (), {"values": {}, "iterations": 0})()

    monkeypatch.setattr(runner, "hard_choice", worst)
    results = runner.measure(game_id, 0.1, 3)
    assert results["positions"] == 3 and results["optimal"] == 0 and len(results["misses"]) == 3
    assert all(miss["hard_value"] < miss["best_value"] for miss in results["misses"])


# --- Schnäppchen Jagd: the final sortings, settled per seat -------------------------------------------------------
def best_sorting_score(state, seat: int) -> int:
    """`seat`'s highest score from its sortings still due in a row, tried through the rules' own actions."""
    if state.is_terminal() or state.turn != seat:
        return state.scores()[seat]
    best = None
    for action in state.legal_actions():
        child = state.clone()
        child.apply_unchecked(action)
        score = best_sorting_score(child, seat)
        best = score if best is None else max(best, score)
    return best


@pytest.mark.skipif("schnaeppchen" not in GAMES, reason="no Schnäppchen Jagd positions stored")
def test_schnaeppchen_final_sortings_are_settled_by_each_seats_best_score():
    _, endgames = load("schnaeppchen")
    module = game_module("schnaeppchen")
    checked = 0
    for endgame in endgames[:40]:
        state = endgame.state("schnaeppchen")
        if state.phase == "play":
            assert module.settle(state) is None  # the tricks are not over yet
        while state.phase == "play":
            state.apply_unchecked(state.legal_actions()[0])
        if state.phase != "sort":
            continue
        settled = module.settle(state)
        assert settled.is_terminal()
        expected = list(state.scores())
        for seat in dict.fromkeys(state.sort_queue):  # each seat's sortings touch its own piles only
            expected[seat] = best_sorting_score(state, seat)
            while not state.is_terminal() and state.turn == seat:
                state.apply_unchecked(next(action for action in state.legal_actions()
                                           if best_sorting_score(_after(state, action), seat) == expected[seat]))
        assert list(settled.scores()) == expected
        checked += 1
    assert checked >= 10


def _after(state, action):
    child = state.clone()
    child.apply_unchecked(action)
    return child


# --- Auf falscher Fährte: two tricks left, counted by hand ----------------------------------------------------------
@pytest.mark.skipif("faehrte" not in GAMES, reason="no Auf falscher Fährte positions stored")
def test_faehrte_two_last_tricks_are_solved_as_counted_by_hand():
    """Three players, last round, a Plus round (most tricks best: 3, 2, 0 points), yellow trump; seat 0 leads
    with green 4 and green 6, seat 1 holds yellow 3 and green 5, seat 2 red 6 and yellow 1; tricks won 5, 2, 3,
    totals 11, 8, 3. Leading green 6, every line ends 14 to seat 0 and 8 to the best other: a lead of 6 points,
    0.7 × 1 + 0.3 × (0.5 + 6/16) = 0.9625. Leading green 4, seat 2 may trump (totals 14, 8, 5) or throw red 6,
    letting seat 1 win both tricks (14, 10, 3): seat 2 loses by over 8 points either way, a margin clipped to
    0 for it, so it is indifferent and the solver takes the line worst for seat 0 (a lead of 4: 0.925)."""
    _, endgames = load("faehrte")
    endgame = next(endgame for endgame in endgames if endgame.name == "g100044-m234")
    solution = solver_for("faehrte").solve(endgame.state("faehrte"))
    green_4, green_6 = ("play", 3 * 13 + 4), ("play", 3 * 13 + 6)
    assert solution.values == pytest.approx({green_4: 0.925, green_6: 0.9625})
    assert solution.optimal() == (green_6,)
