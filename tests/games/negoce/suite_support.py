"""What the shared suites and tools need to know of Négoce 2 (the names are described in
tests/generic/per_game.py): its side of the fairness audit (tests/generic/hidden_parts.py) and more."""

from __future__ import annotations

from tests.generic.hidden_parts import item, others, redistribute, shuffle_purses, swap_own_card


SHORT_OPTIONS = {"sale_limit": 30}
COVER_WORDS = ("hand", "purse", "offer")
SCORE_AXES = ("Sale", "Coins")
RULES_PAGE_WORDS = {
    "en": ("Variants", "Sale limit", "Coins", "Coins shown", "Hidden coins"),
    "fr": ("Variantes", "Limite de ventes", "Pièces", "Pièces visibles", "Pièces cachées"),
}
REVEALING_OPTIONS = {"hidden_coins": True}  # the variant with the most to reveal
# The table's first pressable entry (a card of the hand) only chooses the card for a sale or an offer:
# the action that then plays it is one of these.
ATSPI_THEN_PRESS = ("Put up for sale", "Offer")


def resample_hidden(state, seat, rng):
    world = state.clone()
    rivals = others(len(world.hands), seat)
    places = [item(world.hands, other) for other in rivals]
    on_table = world.phase in ("offers", "seller", "take")
    secret_market = [index for index, (code, face_up) in enumerate(world.market)
                     if not face_up and not (seat == world.seller and on_table)]
    market_codes = [world.market[index][0] for index in secret_market]
    places.append((lambda: market_codes, lambda cards: market_codes.__setitem__(slice(None), cards)))
    secret_offers = [other for other in rivals if world.offers[other] is not None
                     and world.offers[other][0] is not None and not world.offers[other][1]]
    offer_codes = [world.offers[other][0] for other in secret_offers]
    places.append((lambda: offer_codes, lambda cards: offer_codes.__setitem__(slice(None), cards)))
    redistribute(places, rng)
    for index, code in zip(secret_market, market_codes):
        world.market[index] = (code, world.market[index][1])
    for other, code in zip(secret_offers, offer_codes):
        world.offers[other] = (code, *world.offers[other][1:])
    if world.hidden_coins and world.phase != "over":
        shuffle_purses(world.coins, rivals, rng)
    return world


def change_known(state, seat, rng):
    world = state.clone()
    hidden = [item(world.hands, other) for other in others(len(world.hands), seat)]
    return world if swap_own_card(world, world.hands, seat, hidden, rng) else None
