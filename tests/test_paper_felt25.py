"""Round 25's cold braille reader (issue 24) on a raised kit, whose one board serves every round:
the covering for the rounds referred to where the match begins, for players who skip the worked examples
(READER25 #12), in the built-in row removal (three boards on sheet 1, one on sheet 2) and the
readers' Four rows (two and two); the blank sheets laid in Setting up, after the boards are placed
(READER25 #1). Print kits: tests/unit/test_paper_read25.py (braille labels start liblouis, so
these are here)."""

from __future__ import annotations

import re

import pytest

from accessible_kits.families.row_removal.wording.boards import uses
from rule_texts import blank_sheets_cover
from unit.test_paper_heard21 import _texts


@pytest.mark.parametrize("name", ["row-removal", "four-rows"])
def test_the_rounds_covering_is_said_where_the_match_begins(name):
    kit, text, script = _texts(name, "tactile")
    use = uses([b.label for b in kit.boards], marks_stay=False)
    assert use is not None and len(set(use.rounds)) == 1  # one board, its tokens taken off each round
    board = int(use.rounds[0].split()[-1]) - 1
    groups = kit.plan.groups()
    sheet = next(n for n, g in enumerate(groups) if board in g)
    covered = [str(i + 1) for i in groups[sheet] if i != board]
    for words in (text, script):
        # the step for every round said once, where the examples end (LISTEN29 #8): it covers the
        # other boards of the round board's sheet; the match says no step of its own
        match = words[words.index("Play two rounds.") :].split("Whoever went second")[0]
        assert "Setting up lists" not in words and "Before the second round" not in match, match
        # the blank sheet in use moved from the board it lies on, the rest left covered (LISTEN32 #7)
        (step,) = re.findall(r"For every round, (.*?) Now only", words)
        said = re.findall(
            r"cover (boards? [\d ,and]+?) with|onto (board \d+)|[Ll]eave (boards? [\d ,and]+?) covered"
            r"|so that (boards? [\d ,and]+?) (?:is|are) covered",  # rows36: the sheets' state, not their moves
            step,
        )
        assert sorted(re.findall(r"\d+", " ".join(" ".join(m) for m in said))) == covered, (step, covered)
        assert "Before round" not in match  # the same board for both rounds: one step
    lay = blank_sheets_cover(kit.preparation.covers)
    assert text.index("Setting up") < text.index(lay) and text.count(lay) == 1
