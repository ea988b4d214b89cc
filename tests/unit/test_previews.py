"""The previews' PNG writer (writers/previews.py) gives the pixels cairo's own PNG writer gives."""

from __future__ import annotations

import io

import cairosvg
import numpy as np
from PIL import Image

from accessible_kits.writers import previews

# opaque and half-transparent shapes, anti-aliased edges and text, and a bare (transparent) corner
SVG = """<svg xmlns="http://www.w3.org/2000/svg" width="60mm" height="40mm" viewBox="0 0 60 40">
<rect x="5" y="5" width="50" height="30" fill="#fdf6e3"/>
<circle cx="20" cy="20" r="9.3" fill="#268bd2" fill-opacity="0.45"/>
<path d="M30 8 L52 31 L33 33 Z" fill="#dc322f" stroke="#000" stroke-width="0.7" stroke-opacity="0.6"/>
<text x="8" y="37" font-size="5" fill="#073642">Row 3, A1</text>
</svg>"""


def _pixels(png: bytes):
    image = Image.open(io.BytesIO(png))
    return image.mode, np.asarray(image)


def test_preview_has_cairos_pixels():
    """Every pixel (colour unpremultiplied, alpha kept) as cairo's PNG writer gives it, at the
    previews' resolution and at a larger one; and the same bytes each time."""
    for dpi in (previews.PREVIEW_DPI, 300):
        ours = previews.png(cairosvg.surface.PNGSurface(cairosvg.parser.Tree(bytestring=SVG.encode()), None, dpi).cairo)
        mode, pixels = _pixels(ours)
        theirs_mode, theirs = _pixels(cairosvg.svg2png(bytestring=SVG.encode(), dpi=dpi))
        assert (mode, theirs_mode) == ("RGBA", "RGBA")
        alpha = pixels[..., 3]
        assert ((alpha > 0) & (alpha < 255)).any() and (alpha == 0).any() and (alpha == 255).any()
        assert np.array_equal(pixels, theirs), dpi
    assert previews.preview(SVG) == previews.preview(SVG)
