"""Round 21's cold readers (issue 24) on a raised kit's boards, which share sheets unevenly (row
removal: three boards, then one): what the blank sheets cover said after what each board sheet
holds (LISTEN21 #5, LISTEN22 #10), and each spare says what to cover (#7), or that it needs no blank
sheet where it is alone on its sheet (READER22 #15).
Print kits: tests/unit/test_paper_heard21.py (braille labels start liblouis, so these are here)."""

from __future__ import annotations

import pytest

from unit.test_paper_heard21 import _texts, check_blank_sheets, check_spares


@pytest.mark.parametrize(
    ("name", "holds"),
    [
        ("row-removal", ("Board sheet 2 has 1 board.", "The second board sheet has one board.")),
        ("four-rows", ("Each board sheet has 2 boards.", "Each board sheet has two boards.")),
    ],
)
def test_the_blank_sheets_say_what_a_raised_board_sheet_holds(name, holds):
    """LISTEN21 #5 and LISTEN22 #10 on a raised kit, whose board sheets hold different counts (row
    removal: three boards, then one): what the blank sheets cover is said after each sheet's count."""
    kit, text, script = _texts(name, "tactile")
    check_blank_sheets(kit, text, script, holds)


@pytest.mark.parametrize(("name", "shared"), [("row-removal", 1), ("four-rows", 2)])
def test_a_raised_spare_that_shares_a_sheet_says_what_to_cover(name, shared):
    # row removal: board 3 shares sheet 1 with boards 1 and 2, board 4 is alone on sheet 2
    assert check_spares(name, "tactile") == shared
