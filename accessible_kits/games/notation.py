"""How places on a board are written and said: the grid games' cells (column letters, row
numbers), and the row games' rows by name ("plum row", "the second row"; never by number)."""

from __future__ import annotations

import re

from accessible_kits.errors import IllegalMove

Cell = tuple[int, int]  # (column, row), both from 0; row 0 is the bottom row

_CELL = re.compile(r"^\s*([A-Za-z])\s*(\d{1,2})\s*$")


def column_letter(index: int) -> str:
    """0 -> 'A': the one place column indexes become letters."""
    return chr(ord("A") + index)


def cell_name(cell: Cell) -> str:
    """(3, 1) -> 'D2'."""
    return f"{column_letter(cell[0])}{cell[1] + 1}"


def reading_order(cells) -> list[Cell]:
    """Top row first, then left to right: the one order cells are written, said and read back in,
    a piece's as the whole board's (a scribe learns one order; a braille line reads from the top)."""
    return sorted(cells, key=lambda c: (-c[1], c[0]))


def parse_cell(text: str, columns: int, rows: int) -> Cell:
    """'D2' -> (3, 1); raises IllegalMove for a cell off the board."""
    match = _CELL.match(text)
    if not match:
        raise IllegalMove(f"'{text}' is not a cell: write a letter and a number, like D2")
    col = ord(match.group(1).upper()) - ord("A")
    row = int(match.group(2)) - 1
    if not (0 <= col < columns and 0 <= row < rows):
        last = cell_name((columns - 1, rows - 1))
        raise IllegalMove(f"{text.strip().upper()} is not on the board: cells go from A1 to {last}")
    return (col, row)


def column_letters(columns: int) -> list[str]:
    """The letters of the first `columns` columns (A, B, C ...), as the boards label them."""
    return [column_letter(c) for c in range(columns)]


def row_said(name: str) -> str:
    """A row as a move, a label or a drawing says it: "plum row", "second row"."""
    return f"{name} row"


def row_called(name: str) -> str:
    """A row as a sentence names it: "the plum row", "the second row"."""
    return f"the {name} row"
