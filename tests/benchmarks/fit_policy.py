"""No Thanks!: decisions labelled by the hard level, and logistic-regression policies fitted on them.

    python tests/benchmarks/fit_policy.py generate --games 94 --iterations 1000 --seed 1 --label-share 0.2 \
        --out /tmp/nothanks_decisions.jsonl            (1848 decisions, about 3 minutes of CPU)
    python tests/benchmarks/fit_policy.py fit --data /tmp/nothanks_decisions.jsonl --model simple --weighted \
        --out tests/benchmarks/data/nothanks_lr.json
    python tests/benchmarks/fit_policy.py fit --data /tmp/nothanks_decisions.jsonl --model normal --weighted \
        --out /tmp/normal_imitation.json
    python tests/benchmarks/fit_policy.py tune --start /tmp/normal_imitation.json \
        --data /tmp/nothanks_decisions.jsonl --out /tmp/normal_tuned.json
    python tests/benchmarks/fit_policy.py duel --a normal --b lr --players 3 --deals 200 --seed 101

`generate` plays games of computer players (3 or 4 seats of the easy and normal levels of before issue 13,
from the baseline checkout, so that the data stays the same whatever the normal level becomes; chips shown
or hidden; now and then a random move for variety) and, at a share of the decisions between taking and
paying, asks the hard level (a fixed number of search iterations, from that seat's observation) what it
would play; that choice is then played, so the games drift towards the hard level's. Each labelled
decision is one JSON line: the observation, the hard level's choice, its visits and values.

`fit` fits a logistic regression of "hard takes" on a feature set (numpy, Newton steps with a small L2
penalty), reproducibly, and prints the weights with their names, the training and held-out accuracy.
`--weighted` counts each decision by the gap between the two actions' values in the search: a third of
the decisions are near coin-flips for the search, whose choice there is mostly noise; the reference
policy fitted so is much the stronger (see the report of issue 13).
`--model simple` is the reference policy's (tests/benchmarks/logistic_policy.py, weights as JSON);
`--model normal` is the normal level's (cardtable/games/nothanks/policy_model.py, weights printed as the
Python table to paste there).

`tune` improves the normal model's weights by play (a cross-entropy search, see `tune`), from a fit.
`duel` plays fast players against each other, seats rotated over the same deals (`player_factory`).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from dataclasses import asdict
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the worktree's cardtable, run as a script
sys.path.insert(0, str(Path(__file__).resolve().parent))

from cardtable.ai import make_agent  # noqa: E402
from cardtable.games import get_game  # noqa: E402
from cardtable.games.nothanks.rules import PAY, TAKE, NoThanksObservation  # noqa: E402

MODELS = ("simple", "normal")


def feature_set(model: str):
    """(names, function of an observation) of the reference policy ("simple") or the normal level's."""
    if model == "simple":
        import logistic_policy

        return logistic_policy.FEATURES, logistic_policy.features
    from cardtable.games.nothanks import policy_model

    return policy_model.FEATURES, policy_model.features


# --- generate --------------------------------------------------------------------------------------------
def generate(games: int, iterations: int, seed: int, label_share: float, out: Path) -> None:
    game = get_game("nothanks")
    rng = random.Random(seed)
    policies = baseline_policies()
    started, labelled = time.perf_counter(), 0
    with out.open("w") as sink:
        for index in range(games):
            players = rng.choice((3, 4))
            options = {"players": players, "chips": rng.choice(("shown", "hidden"))}
            levels = [rng.choice(("easy", "normal", "normal")) for _ in range(players)]
            state = game.new_game(options, rng.randrange(2**31))
            hard = make_agent("nothanks", "hard", seed=rng.randrange(2**31), seconds=None, iterations=iterations)
            while not state.is_terminal():
                seat = state.turn
                legal = state.legal_actions()
                obs = state.observation(seat)
                if len(legal) == 1:
                    action = legal[0]
                elif rng.random() < label_share:
                    result = hard.analyse(obs, legal)
                    action = result.action
                    sink.write(json.dumps({"observation": asdict(obs), "take": action == TAKE,
                                           "visits": result.visits, "values": result.values}) + "\n")
                    labelled += 1
                elif rng.random() < 0.05:
                    action = rng.choice(legal)
                else:
                    action = policies[levels[seat]](obs, legal, rng)
                state.apply(action, seat)
            elapsed = time.perf_counter() - started
            print(f"\r{index + 1}/{games} games, {labelled} decisions, {elapsed:.0f} s", end="", file=sys.stderr)
    print(file=sys.stderr)


def load(path: Path) -> list[dict]:
    rows = []
    for line in path.open():
        row = json.loads(line)
        data = row["observation"]
        for name in ("cards", "history"):
            data[name] = tuple(tuple(item) for item in data[name])
        for name in ("chips", "start_chips"):
            data[name] = tuple(data[name])
        row["observation"] = NoThanksObservation(**data)
        rows.append(row)
    return rows


# --- duel: fast policies against each other ---------------------------------------------------------------
class ModelPlayer:
    """The normal level with other weights for its model (a table of name: weight), to try them."""

    def __init__(self, weights: dict, seed: int = 0):
        self.weights, self.rng, self.name, self.last_iterations = weights, random.Random(seed), "model", 0

    def choose(self, observation, legal, cancel=None):
        from cardtable.games.nothanks.agents import normal_policy

        return normal_policy(observation, tuple(legal), self.rng, self.weights)


BASELINE = Path("/work/wt/baseline")  # the code before issue 13, read-only


def baseline_policies() -> dict:
    """The heuristic levels of the code before issue 13, imported from its checkout as package
    `baseline_cardtable` (its imports within the package are relative, so it stays apart from ours)."""
    import importlib.util

    if "baseline_cardtable" not in sys.modules:
        spec = importlib.util.spec_from_file_location("baseline_cardtable", BASELINE / "cardtable" / "__init__.py",
                                                      submodule_search_locations=[str(BASELINE / "cardtable")])
        module = importlib.util.module_from_spec(spec)
        sys.modules["baseline_cardtable"] = module
        spec.loader.exec_module(module)
    from baseline_cardtable.games.nothanks import agents

    return agents.POLICIES


class PolicyPlayer:
    def __init__(self, policy, seed: int, name: str):
        self.policy, self.rng, self.name, self.last_iterations = policy, random.Random(seed), name, 0

    def choose(self, observation, legal, cancel=None):
        return legal[0] if len(legal) == 1 else self.policy(observation, tuple(legal), self.rng)


def player_factory(spec: str):
    """seed -> player for a level ("easy", "normal", ...), "old-<level>" (that level before issue 13), "lr"
    (the reference policy) or "model=FILE.json" (the normal level's model with the weights of that file)."""
    if spec == "lr":
        import logistic_policy

        table = logistic_policy.WEIGHTS_FILE
        return lambda seed: logistic_policy.LogisticPlayer(seed, table)
    if spec.startswith("old-"):
        policy = baseline_policies()[spec[4:]]
        return lambda seed: PolicyPlayer(policy, seed, spec)
    if spec.startswith("model="):
        weights = json.loads(Path(spec[6:]).read_text())["weights"]
        return lambda seed: ModelPlayer(weights, seed)
    return lambda seed: make_agent("nothanks", spec, seed=seed)


def duel(a, b, players: int, deals: int, seed: int, chips: str = "shown", reverse: bool = False) -> dict:
    """`a` in one seat and `b` in the others (`reverse`: the other way round), every deal played once per
    seat of `a`; `a`'s win share with a 95% interval clustered by deal, and both mean scores. `a` and `b`
    are specs (see `player_factory`) or factories."""
    names = {"a": a if isinstance(a, str) else "a", "b": b if isinstance(b, str) else "b"}
    factories = {role: player_factory(spec) if isinstance(spec, str) else spec
                 for role, spec in (("a", a), ("b", b))}
    game = get_game("nothanks")
    per_deal, scores = [], {"a": [], "b": []}
    for deal in range(deals):
        shares = []
        for rotation in range(players):
            seats = ["b"] * players if not reverse else ["a"] * players
            seats[rotation] = "a" if not reverse else "b"
            agents = [factories[role](hash((seed, deal, rotation, seat)) & 0xFFFFFFF)
                      for seat, role in enumerate(seats)]
            state = game.new_game({"players": players, "chips": chips}, seed * 1_000_003 + deal)
            while not state.is_terminal():
                seat = state.turn
                state.apply(agents[seat].choose(state.observation(seat), state.legal_actions()), seat)
            win = state.ranking().win_shares()
            final = state.scores()
            for seat, role in enumerate(seats):
                scores[role].append(final[seat])
            shares.append(sum(win[seat] for seat, role in enumerate(seats) if role == "a")
                          / seats.count("a"))
        per_deal.append(sum(shares) / len(shares))
    rate = float(np.mean(per_deal))
    half = 1.96 * float(np.std(per_deal)) / len(per_deal) ** 0.5
    return {"a": names["a"], "b": names["b"], "players": players, "games": deals * players, "win_rate": rate,
            "ci95": (rate - half, rate + half), "score_a": float(np.mean(scores["a"])),
            "score_b": float(np.mean(scores["b"]))}


def print_duel(result: dict) -> None:
    low, high = result["ci95"]
    print(f"{result['a']} vs {result['b']}, {result['players']} players, {result['games']} games: "
          f"{result['a']} wins {result['win_rate']:.1%} [{low:.1%}, {high:.1%}] per seat; mean scores "
          f"{result['score_a']:.1f} ({result['a']}) and {result['score_b']:.1f} ({result['b']})")


# --- tune: the model's weights by play against fixed opponents ---------------------------------------------
def tune(start: Path, data: Path, generations: int, population: int, deals: int, seed: int, out: Path,
         step: float = 1.0) -> None:
    """Cross-entropy search over the normal model's weights, from the imitation fit in `start`: each
    generation draws `population` weight tables around the mean, plays each (one seat) on the same fresh
    deals against two reference policies and against two normal players of before issue 13 (3 players,
    chips shown), and against three easy players (4 players), and moves the mean to the best quarter.
    Fitness: the sum of the three win shares above parity, the one against easy players counted twice (the
    normal level must win 60% of those games, its hardest target)."""
    from cardtable.games.nothanks import policy_model

    names = ("bias",) + policy_model.FEATURES
    table = json.loads(start.read_text())["weights"]
    mean = np.array([table.get(name, 0.0) for name in names])
    rows = load(data)
    spread = np.std(np.array([policy_model.features(row["observation"]) for row in rows], dtype=float), axis=0)
    sigma = (np.concatenate([[0.5], 0.5 / np.maximum(spread, 1e-3)]) * 0.5 + 0.2 * np.abs(mean)) * step
    rng = np.random.default_rng(seed)
    lr, easy, old = player_factory("lr"), player_factory("easy"), player_factory("old-normal")

    def fitness(weights: np.ndarray, generation: int) -> float:
        table = dict(zip(names, map(float, weights)))
        candidate = lambda player_seed: ModelPlayer(table, player_seed)  # noqa: E731
        against_lr = duel(candidate, lr, 3, deals, seed * 1000 + generation, "shown")["win_rate"]
        against_easy = duel(candidate, easy, 4, deals, seed * 1000 + generation, "shown")["win_rate"]
        against_old = duel(candidate, old, 3, deals, seed * 1000 + generation, "shown")["win_rate"]
        return against_lr - 1 / 3 + 2 * (against_easy - 1 / 4) + against_old - 1 / 3

    for generation in range(generations):
        samples = [mean] + [mean + sigma * rng.standard_normal(len(mean)) for _ in range(population - 1)]
        scores = [fitness(sample, generation) for sample in samples]
        order = np.argsort(scores)[::-1]
        elite = np.array([samples[index] for index in order[: max(2, population // 4)]])
        print(f"generation {generation}: mean's fitness {scores[0]:+.3f}, best {scores[order[0]]:+.3f}, "
              f"elite mean {np.mean([scores[index] for index in order[: len(elite)]]):+.3f}", flush=True)
        mean = elite.mean(axis=0)
        sigma = 0.7 * sigma + 0.3 * elite.std(axis=0)
    weights = dict(zip(names, map(float, mean)))
    out.write_text(json.dumps({"features": list(policy_model.FEATURES), "weights": weights,
                               "tuned_from": start.name}, indent=1) + "\n")
    print(f"written {out}")
    print_weights(weights)


def print_weights(weights: dict) -> None:
    print("WEIGHTS = {")
    for name, value in weights.items():
        print(f'    "{name}": {value:.4f},')
    print("}")


# --- fit -------------------------------------------------------------------------------------------------
def fit_logistic(x: np.ndarray, y: np.ndarray, l2: float, weight: np.ndarray | None = None) -> np.ndarray:
    """Weights (bias first) maximising the log-likelihood (each decision counted `weight` times) less
    l2/2 |w|² (the bias not penalised)."""
    weight = np.ones(len(x)) if weight is None else weight
    x = np.hstack([np.ones((len(x), 1)), x])
    w = np.zeros(x.shape[1])
    penalty = np.full(x.shape[1], l2)
    penalty[0] = 0.0
    for _ in range(50):
        p = 1.0 / (1.0 + np.exp(-x @ w))
        gradient = x.T @ (weight * (y - p)) - penalty * w
        hessian = x.T @ (x * (weight * p * (1 - p))[:, None]) + np.diag(penalty)
        step = np.linalg.solve(hessian, gradient)
        w += step
        if np.max(np.abs(step)) < 1e-8:
            break
    return w


def accuracy(x: np.ndarray, y: np.ndarray, w: np.ndarray) -> float:
    return float(np.mean(((w[0] + x @ w[1:]) > 0) == (y > 0.5)))


def fit(data: Path, model: str, l2: float, seed: int, out: Path | None, weighted: bool = False) -> None:
    names, featurize = feature_set(model)
    rows = load(data)
    if model == "normal":  # its model decides only cards that add points; a rule decides the others
        from cardtable.games.nothanks.policy_model import take_cost

        rows = [row for row in rows if take_cost(set(row["observation"].cards[row["observation"].seat]),
                                                 row["observation"].open_card) > 0]
    x = np.array([featurize(row["observation"]) for row in rows], dtype=float)
    y = np.array([1.0 if row["take"] else 0.0 for row in rows])
    # Weighted: a decision counts by how much better the search found its choice (the gap between the two
    # actions' mean results), so that near coin-flips, mostly the search's noise, count little.
    weight = np.array([abs(row["values"].get("take", 0.0) - row["values"].get("pay", 0.0)) + 0.01
                       for row in rows]) if weighted else np.ones(len(rows))
    weight *= len(rows) / weight.sum()
    order = np.random.default_rng(seed).permutation(len(rows))
    held = order[: len(rows) // 5]
    train = order[len(rows) // 5:]
    w = fit_logistic(x[train], y[train], l2, weight[train])
    print(f"{len(rows)} decisions ({y.mean():.1%} take); held-out fifth: training accuracy "
          f"{accuracy(x[train], y[train], w):.1%}, held-out {accuracy(x[held], y[held], w):.1%}")
    w = fit_logistic(x, y, l2, weight)  # the weights kept are fitted on every decision
    print(f"all decisions: accuracy {accuracy(x, y, w):.1%}")
    weights = {"bias": float(w[0]), **{name: float(value) for name, value in zip(names, w[1:])}}
    if out is not None:
        out.write_text(json.dumps({"features": list(names), "weights": weights, "decisions": len(rows),
                                   "source": str(data.name), "l2": l2,
                                   "weighted": weighted}, indent=1) + "\n")
        print(f"written {out}")
    print_weights(weights)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    gen = commands.add_parser("generate")
    gen.add_argument("--games", type=int, default=300)
    gen.add_argument("--iterations", type=int, default=1000)
    gen.add_argument("--seed", type=int, default=1)
    gen.add_argument("--label-share", type=float, default=0.35)
    gen.add_argument("--out", type=Path, required=True)
    fitting = commands.add_parser("fit")
    fitting.add_argument("--data", type=Path, required=True)
    fitting.add_argument("--model", choices=MODELS, default="simple")
    fitting.add_argument("--l2", type=float, default=1.0)
    fitting.add_argument("--seed", type=int, default=1)
    fitting.add_argument("--out", type=Path)
    fitting.add_argument("--weighted", action="store_true", help="count decisions by the search's value gap")
    match = commands.add_parser("duel")
    match.add_argument("--a", required=True)
    match.add_argument("--b", required=True)
    match.add_argument("--players", type=int, default=3)
    match.add_argument("--deals", type=int, default=200)
    match.add_argument("--seed", type=int, default=1)
    match.add_argument("--chips", choices=("shown", "hidden"), default="shown")
    match.add_argument("--reverse", action="store_true", help="b in one seat, a in the others")
    tuning = commands.add_parser("tune")
    tuning.add_argument("--start", type=Path, required=True, help="weights to start from (fit --model normal --out)")
    tuning.add_argument("--data", type=Path, required=True, help="decisions, for the features' spread")
    tuning.add_argument("--generations", type=int, default=10)
    tuning.add_argument("--population", type=int, default=16)
    tuning.add_argument("--deals", type=int, default=100)
    tuning.add_argument("--seed", type=int, default=7)
    tuning.add_argument("--out", type=Path, required=True)
    tuning.add_argument("--step", type=float, default=1.0, help="scale of the first generation's spread")
    args = parser.parse_args()
    if args.command == "tune":
        tune(args.start, args.data, args.generations, args.population, args.deals, args.seed, args.out, args.step)
    elif args.command == "duel":
        print_duel(duel(args.a, args.b, args.players, args.deals, args.seed, args.chips, args.reverse))
    elif args.command == "generate":
        generate(args.games, args.iterations, args.seed, args.label_share, args.out)
    else:
        fit(args.data, args.model, args.l2, args.seed, args.out, args.weighted)


if __name__ == "__main__":
    main()
