"""Round 38's doubts in the polyomino games (issue 24, task poly39), read in the built-in corner-polyominoes and
the readers' Garden corners, at large print and at tactile."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.examples import told
from accessible_kits.compose.words import PRINT, Voice, render
from accessible_kits.families.polyomino.engine import normalise, orientations
from accessible_kits.families.polyomino.wording import END_CHECKED, PASS_WHO_CHECKS
from accessible_kits.families.polyomino.wording.blocked import corner_cells
from accessible_kits.families.polyomino.wording.ends import ONE_AT_A_TIME
from accessible_kits.families.polyomino.wording.scribe import END
from accessible_kits.families.polyomino.wording.shapes import shape_words
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


def rows_rebuilt(said: str) -> set:
    """The cells a box with empty cells describes, rebuilt from its rows' words alone ("Its top row has the middle
    and right cells."), rows from the top, cells from the left; the box's size and empty cells checked against them."""
    box = re.search(r"in a box (\w+) wide and (\w+) high, with its ([\w ]+?) cells? empty\.", said)
    assert box, said
    width, height = (_number(box.group(i)) for i in (1, 2))
    places = {"left": 0, "middle": 1, "right": width - 1}
    rows = re.findall(r"Its (top|middle|bottom) row has (all \w+ cells|both cells|the ([\w ]+?) cells?)\.", said)
    assert [r[0] for r in rows] == ["top", "middle", "bottom"][: height - 1] + ["bottom"], said
    cells = set()
    for row, (_, whole, part) in enumerate(rows):
        columns = range(width) if not part else [places[p] for p in re.split(r", | and ", part)]
        assert bool(part) is not whole.startswith(("all", "both")), said
        cells |= {(c, height - 1 - row) for c in columns}
    empty = re.split(r", | and ", box.group(3))
    assert len(empty) == width * height - len(cells) >= 2, said
    return cells


def _number(said: str) -> int:
    """A count as printed (2) or said (two)."""
    return int(said) if said.isdigit() else ["one", "two", "three"].index(said) + 1


# pieces a user can write, each in a box with two empty cells some way it lies: a tee, a long ell, a zig-zag, and
# seven cells in a box three by three
USER_SHAPES = (
    {(0, 1), (1, 1), (2, 1), (1, 0)},
    {(0, 0), (0, 1), (0, 2), (1, 0)},
    {(0, 0), (1, 0), (1, 1), (2, 1)},
    {(c, r) for c in range(3) for r in range(3)} - {(0, 0), (2, 2)},
)


def _two_empty(shape) -> bool:
    """Whether a shape's box, at most three by three and not a line, has just two empty cells: from its cells."""
    cols, rows = {c for c, _ in shape}, {r for _, r in shape}
    width, height = max(cols) - min(cols) + 1, max(rows) - min(rows) + 1
    return 1 < width <= 3 and 1 < height <= 3 and width * height - len(shape) == 2


def test_a_piece_in_a_box_with_two_empty_cells_says_its_rows(heard):
    """LISTEN38 #6: "The zig-zag covers four cells, in a box three wide and two high, with its top left and bottom
    right cells empty." had to be replayed to build the shape. After such a box, its rows, each by its cells; the
    words rebuild the engine's cells, for every piece of both games and a user's, every way each lies (as small36's
    test rebuilds a turned piece's line), and the piece lines in the kit say them."""
    game, w, _, text, script, _ = heard
    shapes = [(p.name, shape) for p in game.engine.pieces for shape in game.engine.shapes(p)]
    shapes += [("user", shape) for cells in USER_SHAPES for shape in orientations(normalise(cells))]
    for name, shape in shapes:
        said = render(shape_words(w.v, shape), Voice(ear=True))
        assert _two_empty(shape) is ("cells empty" in said), (name, said)
        if _two_empty(shape):
            assert normalise(rows_rebuilt(said)) == normalise(shape), (name, said)
            assert all(len(s.split()) < 25 for s in said.split(". ")), said
    for piece in game.engine.pieces:
        for words, voice in ((text, PRINT), (script, Voice(ear=True))):
            assert render(w.piece_line(piece), voice) in words
