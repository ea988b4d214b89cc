"""A row game's rows as its drawings label and describe them, and as a game without row names names
them: in words, never by number ("2 circles from row 4" put two numbers side by side, "row 4" was
heard "row for", and a count swapped with a row number was still a legal move); "top row", never
"row 4 row"; older game files' numbered moves ("row 4, 3", counted from the top) still read."""

from __future__ import annotations

import re

import pytest
from num2words import num2words  # type: ignore[import-untyped]

from accessible_kits.errors import IllegalMove
from accessible_kits.families.row_removal.engine import ORDINALS, RowRemoval, default_row_names
from accessible_kits.families.row_removal.params import MAX_ROW_COUNT
from accessible_kits.games.notation import row_called, row_said
from accessible_kits.model import RowsBoard
from accessible_kits.render.drawers import drawer_for


def test_a_row_is_said_with_its_name_and_the_word_row():
    assert row_said("plum") == "plum row" and row_said("second") == "second row"
    assert row_called("plum") == "the plum row" and row_called("bottom") == "the bottom row"


def test_rows_without_names_get_word_names_counted_from_the_top():
    assert default_row_names(1) == ("only",)
    assert default_row_names(2) == ("top", "bottom")
    assert default_row_names(3) == ("top", "middle", "bottom")
    # four rows and more: the spelling alphabet from the top, never a place counted ("the third
    # row" beside "three circles", a cold listener, round 13)
    assert default_row_names(4) == ("Alpha", "Bravo", "Charlie", "Delta")
    assert default_row_names(MAX_ROW_COUNT)[-1] == "Hotel"
    for n in range(1, MAX_ROW_COUNT + 1):
        names = default_row_names(n)
        assert len(names) == len(set(names)) == n and not any(ch.isdigit() for name in names for ch in name)
        assert not set(names) & set(ORDINALS)
        assert not any(num2words(k) in name.lower() for k in range(1, 16) for name in names)  # no count in a name


def test_an_older_files_numbered_move_is_still_read_counted_from_the_top():
    e = RowRemoval.from_params({"rows": [1, 3, 5, 7]})
    assert e.parse("row 4, 3") == e.parse("bottom row, 3") == ((3, 3),)
    assert e.parse("row 2, 1") == e.parse("second, 1") == e.parse("Bravo, 1") == ((1, 1),)
    assert e.notation(((3, 3),)) == "Delta row, 3"  # written back in words
    with pytest.raises(IllegalMove, match="There is no row 5: the rows are numbered 1 to 4, top row first"):
        e.parse("row 5, 1")


def test_a_game_with_its_own_row_names_reads_no_numbered_row():
    e = RowRemoval.from_params({"rows": [2, 3], "row_names": ["plum", "pear"]})
    with pytest.raises(IllegalMove, match="There is no row 2: the rows are plum, pear"):
        e.parse("row 2, 1")


def test_a_word_named_rows_drawing_is_described_and_labelled_without_doubling():
    board = RowsBoard(names=default_row_names(4), sizes=(1, 3, 5, 7), crossed=(0, 0, 0, 0), label="Board 1")
    drawer = drawer_for(board)
    words = drawer.describe(board)
    assert words.startswith(
        "Board 1: Alpha row: 1 circle, Bravo row: 3 circles, Charlie row: 5 circles, Delta row: 7 circles."
    )
    assert not re.search(r"\brow \d+\b", words) and not re.search(r"\d+ \d+", words)
    assert drawer.labels(board)[1] == {"Alpha row", "Bravo row", "Charlie row", "Delta row"}


def test_a_named_rows_drawing_keeps_the_word_row():
    board = RowsBoard(names=("top", "middle", "bottom"), sizes=(3, 4, 5), crossed=(0, 0, 0), label="Board 1")
    drawer = drawer_for(board)
    assert drawer.describe(board).startswith(
        "Board 1: top row: 3 circles, middle row: 4 circles, bottom row: 5 circles."
    )
    assert drawer.labels(board)[1] == {"top row", "middle row", "bottom row"}
