"""Every game's view. A game's view package registers itself (`@register_view`) when imported here:
one line per game."""

from ..plugin import view_class, view_classes

from . import nothanks  # noqa: E402,F401
from . import schnaeppchen  # noqa: E402,F401
from . import faehrte  # noqa: E402,F401
from . import negoce  # noqa: E402,F401

__all__ = ["view_class", "view_classes"]
