"""A raised row kit's words as round 18's braille reader met them, for the built-in game and a
user's (tests/rule_texts.py FOUR_ROWS): its labels are measured in braille (liblouis), so the full
tier reads them. The checks are tests/unit/test_rows_told18.py's, which reads the print kits."""

from __future__ import annotations

import pytest

from unit.test_rows_told18 import check_cover, check_place_names, check_places


@pytest.mark.parametrize(
    ("name", "places"),
    [
        # three boards going down board sheet 1, listed "board 1 first, ..., then board 3, going down"
        ("row-removal", ("first board going down board sheet 1", "second board going down board sheet 1")),
        ("four-rows", ("upper board of board sheet 1", "lower board of board sheet 1")),  # two a sheet
    ],
)
def test_a_raised_board_is_placed_in_the_words_its_sheet_lists_it(name, places):
    check_places(name, "tactile", places)


@pytest.mark.parametrize(("name", "item"), [("row-removal", "two blank sheets"), ("four-rows", "one blank sheet")])
def test_the_paper_that_covers_the_other_raised_boards_is_in_what_you_need(name, item):
    check_cover(name, "tactile", item)


def test_place_word_row_names_are_said_once_on_a_raised_kit():
    owls = (
        'id = "owls"\ntitle = "Owl rows"\nfamily = "row-removal"\nminutes = [5, 10]\n'
        'players = ["Owls team", "Badgers team"]\n[params]\nrows = [2, 3]\nrow_names = ["upper", "lower"]\n'
    )
    said = "The row names upper and lower mean rows of a board, not parts of the sheet."
    assert check_place_names(owls, ("tactile",), said)
