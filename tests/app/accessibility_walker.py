"""A small walker over Qt's in-process accessibility tree (what an AT-SPI bridge would expose), for tests
that check every interactive object of a screen has a name, and that no two siblings share one.

Its nodes keep what they read, never the interface, and it makes no reference cycle (no recursive closure):
Qt deletes an interface it made when the widget goes, without telling Shiboken, so a wrapper still alive then
stays in Shiboken's map of C++ addresses, and a QMenu or widget made later at that address comes back to
Python as that stale QAccessibleWidget."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QAccessible

Role = QAccessible.Role
# What a person operates: an object of these roles needs a name a screen reader can speak.
INTERACTIVE_ROLES = frozenset({
    Role.PushButton, Role.CheckBox, Role.RadioButton, Role.ComboBox, Role.EditableText, Role.SpinBox,
    Role.List, Role.Table, Role.Tree, Role.ButtonMenu, Role.ButtonDropDown, Role.Slider, Role.PageTab,
    Role.Link, Role.Dial, Role.ButtonDropGrid, Role.ScrollBar,
})
CONTAINERS_OF_DATA = frozenset({Role.ComboBox, Role.List, Role.Table, Role.Tree})


@dataclass(frozen=True)
class Node:
    role: object
    name: str
    description: str
    path: str  # the roles and names from the root, to say where a fault is
    interactive: bool
    thing: str  # the Qt object behind it (describe_object)


def spoken_name(interface) -> str:
    """The name a Linux screen reader gives the object. A combo box's AT-SPI name is its current text (Qt
    on Linux leaves its naming to the "labelled by" relation), so its name is the labels linked to it."""
    if interface.role() == Role.ComboBox:
        labels = [other.text(QAccessible.Text.Name) or "" for other, _relation in
                  interface.relations(QAccessible.Relation.Label)]
        return " ".join(label for label in labels if label.strip())
    return interface.text(QAccessible.Text.Name) or ""


def node_of(interface, path: str) -> Node:
    name = spoken_name(interface)
    return Node(interface.role(), name, interface.text(QAccessible.Text.Description) or "",
                f"{path}/{interface.role().name}:{name!r}", is_interactive(interface), describe_object(interface))


def visible_children(interface) -> list:
    children = []
    for index in range(interface.childCount()):
        child = interface.child(index)
        if child is None or not child.isValid() or child.state().invisible:
            continue
        children.append(child)
    return children


def walk(widget) -> list[Node]:
    """Every visible object under `widget` (itself included), depth first, in the tree's order."""
    root = QAccessible.queryAccessibleInterface(widget)
    assert root is not None and root.isValid(), f"no accessible interface for {widget!r}"
    nodes: list[Node] = []
    _visit(root, "", nodes)
    return nodes


def _visit(interface, path: str, nodes: list[Node]) -> None:
    node = node_of(interface, path)
    nodes.append(node)
    if interface.role() in CONTAINERS_OF_DATA:
        return  # their items are the widget's own (rows, cells), named by their texts
    for child in visible_children(interface):
        _visit(child, node.path, nodes)


def is_interactive(interface) -> bool:
    """A role a person acts on, or a focusable object with an action (what the AT-SPI counts call so)."""
    if interface.role() in INTERACTIVE_ROLES:
        return True
    actions = interface.actionInterface()
    return bool(interface.state().focusable and actions is not None and actions.actionNames())


def interactive(nodes) -> list[Node]:
    return [node for node in nodes if node.interactive]


def describe_object(interface) -> str:
    """The Qt object behind an interface, to find it in the code: its class and object name."""
    thing = interface.object()
    return f"{type(thing).__name__} {thing.objectName()!r}" if thing is not None else "no object"


def faults(widget) -> list[str]:
    """What a screen-reader user would stumble on under `widget`: an interactive object without a name, or
    two interactive siblings with the same name."""
    problems = [f"unnamed: {node.path} ({node.thing})" for node in interactive(walk(widget))
                if not node.name.strip()]
    _sibling_faults(QAccessible.queryAccessibleInterface(widget), "", problems)
    return problems


def _sibling_faults(interface, path: str, problems: list[str]) -> None:
    """Adds to `problems` each interactive object under `interface` named like an earlier sibling."""
    if interface.role() in CONTAINERS_OF_DATA:
        return  # rows and cells with the same value are data, not controls
    children = [(child, node_of(child, path)) for child in visible_children(interface)]
    seen: dict[str, str] = {}
    for _child, node in children:
        if node.interactive and node.name.strip():
            if node.name in seen:
                problems.append(f"same name as a sibling: {node.path}")
            seen[node.name] = node.path
    for child, node in children:
        _sibling_faults(child, node.path, problems)


def find(widget, name: str, role=None) -> Node | None:
    """The first visible object under widget with this name (and role)."""
    return next((node for node in walk(widget) if node.name == name and (role is None or node.role == role)), None)
