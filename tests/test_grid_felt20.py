"""Round 20's braille reader (issue 24, READER20 #21) on the grid game's raised kit: its practice and
play boards share one sheet, and the row games cover the boards not in play "so no one marks or
reads back the wrong board" while the grid games left both bare. The family's one declaration
(covers_boards) gives the words and the blank sheet the plan counts. Read in the built-in game and
in the readers' user game (written from docs/games.md); a tactile kit composes its braille with
liblouis: the full tier. The print kits, and the words on a shared sheet, in
tests/unit/test_grid_told20.py."""

from __future__ import annotations

import pytest

from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from rule_texts import MAYA, composed_texts, flat, section_lines

TACTILE = load_profile("tactile")
GAMES = {"poison": load_game("poison-corner"), "maya": parse_game(MAYA, "maya.toml")}


@pytest.mark.parametrize("name", GAMES)
def test_the_raised_practice_board_is_covered_in_play_and_its_blank_sheet_counted(name):
    kit, text, script = composed_texts(GAMES[name], TACTILE)
    plan, prep = kit.plan, kit.preparation
    assert plan.groups() == [range(0, 2)] and prep.covers == 1  # one sheet, two boards: one blank sheet
    words = flat(text)
    for said in (words, script):
        assert (
            "Leave only the board in play uncovered, so no one marks or reads back the wrong board. "
            "One blank sheet of plain paper does for the whole match. "
            "For the worked examples, cover the play board with one blank sheet. "
            "For every round, cover the practice board with one blank sheet."
        ) in said
        # after the examples the one blank sheet changes boards (not "a blank sheet", heard as a second)
        assert (
            "Take every token off the practice board: you need them all for a game. "
            "Move the blank sheet from the play board onto the practice board. "
            "Play each round on the play board."
        ) in said
    need = [line.text for line in section_lines([s for s in kit.sections if s.id == "need"])]
    assert "One blank sheet of plain paper, to cover the other board on the board sheet in play." in need
    printed = sum(r.sheets for r in prep.runs if r.paper == "plain paper")
    plain = next(n for paper, _size, n in prep.totals() if paper == "plain paper")
    assert plain == printed + 1
    assert f" and {plain} sheets of {TACTILE.paper} plain paper." in words  # the In all count
    assert "Of these, 1 sheet of plain paper stays blank, to cover the other board on the board sheet in play." in words
