"""Round 21's cold listener and braille reader (issue 24) on the grid game: the poison cell's choice
said back and agreed like any move before the game is over, and the raised sheets' two marks at a
top right (the paper's triangle, the board's arrow) told apart by where each is. Read in the built-in
poison corner and in the readers' user game (written from docs/games.md), printed and spoken."""

from __future__ import annotations

import re

import pytest

from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from accessible_kits.render.tactile import KEY_WORDS
from rule_texts import MAYA, at_profiles, flat_texts

LARGE, TACTILE = load_profile("large-print"), load_profile("tactile")
GAMES = {"poison": load_game("poison-corner"), "maya": parse_game(MAYA, "maya.toml")}


@pytest.fixture(scope="module")
def kits():
    """{(name, profile): (kit, rules text flat, script)} of both games at large print and tactile."""
    return at_profiles(flat_texts, GAMES, (LARGE, TACTILE))


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("profile", ["large-print", "tactile"])
def test_the_poison_cell_is_said_back_and_agreed_before_the_game_is_over(kits, name, profile):
    # "That player still says column A row 1 out loud. Then the game is over." left open whether
    # the say-back and the yes come first (READER21 #7)
    _, text, script = kits[name, profile]
    end = (
        "That player still says column A row 1 out loud. The scribe says it back, and the player says yes, "
        "as for every move. Then the game is over."
    )
    for words in (text, script):
        assert end in words
        assert "out loud. Then the game is over." not in words
    assert all(len(s.split()) < 25 for s in end.split(". "))


@pytest.mark.parametrize("name", GAMES)
def test_the_arrow_and_the_triangle_are_told_apart_by_where_they_are(kits, name):
    # both were "at the top right corner"; on the play board, mid-sheet, the sheet's corner and
    # the board's were mixed (READER21 #9): the arrow is off the board's cell, the triangle the paper's
    _, text, script = kits[name, "tactile"]
    for words in (text, script):
        assert "A raised arrow is just outside the board's top right cell." in words
        # the triangle said with its purpose first (grid31)
        assert "A solid triangle in the top right corner of the paper shows which way is up." in words
        assert "It is made of lines, so it feels unlike the triangle." in words
        assert "Feel for the raised arrow just outside the board's top right cell. It shows which way" in words
        assert not re.search(r"(?:arrow|triangle) at (?:the|a) (?:board's|sheet's) top right corner", words)
    _, text, script = kits[name, "large-print"]
    for words in (text, script):  # the printed board has the arrow in the same place
        assert "An arrow is printed just outside the board's top right cell. The arrow is outside the board" in words
    # the raised sheets' key, in the same words
    assert KEY_WORDS["orientation"] == "Solid triangle in the top right corner of the paper: this way up."
    assert KEY_WORDS["arrow"].startswith("Line arrow just outside each board's top right cell:")


# a user's grid game with A to I: A and H, and no row 8 (its 5 rows)
NINE = """id = "nine-corner"
title = "Nine corner"
family = "grid-removal"
minutes = [5, 10]
players = ["Ann", "Bo"]
[params]
columns = 9
rows = 5
"""


def test_why_letters_sound_alike_is_said_for_the_boards_own_letters():
    # "So do these: A and H." was doubted: A and H did not sound alike to the listener (LISTEN21 #12)
    why = "A and H sound alike too, but not like the letters before. They both have the vowel sound of the word eight."
    games = {
        "polyominoes": load_game("corner-polyominoes"),
        "nine": parse_game(NINE, "nine.toml"),
        **GAMES,
    }
    for name, (_, text, script) in flat_texts(games, LARGE).items():
        has_h = name in ("polyominoes", "nine")
        for words in (text, script):
            assert (
                "These letters sound alike: B, C, D, E and G. They all have the vowel sound of the word key." in words
            )
            assert (why in words) is has_h, name  # a board with no H says nothing of it
            later = "A and H sound alike too, but not like the letters before."  # its letters first (LISTEN40 #1)
            assert later in words if has_h else "A and H" not in words
            assert ("The word eight can sound like the letters A or H." in words) is (name == "polyominoes")
