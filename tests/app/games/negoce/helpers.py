"""Positions of Négoce 2 for the table tests, reached by playing real games."""

import random

from cardtable.games import get_game

G = get_game("negoce")
NAMES = ["Anna", "Bruno", "Chloé", "Dmitri"]
BADGES = ["Human", "Easy AI", "Normal AI", "Hard AI"]


def new(seed=1, hidden=False, limit=30):
    return G.new_game({"players": 4, "hidden_coins": hidden, "sale_limit": limit}, seed)


def mover(state):
    seats = state.to_act()
    return seats[0] if seats else None


def find(until, hidden=False, seeds=range(80)):
    """The first random game reaching a state where `until` holds, at that state."""
    for seed in seeds:
        state, rng = new(seed, hidden), random.Random(seed)
        while not state.is_terminal():
            if until(state):
                return state
            state.apply(rng.choice(state.legal_actions()))
        if until(state):
            return state
    raise AssertionError("no such position in the seeds tried")


def seat0_in(phase, hidden=False, extra=lambda state: True):
    return find(lambda s: s.phase == phase and mover(s) == 0 and extra(s), hidden)


def finished(seed=2, hidden=False):
    return find(lambda s: s.is_terminal(), hidden, seeds=range(seed, seed + 20))


def show(table, state, seat=0, offer=True):
    """The table as `seat` sees `state`, offered the seat's legal actions (none when it is not to act)."""
    table.set_players(NAMES[:state.num_players], BADGES[:state.num_players])
    table.show_observation(state.observation(seat))
    table.set_legal_actions(state.legal_actions(seat) if offer else [])
