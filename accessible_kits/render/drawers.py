"""Board drawers, registered by board type: everything render and the plan need of a board shape
(its size and box on a sheet, how to draw it and what goes under it, its words for alt text, its
braille labels and raised tokens, whether it may be split over sheets, its room in a figure).

Why a table and not `isinstance` chains: a new board shape is one drawer, registered once (a
family brings one for a shape of its own in its drawing module's DRAWERS), instead of a branch
in every place that sizes, draws, describes or counts a board. The built-in shapes, a grid of
cells and rows of circles, are drawn by render/boards.py, shared by the families that use them.
"""

from __future__ import annotations

from typing import Any, Protocol

from accessible_kits import families, measure
from accessible_kits.errors import KitError
from accessible_kits.games.notation import cell_name, column_letter, column_letters, row_said
from accessible_kits.model import ARROW_PLACE, POISON_LABEL, GridBoard, RowsBoard
from accessible_kits.render import boards, row_boards, tactile
from accessible_kits.render.canvas import Canvas, Surface

WINNER_BASELINE = 1.0  # the winner line's baseline under the circles, in text sizes (its capitals 3 mm clear of them)


class NoDrawer(KitError):
    """A board whose type has no registered drawer; carries the type."""

    def __init__(self, kind: type):
        super().__init__(f"no drawer is registered for {kind.__name__} boards; register one in DRAWERS")
        self.kind = kind


class BoardDrawer(Protocol):
    """What render and the plan ask of one board shape."""

    splittable: bool  # too big for one sheet, split into tiles of its columns and rows as a grid is (else DoesNotFit)
    shrink_by: tuple[str, str]  # the game key that makes an unsplittable board smaller, and how

    def size(self, c: Surface, board: Any) -> tuple[float, float]:
        """The board's width and height in mm at `c`'s cell size, its labels included."""

    def box(self, c: Canvas, board: Any) -> tuple[float, float]:
        """The board's room on a sheet: its size and what `under` prints below it."""

    def draw(self, c: Surface, board: Any, x: float, y: float) -> None:
        """Draw the board with its top-left corner at (x, y)."""

    def under(self, c: Canvas, board: Any, x: float, y: float) -> None:
        """What a play sheet prints under the board drawn at (x, y), outside its figure."""

    def describe(self, board: Any) -> str:
        """The board in words, for a play sheet's alt text and description."""

    def labels(self, board: Any) -> tuple[set[str], set[str]]:
        """The braille labels the board needs on a raised sheet: grade 1 (coordinates), grade 2 (names)."""

    def tokens(self, board: Any) -> tuple[str, int]:
        """The raised tokens to mark its moves by touch: their kind and how many ("", 0 for none)."""

    def figure_cell(self, probe: Surface, board: Any, width: float) -> float:
        """The cell size at which the board fills `width` mm (a rule-card figure), before any floor."""

    def pad(self, board: Any, cell_mm: float) -> float:
        """Room round the board in a figure, in mm."""


class GridDrawer:
    """A grid of cells (model.GridBoard): coordinates round it, the arrow at its top-right corner.
    A grid too big for a sheet is split into tiles that share a column or row (plan.tiles_for)."""

    splittable = True
    shrink_by = ("params", "a smaller board")

    def size(self, c: Surface, board: GridBoard) -> tuple[float, float]:
        """The grid with its coordinate bands."""
        return boards.grid_size(c, board.columns, board.rows)

    def box(self, c: Canvas, board: GridBoard) -> tuple[float, float]:
        """Nothing under a grid: its size."""
        return self.size(c, board)

    def draw(self, c: Surface, board: GridBoard, x: float, y: float) -> None:
        """The whole grid (render/boards.grid draws a tile of it for a split board)."""
        boards.grid(c, board, x, y)

    def under(self, c: Canvas, board: GridBoard, x: float, y: float) -> None:
        """Nothing: a grid game's record sheet names the winner."""

    def describe(self, board: GridBoard) -> str:
        """Its columns and rows, the poison cell and its arrow, and the start corners."""
        cols, rows, last = board.columns, board.rows, column_letter(board.columns - 1)
        words = f"{board.label}: a grid of {cols} columns, A to {last}, and {rows} rows, 1 to {rows}."
        if "poison" in dict(board.roles).values():
            words += (
                f" A1 is the poison cell, marked {POISON_LABEL} in a thick frame."
                f" An arrow {ARROW_PLACE} points up and right."
            )
        starts = [
            f"{side(board, r)} starts at {cell_name((c, rw))}" for (c, rw), r in board.roles if r.startswith("start-")
        ]
        if starts:
            words += " " + ". ".join(starts) + "."
        return words

    def marks(self, board: GridBoard) -> set[str]:
        """The print marks it shows: its cells' roles (a family's PRINT_KEY says what each means)."""
        return {role for _, role in board.roles}

    def labels(self, board: GridBoard) -> tuple[set[str], set[str]]:
        """The column letters and row numbers round it, in grade 1."""
        return set(column_letters(board.columns)) | {str(r + 1) for r in range(board.rows)}, set()

    def tokens(self, board: GridBoard) -> tuple[str, int]:
        """One a cell that can be taken, every cell but the poison cell; none for a grid without one
        (its pieces are laid on the board)."""
        poison = sum(1 for _, r in board.roles if r == "poison")
        return ("cell", board.columns * board.rows - poison) if poison else ("", 0)

    def figure_cell(self, probe: Surface, board: GridBoard, width: float) -> float:
        """Room for both coordinate bands and an arrow's padding on both sides, shared by the columns."""
        return (width - 2 * boards.band(probe) - 2 * pad_for(True, probe.cell_size)) / board.columns

    def pad(self, board: GridBoard, cell_mm: float) -> float:
        """More room beside a grid whose arrow sticks out at the top right."""
        return pad_for(board.arrow, cell_mm)


class RowsDrawer:
    """Rows of circles (model.RowsBoard), each row named on its left, a winner line under them.
    A row cannot be split over sheets: a board too big is the game's to make smaller."""

    splittable = False
    shrink_by = ("params.rows", "fewer circles in a row")

    def size(self, c: Surface, board: RowsBoard) -> tuple[float, float]:
        """The names and the longest row."""
        return row_boards.rows_size(c, board)

    def box(self, c: Canvas, board: RowsBoard) -> tuple[float, float]:
        """The rows and the winner line under them (the underscores reach a quarter below the baseline)."""
        w, h = row_boards.rows_size(c, board)
        return w, h + (winner_baseline(c) + c.profile.text_mm * 0.25)  # summed as before, to the last bit

    def draw(self, c: Surface, board: RowsBoard, x: float, y: float) -> None:
        """Every row, top row first."""
        row_boards.rows(c, board, x, y)

    def under(self, c: Canvas, board: RowsBoard, x: float, y: float) -> None:
        """A line to write the winner's name on."""
        baseline = y + row_boards.rows_size(c, board)[1] + winner_baseline(c)
        c.text("Winner: ____________", x, baseline, group=c.group("paragraph"))

    def describe(self, board: RowsBoard) -> str:
        """Each row's name and its circles."""
        rows = ", ".join(  # "top row: 5 circles", "row 4: 1 circle": never two numbers side by side
            f"{row_said(n)}: {s} circle{'' if s == 1 else 's'}" for n, s in zip(board.names, board.sizes, strict=True)
        )
        return f"{board.label}: {rows}. Each row is named {'just above it' if board.names_above else 'on its left'}."

    def marks(self, board: RowsBoard) -> set[str]:
        """The print marks it shows: circles crossed out before, and those of the move shown."""
        crossed, new = sum(board.crossed or ()), sum(board.new or ())
        return {name for name, n in (("circle-crossed", crossed - new), ("circle-new", new)) if n > 0}

    def labels(self, board: RowsBoard) -> tuple[set[str], set[str]]:
        """The row names, in grade 2."""
        return set(), {row_said(n) for n in board.names}

    def tokens(self, board: RowsBoard) -> tuple[str, int]:
        """One a circle."""
        return "circle", sum(board.sizes)

    def too_big(self, c: Canvas, board: RowsBoard) -> tuple[int, str, str]:
        """Why the board overflows the sheet measured by `c`, least to change first: its rows'
        names alone (the circles would fit without them), its rows' count alone (too tall), else
        its longest row: (rank, the game's key, how to make it smaller)."""
        w, h = self.box(c, board)
        wide, tall = w > c.width, h > c.height
        label = max(board.names, key=lambda n: c.metrics.width(row_said(n), c.profile.text_mm, True))
        if wide and not tall and not board.names_above and max(board.sizes) * c.cell_size <= c.width:
            taken = row_boards.rows_size(c, board)[0] - max(board.sizes) * c.cell_size
            return (
                0,
                "params.row_names",
                (
                    f"shorter row names (the label {row_said(label).capitalize()} takes {taken:.0f} mm "
                    "beside the circles)"
                ),
            )
        if tall and not wide:
            return 1, "params.rows", f"fewer rows ({len(board.sizes)} rows are too tall for the sheet)"
        return 2, *self.shrink_by

    def figure_cell(self, probe: Surface, board: RowsBoard, width: float) -> float:
        """The longest row's circles share what the row names leave (print names: a figure has no braille)."""
        p = probe.profile
        label = max(probe.metrics.width(row_said(n), p.text_mm, True) for n in board.names) + p.text_mm
        return (width - label) / max(board.sizes)

    def pad(self, board: RowsBoard, cell_mm: float) -> float:
        """A little room all round."""
        return pad_for(False, cell_mm)


def pad_for(arrow: bool, cell_mm: float) -> float:
    """Room around a drawing: more beside a grid whose arrow sticks out at the top right."""
    return max(cell_mm * 0.6, 6) if arrow else 2


def winner_baseline(c: Canvas) -> float:
    """How far below the circles the winner line's baseline goes: clear of the bottom row's
    braille label (which hangs below its row) by the profile's minimum gap."""
    p = c.profile
    base = p.text_mm * WINNER_BASELINE
    if c.braille:
        below = (p.text_mm + p.min_gap + tactile.HEIGHT_MM) / 2 - p.cell_size / 2
        base = max(base, below + p.min_gap + p.text_mm * 0.75 + 0.1)  # print rises 0.75 of its size
    return base


DRAWERS: dict[type, BoardDrawer] = {GridBoard: GridDrawer(), RowsBoard: RowsDrawer()}


def drawer_for(board: object) -> BoardDrawer:
    """The drawer registered for the board's type: render's own, else one a family brings."""
    drawer = DRAWERS.get(type(board)) or families.board_drawers().get(type(board))
    if drawer is None:
        raise NoDrawer(type(board))
    return drawer


def legend(boards) -> list[str]:
    """What each print mark of these diagrams means, each mark said once, in the order the
    families' PRINT_KEY lists them (a drawer without `marks` shows none)."""
    from accessible_kits import families

    shown = set().union(*(getattr(drawer_for(b), "marks", lambda _b: set())(b) for b in boards))
    words = [text for mark, text in families.cell_key().items() if mark in shown]
    return list(dict.fromkeys(words))


def token_count(boards: tuple) -> tuple[str, int]:
    """The raised tokens a game needs to mark every move by touch, as its first board's drawer says
    (the rules' words and the token sheets both read this)."""
    return drawer_for(boards[0]).tokens(boards[0])


def side(board: GridBoard, role: str) -> str:
    """Whose start cell a "start-white" or "start-black" cell is, as the rules name the player
    ("Otters"); White or Black only when the board names no sides."""
    colour = role.split("-")[1]
    index = ("white", "black").index(colour)
    return board.sides[index] if len(board.sides) > index else colour.capitalize()


def board_labels(boards: tuple) -> tuple[frozenset[str], frozenset[str]]:
    """Every braille label the boards need, grade 1 and grade 2, as their drawers say."""
    grade1: set[str] = set()
    grade2: set[str] = set()
    for b in boards:
        short, words = drawer_for(b).labels(b)
        grade1 |= short
        grade2 |= words
    return frozenset(grade1), frozenset(grade2)


def labels_for(title: str, boards: tuple, pieces: tuple, profile) -> measure.Labels | None:
    """The braille labels of one kit's pages (the plan and the pages both measure with them),
    translated once per process by the measuring service; None for a profile without braille."""
    return measure.labels_for(title, pieces, profile, board_labels=board_labels(boards))
