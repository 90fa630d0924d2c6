"""Auf falscher Fährte: an observation shows a seat its own hand and hidden card, never another seat's,
and never whose a revealed card was; events name no hidden card and no owner."""

from __future__ import annotations

import random

import pytest

from cardtable.games.faehrte.cards import JOKER

from .conftest import G

# The event kinds and their parameters: what the view and the log may rely on.
EVENT_PARAMS = {
    "round": {"round", "seat", "cards"},
    "leftover": {"card", "code"},
    "hidden": {"seat"},
    "play_starts": {"seat"},
    "played": {"seat", "card", "code"},
    "trick": {"seat", "number"},
    "trick_void": {"seat", "number"},
    "revealed": {"card", "code", "total", "left"},
    "round_type": {"kind", "total", "threshold"},
    "trump_kept": {"seat", "colour", "index"},
    "trump_changed": {"seat", "colour", "index"},
    "round_scored": {"round", "points", "kind"},
    "game_over": {"winner_seats"},
}
VARIANTS = [(3, False), (3, True), (4, False), (4, True)]


def moments(players, jokers, seed, every=17):
    """States of a random game (copies), every `every` actions."""
    rng = random.Random(seed)
    state = G.new_game({"players": players, "jokers": jokers}, seed)
    while not state.is_terminal():
        if len(state.history) % every == 3:
            yield state.clone()
        state.apply(rng.choice(state.legal_actions()))


def card_fields(obs) -> list[int]:
    """Every card code an observation shows."""
    cards = list(obs.hand or ()) + list(obs.revealed) + [code for _seat, code in obs.trick]
    cards += [code for plays, _winner in obs.round_tricks for _seat, code in plays]
    cards += [code for code in (obs.leftover, obs.my_hidden) if code is not None]
    return cards


def swapped(state, a: int, b: int):
    """The state with seats a and b exchanging their hands and their hidden cards (wherever those lie)."""
    other = state.clone()
    other.hands[a], other.hands[b] = other.hands[b], other.hands[a]
    other.hidden_laid[a], other.hidden_laid[b] = other.hidden_laid[b], other.hidden_laid[a]
    owner = {a: b, b: a}
    other.pile = [(owner.get(seat, seat), code) for seat, code in other.pile]
    other.revealed = [(owner.get(seat, seat), code) for seat, code in other.revealed]
    return other


@pytest.mark.parametrize("players, jokers", VARIANTS)
def test_a_seat_sees_its_own_hand_and_hidden_card_and_nothing_of_the_others(players, jokers):
    for state in moments(players, jokers, seed=players + 7 * jokers):
        spectator = state.observation(None)
        assert spectator.hand is None and spectator.my_hidden is None
        for seat in range(players):
            obs = state.observation(seat)
            assert obs.hand == tuple(state.hands[seat]) and obs.my_hidden == state.hidden_laid[seat]
            unrevealed = {code for owner, code in state.pile if owner != seat}
            others = {code for other in range(players) if other != seat for code in state.hands[other]}
            assert not (unrevealed | others) & set(card_fields(obs)) - {JOKER}  # jokers are alike
            # Exchanging two other seats' hands and hidden cards changes nothing this seat sees, provided the
            # hands are as large (who has played to the trick is public).
            for a in range(players):
                for b in range(a + 1, players):
                    if seat not in (a, b) and len(state.hands[a]) == len(state.hands[b]):
                        assert swapped(state, a, b).observation(seat) == obs
        for a in range(players):
            for b in range(a + 1, players):
                if len(state.hands[a]) == len(state.hands[b]):
                    assert swapped(state, a, b).observation(None) == spectator


@pytest.mark.parametrize("players, jokers", VARIANTS)
def test_events_name_no_hidden_card_and_no_owner(players, jokers):
    rng = random.Random(players)
    state = G.new_game({"players": players, "jokers": jokers}, players)
    events = list(state.start_events())
    while not state.is_terminal():
        seat, action = state.current_seat, rng.choice(state.legal_actions())
        new = state.apply(action)
        if action[0] == "hide":
            assert [e.data for e in new if e.kind == "hidden"] == [{"seat": seat}]
            assert all("code" not in e.data and "card" not in e.data for e in new)
        events += new
    for item in events:
        assert item.kind in EVENT_PARAMS, item.kind
        assert set(item.data) == EVENT_PARAMS[item.kind], item
        item.describe(["A", "B", "C", "D"][:players])
    kinds = [e.kind for e in events]
    assert kinds.count("round") == 2 * players and kinds.count("round_scored") == 2 * players
    assert kinds.count("round_type") == 2 * players  # once per round
    assert kinds.count("hidden") == 2 * players * players and kinds[-1] == "game_over"
