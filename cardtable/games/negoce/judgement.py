"""The normal level's judgement of Négoce: a few candidate actions for the seat to act, each with a score.

Every function reads a *view*: a seat's observation (observation.py) or the search's quick stand-in for one
(open_hands.OpenHandsView), with the same fields: seat, phase, hand, hand_sizes, coins (None where unseen),
coin_bounds, bounds, seller, market ((code or None, face_up) per card), market_coins, offers (per seat None or
an offer with has_card, code, face_up, coins), turn, turn_limit, bid, in_auction, shown, named.

A score is the change of the seat's own utility (valuation.py) minus the rivals' changes, each weighed by
how near to a win that rival stands: a card that would hand a rival his eighth good, or coins that would take
him to 31, weigh heavily. The candidates are a handful per decision (never the hundreds of offer
combinations): the cheapest cards to part with, a few coin amounts, the forces worth naming.
"""

from __future__ import annotations

import math

from .valuation import CODES, CONTRABAND, GOODS, WIN_VALUE, Holding, rival_weight

SELLER_ROLE = 0.25  # holding nine cards after the sale: the next sale is ours to run
FACE_DOWN_BLUFF = 2.0  # how much likelier a face-down card is the contraband than its share of the hand says
# A seller who may hold the contraband and lays a card face down most likely lays the contraband.
FACE_DOWN_MARKET_BLUFF = 12.0
# Near the end (a seat within ENDGAME_STEPS of a win), handing the seller's role to a seat that has not sold
# yet brings the victory check nearer: worth up to this much to the seat ahead, as much against the others.
CLOSURE = 1.2
ENDGAME_STEPS = 1.5
EARLY_CLOSURE = 1.0  # the same, before anyone is near a win, in part
OFFER_COINS = (0, 1, 2, 3, 4, 6)
COINS_ONLY = (1, 2, 3, 4, 6)
OFFERED_CARDS = 3  # the cheapest distinct cards a buyer considers offering
ACCEPT_MARGIN = (0.35, 0.15, 0.05, 0.0, 0.0)  # by bidding turn: how much an offer must beat forcing to take it
NO_OFFER_TURNS = 2  # with nothing better than forcing, wait this many turns for offers, then force
MARKET_DEMAND = 0.4  # the worth of a card buyers lack, to the seller who lays it face up (it draws offers)
HIDDEN_OFFER_COINS = 2.0  # the guess at an offer's coins when their amount is hidden
UNLIKELY = 0.04  # a face-down card's codes below this chance are left out of the reckoning


def counts(cards) -> list[int]:
    result = [0] * CODES
    for code in cards:
        result[code] += 1
    return result


def purse(view, seat: int) -> float:
    coins = view.coins[seat]
    if coins is not None:
        return float(coins)
    low, high = view.coin_bounds[seat]
    return (low + high) / 2.0


def with_offer_back(bounds, purse_coins: float, offer) -> tuple[tuple, float]:
    """A buyer's hand bounds and purse with his standing offer back in them (its card where the viewer knows
    it, its coins where it sees them): what he holds while the seller settles the sale, since he gives the
    offer only if it is accepted and a force hands it back."""
    if offer is None:
        return bounds, purse_coins
    if offer.has_card and offer.code is not None:
        bounds = tuple((low + 1, high + 1) if code == offer.code else (low, high)
                       for code, (low, high) in enumerate(bounds))
    return bounds, purse_coins + (offer.coins or 0)


class Outlook:
    """Each seat's holding as the viewing seat sees it, computed once per decision. `offers_back`: each
    rival's standing offer counts as his own (the seller's view while he settles the sale)."""

    def __init__(self, view, own_cards=None, own_coins: float | None = None, offers_back: bool = False):
        self.view = view
        seat = view.seat
        self.seat = seat
        self.own = counts(view.hand if own_cards is None else own_cards)
        mine = purse(view, seat) if own_coins is None else own_coins
        self.holdings = []
        for other in range(len(view.bounds)):
            if other == seat:
                self.holdings.append(Holding.from_counts(self.own, mine))
            else:
                bounds, coins = view.bounds[other], purse(view, other)
                if offers_back:
                    bounds, coins = with_offer_back(bounds, coins, view.offers[other])
                self.holdings.append(Holding.from_bounds(bounds, coins))
        has_sold = list(view.has_sold)
        if view.seller is not None and view.phase != "auction":
            has_sold[view.seller] = True  # the sale under way ends with its seller marked
        self.unsold_after = [other for other in range(len(has_sold)) if not has_sold[other]]
        for holding in self.holdings:
            holding.live = not self.unsold_after
        distances = [holding.distance() for holding in self.holdings]
        self.weights = [rival_weight(d) for d in distances]
        self.lead = min(d for other, d in enumerate(distances) if other != seat) - distances[seat]
        self.endgame = min(distances) < ENDGAME_STEPS

    def next_seller_value(self, next_seller: int, cards_in=(), cards_out=()) -> float:
        """What it is worth to us that `next_seller` runs the next sale, holding these cards more and less.
        Near the end, a seat still to sell brings the victory check nearer (good for the seat ahead, bad for
        the others); once the check is live at that sale's end, a seller one good short wins by forcing it."""
        value = 0.0
        if next_seller in self.unsold_after:
            weight = 1.0 if len(self.unsold_after) == 1 else 0.7
            if not self.endgame:
                weight *= EARLY_CLOSURE
            value += weight * CLOSURE * math.tanh(self.lead)
        if set(self.unsold_after) <= {next_seller}:
            holding = self.holdings[next_seller]
            threat = min(1.0, max(0.0, holding.distinct_after(cards_in, cards_out) - (len(GOODS) - 2)))
            if threat:
                sign = 1.0 if next_seller == self.seat else -self.weights[next_seller]
                value += sign * threat * (WIN_VALUE - holding.utility())
        return value

    def rival_cost(self, seat: int, cards_in=(), cards_out=(), coins: float = 0.0) -> float:
        """What a rival's gain costs us."""
        return self.weights[seat] * self.holdings[seat].gain(cards_in, cards_out, coins)


def face_down_worth(receiver: Holding, giver: Holding) -> float:
    """The receiver's expected gain from a face-down card of the giver, drawn in proportion to the giver's
    expected counts, the contraband weighed up (a face-down card is the natural place for a bluff)."""
    weights = [giver.count[code] * (FACE_DOWN_BLUFF if code == CONTRABAND else 1.0) for code in range(CODES)]
    total = sum(weights)
    if total <= 0:
        return 0.0
    return sum(weight * receiver.gain((code,)) for code, weight in enumerate(weights) if weight > 0) / total


def market_card_chances(view, outlook: Outlook) -> list[tuple[float, tuple]]:
    """(probability, codes) for the cards on the market as the viewer knows them: a card it cannot see is
    one of the seller's likely codes (the contraband weighed up)."""
    known = [code for code, _ in view.market if code is not None]
    unknown = sum(1 for code, _ in view.market if code is None)
    if not unknown:
        return [(1.0, tuple(known))]
    seller = outlook.holdings[view.seller]
    weights = [max(seller.count[code], 0.25 if view.bounds[view.seller][code][1] > 0 else 0.0)
               * (FACE_DOWN_MARKET_BLUFF if code == CONTRABAND else 1.0) for code in range(CODES)]
    total = sum(weights) or 1.0
    chances = [(weight / total, code) for code, weight in enumerate(weights) if weight > UNLIKELY * total]
    kept = sum(p for p, _ in chances)
    return [(p / kept, tuple(known) + (code,)) for p, code in chances]


# --- the auction ------------------------------------------------------------------------------------------------
AUCTION_LIMIT = 2  # the most the normal level pays for the contraband and the first sale


def auction_choice(view, limit: int = AUCTION_LIMIT):
    bid = view.bid
    if bid + 1 <= limit and purse(view, view.seat) >= bid + 1:
        return ("raise", 1)
    return ("drop",)


# --- the seller lays a card --------------------------------------------------------------------------------------
def market_candidates(view, outlook: Outlook | None = None) -> list[tuple[float, tuple]]:
    outlook = outlook or Outlook(view)
    me = outlook.holdings[view.seat]
    buyers = [seat for seat in range(len(view.bounds)) if seat != view.seat]
    scored = []
    for code in sorted(set(view.hand)):
        loss = me.gain(cards_out=(code,))
        if code == CONTRABAND:
            scored.append((loss + 0.1, ("market", code, False, 0)))
            continue
        demand = max(1.0 - outlook.holdings[seat].hold[code] for seat in buyers)
        harm = min(outlook.rival_cost(seat, (code,)) for seat in buyers)
        scored.append((loss + MARKET_DEMAND * demand - harm, ("market", code, True, 0)))
        scored.append((loss - harm - 0.05, ("market", code, False, 0)))
    return scored


# --- a buyer's offer ----------------------------------------------------------------------------------------------
def offer_value_to_seller(view, outlook: Outlook, buyer: int, offer) -> float:
    """What an offer is worth to the seller, as the seller can judge it (face-down: an expectation)."""
    seller = outlook.holdings[view.seller]
    value = 0.0
    if offer.has_card:
        if offer.face_up and offer.code is not None:
            value += seller.gain((offer.code,))
        else:
            value += face_down_worth(seller, outlook.holdings[buyer])
    coins = offer.coins if offer.coins is not None else HIDDEN_OFFER_COINS
    if coins:
        value += seller.gain(coins=coins)
    return value + (SELLER_ROLE if offer.has_card else 0.0)


def seller_force_value(view, outlook: Outlook) -> float:
    """The seller's worth of forcing instead of taking an offer: a new good for a spare card, the seller's
    role passed on."""
    seller = outlook.holdings[view.seller]
    lacking = [code for code in GOODS if seller.hold[code] < 1.0]
    if not lacking:
        return 0.0
    new = min(lacking, key=lambda code: seller.hold[code])
    if seller.hold[CONTRABAND] >= 0.5:
        spare = CONTRABAND
    else:
        spare = max(GOODS, key=lambda code: seller.count[code])
    return seller.gain((new,), (spare,))


def offer_candidates(view, outlook: Outlook | None = None) -> list[tuple[float, tuple]]:
    seat, seller = view.seat, view.seller
    standing = view.offers[seat]
    own_cards = list(view.hand)
    own_coins = purse(view, seat)
    if standing is not None:
        if standing.has_card and standing.code is not None:
            own_cards.append(standing.code)
        own_coins += standing.coins or 0
    outlook = outlook or Outlook(view, own_cards, own_coins)
    me = outlook.holdings[seat]
    market = market_card_chances(view, outlook)
    market_coins = view.market_coins
    rivals = [other for other in range(len(view.bounds)) if other not in (seat, seller)]
    # The bar an offer must clear in the seller's eyes: the best rival offer, and forcing.
    bar = seller_force_value(view, outlook)
    rival_takes = 0.0  # what it costs us that a rival buyer gets the market card instead
    for other in rivals:
        offer = view.offers[other]
        if offer is not None:
            bar = max(bar, offer_value_to_seller(view, outlook, other, offer))
            rival_takes = max(rival_takes, sum(p * outlook.rival_cost(other, codes, coins=market_coins)
                                              for p, codes in market))
    seller_holding = outlook.holdings[seller]
    cheapest = sorted(set(own_cards), key=lambda code: -me.gain(cards_out=(code,)))[:OFFERED_CARDS]
    options = [(None, True)]
    for code in cheapest:
        if code != CONTRABAND:  # shown, the contraband is worth nothing to anyone: it only ever goes hidden
            options.append((code, True))
        if code == CONTRABAND or seller_holding.hold[code] >= 1.0:
            options.append((code, False))  # of no use to the seller: hidden, it may pass for better
    # A card's worth and a coin amount's worth are reckoned apart and added: far fewer cases, close enough.
    worth = _OfferWorth(view, outlook, market)
    scored = []
    for code, face_up in options:
        for coins in (COINS_ONLY if code is None else OFFER_COINS):
            if coins > own_coins:
                break
            score = worth.score(code, face_up, coins, bar, rival_takes)
            action = ("offer", code, face_up, coins)
            if standing is not None and (standing.code, standing.face_up, standing.coins) == (code, face_up, coins):
                action = ("keep",)
            scored.append((score, action))
    if standing is not None:
        scored.append((0.0, ("withdraw",)))
    else:
        scored.append((0.0, ("keep",)))
    return scored


class _OfferWorth:
    """An offer's score for the buyer: its own gain if accepted, less the seller's, times the chance that the
    seller takes it (how far it clears the bar in the seller's eyes)."""

    def __init__(self, view, outlook: Outlook, market):
        self.view, self.outlook, self.market = view, outlook, market
        self.me = outlook.holdings[view.seat]
        self.seller = outlook.holdings[view.seller]
        self.face_down = face_down_worth(self.seller, self.me)
        self.cards: dict = {}

    def card_part(self, code, face_up) -> tuple[float, float, float]:
        """(our gain from the market card for this card, its worth in the seller's eyes, its true worth to
        him, weighed by what he stands to win)."""
        key = (code, face_up)
        known = self.cards.get(key)
        if known is None:
            out = () if code is None else (code,)
            mine = sum(p * self.me.gain(codes, out) for p, codes in self.market)
            if code is None:
                mine += SELLER_ROLE + sum(p * self.outlook.next_seller_value(self.view.seat, codes)
                                          for p, codes in self.market)
                seen = 0.0
            else:
                seen = (self.seller.gain(out) if face_up else self.face_down) + SELLER_ROLE
            known = self.cards[key] = (mine, seen, self.outlook.rival_cost(self.view.seller, out))
        return known

    def score(self, code, face_up, coins, bar, rival_takes) -> float:
        mine, seen, seller_gain = self.card_part(code, face_up)
        mine += self.me.gain(coins=self.view.market_coins - coins)
        if coins:
            seen += self.seller.gain(coins=coins)
            seller_gain += self.outlook.rival_cost(self.view.seller, coins=coins)
        chance = 1.0 / (1.0 + math.exp(-(seen - bar) / 0.08))
        return chance * (mine - seller_gain + rival_takes)


# --- the seller's step -----------------------------------------------------------------------------------------
def accept_candidates(view, outlook: Outlook) -> list[tuple[float, tuple]]:
    me = outlook.holdings[view.seat]
    market = [code for code, _ in view.market]
    scored = []
    for buyer, offer in enumerate(view.offers):
        if offer is None or buyer == view.seat:
            continue
        coins = offer.coins if offer.coins is not None else HIDDEN_OFFER_COINS
        if offer.has_card and offer.code is not None:
            mine = me.gain((offer.code,), coins=coins)
            theirs = outlook.rival_cost(buyer, market, (offer.code,), view.market_coins - coins)
        elif offer.has_card:
            mine = face_down_worth(me, outlook.holdings[buyer]) + me.gain(coins=coins)
            theirs = outlook.rival_cost(buyer, market, coins=view.market_coins - coins)
        else:
            mine = me.gain(coins=coins)
            theirs = outlook.rival_cost(buyer, market, coins=view.market_coins - coins)
        role = SELLER_ROLE if offer.has_card else outlook.next_seller_value(buyer, market)
        scored.append((mine + role - theirs, ("accept", buyer)))
    return scored


def force_candidates(view, outlook: Outlook) -> list[tuple[float, tuple]]:
    seat = view.seat
    me = outlook.holdings[seat]
    own = outlook.own
    market = [code for code, _ in view.market]
    buyers = [other for other in range(len(view.bounds)) if other != seat]
    scored = []
    for second in sorted(set(view.hand)):
        given = market + [second]
        for good in GOODS:
            if own[good] - (good == second) > 0:
                continue
            holders = [b for b in buyers if outlook.holdings[b].hold[good] >= 1.0]
            if not holders:
                holders = [b for b in buyers if outlook.holdings[b].hold[good] > 0.0]
            if not holders:
                continue
            costs = [outlook.rival_cost(b, given, (good,), view.market_coins)
                     - outlook.next_seller_value(b, given, (good,)) for b in holders]
            # Several holders: ours to pick the least harmful; one: he takes them, like it or not.
            cost = min(costs)
            scored.append((me.gain((good,), (second,)) - cost, ("force", second, good)))
    return scored


def seller_candidates(view, outlook: Outlook | None = None) -> tuple[list, list, float]:
    """(accept candidates, force candidates, the margin an offer must beat the best force by this turn)."""
    outlook = outlook or Outlook(view, offers_back=True)
    margin = ACCEPT_MARGIN[min(view.turn, len(ACCEPT_MARGIN)) - 1]
    return accept_candidates(view, outlook), force_candidates(view, outlook), margin


def seller_choice(view, accepts, forces, margin):
    best_accept = max(accepts, default=None)
    best_force = max(forces, default=None)
    must = view.turn >= view.turn_limit
    if best_force is None:
        if best_accept is not None and (must or best_accept[0] > 0.0 or view.turn >= NO_OFFER_TURNS):
            return best_accept[1]
        return ("wait", view.market_coins)
    if best_accept is not None and best_accept[0] >= best_force[0] + (0.0 if must else margin):
        return best_accept[1]
    if must or view.turn >= NO_OFFER_TURNS or best_accept is None:
        return best_force[1]
    return ("wait", view.market_coins)


def take_candidates(view, outlook: Outlook | None = None) -> list[tuple[float, tuple]]:
    outlook = outlook or Outlook(view)
    market = [code for code, _ in view.market]
    good = view.named
    return [(outlook.next_seller_value(buyer, market, (good,))
             - outlook.rival_cost(buyer, market, (good,), view.market_coins),
             ("take", buyer))
            for buyer, count in enumerate(view.shown) if count and buyer != view.seat]
