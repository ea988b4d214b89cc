"""How a corner-polyominoes game is drawn: its positions are grids of cells (model.GridBoard, drawn
by render's grid drawer), and these are the painters of the cell roles it uses.

Why here: a player's cells, the start corners and a refused placement are this family's own;
render/boards.py draws the grid and asks `families.cell_painters` by role. The cut-out pieces
are drawn by render/pieces.piece, with the same owned-cell look. PRINT_KEY says each print mark
once, for the legend beside the diagrams: a dashed square is a start corner or a refused cell (told
apart by the word in it), a thick outline the piece placed in the move shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from accessible_kits.model import GridBoard
from accessible_kits.render import tactile
from accessible_kits.render.boards import owned_cell
from accessible_kits.render.canvas import CAP_CENTRE

if TYPE_CHECKING:
    from accessible_kits.render.boards import CellSpot
    from accessible_kits.render.canvas import Surface

BOARD = GridBoard
OWNER = {"white": 0, "black": 1}


def owned(c: Surface, spot: CellSpot) -> None:
    """A player's cell: fill, pattern and letter; the piece the move shown placed is outlined dashed."""
    owned_cell(
        c, spot.x, spot.y, spot.size, OWNER[spot.role.split("-")[-1]], group=spot.group, new=spot.role.startswith("new")
    )


def start(c: Surface, spot: CellSpot) -> None:
    """A player's start corner in print: a dashed square with the player's letter and the word start."""
    p = c.profile
    cx, cy, s, g = spot.x, spot.y, spot.size, spot.group
    owner = OWNER[spot.role.split("-")[1]]
    c.dashed_square(g, cx, cy, s, inset=0.1, side=0.8, width=round(max(p.line_width * 0.6, 0.5), 3), dash="2,1.5")
    c.text(
        (p.marks.white, p.marks.black)[owner],
        cx + s / 2,
        cy + s * 0.48,
        size=p.text_mm,
        bold=True,
        anchor="middle",
        group=g,
    )
    c.text("start", cx + s / 2, cy + s * 0.48 + p.text_mm * 1.1, size=p.text_mm, anchor="middle", group=g)


def tried(c: Surface, spot: CellSpot) -> None:
    """A cell of a refused placement in print: a dashed square with the word no inside it, the
    word made smaller only where the profile's size would not fit inside the square."""
    p = c.profile
    cx, cy, s, g = spot.x, spot.y, spot.size, spot.group
    w = round(min(max(p.line_width, 0.6), s * 0.08), 3)
    c.dashed_square(g, cx, cy, s, inset=0.1, side=0.8, width=w)
    room = s * 0.8 - 2 * w - 1.0  # inside the dashes, with a little air each side
    size = min(p.text_mm, room / max(c.metrics.width("no", 1.0, True), 0.1))
    c.text("no", cx + s / 2, cy + s / 2 + size * CAP_CENTRE, size=size, bold=True, anchor="middle", group=g)


def raised_new(c: Surface, spot: CellSpot) -> None:
    """A cell of the piece the move shown placed, on swell paper: the lines texture inside its lines."""
    p = c.profile
    inner = spot.size - p.line_width  # the room inside a cell's lines
    tactile.area_rect(
        c,
        spot.x + p.line_width / 2,
        spot.y + p.line_width / 2,
        inner,
        inner,
        texture="new",
        group=spot.group,
        part=spot.part,
    )


def raised_start(c: Surface, spot: CellSpot) -> None:
    """A start corner on swell paper: a small raised ring."""
    tactile.start_ring(c, spot.x + spot.size / 2, spot.y + spot.size / 2, spot.group)


def raised_owned(c: Surface, spot: CellSpot) -> None:
    """A player's cell on swell paper: the player's letter in braille."""
    owned_cell(c, spot.x, spot.y, spot.size, OWNER[spot.role], group=spot.group)


def raised_tried(c: Surface, spot: CellSpot) -> None:
    """A cell of a refused placement on swell paper: a dashed raised square."""
    tactile.tried_square(c, spot.x + spot.size / 2, spot.y + spot.size / 2, spot.group)


# What each print mark means, once, in the words of the legend beside the diagrams (render.drawers.legend).
PRINT_KEY = {
    "white": "A mark in a cell: whose piece covers it.",
    "black": "A mark in a cell: whose piece covers it.",
    "new-white": "A thick outline in a cell: the piece placed in this move.",
    "new-black": "A thick outline in a cell: the piece placed in this move.",
    "start-white": "A dashed square with the word start: a player's start cell.",
    "start-black": "A dashed square with the word start: a player's start cell.",
    "tried": "A dashed square with the word no: a cell of a piece that is not allowed there.",
}
PRINT_CELLS = {
    "white": owned,
    "black": owned,
    "new-white": owned,
    "new-black": owned,
    "start-white": start,
    "start-black": start,
    "tried": tried,
}
RAISED_CELLS = {
    "white": raised_owned,
    "black": raised_owned,
    "new-white": raised_new,
    "new-black": raised_new,
    "start-white": raised_start,
    "start-black": raised_start,
    "tried": raised_tried,
}
