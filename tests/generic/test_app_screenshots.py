"""The screenshot tool shoots every registered game's screens: a game gets them by registering."""

import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from cardtable.app.games import view_class

from .app_helpers import game_ids

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import screenshots  # noqa: E402


@pytest.mark.parametrize("game_id", game_ids())
def test_the_screenshot_tool_shoots_every_screen_of_a_game(make_window, tmp_path, monkeypatch, game_id):
    monkeypatch.setattr(screenshots, "SHOT_SETTLE_MS", 20)
    window = make_window()
    written = screenshots.shoot_game(window, view_class(game_id), tmp_path, "en")
    names = {name.removeprefix(f"en-{game_id}-").removesuffix(".png") for name in written}
    assert {"new-game", "rules", "table-800x600", "table-1280x800", "table-1920x1080", "finished", "results", "scores",
            "hotseat-cover"} <= names
    for name in written:
        image = QImage(str(tmp_path / name))
        assert not image.isNull() and image.width() > 300, name
        assert len({image.pixel(x, y) for x in range(0, image.width(), 37) for y in range(0, image.height(), 37)}) > 3, \
            f"{name} is blank"
