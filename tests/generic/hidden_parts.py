"""For the fairness audit: per game, written from the rules (not from the AI's determinizer, whose worlds are
built from the observation and so could never show an observation that says too much), a function that
resamples what a seat may not know, and one that changes something the seat may know.

`resample_hidden(state, seat, rng)`: a copy of `state` in which the cards (and secret amounts) hidden from
`seat` (None: a spectator, who holds no hand) are dealt again at random among the places that hide them,
every place keeping its size. What the seat may know stays: its own hand and hidden cards, the public
piles, every counter. The copy need not be reachable by play (another seat may now hold a card it showed
it lacked): the observation must not depend on the hidden parts all the same.

`change_known(state, seat, rng)`: a copy with one thing the seat may know changed (one of its own cards
swapped for a hidden one, a public card, a counter), or None when there is nothing to change.

Each game writes its two in its own test folder's `suite_support` module (see tests/generic/per_game.py);
the helpers below are what they share: dealing hidden places again, and swapping a seat's own card.
"""

from __future__ import annotations

import random
from typing import Callable

from cardtable.games import GameState

from tests.generic.per_game import suite_support


def redistribute(places: list[tuple[Callable, Callable]], rng: random.Random) -> bool:
    """Shuffle the cards of every place together and deal them back, each place keeping its size (and its
    order where the rules keep it sorted). True when there were at least two cards to shuffle."""
    contents = [list(read()) for read, _ in places]
    pool = [card for content in contents for card in content]
    rng.shuffle(pool)
    start = 0
    for (read, write), content in zip(places, contents):
        cards = pool[start:start + len(content)]
        start += len(content)
        original = read()
        if len(content) > 1 and list(original) == sorted(original):
            cards.sort()
        write(type(original)(cards) if isinstance(original, (list, tuple)) else cards)
    return len(pool) > 1


def item(container, index: int) -> tuple[Callable, Callable]:
    """A place (read, write) that is one item of a list: a seat's hand, say."""
    def write(value):
        container[index] = value
    return (lambda: container[index]), write


def others(state_players: int, seat: int | None) -> list[int]:
    """Every seat but `seat` (all of them for a spectator, None)."""
    return [other for other in range(state_players) if other != seat]


def shuffle_purses(purses: list, among: list[int], rng) -> None:
    """Secret purses (chips, coins) dealt again among the seats `among`: the amounts stay, who holds which
    changes."""
    amounts = [purses[other] for other in among]
    rng.shuffle(amounts)
    for other, amount in zip(among, amounts):
        purses[other] = amount


def swap_own_card(world, hands, seat, hidden: list, rng) -> bool:
    """Swap a card of `seat`'s hand for one of a hidden place (another hand, the stock): the seat sees it."""
    hidden = [place for place in hidden if len(place[0]())]
    if seat is None or not hands[seat] or not hidden:
        return False
    read, write = rng.choice(hidden)
    theirs = list(read())
    mine = list(hands[seat])
    i, j = rng.randrange(len(mine)), rng.randrange(len(theirs))
    if mine[i] == theirs[j]:
        return False
    mine[i], theirs[j] = theirs[j], mine[i]
    original = hands[seat]
    hands[seat] = type(original)(sorted(mine) if list(original) == sorted(original) else mine)
    write(type(read())(theirs))
    return True


def resample_hidden(state: GameState, seat: int | None, rng: random.Random) -> GameState:
    return suite_support(type(state).game.id).required("resample_hidden")(state, seat, rng)


def change_known(state: GameState, seat: int | None, rng: random.Random) -> GameState | None:
    return suite_support(type(state).game.id).required("change_known")(state, seat, rng)
