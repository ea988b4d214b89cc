"""Measurements on rendered pages: grid lines, their pitch and thickness, colours."""

from __future__ import annotations

import numpy as np
from PIL import Image

from accessible_kits.colour import contrast


def load(png) -> np.ndarray:
    return np.asarray(Image.open(png).convert("RGB"))


def dark_mask(img: np.ndarray, threshold: int = 128) -> np.ndarray:
    """Pixels whose mean of R, G and B is below `threshold`: their sum against three times it, in
    16-bit integers (the same pixels as the mean, without a float copy of a 300 dpi page)."""
    return (img[..., 0].astype(np.uint16) + img[..., 1] + img[..., 2]) < 3 * threshold


def vertical_lines(mask: np.ndarray, min_fraction: float = 0.6):
    """Runs of columns whose dark pixels reach `min_fraction` of the longest column: the grid's
    vertical lines. Returns [(start, width)] in pixels."""
    counts = mask.sum(axis=0)
    strong = counts >= counts.max() * min_fraction
    runs, x = [], 0
    while x < len(strong):
        if strong[x]:
            start = x
            while x < len(strong) and strong[x]:
                x += 1
            runs.append((start, x - start))
        x += 1
    merged = []  # a mark crossing a line can split it by a pixel or two: join those pieces
    for start, width in runs:
        if merged and start - (merged[-1][0] + merged[-1][1]) <= 3:
            merged[-1] = (merged[-1][0], start + width - merged[-1][0])
        else:
            merged.append((start, width))
    return merged


def pitch_mm(runs, dpi: int) -> float:
    """Median distance between the centres of neighbouring inner lines, in mm."""
    centres = [s + w / 2 for s, w in runs]
    gaps = np.diff(centres)
    return float(np.median(gaps)) / dpi * 25.4


def inner_width_mm(runs, dpi: int) -> float:
    widths = [w for _, w in runs[1:-1]] or [w for _, w in runs]
    return float(np.median(widths)) / dpi * 25.4


def rendered_contrast(img: np.ndarray) -> float:
    """Contrast between the page colour (most common) and the darkest ink on the page."""
    flat = img.reshape(-1, 3)
    r, g, b = (flat[:, i].astype(np.int32) for i in range(3))  # 32 bits hold a packed colour and a luminance
    common = int(np.bincount((r << 16) | (g << 8) | b).argmax())
    page = (common >> 16, (common >> 8) & 255, common & 255)
    ink = tuple(int(v) for v in flat[(r * 2126 + g * 7152 + b * 722).argmin()])  # the darkest, by luminance
    return contrast(page, ink)


def horizontal_lines(mask: np.ndarray, min_fraction: float = 0.6):
    """Runs of pixel rows that are mostly dark across the widest line: table rules. [(start, height)]."""
    return vertical_lines(mask.T, min_fraction)
