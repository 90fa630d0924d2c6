"""PySide6's start without compiling Shiboken's own Python modules again at every start.

Shiboken, PySide6's binding library, carries its support modules (a bootstrap and the `shibokensupport`
package: signatures, `__feature__`, the .pyi generator, some 160 KB of Python) as sources inside its shared
library, and on `import PySide6` compiles each of them with `compile()`: no bytecode is ever written for them
(installed from a wheel, or in the bundle), so every start compiled them again, a tenth of the instructions
of the way to the first window. Inside `support_compiled_once(folder)`, their code objects come from a file
in `folder`, written the first time (marshal, as Python's own .pyc files: valid for this interpreter's
bytecode only), each used only for the very source it was compiled from. The file goes where Python puts its
bytecode when told to keep it apart (PYTHONPYCACHEPREFIX), else into cardtable's data folder (`cache_folder`);
it is written even where Python writes no bytecode (PYTHONDONTWRITEBYTECODE; the bundle, which has no sources
to put bytecode beside), being the app's own file.

Only the compilation of those sources changes: any other `compile()` call goes through untouched, and the
block puts the built-in back when it ends.
"""

from __future__ import annotations

import builtins
import marshal
import os
import sys
import zlib
from contextlib import contextmanager
from importlib.util import MAGIC_NUMBER
from pathlib import Path
from typing import Iterator

from cardtable.store.paths import data_dir

# The file names Shiboken compiles its support under: its bootstrap, then the zipped package's modules
# ("shibokensupport/signature/loader.py"...).
SUPPORT_FILES = ("signature_bootstrap.py", "shibokensupport/")


def cache_folder() -> Path:
    """Where the compiled support modules are kept: with Python's bytecode when Python keeps it apart, else in
    cardtable's data folder."""
    if sys.pycache_prefix:
        return Path(sys.pycache_prefix) / "cardtable"
    return data_dir(create=False) / "compiled"


def cache_file(folder: Path) -> Path:
    """The cache of the compiled support modules in `folder`, one per bytecode version of the interpreter."""
    return folder / f"shibokensupport-{MAGIC_NUMBER.hex()}.marshal"


def source_key(source: str | bytes) -> tuple[int, int]:
    """What identifies a source: its length and checksum (as bytes, whichever form compile() was given)."""
    data = source.encode() if isinstance(source, str) else bytes(source)
    return len(data), zlib.crc32(data)


@contextmanager
def support_compiled_once(folder: Path) -> Iterator[None]:
    """Inside the block, a support module of Shiboken compiled from a source already compiled once is taken
    from the cache in `folder`; what was compiled anew is added to it when the block ends (a folder that
    cannot be read or written only means compiling as before)."""
    path = cache_file(folder)
    known = _read(path)
    added: dict[str, tuple[tuple[int, int], object]] = {}
    real_compile = builtins.compile

    def compile_once(source, filename, mode, *args, **kwargs):
        if (args or kwargs or mode != "exec" or not isinstance(filename, str)
                or not filename.startswith(SUPPORT_FILES) or not isinstance(source, (str, bytes))):
            return real_compile(source, filename, mode, *args, **kwargs)
        key = source_key(source)
        cached = known.get(filename)
        if cached is not None and cached[0] == key:
            return cached[1]
        code = real_compile(source, filename, mode)
        added[filename] = (key, code)
        return code

    builtins.compile = compile_once
    try:
        yield
    finally:
        builtins.compile = real_compile
        if added:
            _write(path, {**known, **added})


def _read(path: Path) -> dict:
    """The cache's entries, file name -> (source_key, code); none if it is missing or not one of ours."""
    try:
        entries = marshal.loads(path.read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        return {}
    if not isinstance(entries, dict):
        return {}
    return {name: entry for name, entry in entries.items()
            if isinstance(entry, tuple) and len(entry) == 2 and isinstance(entry[1], type(_read.__code__))}


def _write(path: Path, entries: dict) -> None:
    # Written aside and renamed, so that a start reading it meanwhile finds the old cache or the new one whole.
    partial = path.with_name(f"{path.name}.{os.getpid()}.partial")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial.write_bytes(marshal.dumps(entries))
        os.replace(partial, path)
    except OSError:
        try:
            partial.unlink(missing_ok=True)
        except OSError:
            pass
