"""Before the window: on Linux, check that Qt's X11 platform plugin (xcb) can load, and if a system library
it needs is missing, say which one and which package brings it, instead of Qt's abort.

Qt's own message on a bare Debian or Ubuntu names xcb-cursor0 whatever is missing ("xcb-cursor0 or
libxcb-cursor0 is needed"), then aborts with a core dump. The libraries below are what `ldd` lists for
PySide6's Qt/plugins/platforms/libqxcb.so and the libQt6XcbQpa it loads, each with its Debian/Ubuntu
package (`dpkg -S` on Debian 12); the README's quick start names the same packages.

The message is in English: it is printed before Qt, and so before any translation, is loaded.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path
from typing import Callable, Mapping

# The system libraries the xcb plugin needs beyond the C and C++ runtimes, by soname.
PACKAGES = {
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
}
PLUGIN_FILE = "libqxcb.so"
_NOT_FOUND = re.compile(r"^\s*(\S+)\s+=>\s+not found", re.MULTILINE)
_DLOPEN_ERROR = re.compile(r"(\S+\.so[.\d]*): cannot open shared object file")

Loader = Callable[[Path], None]  # loads a shared library, raising OSError with the loader's message


def uses_xcb(environ: Mapping[str, str], platform: str = sys.platform) -> bool:
    """Whether Qt will load the xcb plugin: on Linux, when QT_QPA_PLATFORM names it, or is unset outside a
    Wayland session (in a Wayland session Qt may use its Wayland plugin, which needs none of these)."""
    if not platform.startswith("linux"):
        return False
    requested = environ.get("QT_QPA_PLATFORM", "").strip()
    if requested:
        return requested.split(";")[0].split(":")[0] == "xcb"
    return not environ.get("WAYLAND_DISPLAY")


def plugin_path() -> Path | None:
    """Where this Qt keeps its xcb plugin (also inside a PyInstaller bundle), None if it has none."""
    from PySide6.QtCore import QLibraryInfo  # QtCore loads without any platform plugin

    path = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)) / "platforms" / PLUGIN_FILE
    return path if path.exists() else None


# ctypes and subprocess are imported where they serve: only a start with the xcb plugin needs them, and every
# start waits for this module.
def load_library(path: Path) -> None:
    import ctypes

    ctypes.CDLL(str(path), mode=os.RTLD_LAZY | os.RTLD_LOCAL)


def listed_by_ldd(path: Path) -> list[str]:
    """Every library `ldd` cannot find for `path` ([] if ldd is not there)."""
    import subprocess

    try:
        output = subprocess.run(["ldd", str(path)], capture_output=True, text=True, timeout=10).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    return list(dict.fromkeys(_NOT_FOUND.findall(output)))


def missing_libraries(path: Path, load: Loader = load_library,
                      list_missing: Callable[[Path], list[str]] = listed_by_ldd) -> list[str]:
    """The libraries the plugin at `path` cannot load: [] if it loads. The loader stops at the first
    missing one, so ldd lists them all; the loader's own message is the fallback."""
    try:
        load(path)
    except OSError as error:
        missing = list_missing(path)
        if missing:
            return missing
        found = _DLOPEN_ERROR.search(str(error))
        return [found.group(1)] if found else [str(error)]
    return []


def message(missing: list[str]) -> str:
    packages = list(dict.fromkeys(PACKAGES[name] for name in missing if name in PACKAGES))
    lines = ["cardtable cannot open its window: Qt's X11 platform plugin (xcb) needs system libraries that "
             "are missing:"]
    for name in missing:
        package = PACKAGES.get(name)
        lines.append(f"  {name}" + (f"  (Debian/Ubuntu package {package})" if package
                                    else "  (find its package with: apt-file search " + name + ")"))
    if packages:
        lines.append("On Debian or Ubuntu, install them with:")
        lines.append("  sudo apt install " + " ".join(packages))
    return "\n".join(lines)


def check_platform(environ: Mapping[str, str] | None = None, find_plugin: Callable[[], Path | None] = plugin_path,
                   load: Loader = load_library, list_missing: Callable[[Path], list[str]] = listed_by_ldd) -> str:
    """"" when the window can be opened as far as this check can tell, else the message to print."""
    if not uses_xcb(os.environ if environ is None else environ):
        return ""
    path = find_plugin()
    if path is None:  # a Qt without the plugin: Qt will say so itself
        return ""
    missing = missing_libraries(path, load, list_missing)
    return message(missing) if missing else ""
