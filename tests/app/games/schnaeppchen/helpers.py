"""Positions of Schnäppchen Jagd for the table tests, built from real games."""

import random

from cardtable.games import get_game
from cardtable.games.schnaeppchen.cards import SUPER, card
from cardtable.games.schnaeppchen.tricks import Play

G = get_game("schnaeppchen")
NAMES = ["Anna", "Bruno", "Chloé", "Dmitri"]
BADGES = ["Human", "Easy AI", "Normal AI", "Hard AI"]


def new(players=4, seed=1, sorting="standard"):
    return G.new_game({"players": players, "sorting": sorting}, seed)


def advance(state, until, seed=0, limit=2000):
    """Random legal actions until `until(state)` holds (or the game ends)."""
    rng = random.Random(seed)
    for _ in range(limit):
        if state.is_terminal() or until(state):
            return state
        state.apply(rng.choice(state.legal_actions()))
    return state


def positions(players, seed):
    """One state per phase (bargain, play with a trick under way, sort, over) of a random game."""
    state = new(players, seed)
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


def must_follow_position():
    """Seat 0 to play after a red lead, holding red cards and other colours and a super offer."""
    state = advance(new(4, 3), lambda s: s.phase == "play" and s.round == 2 and s.turn == 0 and not s.trick)
    state.trick = [Play(3, card("red", 5))]
    state.leader = 3
    state.hands[0] = sorted([card("red", 2), card("red", 8), card("blue", 3), card("green", 7),
                             card("yellow", 9), SUPER, card("grey", 4), card("purple", 1)])
    return state


def trump_position(twin=False):
    """Seat 0 cannot follow red; green 7 is in hand. With twin, the other green 7 is already in the trick,
    declared trump (so seat 0's copy needs only the above/below declaration)."""
    state = advance(new(4, 5), lambda s: s.phase == "play" and s.round == 2 and s.turn == 0 and not s.trick)
    state.leader = 2
    state.trick = [Play(2, card("red", 5))] + ([Play(3, card("green", 7), True, None)] if twin else
                                                [Play(3, card("blue", 2), False, None)])
    state.hands[0] = sorted([card("green", 7), card("blue", 3), card("yellow", 9), card("grey", 4),
                             card("purple", 1), card("green", 2), card("blue", 8), card("yellow", 1)])
    return state


def sorting_position(players=4, junk=(1, 3, 3, 3, 4, 4, 5, 7, 9), variant="standard"):
    """Seat 0 to sort with a junk pile of the given values (any colours)."""
    state = advance(new(players, 7, variant), lambda s: s.phase == "sort" and s.turn == 0)
    assert state.phase == "sort" and state.turn == 0
    colours = iter(range(60))
    state.junk[0] = [(next(colours) % 6) * 10 + value for value in junk]
    return state


def show(table, state, seat=0, offer=True):
    """The table as `seat` sees `state`, offered the seat's legal actions (none when it is not to act)."""
    table.set_players(NAMES[:state.num_players], BADGES[:state.num_players])
    table.show_observation(state.observation(seat))
    table.set_legal_actions(state.legal_actions(seat) if offer else [])
