"""A small PNG preview of every player page, for the kit page and for a quick look.

cairosvg draws each page; the PNG is written here, not by cairo: cairo's writer (libpng with
its adaptive row filters) took two fifths of a preview's CPU time. The pixels are the ones
cairo's writer gives (its own unpremultiplying of the colours), rows unfiltered and deflated
by zlib: 0.095 -> 0.054 CPU s for poison corner's 9 previews, and a third fewer bytes (issue 29).
"""

from accessible_kits.writers import File

PREVIEW_DPI = 50


def write(kit, profile, ctx) -> list[File]:
    """previews/<page>.png for every player page, at PREVIEW_DPI, through the cache."""
    from accessible_kits.cache import memo
    from accessible_kits.versions import render_key

    # a page drawn before (same SVG, fonts, libraries, this module) is not drawn again
    return [
        File(
            f"previews/{page.id}.png",
            memo(
                ctx.options,
                ("png", PREVIEW_DPI, _code(), page.svg, *render_key(profile)),
                lambda svg=page.svg: preview(svg),
            ),
            description=page.description,
        )
        for page in ctx.pages()
        if not page.for_host
    ]


def preview(svg: str) -> bytes:
    """The page drawn by cairosvg at PREVIEW_DPI, as a PNG."""
    from cairosvg.parser import Tree
    from cairosvg.surface import PNGSurface

    drawn = PNGSurface(Tree(bytestring=svg.encode("utf-8")), None, PREVIEW_DPI)  # None: no file written
    return png(drawn.cairo)


def png(surface) -> bytes:
    """A cairo ARGB32 image surface as an 8-bit RGBA PNG, each pixel as cairo's own PNG writer
    gives it: colour unpremultiplied as (c * 255 + a / 2) / a, a transparent pixel all zeros."""
    import struct
    import zlib

    import numpy as np

    surface.flush()
    width, height, stride = surface.get_width(), surface.get_height(), surface.get_stride()
    # ARGB32 is one 32-bit word a pixel in the machine's own byte order: alpha in the top byte
    word = np.frombuffer(surface.get_data(), dtype=np.uint32).reshape(height, stride // 4)[:, :width]
    alpha = word >> 24
    # R, G, B, A in one big-endian word: as they are where a pixel is opaque (or transparent: zeros)
    rgba = (word << 8) | alpha
    part = np.flatnonzero((alpha.ravel() - 1) < 254)  # 0 < alpha < 255 (the edges of shapes)
    if len(part):
        w, a = word.ravel()[part], alpha.ravel()[part]
        straight = [(((w >> shift) & 0xFF) * 255 + a // 2) // a for shift in (16, 8, 0)]
        rgba.ravel()[part] = (straight[0] << 24) | (straight[1] << 16) | (straight[2] << 8) | a
    rows = np.zeros((height, 1 + 4 * width), dtype=np.uint8)  # each row: filter 0 (none), then pixels
    rows[:, 1:] = rgba.astype(">u4").view(np.uint8).reshape(height, 4 * width)

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)  # 8 bits, RGBA, deflate, no interlace
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(rows.tobytes(), 6))
        + chunk(b"IEND", b"")
    )


def _code() -> str:
    """SHA-256 of this module: previews made another way miss the cache."""
    from accessible_kits.versions import module_sha256

    return module_sha256(__file__)
