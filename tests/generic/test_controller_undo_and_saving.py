"""The game controller alone (no window): redo plays again exactly the moves undo took back, until a new move;
undo never takes back a move that was the person's only one; the undo setting; a save that fails lets the
game go on and is tried again after the next move."""

from __future__ import annotations

import errno

from cardtable.app.shell.controller import GameController

from tests.generic.app_helpers import TEST_GAME, seats
from tests.generic.sealed_bid.rules import BIDS
from tests.generic.test_app_turn_order import RecordingAI


def answer(controller, ai, action) -> None:
    """The computer move last asked for, answered with `action` (or its first legal move if `action` is not one)."""
    observation, legal, tag = ai.requests[-1]
    before = len(controller.state.history)
    ai.move_ready.emit(tag, action if action in legal else legal[0])
    assert len(controller.state.history) == before + 1


def to_the_persons_turn(controller, ai, action=BIDS[0]) -> None:
    """Answer computer moves with `action` until the person (seat 0) is awaited."""
    controller.proceed()
    while controller.awaiting_human is None:
        answer(controller, ai, action)
        controller.proceed()


def test_redo_plays_again_the_very_moves_undo_took_back(qapp):
    ai = RecordingAI()
    controller = GameController(ai)
    controller.new_game(TEST_GAME, {"rounds": 4}, 3, seats(["human", "random", "random"]))  # seat 1 leads
    to_the_persons_turn(controller, ai, BIDS[2])  # seats 1 and 2 bid 2 each
    assert controller.play(BIDS[3])  # the person outbids them and wins
    to_the_persons_turn(controller, ai)
    assert controller.play("prize1")  # and takes a prize, then leads the next round
    to_the_persons_turn(controller, ai)
    assert controller.play(BIDS[1])
    to_the_persons_turn(controller, ai, BIDS[2])  # computers' moves nobody would guess: 2 and 2
    moves = list(controller.state.history)
    assert controller.undo() and controller.undo()
    assert controller.state.history == moves[:3] and controller.state.undos == 2  # back to the winning bid
    assert controller.can_redo() and controller.redo()
    assert controller.state.history == moves[:4]  # the prize again
    assert controller.redo() and controller.state.history == moves and not controller.can_redo()
    assert controller.state.undos == 2, "redo does not take the mark away"
    # After an undo, a new move: the undone moves are gone for good.
    assert controller.undo()
    controller.proceed()
    assert controller.play(BIDS[0]) and not controller.can_redo() and not controller.redo()
    controller.stop()


def test_undo_skips_the_moves_played_for_the_person_and_obeys_the_setting(qapp):
    ai = RecordingAI()
    controller = GameController(ai)
    controller.new_game(TEST_GAME, {"rounds": 4}, 3, seats(["human", "random", "random"]))
    to_the_persons_turn(controller, ai, BIDS[0])
    assert controller.play(BIDS[6])  # everything: the person wins, then has no coin left
    to_the_persons_turn(controller, ai)
    assert controller.play("prize0")
    controller.proceed()  # their next bid is 0, the only one they have: played for them
    assert controller.state.history[-1] == (0, BIDS[0]) and controller.awaiting_human is None
    forced = len(controller.state.history)
    controller.proceed()
    answer(controller, ai, BIDS[1])  # the computers bid on
    assert len(controller.state.history) == forced + 1
    # The undo goes back over the forced bid to the prize, the person's last real decision.
    assert controller.undo() and controller.state.history[-1] == (0, BIDS[6])
    assert controller.state.legal_actions(0) == ("prize0", "prize1")
    controller.undo_allowed = False
    assert not controller.can_undo() and not controller.undo() and not controller.can_redo()
    controller.stop()


class FullDiskOnce:
    def __init__(self):
        self.failures, self.saved = 1, 0

    def save(self, state, seats, meta=None):
        if self.failures:
            self.failures -= 1
            raise OSError(errno.ENOSPC, "No space left on device")
        self.saved += 1

    def clear(self):
        pass


def test_a_failed_save_is_reported_and_the_game_goes_on(qapp):
    ai, autosave = RecordingAI(), FullDiskOnce()
    controller = GameController(ai, autosave)
    news = []
    controller.save_failed.connect(lambda error: news.append(("failed", error.errno)))
    controller.saved.connect(lambda: news.append(("saved",)))
    controller.action_applied.connect(lambda *args: news.append(("moved",)))
    controller.new_game(TEST_GAME, {"rounds": 4}, 3, seats(["random"] * 3))
    assert news == [("failed", errno.ENOSPC)] and controller.state is not None
    controller.proceed()
    answer(controller, ai, BIDS[0])
    assert news[1:] == [("saved",), ("moved",)] and autosave.saved == 1
    controller.stop()
