"""What the No Thanks! table tells assistive technology: its accessible entries and summary.

`table_entries` and `table_summary` are given what they read: the context drawn (TableContext), the
felt's items and the controls' offer. Everything named here is what the table shows a sighted player, from the
observation alone: a chip count the variant hides stays "hidden". Its texts are NoThanksAccessTexts's (a QObject,
so that `self.tr` gives them one context, "NoThanksAccessTexts", and their plural forms).
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject

from cardtable.games.nothanks.rules import PAY, TAKE

from cardtable.app.table.access import BUTTON, TEXT, AccessibleEntry
from cardtable.app.table.context import TableContext

from .drawing import NoThanksFelt
from .interaction import NoThanksControls
from .revealed import seat_chips, seat_score_text
from .table_texts import status_line


class NoThanksAccessTexts(QObject):
    """The words a screen reader speaks for the No Thanks! table."""

    def cards(self, cards) -> str:
        """A seat's cards as a player reads them out: "cards 7, 8, 9, 22, 35"."""
        return self.tr("cards {cards}").format(cards=", ".join(str(card) for card in cards))

    def chips_on_card(self, pot: int) -> str:
        if pot == 0:
            return self.tr("no chips on it")
        return self.tr("%n chip(s) on it", None, pot)

    def seat(self, name: str, cards: int, chips: int | None) -> str:
        """"Bruno: 5 cards, 11 chips", or "Bruno: 5 cards, chips hidden"."""
        counted = self.tr("%n card(s)", None, cards)
        if chips is None:
            return self.tr("{name}: {cards}, chips hidden").format(name=name, cards=counted)
        return self.tr("{name}: {cards}, %n chip(s)", None, chips).format(name=name, cards=counted)

    def to_play(self) -> str:
        return self.tr("to play")

    def open_card(self, card: int, pot: int) -> str:
        return self.tr("open card {card}, {chips}").format(card=card, chips=self.chips_on_card(pot))

    def press_to_take(self) -> str:
        return self.tr("press to take it")

    def deck(self, size: int) -> str:
        return self.tr("deck: %n card(s) left", None, size)

    def no_thanks(self) -> str:
        return self.tr("No thanks: pay a chip")

    def chips_left(self, chips: int) -> str:
        if chips == 0:
            return self.tr("you have no chips left")
        return self.tr("you have %n chip(s)", None, chips)

    def not_your_turn(self) -> str:
        return self.tr("not your turn")

    def summary(self, obs, name_of) -> str:
        """Whose turn it is and what is asked, in a sentence."""
        if obs.terminal:
            return self.tr("The game is over.")
        if obs.to_act is None or obs.open_card is None:
            return ""
        chips = self.chips_on_card(obs.pot)
        if obs.to_act != obs.seat:
            return self.tr("{name} is deciding on {card}, {chips}.").format(
                name=name_of(obs.to_act), card=obs.open_card, chips=chips)
        if obs.chips[obs.seat] == 0:
            return self.tr("Your turn: you have no chips left, you must take {card}.").format(card=obs.open_card)
        return self.tr("Your turn: take {card}, {chips}, or say no thanks.").format(card=obs.open_card, chips=chips)


TEXTS = NoThanksAccessTexts()


def table_entries(context: TableContext, felt: NoThanksFelt, controls: NoThanksControls,
                  request: Callable[[str], None]) -> list[AccessibleEntry]:
    """The opponents' mats in turn order from the bottom seat, the centre (status, open card, deck, a
    replay's lines), the bottom seat's mat, and the No thanks action on its chip stack; request(action)
    is what pressing the open card or the stack does."""
    obs = context.obs
    if felt.seats_drawn() < obs.players:
        return []
    bottom = context.bottom
    others = [(bottom + step) % obs.players for step in range(1, obs.players)]
    entries = [seat_entry(context, felt, seat) for seat in others]
    entries += centre_entries(context, felt, controls, request)
    entries.append(seat_entry(context, felt, bottom))
    if obs.seat is not None and not obs.terminal:
        entries.append(no_thanks_entry(obs, felt, controls, request))
    return entries


def table_summary(context: TableContext) -> str:
    return TEXTS.summary(context.obs, context.name)


def seat_entry(context: TableContext, felt: NoThanksFelt, seat: int) -> AccessibleEntry:
    """The seat's counts, its turn, its cards and its mat's score line."""
    obs = context.obs
    cards = obs.cards[seat]
    parts = [TEXTS.seat(context.name(seat), len(cards), seat_chips(obs, seat))]
    if obs.to_act == seat and not obs.terminal:
        parts.append(TEXTS.to_play())
    if cards:
        parts.append(TEXTS.cards(cards))
    parts.append(seat_score_text(obs, seat))
    return AccessibleEntry(("seat", seat), "; ".join(parts), item=felt.panel(seat), kind=TEXT)


def centre_entries(context: TableContext, felt: NoThanksFelt, controls: NoThanksControls,
                   request: Callable[[str], None]) -> list[AccessibleEntry]:
    obs = context.obs
    entries = []
    status = status_line(obs, context.name).replace("▶", "").strip()
    if status:
        entries.append(AccessibleEntry("status", status, item=felt.status, kind=TEXT))
    card = felt.open_card_item(obs)
    if card is not None:
        take = controls.can_take()
        entries.append(AccessibleEntry("open card", TEXTS.open_card(obs.open_card, obs.pot), item=card,
                                       description=TEXTS.press_to_take() if take else "", kind=BUTTON,
                                       press=lambda: request(TAKE), enabled=take))
    entries.append(AccessibleEntry("deck", TEXTS.deck(obs.deck_size), item=felt.deck_slot, kind=TEXT))
    for key, line in (("coming", felt.revealed.coming), ("out of the game", felt.revealed.removed)):
        if line.isVisible() and line.text():
            entries.append(AccessibleEntry(key, line.text(), item=line, kind=TEXT))
    return entries


def no_thanks_entry(obs, felt: NoThanksFelt, controls: NoThanksControls,
                    request: Callable[[str], None]) -> AccessibleEntry:
    pay = controls.can_pay()
    mine = obs.chips[obs.seat]
    if pay or (obs.to_act == obs.seat and mine == 0):
        hint = TEXTS.chips_left(mine)
    else:
        hint = TEXTS.not_your_turn()
    return AccessibleEntry("no thanks", TEXTS.no_thanks(), item=felt.stack(obs.seat), description=hint,
                           kind=BUTTON, press=lambda: request(PAY), enabled=pay)
