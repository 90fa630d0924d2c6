"""What the game page needs to know about Schnäppchen Jagd: its table, prompts, scoreboard and results.

A QObject so that its texts use `self.tr`, the form in which pyside6-lupdate recognises plurals (%n).
Every action is taken on the table itself (cards, declaration dialogs, the sorting dialog), so there
are no action buttons.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from ..games.schnaeppchen import tricks
from ..games.schnaeppchen.cards import SUPER
from . import texts
from .nothanks_ui import ActionButton
from .table.schnaeppchen_faces import colour_label
from .table.style import with_sign


class SchnaeppchenUI(QObject):
    """The game page's adapter for Schnäppchen Jagd (see NoThanksUI for the shape every adapter has)."""

    game_id = "schnaeppchen"

    def action_buttons(self) -> list[ActionButton]:
        return []

    def action_tooltip(self, action, obs) -> str:
        return ""

    def prompt(self, obs, names) -> str:
        if obs.terminal:
            return self.tr("The game is over.")
        name = names[obs.to_act]
        mine = obs.seat == obs.to_act
        if obs.phase == "bargain":
            text = (self.tr("{name}, lay a card to start your bargain pile: its value is what you will collect.")
                    if mine else self.tr("{name} is choosing a bargain card."))
        elif obs.phase == "sort":
            text = self._sort_prompt(obs, mine)
        elif not mine:
            text = self.tr("{name} is playing.")
        else:
            text = self._play_prompt(obs)
        view = tricks.read(obs.trick)
        return text.format(name=name, colour=colour_label(view.led) if view.led is not None else "",
                           trump=colour_label(view.trump) if view.trump is not None else "",
                           value=obs.collecting(obs.to_act))

    def _play_prompt(self, obs) -> str:
        view = tricks.read(obs.trick)
        if not obs.trick:
            text = self.tr("{name}, lead a card. You collect {value}s.")
        elif view.led is None:
            text = self.tr("{name}, play a card: the first coloured card sets the colour to follow. "
                           "You collect {value}s.")
        elif any(code // 10 == view.led for code in obs.hand if code != SUPER):
            text = self.tr("{name}, follow {colour} (or play a super offer). You collect {value}s.")
        elif view.trump is not None:
            text = self.tr("{name}, you cannot follow {colour}: play any card ({trump} is trump in this trick). "
                           "You collect {value}s.")
        else:
            text = self.tr("{name}, you cannot follow {colour}: play any card and say whether its colour is "
                           "trump. You collect {value}s.")
        return text

    def _sort_prompt(self, obs, mine: bool) -> str:
        if not mine:
            return self.tr("{name} is sorting the junk pile.")
        if obs.round == obs.rounds and list(obs.sort_queue).count(obs.seat) == 2:
            return self.tr("{name}, sort your junk pile (the first of your two sortings): take out one value, "
                           "or keep it as it is.")
        return self.tr("{name}, sort your junk pile: take out one value, or keep it as it is.")

    def scoreboard_headers(self) -> list[str]:
        # What each seat collects is shown large on its mat; the narrow side panel keeps to the numbers.
        return [self.tr("Player"), self.tr("Bargain"), self.tr("Junk"), self.tr("Score")]

    def scoreboard_rows(self, obs, names) -> list[list[str]]:
        rows = []
        scores = obs.scores()
        for seat, name in enumerate(names):
            marker = "▶ " if seat == obs.to_act else ""
            rows.append([marker + name, str(len(obs.bargain[seat])), str(obs.junk_sizes[seat]),
                         with_sign(scores[seat])])
        return rows

    def results_headers(self) -> list[str]:
        return [self.tr("Place"), self.tr("Player"), self.tr("Bargain pile"), self.tr("Junk pile"), self.tr("Score")]

    def results_rows(self, state, names) -> list[list[str]]:
        """Every seat, best first (ties share a place), with its score broken down."""
        places = state.ranking().places
        scores = state.scores()
        order = sorted(range(len(names)), key=lambda seat: (places[seat], seat))
        rows = []
        for seat in order:
            bargain, junk = state.bargain[seat], state.junk[seat]
            pile = self.tr("+%n card(s)", None, len(bargain))
            if bargain:
                pile += " " + self.tr("(collecting {value}s)").format(value=bargain[-1] % 10)
            junk_text = self.tr("−%n card(s)", None, len(junk))
            supers = junk.count(SUPER)
            if supers:
                junk_text += " " + self.tr("(%n super offer(s))", None, supers)
            rows.append([str(places[seat]), names[seat], pile, junk_text, with_sign(scores[seat])])
        return rows

    @staticmethod
    def describe_event(event, names) -> str:
        """An engine event in the current language, with its card's name translated too."""
        return texts.describe_schnaeppchen_event(event, names)

    @staticmethod
    def offer_on_table(table, legal) -> None:
        """Let the person act on the table: the cards the actions play, the declarations, the sorting."""
        table.set_legal_actions(legal)

    @staticmethod
    def create_table(parent=None):
        from .table.schnaeppchen_table import SchnaeppchenTable

        return SchnaeppchenTable(parent)
