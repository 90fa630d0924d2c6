"""The desktop bundle's size on disk, by part: what each Qt library, the Qt plugins, numpy and its BLAS,
pyqtgraph, Python and the rest weigh.

    python tests/benchmarks/bundle_size.py [--json] [--top N] [FOLDER]

FOLDER is a built bundle (default dist/cardtable, as packaging/build.sh leaves it). It prints the total in MB
(2**20 bytes, files only: a symbolic link counts nothing) beside the target, then each part, largest first,
and the N largest files. With --json it prints one flat object instead:

    {"total_mb": ..., "target_mb": 150, "files": ..., "<part>_mb": ..., ...}

where <part> is one of the names in the table printed without --json (e.g. "qt_lib_Qt6Gui", "qt_plugins_platforms",
"numpy_blas", "python_library"). Nothing is built here: build with packaging/build.sh first.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TARGET_MB = 150
MB = 2 ** 20

# (part, pattern on the path inside _internal/ or the bundle), the first that matches names the part.
PARTS = (
    ("qt_lib_{0}", r"^PySide6/Qt/lib/lib(Qt6\w+)\.so"),
    ("qt_icu", r"^PySide6/Qt/lib/libicu"),
    ("qt_lib_other", r"^PySide6/Qt/lib/"),
    ("qt_plugins_{0}", r"^PySide6/Qt/plugins/([^/]+)/"),
    ("qt_translations", r"^PySide6/Qt/translations/"),
    ("pyside_module_{0}", r"^PySide6/(Qt\w+)\.abi3\.so"),
    ("pyside_other", r"^(PySide6|shiboken6)/"),
    ("numpy_blas", r"^numpy\.libs/"),
    ("numpy_core", r"^numpy/_core/"),
    ("numpy_{0}", r"^numpy/(\w+)/"),
    ("numpy_other", r"^numpy"),
    ("pyqtgraph", r"^pyqtgraph/"),
    ("cardtable_resources", r"^cardtable/resources/"),
    ("python_library", r"^libpython"),
    ("python_extensions", r"^python3\.\d+/lib-dynload/"),
    ("python_other", r"^(python3\.\d+/|base_library\.zip)"),
    ("executable_and_pure_python", r"^cardtable$"),
    ("system_libraries", r"^lib[^/]+\.so"),
)


def part_of(relative: str) -> str:
    """The part a file belongs to, from its path inside the bundle's _internal/ (or the bundle itself)."""
    for name, pattern in PARTS:
        match = re.match(pattern, relative)
        if match:
            return name.format(*match.groups())
    return "other"


def bundle_files(folder: Path) -> dict[str, int]:
    """Each regular file of the bundle (path inside _internal/, or the bundle for those outside it) and its size."""
    internal = folder / "_internal"
    files = {}
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            inside = internal if internal in path.parents else folder
            files[path.relative_to(inside).as_posix()] = path.stat().st_size
    return files


def measure(folder: Path) -> dict:
    files = bundle_files(folder)
    parts: dict[str, int] = {}
    for relative, size in files.items():
        part = part_of(relative)
        parts[part] = parts.get(part, 0) + size
    figures = {"total_mb": round(sum(files.values()) / MB, 1), "target_mb": TARGET_MB, "files": len(files)}
    for part, size in sorted(parts.items(), key=lambda item: -item[1]):
        figures[f"{part}_mb"] = round(size / MB, 2)
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", type=Path, default=ROOT / "dist" / "cardtable")
    parser.add_argument("--json", action="store_true", help="print one flat JSON object")
    parser.add_argument("--top", type=int, default=15, help="how many of the largest files to list")
    args = parser.parse_args(argv)
    if not (args.folder / "_internal").is_dir():
        parser.error(f"{args.folder} is not a built bundle (run packaging/build.sh)")
    figures = measure(args.folder)
    if args.json:
        print(json.dumps(figures))
        return 0
    print(f"{args.folder}: {figures['total_mb']} MB in {figures['files']} files (target ≤ {TARGET_MB} MB)")
    for key, value in figures.items():
        if key.endswith("_mb") and key not in ("total_mb", "target_mb"):
            print(f"  {value:8.2f} MB  {key[:-3]}")
    print(f"the {args.top} largest files:")
    for relative, size in sorted(bundle_files(args.folder).items(), key=lambda item: -item[1])[:args.top]:
        print(f"  {size / MB:8.2f} MB  {relative}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
