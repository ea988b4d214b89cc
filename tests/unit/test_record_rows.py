"""Record sheets hold the longest game, passes included, and the words say only what the sheets
show: the scribe ticks a box only where the record sheet has one, by its column's heading, and
the quick reference's pages are counted from the pages drawn of it."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from accessible_kits.compose import compose
from accessible_kits.compose.scribe_words import braille_record, record_step, tick_line
from accessible_kits.compose.words import Voice
from accessible_kits.families.polyomino.engine import PASS, Polyomino
from accessible_kits.games import load_game
from accessible_kits.model import Column, Para, RecordSheet, Steps
from accessible_kits.preparation import ROUNDS
from accessible_kits.profile import load_profile
from accessible_kits.render.pages import kit_pages

GAMES = ("poison-corner", "row-removal", "corner-polyominoes")
PROFILES = ("standard", "large-print", "high-contrast")  # tactile needs liblouis: tests/test_records.py
SHAPES = {
    "monomino": ["A1"],
    "domino": ["A1", "B1"],
    "straight triomino": ["A1", "B1", "C1"],
    "L triomino": ["A1", "B1", "A2"],
    "big square": ["A1", "B1", "A2", "B2"],
    "T tetromino": ["A1", "B1", "C1", "B2"],
}


def table_turns(engine, moves: list) -> int:
    """Turns written on the record of a game the engine played: its moves. A polyomino game ends at
    once when neither player can place (the rules: nobody says or writes a pass then), so no closing
    passes are written (READER36: two more were counted)."""
    return len(moves)


def random_game(engine, rng: random.Random) -> list:
    """Legal moves chosen at random until the engine says the game is over."""
    pos, moves = engine.initial(), []
    while not engine.is_over(pos):
        move = rng.choice(engine.legal_moves(pos))
        pos = engine.play(pos, move)
        moves.append(move)
    return moves


def longest_line(engine) -> list:
    """The longest game the engine is led to: grid removal takes the cell furthest up and right
    (only itself), row removal one circle a turn; polyominoes the longest of seeded random games."""
    if isinstance(engine, Polyomino):
        return max((random_game(engine, random.Random(seed)) for seed in range(40)), key=len)
    pos, moves = engine.initial(), []
    while not engine.is_over(pos):
        legal = engine.legal_moves(pos)
        move = min(legal, key=lambda m: m[0][1]) if isinstance(legal[0], tuple) and len(legal[0]) == 1 else None
        if move is None:  # a grid: the cell that takes only itself, the poison cell last
            rest = [c for c in legal if c != (0, 0)]
            move = max(rest, key=lambda c: (c[1], c[0])) if rest else (0, 0)
        pos = engine.play(pos, move)
        moves.append(move)
    return moves


def record_rows(pages, title: str) -> int:
    """The blank rows of one record table over all its pages, as each page's description says."""
    found = 0
    for page in pages:
        if page.id.startswith("records-"):
            found += sum(
                int(n)
                for n in re.findall(
                    rf"{title}: a table with the columns [^.]*?, and (\d+) blank rows", page.description
                )
            )
    return found


@pytest.mark.parametrize("game_id", GAMES)
def test_the_longest_line_fits_the_sheet(game_id):
    """The longest line the engine is led to reaches the bound it states, and the record sheet of
    each round, as drawn over its pages, has a row for every turn of it."""
    game = load_game(game_id)
    engine = game.engine
    turns = table_turns(engine, longest_line(engine))
    assert turns == engine.longest_game(), "the bound is the longest game, not more"
    for profile_id in ("large-print", "high-contrast"):
        profile = load_profile(profile_id)
        kit = compose(game, profile)
        record = kit.record_sheets[0]
        assert record.columns[0].name == "Turn"
        assert record.rows == engine.longest_game() + record.spare  # and lines for turns written again (forms36)
        pages = kit_pages(kit, profile)
        for n in range(1, ROUNDS + 1):  # each round's table has a row for every turn
            assert record_rows(pages, f"{record.title}, round {n}") == record.rows >= turns


@settings(max_examples=60, deadline=None)
@given(
    cols=st.integers(2, 6),
    rows=st.integers(2, 6),
    names=st.lists(st.sampled_from(sorted(SHAPES)), min_size=1, max_size=6, unique=True),
    seed=st.integers(0, 10_000),
)
def test_polyomino_games_with_passes_stay_within_the_bound(cols, rows, names, seed):
    """Random games on small boards, where a player is often stuck and passes while the other
    still places: every game, with its closing passes, fits the bound; once a player passes it
    never places again (the step the bound's proof rests on)."""
    engine = Polyomino.from_params(
        {
            "columns": cols,
            "rows": rows,
            "starts": ["A1", f"{chr(64 + cols)}{rows}"],
            "pieces": [{"name": n, "cells": SHAPES[n]} for n in names],
        }
    )
    moves = random_game(engine, random.Random(seed))
    assert table_turns(engine, moves) <= engine.longest_game()
    for player in (0, 1):
        own = moves[player::2]
        if PASS in own:
            assert all(m == PASS for m in own[own.index(PASS) :])


def test_a_game_with_passes_reaches_the_sheets_last_row():
    """White is shut in after one piece and passes; Black places every piece: 2 x pieces turns, and
    the game ends at once, with no closing pass written. The bound is reached exactly."""
    engine = Polyomino.from_params(
        {
            "columns": 4,
            "rows": 4,
            "starts": ["A1", "D4"],
            "pieces": [{"name": "monomino", "cells": ["A1"]}, {"name": "big square", "cells": SHAPES["big square"]}],
        }
    )
    line = ["monomino A1", "big square C3+D3+C4+D4", "pass", "monomino B2"]
    pos = engine.initial()
    for text in line:
        pos = engine.play(pos, engine.parse(text))
    assert engine.is_over(pos)
    assert table_turns(engine, line) == engine.longest_game() == 4


def scribe_steps(kit) -> tuple[str, ...]:
    """The printed steps of the kit's scribe protocol."""
    (section,) = [s for s in kit.sections if s.id == "scribe"]
    (steps,) = [b for b in section.blocks if isinstance(b, Steps)]
    return steps.items


@pytest.mark.parametrize("profile_id", PROFILES)
@pytest.mark.parametrize("game_id", GAMES)
def test_the_scribe_ticks_only_the_boxes_the_sheet_has(game_id, profile_id):
    """The paragraph after the record sheet's columns names each tick column of the sheet the pages
    are drawn from, by its heading (not the last step: heard before the columns, LISTEN28 #6), and no
    box at all on a sheet without one; the braille paragraph names the form's own file."""
    kit = compose(load_game(game_id), load_profile(profile_id))
    record = kit.record_sheets[0]
    ticks = [c.name for c in record.columns if c.tick]
    assert scribe_steps(kit)[-1] == "The scribe writes the turn on the record sheet."
    (section,) = [s for s in kit.sections if s.id == "scribe"]
    paras = [text for b in section.blocks if isinstance(b, Para) for text in _lines(b)]
    ticked = [p for p in paras if "the scribe ticks" in p.lower()]
    assert len(ticked) == bool(ticks)
    for name in ticks:
        assert f"ticks the {name} box" in ticked[0]
    assert "read back box" not in " ".join(text for s in kit.sections for b in s.blocks for text in _lines(b))


def _lines(block) -> tuple[str, ...]:
    """A block's printed paragraphs or items."""
    items = getattr(block, "items", None)
    if items is not None:
        return items
    return (block.text,) if isinstance(block, Para) else ()  # an example's lines are its own


def test_record_step_names_each_box():
    """A sheet of a user's game with two tick columns, or none: the line after its columns says so."""
    sheet = RecordSheet("record", "Record sheet", "", (Column("Turn", 1), Column("A", 1, tick=True)), 3)
    two = RecordSheet("record", "Record sheet", "", (*sheet.columns, Column("B", 1, tick=True)), 3)
    none = RecordSheet("record", "Record sheet", "", sheet.columns[:1], 3)
    v = Voice()
    assert tick_line(sheet) == "On each turn's line, the scribe ticks the A box."
    assert tick_line(two) == "On each turn's line, the scribe ticks the A and B boxes."
    assert tick_line(none) == "" and record_step(v, none) == "The scribe writes the turn on the record sheet."
    assert braille_record(two).endswith("Write yes in place of ticking the A and B boxes.")
    assert "tick" not in braille_record(none) and "the file record.brf" in braille_record(none)


@pytest.mark.parametrize("profile_id", ("standard", "large-print", "high-contrast"))
@pytest.mark.parametrize("game_id", GAMES)
def test_the_quick_reference_pages_are_counted_from_its_pages(game_id, profile_id):
    """The sheets section states the quick reference's pages as drawn (summary.pdf is made of
    exactly the pages whose id starts with summary)."""
    profile = load_profile(profile_id)
    kit = compose(load_game(game_id), profile)
    drawn = sum(1 for p in kit_pages(kit, profile) if p.id.startswith("summary"))
    (section,) = [s for s in kit.sections if s.id == "sheets"]
    words = " ".join(text for b in section.blocks for text in _lines(b))
    page_words = f"{drawn} page{'s' if drawn > 1 else ''}"
    assert f"The quick reference: the rules in short, on {page_words}." in words
    assert "on one page" not in words or drawn == 1


def test_a_big_text_size_is_counted_too(tmp_path):
    """A profile of one's own with a text size that sends the quick reference over pages: the
    words follow the pages, not a number typed into a sentence."""
    path = tmp_path / "huge-text.toml"
    path.write_text('extends = "large-print"\ntext_size = "25pt"\nheading_size = "30pt"\n')
    profile = load_profile(str(path))
    kit = compose(load_game("corner-polyominoes"), profile)
    drawn = sum(1 for p in kit_pages(kit, profile) if p.id.startswith("summary"))
    (section,) = [s for s in kit.sections if s.id == "sheets"]
    words = " ".join(text for b in section.blocks for text in _lines(b))
    assert drawn >= 2
    assert f"The quick reference: the rules in short, on {drawn} pages." in words
