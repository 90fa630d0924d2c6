"""The one way cardtable reads a file it did not just write, and checks a file before replacing it: regular files
only (no Qt).

A named pipe would block an open() for good (no signal breaks it), a device such as /dev/zero reads without end,
and a write by rename would replace a pipe, a device or a symbolic link by a regular file. So:

    content = read_limited(path, limit)  # at most limit + 1 bytes: the caller refuses a larger file
    target = writable_target(path)       # where a write of `path` goes (a link's regular target), or refused
    status = regular_status(path)        # os.stat of a regular file, without opening it

A file that is not regular raises NotRegularFile, and a path the OS cannot take (a NUL character, a character
the file system's encoding lacks) UnusablePath: both are OSErrors, so that callers refuse them as they refuse a
file that cannot be opened. A symbolic link to a regular file is fine: players link their saves.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

# O_NONBLOCK: opening a named pipe returns at once instead of waiting for a writer (POSIX only; Windows has no
# named pipes in its file system). O_NOCTTY: a terminal device never becomes the process's terminal.
_READ_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0) \
    | getattr(os, "O_BINARY", 0)

# What a file that is not regular is, for the messages: the name of its type and how a sentence says it.
_KINDS = (
    (stat.S_ISDIR, "folder", "a folder"),
    (stat.S_ISFIFO, "fifo", "a named pipe"),
    (stat.S_ISCHR, "device", "a device"),
    (stat.S_ISBLK, "device", "a device"),
    (stat.S_ISSOCK, "socket", "a socket"),
)


class NotRegularFile(OSError):
    """`path` is not a regular file; `what` says what it is: "folder", "fifo", "device", "socket" or "special"."""

    def __init__(self, path: str | os.PathLike[str], mode: int):
        self.what, described = next(((name, words) for is_kind, name, words in _KINDS if is_kind(mode)),
                                    ("special", "a special file"))
        code = errno.EISDIR if self.what == "folder" else errno.EINVAL
        super().__init__(code, f"it is {described}, not a regular file", os.fspath(path))


class UnusablePath(OSError):
    """A path the OS cannot take: a NUL character in it, or a character the file system's encoding lacks."""

    def __init__(self, path: str | os.PathLike[str], reason: str):
        super().__init__(errno.EINVAL, f"the file name cannot be used: {reason}", _shown(path))


def checked_path(path: str | os.PathLike[str]) -> Path:
    """`path` as a Path, or UnusablePath when the OS could not take it (Python would raise ValueError or
    UnicodeEncodeError in the middle of a call)."""
    text = os.fsdecode(path)
    if "\0" in text:
        raise UnusablePath(path, "it holds a NUL character")
    try:
        os.fsencode(text)
    except UnicodeEncodeError:
        raise UnusablePath(path, "it holds a character this system cannot write in file names") from None
    return Path(text)


def regular_status(path: str | os.PathLike[str]) -> os.stat_result:
    """os.stat of `path` (a link followed) when it is a regular file; NotRegularFile when it is something else,
    the OS's error (FileNotFoundError...) when it cannot be told."""
    path = checked_path(path)
    status = os.stat(path)
    if not stat.S_ISREG(status.st_mode):
        raise NotRegularFile(path, status.st_mode)
    return status


def read_limited(path: str | os.PathLike[str], limit: int) -> bytes:
    """The content of the regular file `path`, at most `limit` + 1 bytes (more than `limit`: the caller refuses
    it). Never blocks on a named pipe; never reads a device."""
    path = checked_path(path)
    regular_status(path)  # a device is not even opened: opening some has effects of its own
    descriptor = os.open(path, _READ_FLAGS)
    try:
        # Checked again on what was opened: the path may have been replaced in between.
        mode = os.fstat(descriptor).st_mode
        if not stat.S_ISREG(mode):
            raise NotRegularFile(path, mode)
        chunks, wanted = [], limit + 1
        while wanted > 0:
            chunk = os.read(descriptor, min(wanted, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            wanted -= len(chunk)
        return b"".join(chunks)
    finally:
        os.close(descriptor)


def writable_target(path: str | os.PathLike[str]) -> Path:
    """Where a write that replaces `path` must go: `path` itself, or when it is a symbolic link the file it
    leads to (so that the link survives), if that is a regular file or does not exist yet. NotRegularFile when
    `path` or the link's target exists and is not a regular file: a write never replaces a pipe, a device, a
    socket or a folder. UnusablePath for a path the OS cannot take."""
    path = checked_path(path)
    # realpath, not Path.resolve: a loop of links is then the OS's error (ELOOP) at the stat below.
    target = Path(os.path.realpath(path)) if path.is_symlink() else path
    try:
        status = os.stat(target)
    except FileNotFoundError:
        return target
    if not stat.S_ISREG(status.st_mode):
        raise NotRegularFile(target, status.st_mode)
    return target


def _shown(path: str | os.PathLike[str]) -> str:
    """`path` as a text that can go anywhere (a log, a message): what cannot be encoded as \\x escapes."""
    return os.fsdecode(path).encode("utf-8", "backslashreplace").decode("utf-8")
