"""Auf falscher Fährte's texts for the shell: prompts, the round type, the title, the log, scores."""

import random

import pytest

from cardtable.app.games.faehrte import texts
from cardtable.app.games.faehrte.view import FaehrteUI
from cardtable.app.i18n import shared_language_manager
from cardtable.games.faehrte import tricks
from cardtable.games.faehrte.actions import refusal_for
from cardtable.games.faehrte.cards import card
from cardtable.games.faehrte.outlook import Outlook

from .helpers import NAMES, advance, mover, new


@pytest.fixture
def ui(qapp):
    shared_language_manager().set_language("en")  # English plural forms come from its catalogue
    return FaehrteUI()


@pytest.mark.parametrize("outlook, expected", [
    (Outlook(None, 7, 14, 2, 7, 17), "Not known yet: needs 7 more from 2 cards"),
    (Outlook(None, 13, 14, 1, 1, 9), "Not known yet: needs 1 more from 1 card"),
    (Outlook("plus", 15, 14, 1, 0, 9), "Plus round: most tricks are best"),
    (Outlook("minus", 3, 14, 1, 11, 9), "Minus round: fewest tricks are best"),
])
def test_the_round_type_is_told_once_certain_else_what_it_needs(ui, outlook, expected):
    assert texts.outlook_line(outlook) == expected


def test_prompts_title_scores_and_results(ui):
    state = advance(new(3, 5), lambda s: s.round == 2 and s.phase == "play" and mover(s) == 0)
    obs = state.observation(0)
    assert ui.progress(obs) == "round 2 of 6"
    assert ui.prompt(obs, NAMES).startswith("Anna, ")
    assert ui.prompt(state.observation(1), NAMES) == "Anna is playing."
    assert ui.scoreboard_headers() == ["Player", "Tricks", "Points"]
    rows = ui.scoreboard_rows(obs, NAMES[:3])
    assert rows[0][0] == "▶ Anna" and [row[2] for row in rows] == [str(total) for total in state.totals]
    assert "hidden card" in ui.cover_text("Anna")
    final = advance(state, lambda s: False)
    assert ui.results_headers() == ["Points by round", "Points"]
    cells = ui.result_cells(final, 1)
    assert cells[1] == str(final.totals[1]) and cells[0].count("+") == 5


def test_every_event_has_one_log_line_with_cards_in_their_colour(ui):
    rng = random.Random(3)
    seen = set()
    for jokers in (False, True):
        state = new(4, 3, jokers)
        events = list(state.start_events())
        while not state.is_terminal():
            events += state.apply(rng.choice(state.legal_actions()))
        for event in events:
            line = ui.describe_event(event, NAMES)
            assert line and "{" not in line, event
            assert event.kind in ui.catalogue.log or event.kind == "game_over", event.kind
            if isinstance(event.data.get("code"), int):
                assert ui.log_colour(event, "card") is not None
            seen.add(event.kind)
    assert {"round", "hidden", "played", "trick", "revealed", "round_scored", "game_over"} <= seen


def test_the_log_and_the_table_texts_read_in_french(ui):
    manager = shared_language_manager()
    try:
        manager.set_language("fr")
        state = new(3, 1)
        event = state.start_events()[0]
        assert "cartes" in ui.describe_event(event, NAMES)
        obs = state.observation(0)
        assert ui.progress(obs) == "manche 1 sur 6"
        assert texts.trump_line(0) == "Atout\u00a0: rouge ●"
    finally:
        manager.set_language("en")


def test_the_rules_reasons_read_in_the_current_language(ui):
    hand = [card("yellow", 5), card("red", 2)]
    must_follow = tricks.why_unplayable(hand, [(1, card("yellow", 3))], False, card("red", 2))
    joker = refusal_for("hide", 0, hand + [52], [], False, ("hide", 52))
    assert must_follow.text == "You must follow yellow."
    assert ui.describe_reason(must_follow, NAMES) == "You must follow yellow ◆."
    assert ui.describe_reason(joker, NAMES) == "A joker cannot be the hidden card."
    manager = shared_language_manager()
    try:
        manager.set_language("fr")
        assert ui.describe_reason(must_follow, NAMES) == "Vous devez fournir la couleur jaune ◆."
        assert ui.describe_reason(joker, NAMES) == "Un joker ne peut pas être la carte cachée."
    finally:
        manager.set_language("en")
