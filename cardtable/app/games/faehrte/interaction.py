"""How a person acts on the Auf falscher Fährte table: cards, the trump dialog, buttons, overlays.

A mixin of FaehrteTable. What may be chosen comes only from the legal actions the game page passes
(`set_legal_actions`): a hand card is offered when some action hides or plays it (a click on another
card says why it is refused); when the actions are trump decisions, the trump dialog opens with the four
colours (the current trump meaning "keep"). The buttons right of the trick open the last trick, the
score sheet, and the trump dialog again if it was closed.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer

from cardtable.app.table.pill_button import ShortcutPills
from cardtable.app.table.trick import show_last_trick

from . import overlays, texts
from .score_sheet import ScoreSheetDialog
from .trump_dialog import TrumpDialog

CARD_KINDS = ("hide", "play")


class FaehrteInteraction:
    """The host provides _table, _obs, _legal, _geometry, _pile, _hand, _overlay and _open_overlay (the
    kit's OverlayHost), _message, _render, _render_centre, _seat_name, is_animating and action_requested."""

    def _init_interaction(self) -> None:
        self.auto_open_trump = True
        self._trump_dialog = None
        self._sheet = None
        self._trump_offered = False
        self._pills = ShortcutPills(self, self._table, {"trump": self.open_trump_dialog, "last": self.show_last_trick,
                                                    "sheet": self.open_score_sheet})
        self._buttons, self._actions = self._pills.buttons, self._pills.actions
        self._table.card_clicked.connect(self._on_card_clicked)
        self._table.card_activated.connect(self._on_card_clicked)
        self._retranslate_interaction()

    def _retranslate_interaction(self) -> None:
        self._pills.set_shortcuts({kind: texts.shortcut(kind) for kind in self._buttons})

    # --- what may be done --------------------------------------------------------------------------------
    def set_legal_actions(self, legal) -> None:
        """The actions the person may take now (empty: none). Closes a trump dialog that no longer applies."""
        # The same offer again (each computer player's move withdraws the empty one anew) draws nothing new.
        unchanged = list(legal) == self._legal and not self._message
        self._legal = list(legal)
        deciding = bool(self._trump_choices())
        if not deciding and self._trump_dialog is not None:
            self._trump_dialog.reject()
        self._message = ""
        if not unchanged:
            self._refresh()
        if deciding and not self._trump_offered and self.auto_open_trump:
            QTimer.singleShot(0, self._auto_open_trump)
        self._trump_offered = deciding

    def legal_actions(self) -> tuple:
        """The actions offered, as the rules list them (a tuple, like every game's legal_actions)."""
        return tuple(self._legal)

    def _card_codes(self) -> set:
        return {action[1] for action in self._legal if action[0] in CARD_KINDS}

    def _trump_choices(self) -> list:
        return [action[1] for action in self._legal if action[0] == "trump"]

    def _apply_interaction(self) -> None:
        if self._obs is None:
            return
        live = not self.is_animating() and self._trump_dialog is None
        playable = self._card_codes()
        offered = self._hand.offer([card_id for card_id in self._hand.card_ids() if card_id[1] in playable], live)
        for card in self._hand.items():
            code = card.card_id[1]
            reason = "" if code in playable else self._refusal(code)
            card.setToolTip(texts.card_tooltip(code, code in playable or not offered, reason))

    def _refusal(self, code: int) -> str:
        return texts.refusal(self._obs, code)

    # --- clicks ----------------------------------------------------------------------------------------------
    def _on_card_clicked(self, card_id) -> None:
        if self._obs is None or self.is_animating() or self._trump_dialog is not None:
            return
        if card_id[0] != "hand" or not self._card_codes():
            return
        code = card_id[1]
        options = [action for action in self._legal if action[0] in CARD_KINDS and action[1] == code]
        if options:
            self._request(options[0])
        else:
            self._show_message("⚠ " + self._refusal(code))

    def _request(self, action) -> None:
        self._legal = []
        self._message = ""
        self._apply_interaction()
        self.action_requested.emit(action)

    def _show_message(self, text: str) -> None:
        self._message = text
        self._refresh()

    def _refresh(self) -> None:
        """Redraw what the offer changes: the cards' states, the slot's prompt, the status line, the buttons."""
        if self._obs is not None and self._geometry is not None and not self.is_animating():
            self._render(self._obs)

    # --- the trump dialog -----------------------------------------------------------------------------------
    def _auto_open_trump(self) -> None:
        if self._trump_choices() and not self.is_animating() and self._trump_dialog is None:
            self.open_trump_dialog()

    def open_trump_dialog(self):
        """Open the trump dialog when a trump decision is offered (returns it, or None)."""
        choices = self._trump_choices()
        if not choices or self._obs is None:
            return None
        if self._trump_dialog is not None:
            self._trump_dialog.raise_()
            return self._trump_dialog
        dialog = TrumpDialog(self._obs.trump, choices, bool(self._obs.jokers), self)
        dialog.chosen.connect(lambda colour: self._request(("trump", colour)))
        dialog.finished.connect(lambda result: self._forget_trump_dialog(dialog))
        self._trump_dialog = dialog
        self._apply_interaction()
        dialog.open()
        return dialog

    def _forget_trump_dialog(self, dialog) -> None:
        if self._trump_dialog is dialog:
            self._trump_dialog = None
        dialog.deleteLater()
        self._refresh()

    def trump_dialog(self):
        return self._trump_dialog

    def pending_dialog(self):
        """The dialog waiting for the person's answer, if any (the trump dialog)."""
        return self._trump_dialog

    # --- the score sheet ----------------------------------------------------------------------------------
    def open_score_sheet(self):
        """The score sheet: every finished round's points per player, and the totals (returns the dialog)."""
        if self._obs is None:
            return None
        if self._sheet is not None:
            self._sheet.raise_()
            return self._sheet
        names = [self._seat_name(seat) for seat in range(self._obs.players)]
        dialog = ScoreSheetDialog(self._obs, names, self)
        dialog.finished.connect(lambda result: self._forget_sheet(dialog))
        self._sheet = dialog
        dialog.open()
        return dialog

    def _forget_sheet(self, dialog) -> None:
        if self._sheet is dialog:
            self._sheet = None
        dialog.deleteLater()

    def score_sheet(self):
        return self._sheet

    # --- overlays and buttons ---------------------------------------------------------------------------------
    def show_last_trick(self) -> None:
        self._open_overlay(self._build_last_trick)

    def show_round_end(self, summary) -> None:
        self._open_overlay(lambda: self._build_round_end(summary))

    def _build_last_trick(self) -> bool:
        content = overlays.last_trick(self._obs, self._seat_name)
        if content is not None:
            show_last_trick(self._overlay, self._geometry.overlay_rect(), *content, texts.close_hint())
        return content is not None

    def _build_round_end(self, summary) -> bool:
        title, lines = overlays.round_end(summary, self._seat_name)
        self._overlay.show_content("round", self._geometry.overlay_rect(), title, lines, [], texts.close_hint())
        return True

    def _place_buttons(self, obs) -> None:
        box = self._geometry.buttons_rect()
        labels = texts.button_labels()
        width = min(box.width(), 300.0)
        x, y = box.center().x() - width / 2, self._pile.bottom
        shown = {"trump": bool(self._trump_choices()), "last": True, "sheet": True}
        enabled = {"trump": self._trump_dialog is None, "last": bool(obs.round_tricks), "sheet": True}
        for kind, button in self._buttons.items():
            button.setVisible(shown[kind])
            if not shown[kind]:
                continue
            button.set_text(labels[kind], width)
            button.set_enabled(enabled[kind] and not self.is_animating())
            button.set_highlighted(kind == "trump")
            button.setToolTip(f"{labels[kind]} ({self._actions[kind].shortcut().toString()})")
            button.setPos(x, y)
            y += button.height() + 10
        self._actions["trump"].setEnabled(shown["trump"])
        self._actions["last"].setEnabled(enabled["last"])
