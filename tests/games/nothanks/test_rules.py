"""No Thanks!: one unit test per rule of RULINGS.md section 1 (and the sheet's tactical variant)."""

from __future__ import annotations

import json
import random

import pytest

from cardtable.games import IllegalAction, get_game
from cardtable.games.nothanks.rules import ALL_CARDS, card_points, runs, score, starting_chips

G = get_game("nothanks")

EVERY_CARD = set(range(3, 36))
PLAYER_COUNTS = range(3, 8)
VARIANTS = [{"chips": chips, "deck": deck} for chips in ("hidden", "shown") for deck in ("standard", "tactical")]


def snapshot(state) -> str:
    """The whole state (history included) as canonical JSON, to prove an action changed nothing."""
    return json.dumps(state.to_json(), sort_keys=True)


# --- setup ----------------------------------------------------------------------------------------------------

def test_all_cards_are_3_to_35():
    assert ALL_CARDS == tuple(range(3, 36))
    assert len(ALL_CARDS) == 33


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_three_to_seven_players_are_accepted(players):
    state = G.new_game({"players": players}, 0)
    assert state.num_players == players
    assert len(state.chips) == players
    assert state.cards == [[] for _ in range(players)]
    assert state.to_act()[0] in range(players)


@pytest.mark.parametrize("players, chips", [(3, 11), (4, 11), (5, 11), (6, 9), (7, 7)])
def test_starting_chips_by_player_count(players, chips):
    assert starting_chips(players) == chips
    assert starting_chips(players, "standard") == chips
    state = G.new_game({"players": players}, 3)
    assert state.chips == [chips] * players
    assert state.pot == 0


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_tactical_deck_gives_ten_chips_whatever_the_count(players):
    assert starting_chips(players, "tactical") == 10
    state = G.new_game({"players": players, "deck": "tactical"}, 3)
    assert state.chips == [10] * players


@pytest.mark.parametrize("seed", range(20))
def test_standard_deck_33_cards_9_removed_24_played(seed):
    state = G.new_game({"players": 4}, seed)
    played = state.deck + [state.open_card]
    assert len(state.removed) == 9
    assert len(played) == 24
    assert len(set(played) | set(state.removed)) == 33
    assert set(played) | set(state.removed) == EVERY_CARD
    assert list(state.removed) == sorted(state.removed)


@pytest.mark.parametrize("seed", range(20))
def test_tactical_deck_removes_10_20_30_and_6_others(seed):
    state = G.new_game({"players": 4, "deck": "tactical"}, seed)
    played = state.deck + [state.open_card]
    assert {10, 20, 30} <= set(state.removed)
    assert not {10, 20, 30} & set(played)
    assert len(set(state.removed) - {10, 20, 30}) == 6
    assert len(state.removed) == 9
    assert len(played) == 24
    assert set(played) | set(state.removed) == EVERY_CARD


def test_removed_cards_are_random():
    removed = {G.new_game({"players": 3}, seed).removed for seed in range(30)}
    assert len(removed) > 20
    others = {tuple(c for c in G.new_game({"players": 3, "deck": "tactical"}, seed).removed if c % 10)
              for seed in range(30)}
    assert len(others) > 20


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_starting_seat_is_random(players):
    starts = {G.new_game({"players": players}, seed).to_act()[0] for seed in range(200)}
    assert starts == set(range(players))


def test_same_seed_same_game_and_other_seeds_differ():
    assert G.new_game({"players": 5}, 42) == G.new_game({"players": 5}, 42)
    decks = {tuple(G.new_game({"players": 5}, seed).deck) for seed in range(10)}
    assert len(decks) == 10


def test_start_event_names_the_first_player_and_card():
    state = G.new_game({"players": 4}, 11)
    (start,) = state.start_events()
    assert start.kind == "started"
    assert start.data == {"seat": state.turn, "card": state.open_card}
    assert start.text == f"Player {state.turn + 1} starts and turns up {state.open_card}."


# --- paying a chip ----------------------------------------------------------------------------------------------

def test_pay_puts_a_chip_on_the_card_and_passes_left():
    state = G.new_game({"players": 4}, 5)
    seat = state.to_act()[0]
    card, deck, chips = state.open_card, list(state.deck), list(state.chips)
    events = state.apply("pay")
    assert state.chips[seat] == chips[seat] - 1
    assert [c for s, c in enumerate(state.chips) if s != seat] == [c for s, c in enumerate(chips) if s != seat]
    assert state.pot == 1
    assert state.open_card == card
    assert state.deck == deck
    assert state.to_act() == ((seat + 1) % 4,)
    assert state.history == [(seat, "pay")]
    assert [e.kind for e in events] == ["paid"]
    assert events[0].data == {"seat": seat, "card": card}


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_pay_by_the_last_seat_wraps_to_seat_0(players, position):
    state = position(players, open_card=20, deck=[5, 6], turn=players - 1)
    state.apply("pay")
    assert state.to_act() == (0,)
    state.apply("pay")
    assert state.to_act() == (1,)
    assert state.pot == 2


# --- taking the card ----------------------------------------------------------------------------------------------

def test_take_gives_card_and_chips_and_the_same_seat_acts_on_the_next_card():
    state = G.new_game({"players": 4}, 8)
    first = state.to_act()[0]
    card = state.open_card
    state.apply("pay")
    state.apply("pay")
    taker = state.to_act()[0]
    assert taker == (first + 2) % 4
    next_card = state.deck[-1]
    chips_before = state.chips[taker]
    events = state.apply("take")
    assert card in state.cards[taker]
    assert state.chips[taker] == chips_before + 2
    assert state.pot == 0
    assert state.open_card == next_card
    assert len(state.deck) == 22
    assert state.to_act() == (taker,)
    assert [e.kind for e in events] == ["took", "revealed"]
    assert events[0].data == {"seat": taker, "card": card, "chips": 2}
    assert events[1].data == {"seat": taker, "card": next_card}


def test_hands_stay_sorted(position):
    state = position(3, open_card=12, deck=[7, 30], cards=[[5, 20], [], []], turn=0)
    state.apply("take")
    state.apply("take")
    state.apply("take")
    assert state.cards[0] == [5, 7, 12, 20, 30]


# --- no chips: must take --------------------------------------------------------------------------------------------

def test_a_seat_without_chips_may_only_take(position):
    state = position(3, open_card=25, deck=[4], chips=[0, 5, 5], turn=0)
    assert state.legal_actions() == ("take",)
    before = snapshot(state)
    with pytest.raises(IllegalAction) as info:
        state.apply("pay")
    assert "no chips" in info.value.reason
    assert "must take" in info.value.reason
    assert snapshot(state) == before
    assert info.value.kind == "no_chips" and info.value.refusal.data == {"seat": 0}
    assert state.observation(0).why_not("pay") == info.value.refusal
    state.apply("take")
    assert state.cards[0] == [25]


def test_legal_actions_with_chips_and_for_other_seats():
    state = G.new_game({"players": 3}, 0)
    seat = state.to_act()[0]
    assert set(state.legal_actions()) == {"take", "pay"}
    assert set(state.legal_actions(seat)) == {"take", "pay"}
    for other in range(3):
        if other != seat:
            assert state.legal_actions(other) == ()


# --- the end ----------------------------------------------------------------------------------------------------

def test_game_ends_when_the_last_card_is_taken(position):
    state = position(3, open_card=30, deck=[], cards=[[3], [10], [31]], chips=[4, 5, 6], turn=1)
    assert not state.is_terminal()
    state.apply("pay")
    assert not state.is_terminal()
    events = state.apply("take")
    assert state.is_terminal()
    assert state.open_card is None
    assert state.to_act() == ()
    assert state.current_seat is None
    assert state.legal_actions() == ()
    assert state.legal_actions(2) == ()
    assert [e.kind for e in events] == ["took", "game_over"]
    assert state.scores() == (3 - 4, 10 - 4, 30 - 7)
    assert events[1].data["winner_seats"] == (0,)
    assert "Player 1" in events[1].text


@pytest.mark.parametrize("action", ["take", "pay", "fold"])
def test_no_action_after_the_end(action, position):
    state = position(3, open_card=30, deck=[], turn=0)
    state.apply("take")
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="game is over"):
        state.apply(action)
    assert snapshot(state) == before


def test_a_game_has_24_takes():
    state = G.new_game({"players": 5}, 9)
    takes = 0
    while not state.is_terminal():
        state.apply("take")
        takes += 1
    assert takes == 24
    assert sum(len(hand) for hand in state.cards) == 24


# --- scoring --------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("cards, points", [
    ([], 0),
    ([7], 7),
    ([8, 9], 8),
    ([17, 18, 19, 20], 17),
    ([3, 4, 5, 9], 12),
    ([22, 24], 46),
    ([22, 23, 24], 22),
    ([35, 3, 34, 4], 3 + 34),
    (range(3, 36), 3),
    ([5, 7, 9, 11], 32),
])
def test_card_points_count_the_lowest_card_of_each_run(cards, points):
    assert card_points(cards) == points


def test_runs_split_consecutive_cards_lowest_first():
    assert runs([3, 4, 5, 9]) == [(3, 4, 5), (9,)]
    assert runs([20, 8, 19, 9]) == [(8, 9), (19, 20)]
    assert runs([]) == []


@pytest.mark.parametrize("cards, chips, expected", [
    ([8, 9], 0, 8),
    ([8, 9], 3, 5),
    ([], 11, -11),
    ([30, 31, 35], 2, 63),
])
def test_score_is_card_points_minus_chips(cards, chips, expected):
    assert score(cards, chips) == expected


def test_state_scores_and_breakdown(position):
    state = position(3, open_card=None, cards=[[8, 9, 12], [17, 18, 19, 20], []], chips=[2, 0, 11], turn=0)
    assert state.is_terminal()
    assert state.scores() == (18, 17, -11)
    assert state.score_breakdown(0) == {"runs": [(8, 9), (12,)], "card_points": 20, "chips": 2, "score": 18}
    assert state.score_breakdown(2) == {"runs": [], "card_points": 0, "chips": 11, "score": -11}


def test_lowest_score_wins(position):
    state = position(3, open_card=None, cards=[[20], [10], [30]], chips=[0, 0, 0])
    assert state.ranking().places == (2, 1, 3)
    assert state.ranking().winners == (1,)
    assert state.returns() == (0.0, 1.0, 0.0)


def test_a_tie_for_the_lowest_score_shares_the_win(position):
    # 12 - 2 = 10 and 15 - 5 = 10 tie for first; 25 - 0 = 25 is third.
    state = position(3, open_card=None, cards=[[12], [15], [25]], chips=[2, 5, 0])
    assert state.scores() == (10, 10, 25)
    ranking = state.ranking()
    assert ranking.places == (1, 1, 3)
    assert ranking.winners == (0, 1)
    assert ranking.win_shares() == (0.5, 0.5, 0.0)
    assert state.returns() == (0.5, 0.5, 0.0)


# --- illegal actions leave the state unchanged -------------------------------------------------------------------

@pytest.mark.parametrize("action", ["fold", "TAKE", "Pay", "", 3, 0, None, ("take",), ["take"], {"take": 1}, {"pay"}])
def test_malformed_action_is_refused_with_a_reason_and_changes_nothing(action):
    state = G.new_game({"players": 4}, 2)
    state.apply("pay")
    before = snapshot(state)
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    reason = info.value.reason
    assert isinstance(reason, str) and reason.endswith(".")
    assert "alformed action" in reason
    assert snapshot(state) == before


def test_unhashable_action_is_refused_not_crashing():
    state = G.new_game({"players": 3}, 0)
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="Malformed"):
        state.apply(["pay"])
    assert snapshot(state) == before


@pytest.mark.parametrize("action", ["take", "pay"])
def test_acting_out_of_turn_is_refused_and_changes_nothing(action):
    state = G.new_game({"players": 4}, 6)
    seat = state.to_act()[0]
    for wrong in [(seat + 1) % 4, (seat + 2) % 4, (seat + 3) % 4, 4, 99, -1, "0", 1.0]:
        before = snapshot(state)
        with pytest.raises(IllegalAction) as info:
            state.apply(action, wrong)
        assert "turn" in info.value.reason
        assert snapshot(state) == before
    state.apply(action, seat)  # the right seat may act
    assert state.history == [(seat, action)]


def test_wrong_seat_reason_names_the_seat():
    state = G.new_game({"players": 4}, 6)
    wrong = (state.to_act()[0] + 1) % 4
    with pytest.raises(IllegalAction, match=f"Player {wrong + 1}"):
        state.apply("take", wrong)


def test_a_bool_seat_is_refused(position):
    state = position(3, open_card=20, deck=[5], turn=1)
    before = snapshot(state)
    with pytest.raises(IllegalAction):
        state.apply("pay", True)
    assert snapshot(state) == before


# --- observation ------------------------------------------------------------------------------------------------

def test_hidden_chips_show_only_my_own():
    state = G.new_game({"players": 4, "chips": "hidden"}, 1)
    state.apply("pay")
    for seat in range(4):
        obs = state.observation(seat)
        assert obs.seat == seat
        assert obs.my_chips == state.chips[seat]
        assert obs.chips[seat] == state.chips[seat]
        assert all(count is None for other, count in enumerate(obs.chips) if other != seat)
        assert obs.chips_shown is False


def test_shown_chips_show_everyone():
    state = G.new_game({"players": 5, "chips": "shown"}, 1)
    state.apply("pay")
    for seat in [None, *range(5)]:
        obs = state.observation(seat)
        assert obs.chips == tuple(state.chips)
        assert obs.chips_shown is True


def test_spectator_sees_no_chips_when_hidden():
    state = G.new_game({"players": 3, "chips": "hidden"}, 1)
    obs = state.observation(None)
    assert obs.seat is None
    assert obs.chips == (None, None, None)
    assert obs.my_chips is None
    assert obs.legal_actions() == ()


def test_all_chips_are_shown_when_the_game_is_over():
    state = G.new_game({"players": 3, "chips": "hidden"}, 1)
    while not state.is_terminal():
        state.apply("take")
    for seat in [None, 0, 1, 2]:
        obs = state.observation(seat)
        assert obs.chips == tuple(state.chips)
        assert obs.terminal is True
        assert obs.to_act is None
        assert obs.open_card is None
        assert obs.legal_actions() == ()


def test_observation_shows_the_public_table():
    state = G.new_game({"players": 4, "deck": "tactical"}, 4)
    state.apply("pay")
    state.apply("take")
    seat = state.to_act()[0]
    obs = state.observation(seat)
    assert obs.players == 4
    assert obs.tactical is True
    assert obs.to_act == seat
    assert obs.open_card == state.open_card
    assert obs.pot == state.pot
    assert obs.deck_size == len(state.deck)
    assert obs.cards == tuple(tuple(hand) for hand in state.cards)
    assert obs.starting_chips == 10
    assert obs.history == tuple(state.history)
    assert obs.seen_cards() == {state.open_card} | {c for hand in state.cards for c in hand}
    assert obs.legal_actions() == state.legal_actions()
    for other in range(4):
        if other != seat:
            assert state.observation(other).legal_actions() == ()


def test_observation_legal_actions_of_a_seat_without_chips(position):
    state = position(3, open_card=20, deck=[5], chips=[0, 3, 3], turn=0)
    assert state.observation(0).legal_actions() == ("take",)


def _with_other_hidden_cards(state, how):
    """A clone whose face-down deck and removed cards differ; the open card and all public facts are kept."""
    other = state.clone()
    if how == "reverse":  # same cards, other order
        other.deck = list(reversed(state.deck))
    elif how == "swap":  # a removed card takes the place of the top deck card
        other.deck = state.deck[:-1] + [state.removed[0]]
        other.removed = tuple(sorted(state.removed[1:] + (state.deck[-1],)))
    elif how == "reshuffle":
        pool = state.deck + list(state.removed)
        random.Random(99).shuffle(pool)
        other.deck = pool[:len(state.deck)]
        other.removed = tuple(sorted(pool[len(state.deck):]))
    assert other.to_json() != state.to_json()
    return other


@pytest.mark.parametrize("how", ["reverse", "swap", "reshuffle"])
@pytest.mark.parametrize("chips", ["hidden", "shown"])
def test_observation_holds_no_deck_order_and_no_removed_cards(how, chips):
    state = G.new_game({"players": 4, "chips": chips}, 17)
    for action in ["pay", "pay", "take", "pay", "take", "pay"]:
        state.apply(action)
    other = _with_other_hidden_cards(state, how)
    for seat in [None, 0, 1, 2, 3]:
        assert other.observation(seat) == state.observation(seat)
        assert hash(other.observation(seat)) == hash(state.observation(seat))
    # The comparison does see a difference once the next card is turned up.
    assert state.deck[-1] != other.deck[-1]
    state.apply("take")
    other.apply("take")
    assert other.observation(0) != state.observation(0)


def test_counted_chips_match_the_real_chips():
    rng = random.Random(5)
    for players in PLAYER_COUNTS:
        state = G.new_game({"players": players, "chips": "hidden"}, players)
        while not state.is_terminal():
            for seat in [None, *range(players)]:
                assert state.observation(seat).counted_chips() == state.chips
            state.apply(rng.choice(state.legal_actions()))


# --- events and names ---------------------------------------------------------------------------------------------

def test_events_use_player_names(position):
    state = position(3, open_card=20, deck=[5], turn=2)
    names = ["Ann", "Ben", "Cat"]
    (paid,) = state.apply("pay")
    assert paid.describe(names) == "Cat says no thanks to 20 and pays a chip."
    took, revealed = state.apply("take")
    assert took.describe(names) == "Ann takes 20 with 1 chip."
    assert revealed.describe(names) == "Ann turns up 5."


def test_game_over_event_uses_player_names(position):
    state = position(3, open_card=20, deck=[], cards=[[10], [5], [6]], chips=[0, 0, 0], turn=2)
    *_, over = state.apply("take")
    assert over.kind == "game_over"
    assert over.describe(["Ann", "Ben", "Cat"]) == "The game is over. Winner: Ben."
    assert over.text == "The game is over. Winner: Player 2."


def test_game_over_event_names_every_tied_winner(position):
    state = position(3, open_card=20, deck=[], cards=[[5], [25], [6]], chips=[0, 20, 0], turn=2)
    *_, over = state.apply("take")  # seat 2: 6 + 20 = 26; seats 0 and 1 both score 5
    assert over.data["winner_seats"] == (0, 1)
    assert over.describe(["Ann", "Ben", "Cat"]) == "The game is over. Ann, Ben share the win."


# --- clone ---------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("seat", [True, -1, 4, "0", 1.0])
def test_observation_of_a_seat_that_does_not_exist_is_refused(seat):
    state = G.new_game({"players": 4}, 2)
    with pytest.raises(ValueError, match="No seat"):
        state.observation(seat)


def test_a_shared_win_is_announced_as_shared(position):
    state = position(3, open_card=30, deck=[], turn=0, cards=[[10], [5], [9]], chips=[0, 0, 4])
    events = state.apply("take")
    assert events[-1].kind == "game_over"
    assert events[-1].describe(["Ann", "Bob", "Cy"]) == "The game is over. Bob, Cy share the win."


@pytest.mark.parametrize("pot, text", [(0, "Ann takes 20 (no chips on it)."), (1, "Ann takes 20 with 1 chip."),
                                       (3, "Ann takes 20 with 3 chips.")])
def test_take_message_counts_chips_in_good_english(position, pot, text):
    state = position(3, open_card=20, deck=[5], turn=0)
    state.pot = pot
    took, _ = state.apply("take")
    assert took.describe(["Ann", "Ben", "Cat"]) == text
