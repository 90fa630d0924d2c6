"""How a person acts on the Schnäppchen Jagd table: cards, declarations, sorting, buttons, overlays.

A mixin of SchnaeppchenTable. What may be chosen comes only from the legal actions the game page
passes (`set_legal_actions`): a hand card is offered when some action plays or lays it; when several
actions share that card, the declarations they differ on are asked (trump or not, then above or
below), with only the answers they hold; the sorting dialog offers the sort actions.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer


from cardtable.app.table.pill_button import ShortcutPills
from cardtable.app.table.trick import show_last_trick

from . import overlays, texts
from .declaration_dialog import RANK, TRUMP, DeclarationDialog
from .faces import BY_COLOUR, BY_VALUE
from .sorting_dialog import SortingDialog


class SchnaeppchenInteraction:
    """The host provides _table, _obs, _legal, _order, _geometry, _hand, _overlay and _open_overlay (the
    kit's OverlayHost), _message, _render,
    _seat_name, is_animating and action_requested."""

    def _init_interaction(self) -> None:
        self.auto_open_sorting = True
        self._dialog = None
        self._sort_dialog = None
        self._pending: list = []
        self._sort_offered = False
        self._pills = ShortcutPills(self, self._table, {"last": self.show_last_trick, "order": self.toggle_hand_order,
                                                    "sort": self.open_sorting_dialog})
        self._buttons, self._actions = self._pills.buttons, self._pills.actions
        self._table.card_clicked.connect(self._on_card_clicked)
        self._table.card_activated.connect(self._on_card_clicked)
        self._retranslate_interaction()

    def _retranslate_interaction(self) -> None:
        self._pills.set_shortcuts({kind: texts.shortcut(kind) for kind in self._buttons})

    # --- what may be done --------------------------------------------------------------------------------
    def set_legal_actions(self, legal) -> None:
        """The actions the person may take now (empty: none). Closes dialogs that no longer apply."""
        # The same offer again (each computer player's move withdraws the empty one anew) draws nothing new.
        unchanged = list(legal) == self._legal and not self._message
        self._legal = list(legal)
        sorting = any(action[0] == "sort" for action in self._legal)
        if not self._legal:
            self._close_dialogs()
        self._message = ""
        if not unchanged:
            self._refresh()
        if sorting and not self._sort_offered and self.auto_open_sorting:
            QTimer.singleShot(0, self._auto_open_sorting)
        self._sort_offered = sorting

    def legal_actions(self) -> tuple:
        """The actions offered, as the rules list them (a tuple, like every game's legal_actions)."""
        return tuple(self._legal)

    def _card_actions(self, code: int) -> list:
        return [action for action in self._legal if action[0] in ("bargain", "play") and action[1] == code]

    def _apply_interaction(self) -> None:
        if self._obs is None:
            return
        live = not self.is_animating() and self._dialog is None
        playable = {action[1] for action in self._legal if action[0] in ("bargain", "play")}
        hand = self._hand.card_ids()
        offered = self._hand.offer([card_id for card_id in hand if card_id[1] in playable], live)
        for card in self._hand.items():
            code = card.card_id[1]
            reason = "" if code in playable else texts.refusal(self._obs, code)
            card.setToolTip(texts.card_tooltip(code, code in playable or not offered, reason))
        for card in self._table.cards():
            if card.card_id[0] == "junk":
                own = card.card_id[1] == self._obs.seat and self._obs.my_junk is not None
                card.set_clickable(own and not self.is_animating())

    # --- clicks ----------------------------------------------------------------------------------------------
    def _on_card_clicked(self, card_id) -> None:
        obs = self._obs
        if obs is None or self.is_animating() or self._dialog is not None:
            return
        if card_id[0] == "junk" and card_id[1] == obs.seat:
            self.show_junk()
            return
        if card_id[0] != "hand" or not any(a[0] in ("bargain", "play") for a in self._legal):
            return
        code = card_id[1]
        options = self._card_actions(code)
        if not options:
            self._show_message("⚠ " + texts.refusal(obs, code))
        elif len(options) == 1:
            self._request(options[0])
        else:
            self._pending = options
            self._ask_next()

    def _ask_next(self) -> None:
        options = self._pending
        trumps = {action[2] for action in options}
        ranks = {action[3] for action in options}
        if len(options) == 1:
            self._pending = []
            self._request(options[0])
            return
        kind, answers = (TRUMP, trumps) if len(trumps) > 1 else (RANK, ranks)
        led = self._obs.trick_view().led
        dialog = DeclarationDialog(kind, options[0][1], led, tuple(a for a in answers if a is not None), self)
        dialog.answered.connect(lambda answer, kind=kind: self._on_answer(kind, answer))
        dialog.rejected.connect(self._on_declaration_cancelled)
        self._dialog = dialog
        self._apply_interaction()
        dialog.open()

    def _on_answer(self, kind: str, answer: bool) -> None:
        index = 2 if kind == "trump" else 3
        self._pending = [action for action in self._pending if action[index] == answer]
        self._finish_dialog()
        if self._pending:
            self._ask_next()

    def _on_declaration_cancelled(self) -> None:
        self._pending = []
        self._finish_dialog()

    def _finish_dialog(self) -> None:
        if self._dialog is not None:
            self._dialog.deleteLater()
            self._dialog = None
        self._apply_interaction()

    def pending_dialog(self):
        """The declaration dialog waiting for an answer, if any."""
        return self._dialog

    def _request(self, action) -> None:
        self._legal = []
        self._message = ""
        self._apply_interaction()
        self.action_requested.emit(action)

    def _show_message(self, text: str) -> None:
        self._message = text
        self._refresh()

    def _refresh(self) -> None:
        """Redraw what the offer changes: the cards' states, the status line and the buttons."""
        if self._obs is not None and self._geometry is not None and not self.is_animating():
            self._apply_interaction()
            self._render_centre(self._obs)

    # --- sorting ---------------------------------------------------------------------------------------------
    def _sort_choices(self) -> list:
        return [action[1] for action in self._legal if action[0] == "sort"]

    def _auto_open_sorting(self) -> None:
        if self._sort_choices() and not self.is_animating() and self._sort_dialog is None:
            self.open_sorting_dialog()

    def open_sorting_dialog(self):
        """Open the sorting dialog when sorting is offered (returns it, or None)."""
        choices = self._sort_choices()
        if not choices or self._obs is None or self._obs.my_junk is None:
            return None
        if self._sort_dialog is not None:
            self._sort_dialog.raise_()
            return self._sort_dialog
        dialog = SortingDialog(self._obs, choices, self)
        dialog.chosen.connect(lambda choice: self._request(("sort", choice)))
        dialog.finished.connect(lambda result: self._forget_sort_dialog(dialog))
        self._sort_dialog = dialog
        dialog.open()
        return dialog

    def _forget_sort_dialog(self, dialog) -> None:
        if self._sort_dialog is dialog:
            self._sort_dialog = None
        dialog.deleteLater()

    def sorting_dialog(self):
        return self._sort_dialog

    def _close_dialogs(self) -> None:
        for dialog in (self._dialog, self._sort_dialog):
            if dialog is not None:
                dialog.reject()
        self._pending = []

    # --- buttons and overlays --------------------------------------------------------------------------------
    def toggle_hand_order(self) -> None:
        self.set_hand_order(BY_VALUE if self._order == BY_COLOUR else BY_COLOUR)

    def show_last_trick(self) -> None:
        self._open_overlay(self._build_last_trick)

    def show_junk(self) -> None:
        """Open the viewer's own junk pile (nothing for a viewer without one)."""
        self._open_overlay(self._build_junk)

    def show_round_end(self, finished_round: int, obs, events) -> None:
        self._open_overlay(lambda: self._build_round_end(finished_round, obs, events))

    def _build_last_trick(self) -> bool:
        content = overlays.last_trick(self._obs, self._seat_name)
        if content is not None:
            show_last_trick(self._overlay, self._geometry.overlay_rect(), *content, texts.close_hint())
        return content is not None

    def _build_junk(self) -> bool:
        if not self._obs.my_junk:
            return False
        self._overlay.show_content("junk", self._geometry.overlay_rect(), *overlays.junk(self._obs),
                                   texts.close_hint(), card_w=76.0)
        return True

    def _build_round_end(self, finished_round: int, obs, events) -> bool:
        content = overlays.round_end(finished_round, obs, self._seat_name, events)
        self._overlay.show_content("round", self._geometry.overlay_rect(), *content, texts.close_hint())
        return True

    def _place_buttons(self, obs) -> None:
        box = self._geometry.buttons_rect()
        labels = texts.button_labels(self._order)
        width = min(box.width(), 300.0)
        x, y = box.right() - width, box.top() + 6
        shown = {"last": True, "order": bool(obs.hand), "sort": bool(self._sort_choices())}
        enabled = {"last": bool(obs.round_tricks), "order": True, "sort": True}
        for kind, button in self._buttons.items():
            button.setVisible(shown[kind])
            if not shown[kind]:
                continue
            button.set_text(labels[kind], width)
            button.set_enabled(enabled[kind] and not self.is_animating())
            button.set_highlighted(kind == "sort")
            button.setToolTip(f"{labels[kind]} ({self._actions[kind].shortcut().toString()})")
            button.setPos(x, y)
            y += button.height() + 12
        self._actions["sort"].setEnabled(shown["sort"])
        self._actions["last"].setEnabled(enabled["last"])
