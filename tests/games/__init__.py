"""Tests of the pure rules engines (no Qt)."""
