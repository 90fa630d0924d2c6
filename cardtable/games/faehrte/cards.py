"""Auf falscher Fährte cards: 4 colours × values 0–12 (0–9 with three players), and jokers in the variant.

A coloured card is a small int: colour × 13 + value (colour 0–3, value 0–12), so 0..51; a joker is JOKER.
Jokers are identical and share their code, so a hand is a multiset of codes.
"""

from __future__ import annotations

COLOURS = ("red", "blue", "yellow", "green")
RED = 0
JOKER = 52
VALUES_PER_COLOUR = 13


def card(colour: str, value: int) -> int:
    return COLOURS.index(colour) * VALUES_PER_COLOUR + value


def colour_of(code: int) -> int | None:
    """The colour index, or None for a joker."""
    return None if code == JOKER else code // VALUES_PER_COLOUR


def value_of(code: int) -> int | None:
    return None if code == JOKER else code % VALUES_PER_COLOUR


def is_joker(code: int) -> bool:
    return code == JOKER


def name(code: int) -> str:
    """English name, e.g. 'red 7' or 'joker'."""
    return "joker" if code == JOKER else f"{COLOURS[code // VALUES_PER_COLOUR]} {code % VALUES_PER_COLOUR}"


def from_name(text: str) -> int:
    """The card `name` writes as `text` ('red 7', 'joker'); ValueError for any other text."""
    words = text.strip().lower().split() if isinstance(text, str) else []
    if words == ["joker"]:
        return JOKER
    if (len(words) == 2 and words[0] in COLOURS and words[1].isdigit() and len(words[1]) <= 2
            and int(words[1]) < VALUES_PER_COLOUR):
        return card(words[0], int(words[1]))
    raise ValueError(f"No card is named {text!r}.")


def top_value(players: int) -> int:
    """The highest value in play: 9 with three players (values 0–9 only), 12 with four."""
    return 9 if players == 3 else 12


def coloured_deck(players: int) -> tuple[int, ...]:
    return tuple(colour * VALUES_PER_COLOUR + value for colour in range(len(COLOURS))
                 for value in range(top_value(players) + 1))


def joker_count(players: int, jokers: bool) -> int:
    return players if jokers else 0  # 3 jokers with three players, 4 with four


def deck(players: int, jokers: bool) -> tuple[int, ...]:
    return coloured_deck(players) + (JOKER,) * joker_count(players, jokers)


def threshold(players: int) -> int:
    """The hidden cards' total from which a round is a Plus round."""
    return 14 if players == 3 else 24


def hand_size(jokers: bool) -> int:
    return 14 if jokers else 13


def tricks_per_round(jokers: bool) -> int:
    """One card of each hand is hidden; the rest are played, one trick each."""
    return hand_size(jokers) - 1


def reveal_after(players: int) -> tuple[int, ...]:
    """After these trick numbers the top hidden card is turned up."""
    return (3, 4, 5) if players == 3 else (2, 3, 4, 5)


def rounds_for(players: int) -> int:
    return 2 * players
