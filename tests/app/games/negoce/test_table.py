"""The Négoce 2 table, driven by real engine observations: every phase drawn, the offer builder, the
auction's buttons, the seller's choices and the force dialog."""

import pytest
from PySide6.QtCore import Qt

from cardtable.app.i18n import shared_language_manager
from cardtable.app.table.card_item import CardItem

from .helpers import BADGES, G, NAMES, finished, new, seat0_in, show


def click(qtbot, table, item):
    point = item.mapToScene(item.boundingRect().center())
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.mapFromScene(point))


def click_card(qtbot, table, card):
    point = card.mapToScene(card.card_rect().left() + 10, card.card_rect().center().y())
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.mapFromScene(point))


def requested(table):
    seen = []
    table.action_requested.connect(seen.append)
    return seen


PHASES = ["auction", "market", "offers", "seller"]


@pytest.mark.parametrize("size", [(1100, 760), (640, 520), (1900, 1000)])
@pytest.mark.parametrize("phase", PHASES)
def test_every_phase_draws_inside_the_table_without_overlapping_mats(table, size, phase):
    table.resize(*size)
    state = seat0_in(phase)
    for viewer in (0, 2):
        show(table, state, viewer)
        scene = table.scene().sceneRect()
        rects = [table.seat_panel(seat).sceneBoundingRect().adjusted(10, 10, -10, -10) for seat in range(4)]
        for index, rect in enumerate(rects):
            assert scene.contains(rect)
            assert not any(rect.intersects(other) for other in rects[index + 1:])
        for item in table.scene().items():
            if isinstance(item, CardItem) and item.isVisible() and item.parentItem() is None:
                assert scene.contains(item.sceneBoundingRect().adjusted(12, 12, -12, -12)), item.card_id
        assert table.status_text().startswith("▶")
        assert table.stage_text()
        if phase in ("offers", "seller"):
            obs = state.observation(viewer)
            assert f"Bidding turn {obs.turn} of 5" in table.stage_text()


def test_the_strip_shows_what_the_viewer_knows_of_each_seats_goods(table):
    state = seat0_in("offers")
    show(table, state)
    obs = state.observation(0)
    for seat in range(4):
        states = table.goods_strip(seat).states()
        assert [code for code, kind in enumerate(states, start=1) if kind == "held"] == list(obs.goods_held(seat))
        assert [code for code, kind in enumerate(states, start=1) if kind == "lacking"] == list(obs.goods_lacking(seat))


def test_the_offer_builder_refuses_an_offer_of_nothing_with_its_reason(table):
    state = seat0_in("offers", extra=lambda s: s.offers[0] is None)
    show(table, state)
    seen = requested(table)
    table.set_draft(code=None, coins=0)
    assert "An offer needs a card or coins." in table.draft_refusal()
    table.press("offer")
    assert seen == []
    assert "An offer needs a card or coins." in table.message()
    assert "An offer needs a card or coins." in table.button("offer").toolTip() or table.message()


def test_the_offer_builder_refuses_the_standing_offer_unchanged(table):
    state = seat0_in("offers", extra=lambda s: s.offers[0] is not None)
    show(table, state)
    seen = requested(table)
    assert table.draft().action()[1:] == tuple(state.offers[0])  # it starts from the standing offer
    table.press("offer")
    assert seen == [] and "That is your offer already" in table.message()
    table.press("keep")
    assert seen == [("keep",)]


def test_an_offer_built_with_a_card_click_and_coins(qtbot, table):
    state = seat0_in("offers", extra=lambda s: s.offers[0] is None and s.coins[0] >= 2)
    show(table, state)
    seen = requested(table)
    card = table.hand_items()[0]
    code = card.card_id[1]
    click_card(qtbot, table, card)
    assert table.draft().code == code and card.selected
    table.press("side")
    table.press("more")
    table.press("more")
    assert table.draft().action() == ("offer", code, False, 2)
    click(qtbot, table, table.button("offer"))
    assert seen == [("offer", code, False, 2)]


def test_the_coin_buttons_stay_within_the_purse(table):
    state = seat0_in("offers", extra=lambda s: s.offers[0] is None)
    show(table, state)
    purse = state.coins[0]
    for _ in range(purse + 3):
        table.press("more")
    assert table.draft().coins == purse and not table.button("more").enabled
    for _ in range(purse + 3):
        table.press("less")
    assert table.draft().coins == 0


def test_the_seller_lays_a_card_face_down_with_coins(qtbot, table):
    state = seat0_in("market", extra=lambda s: s.coins[0] >= 1)
    show(table, state)
    seen = requested(table)
    table.press("sell")
    assert seen == [] and "Choose the card" in table.message()
    card = table.hand_items()[-1]
    assert table.draft_item() is None
    click_card(qtbot, table, card)
    table.press("side")
    table.press("more")
    assert table.draft_item().face == table.hand_items()[-1].face  # shown where it will lie
    assert "your choice: face down, 1 coin" in table.scene_texts()
    click(qtbot, table, table.button("sell"))
    assert seen == [("market", card.card_id[1], False, 1)]


def test_the_auction_buttons_raise_and_drop(qtbot, table):
    state = seat0_in("auction")
    show(table, state)
    seen = requested(table)
    assert table.button("raise1").isVisible() and table.button("drop").isVisible()
    qtbot.keyClick(table, Qt.Key.Key_1)
    assert seen == [("raise", 1)]


def test_the_seller_accepts_waits_or_forces_through_the_dialog(qtbot, table):
    state = seat0_in("seller", extra=lambda s: any(a[0] == "accept" for a in s.legal_actions(0)))
    show(table, state)
    legal = state.legal_actions(0)
    accepts = [a[1] for a in legal if a[0] == "accept"]
    assert table.button("accept1").isVisible() and NAMES[accepts[0]] in table.button("accept1").text()
    seen = requested(table)
    dialog = table.open_force_dialog()
    forces = {(a[1], a[2]) for a in legal if a[0] == "force"}
    for second in {s for s, _ in forces}:
        dialog.choose_card(second)
        assert set(dialog.nameable()) == {good for s, good in forces if s == second}
        assert 0 not in dialog.nameable()
    second, good = sorted(forces)[0]
    dialog.choose_card(second)
    qtbot.mouseClick(dialog.good_button(good), Qt.MouseButton.LeftButton)
    assert seen == [("force", second, good)]


def test_after_the_fifth_turn_the_seller_cannot_wait_and_is_told_why(table):
    state = seat0_in("seller", extra=lambda s: s.turn == 5)
    show(table, state)
    assert not table.button("wait").isVisible()
    assert "fifth bidding turn" in " ".join(table.scene_texts())


def test_the_pick_among_shown_cards(qtbot, table):
    state = seat0_in("take")
    show(table, state)
    seen = requested(table)
    takes = [a[1] for a in state.legal_actions(0)]
    assert table.button("take1").isVisible() and NAMES[takes[0]] in table.button("take1").text()
    click(qtbot, table, table.button("take1"))
    assert seen == [("take", takes[0])]


def test_hidden_coins_show_a_range_for_the_others(table):
    state = seat0_in("offers", hidden=True)
    show(table, state)
    obs = state.observation(0)
    others = [seat for seat in range(4) if seat != 0 and obs.coins[seat] is None]
    assert others
    info = table.seat_panel(others[0]).info_lines()[0]
    low, high = obs.coin_bounds[others[0]]
    assert (f"{low}–{high}" in info) if low != high else str(low) in info


def test_the_game_over_overlay_names_the_winner_and_how(table):
    state = finished()
    show(table, state, offer=False)
    table.show_game_over()
    title = table.overlay().texts()[0]
    assert any(NAMES[seat] in title for seat in state.winners)
    how = {"coins": "coins", "goods": "eight goods", "limit": "Sale limit"}[state.end]
    assert how in title


def test_the_keys_build_and_make_an_offer_and_the_tooltips_name_them(qtbot, table):
    state = seat0_in("offers", extra=lambda s: s.offers[0] is None and s.coins[0] >= 2)
    show(table, state)
    seen = requested(table)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Plus)
    qtbot.keyClick(table, Qt.Key.Key_Plus)
    assert table.draft().action() == ("offer", None, True, 2)
    assert "(key O)" in table.button("offer").toolTip() and "(key K)" in table.button("keep").toolTip()
    qtbot.keyClick(table, Qt.Key.Key_O)
    assert seen == [("offer", None, True, 2)]


def test_the_seller_waits_and_forces_by_key(qtbot, table):
    state = seat0_in("seller", extra=lambda s: any(a[0] == "wait" for a in s.legal_actions(0)))
    show(table, state)
    seen = requested(table)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_F)
    assert table.force_dialog() is not None and seen == []
    table.force_dialog().reject()
    qtbot.waitUntil(lambda: table.force_dialog() is None)
    qtbot.keyClick(table, Qt.Key.Key_W)
    assert seen == [("wait", state.observation(0).market_coins)]


def test_the_keys_follow_the_language(qtbot, table):
    manager = shared_language_manager()
    try:
        manager.set_language("fr")
        table.retranslate()
        keys = {kind: table.shortcut(kind) for kind in ("offer", "keep", "withdraw", "wait")}
        assert keys == {"offer": "P", "keep": "G", "withdraw": "R", "wait": "A"}
    finally:
        manager.set_language("en")
        table.retranslate()
    assert table.shortcut("offer") == "O"


def test_a_raise_the_purse_cannot_pay_is_greyed_with_its_reason(qtbot, table):
    position = {**new(1).position(), "bid": 14, "bidder": 3, "acting": 0}
    state = G.from_position(position, {"players": 4, "sale_limit": 30})
    assert state.legal_actions(0) == (("raise", 1), ("drop",))
    show(table, state)
    seen = requested(table)
    raise2 = table.button("raise2")
    assert raise2.isVisible() and not raise2.enabled
    assert "Not enough coins to bid 16." in raise2.toolTip()
    assert "Not enough coins to bid 16." in table.scene_texts()
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_2)
    assert seen == []
    qtbot.keyClick(table, Qt.Key.Key_1)
    assert seen == [("raise", 1)]


def test_a_sales_summary_opens_at_its_end_and_closes_when_the_next_card_is_laid(qtbot, table):
    import random

    state, rng = new(4), random.Random(4)
    table.set_players(NAMES, BADGES)
    table.show_observation(state.observation(0))
    opened = closed = False
    while not state.is_terminal() and not closed:
        events = state.apply(rng.choice(state.legal_actions()))
        table.animate(events, state.observation(0))
        qtbot.waitUntil(lambda: not table.is_animating())
        kinds = {event.kind for event in events}
        if "sale_ends" in kinds and not state.is_terminal():
            assert table.overlay().kind == "sale"
            assert table.overlay().texts()[0] == f"Sale {state.sales} is over"
            opened = True
        elif opened and "market" in kinds:
            assert table.overlay().kind == ""
            closed = True
    assert opened and closed


def test_a_click_on_an_offered_card_accepts_it(qtbot, table):
    def offered_card(state):
        accepts = {a[1] for a in state.legal_actions(0) if a[0] == "accept"}
        return any(state.offers[seat] is not None and state.offers[seat][0] is not None for seat in accepts)

    state = seat0_in("seller", extra=offered_card)
    show(table, state)
    seen = requested(table)
    seat = next(a[1] for a in state.legal_actions(0) if a[0] == "accept" and state.offers[a[1]][0] is not None)
    card = table.offer_item(seat)
    assert card.clickable and NAMES[seat] in card.toolTip()
    click_card(qtbot, table, card)
    assert seen == [("accept", seat)]


def test_the_market_draft_says_what_stands_in_its_way_as_the_rules_refuse_it(table):
    state = seat0_in("market")
    show(table, state)
    assert table.draft().code is None
    assert table.draft_refusal() == "Choose the card to put up for sale first."
    code = state.hands[0][0]
    table.set_draft(code=code, coins=state.coins[0] + 1)
    assert table.draft_refusal() == "You cannot put more coins than you have."
    table.set_draft(coins=state.coins[0])
    assert table.draft_refusal() == ""
