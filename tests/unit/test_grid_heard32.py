"""Round 31's cold readers on the grid family (LISTEN31, READER31).

Poison corner and the readers' long corner (tests/rule_texts.py MAYA), at large print and by touch:

- The board said "After a player says a move, the scribe says it back. Then these letters come with their
  place from the left ..." and "In this game, only A and F are said back plainly, like column F row 1.":
  "Then" was heard as "later", and "only A and F" repeated what the list implies (LISTEN31 #1, READER31
  #18). The letters' rule is now one rule of the say-back, the plain letters one short sentence;
- The board said "An arrow is printed just outside the board's top right cell. The part called Your turn
  says what it shows.": an unexplained arrow held for a whole section (LISTEN31 #2). It says its way
  there, the way a move reaches, and Your turn ties the rectangle to it;
- an example the kit adds from the game's start said "This example starts at the start of a game, before
  the first move.": it says the family's own start board (LISTEN31 #4), and a full board is said what it
  is the first time the examples start from one (READER31 #9);
- the piece games' worked examples said "Follow along on the play board." after Setting up's "If you
  printed three clean boards, use one for the examples": the clean board named too (LISTEN31 #17)."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.grid_words import SAYS_BACK
from accessible_kits.profile import load_profile
from rule_texts import GRID_CASES, composed_texts, flat, grid_cases_composed, readers_games, section_texts

CASES = GRID_CASES
OUT = "The arrow is outside the board, and it is not a cell."  # LISTEN36 #9
SHOWS = "It points up and to the right. The part called Your turn says in words what it shows."  # LISTEN33 #13


@pytest.fixture(scope="module")
def kits():
    """{(game, profile): (kit, rules text flat, script)}, composed once (liblouis measures the labels)."""
    return {case: (kit, text, script) for case, (game, kit, text, script) in grid_cases_composed().items()}


# the plain letters, named from the board's own columns (7 of them: A and F), with why (LISTEN37 #13)
PLAIN = "On this board, columns A and F sound like no other column. So they are said back plainly."


@pytest.mark.parametrize(("name", "profile"), CASES)
def test_the_letters_place_is_one_rule_of_the_say_back(kits, name, profile):
    kit, text, script = kits[name, profile]
    board = flat(" ".join(section_texts(kit, "board")))
    rule = "Each of these letters is said back with its place from the left, like column D, the fourth column, row 2."
    assert f"{SAYS_BACK} {rule}" in board
    for words in (board, text, script):
        assert "Then these letters" not in words and "In this game, only" not in words
        # the plain letters, named from the board's own columns (7 of them: A and F), said once
        assert words.count(PLAIN) == 1
    assert script.index(rule) < script.index(PLAIN)
    for sentence in (rule, *PLAIN.split(". ")):
        assert len(sentence.split()) < 25


@pytest.mark.parametrize(("name", "profile"), CASES)
def test_the_arrow_says_what_it_shows_where_it_is_named(kits, name, profile):
    kit, text, script = kits[name, profile]
    board = section_texts(kit, "board")
    arrow = next(t for t in board if "arrow" in t)
    assert "arrow is printed just outside" in arrow or "arrow is just outside" in arrow
    assert arrow.endswith(f"top right cell. {OUT} {SHOWS}") or arrow.endswith(f"unlike the triangle. {OUT} {SHOWS}")
    turn = flat(" ".join(section_texts(kit, "turn")))
    for words in (text, script):
        assert words.count("says in words what it shows") == 1
        assert words.count(SHOWS) == 1
    # Your turn, after the rectangle's corners, says what the arrow shows without saying its way again
    corners = "The board's top right cell is its top right corner."
    if profile == "tactile":
        tie = "Feel for the raised arrow just outside the board's top right cell. "
        tie += "It shows which way the rectangle reaches from your cell."
    else:
        tie = "The arrow shows which way the rectangle reaches from your cell."
    assert f"{corners} {tie}" in turn and "up and to the right" not in turn


@pytest.fixture(scope="module")
def four_rows():
    """The readers' four rows at large print: (kit, rules text flat, script)."""
    kit, text, script = composed_texts(readers_games()["four-rows"](), load_profile("large-print"))
    return kit, flat(text), flat(script)


def test_an_added_example_from_the_start_says_the_familys_own_start_board(kits, four_rows):
    """LISTEN31 #4, READER31 #9: "This example starts at the start of a game, before the first move." was
    hard to take in, and left open which board: an added example says its start board as the file's do."""
    _, _, built_in = kits["poison-corner", "large-print"]  # its own Example 2, from a full board
    _, _, long_corner = kits["long-corner", "large-print"]  # Example 2 added by the kit
    _, _, rows = four_rows  # Example 2 added, the row family's start board by its short name (rows33)
    start = "This example starts from a full board. It is not the board in front of you, so just listen."
    assert f"Example 2: A cell already crossed out. {start}" in built_in
    assert f"Example 2: A cell that is already crossed out. {start}" in long_corner
    assert f"Example 2: More circles than the row has. {start}" in rows
    for script in (built_in, long_corner, rows):
        assert "start of a game, before" not in script and "starts at the start" not in script


@pytest.mark.parametrize(("name", "profile"), CASES)
def test_a_full_board_is_said_what_it_is_where_the_rules_first_start_from_one(kits, name, profile):
    """READER31 #9: "Start with a full board." was read once as "all cells covered": the first time the
    rules start from a full board, one short sentence says what it is, in print and aloud, once."""
    _, text, script = kits[name, profile]
    done = "covered" if profile == "tactile" else "crossed out"
    defined = f"A full board has every cell still there, with no cell {done} yet."
    assert len(defined.split()) < 25
    for words in (text, script):
        assert words.count(defined) == 1
        first = words.index("Start with a full board.")
        assert words[first:].startswith(f"Start with a full board. {defined}")
        # nothing before it says "full board" but the file's own example title ("Two turns from a full board")
        before = words[:first].replace("Two turns from a full board", "")
        assert "full board" not in before


@pytest.fixture(scope="module")
def pieces():
    """{(game, profile): script} of the built-in corner polyominoes and the readers' garden corners."""
    games = readers_games()
    return {
        (name, profile): flat(composed_texts(games[name](), load_profile(profile))[2])
        for name in ("corner-polyominoes", "garden")
        for profile in ("large-print", "tactile")
    }


@pytest.mark.parametrize("name", ["corner-polyominoes", "garden"])
def test_the_examples_board_is_named_as_setting_up_names_it(pieces, name):
    """LISTEN31 #17: "Follow along on the play board." after Setting up's "If you printed three clean boards,
    use one for the examples and one for each round.": which board? The same count, from the same plan."""
    script = pieces[name, "large-print"]
    offered = re.search(r"If you printed (\w+) clean boards, use one for the examples and one for each round\.", script)
    assert offered
    follow = f"Follow along on the play board. If you printed {offered.group(1)} clean boards, use one of them instead."
    assert f"{follow} Put it in front of you." in script
    assert script.index(offered.group(0)) < script.index(follow)
    # by touch no clean boards are offered (pieces are laid, not drawn): the board is the one play board
    touch = pieces[name, "tactile"]
    assert "clean board" not in touch
    assert "Put the play board in front of you. Feel it as the scribe lays each move on it." in touch


@pytest.mark.parametrize(("name", "profile"), CASES)
def test_by_touch_what_covers_a_cell_is_said_before_a_cell_not_covered(kits, name, profile):
    """Grid32's own reading of the tactile script: Your turn began "Choose any cell that is not covered."
    straight after Setting up's "cover the play board with the blank sheet", and what covers a cell (a
    token) came seven paragraphs later. By touch it is now Your turn's first paragraph."""
    kit, text, script = kits[name, profile]
    turn = section_texts(kit, "turn")
    laid = "To cover a cell, lay a raised token on it. A token fits inside a cell."
    if profile != "tactile":
        assert "token" not in " ".join(turn)
        return
    assert turn[0] == laid and turn[1] == "Choose any cell that is not covered."
    for words in (text, script):
        assert words.count(laid) == 1
        assert words.index(laid) < words.index("Choose any cell that is not covered.")
        # the putty and the bump dots stay after the move, where they were
        assert words.index("Cells that are already covered stay covered.") < words.index("removable putty under")


@pytest.mark.parametrize(("name", "profile"), CASES)
def test_still_there_is_said_what_it_means_before_it_is_used(kits, name, profile):
    """Grid32's reading: How the game ends' "like any cell still there" was the rules' first "still there",
    never said; by touch a covered cell is still there under its token. Your turn now says it, with the
    cells that stay crossed out (covered)."""
    _, text, script = kits[name, profile]
    done = "covered" if profile == "tactile" else "crossed out"
    said = f"Cells that are already {done} stay {done}. A cell that is not {done} is still there."
    for words in (text, script):
        assert words.count(said) == 1
        assert words.index("still there") == words.index(said) + len(said) - len("still there.")
