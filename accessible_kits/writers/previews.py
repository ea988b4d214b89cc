"""A small PNG preview of every player page, for the kit page and for a quick look."""

from accessible_kits.writers import File

WHAT = "small pictures of the pages"  # what the studio says while this writer runs (writers.WRITERS finds it)

PREVIEW_DPI = 50


def write(kit, profile, ctx) -> list[File]:
    """previews/<page>.png for every player page, at PREVIEW_DPI, through the cache."""
    from accessible_kits.cache import memo
    from accessible_kits.versions import render_key

    def png(svg: str):
        return lambda: _clean_png(svg)

    # a page drawn before (same SVG, fonts, libraries) is not drawn again
    return [
        File(
            f"previews/{page.id}.png",
            memo(ctx.options, ("png", PREVIEW_DPI, "clean cairo", page.svg, *render_key(profile)), png(page.svg)),
            description=page.description,
        )
        for page in ctx.pages()
        if not page.for_host
    ]


def _clean_png(svg: str) -> bytes:
    """The page as a PNG, drawn from a clean cairo: cairo keeps its fonts' glyphs and metrics in
    caches shared by the whole process, so a page's pixels depended on what the process drew
    before it (a PDF drawn first moved a glyph at a page's edge by a pixel). Emptying the caches
    first makes a preview a function of its page alone, whatever the writers' order or the
    kits a worker built before. Safe here: every cairo object of an earlier drawing is freed
    (collected first), and writers draw one page at a time in one thread."""
    import gc

    import cairocffi
    import cairosvg

    gc.collect()
    cairocffi.cairo.cairo_debug_reset_static_data()
    return cairosvg.svg2png(bytestring=svg.encode("utf-8"), dpi=PREVIEW_DPI)
