"""Round 38's doubts in the polyomino games (issue 24, task poly39), read in the built-in corner-polyominoes and
the readers' Garden corners, at large print and at tactile."""

from __future__ import annotations

import re

import pytest

from accessible_kits.families.polyomino.wording import END_CHECKED, PASS_WHO_CHECKS
from accessible_kits.families.polyomino.wording.scribe import END
from rule_texts import piece_games_at_large_and_tactile, piece_heard_case

GAMES, TEXTS = piece_games_at_large_and_tactile()
COLUMNS = "After each round, the scribe writes one line of the match record: "


@pytest.fixture(scope="module", params=TEXTS, ids=[f"{name}-{p.id}" for name, p in TEXTS])
def heard(request):
    """(game, the family's words, the kit, rules text flat, the spoken script's said sentences, the card flat)."""
    return piece_heard_case(request.param)


def test_the_cells_left_column_is_said_just_after_the_columns(heard):
    """LISTEN38 #2: what goes in "cells left" came only after the match result, so it was heard as one number.
    It is said once, right after the columns are listed (and who writes the line), before any other column."""
    _, w, _, text, script, _ = heard
    assert len(w.match_extra()) == 1
    for words in (text, script):
        assert words.count("Cells left: ") == 1
        start = words.index(COLUMNS)
        line = re.match(r"[^.]*\. Without a scribe, either player writes it\.", words[start:])
        assert line, words[start : start + 200]
        assert words[start + line.end() :].lstrip().startswith("Cells left: "), words[start : start + 300]
        assert words.index("Cells left: ") < words.index("After the last round, write the match result")


def test_who_checks_that_the_other_player_can_place_is_the_end_check(heard):
    """READER38 #7: "So when you cannot place a piece, you need to know whether the other player can." read as a
    check the player must ask for. The end check after every turn (the scribe's, or without one the player about to
    move) is said just after the end, once, and the pass follows from it: no duty of the player's own."""
    _, _, _, text, script, _ = heard
    for words in (text, script):
        assert "need to know" not in words
        at = [words.index(s) for s in (END, *END_CHECKED, PASS_WHO_CHECKS)]
        assert at == sorted(at) and at[-1] - at[0] < 500, at
        assert all(words.count(s) == 1 for s in END_CHECKED)
        assert at[-1] < words.index("When you pass, the scribe says pass back")
