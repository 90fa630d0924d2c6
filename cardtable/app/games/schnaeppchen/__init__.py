"""Schnäppchen Jagd on the table: its view (the shell's contract), table, dialogs, overlays and texts."""

from .view import SchnaeppchenUI

__all__ = ["SchnaeppchenUI"]
