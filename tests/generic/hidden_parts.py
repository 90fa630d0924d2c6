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
"""

from __future__ import annotations

import random
from typing import Callable

from cardtable.games import GameState



def _redistribute(places: list[tuple[Callable, Callable]], rng: random.Random) -> bool:
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


def _item(container, index: int) -> tuple[Callable, Callable]:
    def write(value):
        container[index] = value
    return (lambda: container[index]), write


def _others(state_players: int, seat: int | None) -> list[int]:
    return [other for other in range(state_players) if other != seat]


def _shuffle_purses(purses: list, others: list[int], rng) -> None:
    """Secret purses (chips, coins) dealt again among `others`: the amounts stay, who holds which changes."""
    amounts = [purses[other] for other in others]
    rng.shuffle(amounts)
    for other, amount in zip(others, amounts):
        purses[other] = amount


# --- No Thanks! -----------------------------------------------------------------------------------------------

def _nothanks_resample(state, seat, rng):
    world = state.clone()
    removed = list(world.removed)
    places = [(lambda: world.deck, lambda cards: setattr(world, "deck", cards)),
              (lambda: removed, lambda cards: removed.__setitem__(slice(None), cards))]
    _redistribute(places, rng)
    world.removed = tuple(removed)
    if world.options["chips"] == "hidden" and world.open_card is not None:
        _shuffle_purses(world.chips, _others(len(world.chips), seat), rng)
    return world


def _nothanks_known(state, seat, rng):
    if state.open_card is None or not state.deck:
        return None
    world = state.clone()
    index = rng.randrange(len(world.deck))
    world.deck[index], world.open_card = world.open_card, world.deck[index]  # the open card is public
    return world


# --- Schnäppchen Jagd ----------------------------------------------------------------------------------------

def _schnaeppchen_resample(state, seat, rng):
    world = state.clone()
    places = [_item(world.hands, other) for other in _others(world.players, seat)]
    places += [_item(world.junk, other) for other in _others(world.players, seat)]
    places += [(lambda: world.stock, lambda cards: setattr(world, "stock", cards)),
               (lambda: world.set_aside, lambda cards: setattr(world, "set_aside", cards))]
    _redistribute(places, rng)
    return world


def _swap_own_card(world, hands, seat, hidden: list, rng) -> bool:
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


def _schnaeppchen_known(state, seat, rng):
    world = state.clone()
    hidden = [_item(world.hands, other) for other in _others(world.players, seat)]
    hidden.append((lambda: world.stock, lambda cards: setattr(world, "stock", cards)))
    return world if _swap_own_card(world, world.hands, seat, hidden, rng) else None


# --- Auf falscher Fährte ---------------------------------------------------------------------------------------

def _faehrte_resample(state, seat, rng):
    world = state.clone()
    others = _others(world.players, seat)
    places = [_item(world.hands, other) for other in others]
    laid = [other for other in others if world.hidden_laid[other] is not None]
    codes = [world.hidden_laid[other] for other in laid]
    places.append((lambda: codes, lambda cards: codes.__setitem__(slice(None), cards)))
    strangers = [index for index, (owner, _code) in enumerate(world.pile) if owner != seat]
    pile_codes = [world.pile[index][1] for index in strangers]
    places.append((lambda: pile_codes, lambda cards: pile_codes.__setitem__(slice(None), cards)))
    _redistribute(places, rng)
    for other, code in zip(laid, codes):
        world.hidden_laid[other] = code
    pile = list(world.pile)
    for index, code in zip(strangers, pile_codes):
        pile[index] = (pile[index][0], code)
    rng.shuffle(pile)  # the pile's order (and whose card comes up when) is hidden from everyone
    world.pile = type(world.pile)(pile)
    return world


def _faehrte_known(state, seat, rng):
    world = state.clone()
    hidden = [_item(world.hands, other) for other in _others(world.players, seat)]
    return world if _swap_own_card(world, world.hands, seat, hidden, rng) else None


# --- Négoce 2 -------------------------------------------------------------------------------------------------

def _negoce_resample(state, seat, rng):
    world = state.clone()
    others = _others(len(world.hands), seat)
    places = [_item(world.hands, other) for other in others]
    on_table = world.phase in ("offers", "seller", "take")
    secret_market = [index for index, (code, face_up) in enumerate(world.market)
                     if not face_up and not (seat == world.seller and on_table)]
    market_codes = [world.market[index][0] for index in secret_market]
    places.append((lambda: market_codes, lambda cards: market_codes.__setitem__(slice(None), cards)))
    secret_offers = [other for other in others if world.offers[other] is not None
                     and world.offers[other][0] is not None and not world.offers[other][1]]
    offer_codes = [world.offers[other][0] for other in secret_offers]
    places.append((lambda: offer_codes, lambda cards: offer_codes.__setitem__(slice(None), cards)))
    _redistribute(places, rng)
    for index, code in zip(secret_market, market_codes):
        world.market[index] = (code, world.market[index][1])
    for other, code in zip(secret_offers, offer_codes):
        world.offers[other] = (code, *world.offers[other][1:])
    if world.hidden_coins and world.phase != "over":
        _shuffle_purses(world.coins, others, rng)
    return world


def _negoce_known(state, seat, rng):
    world = state.clone()
    hidden = [_item(world.hands, other) for other in _others(len(world.hands), seat)]
    return world if _swap_own_card(world, world.hands, seat, hidden, rng) else None


# --- Sealed Bid (the test game) -------------------------------------------------------------------------------

def _sealed_bid_resample(state, seat, rng):
    world = state.clone()
    if world.winner is None:
        for other in _others(len(world.bids), seat):
            if world.bids[other] is not None:
                world.bids[other] = rng.randint(0, world.coins[other])
    return world


def _sealed_bid_known(state, seat, rng):
    world = state.clone()
    if seat is not None and world.bids[seat] is not None and world.coins[seat] > 0:
        world.bids[seat] = (world.bids[seat] + 1) % (world.coins[seat] + 1)
        return world
    world.points[0] += 1  # every seat's points are public
    return world


RESAMPLERS: dict[str, tuple[Callable, Callable]] = {
    "nothanks": (_nothanks_resample, _nothanks_known),
    "schnaeppchen": (_schnaeppchen_resample, _schnaeppchen_known),
    "faehrte": (_faehrte_resample, _faehrte_known),
    "negoce": (_negoce_resample, _negoce_known),
    "sealed_bid": (_sealed_bid_resample, _sealed_bid_known),
}


def resample_hidden(state: GameState, seat: int | None, rng: random.Random) -> GameState:
    return RESAMPLERS[type(state).game.id][0](state, seat, rng)


def change_known(state: GameState, seat: int | None, rng: random.Random) -> GameState | None:
    return RESAMPLERS[type(state).game.id][1](state, seat, rng)
