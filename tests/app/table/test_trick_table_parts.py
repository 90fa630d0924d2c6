"""The parts of the kit's trick-taking table (tricks/): the offer, the seats' mats and captions, the centre's
lines, the empty slots and the observation a landed card leaves."""

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFontMetricsF

from cardtable.app.table.cards import ColourStyle
from cardtable.app.table.scene import TableScene
from cardtable.app.table.style import HIGHLIGHT, TEXT, fit_text, wrap_lines
from cardtable.app.table.tricks.centre import CentreLines
from cardtable.app.table.tricks.flights import after_play
from cardtable.app.table.tricks.offer import CardOffer
from cardtable.app.table.tricks.seats import SeatMats
from cardtable.app.table.tricks.table import EmptySlots


def test_the_offer_reads_the_hand_s_cards_and_the_other_choices():
    offer = CardOffer(("hide", "play"))
    legal = [("play", 7, True), ("play", 7, False), ("hide", 3), ("trump", 2)]
    assert offer.set(legal) and not offer.set(list(legal))
    assert offer.codes() == {7, 3} and offer.options(7) == [("play", 7, True), ("play", 7, False)]
    assert offer.options(2) == [] and offer.choices("trump") == [2] and offer.actions() == tuple(legal)
    offer.clear()
    assert offer.codes() == set() and offer.actions() == ()


def test_the_mats_grow_and_shrink_with_their_captions(qapp):
    scene = TableScene()
    seats = SeatMats(scene, ("hand", "pile"), lambda text, item, room: fit_text(text, item, room, 17))
    seats.ensure(4)
    def top_level() -> int:
        return len([item for item in scene.items() if item.parentItem() is None])
    items = top_level()
    seats.ensure(3)
    assert seats.count() == 3 and top_level() == items - 5  # a mat and two captions of two lines
    seats.show_seat(1, QRectF(0, 0, 400, 200), "Bruno", "Easy AI", "Dealer", True, ["3 tricks"])
    seats.hide_unshown()
    panel = seats.panel(1)
    assert panel.name_text() == "Bruno" and panel.active and panel.info_lines() == ["3 tricks"]
    assert seats.dealer.isVisible() and seats.dealer.text() == "Dealer" and seats.caption_texts(1) == {}
    label = seats.caption(1, "hand", "Hand", QPointF(100, 150), 80)
    seats.set_count(1, "hand", "8", QPointF(100, 170))
    seats.caption(1, "pile", "Pile", QPointF(200, 150), 80)
    assert seats.caption_texts(1) == {"hand": "Hand\n8", "pile": "Pile"}
    assert abs(label.sceneBoundingRect().center().x() - 100) < 1
    seats.set_count(1, "hand", "7")  # an animation's step: the count changes where it is
    assert seats.caption_texts(1)["hand"] == "Hand\n7"
    seats.show_seat(1, QRectF(0, 0, 400, 200), "Bruno", "", "", False, [])
    seats.caption(1, "pile", "Pile", QPointF(200, 150), 80)  # the next redraw shows the pile's caption again
    assert seats.caption_texts(1) == {"hand": "Hand\n7", "pile": "Pile"}  # not hidden and shown again meanwhile
    seats.hide_unshown()
    assert seats.caption_texts(1) == {"pile": "Pile"} and not seats.panel(1).active


def test_the_centre_wraps_long_facts_and_leads_only_their_first_line_with_a_colour(qapp):
    scene = TableScene()
    plain, wrapping = CentreLines(scene, 1.6), CentreLines(scene, 1.5, wrap_lines)
    red = ColourStyle("#c62828", "circle")
    facts = [("Round 2 of 8", None, "title"), ("Trump: red, and a long explanation after it", red, "trump")]
    plain.show_facts(facts, QRectF(0, 0, 260, 300))
    wrapping.show_facts(facts, QRectF(0, 0, 260, 300))
    assert len(plain.fact_texts()) == 2 and plain.fact_texts()[1].endswith("…")
    lines = wrapping.fact_texts()
    assert len(lines) > 2 and lines[0] == "Round 2 of 8" and "…" not in "".join(lines[1:])
    tags = [item for item in scene.items() if hasattr(item, "set_line") and item.isVisible()]
    led = [tag.text() for tag in tags if tag.childItems()[0].pos().x() > 0]  # text moved right of a symbol
    assert sorted(led) == sorted([plain.fact_texts()[1], lines[1]])  # each fact's first line only
    wrapping.show_status("▶ Your turn", QPointF(500, 20), 400, True)
    assert wrapping.status_text() == "▶ Your turn" and wrapping.status.brush().color() == HIGHLIGHT
    wrapping.show_status("Bruno to play", QPointF(500, 20), 400, False)
    assert wrapping.status.brush().color() == TEXT


def test_empty_slots_show_what_the_last_redraw_added(qapp):
    scene = TableScene()
    slots = EmptySlots(scene, 60)
    slots.add(QRectF(0, 0, 50, 70))
    slots.show()
    assert slots.item.path().boundingRect() == QRectF(0, 0, 50, 70)
    slots.clear()
    slots.show()
    assert slots.item.path().isEmpty()


@dataclass(frozen=True)
class Obs:
    seat: int
    hand: tuple | None
    hand_sizes: tuple
    trick: tuple
    to_act: int | None


def test_after_play_takes_the_card_from_its_player_and_puts_the_play_in_the_trick():
    obs = Obs(0, (5, 9, 9), (3, 3, 3), ((2, 4),), 0)
    mine = after_play(obs, 0, 9, (0, 9))
    assert mine.hand == (5, 9) and mine.hand_sizes == (2, 3, 3) and mine.trick == ((2, 4), (0, 9))
    assert mine.to_act is None
    other = after_play(obs, 1, 9, (1, 9))
    assert other.hand == obs.hand and other.hand_sizes == (3, 2, 3)
