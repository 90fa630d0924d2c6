"""New game: the game, the players (a name and a person or computer level each), variants, a deal code.

The remembered choices come from settings.json, which a person may edit by hand: each field is checked
where it is used (remembered_choices), and one that cannot be used falls back to its default alone.
"""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout, QGroupBox,
                               QLabel, QLayout, QLineEdit, QSpinBox, QVBoxLayout)

from cardtable.app.shell import texts
from cardtable.app.games import view_class, view_classes
from cardtable.app.shell.widgets.labels import wrapped_label
from cardtable.store.save_format import MAX_NAME_LENGTH, plain_name

CONTROLLERS = ("human", "easy", "normal", "hard")
COMPUTER_NAMES = ("Ada", "Bruno", "Chloé", "Dmitri", "Emma", "Farid", "Greta")
MAX_SEATS = 7
# The deal codes the app draws (random.randrange(2**31)); any of them replays its deal.
MAX_DEAL_CODE = 2**31 - 1
# A deal code as typed: plain digits, or digits grouped by threes with one kind of separator ("1,234",
# "1 234", "1.234", "1'234"), as a number is written in English, French or Swiss usage.
_PLAIN = re.compile(r"\d+")
_GROUPED = re.compile(r"\d{1,3}(?P<sep>[ ,.'’_\u00a0\u202f])\d{3}(?:(?P=sep)\d{3})*")
_DEAL_CHARACTERS = re.compile(r"[\d ,.'’_\u00a0\u202f]*")


def deal_code_value(text: str) -> int | None:
    """The deal code `text` names (None for an empty field); ValueError if it names none the game can use."""
    text = text.strip()
    if not text:
        return None
    if not (_PLAIN.fullmatch(text) or _GROUPED.fullmatch(text)):
        raise ValueError(f"not a deal code: {text!r}")
    value = int(re.sub(r"\D", "", text))
    if value > MAX_DEAL_CODE:
        raise ValueError(f"deal code above {MAX_DEAL_CODE}")
    return value


class DealCodeValidator(QValidator):
    """Lets through only what can become a deal code: letters are not typed at all, and a code that is
    not (yet) usable, such as "1,2" or one above MAX_DEAL_CODE, stays Intermediate (OK disabled)."""

    def validate(self, text: str, position: int):
        if not _DEAL_CHARACTERS.fullmatch(text):
            return QValidator.State.Invalid, text, position
        try:
            deal_code_value(text)
        except ValueError:
            return QValidator.State.Intermediate, text, position
        return QValidator.State.Acceptable, text, position


def remembered_choices(raw: Any) -> dict:
    """`raw` (the settings' last choices, maybe hand-edited) as choices the dialog can show: each field
    that cannot be used takes its default, never raising."""
    raw = raw if isinstance(raw, dict) else {}
    known = [view.game.id for view in view_classes()]
    game_id = raw.get("game") if isinstance(raw.get("game"), str) and raw.get("game") in known else None
    result = default_choices(game_id)
    game = view_class(result["game"]).game
    players = raw.get("players")
    if type(players) is int and game.min_players <= players <= game.max_players:
        result["players"] = players
    seats = raw.get("seats")
    if isinstance(seats, list):
        for seat, data in enumerate(seats[:MAX_SEATS]):
            if not isinstance(data, dict):
                continue
            if isinstance(data.get("name"), str):
                result["seats"][seat]["name"] = plain_name(data["name"])
            if isinstance(data.get("controller"), str) and data["controller"] in CONTROLLERS:
                result["seats"][seat]["controller"] = data["controller"]
    options = raw.get("options")
    if isinstance(options, dict):
        for spec in game.option_specs:
            value = options.get(spec.key)
            # type() as well: JSON true must not pass for a choice of 1.
            if any(type(value) is type(choice) and value == choice for choice in spec.choices):
                result["options"][spec.key] = value
    seed = raw.get("seed")
    if type(seed) is int and 0 <= seed <= MAX_DEAL_CODE:
        result["seed"] = seed
    return result


def default_choices(game_id: str | None = None) -> dict:
    """The first game's choices (or game_id's): one person and computer players of the normal level."""
    game = (view_class(game_id) if game_id else view_classes()[0]).game
    players = max(game.min_players, min(4, game.max_players))
    return {"game": game.id, "players": players,
            "seats": [{"name": "", "controller": "human" if seat == 0 else "normal"} for seat in range(MAX_SEATS)],
            "options": {spec.key: spec.default_value() for spec in game.option_specs}, "seed": None}


class NewGameDialog(QDialog):
    def __init__(self, previous: dict | None = None, parent=None, game_in_progress: bool = False):
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self._warning = wrapped_label(self, "newGameWarning")
        self._warning.setVisible(game_in_progress)
        self._game_combo = QComboBox(self)
        self._game_combo.setObjectName("gameCombo")
        for view in view_classes():
            self._game_combo.addItem("", view.game.id)
        self._players = QSpinBox(self)
        self._players.setObjectName("playersSpin")
        self._deal = QLineEdit(self)
        self._deal.setObjectName("dealEdit")
        self._deal.setValidator(DealCodeValidator(self))
        self._deal_hint = wrapped_label(self, "dealHint")
        self._build_layout()
        self._apply(remembered_choices(previous))
        self._game_combo.currentIndexChanged.connect(self._on_game_changed)
        self._players.valueChanged.connect(self._show_seats)
        self._deal.textChanged.connect(self._check_deal_code)
        self.retranslate()
        self._check_deal_code()

    # --- layout --------------------------------------------------------------------------------------------
    def _build_layout(self) -> None:
        self._form = QFormLayout()
        self._game_label, self._players_label, self._deal_label = QLabel(self), QLabel(self), QLabel(self)
        self._form.addRow(self._game_label, self._game_combo)
        self._form.addRow(self._players_label, self._players)
        self._game_label.setBuddy(self._game_combo)
        self._players_label.setBuddy(self._players)
        self._deal_label.setBuddy(self._deal)
        self._seats_box = QGroupBox(self)
        self._seats_box.setMinimumWidth(480)  # the dialog's width: its layout fixes the size to the contents
        grid = QGridLayout(self._seats_box)
        self._seat_labels, self._names, self._controllers = [], [], []
        for seat in range(MAX_SEATS):
            label, name, controller = QLabel(self), QLineEdit(self), QComboBox(self)
            name.setObjectName(f"seatName{seat}")
            name.setMaxLength(MAX_NAME_LENGTH)
            controller.setObjectName(f"seatController{seat}")
            for level in CONTROLLERS:
                controller.addItem("", level)
            controller.currentIndexChanged.connect(self._update_placeholders)
            # The row's label names the box (whose AT-SPI name is its current text); the name field has its own.
            label.setBuddy(controller)
            grid.addWidget(label, seat, 0)
            grid.addWidget(name, seat, 1)
            grid.addWidget(controller, seat, 2)
            self._seat_labels.append(label)
            self._names.append(name)
            self._controllers.append(controller)
        self._variants_box = QGroupBox(self)
        self._variants = QFormLayout(self._variants_box)
        self._variant_combos: dict[str, tuple[QLabel, QComboBox]] = {}
        self._deal_form = QFormLayout()
        self._deal_form.addRow(self._deal_label, self._deal)
        self._deal_form.addRow("", self._deal_hint)
        self._buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                         self)
        self._buttons.accepted.connect(self.accept)
        self._buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        # The dialog grows to its rows' natural height (and shrinks back when seats are hidden) instead of
        # squeezing them into the height it happened to have.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        layout.addWidget(self._warning)
        layout.addLayout(self._form)
        layout.addWidget(self._seats_box)
        layout.addWidget(self._variants_box)
        layout.addLayout(self._deal_form)
        layout.addWidget(self._buttons)

    def _build_variants(self, game_id: str) -> None:
        while self._variants.rowCount():
            self._variants.removeRow(0)
        self._variant_combos = {}
        for spec in view_class(game_id).game.option_specs:
            label, combo = QLabel(self), QComboBox(self)
            combo.setObjectName(f"option-{spec.key}")
            for value in spec.choices:
                combo.addItem("", value)
            self._variants.addRow(label, combo)
            label.setBuddy(combo)
            self._variant_combos[spec.key] = (label, combo)
        self._variants_box.setVisible(bool(self._variant_combos))

    # --- values --------------------------------------------------------------------------------------------
    def _apply(self, choices: dict) -> None:
        """Show `choices`, as checked by remembered_choices."""
        game_id = choices["game"]
        self._game_combo.setCurrentIndex(self._game_combo.findData(game_id))
        game = view_class(game_id).game
        self._players.setRange(game.min_players, game.max_players)
        self._players.setValue(choices["players"])
        for seat, data in enumerate(choices["seats"]):
            self._names[seat].setText(data["name"])
            self._controllers[seat].setCurrentIndex(self._controllers[seat].findData(data["controller"]))
        self._build_variants(game_id)
        for key, (_, combo) in self._variant_combos.items():
            combo.setCurrentIndex(max(combo.findData(choices["options"][key]), 0))
        self._deal.setText("" if choices["seed"] is None else str(choices["seed"]))
        self._show_seats()

    def _check_deal_code(self) -> None:
        usable = self._deal.hasAcceptableInput()
        self._deal_hint.setVisible(not usable)
        self._buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(usable)

    def _on_game_changed(self) -> None:
        previous = self.choices()
        previous["game"] = self._game_combo.currentData()
        previous["options"] = {}
        self._apply(remembered_choices(previous))
        self.retranslate()

    def _show_seats(self) -> None:
        players = self._players.value()
        for seat in range(MAX_SEATS):
            for widget in (self._seat_labels[seat], self._names[seat], self._controllers[seat]):
                widget.setVisible(seat < players)

    def choices(self) -> dict:
        """What the dialog shows, in the shape kept in the settings (seat names may be empty)."""
        return {
            "game": self._game_combo.currentData(),
            "players": self._players.value(),
            # plain_name: a pasted tab or newline is not kept (a file holding one is refused).
            "seats": [{"name": plain_name(self._names[seat].text()),
                       "controller": self._controllers[seat].currentData()} for seat in range(MAX_SEATS)],
            "options": {key: combo.currentData() for key, (_, combo) in self._variant_combos.items()},
            "seed": self._deal_code(),
        }

    def _deal_code(self) -> int | None:
        try:
            return deal_code_value(self._deal.text())
        except ValueError:  # OK is disabled meanwhile; a new random deal if it is reached all the same
            return None

    def seats(self) -> list[dict]:
        """The players of the new game, with a name for every seat."""
        choices = self.choices()
        result = []
        for seat, data in enumerate(choices["seats"][:choices["players"]]):
            result.append({"name": data["name"] or self.default_name(seat, data["controller"]),
                           "controller": data["controller"]})
        return result

    def default_name(self, seat: int, controller: str) -> str:
        # A name, never "You": the log and prompts speak of every player in the third person.
        if controller != "human":
            return COMPUTER_NAMES[seat]
        return self.tr("Player {number}").format(number=seat + 1)

    # --- texts -----------------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self._warning.setText(self.tr("A game is in progress: starting a new one abandons it, and it can no "
                                      "longer be resumed."))
        self._game_label.setText(self.tr("Game:"))
        self._players_label.setText(self.tr("Players:"))
        self._seats_box.setTitle(self.tr("Who plays"))
        self._variants_box.setTitle(self.tr("Rule variants"))
        self._deal_label.setText(self.tr("Deal code:"))
        self._deal.setPlaceholderText(self.tr("empty for a new random deal"))
        self._deal.setToolTip(self.tr("The same deal code with the same players and variants deals the same cards."))
        self._retranslate_accessible_names()
        self._deal_hint.setText(self.tr("A deal code is a whole number from 0 to {largest}.").format(
            largest=self.locale().toString(MAX_DEAL_CODE)))
        for index in range(self._game_combo.count()):
            self._game_combo.setItemText(index, view_class(self._game_combo.itemData(index)).name())
        self._update_placeholders()
        for seat in range(MAX_SEATS):
            self._seat_labels[seat].setText(self.tr("Seat {number}").format(number=seat + 1))
            for index, level in enumerate(CONTROLLERS):
                text = texts.level_name(level) if level == "human" else self.tr("Computer: {level}").format(
                    level=texts.level_name(level))
                self._controllers[seat].setItemText(index, text)
        view = view_class(self._game_combo.currentData())
        for spec in view.game.option_specs:
            label, combo = self._variant_combos[spec.key]
            label.setText(self.tr("{option}:").format(option=view.option_label(spec)))
            combo.setAccessibleName(view.option_label(spec))
            for index, choice_label in enumerate(view.choice_labels(spec)):
                combo.setItemText(index, choice_label)

    def _retranslate_accessible_names(self) -> None:
        """What a screen reader names each field: distinct for every seat, since the seat's label alone
        cannot tell the name field from the box beside it."""
        self._game_combo.setAccessibleName(self.tr("Game"))
        self._players.setAccessibleName(self.tr("Number of players"))
        self._deal.setAccessibleName(self.tr("Deal code"))
        self._deal.setAccessibleDescription(self._deal.toolTip())
        for seat in range(MAX_SEATS):
            self._names[seat].setAccessibleName(self.tr("Name of seat {number}").format(number=seat + 1))
            self._controllers[seat].setAccessibleName(self.tr("Who plays seat {number}").format(number=seat + 1))

    def _update_placeholders(self) -> None:
        for seat in range(MAX_SEATS):
            self._names[seat].setPlaceholderText(self.default_name(seat, self._controllers[seat].currentData()))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
