"""Every printed page as its own SVG file (millimetre units, with title and description)."""


def write(kit, profile, ctx) -> dict[str, bytes]:
    out = {}
    for page in ctx.pages():
        folder = "host-key/" if page.host else "pages/"
        out[f"{folder}{page.id}.svg"] = page.svg.encode("utf-8")
    return out
