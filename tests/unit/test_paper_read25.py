"""Round 25's cold readers (issue 24) on the board sheets' words, read in the built-in row removal
and the readers' own Four rows (written from docs/games.md): each round's covering said where the
match begins, round 1's too, for players who skip the worked examples (READER25 #12). The blank
sheets laid plainly in Setting up (READER25 #1, LISTEN25 #11) and the spare's place (LISTEN25 #13):
tests/unit/test_paper_heard21.py's checks, which these kits pass too. Raised kits, whose boards
share one board for every round: tests/test_paper_felt25.py."""

from __future__ import annotations

import re

import pytest

from unit.test_paper_heard21 import _texts


def round_steps(kit) -> list[str]:
    """What each round's board asks of the sheets, from the plan alone: its sheet out and every other sheet
    away, the other board of its sheet covered by the blank sheet, moved there, whatever the step before
    left (wave 36). The large-print and standard row kits: round 1 on board 2, round 2 on board 3."""
    groups = kit.plan.groups()
    said = []
    for board in (1, 2):  # the rounds' boards, numbered from 0
        sheet = next(n for n, g in enumerate(groups) if board in g)
        away = [n + 1 for n in range(len(groups)) if n != sheet]
        covered = [i + 1 for i in groups[sheet] if i != board]
        assert len(away) == 1 and len(covered) == 1, (groups, board)
        said.append(
            f"have board sheet {sheet + 1} out and board sheet {away[0]} away. "
            f"Move the blank sheet onto board {covered[0]}."
        )
    return said


@pytest.mark.parametrize(("name", "profile"), [("row-removal", "large-print"), ("four-rows", "standard")])
def test_each_rounds_covering_is_said_where_the_match_begins(name, profile):
    """READER25 #12: round 1's board was uncovered only by the worked examples' last step; LISTEN27 #11:
    the steps said in three places; LISTEN29 #8: listed in Setting up, too many to hold by ear. Round 1's
    step is said where the examples end, round 2's where the match begins, as the plan places the boards,
    printed and spoken."""
    kit, text, script = _texts(name, profile)
    first, second = round_steps(kit)
    aloud = {f"board sheet {n}": f"the {w} board sheet" for n, w in ((1, "first"), (2, "second"))}
    for words in (text, script):
        match = words[words.index("Play two rounds.") :].split("Whoever went second")[0]
        said = second if words is text else re.sub(r"board sheet \d", lambda m: aloud[m[0]], second)
        assert f"Before the second round, {said}" in match, match
        assert not re.search(r"[Bb]efore round \d", match) and "already covered" not in match, match
        assert "Setting up lists" not in words
    assert text.index(f"For the first round, {first}") > text.index("That ends the worked examples."), first
