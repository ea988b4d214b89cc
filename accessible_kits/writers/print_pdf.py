"""kit.pdf (every player page at true size), summary.pdf, and host-key.pdf kept apart."""

from __future__ import annotations

import io

from accessible_kits import __version__


def pdf_from_pages(pages, title: str, draw=None) -> bytes:
    """Render SVG pages with cairo, join them, add bookmarks, fix dates and ids.

    `draw(svg) -> PDF bytes` renders one page (through the cache, from write)."""
    import pikepdf

    out = pikepdf.new()
    for page in pages:
        one = pikepdf.open(io.BytesIO((draw or _draw)(page.svg)))
        out.pages.extend(one.pages)
    with out.open_outline() as outline:
        for i, page in enumerate(pages):
            outline.root.append(pikepdf.OutlineItem(page.title, i))
    return finish_pdf(out, title)


def _draw(svg: str) -> bytes:
    import cairosvg

    return cairosvg.svg2pdf(bytestring=svg.encode("utf-8"))


def finish_pdf(pdf, title: str, keep_metadata: bool = False) -> bytes:
    """Title shown in the window, language, no dates: the same inputs give the same bytes."""
    import pikepdf

    pdf.docinfo = pdf.make_indirect(pikepdf.Dictionary(
        Title=pikepdf.String(title), Creator=pikepdf.String(f"accessible-kits {__version__}"),
        Producer=pikepdf.String("accessible-kits with cairo and pikepdf"),
    ))
    pdf.Root.Lang = pikepdf.String("en")
    pdf.Root.ViewerPreferences = pikepdf.Dictionary(DisplayDocTitle=True)
    if keep_metadata:
        # PDF/UA identification lives in the XMP packet: keep it, drop its dates.
        with pdf.open_metadata(set_pikepdf_as_editor=False, update_docinfo=False) as meta:
            for key in ("xmp:CreateDate", "xmp:ModifyDate", "xmp:MetadataDate"):
                if key in meta:
                    del meta[key]
            meta["dc:title"] = title
    elif "/Metadata" in pdf.Root:
        del pdf.Root.Metadata
    buf = io.BytesIO()
    pdf.save(buf, deterministic_id=True, compress_streams=True, object_stream_mode=pikepdf.ObjectStreamMode.generate)
    return buf.getvalue()


def write(kit, profile, ctx) -> dict[str, bytes]:
    from accessible_kits.cache import memo
    from accessible_kits.freshness import render_key

    pages = ctx.pages()
    players = [p for p in pages if not p.host]
    host = [p for p in pages if p.host]
    summary = [p for p in pages if p.id.startswith("summary")]
    drawn: dict[str, bytes] = {}

    def draw(svg: str) -> bytes:  # each page drawn once per kit, and once ever through the cache
        if svg not in drawn:
            drawn[svg] = memo(ctx.options, ("svg-pdf", svg, *render_key(profile)), lambda: _draw(svg))
        return drawn[svg]

    return {
        "kit.pdf": pdf_from_pages(players, f"{kit.title}: kit ({profile.name})", draw),
        "summary.pdf": pdf_from_pages(summary, f"{kit.title}: quick reference", draw),
        "host-key/host-key.pdf": pdf_from_pages(host, f"{kit.title}: host key", draw),
    }
