"""Evaluations for the coach: every legal action with its win chance and expected score, reproducible."""

from cardtable.ai.evaluate import ActionEvaluation, evaluate_actions
from cardtable.games import get_game

NOTHANKS = get_game("nothanks")


def position(seed=5, actions=("pay", "pay", "take", "pay")):
    state = NOTHANKS.new_game({"players": 3, "chips": "shown"}, seed)
    for action in actions:
        state.apply(action)
    return state.observation(state.turn), state.legal_actions()


def test_every_legal_action_is_evaluated_with_a_chance_and_a_score():
    observation, legal = position()
    evaluations = evaluate_actions("nothanks", observation, legal, seed=3, iterations=300)
    assert {item.action for item in evaluations} == set(legal)
    assert all(isinstance(item, ActionEvaluation) for item in evaluations)
    assert all(0.0 <= item.win_chance <= 1.0 for item in evaluations)
    assert all(item.expected_score is not None and -30 < item.expected_score < 250 for item in evaluations)
    assert sum(item.visits for item in evaluations) == 300
    assert evaluations[0].visits >= evaluations[1].visits  # the search's favourite first


def test_the_same_seed_and_budget_give_the_same_figures():
    observation, legal = position()
    first = evaluate_actions("nothanks", observation, legal, seed=3, iterations=200)
    assert evaluate_actions("nothanks", observation, legal, seed=3, iterations=200) == first
    assert evaluate_actions("nothanks", observation, legal, seed=4, iterations=200) != first


def test_a_forced_move_is_evaluated_too():
    state = NOTHANKS.from_position({"cards": [[21, 22], [8, 9], [33]], "chips": [0, 10, 11], "open_card": 20,
                                    "pot": 12, "turn": 0, "seed": 4}, {"players": 3, "chips": "shown"})
    assert state.legal_actions() == ("take",)
    (only,) = evaluate_actions("nothanks", state.observation(0), state.legal_actions(), seed=1, iterations=100)
    assert only.action == "take" and only.visits == 100 and only.expected_score is not None


def test_snapshots_only_read_the_search_and_the_final_figures_come_from_the_split_budget(monkeypatch):
    import cardtable.ai.ismcts as ismcts
    from cardtable.ai.evaluate import PARTS, evaluations_of, search_part
    from cardtable.ai.ismcts import merge_results

    monkeypatch.setattr(ismcts, "FIRST_SNAPSHOT_SECONDS", 0.0)
    monkeypatch.setattr(ismcts, "SNAPSHOT_SECONDS", 0.0)  # a snapshot after every iteration
    observation, legal = position()
    heard = []
    figures = evaluate_actions("nothanks", observation, legal, seed=5, iterations=40, snapshot=heard.append)
    assert figures == evaluate_actions("nothanks", observation, legal, seed=5, iterations=40)
    assert len(heard) >= 40 and all({item.action for item in partial} == set(legal) for partial in heard)
    assert sum(item.visits for item in heard[0]) < sum(item.visits for item in figures) == 40
    parts = [search_part("nothanks", observation, legal, 5, 40, part) for part in range(PARTS)]
    assert figures == evaluations_of(merge_results(parts), legal)
