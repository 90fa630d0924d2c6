"""The Auf falscher Fährte table: the viewer's hand, the trick, the pile of hidden cards, the round's facts.

It draws a FaehrteObservation and animates the engine's events; it never decides a rule. The game page's
adapter passes the legal actions (`set_legal_actions`); a hand card is offered only when an action hides
or plays it, and the trump dialog offers the trump actions. `action_requested` carries the action tuple.

The table is built on the kit's trick-taking parts: the seats placed by `arrangement.top_row`, the
viewer's hand a `HandRow`, the trick a `TrickArea`, the overlays an `Overlay`. Left of the trick: the
round, the trump colour, the round type as far as it is known, the leftover card; right of it: the
pile of hidden cards (those turned up face up, with their sum against the threshold) over the table's
buttons. The mats are drawn by seats; clicks, dialogs and buttons live in interaction, the animations in
animation, the overlays' contents in overlays.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QWidget

from cardtable.games.faehrte.cards import colour_of, is_joker

from cardtable.app.table.card_item import CardItem
from cardtable.app.table.cards import BACK
from cardtable.app.table.colour_tag import ColourTag
from cardtable.app.table.game_table import GameTable
from cardtable.app.table.hand import HandRow
from cardtable.app.table.overlay import OverlayHost
from cardtable.app.table.pill_button import PillButton
from cardtable.app.table.seat_panel import SeatPanel
from cardtable.app.table.style import HIGHLIGHT, TEXT, TEXT_SOFT, centre_text, elide, make_text
from cardtable.app.table.cards import ui_font
from cardtable.app.table.trick import TrickArea, TrickCard, TrickTable

from . import accessible, texts
from .animation import FaehrteAnimations
from .faces import card_style, colour_style, face
from .interaction import FaehrteInteraction
from .layout import SIZING, PileLayout, pile_layout, table_geometry
from .seats import FaehrteSeats, xy
from .revealed import pile_codes
from .text_fit import fit_line, wrap_lines

INFO_STYLES = {"title": (24, True, TEXT), "strong": (22, True, TEXT), "trump": (22, True, HIGHLIGHT),
               "small": (19, False, TEXT_SOFT), "": (21, False, TEXT)}


class FaehrteTable(FaehrteSeats, FaehrteInteraction, FaehrteAnimations, OverlayHost, GameTable):
    """The Auf falscher Fährte table widget (owns its scene). See the module docstring."""

    scene_sizing = SIZING

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._legal: list = []
        self._geometry: TrickTable | None = None
        self._pile: PileLayout | None = None
        self._panels: list[SeatPanel] = []
        self._captions: list[tuple] = []
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

    def accessible_entries(self) -> list:
        """What assistive technology reads on the table, in reading order (see accessible)."""
        return accessible.table_entries(self)

    def accessible_summary(self) -> str:
        """Whose turn it is and what is asked (the view's accessible description)."""
        return accessible.table_summary(self)

    # items, for the game page and tests -----------------------------------------------------------------
    def seat_panel(self, seat: int) -> SeatPanel:
        return self._panels[seat]

    def hand_items(self) -> list[CardItem]:
        """The viewer's hand cards, left to right."""
        return self._hand.items()

    def hand_item(self, code: int, copy: int = 0) -> CardItem | None:
        return self._table.card(("hand", code, copy))

    def status_text(self) -> str:
        return self._status.text()

    def info_texts(self) -> list[str]:
        return [tag.text() for tag in self._info if tag.isVisible() and tag.text()]

    def pile_caption(self) -> str:
        """The pile's name and sum, as shown over it."""
        return f"{self._pile_caption.text()}\n{self._pile_sum.text()}"

    def pile_items(self) -> list[CardItem]:
        """The pile's cards in the order they are turned up (face up first, then backs)."""
        cards = [card for card in self._table.cards() if card.card_id[0] == "pile" and card.isVisible()]
        return sorted(cards, key=lambda card: card.card_id[1])

    def choosing_hidden_card(self) -> bool:
        """Whether the highlighted slot asks the viewer for a hidden card."""
        return not self._prompt.path().isEmpty()

    # --- drawing an observation ---------------------------------------------------------------------------
    def _build_centre(self) -> None:
        self._status = make_text("", 26, bold=True)
        self._pile_caption = make_text("", 19, colour=TEXT_SOFT)
        self._pile_sum = make_text("", 20, bold=True)
        self._info: list[ColourTag] = []
        self._hand = HandRow(self._table, self._show_card)
        self._trick = TrickArea(self._table, self._show_card)
        self._slots = QGraphicsPathItem()  # the empty places: the pile's, the viewer's hidden card's
        self._slots.setPen(QPen(QColor(255, 255, 255, 70), 2, Qt.PenStyle.DashLine))
        self._prompt = QGraphicsPathItem()  # the slot the viewer's hidden card is asked for
        self._prompt.setPen(QPen(HIGHLIGHT, 5, Qt.PenStyle.DashLine))
        self._prompt.setBrush(QColor(255, 213, 74, 40))
        self._dealer = PillButton(16)
        self._dealer.setZValue(60)
        self._dealer.set_fill(QColor("#f4efe0"), QColor("#1d2b22"))
        self._init_overlay()
        for item in (self._status, self._pile_caption, self._pile_sum, self._slots, self._prompt, self._dealer):
            self._table.addItem(item)

    def _reshape(self) -> None:
        """Give the scene the view's shape and recompute where everything goes."""
        size = self._reshape_scene()
        geometry = self._geometry
        if geometry is None or geometry.size != size or geometry.players != self._obs.players:
            self._geometry = table_geometry(self._obs.players, size)
            self._trick.set_layout(self._geometry.trick)
            self._pile = pile_layout(self._obs.players, self._geometry.buttons_rect())

    def _render(self, obs) -> None:
        self._obs = obs
        self._reshape()
        self._ensure_seats(obs.players)
        wanted: set = set()
        self._slot_path = QPainterPath()
        self._prompt_slot = QPainterPath()
        self._dealer.setVisible(False)
        self._hand.clear()
        for seat, rect in enumerate(self._geometry.seat_rects(self.bottom_seat())):
            self._render_seat(obs, seat, rect, wanted)
        self._render_trick(obs, wanted)
        self._render_pile(obs, wanted)
        self._slots.setPath(self._slot_path)
        self._prompt.setPath(self._prompt_slot)
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

    # --- the trick, the pile and the centre -----------------------------------------------------------------
    def _position(self, seat: int) -> int:
        """A seat's place around the table: 0 the viewer (bottom), then the top row left to right."""
        return (seat - self.bottom_seat()) % self._obs.players

    def _render_trick(self, obs, wanted: set) -> None:
        cards = [self._trick_card(index, seat, code, obs.trump) for index, (seat, code) in enumerate(obs.trick)]
        played = {seat for seat, _ in obs.trick}
        waiting = [self._position(seat) for seat in range(obs.players)
                   if seat not in played] if obs.phase == "play" else []
        wanted |= self._trick.show(cards, waiting)

    def _trick_card(self, index: int, seat: int, code: int, trump: int) -> TrickCard:
        trump_card = not is_joker(code) and colour_of(code) == trump
        return TrickCard(self._position(seat), face(code), self._seat_name(seat),
                         texts.play_marker(index, code, trump), trump_card, texts.card_tooltip(code, True, ""))

    def _render_pile(self, obs, wanted: set) -> None:
        """The hidden cards: those turned up face up in order, then the face-down ones, then a dashed slot
        for each card still to be laid."""
        pile = self._pile
        laid = sum(obs.laid) if obs.phase == "hide" else len(obs.revealed) + obs.hidden_left
        faces = [face(code) for code in obs.revealed] + [BACK] * max(0, laid - len(obs.revealed))
        shown = pile_codes(obs) if obs.revealed_hands else []
        for index, place in enumerate(pile.slots):
            if index < len(shown):
                code, owner = shown[index]
                show = self._show_revealed_card if index >= len(obs.revealed) else self._show_card
                card = show(("pile", index), face(code), pile.card_w, place, 20 + index)
                card.setToolTip(self._pile_card_tooltip(code, owner))
                wanted.add(("pile", index))
            elif index < len(faces):
                card = self._show_card(("pile", index), faces[index], pile.card_w, place, 20 + index)
                card.setToolTip(texts.pile_tooltip(obs))
                wanted.add(("pile", index))
            else:
                self._slot_path.addRoundedRect(place.x(), place.y(), pile.card_w, pile.card_w * 1.4, 6, 6)
        width = self._geometry.buttons_rect().width()
        for item, line, dy, size in zip((self._pile_caption, self._pile_sum), texts.pile_caption(obs), (-13, 13),
                                        (19, 20)):
            item.setText(fit_line(line, item, width, size))
            centre_text(item, pile.caption.x(), pile.caption.y() + dy)

    def _render_centre(self, obs) -> None:
        geometry = self._geometry
        mover = self._seat_name(obs.to_act) if obs.to_act is not None else ""
        text = self._message or texts.status_line(obs, mover)
        self._status.setText(elide(text, self._status, geometry.centre.width() - 40))
        centre_text(self._status, *xy(geometry.status_centre()))
        self._status.setBrush(HIGHLIGHT if self._message or obs.to_act == obs.seat else TEXT)
        box = geometry.info_rect()
        lines = []
        for text, colour, style in self._info_lines(obs):
            size, bold, _ = INFO_STYLES[style]
            offset = size * 1.3 if colour else 0.0
            parts = wrap_lines(text, QFontMetricsF(ui_font(size, bold)), box.width() - offset)
            lines += [(part, colour if number == 0 else None, style) for number, part in enumerate(parts)]
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
            size, bold, shade = INFO_STYLES[style]
            tag.set_line(text, colour, box.width(), size, bold)
            tag.set_colour(shade)
            tag.setPos(box.left(), y)
            y += size * 1.5
        self._place_buttons(obs)

    def _info_lines(self, obs) -> list[tuple]:
        """The round's facts left of the trick: (text, ColourStyle or None, style)."""
        outlook = obs.outlook()
        lines = [(texts.round_line(obs), None, "title"),
                 (texts.trump_line(obs.trump), colour_style(obs.trump), "trump"),
                 (texts.outlook_line(outlook), None, "strong")]
        if obs.leftover is not None:
            lines.append((texts.leftover_line(obs.leftover), card_style(obs.leftover), ""))
        if obs.jokers:
            lines.append((texts.joker_line(obs), None, "small"))
        return lines

