"""The AT-SPI harness's own logic, without an X server: what it says is missing, and how it reads a tree."""

from tests.accessibility import harness


def test_a_missing_tool_is_named_by_its_debian_package(monkeypatch):
    monkeypatch.setattr(harness.shutil, "which", lambda name: None if name in ("Xvfb", "dbus-run-session") else name)
    monkeypatch.setattr(harness, "SYSTEM_PYTHON", "/nonexistent/python3")
    monkeypatch.setattr(harness, "_xcb_plugin_gaps", lambda: ["libxcb-icccm4"])
    missing = harness.missing_packages()
    assert {"xvfb", "dbus", "python3-pyatspi", "libxcb-icccm4"} <= set(missing)
    assert "apt install" in harness.skip_reason() and "python3-pyatspi" in harness.skip_reason()


def test_a_library_is_named_as_debian_names_its_package():
    assert harness._debian_package("libxcb-icccm.so.4") == "libxcb-icccm4"
    assert harness._debian_package("libxkbcommon-x11.so.0") == "libxkbcommon-x11-0"


def test_counts_name_the_unnamed_interactive_objects():
    def node(role, name="", states=(), actions=(), children=()):
        return {"role": role, "name": name, "description": "", "states": list(states), "actions": list(actions),
                "children": list(children)}
    tree = node("application", "cardtable", children=[
        node("filler", "No Thanks! table", ["focusable"], ["SetFocus"], [
            node("push button", "open card 12, 3 chips on it", ["focusable"], ["Press"]),
            node("label", "deck: 20 cards left"),
            node("push button"),
            node("filler", "", ["focusable"], ["SetFocus"])])])
    assert harness.counts(tree) == (6, 2)
    assert [found["role"] for found in harness.find(tree, "open card", prefix=True)] == ["push button"]
    assert "push button 'open card 12, 3 chips on it' {Press}" in harness.outline(tree)
