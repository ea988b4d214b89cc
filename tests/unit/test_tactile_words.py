"""What a tactile profile says and warns in words, without drawing or embossing (moved from
tests/test_tactile.py, which measures the raised sheets of built kits)."""

from __future__ import annotations

from accessible_kits.games import load_game
from accessible_kits.profile import FLAT_INK_MIN_LUMINANCE, load_profile, report


def test_flat_ink_too_dark_is_warned(tmp_path):
    dark = tmp_path / "dark-ink.toml"
    dark.write_text('extends = "tactile"\nflat_ink = "#555555"\n')
    lines = report(load_profile(str(dark)))
    assert any(line.startswith("warning: flat_ink #555555") for line in lines)
    ok = [line for line in report(load_profile("tactile")) if "stays flat" in line]
    assert ok and f"at least {FLAT_INK_MIN_LUMINANCE:g}" in ok[0]
    assert not any("swell paper" in line for line in report(load_profile("large-print"))), (
        "only braille profiles raise sheets"
    )


def test_raised_pieces_are_flipped_only_when_a_shape_needs_it():
    """A swell paper piece is raised on one side: one rule, kept raised side up and turned ("You may ... flip
    it over" beside "keep its raised side up" read as a clash, READER20 #15). The built-in pieces all match
    their mirror image by turning, so none needs flipping; a piece set with an S shape names it, and says
    how to lay its flipped shape."""
    from dataclasses import replace

    from accessible_kits.compose.words import Voice
    from accessible_kits.families.polyomino.engine import Polyomino, Shape
    from accessible_kits.families.polyomino.wording import Wording

    game, p = load_game("corner-polyominoes"), load_profile("tactile")
    # flip_by_touch reads no sheet plan: none is made
    said_words = Wording(game, p, None, Voice(touch=True)).flip_by_touch()  # type: ignore[arg-type]
    # turned raised side up, and no flip needed: "You may ... flip it over" then "Keep each piece raised side
    # up" read as a clash (READER24 #1); the rule that a flip is allowed first, in other words (READER25 #8)
    assert said_words == (
        "The rules let you turn a piece or flip it. A flip is never needed: a turn makes every shape a flip makes. "
        "So keep each piece raised side up, and just turn it."
    )
    assert "flip it over" not in said_words and "You may" not in said_words
    s = Shape("S tetromino", frozenset({(0, 0), (1, 0), (1, 1), (2, 1)}))
    engine = game.engine
    assert isinstance(engine, Polyomino)
    game = replace(game, engine=replace(engine, pieces=(*engine.pieces, s)))
    said_words = Wording(game, p, None, Voice(touch=True)).flip_by_touch()  # type: ignore[arg-type]
    # the one a flip changes is named, and how to lay its flipped shape said ("unless you flip the
    # zig-zag" was read as "only the zig-zag may be flipped": round 13)
    assert said_words == (
        "You may turn a piece around or flip it over. "
        "Flipping gives a new shape only for the S tetromino. "
        "Every other piece can be turned to match its flipped shape. "  # (LISTEN31 #18)
        # the piece named, and what a flip gives it (READER25 #9)
        "Flip the S tetromino only to get its mirror shape. Then it lies raised side down, with its marks "
        "underneath. It still counts as yours. Otherwise, keep every piece raised side up. "
        "For a piece with no mark on top, ask the scribe whose it is."  # beside the flip (READER26 #12)
    )
    seen = Wording(game, load_profile("large-print"), None, Voice()).flip_by_eye()  # type: ignore[arg-type]
    assert (
        seen == "You may turn a piece around or flip it over. Flipping gives a new shape only for the S tetromino. "
        "Every other piece can be turned to match its flipped shape."
    )
    only_s = replace(game, engine=replace(engine, pieces=(s,)))
    said_words = Wording(only_s, p, None, Voice(touch=True)).flip_by_touch()  # type: ignore[arg-type]
    assert "Flipping any piece gives a new shape, one that turning cannot make. Flip the S tetromino only" in said_words
    z = Shape("Z tetromino", frozenset({(0, 1), (1, 1), (1, 0), (2, 0)}))
    two = replace(game, engine=replace(engine, pieces=(s, z, *engine.pieces)))
    said_words = Wording(two, p, None, Voice(touch=True)).flip_by_touch()  # type: ignore[arg-type]
    assert (
        "Flipping gives a new shape only for the S tetromino and the Z tetromino. Every other piece can" in said_words
    )
    assert "Flip one of them only to get its mirror shape. Then it lies raised side down," in said_words


def test_the_keys_call_a_board_cell_a_cell():
    """A piece may be called a square ("big square", corner-polyominoes): the raised sheets' key says
    what a board cell feels like without the word, so "square" never means two things (round 15)."""
    import re

    from accessible_kits.families.polyomino.engine import Polyomino
    from accessible_kits.render.tactile import KEY_WORDS

    engine = load_game("corner-polyominoes").engine
    assert isinstance(engine, Polyomino)
    pieces = {p.name for p in engine.pieces}
    assert "big square" in pieces
    for name, words in KEY_WORDS.items():
        assert not re.search(r"\bsquares?\b", words), f"{name}: {words}"
    assert KEY_WORDS["empty"] == "Empty outline: a cell not covered yet."
