"""Command line entry: `cardtable [FILE]` / `python -m cardtable [FILE]` (FILE: a saved game to open)."""

from __future__ import annotations

import argparse
import sys

from . import __version__
from .app.shell.start_stages import mark


def build_parser() -> argparse.ArgumentParser:
    from .app.shell.start_statuses import START_STATUSES  # no Qt either
    from .statistics_statuses import EXIT_STATUSES  # not statistics_cli: the window needs no SQLite

    parser = argparse.ArgumentParser(prog="cardtable", description="Four card games for the desktop.",
                                     epilog=f"Exit status: {START_STATUSES}; {EXIT_STATUSES}.")
    parser.add_argument("--version", action="version", version=f"cardtable {__version__}")
    parser.add_argument("file", nargs="?", metavar="FILE", help="a saved game (.cardtable) to open")
    parser.add_argument("--smoke-test", action="store_true",
                        help="play one computer game through the window, check French, exit 0 if all is well")
    parser.add_argument("--quit-when-shown", action="store_true",
                        help="quit as soon as the main window is on screen (to time the start)")
    parser.add_argument("--install-desktop-entry", action="store_true",
                        help="add cardtable and its icon to this user's application menu (Linux desktops)")
    parser.add_argument("--statistics", action="store_true",
                        help="print the statistics of finished games and exit")
    parser.add_argument("--json", action="store_true", help="with --statistics: print them as JSON")
    parser.add_argument("--mode", choices=("all", "solo", "hotseat"), default="all",
                        help="with --statistics: solo games (one person), hot-seat games or all (default)")
    parser.add_argument("--assisted", choices=("all", "without", "with"), default="all",
                        help="with --statistics: games without undo or hints, with them, or all (default)")
    return parser


def main(argv: list[str] | None = None) -> int:
    if getattr(sys, "frozen", False):
        import multiprocessing

        # In the bundle, the computer players' worker processes start as this program: they run here, never
        # reaching the command line's parsing (PyInstaller's hook makes this work on every platform).
        multiprocessing.freeze_support()
    mark("python started, cardtable imported")
    args = build_parser().parse_args(argv)
    mark("command line parsed")
    if args.install_desktop_entry:
        from .desktop_entry import install_desktop_entry

        for path in install_desktop_entry():
            print(path)
        return 0
    if args.statistics:
        from .statistics_cli import print_statistics  # no Qt: scripts read the figures quickly

        return print_statistics(args.json, args.mode, args.assisted)
    if args.json or args.mode != "all" or args.assisted != "all":
        build_parser().error("--json, --mode and --assisted go with --statistics")
    if args.smoke_test:
        from .app.shell.smoke import run_smoke_test

        return run_smoke_test()
    from .app.shell.quit_signals import QuitSignals

    quit_signals = QuitSignals()  # before loading Qt: a Ctrl+C during the start quits cleanly too
    from .app.shell.compiled_support import cache_folder, support_compiled_once

    with support_compiled_once(cache_folder()):  # Shiboken's own modules, compiled at the first start only
        from .app.shell.application import run  # Qt is loaded only when the window is wanted

    mark("window modules imported")

    return run([sys.argv[0]], quit_when_shown=args.quit_when_shown, quit_signals=quit_signals, open_file=args.file)


if __name__ == "__main__":
    sys.exit(main())
