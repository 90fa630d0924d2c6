"""The trick kit's shared words and mat geometry: a game's texts say only their own phases and refusals."""

from types import SimpleNamespace

from PySide6.QtCore import QRectF

from cardtable.app.table.tricks.mat_geometry import fan_of_backs
from cardtable.app.table.tricks.words import TrickTableTexts


class Texts(TrickTableTexts):
    card_label = staticmethod(lambda code: f"card {code}")
    moment_kinds = frozenset({"not_turn"})

    def phase_status(self, obs, mine, name):
        return "deal" if obs.phase == "deal" else None

    def refused_action(self, obs, code):
        return ("play", code)

    def rule_refusal(self, kind, why):
        return "follow" if kind == "must_follow" else ""


def observation(**fields):
    values = dict(terminal=False, to_act=0, seat=0, phase="play", trick=[], why=None)
    values.update(fields)
    return SimpleNamespace(**values, why_not=lambda action: values["why"])


def test_the_status_line_asks_the_game_for_its_phases_and_says_the_play_itself(qapp):
    texts = Texts()
    assert texts.status_line(observation(phase="deal"), "Ann") == "deal"
    assert texts.status_line(observation(), "Ann") == "▶ Your turn: lead a card"
    assert texts.status_line(observation(trick=[1]), "Ann") == "▶ Your turn: play a card"
    assert texts.status_line(observation(to_act=1), "Bob") == "▶ Bob to play"
    assert texts.status_line(observation(terminal=True), "Ann") == "Game over"


def test_a_refusal_is_the_moment_the_game_s_own_words_or_the_card_named(qapp):
    texts = Texts()
    assert texts.refusal(observation(why=SimpleNamespace(kind="not_turn")), 5) == texts.waiting_refusal()
    assert texts.refusal(observation(why=SimpleNamespace(kind="must_follow")), 5) == "follow"
    assert texts.refusal(observation(why=SimpleNamespace(kind="other")), 5) == "card 5 cannot be played now."


def test_a_fan_of_backs_starts_at_the_left_or_is_centred():
    rect = QRectF(100, 0, 400, 100)
    left = fan_of_backs(3, rect, 50)
    centred = fan_of_backs(3, rect, 50, centred=True)
    assert left[0].x == 100 and [place.x - 100 for place in left] == [place.x - centred[0].x for place in centred]
    assert centred[-1].x + 50 - 500 == 100 - centred[0].x
    assert fan_of_backs(0, rect, 50) == []
