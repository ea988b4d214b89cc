"""Round 30's cold listener on the grid family (LISTEN30).

Poison corner and the readers' long corner (tests/rule_texts.py MAYA), at large print and by touch:

- The board said "When the scribe says a move back, ..." before the say-back was taught: it now says
  who says what first, a sentence on its own (LISTEN30 #1);
- How the game ends said "The scribe says it back, and the player says yes, as for every move." of a
  step no part had said yet: Your turn now has it as a step, in the row family's words (LISTEN30 #2)."""

from __future__ import annotations

import pytest

from accessible_kits.compose.grid_words import SAYS_BACK, YOUR_MOVE_BACK
from accessible_kits.profile import load_profile
from rule_texts import composed_texts, flat, readers_games, section_texts

GRIDS = ("poison-corner", "long-corner")
PROFILES = ("large-print", "tactile")
CASES = [(g, p) for g in GRIDS for p in PROFILES]


@pytest.fixture(scope="module")
def kits():
    """{(game, profile): (kit, script)}, composed once (liblouis measures the labels)."""
    games = readers_games()
    out = {}
    for name, profile in CASES:
        kit, _, script = composed_texts(games[name](), load_profile(profile))
        out[name, profile] = (kit, flat(script))
    return out


@pytest.mark.parametrize(("name", "profile"), CASES)
def test_the_board_says_the_say_back_as_a_sentence_of_its_own(kits, name, profile):
    kit, _ = kits[name, profile]
    board = flat(" ".join(section_texts(kit, "board")))
    assert "says a move back" not in board
    assert f"{SAYS_BACK} Then these letters come with their place from the left, like column D" in board
    said = board.split(SAYS_BACK)[1].split(". ")[0]
    assert len(said.split()) < 25, said


@pytest.mark.parametrize(("name", "profile"), CASES)
def test_your_turn_has_the_say_back_as_a_step_before_the_end_points_to_it(kits, name, profile):
    kit, script = kits[name, profile]
    turn = section_texts(kit, "turn")
    assert turn.index(YOUR_MOVE_BACK) == 2, turn  # after choosing and saying the cell
    ending = flat(" ".join(section_texts(kit, "ending")))
    assert "The scribe says it back, and the player says yes, as for every move." in ending
    # heard in the script in that order: the step, then the end's reference to it
    first = script.index("The scribe says your move back. If it is right, say yes.")
    assert first < script.index("as for every move")
    # the say-back is first heard standing alone, in The board
    assert script.index("says it back") == script.index(SAYS_BACK) + len(SAYS_BACK) - len("says it back.")
