"""How a grid-removal game is drawn: its positions are grids of cells (model.GridBoard, drawn by
render's grid drawer), and these are the painters of the cell roles it uses.

Why here: what a crossed-out cell, the cell a move chose or the poison cell looks like is this
family's own; render/boards.py draws the grid and asks `families.cell_painters` by role.
Print: crosses (the move shown hatched and heavy, its chosen cell ringed) and the poison P in a
thick ring. Raised: textures inside the cell's lines, and the poison cell's P in braille inside
sides as thick as the board's edge.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from accessible_kits.model import GridBoard
from accessible_kits.render import tactile
from accessible_kits.render.boards import cell_label, cross, edge_width

if TYPE_CHECKING:
    from accessible_kits.render.boards import CellSpot
    from accessible_kits.render.canvas import Surface

BOARD = GridBoard


def crossed(c: Surface, spot: CellSpot) -> None:
    """A cell crossed out in print: an old cross, or the move shown's heavy cross on a hatch,
    with a ring round the cell the move chose."""
    p, d = c.profile, c.dwg
    cx, cy, s, g = spot.x, spot.y, spot.size, spot.group
    if spot.role != "crossed":
        g.add(d.rect((cx, cy), (s, s), fill="url(#pat-new)"))
    cross(c, cx, cy, s, g, heavy=spot.role != "crossed")
    if spot.role == "chosen":
        g.add(
            d.circle(
                (cx + s / 2, cy + s / 2),
                s * 0.42,
                fill="none",
                stroke=p.foreground,
                stroke_width=round(max(p.line_width, 0.6), 3),
            )
        )


def poison(c: Surface, spot: CellSpot) -> None:
    """The poison cell in print: a big P inside a thick ring."""
    p, d = c.profile, c.dwg
    cx, cy, s, g = spot.x, spot.y, spot.size, spot.group
    g.add(
        d.circle(
            (cx + s / 2, cy + s / 2),
            s * 0.4,
            fill="none",
            stroke=p.foreground,
            stroke_width=round(max(p.line_width * 1.5, 1.0), 3),
        )
    )
    c.text("P", cx + s / 2, cy + s / 2 + s * 0.17, size=s * 0.48, bold=True, anchor="middle", group=g)


def raised_crossed(c: Surface, spot: CellSpot) -> None:
    """A covered cell on swell paper: a texture inside the cell's lines (dots before, solid for the
    chosen cell, lines for the rest of the move shown), one structure with the grid's lines."""
    p = c.profile
    inner = spot.size - p.line_width  # the room inside a cell's lines
    texture = {"crossed": "gone", "chosen": "solid"}.get(spot.role, "new")
    tactile.area_rect(
        c,
        spot.x + p.line_width / 2,
        spot.y + p.line_width / 2,
        inner,
        inner,
        texture=texture,
        group=spot.group,
        part=spot.part,
    )


def raised_poison(c: Surface, spot: CellSpot) -> None:
    """The poison cell on swell paper: a P in braille (its thick frame is drawn with the grid's lines)."""
    tactile.used(c, "poison")
    cell_label(c, c.braille.grade1("P"), spot.x, spot.y, spot.size, group=spot.group)


def raised_poison_frame(c: Surface, spot: CellSpot) -> None:
    """The poison cell's sides on swell paper: its own lines, as thick as the board's edge, drawn
    with the grid's lines (spot.group is their structure)."""
    spot.group.add(
        tactile.tag(
            c.dwg.rect(
                (spot.x, spot.y),
                (spot.size, spot.size),
                fill="none",
                stroke=c.profile.foreground,
                stroke_width=round(edge_width(c), 3),
            ),
            "line",
            "poison",
        )
    )


PRINT_CELLS = {"crossed": crossed, "new-crossed": crossed, "chosen": crossed, "poison": poison}
RAISED_CELLS = {
    "crossed": raised_crossed,
    "new-crossed": raised_crossed,
    "chosen": raised_crossed,
    "poison": raised_poison,
}
RAISED_FRAMES = {"poison": raised_poison_frame}
