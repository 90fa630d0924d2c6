"""No Thanks! on the table: its view (the shell's contract), table, layout, animations and texts."""

from .view import NoThanksUI

__all__ = ["NoThanksUI"]
