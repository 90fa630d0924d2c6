"""The tuner's knobs and tuned players (tests/benchmarks/tuning/, tests/benchmarks/tune.py, loaded by path)."""

import importlib.util
import json
import random
import sys
from dataclasses import fields
from pathlib import Path

import pytest

from cardtable.ai import make_agent
from cardtable.games import available_ids, get_game
from cardtable.games.know_how import AIKnowHow

PATH = Path(__file__).resolve().parents[1] / "benchmarks" / "tune.py"
spec = importlib.util.spec_from_file_location("tune_benchmark", PATH)
tune = importlib.util.module_from_spec(spec)
sys.modules[spec.name] = tune  # its dataclasses look their module up
spec.loader.exec_module(tune)  # puts tests/benchmarks on the path: its `tuning` package imports

import tuning  # noqa: E402

GAMES = available_ids()


def first_choice(game_id: str, seed: int = 5):
    """A game's first position with a choice, and the seat to choose there."""
    game = get_game(game_id)
    state = game.new_game({"players": game.max_players}, seed)
    rng = random.Random(seed)
    while len(state.legal_actions()) < 2:
        state.apply(rng.choice(state.legal_actions()), state.to_act()[0])
    return state, state.to_act()[0]


def attribute_knobs():
    return [(game_id, knob) for game_id in GAMES for knob in tuning.knobs(game_id).values()
            if knob.attribute is not None]


def test_every_field_of_the_know_how_is_a_knob_or_said_not_to_be():
    covered = {knob.field for game_id in GAMES for knob in tuning.knobs(game_id).values() if knob.field}
    assert set(tuning.know_how_fields()) <= covered | set(tuning.NOT_KNOBS)  # a new field must be placed
    assert not covered & set(tuning.NOT_KNOBS)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_knob_resolves_to_a_real_setting_and_its_values_read_back(game_id):
    know_how_fields = {item.name for item in fields(AIKnowHow)}
    for name, knob in tuning.knobs(game_id).items():
        assert knob.values, name
        assert (knob.field is None) != (knob.attribute is None), name
        assert knob.field is None or knob.field in know_how_fields, name
        default = tuning.current(game_id, knob)  # a module constant that is gone raises here
        assert default not in knob.values, name
        for value in knob.values:
            assert knob.parse(knob.label(value)) == value, (name, value)
            if knob.attribute is not None and default is not None:
                assert isinstance(value, (int, float)) == isinstance(default, (int, float)), (name, value)


def test_a_renamed_constant_fails_to_resolve(monkeypatch):
    game_id, knob = attribute_knobs()[0]
    owner, name = tuning.module_attribute(game_id, knob.attribute)
    monkeypatch.delattr(owner, name)
    with pytest.raises(AttributeError, match="out of date"):
        tuning.knobs(game_id)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_value_of_every_knob_plays_a_legal_move(game_id):
    state, seat = first_choice(game_id)
    legal = state.legal_actions()
    for name, knob in tuning.knobs(game_id).items():
        simplest = () if knob.simplest is tuning.NOT_ABLATED else (knob.simplest,)
        for value in (*knob.values, *simplest):
            player = tuning.TunedPlayer(game_id, {name: value}, seed=1, iterations=3)
            assert player.choose(state.observation(seat), legal) in legal, (name, value)
            assert player.last_iterations == 3, (name, value)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_knob_turns_only_the_tuned_player_and_is_put_back(game_id):
    table = tuning.knobs(game_id)
    settings = {name: knob.values[0] for name, knob in table.items()}
    game_know_how = get_game(game_id).know_how()
    before = {item.name: getattr(game_know_how, item.name) for item in fields(AIKnowHow)}
    patches = tuning.module_patches(game_id, settings)
    originals = [getattr(owner, name) for owner, name, _ in patches]

    player = tuning.TunedPlayer(game_id, settings, seed=1, iterations=2)
    default = make_agent(game_id, "hard", seed=1, iterations=2)
    for name, value in settings.items():
        if table[name].field is not None:
            assert getattr(player.agent.know_how, table[name].field) == table[name].resolve(value), name
    assert default.know_how is game_know_how
    assert {item.name: getattr(game_know_how, item.name) for item in fields(AIKnowHow)} == before

    seen_while_choosing = []

    def spy(observation, legal, cancel=None):
        seen_while_choosing.extend(getattr(owner, name) for owner, name, _ in patches)
        raise RuntimeError("stopped mid-search")

    player.agent.choose = spy
    state, seat = first_choice(game_id)
    with pytest.raises(RuntimeError, match="mid-search"):
        player.choose(state.observation(seat), state.legal_actions())
    assert seen_while_choosing == [value for _, _, value in patches]
    assert [getattr(owner, name) for owner, name, _ in patches] == originals  # put back, even on an error


def test_a_playout_policy_of_its_own_drops_the_games_fast_path():
    game_id = next(game for game in GAMES if get_game(game).know_how().play_out is not None)
    changes = tuning.know_how_changes(game_id, {"playout_policy": "random"})
    assert changes == {"playout_policy": tuning.random_playout, "play_out": None}
    assert tuning.know_how_changes(game_id, {"playout_policy": "game"}) == {
        "playout_policy": get_game(game_id).know_how().playout_policy}


def test_unknown_knobs_and_values_are_refused():
    game_id = GAMES[0]
    with pytest.raises(ValueError, match="names no knob"):
        tuning.parse_settings(game_id, "no_such_knob=1")
    with pytest.raises(ValueError, match="takes one of"):
        tuning.parse_settings(game_id, "playout_policy=sideways")
    with pytest.raises(ValueError, match="takes a number"):
        tuning.parse_settings(game_id, "exploration=lots")


def test_an_ablation_turns_each_component_that_has_a_simpler_form():
    for game_id in GAMES:
        table = tuning.knobs(game_id)
        for variant in tune.ablation(game_id):
            (name, value), = variant.settings.items()
            assert value == table[name].simplest != tuning.current(game_id, table[name])


def test_a_tiny_sweep_runs_end_to_end_and_prints_its_table(capsys):
    game_id = GAMES[0]
    command = ["--game", game_id, "--sweep", "score_scale", "--iterations", "2", "--deals", "1", "--quiet"]
    assert tune.main(command) == 0
    table = capsys.readouterr().out
    for value in tuning.knobs(game_id)["score_scale"].values:
        assert f"score_scale={tuning.knobs(game_id)['score_scale'].label(value)}" in table
    assert "command: python tests/benchmarks/tune.py " + " ".join(command) in table
    assert "code: " in table

    assert tune.main([*command, "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert [row["variant"] for row in result["rows"]] == [
        f"score_scale={tuning.knobs(game_id)['score_scale'].label(value)}"
        for value in tuning.knobs(game_id)["score_scale"].values]
    for row in result["rows"]:
        assert row["games"] == len(tune.rotations(result["players"], result["players"] // 2))
        assert 0.0 <= row["win_share"] <= 1.0 and row["iterations"] == 2
        assert f"{row['win_share']:.1%}" in table  # the same command, the same figures
