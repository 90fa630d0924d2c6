"""Lines for the terminal from the command line's paths (the statistics, a start handed to a running
cardtable): whatever the locale's encoding or the state of the stream, printing never raises.

No Qt here: the statistics are printed without loading it.
"""

from __future__ import annotations

from typing import TextIO


def encodable(text: str, stream: TextIO) -> bool:
    try:
        text.encode(getattr(stream, "encoding", None) or "utf-8")
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def printable(text: str, stream: TextIO) -> str:
    """`text` as `stream` can take it: a character its encoding lacks (an ASCII locale) as a \\x escape."""
    if encodable(text, stream):
        return text
    encoding = getattr(stream, "encoding", None) or "utf-8"
    return text.encode(encoding, "backslashreplace").decode(encoding)


def say(line: str, err: TextIO | None) -> None:
    """`line` on `err` (standard error), or nowhere when it is closed or gone: the exit status alone tells."""
    if err is None:
        return  # started with standard error closed (Python has no sys.stderr)
    try:
        print(printable(line, err), file=err, flush=True)
    except (OSError, ValueError):
        pass  # standard error is gone too
