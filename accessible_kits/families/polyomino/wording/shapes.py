"""A polyomino piece's shape in words, for a listener who cannot see the piece sheet.

Said as the piece is drawn on its sheet: a straight line, a block ("2 by 2"), or the box it
fits in with the box's empty cells named ("a box 2 wide and 2 high, with its top right cell
empty"). The piece may be turned or flipped, which the rules say; the words describe one way
it can lie, so a player can build it in mind and check it against the piece in hand.
"""

from __future__ import annotations

from accessible_kits.compose.words import Names, join


def _place(i: int, n: int, low: str, high: str, many: str) -> str:
    """A position along a side of n cells: 'left', 'middle', 'right', or 'second from the left'."""
    if i == 0:
        return low
    if i == n - 1:
        return high
    if n == 3:
        return "middle"
    return f"{_ORDINAL[i]} from the {many}"


_ORDINAL = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")


def _cell_place(col: int, row: int, width: int, height: int) -> str:
    """A cell of a box by its row and column: 'top right', 'bottom middle', 'middle left'."""
    r = _place(height - 1 - row, height, "top", "bottom", "top") if height > 1 else ""
    c = _place(col, width, "left", "right", "left") if width > 1 else ""
    return " ".join(w for w in (r, c) if w) or "only"


def shape_words(v: Names, cells, name: str = "") -> str:
    """How a piece's cells lie, as drawn on its sheet: "in a straight line", "in a block, 2 by 2",
    "in a box 3 wide and 2 high, with its top left and top right cells empty", or row by row
    when more than two cells of its box are empty ("in 2 rows. Top row: the right cell. ...").
    A full box by a word its `name` does not hold: "The block covers four cells, in a block" explained
    the piece by its own name (LISTEN31 #22)."""
    cols = [c for c, _ in cells]
    rows = [r for _, r in cells]
    x0, y0 = min(cols), min(rows)
    width, height = max(cols) - x0 + 1, max(rows) - y0 + 1
    if len(cells) == 1:
        return "one cell on its own"
    if width == 1 or height == 1:
        return "in a straight line"  # any way round: "from left to right" was heard as a rule (round 8)
    if len(cells) == width * height:
        words = ("block", "square") if width == height else ("block", "rectangle")
        box = next((w for w in words if w not in name.lower().split()), words[-1])
        return f"in a {box}, {v.num(width)} by {v.num(height)}"
    have = {(c - x0, r - y0) for c, r in cells}
    empty = [(c, r) for r in reversed(range(height)) for c in range(width) if (c, r) not in have]
    if len(empty) <= 2 and width <= 3 and height <= 3:  # top, middle and bottom; left, middle and right
        places = join(_cell_place(c, r, width, height) for c, r in empty)
        return (
            f"in a box {v.num(width)} wide and {v.num(height)} high, "
            f"with its {places} cell{'s' if len(empty) > 1 else ''} empty"
        )
    return f"in {v.num(height)} rows. " + " ".join(
        _row_words(v, have, r, width, height) for r in reversed(range(height))
    )


def _row_words(v: Names, have: set, row: int, width: int, height: int) -> str:
    """One row of a piece's box: "Top row: all 3 cells." or "Middle row: the left cell."."""
    name = _place(height - 1 - row, height, "top", "bottom", "top")
    name = f"{name} row" if name in ("top", "bottom", "middle") else name.replace(" from", " row from")
    mine = [c for c in range(width) if (c, row) in have]
    if len(mine) == width:
        return f"{name.capitalize()}: {'both' if width == 2 else 'all ' + v.num(width)} cells."
    places = join(_place(c, width, "left", "right", "left") for c in mine)
    return f"{name.capitalize()}: the {places} cell{'s' if len(mine) > 1 else ''}."
