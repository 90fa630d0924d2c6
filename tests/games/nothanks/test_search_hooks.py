"""What No Thanks! tells the search: the cards turned up in order, the public steps between two of a
seat's observations, what a step reveals, the playout heuristic."""

import random

from cardtable.games import get_game
from cardtable.games.nothanks.agents import Determinizer, playout_policy, public_steps, revealed

G = get_game("nothanks")


def test_the_observation_lists_the_cards_turned_up_in_order():
    state = G.new_game({"players": 3}, 7)
    first = state.open_card
    state.apply("pay")
    state.apply("take")
    second = state.open_card
    state.apply("take")
    assert state.observation(2).turned_up == (first, second, state.open_card)


def test_sampled_worlds_keep_the_cards_turned_up():
    state = G.new_game({"players": 3}, 7)
    for action in ("take", "pay", "take"):
        state.apply(action)
    observation = state.observation(state.turn)
    world = Determinizer(observation).sample(random.Random(1))
    assert world.observation(state.turn) == observation


def test_public_steps_pair_each_take_with_the_card_it_turned_up():
    state = G.new_game({"players": 3}, 7)
    seat = state.turn
    earlier = state.observation(seat)
    state.apply("pay")
    state.apply("take")
    turned = state.open_card
    state.apply("pay")
    state.apply("pay")
    while state.turn != seat:
        state.apply("pay")
    later = state.observation(seat)
    steps = public_steps(earlier, later)
    assert steps[:3] == [("pay", None), ("take", turned), ("pay", None)]
    assert len(steps) == len(later.history) - len(earlier.history)


def test_public_steps_are_unknown_between_different_games_or_seats():
    one, other = G.new_game({"players": 3}, 7), G.new_game({"players": 3}, 8)
    one.apply("pay")
    other.apply("take")
    assert public_steps(one.observation(0), other.observation(0)) is None
    assert public_steps(one.observation(0), one.observation(1)) is None


def test_a_take_reveals_the_next_card_and_a_pay_nothing():
    state = G.new_game({"players": 3}, 7)
    state.apply("pay")
    assert revealed(state, "pay") is None
    state.apply("take")
    assert revealed(state, "take") == state.open_card


def test_playouts_take_a_card_of_ones_runs_at_once_and_a_dear_one_for_a_part_of_its_points():
    state = G.from_position({"cards": [[21, 22], [8, 9], [33]], "chips": [12, 10, 11], "open_card": 20,
                             "pot": 0, "turn": 0, "seed": 4}, {"players": 3})
    assert playout_policy(state, random.Random(1)) == "take"  # 20 extends 21-22: it lowers the score
    for pot, choice in ((0, "pay"), (7, "pay"), (8, "take")):  # 8 chips pay for 30 points early on
        state = G.from_position({"cards": [[], [8, 9], [33]], "chips": [12 - pot, 10, 11], "open_card": 30,
                                 "pot": pot, "turn": 0, "seed": 4}, {"players": 3})
        assert playout_policy(state, random.Random(1)) == choice, pot


def test_in_playouts_a_card_is_dearer_late_and_when_it_fits_someone_elses_run():
    from cardtable.games.nothanks.agents import playout_takes
    from cardtable.games.nothanks.rules import bit_set

    hands = [0, bit_set([8, 9]), bit_set([33])]
    assert playout_takes(hands, [11, 10, 11], 0, 30, 9, deck_size=20)
    assert not playout_takes(hands, [11, 10, 11], 0, 30, 9, deck_size=2)
    assert not playout_takes([0, bit_set([8, 9]), bit_set([31])], [11, 10, 11], 0, 30, 9, deck_size=20)
    assert playout_takes(hands, [0, 10, 11], 0, 30, 0, deck_size=20)  # no chip: no choice


def test_the_lean_play_out_ends_as_the_playout_policy_step_by_step():
    from cardtable.games.nothanks.agents import play_out
    for seed in range(20):
        state = G.new_game({"players": 3 + seed % 5, "chips": "shown"}, seed)
        rng = random.Random(seed)
        for _ in range(seed * 3):
            if state.is_terminal():
                break
            state.apply(rng.choice(state.legal_actions()))
        if state.is_terminal():
            continue
        determinizer = Determinizer(state.observation(state.turn))
        stepped, fast = determinizer.sample(random.Random(seed)), determinizer.sample_world(random.Random(seed))
        while not stepped.is_terminal():
            stepped.apply_unchecked(playout_policy(stepped, rng))
        play_out(fast, rng)
        assert fast.is_terminal()
        assert (fast.cards, fast.chips, fast.scores()) == (stepped.cards, stepped.chips, stepped.scores())


def test_public_steps_are_unknown_where_the_later_table_does_not_follow():
    state = G.new_game({"players": 3}, 7)
    earlier = state.observation(0)
    hacked = state.clone()
    hacked.cards[1] = [33]  # a position set up by hand: same (empty) history, another table
    assert public_steps(earlier, hacked.observation(0)) is None
    assert public_steps(earlier, state.observation(0)) == []


class _FullStatesOnly:
    """The same determinizer without its lean worlds: the search then plays in full states."""

    def __init__(self, determinizer):
        self.sample = determinizer.sample


def _searched_position():
    state = G.new_game({"players": 3, "chips": "shown"}, 11)
    for action in ("pay", "take", "pay", "pay", "take"):
        state.apply(action)
    return state.observation(state.turn), state.legal_actions()


def test_a_lean_world_plays_as_the_full_state_from_the_same_draw():
    observation, _ = _searched_position()
    determinizer = Determinizer(observation)
    full, lean = determinizer.sample(random.Random(5)), determinizer.sample_world(random.Random(5))
    moves = random.Random(9)
    while not full.is_terminal():
        assert lean.to_act() == full.to_act() and lean.legal_actions() == full.legal_actions()
        action = moves.choice(full.legal_actions())
        full.apply_unchecked(action)
        lean.apply_unchecked(action)
        assert revealed(lean, action) == revealed(full, action)
    assert lean.is_terminal()
    assert lean.scores() == full.scores() and lean.returns() == full.returns()


def test_the_search_finds_the_same_in_lean_worlds_as_in_full_states():
    from cardtable.ai.ismcts import Scoring, search
    from cardtable.games.nothanks.agents import KNOW_HOW

    observation, legal = _searched_position()
    scoring = Scoring(lower_wins=True, scale=KNOW_HOW.score_scale, weight=KNOW_HOW.score_weight)

    def searched(determinizer):
        return search(determinizer, playout_policy, legal, random.Random(3), iterations=300, seconds=None,
                      exploration=KNOW_HOW.exploration, scoring=scoring, revealed=revealed,
                      play_out=KNOW_HOW.play_out)

    lean = searched(Determinizer(observation))
    full = searched(_FullStatesOnly(Determinizer(observation)))
    assert lean.visits == full.visits and lean.scores == full.scores


def test_bit_set_points_count_the_lowest_card_of_each_run():
    from cardtable.games.nothanks.rules import bit_set, bits_points
    from cardtable.games.nothanks.rules import card_points

    rng = random.Random(4)
    for _ in range(300):
        cards = rng.sample(range(3, 36), rng.randrange(0, 15))
        assert bits_points(bit_set(cards)) == card_points(cards)
    assert bits_points(bit_set([3, 4, 5, 9, 11, 12])) == 3 + 9 + 11


def test_a_lean_world_plays_out_as_the_full_state_from_the_same_draw():
    from cardtable.games.nothanks.agents import play_out

    observation, _ = _searched_position()
    determinizer = Determinizer(observation)
    for seed in range(10):
        full, lean = determinizer.sample(random.Random(seed)), determinizer.sample_world(random.Random(seed))
        play_out(full, random.Random(0))
        play_out(lean, random.Random(0))
        assert lean.is_terminal() and full.is_terminal()
        assert lean.cards == full.cards and lean.chips == full.chips
        assert lean.scores() == full.scores() and lean.returns() == full.returns()
