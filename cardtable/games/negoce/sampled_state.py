"""A full rules state (rules.NegoceState) from a world sampled for one observation, for whoever asks the
determinizer for a complete state (`Determinizer.sample`) rather than the search's lean world.

The world gives the hidden cards and coins; the observation gives everything public. The state is described
as a position (`Negoce.from_position`) and then shows the observing seat the observation's own bounds
(`adopt_view`): a position cannot say what a player has noted, and the observation can.
"""

from __future__ import annotations

from .simulate import World


def position_of(obs, world: World) -> dict:
    """The position fields of the observation's table with the world's cards and coins."""
    offers = [None if offer is None else [offer[0], offer[1], offer[2]] for offer in world.offers]
    return {
        "phase": obs.phase, "acting": obs.to_act,
        "hands": [[code for code in range(len(hand)) for _ in range(hand[code])] for hand in world.hands],
        "coins": list(world.coins), "paid_out": obs.paid_out,
        "monopolies": [list(pair) for pair in obs.monopolies], "opener": obs.opener, "bid": obs.bid,
        "bidder": obs.bidder, "in_auction": list(obs.in_auction), "seller": obs.seller,
        "market": [[code, face_up] for code, face_up in world.market], "market_coins": obs.market_coins,
        "offers": offers, "turn": obs.turn, "buyer_index": _buyer_index(obs), "named": obs.named,
        "shown": list(obs.shown), "sales": obs.sales, "has_sold": list(obs.has_sold),
        "winners": list(obs.winners), "end": obs.end,
    }


def _buyer_index(obs) -> int:
    if obs.phase == "offers":
        return (obs.to_act - obs.seller - 1) % obs.players
    if obs.phase in ("seller", "take"):
        return obs.players - 1
    return 0


def full_state(obs, world: World):
    from .rules import Negoce

    state = Negoce.from_position(position_of(obs, world), {"players": obs.players, "sale_limit": obs.sale_limit,
                                                           "hidden_coins": obs.hidden_coins})
    state.adopt_view(obs)
    return state
