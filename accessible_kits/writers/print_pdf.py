"""kit.pdf (every player page at true size), summary.pdf, and host-key.pdf kept apart.

Each is PDF/UA-1: cairo draws the SVG pages, pdf_tags builds the structure from their roles.
"""

from __future__ import annotations

import io

from accessible_kits import __version__


def pdf_from_pages(pages, title: str) -> bytes:
    """Render SVG pages with cairo as one tagged PDF, add bookmarks, fix dates and ids."""
    import pikepdf

    from accessible_kits.pdf_tags import pdf_from_tagged_pages

    out = pdf_from_tagged_pages(pages)
    with out.open_outline() as outline:
        for i, page in enumerate(pages):
            outline.root.append(pikepdf.OutlineItem(page.title, i))
    return finish_pdf(out, title)


def finish_pdf(pdf, title: str) -> bytes:
    """Title shown in the window, language, PDF/UA-1 in the XMP, no dates: the same inputs give the same bytes."""
    import pikepdf

    from accessible_kits.pdf_tags import set_ua_metadata

    pdf.docinfo = pdf.make_indirect(pikepdf.Dictionary(
        Title=pikepdf.String(title), Creator=pikepdf.String(f"accessible-kits {__version__}"),
        Producer=pikepdf.String("accessible-kits with cairo and pikepdf"),
    ))
    pdf.Root.Lang = pikepdf.String("en")
    pdf.Root.ViewerPreferences = pikepdf.Dictionary(DisplayDocTitle=True)
    set_ua_metadata(pdf, title)
    buf = io.BytesIO()
    pdf.save(buf, deterministic_id=True, compress_streams=True, object_stream_mode=pikepdf.ObjectStreamMode.generate)
    return buf.getvalue()


def write(kit, profile, ctx) -> dict[str, bytes]:
    from accessible_kits.cache import memo
    from accessible_kits.freshness import render_key

    pages = ctx.pages()
    players = [p for p in pages if not p.host and not p.swell]  # raised sheets go in swell.pdf
    host = [p for p in pages if p.host]
    summary = [p for p in pages if p.id.startswith("summary")]

    def tagged(group, title: str) -> bytes:  # the same pages (same SVG, fonts, libraries) are drawn once ever
        key = ("tagged-pdf", title, *(p.title for p in group), *(p.svg for p in group), *render_key(profile))
        return memo(ctx.options, key, lambda: pdf_from_pages(group, title))

    return {
        "kit.pdf": tagged(players, f"{kit.title}: kit ({profile.name})"),
        "summary.pdf": tagged(summary, f"{kit.title}: quick reference"),
        "host-key/host-key.pdf": tagged(host, f"{kit.title}: host key"),
    }
