"""No Thanks!: states built from a described position (`from_position`), their records and saves, and the
reasons bad positions are refused."""

from __future__ import annotations

import json
import random

import pytest

from cardtable.ai import make_agent
from cardtable.games import OptionError, RecordError, get_game
from cardtable.games.core import PLAIN_RECORD_FORMAT, RECORD_FORMAT
from cardtable.games.nothanks.rules import ALL_CARDS

G = get_game("nothanks")

# The sheet-like situation: card 20 with 3 chips on it, seat 1 to act.
SHEET = {"cards": [[21, 22], [8, 9], [33]], "chips": [9, 10, 11], "open_card": 20, "pot": 3, "turn": 1, "seed": 4}


def via_json(data):
    return json.loads(json.dumps(data))


def test_a_described_position_is_played_from(position=SHEET):
    state = G.from_position(position)
    state.check_invariants()
    assert state.num_players == 3 and state.history == [] and state.to_act() == (1,)
    assert state.legal_actions() == ("take", "pay") and state.open_card == 20 and state.pot == 3
    assert len(state.deck) == 24 - 6 and len(state.removed) == 9
    top = state.deck[-1]
    took, revealed = state.apply("take")
    assert took.data == {"seat": 1, "card": 20, "chips": 3}
    assert state.cards[1] == [8, 9, 20] and state.chips == [9, 13, 11] and state.pot == 0
    assert state.open_card == top and state.to_act() == (1,) and revealed.data["card"] == top
    state.check_invariants()


def test_the_seat_to_act_may_refuse_and_the_card_goes_round():
    state = G.from_position(SHEET)
    state.apply("pay")
    assert state.pot == 4 and state.chips[1] == 9 and state.to_act() == (2,)


def test_position_round_trips_and_the_state_saves_and_replays():
    state = G.from_position(SHEET, {"chips": "shown"})
    assert G.from_position(state.position(), state.options).position() == state.position()
    record = state.record()
    assert record["format"] == RECORD_FORMAT and record["position"] == state.position() and record["actions"] == []
    for action in ("pay", "pay", "take", "pay"):
        state.apply(action)
    assert state.start_position() == G.from_position(SHEET).position()
    assert G.replay(via_json(state.record())) == state
    restored = G.from_json(via_json(state.to_json()))
    assert restored == state and restored.position() == state.position()
    assert restored.observation(2) == state.observation(2)


def test_a_new_game_records_no_position_and_keeps_the_old_format():
    state = G.new_game({"players": 4}, 3)
    state.apply("pay")
    assert "position" not in state.record() and state.record()["format"] == PLAIN_RECORD_FORMAT
    assert state.start_position() is None


def test_a_record_from_a_position_survives_undo_like_truncation():
    state = G.from_position(SHEET)
    for action in ("pay", "pay", "pay", "take"):
        state.apply(action)
    record = via_json(state.record())
    record["actions"] = record["actions"][:2]
    replayed = G.replay(record)
    assert replayed.history == state.history[:2] and replayed.pot == 5 and replayed.to_act() == (0,)


def test_the_left_out_deck_comes_from_the_seed():
    one, again = G.from_position(SHEET), G.from_position(SHEET)
    assert one.deck == again.deck and one.removed == again.removed
    other = G.from_position({**SHEET, "seed": 5})
    assert (other.deck, other.removed) != (one.deck, one.removed)


def test_a_given_deck_is_played_in_order_and_the_rest_is_removed():
    deck = [card for card in ALL_CARDS if card not in (8, 9, 20, 21, 22, 33)][:18]
    state = G.from_position({**SHEET, "deck": deck})
    assert state.deck == deck and list(state.removed) == sorted(set(ALL_CARDS) - set(deck) - {8, 9, 20, 21, 22, 33})
    state.apply("take")
    assert state.open_card == deck[-1]


def test_without_an_open_card_the_top_of_the_deck_is_turned_up():
    state = G.from_position({"cards": [[], [], [], []], "deck": list(range(3, 27))})
    assert state.open_card == 26 and len(state.deck) == 23 and state.chips == [11] * 4
    assert state.removed == tuple(range(27, 36))


def test_left_out_chips_are_the_starting_chips_less_the_pot_paid_by_the_seats_before_the_turn():
    state = G.from_position({"cards": [[], [], [], []], "open_card": 20, "pot": 2, "turn": 1})
    assert state.chips == [10, 11, 11, 10]
    tactical = G.from_position({"cards": [[], [], []], "open_card": 21}, {"deck": "tactical"})
    assert tactical.chips == [10, 10, 10] and {10, 20, 30} <= set(tactical.removed)


def test_the_player_count_comes_from_the_options_or_the_position():
    assert G.from_position({"open_card": 20}, {"players": 5}).num_players == 5
    assert G.from_position({"open_card": 20}).num_players == 3  # the options' default
    assert G.from_position({"chips": [9] * 6, "open_card": 20}).num_players == 6


def test_a_finished_position_is_over_and_ranked():
    cards = [[3, 4, 5, 6, 7, 8, 9, 10], [11, 12, 13, 14, 15, 16, 17, 18], [19, 20, 21, 22, 23, 24, 25, 26]]
    state = G.from_position({"cards": cards, "chips": [11, 11, 11], "open_card": None, "deck": []})
    assert state.is_terminal() and state.legal_actions() == () and state.to_act() == ()
    assert state.scores() == (3 - 11, 11 - 11, 19 - 11) and state.ranking().winners == (0,)


def test_hidden_chips_are_counted_from_the_position_on():
    state = G.from_position(SHEET, {"chips": "hidden"})
    rng = random.Random(1)
    for _ in range(30):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
        for seat in range(3):
            assert state.observation(seat).counted_chips() == state.chips


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_computer_player_decides_from_a_position(level):
    state = G.from_position({"cards": [[20, 22], [30], [31]], "chips": [3, 12, 13], "open_card": 21, "pot": 5})
    agent = make_agent("nothanks", level, seed=2, iterations=200, seconds=None)
    assert agent.choose(state.observation(0), state.legal_actions()) == "take"  # it bridges 20 and 22


# --- bad positions ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("name, position, options, words", [
    ("not a mapping", [20], None, "mapping"),
    ("unknown field", {**SHEET, "jokers": 2}, None, "'jokers'"),
    ("seed", {**SHEET, "seed": "4"}, None, "seed"),
    ("card twice", {**SHEET, "cards": [[21, 22], [8, 9], [33, 21]]}, None, "card 21"),
    ("open card in a hand", {**SHEET, "open_card": 33}, None, "card 33"),
    ("card below 3", {**SHEET, "cards": [[2], [8, 9], [33]]}, None, "cards[0][0]"),
    ("card above 35", {**SHEET, "open_card": 36}, None, "open_card"),
    ("card as text", {**SHEET, "cards": [["21"], [8, 9], [33]]}, None, "cards[0][0]"),
    ("card as bool", {**SHEET, "open_card": True}, None, "open_card"),
    ("hand not a list", {**SHEET, "cards": [21, [8, 9], [33]]}, None, "cards[0]"),
    ("turn out of range", {**SHEET, "turn": 3}, None, "turn"),
    ("negative pot", {**SHEET, "pot": -1}, None, "pot"),
    ("chips missing", {**SHEET, "chips": [9, 10, 10]}, None, "chips"),
    ("negative chips", {**SHEET, "chips": [-1, 10, 11]}, None, "chips[0]"),
    ("seats disagree", {**SHEET, "chips": [11, 11, 11, 0]}, None, "seats"),
    ("seats against options", SHEET, {"players": 4}, "cards lists 3 seats"),
    ("bad option", SHEET, {"chips": "open"}, "'chips'"),
    ("too few cards removed", {**SHEET, "removed": [7, 10]}, None, "removed"),
    ("cards nowhere", {**SHEET, "deck": [3, 4], "removed": [5, 6, 7, 10, 11, 12, 13, 14, 15]}, None, "nowhere"),
    ("game over with a deck", {**SHEET, "open_card": None}, None, "over"),
    ("no open card to turn up", {"cards": [[], [], []], "deck": []}, None, "open_card"),
    ("tactical keeps 10", {**SHEET, "removed": [7, 11, 14, 19, 25, 27, 30, 35, 3], "chips": [10, 8, 9]},
     {"deck": "tactical"}, "10, 20 and 30"),
    ("pot beyond the chips", {"cards": [[], [], []], "open_card": 20, "pot": 40}, None, "pot"),
])
def test_a_bad_position_is_refused_with_a_reason_naming_the_field(name, position, options, words):
    with pytest.raises(OptionError) as info:
        G.from_position(position, options)
    assert words in info.value.reason


def test_a_record_whose_position_was_edited_is_refused():
    state = G.from_position(SHEET)
    state.apply("pay")
    record = via_json(state.record())
    record["position"]["pot"] = 4
    with pytest.raises(RecordError, match="chips"):
        G.replay(record)
    record = via_json(state.record())
    record["seed"] = 5
    with pytest.raises(RecordError, match="seed"):
        G.replay(record)


def test_a_saved_state_that_disagrees_with_its_position_and_history_is_refused():
    state = G.from_position(SHEET)
    state.apply("pay")
    data = via_json(state.to_json())
    data["state"]["deck"].reverse()
    with pytest.raises(RecordError, match="does not match"):
        G.from_json(data)
