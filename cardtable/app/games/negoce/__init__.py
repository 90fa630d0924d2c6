"""Négoce 2 on the table: its view (the shell's contract), the market table, its controls and texts."""

from .view import NegoceUI

__all__ = ["NegoceUI"]
