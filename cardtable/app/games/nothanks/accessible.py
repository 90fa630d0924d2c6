"""What the No Thanks! table tells assistive technology: its accessible entries and summary.

A mixin of NoThanksTable. Everything named here is what the table shows a sighted player, from the
observation alone: a chip count the variant hides stays "hidden". Its texts use the context
"NoThanksAccess" (QCoreApplication.translate), as a mixin's `self.tr` would take the table's class name.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cardtable.games.nothanks.rules import PAY, TAKE

from cardtable.app.table.access import BUTTON, TEXT, AccessibleEntry

translate = QCoreApplication.translate  # pyside6-lupdate reads translate("Context", "text", None, n)


def cards_spoken(cards) -> str:
    """A seat's cards as a player reads them out: "cards 7, 8, 9, 22, 35"."""
    return translate("NoThanksAccess", "cards {cards}").format(cards=", ".join(str(card) for card in cards))


def chips_on_card(pot: int) -> str:
    if pot == 0:
        return translate("NoThanksAccess", "no chips on it")
    return translate("NoThanksAccess", "%n chip(s) on it", None, pot)


class NoThanksAccessible:
    """The host provides _obs, _panels, _stacks, _deck_slot, _status, _coming, _removed_line, _seat_name,
    _seat_chips, _seat_score_text, open_card_item, bottom_seat, _take_enabled, _pay_enabled,
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
        obs = self._obs
        if obs is None:
            return ""
        if obs.terminal:
            return translate("NoThanksAccess", "The game is over.")
        if obs.to_act is None or obs.open_card is None:
            return ""
        if obs.to_act != obs.seat:
            return translate("NoThanksAccess", "{name} is deciding on {card}, {chips}.").format(
                name=self._seat_name(obs.to_act), card=obs.open_card, chips=chips_on_card(obs.pot))
        if obs.chips[obs.seat] == 0:
            return translate("NoThanksAccess", "Your turn: you have no chips left, you must take {card}.").format(
                card=obs.open_card)
        return translate("NoThanksAccess", "Your turn: take {card}, {chips}, or say no thanks.").format(
            card=obs.open_card, chips=chips_on_card(obs.pot))

    # --- the entries --------------------------------------------------------------------------------------
    def _seat_entry(self, obs, seat: int) -> AccessibleEntry:
        """"Bruno: 5 cards, 11 chips" (or chips hidden), then the cards and the score line of the mat."""
        cards, chips = obs.cards[seat], self._seat_chips(obs, seat)
        counted = translate("NoThanksAccess", "%n card(s)", None, len(cards))
        if chips is None:
            head = translate("NoThanksAccess", "{name}: {cards}, chips hidden")
        else:
            head = translate("NoThanksAccess", "{name}: {cards}, %n chip(s)", None, chips)
        parts = [head.format(name=self._seat_name(seat), cards=counted)]
        if obs.to_act == seat and not obs.terminal:
            parts.append(translate("NoThanksAccess", "to play"))
        if cards:
            parts.append(cards_spoken(cards))
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
            name = translate("NoThanksAccess", "open card {card}, {chips}").format(
                card=obs.open_card, chips=chips_on_card(obs.pot))
            hint = translate("NoThanksAccess", "press to take it") if take else ""
            entries.append(AccessibleEntry("open card", name, item=card, description=hint, kind=BUTTON,
                                           press=lambda: self.action_requested.emit(TAKE), enabled=take))
        deck = translate("NoThanksAccess", "deck: %n card(s) left", None, obs.deck_size)
        entries.append(AccessibleEntry("deck", deck, item=self._deck_slot, kind=TEXT))
        for key, line in (("coming", self._coming), ("out of the game", self._removed_line)):
            if line.isVisible() and line.text():
                entries.append(AccessibleEntry(key, line.text(), item=line, kind=TEXT))
        return entries

    def _no_thanks_entry(self, obs) -> AccessibleEntry:
        pay = self._take_enabled and self._pay_enabled and not self.is_animating()
        name = translate("NoThanksAccess", "No thanks: pay a chip")
        if pay:
            hint = translate("NoThanksAccess", "you have %n chip(s)", None, obs.chips[obs.seat])
        elif obs.to_act == obs.seat and obs.chips[obs.seat] == 0:
            hint = translate("NoThanksAccess", "you have no chips left")
        else:
            hint = translate("NoThanksAccess", "not your turn")
        return AccessibleEntry("no thanks", name, item=self._stacks[obs.seat], description=hint, kind=BUTTON,
                               press=lambda: self.action_requested.emit(PAY), enabled=pay)
