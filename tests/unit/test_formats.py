"""A new output format is one module: writers.WRITERS finds every module of the writers package
that has a `write` function and a `WHAT`, without importing it."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

from accessible_kits import writers

HELPERS = {"__init__", "kit_page", "top_index", "recording", "html_page", "epub_package"}  # not formats


def test_every_writer_module_is_a_format_and_listing_them_imports_none():
    folder = Path(writers.__file__).parent
    modules = {p.stem for p in folder.glob("*.py")} - HELPERS
    assert {module.rsplit(".", 1)[1] for _, module, _ in writers.WRITERS} == modules
    for _, module, what in writers.WRITERS:
        assert what.startswith(("the ", "small ")), f"{module}: WHAT is the studio's words, like 'the braille'"
        tree = ast.parse((folder / f"{module.rsplit('.', 1)[1]}.py").read_text())
        assert any(isinstance(n, ast.FunctionDef) and n.name == "write" for n in tree.body)


def test_listing_the_formats_imports_none_of_them():
    before = set(sys.modules)
    path = Path(writers.__file__)
    namespace: dict = {"__name__": "accessible_kits.writers", "__file__": str(path)}
    exec(compile(path.read_text(), str(path), "exec"), namespace)
    assert namespace["WRITERS"] == writers.WRITERS
    assert not {m for _, m, _ in writers.WRITERS} & (set(sys.modules) - before)


def test_a_new_module_with_write_and_what_is_found(tmp_path, monkeypatch):
    source = Path(writers.__file__).read_text()
    fake = tmp_path / "writers"
    fake.mkdir()
    (fake / "__init__.py").write_text(source)
    (fake / "large_dots.py").write_text(
        'WHAT = "the rules in giant dots"\n\n\ndef write(kit, profile, view):\n    return []\n'
    )
    (fake / "helper.py").write_text("def write_not(x):\n    return x\n")
    namespace: dict = {"__name__": "accessible_kits.writers", "__file__": str(fake / "__init__.py")}
    exec(compile(source, str(fake / "__init__.py"), "exec"), namespace)
    assert namespace["WRITERS"] == [("large-dots", "accessible_kits.writers.large_dots", "the rules in giant dots")]
