"""Schnäppchen Jagd (Uwe Rosenberg)."""

from .observation import SchnaeppchenObservation
from .rules import Schnaeppchen, SchnaeppchenState

__all__ = ["Schnaeppchen", "SchnaeppchenObservation", "SchnaeppchenState"]
