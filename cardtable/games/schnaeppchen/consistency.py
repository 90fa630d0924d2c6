"""Schnäppchen Jagd: reading a described position, and the invariants every state keeps.

`read_position` turns a position (see `Schnaeppchen._from_position`) into the state's JSON fields, with
the defaults filled in; `check` raises AssertionError naming the first field that breaks a rule, for
`SchnaeppchenState.check_invariants` (and so for every position read).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, Mapping

from ..core import OptionError, shown
from ..positions import listed, per_seat, require, seat as read_seat, where, whole
from . import sorting, tricks
from .cards import DECK, SUPER, colour_of, from_name, value_of
from .phases import BARGAIN, OVER, PHASES, PLAY, SORT, first_leader, leader_of, rounds_for, sort_order
from .tricks import Play

CODES = frozenset(DECK)


# --- what the rules imply, shared by the reading and the checks ----------------------------------------------
def collected_before_sorting(pile, seat: int, round_sorts) -> int | None:
    """The value `seat` collected during this round's tricks: its pile's top before this round's sortings
    put cards on it."""
    moved = sum(len(entry[3]) for entry in round_sorts if entry[0] == seat)
    pile = list(pile)[:len(pile) - moved]
    return value_of(pile[-1]) if pile else None


def junk_from_tricks(round_tricks, players: int) -> list[Counter]:
    """What this round's tricks put on each junk pile."""
    added = [Counter() for _ in range(players)]
    for plays, winner, kept in round_tricks:
        added[winner] += Counter(play.card for play in plays) - Counter(kept)
    return added


# --- reading a position ----------------------------------------------------------------------------------------
def read_card(value: Any, field: str) -> int:
    if isinstance(value, str):
        try:
            return from_name(value)
        except ValueError:
            pass
    elif type(value) is int and value in CODES:
        return value
    raise OptionError(f"The position's {field} must be a card (a code such as 37 or a name such as "
                      f"'green 7' or 'super offer'), not {shown(value)}.")


def read_cards(value: Any, field: str) -> list[int]:
    return [read_card(item, f"{field}[{index}]") for index, item in enumerate(listed(value, field))]


def read_declaration(value: Any, field: str) -> bool | None:
    if value is not None and type(value) is not bool:
        raise OptionError(f"The position's {field} must be true, false or null, not {shown(value)}.")
    return value


def read_play(value: Any, field: str, players: int) -> Play:
    """[seat, card] or [seat, card, trump] or [seat, card, trump, higher]."""
    items = listed(value, field)
    if not 2 <= len(items) <= 4:
        raise OptionError(f"The position's {field} must be [seat, card, trump, higher] (the declarations "
                          f"may be left out), not {shown(value)}.")
    items += [None] * (4 - len(items))
    return Play(read_seat(items[0], f"{field} seat", players), read_card(items[1], f"{field} card"),
                read_declaration(items[2], f"{field} trump"), read_declaration(items[3], f"{field} higher"))


def read_plays(value: Any, field: str, players: int) -> list[Play]:
    return [read_play(item, f"{field}[{index}]", players) for index, item in enumerate(listed(value, field))]


def read_sort(value: Any, field: str, players: int) -> tuple:
    items = listed(value, field)
    if len(items) != 4:
        raise OptionError(f"The position's {field} must be [seat, choice, discarded, to_bargain], not {shown(value)}.")
    choice = items[1]
    if not (choice is None or choice == sorting.ALL or (type(choice) is int and 1 <= choice <= 9)):
        raise OptionError(f"The position's {field} choice must be null, 'all' or a value 1-9, not {shown(choice)}.")
    return (read_seat(items[0], f"{field} seat", players), choice, tuple(read_cards(items[2], f"{field} discarded")),
            tuple(read_cards(items[3], f"{field} to_bargain")))


def read_position(position: Mapping[str, Any], options: dict[str, Any], seed: int) -> dict[str, Any]:
    """The state's fields (as `SchnaeppchenState._state_fields` writes them) for a position, defaults filled."""
    players = options["players"]
    get = position.get
    round_number = whole(get("round", 1), "round", 1, rounds_for(players))
    phase = get("phase", PLAY)
    if phase not in PHASES:
        raise OptionError(f"The position's phase must be one of {', '.join(PHASES)}, not {shown(phase)}.")
    hands = per_seat(position, "hands", players, read_cards, lambda seat: [])
    bargain = per_seat(position, "bargain", players, read_cards, lambda seat: [])
    junk = per_seat(position, "junk", players, read_cards, lambda seat: [])
    trick = read_plays(get("trick", []), "trick", players)
    round_sorts = [read_sort(entry, f"round_sorts[{index}]", players)
                   for index, entry in enumerate(listed(get("round_sorts", []), "round_sorts"))]
    round_tricks = _read_round_tricks(get("round_tricks", []), players, bargain, round_sorts)

    if "dealer" in position:
        dealer = read_seat(position["dealer"], "dealer", players)
    else:
        dealer = (_first_leader_given(position, players, phase, trick, round_tricks, bargain) - 1) % players
    leader = (read_seat(position["leader"], "leader", players) if "leader" in position
              else leader_of(dealer, players, round_tricks))
    final = round_number == rounds_for(players)
    if "sort_queue" in position:
        sort_queue = [read_seat(item, f"sort_queue[{index}]", players)
                      for index, item in enumerate(listed(position["sort_queue"], "sort_queue"))]
    else:
        sort_queue = sort_order(leader, players, final)[len(round_sorts):] if phase == SORT else []
    if "turn" in position:
        turn = read_seat(position["turn"], "turn", players)
    elif phase == BARGAIN:
        turn = (first_leader(dealer, players) + sum(1 for pile in bargain if pile)) % players
    elif phase == PLAY:
        turn = (leader + len(trick)) % players
    elif phase == SORT:
        turn = sort_queue[0] if sort_queue else leader
    else:
        turn = round_sorts[-1][0] if round_sorts else leader

    discard = (read_cards(position["discard"], "discard") if "discard" in position
               else [code for entry in round_sorts for code in entry[2]])
    added = junk_from_tricks(round_tricks, players)
    removed = [sum(len(entry[2]) + len(entry[3]) for entry in round_sorts if entry[0] == seat)
               for seat in range(players)]
    junk_at_start = per_seat(position, "junk_at_start", players, lambda value, field: whole(value, field, 0),
                             lambda seat: len(junk[seat]) - sum(added[seat].values()) + removed[seat])
    set_aside = read_cards(get("set_aside", []), "set_aside")
    if "stock" in position:
        stock = read_cards(position["stock"], "stock")
    else:
        used = Counter(discard) + Counter(set_aside) + Counter(play.card for play in trick)
        for pile in hands + bargain + junk:
            used.update(pile)
        stock = sorted((Counter(DECK) - used).elements())
        random.Random(f"{seed}:position").shuffle(stock)
    return {
        "round": round_number, "dealer": dealer, "phase": phase, "turn": turn, "leader": leader,
        "stock": stock, "set_aside": set_aside, "discard": discard, "hands": [sorted(hand) for hand in hands],
        "bargain": bargain, "junk": junk, "junk_at_start": junk_at_start, "trick": trick,
        "round_tricks": round_tricks, "sort_queue": sort_queue, "round_sorts": round_sorts,
    }


def _read_round_tricks(value: Any, players: int, bargain, round_sorts) -> list[tuple]:
    """[plays, winner, kept] each; the winner and kept cards may be left out (they follow from the rules)."""
    result = []
    for index, entry in enumerate(listed(value, "round_tricks")):
        field = f"round_tricks[{index}]"
        items = listed(entry, field)
        if not 1 <= len(items) <= 3:
            raise OptionError(f"The position's {field} must be [plays, winner, kept], not {shown(entry)}.")
        plays = tuple(read_plays(items[0], f"{field} plays", players))
        if not plays:
            raise OptionError(f"The position's {field} has no plays.")
        winner = read_seat(items[1], f"{field} winner", players) if len(items) > 1 else tricks.winner(plays)
        if len(items) > 2:
            kept = tuple(sorted(read_cards(items[2], f"{field} kept")))
        else:
            kept = tricks.kept_cards(plays, collected_before_sorting(bargain[winner], winner, round_sorts))
        result.append((plays, winner, kept))
    return result


def _first_leader_given(position, players: int, phase: str, trick, round_tricks, bargain) -> int:
    """Who led (or leads) the round's first trick, from what the position tells; seat 0 by default."""
    if round_tricks:
        return round_tricks[0][0][0].seat
    if trick:
        return trick[0].seat
    if "leader" in position:
        return read_seat(position["leader"], "leader", players)
    if "turn" in position and phase == PLAY:
        return read_seat(position["turn"], "turn", players)
    if "turn" in position and phase == BARGAIN:
        return (read_seat(position["turn"], "turn", players) - sum(1 for pile in bargain if pile)) % players
    return 0


# --- the invariants --------------------------------------------------------------------------------------------
def check(state) -> None:
    """Raise AssertionError with the first rule `state` breaks."""
    players = state.options["players"]
    _check_shape(state, players)
    _check_cards(state, players)
    _check_round_tricks(state, players)
    _check_plays(state.trick, "trick", players)
    if state.trick:
        require(state.trick[0].seat == state.leader, f"the trick is led by seat {state.trick[0].seat}, not by the "
                f"leader {state.leader}")
    _check_voids(state)
    _check_sortings(state, players)
    _check_piles(state, players)
    {BARGAIN: _check_bargain_phase, PLAY: _check_play_phase, SORT: _check_sort_phase,
     OVER: _check_over_phase}[state.phase](state, players)


def _check_shape(state, players: int) -> None:
    for field, value in (("hands", state.hands), ("bargain", state.bargain), ("junk", state.junk),
                         ("junk_at_start", state.junk_at_start)):
        require(len(value) == players, f"{field} must list {players} seats")
    rounds = rounds_for(players)
    require(1 <= state.round <= rounds, f"round {state.round} is not one of the {rounds} rounds")
    require(state.phase in PHASES, f"phase {state.phase!r} is not one of {', '.join(PHASES)}")
    for field, value in (("dealer", state.dealer), ("turn", state.turn), ("leader", state.leader)):
        require(type(value) is int and 0 <= value < players, f"{field} {value!r} is not a seat of {players}")


def _check_cards(state, players: int) -> None:
    places = {"stock": state.stock, "set_aside": state.set_aside, "discard": state.discard,
              "trick": [play.card for play in state.trick]}
    for seat in range(players):
        places[f"hands[{seat}]"] = state.hands[seat]
        places[f"bargain[{seat}]"] = state.bargain[seat]
        places[f"junk[{seat}]"] = state.junk[seat]
    problem = where(places, Counter(DECK))
    require(problem is None, str(problem))
    for seat in range(players):
        require(list(state.hands[seat]) == sorted(state.hands[seat]), f"hands[{seat}] is not sorted")
        require(SUPER not in state.bargain[seat], f"bargain[{seat}] holds a super offer")
    require(not (state.set_aside and state.stock), "cards are set aside while the stock still holds some")


def _check_plays(plays, field: str, players: int) -> None:
    """Seats in order round the table, and each declaration made exactly where the rules ask for one."""
    require(len(plays) <= players, f"{field} has {len(plays)} plays for {players} players")
    for index, play in enumerate(plays):
        where_ = f"{field}[{index}]"
        require(play.seat == (plays[0].seat + index) % players, f"{where_} is seat {play.seat}'s play out of turn")
        before = plays[:index]
        needs_trump = tricks.needs_trump_declaration(play.card, tricks.read(before))
        require((play.trump is not None) == needs_trump,
                f"{where_} must {'' if needs_trump else 'not '}declare whether its colour is trump")
        needs_rank = tricks.needs_rank_declaration(play.card, before)
        require((play.higher is not None) == needs_rank,
                f"{where_} must {'' if needs_rank else 'not '}declare whether it ranks above or below its twin")


def _check_round_tricks(state, players: int) -> None:
    for index, (plays, winner, kept) in enumerate(state.round_tricks):
        field = f"round_tricks[{index}]"
        require(len(plays) == players, f"{field} has {len(plays)} plays, not one per seat")
        _check_plays(plays, field, players)
        leader = leader_of(state.dealer, players, state.round_tricks[:index])
        require(plays[0].seat == leader, f"{field} is led by seat {plays[0].seat}, not {leader} "
                f"({'the last winner' if index else 'the dealer’s left'})")
        require(winner == tricks.winner(plays), f"{field} is won by seat {tricks.winner(plays)}, not {winner}")
        wanted = collected_before_sorting(state.bargain[winner], winner, state.round_sorts)
        require(tuple(kept) == tricks.kept_cards(plays, wanted), f"{field} puts {list(kept)} on the bargain pile, not the "
                f"cards of the value {wanted} its winner collects")
    require(state.leader == leader_of(state.dealer, players, state.round_tricks),
            f"leader {state.leader} is neither the last trick's winner nor, before the first trick, the dealer's left")


def _check_voids(state) -> None:
    """A seat that did not follow a colour this round holds none of it, then or later in the round."""
    voids: dict[int, set] = {}
    for field, plays in [*((f"round_tricks[{i}]", t[0]) for i, t in enumerate(state.round_tricks)),
                         ("trick", state.trick)]:
        for index, play in enumerate(plays):
            colour, lacking = colour_of(play.card), voids.setdefault(play.seat, set())
            require(colour not in lacking, f"{field}[{index}]: seat {play.seat} plays a colour it did not follow "
                    "earlier this round")
            led = tricks.read(plays[:index]).led
            if colour is not None and led is not None and colour != led:
                lacking.add(led)
    for seat, lacking in voids.items():
        require(not any(colour_of(code) in lacking for code in state.hands[seat]),
                f"hands[{seat}] holds a colour its player did not follow this round")


def _check_sortings(state, players: int) -> None:
    keep = sorting.franchise(players)
    for index, (seat, choice, discarded, to_bargain) in enumerate(state.round_sorts):
        field = f"round_sorts[{index}]"
        if choice is None:
            require(not discarded and not to_bargain, f"{field} keeps the pile yet moves cards")
        elif choice == sorting.ALL:
            require(state.options["sorting"] == "strict" and not to_bargain and SUPER not in discarded,
                    f"{field} discards the whole pile, which only the strict variant allows, super offers never")
        else:
            taken = list(discarded) + list(to_bargain)
            require(all(code != SUPER and value_of(code) == choice for code in taken),
                    f"{field} moves cards that are not {choice}s")
            require(1 <= len(discarded) <= keep and (not to_bargain or len(discarded) == keep),
                    f"{field} discards {len(discarded)} cards: the first {keep} taken out are discarded")
            require(state.options["sorting"] == "standard" or len(taken) > keep,
                    f"{field}: the strict variant clears only a value held at least {keep + 1} times")
    require(list(state.discard) == [code for entry in state.round_sorts for code in entry[2]],
            "discard is not what this round's sortings discarded")


def _check_piles(state, players: int) -> None:
    added = junk_from_tricks(state.round_tricks, players)
    known, _cleared = sorting.this_round_junk(state.round_tricks, state.round_sorts, players)
    for seat in range(players):
        removed = sum(len(entry[2]) + len(entry[3]) for entry in state.round_sorts if entry[0] == seat)
        start = len(state.junk[seat]) - sum(added[seat].values()) + removed
        require(state.junk_at_start[seat] == start, f"junk_at_start[{seat}] is {state.junk_at_start[seat]}, but "
                f"junk[{seat}] and this round's tricks and sortings make it {start}")
        require(not Counter(known[seat]) - Counter(state.junk[seat]),
                f"junk[{seat}] lacks cards this round's tricks put there")
        gained = Counter(code for _, winner, kept in state.round_tricks if winner == seat for code in kept)
        gained += Counter(code for entry in state.round_sorts if entry[0] == seat for code in entry[3])
        require(not gained - Counter(state.bargain[seat]), f"bargain[{seat}] lacks cards this round put there")


def _hand_sizes(state, players: int, done) -> None:
    """Seats in `done` have acted once more than the others, so hold one card less."""
    sizes = {len(state.hands[seat]) + (seat in done) for seat in range(players)}
    require(len(sizes) == 1, f"the hands hold {[len(hand) for hand in state.hands]} cards, which no deal and "
            f"play give")


def _check_bargain_phase(state, players: int) -> None:
    require(state.round == 1, "only round 1 opens with bargain cards")
    require(not state.trick and not state.round_tricks and not state.round_sorts and not state.sort_queue,
            "phase 'bargain' comes before any trick or sorting")
    require(not any(state.junk) and not state.discard, "phase 'bargain' comes before any junk or discard")
    laid_count = (state.turn - first_leader(state.dealer, players)) % players
    laid = {(first_leader(state.dealer, players) + k) % players for k in range(laid_count)}
    for seat in range(players):
        count = len(state.bargain[seat])
        require(count == (seat in laid), f"bargain[{seat}] holds {count} cards but seat {seat} has "
                f"{'' if seat in laid else 'not '}laid its bargain card before turn {state.turn}")
    _hand_sizes(state, players, laid)


def _check_play_phase(state, players: int) -> None:
    require(all(state.bargain), "in phase 'play' every seat collects a value: no bargain pile may be empty")
    require(not state.round_sorts and not state.sort_queue, "phase 'play' comes before this round's sorting")
    require(len(state.trick) < players, "a complete trick is never left on the table")
    expected = (state.leader + len(state.trick)) % players
    require(state.turn == expected, f"turn is {state.turn} but seat {expected} plays next to the trick")
    done = {play.seat for play in state.trick}
    _hand_sizes(state, players, done)
    require(all(state.hands[seat] for seat in range(players) if seat not in done),
            "in phase 'play' the seats yet to play hold cards")


def _check_sort_phase(state, players: int) -> None:
    require(not state.trick and not any(state.hands), "phase 'sort' comes once every hand is played out")
    require(all(state.bargain), "every seat collects a value once the tricks begin: no bargain pile may be empty")
    order = sort_order(state.leader, players, state.round == rounds_for(players))
    sorted_seats = [entry[0] for entry in state.round_sorts]
    require(sorted_seats + list(state.sort_queue) == order and state.sort_queue,
            f"sort_queue {list(state.sort_queue)} after sortings by {sorted_seats} is not the order {order} "
            "from the last trick's winner leftwards")
    require(state.turn == state.sort_queue[0], f"turn is {state.turn}, not the first seat of sort_queue")


def _check_over_phase(state, players: int) -> None:
    require(state.round == rounds_for(players), "the game ends after the final round")
    require(not state.trick and not any(state.hands) and not state.sort_queue,
            "phase 'over' leaves no card in hand, no trick and no sorting to do")
    order = sort_order(state.leader, players, True)
    require([entry[0] for entry in state.round_sorts] == order, "phase 'over' comes after the final round's "
            f"double sorting {order}")
