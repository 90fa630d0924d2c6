"""Shared test setup: Qt offscreen, a fixed language, and a temporary user-data folder for every test."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["LANG"] = "en_US.UTF-8"
os.environ["LANGUAGE"] = "en"
os.environ["LC_ALL"] = "en_US.UTF-8"

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def user_data_dir(tmp_path, monkeypatch):
    """cardtable keeps settings and saves here during a test, never in the real user folders."""
    folder = tmp_path / "user-data"
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(folder))
    return folder
