"""Boards as solids: a plate with a frame, cells or holes, braille on the frame and the orientation
mark; and a board too big for the bed, cut into parts that key together.

A board is made whole, then cut at cell boundaries. Each seam gets a dovetail key under every row
(or column) it crosses: the key stands on the floor of one part, as thick as the floor, and drops
into a socket through the floor of the next, larger by the fit clearance on every side, so the
parts lock flat and the cells' floors meet flush.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field, replace
from typing import Any

from accessible_kits.errors import DoesNotFit
from accessible_kits.solids import shapes
from accessible_kits.solids import sizes as z
from accessible_kits.solids.shapes import Label


@dataclass
class Board:
    """A whole board as one solid, before it is cut for the bed: its outline, where it may be cut
    (`cuts_x`, `cuts_y`: cell boundaries) and where keys go along a cut (`keys_y` for a cut at some x,
    `keys_x` for a cut at some y: the centres of the rows and columns a cut crosses)."""

    solid: Any
    width: float
    depth: float
    labels: list[Label] = field(default_factory=list)
    cuts_x: list[float] = field(default_factory=list)
    cuts_y: list[float] = field(default_factory=list)
    keys_y: list[float] = field(default_factory=list)
    keys_x: list[float] = field(default_factory=list)


@dataclass(frozen=True)
class Piece:
    """One solid of a board or plate: its name in the 3MF, the solid, its braille, and where it was
    moved from board coordinates to lie on the bed (`shift`)."""

    name: str
    solid: Any
    labels: tuple[Label, ...] = ()
    shift: tuple[float, float] = (0.0, 0.0)


@dataclass(frozen=True)
class Seam:
    """A cut of a board in parts: where (`at`, on `axis` "x" or "y"), the parts either side (their
    numbers from 1), and the key centres along it, for the words and the tests."""

    axis: str
    at: float
    low: int
    high: int
    keys: tuple[float, ...]


@dataclass(frozen=True)
class Grid:
    """Where a grid's cells lie on a board: bottom left corner (gx, gy) and the frame around it."""

    columns: int
    rows: int
    gx: float
    gy: float
    width: float
    depth: float

    def centre(self, col: int, row: int, pitch: float) -> tuple[float, float]:
        """The centre of a cell (column and row from 0, row 0 at the bottom)."""
        return (self.gx + (col + 0.5) * pitch, self.gy + (row + 0.5) * pitch)


def on_grid(solid, g: Grid, labels: list[Label], pitch: float) -> Board:
    """A board whose cells are the grid `g`: it may be cut at any cell boundary, with its keys at
    the centres of the rows and columns a cut crosses."""
    return Board(
        solid,
        g.width,
        g.depth,
        labels,
        cuts_x=[g.gx + c * pitch for c in range(1, g.columns)],
        cuts_y=[g.gy + r * pitch for r in range(1, g.rows)],
        keys_y=[g.centre(0, r, pitch)[1] for r in range(g.rows)],
        keys_x=[g.centre(c, 0, pitch)[0] for c in range(g.columns)],
    )


def layout(s: z.Sizes, columns: int, rows: int, left_label: float, bottom: bool) -> Grid:
    """A grid with braille in the left frame (`left_label` wide, 0 for none) and, when `bottom`, a
    line of braille in the bottom frame."""
    left = 2 * z.LABEL_GAP_MM + left_label if left_label else z.EDGE_MM
    low = 2 * z.LABEL_GAP_MM + z.BRAILLE_HEIGHT_MM if bottom else z.EDGE_MM
    return Grid(columns, rows, left, low, left + columns * s.pitch + z.EDGE_MM, low + rows * s.pitch + z.EDGE_MM)


def grid_labels(s: z.Sizes, g: Grid, columns: list[tuple[str, str]], rows: list[tuple[str, str]]) -> list[Label]:
    """Column labels centred under their columns, row labels centred on their rows in the left
    frame: each (text, cells), on the frame's top."""
    out = []
    for c, (text, cells) in enumerate(columns):
        w = z.braille_width(len(cells))
        out.append(Label(text, cells, g.gx + (c + 0.5) * s.pitch - w / 2, g.gy - z.LABEL_GAP_MM, s.base))
    for r, (text, cells) in enumerate(rows):
        cy = g.gy + (r + 0.5) * s.pitch
        out.append(Label(text, cells, z.LABEL_GAP_MM, cy + z.BRAILLE_HEIGHT_MM / 2, s.base))
    return out


def check_labels(s: z.Sizes, labels: list[Label], key: str = "cell_size") -> None:
    """Column labels side by side must keep a gap: refused naming the key when they would touch."""
    widest = max((lb.width for lb in labels), default=0.0)
    if widest + z.LABEL_GAP_MM > s.pitch:
        raise DoesNotFit(
            f"{key}: {s.pitch:g}mm is too narrow for braille labels {widest:.1f}mm wide on a printed board; "
            f"use at least {widest + z.LABEL_GAP_MM:.1f}mm",
            key=key,
            blame="profile",
        )


def finish(b: Board, s: z.Sizes, extra: list) -> Board:
    """The board with its braille and any extra solids added, and its top right corner cut off."""
    solid = shapes.union([b.solid, *extra, *(d for lb in b.labels for d in shapes.braille(lb))])
    return replace(b, solid=solid - shapes.corner_cut(b.width, b.depth))


def _cuts(length: float, cuts: list[float], limit: float, key: str) -> list[float]:
    """Where to cut a board of `length` so each part (with the key it carries) is at most `limit`."""
    chosen, start = [], 0.0
    while length - start > limit:
        fit = [c for c in cuts if start < c and c + z.KEY_LENGTH_MM - start <= limit]
        if not fit:
            raise DoesNotFit(
                f"{key}: {limit:g}mm is too small for one cell of the printed board; use a bigger bed "
                "or a smaller cell_size",
                key=key,
                blame="profile",
            )
        chosen.append(max(fit))
        start = chosen[-1]
    return _balanced(length, cuts, limit, len(chosen) + 1) or chosen


def _balanced(length: float, cuts: list[float], limit: float, n: int) -> list[float]:
    """`n` parts as near equal as the cell boundaries allow, or [] when those do not fit the bed."""
    chosen = sorted({min(cuts, key=lambda c: (abs(c - k * length / n), c)) for k in range(1, n)})
    ends = [0.0, *chosen, length]
    sizes = [b - a + (z.KEY_LENGTH_MM if b < length else 0) for a, b in itertools.pairwise(ends)]
    return chosen if len(chosen) == n - 1 and max(sizes) <= limit else []


def split(b: Board, s: z.Sizes, name: str) -> tuple[list[Piece], list[Seam]]:
    """The board in parts that fit the bed, each moved to the bed's corner, and the seams between
    them; one part when it fits whole (either way round)."""
    if s.fits(b.width, b.depth):
        return [Piece(name, b.solid, tuple(b.labels))], []
    xs = _cuts(b.width, b.cuts_x, s.bed[0], "bed_width")
    ys = _cuts(b.depth, b.cuts_y, s.bed[1], "bed_depth")
    xb, yb = [0.0, *xs, b.width], [0.0, *ys, b.depth]
    number = {(i, j): j * (len(xb) - 1) + i + 1 for i in range(len(xb) - 1) for j in range(len(yb) - 1)}
    seams = [
        Seam("x", x, number[(i, j)], number[(i + 1, j)], tuple(k for k in b.keys_y if yb[j] < k < yb[j + 1]))
        for i, x in enumerate(xs)
        for j in range(len(yb) - 1)
    ] + [
        Seam("y", y, number[(i, j)], number[(i, j + 1)], tuple(k for k in b.keys_x if xb[i] < k < xb[i + 1]))
        for j, y in enumerate(ys)
        for i in range(len(xb) - 1)
    ]
    pieces = []
    for (i, j), n in sorted(number.items(), key=lambda item: item[1]):
        x0, x1, y0, y1 = xb[i], xb[i + 1], yb[j], yb[j + 1]
        solid = b.solid ^ shapes.box((x0, y0, -1), (x1, y1, 100))
        solid = _keyed(solid, seams, n, s)
        low = solid.bounding_box()
        labels = tuple(
            replace(lb, x=lb.x - low[0], y=lb.y - low[1]) for lb in b.labels if x0 <= lb.x < x1 and y0 < lb.y <= y1
        )
        pieces.append(
            Piece(f"{name} part {n}", solid.translate((-low[0], -low[1], 0)), labels, shift=(-low[0], -low[1]))
        )
    return pieces, seams


def _keyed(solid, seams: list[Seam], n: int, s: z.Sizes):
    """A part with the keys it carries (seams where it is the lower part) and the sockets it takes."""
    along = {"x": "y", "y": "x"}
    keys, sockets = [], []
    for seam in seams:
        for k in seam.keys:
            x, y = (seam.at, k) if seam.axis == "x" else (k, seam.at)
            if seam.low == n:
                keys.append(shapes.dovetail(x, y, along[seam.axis]))
            elif seam.high == n:
                sockets.append(
                    shapes.dovetail(x, y, along[seam.axis], grow=s.clearance, z0=-1, z1=z.FLOOR_MM + s.clearance)
                )
    return shapes.union([solid, *keys]) - shapes.union(sockets)
