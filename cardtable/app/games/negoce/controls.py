"""How a person acts on the Négoce 2 table: the auction's buttons, the offer builder, the seller's choices.

A part of NegoceTable, given the table widget (for its keys and as the force dialog's parent), the scene,
the hand row, the offered cards on the table (`offer_item(seat)`) and `busy()` (the table animates);
it emits `chosen(action)` (one of the legal actions), `said(text)` (a press it refused) and `changed()`
(the table is to be drawn again). It draws its block from the TableContext and the geometry it is
given (`render`). What may be done comes only from the legal actions the game page passes
(`set_legal_actions`). The controls block right of the offers holds pill buttons, each also pressed by
its key (the kit's ShortcutPills; the keys are in the buttons' tooltips):

* the auction: raise by 1, raise by 2, drop out (a raise the purse does not allow is greyed, with why);
* a draft (drafts.Draft) for the seller laying the card for sale and for a buyer's offer: a card of the
  hand chosen by a click (or the keyboard), "No card", face up or down, coins with − and +, then
  "Put up for sale" / "Offer", and "Keep as it is" / "Withdraw" for a buyer. A draft that is not among
  the legal actions is refused with the reason, and nothing is sent;
* the seller's step: accept a buyer's offer (its button, keys 1–3 for the buyers from the seller's left,
  or a click on its card), wait with the
  coins on the market card set by − and +, or force the sale (the force dialog asks the second card
  and the good); after a force, take a shown card (its button, keys 1–3, or a click on the card).
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QWidget

from cardtable.app.table.card_item import CardItem
from cardtable.app.table.context import TableContext
from cardtable.app.table.hand import HandRow
from cardtable.app.table.scene import TableScene

from cardtable.app.table.dialog_slot import DialogSlot
from cardtable.app.table.pill_button import ShortcutPills
from cardtable.app.table.style import HIGHLIGHT, TEXT, centre_text, make_text, wrap_lines

from . import texts
from .drafts import Draft, card_codes, coin_range, draft_kinds, first_draft, refusal_kind
from .force_dialog import ForceDialog

DRAFT_BUTTON = {"market": "sell", "offer": "offer", "wait": "wait"}


class NegoceControls(QObject):
    chosen = Signal(object)  # one of the legal actions, as action_requested carries it
    said = Signal(str)  # the reason of a refused press, for the shell to announce
    changed = Signal()  # what the controls show changed: the table is to be drawn again

    def __init__(self, widget: QWidget, scene: TableScene, hand: HandRow,
                 offer_item: Callable[[int], CardItem | None], busy: Callable[[], bool]):
        super().__init__(widget)
        self._widget = widget
        self._hand = hand
        self._offer_item = offer_item
        self._busy = busy
        self._context: TableContext | None = None
        self._obs = None
        self._legal: list = []
        self._draft: Draft | None = None
        self._message = ""
        self._dialog = DialogSlot(self)
        self._dialog.changed.connect(self.changed)  # the table's buttons wait while the dialog asks
        handlers = {kind: (lambda kind=kind: self.press(kind)) for kind in texts.KEYS}
        self.pills = ShortcutPills(widget, scene, handlers, size=19)
        self._buttons, self._actions = self.pills.buttons, self.pills.actions
        self.draft_text = make_text("", 19, bold=True)
        self.reason_text = make_text("", 17, colour=HIGHLIGHT)
        self.coins_text = make_text("", 24, bold=True)
        for item in (self.draft_text, self.reason_text, self.coins_text):
            item.setZValue(80)
            scene.addItem(item)
        scene.card_clicked.connect(self._on_card_clicked)
        scene.card_activated.connect(self._on_card_clicked)
        self.retranslate()

    def retranslate(self) -> None:
        self.pills.set_shortcuts({kind: texts.shortcut(kind) for kind in self._buttons})

    # --- what may be done --------------------------------------------------------------------------------
    def set_legal_actions(self, legal, obs) -> None:
        """The actions offered on obs (the observation shown)."""
        self._obs = obs
        if not legal and not self._legal and not self._message and not self._dialog.is_open():
            return  # nothing was offered and nothing is: the table shows it already
        self._legal = list(legal)
        self._message = ""
        self._draft = first_draft(self._obs, self._legal) if self._legal and self._obs is not None else None
        self._dialog.offer_changed(self._legal)
        self.changed.emit()

    def legal_actions(self) -> tuple:
        return tuple(self._legal)

    def draft(self) -> Draft | None:
        return self._draft

    def set_draft(self, **changes) -> None:
        """Change the draft (what the controls do; tests call it too)."""
        if self._draft is None:
            return
        fields = {"code": self._draft.code, "face_up": self._draft.face_up, "coins": self._draft.coins, **changes}
        self._draft = Draft(self._draft.kind, **fields)
        if self._draft.code is None:
            self._draft = self._draft.with_card(None)
        self._message = ""
        self.changed.emit()

    def draft_refusal(self) -> str:
        """Why the draft is not allowed now ("" when it is)."""
        if self._draft is None:
            return ""
        kind = refusal_kind(self._draft, self._obs)
        return texts.refusal(kind) if kind else ""

    def message(self) -> str:
        return self._message

    def button(self, kind: str):
        return self._buttons[kind]

    def shortcut(self, kind: str) -> str:
        """A button's key, as its tooltip shows it ("O")."""
        return self._actions[kind].shortcut().toString()

    def _accepts(self) -> list[int]:
        """The buyers whose offers may be accepted, from the seller's left (the keys 1–3)."""
        seats = {action[1] for action in self._legal if action[0] == "accept"}
        return [seat for seat in self._obs.buyers() if seat in seats] if self._obs is not None else []

    def _takes(self) -> list[int]:
        seats = {action[1] for action in self._legal if action[0] == "take"}
        return [seat for seat in self._obs.buyers() if seat in seats] if self._obs is not None else []

    # --- pressing --------------------------------------------------------------------------------------------
    def press(self, kind: str) -> None:
        """What a button (or its key) does."""
        if self._obs is None or self._busy() or not self._legal:
            return
        draft = self._draft
        if kind in ("raise1", "raise2"):
            self._try(("raise", int(kind[-1])), texts.refusal("bid", bid=self._obs.bid + int(kind[-1])))
        elif kind == "drop":
            self._try(("drop",), texts.refusal("not_allowed"))
        elif kind == "nocard" and draft is not None:
            self.set_draft(code=None)
        elif kind == "side" and draft is not None and draft.code is not None:
            self.set_draft(face_up=not draft.face_up)
        elif kind in ("less", "more") and draft is not None:
            low, high = coin_range(self._legal, draft.kind)
            self.set_draft(coins=max(low, min(high, draft.coins + (1 if kind == "more" else -1))))
        elif kind in ("offer", "sell", "wait") and draft is not None and DRAFT_BUTTON[draft.kind] == kind:
            self._try(draft.action(), self.draft_refusal())
        elif kind == "keep":
            self._try(("keep",), texts.refusal("not_allowed"))
        elif kind == "withdraw":
            self._try(("withdraw",), texts.refusal("no_offer"))
        elif kind.startswith("accept"):
            seats = self._accepts()
            index = int(kind[-1]) - 1
            if index < len(seats):
                self._try(("accept", seats[index]), texts.refusal("not_allowed"))
        elif kind.startswith("take"):
            seats = self._takes()
            index = int(kind[-1]) - 1
            if index < len(seats):
                self._try(("take", seats[index]), texts.refusal("not_allowed"))
        elif kind == "force":
            self.open_force_dialog()

    def _try(self, action, reason: str) -> None:
        if action in self._legal:
            self._request(action)
        else:
            self._show_message("⚠ " + (reason or texts.refusal("not_allowed")))

    def _request(self, action) -> None:
        self._legal = []
        self._draft = None
        self._message = ""
        self.changed.emit()
        self.chosen.emit(action)

    def _show_message(self, text: str) -> None:
        self._message = text
        self.changed.emit()
        self.said.emit(text.removeprefix("⚠ "))

    def _on_card_clicked(self, card_id) -> None:
        if self._obs is None or self._busy():
            return
        if card_id[0] == "offer":  # a buyer's offered or shown card: accept it, or take from him
            for kind in ("accept", "take"):
                if (kind, card_id[1]) in self._legal:
                    self._request((kind, card_id[1]))
            return
        if card_id[0] != "hand" or self._draft is None:
            return
        if self._draft.kind not in ("market", "offer"):
            return
        code = card_id[1]
        if code not in card_codes(self._legal, self._draft.kind):
            self._show_message("⚠ " + texts.refusal("not_allowed"))
        elif self._draft.code == code and self._draft.kind == "offer":
            self.set_draft(code=None)
        else:
            self.set_draft(code=code)

    # --- the force dialog ---------------------------------------------------------------------------------------
    def open_force_dialog(self):
        forces = [action for action in self._legal if action[0] == "force"]
        if not forces or self._obs is None:
            return None
        return self._dialog.open(lambda: self._make_force_dialog(forces),
                                 applies=lambda legal: "force" in draft_kinds(legal))

    def _make_force_dialog(self, forces) -> ForceDialog:
        dialog = ForceDialog(forces, self._widget)
        dialog.chosen.connect(lambda second, good: self._request(("force", second, good)))
        return dialog

    def force_dialog(self):
        return self._dialog.current()

    def pending_dialog(self):
        return self._dialog.current()

    # --- drawing the controls --------------------------------------------------------------------------------
    def shown_kinds(self) -> list:
        """The buttons shown now, as rows (a row of one or two buttons, or the coins' row)."""
        kinds = draft_kinds(self._legal)
        if not self._legal or self._obs is None or self._obs.terminal:
            return []
        if self._obs.phase == "auction":
            return [["raise1"], ["raise2"], ["drop"]]
        if "take" in kinds:
            return [[f"take{index + 1}"] for index in range(len(self._takes()))]
        draft = self._draft
        rows: list = []
        if draft is not None and draft.kind == "offer":
            rows += [["nocard", "side"], ["coins"], ["offer"], ["keep"], ["withdraw"]]
        elif draft is not None and draft.kind == "market":
            rows += [["side"], ["coins"], ["sell"]]
        if "accept" in kinds:
            rows += [[f"accept{index + 1}"] for index in range(len(self._accepts()))]
        if draft is not None and draft.kind == "wait":
            rows += [["coins"], ["wait"]]
        if "force" in kinds:
            rows.append(["force"])
        return rows

    def render(self, context: TableContext, box, live: bool) -> None:
        """The controls in box (the geometry's controls block) for context.obs, pressable when live (the
        table is still and no dialog asks)."""
        self._context, self._obs = context, context.obs
        obs = context.obs
        live = live and not self._dialog.is_open()
        rows = self.shown_kinds()
        shown = {kind for row in rows for kind in row}
        if "coins" in shown:
            shown |= {"less", "more"}
        draft = self._draft
        y = box.top() + 4
        line = texts.draft_line(draft.kind, draft.code, draft.face_up, draft.coins) if draft is not None else ""
        y = self._place_text_lines(self.draft_text, line, box, y, 19, TEXT)
        for row in rows:
            if row == ["coins"]:
                y = self._place_coins_row(box, y, live)
                continue
            width = (box.width() - 10 * (len(row) - 1)) / len(row)
            for index, kind in enumerate(row):
                self._place_pill(kind, box.left() + index * (width + 10), y, width, live)
            y += self._buttons[row[0]].height() + 8
        reason = self.reason()
        self.reason_text.setText(reason)
        self._place_text_lines(self.reason_text, reason, box, y + 2, 17, HIGHLIGHT)
        for kind, button in self._buttons.items():
            if kind not in shown:
                button.setVisible(False)
            self._actions[kind].setEnabled(kind in shown)
        self.coins_text.setVisible("coins" in shown)
        self._apply_hand(live)
        self._offer_cards(live)

    def _offer_cards(self, live: bool) -> None:
        """A buyer's card on the table may be clicked to accept his offer, or to take from him after a force."""
        for kind in ("accept", "take"):
            for seat in (self._accepts() if kind == "accept" else self._takes()):
                card = self._offer_item(seat)
                if card is not None:
                    card.set_clickable(live)
                    card.set_highlighted(live)
                    card.setToolTip(texts.click_to(kind, self._context.name(seat)))

    def _place_text_lines(self, item, text: str, box, y: float, size: int, colour) -> float:
        """item shows text wrapped onto at most 3 lines at the top of the rest of box; returns the y under it."""
        metrics = QFontMetricsF(item.font())
        lines = wrap_lines(text, metrics, box.width(), 3) if text else []
        item.setText("\n".join(metrics.elidedText(line, Qt.TextElideMode.ElideRight, box.width()) for line in lines))
        item.setBrush(colour)
        item.setPos(box.left(), y)
        item.setVisible(bool(text))
        return y + (item.boundingRect().height() + 8 if text else 0)

    def _place_pill(self, kind: str, x: float, y: float, width: float, live: bool) -> None:
        button = self._buttons[kind]
        draft = self._draft
        name = ""
        if kind.startswith("accept"):
            name = self._context.name(self._accepts()[int(kind[-1]) - 1])
        elif kind.startswith("take"):
            name = self._context.name(self._takes()[int(kind[-1]) - 1])
        label = texts.button_label(kind, name, draft.face_up if draft is not None else True)
        button.set_text(label, width)
        enabled, reason = self._pill_state(kind)
        button.set_enabled(enabled and live)
        button.set_highlighted(kind in ("offer", "sell") and not self.draft_refusal())
        button.setToolTip(texts.tooltip(label, self._actions[kind].shortcut().toString(), reason))
        button.setPos(x, y)
        button.setVisible(True)

    def _pill_state(self, kind: str) -> tuple[bool, str]:
        """Whether a shown button may be pressed now, and if not why."""
        draft = self._draft
        if kind in ("raise1", "raise2"):
            step = int(kind[-1])
            ok = ("raise", step) in self._legal
            return ok, "" if ok else texts.refusal("bid", bid=self._obs.bid + step)
        if kind == "withdraw":
            ok = ("withdraw",) in self._legal
            return ok, "" if ok else texts.refusal("no_offer")
        if kind == "side":
            return draft is not None and draft.code is not None, ""
        if kind == "nocard":
            return draft is not None and draft.code is not None, ""
        if kind in ("less", "more") and draft is not None:
            low, high = coin_range(self._legal, draft.kind)
            return (draft.coins > low) if kind == "less" else (draft.coins < high), ""
        return True, ""

    def _place_coins_row(self, box, y: float, live: bool) -> float:
        """− coins +, the coins of the draft between the two buttons."""
        width = 64.0
        self._place_pill("less", box.left(), y, width, live)
        self._place_pill("more", box.right() - width, y, width, live)
        draft = self._draft
        self.coins_text.setText(texts.coins_text(draft.coins) if draft is not None else "")
        centre_text(self.coins_text, box.center().x(), y + self._buttons["less"].height() / 2)
        return y + self._buttons["less"].height() + 8

    def reason(self) -> str:
        """The message of a refused press, or why the draft (or a greyed raise) is not allowed."""
        obs = self._obs
        if self._message:
            return self._message
        if obs.phase == "auction" and self._legal and ("raise", 1) not in self._legal:
            return texts.refusal("bid", bid=obs.bid + 1)
        if obs.phase == "auction" and self._legal and ("raise", 2) not in self._legal:
            return texts.refusal("bid", bid=obs.bid + 2)
        if self._draft is not None and self._draft.kind in ("market", "offer"):
            return self.draft_refusal()
        if self._legal and obs.phase == "seller" and not any(action[0] == "wait" for action in self._legal):
            return texts.refusal("no_wait")
        return ""

    def _apply_hand(self, live: bool) -> None:
        """The hand offered for a draft's card: the cards a legal action may carry highlighted, the chosen
        one selected."""
        draft = self._draft
        if draft is None or draft.kind not in ("market", "offer"):
            self._hand.offer([], False)
            return
        codes = card_codes(self._legal, draft.kind)
        self._hand.offer([card_id for card_id in self._hand.card_ids() if card_id[1] in codes], live)
        chosen = False
        for card in self._hand.items():
            pick = not chosen and card.card_id[1] == draft.code
            card.set_selected(pick)
            chosen = chosen or pick
