"""The wheel and the source distribution, built from a temporary copy of the tree (no build/ or dist/ litter).

The wheel carries resources/ as cardtable/resources (setup.py), and never a module that is no longer in the
tree even when a stale build/ folder is lying around; the source distribution carries what it takes to build
that wheel again and to run the tests. A few seconds each: they build with the test environment's setuptools,
without build isolation, so no network is needed.
"""

from __future__ import annotations

import email
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# What a copy of a work tree without git leaves behind (a tree unpacked from a source distribution).
NOT_SOURCE = shutil.ignore_patterns(".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", "*.pyc",
                                    ".pytest_cache", ".hypothesis")


def setuptools_version() -> tuple[int, ...]:
    import setuptools

    return tuple(int(part) for part in setuptools.__version__.split(".")[:2] if part.isdigit())


@pytest.fixture(scope="module", autouse=True)
def recent_setuptools():
    # The build runs without isolation, so with this environment's setuptools: pyproject's test extra asks for it.
    assert setuptools_version() >= (77,), "setuptools>=77 is needed: pip install -e '.[test]'"


def source_files() -> list[str]:
    """The work tree's files as git sees them: tracked or new, not ignored, not deleted."""
    listing = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                             capture_output=True, check=True).stdout.decode()
    return sorted({name for name in listing.split("\0") if name and (ROOT / name).is_file()})


def copy_tree(target: Path) -> Path:
    if (ROOT / ".git").exists() and shutil.which("git"):
        for name in source_files():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, target / name)
    else:
        shutil.copytree(ROOT, target, ignore=NOT_SOURCE, dirs_exist_ok=True)
    return target


def build_wheel(project: Path, out: Path) -> tuple[Path, str]:
    result = subprocess.run([sys.executable, "-m", "pip", "wheel", "-v", "--no-deps", "--no-build-isolation",
                             "--no-cache-dir", "-w", str(out), str(project)],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, (result.stdout + result.stderr)[-4000:]
    (wheel,) = out.glob("cardtable-*.whl")
    return wheel, result.stdout + result.stderr


def files_under(folder: Path) -> set[str]:
    return {path.relative_to(folder).as_posix() for path in folder.rglob("*") if path.is_file()}


def test_the_wheel_carries_the_resources_and_only_the_modules_in_the_tree(tmp_path):
    project = copy_tree(tmp_path / "project")
    # A stale build folder from an older tree: its module must not reach the wheel.
    stale = project / "build" / "lib" / "cardtable" / "stale_module.py"
    stale.parent.mkdir(parents=True)
    stale.write_text("GONE = True\n")
    wheel, log = build_wheel(project, tmp_path / "wheels")
    names = set(zipfile.ZipFile(wheel).namelist())

    assert "cardtable/resources/games/nothanks/rules.en.html" in names
    assert "cardtable/resources/i18n/cardtable_fr.qm" in names
    resources = files_under(project / "resources")
    assert resources and {f"cardtable/resources/{name}" for name in resources} <= names
    assert not {name for name in names if name.startswith("cardtable/resources/")} - {
        f"cardtable/resources/{name}" for name in resources}

    modules = {name for name in names if name.endswith(".py")}
    in_tree = {f"cardtable/{name}" for name in files_under(project / "cardtable") if name.endswith(".py")}
    assert "cardtable/stale_module.py" not in names
    assert modules == in_tree
    assert not {name for name in names if name.split("/")[0] in ("resources", "tests", "tools", "build")}

    (metadata_name,) = [name for name in names if name.endswith(".dist-info/METADATA")]
    metadata = email.message_from_bytes(zipfile.ZipFile(wheel).read(metadata_name))
    assert metadata["License-Expression"] == "GPL-3.0-or-later"
    assert metadata.get_all("License-File") == ["LICENSE"]
    assert not [value for value in metadata.get_all("Classifier") or [] if value.startswith("License ::")]
    assert any(name.endswith(".dist-info/licenses/LICENSE") for name in names)
    assert "license" not in " ".join(line for line in log.splitlines() if "Warning" in line).lower()


def test_the_source_distribution_carries_what_it_takes_to_build_and_test(tmp_path):
    project = copy_tree(tmp_path / "project")
    # Leftovers of test and benchmark runs, which stay out of the archive.
    for junk in ("tests/__pycache__/conftest.cpython-311.pyc", "tests/.hypothesis/examples/x",
                 "tests/benchmarks/report.json", "tests/benchmarks/__pycache__/startup.cpython-311.pyc",
                 "cardtable/__pycache__/arena.cpython-311.pyc"):
        (project / junk).parent.mkdir(parents=True, exist_ok=True)
        (project / junk).write_text("junk")
    dist = tmp_path / "dist"
    # What a build frontend does for an sdist (setuptools' PEP 517 backend), without isolation.
    backend = "import sys; from setuptools import build_meta; print(build_meta.build_sdist(sys.argv[1]))"
    result = subprocess.run([sys.executable, "-c", backend, str(dist)], cwd=project, capture_output=True, text=True,
                            timeout=300)
    assert result.returncode == 0, (result.stdout + result.stderr)[-4000:]
    sdist = dist / result.stdout.strip().splitlines()[-1]
    with tarfile.open(sdist) as archive:
        top = archive.getnames()[0].split("/")[0]
        names = {name.partition("/")[2] for name in archive.getnames() if archive.getmember(name).isfile()}
        unpacked = tmp_path / "unpacked"
        archive.extractall(unpacked, filter="data")

    for name in ("translations/cardtable_fr.ts", "translations/cardtable_en.ts", "tests/conftest.py",
                 "resources/games/schnaeppchen/rules.fr.html", "setup.py", "MANIFEST.in", "pyproject.toml",
                 "README.md", "LICENSE", "tools/translations.py", "packaging/cardtable.spec", "packaging/build.sh",
                 "tests/packaging/test_distributions.py", "tests/benchmarks/startup.py", "cardtable/__main__.py"):
        assert name in names, name
    assert {f"resources/{name}" for name in files_under(project / "resources")} <= names
    assert {f"tests/{name}" for name in files_under(project / "tests")
            if name.endswith(".py") and "__pycache__" not in name} <= names
    assert not [name for name in names if "__pycache__" in name or name.endswith(".pyc") or ".hypothesis" in name]
    assert "tests/benchmarks/report.json" not in names

    # pip install of the source distribution: its wheel carries the resources too.
    wheel, _ = build_wheel(unpacked / top, tmp_path / "wheels")
    wheel_names = set(zipfile.ZipFile(wheel).namelist())
    assert {f"cardtable/resources/{name}" for name in files_under(project / "resources")} <= wheel_names
