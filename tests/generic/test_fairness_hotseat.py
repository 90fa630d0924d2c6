"""Fairness audit, the hot-seat table: two states that differ only in what the viewer may not know draw the
same table, behind the cover (a spectator's view, the person called already at the bottom) and after it
(that person's view, their moves offered): the scene's texts, the faces of the cards drawn (and their ids),
the chips, the table's accessible entries and summary (what a screen reader gets), and the log's lines for
the last move, replayed on both states so that its events and animation are compared too.

Pairs come from the rules' side resampler (each game's suite_support, tests/generic/hidden_parts.py), and
for the person's view from the game's determinizer as well."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from PySide6.QtCore import Qt

from cardtable.app.games import view_class
from cardtable.app.table.game_table import GameTable
from cardtable.games import get_game

from tests.generic.app_helpers import game_ids, play_move, results_open, seats, wait_for_turn_or_results
from tests.generic.test_app_revealed_table import NAMES, scene_picture

from .hidden_parts import change_known, resample_hidden
from .registered import options_for

EVERY = 5  # the positions compared: one in EVERY of a random game's
TRIES = 12  # resamples tried for a twin in which the last move was legal and showed the same
MAX_POSITIONS = 5  # per options
HOT_SEAT_DECISIONS = 6


def new_table(qtbot, game_id: str, players: int):
    table = view_class(game_id)().create_table()
    qtbot.addWidget(table)
    table.set_players(NAMES[:players], ["Human"] * players)
    table.set_animation_speed("off")
    table.resize(1000, 720)
    table.show()
    return table


def accessible(table) -> list:
    """What a screen reader gets of the table: each entry as it compares (its place rounded), the summary."""
    entries = []
    for entry in table.accessible_entries():
        rect = entry.scene_rect()
        entries.append((repr(entry.key), entry.name, entry.description, entry.kind, entry.enabled,
                        tuple(round(value, 1) for value in (rect.x(), rect.y(), rect.width(), rect.height()))))
    return [entries, table.accessible_summary()]


def drawn(qtbot, table, state, viewer, person, events=None, before=None) -> list:
    """The table showing `state` to `viewer` (None: behind the cover), `person` at the bottom: at once, or
    by animating `events` from `before` (the state before the move)."""
    table.set_bottom_seat(person)
    table.set_legal_actions(())
    if events is None:
        table.show_observation(state.observation(viewer))
    else:
        table.show_observation(before.observation(viewer))
        table.animate(events, state.observation(viewer))
        qtbot.waitUntil(lambda: not table.is_animating(), timeout=5000)
    if viewer is not None and person in state.to_act():
        table.set_legal_actions(state.legal_actions(person))
    return [scene_picture(table), *accessible(table)]


def twin_of_move(before, seat, action, after, viewer, rng):
    """The move replayed on a twin of the state before it (hidden parts resampled for `viewer`), when it is
    legal there and shows the viewer the same afterwards (else None: the move turned up a card that differs)."""
    for _ in range(TRIES):
        twin = resample_hidden(before, viewer, rng)
        if action not in twin.legal_actions(seat):
            continue
        twin_before = twin.clone()
        events = twin.apply(action, seat)
        if twin.observation(viewer) == after.observation(viewer):
            return twin_before, twin, events
    return None


@pytest.mark.parametrize("game_id", game_ids())
def test_the_hot_seat_table_shows_nothing_hidden_behind_and_after_the_cover(qtbot, game_id):
    game = get_game(game_id)
    players = game.min_players
    ui = view_class(game_id)()
    first, second = new_table(qtbot, game_id, players), new_table(qtbot, game_id, players)
    rng = random.Random(game_id)
    compared = animated = positions = entries = 0
    for variant in (0, 1):  # every option takes two of its values (hidden and shown chips or coins...)
        positions, compared, animated, entries = _compare_pairs(qtbot, game, first, second, ui, rng, variant,
                                                                 (positions, compared, animated, entries))
    if type(first).accessible_entries is not GameTable.accessible_entries:
        assert entries, "the table's accessible entries were compared"
    assert compared >= 2 * positions >= 2 * min(2 * MAX_POSITIONS, 3)
    assert animated >= positions // 2, f"only {animated} moves of {positions} could be replayed on a twin"


def _compare_pairs(qtbot, game, first, second, ui, rng, variant: int, counts):
    """Through a random game of the options `variant`: each pair drawn behind and after the cover."""
    positions, compared, animated, entries = counts
    know_how, players, moves = game.know_how(), game.min_players, random.Random(9 + variant)
    state = game.new_game(options_for(game, players, variant=variant), 9 + variant)
    start = positions
    while not state.is_terminal() and positions - start < MAX_POSITIONS:
        before, seat = state.clone(), state.current_seat
        action = moves.choice(state.legal_actions())
        events = state.apply(action, seat)
        if len(state.history) % EVERY or state.is_terminal():
            continue
        positions += 1
        person = state.current_seat
        for viewer in (None, person):
            twins = [resample_hidden(state, viewer, rng)]
            if viewer is not None:
                twins.append(know_how.determinizer(state.observation(viewer)).sample(rng))
            expected = drawn(qtbot, first, state, viewer, person)
            entries += len(expected[1])
            for twin in twins:
                assert drawn(qtbot, second, twin, viewer, person) == expected, (
                    f"the table shows {'a spectator' if viewer is None else f'seat {viewer}'} something hidden "
                    f"(move {len(state.history)})")
                compared += 1
            replayed = twin_of_move(before, seat, action, state, viewer, rng)
            if replayed is not None:
                twin_before, twin, twin_events = replayed
                assert (drawn(qtbot, second, twin, viewer, person, twin_events, twin_before)
                        == drawn(qtbot, first, state, viewer, person, events, before)), (
                    f"the animation of move {len(state.history)} shows something hidden")
                assert ([ui.describe_event(event, NAMES) for event in twin_events]
                        == [ui.describe_event(event, NAMES) for event in events]), "the log tells something hidden"
                animated += 1
    return positions, compared, animated, entries


@pytest.mark.parametrize("game_id", game_ids())
def test_a_change_the_person_may_know_shows_on_the_table(qtbot, game_id):
    """So that the comparison above can fail: a change of the person's own cards (or of a public thing)
    changes what the table draws after the cover."""
    game = get_game(game_id)
    players = game.min_players
    first, second = new_table(qtbot, game_id, players), new_table(qtbot, game_id, players)
    rng, moves = random.Random(game_id), random.Random(4)
    state = game.new_game(options_for(game, players, variant=1), 4)
    shown = 0
    while not state.is_terminal() and shown < 3:
        state.apply(moves.choice(state.legal_actions()))
        person = state.current_seat
        known = change_known(state, person, rng) if person is not None else None
        if known is None or known.observation(person) == state.observation(person):
            continue
        assert drawn(qtbot, second, known, person, person) != drawn(qtbot, first, state, person, person)
        shown += 1
    assert shown == 3


def like_page(qtbot, page, game_id: str, players: int, kept: list):
    """A fresh table of the page's size, names and badges (kept till the test ends: pytest-qt holds its
    widgets weakly, and a table collected mid-test would be destroyed with its kit's event filter on)."""
    table = new_table(qtbot, game_id, players)
    kept.append(table)
    table.set_players(page.table._names, page.table._badges)
    table.resize(page.table.size())
    return table


def lasting(table) -> list:
    """What the table shows, but for an overlay telling the last moves (drawn from their events, which the
    pair test above compares): a fresh table has none."""
    picture, entries, summary = scene_picture(table), *accessible(table)
    for entry in table.accessible_entries():
        if entry.key == ("overlay",):
            for text in entry.item.texts():
                if ("text", text) in picture:
                    picture.remove(("text", text))
    picture = [thing for thing in picture if not (thing[0] == "card" and thing[1].startswith("('overlay'"))]
    return [picture, [entry for entry in entries if entry[0] != repr(("overlay",))], summary]


def side_panel(page) -> list:
    """The side panel's prompt and scoreboard as shown."""
    board = page._scoreboard
    return [page._prompt.text(), [[board.item(row, column).text() if board.item(row, column) else ""
                                   for column in range(board.columnCount())] for row in range(board.rowCount())]]


def side_panel_of(page, obs) -> list:
    """The prompt and scoreboard the game's view writes for `obs`."""
    names = page.controller.names()
    return [page.ui.prompt(obs, names), [list(row) for row in page.ui.scoreboard_rows(obs, names)]]


def difference(table, fresh) -> str:
    """What only the table shows, and what only the fresh one does."""
    mine, theirs = lasting(table), lasting(fresh)
    parts = []
    for name, a, b in zip(("scene", "entries", "summary"), mine, theirs):
        a, b = (Counter(map(repr, a)), Counter(map(repr, b))) if name != "summary" else (Counter([a]), Counter([b]))
        if a != b:
            parts.append(f"{name}: only on the table {sorted((a - b).elements())}, only on a fresh one "
                         f"{sorted((b - a).elements())}" if a - b or b - a else f"{name}: in another order")
    return "; ".join(parts)


@pytest.mark.parametrize("game_id", game_ids())
def test_the_windows_hot_seat_table_shows_what_a_fresh_table_shows_of_the_same_view(qtbot, make_window, game_id):
    """In the window, the table behind the cover (after the previous person's view and the moves since) shows
    exactly what a fresh table shows of the spectator's observation, and after the cover what it shows of the
    person's: nothing of an earlier view stays on it. The side panel's prompt and scoreboard follow the same
    observation."""
    game = get_game(game_id)
    players = game.min_players
    window = make_window()
    options = options_for(game, players, variant=0)  # Négoce's hidden coins, No Thanks!'s hidden chips
    options.pop("players")
    window.start_game(game_id, options, 6, seats(["human", "human"] + ["random"] * (players - 2)))
    page, controller = window.game_page, window.controller
    rng, covers, kept = random.Random(game_id), 0, []
    for _ in range(HOT_SEAT_DECISIONS):
        wait_for_turn_or_results(qtbot, window)
        if results_open(window):
            break
        seat = controller.awaiting_human
        if page._cover.isVisible():
            fresh = like_page(qtbot, page, game_id, players, kept)
            fresh.set_bottom_seat(seat)
            fresh.show_observation(controller.state.observation(None))
            assert page.table.observation() == controller.state.observation(None)
            assert lasting(page.table) == lasting(fresh), f"behind the cover: {difference(page.table, fresh)}"
            assert side_panel(page) == side_panel_of(page, controller.state.observation(None))
            qtbot.mouseClick(page._cover._button, Qt.MouseButton.LeftButton)
            covers += 1
        fresh = like_page(qtbot, page, game_id, players, kept)
        fresh.set_bottom_seat(seat)
        fresh.show_observation(controller.state.observation(seat))
        fresh.set_legal_actions(controller.state.legal_actions(seat))
        assert lasting(page.table) == lasting(fresh), f"after the cover: {difference(page.table, fresh)}"
        assert side_panel(page) == side_panel_of(page, controller.state.observation(seat))
        play_move(qtbot, window, rng.choice(controller.state.legal_actions(seat)))
    assert covers >= 2

