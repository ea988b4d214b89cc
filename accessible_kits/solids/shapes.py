"""The solid shapes every printed part is built from, on manifold3d (watertight by construction,
exact booleans): boxes, braille dots, dovetail keys, cut corners, tapered plugs.

Coordinates are millimetres on the printer bed: x to the right, y away from the player, z up;
a board's bottom left corner (as the player sits) is at the origin.
"""

from __future__ import annotations

from dataclasses import dataclass

from accessible_kits.solids import sizes as z

_DOTS = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2)]  # Unicode braille bit -> (column, row from the top)


def lib():
    """manifold3d, imported when a model is first made (the CLI starts without it)."""
    import manifold3d

    return manifold3d


def box(lo: tuple[float, float, float], hi: tuple[float, float, float]):
    """A box between two corners."""
    (x0, y0, z0), (x1, y1, z1) = lo, hi
    return lib().Manifold.cube((x1 - x0, y1 - y0, z1 - z0)).translate((x0, y0, z0))


def union(solids: list):
    """The union of several solids in one boolean (fast, and the same at any order of the list)."""
    m = lib().Manifold
    return m.batch_boolean(solids, lib().OpType.Add) if solids else m()


def prism(points: list[tuple[float, float]], z0: float, z1: float):
    """A polygon (counter-clockwise points) stood up from z0 to z1."""
    lb = lib()
    return lb.Manifold.extrude(lb.CrossSection([points]), z1 - z0).translate((0, 0, z0))


@dataclass(frozen=True)
class Label:
    """Braille put on a part: what it says, its cells, where its first dot's top left edge is (x, y
    on the surface at height z): the tests find its dots there and read them back through liblouis."""

    text: str
    cells: str
    x: float
    y: float
    z: float

    @property
    def width(self) -> float:
        """From the first dot's left edge to the last dot's right edge."""
        return z.braille_width(len(self.cells))


def dot_centres(label: Label) -> list[tuple[float, float]]:
    """The centre of every raised dot of a label, on its surface."""
    r = z.DOT_BASE_MM / 2
    out = []
    for i, ch in enumerate(label.cells):
        bits = ord(ch) - 0x2800
        for bit, (dc, dr) in enumerate(_DOTS):
            if bits & (1 << bit):
                out.append((label.x + r + i * z.CELL_MM + dc * z.DOT_GAP_MM, label.y - r - dr * z.DOT_GAP_MM))
    return out


def braille(label: Label) -> list:
    """A label's dots: half spheres of the chosen base, standing on the surface at label.z."""
    r = z.DOT_BASE_MM / 2
    ball = lib().Manifold.sphere(r, z.DOT_SEGMENTS)
    return [ball.translate((x, y, label.z)) for x, y in dot_centres(label)]


def dovetail(x: float, y: float, along: str, *, grow: float = 0.0, z0: float = 0.0, z1: float = z.FLOOR_MM):
    """A dovetail key standing on the seam at (x, y), reaching into the next part: towards +x for a
    seam that runs along y (`along="y"`), towards +y for one along x. `grow` offsets its outline by
    that much on every side (the socket it fits into, larger by the clearance)."""
    lb = lib()
    n, h, length = z.KEY_NECK_MM / 2, z.KEY_HEAD_MM / 2, z.KEY_LENGTH_MM
    local = [(-1.0, -n), (length, -h), (length, h), (-1.0, n)]  # 1 mm into its own part: one solid with it
    # along x: the same key turned a quarter turn (which keeps the points counter-clockwise)
    pts = [(x + u, y + v) for u, v in local] if along == "y" else [(x - v, y + u) for u, v in local]
    outline = lb.CrossSection([pts])
    if grow:
        outline = outline.offset(grow, lb.JoinType.Miter)
    return lb.Manifold.extrude(outline, z1 - z0).translate((0, 0, z0))


def corner_cut(x: float, y: float, leg: float = z.CHAMFER_MM):
    """What cuts the top right corner at (x, y) off a board at 45 degrees: the orientation mark."""
    return prism([(x - leg, y + 1), (x + 1, y - leg), (x + 1, y + 1)], -1, 100)


def tapered(centre: tuple[float, float], low: tuple[float, float], high: tuple[float, float], z0: float, z1: float):
    """A block whose footprint grows from `low` (w, d) at z0 to `high` at z1, centred on (cx, cy):
    a plug's shoulder, whose 45 degree sides print without support."""
    lb = lib()
    (cx, cy), (w0, d0), (w1, d1) = centre, low, high
    a = box((cx - w0 / 2, cy - d0 / 2, z0), (cx + w0 / 2, cy + d0 / 2, z0 + 0.01))
    b = box((cx - w1 / 2, cy - d1 / 2, z1 - 0.01), (cx + w1 / 2, cy + d1 / 2, z1))
    return lb.Manifold.batch_hull([a, b])
