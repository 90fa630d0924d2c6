"""The No Thanks! table uses the space it is given: legible at 800 x 600, roomy at 1280 x 800 and up.

The sizes are the table's part of the window (the game page's side panel takes the rest).
"""

import pytest
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from cardtable.app.table.cards import CARD_ASPECT
from cardtable.app.games.nothanks.table import NoThanksTable

from tests.app.table.conftest import delete_now
from .test_table import BADGES, NAMES, played

VIEWS = {"800x600": (550, 580), "1280x800": (960, 780), "1920x1080": (1580, 1060)}
# Before the table took the view's shape: the others' largest cards were 92 units, the viewer's 100,
# in a 1600 x 1000 scene scaled to the view's width (0.6 at 1280 x 800, 0.99 at 1920 x 1080).
EARLIER_CARD_PX = {"1280x800": (55, 60), "1920x1080": (91, 99)}


@pytest.fixture
def make_table(qtbot, english):
    made = []

    def make(view: str) -> NoThanksTable:
        widget = NoThanksTable()
        qtbot.addWidget(widget)
        widget.resize(*VIEWS[view])
        widget.show()
        qtbot.waitExposed(widget)
        made.append(widget)
        return widget
    yield make
    for widget in made:
        delete_now(widget)


def show(table, players, chips="hidden", steps=40, viewer=0):
    table.set_players(NAMES[:players], BADGES[:players])
    state = played(players, chips, seed=players, steps=steps)
    table.show_observation(state.observation(viewer))
    return state


def texts_of(table):
    return [item for item in table.scene().items()
            if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible() and item.text()]


def on_screen(table, item):
    return table.mapFromScene(item.sceneBoundingRect()).boundingRect()


def centre_rects(table):
    """What the centre shows, in scene coordinates: the deck's and open card's faces, the pot, two texts."""
    cards = [card for card in table.scene().cards() if not isinstance(card.card_id, int) or card is table.open_card_item()]
    rects = [card.mapRectToScene(card.card_rect()) for card in cards]
    return rects + [item.sceneBoundingRect() for item in (table.pot_item(), table.status_item(), table.deck_label_item())
                    if item.isVisible()]


@pytest.mark.parametrize("chips", ["hidden", "shown"])
@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_at_800x600_everything_is_visible_apart_and_at_least_10_px(make_table, players, chips):
    table = make_table("800x600")
    show(table, players, chips)
    viewport = table.viewport().rect()
    panels = [table.seat_panel(seat) for seat in range(players)]
    mats = [panel.mapRectToScene(panel.boundingRect().adjusted(10, 10, -10, -10)) for panel in panels]
    for panel in panels:
        assert viewport.contains(on_screen(table, panel))
    for i, mat in enumerate(mats):
        assert not any(mat.intersects(other) for other in mats[i + 1:])
        assert not any(mat.intersects(rect) for rect in centre_rects(table))
    texts = texts_of(table)
    for item in texts:
        assert item.font().pixelSize() * table.scale_factor() >= 10, item.text()
        assert viewport.contains(on_screen(table, item)), item.text()
        assert "…" not in item.text()
    for i, item in enumerate(texts):
        for other in texts[i + 1:]:
            assert not item.sceneBoundingRect().intersects(other.sceneBoundingRect()), (item.text(), other.text())


@pytest.mark.parametrize("view", ["800x600", "1280x800", "1920x1080"])
@pytest.mark.parametrize("players", [4, 7])
def test_cards_and_chips_stay_in_their_mats_and_mats_fit_their_cards(make_table, view, players):
    table = make_table(view)
    state = show(table, players, "shown", steps=70)
    obs = state.observation(0)
    geometry = table.geometry_in_use()
    for seat in range(players):
        panel = table.seat_panel(seat)
        cards_area = panel.content_rect().adjusted(-1, -1, 1, 1)
        for card in obs.cards[seat]:
            item = table.scene().card(card)
            assert cards_area.contains(item.mapRectToScene(item.card_rect()))
        stack = table.chip_stack(seat).sceneBoundingRect()
        assert panel.sceneBoundingRect().contains(stack) and not stack.intersects(panel.content_rect())
        largest = geometry.card_width(seat, 0) * CARD_ASPECT
        assert panel.content_rect().height() <= largest + 1  # no empty felt under the cards


@pytest.mark.parametrize("view", ["1280x800", "1920x1080"])
@pytest.mark.parametrize("players", [4, 5, 6, 7])
def test_bigger_windows_show_whole_score_lines_and_cards_no_smaller_than_before(make_table, view, players):
    table = make_table(view)
    show(table, players, "shown", steps=60)
    for seat in range(players):
        panel = table.seat_panel(seat)
        shown = panel.shown_info_lines()
        assert " ".join(shown) == panel.info_lines()[0] and not any("…" in line for line in shown)
    scale, seating = table.scale_factor(), table.geometry_in_use().seating
    others, viewer = EARLIER_CARD_PX[view]
    assert seating.card_w * scale >= others and seating.bottom_card_w * scale >= viewer
    assert min(item.font().pixelSize() for item in texts_of(table)) * scale >= 13


def test_the_layout_follows_a_resize(qtbot, make_table):
    table = make_table("1920x1080")
    show(table, 6)
    wide = table.scene().sceneRect()
    table.resize(*VIEWS["800x600"])
    qtbot.waitUntil(lambda: table.scene().sceneRect() != wide, timeout=1000)
    narrow = table.scene().sceneRect()
    assert narrow.width() / narrow.height() == pytest.approx(550 / 580, rel=0.01)
    for seat in range(6):
        assert narrow.contains(table.seat_panel(seat).sceneBoundingRect())
