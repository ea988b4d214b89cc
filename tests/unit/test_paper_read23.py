"""Round 23's cold braille reader (issue 24) on the sheets' words: the grid games' practice and play
boards, sharing one sheet, are covered when not in play as the row games' boards are (READER23 #13,
#14), from the plan. Read in the built-in poison corner and the readers' Long corner (written from
docs/games.md), printed and spoken, at A3 print, where the two share a sheet (the raised kit's, whose
compose runs liblouis, in the full tier: tests/test_paper_felt23.py)."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from accessible_kits.profile import load_profile
from rule_texts import composed_texts, flat, readers_games

GAMES = readers_games()
A3 = replace(load_profile("standard"), paper="A3")


def covered_board_words(game, profile) -> None:
    """The practice and play boards on one sheet: the one not in play is covered, said in Setting
    up after the sheet's boards are placed, in print and aloud, the paper counted by the plan."""
    kit, text, script = composed_texts(game, profile)
    plan, prep = kit.plan, kit.preparation
    assert plan.boards == 2 and plan.sheets == 1 and prep.covers == 1  # the plan: two boards, one sheet
    lay = {  # plainly (READER25 #1), folded to the board's half of the sheet: A3 paper in half, A4 flat
        (2, 1): "Fold one blank sheet of plain paper in half. Lay it over the board not in play.",
        (1, 1): "Lay one blank sheet of plain paper flat over the board not in play.",
    }[prep.cover_fold]
    steps = [
        f"Leave only the board in play uncovered, so no one marks or reads the wrong board. {lay} "
        "Each time the board in play changes, one short step says which board to cover then.",  # LISTEN29 #8
        "For the worked examples, cover the play board with the blank sheet.",
    ]
    # said where the examples end, the blank sheet moved onto the board now covered (LISTEN32 #7, wave 36)
    every = "For every round, move the blank sheet onto the practice board."
    said = " ".join(steps)
    for words in (re.sub(r"\b\d\. ", "", flat(text)), script):  # print numbers Setting up's steps
        assert said in words
        # after the sheet's two boards are placed, before the seating
        assert words.index("in its lower half") < words.index(said) < words.index("Sit side by side")
        assert "One blank sheet of plain paper." in words  # What you need counts the paper
        assert words.count(every) == 1 and words.index(every) > words.index("That ends the worked examples.")
    assert all(len(s.split()) < 25 for step in steps for s in step.split(". "))


@pytest.mark.parametrize("name", ["poison-corner", "long-corner"])
def test_a_grid_board_not_in_play_is_covered_where_the_two_share_a_sheet(name):
    # "The sheet has the practice board in its upper half and the play board in its lower half", and
    # nothing said to cover the one not in play (READER23 #13, #14): the row games' steps, one source
    covered_board_words(GAMES[name](), A3)


@pytest.mark.parametrize("name", ["poison-corner", "long-corner"])
def test_a_grid_board_of_its_own_sheet_needs_no_cover(name):
    # at large print each board has a sheet of its own: the practice board is put away, nothing covered
    kit, text, script = composed_texts(GAMES[name](), load_profile("large-print"))
    assert kit.plan.boards == kit.plan.sheets and kit.preparation.covers == 0
    for words in (flat(text), script):
        assert "blank sheet" not in words and "only the board in play" not in words
