"""What a person is offered on a trick-taking table: the legal actions the game page passes, and which of
them a card of the hand takes (an action whose kind is one of `card_kinds`, the card's code second)."""

from __future__ import annotations

from typing import Sequence


class CardOffer:
    """The legal actions offered now, read as the hand's cards and the other choices they hold."""

    def __init__(self, card_kinds: Sequence[str]):
        self._kinds = tuple(card_kinds)
        self._legal: list = []

    def set(self, legal) -> bool:
        """Offer these actions; returns whether they differ from those offered before."""
        changed = list(legal) != self._legal
        self._legal = list(legal)
        return changed

    def clear(self) -> None:
        self._legal = []

    def actions(self) -> tuple:
        return tuple(self._legal)

    def codes(self) -> set:
        """The codes of the hand's cards some action takes."""
        return {action[1] for action in self._legal if action[0] in self._kinds}

    def options(self, code) -> list:
        """The actions that take this card (several when they differ on what the play declares)."""
        return [action for action in self._legal if action[0] in self._kinds and action[1] == code]

    def choices(self, kind: str) -> list:
        """The values of the actions of another kind (a trump colour, a sorting...)."""
        return [action[1] for action in self._legal if action[0] == kind]
