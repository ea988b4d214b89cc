"""Board drawers, registered by board type: what render needs of a board shape (its size at a
cell size, how to draw it, how small its cells may go in a rule-card figure, the room round it).

Why a table and not `isinstance` chains: a new board shape is one drawer, registered once (a
family brings one for a shape of its own in its drawing module's DRAWERS), instead of a branch
in every place that sizes or draws a board. The built-in shapes, a grid of cells and rows of
circles, are drawn by render/boards.py, shared by the families that use them.
"""

from __future__ import annotations

from typing import Any, Protocol

from accessible_kits import families
from accessible_kits.errors import KitError
from accessible_kits.model import GridBoard, RowsBoard
from accessible_kits.render import boards
from accessible_kits.render.canvas import Surface


class NoDrawer(KitError):
    """A board whose type has no registered drawer; carries the type."""

    def __init__(self, kind: type):
        super().__init__(f"no drawer is registered for {kind.__name__} boards; register one in DRAWERS")
        self.kind = kind


class BoardDrawer(Protocol):
    """What render asks of one board shape."""

    def size(self, c: Surface, board: Any) -> tuple[float, float]:
        """The board's width and height in mm at `c`'s cell size, its labels included."""

    def draw(self, c: Surface, board: Any, x: float, y: float) -> None:
        """Draw the board with its top-left corner at (x, y)."""

    def figure_cell(self, probe: Surface, board: Any, width: float) -> float:
        """The cell size at which the board fills `width` mm (a rule-card figure), before any floor."""

    def pad(self, board: Any, cell_mm: float) -> float:
        """Room round the board in a figure, in mm."""


class GridDrawer:
    """A grid of cells (model.GridBoard): coordinates round it, the arrow at its top-right corner."""

    def size(self, c: Surface, board: GridBoard) -> tuple[float, float]:
        """The grid with its coordinate bands."""
        return boards.grid_size(c, board.columns, board.rows)

    def draw(self, c: Surface, board: GridBoard, x: float, y: float) -> None:
        """The whole grid (render/boards.grid draws a tile of it for a split board)."""
        boards.grid(c, board, x, y)

    def figure_cell(self, probe: Surface, board: GridBoard, width: float) -> float:
        """Room for both coordinate bands and an arrow's padding on both sides, shared by the columns."""
        return (width - 2 * boards.band(probe) - 2 * pad_for(True, probe.cell_size)) / board.columns

    def pad(self, board: GridBoard, cell_mm: float) -> float:
        """More room beside a grid whose arrow sticks out at the top right."""
        return pad_for(board.arrow, cell_mm)


class RowsDrawer:
    """Rows of circles (model.RowsBoard), each row named on its left."""

    def size(self, c: Surface, board: RowsBoard) -> tuple[float, float]:
        """The names and the longest row."""
        return boards.rows_size(c, board)

    def draw(self, c: Surface, board: RowsBoard, x: float, y: float) -> None:
        """Every row, top row first."""
        boards.rows(c, board, x, y)

    def figure_cell(self, probe: Surface, board: RowsBoard, width: float) -> float:
        """The longest row's circles share what the row names leave (print names: a figure has no braille)."""
        p = probe.profile
        label = max(probe.metrics.width(f"{n} row", p.text_mm, True) for n in board.names) + p.text_mm
        return (width - label) / max(board.sizes)

    def pad(self, board: RowsBoard, cell_mm: float) -> float:
        """A little room all round."""
        return pad_for(False, cell_mm)


def pad_for(arrow: bool, cell_mm: float) -> float:
    """Room around a drawing: more beside a grid whose arrow sticks out at the top right."""
    return max(cell_mm * 0.6, 6) if arrow else 2


DRAWERS: dict[type, BoardDrawer] = {GridBoard: GridDrawer(), RowsBoard: RowsDrawer()}


def drawer_for(board: object) -> BoardDrawer:
    """The drawer registered for the board's type: render's own, else one a family brings."""
    drawer = DRAWERS.get(type(board)) or families.board_drawers().get(type(board))
    if drawer is None:
        raise NoDrawer(type(board))
    return drawer
