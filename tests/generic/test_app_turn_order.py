"""The game controller takes who acts from the state alone: a computer move answers the seat it was asked
for, and a seat may be asked twice in a row."""

from PySide6.QtCore import QObject, Signal

from cardtable.ai import make_agent
from cardtable.app.shell.controller import GameController

from tests.generic.app_helpers import TEST_GAME, seats
from tests.generic.sealed_bid.rules import BIDS, PRIZES


class RecordingAI(QObject):
    """Stands in for the AI service: keeps the requests; the test answers them."""

    move_ready = Signal(object, object)
    move_failed = Signal(object, str)
    busy = False

    def __init__(self):
        super().__init__()
        self.requests = []

    def make_agent(self, game_id, level, seed=0, seconds=None):
        return make_agent(game_id, level, seed=seed, seconds=seconds)

    def release_agents(self, agents) -> None:
        pass

    def request(self, agent, observation, legal, tag) -> None:
        self.requests.append((observation, tuple(legal), tag))

    def cancel(self) -> None:
        pass


def test_computer_moves_answer_the_seat_they_were_asked_for(qapp):
    ai = RecordingAI()
    controller = GameController(ai)
    applied = []
    controller.action_applied.connect(lambda seat, action, events: applied.append((seat, action)))
    controller.new_game(TEST_GAME, {"rounds": 4}, 3, seats(["random"] * 3))  # seat 1 leads
    state = controller.state
    asked = []
    while len(asked) < 5:
        controller.proceed()
        observation, legal, tag = ai.requests[-1]
        seat = tag[-1]
        asked.append(seat)
        assert seat == state.current_seat == observation.seat and legal == state.legal_actions(seat)
        moves = len(state.history)
        for stale in ((tag[0], moves, (seat + 1) % 3), (tag[0], moves - 1, seat), (tag[0] - 1, moves, seat)):
            ai.move_ready.emit(stale, legal[0])  # another seat's, an earlier move's, an older game's answer
            assert len(state.history) == moves
        last_bidder = observation.winner is None and observation.bid_made.count(False) == 1
        ai.move_ready.emit(tag, PRIZES[0] if observation.winner is not None else BIDS[1 if last_bidder else 0])
        assert applied[-1][0] == seat and len(state.history) == moves + 1
    # Round 1 from seat 1: seats 1, 2, 0 bid; seat 0 outbid the others and chooses at once; then leads.
    assert asked == [1, 2, 0, 0, 0]
    controller.stop()
