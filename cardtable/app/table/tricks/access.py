"""The accessible entries every trick-taking table has (see the kit's `AccessibleEntry`): the status line,
the round's facts, the viewer's hand (one "card" entry per card, pressed as a click on it), the trick's
cards, the table's buttons, and the table's summary. A game adds what is its own (its mats' piles, its
words for a seat); `table_entries` puts them in reading order (`access.builders.reading_order`).

The words are the game's (`words`, with its translation context): `playable()`, `not_playable(reason)`,
`copy(card, index, count)`, `revealed_hand(name, cards)` and `trick_card(name, card, marker)`. Every name is
spoken without the table's `spoken_symbols`.
"""

from __future__ import annotations

from typing import Callable, Sequence

from ..access import AccessibleEntry
from ..access.builders import hand_card_entry, pill_entries, reading_order, spoken, summary, text_entry


def table_entries(table, seat_entries: Callable, centre_entries: Callable) -> list[AccessibleEntry]:
    """A trick table's entries in reading order: seat_entries(table, obs, seat) for each mat around the
    centre's, centre_entries(table, obs), then the table's buttons (empty before an observation is shown)."""
    obs = table.observation()
    if obs is None or table.seat_count() < obs.players:  # asked before its first full redraw
        return []
    return reading_order(obs, table.overlay(), table.bottom_seat(), lambda seat: seat_entries(table, obs, seat),
                         lambda: centre_entries(table, obs), lambda: button_entries(table), table.spoken_symbols)


def centre_entries(table, obs, facts: Sequence[str]) -> list[AccessibleEntry]:
    """The status line (the table's message, else whose turn it is) and the round's facts, spoken."""
    symbols = table.spoken_symbols
    entries = []
    if table.status_text():
        mover = table.seat_name(obs.to_act) if obs.to_act is not None else ""
        entries.append(text_entry(("status",), table.message() or table.texts.status_line(obs, mover),
                                  table.status_item(), symbols=symbols))
    rect = table.info_rect()
    entries += [text_entry(("fact", index), fact, rect=rect, symbols=symbols) for index, fact in enumerate(facts)]
    return entries


def hand_entries(table, words, card_name: Callable[[int], str], offered_word: str = "") -> list[AccessibleEntry]:
    """The viewer's hand, left to right: focusable cards pressed as a click on them; an offered card says
    whether it may be chosen (offered_word, else "playable") or why not."""
    codes = table.offer.codes()
    cards = table.hand_items()
    held = [card.card_id[1] for card in cards]
    entries = []
    for card in cards:
        code = card.card_id[1]
        if not card.clickable:
            description = ""
        elif code in codes:
            description = offered_word or words.playable()
        else:
            description = words.not_playable(spoken(table.refusal(code), table.spoken_symbols))
        name = card_name(code)
        if held.count(code) > 1:
            name = words.copy(name, held[:cards.index(card)].count(code) + 1, held.count(code))
        entries.append(hand_card_entry(table, card, name, description, card.clickable and code in codes))
    return entries


def revealed_hand_entry(table, words, seat: int, codes: Sequence[int],
                        card_name: Callable[[int], str]) -> AccessibleEntry:
    """Another seat's hand, its cards named, where the observation is a revealed one (a replay's
    "everything revealed")."""
    cards = ", ".join(card_name(code) for code in codes)
    return text_entry(("revealed-hand", seat), words.revealed_hand(table.seat_name(seat), cards),
                      table.seat_panel(seat), symbols=table.spoken_symbols)


def trick_entries(table, words, plays: Sequence[tuple[int, str, str]]) -> list[AccessibleEntry]:
    """The trick's cards in playing order, each (seat, card's name, marker in words)."""
    scene = table.table_scene()
    return [text_entry(("trick", index), words.trick_card(table.seat_name(seat), card, marker),
                       scene.card(("trick", index)), symbols=table.spoken_symbols)
            for index, (seat, card, marker) in enumerate(plays)]


def button_entries(table) -> list[AccessibleEntry]:
    """The table's own buttons that show, pressed as a click on them."""
    return pill_entries(table.pills().buttons, table.pills())


def table_summary(table, where: str | None = None) -> str:
    """Where the game is (by default the table's round line), whose turn it is and what is asked, in one or
    two sentences."""
    obs = table.observation()
    if obs is None:
        return ""
    if where is None:
        where = table.texts.round_line(obs)
    mover = table.seat_name(obs.to_act) if obs.to_act is not None else ""
    return summary(where, table.texts.status_line(obs, mover), table.message(), table.spoken_symbols)
