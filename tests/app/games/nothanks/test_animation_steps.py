"""No Thanks!'s table while it animates: its texts change when the cards that change them land, and a
click or Esc skips the rest."""

from PySide6.QtCore import Qt

from cardtable.app.table.scene import iter_text
from cardtable.games import get_game

from tests.app.table.sampling import sample_until_finished

G = get_game("nothanks")
NAMES = ["Anna", "Bruno", "Chloé"]


def first_take(table):
    """A new game drawn for seat 0, then its first player takes the open card (a card turns up next)."""
    state = G.new_game({"players": 3}, 7)
    table.set_players(NAMES, ["Human", "Easy AI", "Normal AI"])
    table.show_observation(state.observation(0))
    taker = state.current_seat
    card = state.open_card
    events = state.apply("take")
    assert [event.kind for event in events] == ["took", "revealed"]
    return state, taker, card, events


def test_a_taken_cards_seat_drops_no_cards_yet_when_the_card_lands_not_before(qtbot, table):
    state, taker, card, events = first_take(table)
    panel = table.seat_panel(taker)
    assert "No cards yet" in panel_texts(panel)
    table.set_animation_speed("normal")
    table.animate(events, state.observation(0))

    def look():
        item = table.table_scene().card(card)
        landed = item is not None and panel.sceneBoundingRect().contains(item.sceneBoundingRect())
        return "No cards yet" in panel_texts(panel), landed

    samples = sample_until_finished(qtbot, table, look)
    assert samples[0] == (True, (True, False))  # the card leaves: the mat still has none
    assert all(landed for _, (placeholder, landed) in samples if not placeholder), "the text ran ahead of the card"
    # The placeholder goes while the next card still turns up: with the landing, not at the end.
    assert any(animating and not placeholder for animating, (placeholder, _) in samples)
    assert samples[-1] == (False, (False, True))


def test_the_score_line_changes_at_the_landing(qtbot, table):
    state, taker, card, events = first_take(table)
    panel = table.seat_panel(taker)
    table.set_animation_speed("normal")
    steps = []
    table.shown.connect(lambda obs: steps.append((obs.open_card, obs.to_act, panel.info_lines(), table.status_text())))
    status = table.status_text()
    with qtbot.waitSignal(table.animation_finished, timeout=5000):
        table.animate(events, state.observation(0))
    after = state.observation(0)
    # First the landing (no card open yet, the taker to act again), then the card turned up.
    assert [step[:2] for step in steps] == [(None, taker), (after.open_card, after.to_act)]
    assert steps[0][2] == panel.info_lines() != []  # the taken card's points count from its landing
    assert steps[0][3] == status == table.status_text()


def test_a_click_skips_the_animation_to_the_scene_it_would_have_ended_on(qtbot, table):
    state, taker, card, events = first_take(table)
    table.set_animation_speed("slow")
    table.animate(events, state.observation(0))
    assert table.is_animating()
    with qtbot.waitSignal(table.animation_finished, timeout=200):
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.viewport().rect().topLeft())
    assert not table.is_animating()
    skipped = scene_state(table)
    table.show_observation(state.observation(0))
    assert skipped == scene_state(table)


def panel_texts(panel):
    return [item.text() for item in panel.childItems() if hasattr(item, "text") and item.isVisible()]


def scene_state(table):
    cards = sorted((str(item.card_id), round(item.x(), 1), round(item.y(), 1), round(item.scale(), 3), item.isVisible())
                   for item in table.table_scene().cards())
    return cards, sorted(iter_text(table.table_scene())), table.pot_item().count, table.pot_item().isVisible()
