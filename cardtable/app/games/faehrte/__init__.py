"""Auf falscher Fährte on the table: its view (the shell's contract), table, dialogs, overlays and texts."""

from .view import FaehrteUI

__all__ = ["FaehrteUI"]
