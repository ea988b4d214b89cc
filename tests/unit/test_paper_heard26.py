"""Round 26's cold readers (issue 24) on the sheets and the printing words, read in built-in games
and in the readers' own games written from docs/games.md: round 1's covering said done where the
examples' end left it so (LISTEN26 #9), the spare printed only if a board is spoiled (LISTEN26 #1) and
where round 1's line of the match record goes when it shares round 2's page (READER26 #5). The
braille checklist note's claim (READER26 #8): tests/test_paper_felt26.py."""

from __future__ import annotations

import re

import pytest

from accessible_kits.profile import load_profile
from rule_texts import composed_texts, examples_end_said, flat, readers_games, spoiled_words

GAMES = readers_games()


def _texts(name: str, profile: str):
    kit, text, script = composed_texts(GAMES[name](), load_profile(profile))
    return kit, flat(text), script


@pytest.mark.parametrize(("name", "profile"), [("row-removal", "large-print"), ("four-rows", "standard")])
def test_round_1_says_the_examples_left_its_board_covered(name, profile):
    """LISTEN26 #9: "Move the blank sheet from board 2 onto board 1." then "Before round 1, ... cover
    board 1 with one blank sheet." sounded like a second sheet; LISTEN27 #11: the steps in three places;
    LISTEN29 #8: listed in Setting up, too many to hold by ear. Round 1's step is said once, where the
    examples end, with the blank sheet (never "one blank sheet" again), printed and spoken; LISTEN32 #7:
    "cover board 1 with the blank sheet" was still heard as a second one: the sheet moves, from its board."""
    kit, text, script = _texts(name, profile)
    # the table the step leaves, each sheet by number, the blank sheet moved (wave 36)
    sheets = r"have (?:board sheet \d|the \w+ board sheet) out and (?:board sheet \d|the \w+ board sheet) away\."
    first = rf"For the first round, {sheets} Move the blank sheet onto board \d\."
    assert re.fullmatch(first, " ".join(examples_end_said(kit)[:2]))
    for words in (text, script):
        (step,) = re.findall(first, words)
        assert words.count(step) == 1 and words.index(step) > words.index("That ends the worked examples.")
        assert "Setting up lists" not in words
        assert "covered. For the first round" not in words and "already covered. If" not in words, (name, profile)


@pytest.mark.parametrize(("name", "profile"), [("poison-corner", "large-print"), ("long-corner", "large-print")])
def test_no_spare_is_printed_ahead(name, profile):
    """LISTEN26 #1: "Printed as above, the kit gives three boards. If a board is spoiled, print page
    three of kit.pdf once more, as a spare." left a listener asking whether to print a spare now.
    Where the pages print no spare (the plan's boards no more than the match uses), that is said,
    then the page to print only if a board is spoiled."""
    kit, text, script = _texts(name, profile)
    prep = kit.preparation
    assert prep.boards <= prep.boards_needed
    assert f"the kit gives {prep.boards} boards. {spoiled_words(prep)}" in text
    assert "No spare board is printed ahead. Only if a board is spoiled, print page " in script
    assert "as a spare" not in text and "as a spare" not in script


@pytest.mark.parametrize("name", ["four-rows"])  # whose match record fits below round 2 (forms36: more lines)
def test_round_1_line_of_a_match_record_on_round_2_page(name):
    """READER26 #5: "Round 2 uses pages 4 and 5. Page 5 also holds the match record." left where
    round 1's result goes to work out. The page is read from the plan: the records' last page."""
    kit, text, script = _texts(name, "large-print")
    prep = kit.preparation
    assert not prep.of("match")  # the match record shares the record sheets' last page
    (records,) = prep.of("records")
    last = records.last
    # one record for both rounds (LISTEN27 #3: "round 1's line on page 7" was heard as on round 2's sheet),
    # where to write it said once, in A match (READER29 #13)
    # the sheet, below round 2's table, not a page to map (READER30 #11: test_paper_heard32)
    shared = "The match record, with a line for each round's result, is on the last record page"  # LISTEN37 #3
    assert last and f"{shared}, below the table of round 2." in text
    assert "round 1's as soon as it ends" not in text
    assert script.count("Write both rounds' lines on the match record, below the record table of round 2.") == 1


def test_a_match_record_page_of_its_own_says_no_more():
    """Where the match record has its own page, nothing of round 1's line is added."""
    kit, text, _ = _texts("poison-corner", "large-print")
    assert kit.preparation.of("match")
    assert "After round 1, write its line" not in text
