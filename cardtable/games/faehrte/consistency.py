"""Auf falscher Fährte: reading a described position, and the invariants every state keeps.

`read_position` turns a position (see `Faehrte._from_position`) into the state's JSON fields, with the
defaults filled in; `check` raises AssertionError naming the first field that breaks a rule, for
`FaehrteState.check_invariants` (and so for every position read).
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Mapping

from ..core import OptionError, shown
from ..positions import listed, per_seat, require, seat as read_seat, where, whole
from . import places, tricks
from .cards import (COLOURS, JOKER, deck, hand_size, reveal_after, rounds_for, threshold, tricks_per_round,
                    from_name)
from .phases import HIDE, OVER, PHASES, PLAY, TRUMP


# --- what the rules imply, shared by the reading and the checks ----------------------------------------------
def next_leader(dealer: int, players: int, round_tricks) -> int:
    """Who leads the trick to come: the last trick's winner (its leader if nobody won it), or the dealer's
    left before the first."""
    if not round_tricks:
        return (dealer + 1) % players
    plays, winner = round_tricks[-1]
    return plays[0][0] if winner is None else winner


def round_kind(pile, revealed, players: int) -> str:
    # A hidden card is never a joker: its value is its code modulo 13.
    total = sum(code % 13 for _owner, code in pile) + sum(code % 13 for _owner, code in revealed)
    return places.round_kind(total, threshold(players))


# --- reading a position ----------------------------------------------------------------------------------------
def read_card(value: Any, field: str, codes) -> int:
    if isinstance(value, str):
        try:
            code = from_name(value)
        except ValueError:
            code = None
        if code in codes:
            return code
    elif type(value) is int and value in codes:
        return value
    raise OptionError(f"The position's {field} must be a card of this game (a code such as 7 or a name such "
                      f"as 'red 7' or 'joker'), not {shown(value)}.")


def read_cards(value: Any, field: str, codes) -> list[int]:
    return [read_card(item, f"{field}[{index}]", codes) for index, item in enumerate(listed(value, field))]


def read_colour(value: Any, field: str) -> int:
    if isinstance(value, str) and value.strip().lower() in COLOURS:
        return COLOURS.index(value.strip().lower())
    if type(value) is int and 0 <= value < len(COLOURS):
        return value
    raise OptionError(f"The position's {field} must be a colour (0-3 or {', '.join(COLOURS)}), not {shown(value)}.")


def read_play(value: Any, field: str, players: int, codes) -> tuple[int, int]:
    items = listed(value, field)
    if len(items) != 2:
        raise OptionError(f"The position's {field} must be [seat, card], not {shown(value)}.")
    return read_seat(items[0], f"{field} seat", players), read_card(items[1], f"{field} card", codes)


def read_plays(value: Any, field: str, players: int, codes) -> list[tuple[int, int]]:
    return [read_play(item, f"{field}[{index}]", players, codes) for index, item in enumerate(listed(value, field))]


def read_position(position: Mapping[str, Any], options: dict[str, Any]) -> dict[str, Any]:
    """The state's fields (as `FaehrteState._state_fields` writes them) for a position, defaults filled."""
    players, jokers = options["players"], options["jokers"]
    codes = frozenset(deck(players, jokers))
    get = position.get
    round_number = whole(get("round", 1), "round", 1, rounds_for(players))
    phase = get("phase", PLAY)
    if phase not in PHASES:
        raise OptionError(f"The position's phase must be one of {', '.join(PHASES)}, not {shown(phase)}.")
    trump = read_colour(get("trump", 0), "trump")
    hands = per_seat(position, "hands", players, lambda v, f: sorted(read_cards(v, f, codes)), lambda seat: [])
    pile = read_plays(get("pile", []), "pile", players, codes)
    revealed = read_plays(get("revealed", []), "revealed", players, codes)
    trick = read_plays(get("trick", []), "trick", players, codes)
    round_tricks = _read_round_tricks(get("round_tricks", []), players, codes)
    trick_trumps = _read_trick_trumps(position, round_tricks, trump)
    round_tricks = [(plays, tricks.winner(plays, trick_trumps[index]) if winner is _UNSAID else winner)
                    for index, (plays, winner) in enumerate(round_tricks)]
    leftover = _read_leftover(position, players, jokers, codes, hands, pile, revealed, trick, round_tricks)
    laid_cards = {seat: code for seat, code in pile + revealed}
    hidden_laid = per_seat(position, "hidden_laid", players,
                           lambda v, f: None if v is None else read_card(v, f, codes),
                           lambda seat: laid_cards.get(seat))
    counted = [sum(1 for _plays, winner in round_tricks if winner == seat) for seat in range(players)]
    tricks_won = per_seat(position, "tricks_won", players, lambda v, f: whole(v, f, 0), lambda seat: counted[seat])
    jokers_played = whole(get("jokers_played", sum(tricks.jokers_in(plays) for plays, _ in round_tricks)
                              + tricks.jokers_in(trick)), "jokers_played", 0)
    dealer = (read_seat(position["dealer"], "dealer", players) if "dealer" in position
              else (_first_leader_given(position, players, phase, trick, round_tricks, hidden_laid) - 1) % players)
    leader = (read_seat(position["leader"], "leader", players) if "leader" in position
              else next_leader(dealer, players, round_tricks))
    if "trump_queue" in position:
        trump_queue = [read_seat(item, f"trump_queue[{index}]", players)
                       for index, item in enumerate(listed(position["trump_queue"], "trump_queue"))]
    elif phase == TRUMP:
        final = round_number == rounds_for(players)
        trump_queue = tricks.decisions_due(round_tricks, jokers, final, tricks_won,
                                           lambda: round_kind(pile, revealed, players))
    else:
        trump_queue = []
    if "turn" in position:
        turn = read_seat(position["turn"], "turn", players)
    elif phase == HIDE:
        turn = (dealer + 1 + sum(code is not None for code in hidden_laid)) % players
    elif phase == TRUMP and trump_queue:
        turn = trump_queue[0]
    else:
        turn = (leader + len(trick)) % players
    round_points = [tuple(_read_points(item, f"round_points[{index}]", players))
                    for index, item in enumerate(listed(get("round_points", [[0] * players] * (
                        round_number - (0 if phase == OVER else 1))), "round_points"))]
    totals = per_seat(position, "totals", players, lambda v, f: whole(v, f, 0),
                      lambda seat: sum(points[seat] for points in round_points))
    return {
        "round": round_number, "dealer": dealer, "phase": phase, "turn": turn, "leader": leader, "trump": trump,
        "hands": hands, "leftover": leftover, "hidden_laid": hidden_laid, "pile": pile, "revealed": revealed,
        "trick": trick, "round_tricks": round_tricks, "trick_trumps": trick_trumps, "tricks_won": tricks_won,
        "trump_queue": trump_queue, "jokers_played": jokers_played, "round_points": round_points, "totals": totals,
    }


_UNSAID = object()


def _read_round_tricks(value: Any, players: int, codes) -> list[tuple]:
    """[plays, winner] each; the winner may be left out (it follows from the rules)."""
    result = []
    for index, entry in enumerate(listed(value, "round_tricks")):
        field = f"round_tricks[{index}]"
        items = listed(entry, field)
        if not 1 <= len(items) <= 2:
            raise OptionError(f"The position's {field} must be [plays, winner], not {shown(entry)}.")
        plays = tuple(read_plays(items[0], f"{field} plays", players, codes))
        if not plays:
            raise OptionError(f"The position's {field} has no plays.")
        if len(items) == 1:
            winner = _UNSAID
        else:
            winner = None if items[1] is None else read_seat(items[1], f"{field} winner", players)
        result.append((plays, winner))
    return result


def _read_trick_trumps(position, round_tricks, trump: int) -> list[int]:
    if "trick_trumps" in position:
        return [read_colour(item, f"trick_trumps[{index}]")
                for index, item in enumerate(listed(position["trick_trumps"], "trick_trumps"))]
    result = []
    for plays, winner in round_tricks:
        fitting = [colour for colour in range(len(COLOURS)) if tricks.winner(plays, colour) == winner]
        result.append(trump if winner is _UNSAID or trump in fitting or not fitting else fitting[0])
    return result


def _read_leftover(position, players, jokers, codes, hands, pile, revealed, trick, round_tricks):
    if "leftover" in position:
        value = position["leftover"]
        return None if value is None else read_card(value, "leftover", codes)
    if players != 3:
        return None
    used = Counter(code for hand in hands for code in hand)
    used.update(code for _seat, code in pile + revealed + trick)
    used.update(code for plays, _winner in round_tricks for _seat, code in plays)
    missing = list((Counter(deck(players, jokers)) - used).elements())
    return missing[0] if len(missing) == 1 else None


def _read_points(value: Any, field: str, players: int) -> list[int]:
    items = listed(value, field)
    if len(items) != players:
        raise OptionError(f"The position's {field} must list {players} seats' points, not {shown(value)}.")
    return [whole(item, f"{field}[{seat}]", 0) for seat, item in enumerate(items)]


def _first_leader_given(position, players: int, phase: str, trick, round_tricks, hidden_laid) -> int:
    """Who led (or leads) the round's first trick, from what the position tells; seat 0 by default."""
    if round_tricks:
        return round_tricks[0][0][0][0]
    if trick:
        return trick[0][0]
    if "leader" in position:
        return read_seat(position["leader"], "leader", players)
    if "turn" in position and phase == PLAY:
        return read_seat(position["turn"], "turn", players)
    if "turn" in position and phase == HIDE:
        laid = sum(code is not None for code in hidden_laid)
        return (read_seat(position["turn"], "turn", players) - laid) % players
    return 0


# --- the invariants --------------------------------------------------------------------------------------------
def check(state) -> None:
    """Raise AssertionError with the first rule `state` breaks."""
    players = state.options["players"]
    _check_shape(state, players)
    _check_cards(state, players)
    _check_hidden(state, players)
    _check_round_tricks(state, players)
    _check_plays_legal(state, players)
    _check_points(state, players)
    {HIDE: _check_hide_phase, PLAY: _check_play_phase, TRUMP: _check_trump_phase,
     OVER: _check_over_phase}[state.phase](state, players)


def _check_shape(state, players: int) -> None:
    for field in ("hands", "hidden_laid", "tricks_won", "totals"):
        require(len(getattr(state, field)) == players, f"{field} must list {players} seats")
    rounds = rounds_for(players)
    require(type(state.round) is int and 1 <= state.round <= rounds,
            f"round {state.round!r} is not one of the {rounds} rounds")
    require(state.phase in PHASES, f"phase {state.phase!r} is not one of {', '.join(PHASES)}")
    for field in ("dealer", "turn", "leader"):
        value = getattr(state, field)
        require(type(value) is int and 0 <= value < players, f"{field} {value!r} is not a seat of {players}")
    require(type(state.trump) is int and 0 <= state.trump < len(COLOURS), f"trump {state.trump!r} is not a colour")
    require(len(state.trick_trumps) == len(state.round_tricks), "trick_trumps must name one trump per finished trick")
    require(all(type(colour) is int and 0 <= colour < len(COLOURS) for colour in state.trick_trumps),
            "trick_trumps holds something that is not a colour")
    require(all(type(seat) is int and 0 <= seat < players for seat in state.trump_queue),
            "trump_queue holds something that is not a seat")


def _check_cards(state, players: int) -> None:
    full = Counter(deck(players, state.options["jokers"]))
    places_ = {"leftover": [] if state.leftover is None else [state.leftover],
               "pile": [code for _owner, code in state.pile], "revealed": [code for _owner, code in state.revealed],
               "trick": [code for _seat, code in state.trick],
               "round_tricks": [code for plays, _winner in state.round_tricks for _seat, code in plays]}
    for seat in range(players):
        places_[f"hands[{seat}]"] = state.hands[seat]
    problem = where(places_, full)
    require(problem is None, str(problem))
    for seat in range(players):
        require(list(state.hands[seat]) == sorted(state.hands[seat]), f"hands[{seat}] is not sorted")
    require((state.leftover is not None) == (players == 3), "three players set one card aside, four none")


def _check_hidden(state, players: int) -> None:
    laid = sorted((seat, code) for seat, code in enumerate(state.hidden_laid) if code is not None)
    require(sorted(tuple(entry) for entry in state.pile + state.revealed) == laid,
            "the pile and the revealed cards must hold exactly the card each seat laid (hidden_laid)")
    require(JOKER not in state.hidden_laid, "a joker cannot be a hidden card")
    if state.phase != HIDE:
        require(all(code is not None for code in state.hidden_laid), f"in phase {state.phase!r} every seat has laid "
                "its hidden card")
        passed = sum(1 for number in reveal_after(players) if number <= len(state.round_tricks))
        require(len(state.revealed) == passed, f"after {len(state.round_tricks)} tricks {passed} hidden cards are "
                f"turned up, not {len(state.revealed)}")


def _check_round_tricks(state, players: int) -> None:
    for index, (plays, winner) in enumerate(state.round_tricks):
        field = f"round_tricks[{index}]"
        require(len(plays) == players, f"{field} has {len(plays)} plays, not one per seat")
        leader = next_leader(state.dealer, players, state.round_tricks[:index])
        _check_order(plays, field, leader, players)
        expected = tricks.winner(plays, state.trick_trumps[index])
        require(winner == expected, f"{field} is won by {expected!r} under trump {state.trick_trumps[index]}, "
                f"not {winner!r}")
    require(len(state.round_tricks) <= tricks_per_round(state.options["jokers"]), "too many tricks for one round")
    require(state.leader == next_leader(state.dealer, players, state.round_tricks),
            f"leader {state.leader} is not the last trick's winner (or, before the first, the dealer's left)")
    if state.trick:
        _check_order(state.trick, "trick", state.leader, players)
        require(len(state.trick) < players, "a complete trick is never left on the table")
    counted = [sum(1 for _plays, winner in state.round_tricks if winner == seat) for seat in range(players)]
    require(list(state.tricks_won) == counted, f"tricks_won {list(state.tricks_won)} is not the count {counted} of "
            "this round's winners")
    jokers = sum(tricks.jokers_in(plays) for plays, _ in state.round_tricks) + tricks.jokers_in(state.trick)
    require(state.jokers_played == jokers, f"jokers_played is {state.jokers_played}, but {jokers} were played")


def _check_order(plays, field: str, leader: int, players: int) -> None:
    require(plays[0][0] == leader, f"{field} is led by seat {plays[0][0]}, not by seat {leader}")
    for index, (seat, _code) in enumerate(plays):
        require(seat == (leader + index) % players, f"{field}[{index}] is seat {seat}'s play out of turn")


def _check_plays_legal(state, players: int) -> None:
    """Every play of the round was legal for the hand it came from: the seat's hand now, plus what it played
    from then on (following, one joker per trick)."""
    all_tricks = [plays for plays, _winner in state.round_tricks] + ([tuple(state.trick)] if state.trick else [])
    later = [Counter(state.hands[seat]) for seat in range(players)]
    last = tricks_per_round(state.options["jokers"]) - 1
    for index in range(len(all_tricks) - 1, -1, -1):
        plays = all_tricks[index]
        for seat, code in plays:
            later[seat][code] += 1
        for position, (seat, code) in enumerate(plays):
            hand = list(later[seat].elements())
            require(code in tricks.playable_cards(hand, plays[:position], index == last),
                    f"round_tricks[{index}]: seat {seat} could not play {code} from its hand then")
            later[seat][code] -= 1
        for seat, code in plays:
            later[seat][code] += 1


def _check_points(state, players: int) -> None:
    table = places.place_points(players)
    done = state.round if state.phase == OVER else state.round - 1
    require(len(state.round_points) == done, f"round_points lists {len(state.round_points)} rounds, not the {done} "
            "finished")
    for index, points in enumerate(state.round_points):
        require(len(points) == players and all(p in table for p in points) and 0 in points,
                f"round_points[{index}] {list(points)} is not a possible scoring of one round")
    sums = [sum(points[seat] for points in state.round_points) for seat in range(players)]
    require(list(state.totals) == sums, f"totals {list(state.totals)} are not the sums {sums} of round_points")


def _hand_sizes(state, players: int, played) -> None:
    size = hand_size(state.options["jokers"])
    expected = [size - (state.hidden_laid[seat] is not None) - len(state.round_tricks) - (seat in played)
                for seat in range(players)]
    require([len(hand) for hand in state.hands] == expected, f"the hands hold {[len(h) for h in state.hands]} "
            f"cards, not the {expected} the deal and play leave")


def _check_hide_phase(state, players: int) -> None:
    require(not state.round_tricks and not state.trick and not state.revealed and not state.trump_queue,
            "phase 'hide' comes before any trick")
    first = (state.dealer + 1) % players
    laid_count = (state.turn - first) % players
    order = [(first + k) % players for k in range(laid_count)]
    require([seat for seat, _code in state.pile] == order, f"in phase 'hide' the pile holds the cards laid so far "
            f"from the dealer's left, in order ({order}), up to turn {state.turn}")
    require(state.leader == first, "the dealer's left leads the first trick")
    _hand_sizes(state, players, ())


def _check_play_phase(state, players: int) -> None:
    require(not state.trump_queue, "phase 'play' leaves no trump decision due")
    require(state.turn == (state.leader + len(state.trick)) % players,
            f"turn is {state.turn} but seat {(state.leader + len(state.trick)) % players} plays next to the trick")
    require(len(state.round_tricks) < tricks_per_round(state.options["jokers"]), "phase 'play' with no trick left")
    _hand_sizes(state, players, {seat for seat, _code in state.trick})


def _check_trump_phase(state, players: int) -> None:
    require(not state.trick and state.round_tricks, "a trump decision comes after a finished trick")
    require(state.trump_queue and state.turn == state.trump_queue[0], "turn is the first seat of trump_queue")
    final = state.round == rounds_for(players)
    due = tricks.decisions_due(state.round_tricks, state.options["jokers"], final, state.tricks_won,
                               lambda: round_kind(state.pile, state.revealed, players))
    queue = list(state.trump_queue)
    require(due[len(due) - len(queue):] == queue and len(queue) <= len(due),
            f"trump_queue {queue} is not what is left of the decisions {due} the last trick gives")
    _hand_sizes(state, players, ())


def _check_over_phase(state, players: int) -> None:
    require(state.round == rounds_for(players), "the game ends after the final round")
    require(not any(state.hands) and not state.trick and not state.trump_queue,
            "phase 'over' leaves no card in hand, no trick and no decision")
    require(len(state.round_tricks) == tricks_per_round(state.options["jokers"]), "the final round is played out")
