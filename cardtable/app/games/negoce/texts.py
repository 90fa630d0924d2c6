"""The Négoce 2 table's texts in the current language.

They are methods of one QObject (context "NegoceTableTexts"), the form in which pyside6-lupdate collects a
string with its plural forms; the module's functions are that object's methods. Nothing here decides a
rule: a refusal only explains why a draft is not among the legal actions the rules listed.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from .catalogue import good_name
from .faces import good_label

KEYS = ("raise1", "raise2", "drop", "nocard", "side", "less", "more", "offer", "keep", "withdraw", "sell",
        "accept1", "accept2", "accept3", "wait", "force", "take1", "take2", "take3")


class NegoceTableTexts(QObject):
    """The table's texts; a QObject so that `self.tr` gives them one context and their plural forms."""

    def default_name(self, seat: int) -> str:
        return self.tr("Player {number}").format(number=seat + 1)

    def coins_text(self, count: int) -> str:
        return self.tr("%n coin(s)", None, count)

    def purse_text(self, obs, seat: int) -> str:
        """A purse as the viewer knows it: exact, or "?" with the bounds a careful player derives."""
        coins = obs.coins[seat] if obs.coins is not None else None
        if coins is not None:
            return self.coins_text(coins)
        low, high = obs.coin_bounds[seat]
        if low == high:
            return self.coins_text(low)
        return self.tr("? ({low}–{high} coins)").format(low=low, high=high)

    def seat_info(self, obs, seat: int) -> str:
        """The line under a seat's name: purse, cards in hand, whether it has sold."""
        sold = self.tr("sold ✓") if obs.has_sold[seat] else self.tr("not sold")
        return self.tr("{purse} · %n card(s) · {sold}", None, obs.hand_sizes[seat]).format(
            purse=self.purse_text(obs, seat), sold=sold)

    def goods_line(self, obs, seat: int) -> str:
        """What the viewer knows of a seat's goods toward eight."""
        held = len(obs.goods_held(seat))
        if seat == obs.seat:
            return self.tr("You hold %n of the 8 goods", None, held)
        lacking = len(obs.goods_lacking(seat))
        return self.tr("Known: held {held} · lacking {lacking}").format(held=held, lacking=lacking)

    def good_state_tooltip(self, code: int, state: str, low: int, high: int) -> str:
        name = good_label(code)
        if state == "held":
            if low == high:
                return self.tr("{good}: certainly held ({count})").format(good=name, count=low)
            return self.tr("{good}: certainly held ({low} to {high})").format(good=name, low=low, high=high)
        if state == "lacking":
            return self.tr("{good}: certainly not held").format(good=name)
        return self.tr("{good}: not known (0 to {high})").format(good=name, high=high)

    # --- the centre -------------------------------------------------------------------------------------
    def stage_line(self, obs) -> str:
        """Where the game is: the auction, or the sale and its bidding turn."""
        if obs.terminal:
            return self.tr("%n sale(s) made", None, obs.sales)
        if obs.phase == "auction":
            return self.tr("Auction for the contraband")
        number = obs.sales + 1
        if obs.phase == "market":
            return self.tr("Sale {sale} of at most {limit}: the card for sale").format(sale=number, limit=obs.sale_limit)
        if obs.phase == "take":
            return self.tr("Sale {sale}: forced, the seller picks a shown card").format(sale=number)
        return self.tr("Sale {sale} · Bidding turn {turn} of {turns}").format(sale=number, turn=obs.turn,
                                                                             turns=obs.turn_limit)

    def status_line(self, obs, name: str) -> str:
        """Who must act now, and what."""
        if obs.terminal:
            return self.tr("Game over")
        if obs.to_act is None:
            return ""
        mine = obs.to_act == obs.seat
        phase = obs.phase
        if phase == "auction":
            return (self.tr("▶ Your turn: raise the bid or drop out") if mine
                    else self.tr("▶ {name} bids or drops out").format(name=name))
        if phase == "market":
            return (self.tr("▶ Your turn: put a card up for sale") if mine
                    else self.tr("▶ {name} puts a card up for sale").format(name=name))
        if phase == "offers":
            return (self.tr("▶ Your turn: make, change or keep your offer") if mine
                    else self.tr("▶ {name} makes an offer").format(name=name))
        if phase == "seller":
            if mine:
                return (self.tr("▶ Your turn: accept an offer or force the sale") if obs.must_decide()
                        else self.tr("▶ Your turn: accept an offer, wait or force the sale"))
            return self.tr("▶ {name}, the seller, decides").format(name=name)
        if phase == "take":
            return (self.tr("▶ Your turn: take one of the shown cards") if mine
                    else self.tr("▶ {name} picks a shown card").format(name=name))
        return ""

    def market_caption(self, name: str, auction: bool) -> str:
        return self.tr("Up for auction") if auction else self.tr("For sale by {name}").format(name=name)

    def market_coins_caption(self) -> str:
        return self.tr("coins on the card")

    def draft_mark(self, face_up: bool, coins: int) -> str:
        """Under the card the seller is about to lay."""
        side = self.tr("face up") if face_up else self.tr("face down")
        return self.tr("your choice: {side}, {coins}").format(side=side, coins=self.coins_text(coins))

    def face_down_mark(self) -> str:
        return self.tr("face down")

    def market_tooltip(self, code, face_up: bool) -> str:
        if code is None:
            return self.tr("A card laid face down: only its owner knows it")
        if face_up:
            return good_label(code)
        return self.tr("{good}, laid face down (only you know it)").format(good=good_label(code))

    def auction_lines(self, obs, name_of) -> list[str]:
        bidder = name_of(obs.bidder) if obs.bidder is not None else "—"
        still = [name_of(seat) for seat in range(obs.players) if obs.in_auction[seat]]
        return [self.tr("Bid: {bid} by {name}").format(bid=obs.bid, name=bidder),
                self.tr("Still in: {names}").format(names=", ".join(still))]

    def offers_title(self) -> str:
        return self.tr("The buyers' offers")

    def shown_title(self) -> str:
        return self.tr("The cards shown")

    def bidders_title(self) -> str:
        return self.tr("The bidders")

    def bidder_marker(self, obs, seat: int) -> str:
        if seat == obs.bidder:
            return self.tr("bids {bid}").format(bid=obs.bid)
        return self.tr("still in") if obs.in_auction[seat] else self.tr("out")

    def offer_marker(self, obs, seat: int, acted: bool | None) -> str:
        """Under a buyer's offer: what it holds, and where the buyer stands in this turn."""
        if obs.phase == "take" or obs.named is not None:
            count = obs.shown[seat]
            return self.tr("shows %n", None, count) if count else self.tr("shows nothing")
        if seat == obs.to_act:
            return self.tr("to act")
        if acted is None:
            return ""
        return self.tr("has acted") if acted else self.tr("waits for the turn")

    def offer_summary(self, offer) -> str:
        """An offer in a few words, under its card: "3 coins", "no coins", "coins: ?"."""
        if offer is None:
            return self.tr("no offer")
        if offer.coins is None:
            return self.tr("coins: ?") if offer.has_coins else self.tr("no coins")
        return self.coins_text(offer.coins) if offer.coins else self.tr("no coins")

    def offer_tooltip(self, offer, name: str) -> str:
        if offer is None:
            return self.tr("{name} has no offer").format(name=name)
        return self.tr("{name} offers {offer}").format(name=name, offer=self.offer_phrase(
            offer.has_card, offer.face_up, offer.code, offer.coins, offer.has_coins))

    def offer_phrase(self, has_card: bool, face_up: bool, code, coins, has_coins: bool = True) -> str:
        """An offer as a phrase: "3 perfume face up and 2 coins", "a face-down card and coins" (coins None:
        an amount the viewer cannot see; has_coins whether there are any)."""
        if not has_card:
            return self.coins_text(coins) if coins is not None else self.tr("coins")
        if face_up and code is not None:
            card = self.tr("{good} face up").format(good=good_label(code))
        elif code is not None:
            card = self.tr("{good} face down").format(good=good_label(code))
        else:
            card = self.tr("a face-down card")
        if coins is None:
            return self.tr("{card} and coins").format(card=card) if has_coins else card
        if coins == 0:
            return card
        return self.tr("{card} and {coins}").format(card=card, coins=self.coins_text(coins))

    def draft_line(self, kind: str, code, face_up: bool, coins: int) -> str:
        """What the builder will send."""
        if kind == "market":
            if code is None:
                return self.tr("Click a card of your hand to put up for sale")
            side = self.tr("face up") if face_up else self.tr("face down")
            return self.tr("For sale: {good} {side}, {coins} on it").format(good=good_label(code), side=side,
                                                                            coins=self.coins_text(coins))
        if kind == "wait":
            return self.tr("Coins on your card if you wait: {coins}").format(coins=self.coins_text(coins))
        if code is None and coins == 0:
            return self.tr("Your offer: pick a card of your hand, coins, or both")
        phrase = self.offer_phrase(code is not None, face_up, code, coins)
        return self.tr("Your offer: {offer}").format(offer=phrase)

    # --- buttons, keys, refusals -------------------------------------------------------------------------
    def button_label(self, kind: str, name: str = "", face_up: bool = True, coins: int = 0) -> str:
        labels = {
            "raise1": self.tr("Raise by 1"), "raise2": self.tr("Raise by 2"), "drop": self.tr("Drop out"),
            "nocard": self.tr("No card"), "side": self.tr("Face up") if face_up else self.tr("Face down"),
            "less": "−", "more": "+", "offer": self.tr("Offer"), "keep": self.tr("Keep as it is"),
            "withdraw": self.tr("Withdraw"), "sell": self.tr("Put up for sale"), "wait": self.tr("Wait"),
            "force": self.tr("Force the sale…"),
        }
        if kind.startswith("accept"):
            return self.tr("Accept {name}").format(name=name)
        if kind.startswith("take"):
            return self.tr("Take from {name}").format(name=name)
        return labels[kind]

    def action_label(self, action, names) -> str:
        """A legal action in a few words, for the coach (the shapes are those of the rules' actions module)."""
        kind = action[0]
        if kind == "raise":
            return self.button_label(f"raise{action[1]}")
        if kind in ("drop", "keep", "withdraw"):
            return self.button_label(kind)
        if kind == "market":
            side = self.tr("face up") if action[2] else self.tr("face down")
            return self.tr("Sell {good} {side}, {coins} on it").format(good=good_label(action[1]), side=side,
                                                                       coins=self.coins_text(action[3]))
        if kind == "offer":
            code, face_up, coins = action[1:]
            return self.tr("Offer {offer}").format(offer=self.offer_phrase(code is not None, face_up, code, coins))
        if kind in ("accept", "take"):
            return self.button_label(kind, name=names[action[1]])
        if kind == "wait":
            return self.tr("Wait, {coins} on your card").format(coins=self.coins_text(action[1]))
        return self.tr("Force the sale: second card {card}, asking for {good}").format(
            card=good_label(action[1]), good=good_label(action[2]))

    def shortcut(self, kind: str) -> str:
        """The key of a table button, in the current language's words (digits and signs everywhere)."""
        keys = {
            "raise1": "1", "raise2": "2", "drop": self.tr("D", "shortcut: drop out of the auction"),
            "nocard": self.tr("N", "shortcut: offer no card"),
            "side": self.tr("U", "shortcut: turn the card face up or down"),
            "less": "-", "more": "+", "offer": self.tr("O", "shortcut: make the offer"),
            "keep": self.tr("K", "shortcut: keep the offer as it is"),
            "withdraw": self.tr("X", "shortcut: withdraw the offer"),
            "sell": self.tr("S", "shortcut: put the card up for sale"),
            "wait": self.tr("W", "shortcut: wait for another bidding turn"),
            "force": self.tr("F", "shortcut: force the sale"),
        }
        if kind[:-1] in ("accept", "take"):
            return kind[-1]
        return keys[kind]

    def click_to(self, kind: str, name: str) -> str:
        if kind == "accept":
            return self.tr("Click to accept the offer of {name}").format(name=name)
        return self.tr("Click to take this card from {name}").format(name=name)

    def tooltip(self, label: str, key: str, reason: str = "") -> str:
        text = self.tr("{label} (key {key})").format(label=label, key=key)
        return f"{text} — {reason}" if reason else text

    def refusal(self, kind: str, **values) -> str:
        """Why a button or a draft is not allowed now."""
        texts = {
            "bid": self.tr("Not enough coins to bid {bid}."),
            "pick_card": self.tr("Choose the card to put up for sale first."),
            "empty": self.tr("An offer needs a card or coins."),
            "same": self.tr("That is your offer already: change it or keep it."),
            "no_offer": self.tr("You have no offer to withdraw."),
            "no_wait": self.tr("After the fifth bidding turn you must accept an offer or force the sale."),
            "not_allowed": self.tr("This is not allowed now."),
            "coins": self.tr("You cannot put more coins than you have."),
        }
        return texts[kind].format(**values)

    def close_hint(self) -> str:
        return self.tr("Click or press Esc to close")

    # --- overlays ----------------------------------------------------------------------------------------
    def sale_title(self, sale: int) -> str:
        return self.tr("Sale {sale} is over").format(sale=sale)

    def accepted_line(self, seller: str, buyer: str) -> str:
        return self.tr("{seller} accepted the offer of {buyer}.").format(seller=seller, buyer=buyer)

    def taken_line(self, seller: str, owner: str, code: int) -> str:
        return self.tr("{seller} forced the sale and took a card of {good} from {owner}, who gets the market cards.").format(
            seller=seller, owner=owner, good=good_name(code))

    def next_seller_line(self, name: str) -> str:
        return self.tr("{name} holds nine cards and sells next.").format(name=name)

    def game_over_title(self, names: str, how: str | None) -> str:
        if how == "coins":
            return self.tr("{names} won with 31 coins or more").format(names=names)
        if how == "goods":
            return self.tr("{names} won with all eight goods").format(names=names)
        if how == "limit":
            return self.tr("Sale limit reached: {names} won").format(names=names)
        return self.tr("Won by {names}").format(names=names)

    def final_line(self, name: str, purse: str, low: int, high: int) -> str:
        """A seat at the game's end: its purse, and its different goods (as far as the viewer knows)."""
        if low == high:
            return self.tr("{name}: {purse}, %n different good(s)", None, low).format(name=name, purse=purse)
        return self.tr("{name}: {purse}, {low} to {high} different goods").format(name=name, purse=purse, low=low,
                                                                                 high=high)

    # --- the log -----------------------------------------------------------------------------------------
    def log_values(self, event, values: dict, names) -> dict:
        """The log's fields of an event: goods in the current language, an offer as a phrase, coins with
        their unit, the next seller's name."""
        data = event.data
        kind = event.kind
        for key in ("first", "second"):
            code = data.get(f"{key}_code")
            if isinstance(code, int):
                values[key] = good_name(code)
        if isinstance(data.get("code"), int) and "good" in data:
            values["good"] = good_name(data["code"])
        if kind == "market":
            code = data.get("code")
            values["card"] = (good_label(code) if data.get("face_up") and isinstance(code, int)
                              else self.tr("a face-down card"))
        if kind in ("market", "market_coins", "waited") and isinstance(data.get("coins"), int):
            values["coins"] = self.coins_text(data["coins"])
        if kind in ("offer_made", "offer_changed"):
            code = data.get("code") if data.get("face_up") else None
            values["offer"] = self.offer_phrase(bool(data.get("has_card")), bool(data.get("face_up")), code,
                                                data.get("coins"), data.get("has_coins", True))
        if kind == "auction_won" and isinstance(data.get("bid"), int):
            values["bid"] = self.coins_text(data["bid"])
        if kind == "sale_ends":
            after = data.get("next_seat")
            values["next"] = (self.tr("{name} sells next").format(name=names[after]) if isinstance(after, int)
                              else self.tr("the game is over"))
        return values


_TEXTS = NegoceTableTexts()
default_name = _TEXTS.default_name
coins_text = _TEXTS.coins_text
purse_text = _TEXTS.purse_text
seat_info = _TEXTS.seat_info
goods_line = _TEXTS.goods_line
good_state_tooltip = _TEXTS.good_state_tooltip
stage_line = _TEXTS.stage_line
status_line = _TEXTS.status_line
market_caption = _TEXTS.market_caption
market_coins_caption = _TEXTS.market_coins_caption
market_tooltip = _TEXTS.market_tooltip
face_down_mark = _TEXTS.face_down_mark
draft_mark = _TEXTS.draft_mark
auction_lines = _TEXTS.auction_lines
offers_title = _TEXTS.offers_title
bidders_title = _TEXTS.bidders_title
shown_title = _TEXTS.shown_title
bidder_marker = _TEXTS.bidder_marker
offer_marker = _TEXTS.offer_marker
offer_summary = _TEXTS.offer_summary
offer_tooltip = _TEXTS.offer_tooltip
offer_phrase = _TEXTS.offer_phrase
draft_line = _TEXTS.draft_line
button_label = _TEXTS.button_label
shortcut = _TEXTS.shortcut
tooltip = _TEXTS.tooltip
click_to = _TEXTS.click_to
refusal = _TEXTS.refusal
close_hint = _TEXTS.close_hint
sale_title = _TEXTS.sale_title
accepted_line = _TEXTS.accepted_line
taken_line = _TEXTS.taken_line
next_seller_line = _TEXTS.next_seller_line
game_over_title = _TEXTS.game_over_title
final_line = _TEXTS.final_line
log_values = _TEXTS.log_values
action_label = _TEXTS.action_label
