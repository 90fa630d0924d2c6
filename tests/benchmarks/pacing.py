"""How long a person waits for the computer players, at the app's default settings.

python tests/benchmarks/pacing.py [--games N] [--seed S] [--game ID] [--json]

For each registered game, plays games in the real main window (offscreen) with the New game dialog's
default choices (its player count, one person and computer players of its default level, default
variants) and the default settings (animation speed, minimum visible delay of a computer move). The
person answers after a fixed reaction time, choosing as a `normal` player would from their own
observation, through the table's `action_requested` as a click would. The wait is measured from the moment
the person's action is sent until their next turn: the page offers them a decision, or the app plays
their only legal move for them (a forced move is their turn too, played at once). The waits between their
decisions, forced moves skipped, are reported beside. The reaction time is in neither. Where that time goes is split into the computer players' turns at the AI service (thinking and the
minimum visible delay) and the table's animations.

Then `normal` and `hard` (at the default time budget) decide again, off the window, from observations the
computer players met in those games, and their decision times are reported.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

# Measure the checkout this script sits in, not whichever cardtable the interpreter has installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CARDTABLE_DATA_DIR", tempfile.mkdtemp(prefix="cardtable-pacing-"))

from PySide6.QtCore import QTimer  # noqa: E402

from cardtable.ai import make_agent  # noqa: E402
from cardtable.app.shell.application import create_application, create_main_window  # noqa: E402
from cardtable.app.shell.controller import Seat  # noqa: E402
from cardtable.app.games import view_classes  # noqa: E402
from cardtable.app.shell.new_game_dialog import default_choices  # noqa: E402
from cardtable.store.settings import Settings, save_settings  # noqa: E402

REACTION_S = 0.5  # how long the person takes to answer; not counted in the waits
DECISIONS_PER_GAME = 12  # observations per game at which normal and hard decide again, off the window
TARGET_WAIT_S = 4.0


class PacedGame:
    """One game in the window: the person's waits and where the time between their turns went."""

    def __init__(self, window, game_id: str, seed: int):
        self.window, self.game_id, self.seed = window, game_id, seed
        choices = default_choices(game_id)
        self.seats = [Seat(f"Seat {seat + 1}", choices["seats"][seat]["controller"])
                      for seat in range(choices["players"])]
        self.options = choices["options"]
        self.person = next(seat for seat, s in enumerate(self.seats) if s.is_human)
        self.agent = make_agent(game_id, "normal", seed=seed)
        self.waits: list[dict] = []  # between the person's turns (a forced move is a turn)
        self.decision_waits: list[float] = []  # between the decisions they are asked for
        self._turn_at: float | None = None
        self._answering = False
        self.decisions: list[tuple] = []  # (observation, legal) a computer player met
        self._sent_at: float | None = None
        self._split = self._new_split()
        self._ai_at = self._animation_at = None
        self.finished = False

    def connect(self) -> list:
        controller, page = self.window.controller, self.window.game_page
        links = [(controller.human_to_act, self._on_person), (controller.ai_thinking, self._on_ai_thinking),
                 (controller.action_applied, self._on_applied), (page.table.animation_finished, self._on_animated),
                 (controller.finished, self._on_finished)]
        for signal, slot in links:
            signal.connect(slot)
        return links

    @staticmethod
    def _new_split() -> dict:
        return {"ai": 0.0, "animation": 0.0, "computer_moves": 0, "events": []}

    def _on_ai_thinking(self, seat: int) -> None:
        state = self.window.controller.state
        self.decisions.append((state.observation(seat), tuple(state.legal_actions(seat))))
        self._ai_at = time.perf_counter()

    def _on_applied(self, seat, action, events) -> None:
        now = time.perf_counter()
        if seat == self.person and not self._answering and self._turn_at is not None:
            self._end_turn_wait(now)  # a forced move, played for the person: their turn came
        self._answering = False
        if self._ai_at is not None:
            self._split["ai"] += now - self._ai_at
            self._split["computer_moves"] += 1
            self._ai_at = None
        self._split["events"] += [event.kind for event in events]
        self._animation_at = now

    def _on_animated(self) -> None:
        if self._animation_at is not None:
            self._split["animation"] += time.perf_counter() - self._animation_at
            self._animation_at = None

    def _end_turn_wait(self, now: float) -> None:
        self.waits.append({"wait": now - self._turn_at, **self._split})
        self._split = self._new_split()
        self._turn_at = now

    def _on_person(self, seat: int) -> None:
        if seat != self.person:
            return
        now = time.perf_counter()
        if self._turn_at is not None:
            self._end_turn_wait(now)
            self._turn_at = None
        if self._sent_at is not None:
            self.decision_waits.append(now - self._sent_at)
        QTimer.singleShot(int(REACTION_S * 1000), self._answer)

    def _answer(self) -> None:
        controller = self.window.controller
        if controller.awaiting_human != self.person:
            return
        observation = controller.state.observation(self.person)
        action = self.agent.choose(observation, controller.state.legal_actions(self.person))
        self._split = self._new_split()
        self._sent_at = self._turn_at = time.perf_counter()
        self._answering = True
        self.window.game_page.table.action_requested.emit(action)

    def _on_finished(self) -> None:
        self.finished = True


def play_game(app, window, game_id: str, seed: int) -> PacedGame:
    game = PacedGame(window, game_id, seed)
    window.start_game(game_id, game.options, seed, game.seats)
    links = game.connect()  # the page's table exists once the game started
    deadline = time.perf_counter() + 900
    while not game.finished and time.perf_counter() < deadline:
        app.processEvents()
        time.sleep(0.001)
    for signal, slot in links:
        signal.disconnect(slot)
    window.controller.stop()
    if window.dialog is not None:  # the results
        window.dialog.reject()
    return game


def decision_times(game_id: str, decisions: list, seed: int) -> dict:
    """Seconds each level takes to decide, from the computer players' own observations."""
    times = {}
    for level in ("normal", "hard"):
        agent = make_agent(game_id, level, seed=seed)
        spent = []
        for observation, legal in decisions:
            started = time.perf_counter()
            agent.choose(observation, legal)
            spent.append(time.perf_counter() - started)
        times[level] = spent
    return times


def summary(values: list[float]) -> dict:
    return {"median": statistics.median(values), "worst": max(values), "count": len(values)} if values else {}


def pace_game(app, window, game_id: str, args, picker: random.Random) -> dict:
    records, decision_waits, decisions, players, levels = [], [], [], 0, set()
    started = time.perf_counter()
    for index in range(args.games):
        game = play_game(app, window, game_id, args.seed + index)
        records += game.waits
        decision_waits += game.decision_waits
        decisions += picker.sample(game.decisions, min(DECISIONS_PER_GAME, len(game.decisions)))
        players, levels = len(game.seats), levels | {s.controller for s in game.seats if not s.is_human}
    played = time.perf_counter() - started
    times = decision_times(game_id, decisions, args.seed)
    total = sum(record["wait"] for record in records) or 1.0
    worst = max(records, key=lambda record: record["wait"], default=None)
    return {"players": players, "opponents": sorted(levels), "seconds": played,
            "waits": summary([record["wait"] for record in records]),
            "decision_waits": summary(decision_waits),
            "share_ai": sum(record["ai"] for record in records) / total,
            "share_animation": sum(record["animation"] for record in records) / total,
            "worst_wait": worst, "decision": {level: summary(spent) for level, spent in times.items()}}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1, help="games of each registered game")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", action="append", help="only this game (repeatable); default: every one")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    save_settings(Settings(language="en"))  # every other setting at its default
    app = create_application(sys.argv[:1])
    window = create_main_window()
    window.resize(1280, 800)
    window.show()
    report = {"reaction_s": REACTION_S, "settings": {"animation_speed": window.settings.animation_speed,
                                                     "ai_delay_ms": window.settings.ai_delay_ms}, "games": {}}
    picker = random.Random(args.seed)
    for view in view_classes():
        game_id = view.game.id
        if args.game and game_id not in args.game:
            continue
        report["games"][game_id] = pace_game(app, window, game_id, args, picker)
    window.close()
    worst = max((entry["waits"].get("worst", 0.0) for entry in report["games"].values()), default=0.0)
    report["worst_wait"] = worst
    if args.json:
        print(json.dumps(report))
    else:
        print_report(report)
    return 0


def print_report(report: dict) -> None:
    settings = report["settings"]
    print(f"default settings: animations {settings['animation_speed']}, computer move shown at least "
          f"{settings['ai_delay_ms']} ms; the person answers after {report['reaction_s']} s (not counted)")
    for game_id, entry in report["games"].items():
        waits = entry["waits"]
        print(f"{game_id}: {entry['players']} players, opponents {', '.join(entry['opponents'])}, "
              f"{waits.get('count', 0)} waits in {entry['seconds']:.0f} s: median {waits.get('median', 0):.2f} s, "
              f"worst {waits.get('worst', 0):.2f} s (target {TARGET_WAIT_S} s); of the waiting, computer turns "
              f"{entry['share_ai']:.0%}, animations {entry['share_animation']:.0%}")
        between = entry["decision_waits"]
        if between:
            print(f"  between the person's decisions (their forced moves played for them in between): median "
                  f"{between['median']:.2f} s, worst {between['worst']:.2f} s")
        worst = entry["worst_wait"]
        if worst:
            print(f"  the worst wait: {worst['computer_moves']} computer moves ({worst['ai']:.2f} s at the AI service), "
                  f"animations {worst['animation']:.2f} s, the rest {worst['wait'] - worst['ai'] - worst['animation']:.2f}"
                  f" s; events {' '.join(worst['events'])}")
        for level, spent in entry["decision"].items():
            print(f"  {level:6} decides in median {spent['median']:.3f} s, worst {spent['worst']:.3f} s "
                  f"({spent['count']} decisions)")
    print(f"worst wait {report['worst_wait']:.2f} s")


if __name__ == "__main__":
    sys.exit(main())
