"""The Schnäppchen Jagd table: the viewer's hand, the trick, every seat's bargain and junk piles.

It draws a SchnaeppchenObservation and animates the engine's events; it never decides a rule. The
game page's adapter passes the legal actions (`set_legal_actions`); a card is offered only when an
action plays it, and a chosen card asks its declarations (trump or not, above or below) only when
several legal actions differ on them. `action_requested` carries the full action tuple.

The table is built on the kit's trick-taking parts: the seats placed by `arrangement.top_row`, the
viewer's hand a `HandRow`, the trick a `TrickArea`, the overlays an `Overlay`. The seats' mats, hands
and piles are drawn by seats; the clicks, dialogs and buttons live in interaction, the animations in
animation, the overlays' contents in overlays.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QWidget

from cardtable.games.schnaeppchen.cards import SUPER

from cardtable.app.table.card_item import CardItem
from cardtable.app.table.colour_tag import ColourTag
from cardtable.app.table.game_table import GameTable
from cardtable.app.table.hand import HandRow
from cardtable.app.table.overlay import OverlayHost
from cardtable.app.table.pill_button import PillButton
from cardtable.app.table.seat_panel import SeatPanel
from cardtable.app.table.style import HIGHLIGHT, REVEALED, TEXT, TEXT_SOFT, centre_text, elide, make_text
from cardtable.app.table.trick import TrickArea, TrickCard, TrickTable

from . import accessible, texts
from .animation import SchnaeppchenAnimations
from .faces import BY_COLOUR, colour_style, face
from .interaction import SchnaeppchenInteraction
from .layout import SIZING, table_geometry
from .revealed import stock_line
from .seats import SchnaeppchenSeats, xy


class SchnaeppchenTable(SchnaeppchenSeats, SchnaeppchenInteraction, SchnaeppchenAnimations, OverlayHost, GameTable):
    """The Schnäppchen Jagd table widget (owns its scene). See the module docstring."""

    scene_sizing = SIZING

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._legal: list = []
        self._order = BY_COLOUR
        self._geometry: TrickTable | None = None
        self._panels: list[SeatPanel] = []
        self._captions: list[dict] = []
        self._message = ""
        self._build_centre()
        self._init_interaction()
        self._init_animation()

    # --- public API ----------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        """Redraw the texts in the current language (names and badges come from set_players)."""
        self._retranslate_interaction()
        if self._obs is not None and not self.is_animating():
            self._render(self._obs)

    def hand_order(self) -> str:
        return self._order

    def set_hand_order(self, order: str) -> None:
        """BY_COLOUR (colour then value) or BY_VALUE (value then colour)."""
        self._order = order
        if self._obs is not None and not self.is_animating():
            self._render(self._obs)

    def accessible_entries(self) -> list:
        """What assistive technology reads on the table, in reading order (see accessible)."""
        return accessible.table_entries(self)

    def accessible_summary(self) -> str:
        """Whose turn it is and what is asked (the view's accessible description)."""
        return accessible.table_summary(self)

    # items, for the game page and tests -----------------------------------------------------------------
    def seat_panel(self, seat: int) -> SeatPanel:
        return self._panels[seat]

    def seat_captions(self, seat: int) -> dict:
        """The caption texts under a seat's hand and piles: {"hand": "Hand\\n8", ...}."""
        return {kind: f"{label.text()}\n{count.text()}" for kind, (label, count) in self._captions[seat].items()
                if label.isVisible()}

    def hand_items(self) -> list[CardItem]:
        """The viewer's hand cards, left to right."""
        return self._hand.items()

    def hand_item(self, code: int, copy: int = 0) -> CardItem | None:
        return self._table.card(("hand", code, copy))

    def dealer_tab(self) -> PillButton:
        return self._dealer

    def status_text(self) -> str:
        return self._status.text()

    def info_texts(self) -> list[str]:
        return [tag.text() for tag in self._info if tag.isVisible() and tag.text()]

    # --- drawing an observation ---------------------------------------------------------------------------
    def _build_centre(self) -> None:
        self._status = make_text("", 26, bold=True)
        self._info: list[ColourTag] = []
        self._hand = HandRow(self._table, self._show_card)
        self._trick = TrickArea(self._table, self._show_card)
        self._slots = QGraphicsPathItem()  # the empty piles
        self._slots.setPen(QPen(QColor(255, 255, 255, 60), 2, Qt.PenStyle.DashLine))
        self._dealer = PillButton(16)
        self._dealer.setZValue(60)
        self._dealer.set_fill(QColor("#f4efe0"), QColor("#1d2b22"))
        self._init_overlay()
        for item in (self._status, self._slots, self._dealer):
            self._table.addItem(item)

    def _reshape(self) -> None:
        """Give the scene the view's shape and recompute where everything goes."""
        size = self._reshape_scene()
        geometry = self._geometry
        if geometry is None or geometry.size != size or geometry.players != self._obs.players:
            self._geometry = table_geometry(self._obs.players, size)
            self._trick.set_layout(self._geometry.trick)

    def _render(self, obs) -> None:
        self._obs = obs
        self._reshape()
        self._ensure_seats(obs.players)
        wanted: set = set()
        self._slot_path = QPainterPath()
        self._dealer.setVisible(False)
        self._hand.clear()
        for seat, rect in enumerate(self._geometry.seat_rects(self.bottom_seat())):
            self._render_seat(obs, seat, rect, wanted)
        self._render_trick(obs.trick, wanted)
        for card in self._table.cards():
            if card.card_id not in wanted:
                self._table.remove_card(card.card_id)
        self._render_centre(obs)
        self._apply_interaction()
        self._refresh_overlay()

    def _default_name(self, seat: int) -> str:
        return texts.default_name(seat)

    def _show_labels(self, obs) -> None:
        """An animation's step: the mats' texts, the status line and the round's facts tell obs."""
        for seat in range(min(obs.players, len(self._panels))):
            self._show_seat_labels(obs, seat)
        self._render_centre(obs)

    # --- the trick and the centre ----------------------------------------------------------------------------
    def _position(self, seat: int) -> int:
        """A seat's place around the table: 0 the viewer (bottom), then the top row left to right."""
        return (seat - self.bottom_seat()) % self._obs.players

    def _render_trick(self, plays, wanted: set) -> None:
        cards = [self._trick_card(index, play) for index, play in enumerate(plays)]
        played = {play.seat for play in plays}
        waiting = [self._position(seat) for seat in range(self._obs.players)
                   if seat not in played] if self._obs.phase == "play" else []
        wanted |= self._trick.show(cards, waiting)

    def _trick_card(self, index: int, play) -> TrickCard:
        return TrickCard(self._position(play.seat), face(play.card), self._seat_name(play.seat),
                         texts.play_marker(play, index), bool(play.trump or play.card == SUPER),
                         texts.card_tooltip(play.card, True, ""))

    def _label_play(self, index: int, play) -> None:
        self._trick.label(index, self._trick_card(index, play))

    def _render_centre(self, obs) -> None:
        geometry = self._geometry
        mover = self._seat_name(obs.to_act) if obs.to_act is not None else ""
        text = self._message or texts.status_line(obs, mover)
        self._status.setText(elide(text, self._status, geometry.centre.width() - 40))
        centre_text(self._status, *xy(geometry.status_centre()))
        self._status.setBrush(HIGHLIGHT if self._message or obs.to_act == obs.seat else TEXT)
        box = geometry.info_rect()
        lines = self._info_lines(obs)
        while len(self._info) < len(lines):
            tag = ColourTag(21)
            self._table.addItem(tag)
            self._info.append(tag)
        y = box.top() + 6
        for index, tag in enumerate(self._info):
            tag.setVisible(index < len(lines))
            if index >= len(lines):
                continue
            text, colour, style = lines[index]
            size, bold, shade = {"title": (24, True, TEXT), "strong": (22, True, TEXT), "trump": (22, True, HIGHLIGHT),
                                 "small": (19, False, TEXT_SOFT), "revealed": (19, False, REVEALED)}.get(
                style, (21, False, TEXT))
            tag.set_line(text, colour, box.width(), size, bold)
            tag.set_colour(shade)
            tag.setPos(box.left(), y)
            y += size * 1.6
        self._place_buttons(obs)

    def _info_lines(self, obs) -> list[tuple]:
        """The round's facts left of the trick: (text, ColourStyle or None, style)."""
        lines = [(texts.round_line(obs), None, "title"), (texts.stock_line(obs), None, "")]
        if stock_line(obs):
            lines.append((stock_line(obs), None, "revealed"))
        if obs.phase == "play":
            view = obs.trick_view()
            lines.append((texts.led_line(view), colour_style(view.led) if view.led is not None else None, "strong"))
            trump = view.trump is not None
            lines.append((texts.trump_line(view), colour_style(view.trump) if trump else None,
                          "trump" if trump else "strong"))
            if view.not_trump:
                lines.append((texts.not_trump_line(view), None, "small"))
        elif obs.phase == "sort":
            for seat, choice, discarded, moved in obs.round_sorts:
                lines.append((texts.sort_summary(self._seat_name(seat), choice, len(discarded), len(moved)),
                              None, "small"))
        return lines
