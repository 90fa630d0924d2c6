"""The hard agent keeps its search tree from one decision to the next, where the game tells the public
steps between them (No Thanks!: actions and the cards turned up), and starts afresh where it cannot."""

import pytest

from cardtable.ai import make_agent
from cardtable.games import get_game

NOTHANKS = get_game("nothanks")


def game_at_seat_zero(seed=3):
    state = NOTHANKS.new_game({"players": 3, "chips": "shown"}, seed)
    while state.turn != 0:
        state.apply("pay")
    return state


def hard(iterations=400):
    return make_agent("nothanks", "hard", seed=1, seconds=None, iterations=iterations)


def test_the_next_decision_starts_from_the_node_of_the_steps_that_really_happened():
    state = game_at_seat_zero()
    agent = hard()
    agent.analyse(state.observation(0), state.legal_actions())
    expected = agent._tree.root.children["pay"].children["pay"].children["pay"]
    kept = {action: child.visits for action, child in expected.children.items()}
    assert sum(kept.values()) > 0
    for _ in range(3):
        state.apply("pay")
    result = agent.analyse(state.observation(0), state.legal_actions())
    assert agent._tree.root is expected
    assert sum(result.visits.values()) == sum(kept.values()) + 400


def test_a_take_descends_into_the_subtree_of_the_card_turned_up():
    state = game_at_seat_zero()
    for _ in range(9):  # nine chips on the card: taking it is worth searching
        state.apply("pay")
    agent = hard(iterations=400)
    agent.analyse(state.observation(0), state.legal_actions())
    state.apply("take")  # seat 0 takes, turns up the next card and acts again
    card = state.open_card
    expected = agent._tree.root.children["take"].outcomes[card]
    agent.analyse(state.observation(0), state.legal_actions())
    assert agent._tree.root is expected


def test_an_observation_that_does_not_follow_starts_a_fresh_tree():
    agent = hard(iterations=200)
    first = game_at_seat_zero(seed=3)
    agent.analyse(first.observation(0), first.legal_actions())
    other = game_at_seat_zero(seed=4)  # another game: its history is no continuation of the first
    result = agent.analyse(other.observation(0), other.legal_actions())
    assert sum(result.visits.values()) == 200


def test_an_agent_told_not_to_keep_its_tree_searches_afresh():
    state = game_at_seat_zero()
    agent = hard(iterations=200)
    agent.keep_tree = False
    agent.analyse(state.observation(0), state.legal_actions())
    for _ in range(3):
        state.apply("pay")
    result = agent.analyse(state.observation(0), state.legal_actions())
    assert sum(result.visits.values()) == 200 and agent._tree is None


@pytest.fixture
def sealed_bid():
    from cardtable.games.registry import available_ids, register, unregister
    from tests.generic.sealed_bid.rules import SealedBid
    added = SealedBid.id not in available_ids()
    if added:
        register(SealedBid)
    yield SealedBid
    if added:
        unregister(SealedBid.id)


def test_a_game_without_the_hooks_gets_a_fresh_tree_and_its_scores_recorded(sealed_bid):
    game = sealed_bid
    know_how = game.know_how()
    assert know_how.public_steps is None and know_how.revealed is None and know_how.score_weight == 0.0
    state = game.new_game({"players": 3}, 2)
    seat = state.to_act()[0]
    agent = make_agent("sealed_bid", "hard", seed=1, seconds=None, iterations=100)
    result = agent.analyse(state.observation(seat), state.legal_actions())
    assert agent._tree is None
    assert result.values == result.win_shares  # weight 0: the win share alone is backed up
    assert set(result.scores) == set(result.visits)
