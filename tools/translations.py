"""Keep the translations in step with the code.

python tools/translations.py update    # pyside6-lupdate: collect the strings into translations/*.ts
python tools/translations.py release   # pyside6-lrelease: build resources/i18n/*.qm
python tools/translations.py check     # exit 1 when a French entry is unfinished or a .qm is stale

The words chosen for each concept, in English and French, are in translations/GLOSSARY.md.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "cardtable"
TS_DIR = ROOT / "translations"
QM_DIR = ROOT / "resources" / "i18n"  # the wheel and the bundle copy it into cardtable/resources
LANGUAGES = ("fr", "en")


def tool(name: str) -> str:
    """The PySide6 tool next to the running Python (the virtual environment's bin folder)."""
    candidate = Path(sys.executable).parent / name
    return str(candidate) if candidate.exists() else name


def python_sources() -> list[str]:
    return sorted(str(path.relative_to(ROOT)) for path in SOURCES.rglob("*.py"))


def ts_path(language: str) -> Path:
    return TS_DIR / f"cardtable_{language}.ts"


def update() -> None:
    TS_DIR.mkdir(exist_ok=True)
    for language in LANGUAGES:
        # English is the source language: only plural forms would need an entry.
        extra = ["-pluralonly"] if language == "en" else []
        subprocess.run([tool("pyside6-lupdate"), *python_sources(), "-no-obsolete", "-locations", "none",
                        "-source-language", "en", "-target-language", language, *extra,
                        "-ts", str(ts_path(language))], cwd=ROOT, check=True)


def release(target: Path = QM_DIR) -> None:
    target.mkdir(parents=True, exist_ok=True)
    for language in LANGUAGES:
        subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts_path(language)), "-qm",
                        str(target / f"cardtable_{language}.qm")], cwd=ROOT, check=True)


def unfinished(language: str) -> int:
    return ts_path(language).read_text(encoding="utf-8").count('type="unfinished"')


def stale_qm() -> list[str]:
    with tempfile.TemporaryDirectory() as folder:
        release(Path(folder))
        return [language for language in LANGUAGES
                if (Path(folder) / f"cardtable_{language}.qm").read_bytes()
                != (QM_DIR / f"cardtable_{language}.qm").read_bytes()]


def check() -> int:
    problems = []
    if unfinished("fr"):
        problems.append(f"{unfinished('fr')} unfinished French entries")
    stale = stale_qm()
    if stale:
        problems.append(f"stale .qm for {', '.join(stale)}: run 'release'")
    for problem in problems:
        print(problem)
    return 1 if problems else 0


def main(argv: list[str]) -> int:
    command = argv[1] if len(argv) > 1 else ""
    if command == "update":
        update()
    elif command == "release":
        release()
    elif command == "check":
        return check()
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
