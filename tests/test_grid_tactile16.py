"""Round 16's cold braille reader (issue 24) on the grid game's tactile kit: its two boards, with no
spare printed, said with how to print one, as the piece games say it (round 17), and an example
title in the scribe's own words, by touch as in print. Read in the built-in game and in a user game
written from docs/games.md (a tactile kit composes its braille with liblouis: the full tier)."""

from __future__ import annotations

import pytest

from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from rule_texts import MAYA, composed_texts, flat, spoiled_words

LARGE, TACTILE = load_profile("large-print"), load_profile("tactile")
GAMES = {"poison": load_game("poison-corner"), "maya": parse_game(MAYA, "maya.toml")}


@pytest.mark.parametrize("name", ["poison", "maya"])
def test_the_tactile_kit_says_how_to_print_a_spare_board(name):
    # the practice board and the play board, each with its use, and no spare printed: how to print
    # one, the board sheet's page from the plan, as the piece games say it (rounds 16 and 17)
    kit, text, script = composed_texts(GAMES[name], TACTILE)
    assert kit.plan.boards == 2 and kit.preparation.boards == 2
    said = f"The part called Setting up says what each board is for. {spoiled_words(kit.preparation)}"
    assert said in flat(text) and said.replace(" 2 ", " two ") in script
    assert "There is no spare board" not in flat(text)


def test_an_example_title_says_what_the_scribe_says():
    # "A cell that is no longer there" beside the scribe's "already covered" (round 16's reader)
    for profile, done in ((LARGE, "crossed out"), (TACTILE, "covered")):
        _, text, script = composed_texts(GAMES["poison"], profile)
        assert f"Example 2: A cell already {done}." in script
        assert f"that cell is already {done}" in script
        assert "no longer there" not in flat(text)
    # a user's title in pen words is said by touch the tactile kit's way
    user = parse_game(MAYA.replace('"A first move"', '"Crossed out and crossing out"'), "maya.toml")
    _, text, script = composed_texts(user, TACTILE)
    assert "Example 1: Covered and covering." in script and "Crossed out" not in flat(text)
