"""Text read from a file that Python holds but cannot write back: a lone surrogate.

json.loads turns the escape "\\ud800" into a str with a lone surrogate, which no UTF-8 file, log line or
SQLite row can hold; kept, it makes every later write of the value fail. Such text is found here once, on
the whole JSON tree, before any of it is used:

    first_invalid_text({"seats": [{"name": "Ann"}, {"name": "\\ud800"}]})  # -> "seats[1].name"
"""

from __future__ import annotations

import re
from typing import Any

# A lone surrogate is the only code point a str may hold that UTF-8 cannot encode (json.loads joins the
# escapes of a valid pair into one code point).
_SURROGATE = re.compile("[\ud800-\udfff]")
_KEY_SHOWN = 40  # a key's length in a path; a longer one is cut


def is_valid_text(text: str) -> bool:
    """Whether `text` can be encoded as UTF-8 (written to a file, a log, SQLite)."""
    return _SURROGATE.search(text) is None


def first_invalid_text(data: Any) -> str | None:
    """Where JSON-like `data` holds the first text (an object's key or a string value) that is not valid
    Unicode, as a path such as "seats[1].name" or "game.actions[3]"; None when all its text is valid. Walked
    without recursion, as nesting may be deep."""
    pending: list[tuple[str, Any]] = [("", data)]
    while pending:
        path, value = pending.pop()
        if isinstance(value, str):
            if not is_valid_text(value):
                return path
        elif isinstance(value, dict):
            items = []
            for key, item in value.items():
                key_path = _joined(path, key)
                if isinstance(key, str) and not is_valid_text(key):
                    return key_path
                items.append((key_path, item))
            pending.extend(reversed(items))  # reversed: the first in the file is looked at first
        elif isinstance(value, (list, tuple)):
            pending.extend(reversed([(f"{path}[{index}]", item) for index, item in enumerate(value)]))
    return None


def _joined(path: str, key: Any) -> str:
    """The path of an object's entry: the key itself, shortened, its invalid code points escaped (the path
    goes into messages, which must be valid text)."""
    name = str(key).encode("utf-8", "backslashreplace").decode("utf-8")
    if len(name) > _KEY_SHOWN:
        name = name[:_KEY_SHOWN - 1] + "…"
    return f"{path}.{name}" if path else name
