"""The duplicate challenge: a deal played again, the computers replaying the earlier game where it goes the
same way, and the `hard` player's result from the person's seat on that deal to compare with."""
