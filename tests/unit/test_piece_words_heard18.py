"""Round 18's readers on a polyomino kit: a try asked for by its own word, when the scribe says the
game is over, a blocked player's reason in the rules' words, the quick reference's refusals and
requests, and the one board for the examples and every round. Each read in the built-in game and
in a user game (garden, with people's names and its own pieces)."""

from __future__ import annotations

import re

import pytest

from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from accessible_kits.writers.rules_text import summary_text
from rule_texts import GARDEN_CORNERS, blocked_said, composed_texts, flat

LARGE = load_profile("large-print")
GAMES = {"corner-polyominoes": load_game("corner-polyominoes"), "garden": parse_game(GARDEN_CORNERS, "garden.toml")}


def texts(name: str):
    """(kit, rules text on one line, rules script, spoken reminder) at large print."""
    kit, text, script = composed_texts(GAMES[name], LARGE)
    return kit, flat(text), script, " ".join(s.text for s in kit.summary_script if s.kind == "say")


def part(text: str, title: str, after: str) -> str:
    """A section of the rules text, from its title to the next section's."""
    start = text.index(f" {title} ")
    return text[start : text.index(f" {after} ", start)]


@pytest.mark.parametrize("name", GAMES)
def test_a_try_is_asked_for_by_its_own_word(name):
    """A try was asked for in a move's words, "Or say the piece and its cells" (LISTEN18 #14): the word
    try comes first, where the pieces teach it and where the scribe's part is said."""
    _, text, script, _ = texts(name)
    for said in (text, script):
        assert "Or say the piece and its cells." not in said
        # the pieces point to the try, taught once after the move (round 32)
        assert "Or ask the scribe for a try. The part called Playing with a scribe says how." in said
        assert "To move, say it without the word try, hear it said back, and say yes." in said
    scribe = part(text, "Playing with a scribe", "Fixing a mistake")
    assert "To try a piece, a player may say try, then the piece and its cells." in scribe
    assert "The scribe lays the piece there to try it, and marks nothing." in scribe
    assert "The scribe says only whether those cells are free and make the shape of the piece." in scribe


@pytest.mark.parametrize("name", GAMES)
def test_the_scribe_says_the_game_is_over_when_neither_player_can_place(name):
    """After "checks this after every turn", "Then the scribe says: the game is over." was heard as
    said every turn (LISTEN18 #18)."""
    _, text, script, _ = texts(name)
    for said in (text, script):
        assert "Then the scribe says: the game is over." not in said
        assert "whether the game has ended. If so, the scribe says: the game is over." in said


@pytest.mark.parametrize("name", GAMES)
def test_a_blocked_player_is_told_in_the_rules_words(name):
    """A blocked player's "or no corner of them" was hard to follow by ear (LISTEN18 #20): "touches
    none of ... at a corner", as the rules' Not allowed says it; each sentence under 25 words."""
    _, text, script, _ = texts(name)
    for said in (text, script):
        assert "no corner of" not in said
        told = blocked_said(said)
        # both built-in and garden end with a player whose tries touch a side, said in the rules' words
        # the last rule in a sentence of its own where a cell with its place runs long (LISTEN33 #6)
        assert re.search(r"(?:[Oo]r|free cells only, [^.,]+) touches a side of [^.]*'s? pieces\.", told), told
        # a list of cells after "covers" is one item, as the house's rule counts it (tests/test_rules.py, LISTEN37 #19)
        for sentence in re.split(r"(?<=\.) ", re.sub(r"(?<=covers )[^.]*", "", told)):
            assert len(sentence.split()) < 25, sentence


@pytest.mark.parametrize("name", GAMES)
def test_the_quick_reference_lists_the_pass_and_every_request(name):
    """The card's "Not allowed" lacked the wrong pass, and its requests "row 5, please" (READER18 #19):
    the row the rules teach, and the card still within its 170 words."""
    kit, text, _, reminder = texts(name)
    quick = flat(summary_text(kit))
    row = re.search(r"a player says its number, like: row (\d+), please\.", text)
    assert row
    asked = f"Ask: last move, please; whole board, please; row {row.group(1)}, please; pieces left, please."
    assert asked in quick and asked in reminder
    refused = quick[quick.index(" Not allowed ") : quick.index(" The end ")]
    assert "Pass only when you cannot place any piece." in refused
    assert "Never cover a covered cell or go off the board." in refused
    if name == "corner-polyominoes":  # the built-in card's limit (tests/test_rules.py)
        assert len(quick.split()) <= 170, len(quick.split())


@pytest.mark.parametrize("name", GAMES)
def test_one_board_is_said_to_serve_the_examples_and_every_round(name):
    """Beside "The play board is on a sheet of its own", "follow the worked examples on the play board"
    left a reader checking whether the rounds need another (READER18 #14): said once, in Setting up."""
    _, text, script, _ = texts(name)
    for said in (text, script):
        one = "One board is enough for the examples and for every round."
        assert said.count(one) == 1
        assert said.index("Before the first round, follow the worked examples on the play board.") < said.index(one)
