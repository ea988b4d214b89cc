"""Round 42's doubts the lead fixed (issue 24): the card's paper said before its pages (LISTEN42 #1), who
settles a dispute in the end (#13), uncut pieces said "just as with cut pieces" (#5), and what a start cell
is before whose is where (#6). Read in the built-in games and the readers' garden corners."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.fixing_words import DISAGREE
from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from rule_texts import GARDEN_CORNERS, composed_texts, flat


def _game(name: str):
    return parse_game(GARDEN_CORNERS, "garden.toml") if name == "garden" else load_game(name)


@pytest.mark.parametrize("name", ["corner-polyominoes", "garden"])
def test_the_card_is_said_before_the_pages_printed_on_it(name):
    _kit, text, script = composed_texts(_game(name), load_profile("large-print"))
    for words in (flat(text), script):
        assert re.search(r"On \S+ (size )?card, print pages? ", words), name
        # no page number straight before the paper's name: "page four on A4 size card" (two fours)
        assert not re.search(r"(page|pages|and) \w+ on \S+ (size )?card", words), name


@pytest.mark.parametrize("name", ["poison-corner", "row-removal", "corner-polyominoes"])
def test_a_dispute_names_the_host_who_settles_it(name):
    _kit, text, script = composed_texts(load_game(name), load_profile("large-print"))
    line = "If they still disagree and a host is there, the host settles it with the host key."
    assert line in DISAGREE and all(len(s.split()) < 25 for s in DISAGREE.split(". "))
    for words in (flat(text), script):
        assert words.index(line) > words.index("If the players disagree about a move, stop playing.")


@pytest.mark.parametrize("name", ["corner-polyominoes", "garden"])
def test_a_start_cell_is_said_before_whose_is_where(name):
    game = _game(name)
    _kit, text, script = composed_texts(game, load_profile("large-print"))
    for words in (flat(text), script):
        what = words.index("Each player's first piece must cover that player's start cell.")
        assert what < words.index(" start cell is ")
        assert "Then each move is said just as with cut pieces." in words
        assert "said the same way" not in words


@pytest.mark.parametrize("name", ["corner-polyominoes", "garden"])
def test_an_end_example_says_which_rounds_start_cells_where_they_swap(name):
    _kit, text, script = composed_texts(_game(name), load_profile("large-print"))
    for words in (flat(text), script):
        said = "The start cells are those of round 1." in words
        assert said is (name == "garden"), name  # White and Black keep their start cells and swap players
        if said:
            assert words.index("This example starts near the end of a game.") < words.index(
                "The start cells are those of round 1."
            )


def test_a_blank_sheet_no_fold_fits_is_laid_and_folded_back():
    from types import SimpleNamespace

    from accessible_kits.compose.covering import lay_line

    one = lay_line(SimpleNamespace(sheets=1), 2, (0, 0))
    assert one == "Take two blank sheets of plain paper. Lay one over each board not in play. " + (
        "Fold back any part that reaches past its board."
    ), one
    assert "size of one board" not in lay_line(SimpleNamespace(sheets=2), 1, (0, 0))
    assert lay_line(SimpleNamespace(sheets=1), 1, (2, 1)).startswith("Fold one blank sheet of plain paper in half.")


@pytest.mark.parametrize("name", ["corner-polyominoes", "garden"])
def test_each_place_of_several_says_which_of_its_cells_touch_a_side(name):
    _kit, text, script = composed_texts(_game(name), load_profile("large-print"))
    for words in (flat(text), script):
        places = re.findall(r"In the (?:first|second|third|fourth), [^.]*?covers [^.]*\.( Then [^.]*\.)?", words)
        assert places, name  # both games' end examples have a cell with more than one place on free cells
        assert all(re.fullmatch(r" Then .* shares? a side with .* pieces\.", then) for then in places), places
