"""The one measuring service: how wide print and braille are, for one kit's profile.

The plan measures with it before any word is written, and render draws with the same
numbers (render/tactile takes its braille geometry and labels from here), so what the
plan decided is what the pages hold. Print widths come from the font's own advance
widths (fonts.Metrics); braille from liblouis's translation of each label (braille) and
Library of Congress cell geometry: dots 1.44 mm across, 2.34 mm apart inside a cell,
6.2 mm from cell to cell, 10 mm from line to line.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from accessible_kits import braille
from accessible_kits.fonts import Metrics

DOT_MM = 1.44
DOT_GAP_MM = 2.34  # centre to centre inside a cell
CELL_MM = 6.2  # centre to centre, cell to cell
LINE_MM = 10.0  # centre to centre, line to line
HEIGHT_MM = 2 * DOT_GAP_MM + DOT_MM


def width(cells: str) -> float:
    """Width of a braille label from the left edge of its first dot to the right edge of its last."""
    n = len(cells)
    return 0.0 if n == 0 else (n - 1) * CELL_MM + DOT_GAP_MM + DOT_MM


def cells_across(width_mm: float) -> int:
    """How many braille cells fit in a width, from the first dot's left edge to the last's right."""
    return int((width_mm + CELL_MM - DOT_GAP_MM - DOT_MM) // CELL_MM)


class Labels:
    """Every braille label a kit's pages need, translated in one call of liblouis per kind: short
    labels (coordinates, a cell's letter) in grade 1, as graphics are labelled, names and titles
    at the kit's grade (`table`: the profile's braille_grade)."""

    def __init__(self, grade1: set[str], grade2: set[str], table: str = braille.GRADE2):
        grade1_sorted, grade2_sorted = sorted(grade1), sorted(grade2)
        self._table = table
        pairs1 = zip([("1", s) for s in grade1_sorted], braille.translate(grade1_sorted, braille.GRADE1), strict=True)
        self._map = dict(pairs1)
        pairs2 = zip([("2", w) for w in grade2_sorted], braille.translate(grade2_sorted, table), strict=True)
        self._map.update(pairs2)

    def _get(self, grade: str, text: str) -> str:
        """The cells of one label, translated now (once) if it was not foreseen."""
        if (grade, text) not in self._map:
            table = braille.GRADE1 if grade == "1" else self._table
            (self._map[(grade, text)],) = braille.translate([text], table)
        return self._map[(grade, text)].replace(" ", "\u2800")

    def grade1(self, text: str) -> str:
        """Coordinates, single letters: UEB grade 1 (A1 -> ⠠⠁⠼⠁)."""
        return self._get("1", text)

    def grade2(self, text: str) -> str:
        """Names and titles, at the kit's grade (UEB grade 2, or grade 1 for learners)."""
        return self._get("2", text)


@functools.lru_cache(maxsize=16)
def labels_for(
    title: str, pieces: tuple, profile, *, board_labels: tuple[frozenset[str], frozenset[str]]
) -> Labels | None:
    """The braille labels of one kit's pages, translated once per process (the plan and the
    pages both need them); None for a profile without braille. `board_labels`: what the boards
    need, grade 1 and grade 2, as their drawers say (render.drawers.board_labels)."""
    if not profile.braille:
        return None
    short = {profile.marks.white, profile.marks.black, "P"} | board_labels[0]
    words = {title, f"{title}: quick reference", f"{title}: host key"} | board_labels[1]
    words |= {pc.name for pc in pieces}
    return Labels(short, words, braille.table(profile.braille_grade))


@dataclass(frozen=True)
class Measure:
    """What one kit is measured with: the profile's font metrics, and its braille labels (None
    without braille). One is made per kit, for the plan (its labels from render.drawers.labels_for);
    the pages are drawn with the same two."""

    metrics: Metrics
    labels: Labels | None

    def text_width(self, text: str, size: float, bold: bool = False) -> float:
        """Print width in mm at `size` mm."""
        return self.metrics.width(text, size, bold)

    def braille_width(self, text: str) -> float:
        """The width in mm of `text` as a grade 2 braille label (0 without braille)."""
        return width(self.labels.grade2(text)) if self.labels else 0.0
