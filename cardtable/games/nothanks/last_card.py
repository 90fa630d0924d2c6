"""The last card, solved: once the deck is empty nothing is hidden (every seat's chips are counted from the
public history), and the card goes round until someone takes it, which ends the game.

Each seat, in turn, takes it or pays a chip, whichever ends the game with the larger share of the win for
it, then with its lower score, supposing every later seat chooses the same way. The card comes to a seat
without chips after at most as many turns as there are chips, so the answer is found in one walk round and
back.
"""

from __future__ import annotations

from ..core import rank_lowest_first
from .rules import PAY, TAKE, NoThanksObservation, card_points


def final_scores(obs: NoThanksObservation) -> dict[str, tuple[int, ...]]:
    """Every seat's final score after each move of the seat to act on the last card (pay only where it has
    a chip), the card then going round as the module says. `obs` must show the last card open."""
    card, players = obs.open_card, obs.players
    without = [card_points(hand) for hand in obs.cards]
    with_card = [card_points((*hand, card)) for hand in obs.cards]

    def taken(seat: int, chips: list[int], pot: int) -> tuple[int, ...]:
        scores = [points - count for points, count in zip(without, chips)]
        scores[seat] = with_card[seat] - chips[seat] - pot
        return tuple(scores)

    # Who takes at each turn of the walk, until a seat without chips must.
    turns = []
    chips, pot, seat = obs.counted_chips(), obs.pot, obs.to_act
    while True:
        turns.append((seat, taken(seat, chips, pot)))
        if not chips[seat]:
            break
        chips[seat] -= 1
        pot += 1
        seat = (seat + 1) % players
    # Back from the end: each seat keeps the better of taking now and what paying leads to (taking when
    # both end alike).
    later = None
    for seat, scores in reversed(turns[1:]):
        if later is None or not _prefers(seat, later, scores):
            later = scores
    first = turns[0][1]
    return {TAKE: first} if later is None else {TAKE: first, PAY: later}


def best_move(obs: NoThanksObservation) -> str:
    """The move that ends the game best for the seat to act (see `final_scores`); taking when both end alike."""
    ends = final_scores(obs)
    if PAY in ends and _prefers(obs.to_act, ends[PAY], ends[TAKE]):
        return PAY
    return TAKE


def _prefers(seat: int, scores: tuple[int, ...], other: tuple[int, ...]) -> bool:
    """Whether `seat` would rather the game end on `scores` than on `other`: a larger share of the win, then
    a lower score."""
    share, other_share = (rank_lowest_first(end).win_shares()[seat] for end in (scores, other))
    return (share, -scores[seat]) > (other_share, -other[seat])
