"""Round 23's cold listener and braille reader (issue 24) on the grid words: the end example's scribe
says the names the rules say the scribe uses, the move's reach heard with its limit first, the
scribe's own names said on their own, and who says done at a [wait] with no move. Read in the
built-in poison corner and in the readers' user game (written from docs/games.md), and in that game
with roles for names, printed and spoken."""

from __future__ import annotations

import re

import pytest

from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from accessible_kits.writers.spoken import NOTE_CLOSE, script_text
from rule_texts import MAYA, at_profiles, texts_and_cards

LARGE, TACTILE = load_profile("large-print"), load_profile("tactile")
GAMES = {
    "poison": load_game("poison-corner"),
    "maya": parse_game(MAYA, "maya.toml"),
    "roles": parse_game(MAYA.replace('["Maya", "Theo"]', '["First player", "Second player"]'), "roles.toml"),
}
ROLES = ("poison", "roles")  # the games whose file names roles: the scribe says the players' own names


@pytest.fixture(scope="module")
def kits():
    """{(name, profile): (kit, rules text flat, script, card flat, card's script)}."""
    return at_profiles(texts_and_cards, GAMES, (LARGE, TACTILE))


def _end_example(words: str) -> str:
    """The worked example in which the poison cell is chosen: from its "Example" title to the
    match's first words."""
    end = words.index("Play two rounds")
    return words[words.rindex("Example ", 0, words.rindex("the poison cell.", 0, end)) : end]


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("profile", ["large-print", "tactile"])
def test_the_end_example_says_the_names_the_rules_say_the_scribe_uses(kits, name, profile):
    # "The scribe says: the player to move chose column A row 1 ... The other player wins." broke the
    # rules' "by the players' own names" (LISTEN23 #3, READER23 #17): the example's roles are given the
    # rules' own example names first, as the row games' example does
    _, text, script, _, _ = kits[name, profile]
    for words, cell in ((script, "column A row 1"), (text, "column A row 1")):  # said long (READER30 #7)
        example = _end_example(words)
        said = re.findall(r"[Tt]he scribe says: (\w+(?: \w+)?) chose", example)
        assert said, (name, profile)
        assert not re.search(r"says: the (?:player to move|other player|first player|second player)", example)
        assert not re.search(r"(?:other|first|second) player wins", example)
        if name in ROLES:  # the rules' own example: "Sam and Ana are playing"
            assert "For example, two players with the made-up names Sam and Ana are playing." in words
            # the stand-in names from the first move (LISTEN25 #5), the scribe's words by them at the end
            assert re.search(r"(?:\d+\. )?Sam says: .* The scribe says: Sam chose", example), example
            assert "player to move" not in example
            ends = f"Sam chose {cell}, the poison cell. The game is over. Ana wins."
        else:
            ends = f"The scribe says: Maya chose {cell}, the poison cell. The game is over. Theo wins."
        assert example.count(ends) == 1, (name, profile)
    for told in re.findall(r"The scribe says: \w+ chose [^.]*\.", _end_example(script)):
        assert len(told.split()) < 25, told


@pytest.mark.parametrize("name", GAMES)
def test_the_move_is_heard_with_its_limit_first(kits, name):
    # "Your move crosses out your cell's column and every column to its right, from your cell's row
    # up to the top." sounded like whole columns until its last words (LISTEN23 #2): one sentence in
    # the rules, on the card and in the spoken reminder
    for profile, does in (("large-print", "crosses out"), ("tactile", "covers")):
        _, text, script, card, said = kits[name, profile]
        # the rectangle and its corners, in the rules and on the card (LISTEN39 #10); column by column, it was
        # heard as whole columns (LISTEN29 #2)
        reach = (
            f"Your move {does} a rectangle of cells. Your cell is its bottom left corner. "
            "The board's top right cell is its top right corner."
        )
        for words in (text, script, card, said):
            assert re.sub(r"\b\d\. ", "", words).count(reach) == 1, (name, profile)
            assert "to its right, from your cell's row" not in words
        assert all(len(s.split()) < 25 for s in reach.split(". "))
        assert len(card.split()) <= 170  # the card's limit (tests/test_rules.py::test_summary_is_short)


@pytest.mark.parametrize("name", GAMES)
def test_the_scribe_s_own_names_are_said_on_their_own(kits, name):
    # "Out loud too, the scribe names each player by their own name" pointed back to the record
    # sheet's line before it, easy to miss by ear (LISTEN23 #17)
    own = "Out loud, the scribe calls each player by their own name."  # not "in both rounds" (LISTEN25 #6)
    for profile in ("large-print", "tactile"):
        _, text, script, _, _ = kits[name, profile]
        for words in (text, script):
            assert words.count(own) == (1 if name in ROLES else 0), (name, profile)
            assert "Out loud too" not in words


@pytest.mark.parametrize("name", GAMES)
def test_the_reader_s_note_says_who_says_done_when_a_board_is_put_out(kits, name):
    # the first [wait] follows "Put it in front of you", where no move is made: "the player who puts
    # the move on the board says done" left open who says it there, without a scribe (LISTEN23 #1)
    kit = kits[name, "large-print"][0]
    for segments in (kit.script, kit.summary_script):
        script = script_text(kit.title, segments, LARGE)
        note = script[: script.index(NOTE_CLOSE)]
        assert "Without a scribe, whoever puts the move on the board, or puts the board out, says done." in note
        assert "the player who puts the move on the board says done" not in note
    script = script_text(kit.title, kit.script, LARGE)
    first = script.index("[wait]", script.index(NOTE_CLOSE))
    assert script[:first].rstrip().endswith("Put it in front of you.")  # the board, put out: no move
