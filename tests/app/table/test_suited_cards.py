"""A suited deck: its cards' names and labels in the current language, their faces and styles, and a hand's
order, the same for any game that fills it with its colours and its special card."""

from PySide6.QtCore import QCoreApplication, QTranslator

from cardtable.app.table.cards import PALETTE, SYMBOLS, CardFace, ColourStyle
from cardtable.app.table.suited_cards import SYMBOL_GLYPHS, SpecialCard, SuitedDeck

WILD = 99
WILD_STYLE = ColourStyle("#123456", "star")


def deck(glyph: str = "★") -> SuitedDeck:
    """Three colours × values 0–9 (colour × 10 + value) and a wild card."""
    return SuitedDeck(colours=("red", "green", "grey"), colour_names=("red", "green", "grey"),
                      colour_of=lambda code: code // 10, value_of=lambda code: code % 10,
                      special=SpecialCard(WILD, "wild", letter="W", caption=("SomeTable", "WILD"), style=WILD_STYLE,
                                          glyph=glyph))


class FakeFrench(QTranslator):
    WORDS = {("Cards", "green"): "vert", ("Cards", "{colour} {value}"): "{value} {colour}",
             ("Cards", "wild"): "joker", ("SomeTable", "WILD"): "JOKER"}

    def translate(self, context, source, disambiguation=None, n=-1):
        return self.WORDS.get((context, source))

    def isEmpty(self):  # noqa: N802 (Qt override)
        return False


def test_cards_and_colours_are_named_with_their_symbol(qapp):
    cards = deck()
    assert cards.card_name(17) == "green 7" and cards.card_label(17) == "green 7 ▲"
    assert cards.colour_name(0) == "red" and cards.colour_label(0) == "red ●"
    assert cards.card_label(23) == "grey 3 ◎"
    assert cards.card_name(WILD) == "wild" and cards.card_label(WILD) == "wild ★"
    assert deck(glyph="").card_label(WILD) == "wild"


def test_names_follow_the_language_in_their_contexts(qapp):
    cards, french = deck(), FakeFrench()
    QCoreApplication.installTranslator(french)
    try:
        assert cards.card_label(17) == "7 vert ▲"
        assert cards.colour_label(1) == "vert ▲"
        assert cards.card_name(WILD) == "joker"
        assert cards.face(WILD).caption == "JOKER"  # the caption's own context, not "Cards"
    finally:
        QCoreApplication.removeTranslator(french)
    assert cards.card_label(17) == "green 7 ▲" and cards.face(WILD).caption == "WILD"


def test_a_face_shows_the_value_in_its_colour_or_the_special_card(qapp):
    cards = deck()
    assert cards.face(5) == CardFace(rank_text="5", colour="red")
    assert cards.face(WILD) == CardFace(rank_text="W", caption="WILD", tint=WILD_STYLE)
    assert cards.colour_style(1) == PALETTE["green"] == cards.card_style(14)
    assert cards.card_style(WILD) == WILD_STYLE
    assert [cards.colour_glyph(colour) for colour in range(3)] == ["●", "▲", "◎"]


def test_every_palette_symbol_has_its_own_glyph():
    assert set(SYMBOLS) <= set(SYMBOL_GLYPHS)
    assert len(set(SYMBOL_GLYPHS.values())) == len(SYMBOL_GLYPHS)


def test_a_hand_sorts_by_colour_a_first_colour_first_or_by_value_special_cards_last():
    cards, hand = deck(), [WILD, 21, 3, 17, 11, 5]
    assert sorted(hand, key=cards.sort_key) == [3, 5, 11, 17, 21, WILD]
    assert sorted(hand, key=lambda code: cards.sort_key(code, first_colour=2)) == [21, 3, 5, 11, 17, WILD]
    assert sorted(hand, key=lambda code: cards.sort_key(code, by_value=True)) == [11, 21, 3, 5, 17, WILD]
    assert [cards.group_key(code) for code in (3, 17, WILD)] == [0, 1, "special"]
    assert [cards.group_key(code, by_value=True) for code in (3, 13, WILD)] == [3, 3, "special"]


def test_identical_cards_of_an_ordered_hand_get_their_own_ids():
    cards = deck()
    assert cards.ordered_hand([WILD, 12, WILD, 2], first_colour=1) == [
        (("hand", 12, 0), 12), (("hand", 2, 0), 2), (("hand", WILD, 0), WILD), (("hand", WILD, 1), WILD)]
