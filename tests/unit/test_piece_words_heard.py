"""What round 14's cold listener found slow in the piece games' spoken rules, fixed from the game's
data and the plan: checked on the built-in corner-polyominoes (8 by 8, White and Black) and on the
listener's user game, Garden corners (7 by 7, people's names, start cell B2 beside the model D2)."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.grid_words import NUMBER_SOUNDS, alike
from accessible_kits.compose.words import number_word, ordinal_word
from accessible_kits.games import load_game, parse_game
from accessible_kits.games.notation import cell_name, column_letter
from accessible_kits.profile import load_profile
from accessible_kits.writers.rules_text import summary_text
from rule_texts import GARDEN_CORNERS, composed_texts, flat

LARGE = load_profile("large-print")


@pytest.fixture(scope="module")
def kits():
    """{game id: (game, kit, rules.txt flat, the spoken script)} for both games at large print."""
    out = {}
    for game in (load_game("corner-polyominoes"), parse_game(GARDEN_CORNERS, "garden.toml")):
        kit, text, script = composed_texts(game, LARGE)
        out[game.id] = (game, kit, flat(text), script)
    return out


GAMES = ["corner-polyominoes", "garden-corners"]


@pytest.mark.parametrize("gid", GAMES)
def test_the_welcome_says_how_a_round_is_won(kits, gid):
    _game, _kit, text, script = kits[gid]
    # two short positive sentences, not a double negative (LISTEN25 #14)
    aim = "At the end, each player counts the cells of their pieces not placed on the board. Fewer cells wins."
    welcome = script[: script.index("What you need") if "What you need" in script else 400]
    assert aim in welcome and aim in text[:400]
    # the same rule as the end's, which the engine scores: fewer cells left over wins
    assert f"{aim} The same number is a draw." in text


@pytest.mark.parametrize("gid", GAMES)
def test_every_row_number_that_sounds_like_a_column_letter_is_warned(kits, gid):
    game, _kit, _text, script = kits[gid]
    e = game.engine
    letters = [column_letter(i) for i in range(e.columns)]
    warned = 0
    for n, sounds in NUMBER_SOUNDS.items():
        like = [c for c in letters if c in sounds]
        if n <= e.rows and like:
            word = "letter" if len(like) == 1 else "letters"
            last = like[-1] if len(like) == 1 else ", ".join(like[:-1]) + f" or {like[-1]}"
            assert f"The word {number_word(n)} can sound like the {word} {last}." in script
            warned += 1
        else:
            assert f"The word {number_word(n)} can sound like" not in script
    assert warned == (2 if gid == "corner-polyominoes" else 1)  # rows 3 and 8; row 3 only on 7 by 7
    assert script.count("So always say the words column and row") == 1


@pytest.mark.parametrize("gid", GAMES)
def test_the_cells_in_all_are_each_players_and_a_teen_is_said_as_the_sizes_sum(kits, gid):
    game, _kit, text, script = kits[gid]
    total, sizes = game.engine.total_area(), [p.size for p in game.engine.pieces]
    assert 13 <= total <= 19  # both games' totals are teens, heard as tens
    # the sizes said before their sum ("that is ten and three" was heard as two more counts: round 15)
    listed = ", ".join(number_word(n) for n in sizes[:-1]) + f" and {number_word(sizes[-1])}"
    said = f"The pieces have {listed} cells, which make {number_word(total)} cells for each player."
    assert said in script and "that is ten" not in script
    assert f", which make {total} cells for each player." in text
    assert "cells in all" not in text and "cells in all" not in script


def test_the_second_round_starter_is_said_with_the_round(kits):
    _game, kit, _text, _script = kits["corner-polyominoes"]
    quick = flat(summary_text(kit))
    assert "A match is two rounds. White goes first. In round 2, whoever went second plays White." in quick
    assert "whoever played Black goes first" not in quick
    _game, kit, _text, _script = kits["garden-corners"]  # names keep their pieces: their start cells swap
    quick = flat(summary_text(kit))
    assert "In the second round, Otters' is F6, and Red team's is B2." in quick  # each round's, said (round 17)
    assert "Otters goes first in round 1, and Red team in round 2." in quick


@pytest.mark.parametrize("gid", GAMES)
def test_a_fit_is_tried_with_uncut_pieces_and_the_end_has_words_for_a_draw(kits, gid):
    _game, _kit, text, script = kits[gid]
    # uncut pieces said in The pieces, no part of their own (LISTEN28 #20)
    assert "Pieces without cutting" not in text
    for said in (text, script):
        assert "With uncut pieces, the scribe finds those cells on the board." in said
        # the set words, a draw's too (READER26 #2)
        assert "With the same counts, the scribe says them, then: the game is a draw." in said


@pytest.mark.parametrize("gid", GAMES)
def test_a_start_cell_whose_letter_sounds_like_another_is_said_with_its_place(kits, gid):
    game, _kit, text, script = kits[gid]
    e, sounds = game.engine, {i for g in alike(game.engine.columns) for i in g}
    corners = {(0, 0): "bottom left", (e.columns - 1, e.rows - 1): "top right"}
    for c, r in e.starts:
        plain = f"column {column_letter(c)} row {r + 1}"
        placed = f"column {column_letter(c)}, the {ordinal_word(c + 1)} column, row {r + 1}"
        # a corner is named first, and says the place (round 15: "column H, the eighth column, row 8")
        corner = f"the {corners[(c, r)]} corner, " if (c, r) in corners else ""
        said = f"{corner}{plain}" if corner else placed if c in sounds else plain
        assert f"start cell is {said}" in script
        assert f"start cell is {corner}{cell_name((c, r))}" in text  # print shows the letter: no place
        if c in sounds:
            for where in ("start cell is ", "from ", "is "):
                assert f"{where}{plain}" not in script
    if gid == "garden-corners":  # B sounds like D, the model cell's letter; F has no sound-alike on A to G
        assert "Otters' start cell is column B, the second column, row 2." in script
        assert "Red team's start cell is column F row 6." in script


@pytest.mark.parametrize("gid", GAMES)
def test_the_cut_of_a_split_board_runs_the_way_its_edge_does(kits, gid):
    _game, _kit, text, _script = kits[gid]
    cut = re.search(
        r"First, cut part 2 along the dashed line at its (\w+) edge, all the way (down|across) the sheet\.", text
    )
    assert cut, "a split board's cut"
    assert cut.group(1) in ({"left", "right"} if cut.group(2) == "down" else {"top", "bottom"})
    # the 8 by 8 board is cut into rows, the 7 by 7 one into columns (the plan's tiles)
    assert cut.group(2) == ("across" if gid == "corner-polyominoes" else "down")
