"""Négoce 2 as the shell shows it (the GameView contract of cardtable.app.plugin): prompts, scoreboard,
results and the log. Every action is taken on the table itself (its buttons, the hand, the force dialog),
so there are no side-panel buttons.
"""

from __future__ import annotations

from cardtable.app.plugin import GameView, register_view
from cardtable.games.negoce import Negoce

from . import texts
from .catalogue import CATALOGUE
from .faces import good_label, good_style


@register_view
class NegoceUI(GameView):
    """Négoce 2's view."""

    game = Negoce
    catalogue = CATALOGUE

    def prompt(self, obs, names) -> str:
        if obs.terminal:
            return self.tr("The game is over.")
        if obs.to_act is None:
            return ""
        name = names[obs.to_act]
        mine = obs.seat == obs.to_act
        phase = obs.phase
        if phase == "auction":
            text = (self.tr("{name}, raise the bid for the contraband by 1 or 2, or drop out. The last bidder "
                            "pays his bid and becomes the first seller.") if mine
                    else self.tr("{name} is bidding for the contraband."))
        elif phase == "market":
            text = (self.tr("{name}, click the card of your hand to sell, choose face up or down and the coins "
                            "on it, then put it up for sale.") if mine
                    else self.tr("{name} is putting a card up for sale."))
        elif phase == "offers":
            text = (self.tr("{name}, make or change your offer (a card of your hand, face up or down, and "
                            "coins), keep it as it is, or withdraw it.") if mine
                    else self.tr("{name} is making an offer."))
        elif phase == "seller":
            if not mine:
                text = self.tr("{name}, the seller, is deciding.")
            elif obs.must_decide():
                text = self.tr("{name}, the fifth bidding turn is over: accept an offer or force the sale.")
            else:
                text = self.tr("{name}, accept an offer, wait for another bidding turn (you may change the "
                               "coins on your card), or force the sale.")
        else:
            text = (self.tr("{name}, take one of the shown cards: its owner gets the market cards.") if mine
                    else self.tr("{name} is picking a shown card."))
        return text.format(name=name)

    def progress(self, obs) -> str:
        if obs.phase == "auction":
            return self.tr("auction")
        return self.tr("sale {sale} of at most {limit}").format(sale=min(obs.sales + 1, obs.sale_limit),
                                                              limit=obs.sale_limit)

    def cover_text(self, name: str) -> str:
        return self.tr("Everyone else, please look away. {name}: click when you are ready to see your hand, "
                       "your purse and your offer.").format(name=name)

    def scoreboard_headers(self) -> list[str]:
        return [self.tr("Player"), self.tr("Coins"), self.tr("Goods")]

    def scoreboard_rows(self, obs, names) -> list[list[str]]:
        rows = []
        for seat, name in enumerate(names):
            marker = "▶ " if seat == obs.to_act and not obs.terminal else ""
            coins = obs.coins[seat] if obs.coins is not None else None
            if coins is None:
                low, high = obs.coin_bounds[seat]
                coins = low if low == high else f"{low}–{high}"
            rows.append([marker + name, str(coins), f"{len(obs.goods_held(seat))}/8"])
        return rows

    def results_headers(self) -> list[str]:
        return [self.tr("Coins"), self.tr("Goods")]

    def result_cells(self, state, seat) -> list[str]:
        breakdown = state.score_breakdown(seat)
        return [str(breakdown["coins"]), str(breakdown["goods"])]

    def showcase(self, table, legal):
        """The force dialog when a force is offered, and the overlay shown, if any."""
        if table.overlay().kind:
            yield table.overlay().kind, None
        if any(action[0] == "force" for action in legal):
            dialog = table.open_force_dialog()
            yield "force", dialog
            dialog.reject()

    def reason_values(self, refusal, names) -> dict[str, str]:
        """A refusal's fields: a good (its code) by its name in the current language, with its number."""
        values = super().reason_values(refusal, names)
        code = refusal.data.get("code")
        if isinstance(code, int):
            values["good"] = good_label(code)
        return values

    def action_label(self, action, observation, names) -> str:
        return texts.action_label(action, names)

    def log_values(self, event, names) -> dict[str, str]:
        return texts.log_values(event, super().log_values(event, names), names)

    def log_colour(self, event, field) -> str | None:
        code = event.data.get("code")
        if field in ("card", "good") and isinstance(code, int) and (field == "good" or event.data.get("face_up")):
            return good_style(code).colour
        return None

    def create_table(self, parent=None):
        from .table import NegoceTable

        return NegoceTable(parent)
