"""Replays of recorded games: the model (states and events by position), the page and its controls."""
