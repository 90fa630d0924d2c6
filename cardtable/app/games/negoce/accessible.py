"""The Négoce 2 table as assistive technology reads it: its accessible entries and summary.

`table_entries(table, context, geometry, seats, centre, controls)` lists, from the table's public items,
the context drawn and its parts, in reading order, what a sighted player sees (see the kit's
`AccessibleEntry`): the other players' mats as they sit (purse, cards, whether sold, the goods as the
viewer knows them), an open overlay, the status and stage lines, the market and the coins on it, the
buyers' offers (or the bidders of the auction), the viewer's mat with the hand (one "card" entry per
card, pressed as a click on it), then the controls: the draft being built and every button that shows,
each with a name of its own ("One coin more", "Accept Bruno"). An offer the seller may accept (or a
shown card he may take) is a "button" entry, pressed as a click on its card.

Every name comes from what the table draws: a secret purse is a range, an offer's hidden card "a
face-down card", hidden coins "coins", unless the observation is a revealed one (a replay's "everything
revealed"), whose cards and coins the felt shows too. The words are methods of one QObject (context
"NegoceAccessTexts"), so pyside6-lupdate collects them with their plural forms.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QObject, QRectF

from cardtable.app.table.access import AccessibleEntry
from cardtable.app.table.access.builders import reading_order, spoken
from cardtable.app.table.access.builders import click_card, hand_card_entry
from cardtable.app.table.access.builders import text_entry as kit_text_entry
from cardtable.games.negoce.cards import GOODS

from cardtable.app.table.context import TableContext

from . import revealed, texts
from .centre import NegoceCentre, acted_this_turn, buyers
from .controls import NegoceControls
from .faces import good_label
from .layout import TITLE_H, NegoceGeometry
from .seats import NegoceSeats


class NegoceAccessTexts(QObject):
    """The accessible names' words; a QObject so that `self.tr` gives them one context and plural forms."""

    def seat(self, name: str, cards: int, purse: str, sold: bool, acting: bool) -> str:
        sold_text = self.tr("has sold") if sold else self.tr("has not sold")
        text = self.tr("{name}: {purse}, %n card(s), {sold}", None, cards).format(name=name, purse=purse,
                                                                                 sold=sold_text)
        return text + ", " + self.tr("to act") if acting else text

    def purse(self, coins: int | None, low: int, high: int) -> str:
        if coins is not None:
            return texts.coins_text(coins)
        if low == high:
            return texts.coins_text(low)
        return self.tr("purse not known, {low} to {high} coins").format(low=low, high=high)

    def goods(self, name: str, held: str, lacking: str, unknown: int) -> str:
        parts = [self.tr("held: {goods}").format(goods=held or self.tr("none known")),
                 self.tr("lacking: {goods}").format(goods=lacking or self.tr("none known"))]
        if unknown:
            parts.append(self.tr("%n not known", None, unknown))
        return self.tr("Goods of {name}: {parts}").format(name=name, parts="; ".join(parts))

    def held_good(self, code: int, low: int, high: int) -> str:
        label = good_label(code)
        if low == high and low > 1:
            return self.tr("{good} (%n card(s))", None, low).format(good=label)
        return label

    def market_card(self, card: str) -> str:
        return self.tr("Market card: {card}").format(card=card)

    def face_down_known(self, good: str) -> str:
        return self.tr("{good}, face down, only you know it").format(good=good)

    def face_down_revealed(self, good: str) -> str:
        return self.tr("{good}, face down, revealed").format(good=good)

    def unknown_card(self) -> str:
        return self.tr("a card laid face down")

    def coins_on_card(self, coins: str) -> str:
        return self.tr("Coins on the market card: {coins}").format(coins=coins)

    def draft_card(self, good: str, mark: str) -> str:
        return self.tr("Card you are putting up for sale: {good}, {mark}").format(good=good, mark=mark)

    def bidder(self, name: str, marker: str, acting: bool) -> str:
        text = self.tr("{name}: {marker}").format(name=name, marker=marker)
        return text + ", " + self.tr("to act") if acting else text

    def offer(self, phrase: str, marker: str) -> str:
        return f"{phrase}, {marker}" if marker else phrase

    def shown(self, name: str, good: str, count: int) -> str:
        return self.tr("{name} shows %n card(s) of {good}", None, count).format(name=name, good=good)

    def copy(self, card: str, index: int, count: int) -> str:
        """One of several identical cards of a hand, told apart by its place among them."""
        return self.tr("{card}, copy {index} of {count}").format(card=card, index=index, count=count)

    def no_offer(self, name: str, marker: str) -> str:
        text = self.tr("{name}: no offer").format(name=name)
        return f"{text}, {marker}" if marker else text

    def chosen(self) -> str:
        return self.tr("chosen")

    def revealed(self) -> str:
        return self.tr("revealed")

    def can_choose(self) -> str:
        return self.tr("can be chosen")

    def cannot_choose(self) -> str:
        return self.tr("cannot be chosen now")

    def button_name(self, kind: str, label: str) -> str:
        """A control's name: the felt's label, said in words where it is a sign."""
        if kind == "less":
            return self.tr("One coin less")
        if kind == "more":
            return self.tr("One coin more")
        if kind == "side":
            return self.tr("Side of the card: {side}").format(side=label)
        return label

    def draft_coins(self, coins: str) -> str:
        return self.tr("Coins chosen: {coins}").format(coins=coins)


WORDS = NegoceAccessTexts()


SPOKEN_SYMBOLS = ()  # the felt names goods in words: no glyph to leave out


def plain(text: str) -> str:
    """A felt's text as spoken (see the kit's `spoken`)."""
    return spoken(text, SPOKEN_SYMBOLS)


def text_entry(key, name: str, item=None, rect: QRectF | None = None) -> AccessibleEntry:
    """A read-only entry over item, or over rect (scene units) where the felt draws it without an item of
    its own (a text among the table's pooled labels)."""
    return kit_text_entry(key, name, item, rect, symbols=SPOKEN_SYMBOLS)


def title_rect(box: QRectF) -> QRectF:
    """The title line at the top of a block of the centre."""
    return QRectF(box.left(), box.top(), box.width(), TITLE_H)


def column_rect(box: QRectF, index: int, count: int) -> QRectF:
    """The index-th of count columns under a block's title (a buyer's offer, a bidder)."""
    room = box.width() / max(count, 1)
    return QRectF(box.left() + index * room, box.top() + TITLE_H, room, box.height() - TITLE_H)


def table_entries(table, context: TableContext, geometry: NegoceGeometry, seats: NegoceSeats,
                  centre: NegoceCentre, controls: NegoceControls) -> list[AccessibleEntry]:
    """The entries of a NegoceTable drawn from context (empty until every seat's mat is drawn)."""
    obs = context.obs
    if seats.seats_drawn() < obs.players:
        return []
    return reading_order(obs, table.overlay(), context.bottom, lambda seat: seat_entries(table, context, seat),
                         lambda: centre_entries(table, context, geometry, centre, controls),
                         lambda: control_entries(controls), SPOKEN_SYMBOLS)


def seat_entries(table, context: TableContext, seat: int) -> list[AccessibleEntry]:
    obs = context.obs
    name = context.name(seat)
    shown = revealed.shows_hand(obs, seat)
    coins = obs.coins[seat] if obs.coins is not None else None
    if coins is None and shown and obs.revealed_coins:
        coins = obs.revealed_coins[seat]
    purse = WORDS.purse(coins, *obs.coin_bounds[seat])
    summary = WORDS.seat(name, obs.hand_sizes[seat], purse, obs.has_sold[seat],
                         obs.to_act == seat and not obs.terminal)
    entries = [text_entry(("seat", seat), summary, table.seat_panel(seat))]
    bounds = revealed.revealed_bounds(obs, seat) if shown else obs.bounds[seat]
    held = [WORDS.held_good(code, *bounds[code]) for code in GOODS if bounds[code][0] >= 1]
    lacking = [good_label(code) for code in GOODS if bounds[code][1] == 0]
    unknown = len(GOODS) - len(held) - len(lacking)
    entries.append(text_entry(("goods", seat), WORDS.goods(name, ", ".join(held), ", ".join(lacking), unknown),
                              table.goods_strip(seat)))
    if seat == context.bottom:
        entries += hand_entries(table)
    return entries


def hand_entries(table) -> list[AccessibleEntry]:
    """The hand at the bottom, left to right: focusable cards pressed as a click on them."""
    draft = table.draft()
    entries = []
    cards = table.hand_items()
    held = [card.card_id[1] for card in cards]
    for card in cards:
        code = card.card_id[1]
        name = good_label(code)
        if held.count(code) > 1:
            name = WORDS.copy(name, held[:cards.index(card)].count(code) + 1, held.count(code))
        offered = card.clickable
        if card.selected:
            description = WORDS.chosen()
        elif offered:
            description = WORDS.can_choose() if not card.dimmed else WORDS.cannot_choose()
        else:
            description = ""
        if card.revealed:
            description = ", ".join(filter(None, [WORDS.revealed(), description]))
        entries.append(hand_card_entry(table, card, name, description,
                                       offered and not card.dimmed and draft is not None))
    return entries


def status_words(context: TableContext) -> str:
    """The status line in full (the felt may shorten it), without its arrow."""
    obs = context.obs
    mover = context.name(obs.to_act) if obs.to_act is not None else ""
    return plain(texts.status_line(obs, mover))


def market_words(code, face_up: bool, hidden: bool) -> str:
    """A market card as drawn: its good; a face-down one by its good only where the felt shows it (to the
    seller who laid it, or from a revealed observation), else as a card laid face down."""
    if code is None:
        return WORDS.unknown_card()
    if face_up:
        return good_label(code)
    if hidden:
        return WORDS.face_down_revealed(good_label(code))
    return WORDS.face_down_known(good_label(code))


def centre_entries(table, context: TableContext, geometry: NegoceGeometry, centre: NegoceCentre,
                   controls: NegoceControls) -> list[AccessibleEntry]:
    obs = context.obs
    entries = []
    if centre.status.text():
        entries.append(text_entry(("status",), status_words(context), centre.status))
    if centre.stage.text():
        entries.append(text_entry(("stage",), texts.stage_line(obs), centre.stage))
    if obs.terminal:
        return entries
    scene = table.table_scene()
    seller = context.name(obs.seller) if obs.seller is not None else ""
    market_box = geometry.market
    entries.append(text_entry(("market-caption",), texts.market_caption(seller, obs.phase == "auction"), None,
                              title_rect(market_box)))
    for index, (_seen, face_up) in enumerate(obs.market):
        code, hidden = revealed.market_code(obs, index)
        words = market_words(code, face_up, hidden)
        entries.append(text_entry(("market", index), WORDS.market_card(words), scene.card(("market", index))))
    draft_item = table.draft_item()
    draft = table.draft()
    if draft_item is not None and draft is not None:
        entries.append(text_entry(("draft-card",), WORDS.draft_card(
            good_label(draft.code), texts.draft_mark(draft.face_up, draft.coins)), draft_item))
    if obs.phase != "auction" and obs.market:
        entries.append(text_entry(("market-coins",), WORDS.coins_on_card(texts.coins_text(obs.market_coins)),
                                  centre.chip("market")))
    entries += offer_entries(table, context, geometry, centre, controls)
    return entries


def offer_entries(table, context: TableContext, geometry: NegoceGeometry, centre: NegoceCentre,
                  controls: NegoceControls) -> list[AccessibleEntry]:
    obs = context.obs
    auction = obs.phase == "auction"
    title = (texts.bidders_title() if auction else texts.shown_title() if obs.named is not None
             else texts.offers_title())
    box = geometry.offers
    entries = [text_entry(("offers-title",), title, None, title_rect(box))]
    if auction:
        lines = texts.auction_lines(obs, context.name)
        entries += [text_entry(("auction", index), line, None, title_rect(box).translated(0, TITLE_H * (index + 1)))
                    for index, line in enumerate(lines)]
        for seat in range(obs.players):
            entries.append(text_entry(("bidder", seat), WORDS.bidder(
                context.name(seat), texts.bidder_marker(obs, seat), seat == obs.to_act),
                centre.chip(("bid", seat)), column_rect(box, seat, obs.players)))
        return entries
    legal = set(controls.legal_actions())
    shown = buyers(obs)
    for index, seat in enumerate(shown):
        name = context.name(seat)
        marker = texts.offer_marker(obs, seat, acted_this_turn(obs, seat))
        offer = obs.offers[seat]
        if obs.named is not None and obs.shown[seat]:
            words = WORDS.shown(name, good_label(obs.named), obs.shown[seat])
        elif offer is not None:
            code, hidden = revealed.offer_card(obs, seat, offer)
            drawn = replace(offer, code=code, coins=revealed.offer_coins(obs, seat, offer))
            words = WORDS.offer(texts.offer_tooltip(drawn, name), marker)
        else:
            words = WORDS.no_offer(name, marker)
        card = table.offer_item(seat)
        choices = [kind for kind in ("accept", "take") if (kind, seat) in legal]
        if choices and card is not None and card.clickable:
            entries.append(AccessibleEntry(key=("offer", seat), name=words, item=card, rect=QRectF(),
                                           description=texts.click_to(choices[0], name), kind="button",
                                           press=lambda card_id=("offer", seat): click_card(table, card_id),
                                           enabled=True))
        else:
            entries.append(text_entry(("offer", seat), words, card, column_rect(box, index, len(shown))))
    return entries


def control_entries(controls: NegoceControls) -> list[AccessibleEntry]:
    """The controls block: the draft's line, every button shown (in rows, the coins between − and +), the
    reason a press or a draft is refused."""
    entries = []
    draft = controls.draft()
    if controls.draft_text.isVisible():
        line = texts.draft_line(draft.kind, draft.code, draft.face_up, draft.coins) if draft is not None else ""
        if line:
            entries.append(text_entry(("draft",), line, controls.draft_text))
    for row in controls.shown_kinds():
        for kind in (["less", "coins", "more"] if row == ["coins"] else row):
            if kind == "coins":
                if draft is not None:
                    entries.append(text_entry(("coins",), WORDS.draft_coins(texts.coins_text(draft.coins)),
                                              controls.coins_text))
                continue
            button = controls.button(kind)
            if not button.isVisible():
                continue
            entries.append(AccessibleEntry(key=("button", kind), name=WORDS.button_name(kind, button.text()),
                                           item=button, description=button.toolTip(), kind="button",
                                           press=lambda kind=kind: controls.pills.press(kind),
                                           enabled=button.enabled))
    if controls.reason_text.isVisible() and controls.reason_text.text():
        entries.append(text_entry(("reason",), plain(controls.reason()), controls.reason_text))
    return entries


def table_summary(context: TableContext, message: str) -> str:
    """Where the game is and who must act, in one or two sentences; message: a press the table refused."""
    obs = context.obs
    parts = [texts.stage_line(obs) + "."]
    if message:  # a press the table refused: the reason first, as it is the news
        parts.insert(0, message.removeprefix("⚠ "))
    status = status_words(context)
    if status:
        parts.append(status + ".")
    return plain(" ".join(parts))
