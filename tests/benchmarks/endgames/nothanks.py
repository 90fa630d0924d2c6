"""No Thanks! endgames: the last few cards, when the deck holds at most DECK_LEFT face-down cards.

The state holds the deck's order (as the position's "deck"), and nothing is drawn after the deal, so the
rest of the game is chance-free and fully known; the chips, hidden or shown, are in the state alike. The
whole game is one round: its end is the game's end.
"""

from __future__ import annotations

from cardtable.games.nothanks.agents import SearchWorld
from cardtable.games.nothanks.rules import bit_set

DECK_LEFT = 3  # face-down cards: up to 4 cards still to take (about 4,000 states with 3 players, 40,000 with 5)

OPTIONS = tuple({"players": players, "chips": chips, "deck": deck}
                for players in (3, 4, 5, 6, 7) for chips in ("hidden", "shown") for deck in ("standard", "tactical"))


def key(state):
    return (state.open_card, tuple(state.deck), state.pot, tuple(state.chips),
            tuple(tuple(hand) for hand in state.cards), state.turn)


def solvable(state) -> bool:
    return len(state.deck) <= DECK_LEFT


def search_world(state) -> SearchWorld:
    """The state as the lean world the search plays in (what the game's `sample_world` draws), deck included."""
    world = SearchWorld.__new__(SearchWorld)
    world.deck, world.open_card, world.pot = list(state.deck), state.open_card, state.pot
    world.chips, world.hands = list(state.chips), [bit_set(hand) for hand in state.cards]
    world.turn, world.final = state.turn, None
    return world
