"""Corner polyominoes printed: a board of recessed cells with braille coordinates on the frame and
a groove round the floor of each start cell; each player's pieces as tiles that drop into the
cells, each cell of a tile with its owner's braille letter on top, the second player's tiles
ridged as well, so the two sets are told apart by touch."""

from __future__ import annotations

from accessible_kits.families.grid_removal.solid import grid_board
from accessible_kits.solids import board, board_parts, piece_plates, shapes
from accessible_kits.solids import sizes as z
from accessible_kits.solids.shapes import Label

GROOVE_MM = 1.5  # width of a start cell's groove, and its inset from the cell's edge
GROOVE_DEPTH_MM = 0.8
RIDGE_MM, RIDGE_PITCH_MM = 1.0, 3.0


def start_grooves(s: z.Sizes, g, starts) -> list:
    """What is cut from the floor of each start cell: a square ring, a groove the finger finds."""
    out = []
    for cell in starts:
        cx, cy = g.centre(*cell, s.pitch)
        a = s.pocket / 2 - GROOVE_MM
        b = a - GROOVE_MM
        ring = shapes.box((cx - a, cy - a, 0), (cx + a, cy + a, 1)) - shapes.box(
            (cx - b, cy - b, -1), (cx + b, cy + b, 2)
        )
        out.append(ring.translate((0, 0, z.FLOOR_MM - GROOVE_DEPTH_MM)))
    return out


def _plate(cell, cells, centre, half: float, heights: tuple[float, float], *, gap: float) -> list:
    """A cell's part of a tile's top plate: its square, and the strips that close the `gap` to the
    piece's cells right and above (and the corner between four of them), never towards another's."""
    (col, row), (cx, cy), (z0, z1) = cell, centre, heights
    spans = [(0, 0)] + [(dx, dy) for dx, dy in ((1, 0), (0, 1)) if (col + dx, row + dy) in cells]
    if {(col + 1, row), (col, row + 1), (col + 1, row + 1)} <= set(cells):
        spans.append((1, 1))
    return [
        shapes.box((cx - half, cy - half, z0), (cx + half + dx * gap, cy + half + dy * gap, z1)) for dx, dy in spans
    ]


def tile(s: z.Sizes, cells, letter: tuple[str, str], ridged: bool):
    """A piece as a tile: under each of its cells a square plug that drops into the cell's recess
    (clearance all round) widening at 45 degrees above the walls into a top plate that covers the
    piece's cells; on each cell's top the owner's braille letter, and on the second player's tiles
    ridges below it. Printed plugs down, as it is used; the 45 degree shoulders need no support.
    Returns the solid and its braille labels."""
    c, p = s.clearance, s.pitch
    plug = s.pocket - 2 * c
    depth = s.wall_top - z.FLOOR_MM  # a recess, from its floor to the walls' top
    shoulder = depth + c + (p - 2 * c - plug) / 2
    top = shoulder + z.TILE_TOP_MM
    bits, labels = [], []
    for col, row in sorted(cells):
        cx, cy = (col + 0.5) * p, (row + 0.5) * p
        bits.append(shapes.box((cx - plug / 2, cy - plug / 2, 0), (cx + plug / 2, cy + plug / 2, depth + c)))
        bits.append(shapes.tapered((cx, cy), (plug, plug), (p - 2 * c, p - 2 * c), depth + c, shoulder))
        half = p / 2 - c
        bits += _plate((col, row), cells, (cx, cy), half, (shoulder - 0.01, top), gap=2 * c)
        w = z.braille_width(len(letter[1]))
        label = Label(letter[0], letter[1], cx - w / 2, cy + half - z.LABEL_GAP_MM / 2, top)
        labels.append(label)
        if ridged:
            y = label.y - z.BRAILLE_HEIGHT_MM - z.LABEL_GAP_MM
            while y - RIDGE_MM >= cy - half + z.MIN_LINE_MM:
                bits.append(
                    shapes.box((cx - half + 2, y - RIDGE_MM, top - 0.01), (cx + half - 2, y, top + z.TEXTURE_MM))
                )
                y -= RIDGE_PITCH_MM
    bits += [d for lb in labels for d in shapes.braille(lb)]
    return shapes.union(bits), tuple(labels)


def parts(game, ctx) -> list:
    """The board (in parts when the bed is too small), then each player's tiles."""
    e, s, marks = game.engine, ctx.sizes, ctx.profile.marks
    b, g = grid_board(game, ctx, columns=e.columns, rows=e.rows)
    whole = board.finish(b, s, [])
    whole.solid = whole.solid - shapes.union(start_grooves(s, g, e.starts))
    out = board_parts(whole, s)
    for player, (name, mark) in enumerate(zip(game.players, (marks.white, marks.black), strict=True)):
        items = []
        for shape in e.pieces:
            solid, labels = tile(s, shape.shape, (mark, ctx.grade1(mark)), ridged=player == 1)
            items.append(board.Piece(f"{name} {shape.name}", solid, labels))
        stem = "".join(ch if ch.isalnum() else "-" for ch in name.lower()).strip("-") or f"player-{player + 1}"
        out += piece_plates(f"tiles-{stem}", f"{name}'s tiles", items, s)
    return out


def words(game, v, models) -> tuple[list[str], list[str]]:
    """How the printed board is laid out, and how a move is made on it (compose.solid_words)."""
    e, marks = game.engine, tile_letters(game, models)
    first, second = game.players
    layout = [
        f"The printed board has {v.count(e.rows, 'row')} of {v.count(e.columns, 'cell')}.",
        "Each cell is a square hollow with a raised wall around it.",
        "The column letters are in braille along the bottom edge, under their columns.",
        "The row numbers are in braille along the left edge.",
        *(
            f"{name}'s start cell, {v.cell(cell)}, has a groove around its floor."
            for name, cell in zip(game.players, e.starts, strict=True)
        ),
        "The top right corner of the board is cut off. Keep it at your top right.",
    ]
    move = [
        f"Each piece is a tile. {first}'s tiles are smooth on top, with the braille letter {marks[0]} on each cell.",
        f"{second}'s tiles have ridges on top, with the braille letter {marks[1]} on each cell.",
        "Under each cell of a tile is a square peg that fits one cell of the board.",
        "To place a piece, turn its tile until it fits, then drop it into the cells it covers.",
    ]
    return layout, move


def tile_letters(game, models) -> tuple[str, str]:
    """The letters on the two players' tiles, read from the tiles as they were made."""
    tiles = [pc for p in models.parts if p.kind == "pieces" for pc in p.pieces]
    first, second = (next(pc.labels[0].text for pc in tiles if pc.name.startswith(f"{name} ")) for name in game.players)
    return first, second
