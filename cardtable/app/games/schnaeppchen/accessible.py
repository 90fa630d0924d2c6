"""The Schnäppchen Jagd table as assistive technology reads it (the kit's tricks.access says the entries
every trick table has and their reading order): the round's facts and each mat's piles. The other hands and
junk piles are counts, never cards, unless the observation itself is a revealed one (a replay's "everything
revealed"). The game's own words have the context "SchnaeppchenAccessTexts"; names avoid the colour symbols
the felt draws ("▲"): a screen reader would spell them.
"""

from __future__ import annotations

from functools import partial

from cardtable.app.table.access import AccessibleEntry
from cardtable.app.table.access.builders import button_entry, text_entry as kit_text_entry
from cardtable.app.table.tricks import access as kit
from cardtable.app.table.tricks.access import table_summary  # noqa: F401 (the table's summary)
from cardtable.app.table.tricks.words import TrickAccessWords
from cardtable.app.table.style import with_sign

from . import catalogue, texts
from .faces import SYMBOL_GLYPHS
from .revealed import stock_line as revealed_stock_line


class SchnaeppchenAccessTexts(TrickAccessWords):
    """The accessible names' own words (the kit's TrickAccessWords says the rest)."""

    def seat(self, name: str, cards: int, collects: str, score: int, dealer: bool, acting: bool) -> str:
        text = self.tr("{name}: %n card(s) in hand, {collects}, score {score}", None, cards).format(
            name=name, collects=collects, score=with_sign(score))
        return text + self.roles(dealer, acting)

    def collects(self, value: int | None) -> str:
        return self.tr("no bargain yet") if value is None else self.tr("collects {value}s").format(value=value)

    def bargain_pile(self, name: str, count: int, top: str) -> str:
        if not count:
            return self.tr("Bargain pile of {name}: empty").format(name=name)
        return self.tr("Bargain pile of {name}: %n card(s), top card {card}", None, count).format(
            name=name, card=top)

    def junk_pile(self, name: str, count: int) -> str:
        return self.tr("Junk pile of {name}: %n card(s)", None, count).format(name=name)

    def look_at_junk(self) -> str:
        return self.tr("press to look at it")

    def revealed_junk(self, name: str, cards: str) -> str:
        return self.tr("Junk pile of {name}, revealed: {cards}").format(name=name, cards=cards)

    def led(self, colour: int | None) -> str:
        return self.tr("Led colour: none yet") if colour is None else self.tr("Led colour: {colour}").format(
            colour=catalogue.colour_name(colour))

    def trump(self, colour: int | None) -> str:
        return self.tr("Trump: none declared") if colour is None else super().trump(catalogue.colour_name(colour))

    def mark_words(self) -> dict:
        """What a card of the trick declared, in words (the felt's marks without their arrows)."""
        return {"not trump": self.tr("not trump"), "above": self.tr("above its twin"),
                "below": self.tr("below its twin")}


WORDS = SchnaeppchenAccessTexts()


SPOKEN_SYMBOLS = tuple(SYMBOL_GLYPHS.values())  # glyphs a reader would spell out: the felt's words say the same
text_entry = partial(kit_text_entry, symbols=SPOKEN_SYMBOLS)


def seat_entries(table, obs, seat: int) -> list[AccessibleEntry]:
    name = table.seat_name(seat)
    panel = table.seat_panel(seat)
    summary = WORDS.seat(name, obs.hand_sizes[seat], WORDS.collects(obs.collecting(seat)), obs.scores()[seat],
                         obs.dealer == seat, obs.to_act == seat and not obs.terminal)
    entries = [text_entry(("seat", seat), summary, panel)]
    if seat == table.bottom_seat() and obs.hand is not None:
        entries += kit.hand_entries(table, WORDS, catalogue.card_name)
    elif obs.revealed_hands:
        entries.append(kit.revealed_hand_entry(table, WORDS, seat, obs.revealed_hands[seat], catalogue.card_name))
    pile = obs.bargain[seat]
    top = catalogue.card_name(pile[-1]) if pile else ""
    top_item = table.table_scene().card(("bargain", seat, min(3, len(pile)) - 1)) if pile else None
    entries.append(text_entry(("bargain", seat), WORDS.bargain_pile(name, len(pile), top),
                              top_item or table.seats.caption_item(seat, "bargain")))
    entries.append(junk_entry(table, obs, seat, name))
    if obs.revealed_junk and obs.revealed_junk[seat]:
        cards = ", ".join(catalogue.card_name(code) for code in obs.revealed_junk[seat])
        entries.append(text_entry(("revealed-junk", seat), WORDS.revealed_junk(name, cards), panel))
    return entries


def junk_entry(table, obs, seat: int, name: str) -> AccessibleEntry:
    size = obs.junk_sizes[seat]
    item = table.table_scene().card(("junk", seat, 0)) if size else table.seats.caption_item(seat, "junk")
    if seat == obs.seat and obs.my_junk:
        # the viewer's own pile opens in the overlay, as a click on it does
        return button_entry(("junk", seat), texts.junk_title(size), item, WORDS.look_at_junk(), table.show_junk,
                            not table.is_animating())
    text = texts.junk_title(size) if seat == obs.seat else WORDS.junk_pile(name, size)
    return text_entry(("junk", seat), text, item)


def centre_entries(table, obs) -> list[AccessibleEntry]:
    facts = [texts.round_line(obs), texts.stock_line(obs)]
    if revealed_stock_line(obs):
        facts.append(revealed_stock_line(obs))
    if obs.phase == "play":
        view = obs.trick_view()
        facts += [WORDS.led(view.led), WORDS.trump(view.trump)]
        if view.not_trump:  # the felt's words, its colours' symbols left out
            facts.append(texts.not_trump_line(view))
    elif obs.phase == "sort":
        facts += [texts.sort_summary(table.seat_name(seat), choice, len(discarded), len(moved))
                  for seat, choice, discarded, moved in obs.round_sorts]
    plays = [(play.seat, catalogue.card_name(play.card), WORDS.marker(texts.trick_marks(play, index)))
             for index, play in enumerate(obs.trick)]
    return kit.centre_entries(table, obs, facts) + kit.trick_entries(table, WORDS, plays)


# The entries of a SchnaeppchenTable in reading order (empty before it shows an observation).
table_entries = partial(kit.table_entries, seat_entries=seat_entries, centre_entries=centre_entries)
