"""The words of the rules, composed without building a kit: a pass, an illegal first step,
profile marks and spoken column names, and figures drawn from the replayed positions (moved
from tests/test_words.py, which keeps the tests on built kits and pages)."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose import compose
from accessible_kits.families.row_removal.engine import RowRemoval
from accessible_kits.games import load_game, parse_game
from accessible_kits.model import GridBoard, RowsBoard
from accessible_kits.profile import load_profile
from accessible_kits.render.figures import figure_svg
from accessible_kits.writers.rules_text import host_text
from conftest import GAMES
from rule_texts import composed_texts, flat

POLY_PASS = """id = "pass-poly"
title = "Pass polyominoes"
family = "polyomino"
minutes = [2, 5]
players = ["White", "Black"]
[params]
columns = 3
rows = 2
starts = ["A1", "B1"]
pieces = [ { name = "monomino", cells = ["A1"] }, { name = "domino", cells = ["A1", "B1"] } ]
[[examples]]
title = "Black has to pass"
steps = [ { move = "domino A1+B1" }, { move = "pass" }, { move = "monomino C2" } ]
"""

ILLEGAL_FIRST = """id = "rows-first"
title = "Rows first"
family = "row-removal"
minutes = [3, 6]
[params]
rows = [2, 3]
[[examples]]
title = "Too many"
steps = [ { move = "top row, 3", legal = false }, { move = "top row, 2", after = "0-3" } ]
"""


def test_a_polyomino_example_with_a_pass():
    kit, text, _ = composed_texts(parse_game(POLY_PASS, "pass.toml"), load_profile("standard"))
    assert "Black cannot place any piece, so Black says pass." in text
    # the move in the player's words, after the examples' first said back in full (LISTEN24 #9)
    said = r"White says: the monomino piece, column C row 2\. (?:\d+\. )?That move is allowed\. "
    # the cell as the scribe says it (LISTEN33 #6)
    assert re.search(
        said + r"It touches White's column B(?:, the second column,)? row 1 at a corner only\.", flat(text)
    )
    host = flat(host_text(kit))
    assert "Black passes: allowed." in host


def test_an_illegal_first_step():
    _, text, _ = composed_texts(parse_game(ILLEGAL_FIRST, "first.toml"), load_profile("standard"))
    t = flat(text)
    assert (
        "Start with a full board. "
        "2. Sam says: 3 circles from the top row. The scribe says: 3 circles from the top row. "
        "Sam says yes. The scribe checks the move. That move is not allowed." in t
    )
    assert "Next," not in t  # nothing came before: a refused first move is not "next"
    assert "Sam chooses again." in t and "The first player" not in t[t.index("Example 1") :]
    # the refusal said as the scribe's words, as the scribe section quotes it (a cold listener, round 18)
    assert "That move is not allowed. The scribe says: that row has only two circles left. Sam" in t
    assert "zero cells" not in t and "Read back: the top row has 0 circles and the bottom row has 3 circles." in t


def test_profile_marks_reach_the_words(tmp_path):
    f = tmp_path / "ox.toml"
    f.write_text('extends = "standard"\nmarks = { white = "O", black = "X" }\n')
    _, text, _ = composed_texts(load_game("corner-polyominoes"), load_profile(str(f)))
    t = flat(text)
    assert "White's pieces show the mark O, and Black's show the mark X" in t and "pieces marked O" in t
    bare = re.sub(r"\bcolumn [A-Z] ", "", t.replace("B2", ""))  # column B is a column, never a mark
    assert " W " not in bare and " B " not in bare


def test_spoken_column_names(tmp_path):
    f = tmp_path / "nato.toml"
    f.write_text('extends = "standard"\n[speech]\ncolumn_names = "nato"\n')
    _, text, script = composed_texts(load_game("poison-corner"), load_profile(str(f)))
    # a column said by its word needs no place: Delta and Golf do not rhyme
    assert "a player chooses Delta 2. That crosses out column Delta across to column Golf, in rows 2, 3 and 4" in script
    assert "D is Delta" in text and "chooses D2. That crosses out column D across to column G" in flat(text)
    short = tmp_path / "short.toml"
    short.write_text('extends = "standard"\n[speech]\ncolumn_names = ["ant", "bee"]\n')
    from accessible_kits.errors import KitError

    with pytest.raises(KitError, match=r"short.toml: speech.column_names: .* has 7 columns"):
        compose(load_game("poison-corner"), load_profile(str(short)))


@pytest.mark.parametrize("game", GAMES)
def test_figures_are_drawn_from_the_replayed_positions(game):
    g = load_game(game)
    p = load_profile("large-print")
    kit = compose(g, p)
    from accessible_kits.fonts import Metrics

    m = Metrics(p.font)
    boards = [d for ex in kit.examples for d in ex.diagrams]
    assert boards
    replays = [r for results in g.replays for r in results]
    for i, board in enumerate(boards):
        svg = figure_svg(board, p, m, f"f{i}")
        new, old = svg.count('class="mark-new"'), svg.count('class="mark-old"')
        if isinstance(board, GridBoard):
            roles = dict(board.roles)
            assert new == sum(1 for r in roles.values() if r in ("new-crossed", "chosen"))
            assert old == sum(1 for r in roles.values() if r == "crossed")
        else:
            assert isinstance(board, RowsBoard)
            assert new == sum(board.new) and old == sum(board.crossed) - sum(board.new)
    if game == "poison-corner":  # every After diagram matches the engine's position
        after = {b.label: b for b in boards if b.label.startswith("After")}
        for r in replays:
            if r.reason:
                continue
            b = after[f"After {g.engine.notation(r.move)}"]
            assert isinstance(b, GridBoard)
            gone = {c for c, role in b.roles if role in ("crossed", "new-crossed", "chosen")}
            assert gone == set(g.engine.initial().present) - r.after.present
            assert {c for c, role in b.roles if role in ("new-crossed", "chosen")} == r.before.present - r.after.present
    if game == "row-removal":
        engine = g.engine
        assert isinstance(engine, RowRemoval)
        for b in boards:
            if b.label.startswith("After"):
                assert isinstance(b, RowsBoard)
                r = next(
                    r
                    for r in replays
                    if not r.reason
                    and f"After {r.move[0][1]} from the {engine.row_names[r.move[0][0]]} row" == b.label  # named rows
                    and tuple(s - c for s, c in zip(engine.sizes, r.after.counts, strict=True)) == b.crossed
                )
                assert sum(b.new) == r.move[0][1]
