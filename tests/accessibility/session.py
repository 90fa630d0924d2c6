"""One AT-SPI session, run inside `dbus-run-session` by harness.run_session (not by hand):

    dbus-run-session -- python -m tests.accessibility.session 'JSON {"screen": ..., "steps": [...]}'

(with "app_root": a checkout's folder, the app of that checkout is the one run; this one's by default)

Starts Xvfb (a free display), the AT-SPI bus launcher, then the app (driver.py) on Qt's xcb platform with
accessibility on; once it reports the screen ready, runs the steps in order, each giving one result:
- {"client": [commands]}: client.py's commands (see there); the list of their results;
- {"open": screen}: the app goes to another screen; its ready report (None if it never came);
- {"await": "history", "more_than": n, "seconds": s}: the app's first report of a move beyond history n
  (None if none came in time);
- {"await": "turn", "seconds": s}: the app's next report of a person to act.
An await step with "after_success": true is skipped (None) when the step before it gave an error (a press
that found nothing to press has no move to wait for).
A value {"from_ready": key} in a step or a command stands for that key of the last ready report (its first
element when it is a list): {"cmd": "press", "name": {"from_ready": "pressable"}} presses the first entry
the table said a press would play. Prints one JSON object: {"ready": {...}, "steps": [results], "driver":
[every line the app printed]}, or {"error": why, ...}. Everything it started is stopped before it ends.
"""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
SYSTEM_PYTHON = "/usr/bin/python3"
APP_NAME = "cardtable"


def start_xvfb() -> tuple[subprocess.Popen, str]:
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
                              pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    if not number:
        server.kill()
        raise RuntimeError("Xvfb did not start")
    return server, f":{number}"


class AppLines:
    """The driver's stdout, read in a thread, one JSON object per line (and its stderr kept, so that the
    app never blocks on a full pipe)."""

    def __init__(self, process: subprocess.Popen):
        self.lines: list[dict] = []
        self.errors: list[str] = []
        self._queue: queue.Queue = queue.Queue()
        threading.Thread(target=self._read, args=(process.stdout,), daemon=True).start()
        threading.Thread(target=self._keep_errors, args=(process.stderr,), daemon=True).start()

    def _keep_errors(self, stream) -> None:
        for line in stream:
            self.errors = (self.errors + [line.rstrip()])[-40:]

    def _read(self, stream) -> None:
        for line in stream:
            try:
                value = json.loads(line)
            except ValueError:
                continue
            self._queue.put(value)

    def until(self, accept, seconds: float):
        deadline = time.monotonic() + seconds
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            try:
                value = self._queue.get(timeout=left)
            except queue.Empty:
                return None
            self.lines.append(value)
            if accept(value):
                return value


def run_client(commands: list, env: dict, seconds: float = 60.0):
    done = subprocess.run([SYSTEM_PYTHON, "-I", str(HERE / "client.py"), APP_NAME, json.dumps(commands)],
                          env=env, capture_output=True, text=True, timeout=seconds)
    if done.returncode != 0:
        return {"error": f"client failed ({done.returncode}): {done.stderr.strip()[-800:]}"}
    return json.loads(done.stdout)


def resolve(value, ready: dict):
    """value with each {"from_ready": key} replaced by that key of the ready report (see the docstring)."""
    if isinstance(value, dict) and set(value) == {"from_ready"}:
        found = ready.get(value["from_ready"])
        return (found[0] if found else None) if isinstance(found, list) else found
    if isinstance(value, dict):
        return {key: resolve(item, ready) for key, item in value.items()}
    if isinstance(value, list):
        return [resolve(item, ready) for item in value]
    return value


def run_step(step: dict, lines: AppLines, app: subprocess.Popen, env: dict):
    if "client" in step:
        return run_client(step["client"], env)
    if "open" in step:
        app.stdin.write(f"open {step['open']}\n")
        app.stdin.flush()
        return lines.until(lambda value: value.get("ready") == step["open"], step.get("seconds", 90))
    if step.get("await") == "history":
        more = step["more_than"]
        return lines.until(lambda value: "ready" not in value and value.get("history", -1) > more,
                           step.get("seconds", 20))
    if step.get("await") == "turn":
        return lines.until(lambda value: "turn" in value, step.get("seconds", 20))
    return {"error": f"unknown step {step!r}"}


def failed(result) -> bool:
    """A step's result that is, or holds, an error."""
    values = result if isinstance(result, list) else [result]
    return any(isinstance(value, dict) and "error" in value for value in values)


def run(plan: dict) -> dict:
    started: list[subprocess.Popen] = []
    try:
        server, display = start_xvfb()
        started.append(server)
        env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
                   QT_ACCESSIBILITY="1", LANG="en_US.UTF-8", LANGUAGE="en", LC_ALL="C.UTF-8")
        env.pop("NO_AT_BRIDGE", None)
        started.append(subprocess.Popen([BUS_LAUNCHER, "--launch-immediately"], env=env,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        app_root = Path(plan.get("app_root") or ROOT)
        app_env = dict(env, PYTHONPATH=str(app_root))
        # The driver runs as a script from this checkout, on the app (and its tests' Sealed Bid) of app_root.
        app = subprocess.Popen([sys.executable, "-X", "faulthandler", str(HERE / "driver.py"), plan["screen"]],
                               cwd=app_root, env=app_env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
        started.append(app)
        lines = AppLines(app)
        ready = lines.until(lambda value: "ready" in value, plan.get("ready_seconds", 90))
        if ready is None:
            app.kill()
            return {"error": "the app did not reach the screen", "driver": lines.lines, "stderr": lines.errors}
        results, last_ready = [], ready
        for step in plan.get("steps", []):
            if app.poll() is not None:
                return {"error": f"the app ended with {app.returncode}", "steps": results, "driver": lines.lines,
                        "stderr": lines.errors}
            if step.get("after_success") and results and failed(results[-1]):
                results.append(None)
                continue
            try:
                result = run_step(resolve(step, last_ready), lines, app, env)
            except BrokenPipeError:
                continue  # the app ended: said at the next step
            if "open" in step and result is not None:
                last_ready = result
            results.append(result)
        return {"ready": ready, "steps": results, "driver": lines.lines, "stderr": lines.errors}
    finally:
        for process in reversed(started):
            if process.poll() is None:
                process.terminate()
                try:
                    process.wait(5)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait()


if __name__ == "__main__":
    print(json.dumps(run(json.loads(sys.argv[1]))), flush=True)
