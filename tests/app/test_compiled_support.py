"""Shiboken's support modules are compiled at the first start only (cardtable/app/shell/compiled_support.py):
later starts take the code from the cache, each only for the source it was compiled from, and nothing else
that is compiled is touched."""

import builtins
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable.app.shell import compiled_support
from cardtable.app.shell.compiled_support import cache_file, support_compiled_once

ROOT = Path(__file__).resolve().parents[2]
SUPPORT_FILE = "shibokensupport/signature/example.py"


@pytest.fixture
def compiled(monkeypatch):
    """The file names compile() was really asked to compile."""
    names, real_compile = [], builtins.compile

    def counting(source, filename, mode, *args, **kwargs):
        names.append(filename)
        return real_compile(source, filename, mode, *args, **kwargs)

    monkeypatch.setattr(builtins, "compile", counting)
    return names


def run(code) -> dict:
    namespace = {}
    exec(code, namespace)
    return namespace


def test_a_support_module_is_compiled_once_then_taken_from_the_cache(tmp_path, compiled):
    with support_compiled_once(tmp_path):
        first = compile(b"answer = 6 * 7\n", SUPPORT_FILE, "exec")
    assert compiled == [SUPPORT_FILE] and cache_file(tmp_path).exists()
    with support_compiled_once(tmp_path):
        again = compile(b"answer = 6 * 7\n", SUPPORT_FILE, "exec")
    assert compiled == [SUPPORT_FILE]
    assert run(again)["answer"] == run(first)["answer"] == 42


def test_a_changed_source_is_compiled_anew_and_replaces_the_old_code(tmp_path, compiled):
    with support_compiled_once(tmp_path):
        compile(b"answer = 1\n", SUPPORT_FILE, "exec")
    with support_compiled_once(tmp_path):
        changed = compile(b"answer = 2\n", SUPPORT_FILE, "exec")
    with support_compiled_once(tmp_path):
        kept = compile(b"answer = 2\n", SUPPORT_FILE, "exec")
    assert compiled == [SUPPORT_FILE, SUPPORT_FILE]
    assert run(changed)["answer"] == run(kept)["answer"] == 2


def test_any_other_compilation_goes_through_untouched(tmp_path, compiled):
    with support_compiled_once(tmp_path):
        compile("answer = 1\n", "elsewhere.py", "exec")
        compile("1 + 1", SUPPORT_FILE, "eval")
    assert compiled == ["elsewhere.py", SUPPORT_FILE]
    assert not cache_file(tmp_path).exists()


def test_the_builtin_is_put_back_even_when_the_block_fails(tmp_path, compiled):
    counting = builtins.compile
    with pytest.raises(ImportError), support_compiled_once(tmp_path):
        raise ImportError("no Qt here")
    assert builtins.compile is counting


def test_the_cache_is_written_even_where_python_writes_no_bytecode(tmp_path, compiled, monkeypatch):
    monkeypatch.setattr(sys, "dont_write_bytecode", True)  # as in the bundle
    with support_compiled_once(tmp_path):
        compile(b"answer = 1\n", SUPPORT_FILE, "exec")
    assert cache_file(tmp_path).exists()


@pytest.mark.parametrize("content", [b"", b"not marshal at all", b"\xe9"])
def test_a_damaged_cache_only_means_compiling_again(tmp_path, compiled, content):
    cache_file(tmp_path).write_bytes(content)
    with support_compiled_once(tmp_path):
        code = compile(b"answer = 3\n", SUPPORT_FILE, "exec")
    assert compiled == [SUPPORT_FILE] and run(code)["answer"] == 3


def test_an_unwritable_folder_only_means_compiling_as_before(tmp_path, compiled):
    taken = tmp_path / "a-file"
    taken.write_text("")
    with support_compiled_once(taken / "cache"):
        code = compile(b"answer = 4\n", SUPPORT_FILE, "exec")
    assert run(code)["answer"] == 4 and list(tmp_path.iterdir()) == [taken]


def test_the_cache_goes_with_python_bytecode_when_python_keeps_it_apart(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "pycache_prefix", str(tmp_path))
    assert compiled_support.cache_folder() == tmp_path / "cardtable"
    monkeypatch.setattr(sys, "pycache_prefix", None)
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path / "data"))
    assert compiled_support.cache_folder() == tmp_path / "data" / "compiled"


# PySide6 imported in a fresh interpreter inside the block: what Shiboken's support modules make of a Qt method
# (its signature, and the message of a call with wrong arguments), and how many of them were compiled.
IMPORT_PYSIDE = """import builtins, sys
from pathlib import Path
from cardtable.app.shell.compiled_support import support_compiled_once
compiled, real = [], builtins.compile
def counting(source, name, *rest, **options):
    compiled.append(name)
    return real(source, name, *rest, **options)
builtins.compile = counting
with support_compiled_once(Path(sys.argv[1])):
    from PySide6.QtCore import QObject
from PySide6.support.signature import get_signature
try:
    QObject().setObjectName(1, 2)
except TypeError as error:
    print(get_signature(QObject.setObjectName), error, sep='|')
print(sum(name.startswith(('signature_bootstrap', 'shibokensupport/')) for name in compiled))
"""


def test_pyside_starts_alike_from_the_cache_and_compiles_its_support_modules_no_more(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    starts = [subprocess.run([sys.executable, "-c", IMPORT_PYSIDE, str(tmp_path)], capture_output=True, text=True,
                             env=env, cwd=ROOT, timeout=60) for _ in range(2)]
    (first_shown, first_compiled), (second_shown, second_compiled) = (start.stdout.splitlines() for start in starts)
    assert first_shown == second_shown and first_shown.startswith("(self, name: str"), first_shown
    assert int(first_compiled) >= 10 and int(second_compiled) == 0  # the bootstrap and a dozen modules
