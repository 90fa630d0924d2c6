"""Windows for the app tests: English, no animations, computer moves without delay."""

import pytest

from cardtable.app.shell.application import create_application, create_main_window
from cardtable.app.i18n import shared_language_manager
from cardtable.app.shell.results_dialog import ResultsDialog
from cardtable.store.settings import Settings, save_settings


@pytest.fixture
def make_window(qtbot):
    create_application([])
    windows = []

    def make(**settings):
        values = {"language": "en", "animation_speed": "off", "ai_delay_ms": 0}
        values.update(settings)
        save_settings(Settings(**values))
        window = create_main_window()
        window.controller.ai_seconds = 0.05
        qtbot.addWidget(window)
        window.show()
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.controller.stop()
        window.ai.shutdown(2000)
    shared_language_manager().set_language("en")


def wait_for_turn_or_results(qtbot, window, timeout=20000):
    """Until a person must act (cover or buttons) or the results dialog is open."""
    page = window.game_page
    qtbot.waitUntil(lambda: isinstance(window.dialog, ResultsDialog) or window.controller.awaiting_human is not None,
                    timeout=timeout)
    return page


def results_open(window) -> bool:
    return isinstance(window.dialog, ResultsDialog)
