"""Auf falscher Fährte: the round type as public knowledge and as one seat's knowledge tell it."""

from __future__ import annotations

import random

from cardtable.games.faehrte.cards import JOKER, deck
from cardtable.games.faehrte.outlook import outlook, played_cards, public_kind

from .conftest import FRANK, G, JULIA, PIERRE, SABINE, YELLOW, build, c, play_all, scripted_position

# Tricks 1 and 2 take the red and blue 12, 11, 10, 9; trick 3 takes the yellow 12, 11, 10 and Frank, who has
# no yellow, plays the green 12. The hidden cards are green 0 (turned up after trick 2), yellow 0 (after
# trick 3), blue 5 and Frank's green 3.
MINUS_TRICKS = [[[[PIERRE, "red 12"], [SABINE, "red 11"], [FRANK, "red 10"], [JULIA, "red 9"]], PIERRE],
                [[[PIERRE, "blue 12"], [SABINE, "blue 11"], [FRANK, "blue 10"], [JULIA, "blue 9"]], PIERRE]]


def minus_position():
    return build(4, hands=[["yellow 12"], ["yellow 11"], ["green 12"], ["yellow 10"]], lacking={FRANK: {YELLOW}},
                 round_tricks=MINUS_TRICKS, revealed=[[JULIA, "green 0"]],
                 pile=[[SABINE, "yellow 0"], [PIERRE, "blue 5"], [FRANK, "green 3"]])


def test_unknown_while_the_unrevealed_cards_can_still_reach_the_threshold():
    state = minus_position()
    outlook = state.round_outlook()
    assert (outlook.kind, outlook.revealed_sum, outlook.threshold, outlook.hidden_left, outlook.needed) == (
        None, 0, 24, 3, 24)
    assert outlook.reach == 12 + 12 + 11  # the yellow and green 12s and an 11 have not been seen
    assert state.observation(None).outlook() == outlook
    assert state.observation(None).worst_placed() == ()


def test_certain_minus_once_the_unrevealed_cards_cannot_reach_it():
    state = minus_position()
    events = play_all(state, (PIERRE, ("play", c("yellow 12"))), (SABINE, ("play", c("yellow 11"))),
                      (FRANK, ("play", c("green 12"))))
    assert not any(e.kind == "round_type" for e in events)
    events = play_all(state, (JULIA, ("play", c("yellow 10"))))
    assert [e.kind for e in events] == ["played", "trick", "revealed", "round_type"]
    assert events[-1].data == {"kind": "minus", "total": 0, "threshold": 24}
    outlook = state.round_outlook()
    # Every 12 is seen: the two unrevealed cards total at most green 11 + green 10.
    assert (outlook.kind, outlook.hidden_left, outlook.needed, outlook.reach) == ("minus", 2, 24, 21)
    assert state.observation(SABINE).worst_placed() == (PIERRE,)  # most tricks in a Minus round
    # Frank knows his own green 3 is one of them.
    mine = state.observation(FRANK).outlook()
    assert mine.kind == "minus" and 3 <= mine.reach <= 3 + 11
    # The round type is told once per round.
    events = []
    while state.round == 1 and state.phase == "play":
        events += state.apply(state.legal_actions()[0])
    assert not any(e.kind == "round_type" for e in events)


WINNERS = [PIERRE, PIERRE, SABINE, SABINE, PIERRE, FRANK, JULIA, FRANK, PIERRE, PIERRE, PIERRE, PIERRE]


def test_certain_plus_early_when_the_revealed_cards_reach_the_threshold():
    # Seat s hides the card of colour s: red 12, blue 12, yellow 0, green 0; two are turned up by trick 3.
    position, rest = scripted_position(WINNERS, finished=2)
    state = G.from_position(position, {"players": 4, "jokers": False})
    assert state.round_outlook().kind is None and state.round_outlook().revealed_sum == 12
    events = play_all(state, *[(seat, ("play", code)) for seat, code in rest[0]])
    assert events[-1].kind == "round_type" and events[-1].data == {"kind": "plus", "total": 24, "threshold": 24}
    outlook = state.round_outlook()
    assert (outlook.kind, outlook.hidden_left, outlook.needed) == ("plus", 2, 0)
    assert state.observation(JULIA).worst_placed() == (FRANK, JULIA)  # fewest tricks in a Plus round


def test_a_seat_knows_its_own_hidden_card():
    # Revealed red 12 and blue 11 (23); Frank's yellow 1 is still hidden, so he alone knows it is Plus.
    position, _rest = scripted_position(WINNERS, finished=3, hidden_values=(12, 11, 1, 0))
    state = G.from_position(position, {"players": 4, "jokers": False})
    public = state.round_outlook()
    assert (public.kind, public.revealed_sum, public.needed) == (None, 23, 1)
    frank = state.observation(FRANK)
    assert frank.my_hidden == c("yellow 1") and frank.outlook().kind == "plus"
    assert frank.outlook().reach <= public.reach
    julia = state.observation(JULIA).outlook()  # her green 0 could be joined by any card
    assert julia.kind is None and julia.reach == 0 + max(
        code % 13 for code in range(52) if code not in _seen(state, JULIA))
    pierre = state.observation(PIERRE)  # his red 12 is turned up: he knows nothing more than the public
    assert pierre.outlook().kind is None and pierre.my_hidden == c("red 12")


def _seen(state, seat):
    obs = state.observation(seat)
    played = [code for plays, _w in obs.round_tricks for _s, code in plays]
    return set(played) | set(obs.revealed) | set(obs.hand) | {obs.my_hidden}


def test_three_players_at_the_threshold_exactly():
    revealed = [[0, "red 9"], [1, "red 5"], [2, "red 0"]]  # 14
    state = build(3, revealed=revealed, round_tricks=_three_tricks())
    assert state.round_outlook().kind == "plus" and state.round_outlook().needed == 0
    revealed = [[0, "red 9"], [1, "red 4"], [2, "red 0"]]  # 13
    state = build(3, revealed=revealed, round_tricks=_three_tricks())
    assert state.round_outlook().kind == "minus" and state.round_outlook().needed == 1


def test_four_players_at_the_threshold_exactly():
    for values, kind in (((12, 12, 0, 0), "plus"), ((12, 11, 0, 0), "minus")):
        position, _rest = scripted_position(WINNERS, finished=5, hidden_values=values)
        state = G.from_position(position, {"players": 4, "jokers": False})
        assert state.round_outlook().kind == kind and state.round_outlook().hidden_left == 0


def _three_tricks():
    """Five tricks of three players (dealer seat 2, so seat 0 leads), everyone following: blue, yellow."""
    tricks = []
    for number in range(5):
        colour = "blue" if number < 3 else "yellow"
        values = [9 - 3 * (number % 3) - k for k in range(3)]
        tricks.append([[[seat, f"{colour} {value}"] for seat, value in zip(range(3), values)], 0])
    return tricks


def test_before_the_cards_are_laid():
    state = G.new_game({"players": 4, "jokers": True}, 2)
    public = state.round_outlook()
    assert (public.kind, public.hidden_left, public.reach) == (None, 4, 48)
    seat = state.turn
    mine = state.observation(seat).outlook()
    best_own = max(code % 13 for code in state.hands[seat] if code != JOKER)
    assert mine.hidden_left == 4 and mine.reach <= public.reach and mine.reach >= best_own
    state.apply(("hide", min(code for code in state.hands[seat] if code != JOKER)))
    assert state.observation(seat).outlook().hidden_left == 4


def test_a_seats_own_hand_can_make_the_minus_certain():
    # Pierre hid the red 0 and holds every 12 and 11: the two other unrevealed cards total at most 10 + 10.
    tops = [f"{colour} {value}" for colour in ("red", "blue", "yellow", "green") for value in (12, 11)]
    state = build(4, hands=[tops, [], [], []],
                  round_tricks=[[[[PIERRE, "red 1"], [SABINE, "red 2"], [FRANK, "red 3"], [JULIA, "red 4"]], JULIA],
                                [[[JULIA, "blue 1"], [PIERRE, "blue 2"], [SABINE, "blue 3"], [FRANK, "blue 4"]],
                                 FRANK]],
                  revealed=[[SABINE, "green 0"]], pile=[[PIERRE, "red 0"], [FRANK, "yellow 1"], [JULIA, "blue 0"]])
    public = state.round_outlook()
    assert (public.kind, public.hidden_left, public.reach) == (None, 3, 36)
    mine = state.observation(PIERRE).outlook()
    assert (mine.kind, mine.hidden_left, mine.needed, mine.reach) == ("minus", 3, 24, 0 + 10 + 10)
    assert state.observation(PIERRE).worst_placed() == (FRANK, JULIA)  # most tricks, in his Minus round
    assert state.observation(SABINE).outlook().kind is None


def test_the_rules_public_round_type_and_how_long_it_stays_unknown():
    # `public_kind` is the public outlook's kind; while that is unknown, its count of cards more may be played
    # (until a hidden card is turned up) with it staying unknown, even if they are the highest cards unseen.
    for players, jokers, seed in ((4, False, 3), (3, True, 4), (4, True, 5)):
        state = G.new_game({"players": players, "jokers": jokers}, seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            if state.phase != "hide":
                known = state._public_knowledge()
                kind, more = public_kind(*known)
                assert kind == state.round_outlook().kind
                if kind is None:
                    _players, revealed, hidden_left, round_tricks, trick, leftover = known
                    seen = played_cards(round_tricks, trick) + [leftover] * (leftover is not None) + revealed
                    highest = sorted(set(deck(players, False)) - set(seen), key=lambda code: -(code % 13))
                    assert outlook(players, revealed, hidden_left, seen + highest[:more]).kind is None
            state.apply(rng.choice(state.legal_actions()))


def test_the_round_type_is_told_on_the_play_that_makes_it_known():
    # The lowest cards hidden and the highest played first, which make a Minus round known soonest, mostly by a
    # play; some actions go the search's way, without events, so that what the state remembers of the round type
    # is put to actions it did not see.
    for players, jokers, seed in ((4, False, 6), (3, False, 7), (4, True, 8), (4, False, 9), (3, True, 10)):
        state = G.new_game({"players": players, "jokers": jokers}, seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            before = state.round_outlook().kind if state.phase != "hide" else None
            sign = -1 if state.phase == "hide" else 1
            action = max(state.legal_actions(), key=lambda action: (sign * (action[1] % 13), rng.random()))
            if rng.random() < 0.3:
                state.apply_unchecked(action)
                continue
            told = [event.data["kind"] for event in state.apply(action) if event.kind == "round_type"]
            after = state.round_outlook().kind if state.phase != "hide" else None  # "hide": a new round
            made_known = action[0] == "play" and before is None and after is not None
            assert told == ([after] if made_known else [])
