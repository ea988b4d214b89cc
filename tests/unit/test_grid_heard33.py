"""Wave 33's readers and listener on the grid family (READER30, READER32, LISTEN32).

Poison corner and the readers' long corner (tests/rule_texts.py MAYA), at large print and by touch,
composed once a module (liblouis measures the labels):

- what the scribe says, quoted, says its cells the long way the rules teach, in print and braille too:
  "the scribe names row 4's cells: A4, B4 and C4" and "the scribe says: Sam chose A1" (READER30 #7);
- Setting up's "so no one marks or reads back the wrong board" came before the read back is taught (rows32);
- "Now only the play board is out and uncovered. Play each round on the play board." repeated (paper32)."""

from __future__ import annotations

import re

import pytest

from rule_texts import GRID_CASES, grid_cases_composed

CASES = GRID_CASES


@pytest.fixture(scope="module")
def kits():
    """{(game, profile): (game, kit, rules text flat, script)}, composed once."""
    return {case: (game, kit, text, script) for case, (game, kit, text, script) in grid_cases_composed().items()}


@pytest.mark.parametrize(("name", "profile"), CASES)
def test_the_scribes_quoted_words_say_cells_the_long_way(kits, name, profile):
    game, kit, text, _ = kits[name, profile]
    rows = game.engine.rows
    named = re.search(rf"cells in row {rows}, please\. The scribe says: ([^.]*)\.", text)
    assert named, text
    # the cells of the record sheet's turn (records33): D2 leaves 3 in poison corner's top row, E2 4 in long corner's
    e = game.engine
    still = e.row_ends(e.play(e.initial(), e.parse(kit.record_sheets[0].example[2])))[-1]
    assert named.group(1) == f"column A across to column {'ABCDEFG'[still - 1]}, in row {rows}", named.group(1)
    chose = re.findall(r"the scribe says: \w+ chose ([^,]*), the poison cell", text, flags=re.I)
    assert len(chose) >= 2, chose  # the rules' protocol and the end example's step
    assert set(chose) == {"column A row 1"}, chose
    for quote in re.findall(r"the scribe (?:says|names)[^:.]*: ([^.]*)\.", text, flags=re.I):
        assert not re.search(r"\b[A-Z]\d+\b", quote), quote


@pytest.mark.parametrize(("name", "profile"), CASES)
def test_read_back_is_first_heard_where_it_is_taught(kits, name, profile):
    """Setting up's "so no one marks or reads back the wrong board" came before the read back was
    explained (rows32's note): the first "read back" heard is the scribe section's teaching."""
    _, _, _, script = kits[name, profile]
    first = re.search(r"reads? back", script, flags=re.I)
    assert first, script
    assert script[first.start() :].startswith("reads back the board: how many cells each row still has"), script[
        first.start() - 200 : first.start() + 100
    ]
    assert "so no one marks or reads the wrong board." in script or profile == "large-print"


@pytest.mark.parametrize(("name", "profile"), CASES)
def test_the_play_board_in_use_after_the_examples_is_said_once(kits, name, profile):
    """After the examples, "Now only the play board is out and uncovered. Play each round on the play
    board." said it twice (paper32's note): where the covering step says which board is out, it is said once."""
    _, _, _, script = kits[name, profile]
    after = script.split("That ends the worked examples.")[1][:300]
    said = after.count("Now only the play board is out") + after.count("Play each round on the play board.")
    assert said == 1, after
