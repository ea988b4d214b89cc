"""A raised row kit's covering words as round 19's readers met them, for the built-in game (three
boards on its first sheet) and a user's (tests/rule_texts.py FOUR_ROWS, two a sheet): its labels
are measured in braille (liblouis), so the full tier reads them. The checks are
tests/unit/test_paper_heard19.py's, which reads the print kits."""

from __future__ import annotations

import pytest

from unit.test_paper_heard19 import check_phases


@pytest.mark.parametrize("name", ["row-removal", "four-rows"])
def test_a_raised_kit_puts_the_other_sheets_away_and_covers_the_other_boards_of_its_sheet(name):
    check_phases(name, "tactile")
