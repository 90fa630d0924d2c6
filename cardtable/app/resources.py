"""Where the packaged resources (translations, rules pages, images, icons) live."""

from __future__ import annotations

from pathlib import Path

RESOURCES = Path(__file__).resolve().parent.parent / "resources"


def resource_path(*parts: str) -> Path:
    return RESOURCES.joinpath(*parts)


def translations_dir() -> Path:
    return resource_path("i18n")


def rules_page(game_id: str, language: str) -> Path:
    """The rules page of a game in a language ('en' or 'fr'), falling back to English."""
    page = resource_path("rules", f"{game_id}.{language}.html")
    return page if page.exists() else resource_path("rules", f"{game_id}.en.html")


def image_path(name: str) -> Path:
    return resource_path("images", name)


def icon_path(name: str) -> Path:
    return resource_path("icons", name)
