"""Wave 36's row and grid words for the listener's doubts (issue 24, LISTEN36): the fresh play board kept
aside until the worked examples are done, not "until they are done" (#10); the arrow said to be outside
the board and not a cell (#9); a record column headed by a letter said once, not "A: A for Alpha" (#7);
the players said to take turns, a turn one move, where a turn is taught ("Not told").
Over the built-in and readers' games of both families, the words read from the composed rules and script."""

from __future__ import annotations

import pytest

from rule_texts import (
    GRID_CASES,
    ROW_CASES,
    grid_cases_composed,
    row_cases_flat,
    row_games_and_two_refused,
    section_texts,
    turns_taken,
)


@pytest.fixture(scope="module")
def grids():
    """{(game, profile): (game, kit, rules text flat, script flat)}, module-scoped: liblouis refuses function scope."""
    return grid_cases_composed()


@pytest.mark.parametrize("case", GRID_CASES)
def test_the_play_board_is_kept_aside_until_the_worked_examples_are_done(grids, case):
    """LISTEN36 #10: "Keep a fresh play board aside until they are done." asked: the players, or the examples."""
    _, kit, text, script = grids[case]
    setup = " ".join(section_texts(kit, "setup"))
    for words in (text, script):
        assert "until they are done" not in words
    if "aside" in setup:  # the boards on sheets of their own (else one sheet, covered)
        assert "aside until the worked examples are done." in setup, setup


@pytest.mark.parametrize("case", GRID_CASES)
def test_the_arrow_is_said_to_be_outside_the_board_and_not_a_cell(grids, case):
    """LISTEN36 #9: an arrow "just outside the board's top right cell" pointing away was heard as the
    board reaching past that cell. Said where the arrow is first named, before its way."""
    _, kit, text, script = grids[case]
    board = " ".join(section_texts(kit, "board"))
    said = "The arrow is outside the board, and it is not a cell."
    assert board.count(said) == 1, board
    assert board.index("arrow") < board.index(said) < board.index("It points up and to the right.")
    for words in (text, script):
        assert words.count(said) == 1


@pytest.fixture(scope="module")
def rows():
    """{(game, profile): (kit, rules text flat, script)} of ROW_CASES, module-scoped likewise."""
    return row_cases_flat()


@pytest.mark.parametrize("case", ROW_CASES)
def test_a_letter_headed_column_is_said_once_with_its_rows_name(rows, case):
    """LISTEN36 #7: "A: A for Alpha, circles left in the Alpha row." was a stammer aloud. Each count
    column is said as its heading, then its row by name, the heading's letter said once."""
    kit, text, script = rows[case]
    names = kit.boards[0].names
    counts = kit.record_sheets[0].columns[-len(names) :]
    for column, name in zip(counts, names, strict=True):
        assert name.lower() in column.hint.lower(), column  # each count column tied to its row's name
        assert f"{column.name} for" not in column.hint
        for words in (text, script):
            assert f"{column.name}: {column.hint}." in words, (column, case)


@pytest.mark.parametrize("case", GRID_CASES)
def test_a_grid_games_players_are_said_to_take_turns(grids, case):
    """LISTEN36 "Not told": no script said outright that the players take turns, one move each."""
    game, kit, text, script = grids[case]
    turns_taken(game.players, kit, text, script)


@pytest.mark.parametrize("case", ROW_CASES)
def test_a_row_games_players_are_said_to_take_turns(rows, case):
    """LISTEN36 "Not told", as for the grid games, with teams' names (four rows' Owls team)."""
    kit, text, script = rows[case]
    turns_taken(row_games_and_two_refused()[case[0]]().players, kit, text, script)
