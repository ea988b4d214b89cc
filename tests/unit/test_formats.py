"""Every output format is in writers.WRITERS: a module of the writers package with a `write`
function and no line in the list would be a format that no build ever runs."""

from __future__ import annotations

import ast
from pathlib import Path

from accessible_kits import writers

HELPERS = {"__init__", "kit_page", "top_index", "recording", "html_page", "epub_package"}  # not formats


def test_every_writer_module_is_listed_once():
    folder = Path(writers.__file__).parent
    with_write = {
        p.stem
        for p in folder.glob("*.py")
        if any(isinstance(n, ast.FunctionDef) and n.name == "write" for n in ast.parse(p.read_text()).body)
    }
    listed = [module.rsplit(".", 1)[1] for _, module, _ in writers.WRITERS]
    assert len(listed) == len(set(listed)), "a writer listed twice"
    missing = sorted(with_write - HELPERS - set(listed))
    assert not missing, f"add {missing} to writers.WRITERS"
    assert all(what for _, _, what in writers.WRITERS), "each writer says what it makes, for the studio"


def test_the_previews_run_after_the_pdfs():
    """A preview's edge pixels depend on whether the process drew a PDF first (cairo's caches):
    the previews keep their place after the PDFs, so a kit's PNGs are the same in every build."""
    names = [name for name, _, _ in writers.WRITERS]
    assert names.index("previews") > names.index("print-pdf")
