"""Issue 24, round 7's words for the grid and polyomino games: the whole board read back row by
row (checked against the engine's positions on random games), round two's swap said with the
game's own names, "left" only ever a direction in poison corner, and the words to ask with."""

from __future__ import annotations

import random
import re

import pytest

from accessible_kits import families
from accessible_kits.compose import compose, scribe_words
from accessible_kits.compose.words import Voice
from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from accessible_kits.writers.rules_text import summary_text
from rule_texts import composed_texts, flat

LARGE = load_profile("large-print")
GARDEN = """
id = "garden-corners"
title = "Garden corners"
family = "polyomino"
minutes = [10, 20]
players = [PLAYERS]

[params]
columns = 7
rows = 7
starts = ["A1", "G7"]
pieces = [
  { name = "seed", cells = ["A1"] },
  { name = "stick", cells = ["A1", "A2", "A3"] },
  { name = "block", cells = ["A1", "B1", "A2", "B2"] },
]
"""


def _wording(game, profile=LARGE):
    """The family's wording in the print voice, on the sheet plan the kit is drawn from."""
    plan = compose(game, profile).plan
    return families.family(game.family).wording()(game, profile, plan, Voice())


def _read(said: str) -> dict:
    """A whole board read back, parsed: {(column, row): player's name}. A row is "Row 2: ...", one sentence however
    long, its items apart by semicolons: one shape every row (LISTEN30 #22, READER31 #15), never cut by a full
    stop, which every cold reader took for the row's end (rounds 33 to 35)."""
    out = {}
    rows = re.split(r"(?:^| )Row (\d+): ", said)[1:]  # no row's count first: every row opens "Row 6:" (LISTEN35)
    for row, told in zip(rows[::2], rows[1::2], strict=True):
        listed = told.split(" No cells covered yet")[0].removesuffix(".")  # a player with none, after the rows
        # each item "column B, the second column, White" or "column F, Black", items apart by semicolons only:
        # a full stop inside a row fails the item's match
        for item in re.split(r"; (?:and )?", listed):
            m = re.fullmatch(r"column ([A-Z])(?:, the [a-z-]+ column)?, (.+)", item)
            assert m, item
            column, who = m.groups()
            out[(ord(column) - 65, int(row) - 1)] = who
    return out


@pytest.mark.parametrize("seed", range(6))
def test_the_whole_board_read_back_is_every_covered_cell_row_by_row(seed):
    game = load_game("corner-polyominoes")
    w, e = _wording(game), game.engine
    pos, rng = e.initial(), random.Random(seed)
    while not e.is_over(pos):
        said = w.whole_board(pos)
        assert _read(said) == {cell: w.who(p) for cell, p in pos.owner}, said
        rows = [int(r) for r in re.findall(r"Row (\d+):", said)]
        assert rows == sorted(set(rows), reverse=True), "each row once, from the top row down"
        for p in (0, 1):  # a player with nothing on a board that has pieces is said to have nothing
            none = bool(pos.owner) and not pos.cells_of(p)
            assert (f"No cells covered yet for {w.who(p)}." in said) == none, said
        assert (said == "No cell is covered yet.") == (not pos.owner)
        for sentence in said.split(". "):  # the words around a row's list, its list one item (tests/test_rules.py)
            assert len(re.sub(r"(?<=^Row \d: ).*", "", sentence).split()) <= 25, sentence
        pos = e.play(pos, rng.choice(sorted(e.legal_moves(pos), key=str)))


@pytest.mark.parametrize(
    ("players", "second", "starter"),
    [
        # the colours swapped, never heard as sets handed across (LISTEN37 #20)
        (
            '"White", "Black"',
            "swap colours: whoever played Black now plays White, and goes first.",
            "whoever played Black",
        ),
        (
            '"Red team", "Blue team"',
            "swap colours: whoever played Blue team now plays Red team, and goes first.",
            "whoever played Blue team",
        ),
        (  # people keep their pieces and marks, and swap start cells (round 11)
            '"Ana", "Ben"',
            "each player keeps the same pieces, and the players swap start cells. Ben goes first, from",
            "Ben",
        ),
        (
            '"First player", "Second player"',
            "The player who went second in the first round now goes first",
            "the player who went second",
        ),
    ],
)
def test_round_two_says_who_takes_which_pieces_and_starts(players, second, starter):
    game = parse_game(GARDEN.replace("PLAYERS", players), "garden.toml")
    kit, text, _script = composed_texts(game, LARGE)
    t = flat(text)
    assert "In the second round, " in t and second in t
    assert "the other goes first" not in t and "swap sides" not in t
    quick = flat(summary_text(kit))
    # the quick reference says who starts round 1 too (round 15's braille reader found none)
    if starter == "Ben":  # each round's starter, and each round's start cells in the turn's line (round 17)
        assert "A match is two rounds. Ana goes first in round 1, and Ben in round 2. Equal points" in quick
        assert (
            "In the first round, Ana's is A1, and Ben's is G7. In the second round, Ana's is G7, and Ben's is A1."
            in quick
        )
    elif starter.startswith("whoever played"):  # sides: the starting side's pieces change hands
        first = players.split('"')[1]
        assert f"A match is two rounds. {first} goes first. In round 2, whoever went second plays {first}." in quick
    else:
        assert f"In round 2, the players swap pieces, and {starter} goes first." in quick


def test_poison_corner_says_left_only_as_a_direction():
    _, text, script = composed_texts(load_game("poison-corner"), LARGE)
    for words in (flat(text), script):
        assert not re.search(r"\b(?:has|have|cells|cell|is|are) left\b(?! of| column| to| cell)", words)
        assert "how many cells each row still has, from the top row down" in words
        assert "Your cell is its bottom left corner." in words  # the direction stays (grid40)


@pytest.mark.parametrize("game", ["poison-corner", "corner-polyominoes", "row-removal"])
def test_every_family_gives_the_words_to_ask_for_a_read_back(game):
    _, _text, script = composed_texts(load_game(game), LARGE)
    # one way to ask: where the read back is the board's counts, the last one is the board now (round 11)
    # the piece games' by words of their own: "read back, please" gives the whole board elsewhere (round 20)
    asks = ("To hear the last read back again, a player says: last move, please.", scribe_words.ASK_NOW)
    assert sum(script.count(a) for a in asks) == 1
    if game == "corner-polyominoes":
        assert "a player says: whole board, please." in script and "by saying: pieces left, please." in script
        # beside the read back, which here is the last move only (round 15's braille reader)
        # and says it is not the whole board (round 18)
        assert (
            "last move, please. It repeats only the last move's read back, not the whole board. "
            "For the whole board, a player says: whole board, please."
        ) in script
        assert "read back, please" not in script
    assert "marks the sheet" not in script and "puts each move on the board" in script
