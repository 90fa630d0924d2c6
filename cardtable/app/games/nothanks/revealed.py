"""What a revealed No Thanks! observation adds to the table (a replay's "everything revealed"): the secret
chip counts written in the revealed colour, the deck's next card face up on the pile (marked), and the
cards still to come and those out of the game in two lines under the status.

A mixin of NoThanksTable; its texts use the context "NoThanksRevealed" (QCoreApplication.translate), as
a mixin's `self.tr` would take the table's class name.
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QCoreApplication

from cardtable.app.table.style import REVEALED, centre_text, elide, make_text
from .layout import deck_pile, nothanks_face

translate = QCoreApplication.translate  # pyside6-lupdate reads translate("Context", "text")

LINE_SIZE = 20  # the two lines of cards to come and out of the game
LINES_ROOM = 56.0  # kept under the centre's status line for them
SHOWN_NEXT = 10  # the cards to come written in full; the rest is counted



def secret_chips(obs, seat: int) -> int | None:
    """A seat's chips hidden from the viewer but revealed (None when they are public or not revealed)."""
    if obs.chips[seat] is None and obs.revealed_chips:
        return obs.revealed_chips[seat]
    return None


def coming_line(deck: Sequence[int]) -> str:
    shown = " ".join(str(card) for card in deck[:SHOWN_NEXT])
    more = len(deck) - SHOWN_NEXT
    if more > 0:
        shown += " " + translate("NoThanksRevealed", "(+{count} more)").format(count=more)
    return translate("NoThanksRevealed", "Coming next: {cards}").format(cards=shown)


def removed_line(removed: Sequence[int]) -> str:
    cards = " ".join(str(card) for card in removed)
    return translate("NoThanksRevealed", "Out of the game: {cards}").format(cards=cards)


class NoThanksRevealed:
    """The host provides _table, _geometry, _panels, _stacks and _show_revealed_card."""

    def _build_revealed_lines(self) -> None:
        self._coming = make_text("", LINE_SIZE, colour=REVEALED)
        self._removed_line = make_text("", LINE_SIZE, colour=REVEALED)
        for item in (self._coming, self._removed_line):
            item.setVisible(False)
            self._table.addItem(item)

    def _revealed_room(self, obs) -> float:
        return LINES_ROOM if obs.revealed_chips else 0.0

    def _seat_chips(self, obs, seat: int) -> int | None:
        """The chips a seat's mat shows: its public count, or the secret one a revealed observation gives."""
        secret = secret_chips(obs, seat)
        return obs.chips[seat] if secret is None else secret

    def _seat_score_text(self, obs, seat: int) -> str:
        """A seat's score line as its mat shows it: made with secret chips, it says so."""
        line = self._score_line(obs.cards[seat], self._seat_chips(obs, seat))
        if secret_chips(obs, seat) is None:
            return line
        return translate("NoThanksRevealed", "{score} (secret chips)").format(score=line)

    def _mark_secret_score(self, obs, seat: int) -> None:
        if secret_chips(obs, seat) is not None:
            self._panels[seat].set_info_lines([self._seat_score_text(obs, seat)])

    def _mark_secret_chips(self, obs, seat: int) -> None:
        secret = secret_chips(obs, seat)
        if secret is not None:
            self._stacks[seat].setToolTip(translate("NoThanksRevealed", "Secret chips: {count}").format(count=secret))

    def _show_revealed_deck(self, obs) -> None:
        """The next card face up on the deck, and the lines of cards to come and out of the game."""
        deck = obs.revealed_deck if obs.revealed_chips else ()
        revealed = bool(obs.revealed_chips)
        centre = self._geometry.centre
        if deck:
            top = deck_pile(obs.deck_size, centre.deck_pos)[-1]
            tooltip = translate("NoThanksRevealed", "The next card turned up: {card}").format(card=deck[0])
            self._show_revealed_card(("deck", "next"), nothanks_face(deck[0]), centre.card_w, top.pos, top.z + 1,
                                     tooltip)
        elif self._table.card(("deck", "next")) is not None:
            self._table.remove_card(("deck", "next"))
        self._coming.setVisible(revealed)
        self._removed_line.setVisible(revealed)
        if not revealed:
            return
        x, width = centre.status.x(), centre.status_width
        coming = coming_line(deck) if deck else translate("NoThanksRevealed", "Coming next: none")
        self._coming.setText(elide(coming, self._coming, width))
        self._removed_line.setText(elide(removed_line(obs.revealed_removed), self._removed_line, width))
        centre_text(self._coming, x, centre.status.y() + 30)
        centre_text(self._removed_line, x, centre.status.y() + 54)
