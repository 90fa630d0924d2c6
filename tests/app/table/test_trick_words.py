"""The trick kit's shared words and mat geometry: a game's texts say only their own phases and refusals."""

from types import SimpleNamespace

from PySide6.QtCore import QRectF

from cardtable.app.table.tricks.mat_geometry import fan_of_backs
from cardtable.app.table.tricks.view_frame import TrickViewFrame
from cardtable.app.table.tricks.words import TrickAccessWords, TrickTableTexts, module_functions


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


class MarkedTexts(TrickTableTexts):
    card_label = staticmethod(lambda code: f"card {code}")
    colour_label = staticmethod(lambda index: f"colour {index} ▲")
    moment_kinds = frozenset()

    def mark_words(self):
        return {"joker": "JOKER"}

    def refusal_words(self):
        return {"must_follow": "follow {colour}", "no_joker": "no joker here"}

    def shortcuts(self):
        return {"sheet": "P"}


def test_a_trick_card_s_marks_are_the_kit_s_words_and_the_game_s_own(qapp):
    texts = MarkedTexts()
    assert texts.marker(["led", "trump"]) == f"{texts.led_marker()} · {texts.trump_marker()}"
    assert texts.marker(["joker"]) == "JOKER"
    assert texts.trick_captions("Ann", ["led"], True) == ["Ann", texts.led_marker(), texts.winner_marker()]
    assert texts.trick_captions("Bob", [], False) == ["Bob", "", ""]


def test_the_spoken_marks_leave_out_one_without_a_spoken_word(qapp):
    class Words(TrickAccessWords):
        def mark_words(self):
            return {"above": "above its twin"}

    assert Words().marker(["led", "super", "above"]) == f"{Words().led_word()}, above its twin"


def test_a_game_s_refusal_words_name_the_refusal_s_colour(qapp):
    texts = MarkedTexts()
    assert texts.rule_refusal("must_follow", SimpleNamespace(data={"index": 2})) == "follow colour 2 ▲"
    assert texts.rule_refusal("no_joker", SimpleNamespace(data={})) == "no joker here"
    assert texts.rule_refusal("other", SimpleNamespace(data={"index": 2})) == ""


def test_the_last_trick_s_key_is_the_kit_s_the_others_the_game_s(qapp):
    texts = MarkedTexts()
    assert texts.shortcut("last") == texts.last_shortcut()
    assert texts.shortcut("sheet") == "P"


def test_a_texts_module_s_functions_are_its_object_s_methods(qapp):
    texts = MarkedTexts()
    functions = module_functions(texts)
    assert functions("shortcut")("sheet") == "P"
    assert functions("fan_tooltip")(3) == texts.fan_tooltip(3)


class Shell:
    """The part of the GameView contract the frame builds on."""

    def reason_values(self, refusal, names):
        return {"seat": names[0]}


class View(TrickViewFrame, Shell):
    texts = MarkedTexts()

    def score_cells(self, obs, seat):
        return [str(seat * 10)]


def test_the_scoreboard_marks_the_seat_to_act_until_the_game_is_over(qapp):
    rows = View().scoreboard_rows(observation(to_act=1), ["Ann", "Bob"])
    assert rows == [["Ann", "0"], ["▶ Bob", "10"]]
    assert View().scoreboard_rows(observation(to_act=1, terminal=True), ["Ann", "Bob"])[1][0] == "Bob"


def test_a_refusal_s_colour_and_card_and_the_prompts_colours_are_named_with_their_symbols(qapp):
    values = View().reason_values(SimpleNamespace(data={"index": 1, "code": 7}), ["Ann"])
    assert values == {"seat": "Ann", "colour": "colour 1 ▲", "card": "card 7"}
    assert View().colour_values(None, 3) == {"colour": "", "trump": "colour 3 ▲"}
