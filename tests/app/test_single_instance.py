"""One cardtable per data folder (cardtable/app/shell/single_instance.py): the lock, the hand-over of a second
start to the first, a lock left by a killed process, and the whole thing through `python -m cardtable`."""

import io
import json
import logging
import os
import selectors
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from cardtable.app.shell import single_instance
from cardtable.app.shell.single_instance import (LOCK_FILE, InstanceGuard, StartEnded, answer_other_starts,
                                                 bring_forward, claim_data_folder, encode_request, parse_request,
                                                 server_name)
from cardtable.app.shell.start_statuses import EXIT_CLOSED, EXIT_OWNER_SILENT
from tests.store.special_files import is_fifo, named_pipe, needs_fifo

ROOT = Path(__file__).resolve().parents[2]
# Hot-seat: no computer moves the game on, so the game on the table stays the file's.
PEOPLE = [{"name": name, "controller": "human"} for name in ("Ann", "Bea", "Cid")]
WAIT = 30  # seconds: the bound of every wait for another process, so that a regression fails, never hangs


@pytest.fixture
def folder(tmp_path, qapp):
    path = tmp_path / "data"
    path.mkdir()
    return path


@pytest.fixture
def guards():
    made = []

    def make(folder):
        guard = InstanceGuard(folder)
        made.append(guard)
        return guard

    yield make
    for guard in made:
        guard.release()


SECOND_START = textwrap.dedent("""
    import sys
    from cardtable.app.shell.single_instance import StartEnded, claim_data_folder

    try:
        claim_data_folder(sys.argv[1] if len(sys.argv) > 1 else None, sys.stderr)
    except StartEnded as ended:
        sys.exit(ended.status)
    sys.exit("this start took the data folder")
""")


def second_start(folder, *file, cwd=ROOT) -> subprocess.Popen:
    """A second start on `folder` as run() makes it, in its own process: the owner here answers from this
    process's event loop, which a thread of it would hold up (Qt's blocking waits keep Python's lock)."""
    env = dict(os.environ, CARDTABLE_DATA_DIR=str(folder), PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-c", SECOND_START, *file], cwd=cwd, env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def finish(qtbot, process) -> tuple[int, str]:
    """The exit status and standard error of `process`, this thread's event loop running until it ends."""
    try:
        qtbot.waitUntil(lambda: process.poll() is not None, timeout=WAIT * 1000)
    finally:
        stop(process)
    return process.returncode, process.stderr.read()


def stop(process: subprocess.Popen) -> None:
    if process.poll() is None:
        process.kill()
    process.wait(WAIT)


# --- the lock -----------------------------------------------------------------------------------------

def test_a_second_guard_on_the_folder_cannot_take_it_and_names_the_holder(folder, guards):
    first, second = guards(folder), guards(folder)
    assert first.claim()
    assert not second.claim()
    assert second.holder_pid() == os.getpid()
    first.release()
    assert second.claim()


def test_another_folder_has_its_own_lock_and_server(tmp_path, qapp, guards):
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    assert guards(tmp_path / "a").claim() and guards(tmp_path / "b").claim()
    assert server_name(tmp_path / "a") != server_name(tmp_path / "b")


def test_the_server_name_is_the_folder_s_whatever_the_way_to_it(tmp_path):
    (tmp_path / "data").mkdir()
    (tmp_path / "link").symlink_to(tmp_path / "data")
    name = server_name(tmp_path / "data")
    assert server_name(tmp_path / "link") == name == server_name(tmp_path / "data" / ".." / "data")
    assert len(name) < 50  # a socket's path is limited to about 100 bytes, the temporary folder's included


def test_a_lock_file_naming_no_process_is_taken_over_once_old(folder, guards):
    lock = folder / LOCK_FILE
    lock.write_bytes(b"")  # a crash as it was being written
    assert not guards(folder).claim()  # as young as a lock being written by a start beside this one
    old = time.time() - 3600
    os.utime(lock, (old, old))
    assert guards(folder).claim()


def test_a_lock_file_that_cannot_be_made_lets_the_app_start_unguarded(monkeypatch, caplog, qapp):
    class ReadOnlyLock:
        LockError = single_instance.QLockFile.LockError

        def __init__(self, path):
            pass

        def setStaleLockTime(self, milliseconds):
            pass

        def tryLock(self, timeout):
            return False

        def error(self):
            return self.LockError.PermissionError

    monkeypatch.setattr(single_instance, "QLockFile", ReadOnlyLock)
    with caplog.at_level(logging.WARNING):
        assert claim_data_folder(None, io.StringIO()) is None
    assert "without the one-window guard" in caplog.text and "PermissionError" in caplog.text


@needs_fifo
def test_a_named_pipe_in_the_place_of_the_lock_file_lets_the_app_start_unguarded(user_data_dir):
    """In a process of its own: Qt's lock file would read the pipe for good, beyond any signal."""
    user_data_dir.mkdir(parents=True)
    fifo = named_pipe(user_data_dir / LOCK_FILE)
    program = ("import io, logging, sys\n"
               "from cardtable.app.shell.single_instance import claim_data_folder\n"
               "logging.basicConfig(stream=sys.stdout, format='%(message)s')\n"
               "print('guard', claim_data_folder(None, io.StringIO()))\n")
    env = dict(os.environ, CARDTABLE_DATA_DIR=str(user_data_dir), PYTHONPATH=str(ROOT))
    try:
        result = subprocess.run([sys.executable, "-c", program], cwd=ROOT, env=env, text=True, capture_output=True,
                                timeout=WAIT)
    except subprocess.TimeoutExpired:
        pytest.fail("the start waited on a named pipe named instance.lock")
    assert result.returncode == 0, result.stderr
    assert "without the one-window guard" in result.stdout and "named pipe" in result.stdout
    assert result.stdout.rstrip().endswith("guard None")
    assert is_fifo(fifo)


def test_an_unusable_data_folder_starts_unguarded(user_data_dir):
    user_data_dir.parent.mkdir(parents=True, exist_ok=True)
    user_data_dir.write_text("a file where the folder should be")
    assert claim_data_folder(None, io.StringIO()) is None


# --- the requests ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("path", [None, "/home/ann/games/deal.cardtable", "/tmp/\udcff\udcfe odd bytes.cardtable",
                                  "/tmp/Fährte €.cardtable"])
def test_a_request_reads_back_as_it_was_sent_and_only_when_whole(path):
    request = encode_request(path)
    assert parse_request(request) == (path or "")
    assert all(parse_request(request[:end]) is None for end in range(len(request)))


@pytest.mark.parametrize("request_bytes", [
    b"\xff\xff\xff\xff", b"\x00\x00\x00\x04showmore", b"\x00\x00\x00\x05hello", b"\x00\x00\x00\x0bopen\0relative",
])
def test_what_no_cardtable_sends_is_refused(request_bytes):
    with pytest.raises(ValueError):
        parse_request(request_bytes)


# --- the hand-over ---------------------------------------------------------------------------------------

def test_the_second_start_s_file_reaches_the_first(folder, guards, qtbot, tmp_path):
    first, second = guards(folder), guards(folder)
    assert first.claim() and not second.claim()
    assert first.listen()
    path = str(tmp_path / "given \udcff.cardtable")  # a name whose bytes are in no encoding, unchanged
    with qtbot.waitSignal(first.handed_over, timeout=WAIT * 1000) as handed:
        process = second_start(folder, path)
    status, err = finish(qtbot, process)
    assert handed.args == [path]
    assert status == EXIT_CLOSED and err.endswith(" was handed to it.\n"), err


def test_a_start_handed_over_says_so_in_one_line_and_exits_0(folder, guards, qtbot, tmp_path):
    owner = guards(folder)
    assert owner.claim() and owner.listen()
    with qtbot.waitSignal(owner.handed_over, timeout=WAIT * 1000) as handed:
        process = second_start(folder, "deal.cardtable", cwd=tmp_path)
    status, err = finish(qtbot, process)
    assert handed.args == [str(tmp_path / "deal.cardtable")]  # absolute: the owner has its own current folder
    assert status == EXIT_CLOSED
    assert err == (f"cardtable is already running with the data folder {folder}: {tmp_path / 'deal.cardtable'} "
                   "was handed to it.\n")


def test_a_second_start_without_a_file_asks_for_the_window(folder, guards, qtbot):
    first = guards(folder)
    assert first.claim() and first.listen()
    with qtbot.waitSignal(first.handed_over, timeout=WAIT * 1000) as handed:
        process = second_start(folder)
    status, err = finish(qtbot, process)
    assert handed.args == [""]
    assert status == EXIT_CLOSED
    assert err == f"cardtable is already running with the data folder {folder}: its window was brought forward.\n"


def test_a_bad_connection_is_dropped_and_the_server_answers_the_next(folder, guards, qtbot):
    from PySide6.QtNetwork import QLocalSocket

    first = guards(folder)
    assert first.claim() and first.listen()
    intruder = QLocalSocket()
    intruder.connectToServer(server_name(folder))
    assert intruder.waitForConnected(WAIT * 1000)
    intruder.write(b"\x00\x00\x00\x05hello")
    qtbot.waitUntil(lambda: intruder.state() == QLocalSocket.LocalSocketState.UnconnectedState, timeout=WAIT * 1000)
    with qtbot.waitSignal(first.handed_over, timeout=WAIT * 1000):
        process = second_start(folder)
    assert finish(qtbot, process)[0] == EXIT_CLOSED


def test_an_owner_that_does_not_answer_ends_the_start_with_its_status(user_data_dir, guards, monkeypatch, qapp):
    user_data_dir.mkdir(parents=True)
    owner = guards(user_data_dir)
    assert owner.claim()  # locked, never listening: as a frozen cardtable
    monkeypatch.setattr(single_instance, "HANDOVER_SECONDS", 0.3)
    err = io.StringIO()
    with pytest.raises(StartEnded) as ended:
        claim_data_folder("deal.cardtable", err)
    assert ended.value.status == EXIT_OWNER_SILENT
    line = err.getvalue()
    assert line.count("\n") == 1 and f"(process {os.getpid()})" in line and "did not answer within 0.3 s" in line
    assert str(user_data_dir / LOCK_FILE) in line


def test_an_owner_that_closed_as_it_was_called_leaves_the_folder_to_this_start(user_data_dir, guards, monkeypatch,
                                                                               qapp):
    user_data_dir.mkdir(parents=True)
    owner = guards(user_data_dir)
    assert owner.claim()
    monkeypatch.setattr(single_instance, "hand_over", lambda *args: owner.release() or False)
    err = io.StringIO()
    guard = claim_data_folder(None, err)
    try:
        assert guard is not None and not guards(user_data_dir).claim()
    finally:
        guard.release()
    assert err.getvalue() == ""


def test_the_help_lists_the_exit_statuses_of_a_start(capsys):
    from cardtable.__main__ import main

    with pytest.raises(SystemExit):
        main(["--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert ("Exit status: 0 when the window was closed, or when the cardtable already running with the same data "
            "folder took FILE (or came forward), 1 when") in help_text
    assert "5 when the cardtable already running with the same data folder does not answer" in help_text


# --- the window --------------------------------------------------------------------------------------------

def test_the_window_comes_forward_and_opens_the_handed_file(make_window, qtbot, tmp_path, guards, user_data_dir):
    from cardtable.games import get_game
    from cardtable.store.meta import fresh_meta
    from cardtable.store.save_writer import write_save

    state = get_game("nothanks").new_game({"players": 3}, 5)
    path = tmp_path / "given.cardtable"
    write_save(path, state, PEOPLE, fresh_meta())
    window = make_window()
    window.showMinimized()
    assert window.isMinimized()
    owner = guards(user_data_dir)
    assert owner.claim()
    answer_other_starts(owner, window)
    with qtbot.waitSignal(owner.handed_over, timeout=WAIT * 1000):
        process = second_start(user_data_dir, str(path))
    assert finish(qtbot, process)[0] == EXIT_CLOSED
    qtbot.waitUntil(lambda: window.controller.state is not None, timeout=WAIT * 1000)
    assert window.controller.state.to_json() == state.to_json()
    assert not window.isMinimized()


def test_a_maximised_window_minimised_comes_back_maximised(make_window):
    window = make_window()
    window.showMaximized()
    window.showMinimized()
    bring_forward(window)
    assert window.isMaximized() and not window.isMinimized() and window.isVisible()


# --- a killed owner, and two real starts -----------------------------------------------------------------

OWNER_SCRIPT = textwrap.dedent("""
    import sys
    from pathlib import Path
    from PySide6.QtCore import QCoreApplication
    from cardtable.app.shell.single_instance import InstanceGuard

    app = QCoreApplication([])
    guard = InstanceGuard(Path(sys.argv[1]))
    assert guard.claim() and guard.listen()
    print("owner", flush=True)
    app.exec()
""")


def read_line_until(process, text: str, seconds: float = WAIT) -> str:
    """The first line of `process`'s output holding `text`; fails after `seconds` or at its end."""
    selector = selectors.DefaultSelector()
    selector.register(process.stdout, selectors.EVENT_READ)
    deadline = time.monotonic() + seconds
    while (left := deadline - time.monotonic()) > 0:
        if selector.select(left):
            line = process.stdout.readline()
            assert line, f"the process ended without saying {text!r}"
            if text in line:
                return line
    pytest.fail(f"no {text!r} within {seconds} s")


def wait_for(condition, seconds: float = WAIT) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "not within the time allowed"
        time.sleep(0.05)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="kills a process")
def test_the_lock_and_server_of_a_killed_owner_are_taken_over(folder, guards, qtbot):
    process = subprocess.Popen([sys.executable, "-c", OWNER_SCRIPT, str(folder)], cwd=ROOT, text=True,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        read_line_until(process, "owner")
        meanwhile = guards(folder)
        assert not meanwhile.claim() and meanwhile.holder_pid() == process.pid
        process.send_signal(signal.SIGKILL)
        process.wait(WAIT)
    finally:
        stop(process)
    assert (folder / LOCK_FILE).exists()  # left behind, as its socket
    heir = guards(folder)
    assert heir.claim() and heir.listen()
    with qtbot.waitSignal(heir.handed_over, timeout=WAIT * 1000):
        process = second_start(folder)
    assert finish(qtbot, process)[0] == EXIT_CLOSED


def test_cardtable_started_twice_on_one_data_folder_hands_the_file_to_the_first(tmp_path):
    from cardtable.games import get_game
    from cardtable.store.meta import fresh_meta
    from cardtable.store.save_writer import write_save

    data = tmp_path / "data"
    state = get_game("nothanks").new_game({"players": 3}, 5)
    state.apply("take")
    path = tmp_path / "given.cardtable"
    write_save(path, state, PEOPLE, fresh_meta())
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDTABLE_DATA_DIR=str(data))
    log = data / "log" / "cardtable.log"
    first = subprocess.Popen([sys.executable, "-m", "cardtable"], cwd=ROOT, env=env, text=True,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        wait_for(lambda: log.exists() and "owns the data folder" in log.read_text(encoding="utf-8"))
        second = subprocess.run([sys.executable, "-m", "cardtable", str(path)], cwd=ROOT, env=env, text=True,
                                capture_output=True, timeout=WAIT)
        assert second.returncode == EXIT_CLOSED, second.stderr
        assert second.stderr.strip().splitlines()[-1] == (f"cardtable is already running with the data folder {data}: "
                                                          f"{path} was handed to it.")
        wait_for(lambda: f"handed over the file {str(path)!r}" in log.read_text(encoding="utf-8"))
        # On the first one's table: the game opened is the game in progress, in its autosave.
        autosave = data / "autosave.json"
        wait_for(lambda: autosave.exists()
                 and json.loads(autosave.read_text(encoding="utf-8"))["game"] == state.to_json())
        first.send_signal(signal.SIGTERM)
        first.wait(WAIT)
    finally:
        stop(first)
    assert first.returncode == 0
    assert not (data / LOCK_FILE).exists()  # freed at the end: the next start owns the folder
