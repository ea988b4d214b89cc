"""Words heard before they are explained (LISTEN28, READER28): each built-in game beside a cold
reader's own (tests/rule_texts.readers_games), at large print, in print and in the spoken script."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.fixing_words import NOT_TAKEN_BACK, YES_COUNTS
from accessible_kits.compose.grid_words import FROM_LEFT, WHICH_COLUMN
from accessible_kits.compose.scribe_words import MATCH_IS, SCRIBE_IS
from rule_texts import flat, flat_texts, readers_games, section_texts

GRIDS = ("poison-corner", "long-corner")
PIECES = ("corner-polyominoes", "garden")
LETTERED = GRIDS + PIECES  # the games whose columns are said as letters


@pytest.fixture(scope="module")
def kits():
    from accessible_kits.profile import load_profile

    return flat_texts({name: load() for name, load in readers_games().items()}, load_profile("large-print"))


def _first(pattern: str, text: str) -> int:
    found = re.search(pattern, text)
    assert found, pattern
    return found.start()


@pytest.mark.parametrize("name", list(readers_games()))
def test_a_scribe_is_said_before_the_word_is_used(kits, name):
    """LISTEN28 #1, READER28 #38: "When the scribe says a move back" (The board) came sections before
    what a scribe is; What you need now says it, before any other use, printed and said."""
    kit, text, script = kits[name]
    assert SCRIBE_IS in section_texts(kit, "need")
    for words in (text, script):
        assert _first(r"(?i)\bscribe\b", words) == words.index(SCRIBE_IS) + len("A "), name


@pytest.mark.parametrize("name", list(readers_games()))
def test_a_match_and_a_round_are_said_before_either_is_used(kits, name):
    """LISTEN28 #2: "Each round of a match is one game." came before "A match is two rounds.", and the
    row games' welcome said "starts a round" before both; each is said where it is first heard."""
    kit, text, script = kits[name]
    assert MATCH_IS in section_texts(kit, "need")
    for words in (text, script):
        assert _first(r"\b(rounds?|match)\b", words) == words.index(MATCH_IS) + len("A "), name
    assert "Each round of a match" not in text + script


@pytest.mark.parametrize("name", LETTERED)
def test_a_letter_comes_with_its_count_from_the_left(kits, name):
    """LISTEN28 #8: "these letters always come with their place" was heard as a place on the board: a
    place is said with from where (LISTEN29 #3: a count is a number of cells, never a letter's place)."""
    kit, _, _ = kits[name]
    board = flat(" ".join(section_texts(kit, "board")))
    # the grid's say-back: "Each of these letters is said back with its place ..." (LISTEN31 #1)
    # the letters named, then an example, where more than one group sounds alike (LISTEN33 #1)
    assert re.search(
        rf"(come with their|is said back with its) {FROM_LEFT}(, like|: [^.]*\. For example:) column", board
    )
    assert not re.search(r"\b(their|its) place\b(?! from the left)", board)
    assert "count from the left" not in board and "says its count" not in board
    assert f"said back with its {FROM_LEFT}" in " ".join(section_texts(kit, "scribe")) or name in PIECES


@pytest.mark.parametrize("name", LETTERED)
def test_which_column_is_offered_only_where_a_read_back_says_letters_plainly(kits, name):
    """The grid's read back names cells plainly, so a player may ask "which column?"; the piece games'
    read backs say every sound-alike letter with its count (poly28): no offer nothing needs there."""
    kit, _, _ = kits[name]
    board = flat(" ".join(section_texts(kit, "board")))
    if name in GRIDS:
        assert f"ask the scribe: {WHICH_COLUMN}?" in board and "the scribe says it back. Each of these letters" in board
    else:
        assert WHICH_COLUMN not in board
        said = rf"When the scribe says a cell, (all )?these letters come with their {FROM_LEFT}"
        assert re.search(said, board)


def test_an_example_from_the_start_says_so_without_a_new_board(kits):
    """LISTEN28 #9: "This example starts from a new board, as a game begins." was heard as: take a
    fresh sheet. The readers' games whose added example starts so say the family's own start board
    (LISTEN31 #4: "starts at the start of a game" was hard to take in)."""
    assert (
        "Example 2: A cell that is already crossed out. This example starts from a full board."
        in kits["long-corner"][2]
    )
    starts = "Example 2: More circles than the row has. This example starts from a full board."
    assert starts in kits["four-rows"][2]
    assert not any("start of a game, before" in kits[name][2] for name in readers_games())
    assert not any("new board" in kits[name][2] for name in readers_games())


@pytest.mark.parametrize("name", list(readers_games()))
def test_the_move_that_counts_is_said_by_the_players_yes(kits, name):
    """READER28 #52: "Once confirmed, a move is not taken back." never said what confirmed is."""
    kit, text, script = kits[name]
    mistakes = " ".join(section_texts(kit, "mistakes"))
    assert YES_COUNTS in mistakes and NOT_TAKEN_BACK in mistakes
    assert "confirmed" not in text and "confirmed" not in script


@pytest.mark.parametrize("name", LETTERED)
def test_a_box_is_ticked_after_the_record_sheets_columns_are_said(kits, name):
    """LISTEN28 #6: "The scribe ticks the Read back box" came before the record sheet's columns, and
    was heard as a box on the board."""
    kit, _, script = kits[name]
    scribe = " ".join(section_texts(kit, "scribe"))
    for words in (scribe, script):
        assert words.index("parts are:") < words.index("The scribe ticks the"), name
