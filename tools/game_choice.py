"""Which games a tool works on: the registered ones, from cardtable's registry (so that a new game is never
left out), or those of them named on the tool's command line."""

from __future__ import annotations

from cardtable.games import available_ids


def chosen_ids(wanted=()) -> list[str]:
    """The registered games' ids in registration order; only those in `wanted` when it names any. A name
    that is no registered game's stops the tool (it would otherwise be skipped in silence)."""
    known = available_ids()
    unknown = sorted(set(wanted) - set(known))
    if unknown:
        raise SystemExit(f"no such game: {', '.join(unknown)} (the games: {', '.join(known)})")
    return [game_id for game_id in known if not wanted or game_id in wanted]


def chosen_views(wanted=()) -> list:
    """The views of the chosen games (see chosen_ids), in the same order."""
    from cardtable.app.games import view_class

    return [view_class(game_id) for game_id in chosen_ids(wanted)]


def split_list_flag(argv: list[str]) -> tuple[list[str], bool]:
    """The arguments without --list, and whether it was given: the tool then only prints the ids of the games
    it would work on, one a line (print_games), and does nothing else."""
    return [arg for arg in argv if arg != "--list"], "--list" in argv


def print_games(ids) -> int:
    print("\n".join(ids))
    return 0
