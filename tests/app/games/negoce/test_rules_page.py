"""The Négoce 2 rules pages and picture: well made, alike in both languages, in our own words."""

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QSize, QUrl
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QTextBrowser

from cardtable.app.resources import game_folder, game_picture, rules_page
from tests.app.html_pages import TagChecker

GAME = "negoce"
PAGES = {language: game_folder(GAME) / f"rules.{language}.html" for language in ("en", "fr")}
SHEET = Path("/work/shared/rules/003_df2a58ef232c603d.txt")
RULING = {"en": "(ruling)", "fr": "(arbitrage)"}
# The options and their choices as the New game dialog names them (the French ones are the catalogue's).
OPTION_WORDS = {
    "en": ("Sale limit", "Coins", "Coins shown", "Hidden coins", "New game dialog", "Variants"),
    "fr": ("Limite de ventes", "Pièces", "Pièces visibles", "Pièces cachées", "fenêtre Nouvelle partie",
           "Variantes"),
}
SECTIONS = {"goal", "cards", "setup", "auction", "sale", "turns", "accept", "force", "next", "end", "limit",
            "hidden", "app", "examples", "tips", "variants", "hotseat", "rulings"}


def html_of(language):
    return PAGES[language].read_text(encoding="utf-8")


def body_text(html):
    """The visible text of a page: the body without tags, entities resolved, spaces collapsed."""
    body = html.split("<body>", 1)[1]
    text = re.sub(r"<[^>]+>", " ", body)
    text = text.replace("&nbsp;", "\u00a0").replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
    return re.sub(r"[ \n]+", " ", text)


def checked(language):
    checker = TagChecker()
    checker.feed(html_of(language))
    checker.close()
    return checker


@pytest.mark.parametrize("language", ["en", "fr"])
def test_page_is_well_formed(language):
    html = html_of(language)
    assert rules_page(GAME, language) == PAGES[language]
    assert f'<html lang="{language}">' in html
    assert len(re.findall(r"<h1[ >]", html)) == 1
    assert html.count("<h2") >= 15
    checker = checked(language)
    assert checker.errors == []
    assert checker.stack == []
    for link in checker.links:
        assert link.startswith("#") and link[1:] in checker.names, link
    assert checker.images == ["picture.svg"]


def test_both_pages_have_the_same_sections_and_rulings():
    en, fr = checked("en"), checked("fr")
    assert en.names == fr.names
    assert SECTIONS <= en.names
    assert html_of("en").count(RULING["en"]) == html_of("fr").count(RULING["fr"]) >= 8


@pytest.mark.parametrize("language", ["en", "fr"])
def test_page_names_the_options_as_the_new_game_dialog(language):
    text = body_text(html_of(language))
    for words in OPTION_WORDS[language]:
        assert words in text, words
    assert "30, 40, 60, 80, 100, 150" in text and "200" in text


def test_page_states_the_key_numbers_and_rules():
    text = body_text(html_of("en"))
    for fact in ("33 cards", "60 gold coins", "15 coins", "31 coins or more", "raises by 1 or by 2",
                 "pays his bid out of the game", "at most five", "fifth turn", "must accept an offer or force",
                 "both market cards", "shows all his cards", "every player has been the seller",
                 "most different goods", "the most coins wins", "share the win", "face down",
                 "only once he has accepted it"):
        assert fact in text, fact
    for good in ("Jade", "Jewels", "Perfume", "Spices", "Coffee", "Silk", "Wine", "Tea", "Contraband"):
        assert good in text, good


def test_french_page_uses_the_glossary_words():
    text = body_text(html_of("fr"))
    for word in ("vendeur", "acheteur", "offre", "marché", "contrebande", "vente forcée", "tour d’enchères",
                 "limite de ventes", "pièces cachées", "bourse", "monopole", "31 pièces ou plus",
                 "Jade", "Bijoux", "Parfum", "Épices", "Café", "Soie", "Vin", "Thé"):
        assert word.lower() in text.lower(), word


def test_french_typography():
    text = body_text(html_of("fr"))
    assert not re.search(r" [:;!?»]", text), re.search(r".{20} [:;!?»].{0,20}", text)
    assert not re.search(r"« ", text)
    assert not re.search(r"\w[:;!?]", text), re.search(r".{20}\w[:;!?].{0,20}", text)
    assert '"' not in text and "'" not in text


@pytest.mark.skipif(not SHEET.exists(), reason="the French rule sheet is not here")
@pytest.mark.parametrize("language", ["en", "fr"])
def test_page_does_not_copy_the_sheet(language):
    def words(text):
        return re.findall(r"\w+", text.lower().replace("’", "'"))

    page = words(body_text(html_of(language)))
    page_runs = {tuple(page[i:i + 7]) for i in range(len(page) - 6)}
    sheet = words(SHEET.read_text(encoding="utf-8"))
    runs = (tuple(sheet[i:i + 7]) for i in range(len(sheet) - 6))
    # A run of numbers only is the list of the goods' numbers, not the sheet's wording.
    copied = [" ".join(run) for run in runs if run in page_runs and not all(word.isdigit() for word in run)]
    assert copied == [], copied[:3]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_text_browser_shows_the_page(qtbot, language):
    browser = QTextBrowser()
    qtbot.addWidget(browser)
    browser.setSource(QUrl.fromLocalFile(str(PAGES[language])))
    text = browser.toPlainText()
    assert "Négoce 2" in text
    assert {"en": "Bidding turns", "fr": "Les tours d’enchères"}[language] in text
    assert "<" not in text


def test_picture_is_a_valid_tile_of_the_usual_size():
    renderer = QSvgRenderer(str(game_picture(GAME)))
    assert renderer.isValid()
    assert renderer.defaultSize() == QSize(240, 160)
    assert "<title>Négoce 2</title>" in game_picture(GAME).read_text(encoding="utf-8")
