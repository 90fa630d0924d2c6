"""No Thanks! (Thorsten Gimmler)."""

from .rules import NoThanks, NoThanksObservation, NoThanksState

__all__ = ["NoThanks", "NoThanksObservation", "NoThanksState"]
