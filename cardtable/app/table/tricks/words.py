"""The words every trick-taking table says the same way, in the current language: the table's texts
(`TrickTableTexts`, context "TrickTable") and the accessible names' words (`TrickAccessWords`, context
"TrickAccess"). A game's texts object subclasses them and adds what is its own; its card and colour labels
(`card_label`, `colour_label`, with their colour's symbol) are given as class attributes.

The strings go through `QCoreApplication.translate` with a fixed context, so that pyside6-lupdate collects
them once here whatever game's subclass says them; a string with plural forms is a `self.tr` of a QObject of
the kit's own (`TrickTableCounts`), the only form in which pyside6-lupdate reads plural forms.

A game's own words are the methods of one such QObject, the form in which pyside6-lupdate collects a string
of the game's context with its plural forms (`self.tr("… %n …", None, n)`); its texts module hands them out
as the module's functions (`module_functions`). A trick's card is marked ("led", "trump" and a game's own
marks, `mark_words`) alike on the felt and in the spoken names, in the words of each.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable

from PySide6.QtCore import QCoreApplication, QObject

translate = QCoreApplication.translate  # pyside6-lupdate reads translate("Context", "text")


class TrickTableCounts(QObject):
    """The table's words that count, in context "TrickTableCounts" with their plural forms."""

    def in_hand(self, count: int) -> str:
        return self.tr("%n card(s) in hand", None, count)


COUNTS = TrickTableCounts()


def module_functions(texts: QObject) -> Callable[[str], Any]:
    """A texts module's `__getattr__`: the module's functions are the texts object's methods
    (texts.status_line(...) and the like)."""
    return lambda name: getattr(texts, name)


class TrickTableTexts(QObject):
    """The table's texts every trick game shares; `card_label(code)` names a card and `colour_label(index)` a
    colour with its symbol, `moment_kinds` are the rules' refusals that say "not now" (the core's
    MOMENT_KINDS)."""

    card_label: Callable[[int], str]
    colour_label: Callable[[int], str]
    moment_kinds: frozenset[str]

    def default_name(self, seat: int) -> str:
        return translate("TrickTable", "Player {number}").format(number=seat + 1)

    def dealer_label(self) -> str:
        return translate("TrickTable", "Dealer")

    def round_line(self, obs) -> str:
        return translate("TrickTable", "Round {round} of {rounds}").format(round=obs.round, rounds=obs.rounds)

    def status_line(self, obs, name: str) -> str:
        """Whose turn it is and what to do (name is the seat to act's); `phase_status` says a game's own
        phases, the play is the same in every game."""
        if obs.terminal:
            return translate("TrickTable", "Game over")
        if obs.to_act is None:
            return ""
        mine = obs.to_act == obs.seat
        phase = self.phase_status(obs, mine, name)
        if phase is not None:
            return phase
        if not mine:
            return translate("TrickTable", "▶ {name} to play").format(name=name)
        if not obs.trick:
            return translate("TrickTable", "▶ Your turn: lead a card")
        return translate("TrickTable", "▶ Your turn: play a card")

    def phase_status(self, obs, mine: bool, name: str) -> str | None:
        """The status line of a phase that is not the play (None in the play)."""
        return None

    def waiting_refusal(self) -> str:
        """Why no card can be chosen while another seat (or the table's animation) is to act."""
        return translate("TrickTable", "Not now: wait for your turn.")

    def refusal(self, obs, code: int) -> str:
        """Why a card of the viewer's hand cannot be chosen now: the rules' refusal, in the table's words."""
        why = obs.why_not(self.refused_action(obs, code))
        kind = why.kind if why is not None else ""
        if kind in self.moment_kinds:
            return self.waiting_refusal()
        return self.rule_refusal(kind, why) or translate("TrickTable", "{card} cannot be played now.").format(
            card=self.card_label(code))

    def refused_action(self, obs, code: int) -> tuple:
        """Each game: the action a click on a card of the hand would be now (asked of the rules' `why_not`)."""
        raise TypeError(f"{type(self).__name__} must implement refused_action")

    def rule_refusal(self, kind: str, why) -> str:
        """A game's own refusal in words ("" when it has none for that kind): its `refusal_words`, a {colour}
        in them being the refusal's colour (its `index`)."""
        text = self.refusal_words().get(kind, "")
        index = why.data.get("index") if why is not None else None
        return text.format(colour=self.colour_label(index)) if isinstance(index, int) else text

    def refusal_words(self) -> dict[str, str]:
        """A game's own refusals of a hand card in words, by the rules' kind of refusal."""
        return {}

    def fan_tooltip(self, count: int) -> str:
        """Over a hand's cards, or their backs."""
        return COUNTS.in_hand(count)

    def card_tooltip(self, code: int, legal: bool, reason: str) -> str:
        return self.card_label(code) if legal else f"{self.card_label(code)} — {reason}"

    def shortcut(self, kind: str) -> str:
        """The key of a table button: the last trick's, else a game's own (`shortcuts`)."""
        return self.last_shortcut() if kind == "last" else self.shortcuts()[kind]

    def shortcuts(self) -> dict[str, str]:
        """The keys of a game's own table buttons, by the button's kind."""
        return {}

    def last_shortcut(self) -> str:
        return translate("TrickTable", "L", "shortcut: show the last trick")

    def last_label(self) -> str:
        return translate("TrickTable", "Last trick")

    def play_label(self, code: int) -> str:
        """A legal play in a few words, for the coach."""
        return translate("TrickTable", "Play {card}").format(card=self.card_label(code))

    def last_trick_title(self, name: str | None) -> str:
        return translate("TrickTable", "Last trick: won by {name}").format(name=name)

    def winner_marker(self) -> str:
        return translate("TrickTable", "wins")

    def close_hint(self) -> str:
        return translate("TrickTable", "Click or press Esc to close")

    def led_marker(self) -> str:
        """Under the card that led a trick."""
        return translate("TrickTable", "led")

    def trump_marker(self) -> str:
        """Under a trump card of a trick."""
        return translate("TrickTable", "TRUMP")

    def marker(self, marks: Iterable[str]) -> str:
        """The line under a trick's card: its marks in words, a game's own ones its `mark_words`."""
        words = {"led": self.led_marker(), "trump": self.trump_marker(), **self.mark_words()}
        return " · ".join(words[mark] for mark in marks)

    def mark_words(self) -> dict[str, str]:
        """A game's own marks of a trick's card, as the felt writes them."""
        return {}

    def trick_captions(self, name: str, marks: Iterable[str], wins: bool) -> list[str]:
        """The lines under a card of the last trick: its player, its marks, whether it won (on a line of its
        own: joined to another mark it did not fit under a card)."""
        return [name, self.marker(marks), self.winner_marker() if wins else ""]

    def log_card(self, event, values: dict) -> dict:
        """The log's {card}: the event's card named in the current language with its colour's symbol."""
        if isinstance(event.data.get("code"), int):
            values["card"] = self.card_label(event.data["code"])
        return values


class TrickAccessWords(QObject):
    """The accessible names' words every trick table says: a seat's roles, a hand's and a trick's cards."""

    def roles(self, dealer: bool, acting: bool) -> str:
        """After a seat's summary: whether it deals and whether it is to act."""
        text = ", " + translate("TrickAccess", "dealer") if dealer else ""
        return text + (", " + translate("TrickAccess", "to act") if acting else "")

    def revealed_hand(self, name: str, cards: str) -> str:
        return translate("TrickAccess", "Hand of {name}, revealed: {cards}").format(name=name, cards=cards)

    def trick_card(self, name: str, card: str, marker: str) -> str:
        text = translate("TrickAccess", "{name} played {card}").format(name=name, card=card)
        return f"{text}, {marker}" if marker else text

    def playable(self) -> str:
        return translate("TrickAccess", "playable")

    def not_playable(self, reason: str) -> str:
        return translate("TrickAccess", "not playable now: {reason}").format(reason=reason)

    def copy(self, card: str, index: int, count: int) -> str:
        """One of several identical cards of a hand, told apart by its place among them."""
        return translate("TrickAccess", "{card}, copy {index} of {count}").format(card=card, index=index, count=count)

    def led_word(self) -> str:
        """In a trick card's marker: it led the trick."""
        return translate("TrickAccess", "led")

    def trump(self, colour: str) -> str:
        return translate("TrickAccess", "Trump: {colour}").format(colour=colour)

    def marker(self, marks: Iterable[str]) -> str:
        """A trick card's marks in words, a game's own ones its `mark_words`; a mark with no spoken word
        (one the card's name already says) is left out."""
        words = {"led": self.led_word(), "trump": translate("TrickAccess", "trump"), **self.mark_words()}
        return ", ".join(words[mark] for mark in marks if mark in words)

    def mark_words(self) -> dict[str, str]:
        """A game's own marks of a trick's card, spoken."""
        return {}
