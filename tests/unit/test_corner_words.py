"""What round 9's cold readers found in the grid and polyomino kits, fixed as functions of the game's
data and checked on a game written from docs/games.md: a plural team name ("Otters") is never the
subject of has or is, the engine's messages name the file's players, and piece names are one name
whatever their capitals."""

from __future__ import annotations

import re

import pytest

from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from accessible_kits.writers.rules_text import host_text
from rule_texts import OTTERS, composed_texts, flat

LARGE, STANDARD = load_profile("large-print"), load_profile("standard")


@pytest.fixture(scope="module")
def otters():
    return parse_game(OTTERS, "otters.toml")


@pytest.mark.parametrize("profile", [LARGE, STANDARD], ids=["large-print", "standard"])
def test_no_verb_agrees_with_a_players_name(otters, profile):
    kit, text, script = composed_texts(otters, profile)
    host = host_text(kit)
    for said in (flat(text), script, host):
        for name in ("Otters", "Red team"):
            assert not re.search(rf"\b{name} (has|is|does|was)\b", said), name
        assert "Otters's" not in said and "the Red team" not in said.replace("The Red team", "the Red team")
    t = flat(text)
    # each cell as the say-back says it, in print too: every read back says a letter one way (READER27 #2)
    assert (
        "Read back: Otters' bend covers 3 cells: column A row 2; column A row 1; "
        "and column B, the second column, row 1. "
        "Otters' pieces left: 4. Red team's pieces left: 5." in t
    )
    assert "Left for Otters: the bar, the square, the Zig and the tee. Left for Red team: all 5 pieces." in t
    assert "The cell at A3 shares a side with Otters' A2." in flat(host)  # the engine's "White's", in the file's name
    # the scribe's, to the player, printed as said: A sounds like no other of A to G
    assert "The scribe says: column A row 3 shares a side with your own cell column A row 2." in t
    # the scribe's set words, without a verb beside a name (READER26 #2)
    assert "Then the scribe says: Otters, 4 cells left over." in t and "The win goes to Otters." in t
    assert "It is Otters' turn." in t and "Red team goes first" in t  # a team's name as written, no article


def test_the_polyomino_end_is_one_account_with_the_word_said_and_who_says_it(otters):
    _, text, script = composed_texts(otters, LARGE)
    t = flat(text)
    # as the table lives it (LISTEN37 #16): you cannot place; the other can, you pass; neither can, the end in its
    # one wording (LISTEN29 #18); then who judges it, its why (LISTEN33 #17, LISTEN35 #3), then the say-back
    assert (
        "Sometimes, on your turn, you cannot place any of your pieces. "
        "Then you pass: say the word pass. That is your turn. "
        "The game ends at once when neither player can place a piece. Then nobody says pass" in t
    )
    assert "When you pass, the scribe says pass back, checks that no piece of yours can be placed" in t
    # one end, as the worked examples end it: no pass needed first (round 10: "must pass" beside an
    # example that ends with none)
    # one end rule with both its cases (round 11: "ends when both pass" beside "ends at once" read as two)
    # at once, as the engine ends it (LISTEN24 #8), in one wording: "would pass" beside "nobody says pass" had a
    # listener check whether a last pass is said (LISTEN29 #18)
    assert "must pass" not in t and "would pass" not in t and "As soon as" not in t
    assert "fits" not in t.split("How the game ends")[1].split("Playing with a scribe")[0]  # a try's word
    # when the scribe says it, not "Then", heard as after every turn (round 18's listener)
    assert (
        "The scribe checks after every turn whether the game has ended. If so, the scribe says: the game is over."
        in script
    )
    rules = t.split("Worked examples")[0]
    assert "It also ends" not in t and rules.count("ends at once when") == 1  # no second end beside the first


def test_the_printed_examples_say_once_how_a_short_cell_is_said(otters):
    _, text, script = composed_texts(otters, LARGE)
    # the examples' own first cell written short, A1 here (a move is in the player's words, the long way: its
    # start cell is the first short one): printed only, the ear hears every cell the long way
    assert "The examples write a cell short, like A1. Out loud, say it column A row 1." in flat(text)
    assert "write a cell short" not in script
    poison = composed_texts(load_game("poison-corner"), LARGE)[1]
    # its first move is said back in full, the long way (READER27 #12): the first short cell is the poison cell
    assert "The examples write a cell short, like A1. Out loud, say it column A row 1." in flat(poison)
    rows = composed_texts(load_game("row-removal"), LARGE)[1]
    assert "write a cell short" not in rows  # a game without cells says nothing of them


@pytest.mark.parametrize("profile", [LARGE, STANDARD], ids=["large-print", "standard"])
def test_poison_corner_says_which_board_is_in_play_and_that_the_poison_cell_may_be_chosen(profile):
    _, text, script = composed_texts(load_game("poison-corner"), profile)
    t = flat(text)
    assert "You may choose A1, the poison cell, on any turn, even the first, like any cell still there." in t
    assert "But if you choose A1, you lose at once." in t
    assert "for the worked examples" in t and "for each round" in t + " " + script
    # never both boards put in front of the players as the one to use
    assert "Put a fresh play board on the table in front of the players" not in t
    assert "That ends the worked examples." in script
    # said once: by the covering step where the boards share a sheet (paper32's note)
    assert ("Play each round on the play board." in script) != ("Now only the play board is out" in script)


def _words(blocks) -> str:
    """A wording's drafts as plain words: each paragraph's text and each step's or bullet's."""
    return " ".join(str(t) for b in blocks for t in ((b.text,) if hasattr(b, "text") else b.items))


def test_a_piece_is_checked_without_looking_in_every_profile(otters):
    from accessible_kits.compose.words import Voice
    from accessible_kits.families.polyomino.wording import Wording

    seen = Wording(otters, LARGE, None, Voice())  # type: ignore[arg-type]  # pieces() reads no sheet plan
    # the pieces point to the try, taught once after the move, with the scribe's requests (round 32)
    assert "Or ask the scribe for a try. The part called Playing with a scribe says how." in _words(seen.pieces())
    said = (
        # a try asked for by its own word, never a move's (round 18's listener)
        "To try a piece, a player may say try, then the piece and its cells. "
        "The scribe lays the piece there to try it, and marks nothing. Then the scribe takes the piece off again. "
        # uncut pieces have no piece to lay (round 14's listener)
        "With uncut pieces, the scribe finds those cells on the board. "
        # what the try tells, and what comes after the yes (round 15's listener took "fits" for the rules)
        "The scribe says only whether those cells are free and make the shape of the piece. "
        # and what it does not check: a yes was taken for the pass check's "can be placed" (round 17)
        "A try does not check the rules for a move. "
        # a try is no move: the say-back and the yes make one (round 16's listener)
        "A try is not a move. To move, say it without the word try, hear it said back, and say yes."
    )
    assert said in seen.try_asked()

    assert "fits there" not in _words(seen.pieces())
    # what uncut pieces are, said once in The pieces (LISTEN28 #20)
    assert "You do not have to cut out the pieces: you may play with uncut pieces. Then each move is said" in flat(
        composed_texts(otters, LARGE)[1]
    )
    felt = Wording(otters, load_profile("tactile"), None, Voice(touch=True))  # type: ignore[arg-type]
    words = _words([*felt.pieces(), *felt.turn(), *felt.ending()])
    assert "feel each of its cells" in words and not felt.extras()  # no drawings to point at
    assert not re.search(r"\b(look|looks|point|see|trace)\b", words, re.I), words


def test_a_sound_alike_letter_is_said_back_with_its_place(otters):
    _, text, script = composed_texts(otters, LARGE)
    said_back = (
        "A letter that sounds like another is always said back with its place from the left, "
        "like column D, the fourth column."
    )
    assert said_back in flat(text) and said_back in script
    for sentence in re.split(r"(?<=[.!?]) ", said_back):
        assert len(sentence.split()) < 25
    small = parse_game(SMALL_GRID, "small.toml")  # columns A and B: no two letters alike, nothing added
    assert "said back with its place from the left" not in composed_texts(small, LARGE)[1]


SMALL_GRID = """id = "two-columns"
title = "Two columns"
family = "grid-removal"
minutes = [2, 4]
[params]
columns = 2
rows = 3
"""


def test_a_piece_is_said_to_lie_turned_only_where_its_sheet_turns_it():
    # the sheets pack a piece a quarter turn round when that fits more (the plan's packing)
    game = parse_game(OTTERS, "otters.toml")
    standard = flat(composed_texts(game, STANDARD)[1])
    assert "On its sheet, the Zig lies turned a quarter turn. It is still the same piece." in standard
    # at large print only the bar lies turned, and a straight line is said any way round: nothing to say
    large = flat(composed_texts(game, LARGE)[1])
    assert "lies turned" not in large and "may lie turned" not in large


def test_the_say_back_example_is_the_move_example_said_back_whole():
    """The move example's letter, where it sounds like another, is said back with its place and its
    row (round 14's braille reader: the letter alone left the say-back unfinished); another letter is
    said without a row, which beside the example read as another move (round 13)."""
    for game, move, back in (
        ("poison-corner", "like column D row 2.", "like column D, the fourth column, row 2."),
        (
            "corner-polyominoes",
            "like the domino piece, column B row 2 and column C row 2.",
            "like column B, the second column, row 2.",
        ),
    ):
        said = flat(composed_texts(load_game(game), LARGE)[1])
        assert f"The player says the move out loud, {move}" in said
        assert f"A letter that sounds like another is always said back with its place from the left, {back}" in said
