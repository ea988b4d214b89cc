"""The row games' words as round 30's cold listener heard them (LISTEN30): the built-in row removal
beside the readers' four rows (tests/rule_texts.py FOUR_ROWS), pen and tokens, printed and said."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.fixing_words import NOT_TAKEN_BACK
from accessible_kits.compose.scribe_words import MATCH_IS, REFUSED_MOVE
from rule_texts import composed_flat, flat_texts, readers_games, row_games, section_texts

ROWS = row_games()
KEY = "Here is the most important rule."


@pytest.fixture(scope="module", params=[(g, p) for g in ROWS for p in ("large-print", "tactile")])
def rows(request):
    name, profile = request.param
    return name, profile, *composed_flat(ROWS[name](), profile)


def test_the_key_rule_is_said_without_what_a_match_is(rows):
    """LISTEN30 #7: "A match is two rounds. A round is one game ..." just after the key rule was heard
    as part of the most important rule: the key is the rule and who says it; What you need says the
    match, once a script, as every family does."""
    name, _, _, kit, text, script = rows
    need = section_texts(kit, "need")
    key = script[script.index(KEY) : script.index(need[0])]
    assert MATCH_IS not in key and "round" not in key and "match" not in key, key
    # when, said plainly (LISTEN31 #5: "before the first move" was heard as before the worked examples too)
    assert "Before each game, the player who starts says this rule out loud." in key
    assert MATCH_IS in need
    assert script.count(MATCH_IS) == 1 and text.count(MATCH_IS) == 1, name
    assert script.index(MATCH_IS) > script.index(need[0])


@pytest.fixture(scope="module")
def kits():
    from accessible_kits.profile import load_profile

    return flat_texts({name: load() for name, load in readers_games().items()}, load_profile("large-print"))


@pytest.mark.parametrize("name", list(readers_games()))
def test_what_is_not_taken_back_is_an_allowed_move(kits, name):
    """LISTEN30 #3 (all families): "After the player's yes, a move is not taken back." was heard as
    "even a refused move is final": it is said of an allowed move; a refused move is chosen again."""
    kit, text, script = kits[name]
    said = "After the yes, an allowed move is not taken back."
    assert said == NOT_TAKEN_BACK and said in " ".join(section_texts(kit, "mistakes"))
    for words in (text, script):
        assert words.count(said) == 1 and "a move is not taken back" not in words, name
        assert "chooses again" in words, name


def test_no_take_back_is_said_after_the_list_of_moves_chosen_again(rows):
    """LISTEN30 #10: "You may not take back a move: a crossed out circle stays crossed out." stood in
    the Not allowed list that ends "... does not count: the player chooses again.": a take-back is no
    move one chooses again. It is said after the list, in each profile's verb."""
    name, profile, _, kit, text, script = rows
    done = "covered" if profile == "tactile" else "crossed out"
    after = f"Once a circle is {done}, it stays {done}. No move is taken back."  # a new idea (READER31 #16)
    lines = section_texts(kit, "not-allowed")
    assert lines[-2:] == [REFUSED_MOVE, after], lines
    for words in (text, script):
        assert "You may not take back a move" not in words, name
        assert re.search(rf"{re.escape(REFUSED_MOVE)} (- )?{re.escape(after)}", words), name


def test_the_record_sheets_letters_are_said_with_its_columns(rows):
    """LISTEN30 #14: "On the record sheet, the headings A, B, C and D are short for the rows' names."
    was said in The board, before the record sheet is explained: said with its columns, once."""
    name, profile, _, kit, text, script = rows
    board = " ".join(section_texts(kit, "board"))
    assert "record sheet" not in board and "letter" not in board, board
    said = "Out loud, say a row's name, not its letter."
    lettered = "D: circles left in the Delta row."
    for words in (text, script):
        assert "short for the rows' names" not in words
        assert words.count(said) == (lettered in words), (name, profile)
        if lettered in words:
            assert words.index(lettered) < words.index(said) < words.index("Here is an example of a read back")


def test_a_spare_board_is_said_what_it_is_for_once(rows):
    """LISTEN30 #9: four rows said "Board 4 is a spare." and never what for; row removal said "If a
    board is spoiled, use board 4, the spare, in its place." with its covering steps. Every row game
    with a spare says what it is for, once, from the plan's spares."""
    name, profile, _, kit, text, script = rows
    use = " ".join(section_texts(kit, "setup"))
    spares = re.findall(r"(Board \d+(?: and board \d+)?) (?:is a spare|are spares)\.", use)
    assert spares, use
    for words in (text, script):
        # once, as a rule or as the first spare's step, then what differs for each board it replaces, each
        # board said once (LISTEN37 #6, LISTEN39 #11)
        first = re.findall(r"\d+", spares[0])[0]
        assert words.count(f"If a board is spoiled, use board {first}") == 1, (name, profile)
        cases = re.findall(r"If board (\d+) is spoiled, ", words)
        assert len(cases) == len(set(cases)), cases
