"""The events' params and English sentences: an offer says whether it holds coins even when the amount is
hidden, and one coin is "1 coin"."""

from __future__ import annotations

from cardtable.games.negoce.cards import coins_text

from .conftest import COFFEE, G, JADE, PERFUME, SPICES, build, first, play


def test_offer_events_say_whether_a_hidden_offer_holds_coins():
    state = build(options={"hidden_coins": True})
    events = play(state, ("market", JADE, True, 0), ("offer", PERFUME, False, 5), ("offer", COFFEE, False, 0),
                  ("keep",), ("wait", 0), ("offer", SPICES, False, 2))
    offers = [item for item in events if item.kind in ("offer_made", "offer_changed")]
    assert [item.kind for item in offers] == ["offer_made", "offer_made", "offer_changed"]
    made_with, made_without, changed = (item.data for item in offers)
    assert made_with["has_coins"] and changed["has_coins"] and not made_without["has_coins"]
    assert made_with["coins"] is None and made_with["coins_text"] is None
    assert offers[0].text == "Player 2 offers a card face down and coins."
    assert offers[1].text == "Player 3 offers a card face down."


def test_shown_offers_carry_the_amount_as_a_number_and_in_words():
    state = build()
    events = play(state, ("market", JADE, True, 0), ("offer", None, True, 1), ("offer", COFFEE, True, 0))
    one, none = events[-2], events[-1]
    assert one.data["has_coins"] and one.data["coins"] == 1 and one.text == "Player 2 offers 1 coin."
    assert not none.data["has_coins"] and none.data["coins"] == 0 and none.text == "Player 3 offers coffee."


def test_one_coin_is_said_in_the_singular():
    assert [coins_text(amount) for amount in (0, 1, 2)] == ["0 coins", "1 coin", "2 coins"]
    state = build()
    events = play(state, ("market", JADE, False, 1), ("keep",), ("keep",), ("keep",), ("wait", 1), ("keep",),
                  ("keep",), ("keep",), ("wait", 2))
    market = first(events, "market")
    assert market.data["coins"] == 1 and market.text == "Player 1 puts a card on the market, face down, with 1 coin."
    assert first(events, "market_coins").text == "Player 1 leaves 2 coins on the market card."
    assert G.describe_action(("offer", None, True, 1)) == "Offer 1 coin"
    assert G.describe_action(("offer", JADE, False, 1)) == "Offer jade face down and 1 coin"
    assert G.describe_action(("wait", 1)) == "Wait with 1 coin on the market card"
    assert G.describe_action(("market", JADE, True, 1)) == "Sell jade face up with 1 coin"


def test_an_auction_won_at_one_coin_says_so():
    state = G.new_game({"players": 4}, 3)
    events = play(state, ("drop",), ("drop",), ("drop",))
    won = first(events, "auction_won")
    assert won.data["bid"] == 1 and won.data["bid_text"] == "1 coin"
    assert "for 1 coin," in won.text
