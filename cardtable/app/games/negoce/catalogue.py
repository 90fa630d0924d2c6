"""Négoce 2's texts that live in the rules' data, marked for translation (see plugin.Catalogue), and the
goods' names in the current language."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from cardtable.app.plugin import Catalogue, translate_data

from .listing import LISTING

# The goods in the rules' order (cards.GOOD_NAMES: index = code, 0 the contraband).
GOOD_NAMES = (
    QT_TRANSLATE_NOOP("Cards", "contraband"),
    QT_TRANSLATE_NOOP("Cards", "jade"),
    QT_TRANSLATE_NOOP("Cards", "jewels"),
    QT_TRANSLATE_NOOP("Cards", "perfume"),
    QT_TRANSLATE_NOOP("Cards", "spices"),
    QT_TRANSLATE_NOOP("Cards", "coffee"),
    QT_TRANSLATE_NOOP("Cards", "silk"),
    QT_TRANSLATE_NOOP("Cards", "wine"),
    QT_TRANSLATE_NOOP("Cards", "tea"),
)

CATALOGUE = Catalogue(
    name=LISTING.name_text,
    summary=LISTING.summary_text,
    credit=LISTING.credit_text,
    options=(
        QT_TRANSLATE_NOOP("Options", "Sale limit"),
        QT_TRANSLATE_NOOP("Options", "30 sales"),
        QT_TRANSLATE_NOOP("Options", "40 sales"),
        QT_TRANSLATE_NOOP("Options", "60 sales"),
        QT_TRANSLATE_NOOP("Options", "80 sales"),
        QT_TRANSLATE_NOOP("Options", "100 sales"),
        QT_TRANSLATE_NOOP("Options", "150 sales"),
        QT_TRANSLATE_NOOP("Options", "200 sales"),
        QT_TRANSLATE_NOOP("Options", "Coins"),
        QT_TRANSLATE_NOOP("Options", "Coins shown"),
        QT_TRANSLATE_NOOP("Options", "Hidden coins"),
    ),
    log={
        # {card} a good's name (or "a face-down card"), {offer} an offer as texts.offer_phrase says it,
        # {coins} a number of coins with its unit; the fields are filled in texts.log_values
        "monopolies": QT_TRANSLATE_NOOP("Log", "{seat} holds two monopolies: {first} and {second}"),
        "auction_opens": QT_TRANSLATE_NOOP("Log", "{seat} opens the contraband auction at {bid}"),
        "raised": QT_TRANSLATE_NOOP("Log", "{seat} raises to {bid}"),
        "dropped": QT_TRANSLATE_NOOP("Log", "{seat} drops out of the auction"),
        "auction_won": QT_TRANSLATE_NOOP("Log", "{seat} wins the contraband and pays {bid} out of the game"),
        "sale_starts": QT_TRANSLATE_NOOP("Log", "Sale {sale}: {seat} sells"),
        "market": QT_TRANSLATE_NOOP("Log", "{seat} puts {card} on the market, {coins} on it"),
        "market_coins": QT_TRANSLATE_NOOP("Log", "{seat} now has {coins} on the market card"),
        "turn": QT_TRANSLATE_NOOP("Log", "Bidding turn {turn} of {of}"),
        "offer_made": QT_TRANSLATE_NOOP("Log", "{seat} offers {offer}"),
        "offer_changed": QT_TRANSLATE_NOOP("Log", "{seat} changes the offer to {offer}"),
        "offer_kept": QT_TRANSLATE_NOOP("Log", "{seat} leaves things as they are"),
        "offer_withdrawn": QT_TRANSLATE_NOOP("Log", "{seat} withdraws the offer"),
        "waited": QT_TRANSLATE_NOOP("Log", "{seat} waits, {coins} on the market card"),
        "accepted": QT_TRANSLATE_NOOP("Log", "{seat} accepts the offer of {buyer_seat}"),
        "forced": QT_TRANSLATE_NOOP("Log", "{seat} forces the sale and names {good}"),
        "shown": QT_TRANSLATE_NOOP("Log", "{seat} shows {count} × {good}"),
        "taken": QT_TRANSLATE_NOOP("Log", "{seat} takes a card of {good} from {owner_seat}, who gets the market cards"),
        "sale_ends": QT_TRANSLATE_NOOP("Log", "Sale {sale} is over; {next}"),
        "limit": QT_TRANSLATE_NOOP("Log", "The sale limit is reached after {sales} sales"),
    },
    reasons={
        # why the rules refuse an action (the table offers only legal ones, so a person meets these only
        # through the shell): {good} a good's name with its number, {coins} a number as the rules read it,
        # {most} the most coins allowed, {*_seats} players' names (view.reason_values)
        "bid_too_high": QT_TRANSLATE_NOOP("Reasons", "A bid of {bid} is more than your {purse} coins."),
        "market_card_not_held": QT_TRANSLATE_NOOP("Reasons", "You hold no {good} to put on the market."),
        "market_coins": QT_TRANSLATE_NOOP("Reasons", "You can put 0 to {most} coins on the market card, not {coins}."),
        "empty_offer": QT_TRANSLATE_NOOP("Reasons", "An offer without a card holds at least 1 coin."),
        "offer_card_not_held": QT_TRANSLATE_NOOP("Reasons", "You hold no {good} to offer."),
        "offer_coins": QT_TRANSLATE_NOOP("Reasons", "You can offer 0 to {most} coins, not {coins}."),
        "standing_offer": QT_TRANSLATE_NOOP("Reasons", "That is your standing offer already: keep it instead."),
        "no_offer": QT_TRANSLATE_NOOP("Reasons", "You have no offer to withdraw."),
        "accept_whom": QT_TRANSLATE_NOOP("Reasons", "You can accept only the offer of a buyer who has one."),
        "no_wait": QT_TRANSLATE_NOOP("Reasons", "After bidding turn {turn} you can no longer wait: accept an offer or "
                                                "force the sale."),
        "wait_coins": QT_TRANSLATE_NOOP("Reasons", "The market card can hold 0 to {most} coins, not {coins}."),
        "second_card_not_held": QT_TRANSLATE_NOOP("Reasons", "You hold no {good} to lay as the second card."),
        "contraband_named": QT_TRANSLATE_NOOP("Reasons", "The named good must be one of the eight goods, never the "
                                                         "contraband."),
        "good_still_held": QT_TRANSLATE_NOOP("Reasons", "You cannot name {good}: you still hold some."),
        "take_whom": QT_TRANSLATE_NOOP("Reasons", "Take the card of a buyer who showed: {showing_seats}."),
    },
)


def good_name(code: int) -> str:
    """A good (or the contraband) in the current language: "jade", "silk"."""
    return translate_data("Cards", GOOD_NAMES[code])
