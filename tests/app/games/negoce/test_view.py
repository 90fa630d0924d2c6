"""Négoce 2's texts for the shell: prompts, scoreboard, results, the log by kind in both languages, the
rules' reasons, and the hot-seat cover."""

import random

import pytest
from PySide6.QtCore import Qt

from cardtable.app.shell.controller import Seat
from cardtable.app.games.negoce.view import NegoceUI
from cardtable.app.i18n import shared_language_manager
from cardtable.games.negoce.actions import refusal_auction, refusal_seller

from tests.app.conftest import wait_for_turn_or_results
from .helpers import NAMES, finished, new, seat0_in


@pytest.fixture
def ui(qapp):
    shared_language_manager().set_language("en")
    return NegoceUI()


def test_prompts_scoreboard_and_results(ui):
    state = seat0_in("offers")
    obs = state.observation(0)
    assert ui.prompt(obs, NAMES).startswith("Anna, make or change your offer")
    assert ui.prompt(state.observation(1), NAMES) == "Anna is making an offer."
    assert ui.progress(obs) == f"sale {obs.sales + 1} of at most 30"
    assert ui.scoreboard_headers() == ["Player", "Coins", "Goods"]
    rows = ui.scoreboard_rows(obs, NAMES)
    assert rows[0][0] == "▶ Anna" and rows[1][1] == str(state.coins[1])
    final = finished()
    assert ui.results_headers() == ["Coins", "Goods"]
    assert ui.result_cells(final, 0) == [str(final.coins[0]), str(final.score_breakdown(0)["goods"])]


def test_hidden_coins_show_bounds_on_the_scoreboard(ui):
    state = seat0_in("offers", hidden=True)
    obs = state.observation(0)
    rows = ui.scoreboard_rows(obs, NAMES)
    for seat in range(1, 4):
        low, high = obs.coin_bounds[seat]
        assert rows[seat][1] == (str(low) if low == high else f"{low}–{high}")


def all_events(seeds=range(6), hidden=False):
    events = []
    for seed in seeds:
        state, rng = new(seed, hidden), random.Random(seed)
        events += list(state.start_events())
        while not state.is_terminal():
            events += state.apply(rng.choice(state.legal_actions()))
    return events


def test_every_kind_of_event_has_its_own_log_line(ui):
    seen = set()
    for hidden in (False, True):
        for event in all_events(hidden=hidden):
            line = ui.describe_event(event, NAMES)
            assert line and "{" not in line and "None" not in line, (event.kind, line)
            assert event.kind in ui.catalogue.log or event.kind in ("game_over",), event.kind
            seen.add(event.kind)
    assert {"monopolies", "auction_opens", "auction_won", "sale_starts", "market", "turn", "offer_made",
            "sale_ends", "game_over"} <= seen


def test_a_face_down_card_is_never_named_in_the_log(ui):
    for event in all_events(seeds=range(3)):
        if event.kind in ("market", "offer_made", "offer_changed") and not event.data.get("face_up"):
            line = ui.describe_event(event, NAMES)
            assert "face-down card" in line or not event.data.get("has_card", True), line


def test_the_log_and_the_table_texts_read_in_french(ui):
    manager = shared_language_manager()
    try:
        manager.set_language("fr")
        event = next(e for e in all_events(seeds=[1]) if e.kind == "monopolies")
        line = ui.describe_event(event, NAMES)
        assert line.startswith("Anna") or any(line.startswith(name) for name in NAMES)
        assert "monopoles" in line
        state = seat0_in("offers")
        assert ui.prompt(state.observation(0), NAMES).startswith("Anna, faites")
        assert ui.scoreboard_headers()[1] == "Pièces"
    finally:
        manager.set_language("en")


def test_the_rules_reasons_read_in_the_current_language(ui):
    bid = refusal_auction(("raise", 2), 15, 15)
    silk = refusal_seller(("force", 6, 6), (), 0, 0, (6, 6))
    assert bid.text == "A bid of 17 is more than your 15 coins."
    assert ui.describe_reason(bid, NAMES) == bid.text
    assert silk.text == "You cannot name silk: you still hold some."
    assert ui.describe_reason(silk, NAMES) == "You cannot name 6 silk: you still hold some."
    manager = shared_language_manager()
    try:
        manager.set_language("fr")
        assert ui.describe_reason(bid, NAMES) == "Une enchère de 17 dépasse vos 15 pièces."
        assert ui.describe_reason(silk, NAMES) == "Vous ne pouvez pas désigner 6 Soie\u00a0: vous en avez encore."
    finally:
        manager.set_language("en")


def test_the_hot_seat_cover_hides_the_hand_until_the_next_person_is_ready(qtbot, make_window):
    window = make_window()
    window.start_game("negoce", {"sale_limit": 30}, 4, [Seat("Ann", "human"), Seat("Bob", "human"),
                                                        Seat("Cy", "random"), Seat("Dee", "random")])
    page, controller = window.game_page, window.controller
    covers = 0
    for _ in range(12):
        wait_for_turn_or_results(qtbot, window)
        seat = controller.awaiting_human
        if page._cover.isVisible():
            covers += 1
            table = page.table
            assert table.observation().seat is None and table.hand_items() == []
            assert "your hand, your purse and your offer" in page._cover._hint.text()
            qtbot.mouseClick(page._cover._button, Qt.MouseButton.LeftButton)
        assert page.table.observation().seat == seat and page.table.hand_items()
        legal = controller.state.legal_actions(seat)
        before = len(controller.state.history)
        action = ("keep",) if ("keep",) in legal else ("drop",) if ("drop",) in legal else legal[0]
        page.table.action_requested.emit(action)
        qtbot.waitUntil(lambda: len(controller.state.history) > before)
    assert covers >= 2


@pytest.mark.parametrize("seed, end, words", [(0, "coins", "31 coins or more"), (31, "goods", "all eight goods"),
                                              (40, "limit", "Sale limit reached")])
def test_every_way_a_game_ends_is_told_in_the_log_and_over_the_table(qtbot, ui, seed, end, words):
    from cardtable.app.games.negoce.table import NegoceTable

    state, rng = new(seed), random.Random(seed)
    events = []
    while not state.is_terminal():
        events += state.apply(rng.choice(state.legal_actions()))
    assert state.end == end
    if end == "limit":
        line = ui.describe_event(next(e for e in events if e.kind == "limit"), NAMES)
        assert line == f"The sale limit is reached after {state.sales} sales"
    table = NegoceTable()
    qtbot.addWidget(table)
    table.resize(1000, 700)
    table.set_players(NAMES, [""] * 4)
    table.set_animation_speed("off")
    table.show_observation(state.observation(0))
    table.show_game_over()
    title = table.overlay().texts()[0]
    assert words in title and all(NAMES[seat] in title for seat in state.winners)
