"""Row removal printed: a board with a row of holes for each row of circles, each row's name in
braille on the frame, the top right corner cut off; a peg for every circle, and a tray the taken
pegs go into."""

from __future__ import annotations

import math

from accessible_kits.games.notation import row_called, row_said
from accessible_kits.solids import board, board_parts, piece_plates, shapes
from accessible_kits.solids import sizes as z

TRAY_WALL_MM, TRAY_HEIGHT_MM = 2.0, 14.0


def row_board(game, ctx):
    """The board: a plate HOLE_DEPTH_MM above its floor, each row's holes from the left, the row
    names (as the paper board writes them: "top row") in braille on the left frame."""
    s, e = ctx.sizes, game.engine
    names = [(row_said(n), ctx.grade2(row_said(n))) for n in e.row_names]
    left = max(z.braille_width(len(cells)) for _, cells in names)
    rows, columns = len(e.sizes), max(e.sizes)
    g = board.layout(s, columns, rows, left, bottom=False)
    top = z.FLOOR_MM + z.HOLE_DEPTH_MM
    labels = board.grid_labels(s, g, [], list(reversed(names)))  # the top row is the last from the bottom
    labels = [shapes.Label(lb.text, lb.cells, lb.x, lb.y, top) for lb in labels]
    holes = []
    for r, count in enumerate(e.sizes):
        for k in range(count):
            cx, cy = g.centre(k, rows - 1 - r, s.pitch)
            holes.append(shapes.lib().Manifold.cylinder(top, s.hole / 2, -1, 48).translate((cx, cy, z.FLOOR_MM)))
    solid = shapes.box((0, 0, 0), (g.width, g.depth, top)) - shapes.union(holes)
    b = board.on_grid(solid, g, labels, s.pitch)
    return board.finish(b, s, [])


def peg(s: z.Sizes):
    """A peg: a round head to grip (0.8 of the pitch across) on a shank that drops into a hole,
    clearance all round. Printed head down, so it needs no support."""
    m = shapes.lib().Manifold
    head = m.cylinder(z.PEG_HEAD_MM, 0.4 * s.pitch, -1, 48)
    shank = m.cylinder(z.HOLE_DEPTH_MM - s.clearance, s.hole / 2 - s.clearance, -1, 48)
    return shapes.union([head, shank.translate((0, 0, z.PEG_HEAD_MM - 0.01))])


def tray(s: z.Sizes, pegs: int):
    """A tray that holds every peg lying down: an open box, its floor and walls TRAY_WALL_MM thick."""
    across = math.ceil(math.sqrt(pegs))
    inner = across * (0.8 * s.pitch + 2)
    w = inner + 2 * TRAY_WALL_MM
    outer = shapes.box((0, 0, 0), (w, w, TRAY_HEIGHT_MM))
    return outer - shapes.box(
        (TRAY_WALL_MM, TRAY_WALL_MM, TRAY_WALL_MM), (w - TRAY_WALL_MM, w - TRAY_WALL_MM, TRAY_HEIGHT_MM + 1)
    )


def parts(game, ctx) -> list:
    """The board (in parts when the bed is too small), the pegs, and the tray."""
    s = ctx.sizes
    count = sum(game.engine.sizes)
    return [
        *board_parts(row_board(game, ctx), s),
        *piece_plates("pegs", "Pegs", [board.Piece(f"peg {n}", peg(s)) for n in range(1, count + 1)], s),
        *piece_plates("tray", "Tray", [board.Piece("tray", tray(s, count))], s),
    ]


def words(game, v, models) -> tuple[list[str], list[str]]:
    """How the printed board is laid out, and how a move is made on it (compose.solid_words)."""
    e = game.engine
    pegs = sum(e.sizes)
    rows_sizes = zip(e.row_names, e.sizes, strict=True)
    layout = [
        f"The printed board has a row of holes for each row of circles, {v.count(len(e.sizes), 'row')} in all.",
        "Each row's name is in braille at its left end.",
        *(f"{row_called(name)[0].upper()}{row_called(name)[1:]} has {v.count(n, 'hole')}." for name, n in rows_sizes),
        "The top right corner of the board is cut off. Keep it at your top right.",
    ]
    move = [
        f"Each hole holds a peg: {v.count(pegs, 'peg')}, one for each circle.",
        "To take circles, lift their pegs out of one row and put them in the tray.",
        "Feel along a row to count the pegs left in it.",
    ]
    return layout, move
