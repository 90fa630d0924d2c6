"""What the tests and tools call: `missing_packages()` and `run_session(screen, steps)` (see the package's
docstring and session.py for the steps), plus helpers to read the tree a client returns."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Iterator

from .session import BUS_LAUNCHER, ROOT, SYSTEM_PYTHON

REGISTRY_DAEMON = "/usr/libexec/at-spi2-registryd"
# Roles a person acts on: one of these without a name is a thing a screen reader cannot name.
INTERACTIVE_ROLES = frozenset({
    "push button", "toggle button", "check box", "radio button", "combo box", "text", "entry", "password text",
    "spin button", "slider", "list", "list box", "list item", "menu item", "check menu item", "radio menu item",
    "page tab", "link", "tree", "tree item", "table", "table cell", "scroll bar", "tool bar", "menu",
})


def _debian_package(soname: str) -> str:
    """The Debian package of a shared library by Debian's naming rule: libxcb-icccm.so.4 -> libxcb-icccm4."""
    name, _, version = soname.partition(".so.")
    return f"{name}-{version}" if name[-1:].isdigit() else f"{name}{version}"


def _xcb_plugin_gaps() -> list[str]:
    """The Debian packages of the libraries Qt's xcb platform plugin needs and does not find."""
    try:
        import PySide6
    except ImportError:
        return []
    plugin = Path(PySide6.__file__).parent / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    if not plugin.exists() or shutil.which("ldd") is None:
        return []
    listing = subprocess.run(["ldd", str(plugin)], capture_output=True, text=True).stdout
    return sorted({_debian_package(soname) for soname in re.findall(r"(\S+\.so\.\d+) => not found", listing)})


def missing_packages() -> list[str]:
    """The Debian packages the harness needs and this machine lacks (empty: it can run)."""
    missing = []
    if shutil.which("Xvfb") is None:
        missing.append("xvfb")
    if not (os.access(BUS_LAUNCHER, os.X_OK) and os.access(REGISTRY_DAEMON, os.X_OK)):
        missing.append("at-spi2-core")
    if shutil.which("dbus-run-session") is None or shutil.which("dbus-daemon") is None:
        missing.append("dbus")
    if not os.access(SYSTEM_PYTHON, os.X_OK) or subprocess.run(
            [SYSTEM_PYTHON, "-I", "-c", "import pyatspi"], capture_output=True).returncode != 0:
        missing.append("python3-pyatspi")
    return missing + _xcb_plugin_gaps()


def skip_reason() -> str:
    """Why the AT-SPI checks cannot run here, or "" when they can."""
    missing = missing_packages()
    if not missing:
        return ""
    return ("the AT-SPI check needs the Debian packages " + ", ".join(missing)
            + " (apt install " + " ".join(missing) + ")")


def run_session(screen: str, steps: list, seconds: float = 180.0, app_root: str | None = None) -> dict:
    """The app at `screen` under Xvfb with the AT-SPI bus, the steps run against it (see session.py); the
    app of the checkout at app_root (this one by default)."""
    plan = json.dumps({"screen": screen, "steps": steps, "app_root": app_root})
    done = subprocess.run(["dbus-run-session", "--", sys.executable, "-m", "tests.accessibility.session", plan],
                          cwd=ROOT, capture_output=True, text=True, timeout=seconds,
                          env=dict(os.environ, PYTHONPATH=str(ROOT)))
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if not lines:
        return {"error": f"the session printed nothing ({done.returncode}): {done.stderr.strip()[-1500:]}"}
    return json.loads(lines[-1])


def walk(node: dict, path: tuple = ()) -> Iterator[tuple[tuple, dict]]:
    """Every node of a tree the client gave, with the roles of its ancestors."""
    yield path, node
    for child in node.get("children", []):
        yield from walk(child, path + (node["role"],))


def find(tree: dict, name: str, prefix: bool = False, role: str | None = None) -> list[dict]:
    """The nodes named `name` (or starting with it), of `role` if given."""
    return [node for _, node in walk(tree)
            if (node["name"].startswith(name) if prefix else node["name"] == name)
            and (role is None or node["role"] == role)]


def counts(tree: dict) -> tuple[int, int]:
    """(accessible objects, unnamed interactive objects) of a tree: interactive is a role a person acts
    on (INTERACTIVE_ROLES) or a focusable object with an action."""
    objects = unnamed = 0
    for _, node in walk(tree):
        objects += 1
        interactive = node["role"] in INTERACTIVE_ROLES or ("focusable" in node["states"] and node["actions"])
        if interactive and not node["name"].strip():
            unnamed += 1
    return objects, unnamed


def outline(tree: dict) -> str:
    """The tree as indented lines: role "name" [description] {actions}, for reading in a report."""
    lines = []
    for path, node in walk(tree):
        extra = f" [{node['description']}]" if node["description"] else ""
        actions = " {" + ", ".join(node["actions"]) + "}" if node["actions"] else ""
        focused = " (focused)" if "focused" in node["states"] else ""
        lines.append(f"{'  ' * len(path)}{node['role']} {node['name']!r}{extra}{actions}{focused}")
    return "\n".join(lines)
