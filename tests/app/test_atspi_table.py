"""Each game's table through the Linux accessibility bus, as a screen reader sees it (AT-SPI under X11):
every accessible entry of the table is an object of the tree with its name and role, the keyboard's card
is the focused object, and pressing an entry through its accessibility action plays the move.

One session (Xvfb, the AT-SPI bus, the app on Qt's xcb platform, a pyatspi client) visits every game's
table in turn: see tests/accessibility. Skipped, naming the Debian packages, where they are missing.
"""

import pytest

from tests.accessibility.harness import find, run_session, skip_reason, walk
from tests.generic.app_helpers import game_ids
from tests.generic.per_game import suite_support
from tests.generic.sealed_bid.registration import sealed_bid_registered

REASON = skip_reason()
with sealed_bid_registered():  # the session's app registers the test game too (tests/accessibility/driver.py)
    GAMES = game_ids()
ROLES = {"text": "label", "card": "push button", "button": "push button"}

pytestmark = [pytest.mark.skipif(bool(REASON), reason=REASON or "-"), pytest.mark.xdist_group("atspi")]


def then_press(game_id: str) -> list[str]:
    """For a game whose first pressable entry only begins a move (a card chosen for one of several moves):
    the actions that then play it, pressed by name after it (the one not offered answers an error; the test
    checks that exactly one was pressed). From the game's suite_support (ATSPI_THEN_PRESS)."""
    with sealed_bid_registered():
        return list(suite_support(game_id).atspi_then_press)


def plan() -> list:
    steps = []
    for game in GAMES:
        then = [command for name in then_press(game)
                for command in ({"cmd": "wait", "seconds": 1}, {"cmd": "press", "name": name, "role": "push button"})]
        steps += [{"open": f"table:{game}"},
                  {"client": [{"cmd": "tree"}, {"cmd": "press", "name": {"from_ready": "pressable"}}] + then},
                  # After presses by name, one of which answers an error by design, the move is awaited all the same.
                  {"await": "history", "more_than": {"from_ready": "history"}, "seconds": 30,
                   "after_success": not then}]
    return steps


@pytest.fixture(scope="module")
def visits():
    """Per game: (the app's ready report, [the tree, the press's result], the first move after it)."""
    result = run_session("start", plan(), seconds=600)
    assert "error" not in result, result
    steps = result["steps"]
    return {game: tuple(steps[3 * index:3 * index + 3]) for index, game in enumerate(GAMES)}


@pytest.mark.parametrize("game_id", GAMES)
def test_a_table_is_read_and_played_through_the_accessibility_bus(visits, game_id):
    ready, client, moved = visits[game_id]
    assert ready is not None, f"{game_id}: the table never came to a person's turn"
    then = then_press(game_id)
    assert isinstance(client, list) and len(client) == 2 + 2 * len(then), client
    tree, pressed, after = client[0], client[1], client[3::2]
    tables = find(tree, ready["table"], role="filler")
    assert tables, f"no object named {ready['table']!r} in the tree"
    inside = [node for _, node in walk(tables[0])]
    assert ready["entries"], f"{game_id}'s table has no accessible entries"
    for kind, name, _ in ready["entries"]:
        assert name.strip(), f"an entry of {game_id}'s table has no name"
        found = [node for node in inside if node["name"] == name and node["role"] == ROLES[kind]]
        assert found, f"{name!r} ({kind}) is not a {ROLES[kind]} of the table's tree"
        if kind != "text":
            assert "Press" in found[0]["actions"] and "focusable" in found[0]["states"]
    focused = [node for node in inside if "focused" in node["states"] and node["role"] == "push button"]
    assert all(node["name"] for node in focused)
    assert pressed.get("pressed") == ready["pressable"][0], pressed
    if then:  # exactly one of the actions that play the begun move was there to press
        assert [result.get("pressed") for result in after if "pressed" in result] in [[name] for name in then], after
    assert moved is not None and moved["history"] > ready["history"], "the press did not play a move"


def test_focus_moves_between_the_table_and_the_window_as_a_screen_reader_reports_it():
    """From the table's card, Tab goes on to the window's next widget as it does from the table; an AT's
    grabFocus on the card gives it the focus back, with an AT-SPI focus event."""
    result = run_session("table:nothanks", [
        {"key": "Tab"},
        {"client": [{"cmd": "listen", "events": ["object:state-changed:focused"]},
                    {"cmd": "focus", "name": "open card", "prefix": True}, {"cmd": "wait", "seconds": 1},
                    {"cmd": "events"}]}])
    assert "error" not in result, result
    tabbed, (_, grabbed, _, events) = result["steps"]
    assert tabbed["focus"] and not tabbed["focus"].startswith("open card"), tabbed
    assert grabbed == {"focused": True}
    gained = [event for event in events if event["detail1"] == 1]
    assert gained and gained[-1]["role"] == "push button" and gained[-1]["name"].startswith("open card "), events
