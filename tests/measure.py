"""Measurements on rendered pages: grid lines, their pitch and thickness, colours."""

from __future__ import annotations

import numpy as np
from PIL import Image

from accessible_kits.colour import contrast


def load(png) -> np.ndarray:
    return np.asarray(Image.open(png).convert("RGB"))


def dark_mask(img: np.ndarray, threshold: int = 128) -> np.ndarray:
    return img.mean(axis=2) < threshold


def vertical_lines(mask: np.ndarray, min_fraction: float = 0.9):
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
    return runs


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
    colours, counts = np.unique(flat, axis=0, return_counts=True)
    page = tuple(int(v) for v in colours[counts.argmax()])
    lum = flat.astype(float) @ [0.2126, 0.7152, 0.0722]
    ink = tuple(int(v) for v in flat[lum.argmin()])
    return contrast(page, ink)
