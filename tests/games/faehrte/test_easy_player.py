"""Auf falscher Fährte: the easy computer player's simple habits: a middling hidden card, the trump kept, its
lowest card unless the round is sure to be Plus (then its highest)."""

from __future__ import annotations

import random

from cardtable.games import get_game
from cardtable.games.faehrte.agents import easy_policy
from cardtable.games.faehrte.cards import JOKER

G = get_game("faehrte")


class NoRandom(random.Random):
    """A generator whose draws never fall under easy's share of random cards."""

    def random(self):
        return 0.99


def test_easy_hides_a_middling_card_keeps_the_trump_and_plays_low_unless_plus_is_sure():
    rng = random.Random(2)
    checked = {"hide": 0, "trump": 0, "play": 0}
    for seed in range(6):
        state = G.new_game({"players": 3 + seed % 2, "jokers": seed % 3 == 0}, seed)
        while not state.is_terminal():
            obs, legal = state.observation(state.current_seat), state.legal_actions()
            if len(legal) > 1:
                action = easy_policy(obs, legal, NoRandom())
                codes = [other[1] for other in legal]
                if obs.phase == "hide":
                    middle = (9 if obs.players == 3 else 12) / 2
                    assert abs(action[1] % 13 - middle) == min(abs(code % 13 - middle) for code in codes)
                elif obs.phase == "trump":
                    assert action == ("trump", obs.trump)
                else:
                    coloured = [code for code in codes if code != JOKER]
                    if coloured:
                        pick = max if obs.outlook().kind == "plus" else min
                        assert action[1] % 13 == pick(code % 13 for code in coloured)
                checked[obs.phase] += 1
            state.apply(rng.choice(legal))
    assert all(checked.values())
