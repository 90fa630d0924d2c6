"""Every registered game: random legal playouts to the end, with the invariants and the action contract
checked after every action (OpenSpiel's random_sim_test), for every player count and option."""

from __future__ import annotations

import pytest

from cardtable.games import IllegalAction

from .registered import game_players_id, games_and_player_counts, options_for, random_playout, snapshot

SEEDS = (0, 1, 2)
# Values no game takes as an action (each is hashable, so apply() reaches the game's own check).
MADE_UP = ("not an action", ("not", "an", "action"), 10**12 + 7, None, -1.5, frozenset({"x"}))


def check_turn_and_actions(state) -> None:
    state.check_invariants()
    players = state.num_players
    legal, acting = state.legal_actions(), state.to_act()
    assert type(legal) is tuple and type(acting) is tuple
    if state.is_terminal():
        assert legal == () and acting == () and state.current_seat is None
        assert all(state.legal_actions(seat) == () for seat in range(players))
        return
    assert legal and acting, "a game that is not over has a seat to act and something it may do"
    assert all(type(seat) is int and 0 <= seat < players for seat in acting)
    assert state.current_seat == acting[0]
    assert len(set(legal)) == len(legal), "legal actions are distinct"
    for action in legal:
        hash(action)
    assert state.legal_actions(acting[0]) == legal
    assert all(state.legal_actions(seat) == () for seat in range(players) if seat not in acting)
    assert len(state.scores()) == players


def check_illegal_actions_change_nothing(state) -> None:
    before = snapshot(state)
    legal = state.legal_actions()
    for action in MADE_UP:
        assert action not in legal
        with pytest.raises(IllegalAction) as info:
            state.apply(action)
        assert info.value.reason
        assert snapshot(state) == before
    if not state.is_terminal():
        idle = [seat for seat in range(state.num_players) if seat not in state.to_act()]
        for seat in idle[:1]:
            with pytest.raises(IllegalAction):
                state.apply(legal[0], seat)
            assert snapshot(state) == before
    else:
        with pytest.raises(IllegalAction):
            state.apply(MADE_UP[0])
        assert snapshot(state) == before


def check_end(state) -> None:
    players = state.num_players
    scores, places = state.scores(), state.ranking().places
    assert len(scores) == len(places) == players
    # A competition ranking (ties share a place, the next place is skipped)...
    assert places == tuple(1 + sum(other < mine for other in places) for mine in places)
    # ...that orders the seats by score, higher or lower first as the game says.
    pairs = [(scores[a], places[a], scores[b], places[b]) for a in range(players) for b in range(players)]
    assert (all(pa <= pb for sa, pa, sb, pb in pairs if sa > sb)
            or all(pa <= pb for sa, pa, sb, pb in pairs if sa < sb)), f"places {places} for scores {scores}"
    shares = state.ranking().win_shares()
    assert abs(sum(shares) - 1.0) < 1e-9 and state.ranking().winners
    assert all(0.0 <= value <= 1.0 for value in state.returns())
    for seat in range(players):
        assert state.score_breakdown(seat)["score"] == scores[seat]


@pytest.mark.parametrize("game, players", games_and_player_counts(), ids=game_players_id)
def test_random_playouts_keep_every_invariant(game, players):
    for seed in SEEDS:
        options = options_for(game, players, variant=seed + players)
        steps = 0
        for state in random_playout(game, options, seed):
            check_turn_and_actions(state)
            if steps % 11 == 0:
                check_illegal_actions_change_nothing(state)
            steps += 1
        check_illegal_actions_change_nothing(state)
        check_end(state)


@pytest.mark.parametrize("game, players", games_and_player_counts(), ids=game_players_id)
def test_unchecked_play_gives_the_same_game(game, players):
    options = options_for(game, players)
    for state in random_playout(game, options, 7):
        pass
    fast = game.new_game(options, 7)
    for seat, action in state.history:
        assert fast.to_act()[0] == seat
        fast.apply_unchecked(action)
    assert fast == state


@pytest.mark.parametrize("game, players", games_and_player_counts(), ids=game_players_id)
def test_the_same_seed_deals_the_same_game(game, players):
    options = options_for(game, players)
    assert game.new_game(options, 3) == game.new_game(options, 3)
    assert len({snapshot(game.new_game(options, seed)) for seed in range(6)}) > 1


@pytest.mark.parametrize("game, players", games_and_player_counts(), ids=game_players_id)
def test_a_clone_is_equal_and_independent(game, players):
    for state in random_playout(game, options_for(game, players), 5):
        if len(state.history) == 6 or state.is_terminal():
            break
    copy = state.clone()
    assert copy == state and copy is not state
    before = snapshot(state)
    while not copy.is_terminal() and len(copy.history) < len(state.history) + 3:
        copy.apply(copy.legal_actions()[-1])
    assert snapshot(state) == before
