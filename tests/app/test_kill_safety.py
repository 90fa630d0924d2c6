"""Kill safety: the app killed (SIGKILL) at random moments during play, 50 times; each restart resumes a valid
game no older than the last move the killed app reported completed, and a game the killed app reported over is
in the autosave, in the pending queue or in the statistics (tests/app/kill_driver.py)."""

import os
import queue
from contextlib import closing
import random
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from cardtable.store import pending_statistics as pending
from cardtable.store import saves, statistics
from cardtable.store.save_reader import read_save

pytestmark = [pytest.mark.xdist_group("kill_safety"),
              pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is a POSIX signal")]

KILLS = 50
LONGEST_PLAY_S = 0.8  # a kill comes at a random moment up to this long after the app said it was playing
START_TIMEOUT_S = 60.0
DRIVER = Path(__file__).resolve().with_name("kill_driver.py")
ROOT = DRIVER.parents[2]


class Driver:
    """One run of the driver: its output lines, read as they come."""

    def __init__(self, seed: int, folder: Path):
        environment = dict(os.environ, CARDTABLE_DATA_DIR=str(folder), QT_QPA_PLATFORM="offscreen")
        self.process = subprocess.Popen([sys.executable, str(DRIVER), "--seed", str(seed)], cwd=ROOT,
                                        env=environment, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.lines: queue.Queue = queue.Queue()
        self.errors: list[str] = []
        threading.Thread(target=self._read, args=(self.process.stdout, self.lines.put), daemon=True).start()
        threading.Thread(target=self._read, args=(self.process.stderr, self.errors.append), daemon=True).start()

    @staticmethod
    def _read(stream, keep) -> None:
        for line in stream:
            if line.endswith("\n"):  # a line without its end was cut by the kill: it reports nothing
                keep(line.rstrip("\n"))

    def first_line(self) -> str:
        try:
            return self.lines.get(timeout=START_TIMEOUT_S)
        except queue.Empty:
            raise AssertionError(f"the app said nothing in {START_TIMEOUT_S:g} s: {self.errors[-5:]}") from None

    def kill(self) -> list[str]:
        """SIGKILL, then every line it printed before dying."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(10)
        time.sleep(0.05)  # the reader threads reach the end of the pipes
        lines = []
        while not self.lines.empty():
            lines.append(self.lines.get())
        return lines


class Reported:
    """What the killed runs said: the last completed move of which game, and whether that game was ending."""

    def __init__(self):
        self.uid: str | None = None
        self.moves = 0
        self.ending = False

    def follow(self, line: str) -> None:
        word, uid, *rest = line.split()
        if word in ("saved", "resumed"):
            self.uid, self.moves, self.ending = uid, int(rest[0]), False
        elif word == "new":
            self.uid, self.moves, self.ending = uid, 0, False
        elif word in ("ended", "ending", "over") and uid == self.uid:
            self.ending = True

    def check_restart(self, first: str) -> None:
        word, uid, *rest = first.split()
        if self.uid is None or self.ending:
            return  # nothing to resume yet, or the game was over: a new game or the ended one, either is right
        assert word == "resumed" and uid == self.uid, f"expected game {self.uid} resumed, the app said {first!r}"
        assert int(rest[0]) >= self.moves, f"resumed at move {rest[0]}, move {self.moves} was reported saved"


def check_autosave() -> tuple[str, int] | None:
    """The autosave as the killed app left it: none, or a game the rules accept (its record replayed gives
    the same state). Returns its game's uid and number of moves."""
    result = saves.load()
    assert result.status in ("ok", "none"), f"the autosave cannot be used: {result.reason}"
    if result.status == "none":
        return None
    state = result.game.state
    replayed = type(state).game.replay(state.record())
    assert replayed.to_json() == state.to_json()
    return result.game.meta.get("uid"), len(state.history)


def recorded_uids() -> set[str]:
    path = statistics.database_path()
    if not path.exists():
        return set()
    with closing(sqlite3.connect(path)) as connection:
        return {uid for (uid,) in connection.execute("SELECT uid FROM games")}


def waiting_uids() -> set[str]:
    """The games waiting in the pending queue to be recorded (a waiting file is written whole or not at all)."""
    return {read_save(file).meta.get("uid") for file in pending.waiting()}


def test_the_app_killed_at_random_moments_always_resumes_its_last_saved_move(user_data_dir):
    chooser = random.Random(2026)
    reported = Reported()
    user_data_dir.mkdir(parents=True, exist_ok=True)
    resumed = moves_at_kill = 0
    driver = Driver(0, user_data_dir)
    try:
        for kill in range(KILLS):
            first = driver.first_line()
            reported.check_restart(first)
            resumed += first.startswith("resumed")
            reported.follow(first)
            time.sleep(chooser.uniform(0.0, LONGEST_PLAY_S))
            for line in driver.kill():
                reported.follow(line)
            saved = check_autosave()
            if not reported.ending and reported.uid is not None:
                assert saved is not None and saved[0] == reported.uid and saved[1] >= reported.moves, (
                    f"the autosave holds {saved}, the app reported move {reported.moves} of {reported.uid} saved")
            if reported.ending:
                kept = recorded_uids() | waiting_uids()
                assert (saved is not None and saved[0] == reported.uid) or reported.uid in kept, (
                    f"game {reported.uid} was over, it is neither in the autosave ({saved}) nor in the queue nor "
                    "in the statistics")
            moves_at_kill += reported.moves
            driver = Driver(kill + 1, user_data_dir)
        reported.check_restart(driver.first_line())
    finally:
        driver.process.kill()
        driver.process.wait(10)
    assert resumed >= KILLS // 2, f"only {resumed} of {KILLS} restarts had a game to resume"
    print(f"{KILLS} kills, {resumed} restarts resumed a game, {moves_at_kill / KILLS:.0f} moves a game on average "
          f"at the kill, {len(list(user_data_dir.glob('.autosave.json.*.tmp')))} unfinished temporary files left")
