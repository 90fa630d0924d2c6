"""Auf falscher Fährte's revealed observation: every hand, every hidden card and its owner, the pile's order."""

import random

from cardtable.games import get_game

G = get_game("faehrte")


def states(players: int, seed: int, jokers: bool = False):
    state = G.new_game({"players": players, "jokers": jokers}, seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        yield state.clone()
        state.apply(rng.choice(state.legal_actions()))


def test_each_seats_hand_and_hidden_card_are_what_its_own_observation_shows():
    for state in list(states(4, 3))[::7]:
        revealed = state.revealed_observation(2)
        for seat in range(4):
            own = state.observation(seat)
            assert revealed.revealed_hands[seat] == own.hand
            assert revealed.revealed_hidden[seat] == own.my_hidden


def test_the_pile_is_turned_up_top_first_and_each_turned_up_card_names_its_owner():
    checked = 0
    previous = None
    for state in states(3, 5, jokers=True):
        obs = state.revealed_observation(0)
        assert len(obs.revealed_owners) == len(obs.revealed)
        for owner, code in zip(obs.revealed_owners, obs.revealed):
            assert obs.revealed_hidden[owner] == code
        if obs.phase != "hide":
            assert len(obs.revealed_pile) == obs.hidden_left
            assert sorted(code for _seat, code in obs.revealed_pile) == sorted(
                code for code in obs.revealed_hidden if code is not None and code not in obs.revealed)
        if previous is not None and previous.round == obs.round and len(obs.revealed) == len(previous.revealed) + 1:
            assert (obs.revealed_owners[-1], obs.revealed[-1]) == previous.revealed_pile[0]
            checked += 1
        previous = obs
    assert checked >= 3
