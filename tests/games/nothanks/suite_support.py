"""What the shared suites and tools need to know of No Thanks! (the names are described in
tests/generic/per_game.py): its side of the fairness audit (tests/generic/hidden_parts.py) and more."""

from __future__ import annotations

from tests.generic.hidden_parts import others, redistribute, shuffle_purses


COVER_WORDS = ("chips", "open card")
SCORE_AXES = ("Card taken", "Score")
RULES_PAGE_WORDS = {
    "en": ("Variants", "Chip counts", "Hidden", "Shown", "Deck", "Tactical"),
    "fr": ("Variantes", "Nombre de jetons", "Caché", "Visible", "Paquet", "Tactique"),
}


def resample_hidden(state, seat, rng):
    world = state.clone()
    removed = list(world.removed)
    places = [(lambda: world.deck, lambda cards: setattr(world, "deck", cards)),
              (lambda: removed, lambda cards: removed.__setitem__(slice(None), cards))]
    redistribute(places, rng)
    world.removed = tuple(removed)
    if world.options["chips"] == "hidden" and world.open_card is not None:
        shuffle_purses(world.chips, others(len(world.chips), seat), rng)
    return world


def change_known(state, seat, rng):
    if state.open_card is None or not state.deck:
        return None
    world = state.clone()
    index = rng.randrange(len(world.deck))
    world.deck[index], world.open_card = world.open_card, world.deck[index]  # the open card is public
    return world
