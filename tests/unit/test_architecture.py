"""The import graph as docs/architecture.md shows it, with no cycle and no arrow back up."""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_kits import imports
from accessible_kits.imports import LAYERS, block, edges

DOC = Path(__file__).resolve().parents[2] / "docs" / "architecture.md"

RANK = {part: i for i, layer in enumerate(LAYERS) for part in layer}


@pytest.fixture(scope="module")
def graph():
    """The import graph, parsed from the source once for the module's three tests (about a second
    each): `imports.block` reads this same graph while the module runs."""
    parsed = edges()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(imports, "edges", lambda: parsed)
        yield parsed


def test_every_part_has_a_layer(graph):
    assert set(graph) <= set(RANK), f"put {sorted(set(graph) - set(RANK))} in a layer of imports.LAYERS"


def test_no_arrow_back_up(graph):
    back = [(src, dst) for src, deps in graph.items() for dst in deps if RANK[dst] >= RANK[src]]
    assert not back, f"imports against the data flow: {back}"


def test_the_document_shows_the_graph_as_it_is(graph):
    text = DOC.read_text(encoding="utf-8")
    out_of_date = "docs/architecture.md is out of date: paste `python -m accessible_kits.imports`"
    assert f"```text\n{block()}\n```" in text, out_of_date
