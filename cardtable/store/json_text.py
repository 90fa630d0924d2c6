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
    without recursion, as nesting may be deep; a path is spelt out only for the text found."""
    # Each entry: (its way from the top as nested (way, step) pairs, the value); a step is a key or an index.
    pending: list[tuple[Any, Any]] = [((), data)]
    while pending:
        way, value = pending.pop()
        if isinstance(value, str):
            if not is_valid_text(value):
                return _spelt(way)
        elif isinstance(value, dict):
            for key in value:
                if isinstance(key, str) and not is_valid_text(key):
                    return _spelt((way, key))
            # reversed: the first in the file is looked at first
            pending.extend(((way, key), item) for key, item in reversed(value.items()))
        elif isinstance(value, (list, tuple)):
            pending.extend(((way, index), value[index]) for index in reversed(range(len(value))))
    return None


def _spelt(way: Any) -> str:
    """A way of nested (way, step) pairs as a path: keys after dots, indexes in brackets; a key shortened and
    its invalid code points escaped (the path goes into messages, which must be valid text)."""
    steps = []
    while way:
        way, step = way
        steps.append(step)
    path = ""
    for step in reversed(steps):
        if type(step) is int:
            path += f"[{step}]"
        else:
            name = str(step).encode("utf-8", "backslashreplace").decode("utf-8")
            if len(name) > _KEY_SHOWN:
                name = name[:_KEY_SHOWN - 1] + "…"
            path += f".{name}" if path else name
    return path
