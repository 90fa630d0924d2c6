"""Shared helpers for the Auf falscher Fährte tests (pure Python, no Qt)."""

from __future__ import annotations

import json
import random
from collections import Counter

from cardtable.games.faehrte import Faehrte
from cardtable.games.faehrte.cards import JOKER, colour_of, deck, from_name, hand_size

G = Faehrte

# The players of the sheet's examples, seated clockwise.
PIERRE, SABINE, FRANK, JULIA = 0, 1, 2, 3
RED, BLUE, YELLOW, GREEN = range(4)


def c(text: str) -> int:
    """A card by name: c("red 7"), c("joker")."""
    return from_name(text)


def snapshot(state) -> str:
    """The whole state (history included) as canonical JSON, to prove an action changed nothing."""
    return json.dumps(state.to_json(), sort_keys=True)


def all_cards(state) -> Counter:
    """Every card the state holds, wherever it lies."""
    cards = [code for hand in state.hands for code in hand]
    cards += [] if state.leftover is None else [state.leftover]
    cards += [code for _seat, code in state.pile + state.revealed + state.trick]
    cards += [code for plays, _winner in state.round_tricks for _seat, code in plays]
    return Counter(cards)


def fill_hands(players, jokers, hands, sizes, lacking=None, used=(), seed=0):
    """Complete partial hands to `sizes` with the cards of the deck not in `hands` or `used`, giving no seat a
    colour it must lack (`lacking`: seat -> colours). Returns the hands as lists of codes."""
    lacking = lacking or {}
    hands = [[c(card) if isinstance(card, str) else card for card in hand] for hand in hands]
    taken = Counter(code for hand in hands for code in hand) + Counter(used)
    rest = list((Counter(deck(players, jokers)) - taken).elements())
    random.Random(seed).shuffle(rest)
    # The cards some seat may not take go first, so that the seats that may are not already full.
    rest.sort(key=lambda code: -sum(colour_of(code) in lacking.get(seat, ()) for seat in range(players)))
    for code in rest:
        fits = [seat for seat in range(players) if len(hands[seat]) < sizes[seat]
                and colour_of(code) not in lacking.get(seat, ())]
        if not fits:
            break
        hands[min(fits, key=lambda seat: len(hands[seat]) - sizes[seat])].append(code)
    return [sorted(hand) for hand in hands]


def build(players=4, jokers=False, *, hands=None, lacking=None, trump=RED, leftover=None, seed=0, **fields):
    """A position through `Faehrte.from_position`: `hands` may be partial (the rest of the deck is dealt to
    make up the sizes the position needs, respecting `lacking`); other fields as the engine reads them."""
    hands = hands or [[] for _ in range(players)]
    used = []
    for key in ("pile", "revealed", "trick"):
        used += [c(code) if isinstance(code, str) else code for _seat, code in fields.get(key, [])]
    for plays, *_ in fields.get("round_tricks", []):
        used += [c(code) if isinstance(code, str) else code for _seat, code in plays]
    if leftover is not None:
        used.append(c(leftover) if isinstance(leftover, str) else leftover)
    elif players == 3:
        # Set aside a card nobody needs for the scenario: a 0 of a colour not in any given hand, or any.
        pool = Counter(deck(players, jokers)) - Counter(used)
        pool -= Counter(c(card) if isinstance(card, str) else card for hand in hands for card in hand)
        leftover = sorted(pool.elements())[0]
        used.append(leftover)
    phase = fields.get("phase", "play")
    laid = {seat for seat, _code in fields.get("pile", []) + fields.get("revealed", [])}
    finished = len(fields.get("round_tricks", []))
    in_trick = {seat for seat, _code in fields.get("trick", [])}
    size = hand_size(jokers)
    sizes = [size - (seat in laid) - finished - (seat in in_trick) for seat in range(players)]
    if phase == "hide":
        sizes = [size - (seat in laid) for seat in range(players)]
    full = fill_hands(players, jokers, hands, sizes, lacking, used, seed)
    position = dict(fields, hands=full, trump=trump)
    if leftover is not None:
        position["leftover"] = leftover
    return G.from_position(position, {"players": players, "jokers": jokers})


def random_game(players=4, jokers=False, seed=0, until=None):
    """A game played with uniformly random legal actions, to the end or until `until(state)` is true."""
    rng = random.Random(seed)
    state = G.new_game({"players": players, "jokers": jokers}, seed)
    while not state.is_terminal() and not (until and until(state)):
        state.apply(rng.choice(state.legal_actions()))
    return state


def play_all(state, *actions):
    """Apply (seat, action) pairs, checking each seat is the one to act; returns all events."""
    events = []
    for seat, action in actions:
        assert state.to_act() == (seat,), f"{seat} is not to act: {state.to_act()}"
        events += state.apply(action, seat)
        state.check_invariants()
    return events



def scripted_tricks(winners, dealer, hidden_values=(12, 12, 0, 0), jokers=False, joker_swaps=()):
    """The tricks of a four-player round in which everyone follows: trick t < 12 is of colour t // 3 and its
    winner (winners[t]) plays the highest card. Each colour keeps back one card, of value
    hidden_values[colour], for the hidden pile (seat s hides that of colour s). With jokers a 13th trick
    of the four jokers follows, led by the 12th trick's winner; `joker_swaps` lists (trick, seat) pairs
    whose cards are exchanged with the seat's joker of the last trick (never the trick's winner).
    Returns (tricks as [[seat, code], ...] lists, pile as [seat, code] lists)."""
    pools = [[value for value in range(12, -1, -1) if value != hidden_values[colour]] for colour in range(4)]
    result, leader = [], (dealer + 1) % 4
    for number, winner in enumerate(winners):
        colour = number // 3
        values = pools[colour][(number % 3) * 4:(number % 3) * 4 + 4]
        order = [(leader + k) % 4 for k in range(4)]
        others = iter(values[1:])
        plays = [[seat, colour * 13 + (values[0] if seat == winner else next(others))] for seat in order]
        result.append(plays)
        leader = winner
    if jokers:
        result.append([[(leader + k) % 4, JOKER] for k in range(4)])
        for number, seat in joker_swaps:
            assert winners[number] != seat, "a joker never wins: swap a card of a seat that does not win"
            mine = next(play for play in result[number] if play[0] == seat)
            last = next(play for play in result[-1] if play[0] == seat)
            mine[1], last[1] = last[1], mine[1]
    pile = [[seat, colour * 13 + hidden_values[colour]] for seat, colour in zip(range(4), range(4))]
    return result, pile


def scripted_position(winners, dealer=3, hidden_values=(12, 12, 0, 0), finished=11, jokers=False, joker_swaps=(),
                      **fields):
    """The position of a four-player round scripted by `scripted_tricks`, with its first `finished` tricks
    played and the other cards in hand. Returns (position, the tricks still to play)."""
    tricks, pile = scripted_tricks(winners, dealer, hidden_values, jokers, joker_swaps)
    hands = [[] for _ in range(4)]
    for plays in tricks[finished:]:
        for seat, code in plays:
            hands[seat].append(code)
    revealed = pile[:sum(1 for n in (2, 3, 4, 5) if n <= finished)]
    position = dict(dealer=dealer, hands=[sorted(hand) for hand in hands], revealed=revealed,
                    pile=pile[len(revealed):], round_tricks=[[plays] for plays in tricks[:finished]], **fields)
    return position, tricks[finished:]
