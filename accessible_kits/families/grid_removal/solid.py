"""Poison corner printed: a board of recessed cells with raised walls, braille column letters and
row numbers on the frame, the poison cell a raised block with its braille letter on top, the top
right corner cut off; and a "taken" plug for every other cell, standing proud when pushed in."""

from __future__ import annotations

from accessible_kits.games.notation import column_letter
from accessible_kits.solids import board, board_parts, piece_plates, shapes
from accessible_kits.solids import sizes as z
from accessible_kits.solids.shapes import Label

POISON_LETTER = "P"


def grid_board(game, ctx, *, columns: int, rows: int):
    """A board of recessed cells: the plate, the raised walls, the pockets, the braille coordinates
    (column letters below, row numbers left), cut places and key places for the bed. Shared by
    the families whose boards are grids (polyomino's solid imports it)."""
    s = ctx.sizes
    cols = [(column_letter(c), ctx.grade1(column_letter(c))) for c in range(columns)]
    rws = [(str(r + 1), ctx.grade1(str(r + 1))) for r in range(rows)]
    left = max(z.braille_width(len(cells)) for _, cells in rws)
    g = board.layout(s, columns, rows, left, bottom=True)
    labels = board.grid_labels(s, g, cols, rws)
    board.check_labels(s, labels[:columns])
    half = s.wall / 2
    plate = shapes.box((0, 0, 0), (g.width, g.depth, s.base))
    walls = shapes.box(
        (g.gx - half, g.gy - half, 0), (g.gx + columns * s.pitch + half, g.gy + rows * s.pitch + half, s.wall_top)
    )
    pockets = []
    for c in range(columns):
        for r in range(rows):
            cx, cy = g.centre(c, r, s.pitch)
            p = s.pocket / 2
            pockets.append(shapes.box((cx - p, cy - p, z.FLOOR_MM), (cx + p, cy + p, s.wall_top + 1)))
    solid = shapes.union([plate, walls]) - shapes.union(pockets)
    b = board.on_grid(solid, g, labels, s.pitch)
    return b, g


def poison_block(ctx, g, cell) -> tuple[object, Label]:
    """The poison cell filled: a block standing RISE_MM above the walls, its braille letter on top."""
    s = ctx.sizes
    cx, cy = g.centre(*cell, s.pitch)
    p = s.pocket / 2 + 0.01  # one solid with the walls around it
    top = s.wall_top + z.RISE_MM
    cells = ctx.grade1(POISON_LETTER)
    w = z.braille_width(len(cells))
    label = Label(POISON_LETTER, cells, cx - w / 2, cy + z.BRAILLE_HEIGHT_MM / 2, top)
    return shapes.box((cx - p, cy - p, z.FLOOR_MM - 0.01), (cx + p, cy + p, top)), label


PLUG_SHELL_MM = 1.6  # a plug's sides (four nozzle lines); its top is FLOOR_MM thick


def plug(s: z.Sizes):
    """A taken plug: a square cap that fills a cell's recess, clearance all round, standing PROUD_MM
    above the walls when pushed in. Hollow, open underneath, so it takes less than half the PLA;
    it lies top down in its file, so its top prints smooth on the bed and needs no support."""
    side = s.pocket - 2 * s.clearance
    height = s.wall_top - z.FLOOR_MM + z.PROUD_MM
    inner = side / 2 - PLUG_SHELL_MM
    cap = shapes.box((-side / 2, -side / 2, 0), (side / 2, side / 2, height))
    return cap - shapes.box((-inner, -inner, z.FLOOR_MM), (inner, inner, height + 1))


def parts(game, ctx) -> list:
    """The board (in parts when the bed is too small) and the plugs, one for every cell but the poison."""
    e, s = game.engine, ctx.sizes
    b, g = grid_board(game, ctx, columns=e.columns, rows=e.rows)
    block, label = poison_block(ctx, g, e.poison)
    b.labels.append(label)
    plugs = [board.Piece(f"plug {n}", plug(s)) for n in range(1, e.columns * e.rows)]
    return [
        *board_parts(board.finish(b, s, [block]), s),
        *piece_plates("plugs", "Plugs", plugs, s),
    ]


def words(game, v, models) -> tuple[list[str], list[str]]:
    """How the printed board is laid out, and how a move is made on it (compose.solid_words)."""
    e = game.engine
    plugs = e.columns * e.rows - 1
    layout = [
        f"The printed board has {v.count(e.rows, 'row')} of {v.count(e.columns, 'cell')}.",
        "Each cell is a square hollow with a raised wall around it.",
        "The column letters are in braille along the bottom edge, under their columns.",
        "The row numbers are in braille along the left edge.",
        f"The poison cell, {v.cell(e.poison)}, is filled in and stands above the walls, "
        f"with the braille letter {POISON_LETTER} on top.",
        "The top right corner of the board is cut off. Keep it at your top right.",
    ]
    move = [
        "To take cells, push a plug, open side down, into each empty cell your move takes.",
        "A plug stands above the walls, so a taken cell is felt at once.",
        f"There {'is one plug' if plugs == 1 else f'are {v.num(plugs)} plugs'}, "
        "one for every cell but the poison cell.",
        "Choosing the poison cell ends the game, so it needs no plug.",
    ]
    return layout, move
