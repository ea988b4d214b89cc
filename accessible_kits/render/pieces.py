"""Cut-out pieces drawn at the board's true cell size, each cell owned by its player, a solid
outline to cut along (raised, and at least 1 mm wide, on swell paper).

Why apart from render/boards.py: a piece is not a board shape; it is laid on one, and the pieces
sheets (render/sheets.py) and the plan's shelf-packing (render/packing.piece_box) size it.
"""

from __future__ import annotations

from accessible_kits.model import Piece
from accessible_kits.render import tactile
from accessible_kits.render.boards import owned_cell
from accessible_kits.render.canvas import Surface


def piece_size(c: Surface, piece: Piece) -> tuple[float, float]:
    """A cut-out piece's width and height in mm, at the board's cell size."""
    cols = max(x for x, _ in piece.cells) + 1
    rws = max(y for _, y in piece.cells) + 1
    return cols * c.cell_size, rws * c.cell_size


def piece(c: Surface, pc: Piece, x: float, y: float):
    """A cut-out piece at exactly the board's cell size; solid outline to cut along."""
    p, d = c.profile, c.dwg
    s = c.cell_size
    cells = set(pc.cells)
    top = max(r for _, r in cells)
    g = d.g()
    d.add(g)
    for col, row in cells:
        owned_cell(c, x + col * s, y + (top - row) * s, s, pc.owner, group=g)
    thin = tactile.MIN_LINE_MM if c.swell else 0.3  # raised lines are never under 1 mm
    part = g
    if c.swell:
        part = d.g(**{"data-part": f"piece-{pc.name}-{x:.0f}-{y:.0f}"})
        g.add(part)
    for col, row in cells:
        cx, cy = x + col * s, y + (top - row) * s
        for (dc, dr), (a, b) in {
            (0, 1): ((cx, cy), (cx + s, cy)),
            (0, -1): ((cx, cy + s), (cx + s, cy + s)),
            (-1, 0): ((cx, cy), (cx, cy + s)),
            (1, 0): ((cx + s, cy), (cx + s, cy + s)),
        }.items():
            outer = (col + dc, row + dr) not in cells
            el = c.line(a, b, width=max(p.line_width, 0.5) if outer else thin, group=part)
            if c.swell:  # the outline cut along, in the braille key (READER22 #11: the rules named it, the key did not)
                tactile.tag(el, "line", tactile.used(c, "cut") if outer else "")
