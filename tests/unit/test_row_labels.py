"""A row game's rows as its drawings label and describe them: "row 4" for a numbered row, "top row"
for a named one; never "row 4 row", and never two numbers side by side ("row 4 4 circles")."""

from __future__ import annotations

import re

from accessible_kits.games.notation import row_called, row_said
from accessible_kits.model import RowsBoard
from accessible_kits.render.drawers import drawer_for


def test_numbered_and_named_rows_are_said_once():
    assert row_said("row 4") == "row 4" and row_said("plum") == "plum row"
    assert row_called("row 4") == "row 4" and row_called("plum") == "the plum row"


def test_a_numbered_rows_drawing_is_described_and_labelled_without_doubling():
    board = RowsBoard(
        names=("row 1", "row 2", "row 3", "row 4"), sizes=(1, 3, 5, 7), crossed=(0, 0, 0, 0), label="Board 1"
    )
    drawer = drawer_for(board)
    words = drawer.describe(board)
    assert words.startswith("Board 1: row 1: 1 circle, row 2: 3 circles, row 3: 5 circles, row 4: 7 circles.")
    assert not re.search(r"\brow \d+ row\b", words) and not re.search(r"\d+ \d+", words)
    assert drawer.labels(board)[1] == {"row 1", "row 2", "row 3", "row 4"}


def test_a_named_rows_drawing_keeps_the_word_row():
    board = RowsBoard(names=("top", "middle", "bottom"), sizes=(3, 4, 5), crossed=(0, 0, 0), label="Board 1")
    drawer = drawer_for(board)
    assert drawer.describe(board).startswith(
        "Board 1: top row: 3 circles, middle row: 4 circles, bottom row: 5 circles."
    )
    assert drawer.labels(board)[1] == {"top row", "middle row", "bottom row"}
