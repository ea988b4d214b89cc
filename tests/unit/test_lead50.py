"""Round 40's doubts the lead fixed (issue 24): which name answers "whose turn is it?" where the players
are called by their own names (LISTEN40 #13), and when an end example's pieces are laid, said before
they are listed (READER40 #16). Read in the built-in games and the readers' long corner."""

from __future__ import annotations

import pytest

from accessible_kits.compose.scribe_words import NO_CALL, OWN_CALL
from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from rule_texts import MAYA, composed_texts, flat


@pytest.mark.parametrize("name", ["poison-corner", "row-removal", "maya"])
def test_the_whose_turn_answer_says_which_name_where_players_use_their_own(name):
    game = parse_game(MAYA, "maya.toml") if name == "maya" else load_game(name)
    _kit, text, script = composed_texts(game, load_profile("large-print"))
    for words in (flat(text), script):
        assert NO_CALL in words
        # Maya and Theo are the file's names, said as the answer; a role is answered by a person's own name
        assert (f"{NO_CALL} {OWN_CALL}" in words) is (name != "maya"), name


@pytest.mark.parametrize("profile", ["large-print"])  # tactile runs liblouis: the full tier
def test_an_end_examples_pieces_are_said_to_be_laid_after_the_last(profile):
    _kit, text, script = composed_texts(load_game("corner-polyominoes"), load_profile(profile))
    for words in (flat(text), script):
        first = words.index("Here are the example's pieces, one by one. A step after the last one says when to put")
        assert words.index("all the example's pieces on the board now", first) > first
