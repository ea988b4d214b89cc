"""Rows of circles (model.RowsBoard), drawn at true scale: each row named on its left, or, where
the names beside the circles would not fit the sheet (the plan says so: SheetPlan.names_above),
just above its row, so a game of eight rows builds at standard A4 as well as at A3."""

from __future__ import annotations

from accessible_kits.games.notation import row_said
from accessible_kits.model import RowsBoard
from accessible_kits.render import tactile
from accessible_kits.render.boards import circle_radius, cross
from accessible_kits.render.canvas import CAP_CENTRE, Surface

NAME_LINE = 1.6  # a name above its row: its line, in text sizes, the room mostly above it (nearer its own row)


def _row_label_width(c: Surface, board: RowsBoard) -> float:
    """Room for the longest row name on the left, in print and, on a raised sheet, in braille;
    none when the names are above their rows."""
    if board.names_above:
        return 0.0
    label = max(c.metrics.width(row_said(n), c.profile.text_mm, True) for n in board.names)
    if c.braille:
        label = max(label, *(tactile.width(c.braille.grade2(row_said(n))) for n in board.names))
        return label + c.profile.min_gap
    return label + c.profile.text_mm


def rows_size(c: Surface, board: RowsBoard) -> tuple[float, float]:
    """Rows of circles' width and height in mm: the names, then the longest row (each row a name's
    line taller when its name is above it)."""
    label = _row_label_width(c, board)
    wide = max(board.sizes) * c.cell_size
    if board.names_above:  # a name may be wider than its row's circles
        wide = max(wide, *(c.metrics.width(row_said(n), c.profile.text_mm, True) for n in board.names))
    return label + wide, len(board.sizes) * _row_height(c, board)


def _row_height(c: Surface, board: RowsBoard) -> float:
    """One row's height: a cell, and a name's line above it when the name is above."""
    return c.cell_size + (c.profile.text_mm * NAME_LINE if board.names_above else 0.0)


def rows(c: Surface, board: RowsBoard, x: float, y: float):
    """Rows of circles; each row named with the spoken name, on its left or just above it."""
    p, d = c.profile, c.dwg
    s = c.cell_size
    radius = circle_radius(c)
    label = _row_label_width(c, board)
    g = d.g()
    d.add(g)
    step = _row_height(c, board)
    for i, (name, size) in enumerate(zip(board.names, board.sizes, strict=True)):
        cy = y + (i + 1) * step - s / 2
        if board.names_above:  # the baseline a descender and a little above the cell: nearer its own row
            c.text(row_said(name).capitalize(), x, y + i * step + p.text_mm * 1.3, bold=True, group=g)
        elif c.braille:  # print above, braille below, the minimum gap between
            block = p.text_mm + p.min_gap + tactile.HEIGHT_MM  # capitals 0.75, descenders 0.25 of the size
            top = cy - block / 2
            c.text(row_said(name).capitalize(), x, top + p.text_mm * 0.75, bold=True, group=g)
            tactile.draw(c, c.braille.grade2(row_said(name)), x, top + p.text_mm + p.min_gap, g)
        else:
            c.text(row_said(name).capitalize(), x, cy + p.text_mm * CAP_CENTRE, bold=True, group=g)
        crossed = board.crossed[i] if board.crossed else 0
        new = board.new[i] if board.new else 0
        for k in range(size):
            cx = x + label + k * s + s / 2
            ring = d.circle(
                (cx, cy), round(radius, 3), fill="none", stroke=p.foreground, stroke_width=round(p.line_width, 3)
            )
            index_from_right = size - 1 - k
            if c.swell:  # each circle its own raised thing, the guideline spacing from the next; open: a ring alone
                part = d.g(**{"data-part": f"circle-{i}-{k}-{x:.0f}-{y:.0f}"})
                part.add(tactile.tag(ring, "line", tactile.used(c, "open") if index_from_right >= crossed else ""))
                g.add(part)
            else:
                g.add(ring)
            if index_from_right < crossed and c.swell:  # a token's texture: dots before, lines this move
                new_here = index_from_right >= crossed - new
                tactile.area_disc(
                    c, cx, cy, radius - p.line_width / 2, texture="new" if new_here else "gone", group=part
                )
            elif index_from_right < crossed:
                # crosses run in from the right end; this move's are the innermost, next to the open circles
                heavy = index_from_right >= crossed - new
                if heavy:
                    g.add(d.circle((cx, cy), s * 0.4, fill="url(#pat-new)"))
                cross(c, cx - s / 2, cy - s / 2, s, g, heavy=heavy)
    return label + max(board.sizes) * s, len(board.sizes) * step
