"""Languages: Qt translators for our catalogue and Qt's own, switched at run time.

Widgets retranslate themselves on QEvent.LanguageChange, which Qt sends when translators change.
Texts held in data (game names, option labels, engine events, action labels) are marked with
QT_TRANSLATE_NOOP in `texts.py` and translated when shown, with `translate_data`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator, Signal

from cardtable.app.resources import translations_dir

LANGUAGES = ("en", "fr")
LANGUAGE_NAMES = {"en": "English", "fr": "Français"}


def system_language() -> str:
    """French when the system's language is French, else English."""
    return "fr" if QLocale.system().language() == QLocale.Language.French else "en"


class LanguageManager(QObject):
    """Owns the installed translators; `set_language` swaps them and Qt notifies every widget."""

    language_changed = Signal(str)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.language = ""
        self._translators: list[QTranslator] = []
        self._catalogues: list[str] = []

    def set_language(self, language: str) -> None:
        if language not in LANGUAGES:
            language = "en"
        if language == self.language:
            return
        app = QCoreApplication.instance()
        for translator in self._translators:
            app.removeTranslator(translator)
        self._translators, self._catalogues = [], []
        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        for catalogue, folder in ((f"qtbase_{language}", qt_folder), (f"cardtable_{language}", str(translations_dir()))):
            translator = QTranslator(self)
            if translator.load(catalogue, folder):
                self._translators.append(translator)
                self._catalogues.append(catalogue)
        for translator in self._translators:
            app.installTranslator(translator)
        QLocale.setDefault(QLocale(QLocale.Language.French if language == "fr" else QLocale.Language.English))
        self.language = language
        self.language_changed.emit(language)

    def installed_catalogues(self) -> tuple[str, ...]:
        """The names of the catalogues that loaded for the current language."""
        return tuple(self._catalogues)


def shared_language_manager() -> LanguageManager:
    """The application's one language manager (translators are global to the application)."""
    app = QCoreApplication.instance()
    manager = app.findChild(LanguageManager, "languageManager")
    if manager is None:
        manager = LanguageManager(app)
        manager.setObjectName("languageManager")
    return manager


def translate_data(context: str, text: str) -> str:
    """Translate a string that was marked with QT_TRANSLATE_NOOP(context, text)."""
    return QCoreApplication.translate(context, text)


def event_values(event, names) -> dict[str, str]:
    """An event's (or a refusal's) fields as the log shows them: a seat as its player's name, several as a
    list."""
    values = {}
    for key, value in event.params:
        if (key == "seat" or key.endswith("_seat")) and isinstance(value, int):
            value = names[value]
        elif key.endswith("_seats") and isinstance(value, (tuple, list)):
            value = ", ".join(names[seat] for seat in value)
        elif isinstance(value, (tuple, list)):
            value = ", ".join(str(item) for item in value)
        values[key] = str(value)
    return values


def log_template(event, templates) -> str:
    """The one sentence the log writes for this kind of event, translated, with `{field}`s to fill.

    `templates` maps an event kind to its English template (context "Log"); a kind it lacks keeps the
    rules' own template (context "Events")."""
    template = templates.get(event.kind)
    if template is not None:
        return translate_data("Log", template)
    return translate_data("Events", event.template)


def reason_template(refusal, templates) -> str:
    """The sentence that tells why the rules refused an action, translated, with `{field}`s to fill.

    `templates` maps a refusal kind to its English template (context "Reasons"); a kind it lacks keeps the
    rules' own template, in the same context."""
    return translate_data("Reasons", templates.get(refusal.kind, refusal.template))
