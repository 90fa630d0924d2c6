"""Schnäppchen Jagd: states built from a described position (`from_position`), their records and saves, and
the reasons bad positions are refused."""

from __future__ import annotations

import json

import pytest

from cardtable.ai import make_agent
from cardtable.games import OptionError, RecordError
from cardtable.games.schnaeppchen.cards import SUPER, card

from .conftest import G, random_game

# Round 2 of four players; seat 1 led the green 7, seat 2 followed; seat 3 holds the other green 7, so it
# must say whether its twin ranks above or below; seat 0, last, holds no green.
TWIN = {
    "round": 2, "phase": "play",
    "hands": [["red 1", "blue 2", "grey 5"], ["grey 4", "red 8"], ["blue 5", "yellow 2"],
              ["green 7", "red 2", "purple 3"]],
    "bargain": [["red 3"], ["yellow 8"], ["grey 6"], ["blue 4"]],
    "junk": [[], ["purple 9"], [], ["super offer"]],
    "trick": [[1, "green 7"], [2, "green 1"]],
}


def twin(**changes):
    return {**TWIN, **changes}


def via_json(data):
    return json.loads(json.dumps(data))


def test_a_trick_in_progress_where_a_twin_must_declare_above_or_below():
    state = G.from_position(TWIN)
    assert state.num_players == 4 and state.to_act() == (3,) and state.dealer == 0 and state.leader == 1
    green7 = card("green", 7)
    assert state.legal_actions() == (("play", green7, None, True), ("play", green7, None, False))
    obs = state.observation(3)
    assert obs.must_follow() and obs.winning_seat() == 1 and obs.legal_actions() == state.legal_actions()
    state.apply(("play", green7, None, True))
    assert state.observation(0).winning_seat() == 3
    # Seat 0 cannot follow green: every card declares whether its colour is trump.
    assert {action[2] for action in state.legal_actions()} == {True, False}
    events = state.apply(("play", card("grey", 5), False, None))
    assert events[-1].kind == "trick" and events[-1].data["seat"] == 3
    assert state.leader == state.turn == 3 and state.junk[3].count(SUPER) == 1 and len(state.junk[3]) == 5
    state.check_invariants()


def test_the_twin_declared_below_leaves_the_trick_to_the_first():
    state = G.from_position(TWIN)
    state.apply(("play", card("green", 7), None, False))
    state.apply(("play", card("red", 1), False, None))
    assert state.round_tricks[-1][1] == 1 and state.to_act() == (1,)


def test_cards_by_code_or_by_name_are_the_same_position():
    codes = twin(hands=[[1, 32, 55], [54, 8], [35, 12], [27, 2, 43]], bargain=[[3], [18], [56], [34]],
                 junk=[[], [49], [], [99]], trick=[[1, 27, None, None], [2, 21, None, None]])
    assert G.from_position(codes).position() == G.from_position(TWIN).position()


def test_position_round_trips_and_the_state_saves_and_replays():
    state = G.from_position({**TWIN, "seed": 9}, {"sorting": "strict"})
    again = G.from_position(state.position(), state.options)
    assert again.position() == state.position() and again == state
    assert state.record()["position"] == state.position() and state.record()["actions"] == []
    state.apply(("play", card("green", 7), None, True))
    state.apply(("play", card("blue", 2), True, None))
    assert G.replay(via_json(state.record())) == state
    restored = G.from_json(via_json(state.to_json()))
    assert restored == state and restored.observation(3) == state.observation(3)


def test_a_mid_game_position_plays_on_as_the_game_it_was_taken_from():
    game = random_game(3, "strict", seed=21, until=lambda s: s.round == 2 and len(s.trick) == 2)
    copy = G.from_position(game.position(), game.options)
    finished = random_game(3, "strict", seed=21)
    for _, action in finished.history[len(game.history):]:
        game.apply(action)
        copy.apply(action)
    assert copy.position() == game.position() == finished.position()


def test_the_next_round_is_dealt_from_the_positions_seed():
    last_sort = {"round": 2, "phase": "sort", "bargain": [["red 3"], ["yellow 8"], ["grey 6"]],
                 "junk": [["red 5"], [], []], "round_sorts": [[0, None, [], []], [1, None, [], []]]}
    one = G.from_position(last_sort, {"sorting": "strict"})
    again = G.from_position(last_sort, {"sorting": "strict"})
    other = G.from_position({**last_sort, "stock": one.stock, "seed": 1}, {"sorting": "strict"})
    for state in (one, again, other):
        assert state.sort_queue == [2]
        state.apply(("sort", None))
        assert state.round == 3 and state.phase == "play" and [len(hand) for hand in state.hands] == [8, 8, 8]
    assert one.hands == again.hands and one.hands != other.hands


def test_a_bargain_phase_position_goes_on_from_the_next_seat():
    hands = [["red 1", "red 2"], ["blue 1", "blue 2"], ["green 1", "green 2", "green 3"],
             ["grey 1", "grey 2", "grey 3"]]
    state = G.from_position({"round": 1, "phase": "bargain", "dealer": 3, "hands": hands,
                             "bargain": [["red 9"], ["blue 9"], [], []]})
    assert state.to_act() == (2,) and state.leader == 0
    state.apply(("bargain", card("green", 3)))
    state.apply(("bargain", card("grey", 3)))
    assert state.phase == "play" and state.to_act() == (0,)


def test_a_finished_tricks_winner_and_kept_cards_follow_from_the_rules():
    # Seat 0 led blue 5 and won with it; it collects 5s, so the blue 5 and red 5 went to its bargain pile.
    plays = [[0, "blue 5"], [1, "blue 3"], [2, "red 5", False, None]]
    state = G.from_position({"round": 2, "hands": [["red 1"], ["grey 2"], ["yellow 6"]],
                             "bargain": [["green 5", "blue 5", "red 5"], ["red 7"], ["red 8"]],
                             "junk": [["blue 3"], [], []], "round_tricks": [[plays]]})
    (played, winner, kept), = state.round_tricks
    assert winner == 0 and kept == (card("red", 5), card("blue", 5)) and state.junk_at_start == [0, 0, 0]
    assert state.observation(1).voids()[2] == {3}  # seat 2 did not follow blue
    assert state.to_act() == (0,)


@pytest.mark.parametrize("players", [3, 4])
def test_the_final_rounds_double_sorting_from_a_position(players):
    bargain = [["red 3"], ["yellow 8"], ["grey 6"], ["blue 4"]][:players]
    junk = [["red 5", "blue 5", "green 5", "grey 5"], [], ["super offer"], []][:players]
    state = G.from_position({"round": 6 if players == 3 else 4, "phase": "sort", "dealer": 1, "bargain": bargain,
                             "junk": junk})
    assert state.sort_queue == [2, 2] + [(2 + k // 2) % players for k in range(2, 2 * players)]
    assert state.observation(2).sortings_pending(2) == 2
    while not state.is_terminal():
        state.apply(state.legal_actions()[-1])
    assert state.is_terminal() and state.ranking().places


def test_a_computer_player_decides_from_a_position():
    state = G.from_position(TWIN)
    for level in ("easy", "normal", "hard"):
        agent = make_agent("schnaeppchen", level, seed=1, iterations=20, seconds=None)
        assert agent.choose(state.observation(3), state.legal_actions()) in state.legal_actions()


# --- bad positions ------------------------------------------------------------------------------------------------

def hands_with(seat, cards):
    hands = [list(hand) for hand in TWIN["hands"]]
    hands[seat] = cards
    return hands


@pytest.mark.parametrize("name, position, words", [
    ("not a mapping", "round 2", "mapping"),
    ("unknown field", twin(hand=[]), "'hand'"),
    ("a card three times", twin(hands=hands_with(0, ["green 7", "green 7", "grey 5"])), "card 27 is there 4 times"),
    ("no such card name", twin(hands=hands_with(0, ["pink 3", "blue 2", "grey 5"])), "hands[0][0]"),
    ("no such card code", twin(junk=[[10], ["purple 9"], [], ["super offer"]]), "junk[0][0]"),
    ("unknown seat in the trick", twin(trick=[[4, "green 7"], [0, "green 1"]]), "trick[0] seat"),
    ("turn out of range", twin(turn=4), "turn"),
    ("turn against the trick", twin(turn=0), "seat 3 plays next"),
    ("round out of range", twin(round=5), "round"),
    ("unknown phase", twin(phase="auction"), "phase"),
    ("sorting with cards in hand", twin(phase="sort", trick=[]), "phase 'sort'"),
    ("bargains after round 1", twin(phase="bargain", trick=[]), "only round 1"),
    ("hand sizes", twin(hands=hands_with(0, ["red 1", "blue 2"])), "the hands hold [2, 2, 2, 3]"),
    ("twin without declaration", twin(trick=[[1, "green 7"], [2, "green 7"]],
                                      hands=hands_with(3, ["green 1", "red 2", "purple 3"])), "above or below"),
    ("declaration not needed", twin(trick=[[1, "green 7"], [2, "green 1", True, None]]), "must not declare"),
    ("play out of turn", twin(trick=[[1, "green 7"], [3, "green 1"]]), "out of turn"),
    ("play too short", twin(trick=[[1]]), "trick[0]"),
    ("declaration not a bool", twin(trick=[[1, "green 7"], [2, "green 1", 1, None]]), "trump"),
    ("void broken", twin(trick=[[1, "green 7"], [2, "yellow 9", False, None]],
                         hands=hands_with(2, ["green 1", "blue 5"])), "hands[2] holds a colour"),
    ("super offer bargain", twin(bargain=[["super offer"], ["yellow 8"], ["grey 6"], ["blue 4"]]), "super offer"),
    ("empty bargain pile in play", twin(bargain=[[], ["yellow 8"], ["grey 6"], ["blue 4"]]), "bargain pile"),
    ("junk at start", twin(junk_at_start=[0, 0, 0, 0]), "junk_at_start[1]"),
    ("seats disagree", twin(bargain=[["red 3"], ["yellow 8"], ["grey 6"]]), "bargain lists 3 seats"),
    ("discard", twin(discard=["red 9"]), "discard"),
    ("stock short", twin(stock=["red 9"]), "nowhere"),
    ("winner wrong", twin(round_tricks=[[[[1, "red 6"], [2, "red 7"], [3, "red 9"], [0, "red 4"]], 1]]), "won by"),
    ("sorting choice", twin(round_sorts=[[0, "some", [], []]]), "choice"),
    ("seed", twin(seed=1.5), "seed"),
])
def test_a_bad_position_is_refused_with_a_reason_naming_the_field(name, position, words):
    with pytest.raises(OptionError) as info:
        G.from_position(position)
    assert words in info.value.reason


def test_a_position_against_the_options_is_refused():
    with pytest.raises(OptionError, match="hands lists 4 seats, not 3"):
        G.from_position(TWIN, {"players": 3})
    with pytest.raises(OptionError, match="'sorting'"):
        G.from_position(TWIN, {"sorting": "lenient"})


def test_a_record_whose_position_was_edited_is_refused():
    state = G.from_position(TWIN)
    state.apply(("play", card("green", 7), None, True))
    record = via_json(state.record())
    record["position"]["hands"][3].append(card("red", 9))
    with pytest.raises(RecordError):
        G.replay(record)
    data = via_json(state.to_json())
    data["state"]["junk"][1].append(data["state"]["stock"].pop())
    with pytest.raises(RecordError, match="does not match"):
        G.from_json(data)
