"""The sheet plan's arithmetic, without drawing a page: splits, tiles and board counts."""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise

import pytest
from hypothesis import given
from hypothesis import strategies as st

from accessible_kits.errors import KitError
from accessible_kits.games import load_game
from accessible_kits.model import GridBoard
from accessible_kits.plan import sheet_plan, spans, tiles_for
from accessible_kits.profile import load_profile
from accessible_kits.render.layout import joins, part_subtitle, part_title, sheet_subtitle

PRINT_PROFILES = ["standard", "large-print", "high-contrast"]  # tactile labels need liblouis: full tier


@given(total=st.integers(1, 60), fit=st.integers(1, 30))
def test_spans_cover_every_line_once_and_butt_join(total, fit):
    runs = spans(total, fit)
    assert all(len(r) <= fit for r in runs)
    assert [i for r in runs for i in r] == list(range(total)), "every line once, in order: no shared line"
    for a, b in pairwise(runs):
        assert a[-1] + 1 == b[0], "a part ends where the next begins"
    assert len(runs) == -(-total // fit), "no more sheets than the lines need"
    assert max(map(len, runs)) - min(map(len, runs)) <= 1, "no sheet with a thin strip"


@given(cols=st.integers(2, 30), rows=st.integers(2, 30), fit_cols=st.integers(2, 12), fit_rows=st.integers(2, 12))
def test_tiles_cover_the_board_once_and_say_how_they_join(cols, rows, fit_cols, fit_rows):
    board = GridBoard(cols, rows, label="Board")
    tiles = tiles_for(board, fit_cols, fit_rows)
    assert len(tiles) == len(spans(cols, fit_cols)) * len(spans(rows, fit_rows))
    cells = [(x, y) for t in tiles for x in t.columns for y in t.rows]
    assert sorted(cells) == [(x, y) for x in range(cols) for y in range(rows)], "each cell on one sheet"
    for t in tiles:
        assert len(t.columns) <= fit_cols and len(t.rows) <= fit_rows
        edges = joins(tiles, t)
        assert ("left" in edges) == (t.columns[0] > 0) and ("right" in edges) == (t.columns[-1] < cols - 1)
        assert ("top" in edges) == (t.rows[-1] < rows - 1) and ("bottom" in edges) == (t.rows[0] > 0)
        assert all(edges.get(s, "trim") == "trim" for s in ("left", "top"))
        assert all(edges.get(s, "flap") == "flap" for s in ("right", "bottom"))
    assert tiles[0].rows[-1] == rows - 1, "the top rows come first, as read"
    assert not [e for e in joins(tiles, tiles[-1]).values() if e == "flap"], "the last part has no next"


def test_part_titles_say_which_part_and_where_it_goes():
    board = GridBoard(8, 8, label="Play board")
    three = tiles_for(board, 8, 3)
    assert [part_title(board, three, t) for t in three] == [
        "Play board, part 1 of 3: top",
        "Play board, part 2 of 3: middle",
        "Play board, part 3 of 3: bottom",
    ]
    four = tiles_for(board, 4, 4)
    assert part_title(board, four, four[1]) == "Play board, part 2 of 4: top right"
    assert (
        part_subtitle(board, four, four[0])
        == "Play board, part 1 of 4: top left. Glue the right and bottom flaps under the next part."
    )
    assert (
        part_subtitle(board, four, four[3])
        == "Play board, part 4 of 4: bottom right. Cut along the dashed lines at the left and top."
    )
    assert "next" not in part_subtitle(board, three, three[-1])
    assert sheet_subtitle([board]) == "Play board"
    assert sheet_subtitle([GridBoard(7, 4, label="Practice board"), board]) == "Practice board and Play board"


@pytest.mark.parametrize("game", ["poison-corner", "row-removal", "corner-polyominoes"])
@pytest.mark.parametrize("profile", PRINT_PROFILES)
def test_plan_holds_every_board_once(game, profile):
    g, p = load_game(game), load_profile(profile)
    boards = (
        GridBoard(7, 4, label="Practice board"),
        GridBoard(7, 4, label="Play board"),
        GridBoard(7, 4, label="Play board 2"),
    )
    plan = sheet_plan(g, p, boards, 3, ())
    assert plan.boards == 3
    if plan.tiles:
        assert plan.per_sheet == 1 and plan.sheets == 3 * len(plan.tiles)
    else:
        assert (plan.sheets - 1) * plan.per_sheet < 3 <= plan.sheets * plan.per_sheet


def test_a_big_grid_is_split_never_shrunk():
    p = replace(load_profile("large-print"), cell_size=40.0)
    plan = sheet_plan(load_game("poison-corner"), p, (GridBoard(12, 9, label="Play board"),), 1, ())
    assert plan.tiles, "twelve 40 mm columns cannot fit A4 whole"
    cols = {x for t in plan.tiles for x in t.columns}
    assert cols == set(range(12))
    assert plan.sheets == len(plan.tiles)


def test_cells_too_big_for_any_sheet_is_one_line():
    p = replace(load_profile("standard"), cell_size=200.0, source="mine.toml")
    with pytest.raises(KitError) as err:
        sheet_plan(load_game("poison-corner"), p, (GridBoard(7, 4, label="Play board"),), 1, ())
    assert "\n" not in str(err.value)
    assert str(err.value).startswith("mine.toml: cell_size 200mm")


def test_what_does_not_fit_says_its_key_and_whose_it_is():
    """The plan's error carries the key and who is to blame, so no caller reads the message."""
    import pickle

    from accessible_kits.errors import DoesNotFit
    from accessible_kits.model import RowsBoard

    p = replace(load_profile("standard"), cell_size=200.0, source="mine.toml")
    with pytest.raises(DoesNotFit) as err:
        sheet_plan(load_game("poison-corner"), p, (GridBoard(7, 4, label="Play board"),), 1, ())
    assert (err.value.key, err.value.blame) == ("cell_size", "profile")
    rows = replace(load_profile("large-print"), cell_size=25.0)
    game = load_game("row-removal")
    with pytest.raises(DoesNotFit) as err:
        sheet_plan(game, rows, (RowsBoard(("top", "bottom"), (15, 2), (0, 0), label="Board 1"),), 1, ())
    assert (err.value.key, err.value.blame) == ("params.rows", "game")
    assert str(err.value) == (
        f"{game.source}: params.rows: too big for A4 paper at cell_size 25mm (profile large-print); "
        "use fewer circles in a row, or a profile with smaller cells"
    )
    back = pickle.loads(pickle.dumps(err.value))  # as it comes back from a worker process
    assert (type(back), str(back), back.key, back.blame) == (DoesNotFit, str(err.value), "params.rows", "game")


def test_pieces_too_big_for_a_sheet_are_the_game_s_to_change():
    """A board too big is split; a piece too big cannot be, so the game must change. A piece that
    fits only turned is turned (250 mm across a landscape sheet), one longer than any sheet is not."""
    from accessible_kits import plan
    from accessible_kits.compose import blank_set
    from accessible_kits.errors import DoesNotFit
    from accessible_kits.games import parse_game

    def bar(length: int):
        cells = ", ".join(f'"A{n}"' for n in range(1, length + 1))
        return parse_game(
            'id = "long"\ntitle = "Long"\nfamily = "polyomino"\nminutes = [5, 10]\n[params]\n'
            'columns = 8\nrows = 8\nstarts = ["A1", "H8"]\n'
            f'pieces = [{{ name = "bar", cells = [{cells}] }}]\n',
            "long.toml",
        )

    p = replace(load_profile("standard"), cell_size=50.0)
    assert plan.make(bar(5), p, *blank_set(bar(5))).piece_sheets == 1, "turned, the bar fits"
    game = bar(6)
    with pytest.raises(DoesNotFit) as err:
        plan.make(game, p, *blank_set(game))
    assert (err.value.key, err.value.blame) == ("params.pieces", "game")
    assert str(err.value) == (
        "long.toml: params.pieces: too big for A4 paper at cell_size 50mm (profile standard); "
        "use smaller pieces, or a profile with smaller cells"
    )
