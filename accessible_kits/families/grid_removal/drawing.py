"""How a grid-removal game is drawn: its positions are grids of cells (model.GridBoard, drawn by
render's grid drawer), and these are the painters of the cell roles it uses.

Why here: what a crossed-out cell, the cell a move chose or the poison cell looks like is this
family's own; render/boards.py draws the grid and asks `families.cell_painters` by role.
Print: crosses (the move shown heavy on stripes, its chosen cell filled in with the cross cut out
of it) and the poison P in a thick frame; a ring means one thing only, a void mark (the words of
fixing a mistake). Raised: textures inside the cell's lines, and the poison cell's P in braille
inside sides as thick as the board's edge. PRINT_KEY says each print mark once, for the legend.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from accessible_kits.model import POISON_LABEL, GridBoard
from accessible_kits.profile.paper import printed_background
from accessible_kits.render import tactile
from accessible_kits.render.boards import cell_label, cross, edge_width

if TYPE_CHECKING:
    from accessible_kits.render.boards import CellSpot
    from accessible_kits.render.canvas import Surface

BOARD = GridBoard


def crossed(c: Surface, spot: CellSpot) -> None:
    """A cell crossed out in print: an old cross, the move shown's heavy cross on stripes, or the
    cell the move chose: filled in, its heavy cross in the paper's colour, so it is still a cross."""
    p, d = c.profile, c.dwg
    cx, cy, s, g = spot.x, spot.y, spot.size, spot.group
    if spot.role == "new-crossed":
        g.add(d.rect((cx, cy), (s, s), fill="url(#pat-new)"))
    if spot.role == "chosen":
        inset = p.line_width / 2  # the fill stops at the cell's lines, which stay lines
        g.add(d.rect((cx + inset, cy + inset), (s - 2 * inset, s - 2 * inset), fill=p.foreground))
    cross(
        c,
        cx,
        cy,
        s,
        g,
        heavy=spot.role != "crossed",
        colour=(printed_background(p) or "#FFFFFF") if spot.role == "chosen" else None,
    )


def poison(c: Surface, spot: CellSpot) -> None:
    """The poison cell in print: a big P inside a thick square frame, as thick as the board's edge
    and clear of the cell's lines (a ring is a void mark, and a frame is what the raised sheets use)."""
    d = c.dwg
    cx, cy, s, g = spot.x, spot.y, spot.size, spot.group
    w = round(edge_width(c), 3)
    inset = s * 0.1 + w / 2
    g.add(
        d.rect(
            (cx + inset, cy + inset),
            (s - 2 * inset, s - 2 * inset),
            fill="none",
            stroke=c.profile.foreground,
            stroke_width=w,
        )
    )
    c.text(POISON_LABEL, cx + s / 2, cy + s / 2 + s * 0.17, size=s * 0.48, bold=True, anchor="middle", group=g)


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


# What each print mark means, once, in the words of the legend beside the diagrams (render.drawers.legend).
PRINT_KEY = {
    "crossed": "A cross: a cell crossed out before.",
    "new-crossed": "A thick cross on stripes: a cell crossed out in this move.",
    # one of the move's cells, counted with them, as the raised key says it (READER26 #7): _board gives a
    # cell this role only where the move crosses it out
    "chosen": "A filled-in cell with a cross: the cell chosen in this move. "
    "It counts among the cells crossed out in this move.",
    "poison": "P in a thick frame: the poison cell.",
}
PRINT_CELLS = {"crossed": crossed, "new-crossed": crossed, "chosen": crossed, "poison": poison}
RAISED_CELLS = {
    "crossed": raised_crossed,
    "new-crossed": raised_crossed,
    "chosen": raised_crossed,
    "poison": raised_poison,
}
RAISED_FRAMES = {"poison": raised_poison_frame}
