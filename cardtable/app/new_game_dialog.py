"""New game: the game, the players (a name and a person or computer level each), variants, a deal code."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout, QGroupBox,
                               QLabel, QLineEdit, QSpinBox, QVBoxLayout)

from . import texts
from .games import view_class, view_classes

CONTROLLERS = ("human", "easy", "normal", "hard")
COMPUTER_NAMES = ("Ada", "Bruno", "Chloé", "Dmitri", "Emma", "Farid", "Greta")
MAX_SEATS = 7


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
        self.setMinimumWidth(520)
        self._warning = QLabel(self)
        self._warning.setObjectName("newGameWarning")
        self._warning.setWordWrap(True)
        self._warning.setVisible(game_in_progress)
        self._game_combo = QComboBox(self)
        self._game_combo.setObjectName("gameCombo")
        for view in view_classes():
            self._game_combo.addItem("", view.game.id)
        self._players = QSpinBox(self)
        self._players.setObjectName("playersSpin")
        self._deal = QLineEdit(self)
        self._deal.setObjectName("dealEdit")
        self._deal.setValidator(QIntValidator(0, 2**31 - 1, self))
        self._build_layout()
        self._apply(previous or default_choices(self._game_combo.currentData()))
        self._game_combo.currentIndexChanged.connect(self._on_game_changed)
        self._players.valueChanged.connect(self._show_seats)
        self.retranslate()

    # --- layout --------------------------------------------------------------------------------------------
    def _build_layout(self) -> None:
        self._form = QFormLayout()
        self._game_label, self._players_label, self._deal_label = QLabel(self), QLabel(self), QLabel(self)
        self._form.addRow(self._game_label, self._game_combo)
        self._form.addRow(self._players_label, self._players)
        self._seats_box = QGroupBox(self)
        grid = QGridLayout(self._seats_box)
        self._seat_labels, self._names, self._controllers = [], [], []
        for seat in range(MAX_SEATS):
            label, name, controller = QLabel(self), QLineEdit(self), QComboBox(self)
            name.setObjectName(f"seatName{seat}")
            name.setMaxLength(24)
            controller.setObjectName(f"seatController{seat}")
            for level in CONTROLLERS:
                controller.addItem("", level)
            controller.currentIndexChanged.connect(self._update_placeholders)
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
        self._buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                         self)
        self._buttons.accepted.connect(self.accept)
        self._buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
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
            self._variant_combos[spec.key] = (label, combo)
        self._variants_box.setVisible(bool(self._variant_combos))

    # --- values --------------------------------------------------------------------------------------------
    def _apply(self, choices: dict) -> None:
        fallback = default_choices()
        known = [view.game.id for view in view_classes()]
        game_id = choices.get("game") if choices.get("game") in known else fallback["game"]
        self._game_combo.setCurrentIndex(self._game_combo.findData(game_id))
        game = view_class(game_id).game
        self._players.setRange(game.min_players, game.max_players)
        players = choices.get("players")
        self._players.setValue(players if isinstance(players, int) else fallback["players"])
        seats = list(choices.get("seats") or []) + fallback["seats"][len(choices.get("seats") or []):]
        for seat, data in enumerate(seats[:MAX_SEATS]):
            self._names[seat].setText(str(data.get("name", "")) if isinstance(data, dict) else "")
            level = data.get("controller") if isinstance(data, dict) else None
            index = self._controllers[seat].findData(level if level in CONTROLLERS else "normal")
            self._controllers[seat].setCurrentIndex(index)
        self._build_variants(game_id)
        options = choices.get("options") or {}
        for key, (_, combo) in self._variant_combos.items():
            index = combo.findData(options.get(key))
            combo.setCurrentIndex(max(index, 0))
        seed = choices.get("seed")
        self._deal.setText("" if seed is None else str(seed))
        self._show_seats()

    def _on_game_changed(self) -> None:
        previous = self.choices()
        previous["game"] = self._game_combo.currentData()
        previous["options"] = {}
        self._apply(previous)
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
            "seats": [{"name": self._names[seat].text().strip(), "controller": self._controllers[seat].currentData()}
                      for seat in range(MAX_SEATS)],
            "options": {key: combo.currentData() for key, (_, combo) in self._variant_combos.items()},
            "seed": int(self._deal.text()) if self._deal.text().strip() else None,
        }

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
            for index, choice_label in enumerate(view.choice_labels(spec)):
                combo.setItemText(index, choice_label)

    def _update_placeholders(self) -> None:
        for seat in range(MAX_SEATS):
            self._names[seat].setPlaceholderText(self.default_name(seat, self._controllers[seat].currentData()))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
