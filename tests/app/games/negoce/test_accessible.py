"""The Négoce 2 table's accessible entries: names, reading order, nothing hidden (cards face down, secret
purses and coins), presses that do what clicks do, and the force dialog's buttons named apart."""

import re

from PySide6.QtCore import Qt

from cardtable.app.games.negoce.faces import good_label
from cardtable.app.games.negoce.force_dialog import ForceDialog
from cardtable.app.i18n import shared_language_manager

from .helpers import find, seat0_in, show


def by_key(table):
    return {item.key: item for item in table.accessible_entries()}


def test_entries_read_the_others_mats_the_market_the_offers_the_own_mat_then_the_controls(table):
    state = seat0_in("offers")
    show(table, state)
    entries = table.accessible_entries()
    keys = [item.key for item in entries]
    assert [key[1] for key in keys if key[0] == "seat"] == [1, 2, 3, 0]
    assert keys.index(("seat", 3)) < keys.index(("status",)) < keys.index(("market", 0)) \
        < keys.index(("offers-title",)) < keys.index(("seat", 0))
    hand = [item for item in entries if item.kind == "card"]
    assert [item.item for item in hand] == table.hand_items()
    buttons = [item.key[1] for item in entries if item.key[0] == "button"]
    assert buttons == ["nocard", "side", "less", "more", "offer", "keep", "withdraw"]
    assert keys.index(hand[-1].key) < keys.index(("button", "nocard"))
    assert all(item.name for item in entries)
    names = [item.name for item in entries if item.kind != "text"]
    assert len(names) == len(set(names))  # every control and card has a name of its own
    entries = by_key(table)
    assert entries[("button", "less")].name == "One coin less" and entries[("button", "more")].name == "One coin more"
    obs = state.observation(0)
    code, _face_up = obs.market[0]
    assert entries[("market", 0)].name == f"Market card: {good_label(code)}"
    assert re.match(r"Bruno: \d+ coins?, \d+ cards?, has (not )?sold", entries[("seat", 1)].name)
    assert entries[("goods", 1)].name.startswith("Goods of Bruno: held: ")


def test_a_secret_purse_is_a_range_and_never_its_amount(table):
    def uncertain(state):
        obs = state.observation(0)
        return any(obs.coins[seat] is None and obs.coin_bounds[seat][0] < obs.coin_bounds[seat][1]
                   for seat in range(1, 4))

    state = seat0_in("offers", hidden=True, extra=uncertain)
    show(table, state)
    obs = state.observation(0)
    entries = by_key(table)
    checked = 0
    for seat in range(1, 4):
        low, high = obs.coin_bounds[seat]
        if obs.coins[seat] is None and low < high:
            name = entries[("seat", seat)].name
            assert f"purse not known, {low} to {high} coins" in name
            assert not re.search(rf"\b{state.coins[seat]} coins?\b", name.replace(f"{high} coins", ""))
            checked += 1
    assert checked


def face_down_offer(state):
    """A seller's step where some offer holds a card face down, the seller not knowing it."""
    return any(offer is not None and offer[0] is not None and not offer[1] for offer in state.offers)


def test_a_face_down_offer_is_a_face_down_card_to_everyone_but_its_owner(table):
    state = find(lambda s: s.phase == "seller" and face_down_offer(s))
    owner = next(seat for seat, offer in enumerate(state.offers) if offer is not None and offer[0] is not None
                 and not offer[1])
    good = good_label(state.offers[owner][0])
    for viewer in range(4):
        show(table, state, viewer, offer=False)
        name = by_key(table)[("offer", owner)].name
        if viewer == owner:
            assert f"{good} face down" in name
        else:
            assert "a face-down card" in name and good not in name


def test_the_auction_is_read_and_raised_by_a_press(table, qtbot):
    state = seat0_in("auction")
    show(table, state)
    entries = by_key(table)
    assert entries[("bidder", 0)].name.endswith("to act")
    assert [key for key in entries if key[0] == "button"] == [("button", "raise1"), ("button", "raise2"),
                                                             ("button", "drop")]
    with qtbot.waitSignal(table.action_requested) as pressed:
        entries[("button", "raise1")].press()
    assert pressed.args == [("raise", 1)]


def test_pressing_a_card_of_the_hand_chooses_it_as_a_click_does(table, qtbot):
    state = seat0_in("market")
    show(table, state)
    card = next(item for item in table.accessible_entries() if item.kind == "card" and item.enabled)
    card.press()
    assert table.draft().code == card.item.card_id[1]
    chosen = by_key(table)[card.key]
    assert chosen.description == "chosen"
    assert by_key(table)[("draft-card",)].name.startswith(f"Card you are putting up for sale: {good_label(table.draft().code)}")
    show(table, state)
    item = table.table_scene().card(card.key)
    point = item.mapToScene(item.card_rect().left() + 10, item.card_rect().center().y())
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.mapFromScene(point))
    assert table.draft().code == card.item.card_id[1]


def test_an_offer_the_seller_may_accept_is_a_button_pressed_as_a_click_on_its_card(table, qtbot):
    def offered_card(state):
        accepts = {a[1] for a in state.legal_actions(0) if a[0] == "accept"}
        return any(state.offers[seat] is not None and state.offers[seat][0] is not None for seat in accepts)

    state = seat0_in("seller", extra=offered_card)
    show(table, state)
    offers = [item for item in table.accessible_entries() if item.key[0] == "offer" and item.kind == "button"]
    assert offers and all(item.description.startswith("Click to accept the offer of") for item in offers)
    with qtbot.waitSignal(table.action_requested) as pressed:
        offers[0].press()
    assert pressed.args == [("accept", offers[0].key[1])]


def test_the_summary_says_where_the_game_is_and_who_acts(table):
    state = seat0_in("auction")
    show(table, state)
    assert table.accessible_summary() == "Auction for the contraband. Your turn: raise the bid or drop out."


def test_the_force_dialogs_two_grids_have_names_of_their_own(qtbot):
    shared_language_manager().set_language("en")
    state = seat0_in("seller")
    forces = [action for action in state.legal_actions(0) if action[0] == "force"]
    dialog = ForceDialog(forces)
    qtbot.addWidget(dialog)
    seconds = {action[1] for action in forces}
    names = [dialog.card_button(code).accessibleName() for code in seconds]
    names += [dialog.good_button(code).accessibleName() for code in range(1, 9)]
    assert len(names) == len(set(names)) and all(names)
    assert dialog.good_button(3).accessibleName() == f"Name {good_label(3)}"


def test_entries_follow_the_language(table):
    state = seat0_in("offers")
    show(table, state)
    manager = shared_language_manager()
    manager.set_language("fr")
    try:
        table.retranslate()
        names = " ".join(item.name for item in table.accessible_entries())
        assert "Une pièce de plus" in names and "Carte du marché" in names
    finally:
        manager.set_language("en")


def test_a_press_the_table_refuses_is_said_and_leads_the_summary(table, qtbot):
    state = seat0_in("offers")
    show(table, state)
    table.set_draft(code=None, coins=0)  # an empty offer: the Offer button stays pressable, the table refuses it
    assert table.draft_refusal()
    with qtbot.waitSignal(table.said, timeout=1000) as said:
        by_key(table)[("button", "offer")].press()
    assert said.args[0] and not said.args[0].startswith("⚠")
    assert table.accessible_summary().startswith(said.args[0])
