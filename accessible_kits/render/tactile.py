"""Braille labels drawn as dots at Library of Congress geometry, for boards, pieces and titles.

Dots: 1.44 mm across, 2.34 mm apart inside a cell, 6.2 mm from cell to cell,
10 mm from line to line. Labels are translated by liblouis, never by hand.
"""

from __future__ import annotations

import functools

from accessible_kits import braille

DOT_MM = 1.44
DOT_GAP_MM = 2.34          # centre to centre inside a cell
CELL_MM = 6.2              # centre to centre, cell to cell
LINE_MM = 10.0             # centre to centre, line to line
HEIGHT_MM = 2 * DOT_GAP_MM + DOT_MM
_DOTS = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (0, 3), (1, 3)]  # bit -> (column, row)


def width(cells: str) -> float:
    """Width of a label from the left edge of its first dot to the right edge of its last."""
    n = len(cells)
    return 0.0 if n == 0 else (n - 1) * CELL_MM + DOT_GAP_MM + DOT_MM


def draw(c, cells: str, x: float, y: float, group=None, cls: str = "braille") -> tuple[float, float, float, float]:
    """Draw Unicode braille with its top-left dot edge at (x, y); returns the bounding box (x0, y0, x1, y1)."""
    g = c.dwg.g(class_=cls)
    g.attribs["aria-hidden"] = "true"
    r = DOT_MM / 2
    for i, ch in enumerate(cells):
        bits = ord(ch) - 0x2800
        for bit, (dc, dr) in enumerate(_DOTS[:6]):
            if bits & (1 << bit):
                g.add(c.dwg.circle((round(x + r + i * CELL_MM + dc * DOT_GAP_MM, 3), round(y + r + dr * DOT_GAP_MM, 3)),
                                   r, fill=c.p.foreground))
    (group or c.dwg).add(g)
    return (x, y, x + width(cells), y + HEIGHT_MM)


class Labels:
    """Every label a kit's pages need, translated in one call of liblouis per grade."""

    def __init__(self, short: set[str], words: set[str]):
        short, words = sorted(short), sorted(words)
        self._map = dict(zip([("1", s) for s in short], braille.translate(short, braille.GRADE1)))
        self._map.update(zip([("2", w) for w in words], braille.translate(words, braille.GRADE2)))

    def _get(self, grade: str, text: str) -> str:
        if (grade, text) not in self._map:  # a label not foreseen: translate it now, once
            table = braille.GRADE1 if grade == "1" else braille.GRADE2
            (self._map[(grade, text)],) = braille.translate([text], table)
        return self._map[(grade, text)].replace(" ", "\u2800")

    def short(self, text: str) -> str:
        """Coordinates, single letters: UEB grade 1 (A1 -> ⠠⠁⠼⠁)."""
        return self._get("1", text)

    def words(self, text: str) -> str:
        """Names and titles: UEB grade 2."""
        return self._get("2", text)


@functools.lru_cache(maxsize=16)
def labels_for(title: str, boards: tuple, pieces: tuple, profile) -> Labels | None:
    """The braille labels of one kit's pages, translated once per process (the sheet plan and the
    pages both need them)."""
    if not profile.braille:
        return None
    from accessible_kits.games.notation import column_letters
    from accessible_kits.model import GridBoard, RowsBoard

    short = {profile.mark_white, profile.mark_black, "P"}
    words = {title, f"{title}: quick reference", f"{title}: host key"}
    for b in boards:
        if isinstance(b, GridBoard):
            short |= set(column_letters(b.columns)) | {str(r + 1) for r in range(b.rows)}
        elif isinstance(b, RowsBoard):
            words |= {f"{n} row" for n in b.names}
    words |= {pc.name for pc in pieces}
    return Labels(short, words)
