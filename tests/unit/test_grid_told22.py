"""Round 22's cold listener and braille reader (issue 24) on the grid words: the poison cell's choice
and a refused move told in the worked examples in the order the scribe section teaches (say-back,
yes, then the scribe's words), the letters said back plainly named, the card's cell said in its form,
and what a player asks when a letter said plainly is not clear. Read in the built-in poison corner
and in the readers' user game (written from docs/games.md), printed and spoken."""

from __future__ import annotations

import pytest

from accessible_kits.compose.grid_words import alike, ask_which_column, sound_alike_lines
from accessible_kits.compose.words import Voice
from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from rule_texts import MAYA, texts_and_cards

LARGE, TACTILE = load_profile("large-print"), load_profile("tactile")
GAMES = {"poison": load_game("poison-corner"), "maya": parse_game(MAYA, "maya.toml")}
EAR = Voice(ear=True)


@pytest.fixture(scope="module")
def kits():
    """{(name, profile): (kit, rules text flat, script, card flat, card's script)}."""
    out = {}
    for profile in (LARGE, TACTILE):
        out.update({(name, profile.id): texts for name, texts in texts_and_cards(GAMES, profile).items()})
    return out


def _examples(words: str) -> str:
    """The worked examples of a rules text or script, each game's three: from the "Example 1:" just
    before the last "Example 2:" (a tactile kit's diagrams are titled "like Example 1: Before" earlier)
    to the match's first words."""
    start = words.rindex("Example 1:", 0, words.rindex("Example 2:"))
    return words[start : words.index("Play two rounds", start)]


@pytest.mark.parametrize(
    "columns, plainly",
    [
        (7, "The other letters, A and F, are said back plainly, like column F row 1."),  # poison corner, Long corner
        (8, "The other letter, F, is said back plainly, like column F row 1."),  # corner polyominoes: A sounds like H
        (9, "The other letters, F and I, are said back plainly, like column I row 1."),
        (5, "The other letter, A, is said back plainly, like column A row 1."),
    ],
)
def test_the_letters_said_back_plainly_are_named_from_the_boards_own(columns, plainly):
    # "these letters always come with their place" named B, C, D, E and G: the reader had to infer
    # that A and F are said back plainly (READER22 #7)
    line = next(t for t in sound_alike_lines(EAR, columns, 4) if t.startswith("When the scribe says a move back"))
    assert plainly in line
    assert line.index("always come with their place") < line.index(plainly)


def test_a_board_whose_every_letter_sounds_like_another_names_none_plainly():
    # B, C, D and E with A alone: there is always a letter left. A board of only B-sounds cannot be
    # drawn (columns start at A), so the line is checked on every board a user can write instead
    for columns in range(3, 27):
        line = " ".join(sound_alike_lines(EAR, columns, 2))
        sounding = {i for g in alike(columns) for i in g}
        assert ("said back plainly" in line) is (bool(sounding) and len(sounding) < columns), columns


@pytest.mark.parametrize("name", GAMES)
def test_the_rules_say_what_to_ask_when_a_letter_is_not_clear(kits, name):
    # "says each cell plainly, like column B row 2, without its place": the read back gave a blind
    # player no way to check a sound-alike letter (LISTEN22 #2): ask which column, and hear its place
    _, text, script, _, _ = kits[name, "large-print"]
    ask = (
        "If a letter is not clear, a player may ask: which column? "
        "The scribe then says its place, like column B, the second column."
    )
    for words in (text, script):
        assert words.count(ask) == 1
        assert "ask for it again" not in words
        # and a read back's plain cells no longer say "only when the scribe says a move back"
        assert "A letter comes with its place only in a move said back, or when a player asks: which column?" in words


def test_the_ask_is_one_sentence_source_for_every_game_of_a_grid():
    # the piece games' read back calls it with its own example's column (LISTEN22 #2)
    groups = alike(8)
    assert ask_which_column(EAR, groups, 3).endswith("like column D, the fourth column.")
    assert ask_which_column(EAR, groups, 5).endswith("like column B, the second column.")  # F: no place to say
    assert ask_which_column(EAR, groups) == ask_which_column(EAR, groups, None)


@pytest.mark.parametrize("name", GAMES)
def test_the_card_says_the_cell_in_the_form_to_say_it(kits, name):
    # "1. Say the cell you choose." dropped the words column and row: a player with only the card
    # might say D2 (READER22 #8)
    _, _, _, card, said = kits[name, "large-print"]
    form = "Say your cell, like column D row 2. The scribe says it back."
    assert form in card and form in said
    assert len(card.split()) <= 170  # the card's limit (tests/test_rules.py::test_summary_is_short)
