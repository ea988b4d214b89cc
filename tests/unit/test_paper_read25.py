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
    """What each round's board asks of the sheets, from the plan alone: every sheet but the round
    board's put away, the other boards of its sheet covered, one blank sheet each ("board 2" or
    "boards 1 and 3"). The large-print and standard row kits: examples on board 1, round 1 on board 2,
    round 2 on board 3."""
    groups = kit.plan.groups()
    said = []
    was_away = {n + 1 for n in range(len(groups)) if 0 not in groups[n]}  # the examples', on board 1
    (lying,) = [i + 1 for i in groups[next(n for n, g in enumerate(groups) if 0 in g)] if i != 0]
    for board in (1, 2):  # the rounds' boards, numbered from 0
        sheet = next(n for n, g in enumerate(groups) if board in g)
        away = [n + 1 for n in range(len(groups)) if n != sheet]
        covered = [i + 1 for i in groups[sheet] if i != board]
        assert away and len(covered) == 1, (groups, board)
        # the blank sheet moved from the board it lies on, not laid again (LISTEN32 #7)
        cover = f"move the blank sheet from board {lying} onto board {covered[0]}."
        lying = covered[0]
        # a sheet the step before put away stays away, unsaid (LISTEN30 #11)
        said.append(cover if set(away) <= was_away else f"board sheet {away[0]} away, and {cover}")
        was_away = set(away)
    return said


@pytest.mark.parametrize(("name", "profile"), [("row-removal", "large-print"), ("four-rows", "standard")])
def test_each_rounds_covering_is_said_where_the_match_begins(name, profile):
    """READER25 #12: round 1's board was uncovered only by the worked examples' last step; LISTEN27 #11:
    the steps said in three places; LISTEN29 #8: listed in Setting up, too many to hold by ear. Round 1's
    step is said where the examples end, round 2's where the match begins, as the plan places the boards,
    printed and spoken."""
    kit, text, script = _texts(name, profile)
    first, second = round_steps(kit)
    for words in (text, script):
        match = words[words.index("Play two rounds.") :].split("Whoever went second")[0]
        cover = second.split(", and ")[1]  # aloud "the first board sheet", printed "board sheet 1"
        taken = r"(?:take out [^.]+\. It was put away for the worked examples\. P)?"  # LISTEN33 #15
        assert re.search(rf"Before the second round, {taken}[^.]+{cover}", match), match
        assert not re.search(r"[Bb]efore round \d", match) and "already covered" not in match, match
        assert "Setting up lists" not in words
    # aloud "the second board sheet"; a sheet taken out again is a sentence of its own before "Put"
    (said,) = re.findall(r"For the first round, ([^.]+\.)", text)
    assert said == (first if first.startswith("move") else f"put {first}"), said
    assert text.index(said) > text.index("That ends the worked examples."), said
