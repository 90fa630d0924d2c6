"""Storage of settings, of the autosave and of the player's saved games (`*.cardtable`), as JSON files replaced
atomically; a game's meta (meta) and the recent files' list (recent). Free of Qt.

Saved games, the autosave's and the player's alike, have one format (save_format), one reader (save_reader),
one writer (save_writer) and one error type (save_error.SaveError). The autosave's policy (a fixed path, an
unusable file set aside) is in saves: `from cardtable.store import saves`, then `saves.save(...)`,
`saves.load()`, `saves.clear()`, `saves.exists()`.

The names below are imported when first asked for: importing one part of the store (the settings, at start)
does not load the others (the saved games load the rules of every game).
"""

from importlib import import_module

_HOMES = {
    "saves": "saves", "LoadResult": "saves", "write_json_atomically": "atomic", "config_dir": "paths",
    "data_dir": "paths", "SaveError": "save_error", "SavedGame": "save_format", "Settings": "settings",
    "load_settings": "settings", "save_settings": "settings",
}

__all__ = sorted(_HOMES)


def __getattr__(name: str):
    if name not in _HOMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    module = import_module(f".{_HOMES[name]}", __name__)
    return module if name == _HOMES[name] else getattr(module, name)
