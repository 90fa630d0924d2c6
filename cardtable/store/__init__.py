"""Storage of settings, of the autosave and of the player's saved games (savefile: `*.cardtable`), as JSON
files replaced atomically; a game's meta (meta) and the recent files' list (recent). Free of Qt.

The autosave functions keep their short names in their module: `from cardtable.store import saves`,
then `saves.save(...)`, `saves.load()`, `saves.clear()`, `saves.exists()`.
"""

from . import saves
from .atomic import write_json_atomically
from .paths import config_dir, data_dir
from .saves import SAVE_FORMAT, LoadResult, SavedGame
from .settings import Settings, load_settings, save_settings

__all__ = [
    "SAVE_FORMAT", "LoadResult", "SavedGame", "Settings", "config_dir", "data_dir", "load_settings",
    "save_settings", "saves", "write_json_atomically",
]
