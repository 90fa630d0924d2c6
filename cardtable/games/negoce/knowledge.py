"""What a careful player has noted of the others' cards and coins (the spec's "Knowledge").

Kept per viewer: the seats 0..3 and the public (index 4, what a spectator knows).

Cards. A card on the table stays its owner's until the sale ends, so we track for each seat the bounds of
what it *owns*: its hand plus its cards on the table (its offered card, or the seller's market cards).
That count changes only when a sale ends (and when the auction gives the contraband), so laying, changing
and withdrawing offers cost nothing here, and a card that goes to the table face down and comes back
leaves the bounds as they were. The bounds of a hand are derived when an observation is made: the owned
bounds less the seat's table cards, the known ones exactly and each unknown one as "any code".

Coins (hidden-coins variant only). The same idea: a seat's *holding* is its purse plus its coins on the
table (its offer's, or the market card's for the seller); it changes only when a sale ends (and by the
auction's payment).

Every update keeps `low <= true count <= high`; `tighten` then applies the copies of each code and the
number of cards each seat owns.

The rules note each update with what it reads (values, not the state's lists) and the bounds are worked out
when someone reads them (`settle`): a game played without asking for observations pays almost nothing
for the notes, and one that asks gets the same bounds as if each update had been applied at once (they
are applied in the same order, to the same values).
"""

from __future__ import annotations

from itertools import compress
from operator import ne, sub

from .cards import CODES, COPIES_OF, PLAYERS, WIN_COINS

PUBLIC = PLAYERS  # the viewer index of a spectator
VIEWERS = PLAYERS + 1
ALL = tuple(range(VIEWERS))
CODE_COUNT = len(CODES)
SEATS = tuple(range(PLAYERS))
CELLS = tuple(range(PLAYERS * CODE_COUNT))
# The cells of each code (a column: its copies are shared out among the seats) and of each seat (a row: the
# cards it owns), as (slice, range) of a viewer's bounds.
COLUMNS = tuple((slice(code, len(CELLS), CODE_COUNT), range(code, len(CELLS), CODE_COUNT)) for code in CODES)
ROWS = tuple((slice(seat * CODE_COUNT, (seat + 1) * CODE_COUNT), range(seat * CODE_COUNT, (seat + 1) * CODE_COUNT))
             for seat in SEATS)
# The column (code) and the row (seat) of each cell, to look up in C (map) rather than work out in Python.
COLUMN_OF = tuple(index % CODE_COUNT for index in CELLS).__getitem__
ROW_OF = tuple(index // CODE_COUNT for index in CELLS).__getitem__


def cell(seat: int, code: int) -> int:
    return seat * CODE_COUNT + code


def narrow(low: list, high: list, line: tuple, total: int) -> list | tuple:
    """Narrow the cells of one line (slice, range) to the line's `total`, each from the values before: a
    cell holds at most the total less the others' lows, at least the total less the others' highs. Returns
    the cells that moved."""
    cells, indices = line
    lows, highs = low[cells], high[cells]
    spare_low, spare_high = total - sum(lows), total - sum(highs)
    widest = max(map(sub, highs, lows))
    if widest <= spare_low and widest <= -spare_high:  # no cell's gap is wide enough to narrow
        return ()
    moved = []
    for index in indices:
        top, bottom = spare_low + low[index], spare_high + high[index]
        if top < high[index]:
            high[index] = top
            moved.append(index)
        if bottom > low[index]:
            low[index] = bottom
            moved.append(index)
    return moved


def noted(update):
    """A method that notes a call of `update` with its (positional) arguments, for `settle` to make."""
    def note(self, *arguments) -> None:
        self.pending.append((update, arguments))
    note.__name__, note.__doc__ = update.__name__.lstrip("_"), update.__doc__
    return note


class Knowledge:
    """Owned-card bounds `low[viewer][seat * 9 + code]`, `high[...]`, and holding bounds
    `hold_low[viewer][seat]`, `hold_high[...]` (kept only in the hidden-coins variant). `settled[viewer]`:
    (low, high, sizes) where that viewer's last `tighten` left every line settled, or None. `pending`: the
    updates noted and not applied yet, as (method, arguments); read the bounds after `settle()`."""

    __slots__ = ("low", "high", "hold_low", "hold_high", "pinned", "settled", "pending")
    kept = True  # (see `Unnoted`)

    @classmethod
    def exact(cls, owned: list, holdings: list) -> "Knowledge":
        """Every viewer knows every seat's owned cards (`owned`: per seat its cards) and holding."""
        knowledge = cls.__new__(cls)
        counts = [0] * (PLAYERS * CODE_COUNT)
        for seat, cards in enumerate(owned):
            for code in cards:
                counts[cell(seat, code)] += 1
        knowledge.low = [counts.copy() for _ in range(VIEWERS)]
        knowledge.high = [counts.copy() for _ in range(VIEWERS)]
        knowledge.hold_low = [list(holdings) for _ in range(VIEWERS)]
        knowledge.hold_high = [list(holdings) for _ in range(VIEWERS)]
        knowledge.pinned = {}
        knowledge.settled = [None] * VIEWERS
        knowledge.pending = []
        return knowledge

    def clone(self) -> "Knowledge":
        other = Knowledge.__new__(Knowledge)
        other.low = [row.copy() for row in self.low]
        other.high = [row.copy() for row in self.high]
        other.hold_low = [row.copy() for row in self.hold_low]
        other.hold_high = [row.copy() for row in self.hold_high]
        other.pinned = dict(self.pinned)
        other.settled = self.settled.copy()  # its entries are never changed in place
        other.pending = self.pending.copy()  # (its entries are never changed in place)
        return other

    def settle(self) -> None:
        """Apply the updates noted since the last call, in the order they were noted."""
        pending = self.pending
        if pending:
            self.pending = []
            for update, arguments in pending:
                update(self, *arguments)

    # --- cards ------------------------------------------------------------------------------------------
    def _gain(self, seat: int, code: int) -> None:
        """`seat` takes a card every viewer sees (the contraband won at the auction)."""
        index = cell(seat, code)
        for viewer in range(VIEWERS):
            self.low[viewer][index] += 1
            self.high[viewer][index] += 1

    def _shown_on_table(self, seat: int, code: int, count: int, sizes: list) -> None:
        """`seat` has `count` cards `code` face up on the table: it owns at least that many (`sizes`: the
        cards each seat owns, to carry the news over to the other codes and seats)."""
        index = cell(seat, code)
        for viewer in range(VIEWERS):
            if self.low[viewer][index] < count:
                self.low[viewer][index] = count
                self.tighten(viewer, sizes)

    def _exchange(self, moves: list) -> None:
        """Cards pass between owners at the end of a sale: each move is (giver, receiver, code, knowers,
        public). The viewers in `knowers` (every one if `public`) know which card it is; the others only that
        it was one the giver could own before the exchange."""
        for viewer in range(VIEWERS):
            low, high = self.low[viewer], self.high[viewer]
            could = [None if public or viewer in knowers else
                     [each for each in CODES if high[giver * CODE_COUNT + each]]
                     for giver, _receiver, _code, knowers, public in moves]
            for (giver, receiver, code, _knowers, _public), codes in zip(moves, could):
                base_g, base_r = giver * CODE_COUNT, receiver * CODE_COUNT
                if codes is None:
                    if low[base_g + code]:
                        low[base_g + code] -= 1
                    high[base_g + code] -= 1
                    low[base_r + code] += 1
                    high[base_r + code] += 1
                    continue
                for each in codes:
                    if low[base_g + each]:
                        low[base_g + each] -= 1
                    high[base_r + each] += 1

    def _showing(self, good: int, shown: tuple, seller: int, market: tuple, sizes: list) -> None:
        """A force: every buyer's count of `good` is `shown[seat]` (its offers are back in hand), and the
        seller's hand holds none, so he owns as many as his market cards are (`market`: (code, face_up),
        the face-down ones known to the seller only)."""
        for viewer in range(VIEWERS):
            low, high = self.low[viewer], self.high[viewer]
            for seat in range(PLAYERS):
                index = cell(seat, good)
                if seat == seller:
                    known = unknown = 0
                    for code, face_up in market:
                        if face_up or viewer == seller:
                            known += code == good
                        else:
                            unknown += 1
                    low[index] = max(low[index], known)
                    high[index] = min(high[index], known + unknown)
                else:
                    low[index] = high[index] = shown[seat]
            self.tighten(viewer, sizes)

    def _forced_take(self, seller: int, owner: int, good: int, market: tuple, knowers: tuple) -> None:
        """The end of a forced sale: `owner` gives the seller a card of the named `good` (public) and takes
        the market cards (`market`: (code, face_up)), which the viewers in `knowers` know. The seller's hand
        held none of `good`, so the market cards held exactly the seller's cards of it: the others know
        that the owner gets that many and that the seller now owns exactly one."""
        base_s, base_o = seller * CODE_COUNT, owner * CODE_COUNT
        g_seller, g_owner = base_s + good, base_o + good
        for viewer in range(VIEWERS):
            low, high = self.low[viewer], self.high[viewer]
            known = [code for code, face_up in market if face_up or viewer in knowers]
            unknown = len(market) - len(known)
            goods_known = known.count(good)
            # cards of `good` among the unknown market cards, and the most cards of other codes among them
            fewest_good = max(0, low[g_seller] - goods_known)
            most_good = min(unknown, high[g_seller] - goods_known)
            most_other = unknown - fewest_good
            could = [(code, min(most_other, high[base_s + code] - known.count(code)))
                     for code in CODES if code != good] if most_other > 0 else ()
            low[g_owner] += goods_known + fewest_good - 1
            high[g_owner] += goods_known + most_good - 1
            low[g_seller] = high[g_seller] = 1
            for code in known:
                if code != good:
                    low[base_s + code] = max(0, low[base_s + code] - 1)
                    high[base_s + code] -= 1
                    low[base_o + code] += 1
                    high[base_o + code] += 1
            for code, most in could:
                if most > 0:
                    low[base_s + code] = max(0, low[base_s + code] - most)
                    high[base_o + code] += most

    def _show_all_goods(self, seats) -> None:
        """A goods victory: the winners show one card of each good."""
        for viewer in range(VIEWERS):
            for seat in seats:
                for good in CODES[1:]:
                    index = cell(seat, good)
                    self.low[viewer][index] = max(self.low[viewer][index], 1)

    def tighten(self, viewer: int, sizes: list) -> None:
        """Apply the copies of each code and the number of cards each seat owns (`sizes`) until nothing
        changes (a few passes at most): a pass narrows every code's column of cells, then every seat's row.

        A line is narrowed only when something it reads has changed since it was last found settled: the
        bounds where the last call settled are kept, and the lines to look at are those holding a cell that
        differs from them (or whose seat's size does), then those holding a cell a narrowing moved. The
        others would not move, so the passes leave exactly what narrowing every line would."""
        low, high = self.low[viewer], self.high[viewer]
        if low == high:
            return
        settled = self.settled[viewer]
        if settled is None:
            columns, rows = set(CODES), set(SEATS)
        else:
            settled_low, settled_high, settled_sizes = settled
            moved = [*compress(CELLS, map(ne, low, settled_low)), *compress(CELLS, map(ne, high, settled_high))]
            if not moved and sizes == settled_sizes:
                return
            columns, rows = set(map(COLUMN_OF, moved)), set(map(ROW_OF, moved))
            if sizes != settled_sizes:
                rows.update(compress(SEATS, map(ne, sizes, settled_sizes)))
        for _ in range(4):
            changed = False
            for code in tuple(columns):
                moved = narrow(low, high, COLUMNS[code], COPIES_OF[code])
                if moved:
                    changed = True
                    rows.update(map(ROW_OF, moved))
                else:
                    columns.discard(code)
            for seat in tuple(rows):
                moved = narrow(low, high, ROWS[seat], sizes[seat])
                if moved:
                    changed = True
                    columns.update(map(COLUMN_OF, moved))
                else:
                    rows.discard(seat)
            if not changed:
                self.settled[viewer] = (low.copy(), high.copy(), list(sizes))
                return
        self.settled[viewer] = None  # stopped before settling: look at every line next time

    def lacks_a_good(self, viewer: int) -> None:
        """No seat holds all eight goods (a sale ended without a winner once all had sold): a seat certainly
        holding seven lacks the eighth."""
        low, high = self.low[viewer], self.high[viewer]
        for seat in range(PLAYERS):
            base = seat * CODE_COUNT
            unsure = [good for good in CODES[1:] if not low[base + good]]
            if len(unsure) == 1:
                high[base + unsure[0]] = 0

    def _sale_ended(self, sizes: list, could_have_won: bool, coins: int | None) -> None:
        """A sale ended (`sizes`: the cards each seat owns now); when nobody could have won (all had sold and
        nobody did), nobody holds the eight goods nor 31 coins. `coins`: the coins the holdings add up to,
        in the hidden-coins variant (else None)."""
        for viewer in ALL:
            if not could_have_won:
                self.lacks_a_good(viewer)
            self.tighten(viewer, sizes)
            if coins is not None:
                self.tighten_coins(viewer, coins, not could_have_won)

    # --- coins (hidden-coins variant) ------------------------------------------------------------------------
    def _holds_at_least(self, seat: int, amount: int, total: int, knowers: tuple = ALL, others: int = 0) -> None:
        """What `seat` just did shows the viewers in `knowers` that its holding is at least `amount`, and
        the others that it is at least `others` (`total`: the coins the holdings add up to)."""
        for viewer in range(VIEWERS):
            least = amount if viewer in knowers else others
            if self.hold_low[viewer][seat] < least:
                self.hold_low[viewer][seat] = least
                self.tighten_coins(viewer, total, False)

    def _pay(self, giver: int, receiver: int | None, amount: int, knowers: tuple = ALL) -> None:
        """Coins pass from `giver`'s holding to `receiver`'s (None: out of the game). The viewers in
        `knowers` see `amount`; the others know only that coins were paid (at least one, at most what they
        think `giver` holds)."""
        for viewer in range(VIEWERS):
            lows, highs = self.hold_low[viewer], self.hold_high[viewer]
            fewest, most_seen = (amount, amount) if viewer in knowers else (1, highs[giver])
            lows[giver] = max(0, lows[giver] - most_seen)
            highs[giver] -= fewest
            if receiver is not None:
                lows[receiver] += fewest
                highs[receiver] += most_seen

    def tighten_coins(self, viewer: int, total: int, nobody_won: bool) -> None:
        """The holdings add up to `total`; when a sale ended without a winner once all have sold, every
        purse is below the winning 31."""
        lows, highs = self.hold_low[viewer], self.hold_high[viewer]
        if nobody_won:
            for seat in range(PLAYERS):
                highs[seat] = min(highs[seat], WIN_COINS - 1)
        sum_low, sum_high = sum(lows), sum(highs)
        for seat in range(PLAYERS):
            highs[seat] = min(highs[seat], total - sum_low + lows[seat])
            lows[seat] = max(lows[seat], total - sum_high + highs[seat])

    # --- the updates the rules note, applied by `settle` -----------------------------------------------------
    gain, shown_on_table, exchange, showing = noted(_gain), noted(_shown_on_table), noted(_exchange), noted(_showing)
    forced_take, show_all_goods, sale_ended = noted(_forced_take), noted(_show_all_goods), noted(_sale_ended)
    holds_at_least, pay = noted(_holds_at_least), noted(_pay)

    # --- what a viewer derives now ---------------------------------------------------------------------------
    def hand_bounds(self, viewer: int, seat: int, hand_size: int, known: list, unknown: int,
                    none_of: int | None = None) -> tuple:
        """(low, high) per code of `seat`'s hand for `viewer`: its owned bounds less its table cards,
        `known[code]` of them known to the viewer and `unknown` not. `none_of`: a code the hand certainly
        lacks (the good a seller named), so his unknown table cards hold every one he owns of it."""
        pinned = self.pinned.get(viewer)
        if pinned is not None:
            return pinned[0][seat]
        if self.pending:
            self.settle()
        base = seat * CODE_COUNT
        owned_low, owned_high = self.low[viewer], self.high[viewer]
        others = unknown  # the most unknown table cards of any one code
        if none_of is not None:
            others -= max(0, owned_low[base + none_of] - known[none_of])
        lows = [max(0, owned_low[base + code] - known[code] - min(others, owned_high[base + code] - known[code]))
                for code in CODES]
        highs = [min(owned_high[base + code] - known[code], hand_size) for code in CODES]
        if none_of is not None:
            lows[none_of] = highs[none_of] = 0
        sum_low, sum_high = sum(lows), sum(highs)
        return tuple((max(lows[code], hand_size - sum_high + highs[code]),
                      min(highs[code], hand_size - sum_low + lows[code])) for code in CODES)

    def holding(self, viewer: int, seat: int) -> tuple:
        if self.pending:
            self.settle()
        return self.hold_low[viewer][seat], self.hold_high[viewer][seat]

    def pin(self, viewer: int, bounds: tuple, coin_bounds: tuple) -> None:
        """Show `viewer` these card and coin bounds until the next action (for a world sampled from an
        observation: it then looks to that viewer as the observation did)."""
        self.pinned[viewer] = (bounds, coin_bounds)


class Unnoted:
    """The knowledge of a state played only by the search (a world sampled from one seat's observation): none
    is kept, since nobody asks it for an observation; every update does nothing, and asking what a viewer
    knows is an error rather than a wrong answer."""

    __slots__ = ()
    kept = False  # the rules need not work out what its updates would be
    pinned: dict = {}

    def clone(self) -> "Unnoted":
        return self

    def _ignore(self, *args, **kwargs) -> None:
        return None

    gain = shown_on_table = exchange = showing = forced_take = show_all_goods = sale_ended = _ignore
    tighten = lacks_a_good = holds_at_least = pay = tighten_coins = settle = _ignore

    def _unknown(self, *args, **kwargs):
        raise RuntimeError("This state was sampled for the search and keeps no knowledge: it gives no observation.")

    hand_bounds = holding = pin = _unknown


UNNOTED = Unnoted()
