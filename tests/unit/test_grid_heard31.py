"""Round 30's cold listener on the grid family (LISTEN30).

Poison corner and the readers' long corner (tests/rule_texts.py MAYA), at large print and by touch:

- The board said "When the scribe says a move back, ..." before the say-back was taught: it now says
  who says what first, a sentence on its own (LISTEN30 #1);
- How the game ends said "The scribe says it back, and the player says yes, as for every move." of a
  step no part had said yet: Your turn now has it as a step, in the row family's words (LISTEN30 #2);
- by touch, The board's "unlike the solid triangle in the top right corner of the paper" was the rules'
  first word of the triangle: it is said first with what it shows (grid31's own reading)."""

from __future__ import annotations

import pytest

from accessible_kits.compose.grid_words import SAYS_BACK, YOUR_MOVE_BACK
from accessible_kits.families.grid_removal.wording.landmarks import TRIANGLE_SAID
from rule_texts import GRID_CASES, flat, grid_cases_composed, section_texts

CASES = GRID_CASES


@pytest.fixture(scope="module")
def kits():
    """{(game, profile): (kit, script)}, composed once (liblouis measures the labels)."""
    return {case: (kit, script) for case, (game, kit, text, script) in grid_cases_composed().items()}


@pytest.mark.parametrize(("name", "profile"), CASES)
def test_the_board_says_the_say_back_as_a_sentence_of_its_own(kits, name, profile):
    kit, _ = kits[name, profile]
    board = flat(" ".join(section_texts(kit, "board")))
    assert "says a move back" not in board
    assert f"{SAYS_BACK} Each of these letters is said back with its place from the left, like column D" in board
    said = board.split(SAYS_BACK)[1].split(". ")[0]
    assert len(said.split()) < 25, said


@pytest.mark.parametrize(("name", "profile"), CASES)
def test_your_turn_has_the_say_back_as_a_step_before_the_end_points_to_it(kits, name, profile):
    kit, script = kits[name, profile]
    turn = section_texts(kit, "turn")
    # after choosing and saying the cell (by touch, after what covers a cell: grid32)
    assert turn.index(YOUR_MOVE_BACK) == 2 + (profile == "tactile"), turn
    ending = flat(" ".join(section_texts(kit, "ending")))
    assert "The scribe says it back, and the player says yes, as for every move." in ending
    # heard in the script in that order: the step, then the end's reference to it
    first = script.index("The scribe says your move back. If it is right, say yes.")
    assert first < script.index("as for every move")
    # the say-back is first heard standing alone, in The board
    assert script.index("says it back") == script.index(SAYS_BACK) + len(SAYS_BACK) - len("says it back.")


@pytest.mark.parametrize(("name", "profile"), CASES)
def test_the_way_up_triangle_is_said_with_its_purpose_where_first_heard(kits, name, profile):
    """Grid31's reading of the tactile script: "It is made of lines, so it feels unlike the solid triangle
    in the top right corner of the paper." was the rules' first word of the triangle, heard as known."""
    _, script = kits[name, profile]
    if profile != "tactile":
        assert "triangle" not in script  # no raised sheet, no way-up mark
        return
    first = script.index("triangle")
    assert script[: first + len("triangle")].endswith("A solid triangle")
    assert script[first:].startswith(TRIANGLE_SAID.removeprefix("A solid "))
    assert "A solid triangle in the top right corner of the paper shows which way is up. A raised arrow is" in script
    assert "so it feels unlike the triangle." in script
