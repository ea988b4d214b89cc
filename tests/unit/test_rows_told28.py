"""A row game's words as round 28's cold readers met them, for the built-in game, the readers' four
rows (FOUR_ROWS) and a user's game of two rows (TWO_REFUSED), pen and tokens: how many tries a
player gets after a refused move, and what it costs, said once in every family's scribe section
(LISTEN27 #13); a word met before it is explained ("a refused move" and "the board in play" in the
board section); and the read back's example, heard after the record sheet's columns, named as one."""

from __future__ import annotations

import pytest

from accessible_kits.compose import scribe_words
from rule_texts import MAYA, OTTERS, ROW_CASES, composed_row_case, composed_texts, flat, section_texts

CHOOSES_AGAIN = "After any of these, the player chooses again."


@pytest.fixture(scope="module", params=ROW_CASES)
def composed(request):
    return composed_row_case(request.param)


def _each_family():
    """(name, kit, rules text flat, script) of a built-in game and a user's game of the grid and
    piece families, at the standard profile (the row games are ROW_CASES)."""
    from accessible_kits.games import load_game, parse_game
    from accessible_kits.profile import load_profile

    games = {
        "poison-corner": load_game("poison-corner"),
        "long-corner": parse_game(MAYA, "maya.toml"),
        "corner-polyominoes": load_game("corner-polyominoes"),
        "otter-corners": parse_game(OTTERS, "otters.toml"),
    }
    for name, game in games.items():
        kit, text, script = composed_texts(game, load_profile("standard"))
        yield name, kit, flat(text), script


@pytest.fixture(scope="module")
def families():
    return list(_each_family())


def test_how_often_a_player_may_choose_again_is_said_once(composed, families):
    """LISTEN27 #13: "How many tries does a player get?" The kit said the player chooses again, but
    not once or as often as needed, nor whether a refused move costs anything. Said once, plainly,
    in the scribe section of every family's kit, one idea a sentence."""
    _, kit, text, script = composed
    for name, kit_, text_, script_ in [("row", kit, text, script), *families]:
        scribe = section_texts(kit_, "scribe")
        assert scribe.count(scribe_words.TRIES) == 1, (name, scribe)
        for words in (text_, script_):
            assert words.count("as often as needed") == 1, name
            assert words.count("A refused move costs nothing: the player keeps the turn.") == 1, name
        # after the refusals' words, before the record: a refused move is not written
        at = scribe.index(scribe_words.TRIES)
        assert scribe[at + 1] == "A refused move is not written on the record sheet.", (name, scribe)
    for sentence in scribe_words.TRIES.split(". "):
        assert len(sentence.split()) < 25


def test_the_row_refusals_run_on_into_the_tries(composed):
    """The ask to take back a move (no turn's move) came between "the player chooses again" and the
    list's end; with the tries after it, "may choose again as often as needed" would be the ask's.
    The ask is said first, then the list, then choosing again and how often."""
    _, kit, text, _script = composed
    lines = section_texts(kit, "scribe")
    at = lines.index(CHOOSES_AGAIN)
    assert lines[at + 1] == scribe_words.TRIES
    intro = lines.index("If a move is not allowed, the scribe says why, in these words.")
    assert lines[intro - 1].startswith("If a player asks to take back a move on the board")
    assert intro < at
    assert f"{CHOOSES_AGAIN} If a player asks" not in text


def test_the_board_section_uses_no_word_explained_later(composed):
    """Read whole, the board section said "That is a question, not a refused move." before Not
    allowed says what is refused, and "rows of the board in play" before Setting up says which board
    is in play. It says a broken rule, and a board."""
    _, kit, text, script = composed
    board = " ".join(section_texts(kit, "board"))
    assert "refused" not in board and "in play" not in board, board
    assert "That is a question, not a broken rule." in board
    for words in (text, script):
        assert "That is a question, not a broken rule." in words
        assert "not a refused move" not in words
        assert "of the board in play, not " not in words
    if "The row names" in board or "The row name " in board:  # a sheet of several boards, names of places
        assert " of a board, not " in board


def test_the_read_back_example_says_what_it_shows(composed):
    """The read back's example comes after the record sheet's columns and "Out loud, the scribe calls
    each player by their own name": "For example, on a full board, a player says ..." was heard as
    an example of a column, or of the names. It says it is an example of a read back."""
    _, kit, text, script = composed
    lines = section_texts(kit, "scribe")
    example = [line for line in lines if line.startswith("Here is an example of a read back.")]
    assert len(example) == 1, lines
    assert example[0].split(". ")[1].startswith("A full board has no circle ")  # what it is, first (rows33)
    assert example[0].split(". ")[2].startswith("On a full board, a player says ")
    assert "The read back is: " in example[0]
    for words in (text, script):
        assert "For example, on a full board" not in words
        assert words.count("Here is an example of a read back.") == 1
