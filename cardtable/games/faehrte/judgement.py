"""Auf falscher Fährte: the judgement shared by the normal level and the search's playouts.

A seat either plays to win tricks (a Plus round, or a hedge while behind), or to lose them (a Minus round,
or a hedge while ahead). Which it does follows from its belief that the round is Plus: certain once the
reveals tell, else estimated from the revealed cards, its own hidden card and the mean of the cards it has
not seen. The card it plays then follows from what each legal card would do to the trick as it stands: a
card that does not win it now never will (later cards only raise the bar).

Cards are the rules' codes: colour × 13 + value, 52 a joker.
"""

from __future__ import annotations

import functools
import math
from typing import Sequence

from . import tricks
from .cards import JOKER, top_value

WIN, LOSE = 1, -1
# The belief in a Plus round beyond which a seat plays for it (or, below 1 - this, for Minus); between, it
# hedges, winning while it holds fewer tricks than the mean and losing once it holds more.
SURE_ENOUGH = 0.6


@functools.lru_cache(maxsize=None)  # a few hundred cards × trumps; the playouts ask thousands of times a second
def card_power(code: int, trump: int, top: int) -> float:
    """How likely a card is to take a trick, crudely: every trump some, the high cards of a colour most."""
    if code == JOKER:
        return 0.0
    gap = top - code % 13
    if code // 13 == trump:
        return max(0.25, 1.0 - 0.09 * gap)
    return max(0.0, 1.0 - 0.25 * gap)


def hand_strength(hand: Sequence[int], trump: int, players: int) -> float:
    """The hand's expected tricks relative to an average hand of as many coloured cards (1.0 is average)."""
    top = top_value(players)
    coloured = [code for code in hand if code != JOKER]
    if not coloured:
        return 0.0
    return sum(card_power(code, trump, top) for code in coloured) / (len(coloured) * _mean_power(trump, top))


@functools.lru_cache(maxsize=16)
def _mean_power(trump: int, top: int) -> float:
    return sum(card_power(colour * 13 + value, trump, top) for colour in range(4)
               for value in range(top + 1)) / (4 * (top + 1))


# --- the round type ------------------------------------------------------------------------------------
@functools.lru_cache(maxsize=1024)  # the playouts ask the same few thousands of times a second
def plus_chance(known: int, unknown: int, mean: float, spread: float, threshold: int) -> float:
    """The chance the hidden cards reach `threshold`: `known` their total so far, `unknown` how many are still
    unknown, each of them drawn with `mean` and standard deviation `spread` (a normal approximation)."""
    if unknown <= 0:
        return 1.0 if known >= threshold else 0.0
    deviation = max(spread, 0.5) * math.sqrt(unknown)
    z = (threshold - 0.5 - known - unknown * mean) / deviation
    return 0.5 * math.erfc(z / math.sqrt(2.0))


def value_spread(values: Sequence[int]) -> tuple[float, float]:
    """The mean and standard deviation of some card values (0, 0 for none)."""
    if not values:
        return 0.0, 0.0
    mean = sum(values) / len(values)
    return mean, math.sqrt(sum((v - mean) ** 2 for v in values) / len(values))


def mode_for(chance: float, own_tricks: int, tricks_done: int, players: int) -> int:
    """WIN or LOSE, from the belief in a Plus round; a hedge keeps near the mean count of tricks."""
    if chance >= SURE_ENOUGH:
        return WIN
    if chance <= 1.0 - SURE_ENOUGH:
        return LOSE
    return WIN if own_tricks * players < tricks_done + 1 else LOSE


# --- one trick -------------------------------------------------------------------------------------------
def standing_key(trick: Sequence[tuple[int, int]], trump: int) -> int:
    """What a card must beat to win the trick as it stands: -1 with none to beat, a trump 100 + value, else
    the value of the led colour's best card."""
    best, led = -1, None
    for _, code in trick:
        if code == JOKER:
            continue
        card_colour = code // 13
        if led is None:
            led = card_colour
        key = 100 + code % 13 if card_colour == trump else (code % 13 if card_colour == led else -1)
        if key > best:
            best = key
    return best


@functools.lru_cache(maxsize=None)  # about a thousand cards × led colours × trumps
def card_key(code: int, led: int | None, trump: int) -> int:
    """What a card would be worth in the trick (see `standing_key`); a joker, or a card neither led nor trump,
    -1. With no colour led yet, the card sets it."""
    if code == JOKER:
        return -1
    card_colour = code // 13
    if card_colour == trump:
        return 100 + code % 13
    if led is None or card_colour == led:
        return code % 13
    return -1


def choose_card(options: Sequence[int], trick: Sequence[tuple[int, int]], trump: int, mode: int, players: int,
                hand: Sequence[int]) -> int:
    """The card to play from `options` (distinct legal codes) to win the trick (WIN) or to lose it (LOSE)."""
    if len(options) == 1:
        return options[0]
    top = top_value(players)
    led = tricks.led_colour(trick)
    to_beat = standing_key(trick, trump)
    last = len(trick) == players - 1
    lengths = [0, 0, 0, 0]
    for code in hand:
        if code != JOKER:
            lengths[code // 13] += 1
    coloured = [code for code in options if code != JOKER]
    joker = JOKER in options
    if not coloured:
        return JOKER
    if led is None:
        if last:  # only jokers before: whatever coloured card comes wins, so the cheapest or the most dangerous
            return (_cheapest(coloured, trump, top, lengths) if mode == WIN
                    else max(coloured, key=lambda code: (card_power(code, trump, top), code % 13)))
        return _lead(coloured, joker, trump, mode, top, lengths)
    winners = [code for code in coloured if card_key(code, led, trump) > to_beat]
    losers = [code for code in coloured if card_key(code, led, trump) <= to_beat]
    if mode == WIN:
        if not winners:  # the trick is lost: a joker is worth nothing here, else the cheapest card
            return JOKER if joker else _cheapest(losers, trump, top, lengths)
        ruffing = led != trump and all(code // 13 == trump for code in winners)
        if last or ruffing:
            return min(winners, key=lambda code: card_key(code, led, trump))
        return max(winners, key=lambda code: card_key(code, led, trump))
    if losers:  # a card that loses now loses whatever follows: shed the most dangerous of them
        return max(losers, key=lambda code: (card_power(code, trump, top), code % 13, -lengths[code // 13]))
    if joker:
        return JOKER
    if last:
        return max(winners, key=lambda code: (card_power(code, trump, top), code % 13))
    return min(winners, key=lambda code: card_key(code, led, trump))


def _cheapest(codes: Sequence[int], trump: int, top: int, lengths: Sequence[int]) -> int:
    """The card least likely to win a later trick; of equals, one of a short colour (a void is useful)."""
    return min(codes, key=lambda code: (card_power(code, trump, top), code % 13, lengths[code // 13]))


def _lead(coloured: Sequence[int], joker: bool, trump: int, mode: int, top: int, lengths: Sequence[int]) -> int:
    if mode == LOSE:
        plain = [code for code in coloured if code // 13 != trump] or list(coloured)
        return min(plain, key=lambda code: (code % 13, -lengths[code // 13]))
    best = max(coloured, key=lambda code: (card_power(code, trump, top), code % 13))
    if card_power(best, trump, top) >= 0.75:
        return best
    if joker:  # nothing likely to win: a joker loses the lead cheaply and may bring a trump change
        return JOKER
    return _cheapest(coloured, trump, top, lengths)


# --- the hidden card and the trump change ------------------------------------------------------------------
# A hand at least this strong (1.0: an average hand) hides high, a weaker one low. Always pushing one way
# beat keeping a middle band (0.88..1.12) that hides a middling card: in self-play rounds of the playout
# judgement, about 0.15 points a round better (3 and 4 players, with and without jokers, 600 rounds each).
STRONG = 1.0


def hidden_choice(options: Sequence[int], hand: Sequence[int], trump: int, players: int) -> int:
    """The card to lay face down: a high one with a strong hand (towards Plus), a low one with a weak hand
    (towards Minus); a trump is kept where another card does as well."""
    lengths = [0, 0, 0, 0]
    for code in hand:
        if code != JOKER:
            lengths[code // 13] += 1
    if hand_strength(hand, trump, players) >= STRONG:
        # the highest card it can spare: not a trump, best one whose colour holds a higher one too
        return max(options, key=lambda code: (code % 13 - 4 * (code // 13 == trump)
                                              - 2 * _is_colour_top(code, hand), -lengths[code // 13]))
    return min(options, key=lambda code: (code % 13 + 4 * (code // 13 == trump), -lengths[code // 13]))


def _is_colour_top(code: int, hand: Sequence[int]) -> bool:
    return not any(other != JOKER and other // 13 == code // 13 and other % 13 > code % 13 for other in hand)


def trump_choice(hand: Sequence[int], trump: int, mode: int | None, players: int,
                 rival_voids: Sequence[set]) -> int:
    """The colour to name: to win tricks, the colour the hand is strongest in; to lose them, the one it holds
    least of (best one it lacks). With no aim (`mode` None) the trump stays. Of equals, the current trump
    stays, then the colour that serves the aim against the rivals: to win, one they lack (they cannot ruff
    with it); to lose, one they still hold."""
    if mode is None:
        return trump

    def rivals_lacking(colour_index: int) -> int:
        return sum(colour_index in voids for voids in rival_voids)

    def key(colour_index: int):
        return (round(trump_merit(hand, colour_index, mode, players), 6), colour_index == trump,
                rivals_lacking(colour_index) * mode)
    return max(range(4), key=key)


def trump_merit(hand: Sequence[int], colour_index: int, mode: int, players: int) -> float:
    """How well trump `colour_index` serves the aim: to win (WIN), the hand's strength with it as trump; to
    lose (LOSE), minus what the hand holds of it, by count and height (a trump in hand may be forced to win:
    a high plain card only when its colour is led)."""
    top = top_value(players)
    if mode == WIN:
        return sum(card_power(code, colour_index, top) for code in hand if code != JOKER)
    return -sum(1.0 + (code % 13) / top for code in hand if code != JOKER and code // 13 == colour_index)


# --- scoring ---------------------------------------------------------------------------------------------
def win_chances(totals: Sequence[float], rounds_left: int, spread: float = 2.2) -> tuple[float, ...]:
    """Each seat's chance to win from the totals with `rounds_left` rounds still to play: the exact shares
    of the win when none is left, else a softmax whose temperature grows with the rounds to come."""
    if rounds_left <= 0:
        best = max(totals)
        winners = [seat for seat, total in enumerate(totals) if total == best]
        return tuple(1.0 / len(winners) if seat in winners else 0.0 for seat in range(len(totals)))
    temperature = spread * math.sqrt(rounds_left)
    best = max(totals)
    weights = [math.exp((total - best) / temperature) for total in totals]
    whole = sum(weights)
    return tuple(weight / whole for weight in weights)
