"""Round 19's cold readers (issue 24) on the shared words, read in built-in games and in the
readers' own games written from docs/games.md: a team that cannot agree takes turns member by
member; "void" is explained where it is first heard, once; the boards sharing a sheet are put
away and covered phase by phase, from the plan."""

from __future__ import annotations

import re

import pytest

from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from rule_texts import FOUR_ROWS, GARDEN_CORNERS, MAYA, composed_texts, flat

GAMES = {
    "poison-corner": lambda: load_game("poison-corner"),
    "long-corner": lambda: parse_game(MAYA, "maya.toml"),
    "corner-polyominoes": lambda: load_game("corner-polyominoes"),
    "garden": lambda: parse_game(GARDEN_CORNERS, "garden.toml"),
    "row-removal": lambda: load_game("row-removal"),
    "four-rows": lambda: parse_game(FOUR_ROWS, "fourrows.toml"),
}
SENTENCE = re.compile(r"(?<=[.?!:])\s+")


@pytest.fixture(scope="module")
def texts():
    """{game: (rules text flat, spoken rules)} at large print, composed once for the module."""
    out = {}
    for name, make in GAMES.items():
        _kit, text, script = composed_texts(make(), load_profile("large-print"))
        out[name] = (flat(text), script)
    return out


@pytest.mark.parametrize("name", GAMES)
def test_a_team_that_cannot_agree_takes_turns_member_by_member(texts, name):
    """LISTEN19 #1: "its players take turns to choose, one move each" was heard as the two teams'
    players in turn: one member chooses this move, the next member the next move."""
    for words in texts[name]:
        assert "If a team cannot agree, its members take turns to choose." in words, name
        assert "One member chooses this move, and the next member chooses the next move." in words, name
        assert "one move each" not in words


@pytest.mark.parametrize("name", GAMES)
def test_void_is_explained_where_it_is_first_heard_once(texts, name):
    """LISTEN19 #2: "says void" in Playing with a scribe came before Fixing a mistake said what a
    void mark is: the sentence after its first use says it, and no other sentence does."""
    for words in texts[name]:
        sentences = SENTENCE.split(words)
        first = next(i for i, s in enumerate(sentences) if re.search(r"\bvoid\b", s, re.IGNORECASE))
        assert sentences[first + 1] == "Void means that mark does not count.", (name, sentences[first : first + 2])
        assert words.count("Void means") == 1, name
