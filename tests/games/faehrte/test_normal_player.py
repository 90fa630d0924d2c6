"""Auf falscher Fährte: what the normal computer player does where a good player knows what to do.

The checks run over every position of games played by normal players (3 and 4 players, with and without
jokers) where the situation arises, and over hands made for the hidden card: once a Minus round is certain
it never takes a trick it can lose, and sheds its most dangerous card doing so; once a Plus round is certain
it takes a trick it can take as last to play, as cheaply as it can (both before the last two tricks, which it
counts out: test_endgame.py); a joker goes where it does most good; a trump change serves the decider; a
strong hand hides high and a weak one low.
"""

from __future__ import annotations

import random

import pytest

from cardtable.ai import make_agent
from cardtable.games import get_game
from cardtable.games.faehrte import endgame, judgement
from cardtable.games.faehrte.agents import normal_policy, plus_belief
from cardtable.games.faehrte.cards import JOKER, from_name, top_value
from cardtable.games.faehrte.tricks import led_colour

G = get_game("faehrte")
TABLES = [(3, False), (3, True), (4, False), (4, True)]


def normal_positions(players, jokers, games=6, seed=0):
    """(state, observation, legal) before every decision of games played by normal players."""
    agents = [make_agent("faehrte", "normal", seed=seat) for seat in range(players)]
    for game in range(games):
        state = G.new_game({"players": players, "jokers": jokers}, seed * 100 + game)
        while not state.is_terminal():
            seat = state.current_seat
            obs, legal = state.observation(seat), state.legal_actions()
            yield state, obs, legal
            state.apply(agents[seat].choose(obs, legal), seat)


def keys(obs, code):
    """(what the card would be worth in the trick, what it must beat)."""
    led = led_colour(obs.trick)
    return judgement.card_key(code, led, obs.trump), judgement.standing_key(obs.trick, obs.trump)


def counted_out(obs, legal):
    """Whether the last tricks are counted out (endgame.py) rather than judged trick by trick: there the rules of
    thumb below give way to the count (test_endgame.py)."""
    return endgame.best_plays(obs, legal) is not None


def choose(obs, legal, seed=0):
    return normal_policy(obs, legal, random.Random(seed))


@pytest.mark.parametrize("players, jokers", TABLES)
def test_in_a_certain_minus_round_it_never_takes_a_trick_it_can_lose_and_sheds_its_highest_loser(players, jokers):
    seen = 0
    for state, obs, legal in normal_positions(players, jokers):
        if (obs.phase != "play" or obs.outlook().kind != "minus" or not obs.trick or len(legal) < 2
                or counted_out(obs, legal)):
            continue
        coloured = [action[1] for action in legal if action[1] != JOKER]
        losers = [code for code in coloured if keys(obs, code)[0] <= keys(obs, code)[1]]
        if not losers or led_colour(obs.trick) is None:
            continue
        action = choose(obs, legal)
        assert action[1] in losers, f"{action} takes the trick though {losers} lose it"
        top = top_value(players)
        danger = max(judgement.card_power(code, obs.trump, top) for code in losers)
        assert judgement.card_power(action[1], obs.trump, top) == danger
        seen += 1
    assert seen >= 10


@pytest.mark.parametrize("players, jokers", TABLES)
def test_in_a_certain_plus_round_it_takes_the_trick_as_last_to_play_with_its_cheapest_winner(players, jokers):
    seen = 0
    for state, obs, legal in normal_positions(players, jokers):
        if (obs.phase != "play" or obs.outlook().kind != "plus" or len(obs.trick) != players - 1
                or counted_out(obs, legal)):
            continue
        led = led_colour(obs.trick)
        winners = [action[1] for action in legal if action[1] != JOKER and led is not None
                   and keys(obs, action[1])[0] > keys(obs, action[1])[1]]
        if not winners:
            continue
        action = choose(obs, legal)
        assert action[1] in winners
        assert keys(obs, action[1])[0] == min(keys(obs, code)[0] for code in winners)
        seen += 1
    assert seen >= 10


@pytest.mark.parametrize("players", [3, 4])
def test_a_joker_ducks_a_trick_in_a_minus_round_and_goes_where_nothing_wins_in_a_plus_round(players):
    ducked = dumped = 0
    for state, obs, legal in normal_positions(players, True, games=10):
        if obs.phase != "play" or ("play", JOKER) not in legal or led_colour(obs.trick) is None:
            continue
        coloured = [action[1] for action in legal if action[1] != JOKER]
        if not coloured:
            continue
        winning = [keys(obs, code)[0] > keys(obs, code)[1] for code in coloured]
        kind = obs.outlook().kind
        if kind == "minus" and all(winning):
            assert choose(obs, legal) == ("play", JOKER), "every coloured card would take the trick"
            ducked += 1
        elif kind == "plus" and not any(winning):
            assert choose(obs, legal) == ("play", JOKER), "no card can win: the joker is worth nothing else"
            dumped += 1
    assert ducked + dumped >= 3


@pytest.mark.parametrize("players, jokers", TABLES)
def test_a_trump_change_serves_the_decider(players, jokers):
    """To win tricks it names the colour of its greatest strength; to lose them, the one it holds least of;
    with nothing to gain (the round's type open, or no trick left) it keeps the trump."""
    seen = 0
    for state, obs, legal in normal_positions(players, jokers, games=8):
        if obs.phase != "trump":
            continue
        colour = choose(obs, legal)[1]
        belief = plus_belief(obs)
        if not obs.hand or 1 - judgement.SURE_ENOUGH < belief < judgement.SURE_ENOUGH:
            assert colour == obs.trump
        else:
            mode = judgement.WIN if belief >= judgement.SURE_ENOUGH else judgement.LOSE
            merit = [judgement.trump_merit(obs.hand, c, mode, players) for c in range(4)]
            assert merit[colour] == pytest.approx(max(merit))
            assert colour == obs.trump or merit[colour] > merit[obs.trump] + 1e-9  # a change only to gain
        seen += 1
    assert seen >= 3


def test_without_jokers_the_worst_placed_names_its_strong_colour_in_plus_and_a_lacking_one_in_minus():
    plus = minus = 0
    for players in (3, 4):
        for state, obs, legal in normal_positions(players, False, games=10, seed=3):
            if obs.phase != "trump":
                continue
            assert obs.worst_placed() == (obs.seat,)
            colour = choose(obs, legal)[1]
            held = {code // 13 for code in obs.hand}
            if obs.outlook().kind == "minus":
                minus += 1
                if len(held) < 4:
                    assert colour not in held, f"names {colour} though it lacks {set(range(4)) - held}"
            else:
                plus += 1
                counts = [sum(1 for code in obs.hand if code // 13 == c) for c in range(4)]
                assert counts[colour] >= 1
    assert plus and minus


def hide_position(players, own_hand, trump="red"):
    """Phase hide, the observer (seat 1, the dealer's left) first to lay; the other cards dealt to the rest
    (with three players the last one left over)."""
    own = [from_name(name) for name in own_hand]
    rest = [code for code in _deck(players) if code not in own]
    size = len(own)
    hands = [rest[:size], own, rest[size:2 * size]] + ([rest[2 * size:3 * size]] if players == 4 else [])
    leftover = rest[(players - 1) * size:]
    position = {"phase": "hide", "dealer": 0, "turn": 1, "trump": trump, "hands": hands}
    if leftover:
        position["leftover"] = leftover[0]
    return G.from_position(position, {"players": players, "jokers": False})


def _deck(players):
    from cardtable.games.faehrte.cards import deck
    return list(deck(players, False))


STRONG_HAND = ["red 12", "red 11", "red 10", "red 9", "blue 12", "blue 11", "yellow 12", "yellow 11", "green 12",
               "green 11", "blue 3", "yellow 2", "green 4"]
WEAK_HAND = ["red 0", "red 1", "blue 0", "blue 1", "blue 2", "yellow 0", "yellow 1", "yellow 3", "green 0",
             "green 1", "green 2", "green 5", "blue 7"]


def test_a_strong_hand_hides_a_high_card_and_a_weak_one_a_low_card():
    strong = hide_position(4, STRONG_HAND)
    obs = strong.observation(1)
    action = choose(obs, strong.legal_actions())
    assert action[1] % 13 >= 11 and action[1] // 13 != obs.trump  # high, and not a trump
    weak = hide_position(4, WEAK_HAND)
    obs = weak.observation(1)
    action = choose(obs, weak.legal_actions())
    assert action[1] % 13 <= 1 and action[1] // 13 != obs.trump


def test_normal_decides_the_same_for_the_same_seed():
    # How fast it decides is measured by tests/benchmarks/pacing.py, not asserted here.
    for state, obs, legal in normal_positions(4, True, games=2):
        first = normal_policy(obs, legal, random.Random(1))
        assert normal_policy(obs, legal, random.Random(1)) == first
