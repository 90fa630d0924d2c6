"""Sealed Bid registered as any game from outside the package would be: its rules with
`cardtable.games.register`, its view with `cardtable.app.plugin.register_view`; and unregistered again. The
generic suites' conftest registers it around their tests, a shared test or a driver that needs it elsewhere
calls these."""

from __future__ import annotations

from contextlib import contextmanager

from cardtable.app.plugin import register_view, unregister_view
from cardtable.games import register, unregister
from cardtable.games.registry import available_ids

from .rules import SealedBid
from .view import SealedBidUI

TEST_GAME = SealedBid.id


def register_test_game() -> None:
    if TEST_GAME not in available_ids():
        register(SealedBid)
    register_view(SealedBidUI)


def unregister_test_game() -> None:
    unregister_view(TEST_GAME)
    if TEST_GAME in available_ids():
        unregister(TEST_GAME)


@contextmanager
def sealed_bid_registered():
    """Sealed Bid registered inside the block, and after it only if it was before."""
    was_registered = TEST_GAME in available_ids()
    register_test_game()
    try:
        yield
    finally:
        if not was_registered:
            unregister_test_game()
