"""`cardtable --install-desktop-entry`: put cardtable in a Linux desktop's application menu, with its icon.

The entry and the icons ship in the resources (desktop/, icons/); this writes them where the
freedesktop.org specifications look for a user's own applications: $XDG_DATA_HOME/applications and the
hicolor icon theme under $XDG_DATA_HOME/icons. Exec points at the program that ran the command, so the
entry works for a bundle unpacked anywhere as well as for an installed package; its %f opens a saved game.

Saved games (`*.cardtable`, application/x-cardtable-game) get their MIME type from a shared-mime-info
package in $XDG_DATA_HOME/mime/packages, and the entry's MimeType= makes cardtable their application;
update-mime-database rebuilds the MIME cache when it is installed (without it the desktop may only learn
the type at its next cache rebuild).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from .app.resources import icon_path, resource_path

ENTRY_NAME = "cardtable.desktop"
MIME_PACKAGE = "cardtable-mime.xml"  # in resources/desktop; installed as mime/packages/cardtable.xml
MIME_INSTALLED_NAME = "cardtable.xml"
PNG_SIZES = (16, 32, 48, 64, 128, 256)


def data_home() -> Path:
    value = os.environ.get("XDG_DATA_HOME")
    return Path(value) if value else Path.home() / ".local" / "share"


def launch_command() -> list[str]:
    """How to start this very cardtable: the bundle's executable, the installed script, or the module."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    script = Path(sys.argv[0]).resolve() if sys.argv and sys.argv[0] else None
    if script is not None and script.name == "cardtable" and script.is_file():
        return [str(script)]
    return [sys.executable, "-m", "cardtable"]


def exec_field(command: list[str]) -> str:
    """The desktop entry's Exec value: arguments with spaces or reserved characters are quoted."""
    return " ".join(_quoted(argument) for argument in command)


def _quoted(argument: str) -> str:
    if argument and not any(c in argument for c in ' \t\n"\'\\><~|&;$*?#()`='):
        return argument
    escaped = "".join("\\" + c if c in '"`$\\' else c for c in argument)
    return f'"{escaped}"'.replace("\\", "\\\\")  # the entry file format then unescapes one level


def entry_text(command: list[str]) -> str:
    lines = []
    for line in resource_path("desktop", ENTRY_NAME).read_text(encoding="utf-8").splitlines():
        if line.startswith("Exec="):
            line = "Exec=" + exec_field(command) + " %f"  # %f: the saved game opened with cardtable, if any
        elif line.startswith("TryExec="):
            line = "TryExec=" + command[0]
        lines.append(line)
    return "\n".join(lines) + "\n"


def install_desktop_entry(command: list[str] | None = None, home: Path | None = None) -> list[Path]:
    """Write the entry and the icons; returns the files written."""
    home = home or data_home()
    command = command or launch_command()
    written = []
    entry = home / "applications" / ENTRY_NAME
    entry.parent.mkdir(parents=True, exist_ok=True)
    entry.write_text(entry_text(command), encoding="utf-8")
    written.append(entry)
    icons = home / "icons" / "hicolor"
    targets = [(icon_path("cardtable.svg"), icons / "scalable" / "apps" / "cardtable.svg")]
    targets += [(icon_path(f"cardtable-{size}.png"), icons / f"{size}x{size}" / "apps" / "cardtable.png")
                for size in PNG_SIZES]
    targets.append((resource_path("desktop", MIME_PACKAGE), home / "mime" / "packages" / MIME_INSTALLED_NAME))
    for source, target in targets:
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
        written.append(target)
    update_mime_database(home / "mime")
    return written


def update_mime_database(folder: Path) -> bool:
    """Rebuild the user's MIME cache so that *.cardtable files are known at once; False (quietly) when
    update-mime-database is not installed or fails: the package is in place for the next rebuild."""
    program = shutil.which("update-mime-database")
    if program is None:
        return False
    try:
        result = subprocess.run([program, str(folder)], capture_output=True, timeout=60, check=False)
    except (OSError, subprocess.SubprocessError):
        return False
    return result.returncode == 0
