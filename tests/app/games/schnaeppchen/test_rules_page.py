"""The Schnäppchen Jagd rules pages: shown by the rules dialog in both languages, and well made."""

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent

from cardtable.app.resources import game_folder, rules_page
from cardtable.app.shell.rules_dialog import RulesDialog
from tests.app.html_pages import TagChecker

GAME = "schnaeppchen"
PAGES = {language: game_folder(GAME) / f"rules.{language}.html" for language in ("en", "fr")}
SHEETS = Path("/work/shared/rules")
SHEET_FILES = ("000_bd3b365389c0759c.txt", "002_cb394e2c9eb2f16f.txt")

# What each page must say: the two sorting variants as the new-game dialog names them, and the marker
# of our own rulings.
VARIANTS = {
    "en": ("Standard (clear any value)", "Strict (only values held at least N + 1 times)", "New game dialog",
           "Sorting"),
    "fr": ("Standard (retirer n’importe quelle valeur)", "Strict (seulement les valeurs possédées au moins N + 1 fois)",
           "fenêtre Nouvelle partie", "Tri"),
}
RULING = {"en": "(ruling)", "fr": "(arbitrage)"}


class Language:
    """A language getter the test can switch."""

    def __init__(self, code="en"):
        self.code = code

    def __call__(self):
        return self.code


def html_of(language):
    return PAGES[language].read_text(encoding="utf-8")


def body_text(html):
    """The visible text of a page: the body without tags, entities resolved."""
    body = html.split("<body>", 1)[1]
    text = re.sub(r"<[^>]+>", "", body)
    return text.replace("&nbsp;", "\u00a0").replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")


def checked(language):
    checker = TagChecker()
    checker.feed(html_of(language))
    checker.close()
    return checker


# -- the dialog -----------------------------------------------------------------------------------------


def test_dialog_shows_the_page_in_english_then_french(qtbot):
    language = Language("en")
    dialog = RulesDialog(language, game_id=GAME)
    qtbot.addWidget(dialog)
    assert dialog.page_path == rules_page(GAME, "en") == PAGES["en"]
    text = dialog.browser.toPlainText()
    assert "Schnäppchen Jagd" in text
    assert "Goal" in text and "bargain pile" in text and "junk pile" in text
    assert "Schnäppchen Jagd" in dialog.windowTitle()

    language.code = "fr"
    QCoreApplication.sendEvent(dialog, QEvent(QEvent.Type.LanguageChange))
    assert dialog.language == "fr"
    assert dialog.page_path == PAGES["fr"]
    text = dialog.browser.toPlainText()
    assert "Schnäppchen Jagd" in text
    assert "But du jeu" in text and "camelote" in text and "atout" in text and "pli" in text
    assert "Goal" not in text and "junk pile" not in text

    language.code = "en"
    QCoreApplication.sendEvent(dialog, QEvent(QEvent.Type.LanguageChange))
    assert dialog.page_path == PAGES["en"]
    assert "Goal" in dialog.browser.toPlainText()


def test_selector_offers_the_page(qtbot):
    dialog = RulesDialog(Language("en"))
    qtbot.addWidget(dialog)
    index = dialog.game_combo.findData(GAME)
    assert index >= 0
    dialog.game_combo.setCurrentIndex(index)  # as a user choosing it
    assert dialog.game_id == GAME
    assert dialog.page_path == PAGES["en"]
    assert "junk pile" in dialog.browser.toPlainText()
    assert "Schnäppchen Jagd" in dialog.windowTitle()


def test_set_game_from_the_selector_dialog_loads_the_page(qtbot):
    dialog = RulesDialog(Language("en"))
    qtbot.addWidget(dialog)
    dialog.set_game(GAME)
    assert dialog.game_id == GAME
    assert dialog.page_path == PAGES["en"]


def test_links_inside_the_page_lead_somewhere(qtbot):
    dialog = RulesDialog(Language("en"), game_id=GAME)
    qtbot.addWidget(dialog)
    dialog.resize(760, 640)
    dialog.show()
    bar = dialog.browser.verticalScrollBar()
    assert bar.maximum() > 0
    dialog.browser.scrollToAnchor("rulings")
    assert bar.value() > 0


# -- the pages --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("language", ["en", "fr"])
def test_page_is_well_formed(language):
    html = html_of(language)
    assert f'<html lang="{language}">' in html
    assert len(re.findall(r"<h1[ >]", html)) == 1
    assert html.count("<h2") >= 10
    checker = checked(language)
    assert checker.errors == []
    assert checker.stack == []
    for link in checker.links:
        if link.startswith("#"):
            assert link[1:] in checker.names, link
    for source in checker.images:
        assert (game_folder(GAME) / source).resolve().exists(), source


def test_both_pages_have_the_same_sections():
    en, fr = checked("en"), checked("fr")
    assert en.names == fr.names
    assert {"goal", "cards", "setup", "bargain", "tricks", "winner", "sorting", "end", "examples", "tips",
            "variants", "rulings"} <= en.names
    assert html_of("en").count(RULING["en"]) == html_of("fr").count(RULING["fr"])


@pytest.mark.parametrize("language", ["en", "fr"])
def test_page_names_both_sorting_variants_and_the_rulings(language):
    html = html_of(language)
    for words in VARIANTS[language]:
        assert words in html, words
    # Six rulings in the Rulings section, plus the ones marked where they apply.
    assert html.count(RULING[language]) >= 6
    assert "Schnäppchen Jagd" in html


def test_page_states_the_key_numbers():
    text = body_text(html_of("en"))
    for fact in ("110 cards", "108 coloured cards", "2 super offers", "8 cards", "7 tricks",
                 "twice in a row", "first one played wins", "super offers included"):
        assert fact in text, fact
    fr = body_text(html_of("fr"))
    assert "La chasse aux bonnes affaires" in fr
    for word in ("pli", "atout", "fournir", "défausse", "donneur", "talon", "manche"):
        assert word in fr, word


def test_french_typography():
    text = body_text(html_of("fr"))
    assert not re.search(r" [:;!?»]", text), re.search(r".{20} [:;!?»].{0,20}", text)
    assert not re.search(r"« ", text)
    assert not re.search(r"\w[:;!?]", text.replace("http:", "")), re.search(r".{20}\w[:;!?].{0,20}", text)
    assert '"' not in text and "'" not in text


@pytest.mark.skipif(not SHEETS.exists(), reason="the French rule sheets are not here")
def test_french_page_does_not_copy_the_sheets():
    def words(text):
        return re.findall(r"\w+", text.lower().replace("’", "'"))

    page = words(body_text(html_of("fr")))
    page_runs = {tuple(page[i:i + 8]) for i in range(len(page) - 7)}
    for name in SHEET_FILES:
        sheet = words((SHEETS / name).read_text(encoding="utf-8"))
        copied = [" ".join(sheet[i:i + 8]) for i in range(len(sheet) - 7) if tuple(sheet[i:i + 8]) in page_runs]
        assert copied == [], copied[:3]
