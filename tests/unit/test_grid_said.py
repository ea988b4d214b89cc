"""Round 13's cold listener and braille reader on the grid game (issue 24), read in the generated
words of the built-in poison corner and of a user's 7 by 3 game with named players ("long corner",
written from docs/games.md): who starts round 2, the scribe's words at the end, the row number
that sounds like letters, what an example shows, and a move's cells said without "through"."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.grid_words import block_words, sound_alike_lines
from accessible_kits.compose.words import Voice
from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from accessible_kits.writers.rules_text import summary_text
from rule_texts import MAYA, composed_texts, flat

LARGE, TACTILE = load_profile("large-print"), load_profile("tactile")


@pytest.fixture(scope="module")
def kits():
    """(kit, rules text flat, script, summary text flat) of both games at large print and tactile."""
    out = {}
    for name, game in (("poison", load_game("poison-corner")), ("maya", parse_game(MAYA, "maya.toml"))):
        for profile in (LARGE, TACTILE):
            kit, text, script = composed_texts(game, profile)
            out[name, profile.id] = (kit, flat(text), script, flat(summary_text(kit)))
    return out


def test_round_two_starter_is_said_plainly_in_the_rules_and_the_summary(kits):
    for profile in ("large-print", "tactile"):
        kit, text, script, summary = kits["poison", profile]
        said = " ".join(s.text for s in kit.summary_script if s.kind == "say")
        for words in (text, script, summary, said):  # one source: the rules, the summary, both said
            assert "Whoever went second in round 1 starts round 2." in words
            assert "the other player starts the second" not in words
            assert "the other player goes first" not in words
        _, text, script, summary = kits["maya", profile]
        for words in (text, script, summary):  # named players: by name
            assert "In the second round, Theo goes first." in words and "Whoever went second" not in words


def test_the_scribe_is_given_the_words_that_end_the_game(kits):
    _, text, _, _ = kits["poison", "large-print"]
    assert (
        "When a player chooses A1, the scribe crosses out that cell only, since the game ends there. "
        "The scribe writes the turn on the record sheet, with A1 under Cell said. The board is not read back, so the "
        "scribe leaves the Cells still there column empty and the Read back box unticked. "
        "Then the scribe says who chose it, and who wins, by the players' own names. "
        "For example, two players with the made-up names Sam and Ana are playing. "
        "If Sam chooses A1, the scribe says: Sam chose column A row 1, the poison cell. The game is over. "
        "Ana wins." in text
    )
    _, text, script, _ = kits["maya", "tactile"]
    assert (
        "if Maya chooses A1, the scribe says: Maya chose column A row 1, the poison cell. The game is over. Theo wins."
        in text
    )
    said = "Maya chose column A row 1, the poison cell. The game is over. Theo wins."
    assert said in script and "says so, and says who wins" not in script
    # a forced last move is still said: "a game that reaches the poison cell" read as "when only A1 is left"
    assert (
        "That player still says column A row 1 out loud. The scribe says it back, and the player says yes, "
        "as for every move. Then the game is over." in text
    )
    assert "reaches the poison cell" not in text


def test_a_row_number_that_sounds_like_letters_is_said_as_a_row():
    ear = Voice(ear=True)
    assert sound_alike_lines(ear, 7, 3)[-2:] == [
        "The word three can sound like the letters B, C, D, E or G. "  # the word (LISTEN37 #9)
        "So always say the words column and row, like column G row 3.",
        "No other row number sounds like a letter.",  # LISTEN27 #14: the other rows asked about
    ]
    assert not any("Row 2" in line for line in sound_alike_lines(ear, 5, 2))  # A to E: no Q, U or W
    assert not any("sound like" in line for line in sound_alike_lines(ear, 2, 2))  # A and B: nothing alike
    # "two" sounds like Q, U and W: a 23-column board has them, and row 2 is said the same way
    assert sound_alike_lines(ear, 23, 2)[-2].startswith("The word two can sound like the letters Q, U or W.")


def test_an_example_says_how_many_turns_it_shows_from_its_steps(kits):
    _, text, script, _ = kits["maya", "large-print"]
    # the file's title says one move; the example has two, said from its steps, heard straight
    # after the title (round 14's listener), before the board it starts from
    assert "Example 1: A first move. This example shows two turns. Start with a full board." in script
    assert "Example 1: A first move 1. This example shows 2 turns. 2. Start with a full board." in text
    _, text, _, _ = kits["poison", "large-print"]
    assert "This example shows 1 turn and 1 refused move." in text  # example 2: D2, then E3 refused


def test_a_moves_cells_are_said_without_through_and_rhyming_letters_with_their_place(kits):
    for name in ("poison", "maya"):
        for profile in ("large-print", "tactile"):
            _, text, script, _ = kits[name, profile]
            assert not re.search(r"(?:columns|rows) \w+ through", f"{text} {script}"), "'through', heard 'three'"
            assert not re.search(r"\b(?:[A-G]|\d+) to\b", script), "'to' beside a letter or a number"
    _, text, script, _ = kits["maya", "large-print"]
    assert "That crosses out 6 cells: column E across to column G, in rows 2 and 3." in text
    heard = "column E, the fifth, across to column G, the seventh, in rows 2 and 3."
    assert f"That crosses out six cells: {heard}" in script


def test_cells_in_words_by_blocks_of_rows():
    ear, page = Voice(ear=True), Voice()
    block = {(c, r) for c in range(3, 7) for r in range(1, 4)}
    assert block_words(page, block, columns=7, letters=True) == ["column D across to column G, in rows 2, 3 and 4"]
    stair = {(5, 0), (6, 0)} | {(2, r) for r in range(1, 12)}
    assert block_words(ear, stair, columns=7, letters=True) == [
        "columns F and G, the sixth and the seventh, in row 1",
        "column C, the third, in every row from row 2 up to row 12",
    ]
    assert block_words(ear, stair, columns=7, letters=False)[1] == "column C, in every row from row 2 up to row 12"
    assert block_words(ear, {(0, 0), (1, 0)}, columns=7, letters=True) == ["column A row 1 and column B row 1"]


def test_the_scribe_section_asks_for_the_read_back_once(kits):
    for name in ("poison", "maya"):
        _, text, _, _ = kits[name, "large-print"]
        assert text.count("read back, please") == 1  # the board's counts can be asked for at any time
        assert "To hear the last read back again" not in text


def test_the_boards_said_in_setting_up_and_after_the_examples_agree(kits):
    _, text, script, _ = kits["maya", "large-print"]  # two sheets: the practice board is put away
    assert "Put the practice board in front of the players, for the worked examples." in text
    assert "Put the practice board away. Play each round on the play board." in script
    _, text, script, _ = kits["maya", "tactile"]
    assert "Take every token off the practice board: you need them all for each round." in script


def test_a_wide_board_says_a_count_heard_as_a_ten_is_a_teen(kits):
    wide = MAYA.split("[[examples]]", maxsplit=1)[0].replace("columns = 7", "columns = 14")
    _, text, script = composed_texts(parse_game(wide, "wide.toml"), LARGE)
    assert "A row has at most fourteen cells. So a count like thirteen is never thirty." in script
    assert "A row has at most 14 cells. So a count like 13 is never 30." in flat(text)
    _, text, _, _ = kits["poison", "large-print"]  # seven columns: no row can hold thirteen
    assert "is never" not in text
