"""The import graph as docs/architecture.md shows it, with no cycle and no arrow back up."""

from __future__ import annotations

from pathlib import Path

from accessible_kits.imports import LAYERS, block, edges

DOC = Path(__file__).resolve().parents[2] / "docs" / "architecture.md"

RANK = {part: i for i, layer in enumerate(LAYERS) for part in layer}


def test_every_part_has_a_layer():
    assert set(edges()) <= set(RANK), f"put {sorted(set(edges()) - set(RANK))} in a layer of imports.LAYERS"


def test_no_arrow_back_up():
    back = [(src, dst) for src, deps in edges().items() for dst in deps if RANK[dst] >= RANK[src]]
    assert not back, f"imports against the data flow: {back}"


def test_the_document_shows_the_graph_as_it_is():
    text = DOC.read_text(encoding="utf-8")
    out_of_date = "docs/architecture.md is out of date: paste `python -m accessible_kits.imports`"
    assert f"```text\n{block()}\n```" in text, out_of_date
