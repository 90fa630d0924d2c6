"""What the game page needs to know about No Thanks!: its table, buttons, scoreboard and results."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..games.nothanks.rules import PAY, TAKE, card_points, runs, score


SCOREBOARD_HEADERS = (QT_TRANSLATE_NOOP("NoThanksUI", "Player"), QT_TRANSLATE_NOOP("NoThanksUI", "Cards"),
                      QT_TRANSLATE_NOOP("NoThanksUI", "Chips"), QT_TRANSLATE_NOOP("NoThanksUI", "Score"))
RESULTS_HEADERS = (QT_TRANSLATE_NOOP("NoThanksUI", "Place"), QT_TRANSLATE_NOOP("NoThanksUI", "Player"),
                   QT_TRANSLATE_NOOP("NoThanksUI", "Runs"), QT_TRANSLATE_NOOP("NoThanksUI", "Card points"),
                   QT_TRANSLATE_NOOP("NoThanksUI", "Chips"), QT_TRANSLATE_NOOP("NoThanksUI", "Score"))


@dataclass(frozen=True)
class ActionButton:
    action: str
    label: str
    shortcut: str


def action_buttons() -> list[ActionButton]:
    # The shortcut is the first letter of the translated label.
    take = QCoreApplication.translate("NoThanksUI", "Take")
    take_key = QCoreApplication.translate("NoThanksUI", "T")
    refuse = QCoreApplication.translate("NoThanksUI", "No thanks")
    refuse_key = QCoreApplication.translate("NoThanksUI", "N")
    return [ActionButton(TAKE, take, take_key), ActionButton(PAY, refuse, refuse_key)]


def action_tooltip(action: str, obs) -> str:
    if action == TAKE and obs.pot == 0:
        text = QCoreApplication.translate("NoThanksUI", "Take {card}; then you turn up the next card.")
    elif action == TAKE:
        text = QCoreApplication.translate(
            "NoThanksUI", "Take {card} and the {chips} chips on it; then you turn up the next card.")
    elif obs.my_chips == 0:
        text = QCoreApplication.translate("NoThanksUI", "You have no chips left: you must take the card.")
    else:
        text = QCoreApplication.translate("NoThanksUI", "Put one of your chips on {card} and pass it on.")
    return text.format(card=obs.open_card, chips=obs.pot)


def prompt(obs, names) -> str:
    if obs.terminal:
        return QCoreApplication.translate("NoThanksUI", "The game is over.")
    if obs.seat != obs.to_act:
        text = QCoreApplication.translate("NoThanksUI", "{name} is deciding on {card} ({chips} chips on it).")
    elif obs.my_chips == 0:
        text = QCoreApplication.translate("NoThanksUI", "{name}, you have no chips left: you must take {card}.")
    elif obs.pot == 0:
        text = QCoreApplication.translate("NoThanksUI", "{name}, take {card} (no chips on it yet), or say no thanks?")
    else:
        text = QCoreApplication.translate("NoThanksUI", "{name}, take {card} with its {chips} chips, or say no thanks?")
    return text.format(name=names[obs.to_act], card=obs.open_card, chips=obs.pot)


def scoreboard_headers() -> list[str]:
    return [QCoreApplication.translate("NoThanksUI", text) for text in SCOREBOARD_HEADERS]


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
    return [QCoreApplication.translate("NoThanksUI", text) for text in RESULTS_HEADERS]


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
