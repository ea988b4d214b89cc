"""Round 22's cold readers (issue 24) on the shared words, read in built-in games and in the
readers' own games written from docs/games.md: the round 2 switch of board sheets said again where
round 2 begins (LISTEN22 #11), and whose mark each is where the record sheet takes the sides'
marks (READER22 #12). The blank sheets said after what a board sheet holds (LISTEN22 #10) and the
spare alone on its sheet (READER22 #15): tests/unit/test_paper_heard21.py, tests/test_paper_felt21.py."""

from __future__ import annotations

import re

import pytest

from unit.test_paper_heard21 import _texts


@pytest.mark.parametrize(("name", "profile"), [("row-removal", "large-print"), ("four-rows", "standard")])
def test_the_round_2_switch_is_said_where_round_2_begins(name, profile):
    """LISTEN22 #11: "put the first board sheet away, and cover board 4" was said only in Setting up,
    and the match section said "Use a fresh board for each round." alone; LISTEN27 #11: then the steps
    were said in three places; LISTEN29 #8: listed in Setting up, too many to hold by ear. The second
    round's step is said once, where the match begins, printed and spoken."""
    _, text, script = _texts(name, profile)
    for words in (text, script):
        # the table the step leaves, each sheet by number (wave 36: "It was put away for ..." dropped)
        (step,) = re.findall(
            r"Before the second round, (have [^.]+ out and [^.]+ away\. (?:Cover|Move) [^.]+\.)", words
        )
        assert words.count(step) == 1 and words.index(step) > words.index("Play two rounds.")
        fresh = "Play two rounds. Use a fresh board for each round. Before the second round, "
        assert fresh in words and "Setting up lists" not in words, (name, profile)
        assert "Before round 2, " not in words and "already covered" not in words


@pytest.mark.parametrize(("name", "profile"), [("poison-corner", "large-print"), ("corner-polyominoes", "standard")])
def test_no_switch_is_said_where_the_boards_do_not_share_a_sheet(name, profile):
    """Nothing to put away or cover: no "Before round 2" (the words come from Setting up's own step)."""
    _, text, script = _texts(name, profile)
    assert "For the second round," not in text and "Before round 2" not in text and "Before round 2" not in script


@pytest.mark.parametrize(
    ("name", "hint"),
    [
        # why a side's mark, where the match record takes own names, said with the marks (READER37 #18)
        (
            "corner-polyominoes",
            "mark W for White or B for Black. In round 2, the players swap colours, so a mark names a colour, "
            "not a person",
        ),
        ("garden", "mark O for Otters or R for Red team"),
    ],
)
def test_the_record_says_whose_mark_each_is(name, hint):
    """READER22 #12: "Player: mark W or B" on the record sheet, the side said aloud, and the match
    record's names: three names for a side to track. READER25 #14: on the record sheet itself, beside cells
    like B2, the letters alone were still read as columns. The Player column says each mark with its side's
    name, as the game names its players (the marks as the sheets draw them): on the sheet, and in the rules
    where the columns are said, once."""
    for profile in ("large-print", "standard"):
        kit, text, script = _texts(name, profile)
        record = next(r for r in kit.record_sheets if r.id == "record")
        (said,) = [c.hint for c in record.columns if c.name == "Player"]
        assert said == hint
        for words in (text, script):
            assert words.count(f"Player: {hint}.") == 1, (name, profile)
            assert not re.search(r"\b[A-Z] is [^.]+'s? mark\b", words), "whose mark each is, said twice"


@pytest.mark.parametrize("name", ["poison-corner", "long-corner", "row-removal", "four-rows"])
def test_no_mark_is_explained_where_the_record_takes_names(name):
    text = _texts(name, "large-print")[1]
    assert not re.search(r"\b[A-Z] is [^.]+'s? mark\b", text), name
