"""Round 22's cold listener and braille reader (issue 24) on the grid words: the poison cell's choice
and a refused move told in the worked examples in the order the scribe section teaches (say-back,
yes, then the scribe's words), the letters said back plainly named, the card's cell said in its form,
and what a player asks when a letter said plainly is not clear. Read in the built-in poison corner
and in the readers' user game (written from docs/games.md), printed and spoken."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.grid_words import alike, ask_which_column, sound_alike_lines
from accessible_kits.compose.words import Voice
from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from rule_texts import MAYA, at_profiles, texts_and_cards

LARGE, TACTILE = load_profile("large-print"), load_profile("tactile")
GAMES = {"poison": load_game("poison-corner"), "maya": parse_game(MAYA, "maya.toml")}
EAR = Voice(ear=True)


@pytest.fixture(scope="module")
def kits():
    """{(name, profile): (kit, rules text flat, script, card flat, card's script)}."""
    return at_profiles(texts_and_cards, GAMES, (LARGE, TACTILE))


def _examples(words: str) -> str:
    """The worked examples of a rules text or script, each game's three: from the "Example 1:" just
    before the last "Example 2:" (a tactile kit's diagrams are titled "like Example 1: Before" earlier)
    to the match's first words."""
    start = words.rindex("Example 1:", 0, words.rindex("Example 2:"))
    return words[start : words.index("Play two rounds", start)]


# who chooses the poison cell in the end example, and the scribe's words: the poison corner example
# begins mid-game, so its players are named by role there, and the scribe says the players' own names
# (LISTEN23 #3, tests/unit/test_grid_told23.py); the user game names them as its file does
POISON_END = {
    # the stand-in names from the example's first move (LISTEN25 #5, tests/unit/test_grid_heard25.py)
    "poison": ("Sam", "The scribe says: Sam"),
    "maya": ("Maya", "The scribe says: Maya"),
}
WINNER = {"poison": "Ana", "maya": "Theo"}


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("profile", ["large-print", "tactile"])
def test_the_poison_cell_is_said_back_and_agreed_then_the_scribe_says_the_set_words(kits, name, profile):
    # "Maya chooses column A row 1, the poison cell. The game is over. Theo wins." skipped the say-back,
    # the yes and the scribe's set words the rules teach (LISTEN22 #7)
    _, text, script, _, _ = kits[name, profile]
    chooser, said = POISON_END[name]
    for words, cell in ((script, "column A row 1"), (text, "column A row 1")):  # said long (READER30 #7)
        agreed = f"{chooser} says: column A row 1. The scribe says: column A row 1. {chooser} says yes."
        ends = f"{said} chose {cell}, the poison cell. The game is over. {WINNER[name]} wins."
        examples = _examples(words)
        # one after the other: the printed card numbers them as two steps
        assert re.search(rf"{re.escape(agreed)} (?:\d+\. )?{re.escape(ends)}", examples), (name, profile)
        assert examples.count("The game is over.") == 1  # said once, by the scribe
        assert "chooses column A row 1, the poison cell" not in examples
    # the scribe's words in the example are the rules' own (one source): the user game's names are
    # the same in both, so its set words are heard twice, the rules' then the example's
    if name == "maya":
        said = "Maya chose column A row 1, the poison cell. The game is over. Theo wins."
        assert script.count(said) == 2 and _examples(script).count(said) == 1


def test_a_poison_cell_whose_letter_sounds_like_another_is_said_back_with_its_place():
    # on a board with A and H the say-back of A1 says A's place, as every say-back does
    nine = parse_game(
        MAYA.replace("columns = 7", "columns = 9")
        .replace("removes = 6", "removes = 10")
        .replace("removes = 2", "removes = 4"),
        "nine.toml",
    )
    _, _, script, _, _ = texts_and_cards({"nine": nine}, LARGE)["nine"]
    assert (
        "Maya says: column A row 1. The scribe says: column A, the first column, row 1. Maya says yes. "
        "The scribe says: Maya chose column A row 1, the poison cell." in script
    )


# the first refused move of each game's examples: the poison corner file's own, E3 after D2; the user
# game shows none, so the kit adds one (compose.examples.added): F3 after the file's first move, E2
REFUSED = {
    "poison": ("Ana", "column E row 3", "column E, the fifth column, row 3"),  # the stand-in names (LISTEN25 #5)
    "maya": ("Theo", "column F row 3", "column F row 3"),  # F sounds like no other letter of A to G
}


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("profile", ["large-print", "tactile"])
def test_a_refused_move_is_told_in_the_order_the_rules_teach(kits, name, profile):
    # "That is not allowed." straight after the move left open whether the refusal comes before or
    # after the say-back and the yes, while the rules say the scribe checks after the yes (LISTEN22 #6)
    _, text, script, _, _ = kits[name, profile]
    who, said, back = REFUSED[name]
    done = "covered" if profile == "tactile" else "crossed out"
    for words in (text, script):
        told = (
            # the check said before the refusal, as the rules teach it (LISTEN24 #2)
            f"{who} says: {said}. The scribe says: {back}. {who} says yes. The scribe checks the move. "
            "That move is not allowed. "
            f"The scribe says: that cell is already {done}. {who} chooses again."
        )
        assert told in _examples(words), (name, profile)
        assert "wants to choose" not in _examples(words)  # each game's examples refuse one move
        # the rules teach that order: the say-back, the yes, then the check
        assert words.index("the player says yes") < words.index("After the yes, the scribe checks the move")
    for sentence in told.split(". "):
        assert len(sentence.split()) < 25, sentence


@pytest.mark.parametrize(
    "columns, plainly",
    [
        # why, from the board's letters (LISTEN37 #13)
        (7, "On this board, columns A and F sound like no other column. So they are said back plainly."),
        (8, "On this board, column F sounds like no other column. So it is said back plainly."),  # A sounds like H
        (9, "On this board, columns F and I sound like no other column. So they are said back plainly."),
        (5, "On this board, column A sounds like no other column. So it is said back plainly."),
    ],
)
def test_the_letters_said_back_plainly_are_named_from_the_boards_own(columns, plainly):
    # "these letters always come with their place from the left" named B, C, D, E and G: the reader had to infer
    # that A and F are said back plainly (READER22 #7)
    line = next(t for t in sound_alike_lines(EAR, columns, 4) if t.startswith("After a player says a move"))
    assert plainly in line
    assert line.index("is said back with its place from the left") < line.index(plainly)


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
        "If a letter is not clear, ask the scribe: which column? "
        # a letter said plainly, so the example shows what asking adds (READER32, LISTEN32: B always has it)
        "The scribe then says its place from the left, like column A, the first column."
    )
    for words in (text, script):
        assert words.count(ask) == 1
        assert "ask for it again" not in words
        # and the read back relies on no question: it says no letter (READER27 #2)
        assert "A letter comes with its place only in a move said back" not in words
        assert "The read back says only the counts, never a letter." in words


def test_the_ask_is_one_sentence_source_for_every_game_of_a_grid():
    # on the board's first plain letter (grid34): F on 8 columns, where A sounds like H; A on 7
    assert ask_which_column(EAR, 8).endswith("like column F, the sixth column.")
    assert ask_which_column(EAR, 7).endswith("like column A, the first column.")


@pytest.mark.parametrize("name", GAMES)
def test_the_card_says_the_cell_in_the_form_to_say_it(kits, name):
    # "1. Say the cell you choose." dropped the words column and row: a player with only the card
    # might say D2 (READER22 #8)
    _, _, _, card, said = kits[name, "large-print"]
    form = "Say your cell, like column D row 2. The scribe says it back."
    assert form in card and form in said
    assert len(card.split()) <= 170  # the card's limit (tests/test_rules.py::test_summary_is_short)
