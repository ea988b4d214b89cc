"""What round 13's cold listener and braille reader found slow in the polyomino kits, fixed as
functions of the game's data and read in the composed rules, quick reference and spoken script of
the built-in corner-polyominoes (White and Black, sides that keep their start cells) and of a game
written from docs/games.md (Otters and Red team, people's names that swap start cells)."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.words import Voice
from accessible_kits.families.polyomino.wording import Wording
from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from rule_texts import GARDEN_CORNERS, OTTERS, composed_texts, flat, section_lines

LARGE, TACTILE = load_profile("large-print"), load_profile("tactile")
GAMES = {"corner-polyominoes": load_game("corner-polyominoes"), "otters": parse_game(OTTERS, "otters.toml")}


def texts(name: str, profile=LARGE) -> tuple[str, str, str]:
    """(rules, quick reference, spoken rules script), each flattened to one line."""
    kit, text, script = composed_texts(GAMES[name], profile)
    summary = " ".join(s.text for line in section_lines(kit.summary) for s in line.sentences)
    return flat(text), summary, script


@pytest.mark.parametrize("name", GAMES)
def test_the_cells_are_said_in_any_order_and_said_back_in_one(name):
    rules, _, script = texts(name)
    order = "Then come its cells in one order: from the top row down, and left to right in each row."
    for said in (rules, script):
        assert "Say the cells in any order." in said and order in said
        # the player is told the say-back may change the order (round 15's listener answered "no")
        assert "Say the cells in any order. The scribe may say them back in another order. " in said
        assert "If they are the same cells, say yes." in said
    # the example move is said in that order too: its rows never go up
    move = re.search(r"Say the piece and its cells, like the [^,]+ piece, ([^.]*)\.", rules)
    assert move, rules
    rows = [int(r) for r in re.findall(r"row (\d+)", move.group(1))]
    assert len(rows) > 1 and rows == sorted(rows, reverse=True), move.group(1)


@pytest.mark.parametrize("name", GAMES)
def test_a_piece_name_is_never_said_beside_a_column_letter(name):
    rules, _, script = texts(name)
    for said in (rules, script):
        assert not re.search(r"\b(?:domino|monomino|triomino|square|bar|bend|Zig|tee) column [A-Z]\b", said)
        assert "piece piece" not in said
    game = GAMES[name]
    seen = Wording(game, LARGE, None, Voice())  # type: ignore[arg-type]  # called() reads no sheet plan
    # a name that is a letter, or sounds like one, and a name that already ends in "piece"
    assert seen.called("L") == "the L piece" and seen.called("ell") == "the ell piece"
    assert seen.called("Tee piece") == "the Tee piece"


@pytest.mark.parametrize("name", GAMES)
def test_the_scribe_says_the_player_never_the_mark(name):
    rules, _, script = texts(name)
    first = "White" if name == "corner-polyominoes" else "Otters"
    said = f"Out loud, the scribe never says a mark. The scribe says whose each cell is, like {first}."
    assert said in rules and said in script
    # the whole board read back names each covered cell's player, never a mark letter
    reads = re.findall(r"Row \d+: ([^.]*)\.", rules)
    cell = r"column [A-Z](?:, the [a-z-]+ column)?, [A-Z][a-z]+(?: team)?"
    assert reads and all(re.fullmatch(cell, c) for r in reads for c in cells(r))


def cells(read: str) -> list[str]:
    """The cells of one row of a whole-board read back: "column B, the second column, Otters; and ..."."""
    return [c for c in re.split(r"; and |; ", read) if c]


@pytest.mark.parametrize("name", GAMES)
def test_a_wrong_pass_costs_nothing_and_the_end_is_checked_without_a_scribe(name):
    rules, _, script = texts(name)
    for said in (rules, script):
        assert (
            "If a piece of yours can still be placed, the scribe says: a piece can still be placed. "
            "Then you choose again." in said
        )
        # that it costs nothing is the tries sentence's, said once (scribe_words.TRIES)
        assert "Then the player chooses again. The scribe never says which piece, nor where." in said
        assert "On each later turn, say pass again. The scribe says it back and writes it down." in said
        assert "Without a scribe, the player who did not make the last move checks this, and says so." in said


def test_a_trial_lay_marks_nothing_before_the_yes():
    for name in GAMES:
        rules, _, _ = texts(name)
        assert "The scribe lays the piece there to try it, and marks nothing." in rules
        # what the try tells, and what comes after the yes ("fits" was taken for the rules' check: round 15)
        assert "The scribe says only whether those cells are free and make the shape of the piece." in rules
        # what comes after the yes, in the scribe's steps the try follows (round 32: the try once, after the move)
        assert "After the yes, the scribe checks the move against the rules." in rules
        assert rules.index("After the yes, the scribe checks") < rules.index(
            "The scribe lays the piece there to try it"
        )
        assert "fits there" not in rules
        # the scribe's steps agree: the check and the mark come after the yes
        assert rules.index("After the yes, the scribe checks the move") < rules.index("The scribe marks the move")


def test_the_start_cells_are_said_with_the_round_they_hold_for():
    rules, summary, script = texts("otters")
    for said in (rules, summary, script):
        start = re.escape("start cell. In the first round, Otters' is ")
        # in the rules, a player a sentence: a round's one ran to 25 words (task poly19)
        then = re.escape(", and Red team's is " if said is summary else ". Red team's is ")
        swap = (
            then
            + ("" if said is summary else "the top right corner, ")
            + r"(?:G7|column G row 7)\. In the second round, Otters' is "
        )
        # each round's cells said, none left to work out from "swap" (round 17's listener)
        back = then + ("" if said is summary else "the bottom left corner, ")
        # a corner named first, where a start cell is one (round 15), but not on the quick reference
        corner = "" if said is summary else "the bottom left corner, "
        far = "" if said is summary else "the top right corner, "
        seven, one = r"(?:G7|column G row 7)", r"(?:A1|column A row 1)"
        assert re.search(start + corner + one + swap + far + seven + back + one + r"\.", said), said
        assert "Otters' is A1, and Red team's is G7." not in said.replace("first round, Otters'", "")
    # White and Black keep their start cells: the players swap pieces, so no round is named
    rules, summary, script = texts("corner-polyominoes")
    for said in (rules, summary, script):
        assert re.search(
            r"White's is (?:the bottom left corner, )?(?:A1|column A row 1), "
            r"and Black's is (?:the top right corner, )?(?:H8|column H row 8)\.",
            said,
        ), said
        assert "In the first round, " not in said


def test_the_board_parts_are_joined_in_steps_said_in_order():
    rules, _, script = texts("corner-polyominoes")  # an 8 by 8 board on A4, in two parts
    assert "Then find the glue flap," in script  # the host may listen too
    steps = ["First, cut part 2", "Then find the glue flap, outside the board", "If you use glue", "Then lay the"]
    at = [rules.index(s) for s in steps]
    assert at == sorted(at), at
    assert "First cut" not in rules
    # the tools say "clear tape or a glue stick": each has its step (round 15's listener), a user game's too
    for game in (GAMES["corner-polyominoes"], parse_game(GARDEN_CORNERS, "garden.toml")):
        _, text, said = composed_texts(game, LARGE)
        for words in (flat(text), said):
            assert "Clear tape or a glue stick" in words or "clear tape or a glue stick" in words
            assert "If you use glue, put it on the flap. Then lay the " in words
            assert "With tape instead, stick a strip of it along the join." in words


@pytest.mark.parametrize("name", GAMES)
def test_a_one_board_kit_says_where_the_worked_examples_are_followed(name):
    kit, text, _ = composed_texts(GAMES[name], LARGE)  # tests/test_piece_moves_felt.py reads the tactile kit
    assert len(kit.boards) == 1  # the plan's one board: the examples' and every round's
    follow = "Before the first round, follow the worked examples on the play board."
    one = "One board is enough for the examples and for every round."  # round 18's braille reader
    assert (
        f"{follow} {one} Take all the pieces off the board, and rub out any pencil marks, before each round."
        in flat(text)
    )


def test_every_piece_may_be_flipped_and_the_ones_a_flip_changes_are_named():
    otters = GAMES["otters"]
    felt = Wording(otters, TACTILE, None, Voice(touch=True)).flip_by_touch()  # type: ignore[arg-type]
    # the Zig is the one piece no turn makes of its mirror image: one rule, then how to lay its flipped shape
    assert felt.startswith("You may turn a piece around or flip it over. Flipping gives a new shape only for the Zig.")
    assert (
        "Flip the Zig only to get its mirror shape. Then it lies raised side down, with its marks underneath. "
        "It still counts as yours." in felt
    )
    assert "unless you flip" not in felt
    rules, _, _ = texts("otters")
    assert "You may turn a piece around or flip it over. Flipping gives a new shape only for the Zig." in rules
    rules, _, _ = texts("corner-polyominoes")  # every built-in piece is its mirror image turned
    assert "new shape only for" not in rules
