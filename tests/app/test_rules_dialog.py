"""The rules dialog, the rules pages and the packaged SVG pictures."""

import re

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtSvg import QSvgRenderer

from cardtable.app.resources import game_folder, resource_path, rules_page
from cardtable.app.shell.rules_dialog import RulesDialog, games_with_rules

from tests.generic.per_game import shipped_game_ids, suite_support

GAMES_DIR = resource_path("games")
RULES_PAGES = sorted(GAMES_DIR.glob("*/rules.*.html"))
SVGS = sorted(GAMES_DIR.glob("*/*.svg")) + sorted(resource_path("icons").glob("*.svg"))


class Language:
    """A language getter the test can switch."""

    def __init__(self, code="en"):
        self.code = code

    def __call__(self):
        return self.code


def page_text(dialog):
    return dialog.browser.toPlainText()


def test_opens_on_no_thanks_in_english(qtbot):
    dialog = RulesDialog(Language("en"))
    qtbot.addWidget(dialog)
    assert dialog.game_id == "nothanks"
    assert dialog.page_path == rules_page("nothanks", "en")
    text = page_text(dialog)
    assert "No Thanks!" in text
    assert "Setup" in text and "End and scoring" in text
    assert dialog.close_button.text() == "Close"
    assert "No Thanks!" in dialog.windowTitle()


def test_selector_lists_only_games_with_a_page(qtbot):
    dialog = RulesDialog(Language("en"))
    qtbot.addWidget(dialog)
    ids = [dialog.game_combo.itemData(i) for i in range(dialog.game_combo.count())]
    assert ids == games_with_rules()
    assert "nothanks" in ids
    assert all(rules_page(game_id, "en").exists() for game_id in ids)
    assert dialog.has_selector and not dialog._selector.isHidden()


def test_no_selector_when_opened_on_a_game(qtbot):
    dialog = RulesDialog(Language("en"), game_id="nothanks")
    qtbot.addWidget(dialog)
    assert not dialog.has_selector and dialog._selector.isHidden()
    assert "No Thanks!" in page_text(dialog)


def test_language_change_reloads_the_page_in_french(qtbot):
    language = Language("en")
    dialog = RulesDialog(language, game_id="nothanks")
    qtbot.addWidget(dialog)
    assert "Goal" in page_text(dialog)
    language.code = "fr"
    QCoreApplication.sendEvent(dialog, QEvent(QEvent.Type.LanguageChange))
    assert dialog.language == "fr"
    assert dialog.page_path == rules_page("nothanks", "fr")
    text = page_text(dialog)
    assert "But du jeu" in text and "jetons" in text
    assert "Goal" not in text
    language.code = "en"
    QCoreApplication.sendEvent(dialog, QEvent(QEvent.Type.LanguageChange))
    assert "Goal" in page_text(dialog)


def test_close_button_closes(qtbot):
    dialog = RulesDialog(Language("en"))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.close_button.click()
    assert not dialog.isVisible()


@pytest.mark.parametrize("path", SVGS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_svg_is_valid(qtbot, path):
    assert QSvgRenderer(str(path)).isValid()


def test_expected_pictures_exist():
    for name in shipped_game_ids():
        assert (game_folder(name) / "picture.svg").exists(), name
    assert resource_path("icons", "cardtable.svg").exists()
    for size in (16, 32, 48, 64, 128, 256):
        assert resource_path("icons", f"cardtable-{size}.png").exists()


@pytest.mark.parametrize("path", RULES_PAGES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_rules_page_is_well_formed(path):
    html = path.read_text(encoding="utf-8")
    game, language = path.parent.name, path.name.split(".")[1]
    variant_words = suite_support(game).required("rules_page_words")[language]  # the game's test folder names them
    assert len(re.findall(r"<h1[ >]", html)) == 1
    assert html.count("<h2") >= 6
    for tag in ("h1", "h2", "h3", "ul", "table", "body", "html"):
        assert html.count(f"<{tag}") == html.count(f"</{tag}>"), tag
    for word in variant_words:
        assert word in html, word
    assert {"en": "(ruling)", "fr": "(arbitrage)"}[language] in html


def test_every_rules_page_has_both_languages():
    games = {path.parent.name for path in RULES_PAGES}
    assert set(shipped_game_ids()) <= games
    for game in games:
        assert (game_folder(game) / "rules.en.html").exists()
        assert (game_folder(game) / "rules.fr.html").exists()
