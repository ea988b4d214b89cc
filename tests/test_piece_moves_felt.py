"""Round 13's braille reader, read in the tactile polyomino kits as composed (liblouis translates
their braille, so this is the full tier; tests/unit/test_piece_moves_heard.py reads large print):
a kit with one raised board says where the worked examples are followed, every piece may be
flipped, and a wrong pass costs nothing, for the built-in game and for one written from the docs."""

from __future__ import annotations

import pytest

from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from rule_texts import OTTERS, composed_texts, flat, spoiled_words

TACTILE = load_profile("tactile")
GAMES = {"corner-polyominoes": load_game("corner-polyominoes"), "otters": parse_game(OTTERS, "otters.toml")}


@pytest.mark.parametrize("name", GAMES)
def test_a_raised_kit_with_one_board_says_where_the_examples_are_followed(name):
    kit, text, script = composed_texts(GAMES[name], TACTILE)
    rules = flat(text)
    assert len(kit.boards) == 1 and kit.preparation.boards == 1  # the plan's one board, from preparation
    # no spare printed: how to print one, its pages from the plan (round 17's listener asked for one)
    assert spoiled_words(kit.preparation) in rules and "There is no spare board" not in rules
    follow = "Before the first round, follow the worked examples on the play board."
    one = "One board is enough for the examples and for every round."  # round 18's braille reader
    assert f"{follow} {one} Take all the pieces off the board before each round." in rules
    assert follow in script


OTHER = "Every other piece can be turned to match its flipped shape."  # LISTEN31 #18


@pytest.mark.parametrize("name", GAMES)
def test_a_raised_kit_says_every_piece_may_be_flipped(name):
    _, text, script = composed_texts(GAMES[name], TACTILE)
    rules = flat(text)
    assert "unless you flip" not in rules
    rule = "You may turn a piece around or flip it over."  # the rule first (READER23 #6), then why
    if name == "otters":  # the Zig's mirror image is no turn of it: named, and how to lay that shape said
        # the piece and its mirror shape named: "For that shape, flip it over" read as either (READER25 #9)
        said = f"{rule} Flipping gives a new shape only for the Zig. {OTHER} Flip the Zig only to get its mirror shape."
        assert said in rules and said in script
    else:  # every built-in piece's mirror image is a turn of it: turned raised side up, no "You may ... flip it
        # over" beside it to clash with (READER24 #1)
        # the rule said first, "The rules let you ... flip it" (READER25 #8: "You never need to flip it" alone
        # never said whether a flip is allowed)
        said = (
            "The rules let you turn a piece or flip it. A flip is never needed: a turn makes every shape a flip makes."
        )
        assert said in rules and said in script and "flip it over" not in rules
    assert "flip it over. Keep" not in rules and rules.count("You may turn") == (name == "otters")


@pytest.mark.parametrize("name", GAMES)
def test_a_raised_kit_says_a_wrong_pass_costs_nothing(name):
    _, text, script = composed_texts(GAMES[name], TACTILE)
    for said in (flat(text), script):
        assert (
            "If a piece of yours can still be placed, the scribe says: a piece can still be placed. "
            "Then you choose again." in said
        )
        assert "Out loud, the scribe never says a mark." in said
