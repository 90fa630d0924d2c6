"""Where the resources (translations, rules pages, pictures, icons) live.

In the source tree they are the top-level `resources/` folder; an installed package and the desktop
bundle carry a copy as `cardtable/resources` (see setup.py and packaging/cardtable.spec). The packaged
copy wins, so an installed cardtable never reads a folder that merely happens to sit beside it.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent
PACKAGED, SOURCE_TREE = PACKAGE / "resources", PACKAGE.parent / "resources"
RESOURCES = PACKAGED if PACKAGED.is_dir() else SOURCE_TREE


def resource_path(*parts: str) -> Path:
    return RESOURCES.joinpath(*parts)


def translations_dir() -> Path:
    return resource_path("i18n")


def game_folder(game_id: str) -> Path:
    """A game's own resources: its picture and its rules pages."""
    return resource_path("games", game_id)


def rules_page(game_id: str, language: str) -> Path:
    """The rules page of a game in a language ('en' or 'fr'), falling back to English."""
    page = game_folder(game_id) / f"rules.{language}.html"
    return page if page.exists() else game_folder(game_id) / "rules.en.html"


def game_picture(game_id: str) -> Path:
    return game_folder(game_id) / "picture.svg"


def icon_path(name: str) -> Path:
    return resource_path("icons", name)
