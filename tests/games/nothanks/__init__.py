"""Tests of No Thanks! rules."""
