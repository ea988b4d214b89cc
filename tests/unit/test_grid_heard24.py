"""Round 24's cold listener and braille reader (issue 24) on the words every family shares and the
grid's: the stand-in names said before an example's first move, in one form for the grid and the
row games; a refused example move checked before it is called not allowed; the scribe's use of the
players' own names said without "also"; a team's turns said plainly; and a pen mark made again
beside a ring said in the marking words. Read in the built-in games and the readers' own games
(written from docs/games.md), and in the long corner with roles for names, printed and spoken."""

from __future__ import annotations

import pytest

from accessible_kits.games import parse_game
from accessible_kits.profile import load_profile
from rule_texts import MAYA, at_profiles, flat_texts, readers_games

LARGE = load_profile("large-print")
GAMES = {name: load() for name, load in readers_games().items()} | {
    "roles": parse_game(MAYA.replace('["Maya", "Theo"]', '["First player", "Second player"]'), "roles.toml"),
}
GRID = ("poison-corner", "long-corner", "roles")
GRID_ROLES = ("poison-corner", "roles")  # the grid games whose file names roles: the examples use stand-ins
PEN = ("poison-corner", "long-corner", "roles", "row-removal", "four-rows")  # large print: pen marks
# said once, before the first example's start, since LISTEN25 #5 (tests/unit/test_grid_heard25.py)
STAND_INS = "The worked examples use made-up names for the players: Sam and Ana. Sam makes each example's first move."


@pytest.fixture(scope="module")
def kits():
    """{(name, profile): (kit, rules text flat, script)} at large print."""
    return at_profiles(flat_texts, GAMES, (LARGE,))


def _texts(kits, name) -> tuple[str, str]:
    _, text, script = kits[name, "large-print"]
    return text, script


def _end_example(words: str) -> str:
    """The worked example in which the poison cell is chosen: from its "Example" title to the match's first words."""
    end = words.index("Play two rounds")
    return words[words.rindex("Example ", 0, words.rindex("the poison cell.", 0, end)) : end]


@pytest.mark.parametrize("name", GRID_ROLES)
def test_the_stand_in_names_come_before_the_example_s_first_move(kits, name):
    # "The player to move says: column A row 1. ... In this example, the player to move is Sam and the
    # other player is Ana." gave the names after the move: the listener re-mapped who was who (LISTEN24
    # #4, READER24 #14). Now said once, before the first example, and used from every first move on
    # (LISTEN25 #5), by the scribe's end words too.
    for words in _texts(kits, name):
        example = _end_example(words)
        assert words.count(STAND_INS) == 1 and words.index(STAND_INS) < words.index(example), example
        assert example.index("Sam says: ") < example.index("The scribe says: Sam chose")
        assert "The game is over. Ana wins." in example


def test_named_players_need_no_stand_ins(kits):
    for words in _texts(kits, "long-corner"):
        assert "In this example," not in words and "Sam" not in _end_example(words)


def test_the_row_games_name_the_stand_ins_in_the_grid_s_form(kits):
    # one form in both families (scribe_words.end_told): "If the other player is Sam, the scribe says:
    # ..." was the row games' own form of the same sentence
    for words in _texts(kits, "row-removal"):
        assert words.count(STAND_INS) == 1 and "If the other player is" not in words
        assert "The player to move says:" not in words and "Sam says: " in words  # by name from the first move
        assert "The scribe says: Ana crossed out the last circle. The game is over. Ana wins." in words


@pytest.mark.parametrize("name", GRID)
def test_a_refused_example_move_is_checked_before_it_is_called_not_allowed(kits, name):
    # "The second player says yes. That is not allowed." was heard as saying yes not allowed (LISTEN24 #2)
    for words in _texts(kits, name):
        assert "says yes. The scribe checks the move. That move is not allowed. The scribe says: that cell" in words
        assert "That is not allowed" not in words


@pytest.mark.parametrize("name", ("poison-corner", "roles", "row-removal"))
def test_the_scribe_s_own_names_are_said_without_also(kits, name):
    # "When speaking, the scribe also uses the players' own names": also as well as what? (LISTEN24 #3)
    for words in _texts(kits, name):
        assert words.count("Out loud, the scribe calls each player by their own name.") == 1  # LISTEN25 #6
        assert "also uses" not in words


@pytest.mark.parametrize("name", GAMES)
def test_a_team_that_cannot_agree_takes_turns_said_plainly(kits, name):
    # "One member chooses this move, and the next member chooses the next move": which move is "this",
    # and is "the next move" the other team's? (LISTEN24 #1)
    said = (
        "If a team cannot agree, its members take turns: "
        "one chooses this move, another chooses the team's next move, and so on."
    )
    assert len(said.split()) < 25
    for words in _texts(kits, name):
        assert words.count(said) == 1 and "the next member" not in words, name


@pytest.mark.parametrize("name", PEN)
def test_a_mark_made_again_beside_a_ring_is_said_in_the_marking_words(kits, name):
    # "If a later move marks a ringed place for real, mark it again beside the ring.": "ringed place" and
    # "for real" were unclear (LISTEN24 #12)
    # a grid's cell: not a letter's place (READER25 #4); a row's circle: any may be taken (LISTEN26 #3)
    spot = "circle" if name in ("row-removal", "four-rows") else "cell"
    said = (  # one idea a sentence (LISTEN34 #9, LISTEN35 #14: forms36)
        f"A {spot} whose wrong mark is ringed is still there. "
        f"If a later move crosses out that {spot}, make the new mark beside the ring."
    )
    for words in _texts(kits, name):
        assert words.count(f"{said} The new mark counts.") == 1 and "for real" not in words, name
