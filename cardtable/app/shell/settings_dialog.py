"""Settings: language (applied at once), animation speed, how long a computer move stays visible, undo."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QSpinBox, QVBoxLayout

from cardtable.app.i18n import LANGUAGE_NAMES

SPEEDS = ("off", "fast", "normal", "slow")


class SettingsDialog(QDialog):
    def __init__(self, settings, parent=None):
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self._language = QComboBox(self)
        self._language.setObjectName("languageCombo")
        self._language.addItem("", None)
        for code, name in LANGUAGE_NAMES.items():
            self._language.addItem(name, code)
        self._speed = QComboBox(self)
        self._speed.setObjectName("speedCombo")
        for speed in SPEEDS:
            self._speed.addItem("", speed)
        self._delay = QSpinBox(self)
        self._delay.setObjectName("delaySpin")
        self._delay.setRange(0, 3000)
        self._delay.setSingleStep(100)
        self._undo = QCheckBox(self)
        self._undo.setObjectName("undoCheck")
        self._labels = [QLabel(self) for _ in range(3)]
        form = QFormLayout()
        form.addRow(self._labels[0], self._language)
        form.addRow(self._labels[1], self._speed)
        form.addRow(self._labels[2], self._delay)
        form.addRow(self._undo)
        for label, field in zip(self._labels, (self._language, self._speed, self._delay)):
            label.setBuddy(field)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self._language.setCurrentIndex(max(0, self._language.findData(settings.language)))
        self._speed.setCurrentIndex(max(0, self._speed.findData(settings.animation_speed)))
        self._delay.setValue(settings.ai_delay_ms)
        self._undo.setChecked(settings.undo)
        self.retranslate()

    def values(self) -> dict:
        return {"language": self._language.currentData(), "animation_speed": self._speed.currentData(),
                "ai_delay_ms": self._delay.value(), "undo": self._undo.isChecked()}

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self._labels[0].setText(self.tr("Language:"))
        self._labels[1].setText(self.tr("Animations:"))
        self._labels[2].setText(self.tr("Computer moves stay visible at least:"))
        self._language.setItemText(0, self.tr("Same as the system"))
        for index, text in enumerate((self.tr("Off"), self.tr("Fast"), self.tr("Normal"), self.tr("Slow"))):
            self._speed.setItemText(index, text)
        self._delay.setSuffix(self.tr(" ms"))
        self._language.setAccessibleName(self.tr("Language"))
        self._speed.setAccessibleName(self.tr("Animations"))
        self._delay.setAccessibleName(self.tr("Computer moves stay visible at least (milliseconds)"))
        self._undo.setText(self.tr("Allow undo and redo in games against the computer"))
        self._undo.setToolTip(self.tr("A game in which a move was taken back is marked so in its results."))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
