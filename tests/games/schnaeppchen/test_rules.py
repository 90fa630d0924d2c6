"""Schnäppchen Jagd: one unit test per rule of RULINGS.md section 2, on fixed positions and seeded games."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from cardtable.games import IllegalAction, OptionError
from cardtable.games.schnaeppchen import sorting, tricks
from cardtable.games.schnaeppchen.cards import COLOURS, DECK, SUPER, card, colour_of, value_of
from cardtable.games.schnaeppchen.rules import rounds_for
from cardtable.games.schnaeppchen.tricks import Play

from .conftest import G, all_cards, random_game, snapshot

BOTH = ["standard", "strict"]
SETUPS = [(players, variant) for players in (3, 4) for variant in BOTH]
OTHERS = [[card("grey", 1)], [card("grey", 2)], [card("grey", 3)], [card("grey", 4)]]


def bargains(players):
    return [list(pile) for pile in OTHERS[:players]]


# --- cards, options, setup -----------------------------------------------------------------------------------------

def test_the_deck_has_110_cards_six_colours_nine_values_two_copies_and_two_super_offers():
    assert len(DECK) == 110
    counts = Counter(DECK)
    assert counts[SUPER] == 2
    assert len(COLOURS) == 6
    assert {code: n for code, n in counts.items() if code != SUPER} == {
        card(colour, value): 2 for colour in COLOURS for value in range(1, 10)}
    assert card("green", 7) == 27 and colour_of(27) == COLOURS.index("green") and value_of(27) == 7
    assert colour_of(SUPER) is None and value_of(SUPER) is None


@pytest.mark.parametrize("options", [{"players": 2}, {"players": 5}, {"players": 4, "sorting": "lenient"},
                                     {"players": 4, "jokers": True}])
def test_bad_options_are_refused(options):
    with pytest.raises(OptionError):
        G.new_game(options, 0)


def test_default_sorting_is_standard():
    assert G.new_game({"players": 4}, 0).options["sorting"] == "standard"


@pytest.mark.parametrize("players, variant", SETUPS)
def test_the_deal_gives_eight_cards_each_and_leaves_the_rest_as_stock(players, variant):
    state = G.new_game({"players": players, "sorting": variant}, 11)
    assert state.round == 1
    assert [len(hand) for hand in state.hands] == [8] * players
    assert len(state.stock) == 110 - 8 * players
    assert state.set_aside == [] and state.discard == [] and state.trick == []
    assert state.bargain == [[]] * players and state.junk == [[]] * players
    assert all_cards(state) == Counter(DECK)


@pytest.mark.parametrize("players, rounds", [(3, 6), (4, 4)])
def test_rounds_by_player_count(players, rounds):
    assert rounds_for(players) == rounds
    assert G.new_game({"players": players}, 0).observation(0).rounds == rounds


@pytest.mark.parametrize("players", [3, 4])
def test_the_first_dealer_is_random_and_follows_the_seed(players):
    dealers = {G.new_game({"players": players}, seed).dealer for seed in range(40)}
    assert dealers == set(range(players))
    assert G.new_game({"players": players}, 5) == G.new_game({"players": players}, 5)
    assert G.new_game({"players": players}, 5).hands != G.new_game({"players": players}, 6).hands


@pytest.mark.parametrize("players, variant", SETUPS)
def test_the_deal_passes_left_each_round(players, variant):
    state = G.new_game({"players": players, "sorting": variant}, 3)
    rng = random.Random(3)
    first, seen = state.dealer, {1: state.dealer}
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
        seen.setdefault(state.round, state.dealer)
    assert seen == {r: (first + r - 1) % players for r in range(1, rounds_for(players) + 1)}


@pytest.mark.parametrize("players", [3, 4])
def test_round_1_starts_with_one_bargain_card_each_from_left_of_the_dealer(players):
    state = G.new_game({"players": players}, 21)
    left = (state.dealer + 1) % players
    assert state.phase == "bargain" and state.to_act() == (left,)
    for offset in range(players):
        seat = (left + offset) % players
        assert state.to_act() == (seat,) and state.phase == "bargain"
        code = max(code for code in state.hands[seat] if code != SUPER)
        assert state.legal_actions() == tuple([("bargain", c) for c in sorted(set(state.hands[seat])) if c != SUPER])
        events = state.apply(("bargain", code))
        assert state.bargain[seat] == [code] and len(state.hands[seat]) == 7
        assert events[0].kind == "bargain" and events[0].data["value"] == value_of(code)
    # Then the player left of the dealer leads the first trick.
    assert state.phase == "play" and state.to_act() == (left,) and state.leader == left


def test_several_players_may_collect_the_same_value(position):
    state = position(3, round=1, phase="bargain", turn=1, hands=[
        [card("red", 5), card("blue", 1)], [card("green", 5), card("blue", 2)], [card("grey", 5), card("blue", 3)]])
    for seat, code in ((1, card("green", 5)), (2, card("grey", 5)), (0, card("red", 5))):
        state.apply(("bargain", code), seat)
    assert [value_of(pile[-1]) for pile in state.bargain] == [5, 5, 5]
    assert state.phase == "play" and state.to_act() == (1,)


def test_a_super_offer_cannot_start_a_bargain_pile(position):
    state = position(4, round=1, phase="bargain", turn=2, hands=[
        [card("red", 1)], [card("red", 2)], [SUPER, card("red", 3)], [card("red", 4)]])
    assert state.legal_actions() == (("bargain", card("red", 3)),)
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="super offer"):
        state.apply(("bargain", SUPER))
    assert snapshot(state) == before


@pytest.mark.parametrize("players, variant", SETUPS)
def test_round_1_has_7_tricks_and_the_full_rounds_after_it_8(players, variant):
    state = G.new_game({"players": players, "sorting": variant}, 8)
    rng, tricks_per_round, dealt = random.Random(8), {}, {1: 8}
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
        if state.phase in ("play", "bargain") and not state.round_tricks and not state.trick:
            dealt.setdefault(state.round, len(state.hands[state.turn]))
        if state.phase == "sort":
            tricks_per_round[state.round] = len(state.round_tricks)
    assert tricks_per_round[1] == 7
    for round_, size in dealt.items():
        if round_ > 1:
            assert tricks_per_round[round_] == size
    assert dealt[2] == 8 and tricks_per_round[2] == 8


# --- dealing from a short stock, set-aside and discarded cards -------------------------------------------------------

def rest_of_deck(*used):
    rest = Counter(DECK)
    for cards in used:
        rest.subtract(cards)
    assert min(rest.values()) >= 0
    return sorted(rest.elements())


@pytest.mark.parametrize("players, stock_size, each, aside", [(4, 22, 5, 2), (3, 22, 7, 1), (4, 3, 0, 3)])
@pytest.mark.parametrize("variant", BOTH)
def test_a_short_stock_deals_equal_shares_and_sets_the_remainder_aside(position, players, stock_size, each, aside,
                                                                       variant):
    bargain = bargains(players)
    stock = rest_of_deck(*bargain)[:stock_size]
    junk = [rest_of_deck(stock, *bargain)] + [[] for _ in range(players - 1)]  # every other card is seat 0's junk
    last = players - 1
    state = position(players, variant, round=2, phase="sort", turn=last, dealer=0, sort_queue=[last],
                     bargain=bargain, junk=junk, stock=stock)
    assert all_cards(state) == Counter(DECK)
    state.apply(("sort", None))
    assert state.round == 3 and state.dealer == 1
    assert [len(hand) for hand in state.hands] == [each] * players
    assert len(state.set_aside) == aside and state.stock == []
    if variant == "standard":  # no discards: the stock kept its order, the bottom cards are set aside
        assert state.set_aside == stock[:aside]
    assert all_cards(state) == Counter(DECK)
    if each:
        assert state.phase == "play" and state.to_act() == (2 % players,)
        while state.phase == "play":
            state.apply(state.legal_actions()[0])
        assert len(state.round_tricks) == each
    else:  # nothing to play: the round goes straight to sorting, from left of the dealer
        assert state.phase == "sort" and state.round_tricks == [] and state.to_act() == (2 % players,)


@pytest.mark.parametrize("variant", BOTH)
def test_set_aside_cards_return_to_the_stock_next_round(position, variant):
    set_aside = [card("red", 1), card("red", 2)]
    stock = rest_of_deck(set_aside, *bargains(4))[:30]
    junk = rest_of_deck(set_aside, stock, *bargains(4))
    state = position(4, variant, round=2, phase="sort", turn=3, dealer=0, sort_queue=[3], bargain=bargains(4),
                     junk=[junk, [], [], []], stock=stock, set_aside=set_aside)
    assert all_cards(state) == Counter(DECK)
    state.apply(("sort", None))
    assert state.set_aside == [] and state.stock == []
    assert sorted(code for hand in state.hands for code in hand) == sorted(set_aside + stock)


def discard_position(position, variant):
    discard = [card("red", value) for value in range(1, 10)] + [card("yellow", 1)]
    stock = rest_of_deck(discard, *bargains(4))
    random.Random(1).shuffle(stock)
    return position(4, variant, round=2, phase="sort", turn=3, dealer=0, sort_queue=[3], bargain=bargains(4),
                    discard=discard, stock=stock), discard, stock


def test_standard_puts_the_shuffled_discards_under_the_stock(position):
    state, discard, stock = discard_position(position, "standard")
    state.apply(("sort", None))
    dealt = sorted(code for hand in state.hands for code in hand)
    assert dealt == sorted(stock[-32:])  # the next 32 cards of the old stock
    assert sorted(state.stock[:len(discard)]) == sorted(discard)  # the discards at the bottom
    assert state.stock[len(discard):] == stock[:-32]
    assert state.discard == [] and all_cards(state) == Counter(DECK)


def test_strict_shuffles_the_discards_into_the_stock(position):
    state, discard, stock = discard_position(position, "strict")
    state.apply(("sort", None))
    dealt = [code for hand in state.hands for code in hand]
    assert sorted(dealt + state.stock) == sorted(discard + stock)
    assert set(dealt) & set(discard)  # some discards came back into play at once
    assert state.stock[len(discard):] != stock[:-32]
    assert state.discard == [] and all_cards(state) == Counter(DECK)


@pytest.mark.parametrize("players, hand_sizes", [(3, [8, 8, 8, 8, 4, 0]), (4, [8, 8, 8, 3])])
def test_when_nobody_ever_sorts_the_cards_run_out(players, hand_sizes):
    state = G.new_game({"players": players}, 4)
    sizes = {}
    while not state.is_terminal():
        if state.phase == "sort":
            sizes.setdefault(state.round, len(state.round_tricks) + (state.round == 1))
            state.apply(("sort", None))
        else:
            state.apply(state.legal_actions()[0])
    assert [sizes[r] for r in range(1, rounds_for(players) + 1)] == hand_sizes
    assert state.round == rounds_for(players)
    assert len(state.set_aside) == 2 and state.stock == [] and state.discard == []
    assert sum(len(p) for p in state.bargain + state.junk) == 108


# --- following, trumps, super offers, twins ---------------------------------------------------------------------------

def trick_position(position, hands, players=4, leader=0, **kwargs):
    return position(players, round=2, turn=leader, hands=hands, bargain=bargains(players), **kwargs)


def trick_winner(events):
    return next(e for e in events if e.kind == "trick").data["seat"]


def test_follow_the_led_colour(position):
    state = trick_position(position, [[card("green", 5)], [card("green", 2), card("green", 9), card("red", 9), SUPER],
                                      [card("blue", 1)], [card("blue", 2)]])
    state.apply(("play", card("green", 5), None, None))
    assert state.legal_actions() == (("play", card("green", 2), None, None), ("play", card("green", 9), None, None),
                                     ("play", SUPER, None, None))
    before = snapshot(state)
    for trump in (True, False, None):
        with pytest.raises(IllegalAction, match="follow"):
            state.apply(("play", card("red", 9), trump, None))
    assert snapshot(state) == before


def test_the_led_colour_is_never_declared(position):
    state = trick_position(position, [[card("green", 5)], [card("green", 2)], [card("blue", 1)], [card("blue", 2)]])
    state.apply(("play", card("green", 5), None, None))
    for trump in (True, False):
        with pytest.raises(IllegalAction, match="cannot be declared trump"):
            state.apply(("play", card("green", 2), trump, None))


def test_a_player_who_cannot_follow_plays_anything_and_declares_trump_or_not(position):
    state = trick_position(position, [[card("green", 5)], [card("red", 2), card("blue", 9), SUPER],
                                      [card("blue", 1)], [card("blue", 2)]])
    state.apply(("play", card("green", 5), None, None))
    assert state.legal_actions() == tuple([("play", code, trump, None) for code in (card("red", 2), card("blue", 9))
                                           for trump in (True, False)] + [("play", SUPER, None, None)])


def test_a_super_offer_lead_lets_the_first_coloured_card_set_the_colour(position):
    state = trick_position(position, [[SUPER], [card("green", 5), card("red", 7)], [card("green", 2), card("blue", 9)],
                                      [card("blue", 3), card("red", 1)]])
    state.apply(("play", SUPER, None, None))
    # Nothing coloured yet: any card, no declaration.
    assert state.legal_actions() == (("play", card("red", 7), None, None), ("play", card("green", 5), None, None))
    state.apply(("play", card("red", 7), None, None))
    assert state.legal_actions() == tuple([("play", card("green", 2), trump, None) for trump in (True, False)] + [
        ("play", card("blue", 9), trump, None) for trump in (True, False)])
    state.apply(("play", card("blue", 9), True, None))
    # Red is the colour to follow now.
    assert state.legal_actions() == (("play", card("red", 1), None, None),)
    events = state.apply(("play", card("red", 1), None, None))
    assert trick_winner(events) == 0  # the super offer wins


def test_at_most_one_trump_colour_per_trick(position):
    state = trick_position(position, [[card("green", 5)], [card("yellow", 2)], [card("blue", 9)], [card("red", 1)]])
    state.apply(("play", card("green", 5), None, None))
    state.apply(("play", card("yellow", 2), True, None))
    assert state.legal_actions() == (("play", card("blue", 9), None, None),)
    for trump in (True, False):
        with pytest.raises(IllegalAction, match="cannot be declared trump"):
            state.apply(("play", card("blue", 9), trump, None))
    state.apply(("play", card("blue", 9), None, None))
    events = state.apply(("play", card("red", 1), None, None))
    assert trick_winner(events) == 1  # the low yellow trump beats the blue 9


def test_a_colour_declared_not_trump_cannot_become_trump_but_another_can(position):
    state = trick_position(position, [[card("green", 5)], [card("yellow", 2)], [card("yellow", 9)],
                                      [card("blue", 1)]])
    state.apply(("play", card("green", 5), None, None))
    state.apply(("play", card("yellow", 2), False, None))
    assert state.legal_actions() == (("play", card("yellow", 9), None, None),)
    with pytest.raises(IllegalAction, match="cannot be declared trump"):
        state.apply(("play", card("yellow", 9), True, None))
    state.apply(("play", card("yellow", 9), None, None))
    assert state.legal_actions() == (("play", card("blue", 1), True, None), ("play", card("blue", 1), False, None))
    events = state.apply(("play", card("blue", 1), True, None))
    assert trick_winner(events) == 3


def test_a_card_of_the_trump_colour_is_a_trump_without_declaration(position):
    state = trick_position(position, [[card("green", 5)], [card("red", 3)], [card("red", 8)], [card("green", 9)]])
    state.apply(("play", card("green", 5), None, None))
    state.apply(("play", card("red", 3), True, None))
    assert state.legal_actions() == (("play", card("red", 8), None, None),)
    state.apply(("play", card("red", 8), None, None))
    events = state.apply(("play", card("green", 9), None, None))
    assert trick_winner(events) == 2


def test_an_identical_card_declares_above_or_below_and_only_an_identical_card(position):
    state = trick_position(position, [[card("green", 5)], [card("green", 5), card("green", 6), card("blue", 5)],
                                      [card("green", 4)], [card("green", 3)]])
    state.apply(("play", card("green", 5), None, None))
    assert state.legal_actions() == (("play", card("green", 5), None, True), ("play", card("green", 5), None, False),
                                     ("play", card("green", 6), None, None))
    with pytest.raises(IllegalAction, match="above or below"):
        state.apply(("play", card("green", 6), None, True))
    with pytest.raises(IllegalAction, match="above or below"):
        state.apply(("play", card("green", 5), None, None))


def test_a_twin_of_an_off_colour_card_declares_only_its_rank(position):
    state = trick_position(position, [[card("green", 5)], [card("yellow", 6)], [card("yellow", 6), card("blue", 1)],
                                      [card("green", 1)]])
    state.apply(("play", card("green", 5), None, None))
    state.apply(("play", card("yellow", 6), False, None))
    assert ("play", card("yellow", 6), None, True) in state.legal_actions()
    assert ("play", card("yellow", 6), None, False) in state.legal_actions()
    assert not any(a[1] == card("yellow", 6) and a[2] is not None for a in state.legal_actions())


# --- who wins a trick -------------------------------------------------------------------------------------------------

def P(seat, colour, value=None, trump=None, higher=None):
    return Play(seat, SUPER if colour == "super" else card(colour, value), trump, higher)


@pytest.mark.parametrize("plays, winner", [
    # No trump: the highest card of the led colour, higher off-colour cards do not count.
    ([P(0, "green", 5), P(1, "green", 8), P(2, "red", 9, False), P(3, "green", 2)], 1),
    ([P(0, "green", 5), P(1, "blue", 9, False), P(2, "red", 9, False), P(3, "green", 2)], 0),
    # A trump: the highest trump, however low.
    ([P(0, "green", 9), P(1, "red", 1, True), P(2, "green", 8), P(3, "blue", 9)], 1),
    ([P(0, "green", 9), P(1, "red", 1, True), P(2, "red", 2), P(3, "red", 8)], 3),
    # Super offers: the first one wins against trumps and the second one.
    ([P(0, "green", 9), P(1, "red", 1, True), P(2, "super"), P(3, "super")], 2),
    ([P(0, "super"), P(1, "green", 9), P(2, "super"), P(3, "red", 9, True)], 0),
    # Twins: above beats the first copy, below loses to it but still beats every lower card.
    ([P(0, "green", 7), P(1, "green", 7, None, True), P(2, "green", 2)], 1),
    ([P(0, "green", 7), P(1, "green", 7, None, False), P(2, "green", 2)], 0),
    ([P(0, "green", 6), P(1, "green", 7), P(2, "green", 7, None, False)], 1),
    ([P(0, "green", 3), P(1, "red", 7, True), P(2, "red", 7, None, True)], 2),
])
def test_trick_winner(plays, winner):
    assert tricks.winner(plays) == winner


def test_the_winner_leads_the_next_trick(position):
    state = trick_position(position, [[card("green", 5), card("red", 1)], [card("green", 8), card("red", 2)],
                                      [card("green", 2), card("red", 3)], [card("green", 1), card("red", 4)]])
    for code in (card("green", 5), card("green", 8), card("green", 2), card("green", 1)):
        state.apply(("play", code, None, None))
    assert state.leader == 1 and state.to_act() == (1,) and state.phase == "play" and state.trick == []


def test_only_the_top_card_of_the_bargain_pile_sets_what_is_collected(position):
    state = position(4, round=2, turn=0, hands=[[card("green", 9)], [card("green", 6)], [card("green", 3)],
                                                [card("blue", 3)]],
                     bargain=[[card("red", 6), card("blue", 6), card("red", 3)]] + bargains(4)[1:])
    for _ in range(3):
        state.apply(state.legal_actions()[0])
    state.apply(("play", card("blue", 3), False, None))
    assert state.bargain[0] == [card("red", 6), card("blue", 6), card("red", 3), card("green", 3), card("blue", 3)]
    assert sorted(state.junk[0]) == [card("green", 6), card("green", 9)]


# --- sorting ---------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("players, winner", [(3, 0), (3, 2), (4, 1), (4, 3)])
def test_sorting_starts_with_the_last_tricks_winner_and_goes_left(position, players, winner):
    hands = [[card("blue", 1 + seat)] for seat in range(players)]
    hands[winner] = [card("blue", 9)]
    state = position(players, round=2, turn=0, hands=hands, bargain=bargains(players))
    for _ in range(players):
        state.apply(state.legal_actions()[0])
    order = [(winner + k) % players for k in range(players)]
    assert state.phase == "sort" and state.sort_queue == order
    for seat in order:
        assert state.to_act() == (seat,)
        state.apply(("sort", None))
    assert state.round == 3 and state.phase == "play"


@pytest.mark.parametrize("players", [3, 4])
def test_after_the_final_round_each_player_sorts_twice(position, players):
    hands = [[card("blue", 1 + seat)] for seat in range(players)]
    state = position(players, round=rounds_for(players), turn=0, hands=hands, bargain=bargains(players))
    for _ in range(players):
        state.apply(state.legal_actions()[0])
    winner = players - 1
    assert state.sort_queue == [(winner + k // 2) % players for k in range(2 * players)]
    for _ in range(2 * players):
        assert not state.is_terminal()
        state.apply(("sort", None))
    assert state.is_terminal() and state.round == rounds_for(players)


@pytest.mark.parametrize("variant", BOTH)
def test_three_players_give_up_three_cards_of_a_value(position, variant):
    junk = [card("red", 5), card("yellow", 5), card("green", 5), card("blue", 5), card("red", 1)]
    state = position(3, variant, phase="sort", turn=0, sort_queue=[0, 1, 2], bargain=bargains(3),
                     junk=[junk, [], []], junk_at_start=[5, 0, 0])
    state.apply(("sort", 5))
    assert len(state.discard) == 3 and {value_of(c) for c in state.discard} == {5}
    assert len(state.bargain[0]) == 2 and value_of(state.bargain[0][-1]) == 5
    assert state.junk[0] == [card("red", 1)]


def test_three_players_three_of_a_value_strict_refuses_standard_discards_all(position):
    junk = [card("red", 5), card("yellow", 5), card("green", 5), card("red", 1)]
    strict = position(3, "strict", phase="sort", turn=0, sort_queue=[0, 1, 2], bargain=bargains(3),
                      junk=[junk, [], []], junk_at_start=[4, 0, 0])
    assert strict.legal_actions() == (("sort", None),)
    standard = position(3, "standard", phase="sort", turn=0, sort_queue=[0, 1, 2], bargain=bargains(3),
                        junk=[junk, [], []], junk_at_start=[4, 0, 0])
    assert standard.legal_actions() == (("sort", None), ("sort", 1), ("sort", 5))
    standard.apply(("sort", 5))
    assert len(standard.discard) == 3 and standard.bargain[0] == [card("grey", 1)]
    assert standard.junk[0] == [card("red", 1)]


def test_standard_may_clear_a_single_card_and_passing_is_always_allowed(position):
    state = position(4, phase="sort", turn=0, sort_queue=[0, 1, 2, 3], bargain=bargains(4),
                     junk=[[card("red", 1), card("red", 2), card("yellow", 2)], [], [], []])
    assert state.legal_actions() == (("sort", None), ("sort", 1), ("sort", 2))
    state.apply(("sort", 1))
    assert state.discard == [card("red", 1)] and state.bargain[0] == [card("grey", 1)]
    for seat in (1, 2, 3):  # empty junk piles: passing is the only choice
        assert state.legal_actions() == (("sort", None),)
        state.apply(("sort", None))


def test_a_sorting_of_an_integer_too_long_to_write_is_refused_with_a_reason_that_can_be_written(position):
    state = position(4, phase="sort", turn=0, sort_queue=[0, 1, 2, 3], bargain=bargains(4),
                     junk=[[card("red", 1)], [], [], []])
    huge = 10 ** 5000  # repr() of it raises ValueError (Python's limit on integer string conversion)
    with pytest.raises(IllegalAction) as refused:
        state.apply(("sort", huge))
    assert refused.value.kind == "sorting" and "digits" in repr(refused.value.refusal)
    assert state.observation(0).why_not(("sort", huge)) == refused.value.refusal


@pytest.mark.parametrize("variant, junk, at_start, expected", [
    ("standard", [5, 15, 25, SUPER], 0, [None, 5]),
    ("strict", [5, 15, 25, SUPER], 0, [None, 5]),
    ("strict", [5, 15, 1], 0, [None, "all"]),
    ("strict", [5, 15, 1], 2, [None]),
    ("strict", [5, 15, SUPER], 0, [None]),
    ("strict", [], 0, [None]),
    ("standard", [], 0, [None]),
])
def test_sorting_choices(variant, junk, at_start, expected):
    assert sorting.choices(sorting.SortContext(variant, 4, tuple(junk), at_start)) == expected


# --- scores and ranking -----------------------------------------------------------------------------------------------

def test_each_bargain_card_scores_one_and_each_junk_card_costs_one(position):
    state = position(4, phase="sort", turn=0, sort_queue=[0, 1, 2, 3],
                     bargain=[[1, 11, 21], [2], [3, 13], [4]], junk=[[5], [SUPER, 6, 16], [], [SUPER, 7]])
    assert state.scores() == (2, -2, 2, -1)
    assert state.observation(3).scores() == state.scores()


def test_a_tie_for_the_win_is_shared(position):
    state = position(4, round=4, phase="sort", turn=0, sort_queue=[0],
                     bargain=[[1, 11, 21], [2], [3, 13, 23], [4]], junk=[[5], [SUPER, 6, 16], [7], [8]])
    state.apply(("sort", None))
    assert state.is_terminal()
    assert state.scores() == (2, -2, 2, 0)
    assert state.ranking().places == (1, 4, 1, 3)
    assert state.ranking().winners == (0, 2)
    assert state.returns() == (0.5, 0.0, 0.5, 0.0)


# --- illegal actions --------------------------------------------------------------------------------------------------

def illegal_positions(position):
    """(name, state, action, seat) cases; every one must raise IllegalAction and change nothing."""
    bargain_phase = position(4, round=1, phase="bargain", turn=1, hands=[[1, 2], [11, 12], [21, 22], [31, 32]])
    play_phase = trick_position(position, [[card("green", 5), card("red", 1)], [card("green", 7), card("red", 2)],
                                           [card("blue", 1), card("blue", 2)], [card("blue", 3), card("green", 9)]])
    play_phase.apply(("play", card("green", 5), None, None))
    play_phase.apply(("play", card("green", 7), None, None))  # seat 2 is void in green now
    sort_phase = position(4, phase="sort", turn=0, sort_queue=[0, 1, 2, 3], bargain=bargains(4),
                          junk=[[card("red", 5)], [], [], []])
    green1 = card("green", 1)
    return [
        ("wrong seat", play_phase, ("play", card("blue", 1), True, None), 3, "turn"),
        ("seat out of range", play_phase, ("play", card("blue", 1), True, None), 7, "turn"),
        ("seat not a number", play_phase, ("play", card("blue", 1), True, None), "2", "turn"),
        ("bargain while playing", play_phase, ("bargain", card("blue", 1)), 2, "time to play"),
        ("sort while playing", play_phase, ("sort", None), 2, "time to play"),
        ("play while laying bargains", bargain_phase, ("play", 11, None, None), 1, "time to bargain"),
        ("play while sorting", sort_phase, ("play", 5, None, None), 0, "time to sort"),
        ("bargain card not in hand", bargain_phase, ("bargain", 1), 1, "no such card"),
        ("card not in hand", play_phase, ("play", green1, None, None), 2, "no such card"),
        ("missing trump declaration", play_phase, ("play", card("blue", 1), None, None), 2, "Declare whether"),
        ("superfluous rank declaration", play_phase, ("play", card("blue", 1), True, True), 2, "above or below"),
        ("sort a value not held", sort_phase, ("sort", 7), 0, "not allowed"),
        ("sort a super offer", sort_phase, ("sort", SUPER), 0, "not allowed"),
        ("malformed: a string", play_phase, "play", 2, "Malformed"),
        ("malformed: empty", play_phase, (), 2, "Malformed"),
        ("malformed: unknown kind", play_phase, ("dance", card("blue", 1)), 2, "Malformed"),
        ("malformed: a list", play_phase, ["play", card("blue", 1), True, None], 2, "Malformed"),
        ("malformed: unhashable part", play_phase, ("play", card("blue", 1), {}, None), 2, "Malformed"),
        ("malformed: too short", play_phase, ("play", card("blue", 1)), 2, "Malformed"),
        ("malformed: too long", play_phase, ("play", card("blue", 1), True, None, None), 2, "Malformed"),
        ("malformed: no card", play_phase, ("play",), 2, ""),
        ("malformed: sort without choice", sort_phase, ("sort",), 0, ""),
        ("malformed: None", sort_phase, None, 0, "Malformed"),
    ]


def test_every_illegal_action_raises_with_a_reason_and_changes_nothing(position):
    cases = illegal_positions(position)
    twin = trick_position(position, [[card("green", 5)], [card("green", 5)], [card("blue", 1)], [card("blue", 2)]])
    twin.apply(("play", card("green", 5), None, None))
    cases.append(("missing twin declaration", twin, ("play", card("green", 5), None, None), 1, "above or below"))
    cases.append(("follower declares trump", twin, ("play", card("green", 5), True, True), 1, "trump"))
    assert len(cases) == 25
    for name, state, action, seat, reason in cases:
        before = snapshot(state)
        with pytest.raises(IllegalAction) as info:
            state.apply(action, seat)
        assert info.value.reason, name
        assert reason in info.value.reason, (name, info.value.reason)
        assert snapshot(state) == before, name


def test_no_action_after_the_game_is_over():
    state = random_game(3, "strict", seed=2)
    assert state.is_terminal() and state.legal_actions() == () and state.to_act() == ()
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="over"):
        state.apply(("sort", None))
    assert snapshot(state) == before


@pytest.mark.parametrize("kind, action", [
    ("trump as 1", ("play", card("red", 3), 1, None)),
    ("not trump as 0", ("play", card("red", 3), 0, None)),
    ("higher as 1", ("play", card("green", 5), None, 1)),
    ("card as float", ("play", float(card("green", 5)), None, True)),
    ("sort value as True", ("sort", True)),
    ("bargain card as float", ("bargain", float(card("red", 1)))),
])
def test_declarations_and_cards_of_the_wrong_type_are_refused(position, kind, action):
    if action[0] == "sort":
        state = position(4, phase="sort", turn=0, sort_queue=[0, 1, 2, 3], bargain=bargains(4),
                         junk=[[card("red", 1)], [], [], []])
    elif action[0] == "bargain":
        state = position(4, round=1, phase="bargain", turn=0, hands=[[1, 2], [11, 12], [21, 22], [31, 32]])
    else:
        hand = [card("red", 3)] if action[1] == card("red", 3) else [card("green", 5)]
        state = trick_position(position, [[card("green", 5)], hand, [card("blue", 1)], [card("blue", 2)]])
        state.apply(("play", card("green", 5), None, None))
    assert state.to_act() == (0 if action[0] != "play" else 1,)
    before = snapshot(state)
    with pytest.raises(IllegalAction):
        state.apply(action)
    assert snapshot(state) == before


def test_a_malformed_bargain_action_is_not_blamed_on_a_super_offer(position):
    state = position(4, round=1, phase="bargain", turn=1, hands=[[1, 2], [11, 12], [21, 22], [31, 32]])
    with pytest.raises(IllegalAction) as info:
        state.apply(("bargain", 11, "extra"))
    assert "super offer" not in info.value.reason


# --- observation ------------------------------------------------------------------------------------------------------

def midgame(players=4, variant="standard", seed=5):
    """A seeded random game stopped in round 2, at the start of its third trick."""
    return random_game(players, variant, seed, until=lambda s: s.round == 2 and len(s.round_tricks) == 2)


@pytest.mark.parametrize("players", [3, 4])
def test_an_observation_shows_own_hand_and_junk_and_public_piles_only(players):
    state = midgame(players)
    for seat in range(players):
        obs = state.observation(seat)
        assert obs.hand == tuple(state.hands[seat]) and obs.my_junk == tuple(state.junk[seat])
        assert obs.hand_sizes == tuple(len(h) for h in state.hands)
        assert obs.junk_sizes == tuple(len(p) for p in state.junk)
        assert obs.bargain == tuple(tuple(p) for p in state.bargain)
        assert obs.stock_size == len(state.stock) and obs.to_act == state.turn
        assert [obs.collecting(s) for s in range(players)] == [value_of(p[-1]) for p in state.bargain]
        # Nothing in it holds another seat's hand or junk pile, or the stock.
        values = [getattr(obs, field) for field in obs.__dataclass_fields__]
        for other in set(range(players)) - {seat}:
            assert tuple(state.hands[other]) not in values and tuple(state.junk[other]) not in values
        assert tuple(state.stock) not in values and state.stock not in values
    spectator = state.observation(None)
    assert spectator.hand is None and spectator.my_junk is None and spectator.legal_actions() == ()
    with pytest.raises(ValueError):
        state.observation(players)


@pytest.mark.parametrize("players, variant", SETUPS)
def test_states_differing_only_in_hidden_cards_look_the_same(players, variant):
    state = random_game(players, variant, seed=9, until=lambda s: s.round == 2)  # round 2 just dealt
    assert state.phase == "play" and not state.round_tricks and any(state.junk[1:])
    other = state.clone()
    a, b = 1, 2
    # Swap different cards between two other hands, shuffle the stock, swap another seat's junk with the stock.
    i = next(i for i, code in enumerate(other.hands[a]) if code not in other.hands[b])
    j = next(j for j, code in enumerate(other.hands[b]) if code != other.hands[a][i])
    other.hands[a][i], other.hands[b][j] = other.hands[b][j], other.hands[a][i]
    other.hands[a].sort(), other.hands[b].sort()
    random.Random(1).shuffle(other.stock)
    seat = next(s for s in range(1, players) if other.junk[s])
    k = next(k for k, code in enumerate(other.stock) if code not in other.junk[seat])
    other.junk[seat][0], other.stock[k] = other.stock[k], other.junk[seat][0]
    assert all_cards(other) == all_cards(state) == Counter(DECK)
    assert other != state
    assert other.observation(0) == state.observation(0)
    assert other.observation(None) == state.observation(None)
    assert other.observation(a) != state.observation(a)


def test_voids_report_a_colour_a_seat_failed_to_follow(position):
    state = trick_position(position, [
        [card("green", 5), card("red", 1)], [card("blue", 7), card("red", 2)],
        [SUPER, card("green", 1)], [card("green", 9), card("red", 4)]])
    state.apply(("play", card("green", 5), None, None))
    state.apply(("play", card("blue", 7), False, None))  # seat 1 shows it has no green
    state.apply(("play", SUPER, None, None))  # a super offer proves nothing
    assert state.observation(0).voids() == {0: set(), 1: {COLOURS.index("green")}, 2: set(), 3: set()}
    state.apply(("play", card("green", 9), None, None))
    # Seat 2 won with its super offer and leads green again; seat 3 has none left.
    state.apply(("play", card("green", 1), None, None))
    state.apply(("play", card("red", 4), False, None))
    voids = state.observation(3).voids()
    assert voids[1] == {COLOURS.index("green")}  # still known from the finished trick
    assert voids[3] == {COLOURS.index("green")} and voids[0] == set() and voids[2] == set()
