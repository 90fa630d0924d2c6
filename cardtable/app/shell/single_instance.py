"""One cardtable per data folder: the first start owns the folder's autosave and statistics database; a
second start on the same folder hands its FILE to the first (or only asks for its window) and exits, as
desktop apps do. A start with another CARDTABLE_DATA_DIR has another folder and is independent.

The owner holds `instance.lock` in the data folder (Qt's QLockFile: a lock left by a process that was killed
or crashed is taken over, its process being gone) and, once its window is on screen, listens on a local server
named after the folder (`server_name`). A second start fails to take the lock, connects, sends one request
and waits at most HANDOVER_SECONDS for the owner's answer.

A request is its length (4 bytes, big-endian), then b"show", or b"open", a NUL and the file's absolute path
in the OS's bytes (os.fsencode: a name whose bytes are in no encoding goes through). The owner answers b"ok"
on receipt, then comes forward and opens the file as its Open does (asking first about an unsaved game).
"""

from __future__ import annotations

import logging
import os
import struct
import time
from pathlib import Path
from typing import TYPE_CHECKING, Callable, TextIO

from PySide6.QtCore import QCryptographicHash, QLockFile, QObject, Qt, QTimer, Signal

from cardtable.app.shell.start_statuses import EXIT_CLOSED, EXIT_OWNER_SILENT
from cardtable.app.shell.terminal_lines import say
from cardtable.store.outside_files import regular_status
from cardtable.store.paths import FolderUnusable, data_dir

if TYPE_CHECKING:  # QtNetwork is imported where a server listens or a start is handed over: not before the window
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

logger = logging.getLogger(__name__)

LOCK_FILE = "instance.lock"
# The owner answers from its event loop, which may be busy a few seconds (its window being built on a slow
# machine, a long save): long enough for that, short enough for a start that must not seem to hang.
HANDOVER_SECONDS = 10.0
UNNAMED_LOCK_STALE_MS = 10_000
RETRY_SECONDS = 0.1  # between two connection attempts while the owner is not listening yet
REQUEST_SECONDS = 5.0  # a connection that has not sent a whole request by then is dropped
MAX_REQUEST = 64 * 1024  # a path is a few KB at most on every OS
HEADER = struct.Struct(">I")
SHOW, OPEN, ANSWER = b"show", b"open\0", b"ok"


class StartEnded(Exception):
    """This start ends without a window, another cardtable owning the data folder: `status` is its exit
    status (start_statuses.py), the reason already said on standard error."""

    def __init__(self, status: int):
        super().__init__(status)
        self.status = status


def server_name(folder: Path) -> str:
    """The owner's local server name for `folder`: a hash of its real path and of the user (a socket's path
    is limited to about 100 bytes on Unix; two accounts sharing one folder keep their servers apart)."""
    user = str(os.getuid()) if hasattr(os, "getuid") else os.environ.get("USERNAME", "")
    key = f"{user}\0{os.path.realpath(folder)}".encode("utf-8", "surrogatepass")
    # Qt's SHA-256, the same digest as hashlib's, which the start need not load (with OpenSSL) for one hash.
    digest = bytes(QCryptographicHash.hash(key, QCryptographicHash.Algorithm.Sha256).toHex()).decode("ascii")
    return f"cardtable-{digest[:32]}"


def encode_request(path: str | None) -> bytes:
    """The request for `path` (absolute), or for the window alone when `path` is None."""
    payload = SHOW if path is None else OPEN + _path_bytes(path)
    return HEADER.pack(len(payload)) + payload


def _path_bytes(path: str) -> bytes:
    try:
        return os.fsencode(path)
    except UnicodeEncodeError:  # a name this locale cannot write: the owner then says it cannot be opened
        return path.encode("utf-8", "surrogatepass")


def parse_request(data: bytes) -> str | None:
    """The path a whole request in `data` asks to open ('' for the window alone); None while it is not
    whole yet. ValueError for what no cardtable sends."""
    if len(data) < HEADER.size:
        return None
    (length,) = HEADER.unpack_from(data)
    if length > MAX_REQUEST:
        raise ValueError(f"a request of {length} bytes")
    payload = data[HEADER.size:]
    if len(payload) < length:
        return None
    if len(payload) > length:
        raise ValueError("bytes after the request")
    if payload == SHOW:
        return ""
    path = payload[len(OPEN):]
    if not payload.startswith(OPEN) or not os.path.isabs(os.fsdecode(path)):
        raise ValueError("not a request of cardtable")
    return os.fsdecode(path)


class InstanceGuard(QObject):
    """The lock and the local server of one data folder. `claim()` takes the folder; once the owner's window
    can take requests, `listen()` answers the other starts, each request arriving as `handed_over`."""

    # The absolute path of the file another start was given, or '' when it only asked for the window. An
    # object, not a str: a path with undecodable bytes (surrogate escapes) must reach the window unchanged.
    handed_over = Signal(object)

    def __init__(self, folder: Path, parent: QObject | None = None):
        super().__init__(parent)
        self.folder = folder
        self._lock = QLockFile(str(folder / LOCK_FILE))
        # Held as long as the app runs: only a holder whose process is gone makes the lock stale, never its age.
        self._lock.setStaleLockTime(0)
        self._server: QLocalServer | None = None

    def claim(self) -> bool:
        """Take the folder: True when this start owns it now, False when another live process holds it.
        OSError when the lock file cannot be made (no permission, a read-only disk) or something else than a
        file has its name (Qt would wait for good reading a named pipe)."""
        try:
            regular_status(self.folder / LOCK_FILE)
        except FileNotFoundError:
            pass
        if self._lock.tryLock(0):
            return True
        if self._lock.error() != QLockFile.LockError.LockFailedError:
            raise OSError(f"the lock file {self.folder / LOCK_FILE} cannot be made ({self._lock.error().name})")
        if self.holder_pid():
            return False
        # A lock file naming no process (a crash as it was being written; its writer fills it at once): Qt
        # takes it over once it is older than a writer could leave it, and if no process still locks it.
        self._lock.setStaleLockTime(UNNAMED_LOCK_STALE_MS)
        try:
            return self._lock.tryLock(0)
        finally:
            self._lock.setStaleLockTime(0)

    def holder_pid(self) -> int:
        """The process holding the lock as its file says, 0 when it says nothing."""
        info = self._lock.getLockInfo()
        return info[0] if info and isinstance(info[0], int) else 0

    def listen(self) -> bool:
        """Answer the other starts on this folder from now on; False (logged) when the server cannot listen:
        the other starts then say that this one does not answer."""
        from PySide6.QtNetwork import QLocalServer

        name = server_name(self.folder)
        QLocalServer.removeServer(name)  # this start owns the folder: a server of that name is a dead owner's
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        server.newConnection.connect(self._take_connections)
        if not server.listen(name):
            logger.warning("Other starts of cardtable on %s cannot reach this one: %s", self.folder,
                           server.errorString())
            return False
        self._server = server
        logger.info("This cardtable owns the data folder %s; other starts reach it at %s", self.folder,
                    server.fullServerName())
        return True

    def release(self) -> None:
        """Stop listening and free the folder (the app's end)."""
        if self._server is not None:
            self._server.close()
            self._server = None
        self._lock.unlock()

    def _take_connections(self) -> None:
        while self._server is not None and self._server.hasPendingConnections():
            _Request(self._server.nextPendingConnection(), self._received, self)

    def _received(self, path: str) -> None:
        if path:
            logger.info("Another start of cardtable on this data folder handed over the file %r", path)
        else:
            logger.info("Another start of cardtable on this data folder asked for the window")
        # After the answer is on its way: opening the file may ask the player a question first.
        QTimer.singleShot(0, self, lambda: self.handed_over.emit(path))


class _Request(QObject):
    """One connection of another start: its request read (REQUEST_SECONDS at most), answered, then given to
    `deliver`; anything else is dropped."""

    def __init__(self, socket: QLocalSocket, deliver: Callable[[str], None], parent: QObject):
        super().__init__(parent)
        self._socket, self._deliver, self._data = socket, deliver, b""
        socket.setParent(self)
        socket.readyRead.connect(self._read)
        socket.disconnected.connect(self.deleteLater)
        QTimer.singleShot(int(REQUEST_SECONDS * 1000), self, self._drop)
        self._read()  # the request may have come with the connection

    def _read(self) -> None:
        self._data += bytes(self._socket.readAll().data())
        try:
            path = parse_request(self._data)
        except ValueError as error:
            logger.warning("A connection to cardtable's local server was dropped: %s", error)
            self._drop()
            return
        if path is not None:
            self._socket.readyRead.disconnect(self._read)
            self._socket.write(ANSWER)
            self._socket.flush()  # now: what comes next (opening the file) may keep the event loop a while
            self._socket.disconnectFromServer()
            self._deliver(path)

    def _drop(self) -> None:
        self._socket.abort()
        self.deleteLater()


def hand_over(folder: Path, path: str | None, seconds: float = HANDOVER_SECONDS) -> bool:
    """Send the request for `path` (absolute; None: the window alone) to the cardtable owning `folder`; True
    once it has answered. The connection is tried again until `seconds` have passed: the owner listens only
    once its window is built. Needs no QApplication."""
    from PySide6.QtNetwork import QLocalSocket

    deadline = time.monotonic() + seconds
    request = encode_request(path)
    while (left := _milliseconds_left(deadline)) > 0:
        socket = QLocalSocket()
        socket.connectToServer(server_name(folder))
        if socket.waitForConnected(left):
            return _exchange(socket, request, deadline)
        socket.abort()
        time.sleep(min(RETRY_SECONDS, left / 1000))
    return False


def _exchange(socket: QLocalSocket, request: bytes, deadline: float) -> bool:
    socket.write(request)
    if not socket.waitForBytesWritten(max(_milliseconds_left(deadline), 1)):
        return False
    answer = b""
    while len(answer) < len(ANSWER):
        left = _milliseconds_left(deadline)
        if left <= 0 or not socket.waitForReadyRead(left):
            return False
        answer += bytes(socket.readAll().data())
    socket.abort()
    return answer == ANSWER


def _milliseconds_left(deadline: float) -> int:
    return int((deadline - time.monotonic()) * 1000)


def claim_data_folder(open_file: str | None, err: TextIO | None) -> InstanceGuard | None:
    """The guard of this start, owner of the data folder; None when it starts unguarded: the folder cannot
    be used (the app then saves nothing, and says so) or the lock file cannot be made (logged). When another
    cardtable owns the folder, this start is handed to it (`open_file`, else the window alone), one line
    said on `err` (standard error), and StartEnded is raised."""
    try:
        folder = data_dir()
    except FolderUnusable:
        return None
    guard = InstanceGuard(folder)
    try:
        if guard.claim():
            return guard
        holder = guard.holder_pid()
        if _hand_over_this_start(folder, open_file, err):
            raise StartEnded(EXIT_CLOSED)
        if guard.claim():
            logger.info("The cardtable that owned the data folder %s closed as this start called it", folder)
            return guard
    except OSError as error:
        logger.warning("Started without the one-window guard of the data folder: %s", error)
        return None
    holder_text = f" (process {holder})" if holder else ""
    say(f"cardtable: the cardtable{holder_text} already running with the data folder {folder} did not answer "
        f"within {HANDOVER_SECONDS:g} s; this start ends without a window. If no cardtable is running, remove "
        f"{folder / LOCK_FILE} and start again.", err)
    raise StartEnded(EXIT_OWNER_SILENT)


def _hand_over_this_start(folder: Path, open_file: str | None, err: TextIO | None) -> bool:
    path = os.path.abspath(open_file) if open_file else None  # the owner has its own current folder
    if not hand_over(folder, path, HANDOVER_SECONDS):
        return False
    what = f"{path} was handed to it" if path else "its window was brought forward"
    say(f"cardtable is already running with the data folder {folder}: {what}.", err)
    return True


def answer_other_starts(guard: InstanceGuard, window) -> None:
    """`window` comes forward for every other start on its data folder and opens the file that start was
    given through its usual Open (`window.open_file`)."""
    guard.handed_over.connect(lambda path: _come_forward(window, path))
    guard.listen()


def _come_forward(window, path: str) -> None:
    bring_forward(window)
    if path:
        window.open_file(path)


def bring_forward(window) -> None:
    """`window` out of the taskbar (if minimised: restored as it was, maximised or not) and on top."""
    if window.isMinimized():
        window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()
