"""What the No Thanks! table tells assistive technology: its accessible entries and summary.

A mixin of NoThanksTable. Everything named here is what the table shows a sighted player, from the
observation alone: a chip count the variant hides stays "hidden". Its texts are NoThanksAccessTexts's (a QObject,
so that `self.tr` gives them one context, "NoThanksAccessTexts", and their plural forms).
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from cardtable.games.nothanks.rules import PAY, TAKE

from cardtable.app.table.access import BUTTON, TEXT, AccessibleEntry


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


class NoThanksAccessible:
    """The host provides _obs, _panels, _stacks, _deck_slot, _coming, _removed_line, _status, _status_line,
    _seat_name, _seat_chips, _seat_score_text, open_card_item, bottom_seat, _take_enabled, _pay_enabled,
    is_animating and action_requested."""

    def accessible_entries(self) -> list[AccessibleEntry]:
        """The opponents' mats in turn order from the bottom seat, the centre (status, open card, deck, a
        replay's lines), the bottom seat's mat, and the No thanks action on its chip stack."""
        obs = self._obs
        if obs is None or len(self._panels) < obs.players:
            return []
        bottom = self.bottom_seat(obs)
        others = [(bottom + step) % obs.players for step in range(1, obs.players)]
        entries = [self._seat_entry(obs, seat) for seat in others]
        entries += self._centre_entries(obs)
        entries.append(self._seat_entry(obs, bottom))
        if obs.seat is not None and not obs.terminal:
            entries.append(self._no_thanks_entry(obs))
        return entries

    def accessible_summary(self) -> str:
        return TEXTS.summary(self._obs, self._seat_name) if self._obs is not None else ""

    def _seat_entry(self, obs, seat: int) -> AccessibleEntry:
        """The seat's counts, its turn, its cards and its mat's score line."""
        cards = obs.cards[seat]
        parts = [TEXTS.seat(self._seat_name(seat), len(cards), self._seat_chips(obs, seat))]
        if obs.to_act == seat and not obs.terminal:
            parts.append(TEXTS.to_play())
        if cards:
            parts.append(TEXTS.cards(cards))
        parts.append(self._seat_score_text(obs, seat))
        return AccessibleEntry(("seat", seat), "; ".join(parts), item=self._panels[seat], kind=TEXT)

    def _centre_entries(self, obs) -> list[AccessibleEntry]:
        entries = []
        status = self._status_line(obs).replace("▶", "").strip()
        if status:
            entries.append(AccessibleEntry("status", status, item=self._status, kind=TEXT))
        card = self.open_card_item()
        if card is not None:
            take = self._take_enabled and not self.is_animating()
            entries.append(AccessibleEntry("open card", TEXTS.open_card(obs.open_card, obs.pot), item=card,
                                           description=TEXTS.press_to_take() if take else "", kind=BUTTON,
                                           press=lambda: self.action_requested.emit(TAKE), enabled=take))
        entries.append(AccessibleEntry("deck", TEXTS.deck(obs.deck_size), item=self._deck_slot, kind=TEXT))
        for key, line in (("coming", self._coming), ("out of the game", self._removed_line)):
            if line.isVisible() and line.text():
                entries.append(AccessibleEntry(key, line.text(), item=line, kind=TEXT))
        return entries

    def _no_thanks_entry(self, obs) -> AccessibleEntry:
        pay = self._take_enabled and self._pay_enabled and not self.is_animating()
        mine = obs.chips[obs.seat]
        if pay or (obs.to_act == obs.seat and mine == 0):
            hint = TEXTS.chips_left(mine)
        else:
            hint = TEXTS.not_your_turn()
        return AccessibleEntry("no thanks", TEXTS.no_thanks(), item=self._stacks[obs.seat], description=hint,
                               kind=BUTTON, press=lambda: self.action_requested.emit(PAY), enabled=pay)
