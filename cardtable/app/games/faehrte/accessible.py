"""The Auf falscher Fährte table as assistive technology reads it (the kit's tricks.access says the entries
every trick table has and their reading order): the round's facts (round, trump, round type, leftover card,
jokers), the pile of hidden cards (those turned up by name, the others counted) and the viewer's own hidden
card. Another player's hand and hidden card are counts or "laid", never cards, unless the observation is a
revealed one (a replay's "everything revealed"). The game's own words have the context "FaehrteAccessTexts";
names avoid the colour symbols the felt draws ("▲"): a screen reader would spell them.
"""

from __future__ import annotations

from functools import partial

from cardtable.app.table.access import AccessibleEntry
from cardtable.app.table.access.builders import text_entry as kit_text_entry
from cardtable.app.table.tricks import access as kit
from cardtable.app.table.tricks.access import table_summary  # noqa: F401 (the table's summary)
from cardtable.app.table.tricks.words import TrickAccessWords
from cardtable.games.faehrte.cards import value_of

from . import catalogue, texts
from .faces import SYMBOL_GLYPHS
from .revealed import pile_codes


class FaehrteAccessTexts(TrickAccessWords):
    """The accessible names' own words (the kit's TrickAccessWords says the rest)."""

    def seat(self, name: str, cards: int, tricks: int, rank: int | None, total: int, dealer: bool,
             acting: bool) -> str:
        """A seat's mat: its hand's size, its tricks this round, its rank once the round type is certain,
        its total so far."""
        text = self.tr("{name}: %n card(s) in hand", None, cards).format(name=name)
        text += ", " + texts.tricks_text(tricks)
        if rank is not None:
            text += ", " + self.tr("rank {rank}").format(rank=rank)
        text += ", " + self.tr("total {points}").format(points=texts.points_text(total))
        return text + self.roles(dealer, acting)

    def final(self, name: str, line: str) -> str:
        return self.tr("{name}: {line}").format(name=name, line=line)

    def laid(self, name: str) -> str:
        return self.tr("{name} has laid a hidden card face down").format(name=name)

    def revealed_hidden(self, name: str, card: str) -> str:
        return self.tr("Hidden card of {name}, revealed: {card}").format(name=name, card=card)

    def own_hidden(self, card: str) -> str:
        return self.tr("Your hidden card: {card}").format(card=card)

    def hide_slot(self) -> str:
        return self.tr("Your hidden card: not chosen yet")

    def pile(self, turned: str, face_down: int, total: int, threshold: int) -> str:
        """The pile of hidden cards: those turned up, how many still face down, the sum against the threshold."""
        down = self.tr("%n face down", None, face_down)
        if not turned:
            return self.tr("Hidden cards: none turned up, {down}; Plus from {threshold}").format(
                down=down, threshold=threshold)
        return self.tr("Hidden cards turned up: {cards}; {down}; sum {total}, Plus from {threshold}").format(
            cards=turned, down=down, total=total, threshold=threshold)

    def revealed_pile(self, cards: str) -> str:
        return self.tr("Hidden cards still face down, revealed: {cards}").format(cards=cards)

    def leftover(self, card: str) -> str:
        return self.tr("Left over, out of play this round: {card}").format(card=card)

    def to_hide(self) -> str:
        return self.tr("can be hidden")


WORDS = FaehrteAccessTexts()


SPOKEN_SYMBOLS = (*SYMBOL_GLYPHS.values(), "★")  # glyphs a reader would spell out: the felt's words say the same
text_entry = partial(kit_text_entry, symbols=SPOKEN_SYMBOLS)


def seat_entries(table, obs, seat: int) -> list[AccessibleEntry]:
    name = table.seat_name(seat)
    panel = table.seat_panel(seat)
    if obs.terminal:
        return [text_entry(("seat", seat), WORDS.final(name, texts.final_line(obs.totals[seat])), panel)]
    places = obs.places()
    summary = WORDS.seat(name, obs.hand_sizes[seat], obs.tricks_won[seat], places[seat] if places else None,
                         obs.totals[seat], obs.dealer == seat, obs.to_act == seat)
    entries = [text_entry(("seat", seat), summary, panel)]
    scene = table.table_scene()
    if seat == table.bottom_seat() and seat == obs.seat and obs.hand is not None:
        hiding = bool(table.offer.choices("hide"))
        entries += kit.hand_entries(table, WORDS, catalogue.card_name, WORDS.to_hide() if hiding else "")
        if obs.my_hidden is not None:
            entries.append(text_entry(("own-hidden", seat), WORDS.own_hidden(catalogue.card_name(obs.my_hidden)),
                                      scene.card(("own-hidden", seat))))
        elif obs.phase == "hide":
            entries.append(text_entry(("own-hidden", seat), WORDS.hide_slot(), rect=table.hidden_slot_rect(seat)))
    elif obs.revealed_hands and seat != obs.seat:
        entries.append(kit.revealed_hand_entry(table, WORDS, seat, obs.revealed_hands[seat], catalogue.card_name))
        hidden = obs.revealed_hidden[seat]
        if hidden is not None:
            entries.append(text_entry(("revealed-hidden", seat),
                                      WORDS.revealed_hidden(name, catalogue.card_name(hidden)),
                                      scene.card(("shown-hidden", seat))))
    elif obs.phase == "hide" and obs.laid[seat]:
        entries.append(text_entry(("laid", seat), WORDS.laid(name), scene.card(("laid", seat))))
    return entries


def centre_entries(table, obs) -> list[AccessibleEntry]:
    facts = [texts.round_line(obs), WORDS.trump(catalogue.colour_name(obs.trump)),
             texts.outlook_line(obs.outlook())]
    if obs.leftover is not None:
        facts.append(WORDS.leftover(catalogue.card_name(obs.leftover)))
    if obs.jokers:
        facts.append(texts.joker_line(obs))
    entries = kit.centre_entries(table, obs, facts)
    plays = [(seat, catalogue.card_name(code), WORDS.marker(texts.trick_marks(index, code, obs.trump)))
             for index, (seat, code) in enumerate(obs.trick)]
    entries += kit.trick_entries(table, WORDS, plays)
    if not obs.terminal:
        entries += pile_entries(table, obs)
    return entries


def pile_entries(table, obs) -> list[AccessibleEntry]:
    """The pile of hidden cards: the turned-up ones by name, the face-down ones counted (named only when
    the observation is revealed, as the felt then shows them)."""
    laid = sum(obs.laid) if obs.phase == "hide" else len(obs.revealed) + obs.hidden_left
    turned = ", ".join(catalogue.card_name(code) for code in obs.revealed)
    total = sum(value_of(code) for code in obs.revealed)
    first = table.table_scene().card(("pile", 0))
    name = WORDS.pile(turned, max(0, laid - len(obs.revealed)), total, obs.threshold)
    entries = [text_entry(("pile",), name, first, rect=table.pile_caption_rect())]
    if obs.revealed_hands:
        down = [code for code, _owner in pile_codes(obs)[len(obs.revealed):]]
        if down:
            entries.append(text_entry(("revealed-pile",), WORDS.revealed_pile(
                ", ".join(catalogue.card_name(code) for code in down))))
    return entries


# The entries of a FaehrteTable in reading order (empty before it shows an observation).
table_entries = partial(kit.table_entries, seat_entries=seat_entries, centre_entries=centre_entries)
