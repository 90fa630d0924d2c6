"""What the shared suites and tools need to know of Auf falscher Fährte (the names are described in
tests/generic/per_game.py): its side of the fairness audit (tests/generic/hidden_parts.py) and more."""

from __future__ import annotations

from tests.generic.hidden_parts import item, others, redistribute, swap_own_card


COVER_WORDS = ("hand", "hidden card")
SCORE_AXES = ("Round", "Score")
RULES_PAGE_WORDS = {
    "en": ("Variants", "Jokers", "Without jokers", "With jokers"),
    "fr": ("Variantes", "Jokers", "Sans jokers", "Avec jokers"),
}


def resample_hidden(state, seat, rng):
    world = state.clone()
    rivals = others(world.players, seat)
    places = [item(world.hands, other) for other in rivals]
    laid = [other for other in rivals if world.hidden_laid[other] is not None]
    codes = [world.hidden_laid[other] for other in laid]
    places.append((lambda: codes, lambda cards: codes.__setitem__(slice(None), cards)))
    strangers = [index for index, (owner, _code) in enumerate(world.pile) if owner != seat]
    pile_codes = [world.pile[index][1] for index in strangers]
    places.append((lambda: pile_codes, lambda cards: pile_codes.__setitem__(slice(None), cards)))
    redistribute(places, rng)
    for other, code in zip(laid, codes):
        world.hidden_laid[other] = code
    pile = list(world.pile)
    for index, code in zip(strangers, pile_codes):
        pile[index] = (pile[index][0], code)
    rng.shuffle(pile)  # the pile's order (and whose card comes up when) is hidden from everyone
    world.pile = type(world.pile)(pile)
    return world


def change_known(state, seat, rng):
    world = state.clone()
    hidden = [item(world.hands, other) for other in others(world.players, seat)]
    return world if swap_own_card(world, world.hands, seat, hidden, rng) else None
