"""A brute-force careful player, for the tests: every world of cards one viewer cannot rule out, kept as a
set and updated move by move. Slow (it may hold thousands of worlds), so the tests stop where it grows.

A world is (owned, market, offers): `owned` per seat and code the cards a seat owns (hand and table
cards, a flat tuple, seat * 9 + code), `market` the codes of the market cards, `offers` per seat the code
of its offered card or None. The viewer's own cards are known, so every world agrees with them.
"""

from __future__ import annotations

from cardtable.games.negoce.cards import CODES, GOODS, PLAYERS, counts

CELLS = len(CODES)


class Careful:
    def __init__(self, state, viewer: int | None):
        self.viewer = viewer
        owned = tuple(count for seat in range(PLAYERS) for count in counts(state.owned(seat)))
        self.worlds = {(owned, tuple(code for code, _up in state.market), tuple([None] * PLAYERS))}

    # --- before the move is applied: what the move tells the viewer ---------------------------------------------
    def before(self, state, action) -> None:
        kind, seat, viewer = action[0], state.to_act()[0], self.viewer
        if kind == "market":
            self._lay_market(seat, action[1], action[2] or viewer == seat)
        elif kind == "offer":
            self._offer(seat, action[1], action[2] or viewer == seat)
        elif kind == "withdraw":
            self.worlds = {(owned, market, _set(offers, seat, None)) for owned, market, offers in self.worlds}
        elif kind == "accept":
            self._accept(state.seller, action[1])
        elif kind == "force":
            # what each buyer shows is public: his cards of the named good (his offer back in hand)
            shown = {buyer: state.owned(buyer).count(action[2]) for buyer in state.buyers()}
            self._force(state.seller, action[1], action[2], viewer == seat, shown)
            showing = [buyer for buyer, count in shown.items() if count]
            if len(showing) == 1:
                self._take(state.seller, showing[0], action[2])
        elif kind == "take":
            self._take(state.seller, action[1], state.named)

    def after(self, state, events) -> None:
        """Whatever the state now shows the viewer: his own cards, and a sale that ends without a winner."""
        if self.viewer is not None:
            mine = counts(state.owned(self.viewer))
            base = self.viewer * CELLS
            self.worlds = {world for world in self.worlds if list(world[0][base:base + CELLS]) == mine}
        if any(item.kind == "auction_won" for item in events):
            winner = next(item.data["seat"] for item in events if item.kind == "auction_won")
            self.worlds = {(_add(owned, winner, 0, 1), (), offers) for owned, _market, offers in self.worlds}
        if any(item.kind == "sale_ends" for item in events):
            nobody = not state.is_terminal() and all(state.has_sold)
            self.worlds = {(owned, (), (None,) * PLAYERS) for owned, _market, _offers in self.worlds
                           if not nobody or not any(all(owned[seat * CELLS + good] for good in GOODS)
                                                    for seat in range(PLAYERS))}

    # --- the moves -----------------------------------------------------------------------------------------
    def _lay_market(self, seller, code, seen) -> None:
        worlds = set()
        for owned, _market, offers in self.worlds:
            for each in ((code,) if seen else CODES):
                if owned[seller * CELLS + each]:
                    worlds.add((owned, (each,), offers))
        self.worlds = worlds

    def _offer(self, buyer, code, seen) -> None:
        worlds = set()
        for owned, market, offers in self.worlds:
            if code is None:
                worlds.add((owned, market, _set(offers, buyer, None)))
                continue
            for each in ((code,) if seen else CODES):
                if owned[buyer * CELLS + each]:
                    worlds.add((owned, market, _set(offers, buyer, each)))
        self.worlds = worlds

    def _accept(self, seller, buyer) -> None:
        worlds = set()
        for owned, market, offers in self.worlds:
            for code in market:
                owned = _add(_add(owned, seller, code, -1), buyer, code, 1)
            if offers[buyer] is not None:
                owned = _add(_add(owned, buyer, offers[buyer], -1), seller, offers[buyer], 1)
            worlds.add((owned, market, (None,) * PLAYERS))
        self.worlds = worlds

    def _force(self, seller, second, good, seen, shown) -> None:
        worlds = set()
        for owned, market, _offers in self.worlds:
            for each in ((second,) if seen else CODES):
                hand = [owned[seller * CELLS + code] - market.count(code) for code in CODES]
                if hand[each] < 1 or hand[good] != (each == good):
                    continue
                if any(owned[buyer * CELLS + good] != count for buyer, count in shown.items()):
                    continue
                worlds.add((owned, market + (each,), (None,) * PLAYERS))
        self.worlds = worlds

    def _take(self, seller, owner, good) -> None:
        worlds = set()
        for owned, market, offers in self.worlds:
            owned = _add(_add(owned, owner, good, -1), seller, good, 1)
            for code in market:
                owned = _add(_add(owned, seller, code, -1), owner, code, 1)
            worlds.add((owned, market, offers))
        self.worlds = worlds

    # --- what the viewer can say of each hand --------------------------------------------------------------
    def hand_bounds(self, seat: int, seller: int | None) -> tuple:
        lows, highs = [99] * CELLS, [-1] * CELLS
        for owned, market, offers in self.worlds:
            table = list(market) if seat == seller else []
            for code in CODES:
                count = owned[seat * CELLS + code] - table.count(code) - (offers[seat] == code)
                lows[code], highs[code] = min(lows[code], count), max(highs[code], count)
        return tuple(zip(lows, highs))


def _set(values: tuple, index: int, value) -> tuple:
    return values[:index] + (value,) + values[index + 1:]


def _add(owned: tuple, seat: int, code: int, step: int) -> tuple:
    index = seat * CELLS + code
    return owned[:index] + (owned[index] + step,) + owned[index + 1:]


class CarefulCoins:
    """The same for the coins with hidden purses: every (holdings, offered) a viewer cannot rule out, where
    `holdings` is per seat its purse plus its coins on the table and `offered` per seat its offer's coins."""

    def __init__(self, state, viewer: int | None):
        self.viewer = viewer
        holdings = tuple(state.coins[seat] + state.table_coins(seat) for seat in range(PLAYERS))
        self.worlds = {(holdings, tuple(state.offers[seat][2] if state.offers[seat] else 0
                                        for seat in range(PLAYERS)))}

    def before(self, state, action) -> None:
        kind, seat = action[0], state.to_act()[0]
        if kind in ("market", "wait"):
            least = action[3] if kind == "market" else action[1]
            self.worlds = {world for world in self.worlds if world[0][seat] >= least}
        elif kind == "offer":
            amount = action[3]
            seen = self.viewer in (seat, state.seller)
            worlds = set()
            for holdings, offered in self.worlds:
                amounts = (amount,) if seen or not amount else range(1, holdings[seat] + 1)
                worlds.update((holdings, _set(offered, seat, each)) for each in amounts if each <= holdings[seat])
            self.worlds = worlds
        elif kind == "withdraw":
            self.worlds = {(holdings, _set(offered, seat, 0)) for holdings, offered in self.worlds}
        elif kind == "accept":
            seller, buyer, market = state.seller, action[1], state.market_coins
            self.worlds = {(_move(_move(holdings, seller, buyer, market), buyer, seller, offered[buyer]),
                            (0,) * PLAYERS) for holdings, offered in self.worlds}
        elif kind == "force":
            self.worlds = {(holdings, (0,) * PLAYERS) for holdings, _offered in self.worlds}
            showing = [buyer for buyer in state.buyers() if state.owned(buyer).count(action[2])]
            if len(showing) == 1:
                self._take(state.seller, showing[0], state.market_coins)
        elif kind == "take":
            self._take(state.seller, action[1], state.market_coins)

    def _take(self, seller, owner, market) -> None:
        self.worlds = {(_move(holdings, seller, owner, market), offered) for holdings, offered in self.worlds}

    def after(self, state, events) -> None:
        if self.viewer is not None:
            mine = state.coins[self.viewer] + state.table_coins(self.viewer)
            self.worlds = {world for world in self.worlds if world[0][self.viewer] == mine}
        if any(item.kind == "sale_ends" for item in events) and not state.is_terminal() and all(state.has_sold):
            self.worlds = {world for world in self.worlds if max(world[0]) < 31}

    def purse_bounds(self, seat: int, state) -> tuple:
        market = state.market_coins if seat == state.seller and state.phase in ("offers", "seller", "take") else 0
        purses = [holdings[seat] - offered[seat] - market for holdings, offered in self.worlds]
        return min(purses), max(purses)


def _move(holdings: tuple, giver: int, receiver: int, amount: int) -> tuple:
    moved = list(holdings)
    moved[giver] -= amount
    moved[receiver] += amount
    return tuple(moved)
