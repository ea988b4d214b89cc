"""Round 38's doubts in the polyomino games (issue 24, task poly39), read in the built-in corner-polyominoes and
the readers' Garden corners, at large print and at tactile."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.examples import told
from accessible_kits.compose.words import PRINT, Voice, render
from accessible_kits.families.polyomino.wording import END_CHECKED, PASS_WHO_CHECKS
from accessible_kits.families.polyomino.wording.blocked import corner_cells
from accessible_kits.families.polyomino.wording.ends import ONE_AT_A_TIME
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


def test_a_count_of_corner_cells_names_them_or_says_where_they_are(heard):
    """READER38 #8: "There are 4 such cells." came with no list; the reader collected them from the next lines.
    Where the count is said, the engine's cells are named in a sentence under 25 heard words, or, too long for
    that, the count says the next lines take them one at a time, each cell a line of its own."""
    game, w, _, text, script, _ = heard
    counted = 0
    for end in (rs[-1].after for rs in told(game, w) if game.engine.is_over(rs[-1].after)):
        for player in (0, 1):  # a player with pieces left, whose lines say why none can be placed
            found = [cell for cell, _ in corner_cells(w.e, end, player)] if end.unused[player] else []
            if len(found) < 2:
                continue
            counted += 1
            intro, lines = w.corners_checked(end, player)
            count = intro[0][intro[0].index("There are ") :]
            assert len(lines) == len(found)
            if count.endswith(ONE_AT_A_TIME):
                assert w.heard_words(found) + 5 > 24  # too long to name them in one sentence
                assert [line[0] for line in lines] == [f"over {w.back_cell(c)}" for c in found]
            else:
                assert count == f"There are {w.v.num(len(found))} such cells: {w.back_cells(found)}.", count
            for words in (text, script):
                assert render(count, PRINT if words is text else Voice(ear=True)) in words
    assert counted  # both games' end examples have a player with more than one such cell
