"""A small walker over Qt's in-process accessibility tree (what an AT-SPI bridge would expose), for tests
that check every interactive object of a screen has a name, and that no two siblings share one."""

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
    interface: object


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
                f"{path}/{interface.role().name}:{name!r}", interface)


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
    nodes = []

    def visit(interface, path: str) -> None:
        node = node_of(interface, path)
        nodes.append(node)
        if interface.role() in CONTAINERS_OF_DATA:
            return  # their items are the widget's own (rows, cells), named by their texts
        for child in visible_children(interface):
            visit(child, node.path)

    visit(root, "")
    return nodes


def is_interactive(interface) -> bool:
    """A role a person acts on, or a focusable object with an action (what the AT-SPI counts call so)."""
    if interface.role() in INTERACTIVE_ROLES:
        return True
    actions = interface.actionInterface()
    return bool(interface.state().focusable and actions is not None and actions.actionNames())


def interactive(nodes) -> list[Node]:
    return [node for node in nodes if is_interactive(node.interface)]


def describe_object(interface) -> str:
    """The Qt object behind an interface, to find it in the code: its class and object name."""
    thing = interface.object()
    return f"{type(thing).__name__} {thing.objectName()!r}" if thing is not None else "no object"


def faults(widget) -> list[str]:
    """What a screen-reader user would stumble on under `widget`: an interactive object without a name, or
    two interactive siblings with the same name."""
    problems = [f"unnamed: {node.path} ({describe_object(node.interface)})" for node in interactive(walk(widget))
                if not node.name.strip()]
    root = QAccessible.queryAccessibleInterface(widget)

    def siblings(interface, path: str) -> None:
        if interface.role() in CONTAINERS_OF_DATA:
            return  # rows and cells with the same value are data, not controls
        children = visible_children(interface)
        seen: dict[str, str] = {}
        for child in children:
            node = node_of(child, path)
            if is_interactive(child) and node.name.strip():
                if node.name in seen:
                    problems.append(f"same name as a sibling: {node.path}")
                seen[node.name] = node.path
        for child in children:
            siblings(child, node_of(child, path).path)

    siblings(root, "")
    return problems


def find(widget, name: str, role=None) -> Node | None:
    """The first visible object under widget with this name (and role)."""
    return next((node for node in walk(widget) if node.name == name and (role is None or node.role == role)), None)
