"""What the table's overlays show: the last trick (for the kit's show_last_trick), the viewer's own junk
pile and the end of a round (title, lines, rows of (CardFace, caption lines) for Overlay.show_content).
Only what the viewer may know goes in: the junk overlay reads the observation's `my_junk`, which is the
viewer's own pile (other junk piles are never in an observation).
"""

from __future__ import annotations

from collections import Counter

from cardtable.games.schnaeppchen import tricks
from cardtable.games.schnaeppchen.cards import SUPER, value_of

from . import texts
from .faces import face, sort_key
from .view import SchnaeppchenUI

ROW = 12  # cards per row in the junk overlay


def last_trick(obs, name_of):
    """The round's last finished trick, or None when there is none yet."""
    if not obs.round_tricks:
        return None
    plays, winner, kept = obs.round_tricks[-1]
    view = tricks.read(plays)
    lines = [texts.trick_split(len(kept), len(plays) - len(kept)),
             texts.led_line(view) + "   " + texts.trump_line(view)]
    cards = [(face(play.card), texts.trick_captions(name_of(play.seat), texts.trick_marks(play, index),
                                                    play.seat == winner)) for index, play in enumerate(plays)]
    return cards, texts.last_trick_title(name_of(winner)), lines


def junk(obs):
    """The viewer's own junk pile, by value."""
    cards = sorted(obs.my_junk or (), key=lambda code: sort_key(code, "value"))
    counts = Counter(value_of(code) for code in cards if code != SUPER)
    lines = [texts.junk_summary(dict(counts), cards.count(SUPER))]
    rows = [[(face(code), []) for code in cards[start:start + ROW]] for start in range(0, len(cards), ROW)]
    return texts.junk_title(len(cards)), lines, rows


def round_end(finished_round: int, obs, name_of, events):
    """The end of a round: each player's piles and score, then what the sortings did."""
    lines = [texts.round_score_line(name_of(seat), len(obs.bargain[seat]), obs.junk_sizes[seat])
             for seat in range(obs.players)]
    names = [name_of(seat) for seat in range(obs.players)]
    lines += [SchnaeppchenUI().describe_event(event, names) for event in events if event.kind == "sorted"]
    return texts.round_over_title(finished_round), lines, []
