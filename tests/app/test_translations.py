"""Both languages: the catalogues match the code, French is complete, engine texts are translatable."""

import random
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from cardtable.app.games import view_class, view_classes
from cardtable.app.plugin import COMMON_LOG
from cardtable.games import get_game

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import translations  # noqa: E402

FIELD = re.compile(r"\{(\w*)\}")


def messages(path):
    for context in ET.parse(path).getroot().iter("context"):
        name = context.find("name").text
        for message in context.findall("message"):
            yield name, message.find("source").text, message.find("translation")


def translated_forms(translation):
    forms = translation.findall("numerusform")
    return [form.text for form in forms] if forms else [translation.text]


@pytest.mark.parametrize("language, at_least", [("fr", 100), ("en", 3)])
def test_every_entry_is_translated_and_keeps_its_fields(language, at_least):
    # English is the source language: its catalogue holds only the plural forms.
    entries = list(messages(translations.ts_path(language)))
    assert len(entries) >= at_least
    for context, source, translation in entries:
        assert translation.get("type") is None, f"unfinished: {context} {source!r}"
        for text in translated_forms(translation):
            assert text, f"empty: {context} {source!r}"
            assert sorted(FIELD.findall(text)) == sorted(FIELD.findall(source)), (context, source)


def test_every_count_has_its_plural_forms():
    # pyside6-lupdate reads plural forms only from a QObject's self.tr("… %n …", None, n): a count said
    # through QCoreApplication.translate would read "5 carte" in French.
    for context, source, translation in messages(translations.ts_path("fr")):
        if "%n" in source:
            assert len(translation.findall("numerusform")) == 2, f"{context} {source!r} has no plural forms"


def test_catalogues_list_every_string_of_the_code(tmp_path):
    lupdate = translations.tool("pyside6-lupdate")
    if shutil.which(lupdate) is None and not Path(lupdate).exists():
        pytest.skip("pyside6-lupdate is not installed")
    fresh = tmp_path / "fresh.ts"
    subprocess.run([lupdate, *translations.python_sources(), "-locations", "none", "-ts", str(fresh)],
                   cwd=ROOT, check=True, capture_output=True)
    in_code = {(context, source) for context, source, _ in messages(fresh)}
    in_catalogue = {(context, source) for context, source, _ in messages(translations.ts_path("fr"))}
    assert in_code - in_catalogue == set(), "run: python tools/translations.py update"
    assert in_catalogue - in_code == set(), "obsolete entries: run python tools/translations.py update"


def test_shipped_qm_files_are_built_from_the_catalogues():
    assert translations.stale_qm() == [], "run: python tools/translations.py release"


@pytest.mark.parametrize("view", view_classes(), ids=lambda view: view.game.id)
def test_every_text_a_game_writes_is_in_its_catalogue(view):
    """Every kind of event has its log line (or its rules' template is marked), option labels and action
    labels of the rules are marked in the view's catalogue."""
    game, catalogue = view.game, view.catalogue
    templates, actions = set(), set()
    logged = set(catalogue.log) | set(COMMON_LOG)
    rng = random.Random(0)
    for seed in range(40):
        players = rng.choice(list(game.player_counts()))
        state = game.new_game({"players": players}, seed)
        templates.update((event.kind, event.template) for event in state.start_events())
        while not state.is_terminal():
            legal = state.legal_actions()
            actions.update(game.describe_action(action) for action in legal)
            templates.update((event.kind, event.template) for event in state.apply(rng.choice(legal)))
    unmarked = {template for kind, template in templates if kind not in logged} - set(catalogue.events)
    assert unmarked == set()
    for spec in game.option_specs:
        assert spec.label in catalogue.options
        assert all(label in catalogue.options for label in spec.choice_labels)
        assert len(spec.choice_labels) == len(spec.choices)
    if catalogue.actions:  # a game that shows its rules' action labels marks every one of them
        assert actions <= set(catalogue.actions), actions - set(catalogue.actions)


def test_french_is_loaded_and_engine_events_read_in_french(qapp):
    from cardtable.app.i18n import shared_language_manager

    manager = shared_language_manager()
    try:
        manager.set_language("fr")
        state = get_game("nothanks").new_game({"players": 3}, 1)
        event = state.apply("pay")[0]
        assert view_class("nothanks")().describe_event(event, ["Ann", "Bob", "Cy"]).endswith("et paie un jeton")
        assert view_class("nothanks").name() == "Non merci\u00a0!"
    finally:
        manager.set_language("en")


@pytest.mark.parametrize("language, pot, expected", [
    ("en", 1, "Ann, take 20 with its chip, or say no thanks?"),
    ("en", 3, "Ann, take 20 with its 3 chips, or say no thanks?"),
    ("fr", 1, "Ann, prendre le 20 avec son jeton, ou dire non merci\u00a0?"),
    ("fr", 3, "Ann, prendre le 20 avec ses 3 jetons, ou dire non merci\u00a0?"),
])
def test_prompts_count_chips_in_good_grammar(qapp, language, pot, expected):
    from cardtable.app.i18n import shared_language_manager
    from cardtable.app.games.nothanks.view import NoThanksUI

    state = get_game("nothanks").new_game({"players": 3}, 1)
    state.open_card, state.pot, state.turn = 20, pot, 0
    manager = shared_language_manager()
    try:
        manager.set_language(language)
        assert NoThanksUI().prompt(state.observation(0), ["Ann", "Bob", "Cy"]) == expected
    finally:
        manager.set_language("en")
