"""A small PNG preview of every player page, for the kit page and for a quick look."""

PREVIEW_DPI = 50


def write(kit, profile, ctx) -> dict[str, bytes]:
    import cairosvg

    return {
        f"previews/{page.id}.png": cairosvg.svg2png(bytestring=page.svg.encode("utf-8"), dpi=PREVIEW_DPI)
        for page in ctx.pages() if not page.host
    }
