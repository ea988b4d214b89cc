"""The printed PDFs draw each page once (writers/print_pdf.write, issue 29): the quick reference
is in kit.pdf and in summary.pdf, and cairo drew it for each. Now the page cairo drew for one PDF
is opened again for the other: the same bytes as each PDF drawn on its own, one drawing a page."""

from __future__ import annotations

from types import SimpleNamespace

import cairosvg.parser
import pytest

from accessible_kits.options import BuildOptions
from accessible_kits.profile import load_profile
from accessible_kits.render.canvas import Page
from accessible_kits.writers import print_pdf

SVG = (
    '<svg xmlns="http://www.w3.org/2000/svg" width="210mm" height="297mm" viewBox="0 0 210 297">'
    '<rect width="210" height="297" fill="#ffffff" data-paper="light"/>'
    '<text role="heading" aria-level="1" x="10" y="20" font-size="8">{title}</text>'
    '<g role="list"><text role="listitem" x="10" y="40" font-size="5">{line}</text></g>'
    '<rect role="img" aria-label="A square for {title}" x="10" y="50" width="{side}" height="{side}"/>'
    "</svg>"
)


def _page(n: int, stem: str, **flags) -> Page:
    title = f"{stem} {n}"
    return Page(stem, title, SVG.format(title=title, line=f"Line {n}.", side=10 + n), **flags)


@pytest.fixture
def pages() -> list[Page]:
    """Two board pages, the quick reference, and a host key page, as a kit orders them."""
    return [_page(1, "board-1"), _page(2, "board-2"), _page(3, "summary"), _page(4, "host-key", for_host=True)]


def _write(pages):
    kit = SimpleNamespace(title="Test game")
    ctx = SimpleNamespace(pages=lambda: pages, options=BuildOptions(audio="off", cache=False))
    return {f.name: f.data for f in print_pdf.write(kit, load_profile("large-print"), ctx)}


def test_each_pdf_has_the_bytes_it_has_drawn_alone(pages):
    profile = load_profile("large-print")
    alone = {
        "kit.pdf": print_pdf.pdf_from_pages(pages[:3], f"Test game: kit ({profile.name})"),
        "summary.pdf": print_pdf.pdf_from_pages(pages[2:3], "Test game: quick reference"),
        "host-key/host-key.pdf": print_pdf.pdf_from_pages(pages[3:], "Test game: host key"),
    }
    assert _write(pages) == alone


def test_a_page_in_two_pdfs_is_drawn_once(pages, monkeypatch):
    parsed: list[bytes] = []
    tree = cairosvg.parser.Tree

    def counted(**kwargs):  # pdf_tags imports the Tree at each call: this one is what it draws
        parsed.append(kwargs["bytestring"])
        return tree(**kwargs)

    monkeypatch.setattr(cairosvg.parser, "Tree", counted)
    files = _write(pages)
    assert set(files) == {"kit.pdf", "summary.pdf", "host-key/host-key.pdf"}
    drawn = [print_pdf.unprinted_paper(p).svg.encode("utf-8") for p in pages]
    assert sorted(parsed) == sorted(drawn)  # each page once, the quick reference too
