"""Positions of Auf falscher Fährte for the table tests, reached by playing real games."""

import random

from cardtable.games import get_game

G = get_game("faehrte")
NAMES = ["Anna", "Bruno", "Chloé", "Dmitri"]
BADGES = ["Human", "Easy AI", "Normal AI", "Hard AI"]


def new(players=3, seed=1, jokers=False):
    return G.new_game({"players": players, "jokers": jokers}, seed)


def mover(state):
    seats = state.to_act()
    return seats[0] if seats else None


def advance(state, until, seed=0, limit=5000):
    """Random legal actions until `until(state)` holds (or the game ends)."""
    rng = random.Random(seed)
    for _ in range(limit):
        if state.is_terminal() or until(state):
            return state
        state.apply(rng.choice(state.legal_actions()))
    return state


def positions(players, seed, jokers=False):
    """One state per phase (hide, play with a trick under way, trump, over) of a random game."""
    state = new(players, seed, jokers)
    rng = random.Random(seed)
    found = {}
    while True:
        phase = state.phase
        if phase == "play" and state.trick:
            phase = "trick"
        if phase not in found:
            found[phase] = state.clone()
        if state.is_terminal():
            return found
        state.apply(rng.choice(state.legal_actions()))


def find(players, until, jokers=False, seeds=range(60)):
    """The first random game reaching a state where `until` holds, at that state."""
    for seed in seeds:
        state = advance(new(players, seed, jokers), until, seed)
        if not state.is_terminal() and until(state):
            return state
    raise AssertionError("no such position in the seeds tried")


def seat0_hides():
    return find(3, lambda s: s.phase == "hide" and mover(s) == 0)


def seat0_decides_trump(jokers=False):
    return find(3, lambda s: s.phase == "trump" and mover(s) == 0, jokers)


def seat0_cannot_play_everything():
    """Seat 0 to play, with a card in hand that it may not play now."""
    def holds(state):
        if state.phase != "play" or mover(state) != 0:
            return False
        legal = {action[1] for action in state.legal_actions()}
        return any(code not in legal for code in state.hands[0])
    return find(3, holds)


def show(table, state, seat=0, offer=True):
    """The table as `seat` sees `state`, offered the seat's legal actions (none when it is not to act)."""
    table.set_players(NAMES[:state.num_players], BADGES[:state.num_players])
    table.show_observation(state.observation(seat))
    table.set_legal_actions(state.legal_actions(seat) if offer else [])
