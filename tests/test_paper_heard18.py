"""Round 18's cold readers (issue 24) on the sheet words of raised kits, which need liblouis (the
fast tier's tests/unit/test_paper_heard18.py reads the print kits): a section named as a title, and
the tokens below the last board sheet's own board or boards, counted from the plan."""

from __future__ import annotations

import pytest

from accessible_kits.profile import load_profile
from conftest import need_cmd
from rule_texts import composed_texts, flat
from unit.test_paper_heard18 import GAMES, check_sections_named


@pytest.fixture(autouse=True)
def _liblouis():
    need_cmd("lou_translate", "liblouis-bin liblouis-data")


@pytest.mark.parametrize("name", ["row-removal", "four-rows"])
def test_a_raised_row_game_names_its_sections_as_titles(name):
    """The raised row games name Setting up (what each board is for) and Printing the sheets (which
    file to print), as titles."""
    check_sections_named(name, "tactile")


@pytest.mark.parametrize("name", ["row-removal", "four-rows"])
def test_the_tokens_are_below_the_last_sheets_own_boards(name):
    """Round 18's braille reader: "below its boards" of a last board sheet with one board. The
    tokens under the boards are said below the boards that sheet holds, counted from the plan."""
    kit, text, _ = composed_texts(GAMES[name](), load_profile("tactile"))
    plan = kit.plan
    assert plan.tokens_with_boards and plan.sheets > 1
    here = len(plan.groups()[-1])
    words = flat(text)
    right, wrong = ("its board.", "its boards.") if here == 1 else ("its boards.", "its board.")
    assert f"to cut out, at the foot of the last board sheet, below {right}" in words
    assert f"below {wrong}" not in words
