"""Négoce 2 (François Tréca)."""

from .observation import NegoceObservation, Offer
from .rules import Negoce, NegoceState

__all__ = ["Negoce", "NegoceObservation", "NegoceState", "Offer"]
