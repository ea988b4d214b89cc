"""Rules engines: hand-counted positions, the worked examples, and property tests."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from accessible_kits.errors import IllegalMove, KitError
from accessible_kits.families.grid_removal.engine import GridRemoval
from accessible_kits.families.polyomino.engine import PASS, Polyomino
from accessible_kits.families.row_removal.engine import RowRemoval
from accessible_kits.games import builtin_file, load_game, parse_game, replay

POISON = load_game("poison-corner").engine
ROWS = load_game("row-removal").engine
POLY = load_game("corner-polyominoes").engine
ENGINES = [POISON, ROWS, POLY]


def _bundled(game_id: str) -> str:
    """The text of a built-in game file, as a user would copy it to change."""
    return builtin_file(game_id).read_text()


# -- counts of legal moves from fixed positions, worked out by hand -----------


def test_poison_corner_counts():
    start = POISON.initial()
    assert len(POISON.legal_moves(start)) == 28  # every cell
    after = POISON.play(start, POISON.parse("D2"))
    assert len(after.present) == 16 and len(POISON.legal_moves(after)) == 16
    after = POISON.play(after, POISON.parse("F1"))
    assert len(POISON.legal_moves(after)) == 14
    after = POISON.play(after, POISON.parse("B1"))  # leaves A1..A4 only
    assert sorted(POISON.notation(m) for m in POISON.legal_moves(after)) == ["A1", "A2", "A3", "A4"]


def test_row_removal_counts():
    start = ROWS.initial()
    assert len(ROWS.legal_moves(start)) == 3 + 4 + 5  # any count from any row
    after = ROWS.play(start, ROWS.parse("bottom row, 2"))
    assert after.counts == (3, 4, 3) and len(ROWS.legal_moves(after)) == 10


def test_polyomino_counts():
    start = POLY.initial()
    # covering A1: monomino 1, domino 2, straight 2, L 3 (the 2x2 block less one of its other cells), square 1
    assert len(POLY.legal_moves(start)) == 9
    after = POLY.play(start, POLY.parse("monomino A1"))
    # Black covering H8 from the opposite corner: the same nine placements, mirrored
    assert len(POLY.legal_moves(after)) == 9


# -- the facts of GAMES.md, replayed ------------------------------------------


def test_poison_corner_worked_example():
    game = load_game("poison-corner")
    d2, f1 = replay(game, game.examples[0])
    d2_gone = d2.before.present - d2.after.present
    f1_gone = f1.before.present - f1.after.present
    assert len(d2_gone) == 12 and (0, 0) in d2.after.present
    assert len(f1_gone) == 2 and {POISON.notation(c) for c in f1_gone} == {"F1", "G1"}


def test_row_removal_worked_example():
    game = load_game("row-removal")
    a, b = replay(game, game.examples[0])
    assert a.after.counts == (3, 4, 3) and b.after.counts == (3, 3, 3)
    (illegal,) = replay(game, game.examples[1])
    assert illegal.reason == "A turn crosses out circles in one row only"
    last = replay(game, game.examples[2])
    assert ROWS.outcome(last[-1].after) == last[-1].before.to_move  # the mover of the last circle wins


def test_polyomino_worked_example_and_area():
    game = load_game("corner-polyominoes")
    steps = replay(game, game.examples[0])
    assert steps[2].reason == "A2 shares a side with White's A1"
    assert steps[3].reason is None
    assert isinstance(POLY, Polyomino)
    assert POLY.total_area() == 1 + 2 + 3 + 3 + 4 == 13


def test_illegal_moves_say_why():
    with pytest.raises(IllegalMove, match=r"^D2 is already crossed out"):
        after = POISON.play(POISON.initial(), POISON.parse("A2"))
        POISON.play(after, POISON.parse("D2"))
    with pytest.raises(IllegalMove, match=r"^The bottom row has only 5 circles left$"):
        ROWS.play(ROWS.initial(), ROWS.parse("bottom row, 6"))
    with pytest.raises(IllegalMove, match=r"^White's first piece must cover A1$"):
        POLY.play(POLY.initial(), POLY.parse("monomino B2"))
    with pytest.raises(IllegalMove, match=r"^H9 is not on the board: cells go from A1 to H8$"):
        POLY.parse("domino H8+H9")


def test_a_wrong_example_stops_the_build():
    text = _bundled("poison-corner")
    broken = text.replace("removes = 12 }", "removes = 11 }", 1)
    with pytest.raises(KitError) as err:
        parse_game(broken, "mine.toml")
    assert str(err.value) == (
        "mine.toml: worked example 'Two turns from a full board', step 1 (D2): "
        "the file says it removes 11 cells, the rules say 12"
    )


def test_a_wrong_host_key_fact_stops_the_build():
    text = _bundled("corner-polyominoes")
    with pytest.raises(KitError, match=r"^mine.toml: host_key.area: the file says 14, the rules give 13$"):
        parse_game(text.replace("area = 13", "area = 14"), "mine.toml")


# -- properties -----------------------------------------------------------------


def _random_game(engine, data, limit=200):
    pos = engine.initial()
    for _ in range(limit):
        moves = engine.legal_moves(pos)
        if not moves:
            return pos
        move = data.draw(st.sampled_from(moves))
        pos = engine.play(pos, move)
        assert engine.notation(move) and engine.parse(engine.notation(move)) == move
    raise AssertionError("random play did not end")


@pytest.mark.parametrize("engine", ENGINES, ids=["grid", "rows", "poly"])
@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_random_play_ends_with_an_outcome(engine, data):
    end = _random_game(engine, data)
    assert engine.is_over(end)
    assert engine.outcome(end) is not None


@pytest.mark.parametrize("engine", ENGINES, ids=["grid", "rows", "poly"])
@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_no_legal_move_exactly_when_over(engine, data):
    pos = engine.initial()
    while True:
        moves = engine.legal_moves(pos)
        assert (not moves) == engine.is_over(pos) == (engine.outcome(pos) is not None)
        if not moves:
            break
        copy = pos
        snapshot = repr(pos)
        pos = engine.play(pos, data.draw(st.sampled_from(moves)))
        assert repr(copy) == snapshot, "play changed its input"


@pytest.mark.parametrize("engine", ENGINES, ids=["grid", "rows", "poly"])
@settings(max_examples=30, deadline=None)
@given(data=st.data())
def test_notation_round_trips(engine, data):
    moves = [m for m in engine.legal_moves(engine.initial()) if m != PASS]
    move = data.draw(st.sampled_from(moves))
    assert engine.parse(engine.notation(move)) == move


@settings(max_examples=30, deadline=None)
@given(st.integers(2, 9), st.integers(2, 9))
def test_any_grid_size_empties_one_cell_at_a_time(cols, rows):
    g = GridRemoval(cols, rows)
    pos = g.initial()
    turns = 0
    while not g.is_over(pos):
        # the cell furthest up and right: one cell a turn, the longest game
        pos = g.play(pos, max(pos.present, key=lambda c: (c[1], c[0])) if len(pos.present) > 1 else (0, 0))
        turns += 1
    assert turns == g.longest_game() == cols * rows


def test_row_removal_last_move_loses_variant():
    g = RowRemoval((1,), ("only",), "last-move-loses")
    end = g.play(g.initial(), g.parse("only row, 1"))
    assert g.outcome(end) == 1


def test_polyomino_pass_only_when_stuck():
    with pytest.raises(IllegalMove, match=r"^White can still place a piece, so White may not pass$"):
        POLY.play(POLY.initial(), PASS)
    tiny = Polyomino.from_params(
        {"columns": 2, "rows": 2, "starts": ["A1", "B2"], "pieces": [{"name": "monomino", "cells": ["A1"]}]}
    )
    pos = tiny.play(tiny.initial(), tiny.parse("monomino A1"))
    pos = tiny.play(pos, tiny.parse("monomino B2"))
    assert tiny.is_over(pos) and tiny.outcome(pos) == "draw"
