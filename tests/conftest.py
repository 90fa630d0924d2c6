"""Shared test setup: Qt offscreen, a fixed language, and a temporary user-data folder for every test."""

import atexit
import os
import shutil
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["LANG"] = "en_US.UTF-8"
os.environ["LANGUAGE"] = "en"
os.environ["LC_ALL"] = "en_US.UTF-8"
# Between two tests (outside their own folder) anything late still lands in a throwaway folder.
os.environ["CARDTABLE_DATA_DIR"] = tempfile.mkdtemp(prefix="cardtable-tests-")
atexit.register(shutil.rmtree, os.environ["CARDTABLE_DATA_DIR"], ignore_errors=True)

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def user_data_dir(tmp_path, monkeypatch):
    """cardtable keeps settings and saves here during a test, never in the real user folders."""
    folder = tmp_path / "user-data"
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(folder))
    return folder
