#!/usr/bin/python3
"""The AT-SPI client of the harness: runs with Debian's /usr/bin/python3 (python3-pyatspi), not the
project's Python, and speaks to the app only through the accessibility bus, as a screen reader does.

    /usr/bin/python3 client.py APP 'JSON list of commands'

Commands, run in order, each adding one JSON value to the list printed at the end:
- {"cmd": "tree"}: the app's whole accessible tree, each node {"role", "name", "description",
  "states", "actions", "children"} (only showing nodes, as a screen reader walks it);
- {"cmd": "press", "name": N, "prefix": false, "role": R}: the first showing node named N (or whose name
  starts with N), of role R if given, does its action "Press" (or "press", "click"); gives
  {"pressed": name, "role": role} or {"error": why};
- {"cmd": "focus", "name": N, "prefix": false}: grabFocus on that node; gives {"focused": bool};
- {"cmd": "listen", "events": [types]}: from now on, records those events ("focus:",
  "object:text-changed:insert", "object:announcement", ...);
- {"cmd": "wait", "seconds": S}: lets events arrive for S seconds;
- {"cmd": "events"}: the events recorded so far, each {"type", "role", "name", "detail1", "data"}.
"""

import json
import sys
import time

import pyatspi
from gi.repository import GLib

SHOWING = pyatspi.STATE_SHOWING
PRESS_ACTIONS = ("Press", "press", "click", "Click")


def find_app(name: str, seconds: float = 10.0):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            app = desktop.getChildAtIndex(index)
            if app is not None and app.name == name:
                return app
        time.sleep(0.2)
    raise SystemExit(f"no application named {name!r} on the accessibility bus")


def showing(node) -> bool:
    try:
        return node.getState().contains(SHOWING)
    except Exception:  # a node gone while we walk
        return False


def action_names(node) -> list:
    try:
        actions = node.queryAction()
    except NotImplementedError:
        return []
    return [actions.getName(index) for index in range(actions.nActions)]


def describe(node, depth: int = 0) -> dict:
    states = node.getState().getStates()
    children = []
    if depth < 40:
        for index in range(node.childCount):
            child = node.getChildAtIndex(index)
            if child is not None and (showing(child) or child.getRole() == pyatspi.ROLE_APPLICATION):
                children.append(describe(child, depth + 1))
    return {"role": node.getRoleName(), "name": node.name or "", "description": node.description or "",
            "states": sorted(pyatspi.stateToString(state) for state in states),
            "actions": action_names(node), "children": children}


def matches(node, name: str, prefix: bool, role) -> bool:
    text = node.name or ""
    named = text.startswith(name) if prefix else text == name
    return named and (role is None or node.getRoleName() == role)


def find_node(root, name: str, prefix: bool = False, role=None):
    stack = [root]
    while stack:
        node = stack.pop(0)
        if node is None:
            continue
        if node is not root and showing(node) and matches(node, name, prefix, role):
            return node
        stack.extend(node.getChildAtIndex(index) for index in range(node.childCount))
    return None


class Client:
    def __init__(self, app):
        self.app = app
        self.events = []
        self.listening = []

    def run(self, command: dict):
        return getattr(self, "cmd_" + command["cmd"])(command)

    def cmd_tree(self, command):
        return describe(self.app)

    def cmd_press(self, command):
        node = find_node(self.app, command["name"], command.get("prefix", False), command.get("role"))
        if node is None:
            return {"error": f"nothing showing is named {command['name']!r}"}
        names = action_names(node)
        for name in PRESS_ACTIONS:
            if name in names:
                node.queryAction().doAction(names.index(name))
                return {"pressed": node.name, "role": node.getRoleName()}
        return {"error": f"{node.name!r} has no press action (only {names})"}

    def cmd_focus(self, command):
        node = find_node(self.app, command["name"], command.get("prefix", False), command.get("role"))
        if node is None:
            return {"error": f"nothing showing is named {command['name']!r}"}
        return {"focused": bool(node.queryComponent().grabFocus())}

    def cmd_listen(self, command):
        for kind in command["events"]:
            pyatspi.Registry.registerEventListener(self._record, kind)
            self.listening.append(kind)
        return {"listening": list(self.listening)}

    def _record(self, event) -> None:
        try:
            source = event.source
            role, name = source.getRoleName(), source.name or ""
        except Exception:
            role = name = ""
        data = event.any_data if isinstance(event.any_data, (str, int, float, bool)) else None
        self.events.append({"type": event.type, "role": role, "name": name, "detail1": event.detail1,
                            "data": data})

    def cmd_wait(self, command):
        deadline = time.monotonic() + float(command["seconds"])
        context = GLib.MainContext.default()
        while time.monotonic() < deadline:
            while context.pending():
                context.iteration(False)
            time.sleep(0.02)
        return {"waited": command["seconds"]}

    def cmd_events(self, command):
        return list(self.events)


def main(argv) -> int:
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    client = Client(find_app(argv[1]))
    results = [client.run(command) for command in json.loads(argv[2])]
    print(json.dumps(results))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
