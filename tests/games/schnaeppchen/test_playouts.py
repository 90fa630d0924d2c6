"""Schnäppchen Jagd: random playouts checking what each action does after every action (hypothesis), and
damaged records and saves. Records and saves of random games, and the engine's own invariants over them,
are in the generic suites (tests/generic)."""

from __future__ import annotations

import copy
import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.games import RecordError
from cardtable.games.core import RECORD_FORMAT
from cardtable.games.schnaeppchen.cards import DECK, SUPER, value_of
from cardtable.games.schnaeppchen.rules import rounds_for

from .conftest import G, all_cards, random_game


def via_json(data):
    return json.loads(json.dumps(data))


def check_state(state):
    """The engine's own invariants (the 110 cards, hands against the phase, tricks, piles...), the turn, the
    scores, and the acting seat's view of them."""
    state.check_invariants()
    assert all_cards(state) == Counter(DECK)  # an independent count of the 110 cards
    assert state.scores() == tuple(len(b) - len(j) for b, j in zip(state.bargain, state.junk))
    if state.is_terminal():
        assert state.phase == "over" and state.to_act() == () and state.legal_actions() == ()
        return
    assert state.to_act() == (state.turn,) and state.legal_actions()
    obs = state.observation(state.turn)
    assert obs.scores() == state.scores()


def check_step(before, action, after):
    """What one action may change, compared with the state before it."""
    players = before.num_players
    for seat in range(players):
        assert after.bargain[seat][:len(before.bargain[seat])] == before.bargain[seat]  # bargain piles only grow
    added = [after.bargain[seat][len(before.bargain[seat]):] for seat in range(players)]
    supers_in_junk = sum(pile.count(SUPER) for pile in before.junk)
    assert sum(pile.count(SUPER) for pile in after.junk) >= supers_in_junk  # super offers never leave the junk
    seat = before.turn
    if action[0] == "bargain":
        assert before.bargain[seat] == [] and added[seat] == [action[1]] and action[1] != SUPER
        assert not any(added[s] for s in range(players) if s != seat)
    elif action[0] == "play":
        if len(before.trick) < players - 1:
            assert not any(added) and after.junk == before.junk
            return
        winner = after.round_tricks[-1][1]
        trick = [play.card for play in before.trick] + [action[1]]
        wanted = value_of(before.bargain[winner][-1])  # the value the pile collected at that moment
        assert added[winner] == sorted(code for code in trick if code != SUPER and value_of(code) == wanted)
        assert Counter(after.junk[winner]) - Counter(before.junk[winner]) == \
            Counter(code for code in trick if code == SUPER or value_of(code) != wanted)
        assert not any(added[s] for s in range(players) if s != winner)
        assert after.leader == winner
    else:
        choice = action[1]
        assert not any(added[s] for s in range(players) if s != seat)
        keep = 3 if players == 3 else 2
        if choice is None:
            assert after.junk[seat] == before.junk[seat] and not added[seat]
        elif choice == "all":
            assert after.junk[seat] == [] and SUPER not in before.junk[seat] and before.junk_at_start[seat] == 0
            assert before.options["sorting"] == "strict" and not added[seat]
        else:
            taken = [code for code in before.junk[seat] if code != SUPER and value_of(code) == choice]
            assert taken and all(value_of(code) == choice for code in added[seat])
            assert len(added[seat]) == max(0, len(taken) - keep)
            if before.options["sorting"] == "strict":
                assert len(taken) > keep
            assert Counter(after.junk[seat]) == Counter(before.junk[seat]) - Counter(taken)
        if after.round == before.round and not after.is_terminal():
            assert len(after.discard) == len(before.discard) + len(before.junk[seat]) - len(after.junk[seat]) \
                - len(added[seat])
    if after.round != before.round:
        assert after.round == before.round + 1 and after.dealer == (before.dealer + 1) % players
        assert after.discard == [] and after.round_tricks == [] and after.trick == []
        assert after.junk_at_start == [len(pile) for pile in after.junk]
        assert {len(hand) for hand in after.hands} == {min(8, (len(before.stock) + len(before.set_aside)
                                                               + len(before.discard) + len(before.junk[seat])
                                                               - len(after.junk[seat]) - len(added[seat]))
                                                           // players)}


@settings(max_examples=30, deadline=None, database=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.sampled_from([3, 4]),
       variant=st.sampled_from(["standard", "strict"]), policy_seed=st.integers(0, 2**16),
       pass_bias=st.sampled_from([0.0, 0.5, 0.9]))
def test_random_playout_keeps_every_invariant(seed, players, variant, policy_seed, pass_bias):
    rng = random.Random(policy_seed)
    options = {"players": players, "sorting": variant}
    state = G.new_game(options, seed)
    check_state(state)
    rounds_seen, trick_counts = {1}, {}
    while not state.is_terminal():
        legal = state.legal_actions()
        if state.phase == "sort" and rng.random() < pass_bias:
            action = ("sort", None)
        else:
            action = rng.choice(legal)
        before = state.clone()
        state.apply(action)
        check_step(before, action, state)
        check_state(state)
        rounds_seen.add(state.round)
        if state.phase == "sort":
            trick_counts[state.round] = len(state.round_tricks)
    assert rounds_seen == set(range(1, rounds_for(players) + 1))
    assert trick_counts[1] == 7
    # The final round's double sorting: each seat twice in a row, from the last trick's winner (or the leader).
    sorters = [entry[0] for entry in state.round_sorts]
    first = sorters[0]
    assert sorters == [(first + k // 2) % players for k in range(2 * players)]
    assert state.ranking().winners == tuple(s for s, x in enumerate(state.scores()) if x == max(state.scores()))


# --- damaged records and saved states ---------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def finished():
    return random_game(4, "strict", seed=12)


@pytest.fixture(scope="module")
def midway():
    state = random_game(3, "standard", seed=13, until=lambda s: s.round == 2 and len(s.trick) == 1)
    assert state.stock and all(state.hands) and any(state.junk)
    return state


def damaged(record, change):
    record = copy.deepcopy(via_json(record))
    change(record)
    return record


def first_play_index(record):
    return next(i for i, (_, action) in enumerate(record["actions"]) if action[0] == "play")


@pytest.mark.parametrize("name, change", [
    ("wrong game", lambda r: r.update(game="nothanks")),
    ("newer format", lambda r: r.update(format=RECORD_FORMAT + 1)),
    ("bad sorting option", lambda r: r["options"].update(sorting="lenient")),
    ("five players", lambda r: r["options"].update(players=5)),
    ("missing seed", lambda r: r.pop("seed")),
    ("missing actions", lambda r: r.pop("actions")),
    ("a super offer as bargain card", lambda r: r["actions"].__setitem__(0, [r["actions"][0][0], ["bargain", SUPER]])),
    ("wrong seat", lambda r: r["actions"][0].__setitem__(0, (r["actions"][0][0] + 1) % 4)),
    ("seat as text", lambda r: r["actions"][0].__setitem__(0, str(r["actions"][0][0]))),
    ("action dropped", lambda r: r["actions"].pop(first_play_index(r))),
    ("declaration removed", lambda r: [a[1].__setitem__(2, None) for a in r["actions"]
                                       if a[1][0] == "play" and a[1][2] is not None]),
    ("unknown action", lambda r: r["actions"].insert(2, [r["actions"][2][0], ["pass"]])),
    ("action after the end", lambda r: r["actions"].append([0, ["sort", None]])),
    ("garbage action", lambda r: r["actions"].insert(0, [0, {"play": 1}])),
])
def test_a_damaged_record_is_refused(finished, name, change):
    record = damaged(finished.record(), change)
    with pytest.raises(RecordError) as info:
        G.replay(record)
    assert info.value.reason


@pytest.mark.parametrize("name, edit", [
    ("hand card swapped with the stock", lambda s: s["hands"][1].__setitem__(0, s["stock"][0])),
    ("junk card moved to the bargain pile", lambda s: s["bargain"][0].append(
        next(p for p in s["junk"] if p).pop())),
    ("stock order", lambda s: s["stock"].reverse()),
    ("turn", lambda s: s.update(turn=(s["turn"] + 1) % 3)),
    ("round", lambda s: s.update(round=3)),
])
def test_an_edited_saved_state_is_refused(midway, name, edit):
    data = via_json(midway.to_json())
    edit(data["state"])
    with pytest.raises(RecordError, match="does not match"):
        G.from_json(data)


@pytest.mark.parametrize("key", ["hands", "bargain", "junk", "trick", "sort_queue"])
def test_a_saved_state_missing_a_field_is_refused(midway, key):
    data = via_json(midway.to_json())
    del data["state"][key]
    with pytest.raises(RecordError, match="malformed"):
        G.from_json(data)


def test_a_saved_trump_declaration_edited_to_1_is_refused():
    state = random_game(4, "standard", seed=0, until=lambda s: len(s.history) == 18)
    assert any(play.trump is True for play in state.trick)
    data = via_json(state.to_json())
    for play in data["state"]["trick"]:
        if play[2] is True:
            play[2] = 1
    try:
        restored = G.from_json(data)
    except RecordError:
        return  # refused: fixed
    # Or accepted and read as the same declaration: fixed too.
    assert restored.legal_actions() == state.legal_actions(), "a damaged saved state was accepted and plays otherwise"
