"""The generic suites: the same tests run over every registered game, the test-only game Sealed Bid
(sealed_bid/, registered only around this folder's tests: conftest.py) among them.

A game is known here only through the registry: the suites take the games from it (registered.py for the
rules suites, app_helpers.game_ids() for the app suites), and no file of this folder, of tools/ or of
tests/app outside tests/app/games/<id>/ names a game (test_games_from_the_registry.py checks it).
What a suite must know of one game (its side of the fairness audit, a short variant, the words of its rules
page, its score axes...) is in that game's own test folder, `tests/games/<id>/suite_support.py` (a test-only
game's beside its rules), read by `per_game.suite_support(game_id)`, which documents the names and their
defaults for a game that has nothing special.
"""
