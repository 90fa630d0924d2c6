"""Where the files go: the test folder when CARDTABLE_DATA_DIR is set, else the platform's user folders."""

import platformdirs

from cardtable.store.paths import config_dir, data_dir


def test_both_folders_are_the_override_folder_and_are_created(user_data_dir):
    assert not user_data_dir.exists()
    assert config_dir() == user_data_dir
    assert data_dir() == user_data_dir
    assert user_data_dir.is_dir()


def test_without_the_override_the_platform_folders_are_used(tmp_path, monkeypatch):
    monkeypatch.delenv("CARDTABLE_DATA_DIR")
    asked = []

    def fake(kind):
        def folder(appname, appauthor):
            asked.append((kind, appname, appauthor))
            return str(tmp_path / kind / appname)
        return folder

    monkeypatch.setattr(platformdirs, "user_config_dir", fake("config"))
    monkeypatch.setattr(platformdirs, "user_data_dir", fake("data"))
    assert config_dir() == tmp_path / "config" / "cardtable"
    assert data_dir() == tmp_path / "data" / "cardtable"
    assert (tmp_path / "config" / "cardtable").is_dir() and (tmp_path / "data" / "cardtable").is_dir()
    assert asked == [("config", "cardtable", False), ("data", "cardtable", False)]
