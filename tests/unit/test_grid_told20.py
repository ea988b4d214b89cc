"""Round 20's cold listener and braille reader (issue 24) on the grid game: the move said one way
in the rules and on the card, the poison cell's move said where the move is taught, the read back's
cells said without places, and the practice and play boards on one sheet covered when not in play.
Read in the built-in poison corner and in the readers' user game (written from docs/games.md),
printed and spoken."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.drafts import Steps
from accessible_kits.compose.words import Voice
from accessible_kits.families import family
from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from rule_texts import MAYA, flat_texts, section_lines, texts_and_cards

LARGE = load_profile("large-print")
GAMES = {"poison": load_game("poison-corner"), "maya": parse_game(MAYA, "maya.toml")}
# a board whose two letters sound like no other: the say-back gives no places, so nothing to unsay
NARROW = """id = "narrow-corner"
title = "Narrow corner"
family = "grid-removal"
minutes = [2, 4]
players = ["Ann", "Bo"]
[params]
columns = 2
rows = 3
"""
# the rectangle and its corners, in the rules and on the card (LISTEN39 #10: the plain line needed a second hearing)
REACH = (
    "Your move crosses out a rectangle of cells. Your cell is its bottom left corner. "
    "The board's top right cell is its top right corner."
)


@pytest.fixture(scope="module")
def kits():
    """{name: (kit, rules text flat, script, card flat, card's script)} of both games at large print."""
    return texts_and_cards(GAMES, LARGE)


@pytest.mark.parametrize("name", GAMES)
def test_the_move_is_said_one_way_in_the_rules_and_on_the_card(kits, name):
    # "It crosses out every cell above and to the right of your cell" was heard as the diagonal
    # block only, and the reach was said four ways in one section (LISTEN20 #1, READER20 #13)
    _, text, script, card, said = kits[name]
    for words in (text, script, card, said):
        assert REACH in re.sub(r"\b\d\. ", "", words)  # print numbers the rules' steps
        assert "above and to the right" not in words and "each column to the right" not in words
        assert "the rest of your cell's" not in words and "Together these cells" not in words
    for words in (text, script):
        assert words.count("a rectangle of cells") == 1, name  # once in the rules: the turn
    assert all(len(s.split()) < 25 for s in REACH.split(". "))
    assert len(card.split()) <= 170


@pytest.mark.parametrize("name", GAMES)
def test_your_turn_says_the_poison_cell_is_crossed_out_alone(kits, name):
    # "the scribe crosses out that cell only", heard in the scribe's part, seemed to disagree with
    # the move's rectangle (LISTEN20 #2): the turn, where the move is taught, says it first
    kit, _, script, _, _ = kits[name]
    turn = " ".join(line.text for line in section_lines(s for s in kit.sections if s.id == "turn"))
    rule = (
        "One cell is different: {}, the poison cell. If you choose it, you lose at once. "
        "Because the game ends there, your move crosses out that cell only."  # why, a sentence (LISTEN37 #11)
    )
    assert rule.format("A1") in turn
    assert rule.format("column A row 1") in script
    assert script.index(rule.format("column A row 1")) < script.index("the scribe crosses out that cell only")


def test_a_tactile_turn_lays_no_token_on_the_poison_cell(kits):
    # a raised kit's wording alone: its braille runs liblouis, the full tier
    kit = kits["maya"][0]
    w = family("grid-removal").wording()(GAMES["maya"], load_profile("tactile"), kit.plan, Voice(ear=True, touch=True))
    said = [
        str(line)
        for block in w.turn()
        for line in (block.items if isinstance(block, Steps) else [getattr(block, "text", "")])
    ]
    assert (
        "One cell is different: column A row 1, the poison cell. If you choose it, you lose at once. "
        "Because the game ends there, no token goes on it." in said
    )
    assert not any("poison cell never gets a token" in line for line in said)  # said once, not twice


@pytest.mark.parametrize("name", GAMES)
def test_the_read_back_says_its_cells_without_places(kits, name):
    # "these letters always come with their place from the left", then "column B row 4 and column C
    # row 4": does a read back need places too? (LISTEN20 #14) It says no letter, so it never relies on
    # "which column?" being asked (READER27 #2)
    _, text, script, _, _ = kits[name]
    plain = "The read back says only the counts, never a letter."
    for words in (text, script):
        assert words.count(plain) == 1
        assert words.index("is said back with its place from the left") < words.index(plain)
    assert "To hear which cells a row still has" in script[script.index(plain) : script.index(plain) + 120]


def test_a_board_whose_letters_sound_like_no_other_has_no_places_to_unsay():
    _, text, script = flat_texts({"narrow": parse_game(NARROW, "narrow.toml")}, LARGE)["narrow"]
    for words in (text, script):
        assert "with their place" not in words and "without their place" not in words
