"""The words players read: rules pages that name options as the New game dialog does, one French term per
concept (translations/GLOSSARY.md), and no French adjective that would agree with a player's name."""

import html
import re
import xml.etree.ElementTree as ET

import pytest

from cardtable.app.games import view_classes
from cardtable.app.i18n import shared_language_manager

ROOT_TS = "translations/cardtable_fr.ts"


def plain(text: str) -> str:
    """Visible text: tags dropped, entities decoded, every run of spaces (no-break ones too) one space."""
    text = html.unescape(re.sub(r"<[^>]+>", " ", text))
    return re.sub(r"[\s\u00a0\u202f]+", " ", text)


def page_text(view, language: str) -> str:
    return plain(view.rules_page(language).read_text(encoding="utf-8"))


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("view", view_classes(), ids=lambda view: view.game.id)
def test_rules_pages_name_every_option_and_choice_as_the_new_game_dialog(qapp, view, language):
    manager = shared_language_manager()
    manager.set_language(language)
    try:
        text = page_text(view, language)
        labels = []
        for spec in view.game.option_specs:
            labels += [view.option_label(spec), *view.choice_labels(spec)]
        missing = [label for label in labels if plain(label) not in text]
        assert missing == [], f"{view.game.id} rules.{language}.html does not name {missing}"
    finally:
        manager.set_language("en")


def schnaeppchen_french() -> str:
    """Schnäppchen Jagd's French: its rules page and its contexts of the catalogue."""
    view = next(view for view in view_classes() if view.game.id == "schnaeppchen")
    catalogue = ET.parse(ROOT_TS).getroot()
    translated = " ".join(message.find("translation").text or "" for context in catalogue.iter("context")
                          if context.find("name").text.startswith(("Schnaeppchen", "Sorting", "Declaration"))
                          for message in context.findall("message"))
    return page_text(view, "fr") + " " + translated


def test_schnaeppchen_french_uses_one_term_per_concept():
    text = schnaeppchen_french().lower()
    assert "pioche" not in text  # nobody draws from the stock: it is the "talon"
    assert "rapporte" not in text
    assert re.findall(r"(?<!bonne )(?<!bonnes )\baffaires?\b", text) == []  # always "bonne(s) affaire(s)"


def test_no_thanks_french_never_says_a_card_brings_points():
    view = next(view for view in view_classes() if view.game.id == "nothanks")
    assert "rapporte" not in page_text(view, "fr").lower()  # cards cost points in No Thanks!


def test_french_never_makes_an_adjective_agree_with_a_player():
    translations = " ".join(element.text or "" for element in ET.parse(ROOT_TS).getroot().iter()
                            if element.tag in ("translation", "numerusform"))
    assert re.findall(r"\bprête?s?\b|\bvous seule?s?\b", translations) == []
