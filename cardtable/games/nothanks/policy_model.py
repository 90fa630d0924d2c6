"""The normal level's model of a No Thanks! decision on a card that adds points to its cards (one that fits
its runs is decided by a rule of thumb, in agents.py, and the last card is solved, in last_card.py): named
features of the observation and one table of weights, a logistic regression of "take" fitted on the hard
level's choices and tuned by play (tests/benchmarks/fit_policy.py). The hard level's playouts decide by the
same weights, on fewer features (agents.playout_takes): a change of weights changes both levels.

Pure Python: a decision is a dot product of about fifteen numbers, far under a millisecond.
"""

from __future__ import annotations

from .rules import NoThanksObservation, card_points

# The game's 24 cards less the one open at the start: how many may still be turned up.
DECK_AT_START = 23


def take_cost(hand, card: int) -> int:
    """How many card points taking `card` adds to `hand` (negative when it lowers a run)."""
    below, above = card - 1 in hand, card + 1 in hand
    if below and above:
        return -(card + 1)
    if below:
        return 0
    if above:
        return -1
    return card


FEATURES = (
    "cost",                # points the card adds to my cards
    "pot",                 # chips on the card
    "pot_when_short",      # those chips weighed by how few I hold: a chip buys the freedom to refuse
    "pot_share_of_cost",   # chips on it per point it costs me (at most 2)
    "my_chips",
    "chip_scarcity",       # 1 / (my chips + 1)
    "lateness",            # 0 at the start, 1 when the deck is empty
    "cost_late",           # cost times lateness: a dear card late has fewer chances to pay for itself
    "fits_their_run",      # 1 when it lowers or joins someone else's run: it will not come back cheap
    "their_least_cost",    # the least it costs another player (0 when it fits one of their runs)
    "someone_broke",       # 1 when another player has no chip: they must take it when it reaches them
    "their_fewest_chips",  # the fewest chips another player holds (at most 11)
    "my_lead",             # the best other score less mine (scores: card points less chips; lower wins)
    "players",             # counted up to 4: the weights were tuned on games of 3 and 4
    "next_must_take",      # 1 when the next player has no chip: refusing hands them the card
    "their_best_share",    # the most the chips on it pay of its cost to another player (at most 2)
    "pot_late",            # chips on it times lateness
)


def features(obs: NoThanksObservation) -> tuple[float, ...]:
    """The features of the decision before `obs.seat`, from its observation only."""
    me, card, pot = obs.seat, obs.open_card, obs.pot
    chips = obs.counted_chips()
    cost = take_cost(set(obs.cards[me]), card)
    others = [seat for seat in range(obs.players) if seat != me]
    their_costs = [max(0, take_cost(set(obs.cards[seat]), card)) for seat in others]
    scores = [card_points(hand) - count for hand, count in zip(obs.cards, chips)]
    lateness = 1.0 - obs.deck_size / DECK_AT_START
    mine = max(0, cost)
    return (
        mine,
        pot,
        pot / (chips[me] + 1),
        min(2.0, pot / max(1, mine)),
        chips[me],
        1.0 / (chips[me] + 1),
        lateness,
        mine * lateness,
        1.0 if min(their_costs) == 0 else 0.0,
        min(their_costs),
        1.0 if any(chips[seat] == 0 for seat in others) else 0.0,
        min(11, min(chips[seat] for seat in others)),
        min(scores[seat] for seat in others) - scores[me],
        min(obs.players, 4),
        1.0 if chips[(me + 1) % obs.players] == 0 else 0.0,
        max(min(2.0, pot / max(1, cost)) for cost in their_costs),
        pot * lateness,
    )


# Fitted by `fit_policy.py fit --model normal --weighted` on the hard level's decisions, then tuned by play
# (`fit_policy.py tune`, see its docstring for the commands); bias first.
WEIGHTS = {
    "bias": 1.8235,
    "cost": -0.4309,
    "pot": 1.1583,
    "pot_when_short": 1.2039,
    "pot_share_of_cost": -0.1267,
    "my_chips": -0.0406,
    "chip_scarcity": -0.7241,
    "lateness": -1.8760,
    "cost_late": -0.0670,
    "fits_their_run": -1.0281,
    "their_least_cost": -0.0785,
    "someone_broke": -0.8912,
    "their_fewest_chips": -0.0256,
    "my_lead": -0.0249,
    "players": 0.2991,
    "next_must_take": 0.1700,
    "their_best_share": 0.1775,
    "pot_late": -0.0028,
}


def take_logit(obs: NoThanksObservation, weights=None) -> float:
    """The model's log-odds that taking is right; above 0 the normal level takes."""
    weights = WEIGHTS if weights is None else weights
    return weights["bias"] + sum(weights.get(name, 0.0) * value for name, value in zip(FEATURES, features(obs)))
