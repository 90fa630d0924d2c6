"""What the shared suites and tools need to know of Schnäppchen Jagd (the names are described in
tests/generic/per_game.py): its side of the fairness audit (tests/generic/hidden_parts.py) and more."""

from __future__ import annotations

from tests.generic.hidden_parts import item, others, redistribute, swap_own_card


DIALOGS_MET = {"sorting"}
COVER_WORDS = ("hand", "junk pile")
SCORE_AXES = ("Round", "Score")
RULES_PAGE_WORDS = {
    "en": ("Variants", "Sorting", "Standard", "Strict"),
    "fr": ("Variantes", "Tri", "Standard", "Strict"),
}


def resample_hidden(state, seat, rng):
    world = state.clone()
    places = [item(world.hands, other) for other in others(world.players, seat)]
    places += [item(world.junk, other) for other in others(world.players, seat)]
    places += [(lambda: world.stock, lambda cards: setattr(world, "stock", cards)),
               (lambda: world.set_aside, lambda cards: setattr(world, "set_aside", cards))]
    redistribute(places, rng)
    return world


def change_known(state, seat, rng):
    world = state.clone()
    hidden = [item(world.hands, other) for other in others(world.players, seat)]
    hidden.append((lambda: world.stock, lambda cards: setattr(world, "stock", cards)))
    return world if swap_own_card(world, world.hands, seat, hidden, rng) else None
