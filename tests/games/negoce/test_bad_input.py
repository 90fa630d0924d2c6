"""Bad input: an illegal action is refused with a reason that names what is wrong, and nothing changes;
`is_legal` answers the same without listing the actions; actions survive JSON."""

from __future__ import annotations

import json

import pytest

from cardtable.games import IllegalAction, RecordError

from tests.generic.registered import replaced, saved_from_a_position

from .conftest import G, JADE, PERFUME, TEA, build, play, snapshot


def offers_open():
    state = build()
    play(state, ("market", JADE, True, 1))
    return state


@pytest.mark.parametrize("action, words", [
    (("offer", 9, True, 0), "card code 0..8 or None"),
    (("offer", PERFUME, "yes", 0), "face up True/False"),
    (("offer", PERFUME, True, 1.0), "coins"),
    (("offer", TEA, True, 0), "no tea"),
    (("offer", PERFUME, True, -1), "0 to 15 coins, not -1"),
    (("offer", PERFUME, True), "An offer is"),
    (("accept", 1), "not to accept"),
    (("market", JADE, True, 0), "not to market"),
    (("withdraw",), "no offer to withdraw"),
    (("bid", 3), "Malformed"),
    ("offer", "Malformed"),
])
def test_a_buyer_is_told_what_is_wrong_and_nothing_changes(action, words):
    state = offers_open()
    before = snapshot(state)
    assert not state.is_legal(action)
    with pytest.raises(IllegalAction, match=words):
        state.apply(action)
    assert snapshot(state) == before


@pytest.mark.parametrize("action, words", [
    (("accept", 2), "buyer who has one: Player 2"),
    (("accept", 0), "buyer who has one"),
    (("wait", 15), "0 to 14 coins, not 15"),
    (("wait", True), "Waiting is"),
    (("force", PERFUME, TEA), "no perfume"),
    (("force", JADE, True), "Forcing is"),
])
def test_a_seller_is_told_what_is_wrong(action, words):
    state = offers_open()
    play(state, ("offer", PERFUME, False, 1), ("keep",), ("keep",))
    with pytest.raises(IllegalAction, match=words):
        state.apply(action)


def test_is_legal_agrees_with_the_legal_actions():
    state = offers_open()
    legal = set(state.legal_actions())
    assert len(legal) == 1 + 15 + 2 * 2 * 16  # keep; coins alone; each card face up or down with 0..15 coins
    candidates = legal | {("offer", code, face, coins) for code in [None, *range(10)] for face in (True, False, 1)
                          for coins in range(-1, 18)}
    for action in candidates:
        assert state.is_legal(action) == (action in legal), action
    assert not state.is_legal(("keep",), seat=2)
    assert state.observation(1).legal_actions() == state.legal_actions()


def test_actions_survive_json_with_their_none_and_booleans():
    state = offers_open()
    for action in [("offer", None, True, 3), ("offer", PERFUME, False, 0), ("keep",)]:
        back = G.action_from_json(json.loads(json.dumps(G.action_to_json(action))))
        assert back == action and [type(part) for part in back] == [type(part) for part in action]
        assert state.is_legal(back)


def test_describe_action_reads_as_english():
    assert G.describe_action(("offer", None, True, 3)) == "Offer 3 coins"
    assert G.describe_action(("offer", PERFUME, False, 2)) == "Offer perfume face down and 2 coins"
    assert G.describe_action(("force", JADE, TEA)) == "Force: second card jade, ask for tea"


def test_a_letter_for_a_negoce_offer_is_a_record_error():
    """Found by tests/generic/test_rules_saved_fields.py: a one-letter string as the offers escaped from_json."""
    saved = saved_from_a_position(G)
    with pytest.raises(RecordError, match="IndexError"):
        G.from_json(replaced(saved, ("state", "offers"), "x"))
