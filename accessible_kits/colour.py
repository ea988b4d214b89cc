"""WCAG 2.2 relative luminance and contrast ratio."""

from __future__ import annotations

import re

_HEX = re.compile(r"^#([0-9a-fA-F]{6})$")


def parse_hex(text: str) -> tuple[int, int, int]:
    """A colour written #RRGGBB as its (red, green, blue) bytes; raise ValueError with what is allowed."""
    match = _HEX.match(str(text))
    if not match:
        raise ValueError("a colour like #000000")
    h = match.group(1)
    return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)


def luminance(rgb: tuple[int, int, int]) -> float:
    """WCAG relative luminance, 0 (black) to 1 (white): what contrast ratios are made of."""

    def channel(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    """Contrast ratio of two colours given as '#rrggbb' or RGB tuples."""
    la = luminance(parse_hex(a) if isinstance(a, str) else a)
    lb = luminance(parse_hex(b) if isinstance(b, str) else b)
    hi, lo = max(la, lb), min(la, lb)
    return (hi + 0.05) / (lo + 0.05)
