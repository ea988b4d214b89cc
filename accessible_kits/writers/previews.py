"""A small PNG preview of every player page, for the kit page and for a quick look."""

from accessible_kits.writers import File

PREVIEW_DPI = 50


def write(kit, profile, ctx) -> list[File]:
    """previews/<page>.png for every player page, at PREVIEW_DPI, through the cache."""
    from accessible_kits.cache import memo
    from accessible_kits.versions import render_key

    def png(svg: str):
        import cairosvg

        return lambda: cairosvg.svg2png(bytestring=svg.encode("utf-8"), dpi=PREVIEW_DPI)

    # a page drawn before (same SVG, fonts, libraries) is not drawn again
    return [
        File(
            f"previews/{page.id}.png",
            memo(ctx.options, ("png", PREVIEW_DPI, page.svg, *render_key(profile)), png(page.svg)),
            description=page.description,
        )
        for page in ctx.pages()
        if not page.for_host
    ]
