"""Round 28's cold listener and braille reader on the grid game's own words, read in the built-in
poison corner and the readers' long corner (tests/rule_texts.py MAYA), printed and spoken, at large
print and by touch: the poison cell said by where it is where Welcome first names it (LISTEN28 #3,
READER28 #39); the arrow named in The board with what it shows (LISTEN31 #2), its way said once
(LISTEN28 #5); when the scribe names the cells a read back counts (LISTEN28 #7); and, by touch, the
set-up of an example on another board in the words the speech can say after "You may just listen."
(grid28's note on Example 2)."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose import examples
from accessible_kits.compose.words import Voice
from accessible_kits.families.grid_removal.wording import Wording
from accessible_kits.families.grid_removal.wording.landmarks import ARROW_IS, ARROW_OUTSIDE, ARROW_SHOWS
from accessible_kits.profile import load_profile
from rule_texts import at_profiles, flat_texts, readers_games

LARGE, TACTILE = load_profile("large-print"), load_profile("tactile")
GAMES = {name: load() for name, load in readers_games().items() if name in ("poison-corner", "long-corner")}
PROFILES = ("large-print", "tactile")


@pytest.fixture(scope="module")
def kits():
    """{(name, profile): (kit, rules text flat, script)} of both games at large print and tactile."""
    return at_profiles(flat_texts, GAMES, (LARGE, TACTILE))


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("profile", PROFILES)
def test_the_poison_cell_is_said_by_where_it_is_where_it_is_first_named(kits, name, profile):
    # "Whoever chooses the poison cell loses." in Welcome: which cell? The board says so two sections
    # later (LISTEN28 #3, READER28 #39). Every grid game's poison cell is its bottom left cell
    kit, text, script = kits[name, profile]
    first = "Whoever chooses the bottom left cell, the poison cell, loses."
    assert kit.tagline.said == first or first in script
    for words in (text, script):
        assert words.index("poison") == words.index(first) + len("Whoever chooses the bottom left cell, the ")
    assert "The bottom left cell is column A row 1. It is the poison cell." in script  # the board agrees


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("profile", PROFILES)
def test_the_arrow_is_told_once_where_a_move_is_taught(kits, name, profile):
    # "It shows a scribe or a sighted player which way a move reaches." came in The board, and Your turn
    # described the arrow again (LISTEN28 #5); "The part called Your turn says what it shows." then held
    # an unexplained arrow for a whole section (LISTEN31 #2); its meaning there, before a move was taught,
    # was pictured as a piece sliding (LISTEN33 #13): The board says where it is (by touch, how it feels),
    # its way, and where its meaning is said; Your turn says what it shows, once (test_grid_heard34)
    _, text, script = kits[name, profile]
    for words in (text, script):
        assert "which way a move reaches" not in words and words.count("says in words what it shows") == 1
        assert words.count("up and to the right") == 1 and words.count(ARROW_SHOWS) == 1
        assert words.index(ARROW_IS) < words.index("Choose any cell that is not") < words.index(ARROW_SHOWS)
        if profile == "tactile":
            assert "A raised arrow is just outside the board's top right cell. It is made of lines," in words
        else:
            assert f"An arrow is printed just outside the board's top right cell. {ARROW_OUTSIDE} {ARROW_IS}" in words


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("profile", PROFILES)
def test_the_read_back_says_when_the_scribe_names_the_cells_it_counts(kits, name, profile):
    # "The three cells in row 4 are column A row 4, ..." after "The read back says only the counts":
    # when does the scribe name cells at all? (LISTEN28 #7): if a player asks, in one sentence
    kit, text, script = kits[name, profile]
    rows = GAMES[name].engine.rows
    # the player's words to ask (LISTEN35 #16)
    asks = f"To hear which cells a row still has, a player asks, like: cells in row {rows}, please. The scribe says: "
    for words in (text, script):
        assert words.count(asks) == 1
        assert f"The three cells in row {rows} are" not in words and f"The 3 cells in row {rows} are" not in words
    # the cells of the record sheet's turn (form_move: records33), as the rules' example replays it
    e = GAMES[name].engine
    still = e.row_ends(e.play(e.initial(), e.parse(kit.record_sheets[0].example[2])))[-1]
    # as a move's block of cells is read back, a sound-alike letter with its place (LISTEN35 #16)
    last = "ABCDEFG"[still - 1]
    assert re.search(rf"{re.escape(asks)}column A across to column {last}, the \w+, in row {rows}\.", script)
    for sentence in script[script.index(asks) :].split(". ")[:2]:  # the cells in a sentence of their own (grid34)
        assert len(sentence.split()) < 25, sentence


@pytest.mark.parametrize("name", GAMES)
def test_an_example_set_up_by_touch_has_words_to_say_after_you_may_just_listen(kits, name):
    # the print of Example 2 gives the token set-up; the speech said "so just listen" (grid28's note).
    # The grid family gives compose the set-up as said after "You may just listen." (compose.examples.
    # MAY_LISTEN): the print's own words, as the other choice
    game = GAMES[name]
    kit, _, _ = kits[name, "tactile"]
    said = Wording(game, TACTILE, kit.plan, Voice(ear=True, touch=True))
    shown = Wording(game, TACTILE, kit.plan, Voice(ear=False, touch=True))
    told = examples.told(game, said)
    set_up = 0
    for x, results in zip(kit.examples, told, strict=True):
        printed = " ".join(x.lines)
        if "To set it up," not in printed:
            continue
        pos = results[0].before
        words = said.set_up_said(pos)
        assert words.startswith("Or, to set it up, take every token off the practice board.")
        assert shown.set_up_said(pos) in printed  # the print's words, "To set it up, ..."
        set_up += 1
    assert set_up == 2  # Example 2, from a full board, and the end example
