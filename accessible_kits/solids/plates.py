"""Many small solids (plugs, pegs, tiles) laid out on the bed in rows, a gap apart, in as many
plates as they need; each plate is one file to print."""

from __future__ import annotations

from dataclasses import replace

from accessible_kits.errors import DoesNotFit
from accessible_kits.solids import sizes as z
from accessible_kits.solids.board import Piece

GAP_MM = 5.0  # between two parts on a plate, and from the bed's edge


def lay_out(items: list[Piece], s: z.Sizes) -> list[list[Piece]]:
    """The items in rows across the bed, in order, each moved to its place; a new
    plate when the bed is full. DoesNotFit names the bed key when one item alone is too big."""
    bed_w, bed_d = s.bed
    plates: list[list[Piece]] = [[]]
    x = y = GAP_MM
    row = 0.0
    for item in items:
        name, solid = item.name, item.solid
        x0, y0, _, x1, y1, _ = solid.bounding_box()
        w, d = x1 - x0, y1 - y0
        if w + 2 * GAP_MM > bed_w or d + 2 * GAP_MM > bed_d:
            key = "bed_width" if w + 2 * GAP_MM > bed_w else "bed_depth"
            raise DoesNotFit(
                f"{key}: {name} is {w:.0f} x {d:.0f}mm and needs a bed of at least "
                f"{w + 2 * GAP_MM:.0f} x {d + 2 * GAP_MM:.0f}mm; use a bigger bed or a smaller cell_size",
                key=key,
                blame="profile",
            )
        if x + w + GAP_MM > bed_w:  # the next row
            x, y, row = GAP_MM, y + row + GAP_MM, 0.0
        if y + d + GAP_MM > bed_d:  # the next plate
            plates.append([])
            x, y, row = GAP_MM, GAP_MM, 0.0
        shift = (x - x0, y - y0)
        labels = tuple(replace(lb, x=lb.x + shift[0], y=lb.y + shift[1]) for lb in item.labels)
        plates[-1].append(Piece(name, solid.translate((shift[0], shift[1], 0)), labels, shift=shift))
        x += w + GAP_MM
        row = max(row, d)
    return [p for p in plates if p]
