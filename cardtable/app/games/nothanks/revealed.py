"""What a revealed No Thanks! observation adds to the table (a replay's "everything revealed"): the secret
chip counts written in the revealed colour, the deck's next card face up on the pile (marked), and the
cards still to come and those out of the game in two lines under the status.

Functions of an observation, and the part that draws the revealed deck (`RevealedDeck`); the texts use
the context "NoThanksRevealed" (QCoreApplication.translate).
"""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from cardtable.app.table.style import REVEALED, centre_text, elide, make_text
from .layout import deck_pile, nothanks_face
from .table_texts import score_line

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


def revealed_room(obs) -> float:
    """The room kept under the centre's status for the two lines of a revealed observation."""
    return LINES_ROOM if obs.revealed_chips else 0.0


def seat_chips(obs, seat: int) -> int | None:
    """The chips a seat's mat shows: its public count, or the secret one a revealed observation gives."""
    secret = secret_chips(obs, seat)
    return obs.chips[seat] if secret is None else secret


def seat_score_text(obs, seat: int) -> str:
    """A seat's score line as its mat shows it: made with secret chips, it says so."""
    line = score_line(obs.cards[seat], seat_chips(obs, seat))
    if secret_chips(obs, seat) is None:
        return line
    return translate("NoThanksRevealed", "{score} (secret chips)").format(score=line)


def secret_chips_tooltip(obs, seat: int) -> str:
    """The tooltip of a seat's secret chips shown by a revealed observation ("" when they are not)."""
    secret = secret_chips(obs, seat)
    return "" if secret is None else translate("NoThanksRevealed", "Secret chips: {count}").format(count=secret)


class RevealedDeck:
    """The deck as a revealed observation shows it: the next card face up on the pile (marked), the cards
    to come and those out of the game in two lines under the status. Given the scene and the table's
    `show_revealed_card(card_id, face, width, pos, z, tooltip)`."""

    def __init__(self, scene, show_revealed_card: Callable):
        self._scene = scene
        self._show_revealed_card = show_revealed_card
        self.coming = make_text("", LINE_SIZE, colour=REVEALED)
        self.removed = make_text("", LINE_SIZE, colour=REVEALED)
        for item in (self.coming, self.removed):
            item.setVisible(False)
            scene.addItem(item)

    def show(self, obs, centre) -> None:
        """The next card face up on the deck, and the lines of cards to come and out of the game, in the
        centre's places (layout.Centre)."""
        deck = obs.revealed_deck if obs.revealed_chips else ()
        revealed = bool(obs.revealed_chips)
        if deck:
            top = deck_pile(obs.deck_size, centre.deck_pos)[-1]
            tooltip = translate("NoThanksRevealed", "The next card turned up: {card}").format(card=deck[0])
            self._show_revealed_card(("deck", "next"), nothanks_face(deck[0]), centre.card_w, top.pos, top.z + 1,
                                     tooltip)
        elif self._scene.card(("deck", "next")) is not None:
            self._scene.remove_card(("deck", "next"))
        self.coming.setVisible(revealed)
        self.removed.setVisible(revealed)
        if not revealed:
            return
        x, width = centre.status.x(), centre.status_width
        coming = coming_line(deck) if deck else translate("NoThanksRevealed", "Coming next: none")
        self.coming.setText(elide(coming, self.coming, width))
        self.removed.setText(elide(removed_line(obs.revealed_removed), self.removed, width))
        centre_text(self.coming, x, centre.status.y() + 30)
        centre_text(self.removed, x, centre.status.y() + 54)
