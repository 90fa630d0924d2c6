"""A game's meta: display data carried with a game (never read by the rules), shared by the autosave, the
save files, the statistics and the controller.

    {"uid": "3f2a…" (uuid4 hex, new for every playthrough),
     "started_at": "2026-11-25T02:14:07+01:00" (ISO 8601, local time with its offset),
     "elapsed": 754.2 (seconds of play so far)}

Other keys a part of the app may add are kept as they are, as long as they are JSON.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Mapping

from cardtable.games.core import shown

MAX_ELAPSED = 10 * 366 * 24 * 3600  # seconds: ten years of play is more than any game; a longer time is damage


class MetaError(ValueError):
    """A meta entry that cannot be used; the message says what is wrong (English, a clause)."""


def fresh_meta() -> dict:
    """The meta of a game that starts now."""
    import uuid  # here: with `platform`, which it loads, a cost the start need not pay

    return {"uid": uuid.uuid4().hex, "started_at": now_iso(), "elapsed": 0.0}


def now_iso() -> str:
    return datetime.now().astimezone().isoformat(timespec="seconds")


def completed_meta(meta: Mapping[str, Any] | None) -> dict:
    """`meta` with what it lacks taken from a fresh one (an old autosave has none: a fresh uid, elapsed 0)."""
    return {**fresh_meta(), **(meta or {})}


def checked_meta(meta: Any) -> dict:
    """The meta read from a file, its known entries checked; MetaError says what is wrong."""
    if not isinstance(meta, Mapping):
        raise MetaError(f"its meta is a {type(meta).__name__}, not an object")
    checked = dict(meta)
    uid = checked.get("uid")
    if "uid" in checked and not (isinstance(uid, str) and 0 < len(uid) <= 64):
        raise MetaError("its game uid is not a short text")
    if "started_at" in checked:
        try:
            datetime.fromisoformat(checked["started_at"])
        except (TypeError, ValueError):
            raise MetaError("its start date is not an ISO date") from None
    elapsed = checked.get("elapsed")
    # Compared, never converted first: float() of a 4,000-digit integer raises OverflowError (NaN and the
    # infinities fail the comparison).
    if "elapsed" in checked and not (type(elapsed) in (int, float) and 0 <= elapsed <= MAX_ELAPSED):
        raise MetaError(f"its playing time (meta.elapsed) {shown(elapsed)} is not a number of seconds "
                        f"from 0 to {MAX_ELAPSED}")
    if "elapsed" in checked:
        checked["elapsed"] = float(elapsed)
    return checked
