"""Round 19's cold listener and braille reader (issue 24) on the grid game: the rectangle said part
by part before its shape, the card's cell named and not "its", whose turn it is when only the
poison cell is left, the cells a move leaves said by rows and columns, and the scribe's words for
every rule, a pass too. Read in the built-in poison corner and in the readers' user game with
people's names (written from docs/games.md), printed and spoken."""

from __future__ import annotations

import re

import pytest

from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from rule_texts import MAYA, section_lines, texts_and_cards

GAMES = {"poison": load_game("poison-corner"), "maya": parse_game(MAYA, "maya.toml")}


@pytest.fixture(scope="module")
def kits():
    """{name: (kit, rules text flat, script, card flat, card's script)} of both games at large print."""
    return texts_and_cards(GAMES, load_profile("large-print"))


@pytest.mark.parametrize("name", GAMES)
def test_the_rectangle_is_said_part_by_part_before_its_shape(kits, name):
    # "lie up and to the right of your cell" was first heard as the diagonal only (LISTEN19 #3); the
    # parts, said cell, column, row and "above and to the right", were heard as the diagonal block
    # (LISTEN20 #1): the cells column by column, then their shape (tests/unit/test_grid_told20.py)
    _, text, script, _, _ = kits[name]
    # the rectangle first, then its corners: column by column was heard as whole columns (LISTEN29 #2)
    parts = "Your move crosses out a rectangle of cells."  # then its corners (LISTEN39 #10)
    shape = "Your cell is its bottom left corner. The board's top right cell is its top right corner."
    for words in (text, script):
        assert f"{parts} {shape}" in words.replace("3. ", "").replace("4. ", "")  # print numbers its steps
        assert "lie up and to the right of your cell" not in words
        assert all(len(s.split()) < 25 for s in parts.split(". "))


@pytest.mark.parametrize("name", GAMES)
def test_the_card_names_the_cell_and_the_rules_say_what_stays_by_rows_and_columns(kits, name):
    # "every cell in its column ..., from its row up" (LISTEN19 #4); "below or left of your cell" was
    # heard as below-and-left only (READER19 #16). The card says the move the rules' one way, its
    # rectangle's bottom left corner for what stays: a third sentence made three ways (LISTEN20 #1)
    _, text, script, card, said = kits[name]
    # the card: the rules' rectangle and its corners, in its 170 words (LISTEN39 #10)
    move = "Your move crosses out a rectangle of cells. Your cell is its bottom left corner."
    for words in (text, script, card, said):
        assert move in re.sub(r"\b\d\. ", "", words)
        assert "in its column" not in words and "from its row" not in words
        assert "below or left" not in words
        assert "are never crossed out" not in words  # what stays is the corner's to say (LISTEN39 #10)
    assert len(card.split()) <= 170


@pytest.mark.parametrize("name", GAMES)
def test_whose_turn_it_is_chooses_the_last_cell(kits, name):
    # "the next player must choose it": next after whom? (LISTEN19 #5)
    for words in kits[name][1:]:
        assert "the player whose turn it is must choose it" in words
        assert "the next player" not in words


@pytest.mark.parametrize("name", GAMES)
def test_the_scribe_has_words_for_every_rule_a_pass_too(kits, name):
    # the scribe's words were given for some rules only, none for a pass (LISTEN19 #8)
    kit, text, script, _, _ = kits[name]
    rules = [line.text for line in section_lines(s for s in kit.sections if s.id == "not-allowed")]
    assert "You may not pass. You must choose a cell on every turn." in rules
    said = (
        "If the cell is already crossed out, the scribe says: that cell is already crossed out. "
        "If the player names a cell that is not on the board, the scribe says: that cell is not on the board. "
        "If the player says pass, the scribe says: you may not pass. Then the player chooses again."
    )
    assert said in text and said in script
    # the worked example refuses a cell already gone in the protocol's own words
    example = "That move is not allowed. The scribe says: that cell is already crossed out."
    assert example in text and example in script
