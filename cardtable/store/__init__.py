"""Storage of settings, of the autosave and of the player's saved games (`*.cardtable`), as JSON files replaced
atomically; a game's meta (meta) and the recent files' list (recent). Free of Qt.

Saved games, the autosave's and the player's alike, have one format (save_format), one reader (save_reader),
one writer (save_writer) and one error type (save_error.SaveError). The autosave's policy (a fixed path, an
unusable file set aside) is in saves: `from cardtable.store import saves`, then `saves.save(...)`,
`saves.load()`, `saves.clear()`, `saves.exists()`.
"""

from . import saves
from .atomic import write_json_atomically
from .paths import config_dir, data_dir
from .save_error import SaveError
from .save_format import SavedGame
from .saves import LoadResult
from .settings import Settings, load_settings, save_settings

__all__ = [
    "LoadResult", "SaveError", "SavedGame", "Settings", "config_dir", "data_dir", "load_settings",
    "save_settings", "saves", "write_json_atomically",
]
