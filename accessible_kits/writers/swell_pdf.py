"""swell.pdf: the raised sheets (braille key, boards, pieces, tokens, worked-example diagrams), kept
apart from kit.pdf so they go on swell paper and everything else on plain paper. Tagged like kit.pdf.
"""

from __future__ import annotations

FILE = "swell.pdf"  # the rules and the kit page name this file from here


def write(kit, profile, ctx) -> dict[str, bytes]:
    from accessible_kits.cache import memo
    from accessible_kits.freshness import render_key
    from accessible_kits.writers.print_pdf import pdf_from_pages

    pages = [p for p in ctx.pages() if p.swell]
    if not pages:
        return {}
    title = f"{kit.title}: swell paper sheets ({profile.name})"
    key = ("tagged-pdf", title, *(p.title for p in pages), *(p.svg for p in pages), *render_key(profile))
    return {FILE: memo(ctx.options, key, lambda: pdf_from_pages(pages, title))}
