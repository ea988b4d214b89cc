"""Round 26's braille reader (issue 24, READER26 #1): the match record's example of cells left over
said "Red team's 5 cells" for pieces of 3, 3, 4, 4 and 4 cells, a count no round can leave. The
example's counts are sums of some of the game's own pieces, in the rules and on the record sheet:
read in the built-in game, the readers' Garden corners and piece sets a user might write."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose import compose
from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from accessible_kits.writers.rules_text import rules_text
from rule_texts import GARDEN_CORNERS, flat, left_over_counts

GARDEN_PIECES = GARDEN_CORNERS[GARDEN_CORNERS.index("pieces = [") : GARDEN_CORNERS.index("]\n[[examples]]") + 1]
SETS = {  # a user's piece sets: two dominoes only; a tromino and two tetrominoes
    "dominoes": 'pieces = [\n  { name = "pair", cells = ["A1", "B1"] },\n  { name = "twin", cells = ["A1", "A2"] },\n]',
    "big": 'pieces = [\n  { name = "ell", cells = ["A1", "A2", "B1"] },\n'
    '  { name = "block", cells = ["A1", "B1", "A2", "B2"] },\n  { name = "bar", cells = ["A1", "B1", "C1", "D1"] },\n]',
}


def games():
    out = {"corner-polyominoes": load_game("corner-polyominoes"), "garden": parse_game(GARDEN_CORNERS, "g.toml")}
    for name, pieces in SETS.items():
        text = GARDEN_CORNERS.replace(GARDEN_PIECES, pieces)
        text = text[: text.index("[[examples]]")]  # the examples placed the garden's own pieces
        out[name] = parse_game(text, f"{name}.toml")
    return out


GAMES = games()


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_cells_left_example_is_a_count_the_pieces_can_leave(name):
    game = GAMES[name]
    kit = compose(game, load_profile("large-print"))
    possible = left_over_counts(game)
    said = re.search(
        r"Cells left: how many cells each (?:side|player) has left, by name, "
        r"like .+? (\d+), .+? (\d+)\.",  # the match form's shape (READER29 #5)
        flat(rules_text(kit)),
    )
    # own names: no example in the rules, whose stand-in names were never met (LISTEN37 #21); the form's is checked
    own = "Cells left: each player's own name, then how many cells that player has left."
    assert said or own in flat(rules_text(kit)), name
    counts = {int(n) for n in said.groups()} if said else set()
    assert counts <= possible, (name, counts, sorted(possible))
    hints = [c.hint for r in kit.record_sheets for c in r.columns if c.name == "Cells left"]
    assert hints, name  # the match record's column
    hint = {int(n) for h in hints for n in re.findall(r"\d+", h)}
    assert hint <= possible, (name, hint)
