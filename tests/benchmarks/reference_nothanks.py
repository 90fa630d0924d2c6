"""The reference No Thanks! opponent of the strength benchmark (issue 13), written from the description of
a strong public bot; a benchmark opponent, not a level of the app, and independent of `cardtable.ai`.

- Information-set MCTS that keeps its tree for the whole game. Edges are actions; after a take, the next
  edge is the card turned up (a chance branch), so a path from the first root is the public history. At
  each decision the player descends from its previous root along what really happened since, rebuilt from
  the observation; where that is ambiguous (a seat took two cards or more since, in an unknown order) or
  the node was never explored, it starts a fresh tree (`fresh_ambiguous`, `fresh_missing`; `reused`
  counts the descents that found their node).
- Determinization: the unseen cards are shuffled into the face-down deck and the removed cards; chips are
  counted from the public history.
- Playouts: a seat takes when the chips on the card cover the points it would add to its score (a card
  that extends a run adds little or nothing), or when it has no chip; else it pays.
- Selection: UCT on the acting seat's own final score (each edge is credited with minus the final score
  of the seat that chose it), exploration constant `exploration` (30 on the scale of scores).

Worlds are plain ints and lists (hands as bit sets of cards), not `NoThanksState`: a playout is the whole
cost of an iteration, and this keeps the reference as fast as its description allows.
"""

from __future__ import annotations

import math
import random
import threading
import time

from cardtable.games.nothanks.rules import ALL_CARDS, PAY, TACTICAL_REMOVED, TAKE, bit_set, bits_points

_BOTH = (TAKE, PAY)


class _Node:
    __slots__ = ("seat", "children", "visits", "total")

    def __init__(self, seat: int):
        self.seat = seat  # who chose the edge into this node (-1: a chance outcome or a root)
        self.children: dict = {}  # action -> node; under a take: card turned up -> node
        self.visits = 0
        self.total = 0.0  # sum of minus the final score of `seat`


def bits_cost(hand: int, card: int) -> int:
    """How many points taking `card` adds to the hand held as a bit set (bit c: card c held)."""
    below, above = hand >> (card - 1) & 1, hand >> (card + 1) & 1
    if below:
        return -(card + 1) if above else 0
    return -1 if above else card


class ReferencePlayer:
    name = "reference"

    def __init__(self, seed: int = 0, seconds: float | None = None, iterations: int | None = None,
                 exploration: float = 30.0):
        if seconds is None and iterations is None:
            raise ValueError("The reference player needs a budget: seconds or iterations per move.")
        self.rng = random.Random(seed)
        self.seconds, self.iterations, self.exploration = seconds, iterations, exploration
        self.last_iterations = 0
        self.reused = self.fresh_ambiguous = self.fresh_missing = self.fresh_start = 0
        self._root: _Node | None = None
        self._history: tuple = ()
        self._hands: tuple = ()
        self._open: int | None = None

    def counters(self) -> dict[str, int]:
        """How often the tree was kept (reused) or started afresh, and why."""
        return {"reused": self.reused, "fresh_ambiguous": self.fresh_ambiguous,
                "fresh_missing": self.fresh_missing, "fresh_start": self.fresh_start}

    # --- the move ---------------------------------------------------------------------------------------
    def choose(self, observation, legal, cancel: threading.Event | None = None):
        started = time.perf_counter()
        legal = tuple(legal)
        if len(legal) == 1:
            self.last_iterations = 0
            return legal[0]
        root = self._root_for(observation)
        deadline = None if self.seconds is None else started + self.seconds
        world = _WorldSampler(observation)
        done = 0
        while self.iterations is None or done < self.iterations:
            if done and ((deadline is not None and time.perf_counter() >= deadline)
                         or (cancel is not None and cancel.is_set())):
                break
            self._iterate(root, world)
            done += 1
        self.last_iterations = done
        self.last_values = {action: (child.visits, child.total / child.visits)
                            for action, child in root.children.items() if child.visits}
        return max(legal, key=lambda action: self._final_key(root.children.get(action)))

    @staticmethod
    def _final_key(child):
        if child is None or not child.visits:
            return (-1, 0.0)
        return (child.visits, child.total / child.visits)

    # --- keeping the tree ---------------------------------------------------------------------------------
    def _root_for(self, obs) -> _Node:
        """The node of the current decision: the previous root followed along the public history since."""
        history = tuple(obs.history)
        node = None
        if self._root is None or history[:len(self._history)] != self._history:
            self.fresh_start += 1
        else:
            node = self._descend(obs, history[len(self._history):])
        if node is None:
            node = _Node(-1)
        else:
            self.reused += 1
        self._root, self._history = node, history
        self._hands, self._open = tuple(obs.cards), obs.open_card
        return node

    def _descend(self, obs, since) -> _Node | None:
        turned = self._cards_turned_up(obs, since)
        if turned is None:
            self.fresh_ambiguous += 1
            return None
        node = self._root
        takes = 0
        for _seat, action in since:
            node = node.children.get(action)
            if node is not None and action == TAKE:
                node = node.children.get(turned[takes])
                takes += 1
            if node is None:
                self.fresh_missing += 1
                return None
        return node

    def _cards_turned_up(self, obs, since) -> list[int] | None:
        """The card turned up after each take of `since`, or None where the hands leave the order open. The
        first take took the card open at the previous root, the card turned up after the last one is open
        now; between, each take took what the one before turned up, known when its seat took one card
        only (apart from a card already placed)."""
        takers = [seat for seat, action in since if action == TAKE]
        if not takers:
            return []
        taken: list[int | None] = [self._open] + [None] * (len(takers) - 1)
        new = [set(now) - set(before) for now, before in zip(obs.cards, self._hands)]
        if self._open not in new[takers[0]]:
            return None  # not the game this tree is of
        new[takers[0]].discard(self._open)
        for seat in set(takers):
            unplaced = [index for index in range(1, len(takers)) if takers[index] == seat]
            if len(new[seat]) != len(unplaced):
                return None  # the hands do not follow from the history: not the game this tree is of
            if len(unplaced) > 1:
                return None
            for index, card in zip(unplaced, new[seat]):
                taken[index] = card
        return taken[1:] + [obs.open_card]

    # --- one iteration ---------------------------------------------------------------------------------
    def _iterate(self, root: _Node, sampler: "_WorldSampler") -> None:
        rng, c = self.rng, self.exploration
        deck, open_card, pot, chips, hands, turn = sampler.sample(rng)
        players = len(chips)
        node = root
        node.visits += 1
        path = []
        log = math.log
        sqrt = math.sqrt
        while True:
            children = node.children
            actions = _BOTH if chips[turn] else (TAKE,)
            untried = [action for action in actions if action not in children]
            if untried:
                action = untried[0] if len(untried) == 1 else rng.choice(untried)
                child = children[action] = _Node(turn)
                expanded = True
            else:
                expanded = False
                if len(actions) == 1:
                    action, child = TAKE, children[TAKE]
                else:
                    take, pay = children[TAKE], children[PAY]
                    scale = c * sqrt(log(node.visits))
                    take_value = take.total / take.visits + scale / sqrt(take.visits)
                    pay_value = pay.total / pay.visits + scale / sqrt(pay.visits)
                    action, child = (TAKE, take) if take_value >= pay_value else (PAY, pay)
            path.append(child)
            if action == PAY:
                chips[turn] -= 1
                pot += 1
                turn = (turn + 1) % players
                node = child
            else:
                hands[turn] |= 1 << open_card
                chips[turn] += pot
                pot = 0
                open_card = deck.pop() if deck else None
                if open_card is None or expanded:
                    break
                outcome = child.children.get(open_card)
                if outcome is None:
                    outcome = child.children[open_card] = _Node(-1)
                outcome.visits += 1
                node = outcome
            if expanded:
                break
        while open_card is not None:  # the playout: take when the chips cover the card's points
            hand = hands[turn]
            # bits_cost inlined (it is most of a playout's time): below and above the card in the hand
            below, above = hand >> (open_card - 1) & 1, hand >> (open_card + 1) & 1
            cost = (-(open_card + 1) if above else 0) if below else (-1 if above else open_card)
            if not chips[turn] or pot >= cost:
                hands[turn] = hand | 1 << open_card
                chips[turn] += pot
                pot = 0
                open_card = deck.pop() if deck else None
            else:
                chips[turn] -= 1
                pot += 1
                turn = (turn + 1) % players
        scores = [bits_points(hand) - count for hand, count in zip(hands, chips)]
        for child in path:
            child.visits += 1
            child.total -= scores[child.seat]


class _WorldSampler:
    """Worlds consistent with one observation: the unseen cards shuffled into deck and removed ones."""

    def __init__(self, obs):
        seen = obs.seen_cards()
        known_removed = TACTICAL_REMOVED if obs.tactical else ()
        self.unseen = [card for card in ALL_CARDS if card not in seen and card not in known_removed]
        self.deck_size = obs.deck_size
        self.open_card, self.pot, self.turn = obs.open_card, obs.pot, obs.to_act
        self.chips = obs.counted_chips()
        self.hands = [bit_set(hand) for hand in obs.cards]

    def sample(self, rng: random.Random):
        pool = self.unseen.copy()
        rng.shuffle(pool)
        return (pool[:self.deck_size], self.open_card, self.pot, self.chips.copy(), self.hands.copy(),
                self.turn)
