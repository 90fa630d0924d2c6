"""The trick-taking parts of the table kit: the hand row, the trick area with the last trick's view, one
scene sizing, the top-row seating, the overlay, the colour tag and the pill button."""

import math

import pytest
from PySide6.QtCore import QPointF, QRectF, QSize, QSizeF, Qt

from cardtable.app.table.animation import Choreography
from cardtable.app.table.arrangement import RowSpec, Seating, top_row
from cardtable.app.table.cards import BACK, CardFace, ColourStyle
from cardtable.app.table.colour_tag import ColourTag
from cardtable.app.table.game_table import GameTable
from cardtable.app.table.hand import HandCard, HandRow, group_sizes, hand_row
from cardtable.app.table.overlay import Overlay, TableOverlay
from cardtable.app.table.pill_button import PillButton
from cardtable.app.table.trick import (LAST_TRICK_CARD_W, TrickArea, TrickCard, TrickLayout,
                                       show_last_trick, trick_card_id, trick_table)
from cardtable.app.table.view import SceneSizing, sized_scene

from .conftest import delete_now, shown

SPEC = RowSpec(top_height=236.0, bottom_height=292.0, max_top=600.0, max_bottom=1320.0)


class KitTable(GameTable):
    """The least table: a hand row and a trick area, drawn from a dict."""

    scene_sizing = SceneSizing(height=1000.0, min_width=1000.0, max_width=2100.0, max_height=1500.0)

    def __init__(self):
        super().__init__()
        self.hand = HandRow(self._table, self._show_card)
        self.trick = TrickArea(self._table, self._show_card)
        self._overlay = TableOverlay(self._table, self)
        self._overlay.closed.connect(self.setFocus)
        self.renders = 0

    def overlay(self) -> Overlay:
        return self._overlay.panel

    def open_overlay(self, build) -> None:
        self._overlay.open(lambda panel: build())

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if not self._overlay.close_by_key(event):
            super().keyPressEvent(event)

    def _render(self, obs) -> None:
        self._obs = obs
        self.renders += 1
        size = self._reshape_scene()
        seating = top_row(obs["players"] - 1, size, SPEC)
        self.trick.set_layout(TrickLayout(size.width() / 2, seating.centre.top() + 40, obs["players"] - 1))
        rect = QRectF(seating.bottom.left() + 10, seating.bottom.top() + 40, seating.bottom.width() - 20, 170)
        wanted = self.hand.show([HandCard(("hand", code), CardFace(str(code % 10)), code // 10)
                                 for code in obs["hand"]], rect, 110.0)
        wanted |= self.trick.show([TrickCard(position, CardFace(str(code % 10)), self._seat_name(position))
                                   for position, code in obs["trick"]], obs.get("waiting", ()))
        for card in self._table.cards():
            if card.card_id not in wanted:
                self._table.remove_card(card.card_id)
        self._overlay.refresh()

    def _default_name(self, seat: int) -> str:
        return f"Seat {seat}"

    def _plan_events(self, plan, events, obs_after) -> None:
        pass

    def _clear_flying(self) -> None:
        pass

    def _after_animation(self) -> None:
        pass

    def set_legal_actions(self, legal) -> None:
        self.hand.offer([("hand", code) for code in legal])

    def retranslate(self) -> None:
        pass


@pytest.fixture
def table(qtbot):
    table = shown(qtbot, KitTable(), 1200, 800)
    yield table
    delete_now(table)


# --- the hand row -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("groups", [[1], [3, 4], [5, 5, 5, 3], [12, 1], [4, 0, 4], [2] * 9])
@pytest.mark.parametrize("width", [300.0, 700.0, 1200.0])
def test_hand_row_fits_keeps_order_and_leaves_gaps_between_groups(groups, width):
    rect, card = QRectF(50, 100, width, 170), 100.0
    places = hand_row(groups, rect, card)
    assert len(places) == sum(groups)
    xs = [place.x for place in places]
    assert xs == sorted(xs) and [place.z for place in places] == sorted(place.z for place in places)
    assert all(place.y == rect.top() for place in places)
    steps = [b - a for a, b in zip(xs, xs[1:])]
    assert all(step >= card * 0.25 - 1e-6 for step in steps)  # every corner stays readable
    if xs[-1] + card - xs[0] > rect.width() + 1e-6:  # too many to fit: only the least overlap is left
        assert all(abs(step - card * 0.25) < 1e-6 for step in steps)
    else:
        assert xs[0] >= rect.left() - 1e-6 and xs[-1] + card <= rect.right() + 1e-6
        assert abs((xs[0] + xs[-1] + card) / 2 - rect.center().x()) < 1e-6
    inside = [step for step in steps[:groups[0] - 1]] if groups[0] > 1 else []
    if len([g for g in groups if g]) > 1 and groups[0] > 1 and steps[groups[0] - 1] > max(inside) + 1e-6:
        assert steps[groups[0] - 1] == pytest.approx(max(inside) + 18.0)  # the gap between groups


def test_hand_row_of_nothing_and_group_sizes():
    assert hand_row([], QRectF(0, 0, 500, 100), 80) == [] and hand_row([0, 0], QRectF(0, 0, 500, 100), 80) == []
    assert group_sizes("aaabccd") == [3, 1, 2, 1] and group_sizes([]) == []


def test_hand_row_offers_its_cards_for_clicks_and_keyboard_focus_left_to_right(table, qtbot):
    table.show_observation({"players": 4, "hand": [34, 11, 12, 27, 21], "trick": []})
    items = table.hand.items()
    assert [item.card_id for item in items] == [("hand", code) for code in (34, 11, 12, 27, 21)]
    assert not any(item.clickable or item.selectable for item in items)
    table.set_legal_actions([11, 21])
    assert all(item.clickable and item.selectable for item in items)
    assert [item.card_id for item in items if item.highlighted] == [("hand", 11), ("hand", 21)]
    assert [item.card_id for item in items if item.dimmed] == [("hand", 34), ("hand", 12), ("hand", 27)]
    table.setFocus()
    order = []
    for _ in items:
        qtbot.keyClick(table, Qt.Key.Key_Right)
        order.append(table.table_scene().focused_card().card_id)
    assert order == [item.card_id for item in items]  # the keyboard follows the row
    with qtbot.waitSignal(table.table_scene().card_activated, timeout=1000) as blocker:
        qtbot.keyClick(table, Qt.Key.Key_Return)
    assert blocker.args == [("hand", 21)]
    table.set_legal_actions([])
    assert not any(item.clickable or item.selectable or item.highlighted or item.dimmed for item in items)
    assert table.hand.source([("hand", 99), ("hand", 12)]) is table.table_scene().card(("hand", 12))


def test_the_table_takes_the_keyboard_on_the_first_playable_card_and_keeps_a_playable_one(table, qtbot):
    table.show_observation({"players": 4, "hand": [34, 11, 12, 27, 21], "trick": []})
    table.set_legal_actions([12, 21])
    table.take_focus()
    scene = table.table_scene()
    assert table.has_keyboard() and scene.focused_card().card_id == ("hand", 12)
    qtbot.keyClick(table, Qt.Key.Key_Right)
    qtbot.keyClick(table, Qt.Key.Key_Right)
    table.take_focus()  # offered again: a playable card keeps the focus
    assert scene.focused_card().card_id == ("hand", 21)
    table.set_legal_actions([11])
    table.take_focus()
    assert scene.focused_card().card_id == ("hand", 11)


# --- the trick area ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("others", [1, 2, 3, 4, 5])
def test_trick_layout_puts_each_card_on_its_players_side(others):
    seating = top_row(others, QSizeF(1600, 1000), SPEC)
    layout = TrickLayout(800.0, seating.centre.top() + 40, others)
    cards = [QRectF(layout.card_pos(position), layout.card_size) for position in range(others + 1)]
    for index, rect in enumerate(cards):  # apart from each other, inside the centre band
        assert seating.centre.contains(rect)
        assert not any(rect.intersects(other) for other in cards[index + 1:])
    viewer, upper = cards[0], cards[1:]
    assert viewer.center().x() == pytest.approx(800.0) and viewer.top() > max(rect.bottom() for rect in upper)
    assert [rect.center().x() for rect in upper] == sorted(rect.center().x() for rect in upper)
    mats = seating.others
    for rect, mat in zip(upper, mats):  # in the order of the mats above them, about the axis
        assert (rect.center().x() - 800) * (mat.center().x() - 800) >= -1e-6
    assert abs(upper[0].center().x() + upper[-1].center().x() - 1600) < 1e-6
    assert layout.label_centre(2 % (others + 1), 1).y() - layout.label_centre(2 % (others + 1), 0).y() == 21
    assert layout.half_width() >= max(abs(rect.center().x() - 800) for rect in cards) + layout.card_w / 2
    assert seating.centre.top() + 40 + 2 * layout.row_height() + 4 <= seating.centre.bottom()  # both rows


def test_trick_area_shows_cards_labels_and_empty_slots(table):
    table.show_observation({"players": 4, "hand": [11], "trick": [(2, 15), (3, 27)], "waiting": [0, 1]})
    layout = table.trick.layout
    for index, position in enumerate((2, 3)):
        card = table.table_scene().card(trick_card_id(index))
        assert card.pos() == layout.card_pos(position) and card.size.width() == layout.card_w
    assert table.trick.labels() == ["Seat 2", "Seat 3"]
    slots = table.trick._slots.path().boundingRect()
    assert slots.contains(QRectF(layout.card_pos(0), layout.card_size))
    assert slots.contains(QRectF(layout.card_pos(1), layout.card_size))
    table.trick.label(1, TrickCard(3, CardFace("7"), "Seat 3", "trump", strong=True))
    assert table.trick.labels() == ["Seat 2", "Seat 3", "trump"]
    table.show_observation({"players": 4, "hand": [11], "trick": []})
    assert table.trick.labels() == [] and table.trick._slots.path().isEmpty()
    assert table.table_scene().card(trick_card_id(0)) is None


def test_trick_area_flies_a_card_in_and_collects_the_trick(table, qtbot):
    table.set_animation_speed("fast")
    table.show_observation({"players": 3, "hand": [11, 12], "trick": [(1, 15)]})
    layout, scene = table.trick.layout, table.table_scene()
    launched = table._show_card(trick_card_id(1), BACK, 60.0, QPointF(100, 100), 300)
    plan = Choreography(scene.duration(), table)
    plan.then(lambda beat: table.trick.fly_in(beat, launched, 2, CardFace("4")))
    targets = [(QPointF(40, 60), 50.0, None), (QPointF(200, 60), 50.0, BACK)]
    plan.then(lambda beat: table.trick.collect(beat, targets))
    with qtbot.waitSignal(plan.finished, timeout=5000):
        plan.start()
    first, second = scene.card(trick_card_id(0)), scene.card(trick_card_id(1))
    assert second.face == BACK and first.face != BACK and table.trick.labels() == []
    for item, (target, width, _) in zip((first, second), targets):
        landed = item.mapRectToScene(item.card_rect())
        assert landed.width() == pytest.approx(width, abs=1.5)
        assert (landed.x(), landed.y()) == (pytest.approx(target.x(), abs=1.5), pytest.approx(target.y(), abs=1.5))


def test_the_last_trick_overlay(table):
    plays = [(CardFace("3"), ["Ann", "led"]), (CardFace("9"), ["Bob", "", "wins"])]
    overlay = Overlay()
    table.table_scene().addItem(overlay)
    rect = QRectF(100, 100, 900, 560)
    show_last_trick(overlay, rect, plays, "Bob wins the trick", ["two cards"], "Click to close")
    assert overlay.kind == "last" and overlay.card_faces() == [CardFace("3"), CardFace("9")]
    assert overlay.texts()[:2] == ["Bob wins the trick", "two cards"] and "Click to close" in overlay.texts()
    cards = [item for item in overlay.childItems() if hasattr(item, "face")]
    assert all(card.size.width() == LAST_TRICK_CARD_W for card in cards)
    assert rect.contains(overlay.sceneBoundingRect().adjusted(4, 4, -4, -4))


# --- one scene sizing, one seat placing ---------------------------------------------------------------------

def test_one_scene_sizing_with_its_bounds():
    sizing = SceneSizing(height=1000.0, min_width=1000.0, max_width=2100.0, max_height=1500.0)
    assert sized_scene(QSize(), sizing) == QSizeF(1600, 1000)
    assert sized_scene(QSize(1280, 800), sizing) == QSizeF(1600, 1000)
    assert sized_scene(QSize(3000, 800), sizing) == QSizeF(2100, 1000)  # a very wide view: bands at the sides
    assert sized_scene(QSize(800, 1000), sizing) == QSizeF(1000, 1250)
    assert sized_scene(QSize(400, 1000), sizing) == QSizeF(1000, 1500)  # a very tall one: bands above and below
    unbounded = SceneSizing()
    assert sized_scene(QSize(), unbounded) == QSizeF(1760, 1100)
    assert sized_scene(QSize(4000, 800), unbounded) == QSizeF(5500, 1100)


def test_a_table_reshapes_its_scene_with_the_view(table, qtbot):
    table.show_observation({"players": 3, "hand": [11], "trick": []})
    renders = table.renders
    assert table.table_scene().sceneRect().size() == table.preferred_scene_size()
    table.resize(800, 800)
    qtbot.waitUntil(lambda: table.renders > renders)
    assert table.table_scene().sceneRect().size() == table.preferred_scene_size()
    assert table.table_scene().sceneRect().width() == 1000


@pytest.mark.parametrize("size", [QSizeF(1000, 1000), QSizeF(1600, 1000), QSizeF(2100, 1000), QSizeF(1000, 1500)])
@pytest.mark.parametrize("others", [1, 2, 3, 4])
def test_top_row_seating(size, others):
    seating = top_row(others, size, SPEC)
    assert isinstance(seating, Seating) and len(seating.others) == others
    assert (seating.shape.top, seating.shape.side, seating.shape.between) == (others, 0, False)
    table = QRectF(0, 0, size.width(), size.height())
    mats = [seating.bottom, *seating.others]
    for index, mat in enumerate(mats):
        assert table.contains(mat) and not mat.intersects(seating.centre)
        assert not any(mat.intersects(other) for other in mats[index + 1:])
    assert all(mat.top() == SPEC.top_margin and mat.height() == SPEC.top_height for mat in seating.others)
    assert [mat.left() for mat in seating.others] == sorted(mat.left() for mat in seating.others)
    assert all(mat.width() <= SPEC.max_top for mat in seating.others)
    assert seating.bottom.bottom() == pytest.approx(size.height() - SPEC.margin)
    assert seating.bottom.center().x() == pytest.approx(size.width() / 2)
    assert seating.centre.top() == pytest.approx(SPEC.top_margin + SPEC.top_height + SPEC.gap)
    assert seating.centre.bottom() == pytest.approx(seating.bottom.top() - SPEC.gap)
    assert seating.centre.width() == pytest.approx(size.width() - 2 * SPEC.margin)
    rects = seating.seat_rects(2 % (others + 1))
    assert rects[2 % (others + 1)] == seating.bottom and rects[(2 + 1) % (others + 1)] == seating.others[0]


# --- small items ---------------------------------------------------------------------------------------------

def test_colour_tag_takes_any_colour_style(table):
    tag = ColourTag(21)
    table.table_scene().addItem(tag)
    tag.set_line("Trump: blue", ColourStyle("#2f6fd6", "square"), 400)
    with_symbol = tag.boundingRect()
    assert tag.text() == "Trump: blue" and tag.childItems()[0].x() > 0
    tag.set_line("No trump", None, 400)
    assert tag.childItems()[0].x() == 0 and with_symbol.width() > 0
    tag.set_line("x" * 300, ColourStyle("#c2185b", None), 200)
    assert tag.text().endswith("…") and tag.boundingRect().width() <= 200 + 2


def test_pill_button_clicks_only_when_enabled(table, qtbot):
    button = PillButton(20)
    table.table_scene().addItem(button)
    button.set_text("Last trick", 240)
    assert button.text() == "Last trick" and button.boundingRect().width() == pytest.approx(248)
    button.set_enabled(False)
    assert not button.enabled and not button.clickable
    button.set_enabled(True)
    assert button.enabled and button.clickable and math.isclose(button.height(), button.boundingRect().height() - 8)


@pytest.mark.parametrize("size", [QSizeF(1000, 1000), QSizeF(1600, 1000), QSizeF(2100, 1000)])
@pytest.mark.parametrize("players", [3, 4, 5])
def test_trick_table_keeps_the_blocks_beside_the_trick_and_the_overlay_on_the_table(size, players):
    geometry = trick_table(players, size, SPEC)
    assert geometry.players == players and geometry.seat_rects(0)[0] == geometry.seating.bottom
    cards = [QRectF(geometry.trick.card_pos(position), geometry.trick.card_size) for position in range(players)]
    info, buttons = geometry.info_rect(), geometry.buttons_rect()
    for card in cards:
        assert geometry.centre.contains(card) and card.top() > geometry.status_centre().y()
        assert info.right() < card.left() and buttons.left() > card.right()
    assert info.top() == buttons.top() == pytest.approx(geometry.status_centre().y() + 18)
    overlay = geometry.overlay_rect()
    assert QRectF(0, 0, size.width(), size.height()).adjusted(13, 13, -13, -13).contains(overlay)
    assert overlay.center() == geometry.centre.center()


def test_a_table_s_overlay_is_rebuilt_while_open_and_closes_on_escape(table, qtbot):
    table.show_observation({"players": 3, "hand": [11], "trick": []})
    built = []

    def build() -> bool:
        built.append(table.observation()["hand"])
        if not table.observation()["hand"]:
            return False
        table.overlay().show_content("pile", QRectF(100, 100, 800, 500), "A pile", ["one line"], [], "Close")
        return True
    table.open_overlay(build)
    assert table.overlay().kind == "pile" and built == [[11]]
    table.show_observation({"players": 3, "hand": [11, 12], "trick": []})
    assert built == [[11], [11, 12]] and table.overlay().kind == "pile"
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Escape)
    assert table.overlay().kind == ""
    table.open_overlay(build)
    table.show_observation({"players": 3, "hand": [], "trick": []})  # nothing to show any more: it closes
    assert table.overlay().kind == ""
