"""Round 25's cold listener and braille reader (issue 24) on the words every family shares and the
grid's: the worked examples call the players by the stand-in names from the first move on, said once
(LISTEN25 #5, READER25 #3); the match record's points say whose (LISTEN25 #1); a team's say-back is
answered by who said the move (LISTEN25 #2); the scribe's part said in the order it happens (LISTEN25
#3); the scribe's own names said without "in both rounds" (LISTEN25 #6); a ringed grid cell called a
cell (READER25 #4); every example that ends on a refused move ends alike (READER25 #2); and the read
back's count said to hold the poison cell (READER25 #17). Read in the built-in games, the readers' own
(written from docs/games.md) and the long corner and four rows played by roles, printed and spoken."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.scribe_words import PEOPLE
from accessible_kits.families import family
from accessible_kits.games import parse_game
from accessible_kits.profile import load_profile
from rule_texts import FOUR_ROWS, MAYA, at_profiles, flat_texts, readers_games

LARGE, TACTILE = load_profile("large-print"), load_profile("tactile")
GAMES = {name: load() for name, load in readers_games().items()} | {
    "grid-roles": parse_game(MAYA.replace('["Maya", "Theo"]', '["First player", "Second player"]'), "roles.toml"),
    "row-roles": parse_game(
        FOUR_ROWS.replace('["Owls team", "Badgers team"]', '["First player", "Second player"]'), "rowroles.toml"
    ),
}
ROLES = ("poison-corner", "row-removal", "grid-roles", "row-roles")  # the files that name roles, not players
GRID = ("poison-corner", "long-corner", "grid-roles")
CAST = f"The worked examples use made-up names for the players: {PEOPLE[0]} and {PEOPLE[1]}."


@pytest.fixture(scope="module")
def kits():
    """{(name, profile): (kit, rules text flat, script)} at large print and tactile."""
    return at_profiles(flat_texts, GAMES, (LARGE, TACTILE))


def _both(kits, name):
    for profile in ("large-print", "tactile"):
        _, text, script = kits[name, profile]
        yield text, script


def _examples(words: str) -> str:
    """The worked examples, from the first example's title to the match."""
    return words[words.index("Example 1: ") : words.index("Play two rounds")]


@pytest.mark.parametrize("name", GAMES)
def test_every_example_calls_the_players_by_the_stand_in_names_from_the_first_move(kits, name):
    # "The first player chooses D2" in Example 1, then "the player to move is Sam and the other player is
    # Ana" in Example 3, beside "the scribe calls each player by their own name" (LISTEN25 #5, READER25 #3)
    for text, script in _both(kits, name):
        for words in (text, script):
            told = _examples(words)
            assert not re.search(r"(?i)the (?:first|second|other) player|player to move", told), told
            if name not in ROLES:  # the file's own names, and no stand-ins
                # a polyomino match record's hint may name Sam and Ana as made up (LISTEN37 #21), not the examples
                assert "Sam" not in told and CAST not in words
                continue
            assert words.count(CAST) == 1 and told.index(CAST) < told.index("Example 2: ")
        # each example's first move is Sam's, by name: the first player heard in each example said
        for example in re.split(r"Example \d+: ", _examples(script))[1:] if name in ROLES else []:
            first = re.search(r"\b(Sam|Ana) (?:says|chooses|wants)", example)
            assert first and first.group(1) == "Sam", example
        assert len(CAST.split()) < 25


@pytest.mark.parametrize("name", GAMES)
def test_the_match_record_s_points_say_whose_from_the_game_s_scoring(kits, name):
    # "Points: this round's points, not the total so far." Whose? (LISTEN25 #1)
    for text, script in _both(kits, name):
        # the family's scoring, can a round end level: a class attribute, which the class protocol (all
        # callables) does not declare
        draws = family(GAMES[name].family).wording().draws  # type: ignore[attr-defined]
        for words in (text, script):
            assert "this round's points" not in words
            said = "Points: one point for this round's winner, not the total so far."
            assert said in words
            drawn = "After a drawn round, write draw in the winner column, and zero in the points column."
            assert (drawn in words) == draws == ("A drawn round earns no points." in words)


@pytest.mark.parametrize("name", GAMES)
def test_a_team_s_say_back_is_answered_by_who_said_the_move(kits, name):
    # "one person says it" for a team, then "the player says yes": who answers? (LISTEN25 #2)
    for text, script in _both(kits, name):
        for words in (text, script):
            assert "one person says it" in words
            answer = "For a team, the person who said the move says yes or no."
            assert words.count(answer) == 1
            assert words.index("If it is right, the player says yes.") < words.index(answer)


@pytest.mark.parametrize("name", GAMES)
def test_the_scribe_s_part_is_said_in_the_order_it_happens(kits, name):
    # "The scribe says back and marks the move the player says, and says so when a move breaks a rule."
    # put the marking before the check (LISTEN25 #3)
    for text, script in _both(kits, name):
        for words in (text, script):
            said = "The scribe says back the move the player says, checks it, then puts it on the board."
            assert words.count(said) == 1 and "says back and marks" not in words
            assert words.index(said) < words.index("After the yes, the scribe checks the move")


@pytest.mark.parametrize("name", GAMES)
def test_the_scribe_calls_players_by_their_own_names_without_in_both_rounds(kits, name):
    # "in both rounds" asked whether the names change; roles never swap (LISTEN25 #6)
    for text, script in _both(kits, name):
        for words in (text, script):
            assert "by their own name, in both rounds" not in words
            assert words.count("Out loud, the scribe calls each player by their own name.") == (name in ROLES)


@pytest.mark.parametrize("name", GRID)
def test_a_ringed_grid_mark_is_made_again_in_its_cell(kits, name):
    # "cross out that place again beside the ring": a place is a letter's place in a grid's words (READER25 #4)
    _, text, script = kits[name, "large-print"]
    for words in (text, script):
        assert (
            "A cell whose wrong mark is ringed is still there. "
            "If a later move crosses out that cell, make the new mark beside the ring." in words
        )
        assert "that place again" not in words


@pytest.mark.parametrize("name", GAMES)
def test_every_example_that_ends_on_a_refused_move_ends_alike(kits, name):
    # Poison corner's Example 2 stopped at "The second player chooses again." where the examples the
    # kit adds said the board stays (READER25 #2): one ending, from the replay, in every family
    for text, script in _both(kits, name):
        game = GAMES[name]
        told = [results for results in game.replays if results]
        ends_refused = [results for results in told if results[-1].reason]
        for words in (text, script):
            examples = _examples(words)
            ended = examples.count("A refused move does not count. The board stays as it was.")
            assert ended >= len(ends_refused), name  # the file's, and the one the kit may add
            assert not re.search(r"chooses again\. (?:\d+\. )?Example", examples)
        if name == "poison-corner":
            assert "Ana chooses again. A refused move does not count. The board stays as it was." in script


@pytest.mark.parametrize("name", GRID)
def test_the_read_back_says_its_count_holds_the_poison_cell(kits, name):
    # "7 cells in row 1" never said A1, the poison cell, was one of them (READER25 #17)
    for text, script in _both(kits, name):
        e = GAMES[name].engine
        for words, cell in ((text, f"A{e.poison[1] + 1}"), (script, f"column A row {e.poison[1] + 1}")):
            said = f"The count for row {e.poison[1] + 1} includes {cell}, the poison cell."
            assert words.count(said) == 1
            assert words.index("how many cells each row still has, from the top row down") < words.index(said)
