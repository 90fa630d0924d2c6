"""The duplicate challenge's computer seats, for every registered game (the controller alone, no window):
while the person plays as in the earlier game, the computers play the earlier game's moves (the whole game
comes out the same); from the first move that differs, the computers think; the duplicate and its earlier
record live in the game's meta and survive the autosave and a resume."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QObject, Signal

from cardtable.ai import make_agent
from cardtable.app.shell.controller import GameController
from cardtable.app.shell.duplicate.script import DUPLICATE, EARLIER_RECORD, ScriptedMove
from cardtable.games import get_game
from cardtable.store import saves

from tests.generic.app_helpers import TEST_GAME, game_ids, seats


class AnsweringAI(QObject):
    """Stands in for the AI service: answers every request at once with the agent's own choice (or, when
    `override` is set, with the legal action it picks), and keeps which agents were asked."""

    move_ready = Signal(object, object)
    move_failed = Signal(object, str)
    busy = False

    def __init__(self, override=None):
        super().__init__()
        self.override = override
        self.asked = []  # (history length, agent)

    def make_agent(self, game_id, level, seed=0, seconds=None):
        return make_agent(game_id, level, seed=seed, seconds=seconds)

    def release_agents(self, agents) -> None:
        pass

    def request(self, agent, observation, legal, tag) -> None:
        self.asked.append((tag[1], agent))
        action = agent.choose(observation, legal) if self.override is None else self.override(legal)
        self.move_ready.emit(tag, action)

    def cancel(self) -> None:
        pass


def play_out(controller, person_move) -> None:
    """Play to the end: the computers through the AI, the person's turns with `person_move(state, legal)`."""
    controller.proceed()
    while not controller.state.is_terminal():
        if controller.awaiting_human is not None:
            legal = controller.state.legal_actions(controller.awaiting_human)
            assert controller.play(person_move(controller.state, legal))
        controller.proceed()


def as_before(earlier):
    """The person's move of the earlier game at this point of the game (which follows it)."""
    return lambda state, legal: earlier.state.history[len(state.history)][1]


def earlier_game(game_id: str, seed: int):
    """A finished solo game whose computer moves no agent would repeat by itself: always the last legal one."""
    game = get_game(game_id)
    players = game.min_players + (1 if game.max_players > game.min_players else 0)
    controller = GameController(AnsweringAI(override=lambda legal: legal[-1]))
    controller.new_game(game_id, {}, seed, seats(["human"] + ["easy"] * (players - 1)))
    rng = random.Random(seed)
    play_out(controller, lambda state, legal: rng.choice(legal))
    return controller


@pytest.mark.parametrize("game_id", game_ids())
def test_the_same_person_moves_give_the_same_game_and_another_move_lets_the_computers_think(qapp, game_id):
    earlier = earlier_game(game_id, 5)
    record = earlier.state.record()

    ai = AnsweringAI()
    duplicate = GameController(ai)
    duplicate.new_game(game_id, {}, 5, earlier.seats, duplicate_of=record)
    assert duplicate.meta[DUPLICATE] is True and duplicate.meta[EARLIER_RECORD] == record
    play_out(duplicate, as_before(earlier))
    assert duplicate.state.history == earlier.state.history, "the same person moves: the same game"
    assert ai.asked and all(isinstance(agent, ScriptedMove) for _, agent in ai.asked)

    # The person plays another first decision: from there on, no computer move is scripted.
    ai = AnsweringAI()
    other = GameController(ai)
    other.new_game(game_id, {}, 5, earlier.seats, duplicate_of=record)
    other.proceed()
    while other.awaiting_human is None:
        other.proceed()
    at = len(other.state.history)
    legal = other.state.legal_actions(0)
    first = earlier.state.history[at][1]
    assert other.play(next(action for action in legal if action != first))
    other.proceed()
    while not other.state.is_terminal() and other.awaiting_human is None:
        other.proceed()
    later = [agent for length, agent in ai.asked if length > at]
    assert all(isinstance(agent, ScriptedMove) for length, agent in ai.asked if length < at)
    assert later or other.awaiting_human is not None or other.state.is_terminal()
    assert not any(isinstance(agent, ScriptedMove) for agent in later), "the computers think once it differs"


def test_the_duplicate_survives_the_autosave_and_a_resume_and_undo(qapp):
    earlier = earlier_game(TEST_GAME, 9)
    record = earlier.state.record()
    ai = AnsweringAI()
    controller = GameController(ai, saves)
    controller.new_game(TEST_GAME, {}, 9, earlier.seats, duplicate_of=record)
    controller.proceed()
    while controller.awaiting_human is None:
        controller.proceed()
    assert controller.play(earlier.state.history[len(controller.state.history)][1])
    controller.proceed()
    while controller.awaiting_human is None:
        controller.proceed()
    uid = controller.meta["uid"]
    controller.stop()

    loaded = saves.load()
    assert loaded.status == "ok"
    assert loaded.game.meta[DUPLICATE] is True and loaded.game.meta[EARLIER_RECORD] == record
    ai = AnsweringAI()
    resumed = GameController(ai, saves)
    resumed.resume(loaded.game.state, earlier.seats, meta=loaded.game.meta)
    assert resumed.meta["uid"] == uid and resumed.meta[EARLIER_RECORD] == record
    assert resumed.undo()  # undo keeps the game's meta, and so its script
    assert resumed.meta[EARLIER_RECORD] == record
    play_out(resumed, as_before(earlier))
    assert resumed.state.history == earlier.state.history
