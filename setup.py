"""The one build step pyproject.toml cannot say: the package carries the top-level resources/ folder.

The pictures, icons, rules pages, desktop entry and built translations live in resources/ at the top of the
source tree (a checkout and an editable install read them there); an installed package reads its own copy,
cardtable/resources (see cardtable/app/resources.py). build_py makes that copy, whole and at any depth, so a
new game folder needs no packaging change. It also starts from an empty <build_lib>/cardtable, so a module
deleted from the tree cannot reach a wheel from a stale build/ folder.
Everything else (name, version, dependencies) is in pyproject.toml.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
RESOURCES = ROOT / "resources"
PACKAGE = "cardtable"


def resource_files() -> list[Path]:
    """Every file under resources/, relative to it; caches and hidden files stay behind."""
    return sorted(path.relative_to(RESOURCES) for path in RESOURCES.rglob("*")
                  if path.is_file() and not any(part.startswith(".") or part == "__pycache__"
                                                for part in path.relative_to(RESOURCES).parts)
                  and path.suffix != ".pyc")


class BuildPyWithResources(build_py):
    def _packaged_resources(self) -> Path:
        return Path(self.build_lib) / PACKAGE / "resources"

    def run(self) -> None:
        # An editable install builds into a throwaway folder and imports from the tree, resources included.
        if self.editable_mode:
            super().run()
            return
        shutil.rmtree(Path(self.build_lib) / PACKAGE, ignore_errors=True)
        super().run()
        if not RESOURCES.is_dir():
            raise FileNotFoundError(f"{RESOURCES} is missing: the package cannot be built without it")
        for relative in resource_files():
            target = self._packaged_resources() / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(RESOURCES / relative, target)

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        outputs = super().get_outputs(include_bytecode)
        if self.editable_mode or not RESOURCES.is_dir():
            return outputs
        return outputs + [str(self._packaged_resources() / relative) for relative in resource_files()]


setup(cmdclass={"build_py": BuildPyWithResources})
