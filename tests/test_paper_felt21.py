"""Round 21's cold readers (issue 24) on a raised kit's boards, which share sheets unevenly (row
removal: three boards, then one): the blank sheets said after what a board sheet holds, "up to"
where the sheets differ (LISTEN21 #5), and each spare that shares a sheet says what to cover (#7).
Print kits: tests/unit/test_paper_heard21.py (braille labels start liblouis, so these are here)."""

from __future__ import annotations

import pytest

from rule_texts import blank_sheets_need
from unit.test_paper_heard21 import _texts, check_spares


@pytest.mark.parametrize(
    ("name", "holds"),
    [("row-removal", "A board sheet holds up to three boards."), ("four-rows", "Each board sheet holds two boards.")],
)
def test_the_blank_sheets_say_what_a_raised_board_sheet_holds(name, holds):
    kit, text, script = _texts(name, "tactile")
    line = blank_sheets_need(kit.plan, kit.preparation.covers)
    assert holds in line
    for words in (text, script):
        assert line in words and "board sheet" not in words[: words.index(holds)], name


@pytest.mark.parametrize(("name", "shared"), [("row-removal", 1), ("four-rows", 2)])
def test_a_raised_spare_that_shares_a_sheet_says_what_to_cover(name, shared):
    # row removal: board 3 shares sheet 1 with boards 1 and 2, board 4 is alone on sheet 2
    assert check_spares(name, "tactile") == shared
