"""kit.pdf (every player page at true size), summary.pdf, host-key.pdf kept apart, and in a
tactile kit swell.pdf, the raised sheets, apart from the plain paper pages.

Each is PDF/UA-1: cairo draws the SVG pages, pdf_tags builds the structure from their roles.
"""

from __future__ import annotations

import re
from dataclasses import replace

from accessible_kits.model import PAGES_FILE, RAISED_SHEETS_FILE
from accessible_kits.render.canvas import Page
from accessible_kits.writers import File

# A light page colour is the paper's (render.canvas marks it): on paper of that colour, not ink.
_LIGHT_PAPER = re.compile(r'<rect [^>]*data-paper="light"[^>]*/>')


def unprinted_paper(page: Page) -> Page:
    """The page as it is printed: without its light paper colour, which is the paper's own, so
    no PDF inks it (and a printer leaves no white frame around it)."""
    return replace(page, svg=_LIGHT_PAPER.sub("", page.svg, count=1))


def pdf_from_pages(pages, title: str, drawn: dict | None = None) -> bytes:
    """Render SVG pages with cairo as one tagged PDF, add bookmarks, fix dates and ids (`drawn`:
    the pages cairo has drawn for the kit's other PDFs, pdf_tags.tagged_page_pdf)."""
    import pikepdf

    from accessible_kits.pdf_tags import finish_pdf, pdf_from_tagged_pages

    out = pdf_from_tagged_pages([unprinted_paper(p) for p in pages], drawn)
    with out.open_outline() as outline:
        for i, page in enumerate(pages):
            outline.root.append(pikepdf.OutlineItem(page.title, i))
    return finish_pdf(out, title)


def write(kit, profile, ctx) -> list[File]:
    """kit.pdf, summary.pdf, host-key/host-key.pdf and, with raised sheets, swell.pdf, each tagged PDF/UA-1."""
    from accessible_kits.cache import memo
    from accessible_kits.versions import render_key

    pages = ctx.pages()
    players = [p for p in pages if not p.for_host and not p.swell]  # raised sheets go in swell.pdf
    host = [p for p in pages if p.for_host]
    summary = [p for p in pages if p.id.startswith("summary")]

    drawn: dict = {}  # the quick reference is in kit.pdf and summary.pdf: cairo draws it once

    def tagged(group, title: str) -> bytes:  # the same pages (same SVG, fonts, libraries) are drawn once ever
        key = ("tagged-pdf", title, *(p.title for p in group), *(p.svg for p in group), *render_key(profile))
        return memo(ctx.options, key, lambda: pdf_from_pages(group, title, drawn))

    raised = [p for p in pages if p.swell]
    out = [
        # a tactile kit prints its raised sheets apart, so kit.pdf holds the plain paper pages
        File(
            PAGES_FILE,
            tagged(players, f"{kit.title}: kit ({profile.name})"),
            "Plain paper pages (PDF)" if raised else "All printed pages (PDF)",
            "print",
        ),
        File("summary.pdf", tagged(summary, f"{kit.title}: quick reference"), "Quick reference card (PDF)", "print"),
        File("host-key/host-key.pdf", tagged(host, f"{kit.title}: host key"), "Host key, print (PDF)", "host"),
    ]
    if raised:  # braille key, boards, pieces, tokens and example diagrams, for swell paper
        out.append(
            File(
                RAISED_SHEETS_FILE,
                tagged(raised, f"{kit.title}: swell paper sheets ({profile.name})"),
                "Raised sheets, for swell paper (PDF)",
                "print",
            )
        )
    return out
