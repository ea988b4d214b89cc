"""Where a split board's parts meet: the edges of a part, drawn so that two parts butted at a
seam make one inner line (half a line on each, inside its cells), as the whole board has there.

render.boards draws a part's grid with these edges; render.parts draws the trim lines, flaps
and registration marks around it.
"""

from __future__ import annotations

from accessible_kits.render.canvas import Surface


def edges(c: Surface, part, e: float, mark) -> list:
    """The grid's four edges: the board's own edges thick (meeting in square corners), a joined
    edge (a split board's seam) half an inner line wide, inside the cells. `part`: the
    render.boards.GridPart drawn; `e`: the board's edge width; `mark` tags a raised line."""
    gx, gy, gw, gh, joins = part.x, part.y, part.w, part.h, part.joins
    half = c.profile.line_width / 2
    ext = {side: (0.0 if side in joins else e / 2) for side in ("left", "right", "top", "bottom")}
    out = []
    for side, (a, b) in {
        "top": ((gx - ext["left"], gy), (gx + gw + ext["right"], gy)),
        "bottom": ((gx - ext["left"], gy + gh), (gx + gw + ext["right"], gy + gh)),
        "left": ((gx, gy - ext["top"]), (gx, gy + gh + ext["bottom"])),
        "right": ((gx + gw, gy - ext["top"]), (gx + gw, gy + gh + ext["bottom"])),
    }.items():
        dx, dy, width = 0.0, 0.0, e
        if side in joins:  # half a line, inside the cells
            dx, dy = {"top": (0, 1), "bottom": (0, -1), "left": (1, 0), "right": (-1, 0)}[side]
            dx, dy, width = dx * half / 2, dy * half / 2, half
        out.append(mark(c.line((a[0] + dx, a[1] + dy), (b[0] + dx, b[1] + dy), width=width)))
    return out
