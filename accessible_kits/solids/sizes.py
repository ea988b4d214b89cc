"""The sizes of every printed part, in millimetres: the fixed ones (braille dots, floors, frames),
chosen from the evidence for printed braille and for what an FDM printer makes without supports,
and those a profile sets (cell pitch, wall, clearance, bed), checked before a mesh is made.

Braille: studies of 3D-printed braille give a dot base of 1.5-1.6 mm, a height of 0.6-0.9 mm,
2.3-2.5 mm between dots of a cell and 6.1-7.6 mm from cell to cell. FDM prints a dot smaller
than it is drawn (a 0.4 mm nozzle rounds its edge in, and its top is a stack of 0.2 mm layers),
so every size is taken at the top of its range: a 1.6 mm base, 0.8 mm high (a half sphere,
four layers), 2.5 mm apart, 6.5 mm from cell to cell, 10 mm from line to line. docs/3d.md says why.
"""

from __future__ import annotations

from dataclasses import dataclass

from accessible_kits.errors import DoesNotFit

DOT_BASE_MM = 1.6  # a dot's base diameter
DOT_HEIGHT_MM = 0.8  # above the surface it stands on: a half sphere
DOT_GAP_MM = 2.5  # centre to centre inside a cell
CELL_MM = 6.5  # centre to centre, cell to cell
LINE_MM = 10.0  # centre to centre, line to line
BRAILLE_HEIGHT_MM = 2 * DOT_GAP_MM + DOT_BASE_MM  # one line of braille, top dot edge to bottom
DOT_SEGMENTS = 24  # facets around a dot

FLOOR_MM = 2.0  # under a cell's recess: ten 0.2 mm layers
DEPTH_MM = 3.0  # a recess below the frame's top
RISE_MM = 1.5  # cell walls stand this far above the frame, so a finger feels each cell
LABEL_GAP_MM = 3.0  # clear space around braille on the frame
EDGE_MM = 6.0  # the frame on a side without braille
CHAMFER_MM = 7.0  # the cut top right corner: the orientation mark
PROUD_MM = 4.0  # how far a taken plug stands above the cell walls
HOLE_DEPTH_MM = 6.0  # a peg's hole (row boards)
PEG_HEAD_MM = 3.0  # thickness of a peg's head
TILE_TOP_MM = 2.0  # thickness of a tile's top plate
TEXTURE_MM = 0.8  # height of the ridges on the second player's tiles
KEY_NECK_MM, KEY_HEAD_MM, KEY_LENGTH_MM = 6.0, 9.0, 6.0  # a dovetail key joining two board parts
MIN_LINE_MM = 0.8  # the thinnest wall allowed: two lines of a 0.4 mm nozzle

PLA_G_PER_CM3 = 1.24  # PLA's density
# the slowest a 0.4 mm nozzle at 0.2 mm layers, 20 % infill, prints a part's solid volume: PrusaSlicer
# 2.5's estimates for the built-in kits' parts ran from 2.8 (a tray's thin walls) to 6.8 mm³ a second
PRINT_RATE_MM3_S = 2.5
LAYER_MM = 0.2


@dataclass(frozen=True)
class Sizes:
    """One kit's sizes for printing: the profile's cell pitch, wall, clearance and bed, checked."""

    pitch: float  # cell_size: centre to centre of cells, holes and circles
    wall: float  # cell_wall
    clearance: float  # fit_clearance, on each side of a part that drops into another
    bed: tuple[float, float]  # bed_width, bed_depth

    @property
    def pocket(self) -> float:
        """The side of a cell's square recess."""
        return self.pitch - self.wall

    @property
    def base(self) -> float:
        """The frame's top above the bed."""
        return FLOOR_MM + DEPTH_MM

    @property
    def wall_top(self) -> float:
        """The cell walls' top above the bed."""
        return self.base + RISE_MM

    @property
    def hole(self) -> float:
        """A peg hole's diameter on a row board: half the pitch."""
        return self.pitch / 2

    def fits(self, width: float, depth: float) -> bool:
        """Whether a part of this footprint lies on the bed (either way round)."""
        w, d = self.bed
        return (width <= w and depth <= d) or (width <= d and depth <= w)


def braille_width(cells: int) -> float:
    """A braille label's width, first dot's left edge to the last's right edge."""
    return 0.0 if cells == 0 else (cells - 1) * CELL_MM + DOT_GAP_MM + DOT_BASE_MM


def sizes(profile) -> Sizes:
    """The profile's sizes for printing, refused (DoesNotFit naming the key) where a part could
    not be printed or read: a cell too small, once its walls are taken, for a piece with a two-cell
    braille letter on top and two nozzle lines either side."""
    s = Sizes(profile.cell_size, profile.cell_wall, profile.fit_clearance, (profile.bed_width, profile.bed_depth))
    need = braille_width(2) + 2 * MIN_LINE_MM + 2 * s.clearance
    if s.pocket < need:
        raise DoesNotFit(
            f"{profile.source}: cell_wall: {s.wall:g}mm leaves cells {s.pocket:g}mm wide at cell_size {s.pitch:g}mm; "
            f"a piece with its braille letter needs {need:.1f}mm: use a wall of at most {s.pitch - need:.1f}mm",
            key="cell_wall",
            blame="profile",
        )
    return s
