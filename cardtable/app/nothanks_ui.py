"""What the game page needs to know about No Thanks!: its table, buttons, scoreboard and results."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ..games.nothanks.rules import PAY, TAKE, card_points, runs, score


def _tr(text: str) -> str:
    return QCoreApplication.translate("NoThanksUI", text)


@dataclass(frozen=True)
class ActionButton:
    action: str
    label: str
    shortcut: str


def action_buttons() -> list[ActionButton]:
    return [
        # The shortcut is the first letter of the translated label.
        ActionButton(TAKE, _tr("Take"), _tr("T")),
        ActionButton(PAY, _tr("No thanks"), _tr("N")),
    ]


def action_tooltip(action: str, obs) -> str:
    if action == TAKE:
        return _tr("Take {card} and the {chips} chips on it; then you turn up the next card.").format(
            card=obs.open_card, chips=obs.pot)
    if obs.my_chips == 0:
        return _tr("You have no chips left: you must take the card.")
    return _tr("Put one of your chips on {card} and pass it on.").format(card=obs.open_card)


def prompt(obs, names) -> str:
    if obs.terminal:
        return _tr("The game is over.")
    name = names[obs.to_act]
    if obs.seat == obs.to_act:
        if obs.my_chips == 0:
            return _tr("{name}, you have no chips left: you must take {card}.").format(name=name,
                                                                                     card=obs.open_card)
        return _tr("{name}, take {card} with its {chips} chips, or say no thanks?").format(
            name=name, card=obs.open_card, chips=obs.pot)
    return _tr("{name} is deciding on {card} ({chips} chips on it).").format(
        name=name, card=obs.open_card, chips=obs.pot)


def scoreboard_headers() -> list[str]:
    return [_tr("Player"), _tr("Cards"), _tr("Chips"), _tr("Score")]


def scoreboard_rows(obs, names) -> list[list[str]]:
    """One row per seat; a hidden chip count (and so the score) shows as '?'."""
    rows = []
    for seat, name in enumerate(names):
        cards, chips = obs.cards[seat], obs.chips[seat]
        marker = "▶ " if seat == obs.to_act else ""
        rows.append([marker + name, str(card_points(cards)), "?" if chips is None else str(chips),
                     "?" if chips is None else str(score(cards, chips))])
    return rows


def runs_text(cards) -> str:
    parts = [str(run[0]) if len(run) == 1 else f"{run[0]}–{run[-1]}" for run in runs(cards)]
    return ", ".join(parts) if parts else "—"


def results_headers() -> list[str]:
    return [_tr("Place"), _tr("Player"), _tr("Runs"), _tr("Card points"), _tr("Chips"), _tr("Score")]


def results_rows(state, names) -> list[list[str]]:
    """Every seat, best first, with the breakdown of its score."""
    places = state.ranking().places
    order = sorted(range(len(names)), key=lambda seat: (places[seat], seat))
    rows = []
    for seat in order:
        cards, chips = state.cards[seat], state.chips[seat]
        rows.append([str(places[seat]), names[seat], runs_text(cards), str(card_points(cards)),
                     f"−{chips}", str(score(cards, chips))])
    return rows


def create_table(parent=None):
    from .table.nothanks_table import NoThanksTable

    return NoThanksTable(parent)
