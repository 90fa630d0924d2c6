"""The phases of a round of Auf falscher Fährte (rulings section 3).

"hide": each seat lays one hand card face down, one at a time from the dealer's left; "play": the tricks;
"trump": a trump decision is due (the worst-placed seat's after trick 8 without jokers, or those of the
players of the round's first two jokers after their trick); "over": the game is over.
"""

HIDE, PLAY, TRUMP, OVER = "hide", "play", "trump", "over"
PHASES = (HIDE, PLAY, TRUMP, OVER)
