"""Every module of the package at most 400 lines: a module that grows past it has taken on a
second job, and is split by job (the house standard of issue 25; ruff holds the other one,
McCabe complexity 10 a function)."""

from __future__ import annotations

from pathlib import Path

import accessible_kits

MAX_LINES = 400
PACKAGE = Path(accessible_kits.__file__).resolve().parent


def module_lines() -> dict[str, int]:
    """{module path inside the package: its number of lines}, for every .py file of the package."""
    return {
        path.relative_to(PACKAGE).as_posix(): len(path.read_text(encoding="utf-8").splitlines())
        for path in sorted(PACKAGE.rglob("*.py"))
        if "__pycache__" not in path.parts
    }


def test_the_package_is_found():
    sizes = module_lines()
    assert "__init__.py" in sizes and len(sizes) > 20, sizes  # the rule below is not vacuous


def test_no_module_is_longer_than_400_lines():
    long = {name: n for name, n in module_lines().items() if n > MAX_LINES}
    shown = ", ".join(f"{name} ({n})" for name, n in sorted(long.items(), key=lambda kv: -kv[1]))
    assert not long, f"modules over {MAX_LINES} lines, split them by job: {shown}"
