"""Command line entry: `cardtable` / `python -m cardtable`."""

from __future__ import annotations

import argparse
import sys

from . import __version__


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="cardtable", description="Four card games for the desktop.")
    parser.add_argument("--version", action="version", version=f"cardtable {__version__}")
    return parser


def main(argv: list[str] | None = None) -> int:
    build_parser().parse_args(argv)
    from .app.application import run  # Qt is loaded only when the window is wanted

    return run([sys.argv[0]])


if __name__ == "__main__":
    sys.exit(main())
