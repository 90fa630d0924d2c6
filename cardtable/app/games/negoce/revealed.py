"""What a revealed Négoce 2 observation adds to the table (a replay's "everything revealed"): each other
player's goods strip counts its hand exactly (framed in the revealed colour), its purse is written even
with hidden coins, the face-down cards on the market and in the offers are face up (marked with the kit's
dashed frame), and hidden coins on an offer are counted.

Helpers of NegoceTable; the texts use the context "NegoceRevealed".
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication

from cardtable.games.negoce.cards import CONTRABAND, GOODS, counts

from . import texts
from .faces import good_label

translate = QCoreApplication.translate  # pyside6-lupdate reads translate("Context", "text")



def shows_hand(obs, seat: int) -> bool:
    """Whether a seat's mat shows its hand from a revealed observation (another's; the viewer's own is
    drawn as always)."""
    return bool(obs.revealed_hands) and seat != obs.seat


def revealed_bounds(obs, seat: int) -> tuple:
    """A seat's exact counts per code, as the goods strip reads bounds."""
    return tuple((count, count) for count in counts(obs.revealed_hands[seat]))


def seat_lines(obs, seat: int) -> list[str]:
    """A seat's two info lines when its hand is revealed: its purse (even when secret) and what it holds."""
    secret = obs.coins[seat] is None
    known = replace(obs, coins=tuple(obs.revealed_coins)) if secret else obs
    hand = obs.revealed_hands[seat]
    held = sum(1 for good in GOODS if good in hand)
    line = translate("NegoceRevealed", "Revealed: {count}/8 goods").format(count=held)
    if CONTRABAND in hand:
        line += " · " + translate("NegoceRevealed", "contraband")
    if secret:
        line += " · " + translate("NegoceRevealed", "secret purse")
    return [texts.seat_info(known, seat), line]


def market_code(obs, index: int):
    """A market card's code as drawn: what the viewer sees, or from a revealed observation the face-down
    one (then also `True`: drawn marked)."""
    code, _face_up = obs.market[index]
    if code is None and obs.revealed_market:
        return obs.revealed_market[index], True
    return code, False


def offer_card(obs, seat: int, offer):
    """An offer's card code as drawn, and whether it is shown only because the observation is revealed."""
    if offer.code is None and obs.revealed_offers:
        return obs.revealed_offers[seat].code, True
    return offer.code, False


def offer_coins(obs, seat: int, offer):
    if offer.coins is None and obs.revealed_offers:
        return obs.revealed_offers[seat].coins
    return offer.coins


def revealed_card_tooltip(code: int) -> str:
    return translate("NegoceRevealed", "{good}, face down (revealed)").format(good=good_label(code))
