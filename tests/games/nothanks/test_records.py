"""No Thanks!: game records and saved states, and how damaged ones are refused with RecordError."""

from __future__ import annotations

import copy
import json
import random

import pytest

from cardtable.games import RecordError, get_game
from cardtable.games.core import RECORD_FORMAT

G = get_game("nothanks")


def play(players=4, seed=7, steps=None, options=None):
    """A game played with a fixed random policy, to the end or for `steps` actions."""
    rng = random.Random(seed)
    state = G.new_game({"players": players, **(options or {})}, seed)
    while not state.is_terminal() and (steps is None or len(state.history) < steps):
        legal = state.legal_actions()
        state.apply("take" if len(legal) == 1 or rng.random() < 0.35 else "pay")
    return state


@pytest.fixture
def finished():
    return play(options={"chips": "shown"})


@pytest.fixture
def midway():
    state = play(steps=25)
    assert not state.is_terminal()
    return state


def via_json(data):
    return json.loads(json.dumps(data))


# --- good records --------------------------------------------------------------------------------------------------

def test_record_holds_game_options_seed_and_actions(finished):
    record = finished.record()
    assert record["format"] == 1
    assert record["game"] == "nothanks"
    assert record["options"] == {"players": 4, "chips": "shown", "deck": "standard"}
    assert record["seed"] == 7
    assert record["actions"] == [[seat, action] for seat, action in finished.history]
    assert "state" not in record
    assert set(finished.to_json()) == set(record) | {"state"}


def test_a_record_without_format_is_read_as_the_current_format(finished):
    record = via_json(finished.record())
    del record["format"]
    assert G.replay(record) == finished


def test_a_prefix_of_a_record_replays_to_the_position_at_that_point(finished):
    record = via_json(finished.record())
    record["actions"] = record["actions"][:10]
    replayed = G.replay(record)
    assert replayed == play(options={"chips": "shown"}, steps=10)


# --- damaged records -------------------------------------------------------------------------------------------------

def damaged(record, change):
    record = copy.deepcopy(record)
    change(record)
    return record


def test_wrong_game_id_is_refused(finished):
    record = damaged(finished.record(), lambda r: r.update(game="negoce"))
    with pytest.raises(RecordError, match="negoce"):
        G.replay(record)


def test_newer_format_is_refused(finished):
    record = damaged(finished.record(), lambda r: r.update(format=RECORD_FORMAT + 1))
    with pytest.raises(RecordError, match="newer"):
        G.replay(record)


@pytest.mark.parametrize("name, change", [
    ("unknown action", lambda r: r["actions"].insert(3, [r["actions"][3][0], "fold"])),
    ("wrong seat", lambda r: r["actions"][0].__setitem__(0, (r["actions"][0][0] + 1) % 4)),
    ("seat out of range", lambda r: r["actions"][0].__setitem__(0, 9)),
    ("action after the end", lambda r: r["actions"].append([0, "take"])),
])
def test_a_record_with_an_illegal_action_is_refused(finished, name, change):
    record = damaged(via_json(finished.record()), change)
    with pytest.raises(RecordError) as info:
        G.replay(record)
    assert info.value.reason


def test_pay_without_chips_in_a_record_is_refused():
    # Everyone refuses the first card until the seat to act has no chip left; that seat then "pays" again.
    state = G.new_game({"players": 3}, 1)
    while state.chips[state.turn]:
        state.apply("pay")
    record = via_json(state.record())
    record["actions"].append([state.turn, "pay"])
    with pytest.raises(RecordError, match="no chips"):
        G.replay(record)


@pytest.mark.parametrize("key", ["game", "options", "seed", "actions"])
def test_a_record_missing_a_key_is_refused(finished, key):
    record = damaged(finished.record(), lambda r: r.pop(key))
    with pytest.raises(RecordError):
        G.replay(record)


@pytest.mark.parametrize("record", [None, [], "nothanks", 5, b"{}"])
def test_a_record_that_is_not_a_mapping_is_refused(record):
    with pytest.raises(RecordError):
        G.replay(record)


@pytest.mark.parametrize("key, value", [
    ("format", "1"),
    ("format", None),
    ("options", "players=4"),
    ("options", [4]),
    ("options", {"players": 9}),
    ("options", {"players": 4, "colour": "red"}),
    ("seed", "7"),
    ("seed", 7.5),
    ("seed", None),
    ("seed", True),
    ("actions", 5),
    ("actions", None),
    ("actions", "take"),
    ("actions", {"0": "take"}),
    ("actions", [[0]]),
    ("actions", [[0, "take", "extra"]]),
    ("actions", [["take", 0]]),
    ("actions", [[0, ["take"]]]),
    ("actions", [[0, {"take": 1}]]),
    ("actions", [None]),
    ("actions", [7]),
])
def test_a_record_with_garbage_is_refused(finished, key, value):
    record = via_json(finished.record())
    record[key] = value
    with pytest.raises(RecordError):
        G.replay(record)


@pytest.mark.parametrize("damage", ["null options", "null seats"])
def test_a_record_with_null_options_or_seats_is_refused(damage):
    state = play(players=3, steps=5)  # a 3-player default game: the damage would go unnoticed
    record = via_json(state.record())
    if damage == "null options":
        record["options"] = None
    else:
        record["actions"] = [[None, action] for _, action in record["actions"]]
    with pytest.raises(RecordError):
        G.replay(record)


# --- damaged saved states --------------------------------------------------------------------------------------------

def _swap_deck_and_removed(s):
    s["deck"][0], s["removed"][0] = s["removed"][0], s["deck"][0]
    s["removed"].sort()


@pytest.mark.parametrize("name, edit", [
    ("chips", lambda s: s["chips"].__setitem__(0, s["chips"][0] + 1)),
    ("chips moved", lambda s: s["chips"].__setitem__(slice(0, 2), [s["chips"][0] + 1, s["chips"][1] - 1])),
    ("pot", lambda s: s.update(pot=s["pot"] + 1)),
    ("deck order", lambda s: s["deck"].reverse()),
    ("deck and removed", _swap_deck_and_removed),
    ("open card", lambda s: s.update(open_card=s["deck"][-1])),
    ("card moved", lambda s: s["cards"][1].append(s["cards"][0].pop())),
    ("turn", lambda s: s.update(turn=(s["turn"] + 1) % 4)),
    ("game over", lambda s: s.update(open_card=None)),
])
def test_an_edited_saved_state_is_refused(midway, name, edit):
    data = via_json(midway.to_json())
    assert data["state"]["deck"] and data["state"]["cards"][0]
    edit(data["state"])
    with pytest.raises(RecordError, match="does not match"):
        G.from_json(data)


def test_a_saved_state_whose_history_was_edited_is_refused(midway):
    data = via_json(midway.to_json())
    data["actions"] = data["actions"][:-1]
    with pytest.raises(RecordError):
        G.from_json(data)


@pytest.mark.parametrize("state", [None, "state", [1, 2], 5])
def test_a_saved_game_without_a_state_mapping_is_refused(midway, state):
    data = via_json(midway.to_json())
    data["state"] = state
    with pytest.raises(RecordError, match="no state"):
        G.from_json(data)


def test_a_saved_game_with_no_state_key_is_refused(midway):
    data = via_json(midway.to_json())
    del data["state"]
    with pytest.raises(RecordError):
        G.from_json(data)


@pytest.mark.parametrize("key", ["deck", "removed", "open_card", "pot", "chips", "cards", "turn"])
def test_a_saved_state_missing_a_field_is_refused(midway, key):
    data = via_json(midway.to_json())
    del data["state"][key]
    with pytest.raises(RecordError, match="malformed"):
        G.from_json(data)


@pytest.mark.parametrize("key, value", [
    ("chips", ["a", "b", "c", "d"]),
    ("chips", None),
    ("deck", 5),
    ("cards", [[None]]),
    ("pot", "lots"),
    ("turn", {"seat": 0}),
    ("open_card", [12]),
])
def test_a_saved_state_with_garbage_is_refused(midway, key, value):
    data = via_json(midway.to_json())
    data["state"][key] = value
    with pytest.raises(RecordError):
        G.from_json(data)


def test_from_json_refuses_a_damaged_record_part_too(midway):
    data = via_json(midway.to_json())
    data["game"] = "faehrte"
    with pytest.raises(RecordError, match="faehrte"):
        G.from_json(data)
