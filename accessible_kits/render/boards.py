"""Boards, circles and pieces drawn at the profile's true size.

The shapes render knows (a grid of cells, rows of circles; the pieces are render/pieces.py); render/drawers.py
registers the shapes by board type. What each cell role of a grid looks like is the family's
(its drawing module), asked for by role, so a family's look is drawn from its own package."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from accessible_kits import families
from accessible_kits.games.notation import column_letters
from accessible_kits.model import GridBoard
from accessible_kits.render import seams, tactile
from accessible_kits.render.canvas import CAP_CENTRE, Surface


@dataclass(frozen=True)
class CellSpot:
    """Where one cell of a grid is drawn, as its role's painter (a family's drawing module) gets it:
    the role, the cell's top-left corner and size in mm, the SVG group it goes in, and on a raised
    sheet the `data-part` of the grid's lines, which a texture inside the cell belongs to."""

    role: str
    x: float
    y: float
    size: float
    group: Any
    part: str = ""


@dataclass(frozen=True)
class GridPart:
    """The part of a grid being drawn (the whole, or a split board's tile): its columns and rows,
    the top-left corner of its cells and their width and height in mm, and the SVG group."""

    cols: tuple[int, ...]
    rows: tuple[int, ...]
    x: float
    y: float
    w: float
    h: float
    group: Any
    joins: frozenset[str] = frozenset()  # the edges where a split board's part meets another


def defs(c: Surface) -> None:
    """Patterns for owned cells: dots for White, diagonal stripes for Black, hatching for new marks."""
    p, d = c.profile, c.dwg
    dots = d.pattern(id="pat-white", size=(4, 4), patternUnits="userSpaceOnUse")
    dots.add(d.circle((2, 2), 0.6, fill=p.foreground))
    stripes = d.pattern(id="pat-black", size=(4, 4), patternUnits="userSpaceOnUse")
    stripes.add(d.path("M-1,1 l2,-2 M0,4 l4,-4 M3,5 l2,-2", stroke=p.foreground, stroke_width=0.6))
    # the move being shown: a dense hatch (under a third ink), a grey fill at low vision that a cross shows on
    hatch = d.pattern(id="pat-new", size=(2.4, 2.4), patternUnits="userSpaceOnUse")
    hatch.add(d.path("M-0.6,0.6 l1.2,-1.2 M0,2.4 l2.4,-2.4 M1.8,3 l1.2,-1.2", stroke=p.foreground, stroke_width=0.5))
    for pat in (dots, stripes, hatch):
        d.defs.add(pat)


def band(c: Surface) -> float:
    """Room for coordinate labels beside a grid: print, and with braille on, braille nearer the grid,
    each kept the profile's minimum gap from the grid and from each other."""
    if c.profile.coordinates == "none":
        return 0.0
    if not c.braille:
        return c.profile.text_mm * 1.6
    # braille and print side by side along the grid: the band only needs the braille's depth
    return edge_width(c) / 2 + c.profile.min_gap + tactile.width("\u2800\u2800") + 2


def label_sides(profile) -> int:
    """How many bands of coordinates a grid has across and down: 2 with all sides labelled
    (top and bottom, left and right), else 1 (bottom and left)."""
    return 2 if profile.coordinates == "all-sides" else 1


def labelled_edges(profile) -> tuple[str, ...]:
    """The grid's edges that carry coordinates."""
    return ("top", "bottom", "left", "right") if label_sides(profile) == 2 else ("bottom", "left")


def grid_size(c: Surface, columns: int, rows: int) -> tuple[float, float]:
    """A grid's width and height in mm: its cells and the coordinate bands round it."""
    b = band(c)
    sides = label_sides(c.profile)
    return columns * c.cell_size + sides * b, rows * c.cell_size + sides * b


def edge_width(c: Surface) -> float:
    """The board's outer edge is drawn thicker than the inner lines."""
    return max(c.profile.line_width * 1.5, c.profile.line_width + 0.5)


def owned_cell(
    c: Surface,
    x: float,
    y: float,
    size: float,
    owner: int,
    *,
    group,
    letter_size: float | None = None,
    new: bool = False,
):
    """A cell owned by a player: colour (an extra), pattern, and the W or B letter on a clear patch."""
    p, d = c.profile, c.dwg
    if c.swell:  # on swell paper: the braille letter alone (a texture around it would crowd it)
        tactile.used(c, "owned")
        cell_label(c, c.braille.grade1((p.marks.white, p.marks.black)[owner]), x, y, size, group=group)
        return
    fill = (p.white_fill, p.black_fill)[owner]
    if fill != "none":
        group.add(d.rect((x, y), (size, size), fill=fill))
    if p.patterns:
        group.add(d.rect((x, y), (size, size), fill=f"url(#pat-{('white', 'black')[owner]})"))
    letter = (p.marks.white, p.marks.black)[owner]
    if c.braille:
        cell_label(
            c, c.braille.grade1(letter), x, y, size, group=group, patch_fill=fill if fill != "none" else p.background
        )
        return
    ls = letter_size or max(p.text_mm, size * 0.45)
    patch = ls * 1.15
    group.add(
        d.rect(
            (x + (size - patch) / 2, y + (size - patch) / 2),
            (patch, patch),
            fill=fill if fill != "none" else p.background,
        )
    )
    c.text(letter, x + size / 2, y + size / 2 + ls * CAP_CENTRE, size=ls, bold=True, anchor="middle", group=group)
    if new:  # the piece placed in the move shown: a thick solid outline (a dashed square is a start or a no)
        w = min(max(p.line_width * 1.5, 1.0), size * MARK_SHARE)
        o, side = size * 0.08 + w / 2, size * 0.84 - w
        group.add(d.rect((x + o, y + o), (side, side), fill="none", stroke=p.foreground, stroke_width=round(w, 3)))


def cell_label(c: Surface, cells: str, x: float, y: float, size: float, *, group, patch_fill: str | None = None):
    """Braille centred in a cell on a clear patch, the minimum gap around it kept free of texture."""
    w, h = tactile.width(cells), tactile.HEIGHT_MM
    gap = min(c.profile.min_gap, (size - w) / 2 - 0.5, (size - h) / 2 - 0.5)
    if patch_fill:
        group.add(
            c.dwg.rect(
                (x + (size - w) / 2 - gap, y + (size - h) / 2 - gap), (w + 2 * gap, h + 2 * gap), fill=patch_fill
            )
        )
    tactile.draw(c, cells, x + (size - w) / 2, y + (size - h) / 2, group)


def cross(c: Surface, x: float, y: float, size: float, group, *, heavy: bool = False, colour: str | None = None):
    """A cross over a cell or circle. The move being shown (heavy) also gets a dense hatch fill
    drawn by the caller, so it differs in fill, not only in stroke; the class says which is which.
    Its lines are as thick as the grid's (a figure's scale down with its cell, render.figures),
    never more than MARK_SHARE of the cell, so a crossed cell still shows as a cell."""
    lo, hi = size * 0.18, size * 0.82
    w = min(max(c.profile.line_width, 0.5) * (1.6 if heavy else 1.0), size * MARK_SHARE)
    mark = c.dwg.g(class_="mark-new" if heavy else "mark-old")
    group.add(mark)
    for y1, y2 in ((lo, hi), (hi, lo)):
        c.line((x + lo, y + y1), (x + hi, y + y2), width=round(w, 3), group=mark, colour=colour)


MARK_SHARE = 0.12  # a mark's line in a cell is at most this share of the cell's size


def grid(c: Surface, board: GridBoard, x: float, y: float, *, cols=None, rows=None, joins=frozenset()):
    """Draw a grid board (or the columns `cols` / rows `rows` of it) with its top-left at (x, y):
    the cells' contents, the lines, the coordinates and the arrow. Returns the grid's box.

    `joins`: the edges where a split board's part meets another: no coordinates there, and the
    edge is half an inner line inside the cells (render.seams), so two parts make one line.
    """
    p, d = c.profile, c.dwg
    cols = tuple(cols if cols is not None else range(board.columns))
    rows = tuple(rows if rows is not None else range(board.rows))
    b = band(c)
    s = c.cell_size
    g = d.g()
    d.add(g)
    left = 0.0 if "left" in joins else b
    top = b if label_sides(p) == 2 and "top" not in joins else 0.0
    part = GridPart(cols, rows, x + left, y + top, len(cols) * s, len(rows) * s, g, frozenset(joins))
    _cells(c, board, part)
    _grid_lines(c, board, part)
    if p.coordinates != "none" and c.braille:
        braille_coordinates(c, board, part)
    elif p.coordinates != "none":
        _print_coordinates(c, board, part)
    if board.arrow and rows[-1] == board.rows - 1 and cols[-1] == board.columns - 1:
        arrow(c, part.x + part.w, part.y, max(b, c.cell_size * 0.5), g)
    return part.x, part.y, part.w, part.h


def _grid_lines(c: Surface, board: GridBoard, part: GridPart) -> None:
    """The inner lines, the thicker edge, and on a raised sheet the frames some roles' cells have
    (a family's RAISED_FRAMES, like the poison cell's thick sides), drawn as part of the lines."""
    p, d, s = c.profile, c.dwg, c.cell_size
    cols, rows, gx, gy, gw, gh, g = part.cols, part.rows, part.x, part.y, part.w, part.h, part.group
    lines, mark = g, (lambda el: el)
    if c.swell:  # on a raised sheet the grid's lines are one structure, tagged for the measurements
        lines, mark = d.g(**{"data-part": f"grid-{gx:.0f}-{gy:.0f}"}), (lambda el: tactile.tag(el, "line"))
        g.add(lines)
    for i in range(1, len(cols)):
        mark(c.line((gx + i * s, gy), (gx + i * s, gy + gh), width=p.line_width, group=lines))
    for j in range(1, len(rows)):
        mark(c.line((gx, gy + j * s), (gx + gw, gy + j * s), width=p.line_width, group=lines))
    if not part.joins:
        edge = edge_width(c)
        lines.add(mark(d.rect((gx, gy), (gw, gh), fill="none", stroke=p.foreground, stroke_width=round(edge, 3))))
    else:
        for el in seams.edges(c, part, edge_width(c), mark):
            d.elements.remove(el)
            lines.add(el)
    if not c.swell:
        return
    frames = families.cell_frames()
    for i, col in enumerate(cols):
        for j, row in enumerate(reversed(rows)):
            role = board.role((col, row))
            frame = frames.get(role)
            if frame is not None:
                frame(c, CellSpot(role, gx + i * s, gy + j * s, s, lines))


def _print_coordinates(c: Surface, board: GridBoard, part: GridPart) -> None:
    """Column letters above and below, row numbers left and right, as big as body text, centred
    in the band around the grid (bottom and left only unless all sides are labelled)."""
    t, s, b = c.profile.text_mm, c.cell_size, band(c)
    gx, gy, gw, gh, g = part.x, part.y, part.w, part.h, part.group
    letters = column_letters(board.columns)
    sides = [e for e in labelled_edges(c.profile) if e not in part.joins]
    for i, col in enumerate(part.cols):
        cx = gx + i * s + s / 2
        if "top" in sides:
            c.text(letters[col], cx, gy - b / 2 + t * CAP_CENTRE, size=t, bold=True, anchor="middle", group=g)
        if "bottom" in sides:
            c.text(letters[col], cx, gy + gh + b / 2 + t * CAP_CENTRE, size=t, bold=True, anchor="middle", group=g)
    for j, row in enumerate(reversed(part.rows)):
        cy = gy + j * s + s / 2 + t * CAP_CENTRE
        if "left" in sides:
            c.text(str(row + 1), gx - b / 2, cy, size=t, bold=True, anchor="middle", group=g)
        if "right" in sides:
            c.text(str(row + 1), gx + gw + b / 2, cy, size=t, bold=True, anchor="middle", group=g)


def _cells(c: Surface, board: GridBoard, part: GridPart) -> None:
    """A grid's cells, each drawn by the painter of its role that a family registered
    (`families.cell_painters`): on swell paper textures, point symbols and braille kept the
    guideline spacing from the cell's lines (see tactile.py), nothing in print rising; in print
    crosses, letters and patterns."""
    s, g = c.cell_size, part.group
    painters = families.cell_painters(c.swell)
    lines = f"grid-{part.x:.0f}-{part.y:.0f}" if c.swell else ""  # one structure with the grid's lines
    for i, col in enumerate(part.cols):
        for j, row in enumerate(reversed(part.rows)):
            cx, cy = part.x + i * s, part.y + j * s
            role = board.role((col, row))
            if role == "empty" and c.swell:  # its lines alone, the key's empty square
                tactile.used(c, "empty")
            paint = painters.get(role)
            if paint is not None:
                paint(c, CellSpot(role, cx, cy, s, g, lines))


def braille_coordinates(c: Surface, board: GridBoard, part: GridPart) -> None:
    """Braille next to the grid, the print label beside it: columns get braille then print along
    the edge, rows get print above braille. The minimum gap separates all of them and the grid."""
    p = c.profile
    gap, t, s = p.min_gap, p.text_mm, c.cell_size
    cols, rows, gx, gy, gw, gh, g = part.cols, part.rows, part.x, part.y, part.w, part.h, part.group
    off = edge_width(c) / 2 + gap  # from the grid line's centre to the braille, past the thick edge
    h = tactile.HEIGHT_MM
    sides = [e for e in labelled_edges(p) if e not in part.joins]
    letters = column_letters(board.columns)
    for i, col in enumerate(cols):
        cells = c.braille.grade1(letters[col])
        pw = c.metrics.width(letters[col], t, True)
        total = tactile.width(cells) + gap + pw
        bx = gx + i * s + (s - total) / 2
        for side in ("top", "bottom"):
            if side in sides:
                by = gy - off - h if side == "top" else gy + gh + off
                tactile.draw(c, cells, bx, by, g)
                c.text(
                    letters[col],
                    bx + tactile.width(cells) + gap,
                    by + h / 2 + t * CAP_CENTRE,
                    size=t,
                    bold=True,
                    group=g,
                )
    for j, row in enumerate(reversed(rows)):
        cells = c.braille.grade1(str(row + 1))
        w = tactile.width(cells)
        block = t + gap + h
        top = gy + j * s + (s - block) / 2
        for side in ("left", "right"):
            if side in sides:
                bx = gx - off - w if side == "left" else gx + gw + off
                c.text(str(row + 1), bx, top + t * 0.75, size=t, bold=True, group=g)
                tactile.draw(c, cells, bx, top + t + gap, g)


def arrow(c: Surface, x: float, y: float, length: float, group):
    """An open arrow from the board's top-right corner, pointing up and to the right."""
    w = round(max(c.profile.line_width, 0.6), 3)
    k = length * 0.85
    head = length * 0.35
    x0, y0 = x + length * 0.12, y - length * 0.12
    x1, y1 = x0 + k * 0.7, y0 - k * 0.7
    if c.swell:  # the guideline spacing from the board's edge, and the arrow kept inside the band
        start = edge_width(c) / 2 + c.profile.min_gap + w
        x0, y0 = x + start, y - start
        run = max(length - start - w, 6.0)
        x1, y1 = x0 + run, y0 - run
        head = run * 0.5
    path = c.dwg.path(
        f"M{x0:.3f},{y0:.3f} L{x1:.3f},{y1:.3f} M{x1 - head:.3f},{y1:.3f} L{x1:.3f},{y1:.3f} L{x1:.3f},{y1 + head:.3f}",
        fill="none",
        stroke=c.profile.foreground,
        stroke_width=w,
        stroke_linecap="round",
        stroke_linejoin="round",
    )
    if c.swell:
        tactile.used(c, "arrow")
    group.add(tactile.tag(path, "point", "arrow") if c.swell else path)


def circle_radius(c: Surface) -> float:
    """A circle's radius: on swell paper small enough to leave the guideline spacing between circles."""
    return circle_radius_for(c.profile) if c.swell else c.cell_size * 0.4


def circle_radius_for(p) -> float:
    """The raised circle's radius for a profile: a cell less the guideline gap and one line width."""
    return (p.cell_size - p.min_gap - max(p.line_width, tactile.MIN_LINE_MM)) / 2 - 0.05
