"""The generic game core: option validation, seeds, the registry, rankings and events."""

from __future__ import annotations

import pytest

from cardtable.games import (AIKnowHow, Event, Game, GameError, GameState, IllegalAction, OptionError, Ranking,
                             RecordError, all_games, available_ids, get_game, register, unregister)
from cardtable.games.core import event, rank_highest_first, rank_lowest_first, refusal

G = get_game("nothanks")


# --- errors -------------------------------------------------------------------------------------------------

def test_error_classes_carry_a_reason_and_fit_the_hierarchy():
    for cls in (OptionError, RecordError):
        error = cls("Something is wrong.")
        assert isinstance(error, GameError)
        assert error.reason == "Something is wrong."
        assert str(error) == "Something is wrong."
    assert issubclass(OptionError, ValueError)
    assert issubclass(RecordError, ValueError)
    assert not issubclass(IllegalAction, ValueError)


def test_an_illegal_action_carries_its_refusal_a_kind_and_values_and_reads_as_its_sentence():
    why = refusal("too_many", "{seat} cannot take {count} cards.", seat=1, count=3)
    error = IllegalAction(why)
    assert isinstance(error, GameError) and error.refusal is why and error.kind == "too_many"
    assert error.reason == str(error) == "Player 2 cannot take 3 cards."
    assert why.data == {"seat": 1, "count": 3}
    assert why.describe(["Ann", "Ben"]) == "Ben cannot take 3 cards."


def test_a_refusal_may_have_a_value_named_kind():
    assert refusal("wrong", "Not {kind}.", kind="play").text == "Not play."


def test_the_shared_refusals_come_before_the_games_own():
    state = G.new_game(None, 0)
    acting = state.to_act()[0]
    assert state.why_not("take") is None
    assert state.why_not("take", seat=(acting + 1) % 3).kind == "not_turn"
    assert state.why_not("take", seat=7).kind == "no_seat"
    assert state.why_not(["take"]).kind == "malformed"  # unhashable
    assert state.observation(None).why_not("take").kind == "not_your_turn"
    assert state.observation(acting).why_not("give") == state.why_not("give")


# --- options --------------------------------------------------------------------------------------------------

def test_no_options_give_the_defaults():
    state = G.new_game(None, 0)
    assert dict(state.options) == {"players": 3, "chips": "hidden", "deck": "standard"}
    assert G.validate_options({}) == {"players": 3, "chips": "hidden", "deck": "standard"}
    assert G.default_options(5) == {"players": 5, "chips": "hidden", "deck": "standard"}


def test_valid_options_are_kept():
    assert G.validate_options({"players": 6, "chips": "shown", "deck": "tactical"}) == {
        "players": 6, "chips": "shown", "deck": "tactical"}


def test_unknown_option_key_raises_option_error_naming_it():
    with pytest.raises(OptionError) as info:
        G.new_game({"players": 4, "jokers": True}, 0)
    assert "'jokers'" in info.value.reason
    # It also tells which options exist.
    for known in ("players", "chips", "deck"):
        assert known in info.value.reason


@pytest.mark.parametrize("players", [2, 8, 0, -3, "4", True, False, 4.0, None])
def test_bad_player_count_raises_option_error_naming_it(players):
    with pytest.raises(OptionError) as info:
        G.new_game({"players": players}, 0)
    reason = info.value.reason
    assert "players" in reason
    assert repr(players) in reason


@pytest.mark.parametrize("key, value", [
    ("chips", "open"),
    ("chips", "Hidden"),
    ("chips", True),
    ("chips", None),
    ("deck", "short"),
    ("deck", 1),
    ("deck", ["standard"]),
])
def test_bad_variant_value_raises_option_error_naming_key_and_value(key, value):
    with pytest.raises(OptionError) as info:
        G.new_game({"players": 4, key: value}, 0)
    reason = info.value.reason
    assert repr(key) in reason
    assert repr(value) in reason


@pytest.mark.parametrize("options", [["players", 4], "players=4", 4])
def test_options_that_are_not_a_mapping_raise_option_error(options):
    with pytest.raises(OptionError, match="mapping"):
        G.new_game(options, 0)


def test_unknown_option_keys_of_mixed_types_still_raise_option_error():
    with pytest.raises(OptionError):
        G.new_game({"players": 4, 1: "x", "colour": "red"}, 0)


@pytest.mark.parametrize("seed", ["1", 1.5, 2.0, True, None, [1]])
def test_bad_seed_type_raises_option_error(seed):
    with pytest.raises(OptionError) as info:
        G.new_game({"players": 3}, seed)
    assert "seed" in info.value.reason
    assert repr(seed) in info.value.reason


@pytest.mark.parametrize("seed", [0, -1, 2**70, 10**100 - 1, -(10**100) + 1])
def test_any_whole_number_of_up_to_100_digits_is_a_valid_seed(seed):
    state = G.new_game({"players": 3}, seed)
    assert state.seed == seed


HUGE = 10**5000  # more digits than Python prints


@pytest.mark.parametrize("seed", [10**100, -(10**100), HUGE, -HUGE], ids=["101-digits", "minus-101", "huge", "minus"])
def test_a_seed_of_more_than_100_digits_is_refused_naming_the_seed(seed):
    with pytest.raises(OptionError) as info:
        G.new_game({"players": 3}, seed)
    assert "seed" in info.value.reason and "100 digits" in info.value.reason and len(info.value.reason) < 200


@pytest.mark.parametrize("options", [{"players": HUGE}, {"players": -HUGE}, {"players": 4, "chips": HUGE},
                                     {"players": 4, HUGE: 1}], ids=["players", "minus", "option", "key"])
def test_a_huge_number_in_the_options_is_refused_in_a_short_reason(options):
    with pytest.raises(OptionError) as info:
        G.new_game(options, 0)
    assert "5001 digits" in info.value.reason and len(info.value.reason) < 200


# --- registry -----------------------------------------------------------------------------------------------

def test_get_game_returns_the_registered_game():
    assert G.id == "nothanks"
    assert "nothanks" in available_ids()
    assert G in all_games()
    assert G.State.game is G


def test_games_are_listed_in_registration_order():
    assert available_ids()[:2] == ("nothanks", "schnaeppchen")
    assert tuple(game.id for game in all_games()) == available_ids()


def test_get_game_of_an_unknown_id_raises_option_error_naming_the_available_ids():
    with pytest.raises(OptionError) as info:
        get_game("chess")
    assert "'chess'" in info.value.reason
    for game_id in available_ids():
        assert game_id in info.value.reason


def a_game(game_id="chess"):
    """A new Game class with its own State, enough for the registry (which never plays it)."""
    state = type(f"{game_id.title()}State", (GameState,), {"__slots__": ()})
    return type(game_id.title(), (Game,), {"id": game_id, "name": game_id.title(), "min_players": 2,
                                           "max_players": 2, "State": state})


def test_any_lowercase_id_registers_last_and_unregisters():
    chess = a_game("chess")
    before = available_ids()
    try:
        assert register(chess) is chess
        assert available_ids() == before + ("chess",)
        assert all_games()[-1] is chess and get_game("chess") is chess
        assert chess.State.game is chess
        assert register(chess) is chess  # the same class again changes nothing
        assert available_ids() == before + ("chess",)
    finally:
        assert unregister("chess") is chess
    assert available_ids() == before
    with pytest.raises(OptionError):
        get_game("chess")


def test_another_class_under_a_taken_id_is_refused():
    impostor = a_game("nothanks")
    with pytest.raises(ValueError, match="'nothanks' is taken"):
        register(impostor)
    assert get_game("nothanks") is G
    assert not hasattr(impostor.State, "game")


@pytest.mark.parametrize("game_id", ["Chess", "9men", "no-thanks", "", "x y", None, 3])
def test_an_id_that_is_not_a_lowercase_identifier_is_refused(game_id):
    game = a_game()
    game.id = game_id
    before = available_ids()
    with pytest.raises(ValueError, match="lowercase identifier"):
        register(game)
    assert available_ids() == before


def test_only_game_classes_register():
    with pytest.raises(ValueError, match="Game subclasses"):
        register(object)  # type: ignore[arg-type]


def test_unregistering_an_unknown_id_raises_option_error():
    with pytest.raises(OptionError, match="'chess'"):
        unregister("chess")


# --- ranking --------------------------------------------------------------------------------------------------

def test_competition_ranking_lowest_first_shares_places_and_skips():
    assert rank_lowest_first([5, 5, 9]).places == (1, 1, 3)
    assert rank_lowest_first([9, 5, 5]).places == (3, 1, 1)
    assert rank_lowest_first([7, 3, 3, 12]).places == (3, 1, 1, 4)
    assert rank_lowest_first([1, 2, 2, 3]).places == (1, 2, 2, 4)
    assert rank_lowest_first([-4, 0, 10]).places == (1, 2, 3)


def test_competition_ranking_highest_first():
    assert rank_highest_first([5, 5, 9]).places == (2, 2, 1)
    assert rank_highest_first([9, 9, 1]).places == (1, 1, 3)


def test_single_winner_takes_the_whole_share():
    ranking = Ranking((2, 1, 3))
    assert ranking.winners == (1,)
    assert ranking.win_shares() == (0.0, 1.0, 0.0)


def test_tied_winners_split_the_win():
    ranking = Ranking((1, 1, 3))
    assert ranking.winners == (0, 1)
    assert ranking.win_shares() == (0.5, 0.5, 0.0)


def test_three_way_tie_and_full_tie_shares():
    shares = Ranking((1, 4, 1, 1)).win_shares()
    assert shares[1] == 0.0
    assert shares[0] == shares[2] == shares[3] == pytest.approx(1 / 3)
    assert sum(shares) == pytest.approx(1.0)
    assert Ranking((1, 1, 1, 1, 1)).win_shares() == (0.2,) * 5


# --- events ---------------------------------------------------------------------------------------------------

def test_event_describe_uses_seat_labels_by_default():
    e = event("paid", "{seat} says no thanks to {card}.", seat=2, card=17)
    assert e.kind == "paid"
    assert e.data == {"seat": 2, "card": 17}
    assert e.text == "Player 3 says no thanks to 17."
    assert e.describe() == e.text


def test_event_describe_uses_the_given_names_for_seat_fields():
    e = event("gave", "{seat} gives {card} to {to_seat}.", seat=0, card=9, to_seat=2)
    names = ["Alice", "Bob", "Chloé"]
    assert e.describe(names) == "Alice gives 9 to Chloé."
    assert e.describe() == "Player 1 gives 9 to Player 3."
    # Only `seat` / `*_seat` fields are names: a plain number stays a number.
    assert event("x", "{card}", card=1).describe(names) == "1"


def test_event_describe_names_every_seat_of_a_seats_field():
    e = event("game_over", "Winner: {winner_seats}.", winner_seats=(0, 2))
    assert e.describe(["Alice", "Bob", "Chloé"]) == "Winner: Alice, Chloé."
    assert e.text == "Winner: Player 1, Player 3."


def test_event_describe_joins_sequences_and_accepts_another_template():
    e = event("runs", "{seat} holds {cards}.", seat=1, cards=(8, 9, 10))
    assert e.describe() == "Player 2 holds 8, 9, 10."
    assert e.describe(["A", "B"], template="{seat}: {cards}") == "B: 8, 9, 10"


def test_event_is_frozen_and_comparable():
    e = Event("k", "{seat}", (("seat", 0),))
    assert e == event("k", "{seat}", seat=0)
    with pytest.raises(AttributeError):
        e.kind = "other"  # type: ignore[misc]


# --- AI know-how --------------------------------------------------------------------------------------------------

def _policy(obs, legal, rng):
    return legal[0]


class _Determinizer:
    def __init__(self, obs):
        self.obs = obs


def test_know_how_needs_every_heuristic_level():
    with pytest.raises(ValueError, match="normal"):
        AIKnowHow(policies={"random": _policy, "easy": _policy}, determinizer=_Determinizer,
                  playout_policy=_policy)


@pytest.mark.parametrize("depth", [0, -1, 1.5, True])
def test_know_how_tree_depth_is_none_or_a_whole_number_from_1(depth):
    with pytest.raises(ValueError, match="tree_depth"):
        AIKnowHow(policies=dict.fromkeys(("random", "easy", "normal"), _policy), determinizer=_Determinizer,
                  playout_policy=_policy, tree_depth=depth)


def test_know_how_default_policy_is_the_search_default_or_else_normal():
    def normal(obs, legal, rng):
        return legal[-1]

    policies = {"random": _policy, "easy": _policy, "normal": normal}
    plain = AIKnowHow(policies=policies, determinizer=_Determinizer, playout_policy=_policy)
    assert plain.default_policy is normal and plain.horizon is None and plain.override_margin is None
    judged = AIKnowHow(policies=policies, determinizer=_Determinizer, playout_policy=_policy, search_default=_policy)
    assert judged.default_policy is _policy
    policies["normal"] = _policy  # the know-how keeps its own copy
    assert plain.policies["normal"] is normal
    with pytest.raises(AttributeError):
        plain.tree_depth = 2  # type: ignore[misc]


@pytest.mark.parametrize("game", all_games(), ids=lambda game: game.id)
def test_every_game_declares_its_know_how(game):
    know_how = game.know_how()
    assert isinstance(know_how, AIKnowHow) and game.know_how() is know_how


def test_a_game_without_an_agents_module_declares_no_know_how():
    """The know-how comes from the agents module beside a game's rules; a game without one says so."""
    Lonely = type("Lonely", (Game,), {"__module__": "cardtable.games.lonely.rules"})
    with pytest.raises(TypeError, match="Lonely declares no AI know-how"):
        Lonely.know_how()
