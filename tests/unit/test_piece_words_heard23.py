"""Round 23's readers on a polyomino kit (READER23 #3 to #6, #10; LISTEN23 #13, #18), read in the
built-in corner-polyominoes and the readers' Garden corners (people's names, start cells B2 and F6,
a zig-zag that a flip changes), at large print and at tactile."""

from __future__ import annotations

import re

import pytest

from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from rule_texts import GARDEN_CORNERS, composed_texts, flat

LARGE, TACTILE = load_profile("large-print"), load_profile("tactile")
GAMES = {"corner-polyominoes": load_game("corner-polyominoes"), "garden": parse_game(GARDEN_CORNERS, "garden.toml")}
TEXTS = [(name, profile) for name in GAMES for profile in (LARGE, TACTILE)]


@pytest.fixture(scope="module", params=TEXTS, ids=[f"{name}-{p.id}" for name, p in TEXTS])
def told(request):
    """(game, kit, rules text flat, rules script)."""
    name, profile = request.param
    kit, text, script = composed_texts(GAMES[name], profile)
    return GAMES[name], kit, flat(text), script


def _refusals(said: str, who: str) -> list[str]:
    """The scribe's words to a side, as the rules' example and the worked example give them."""
    found = re.findall(r"For example: (column [^.]+ shares a side with your own [^.]+\.(?: They are [^.]+\.)?)", said)
    found += re.findall(rf"That is not allowed\. The scribe says: (.+?) {who} chooses again\.", said)
    return found


def test_a_refusals_cells_are_printed_as_the_scribe_says_them(told):
    """READER23 #3, #4: the rule says a refusal names each cell as in a say-back, a sound-alike letter
    with its place, but the example printed "A2 shares a side with your own cell A1": print it as said."""
    game, _, text, script = told
    who = game.players[0]
    printed, said = _refusals(text, who), _refusals(script, who)
    assert len(printed) == 2 and printed == said, (printed, said)
    assert "a letter that sounds like another comes with its place." in text
    for words in printed:
        assert " with your own cell" in words and re.search(r"column \w, the \w+ column, row \d", words), words
        assert not re.search(r"\b[A-H]\d\b", words), words  # no cell written short, like A2
