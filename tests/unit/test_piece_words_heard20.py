"""Round 20's readers on a polyomino kit: the last move's read back asked for by words of its own, which
clean board is for what when three are printed, and a raised piece's one turning rule and the hand check
beside a flipped piece. Each read in the built-in game and in a user game (garden, with people's names
and a zig-zag, the one piece a flip changes). The say-back of three cells and the read back said
"plainly" are tests/unit/test_piece_tries_heard.py's; the tactile kits as composed, the full tier's."""

from __future__ import annotations

import pytest

from accessible_kits.compose.words import Voice, number_word
from accessible_kits.families.polyomino.wording import Wording
from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from accessible_kits.writers.rules_text import summary_text
from rule_texts import GARDEN_CORNERS, composed_texts, flat

LARGE = load_profile("large-print")
TACTILE = load_profile("tactile")
GAMES = {"corner-polyominoes": load_game("corner-polyominoes"), "garden": parse_game(GARDEN_CORNERS, "garden.toml")}


def texts(name: str):
    """(kit, rules text on one line, rules script, quick reference on one line, spoken reminder) at large print."""
    kit, text, script = composed_texts(GAMES[name], LARGE)
    reminder = " ".join(s.text for s in kit.summary_script if s.kind == "say")
    return kit, flat(text), script, flat(summary_text(kit)), reminder


@pytest.mark.parametrize("name", GAMES)
def test_the_last_move_is_asked_for_by_words_of_its_own(name):
    """The words "read back, please" give the whole board in the grid and row games, but only the last move here
    (LISTEN20 #11): the piece games ask "last move, please", in the rules, on the card and in the reminder."""
    _, text, script, quick, reminder = texts(name)
    asked = (
        "To hear the last read back again, a player says: last move, please. "
        "It repeats only the last move's read back, not the whole board. "
        "For the whole board, a player says: whole board, please."
    )
    assert asked in text and asked in script
    assert "Ask: last move, please; whole board, please; row 5, please; pieces left, please." in quick
    assert "Ask: last move, please; whole board, please;" in reminder
    for words in (text, script, quick, reminder):
        assert "read back, please" not in words
    if name == "corner-polyominoes":  # the built-in card's limit (tests/test_rules.py)
        assert len(quick.split()) <= 170, len(quick.split())


@pytest.mark.parametrize("name", GAMES)
def test_which_clean_board_is_for_what_is_said_in_setting_up(name):
    """Setting up's "One board is enough for the examples and for every round" beside "three clean boards: one for the
    worked examples and one for each round" (LISTEN20 #13): Setting up says what the printed boards are
    for, counted as Before you play counts them."""
    kit, text, script, _, _ = texts(name)
    prep = kit.preparation
    assert prep.spare is not None  # the printed kit offers the board printed again for pencil marks
    boards = prep.spare.copies + 1
    clean = f"Then you have {boards} clean boards: one for the worked examples and one for each round."
    assert clean in text
    start = text.index(" Setting up ")
    setup = text[start : text.index(" Your turn ", start)]
    said = (
        "One board is enough for the examples and for every round. "
        "Take all the pieces off the board, and rub out any pencil marks, before each round. "
        f"If you printed {boards} clean boards, use one for the examples and one for each round."
    )
    assert said in setup and said.replace(f" {boards} ", f" {number_word(boards)} ") in script


@pytest.mark.parametrize("name", GAMES)
def test_a_raised_piece_has_one_turning_rule(name):
    """The raised pieces' "You may turn a piece around or flip it over ... so keep its raised side up and just
    turn it" read as a clash (READER20 #15): kept raised side up and turned; which pieces a flip changes,
    and how to lay that shape; the card the same rule. The printed kit keeps its "turn or flip"."""
    game = GAMES[name]
    felt = Wording(game, TACTILE, None, Voice(touch=True))  # type: ignore[arg-type]  # reads no sheet plan
    said = felt.flip_by_touch()
    # the rule first (READER23 #6), then why: never "You may ... flip it over" straight beside "keep ... raised
    # side up" (READER20 #15)
    rule = "You may turn a piece around or flip it over."
    card = "Turn a piece as you need, its raised side up."  # the same rule, in the card's fewer words
    assert "flip it over. Keep" not in said and said.count("You may") <= 1
    if name == "garden":  # the zig-zag alone makes a different shape when flipped
        assert said.startswith(rule)
        # the piece and its mirror shape named: "For that shape, flip it over" read as either (READER25 #9)
        assert said == (
            f"{rule} Flipping gives a new shape only for the zig-zag. "
            "Every other piece can be turned to match its flipped shape. "  # (LISTEN31 #18)
            "Flip the zig-zag only to get its mirror shape. Then it lies raised side down, with its marks "
            "underneath. It still counts as yours. Otherwise, keep every piece raised side up. "
            "For a piece with no mark on top, ask the scribe whose it is."  # beside the flip (READER26 #12)
        )
        assert felt.turn_rule() == f"{card} Flip a piece only for a shape no turn gives."
    else:
        # no flip needed: turned raised side up, with no "You may ... flip it over" to clash with it (READER24 #1)
        # the rule first, that a flip is allowed, then why the pieces stay raised side up (READER25 #8)
        assert said == (
            "The rules let you turn a piece or flip it. A flip is never needed: a turn makes every shape a flip "
            "makes. So keep each piece raised side up, and just turn it."
        )
        assert felt.turn_rule() == card
    for sentence in said.split(". "):
        assert len(sentence.split()) < 25, sentence
    seen = Wording(game, LARGE, None, Voice())  # type: ignore[arg-type]
    assert seen.turn_rule() == "You may turn or flip a piece."


@pytest.mark.parametrize("name", GAMES)
def test_the_hand_check_says_to_ask_whose_a_flipped_piece_is(name):
    """The hand check's "No side may touch a cell with your own mark" fails on a face-down zig-zag, whose marks are
    underneath (READER20 #16): the hand check says so, and to ask the scribe whose it is; said only where a
    piece needs flipping."""
    felt = Wording(GAMES[name], TACTILE, None, Voice(touch=True))  # type: ignore[arg-type]
    check = felt.by_hand()
    feel = "Feel round the new piece. No side of it may touch a cell with your own mark."
    asked = (
        "A flipped zig-zag has its marks underneath, where a hand cannot feel them. "
        "If a piece with no mark on top touches a side of the new piece, ask the scribe whose it is."
    )
    assert feel in check
    assert (f"{feel} {asked}" in check) == (name == "garden")
    assert "ask for the whole board" not in check
