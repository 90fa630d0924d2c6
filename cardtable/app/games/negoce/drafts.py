"""The controls' draft: the card, side and coins a person is putting together, checked against the legal
actions the rules listed. Nothing here decides a rule: a draft is allowed exactly when its action is among
the legal actions, and a refusal is the rules' own (the observation's `why_not`), worded for the controls.

A draft's kind is "market" (the seller lays the card for sale), "offer" (a buyer makes or changes an offer)
or "wait" (the seller waits, with the coins on the market card adjusted).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

COIN_INDEX = {"market": 3, "offer": 3, "wait": 1}


@dataclass(frozen=True)
class Draft:
    kind: str
    code: int | None = None
    face_up: bool = True
    coins: int = 0

    def action(self) -> tuple:
        if self.kind == "wait":
            return ("wait", self.coins)
        return (self.kind, self.code, self.face_up if self.code is not None else True, self.coins)

    def with_card(self, code: int | None) -> "Draft":
        return replace(self, code=code, face_up=self.face_up if code is not None else True)


def draft_kinds(legal) -> set[str]:
    return {action[0] for action in legal}


def coin_range(legal, kind: str) -> tuple[int, int]:
    """The fewest and most coins any legal action of this kind puts down."""
    index = COIN_INDEX[kind]
    values = [action[index] for action in legal if action[0] == kind]
    return (min(values), max(values)) if values else (0, 0)


def card_codes(legal, kind: str) -> set[int]:
    """The cards a legal action of this kind may carry."""
    return {action[1] for action in legal if action[0] == kind and action[1] is not None}


def first_draft(obs, legal) -> Draft | None:
    """The draft the controls start from: the standing offer for a buyer who has one (its card as its owner
    knows it), the coins already on the market card for a seller who may wait, nothing chosen for a seller
    laying a card."""
    kinds = draft_kinds(legal)
    if "market" in kinds:
        return Draft("market")
    if "offer" in kinds:
        standing = obs.offers[obs.seat] if obs.offers is not None else None
        if standing is None:
            return Draft("offer")
        code = standing.code if standing.has_card else None
        return Draft("offer", code, standing.face_up if code is not None else True, standing.coins or 0)
    if "wait" in kinds:
        return Draft("wait", coins=obs.market_coins or 0)
    return None


# The rules' refusals (cardtable/games/negoce/actions.py) that the controls word in their own terms
# (texts.refusal); any other is "not allowed".
CONTROL_REASONS = {"market_coins": "coins", "offer_coins": "coins", "wait_coins": "coins", "empty_offer": "empty",
                   "standing_offer": "same", "no_wait": "no_wait", "no_offer": "no_offer"}


def refusal_kind(draft: Draft, obs) -> str | None:
    """None when the draft's action is legal; else which choice stands in the way, in the controls' terms (see
    texts.refusal): the card still to choose for the market, else the rules' own refusal (`obs.why_not`)."""
    why = obs.why_not(draft.action())
    if why is None:
        return None
    if draft.kind == "market" and draft.code is None:
        return "pick_card"
    return CONTROL_REASONS.get(why.kind, "not_allowed")
