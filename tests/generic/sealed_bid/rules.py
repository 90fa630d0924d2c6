"""Sealed Bid: rounds of sealed auctions for a pair of prizes. Rules module, Qt-free.

Every round shows two prizes (numbers, all known from the start). Each seat in turn, from the round's
leader, secretly bids coins (0 up to what it has); nobody sees another's bid until all have bid. The
highest bid wins (a tie goes to whoever bid first); the winner pays its bid to the bank and at once acts
again, taking one of the two prizes. The winner leads the next round. After the last round, a seat
scores its prizes' points plus one point per two coins left; the highest score wins.

So one seat acts twice in a row (its bid, then its choice) and the order of turns changes from round
to round: what the app's loop must take from the rules alone.

A position (`SealedBid.from_position`, `SealedBidState.position()`), say round 2 with seat 1 to bid
after seat 0's sealed 3:

    SealedBid.from_position({"coins": [6, 4, 6], "points": [0, 5, 0], "round": 1, "leader": 0,
                             "bids": [3, None, None], "prizes": [[5, 2], [4, 6], [1, 3], [2, 2]]})
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any, Mapping

from cardtable.games import (AIKnowHow, Event, Game, GameState, OptionError, OptionSpec, Refusal,
                             Ranking)
from cardtable.games.core import event, game_over_event, malformed, rank_highest_first, refusal, why_not
from cardtable.games.positions import listed, per_seat, require, seat as read_seat, whole

COINS = 6
LOWEST_PRIZE, HIGHEST_PRIZE = 1, 9
PRIZES = ("prize0", "prize1")
BIDS = tuple(f"bid{amount}" for amount in range(COINS + 1))


def bid_action(amount: int) -> str:
    return BIDS[amount]


def bid_amount(action: str) -> int:
    return BIDS.index(action)


def coin_points(coins: int) -> int:
    return coins // 2


def refusal_for(winner: int | None, coins: int, action: Any) -> Refusal | None:
    """Why a seat with `coins` may not play `action` (`winner`: the seat taking a prize, if any), or None."""
    if winner is not None:
        return None if action in PRIZES else refusal("take_prize", "Take one of the two prizes.")
    if action not in BIDS:
        return malformed(action, "Malformed action {action}: bid a number of coins.")
    if bid_amount(action) > coins:
        return refusal("too_poor", "You cannot bid more coins than you have.", bid=bid_amount(action), coins=coins)
    return None


def bidding_order(leader: int, players: int) -> tuple[int, ...]:
    return tuple((leader + offset) % players for offset in range(players))


def auction_winner(bids, leader: int) -> int:
    """The highest bid; a tie goes to whoever bid first (from the leader on)."""
    order = bidding_order(leader, len(bids))
    return max(order, key=lambda seat: (bids[seat], -order.index(seat)))


@dataclass(frozen=True)
class SealedBidObservation:
    """What one seat (None: a spectator) knows: everything but the others' bids of the round under way."""

    seat: int | None
    players: int
    rounds: int
    round: int  # 0-based; == rounds when the game is over
    prizes: tuple[tuple[int, int], ...]  # every round's pair, known from the start
    leader: int
    coins: tuple[int, ...]
    points: tuple[int, ...]
    bid_made: tuple[bool, ...]  # who has bid this round
    my_bid: int | None  # the viewer's own sealed bid, once made
    opened_bids: tuple[int, ...] | None  # every bid, once all are in (the winner choosing)
    winner: int | None  # the seat taking a prize now
    to_act: int | None
    terminal: bool
    revealed_bids: tuple[int | None, ...] = ()  # only revealed: every seat's bid of the round under way

    def legal_actions(self) -> tuple[str, ...]:
        if self.terminal or self.seat is None or self.to_act != self.seat:
            return ()
        if self.winner is not None:
            return PRIZES
        return BIDS[:self.coins[self.seat] + 1]

    def why_not(self, action: Any) -> Refusal | None:
        acting = () if self.to_act is None else (self.to_act,)
        return why_not(self.terminal, acting, self.seat, self.players, action,
                       lambda: refusal_for(self.winner, self.coins[self.seat], action), self.legal_actions)

    @property
    def round_prizes(self) -> tuple[int, int] | None:
        return None if self.terminal else self.prizes[self.round]


class SealedBidState(GameState):
    __slots__ = ("prizes", "round", "leader", "coins", "points", "bids", "winner", "bank")

    def clone(self) -> "SealedBidState":
        other = SealedBidState.__new__(SealedBidState)
        other.options, other.seed, other.origin = self.options, self.seed, self.origin
        other.history = self.history.copy()
        other.prizes, other.round, other.leader = self.prizes, self.round, self.leader
        other.coins, other.points, other.bids = self.coins.copy(), self.points.copy(), self.bids.copy()
        other.winner, other.bank = self.winner, self.bank
        return other

    # --- turns and actions ------------------------------------------------------------------------------
    def _rounds(self) -> int:
        return len(self.prizes)

    def is_terminal(self) -> bool:
        return self.round >= self._rounds()

    def to_act(self) -> tuple[int, ...]:
        if self.is_terminal():
            return ()
        if self.winner is not None:
            return (self.winner,)
        for seat in bidding_order(self.leader, len(self.coins)):
            if self.bids[seat] is None:
                return (seat,)
        return ()

    def legal_actions(self, seat: int | None = None) -> tuple[str, ...]:
        acting = self.to_act()
        if not acting or (seat is not None and seat not in acting):
            return ()
        if self.winner is not None:
            return PRIZES
        return BIDS[:self.coins[acting[0]] + 1]

    def _why_not(self, seat: int, action: Any) -> Refusal | None:
        return refusal_for(self.winner, self.coins[seat], action)

    def _do(self, seat: int, action: str, log: bool) -> list[Event]:
        if self.winner is not None:
            return self._take(seat, PRIZES.index(action), log)
        self.bids[seat] = bid_amount(action)
        events = [event("bid", "{seat} places a sealed bid.", seat=seat)] if log else []
        if all(bid is not None for bid in self.bids):
            winner = auction_winner(self.bids, self.leader)
            paid = self.bids[winner]
            self.coins[winner] -= paid
            self.bank += paid
            self.winner = winner
            if log:
                events.append(event("won", "The bids are {bids}: {seat} wins with {bid} and chooses a prize.",
                                    bids=tuple(self.bids), seat=winner, bid=paid))
        return events

    def _take(self, seat: int, index: int, log: bool) -> list[Event]:
        value = self.prizes[self.round][index]
        self.points[seat] += value
        self.round += 1
        self.leader, self.winner = seat, None
        self.bids = [None] * len(self.coins)
        if not log:
            return []
        events = [event("took", "{seat} takes the prize worth {value}.", seat=seat, value=value)]
        events.append(game_over_event(self.ranking()) if self.is_terminal() else self._round_event())
        return events

    def _round_event(self) -> Event:
        first, second = self.prizes[self.round]
        return event("round", "Round {number}: prizes {first} and {second}; {seat} bids first.",
                     number=self.round + 1, first=first, second=second, seat=self.leader)

    def start_events(self) -> list[Event]:
        return [] if self.is_terminal() else [self._round_event()]

    # --- scoring -----------------------------------------------------------------------------------------
    def scores(self) -> tuple[int, ...]:
        return tuple(points + coin_points(coins) for points, coins in zip(self.points, self.coins))

    def ranking(self) -> Ranking:
        return rank_highest_first(self.scores())

    def score_breakdown(self, seat: int) -> dict[str, Any]:
        """prizes (points of the prizes taken), coins (left), coin_points (one per two coins), score."""
        return {"prizes": self.points[seat], "coins": self.coins[seat], "coin_points": coin_points(self.coins[seat]),
                "score": self.scores()[seat]}

    # --- observation -------------------------------------------------------------------------------------
    def observation(self, seat: int | None) -> SealedBidObservation:
        self._check_viewer(seat)
        opened = self.winner is not None
        return SealedBidObservation(
            seat=seat, players=len(self.coins), rounds=self._rounds(), round=self.round,
            prizes=tuple(tuple(pair) for pair in self.prizes), leader=self.leader, coins=tuple(self.coins),
            points=tuple(self.points), bid_made=tuple(bid is not None for bid in self.bids),
            my_bid=None if seat is None else self.bids[seat],
            opened_bids=tuple(self.bids) if opened else None, winner=self.winner,
            to_act=self.current_seat, terminal=self.is_terminal())

    def revealed_observation(self, seat: int | None) -> SealedBidObservation:
        self._check_viewer(seat)
        return replace(self.observation(seat), revealed_bids=tuple(self.bids))

    # --- position and invariants -------------------------------------------------------------------------
    def position(self) -> dict[str, Any]:
        """seed; prizes (every round's pair); round (0-based); leader; coins, points, bids (per seat; a bid
        is None until made); winner (the seat choosing a prize, or None); bank (coins paid)."""
        return {"seed": self.seed, **self._state_fields()}

    def check_invariants(self) -> None:
        players = self.options["players"]
        require(len(self.coins) == len(self.points) == len(self.bids) == players, f"per-seat lists of {players}")
        require(len(self.prizes) == self.options["rounds"], "one pair of prizes per round")
        require(all(len(pair) == 2 and all(LOWEST_PRIZE <= v <= HIGHEST_PRIZE for v in pair) for pair in self.prizes),
                f"prizes out of range: {self.prizes}")
        require(0 <= self.round <= len(self.prizes), f"round {self.round} out of range")
        require(0 <= self.leader < players, f"leader {self.leader} is not a seat")
        require(min(self.coins) >= 0 and self.bank >= 0, f"negative coins: {self.coins}, bank {self.bank}")
        require(sum(self.coins) + self.bank == players * COINS, "coins are not conserved")
        for seat, bid in enumerate(self.bids):
            limit = self.coins[seat] + (bid if self.winner == seat else 0)
            require(bid is None or 0 <= bid <= limit, f"seat {seat} bid {bid} with {self.coins[seat]} coins")
        order = bidding_order(self.leader, players)
        made = [self.bids[seat] is not None for seat in order]
        require(made == sorted(made, reverse=True), f"bids {self.bids} are not made in order from {self.leader}")
        if self.winner is not None:
            require(all(made) and self.winner == auction_winner(self.bids, self.leader), "the wrong winner chooses")
        if self.is_terminal():
            require(self.winner is None and not any(made), "bids after the last round")

    # --- JSON --------------------------------------------------------------------------------------------
    def _state_fields(self) -> dict[str, Any]:
        return {"prizes": [list(pair) for pair in self.prizes], "round": self.round, "leader": self.leader,
                "coins": list(self.coins), "points": list(self.points), "bids": list(self.bids),
                "winner": self.winner, "bank": self.bank}

    def _load_fields(self, data: Mapping[str, Any]) -> None:
        self.prizes = tuple((int(a), int(b)) for a, b in data["prizes"])
        self.round, self.leader, self.bank = int(data["round"]), int(data["leader"]), int(data["bank"])
        self.coins = [int(c) for c in data["coins"]]
        self.points = [int(p) for p in data["points"]]
        self.bids = [None if b is None else int(b) for b in data["bids"]]
        self.winner = None if data["winner"] is None else int(data["winner"])


class SealedBid(Game):
    id = "sealed_bid"
    name = "Sealed Bid"
    min_players = 3
    max_players = 4
    option_specs = (OptionSpec("rounds", "Length", (4, 6), choice_labels=("Short (4 rounds)", "Long (6 rounds)")),)
    State = SealedBidState
    position_fields = ("prizes", "round", "leader", "coins", "points", "bids", "winner", "bank")
    position_seat_fields = ("coins", "points", "bids")

    @classmethod
    def know_how(cls) -> AIKnowHow:
        return KNOW_HOW

    @classmethod
    def _setup(cls, options: dict[str, Any], seed: int) -> SealedBidState:
        rng = random.Random(seed)
        prizes = tuple((rng.randint(LOWEST_PRIZE, HIGHEST_PRIZE), rng.randint(LOWEST_PRIZE, HIGHEST_PRIZE))
                       for _ in range(options["rounds"]))
        return _state(options, seed, prizes, 0, rng.randrange(options["players"]), [COINS] * options["players"],
                      [0] * options["players"], [None] * options["players"], None, 0)

    @classmethod
    def _from_position(cls, position: Mapping[str, Any], options: dict[str, Any], seed: int) -> SealedBidState:
        """Fields, all optional: prizes (default: drawn from the seed), round (0), leader (0), coins (6 each),
        points (0 each), bids (None each), winner (None: then worked out when every bid is in), bank (the
        coins missing from the seats' 6 each)."""
        players, rounds = options["players"], options["rounds"]
        if "prizes" in position:
            pairs = listed(position["prizes"], "prizes")
            if len(pairs) != rounds:
                raise OptionError(f"The position's prizes list {len(pairs)} rounds, not {rounds}.")
            prizes = tuple(tuple(whole(v, f"prizes[{i}]", LOWEST_PRIZE, HIGHEST_PRIZE) for v in listed(pair, f"prizes[{i}]"))
                           for i, pair in enumerate(pairs))
            if any(len(pair) != 2 for pair in prizes):
                raise OptionError("The position's prizes must be pairs.")
        else:
            prizes = cls._setup(options, seed).prizes
        coins = per_seat(position, "coins", players, lambda v, f: whole(v, f, 0, COINS), lambda s: COINS)
        points = per_seat(position, "points", players, lambda v, f: whole(v, f, 0), lambda s: 0)
        bids = per_seat(position, "bids", players, lambda v, f: None if v is None else whole(v, f, 0, COINS),
                        lambda s: None)
        round_ = whole(position.get("round", 0), "round", 0, rounds)
        leader = read_seat(position.get("leader", 0), "leader", players)
        winner = position.get("winner")
        if winner is not None:
            winner = read_seat(winner, "winner", players)
        elif all(bid is not None for bid in bids):
            raise OptionError("Every bid is in: give the winner, who has paid and chooses a prize.")
        bank = whole(position.get("bank", players * COINS - sum(coins)), "bank", 0)
        return _state(options, seed, prizes, round_, leader, coins, points, bids, winner, bank)


def _state(options, seed, prizes, round_, leader, coins, points, bids, winner, bank) -> SealedBidState:
    state = SealedBidState.__new__(SealedBidState)
    state.options, state.seed, state.history, state.origin = options, seed, [], None
    state.prizes, state.round, state.leader = tuple(tuple(pair) for pair in prizes), round_, leader
    state.coins, state.points, state.bids = list(coins), list(points), list(bids)
    state.winner, state.bank = winner, bank
    return state


# --- know-how -----------------------------------------------------------------------------------------------
def _best_prize(obs) -> str:
    first, second = obs.round_prizes
    return PRIZES[0] if first >= second else PRIZES[1]


def random_policy(obs, legal, rng: random.Random) -> str:
    return rng.choice(list(legal))


def easy_policy(obs, legal, rng: random.Random) -> str:
    if obs.winner is not None:
        return _best_prize(obs)
    wanted = max(obs.round_prizes) // 3 + rng.randint(0, 1)
    return legal[min(wanted, len(legal) - 1)]


def normal_policy(obs, legal, rng: random.Random) -> str:
    """Bid what the better prize is worth in coins (two coins a point), spread over the rounds left."""
    if obs.winner is not None:
        return _best_prize(obs)
    rounds_left = obs.rounds - obs.round
    value = max(obs.round_prizes)
    budget = obs.coins[obs.seat] * value / max(1, sum(max(pair) for pair in obs.prizes[obs.round:]))
    wanted = int(round(min(value * 2 - 1, budget * (1.5 if rounds_left <= 1 else 1.0))))
    return legal[max(0, min(wanted, len(legal) - 1))]


def playout_policy(state: SealedBidState, rng: random.Random) -> str:
    legal = state.legal_actions()
    if state.winner is not None:
        first, second = state.prizes[state.round]
        return PRIZES[0] if first >= second else PRIZES[1]
    return legal[rng.randrange(min(len(legal), 4))]


class Determinizer:
    """Samples the others' sealed bids of the round under way (anything up to their coins)."""

    def __init__(self, obs: SealedBidObservation):
        self.obs = obs

    def sample(self, rng: random.Random) -> SealedBidState:
        obs = self.obs
        bids: list[int | None] = list(obs.opened_bids) if obs.opened_bids is not None else [None] * obs.players
        if obs.opened_bids is None:
            for seat, made in enumerate(obs.bid_made):
                if made:
                    bids[seat] = obs.my_bid if seat == obs.seat else rng.randint(0, obs.coins[seat])
        options = {"players": obs.players, "rounds": obs.rounds}
        bank = obs.players * COINS - sum(obs.coins)
        state = _state(options, 0, obs.prizes, obs.round, obs.leader, obs.coins, obs.points, bids, obs.winner, bank)
        assert state.observation(obs.seat) == obs, "a sampled world must look the same to the searching seat"
        return state


KNOW_HOW = AIKnowHow(policies={"random": random_policy, "easy": easy_policy, "normal": normal_policy},
                     determinizer=Determinizer, playout_policy=playout_policy)
