"""Round 38's doubts in the polyomino games (issue 24, task poly39), read in the built-in corner-polyominoes and
the readers' Garden corners, at large print and at tactile."""

from __future__ import annotations

import re

import pytest

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
