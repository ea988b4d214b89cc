"""What `pip install .` installs: every package of the source tree, with its data files.

setuptools is given the package list by hand (the bundled profiles live outside the package,
in profiles/, which automatic discovery cannot map), so a new package that is not listed would
be missing from an install while every test of the checkout still passes. This test is the
reminder: it names the package to add.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _settings() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]


def test_every_package_of_the_tree_is_installed():
    found = {
        ".".join(p.parent.relative_to(ROOT).parts)
        for p in (ROOT / "accessible_kits").rglob("__init__.py")
        if "__pycache__" not in p.parts
    }
    listed = set(_settings()["packages"])
    missing = sorted(found - listed)
    assert not missing, f"add {missing} to [tool.setuptools] packages in pyproject.toml"
    assert listed - found == {"accessible_kits.profiles"}, "only the profiles folder is mapped from outside"


def test_every_data_file_is_installed():
    data = _settings()["package-data"]
    for toml in (ROOT / "accessible_kits" / "families").glob("*/data/*.toml"):
        package = f"accessible_kits.families.{toml.parent.parent.name}"
        assert "data/*.toml" in data.get(package, []) + data.get("*", []), f"{package}: list data/*.toml"
