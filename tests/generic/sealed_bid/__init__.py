"""Sealed Bid, a small game written only for the tests: it proves that the app's loop takes the order of
turns from the rules alone (a seat acts twice in a row, the first bidder changes from round to round)
and that a game registered from outside the package gets the whole app (start page, play, saves, hot-seat,
translations, undo). `rules` is its Qt-free engine and know-how; `view` and `table` its face in the app.
"""
