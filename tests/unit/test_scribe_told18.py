"""Round 18's cold listener and braille reader (issue 24) on the scribe's and the record's words:
the say-back's place said one way, what the record sheet's counts column holds, what the match
record's columns hold and whose names go there, a record's "line" (not a board's "row"), and
"read back, please" where it is not the whole board. Read in the built-in games and in the
readers' user games (written from docs/games.md), printed and spoken."""

from __future__ import annotations

import re

import pytest

from accessible_kits.families.grid_removal.engine import GridRemoval
from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from rule_texts import FOUR_ROWS, LEFT_OVER, MAYA, OTTERS, flat_texts

LARGE = load_profile("large-print")
GAMES = {
    "poison": load_game("poison-corner"),
    "maya": parse_game(MAYA, "maya.toml"),
    "poly": load_game("corner-polyominoes"),
    "otters": parse_game(OTTERS, "otters.toml"),
    "rows": load_game("row-removal"),
    "four": parse_game(FOUR_ROWS, "fourrows.toml"),
}
GRIDS = ("poison", "maya", "poly", "otters")  # the games whose columns are letters


@pytest.fixture(scope="module")
def kits():
    """(kit, rules text flat, script) of each game at large print."""
    return flat_texts(GAMES, LARGE)


def _sentences(words: str) -> list[str]:
    return re.split(r"(?<=[.!?]) ", words)


@pytest.mark.parametrize("name", GRIDS)
def test_the_place_of_a_sound_alike_letter_is_said_one_way_and_always(kits, name):
    # "Then it is said with its place: D, the fourth column from the left." beside "said back with its
    # place, like column D, the fourth column, row 2": added only when asked, or always?
    _, text, script = kits[name]
    for words in (text, script):
        board = re.search(
            # the say-back said on its own first (LISTEN30 #1)
            # the say-back's letters as one rule of it (LISTEN31 #1)
            r"(When the scribe says a cell, (?:all )?these letters come with their|the scribe says it back\. Each of "
            r"these letters is said back with its) place from the left"
            # the letters named first, where more than one group sounds alike (LISTEN33 #1)
            r"(?:, |: [A-Z, and]+\. For example: )(like [^.]*|column [^.]*)\.",
            words,
        )
        back = r"A letter that sounds like another is always said back with its place from the left, (like [^.]*)\."
        step = re.search(back, words)
        assert board and step, name
        assert board.group(2).removeprefix("like ") == step.group(1).removeprefix("like ")  # one form, one example
        assert re.fullmatch(r"(?:like )?column [A-Z], the \w+ column(?:, row \d+)?", board.group(2))
        assert "the fourth column from the left" not in words and "Then it is said with its place" not in words
        # what to ask, and the scribe's answer (LISTEN22 #2)
        asked = "If a letter is not clear, ask the scribe: which column? The scribe then says its place"
        # asked only where a read back says letters plainly (the grid's); a piece game's give the count (poly28)
        assert (asked in words) == board.group(1).startswith("the scribe says it back")
        for s in _sentences(words):
            if "with their place" in s or "with its place" in s:
                assert len(s.split()) < 25, s


@pytest.mark.parametrize("name", ["poison", "maya"])
def test_the_counts_column_says_what_is_written_from_the_read_back_example(kits, name):
    # "Cells still there: in each row, top row first." did not say counts or cell names
    kit, text, script = kits[name]
    e = GAMES[name].engine
    assert isinstance(e, GridRemoval)
    # the hint's counts are the braille form's turn 1 line's (records33): long corner's is E2, 4, 4, 7;
    # the read back's example is that turn too (grid34)
    record = kit.record_sheets[0]
    move = record.example[2]
    counts = [str(n) for n in reversed(e.row_ends(e.play(e.initial(), e.parse(move))))]
    hint = f"how many cells each row still has, top row first, like {record.example[3]}"
    column = next(c for c in record.columns if c.name == "Cells still there")
    assert column.hint == hint
    assert f"Cells still there: {hint}." in text
    # the same counts the read back example says, top row first
    said = re.search(rf"a player chooses {move}\. Then the read back is: ([^.]*)\.", text)
    assert said and re.findall(r"(\d+) cells? in row", said.group(1)) == counts
    assert "Cells still there: how many cells each row still has, top row first, like " in script


@pytest.mark.parametrize("name", GAMES)
def test_the_match_record_says_what_its_columns_hold_and_whose_names(kits, name):
    kit, text, script = kits[name]
    match = next(s for s in kit.record_sheets if s.id == "match")
    columns = [c.name.lower() for c in match.columns]
    for words in (text, script):
        # a record's line, not a row: heard as a board's row in the row games
        assert (
            f"After each round, the scribe writes one line of the match record: {', '.join(columns[:-1])} and points."
            in words
        )
        assert "one row of the match record" not in words and "has a row for each turn" not in words
        assert "The record sheet has a line for each turn." in words
        # whose points, from the game's scoring: "this round's points" did not say (LISTEN25 #1)
        # a draw's zero only where the match says a round can be drawn (the family's scoring)
        draw = " After a drawn round, write draw in the winner column, and zero in the points column."
        draw = draw if "A drawn round earns no points." in words else ""
        assert f"Points: one point for this round's winner, not the total so far.{draw}" in words
        assert "Points: this round's points" not in words
    if "cells left" in columns:  # whose cells left: both players', by the players' names (never a mark aloud)
        hint = next(c.hint for c in match.columns if c.name == "Cells left")
        assert re.match(r"how many cells each (player|side) has left, by (own )?name, like ", hint)  # READER28 #50
        first, second = GAMES[name].players[:2]
        each = "each player has left, by name, like"  # a side is a piece's edge (LISTEN32 #15)
        (a, b), _ = LEFT_OVER[GAMES[name].id]  # counts the game's pieces can leave (READER26 #1)
        if "write the players' own names" in text:  # by the names the line asks for (LISTEN26 #16)
            # no stand-in names the rules never met (LISTEN27 #8, LISTEN37 #21); the form's example for the eye
            assert "Cells left: each player's own name, then how many cells that player has left." in text
            assert f"like Sam {a}, Ana {b}" in hint
        else:  # in the form's own shape (READER29 #5)
            assert f"Cells left: how many cells {each} {first} {a}, {second} {b}." in text
            assert f"like {first} {a}, {second} {b}" in hint
    # whose names go in the player columns: every game says, the sheet's own choice
    players = GAMES[name].players[:2]
    hints = {c.hint for c in match.columns if c.name in ("Who started", "Winner")}
    assert len(hints) == 1
    if hints == {"a player's own name, or a team's name"}:
        said = "For who started and the winner, write the players' own names, "  # then "not White or Black, " for sides
    else:
        assert hints == {f"{players[0]} or {players[1]}"}
        said = f"For who started and the winner, write {players[0]} or {players[1]}, not the players' own names."
    assert said in text and said in script, name


def test_teams_and_named_sides_that_stay_say_their_names_on_the_match_record(kits):
    # four rows and garden corners said nothing on whose names (round 18's listener and reader)
    for name, names in (("four", "Owls team or Badgers team"), ("otters", "Otters or Red team")):
        _, text, _ = kits[name]
        assert f"For who started and the winner, write {names}, not the players' own names." in text


@pytest.mark.parametrize("name", GAMES)
def test_read_back_please_says_where_it_is_not_the_whole_board(kits, name):
    # the piece games' "read back, please" repeats the last move; the others' gives the whole board
    _, _, script = kits[name]
    last = "It repeats only the last move's read back, not the whole board."
    if name in ("poly", "otters"):  # by words of its own (round 20's listener): "read back, please" is never said
        assert f"a player says: last move, please. {last} For the whole board, a player says: whole board, please." in (
            script
        )
        assert "read back, please" not in script
    else:
        assert last not in script and "At any time, a player may ask for it by saying: read back, please." in script
