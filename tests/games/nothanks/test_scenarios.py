"""No Thanks!: the rule sheet's examples and typical table situations, played through the engine."""

from __future__ import annotations

import pytest

from cardtable.games import IllegalAction, get_game

G = get_game("nothanks")


# --- the sheet's scoring examples -----------------------------------------------------------------------------

def test_sheet_example_8_and_9_score_8(position):
    state = position(3, open_card=9, deck=[], cards=[[8], [], []], chips=[0, 0, 0], turn=0)
    state.apply("take")
    assert state.cards[0] == [8, 9]
    assert state.scores()[0] == 8


def test_sheet_example_17_to_20_score_17(position):
    # 17, 18 and 20 are held; taking 19 closes the gap into one run 17-20.
    state = position(3, open_card=19, deck=[], cards=[[17, 18, 20], [], []], chips=[0, 0, 0], turn=0)
    assert state.scores()[0] == 17 + 20
    state.apply("take")
    assert state.score_breakdown(0)["runs"] == [(17, 18, 19, 20)]
    assert state.scores()[0] == 17


def test_sheet_example_each_chip_subtracts_one_point(position):
    state = position(3, open_card=9, deck=[], cards=[[8], [], [15]], chips=[3, 11, 0], turn=0)
    state.apply("take")
    assert state.scores() == (8 - 3, 0 - 11, 15)
    # Seat 1 with no card and 11 chips wins with -11.
    assert state.ranking().winners == (1,)


def test_sheet_example_22_and_24_then_23_bridges_the_gap(position):
    state = position(3, open_card=23, deck=[], cards=[[22, 24], [], []], chips=[0, 0, 0], turn=0)
    assert state.scores()[0] == 46
    state.apply("take")
    assert state.scores()[0] == 22


def test_a_big_gap_stays_costly_when_the_middle_cards_were_removed(position):
    # 30 and 35 held; 31-34 were removed unseen, so they never come: both cards count.
    state = position(3, open_card=12, deck=[], cards=[[30, 35], [], []], chips=[0, 0, 0], turn=1)
    assert {31, 32, 33, 34} <= set(state.removed)
    state.apply("take")
    assert state.is_terminal()
    assert state.scores()[0] == 65


# --- chips on a refused card -------------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_card_refused_all_the_way_round_gathers_one_chip_per_refusal(players, position):
    start = players - 2
    state = position(players, open_card=33, deck=[4, 5], turn=start)
    chips = list(state.chips)
    for refusal in range(1, players + 1):
        state.apply("pay")
        assert state.pot == refusal
    # Back to the first player, who paid too; now he takes the card and every chip on it.
    assert state.to_act() == (start,)
    state.apply("take")
    assert state.cards[start] == [33]
    assert state.chips[start] == chips[start] - 1 + players
    assert all(state.chips[seat] == chips[seat] - 1 for seat in range(players) if seat != start)
    assert state.pot == 0
    assert sum(state.chips) == sum(chips)


def test_card_refused_twice_round_then_taken_midway(position):
    state = position(3, open_card=35, deck=[4], chips=[5, 5, 5], turn=0)
    for _ in range(7):  # seats 0,1,2,0,1,2,0 pay
        state.apply("pay")
    assert state.to_act() == (1,)
    assert state.chips == [2, 3, 3]
    events = state.apply("take")
    assert state.chips == [2, 10, 3]
    assert events[0].data == {"seat": 1, "card": 35, "chips": 7}


# --- forced take --------------------------------------------------------------------------------------------------

def test_a_player_out_of_chips_is_forced_to_take(position):
    state = position(3, open_card=28, deck=[6], chips=[1, 4, 4], turn=0)
    state.apply("pay")  # seat 0 spends its last chip
    state.apply("pay")
    state.apply("pay")
    assert state.to_act() == (0,)
    assert state.chips[0] == 0
    assert state.legal_actions() == ("take",)
    with pytest.raises(IllegalAction, match="no chips"):
        state.apply("pay")
    state.apply("take")
    assert state.cards[0] == [28]
    assert state.chips[0] == 3
    # With chips again, seat 0 may refuse the next card.
    assert set(state.legal_actions()) == {"take", "pay"}


# --- take and act again ------------------------------------------------------------------------------------------

def test_taker_turns_up_the_next_card_and_acts_again(position):
    state = position(4, open_card=10, deck=[30, 20], turn=2)
    state.apply("take")
    assert state.to_act() == (2,)
    assert state.open_card == 20
    state.apply("take")
    assert state.to_act() == (2,)
    assert state.open_card == 30
    state.apply("pay")
    assert state.to_act() == (3,)
    assert state.cards[2] == [10, 20]


# --- a whole little game ----------------------------------------------------------------------------------------

def test_a_short_game_played_to_the_end_with_a_shared_win(position):
    # 3 players, 3 chips each, three cards left: 31 (open), then 32, then 9.
    state = position(3, open_card=31, deck=[9, 32], chips=[3, 3, 3], cards=[[30], [14], [12]], turn=0)
    script = [
        ("pay", 0), ("pay", 1), ("take", 2),   # seat 2 takes 31 with 2 chips: [12, 31], 5 chips
        ("take", 2),                            # and 32: [12, 31, 32]
        ("pay", 2), ("take", 0),                # seat 0 takes 9 with 1 chip: [9, 30], 3 chips
    ]
    for action, seat in script:
        assert state.to_act() == (seat,)
        events = state.apply(action, seat)
    assert state.is_terminal()
    assert state.cards == [[9, 30], [14], [12, 31, 32]]
    assert state.chips == [3, 2, 4]
    assert state.scores() == (36, 12, 39)
    assert state.ranking().places == (2, 1, 3)
    assert events[-1].kind == "game_over"
    assert events[-1].data["winner_seats"] == (1,)


def test_a_tie_for_the_win_is_shared_at_the_end(position):
    # Seat 0 pays its 4th chip: 18 - 3 = 15. Seat 1 takes 20 with that chip: 20 - (4 + 1) = 15.
    state = position(3, open_card=20, deck=[], chips=[4, 4, 4], cards=[[18], [], [33]], turn=0)
    state.apply("pay")
    events = state.apply("take")
    assert state.chips == [3, 5, 4]
    assert state.scores() == (15, 15, 29)
    ranking = state.ranking()
    assert ranking.places == (1, 1, 3)
    assert ranking.winners == (0, 1)
    assert ranking.win_shares() == (0.5, 0.5, 0.0)
    assert events[-1].kind == "game_over"
    assert events[-1].data["winner_seats"] == (0, 1)
    assert "Player 1" in events[-1].text and "Player 2" in events[-1].text


def test_a_tie_below_the_winners_keeps_competition_places(position):
    state = position(4, open_card=25, deck=[], chips=[2, 0, 7, 1], cards=[[12], [10], [20], [29, 30]], turn=3)
    state.apply("take")  # 25 joins no run: seat 3 scores 25 + 29 - 1 = 53
    assert state.scores() == (10, 10, 13, 53)
    ranking = state.ranking()
    assert ranking.places == (1, 1, 3, 4)
    assert ranking.win_shares() == (0.5, 0.5, 0.0, 0.0)


# --- tactical deck ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [3, 5, 7])
def test_tactical_game_never_deals_10_20_or_30(players):
    state = G.new_game({"players": players, "deck": "tactical", "chips": "shown"}, 2024 + players)
    assert state.chips == [10] * players
    seen = set()
    while not state.is_terminal():
        seen.add(state.open_card)
        state.apply("pay" if state.pot < 2 and "pay" in state.legal_actions() else "take")
    assert len(seen) == 24
    assert not seen & {10, 20, 30}
    assert seen | set(state.removed) == set(range(3, 36))
    assert sum(state.chips) == 10 * players
