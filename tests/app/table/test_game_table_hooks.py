"""GameTable declares every hook the kit calls, and a table class missing a required one fails when it is
defined, naming what is missing."""

import pytest

from cardtable.app.table.game_table import REQUIRED_HOOKS, GameTable


def hooks(*names):
    """A class body defining these hooks (doing nothing)."""
    return {name: (lambda self, *args: None) for name in names}


def test_every_required_hook_is_declared_on_the_base_with_a_docstring():
    for name in REQUIRED_HOOKS:
        assert vars(GameTable)[name].__doc__, name


def test_a_table_missing_hooks_fails_at_definition_naming_them():
    with pytest.raises(TypeError, match=r"HalfTable does not implement _clear_flying, _after_animation\.$"):
        type("HalfTable", (GameTable,), hooks(*(set(REQUIRED_HOOKS) - {"_clear_flying", "_after_animation"})))


def test_a_table_with_every_hook_is_defined():
    table_class = type("WholeTable", (GameTable,), hooks(*REQUIRED_HOOKS))
    assert issubclass(table_class, GameTable)


def test_an_abstract_base_may_leave_hooks_to_its_tables_which_are_still_checked():
    class FamilyTable(GameTable):
        abstract_table = True

        def _render(self, obs) -> None:
            pass

        def retranslate(self) -> None:
            pass
    base = FamilyTable
    assert issubclass(type("GameOfFamily", (base,), hooks(*(set(REQUIRED_HOOKS) - {"_render", "retranslate"}))), base)
    with pytest.raises(TypeError, match="LazyTable does not implement _plan_events"):
        type("LazyTable", (base,), hooks(*(set(REQUIRED_HOOKS) - {"_render", "retranslate", "_plan_events"})))


def test_hooks_given_by_a_mixin_count():
    mixin = type("Controls", (), hooks("set_legal_actions"))
    table_class = type("MixedTable", (mixin, GameTable), hooks(*(set(REQUIRED_HOOKS) - {"set_legal_actions"})))
    assert table_class.set_legal_actions is not GameTable.set_legal_actions
