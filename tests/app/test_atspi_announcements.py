"""What a screen reader hears while the game goes on, through the Linux accessibility bus (AT-SPI under
X11): the log's new lines arrive as text-inserted events on the object named "Game log", and the moves of
the computer players as announcements worded as in the log.

One session (Xvfb, the AT-SPI bus, the app on Qt's xcb platform, a pyatspi client: see tests/accessibility)
at a person's turn in No Thanks!: the client listens, says "No thanks" through the accessibility action,
and collects what the bus brings while the computer players move. Skipped, naming the Debian packages,
where they are missing.
"""

import pytest

from tests.accessibility.harness import run_session, skip_reason

REASON = skip_reason()
COMPUTERS = ("Bruno", "Chloé")  # the driver's computer players in a solo game

pytestmark = [pytest.mark.skipif(bool(REASON), reason=REASON or "-"), pytest.mark.xdist_group("atspi")]


@pytest.fixture(scope="module")
def heard():
    """The events of the bus while the person passes and the computer players move."""
    result = run_session("table:nothanks", [
        {"client": [{"cmd": "listen", "events": ["object:text-changed:insert", "object:announcement"]},
                    {"cmd": "press", "name": "No thanks", "prefix": True, "role": "push button"},
                    {"cmd": "wait", "seconds": 5},
                    {"cmd": "events"}]},
    ], seconds=180)
    assert "error" not in result, result
    [[listening, pressed, _waited, events]] = result["steps"]
    assert "error" not in pressed, pressed
    return events


def sentences(text: str) -> list[str]:
    return [part.strip().rstrip(".") for part in text.replace("\u2029", "\n").split(". ") if part.strip()]


def test_the_logs_new_lines_reach_the_bus_as_text_inserted(heard):
    inserted = [event for event in heard if event["type"].startswith("object:text-changed:insert")]
    assert inserted, f"no text-inserted event: {heard}"
    assert {event["name"] for event in inserted} == {"Game log"}
    text = "".join(event["data"] or "" for event in inserted)
    assert "Ann" in text and any(name in text for name in COMPUTERS), text


def test_the_computer_players_moves_reach_the_bus_as_announcements_worded_as_the_log(heard):
    announced = [event["data"] for event in heard if event["type"].startswith("object:announcement")]
    assert announced, f"no announcement: {heard}"
    logged = "\n".join(event["data"] or "" for event in heard if event["type"].startswith("object:text-changed"))
    said = [sentence for text in announced for sentence in sentences(text)]
    assert any(sentence.startswith(COMPUTERS) for sentence in said), said
    for sentence in said:
        assert sentence in logged, f"{sentence!r} is not a line of the log"
    assert not any(sentence.startswith("Ann says no thanks") for sentence in said), "the person's own move"
