"""Round 16's readers on a polyomino kit: a try is no move, a worked say-back with places, the
Sides checked box on a pass row, the reminder's start cells as the rules say them, a mark that is a
column letter, and who starts round 2. Each read in the built-in game and in a user game."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.grid_words import alike
from accessible_kits.compose.words import number_word, ordinal_word
from accessible_kits.families.polyomino.wording import Wording
from accessible_kits.games import load_game, parse_game
from accessible_kits.games.notation import column_letter, reading_order
from accessible_kits.profile import load_profile
from accessible_kits.writers.rules_text import summary_text
from rule_texts import GARDEN_CORNERS, composed_texts, flat

LARGE = load_profile("large-print")
GAMES = {"corner-polyominoes": load_game("corner-polyominoes"), "garden": parse_game(GARDEN_CORNERS, "garden.toml")}


def heard(name: str):
    """(kit, rules text, rules script, spoken reminder) of a game at large print, each on one line."""
    kit, text, script = composed_texts(GAMES[name], LARGE)
    reminder = " ".join(s.text for s in kit.summary_script if s.kind == "say")
    return kit, flat(text), script, reminder


@pytest.mark.parametrize("name", GAMES)
def test_a_try_is_said_to_be_no_move(name):
    _, text, script, _ = heard(name)
    no = "A try is not a move. To move, say it without the word try, hear it said back, and say yes."
    for said in (text, script):
        tried = said.index("The scribe lays the piece there to try it, and marks nothing.")
        no_move = said.index(no)
        # after the say-back and its yes are taught (round 32: the try once, after the move)
        assert said.index("Until the yes, the player may change the move.") < tried < no_move


@pytest.mark.parametrize("name", GAMES)
def test_the_first_worked_example_says_a_move_back_with_its_places(name):
    """The say-back of the rules' move example (the examples' first move of two cells or more), after the
    player's own words (round 19's braille reader), its sound-alike letters with their places, as the read back
    says them too (READER27 #2). One sentence however long, its count first, the last cell after "; and": "... and
    column B, ..., row 2. The scribe goes on: column C" sounded finished after two cells (LISTEN20 #12, READER20
    #17), and so did any full stop inside the list (rounds 33 to 35)."""
    _, text, script, _ = heard(name)
    game = GAMES[name]
    move = next(r.move for r in game.replays[0] if not r.reason and len(getattr(r.move, "cells", ())) > 1)
    sounds = {i for g in alike(Wording.columns(game)) for i in g}
    assert sounds  # both boards have letters that sound alike
    cells = [
        f"column {column_letter(c)}, the {ordinal_word(c + 1)} column, row {r + 1}"
        if c in sounds
        else f"column {column_letter(c)} row {r + 1}"
        for c, r in reading_order(move.cells)
    ]
    who = game.players[0]
    plain = ", ".join(f"column {column_letter(c)} row {r + 1}" for c, r in reading_order(move.cells))
    own = f"{who} says: the {move.piece} piece, " + " and ".join(plain.rsplit(", ", 1)) + "."
    said = re.search(rf"{re.escape(own)} (The scribe says.*?) {who} says yes\.", script)
    assert said
    n = len(cells)  # how many cells come: a word for the ear, a figure in print
    printed = said.group(0).replace(f"piece, {number_word(n)} cells:", f"piece, {n} cells:")
    assert printed in text[text.index("Worked examples") :]
    back = said.group(1)
    # the scribe's words in full (READER24 #8), in the one shape of every list of cells in every kit (READER28 #55,
    # READER32 #19): one sentence where it fits, else how many cells come first, "; and" before the last
    # its count first, short or long, as every piece's cells (LISTEN33 #9)
    one = f"The scribe says: the {move.piece} piece, {number_word(n)} cells: " + "; ".join(cells[:-1])
    one += f"; and {cells[-1]}."
    # one sentence however long: a full stop inside it was taken for the list's end (rounds 33 to 35)
    assert back == one, back
    assert "goes on" not in back and "Then" not in back
    c, r = next(cell for cell in reading_order(move.cells) if cell[0] in sounds)  # said by example (round 17)
    # every read back says a letter as the scribe says a move back, by example from this board (READER27 #2)
    same = (
        "The read back says each cell just as the scribe said the move back. "
        "A letter that sounds like another always comes "
        f"with its place from the left, like column {column_letter(c)}, the {ordinal_word(c + 1)} column, row {r + 1}."
    )
    assert same in text and script.count(same) == 1
    after = script[script.index(said.group(0)) :]
    readback = after[after.index("Read back:") :].split(" pieces left")[0]  # the same move's, heard
    assert cells[0][1:] in readback and " column, row" in readback  # "Column B, ..." when a sentence's first


def test_a_long_say_back_is_one_sentence_its_count_first():
    """Any piece size: a five-cell piece of sound-alike letters is its count, then the scribe's words in one
    sentence however long, never cut by a full stop (rounds 33 to 35); so too at letters that sound like none."""
    from accessible_kits.compose.words import Voice
    from accessible_kits.families.polyomino.engine import Placement

    game = GAMES["garden"]
    w = Wording(game, LARGE, None, Voice())  # type: ignore[arg-type]  # the say-back reads no sheet plan
    five = Placement("long piece", frozenset({(1, 0), (1, 1), (1, 2), (1, 3), (2, 3)}))  # B1 to B4, C4
    said = w.said_back(five)
    # the one shape of every list of cells, its count first (READER32 #19, LISTEN33 #9)
    assert said.startswith(
        "The scribe says: the long piece, 5 cells: column B, the second column, row 4; column C, the third column, "
        "row 4; column B, the second column, row 3; "
    )
    assert said.endswith("; and column B, the second column, row 1.")  # the bottom row last, as every say-back
    assert said.count(".") == 1 and said.count("; ") == 4 and said.count(" column, row ") == 5
    a_to_f = Placement("bar", frozenset({(0, 0), (5, 0)}))  # A and F sound like no other of garden's letters
    # one sentence in the shape of every list of cells (READER28 #55, READER32 #19)
    # its count first, as every piece's cells (LISTEN33 #9)
    assert w.said_back(a_to_f) == "The scribe says: the bar piece, 2 cells: column A row 1; and column F row 1."


@pytest.mark.parametrize("name", GAMES)
def test_the_sides_checked_box_is_ticked_for_each_piece_and_never_for_a_pass(name):
    kit, text, script, _ = heard(name)
    (record,) = [r.instructions for r in kit.record_sheets if r.title == "Record sheet"]
    tick = (
        "the Sides checked box when no side touches the player's own pieces: for each piece placed, never for a pass."
    )
    assert f"Tick {tick}" in record
    assert f"The scribe ticks {tick}" in text and f"The scribe ticks {tick}" in script


def test_the_reminder_says_the_start_cells_as_the_rules_do():
    """A corner by name, a sound-alike letter with its place, for the ear; the printed card keeps
    the short name (its 170 words)."""
    kit, _, _, reminder = heard("corner-polyominoes")
    ear = "White's is the bottom left corner, column A row 1, and Black's is the top right corner, column H row 8."
    assert ear in reminder and "White's is A1, and Black's is H8." in flat(summary_text(kit))
    kit, _, _, reminder = heard("garden")
    assert "Otters' is column B, the second column, row 2, and Red team's is column F row 6." in reminder
    assert "Otters' is column F row 6, and Red team's is column B, the second column, row 2." in reminder
    assert "Otters' is B2, and Red team's is F6." in flat(summary_text(kit))


@pytest.mark.parametrize(
    ("name", "players", "letters"),
    [("corner-polyominoes", None, ["B"]), ("garden", None, []), ("garden", '["Ann", "Bea"]', ["A", "B"])],
)
def test_a_mark_that_is_a_column_letter_is_told_apart_in_the_pieces(name, players, letters):
    """Black's B on a board with a column B: said in The pieces too, not only on braille's symbols page."""
    game = GAMES[name]
    if players:
        game = parse_game(GARDEN_CORNERS.replace('["Otters", "Red team"]', players), "garden.toml")
    _, text, _ = composed_texts(game, LARGE)
    pieces = flat(text).split("You may turn")[0]
    for c in letters:
        assert f"Along the board's edges, {c} is a column letter. Inside a cell, it is always a piece's mark." in pieces
    assert flat(text).count("is a column letter. Inside a cell") == len(letters)


def test_the_reminder_says_who_starts_round_two_is_another_person():
    """Two sides (White and Black, or two teams): "always goes first" was read as the same person."""
    teams = parse_game(GARDEN_CORNERS.replace('["Otters", "Red team"]', '["Red team", "Blue team"]'), "teams.toml")
    for game in (GAMES["corner-polyominoes"], teams):
        kit, _, _ = composed_texts(game, LARGE)
        quick, first = flat(summary_text(kit)), game.players[0]
        assert f"A match is two rounds. {first} goes first. In round 2, whoever went second plays {first}." in quick
        assert "always" not in quick
