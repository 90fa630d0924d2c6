"""Every refusal the rules make is data its view translates: fuzzing every registered game (action_fuzz.py)
refuses actions of every sort, actions legal elsewhere tried at each step of a random game meet the
refusals of play itself (following suit, an empty purse), and each refusal's kind has a template in the view's catalogue (or among
the core's, COMMON_REASONS), which its values fill in English and in French without a missing field. The
fuzzer's checks (fuzz_checks.check_refusal) also hold the rules' refusal equal to the acting seat's
observation's `why_not`: the refusal a view shows is the one the rules raise."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication

from cardtable.app.i18n import shared_language_manager
from cardtable.app.plugin import COMMON_REASONS, view_class

from .action_fuzz import RandomChooser, Tally, catalogue, fuzz_session, game_length, try_step
from .fuzz_checks import snapshot
from .registered import game_id, options_for, random_playout, registered_games

SESSIONS = 12
STEPS = 40
TRIES = 6  # actions legal elsewhere tried at each step of a random game
NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal")


def refusals_of(game) -> list:
    """The refusals of some fuzzing sessions of `game`, from any point of a game."""
    tally = Tally()
    for seed in range(SESSIONS):
        fuzz_session(game, RandomChooser(random.Random(seed)), STEPS, prefix_limit=game_length(game),
                     full_every=STEPS, tally=tally)
    pool, rng = catalogue(game), random.Random(0)
    for state in random_playout(game, options_for(game, game.min_players), 0):
        legal, before = set(state.legal_actions()), snapshot(state)
        for action in rng.sample(pool, min(TRIES, len(pool))):
            if action not in legal:
                try_step(state, None, action, before, tally)
    assert tally.refusals, "the fuzzer refused nothing"
    return tally.refusals


@pytest.mark.parametrize("game", registered_games(), ids=game_id)
def test_every_refusal_met_fuzzing_has_a_kind_the_view_translates_in_english_and_french(qapp, sealed_bid_french, game):
    view = view_class(game.id)()
    templates = {**COMMON_REASONS, **view.catalogue.reasons}
    refusals = refusals_of(game)
    untranslated = {refusal.kind for refusal in refusals} - set(templates)
    assert not untranslated, f"kinds of refusal missing from the catalogue's reasons: {sorted(untranslated)}"
    sealed_bid_french()
    manager = shared_language_manager()
    try:
        for language in ("en", "fr"):
            manager.set_language(language)
            for refusal in refusals:
                template = QCoreApplication.translate("Reasons", templates[refusal.kind])
                assert view.reason_template(refusal) == template
                try:
                    text = view.describe_reason(refusal, NAMES)
                except (KeyError, IndexError) as error:
                    pytest.fail(f"{language}: {template!r} cannot be filled from {refusal.params!r} ({error!r})")
                assert text.strip(), (language, refusal)
    finally:
        manager.set_language("en")

