"""Computer players: observation-only inputs, the No Thanks! determinizer, obvious decisions.

Every level choosing legal actions over whole games is in the generic suites (tests/generic).
"""

import dataclasses
import random

import pytest

from cardtable.ai import LEVELS, make_agent
from cardtable.ai.play import play_game
from cardtable.games import GameState, get_game
from cardtable.games.nothanks import NoThanksObservation
from cardtable.games.nothanks.agents import Determinizer, take_cost

NOTHANKS = get_game("nothanks")


def random_positions(count, seed=0):
    """Positions from random games with 3-7 players and every variant, each with its seat to act."""
    rng = random.Random(seed)
    for index in range(count):
        options = {"players": rng.randint(3, 7), "chips": rng.choice(["hidden", "shown"]),
                   "deck": rng.choice(["standard", "tactical"])}
        state = NOTHANKS.new_game(options, index)
        for _ in range(rng.randint(0, 70)):
            if state.is_terminal():
                break
            state.apply(rng.choice(state.legal_actions()))
        if not state.is_terminal():
            yield state


def contains_state(value, depth=0):
    """True if a GameState is reachable from `value` through fields and containers."""
    if isinstance(value, GameState):
        return True
    if depth > 6:
        return False
    if dataclasses.is_dataclass(value):
        return any(contains_state(getattr(value, f.name), depth + 1) for f in dataclasses.fields(value))
    if isinstance(value, (tuple, list, set, frozenset)):
        return any(contains_state(item, depth + 1) for item in value)
    if isinstance(value, dict):
        return any(contains_state(item, depth + 1) for item in list(value.keys()) + list(value.values()))
    return False


class Spy:
    """Wraps an agent and keeps every argument it is given."""

    def __init__(self, agent, seat):
        self.agent, self.seat, self.calls = agent, seat, []

    def choose(self, *args, **kwargs):
        self.calls.append((args, kwargs))
        return self.agent.choose(*args, **kwargs)


@pytest.mark.parametrize("chips", ["hidden", "shown"])
def test_agents_receive_only_their_own_observation(chips):
    spies = [Spy(make_agent("nothanks", level, seed=seat, iterations=20), seat)
             for seat, level in enumerate(["hard", "normal", "easy", "random"])]
    played = play_game("nothanks", spies, {"chips": chips}, seed=5)
    assert played.state.is_terminal()
    for spy in spies:
        assert spy.calls, "every seat acted at least once"
        for args, kwargs in spy.calls:
            observation, legal = args
            assert not kwargs
            assert type(observation) is NoThanksObservation
            assert observation.seat == spy.seat == observation.to_act
            assert not contains_state(args)
            assert tuple(legal) == observation.legal_actions()
            others = [count for seat, count in enumerate(observation.chips) if seat != spy.seat]
            assert all(count is None for count in others) == (chips == "hidden")


def hidden_twin(state):
    """The same public position with the unseen cards shuffled between deck and removed pile."""
    twin = state.clone()
    unseen = list(twin.deck) + [card for card in twin.removed if card not in (10, 20, 30) or
                                twin.options["deck"] == "standard"]
    known = tuple(card for card in twin.removed if card not in unseen)
    random.Random(99).shuffle(unseen)
    twin.deck = unseen[:len(state.deck)]
    twin.removed = tuple(sorted(unseen[len(state.deck):] + list(known)))
    return twin


def test_observation_reveals_nothing_hidden_and_agents_decide_alike():
    compared = 0
    for state in random_positions(30, seed=1):
        twin = hidden_twin(state)
        if twin.deck == state.deck and twin.removed == state.removed:
            continue
        seat = state.current_seat
        assert state.observation(seat) == twin.observation(seat)
        for level in LEVELS:
            first = make_agent("nothanks", level, seed=11, iterations=40)
            second = make_agent("nothanks", level, seed=11, iterations=40)
            legal = state.legal_actions()
            assert first.choose(state.observation(seat), legal) == second.choose(twin.observation(seat), legal)
        compared += 1
    assert compared >= 10


def test_determinizer_samples_worlds_consistent_with_the_observation():
    rng = random.Random(4)
    varied = 0
    for state in random_positions(60, seed=2):
        seat = state.current_seat
        observation = state.observation(seat)
        determinizer = Determinizer(observation)
        decks = set()
        for _ in range(5):
            sample = determinizer.sample(rng)
            assert sample.observation(seat) == observation
            assert sorted(sample.deck + list(sample.removed)) == sorted(state.deck + list(state.removed))
            assert sample.chips == state.chips
            decks.add(tuple(sample.deck))
        varied += len(decks) > 1
    assert varied > 30


def test_hard_answers_at_once_when_only_one_action_is_legal():
    state = NOTHANKS.new_game({"players": 3}, 1)
    state.chips[state.turn] = 0
    agent = make_agent("nothanks", "hard", seconds=30.0)
    assert agent.choose(state.observation(state.turn), state.legal_actions()) == "take"
    assert agent.last_iterations == 0


def test_hard_is_reproducible_with_an_iteration_budget():
    games = [play_game("nothanks", [make_agent("nothanks", "hard", seed=seat, iterations=60, seconds=None)
                                    for seat in range(3)], seed=8).state for _ in range(2)]
    assert games[0].history == games[1].history


def position(hand, card, pot, chips, others_hands=((), ())):
    state = NOTHANKS.new_game({"players": 3, "chips": "shown"}, 3)
    seen = set(hand) | {card} | {c for h in others_hands for c in h}
    state.deck = [c for c in range(3, 36) if c not in seen][:10]
    state.removed = tuple(c for c in range(3, 36) if c not in seen and c not in state.deck)
    state.cards = [sorted(hand)] + [sorted(h) for h in others_hands]
    state.open_card, state.pot, state.turn = card, pot, 0
    state.chips = [chips, 8, 8]
    state.history = []
    return state


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_obvious_decisions(level):
    agent = make_agent("nothanks", level, seed=2, iterations=400, seconds=None)
    bridge = position(hand=[20, 22], card=21, pot=5, chips=3, others_hands=([30], [31]))
    assert agent.choose(bridge.observation(0), bridge.legal_actions()) == "take"
    expensive = position(hand=[5], card=34, pot=0, chips=11, others_hands=([10], [15]))
    assert agent.choose(expensive.observation(0), expensive.legal_actions()) == "pay"


def test_take_cost_counts_runs():
    assert take_cost({8}, 9) == 0
    assert take_cost({9}, 8) == -1
    assert take_cost({20, 22}, 21) == -22
    assert take_cost({5}, 30) == 30


def test_unknown_level_is_refused():
    with pytest.raises(ValueError, match="Unknown level 'expert'"):
        make_agent("nothanks", "expert")


def test_know_how_refuses_a_score_weight_outside_zero_to_one():
    from cardtable.games.know_how import AIKnowHow
    know_how = NOTHANKS.know_how()
    with pytest.raises(ValueError):
        dataclasses.replace(know_how, score_weight=1.5)
    with pytest.raises(ValueError):
        dataclasses.replace(know_how, score_scale=0.0)
    assert isinstance(dataclasses.replace(know_how, score_weight=0.0), AIKnowHow)
