"""Hostile inputs (issue 30): bad files, special files, poisoned data folders, a second instance, kills around
the last move, a held database lock and a full disk, each driven through cardtable's real entry points with a
time limit and a fresh data folder (CARDTABLE_DATA_DIR in a temporary folder).

python tests/benchmarks/hostile_inputs.py [--quick] [--only CATEGORY] [--jobs N] [--seed S]

Categories (--only takes one of these names):
    saves      bad save files and seeded mutations of real saves of every game, in this process: read_save,
               then for a file it accepts write_save and statistics.record_game of the game played to its end
    window     the window's Open (MainWindow.open_file, offscreen, in this process) with a game on the table
    cli        `python -m cardtable FILE --quit-when-shown` and `--statistics [--json]` in subprocesses
    startup    the app's start (`--quit-when-shown`) with a FIFO, a device link, a folder, a huge or undecodable
               file as autosave.json, settings.json, statistics.sqlite3, instance.lock or log/cardtable.log
    instances  a second instance on the data folder of a first one holding a game in progress
    kills      SIGKILL 0-60 ms after the last move of a game (tests/app/kill_driver.py)
    lock       games finishing while this script holds BEGIN EXCLUSIVE on the statistics database
    disk       a full disk (a small tmpfs, as root) while games finish, and writes onto /dev/full

Each input ends as one of: ok; a hang (the time limit passed: the process group is killed, or the in-process
call interrupted by SIGALRM); a crash (a traceback the app did not handle, in stderr, its log or its logged
errors; an exit by a signal; an exit status the command does not document); a game lost (a finished game
neither in the statistics, nor in pending-statistics/, nor in the autosave; a game in progress no longer
resumable); or another failure (a refused file changed, a message missing, more than one line on stderr...).
It prints a table per category, the failing inputs with what happened, and last the line
`hostile: N inputs, H hangs, C crashes, L games lost`. Exit status 0 only when every input is ok.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import queue
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from contextlib import closing, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, Iterator

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))  # this checkout's cardtable and tests
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

CATEGORIES = ("saves", "window", "cli", "startup", "instances", "kills", "lock", "disk")
VERDICTS = ("ok", "hang", "crash", "lost", "failed")
KILL_DRIVER = ROOT / "tests" / "app" / "kill_driver.py"
PENDING_FOLDER = "pending-statistics"
IN_PROCESS_LIMIT_S = 5.0  # one save read, written back and recorded
WINDOW_LIMIT_S = 10.0  # one Open in the window, its message included
APP_LIMIT_S = 30.0  # one start of the app, or one statistics command, on a busy machine
FREEZE_LIMIT_S = 4.0  # the window says nothing for longer while games are played: it is frozen
SHOWN = "main window shown"  # what --quit-when-shown prints
# What Qt's offscreen platform (the benchmark's, not a desktop's) prints: not the app's lines on stderr.
# Nor Qt's four lines on a locale that is not UTF-8 (the ASCII locale's inputs).
PLATFORM_NOTES = ("This plugin does not support", 'Detected locale "C"', "Qt depends on a UTF-8 locale",
                  "If this causes problems, reconfigure", "for more information.")


@dataclass
class Outcome:
    category: str
    name: str
    verdict: str  # one of VERDICTS
    detail: str = ""


class Hang(BaseException):
    """Raised by the watchdog's SIGALRM in this process (a BaseException: the app's `except Exception` lets
    it through)."""


# --- fresh folders and the environment of a subprocess --------------------------------------------------

@contextmanager
def fresh_folder(prefix: str = "hostile-") -> Iterator[Path]:
    folder = Path(tempfile.mkdtemp(prefix=prefix))
    try:
        yield folder
    finally:
        _unblock_fifos(folder)
        shutil.rmtree(folder, ignore_errors=True)


def _unblock_fifos(folder: Path) -> None:
    for path in folder.rglob("*"):
        if path.is_fifo():
            try:
                os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))  # a reader still blocked gets its EOF
            except OSError:
                pass


def app_environment(data: Path | str, **extra: str) -> dict[str, str]:
    environment = {key: value for key, value in os.environ.items() if not key.startswith(("LC_", "PYTHON"))}
    environment.update(QT_QPA_PLATFORM="offscreen", LANG="C.UTF-8", LC_ALL="C.UTF-8", LANGUAGE="en",
                       CARDTABLE_DATA_DIR=str(data), PYTHONPATH=str(ROOT), PYTHONDONTWRITEBYTECODE="1")
    environment.update(extra)
    return environment


ASCII_LOCALE = {"LC_ALL": "C", "LANG": "C", "PYTHONCOERCECLOCALE": "0", "PYTHONUTF8": "0"}


def write_settings(folder: Path, **values) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    settings = {"language": "en", "animation_speed": "off", "ai_delay_ms": 0}
    settings.update(values)
    (folder / "settings.json").write_text(json.dumps(settings), encoding="utf-8")


# --- where a game may be kept ------------------------------------------------------------------------------

def recorded_uids(folder: Path) -> set[str]:
    path = folder / "statistics.sqlite3"
    if not path.is_file():
        return set()
    try:
        with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=10)) as connection:
            return {uid for (uid,) in connection.execute("SELECT uid FROM games")}
    except sqlite3.Error:
        return set()


def pending_holds(folder: Path, uid: str) -> bool:
    pending = folder / PENDING_FOLDER
    if not pending.is_dir():
        return False
    return any(path.is_file() and uid.encode() in path.read_bytes() for path in pending.rglob("*"))


def autosave_game(folder: Path):
    """The autosave's SavedGame, or None when there is none or it cannot be used."""
    from cardtable.store.save_error import SaveError
    from cardtable.store.save_reader import read_save

    path = folder / "autosave.json"
    if not path.is_file():
        return None
    try:
        return read_save(path)
    except SaveError:
        return None


def game_kept(folder: Path, uid: str) -> bool:
    """A finished game is in the statistics, the pending queue or the autosave."""
    if uid in recorded_uids(folder) or pending_holds(folder, uid):
        return True
    saved = autosave_game(folder)
    return saved is not None and saved.meta.get("uid") == uid


# --- the saves: real ones of every game, hand-made bad ones, mutations ------------------------------------

def real_saves() -> list[tuple[str, str]]:
    """(name, text) of the real saves of every game (tests/generic/save_fuzz.py): early, mid-game, begun
    from a position, finished."""
    from cardtable.games import all_games
    from tests.generic.save_fuzz import real_save_texts

    moments = ("early", "mid", "position", "finished")
    return [(f"{game.id}-{moments[index] if index < len(moments) else index}", text)
            for game in all_games() for index, text in enumerate(real_save_texts(game))]


WRONG_VALUES = (None, True, "x", 1.5, [], {}, -1, 10**30)
SURROGATE = "\ud800"


def _dumped(data) -> bytes:
    return json.dumps(data).encode("utf-8")  # ensure_ascii: a lone surrogate becomes the text \ud800


def _set(data, path: tuple, value):
    from tests.generic.registered import replaced

    return replaced(data, path, value)


def _string_paths(data, path: tuple = ()) -> list[tuple]:
    if isinstance(data, str):
        return [path]
    items = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else ()
    return [found for key, value in items for found in _string_paths(value, path + (key,))]


def _field_paths(payload: dict) -> list[tuple]:
    """The save's fields and those of its seats, meta and game record (not the inside of the game's state)."""
    paths = [(key,) for key in payload]
    paths += [("seats", 0, key) for key in payload["seats"][0]]
    paths += [("meta", key) for key in payload["meta"]]
    paths += [("game", key) for key in payload["game"]]
    return paths


def handmade_saves(bases: list[tuple[str, str]]) -> list[tuple[str, bytes]]:
    """Bad saves made by hand: empty, not JSON, foreign, cut short, wrong types in each field, huge numbers,
    lone surrogates in every text, huge names, deep nesting, newer formats, encodings."""
    rng = random.Random(30)
    made: list[tuple[str, bytes]] = [
        ("empty", b""), ("blanks", b"  \n\t "), ("null", b"null"), ("list", b"[]"), ("object", b"{}"),
        ("string", b'"cardtable"'), ("number", b"42"), ("prose", b"not a saved game"), ("brace", b"{"),
        ("nul-bytes", b"\x00" * 64), ("png", b"\x89PNG\r\n\x1a\n" + bytes(rng.randrange(256) for _ in range(500))),
        ("binary", bytes(rng.randrange(256) for _ in range(2048))),
        ("foreign-package", _dumped({"name": "package", "version": "1.0.0", "dependencies": {}})),
        ("foreign-app", _dumped({"app": "othergame", "format": 1, "kind": "game"})),
        ("foreign-geojson", _dumped({"type": "FeatureCollection", "features": []})),
        ("deep-list", b"[" * 100_000 + b"]" * 100_000), ("deep-object", b'{"a":' * 50_000 + b"1" + b"}" * 50_000),
        ("long-number", b"[" + b"9" * 5000 + b"]"),
    ]
    for name, text in bases:
        payload = json.loads(text)
        content = text.encode("utf-8")
        made += [(f"{name}-bom", b"\xef\xbb\xbf" + content), (f"{name}-utf16", text.encode("utf-16")),
                 (f"{name}-latin1-name", _dumped(_set(payload, ("seats", 0, "name"), "Zoé")).replace(
                     b"Zo\\u00e9", "Zoé".encode("latin-1")))]
        if not name.endswith(("mid", "finished")):
            continue
        made += [(f"{name}-cut-{at}", content[:at]) for at in range(0, len(content), max(1, len(content) // 25))]
        for path in _field_paths(payload):
            made += [(f"{name}-{'.'.join(map(str, path))}={value!r:.12}", _dumped(_set(payload, path, value)))
                     for value in WRONG_VALUES]
        huge = {"meta.elapsed=4000-digits": (("meta", "elapsed"), 10**3999),
                "meta.elapsed=1e308*10": (("meta", "elapsed"), 1e308 * 10),
                "game.undos=1e300": (("game", "undos"), 10**300), "game.hints=1e300": (("game", "hints"), 10**300),
                "game.seed=4000-digits": (("game", "seed"), 10**3999),
                "game.options.players=4000-digits": (("game", "options", "players"), 10**3999),
                "format=1e300": (("format",), 10**300), "format=99": (("format",), 99),
                "game.format=99": (("game", "format"), 99), "kind=replay": (("kind",), "replay"),
                "seat-name-100k": (("seats", 0, "name"), "N" * 100_000),
                "seat-name-1M": (("seats", 0, "name"), "N" * 1_000_000),
                "saved_at-1M": (("saved_at",), "2026" * 250_000),
                "game.game-100k": (("game", "game"), "g" * 100_000)}
        made += [(f"{name}-{label}", _dumped(_set(payload, path, value))) for label, (path, value) in huge.items()]
        for path in _string_paths(payload):
            value = payload
            for step in path:
                value = value[step]
            made.append((f"{name}-surrogate-{'.'.join(map(str, path))}", _dumped(_set(payload, path, SURROGATE + value))))
    return made


def corpus_saves() -> list[tuple[str, bytes, str | None]]:
    """The earlier corpus: tests/store/test_save_reader.py's bad files (name, content, the kind expected) and
    the saves of earlier formats in tests/store/saved (accepted: kind None)."""
    from tests.store.test_save_reader import BAD

    with fresh_folder() as folder:
        previous = os.environ.get("CARDTABLE_DATA_DIR")
        os.environ["CARDTABLE_DATA_DIR"] = str(folder)  # where its good file is written to be edited
        try:
            made = [(f"corpus {name}", make(), kind) for name, (kind, make) in BAD.items()]
        finally:
            if previous is not None:
                os.environ["CARDTABLE_DATA_DIR"] = previous
    saved = ROOT / "tests" / "store" / "saved"
    return made + [(f"corpus {path.name}", path.read_bytes(), None) for path in sorted(saved.iterdir())]


def mutated_saves(bases: list[tuple[str, str]], count: int, seed: int) -> list[tuple[str, bytes]]:
    """`count` seeded random mutations of the real saves (their JSON tree or their bytes), drawn by Hypothesis
    from tests/generic/save_fuzz.py's strategies."""
    from hypothesis import HealthCheck, Phase, given, settings, strategies as st
    from hypothesis import seed as hypothesis_seed

    from tests.generic.save_fuzz import mutated_bytes, mutated_tree

    made: list[tuple[str, bytes]] = []

    @hypothesis_seed(seed)
    @settings(max_examples=count, phases=[Phase.generate], deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    @given(st.data())
    def draw(data) -> None:
        name, text = data.draw(st.sampled_from(bases))
        if data.draw(st.booleans()):
            made.append((f"{name}-tree-{len(made)}", json.dumps(mutated_tree(json.loads(text), data.draw)).encode()))
        else:
            made.append((f"{name}-bytes-{len(made)}", mutated_bytes(text.encode("utf-8"), data.draw)))

    draw()
    return made[:count]


# --- the watchdog of the in-process categories -------------------------------------------------------------

@contextmanager
def watchdog(seconds: float) -> Iterator[None]:
    """Hang raised in the main thread when `seconds` have passed, and every second after until the block ends
    (a blocked open() of a FIFO is interrupted; a long Python loop is broken)."""
    def alarm(signum, frame):
        raise Hang()

    previous = signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds, 1.0)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _played_to_end(state, rng: random.Random, limit: int = 5000):
    """`state` itself (not a clone, which would not carry the undo and hint counts) played to its end."""
    for _ in range(limit):
        if state.is_terminal():
            return state
        state.apply(rng.choice(list(state.legal_actions())))
    raise RuntimeError(f"the game did not end in {limit} random moves")


def check_save(name: str, content: bytes, expected: str | None = "") -> Outcome:
    """A save file through read_save; when accepted, write_save of it and record_game of its game played to
    the end. A refused file must be left as it was. `expected`: the kind of refusal the file must get, None
    when it must be accepted, "" when either will do."""
    from cardtable.store import statistics
    from cardtable.store.save_error import SaveError
    from cardtable.store.save_reader import read_save
    from cardtable.store.save_writer import write_save
    from tests.generic.save_fuzz import errors_logged

    with fresh_folder() as folder:
        os.environ["CARDTABLE_DATA_DIR"] = str(folder / "data")
        path = folder / "input.cardtable"
        path.write_bytes(content)
        before = path.stat().st_mtime_ns
        step = "read_save"
        try:
            with errors_logged() as logged, watchdog(IN_PROCESS_LIMIT_S):
                try:
                    saved = read_save(path)
                except SaveError as error:
                    if error.kind == "unexpected":
                        return Outcome("saves", name, "crash", f"read_save: {error.clause}")
                    if path.read_bytes() != content or path.stat().st_mtime_ns != before:
                        return Outcome("saves", name, "failed", f"refused ({error.kind}) but the file changed")
                    if expected is None or (expected and error.kind != expected):
                        return Outcome("saves", name, "failed", f"refused as {error.kind}, expected "
                                                                f"{expected or 'accepted'}: {error.clause[:100]}")
                    return Outcome("saves", name, "ok", error.kind)
                step = "write_save"
                write_save(folder / "back.cardtable", saved.state, saved.seats, saved.meta)
                step = "record_game"
                finished = _played_to_end(saved.state, random.Random(name))
                statistics.record_game(finished, saved.seats, dict(saved.meta, uid=uuid.uuid4().hex),
                                       path=folder / "statistics.sqlite3")
            if logged:
                return Outcome("saves", name, "crash", f"logged: {logged[0][:200]}")
            if expected:
                return Outcome("saves", name, "failed", f"accepted, expected a refusal as {expected}")
        except Hang:
            return Outcome("saves", name, "hang", f"{step} after {IN_PROCESS_LIMIT_S:g} s")
        except Exception as error:  # noqa: BLE001 (what this benchmark is looking for)
            return Outcome("saves", name, "crash", f"{step}: {type(error).__name__}: {str(error)[:200]}")
        return Outcome("saves", name, "ok", "accepted")


# --- the window's Open -------------------------------------------------------------------------------------

class QtErrors:
    """Exceptions that reached Qt's event loop (sys.excepthook) and errors logged by cardtable meanwhile."""

    def __init__(self):
        self.messages: list[str] = []
        self.hung = False  # the watchdog's Hang went through a Qt call (a slot, an event filter)

    def _hook(self, kind, error, trace) -> None:
        if issubclass(kind, Hang):
            self.hung = True
        else:
            self.messages.append(f"{kind.__name__}: {str(error)[:200]}")

    def __enter__(self):
        from tests.generic.save_fuzz import errors_logged

        self._previous = sys.excepthook
        sys.excepthook = self._hook
        self._logged = errors_logged()
        self.logged = self._logged.__enter__()
        return self

    def __exit__(self, *exc):
        sys.excepthook = self._previous
        self._logged.__exit__(*exc)

    def all(self) -> list[str]:
        return self.messages + self.logged


def _settle(app, seconds: float = 0.15) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.01)


def _close_window(app, window) -> None:
    window.controller.stop()
    window.ai.shutdown(2000)
    if window.dialog is not None:
        window.dialog.close()
    try:
        window.close()
    finally:
        window.deleteLater()
        _settle(app, 0.05)


def open_in_window(name: str, make_path: Callable[[Path], str], expect: str) -> Outcome:
    """`window.open_file` of the path made in a fresh folder, a game of people in progress on the table.
    Refused: a message appears (closed here) and that game is still on the table. Accepted: the window asks
    before replacing the game in progress, this script answers "Replace it", and the file's game is on the
    table. `expect`: "refused", "opened" or "either". Closing the window afterwards (which saves the game)
    must not fail either."""
    from cardtable.app.shell.application import create_application, create_main_window
    from cardtable.app.shell.controller import Seat
    from cardtable.store.settings import Settings, save_settings

    app = create_application([])
    with fresh_folder() as folder:
        os.environ["CARDTABLE_DATA_DIR"] = str(folder / "data")
        save_settings(Settings(language="en", animation_speed="off", ai_delay_ms=0))
        window = create_main_window()
        window.show()
        window.start_game("nothanks", {}, 7, [Seat("Ann", "human"), Seat("Bob", "human"), Seat("Cy", "human")])
        outcome = _opened(app, window, name, make_path, folder, expect)
        try:
            with watchdog(WINDOW_LIMIT_S):
                _close_window(app, window)
        except Hang:
            return outcome if outcome.verdict != "ok" else Outcome("window", name, "hang", "closing the window")
        except Exception as error:  # noqa: BLE001
            if outcome.verdict == "ok":
                return Outcome("window", name, "crash", f"closing the window: {type(error).__name__}: "
                                                        f"{str(error)[:160]}")
        return outcome


def _watched(app, name: str, action: Callable[[], object]) -> Outcome | None:
    """`action` then the events it caused, under the watchdog: a hang or a crash, else None."""
    try:
        with QtErrors() as errors, watchdog(WINDOW_LIMIT_S):
            action()
            _settle(app)
    except Hang:
        return Outcome("window", name, "hang", f"no answer after {WINDOW_LIMIT_S:g} s")
    except Exception as error:  # noqa: BLE001
        return Outcome("window", name, "crash", f"{type(error).__name__}: {str(error)[:200]}")
    if errors.hung:
        return Outcome("window", name, "hang", f"no answer after {WINDOW_LIMIT_S:g} s (in a Qt call)")
    if errors.all():
        return Outcome("window", name, "crash", errors.all()[0])
    return None


def _opened(app, window, name: str, make_path, folder: Path, expect: str) -> Outcome:
    from PySide6.QtWidgets import QMessageBox

    before = window.controller.state
    history = len(before.history)
    problem = _watched(app, name, lambda: window.open_file(make_path(folder)))
    if problem:
        return problem
    box = window.dialog
    if not (isinstance(box, QMessageBox) and box.isVisible()):
        return Outcome("window", name, "failed", "neither a message nor a question after Open")
    if box.objectName() == "replaceQuestion":
        if expect == "refused":
            box.reject()
            return Outcome("window", name, "failed", "a file that cannot be opened was accepted")
        [replace] = [button for button in box.buttons() if button.text() == "&Replace it"]
        problem = _watched(app, name + " (replaced)", replace.click)
        if problem:
            return problem
        if window.controller.state is before or window.pages.currentWidget() is not window.game_page:
            return Outcome("window", name, "failed", "the saved game is not on the table")
        return Outcome("window", name, "ok", "opened")
    text = box.text()
    box.accept()
    if expect == "opened":
        return Outcome("window", name, "failed", f"a valid save was refused: {text[:120]}")
    state = window.controller.state
    if state is not before or len(state.history) != history or window.pages.currentWidget() is not window.game_page:
        return Outcome("window", name, "lost", "the game on the table is gone")
    return Outcome("window", name, "ok", text[:80])


def window_inputs(handmade: list[tuple[str, bytes]], bases: list[tuple[str, str]], quick: bool):
    """(name, make_path, expect) for the window's Open."""
    valid = dict(bases)["nothanks-mid"].encode("utf-8")

    def file_with(content: bytes, filename: bytes = b"input.cardtable"):
        def make(folder: Path) -> str:
            path = os.path.join(os.fsencode(folder), filename)
            with open(path, "wb") as file:
                file.write(content)
            return os.fsdecode(path)
        return make

    def fifo(folder: Path) -> str:
        os.mkfifo(folder / "fifo.cardtable")
        return str(folder / "fifo.cardtable")

    def link(target: str):
        def make(folder: Path) -> str:
            (folder / "device.cardtable").symlink_to(target)
            return str(folder / "device.cardtable")
        return make

    step = max(1, len(handmade) // (8 if quick else 40))
    inputs = [(f"file {name}", file_with(content), "either") for name, content in handmade[::step]]
    interesting = ("surrogate-seats.0.name", "seat-name-100k", "meta.elapsed=4000-digits", "game.hints=1e300")
    inputs += [(f"file {name}", file_with(content), "either") for name, content in handmade
               if name.startswith("nothanks-mid") and name.endswith(interesting)]
    inputs += [
        ("fifo", fifo, "refused"), ("/dev/zero link", link("/dev/zero"), "refused"),
        ("/dev/null link", link("/dev/null"), "refused"), ("folder", lambda folder: str(folder), "refused"),
        ("missing file", lambda folder: str(folder / "missing.cardtable"), "refused"),
        ("NUL in path", lambda folder: str(folder / "a\0b.cardtable"), "refused"),
        ("huge file", file_with(b" " * (17 * 2**20)), "refused"),
        ("valid save", file_with(valid), "opened"),
        ("valid save, non-UTF-8 name", file_with(valid, b"caf\xe9-\xff.cardtable"), "opened"),
        ("valid save, euro name", file_with(valid, "gain€.cardtable".encode()), "opened"),
    ]
    return inputs


# --- subprocesses --------------------------------------------------------------------------------------------

@dataclass
class Ran:
    status: int | None  # None: killed at the time limit
    out: str
    err: str
    seconds: float


def run_app(args: list, environment: dict[str, str], limit: float = APP_LIMIT_S, stdout=subprocess.PIPE,
            script: Path | None = None) -> Ran:
    """`python -m cardtable ARGS` (or `python SCRIPT ARGS`) in its own process group, killed whole at the time
    limit. ARGS may be str, bytes or Path."""
    command = [sys.executable, *([str(script)] if script else ["-m", "cardtable"]),
               *[str(arg) if isinstance(arg, Path) else arg for arg in args]]
    started = time.monotonic()
    process = subprocess.Popen(command, cwd=ROOT, env=environment, stdin=subprocess.DEVNULL, stdout=stdout,
                               stderr=subprocess.PIPE, start_new_session=True)
    try:
        out, err = process.communicate(timeout=limit)
        status = process.returncode
    except subprocess.TimeoutExpired:
        kill_group(process)
        out, err = process.communicate()
        status = None
    decode = lambda data: (data or b"").decode("utf-8", "replace")  # noqa: E731
    return Ran(status, decode(out), decode(err), time.monotonic() - started)


def kill_group(process: subprocess.Popen) -> None:
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    process.wait(10)


def unhandled_tracebacks(text: str, logging_errors: bool = True) -> int:
    """Tracebacks in `text`; without those of logging's own "--- Logging error ---" reports unless
    `logging_errors` (on a full disk the log file cannot be written: logging says so, the app goes on)."""
    lines = text.splitlines()
    return sum(line.startswith("Traceback (most recent call last)") and (logging_errors or index == 0 or
               "Logging error" not in lines[index - 1]) for index, line in enumerate(lines))


def log_tracebacks(data: Path) -> int:
    log = data / "log"
    if not log.is_dir():
        return 0
    return sum(unhandled_tracebacks(path.read_text("utf-8", "replace")) for path in log.glob("*") if path.is_file())


def judged(category: str, name: str, ran: Ran, statuses: Iterable[int], data: Path | None = None,
           stderr_lines: int | None = 1) -> Outcome:
    """A run of the app: a hang, a crash (a signal, a traceback in stderr or in the log, an undocumented exit
    status), a failure (more lines on stderr than allowed), else ok."""
    lines = [line for line in ran.err.splitlines() if line.strip() and not line.startswith(PLATFORM_NOTES)]
    last = (lines or [""])[-1][:200]
    if ran.status is None:
        return Outcome(category, name, "hang", f"killed after {ran.seconds:.0f} s; stderr: {last}")
    if ran.status < 0:
        return Outcome(category, name, "crash", f"killed by signal {-ran.status}; stderr: {last}")
    if unhandled_tracebacks(ran.err):
        return Outcome(category, name, "crash", f"traceback on stderr (status {ran.status}): {last}")
    if data is not None and log_tracebacks(data):
        return Outcome(category, name, "crash", "traceback in the log file")
    if ran.status not in statuses:
        return Outcome(category, name, "crash", f"exit status {ran.status} (documented: {sorted(statuses)}): {last}")
    if stderr_lines is not None and len(lines) > stderr_lines:
        return Outcome(category, name, "failed", f"{len(lines)} lines on stderr: {last}")
    return Outcome(category, name, "ok", f"status {ran.status} in {ran.seconds:.1f} s")


# --- poisons: special and odd files in the place of a file ----------------------------------------------------

def poison(path: Path, kind: str) -> None:
    """Put the poison `kind` at `path`."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "fifo":
        os.mkfifo(path)
    elif kind in ("/dev/zero", "/dev/null", "/dev/urandom"):
        path.symlink_to(kind)
    elif kind == "folder":
        path.mkdir()
    elif kind == "huge":
        with open(path, "wb") as file:
            file.truncate(64 * 2**20)  # sparse: 64 MB of zero bytes
    elif kind == "surrogate-bytes":  # a lone surrogate encoded as UTF-8 would encode it (not UTF-8 at all)
        path.write_bytes(('{"language": "en", "name": "' + SURROGATE + '"}').encode("utf-8", "surrogatepass"))
    elif kind == "surrogate-escape":  # valid JSON, a lone surrogate in the texts of settings a player could set
        path.write_text(json.dumps({"language": "en", "animation_speed": "off", "ai_delay_ms": 0,
                                    "recent_files": [f"/tmp/{SURROGATE}.cardtable"],
                                    "new_game": {"game": "nothanks", "seats": [{"name": SURROGATE}]}}))
    elif kind == "not-utf8":
        path.write_bytes(b'{"language": "\xff\xfe"}')
    elif kind == "empty":
        path.write_bytes(b"")
    else:
        raise ValueError(kind)


POISONS = ("fifo", "/dev/zero", "/dev/urandom", "folder", "huge", "surrogate-bytes", "surrogate-escape", "not-utf8",
           "empty")


def saved_game(finished: bool, seats=("human", "human", "human"), seed: int = 5, remaining: int = 6):
    """(state, seats, meta) of a No Thanks! game: finished, or `remaining` moves before its end."""
    from cardtable.games import get_game
    from cardtable.store.meta import fresh_meta
    from tests.generic.app_helpers import late_state

    game = get_game("nothanks")
    state = late_state(game, seed, 0 if finished else remaining)
    if finished:
        state = _played_to_end(state, random.Random(seed))
    names = ("Ann", "Bob", "Cy", "Dee", "Eve", "Flo", "Gus")
    players = [{"name": names[index], "controller": seats[index % len(seats)]} for index in range(state.num_players)]
    return state, players, dict(fresh_meta(), uid=uuid.uuid4().hex)


def write_game(path: Path, finished: bool, seats=("human",)) -> str:
    """A saved No Thanks! game at `path`; its uid."""
    from cardtable.store.save_writer import write_save

    state, players, meta = saved_game(finished, seats)
    path.parent.mkdir(parents=True, exist_ok=True)
    write_save(path, state, players, meta)
    return meta["uid"]


# --- category: the command line ------------------------------------------------------------------------------

def cli_file_input(name: str, make: Callable[[Path], object], extra_env: dict | None = None,
                   statuses=(0,)) -> Callable[[], Outcome]:
    def run() -> Outcome:
        with fresh_folder() as folder:
            data = folder / "data"
            write_settings(data)
            target = make(folder)
            ran = run_app([target, "--quit-when-shown"], app_environment(data, **(extra_env or {})))
            outcome = judged("cli", f"FILE {name}", ran, statuses, data)
            if outcome.verdict == "ok" and SHOWN not in ran.out:
                return Outcome("cli", f"FILE {name}", "failed", "the window was never shown")
            return outcome
    return run


def _file(content: bytes, filename: bytes = b"input.cardtable"):
    def make(folder: Path):
        path = os.path.join(os.fsencode(folder), filename)
        with open(path, "wb") as file:
            file.write(content)
        return path  # bytes: passed as they are on the command line
    return make


def _poisoned_file(kind: str):
    def make(folder: Path):
        poison(folder / "input.cardtable", kind)
        return folder / "input.cardtable"
    return make


def _database(folder: Path, games: int = 1, seat_name: str = "Zoé €") -> Path:
    """A statistics database in `folder` holding `games` finished games of Schnäppchen Jagd."""
    from cardtable.games import get_game
    from cardtable.store import statistics

    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "statistics.sqlite3"
    game = get_game("schnaeppchen")
    for number in range(games):
        state = _played_to_end(game.new_game({"players": game.min_players}, number), random.Random(number))
        seats = [{"name": seat_name if seat == 0 else f"CPU {seat}", "controller": "human" if seat == 0 else "easy"}
                 for seat in range(state.num_players)]
        statistics.record_game(state, seats, {"uid": uuid.uuid4().hex}, path=path)
    return path


def _damaged_database(folder: Path) -> None:
    path = _database(folder)
    content = bytearray(path.read_bytes())
    rng = random.Random(3)
    for _ in range(200):
        content[rng.randrange(100, len(content))] = rng.randrange(256)
    path.write_bytes(bytes(content))


def _foreign_database(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    with closing(sqlite3.connect(folder / "statistics.sqlite3")) as connection:
        connection.execute("CREATE TABLE moz_places (id INTEGER PRIMARY KEY, url TEXT)")
        connection.commit()


def _newer_database(folder: Path) -> None:
    from cardtable.store.statistics_schema import APPLICATION_ID

    _database(folder)
    with closing(sqlite3.connect(folder / "statistics.sqlite3")) as connection:
        connection.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        connection.execute("PRAGMA user_version = 99")
        connection.commit()


def statistics_input(name: str, prepare: Callable[[Path], Path | None], as_json: bool, statuses=(0, 1),
                     extra_env: dict | None = None, stdout_kind: str = "pipe", lock: bool = False,
                     creates_nothing: bool = False) -> Callable[[], Outcome]:
    """`--statistics [--json]` with the data folder prepared by `prepare` (it returns the folder to use, or
    None for <tmp>/data)."""
    label = f"--statistics{' --json' if as_json else ''} {name}"

    def run() -> Outcome:
        with fresh_folder() as folder:
            data = prepare(folder) or folder / "data"
            before = sorted(folder.rglob("*"))
            stdout, closer = subprocess.PIPE, None
            if stdout_kind == "/dev/full":
                stdout = closer = open("/dev/full", "wb")
            elif stdout_kind == "closed":
                read_end, write_end = os.pipe()
                os.close(read_end)  # the reader went away before anything was written (`| head -c 0`)
                stdout = closer = os.fdopen(write_end, "wb")
            locker = _Locker(data / "statistics.sqlite3") if lock else None
            try:
                if locker:
                    locker.hold()
                ran = run_app(["--statistics", *(["--json"] if as_json else [])],
                              app_environment(data, **(extra_env or {})), stdout=stdout)
            finally:
                if locker:
                    locker.release()
                if closer:
                    closer.close()
            outcome = judged("cli", label, ran, statuses, None)
            if outcome.verdict == "ok" and creates_nothing and sorted(folder.rglob("*")) != before:
                return Outcome("cli", label, "failed", "reading the statistics created files")
            return outcome
    return run


class _Locker:
    """BEGIN EXCLUSIVE held on a database by this script (another process's long write)."""

    def __init__(self, path: Path):
        self.path = path
        self.connection: sqlite3.Connection | None = None

    def hold(self) -> None:
        self.connection = sqlite3.connect(self.path, isolation_level=None, timeout=30, check_same_thread=False)
        self.connection.execute("BEGIN EXCLUSIVE")

    def release(self) -> None:
        if self.connection is not None:
            self.connection.execute("COMMIT")
            self.connection.close()
            self.connection = None


def cli_inputs(bases: list[tuple[str, str]], quick: bool) -> list[Callable[[], Outcome]]:
    texts = dict(bases)
    valid = texts["nothanks-mid"].encode("utf-8")
    mid = json.loads(texts["nothanks-mid"])
    files = [
        ("fifo", _poisoned_file("fifo")), ("/dev/zero link", _poisoned_file("/dev/zero")),
        ("folder", _poisoned_file("folder")), ("missing", lambda folder: folder / "missing.cardtable"),
        ("huge", _poisoned_file("huge")), ("empty", _file(b"")), ("not JSON", _file(b"not a save")),
        ("truncated", _file(valid[: len(valid) // 2])), ("newer", _file(_dumped(dict(mid, format=99)))),
        ("4000-digit elapsed", _file(_dumped(_set(mid, ("meta", "elapsed"), 10**3999)))),
        ("surrogate seat name", _file(_dumped(_set(mid, ("seats", 0, "name"), SURROGATE)))),
        ("valid", _file(valid)), ("valid, non-UTF-8 name", _file(valid, b"caf\xe9-\xff.cardtable")),
    ]
    runs = [cli_file_input(name, make) for name, make in files]
    runs += [cli_file_input("valid, euro name, LC_ALL=C", _file(valid, "gain€.cardtable".encode()), ASCII_LOCALE),
             cli_file_input("bad, euro name, LC_ALL=C", _file(b"{", "gain€.cardtable".encode()), ASCII_LOCALE)]

    def folder_of(make: Callable[[Path], None] | None = None, where: str = "data"):
        def prepare(folder: Path) -> Path:
            if make is not None:
                make(folder / where)
            return folder / where
        return prepare

    def uncreatable(folder: Path) -> Path:
        (folder / "file").write_text("a file where a folder should be")
        return folder / "file" / "data"

    def poisoned_database(kind: str):
        return folder_of(lambda data: poison(data / "statistics.sqlite3", kind))

    with_games = folder_of(lambda data: _database(data, 3))
    for as_json in (False, True):
        runs += [
            statistics_input("no data folder", folder_of(), as_json, creates_nothing=True),
            statistics_input("empty data folder", folder_of(lambda data: data.mkdir()), as_json, creates_nothing=True),
            statistics_input("uncreatable folder", uncreatable, as_json, creates_nothing=True),
            statistics_input("FIFO database", poisoned_database("fifo"), as_json),
            statistics_input("/dev/zero database", poisoned_database("/dev/zero"), as_json),
            statistics_input("folder database", poisoned_database("folder"), as_json),
            statistics_input("damaged database", folder_of(_damaged_database), as_json),
            statistics_input("foreign database", folder_of(_foreign_database), as_json),
            statistics_input("newer database", folder_of(_newer_database), as_json),
            statistics_input("locked database", with_games, as_json, statuses=(0, 4), lock=True),
            statistics_input("stdout closed", with_games, as_json, statuses=(0, 3), stdout_kind="closed"),
            statistics_input("stdout /dev/full", with_games, as_json, statuses=(3,), stdout_kind="/dev/full"),
            statistics_input("LC_ALL=C", with_games, as_json, statuses=(0,), extra_env=ASCII_LOCALE),
            statistics_input("LC_ALL=C, stdout closed", with_games, as_json, statuses=(0, 3), stdout_kind="closed",
                             extra_env=ASCII_LOCALE),
        ]
    return runs[::4] if quick else runs


# --- category: start-up with a poisoned data folder ----------------------------------------------------------

def startup_input(target: str, kind: str) -> Callable[[], Outcome]:
    name = f"{target} = {kind}"

    def run() -> Outcome:
        with fresh_folder() as folder:
            data = folder / "data"
            data.mkdir()
            if target != "settings.json":
                write_settings(data)
            uid = None
            if target != "autosave.json":
                # A game in progress to resume (a finished one, to record at start, when the database is poisoned).
                finished = target == "statistics.sqlite3"
                uid = write_game(data / "autosave.json", finished, ("human", "easy"))
            poison(data / target, kind)
            ran = run_app(["--quit-when-shown"], app_environment(data))
            outcome = judged("startup", name, ran, (0,), data, stderr_lines=None)
            if outcome.verdict != "ok":
                return outcome
            if SHOWN not in ran.out:
                return Outcome("startup", name, "failed", "the window was never shown")
            if uid is not None and not game_kept(data, uid):
                return Outcome("startup", name, "lost", "the saved game is in neither the autosave nor the statistics")
            return outcome
    return run


def startup_inputs(quick: bool) -> list[Callable[[], Outcome]]:
    targets = ("autosave.json", "settings.json", "statistics.sqlite3", "instance.lock", "log/cardtable.log")
    runs = [startup_input(target, kind) for target in targets for kind in POISONS]
    return runs[::4] if quick else runs


# --- category: two instances -----------------------------------------------------------------------------------

def _wait_for(condition: Callable[[], bool], seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.1)
    return condition()


def instances_input(second: str) -> Callable[[], Outcome]:
    """A: `cardtable mid.cardtable`, a game in progress waiting for a person (its autosave written). B, on the
    same data folder: `second` ("plays": this script's --second-instance, the real entry point starting a
    computer game as a person would and playing it to its end; "shown": `--quit-when-shown`; "file": `cardtable
    end.cardtable`, which A opens in place of its game, kept in its file). Then A is killed: its game must still be resumable."""
    name = f"second instance {second}"

    def run() -> Outcome:
        with fresh_folder() as folder:
            data = folder / "data"
            write_settings(data)
            write_game(folder / "mid.cardtable", False, ("human",))
            environment = app_environment(data)
            first = subprocess.Popen([sys.executable, "-m", "cardtable", str(folder / "mid.cardtable")], cwd=ROOT,
                                     env=environment, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.PIPE, start_new_session=True)
            try:
                if not _wait_for(lambda: autosave_game(data) is not None, APP_LIMIT_S):
                    return Outcome("instances", name, "hang", "the first instance never saved its game")
                uid = autosave_game(data).meta.get("uid")
                if second == "plays":
                    ran = run_app(["--second-instance"], environment, script=Path(__file__).resolve())
                elif second == "file":
                    write_game(folder / "end.cardtable", False, ("easy",))
                    ran = run_app([folder / "end.cardtable"], environment, limit=15.0)
                else:
                    ran = run_app(["--quit-when-shown"], environment)
            finally:
                kill_group(first)
            saved = autosave_game(data)
            if second == "file":
                return handed_file_outcome(name, ran, saved, folder)
            if saved is None or saved.meta.get("uid") != uid or saved.state.is_terminal():
                held = "no usable autosave" if saved is None else f"the autosave holds game {saved.meta.get('uid')}"
                return Outcome("instances", name, "lost", f"the first instance's game {uid} is gone ({held})")
            return judged("instances", name, ran, (0,), None, stderr_lines=None)
    return run


def handed_file_outcome(name: str, ran, saved, folder: Path) -> Outcome:
    """B handed end.cardtable to A, which opened it as its Open does: A's game came from mid.cardtable with no
    move since (nothing to ask), so it is replaced on the table and kept in its file; the autosave now holds
    the handed game (its seats are end.cardtable's)."""
    from cardtable.store.save_error import SaveError
    from cardtable.store.save_reader import read_save

    try:
        read_save(folder / "mid.cardtable")
    except SaveError as error:
        return Outcome("instances", name, "lost", f"the first instance's file can no longer be read: {error}")
    if ran.status is None:
        return Outcome("instances", name, "failed", "the second instance stayed open beside the first")
    handed = read_save(folder / "end.cardtable")
    if saved is None or saved.seats != handed.seats:
        return Outcome("instances", name, "failed", "the first instance did not open the file handed to it")
    return judged("instances", name, ran, (0,), None, stderr_lines=None)


def second_instance() -> int:
    """The real entry point (cardtable.__main__.main) on this data folder, its window starting a computer
    game once shown (as a person would) and quitting when that game is over."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from cardtable.__main__ import main
    from cardtable.app.shell.controller import Seat
    from cardtable.app.shell.main_window import MainWindow

    shown = MainWindow.show

    def show_and_play(window) -> None:
        shown(window)

        def play() -> None:
            window.controller.finished.connect(lambda: QTimer.singleShot(500, QApplication.quit))
            window.start_game("nothanks", {}, 11, [Seat("CPU 1", "random"), Seat("CPU 2", "random"),
                                                   Seat("CPU 3", "random")])
        QTimer.singleShot(0, play)

    MainWindow.show = show_and_play
    sys.argv = [sys.argv[0]]
    return main([])


def instances_inputs(quick: bool) -> list[Callable[[], Outcome]]:
    return [instances_input(second) for second in (("plays",) if quick else ("plays", "shown", "file"))]


# --- the kill driver (tests/app/kill_driver.py): its lines as they come, timed ---------------------------------

def fast_games(seed: int) -> int:
    """tests/app/kill_driver.py playing No Thanks! only, computers choosing at random (its shortest games: many
ends in a few seconds)."""
    import cardtable.games
    from tests.app import kill_driver

    cardtable.games.available_ids = lambda: ("nothanks",)
    kill_driver.LEVELS = ("random",)  # moves at once: the game's end comes in a second or so
    sys.argv = [str(KILL_DRIVER), "--seed", str(seed)]
    return kill_driver.main()


class DriverRun:
    """tests/app/kill_driver.py playing computer games of No Thanks! on a data folder (fast_games); its lines
    with their arrival times."""

    def __init__(self, data: Path, seed: int):
        self.process = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "--fast-games", "--seed",
                                         str(seed)], cwd=ROOT,
                                        env=app_environment(data), stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, text=True, start_new_session=True)
        self.lines: queue.Queue = queue.Queue()
        self.seen: list[tuple[float, str]] = []
        self.errors: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=lambda: self.errors.extend(self.process.stderr), daemon=True).start()

    def _read(self) -> None:
        for line in self.process.stdout:
            if line.endswith("\n"):  # a line cut by the kill says nothing
                self.lines.put((time.monotonic(), line.rstrip("\n")))

    def next_line(self, timeout: float) -> str | None:
        try:
            when, line = self.lines.get(timeout=timeout)
        except queue.Empty:
            return None
        self.seen.append((when, line))
        return line

    def kill(self) -> None:
        kill_group(self.process)
        time.sleep(0.05)
        while self.next_line(0) is not None:
            pass

    def ended(self, after: float = 0.0) -> list[str]:
        """The uids of the games that ended (since `after`), in order."""
        uids = [line.split()[1] for when, line in self.seen if line.startswith("ended ") and when >= after]
        return list(dict.fromkeys(uids))

    def longest_silence(self, start: float, end: float) -> float:
        times = [start] + [when for when, line in self.seen if start <= when <= end] + [end]
        return max(later - earlier for earlier, later in zip(times, times[1:]))

    def crash(self, logging_errors: bool = True) -> str:
        text = "".join(self.errors)
        if unhandled_tracebacks(text, logging_errors):
            return "traceback on stderr: " + (text.strip().splitlines() or [""])[-1][:200]
        if self.process.returncode is not None and self.process.returncode not in (0, -signal.SIGKILL):
            return f"exit status {self.process.returncode}"
        return ""


def kills_input(number: int, delay_ms: float) -> Callable[[], Outcome]:
    name = f"kill {number} at {delay_ms:.0f} ms after the last move"

    def run() -> Outcome:
        with fresh_folder() as folder:
            data = folder / "data"
            write_settings(data)
            driver = DriverRun(data, number)
            try:
                line = ""
                while not line.startswith("ended"):
                    line = driver.next_line(APP_LIMIT_S)
                    if line is None:
                        return Outcome("kills", name, "hang", f"no game ended in {APP_LIMIT_S:g} s")
                time.sleep(delay_ms / 1000)
            finally:
                driver.kill()
            if driver.crash():
                return Outcome("kills", name, "crash", driver.crash())
            uid = line.split()[1]
            if not game_kept(data, uid):
                return Outcome("kills", name, "lost", f"game {uid} is in neither the statistics nor the autosave")
            return Outcome("kills", name, "ok")
    return run


def kills_inputs(quick: bool, seed: int) -> list[Callable[[], Outcome]]:
    rng = random.Random(seed)
    return [kills_input(number, rng.uniform(0, 60)) for number in range(4 if quick else 30)]


# --- category: a held lock ------------------------------------------------------------------------------------

def lock_input(seconds: float) -> Callable[[], Outcome]:
    name = f"BEGIN EXCLUSIVE held {seconds:g} s while games finish"

    def run() -> Outcome:
        with fresh_folder() as folder:
            data = folder / "data"
            write_settings(data)
            _database(data, 1)
            driver = DriverRun(data, int(seconds))
            locker = _Locker(data / "statistics.sqlite3")
            try:
                if driver.next_line(APP_LIMIT_S) is None:
                    return Outcome("lock", name, "hang", "the app said nothing")
                locker.hold()
                held = time.monotonic()
                while time.monotonic() < held + seconds:
                    driver.next_line(0.05)
                locker.release()
                released = time.monotonic()
                end = released + APP_LIMIT_S
                while len(driver.ended(released)) < 2 and time.monotonic() < end:
                    driver.next_line(0.1)
                time.sleep(0.5)
            finally:
                locker.release()
                driver.kill()
            if driver.crash():
                return Outcome("lock", name, "crash", driver.crash())
            ended = driver.ended()
            lost = [uid for uid in ended if not game_kept(data, uid)]
            if lost:
                return Outcome("lock", name, "lost", f"{len(lost)} of {len(ended)} finished games kept nowhere")
            silence = driver.longest_silence(held, released + 1.0)
            if silence > FREEZE_LIMIT_S:
                return Outcome("lock", name, "hang", f"the window froze {silence:.1f} s")
            if len(driver.ended(released)) < 2:
                return Outcome("lock", name, "hang", "games stopped ending after the lock")
            return Outcome("lock", name, "ok", f"{len(ended)} games finished and kept")
    return run


def lock_inputs(quick: bool) -> list[Callable[[], Outcome]]:
    return [lock_input(seconds) for seconds in ((12.0,) if quick else (8.0, 20.0))]


# --- category: a full disk ------------------------------------------------------------------------------------

def tmpfs_possible() -> str:
    """Why a tmpfs cannot be mounted here ("" when it can)."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return "not root: a tmpfs cannot be mounted"
    if shutil.which("mount") is None or shutil.which("umount") is None:
        return "no mount command"
    return ""


@contextmanager
def small_tmpfs(megabytes: int) -> Iterator[Path]:
    with fresh_folder("hostile-tmpfs-") as folder:
        mount = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={megabytes}m", "tmpfs", str(folder)],
                               capture_output=True, text=True)
        if mount.returncode != 0:
            raise OSError(f"mount failed: {mount.stderr.strip()}")
        try:
            yield folder
        finally:
            subprocess.run(["umount", "-l", str(folder)], capture_output=True)


def fill(folder: Path) -> Path:
    """A file taking every free byte of `folder`'s file system."""
    filler = folder / "filler"
    with open(filler, "wb", buffering=0) as file:
        for size in (65536, 4096, 512, 1):
            try:
                while file.write(b"\0" * size):
                    pass
            except OSError:
                pass
    return filler


def full_disk_games() -> Outcome:
    """Games finishing on a full disk, then once there is room again: those must be recorded, without a restart."""
    name = "games finishing on a full tmpfs, then with room again"
    with small_tmpfs(8) as disk:
        data = disk / "data"
        write_settings(data)
        _database(data, 1)
        driver = DriverRun(data, 8)
        try:
            if driver.next_line(APP_LIMIT_S) is None:
                return Outcome("disk", name, "hang", "the app said nothing")
            filler = fill(disk)
            full_until = time.monotonic() + 3.0
            while time.monotonic() < full_until:
                driver.next_line(0.05)
            filler.unlink()
            freed = time.monotonic()
            while len(driver.ended(freed)) < 2 and time.monotonic() < freed + APP_LIMIT_S:
                driver.next_line(0.1)
            time.sleep(0.5)
        finally:
            driver.kill()
        if driver.crash(logging_errors=False):
            return Outcome("disk", name, "crash", driver.crash(logging_errors=False))
        after = driver.ended(freed)
        lost = [uid for uid in after if not game_kept(data, uid)]
        if lost:
            return Outcome("disk", name, "lost", f"{len(lost)} of {len(after)} games finished with room again "
                                                 "are kept nowhere")
        if len(after) < 2:
            return Outcome("disk", name, "hang", "games stopped ending once the disk was full")
        return Outcome("disk", name, "ok", f"{len(driver.ended())} games finished")


def full_disk_record() -> Outcome:
    """record_game on a full tmpfs: a "full" StatisticsError; then, with room again, the game is recorded."""
    from cardtable.store import statistics

    name = "record_game on a full tmpfs"
    with small_tmpfs(2) as disk:
        path = _database(disk, 1)
        state, seats, meta = saved_game(True, ("human", "easy"))
        filler = fill(disk)
        try:
            statistics.record_game(state, seats, meta, path=path)
            return Outcome("disk", name, "failed", "recorded on a full disk?")
        except statistics.StatisticsError as error:
            if error.kind != "full":
                return Outcome("disk", name, "failed", f"reported as {error.kind!r}: {error.detail[:120]}")
        except Exception as error:  # noqa: BLE001
            return Outcome("disk", name, "crash", f"{type(error).__name__}: {error}")
        filler.unlink()
        try:
            statistics.record_game(state, seats, meta, path=path)
        except Exception as error:  # noqa: BLE001
            return Outcome("disk", name, "crash", f"with room again: {type(error).__name__}: {error}")
        return Outcome("disk", name, "ok", "full, then recorded")


def write_onto(kind: str) -> Outcome:
    """write_save onto an existing non-regular file (a FIFO, a link to /dev/full or /dev/null): refused
    (OSError), the file left as it was."""
    from cardtable.store.save_writer import write_save

    name = f"write_save onto {kind}"
    with fresh_folder() as folder:
        target = folder / "game.cardtable"
        poison(target, kind) if kind == "fifo" else target.symlink_to(kind)
        state, seats, meta = saved_game(False)
        try:
            with watchdog(IN_PROCESS_LIMIT_S):
                write_save(target, state, seats, meta)
        except Hang:
            return Outcome("disk", name, "hang", "write_save did not return")
        except OSError:
            pass
        except Exception as error:  # noqa: BLE001
            return Outcome("disk", name, "crash", f"{type(error).__name__}: {error}")
        still = target.is_fifo() if kind == "fifo" else target.is_symlink()
        if not still:
            return Outcome("disk", name, "failed", "it was replaced by a regular file")
        return Outcome("disk", name, "ok", "refused")


# --- running everything -----------------------------------------------------------------------------------------

def in_process(category: str, quick: bool, seed: int, report: Callable[[Outcome], None]) -> None:
    bases = real_saves()
    handmade = handmade_saves(bases)
    if category == "saves":
        chosen = handmade[::12] if quick else handmade
        for name, content, expected in corpus_saves():
            report(check_save(name, content, expected))
        for name, content in chosen + mutated_saves(bases, 100 if quick else 1500, seed):
            report(check_save(name, content))
    elif category == "window":
        from PySide6.QtCore import qInstallMessageHandler

        logging.getLogger().addHandler(logging.NullHandler())  # the refusals' warnings are expected: not printed
        qInstallMessageHandler(lambda *message: None)  # nor the offscreen platform's notes
        for name, make_path, expect in window_inputs(handmade, bases, quick):
            report(open_in_window(name, make_path, expect))
    elif category == "disk":
        for kind in ("fifo", "/dev/full", "/dev/null"):
            report(write_onto(kind))


def subprocess_runs(category: str, quick: bool, seed: int) -> list[Callable[[], Outcome]]:
    bases = real_saves()
    if category == "cli":
        return cli_inputs(bases, quick)
    if category == "startup":
        return startup_inputs(quick)
    if category == "instances":
        return instances_inputs(quick)
    if category == "kills":
        return kills_inputs(quick, seed)
    if category == "lock":
        return lock_inputs(quick)
    if category == "disk":
        return [] if tmpfs_possible() else [full_disk_record, full_disk_games]
    return []


def guarded(run: Callable[[], Outcome], category: str) -> Outcome:
    try:
        return run()
    except Exception as error:  # noqa: BLE001 (a fault of this script must not hide the other results)
        return Outcome(category, getattr(run, "__name__", "input"), "failed", f"the benchmark itself failed: "
                                                                              f"{type(error).__name__}: {error}")


def shown(outcome: Outcome) -> str:
    """One line for a failing input; characters a terminal would not show (NUL, lone surrogates) escaped."""
    text = f"  {outcome.verdict:<6} {outcome.category}: {outcome.name[:90]}: {outcome.detail}"
    return "".join(char if char.isprintable() else repr(char)[1:-1] for char in text)


def summary(outcomes: list[Outcome], skipped: dict[str, str]) -> str:
    lines = [f"{'category':<10} {'inputs':>6} " + " ".join(f"{verdict:>6}" for verdict in VERDICTS)]
    for category in CATEGORIES:
        mine = [outcome for outcome in outcomes if outcome.category == category]
        if category in skipped and not mine:
            lines.append(f"{category:<10} skipped: {skipped[category]}")
            continue
        if not mine:
            continue
        counts = [sum(outcome.verdict == verdict for outcome in mine) for verdict in VERDICTS]
        lines.append(f"{category:<10} {len(mine):>6} " + " ".join(f"{count:>6}" for count in counts)
                     + (f"   ({skipped[category]})" if category in skipped else ""))
    failing = [outcome for outcome in outcomes if outcome.verdict != "ok"]
    if failing:
        lines += ["", "failing inputs:"]
        for category in CATEGORIES:
            mine = [outcome for outcome in failing if outcome.category == category]
            for outcome in mine[:40]:
                lines.append(shown(outcome))
            if len(mine) > 40:
                lines.append(f"  ... and {len(mine) - 40} more in {category}")
    count = lambda verdict: sum(outcome.verdict == verdict for outcome in outcomes)  # noqa: E731
    lines += ["", f"hostile: {len(outcomes)} inputs, {count('hang')} hangs, {count('crash')} crashes, "
                  f"{count('lost')} games lost"]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="a small sample of each category (about a minute)")
    parser.add_argument("--only", choices=CATEGORIES, help="one category")
    parser.add_argument("--jobs", type=int, default=2, help="subprocess inputs run at once (default 2)")
    parser.add_argument("--seed", type=int, default=30, help="of the random mutations and kill delays")
    parser.add_argument("--second-instance", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--fast-games", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.second_instance:
        return second_instance()
    if args.fast_games:
        return fast_games(args.seed)
    categories = (args.only,) if args.only else CATEGORIES
    outcomes: list[Outcome] = []
    skipped: dict[str, str] = {}
    if "disk" in categories and tmpfs_possible():
        skipped["disk"] = f"full tmpfs skipped ({tmpfs_possible()}); writes onto /dev/full still tried"
    started = time.monotonic()

    def report(outcome: Outcome) -> None:
        outcomes.append(outcome)
        if outcome.verdict != "ok":
            print(shown(outcome), flush=True)

    for category in categories:
        in_process(category, args.quick, args.seed, report)
    runs = [(category, run) for category in categories for run in subprocess_runs(category, args.quick, args.seed)]
    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for outcome in pool.map(lambda item: guarded(item[1], item[0]), runs):
            report(outcome)
    print()
    print(f"{len(outcomes)} inputs in {time.monotonic() - started:.0f} s")
    print(summary(outcomes, skipped), flush=True)
    return 0 if all(outcome.verdict == "ok" for outcome in outcomes) else 1


if __name__ == "__main__":
    code = main()
    sys.stdout.flush()
    os._exit(code)  # a thread still blocked on a FIFO must not keep the benchmark alive
