#!/usr/bin/env python3
"""How much of each screen a screen reader gets: the accessible objects and the unnamed interactive ones,
counted through AT-SPI (the app under Xvfb with the accessibility bus, see tests/accessibility).

    python tools/accessibility_tree.py [--app-root CHECKOUT] [--outline] [--list] [GAME ...]

Screens: the start page, the New game dialog, each game's table at a person's first turn (every registered
game, or those named), and the results of a finished game. Interactive is a role a person acts on (a
button, a field, a list, a tab...) or a focusable object with an action (tests/accessibility/harness.counts).
--app-root runs the app of another checkout (a worktree of main, for the figures before a change);
--outline prints each screen's tree too; --list prints the screens it would count, and stops.
Needs Debian's xvfb, at-spi2-core, dbus and python3-pyatspi.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.accessibility.harness import counts, outline, run_session, skip_reason  # noqa: E402
from tools.game_choice import chosen_ids, print_games  # noqa: E402


def screens(games) -> list[str]:
    return (["start", f"new-game:{games[0]}"] + [f"table:{game}" for game in games] + [f"results:{games[0]}"])


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--app-root", help="the checkout whose app is counted (this one by default)")
    parser.add_argument("--outline", action="store_true", help="print each screen's tree")
    parser.add_argument("--list", action="store_true", help="print the screens it would count, and stop")
    parser.add_argument("games", nargs="*", help="the games whose table is counted (every registered game by default)")
    args = parser.parse_args(argv)
    names = screens(chosen_ids(args.games))
    if args.list:
        return print_games(names)
    reason = skip_reason()
    if reason:
        print(f"cannot count: {reason}", file=sys.stderr)
        return 2
    steps = [{"client": [{"cmd": "tree"}]}]
    for screen in names[1:]:
        steps += [{"open": screen}, {"client": [{"cmd": "tree"}]}]
    # The pointer off the window: an older checkout crashed with it resting over a new table (see clickable.py).
    result = run_session(names[0], steps, seconds=900, app_root=args.app_root, park_pointer=True)
    if "error" in result:
        print(f"the session failed: {result['error']}", file=sys.stderr)
        print("\n".join(result.get("stderr", [])[-20:]), file=sys.stderr)
        return 1
    trees = [step for step in result["steps"] if isinstance(step, list)]
    print(f"{'screen':<24} {'objects':>8} {'unnamed interactive':>20}")
    for screen, client in zip(names, trees):
        tree = client[0] if client and "children" in client[0] else None
        if tree is None:
            print(f"{screen:<24} {'-':>8} {'-':>20}  ({client})")
            continue
        objects, unnamed = counts(tree)
        print(f"{screen:<24} {objects:>8} {unnamed:>20}")
        if args.outline:
            print(outline(tree) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
