"""The players of the strength benchmark, by spec:

    random | easy | normal | hard    our levels (`cardtable.ai.make_agent`)
    hard:workers=<n>                 our search in n worker processes, merged, as the app plays it
                                     (`cardtable.ai.pool`; one pool per process and per n)
    reference[:c=<number>]           the reference No Thanks! opponent (reference_nothanks.py), with its
                                     exploration constant (default 30)
    lr                               the logistic-regression No Thanks! policy (logistic_policy.py)
    first                            a person clicking through: the first legal action (the first playable
                                     card, every declaration answered with the dialog's default button),
                                     and the game's own suggestion where a dialog preselects one (Schnäppchen
                                     Jagd's sorting: `SortOffer.best_choice`)
    old-<level>                      a level of the old code (a checkout given by --baseline PATH or the
                                     environment variable CARDTABLE_BASELINE), asked in a subprocess
    tuned:<knob>=<value>[,...]       our search with some of its settings turned, for this player alone
                                     (tuning/__init__.py; the knobs of each game: tune.py --list)

Every player has `choose(observation, legal, cancel=None)`; searching ones set `last_iterations`.
"""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any, Callable, Sequence

HERE = Path(__file__).resolve().parent
# This checkout's cardtable (not whichever one the environment installed), and the benchmark's sibling
# modules (the reference, the logistic policy).
for _path in (HERE.parents[1], HERE):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

OLD_PREFIX = "old-"
FIRST = "first"
POOLED_PREFIX = "hard:workers="
REFERENCE_PREFIX = "reference:c="
TUNED_PREFIX = "tuned:"
BASELINE_VARIABLE = "CARDTABLE_BASELINE"


def make_player(spec: str, game_id: str, seed: int, seconds: float | None = None,
                iterations: int | None = None, *, options: dict | None = None, deal_seed: int | None = None,
                history: Callable[[], Sequence] | None = None, baseline: str | None = None):
    """A player of `spec` for one game. An old level needs the table it sits at: the game's `options`
    (players included), its `deal_seed` and `history`, a function giving the (seat, action) pairs played so
    far, from which its subprocess rebuilds the game with the old rules."""
    from cardtable.ai import LEVELS, make_agent

    if spec in LEVELS:
        if seconds is None and iterations is None:
            return make_agent(game_id, spec, seed=seed)
        return make_agent(game_id, spec, seed=seed, seconds=seconds, iterations=iterations)
    if spec.startswith(POOLED_PREFIX):
        return pooled(workers(spec)).agent(game_id, "hard", seed=seed, seconds=seconds, iterations=iterations)
    if spec.startswith(TUNED_PREFIX):
        from tuning import TunedPlayer, parse_settings

        return TunedPlayer(game_id, parse_settings(game_id, spec[len(TUNED_PREFIX):]), seed, seconds, iterations)
    if spec == "reference" or spec.startswith(REFERENCE_PREFIX):
        if game_id != "nothanks":
            raise ValueError("The reference player plays No Thanks! only.")
        from reference_nothanks import ReferencePlayer

        return ReferencePlayer(seed, seconds=seconds, iterations=iterations, exploration=exploration(spec))
    if spec == "lr":
        if game_id != "nothanks":
            raise ValueError("The logistic-regression player plays No Thanks! only.")
        try:
            from logistic_policy import LogisticPlayer
        except ImportError as error:
            raise ValueError("The 'lr' player needs tests/benchmarks/logistic_policy.py (class LogisticPlayer) "
                             f"from the 'normal' branch: merge it first ({error}).") from None
        return LogisticPlayer(seed)
    if spec == FIRST:
        return FirstPlayer(game_id)
    if spec.startswith(OLD_PREFIX) and spec[len(OLD_PREFIX):] in LEVELS:
        if options is None or deal_seed is None or history is None:
            raise ValueError("An old player needs the game's options, deal seed and history.")
        return OldPlayer(spec[len(OLD_PREFIX):], game_id, seed, seconds, iterations, options, deal_seed, history,
                         baseline_path(baseline))
    raise ValueError(f"Unknown player {spec!r}: choose one of {', '.join(specs())}.")


def specs() -> list[str]:
    from cardtable.ai import LEVELS

    return [*LEVELS, "reference", "lr", FIRST, *(OLD_PREFIX + level for level in LEVELS)]


def is_known(spec: str) -> bool:
    """Whether the spec names a player (a tuned one's knobs are checked against its game by `make_player`)."""
    if spec.startswith(TUNED_PREFIX):
        return "=" in spec
    if spec.startswith(POOLED_PREFIX):
        try:
            return workers(spec) >= 1
        except ValueError:
            return False
    if spec.startswith(REFERENCE_PREFIX):
        try:
            exploration(spec)
        except ValueError:
            return False
        return True
    return spec in specs()


_pools: dict = {}


def pooled(count: int):
    """This process's pool of `count` workers, started at first use."""
    from cardtable.ai.pool import SearchPool

    if count not in _pools:
        _pools[count] = SearchPool(workers=count, niceness=0)  # no window to keep smooth: even terms
        _pools[count].start(wait=True)
    return _pools[count]


def workers(spec: str) -> int:
    """The worker processes named in a pooled spec ("hard:workers=2")."""
    count = int(spec[len(POOLED_PREFIX):])
    if count < 1:
        raise ValueError(f"A pooled player needs at least one worker, not {count}.")
    return count


def exploration(spec: str) -> float:
    """The reference's exploration constant named in its spec ("reference:c=10"), 30 by default."""
    if spec == "reference":
        return 30.0
    value = float(spec[len(REFERENCE_PREFIX):])
    if not value >= 0:
        raise ValueError(f"An exploration constant is a number from 0, not {value}.")
    return value


def is_pooled(spec: str) -> bool:
    return spec.startswith(POOLED_PREFIX)


def is_old(spec: str) -> bool:
    return spec.startswith(OLD_PREFIX)


def baseline_path(given: str | None) -> str:
    path = given or os.environ.get(BASELINE_VARIABLE)
    if not path:
        raise ValueError(f"An old player needs the old checkout: --baseline PATH or {BASELINE_VARIABLE}.")
    if not (Path(path) / "cardtable" / "__init__.py").is_file():
        raise ValueError(f"{path} holds no cardtable package.")
    return str(Path(path).resolve())


class FirstPlayer:
    """The `first` player: what a person gets by accepting every default. The legal actions come in the
    table's order (the hand's first playable card; declarations "trump" and "above" first, the dialogs'
    default buttons); a sorting takes the choice the sorting dialog preselects."""

    name = FIRST
    last_iterations = 0

    def __init__(self, game_id: str):
        self.game_id = game_id

    def choose(self, observation: Any, legal, cancel=None):
        legal = tuple(legal)
        if self.game_id == "schnaeppchen" and observation.phase == "sort" and len(legal) > 1:
            from cardtable.games.schnaeppchen.sorting import SortOffer

            return ("sort", SortOffer.of(observation, [action[1] for action in legal]).best_choice())
        return legal[0]


# --- the old code, in a subprocess ----------------------------------------------------------------------
_children: dict[str, subprocess.Popen] = {}  # one per baseline checkout, shared by this process's games
_keys = itertools.count()


def _child(baseline: str) -> subprocess.Popen:
    child = _children.get(baseline)
    if child is None or child.poll() is not None:
        child = subprocess.Popen([sys.executable, str(HERE / "baseline_player.py"), baseline], cwd=baseline,
                                 stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        _children[baseline] = child
    return child


class OldPlayer:
    """A level of the old code. The subprocess gets only builtins (game, options, deal seed, history, seat,
    budget), rebuilds the game with the old rules, and asks its own agent for this seat of this game."""

    def __init__(self, level: str, game_id: str, seed: int, seconds, iterations, options: dict, deal_seed: int,
                 history: Callable[[], Sequence], baseline: str):
        from cardtable.games import get_game

        self.name = OLD_PREFIX + level
        self.level, self.game_id, self.seed = level, game_id, seed
        self.seconds, self.iterations = seconds, iterations
        self.options, self.deal_seed, self.history = dict(options), deal_seed, history
        self.key = f"{os.getpid()}:{next(_keys)}"
        self.to_json = get_game(game_id).action_to_json
        self.from_json = get_game(game_id).action_from_json
        self.child = _child(baseline)  # started now, so that no move waits for the interpreter to start
        self.last_iterations = 0

    def choose(self, observation: Any, legal, cancel=None):
        legal = tuple(legal)
        if len(legal) == 1:
            self.last_iterations = 0
            return legal[0]
        request = {"key": self.key, "game": self.game_id, "options": self.options, "deal_seed": self.deal_seed,
                   "history": [[seat, self.to_json(action)] for seat, action in self.history()],
                   "seat": observation.seat, "level": self.level, "agent_seed": self.seed,
                   "seconds": self.seconds, "iterations": self.iterations}
        self.child.stdin.write(json.dumps(request) + "\n")
        self.child.stdin.flush()
        line = self.child.stdout.readline()
        if not line:
            raise RuntimeError(f"The old player's process ended (exit code {self.child.poll()}).")
        answer = json.loads(line)
        if "error" in answer:
            raise RuntimeError(f"The old player failed: {answer['error']}")
        action = self.from_json(answer["action"])
        if action not in legal:
            raise RuntimeError(f"The old player chose {action!r}, not one of {legal!r}: do the rules differ?")
        self.last_iterations = answer["iterations"]
        return action
