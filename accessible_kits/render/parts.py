"""A board too big for one sheet, in parts that butt-join at a cell boundary (the plan's tiles).

Each part has its cells and no other's: a dashed trim line along each edge that is cut (left,
top), a glue flap outside the board along each edge the next part is laid on (right, bottom),
registration crosses where the seams meet the board's outer edges, and a small map of the whole
with its own place filled. Once joined no play cell is shaded, marked or covered.
"""

from __future__ import annotations

from accessible_kits.fonts import Metrics
from accessible_kits.games.notation import cell_name, column_letter
from accessible_kits.model import GridBoard, Kit
from accessible_kits.profile import Profile
from accessible_kits.render import boards as draw
from accessible_kits.render import layout
from accessible_kits.render.canvas import CAP_CENTRE, Canvas, Page
from accessible_kits.render.drawers import side as whose_start
from accessible_kits.render.paper import blank_page
from accessible_kits.render.sheets import sheet_title


def tiled_pages(kit: Kit, board: GridBoard, profile: Profile, m: Metrics, labels, *, orientation: str) -> list[Page]:
    """A grid too big for one sheet, split as the plan says: parts that butt-join at a cell
    boundary, each with its trim lines, glue flaps, registration marks and a map of the whole."""
    tiles = kit.plan.tiles
    pages = []
    for n, tile in enumerate(tiles, 1):
        cs, rs = list(tile.columns), list(tile.rows)
        edges = layout.joins(tiles, tile)
        title = layout.part_title(board, tiles, tile)
        marks = "".join(
            f" {cell_name((col, row))} is the poison cell."
            if r == "poison"
            else f" {whose_start(board, r)} starts at {cell_name((col, row))}."
            for (col, row), r in board.roles
            if col in cs and row in rs and (r == "poison" or r.startswith("start-"))
        )
        desc = (
            f"Part of {board.label}: columns {column_letter(cs[0])} to {column_letter(cs[-1])}, "
            f"rows {rs[0] + 1} to {rs[-1] + 1}.{marks}"
        )
        c = blank_page(
            kit,
            profile,
            m,
            kit.title,
            layout.part_subtitle(board, tiles, tile),
            desc=desc,
            labels=labels,
            braille_title=sheet_title(kit, profile, labels, title.split(":")[0].lower(), orientation),
            orientation=orientation,
        )
        reserve = layout.part_reserve(c)
        band = draw.band(c)
        # a part cut along its left edge has its cut just left of the heading and footer, which
        # then stay whole on the part kept; any other part keeps its room for coordinates or marks
        x = c.left - layout.TRIM_CLEAR if "left" in edges else c.left + reserve - band
        y = c.top + reserve - (band if draw.label_sides(profile) == 2 and "top" not in edges else 0.0)
        start = c.mark()
        box = draw.grid(c, board, x, y, cols=cs, rows=rs, joins=frozenset(edges))
        c.wrap(start, "img", desc)
        _joining_marks(c, board, tile, edges, box)
        _part_map(c, tiles, tile)
        pages.append(c.finish(f"{board.label.lower().replace(' ', '-')}-part-{n}", title=title))
    return pages


def _joining_marks(c: Canvas, board: GridBoard, tile, edges: dict[str, str], box) -> None:
    """Outside the board, in thin (flat) ink, for whoever joins the parts: a dashed trim line
    along each edge to cut, a glue flap beyond each edge the next part is laid on, and cross
    marks where the seams meet the board's outer edges. Each mark says (data-at) where it is
    in the whole board, in mm from the whole grid's top-left corner, so the parts can be placed."""
    gx, gy, gw, gh = box
    s = c.cell_size
    ox, oy = tile.columns[0] * s, (board.rows - 1 - tile.rows[-1]) * s  # this part's corner in the whole grid
    g = c.group(hidden=True)
    kept = (gx if "left" in edges else 0.0, gy if "top" in edges else 0.0)  # what is left after the cuts
    for side, how in edges.items():
        vertical = side in ("left", "right")
        at = gx if side == "left" else gx + gw if side == "right" else gy if side == "top" else gy + gh
        if how == "trim":
            _trim_line(c, side, at, (gx, gy, gw, gh), g)
        else:
            fx, fy = (at, gy) if vertical else (gx, at)
            fw, fh = (layout.FLAP_MM, gh) if vertical else (gw, layout.FLAP_MM)
            flap = c.dwg.rect((fx, fy), (fw, fh), fill="none", stroke=c.ink, stroke_width=0.3)
            flap.attribs.update({"stroke-dasharray": "1,1.5", "data-mark": "flap", "data-edge": side})
            g.add(flap)
            size = min(c.profile.text_mm, layout.FLAP_MM * 0.6)
            tx, ty = fx + fw / 2, fy + fh / 2
            label = c.text("glue", tx, ty + size * CAP_CENTRE, size=size, anchor="middle", group=g)
            if vertical:
                label.attribs["transform"] = f"rotate(-90 {tx:.3f} {ty:.3f})"
        for end in (0.0, 1.0):  # the seam's two ends, beyond the board
            if vertical:
                px, py = at, gy - layout.MARK_OUT if end == 0 else gy + gh + layout.MARK_OUT
            else:
                px, py = gx - layout.MARK_OUT if end == 0 else gx + gw + layout.MARK_OUT, at
            if px >= kept[0] and py >= kept[1]:  # a mark on the strip cut off would go with it
                _cross_mark(c, px, py, g, (px - gx + ox, py - gy + oy))


def _trim_line(c: Canvas, side: str, at: float, box, g) -> None:
    """A dashed line to cut along, beside the board and right across the sheet: a vertical one
    from the top margin to the bottom one (past the heading and footer, which it never crosses:
    a left cut lies left of them), a horizontal one from the left margin to the right."""
    gx, gy, gw, gh = box
    m = c.profile.margin
    if side in ("left", "right"):
        segs = [((at, m), (at, gy)), ((at, gy + gh), (at, c.h - m))]
    else:
        segs = [((min(c.left, gx), at), (gx, at)), ((gx + gw, at), (c.right, at))]
    for a, b in segs:
        if abs(a[0] - b[0]) + abs(a[1] - b[1]) < 0.5:
            continue
        el = c.line(a, b, width=0.3, dash="3,2", colour=c.ink, group=g)
        el.attribs.update({"data-mark": "trim", "data-edge": side, "data-at": f"{at:.3f}"})


def _cross_mark(c: Canvas, x: float, y: float, g, at: tuple[float, float]) -> None:
    """A registration cross: thin, and in flat ink on a raised sheet."""
    arm = layout.MARK_ARM
    mark = c.dwg.g(**{"data-mark": "registration", "data-at": f"{at[0]:.3f},{at[1]:.3f}"})
    g.add(mark)
    c.line((x - arm, y), (x + arm, y), width=0.4, colour=c.ink, group=mark)
    c.line((x, y - arm), (x, y + arm), width=0.4, colour=c.ink, group=mark)


def _part_map(c: Canvas, tiles, tile) -> None:
    """A small map of the whole board in the top-right corner: a box a part, this one filled."""
    r, k, nr, nk = layout.where(tiles, tile)
    box = 4.0
    right = c.right - (12.0 if c.swell else 0.0)  # clear of the orientation mark
    x0, y0 = right - nk * box, c.profile.margin
    g = c.group(hidden=True)
    for i in range(nr):
        for j in range(nk):
            here = (i, j) == (r, k)
            g.add(
                c.dwg.rect(
                    (x0 + j * box, y0 + i * box),
                    (box, box),
                    fill=c.ink if here else "none",
                    stroke=c.ink,
                    stroke_width=0.3,
                )
            )
