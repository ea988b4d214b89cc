"""Round 17's cold listener (issue 24) on the printing words, read in the built-in piece game and
in user games written from docs/games.md, at large print: a split board's joining names each
dashed line and each glue flap once, as many as the plan's parts have, and which cut edge lies on
which flap; a board the pieces come off names a spare to print, its pages from the plan."""

from __future__ import annotations

import re

import pytest

from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from accessible_kits.render.layout import joins
from rule_texts import GARDEN_CORNERS, composed_texts, flat, spoiled_words

LARGE = load_profile("large-print")
# the listener's garden on a 10 by 10 board: too big for a sheet both ways, so four parts and four joins
BIG_GARDEN = GARDEN_CORNERS.replace("columns = 7", "columns = 10").replace("rows = 7", "rows = 10")
GAMES = {
    "corner-polyominoes": lambda: load_game("corner-polyominoes"),
    "garden": lambda: parse_game(GARDEN_CORNERS, "garden.toml"),
    "big-garden": lambda: parse_game(BIG_GARDEN, "big.toml"),
}
NUMBER = r"(\d+)"


def _seams(tiles) -> set[tuple[str, int, str, int]]:
    """The plan's joins: (the cut edge, its part, the edge with the glue flap, the part with it),
    a cut part laid on the part to its left or above it (render.layout.joins)."""
    out = set()
    for n, tile in enumerate(tiles, 1):
        for edge, how in joins(tiles, tile).items():
            if how != "trim":
                continue
            flap = "right" if edge == "left" else "bottom"
            (m,) = [
                k
                for k, t in enumerate(tiles, 1)
                if joins(tiles, t).get(flap) == "flap"
                and (
                    (edge == "left" and t.rows == tile.rows and max(t.columns) + 1 == min(tile.columns))
                    or (edge == "top" and t.columns == tile.columns and min(t.rows) == max(tile.rows) + 1)
                )
            ]
            out.add((edge, n, flap, m))
    return out


@pytest.mark.parametrize("name", GAMES)
def test_a_split_board_names_each_cut_and_each_flap_once(name):
    kit, text, script = composed_texts(GAMES[name](), LARGE)
    words = flat(text)
    tiles = kit.plan.tiles
    assert len(tiles) == (4 if name == "big-garden" else 2)
    seams = _seams(tiles)
    # each dashed line: the part it is on and its edge, as the plan cuts them
    cuts = re.findall(rf"cut part {NUMBER} along the dashed lines? at its (\w+)(?: and (\w+))? edges?, ", words)
    said = {(edge, int(n)) for n, *edges in cuts for edge in edges if edge}
    assert said == {(edge, n) for edge, n, _, _ in seams}, cuts
    assert sum(1 for n, *edges in cuts for edge in edges if edge) == len(seams)  # each line once
    # each cut edge laid on the flap of the part before it, as the plan joins them
    lays = re.findall(rf"[Ll]ay the (\w+) edge of part {NUMBER} on the flap at the (\w+) edge of part {NUMBER}", words)
    assert sorted((e, int(n), f, int(m)) for e, n, f, m in lays) == sorted(seams), lays
    if len(seams) == 1:  # one line and one flap: never "the dashed lines", "the glue flaps" (round 17)
        ((_, _, flap, part),) = seams
        assert f"Then find the glue flap, outside the board at the {flap} edge of part {part}." in words
        assert "dashed lines" not in words and "glue flaps" not in words
        assert "Once joined, the flap hides no cell of the board." in words
    else:
        assert f"Then find the {len(seams)} glue flaps, outside the board." in words
    # the tools and the making ready say cut, as the sheets do: "trim" was never explained
    assert not re.search(r"\btrim", words, re.IGNORECASE) and not re.search(r"\btrim", script, re.IGNORECASE)
    assert "Scissors, to cut out the pieces and cut the board's parts ready to join." in words


@pytest.mark.parametrize("name", ["corner-polyominoes", "garden"])
def test_a_board_the_pieces_come_off_names_a_spare_to_print(name):
    kit, text, script = composed_texts(GAMES[name](), LARGE)
    prep = kit.preparation
    assert not prep.marks_stay and prep.boards == prep.boards_needed == 1  # no spare printed
    words = flat(text)
    # every round on the same board (READER28 #41), then the spare's pages from the plan (round 17's listener)
    assert f"take every piece off the board. {spoiled_words(prep)}" in words  # two sentences (READER37 #3)
    assert "Both rounds are played on the same board. Before each round, take every piece off the board." in words
    assert (
        "No spare board is printed ahead. Only if the board is spoiled, print pages two and three of kit.pdf once more."
    ) in script
    # and how to make it ready, where the board is in parts
    assert "If you print the board again, cut and join it the same way." in words
