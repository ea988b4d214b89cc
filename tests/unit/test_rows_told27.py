"""Round 27's braille reader (issue 24, READER27 #13): "Always say a number, even to take every circle
left in the row." gave the scribe no words for a player who says "all". The scribe asks how many, in
every row game: read in the built-in game and the readers' Four rows, printed and spoken, at large
print and tactile."""

from __future__ import annotations

import pytest

from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from rule_texts import FOUR_ROWS, composed_texts, flat

GAMES = {"row-removal": lambda: load_game("row-removal"), "four-rows": lambda: parse_game(FOUR_ROWS, "f.toml")}
CASES = [(g, p) for g in GAMES for p in ("large-print", "tactile")]
# the move's own verb, cross out or cover, not "take" (task rows29: by touch, tokens are taken off)
SAID = (
    "Always say a number, even to {} every circle left in the row. "
    "If a player says all, the scribe asks: how many circles?"
)


@pytest.fixture(scope="module")
def texts():
    """{(game, profile): (rules text flat, script)}, composed once (the tactile labels' braille is
    measured by liblouis, outside the fast tier's function-scoped guard, as its other word tests')."""
    out = {}
    for g, p in CASES:
        _, text, script = composed_texts(GAMES[g](), load_profile(p))
        out[g, p] = (flat(text), script)
    return out


@pytest.mark.parametrize(("name", "profile"), CASES)
def test_the_scribe_asks_how_many_when_a_player_says_all(texts, name, profile):
    text, script = texts[name, profile]
    said = SAID.format("cover" if profile == "tactile" else "cross out")
    assert said in text and said in script
