"""A polyomino piece's shape in words, for a listener who cannot see the piece sheet.

Said as the piece is drawn on its sheet: a straight line, a block ("2 by 2"), or the box it
fits in with the box's empty cells named ("a box 2 wide and 2 high, with its top right cell
empty"). The piece may be turned or flipped, which the rules say; the words describe one way
it can lie, so a player can build it in mind and check it against the piece in hand.
"""

from __future__ import annotations

from accessible_kits.compose.words import Names, Voice, join, render
from accessible_kits.games.notation import reading_order


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
    "in a box 3 wide and 2 high, with its top left and top right cells empty. Its top row has the middle
    cell. ..." (two empty cells, then its rows), or row by row when more than two cells of its box are
    empty ("in 2 rows. Top row: the right cell. ...").
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
        box = (
            f"in a box {v.num(width)} wide and {v.num(height)} high, "
            f"with its {places} cell{'s' if len(empty) > 1 else ''} empty"
        )
        if len(empty) < 2:
            return box
        # two empty cells left the listener building the shape from them: its rows said after (LISTEN38 #6)
        return f"{box}. " + " ".join(_row_has(v, have, r, width, height) for r in reversed(range(height)))
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


def _row_has(v: Names, have: set, row: int, width: int, height: int) -> str:
    """One row of a piece's box after the box's empty cells: "Its top row has the middle and right cells."."""
    name = _place(height - 1 - row, height, "top", "bottom", "top")
    mine = [c for c in range(width) if (c, row) in have]
    if len(mine) == width:
        return f"Its {name} row has {'both' if width == 2 else 'all ' + v.num(width)} cells."
    places = join(_place(c, width, "left", "right", "left") for c in mine)
    return f"Its {name} row has the {places} cell{'s' if len(mine) > 1 else ''}."


def _spine(cells: set) -> tuple[list, bool]:
    """The longest straight run of `cells`, top to bottom or left to right, and whether it is a column;
    of runs as long, the one most other cells touch at a side, then the first in reading order."""
    runs = []
    for vertical in (True, False):
        for c, r in cells:
            step = (0, -1) if vertical else (1, 0)
            if (c - step[0], r - step[1]) in cells:
                continue  # not a run's first cell
            run = [(c, r)]
            while (run[-1][0] + step[0], run[-1][1] + step[1]) in cells:
                run.append((run[-1][0] + step[0], run[-1][1] + step[1]))
            runs.append((run, vertical))

    def touching(run) -> int:
        return sum(any(abs(c - a) + abs(r - b) == 1 for a, b in run) for c, r in cells - set(run))

    return max(runs, key=lambda rv: (len(rv[0]), touching(rv[0]), rv[1], -rv[0][0][1], -rv[0][0][0]))


def laid_words(v: Names, cells, anchor=None) -> str:
    """How a piece lies on the board, as a line of its cells with the others beside it: "It lies as a
    column of three cells in column A, with one more cell right of the middle one." A listener told
    it lies "turned a quarter turn anticlockwise from its shape" had to rebuild it in mind (LISTEN34 #12,
    LISTEN35 #9). `anchor(vertical, index)`: where the line is (" in column A"), said where the sentence
    stays under 25 words. "" where a cell off the line touches no cell of it, or it is too long to say so."""
    cells = set(cells)
    spine, vertical = _spine(cells)
    n, parts = len(spine), list[str]()
    for c, r in reading_order(cells - set(spine)):
        near = [i for i, (a, b) in enumerate(spine) if abs(c - a) + abs(r - b) == 1]
        if not near:
            return ""
        a, b = spine[near[0]]
        if vertical:
            side = "right of" if c > a else "left of"
            at = _place(near[0], n, "top", "bottom", "top")
        else:
            side = "above" if r > b else "below"
            at = _place(near[0], n, "left", "right", "left")
        at = f"the {at} one" if " from " not in at else f"the {at.replace(' from', ' one from')}"
        parts.append(f"{'another' if parts else 'one more cell'} {side} {at}")
    line = f"{'column' if vertical else 'row'} of {v.num(n)} cells"
    index = spine[0][0] if vertical else spine[0][1]
    for where in ((anchor(vertical, index) if anchor else ""), ""):
        said = f"It lies as a {line}{where}, with {join(parts)}."
        if len(render(said, Voice(ear=True)).split()) < 25:  # as heard: a cell with its place is seven words
            return said
    return ""
