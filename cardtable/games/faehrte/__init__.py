"""Auf falscher Fährte (Jürgen Kraul)."""

from .observation import FaehrteObservation
from .outlook import Outlook
from .rules import Faehrte, FaehrteState

__all__ = ["Faehrte", "FaehrteObservation", "FaehrteState", "Outlook"]
