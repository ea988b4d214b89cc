"""The worked examples a kit adds when a game's file shows no refused move or no game's end
(compose.examples.added): one of each that is missing, made by the family's engine, replayed
by games.replay like the file's own, told in the rules and drawn; none added to a file that
shows both."""

from __future__ import annotations

import re

import pytest

from accessible_kits import families
from accessible_kits.compose import compose, drawn_profile
from accessible_kits.compose.examples import END, REFUSED, added
from accessible_kits.compose.words import Twin
from accessible_kits.games import parse_game
from accessible_kits.profile import load_profile
from rule_texts import FOUR_ROWS

PROFILE = load_profile("large-print")

GRID = """
id = "small-grid"
title = "Small grid"
family = "grid-removal"
minutes = [5, 10]
[params]
columns = 5
rows = 3
"""

GARDEN = """
id = "garden"
title = "Garden"
family = "polyomino"
minutes = [10, 20]
players = ["Red team", "Blue team"]
[params]
columns = 6
rows = 6
starts = ["A1", "F6"]
pieces = [
  { name = "seed", cells = ["A1"] },
  { name = "bend", cells = ["A1", "B1", "B2"] },
]
[[examples]]
title = "First moves"
steps = [{ move = "bend A1+B1+B2" }, { move = "seed F6" }]
"""

BOTH = """
id = "both-rows"
title = "Both rows"
family = "row-removal"
minutes = [5, 10]
[params]
rows = [2, 3]
[[examples]]
title = "Too many"
steps = [{ move = "top row, 3", legal = false }]
[[examples]]
title = "The last circle"
start = "0-1"
steps = [{ move = "bottom row, 1", after = "0-0", wins = true }]
"""


def _added(text: str):
    game = parse_game(text, "user.toml")
    kit = compose(game, PROFILE)
    w = families.family(game.family).wording()(game, drawn_profile(game, PROFILE), kit.plan, Twin(touch=False))
    return game, kit, added(game, w)


@pytest.mark.parametrize("text", [FOUR_ROWS, GRID, GARDEN], ids=["row-removal", "grid-removal", "polyomino"])
def test_a_game_lacking_them_gets_a_refused_move_and_an_end_that_replay_in_its_engine(text):
    game, kit, extra = _added(text)
    kinds = [kind for _, _, kind in extra]
    assert kinds == [REFUSED, END]
    e = game.engine
    refused, end = (results for _, results, _ in extra)
    assert refused[-1].reason and all(not r.reason for r in refused[:-1])  # the refusal is the engine's own
    assert refused[-1].after == refused[-1].before  # it does not count: the board stays as it was
    assert e.is_over(end[-1].after) and not e.is_over(end[0].before)  # its last move ends the game
    assert kit.examples[-2:] and [x.title for x in kit.examples[-2:]] == [spec.title for spec, _, _ in extra]
    numbers = [x.number for x in kit.examples]
    assert numbers == list(range(1, len(game.examples) + 3))  # numbered on from the file's examples
    said = " ".join(line.text for line in kit.examples[-2].steps)
    # "That move is not allowed." after the check, where a family says it so (scribe_words.REFUSED_AFTER_CHECK)
    assert re.search(r"That (?:move )?is not allowed\.", said) and "A refused move does not count." in said
    end_words = " ".join(line.text for line in kit.examples[-1].steps)
    winner = e.outcome(end[-1].after)
    assert ("is a draw." if winner == "draw" else " wins.") in end_words  # the engine's result, said
    assert kit.examples[-1].diagrams, "the end example is drawn"
    host = [
        s.text for sec in kit.host_key for b in sec.blocks for line in getattr(b, "lines", ()) for s in line.sentences
    ]
    assert any("not allowed" in t for t in host)  # the host key answers the added examples too


def test_the_end_says_who_wins_as_the_engine_says_by_the_games_ending():
    _, kit, _ = _added(FOUR_ROWS)  # last-move-loses: the mover of the last circle loses
    words = " ".join(line.text for line in kit.examples[-1].steps)
    assert kit.examples[-1].title == "The last circle loses"
    # the scribe's end sentence: who took the last circle, and the other side wins
    assert "The scribe says: Owls team crossed out the last circle. The game is over. Badgers team wins." in words
    won, *_ = _added(FOUR_ROWS.replace('ending = "last-move-loses"', 'ending = "last-move-wins"'))[1].examples[-1:]
    assert won.title == "The last circle wins"


def test_a_game_that_shows_both_gets_none_added():
    game, kit, extra = _added(BOTH)
    assert extra == []
    assert len(kit.examples) == len(game.examples) == 2


def test_a_grid_refusal_is_a_cell_the_files_first_move_crossed_out():
    text = GRID + '[[examples]]\ntitle = "One turn"\nsteps = [{ move = "C2", removes = 6 }]\n'
    *_, extra = _added(text)
    (spec, results, kind), _ = extra
    assert kind == REFUSED and [s.move for s in spec.steps] == ["C2", "D3"]
    assert "already crossed out" in results[-1].reason


@pytest.mark.parametrize("text", [GARDEN, None], ids=["user-game", "corner-polyominoes"])
def test_a_polyomino_end_example_lists_each_piece_of_its_board_to_lay_it(text):
    """Round 15's braille reader had to split the end example's board (cells and owners) into
    pieces to lay it: each piece on it is said with its cells, and together they are the board."""
    from accessible_kits.families.polyomino.engine import Polyomino, normalise, orientations
    from accessible_kits.games import load_game

    game = parse_game(text, "garden.toml") if text else load_game("corner-polyominoes")
    kit = compose(game, PROFILE)
    w = families.family(game.family).wording()(game, drawn_profile(game, PROFILE), kit.plan, Twin(touch=False))
    extra = added(game, w)
    e = game.engine
    assert isinstance(e, Polyomino)
    start = next(results for _, results, kind in extra if kind == END)[0].before
    said = [s.text for line in kit.examples[-1].steps for s in line.sentences]
    assert "Here are the example's pieces, one by one." in said
    laid = []
    for player, move in start.placed:
        whose = game.players[player]
        line = f"{whose}'s {move.piece} covers " if not whose.endswith("s") else f"{whose}' {move.piece} covers "
        assert any(t.startswith(line) for t in said), line
        assert normalise(move.cells) in orientations(e.piece(move.piece).shape)  # a real piece's shape
        laid += [(c, player) for c in move.cells]
    assert sorted(laid) == sorted(start.owner)  # the pieces together are the board, every cell and owner
