"""Computer players: game-independent search, levels, and the arena. Free of Qt."""

from .agents import LEVELS, Agent, make_agent

__all__ = ["LEVELS", "Agent", "make_agent"]
