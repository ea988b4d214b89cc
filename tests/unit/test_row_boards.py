"""Which printed board of a row game is which, in words read from the sheet plan: where each sits on
its sheet (the plan's `across`, as the pages place them), the board the worked examples use, the
board of each round, and why a shared sheet stays whole. A cold listener (round 7) heard "Each
board sheet has two boards" and "the bottom row" and could not tell which board either meant."""

from __future__ import annotations

import pytest

from accessible_kits.compose import compose
from accessible_kits.compose.cover_moves import spent_line
from accessible_kits.compose.covering import cover_steps
from accessible_kits.compose.words import Voice
from accessible_kits.families.row_removal.wording import Wording
from accessible_kits.families.row_removal.wording.boards import (
    FIND,
    board_places,
    placement_lines,
    together,
    uses,
    uses_lines,
    whole_lines,
)
from accessible_kits.fonts import Metrics
from accessible_kits.games import load_game, parse_game
from accessible_kits.model import BoardSheet, SheetPlan
from accessible_kits.profile import load_profile
from accessible_kits.render import layout
from rule_texts import section_lines

LABELS = ["Board 1", "Board 2", "Board 3", "Board 4"]
TINY = """id = "tiny"
title = "Tiny rows"
family = "row-removal"
minutes = [1, 2]
[params]
rows = [1, 2]
"""


def words(kit, section: str) -> str:
    (s,) = [s for s in kit.sections if s.id == section]
    return " ".join(sent.text for line in section_lines((s,)) for sent in line.sentences)


def test_pen_marks_give_the_examples_and_each_round_a_board_of_their_own():
    use = uses(LABELS, marks_stay=True)
    assert use is not None and (use.examples, use.rounds, use.spares) == (
        "board 1",
        ("board 2", "board 3"),
        ("board 4",),
    )
    assert uses_lines(Voice(), use, "") == [
        # a sentence a board, the board first: "the first round on board 2" put a board's number
        # beside a round's, off by one (a cold listener, round 14)
        "Board 1 is for the worked examples.",
        "Board 2 is for the first round.",
        "Board 3 is for the second round.",
        "Board 4 is a spare.",
        # what a spare is for, where no covering step says it (LISTEN30 #9)
        "If a board is spoiled, use board 4 in its place. The other boards keep their uses.",
        # and once it is in use: with no drawing said, its sheet printed again (LISTEN37 Q8 #2)
        spent_line("board 4", drawn=False),
    ]
    assert uses(LABELS[:2], marks_stay=True) is None  # too few boards to name one for each use


def test_tokens_come_off_so_every_round_is_played_on_one_board():
    use = uses(LABELS, marks_stay=False)
    assert use is not None and (use.examples, use.rounds, use.spares) == (
        "board 2",
        ("board 1", "board 1"),
        ("board 3", "board 4"),
    )
    assert uses_lines(Voice(), use, "token") == [
        "Board 1 is for every round.",  # each board's use once, in print order (braille reader, round 9)
        # the worked examples' tokens too, on board 2 before round 1: a kit has one board's tokens
        "Before each round, take every token off the boards.",
        "Board 2 is for the worked examples.",
        "Board 3 and board 4 are spares.",
        # which spare first, where no covering step says it (READER35 #12: four rows in print)
        "If a board is spoiled, use a spare, board 3 or board 4, in its place. The other boards keep their uses. "
        "Board 3 replaces the first board spoiled. Board 4 replaces the next one.",
        spent_line("board 4", drawn=False),  # the last spare's, once both are in use (LISTEN37 Q8 #2)
    ]


@pytest.mark.parametrize(
    ("across", "said"),
    [
        (1, "Board sheet 1 has board 1 in its upper half and board 2 in its lower half."),
        (2, "Board sheet 1 has board 1 on the left and board 2 on the right."),
    ],
)
def test_two_boards_on_a_sheet_are_placed_as_the_plan_lays_them(across, said):
    plan = SheetPlan("A4", "portrait", 4, 2, 2, layout=(BoardSheet(2, "portrait", False, across),) * 2)
    lines = placement_lines(Voice(), plan, LABELS, touch=False, rows=("top", "bottom"))
    assert lines[0] == said and lines[1].startswith("Board sheet 2 has board 3 ")
    assert lines[2:] == [
        # "its own top row" beside "its upper half" read as a riddle (a braille reader, round 13);
        # every row named by a place, said once (a cold listener, round 18), just after the
        # sheets' places (LISTEN23 #11)
        "The row names top and bottom mean rows of a board, not parts of the sheet.",
        "Each board has its name just above it.",
    ]
    assert whole_lines(plan)[:2] == [
        "Keep each board sheet whole: do not cut the boards apart.",
        "Kept whole, each board stays where these rules say it is.",
    ]


def test_four_boards_in_two_lines_and_a_board_alone():
    grid = SheetPlan("A4", "portrait", 4, 4, 1, layout=(BoardSheet(4, "portrait", False, 2),))
    assert placement_lines(Voice(), grid, LABELS, touch=True, rows=("plum", "fig")) == [
        "The board sheet has board 1 and board 2 in its upper half, and board 3 and board 4 in its lower half.",
        "Each board has its name just above it, in print and braille.",
    ]  # the game's own names say no place a sheet also has: nothing to tell apart
    uneven = SheetPlan(
        "A3", "portrait", 4, 3, 2, layout=(BoardSheet(3, "portrait", False, 1), BoardSheet(1, "portrait", False, 1))
    )
    assert placement_lines(Voice(), uneven, LABELS, touch=True, rows=("only",)) == [
        "Board sheet 1 has board 1 first, under the sheet's heading, then board 2, then board 3, going down the sheet.",
        # where to feel for its name (READER37 #5)
        "Board sheet 2 has board 4 alone. Its name is in the sheet's braille heading at the top, "
        "with no label just above it.",
        "On a sheet of several boards, each has its name just above it, in print and braille.",
    ]
    alone = SheetPlan("A4", "portrait", 4, 1, 4, layout=(BoardSheet(1, "portrait", False, 1),) * 4)
    assert placement_lines(Voice(), alone, LABELS, touch=False, rows=("top",)) == [] and whole_lines(alone) == []


@pytest.mark.parametrize("game", ["row-removal", "tiny"])
@pytest.mark.parametrize("profile", ["large-print", "standard"])
def test_the_plans_across_is_where_the_pages_put_the_boards(game, profile):
    """The plan measures each sheet with render.layout.board_places, which the pages draw with: the
    boards of its first line are the ones the words place side by side."""
    g = load_game(game) if game == "row-removal" else parse_game(TINY, "tiny.toml")
    p = load_profile(profile)
    kit = compose(g, p)
    plan = kit.plan
    for group, sheet in zip(plan.groups(), plan.layout, strict=True):
        boards = [kit.boards[i] for i in group]
        c = layout.probe(
            p, Metrics(p.font), g.title, layout.sheet_subtitle(boards), None, paper=plan.paper,
            orientation=sheet.orientation, compact=sheet.compact,
        )  # fmt: skip
        places = layout.board_places(c, boards, labelled=len(boards) > 1)
        assert places is not None and sheet.across == sum(y == places[0][1] for _, y in places)
    board = words(kit, "board")
    setup = words(kit, "setup")
    assert "Board 1 is for the worked examples." in setup and "Board 4 is a spare." in setup
    if game == "tiny":  # small boards: two a line
        assert "board 1 and board 2 in its upper half, and board 3 and board 4 in its lower half" in board
    else:
        assert "Board sheet 1 has board 1 in its upper half and board 2 in its lower half." in board
    together = words(kit, "together")
    # the spare is for a spoiled board: played on after the match, if unused, else one is drawn
    assert "after the match. Take board 4, if the match did not use it. If it did, draw a board" in together
    # who makes the board, about how far, and who moves next (a cold listener, round 19)
    few = min(5, sum(g.params["rows"]) // 2)  # about half the circles, five at most
    left = f"until about {few} circles are left." if few > 1 else "until 1 circle is left."
    assert f"One person crosses out circles on it, from any rows, {left}" in together
    assert "Then choose who moves next." in together


def test_the_hand_drawn_board_has_the_rows_order_and_names():
    kit = compose(load_game("row-removal"), load_profile("large-print"))
    need = words(kit, "before")  # said once The board has said what a board is (READER32 #8)
    assert "No printer? Draw rows of 3, 4 and 5 large circles on plain paper, in that order from the top." in need
    assert "Write each row's name at its left: top, middle and bottom." in need


@pytest.mark.parametrize("across", [1, 2, 4])
@pytest.mark.parametrize("boards", [2, 3, 4])
def test_a_boards_place_on_its_sheet_is_never_said_in_a_rows_words(across, boards):
    """Where a board sits on a shared sheet is said in words no row of a board has ("board 1 at
    the top" was heard as a row by a cold listener, round 9): upper and lower halves, first under
    the heading, left and right."""
    plan = SheetPlan("A3", "portrait", boards, boards, 1, layout=(BoardSheet(boards, "portrait", False, across),))
    (placed, *_) = placement_lines(Voice(), plan, LABELS[:boards], touch=False, rows=("top", "bottom"))
    assert not {"top", "bottom", "below", "above", "row"} & set(placed.rstrip(".").replace(",", "").split()), placed
    assert all(label.lower() in placed for label in LABELS[:boards])


# -- round 15: which board of which sheet, kept to at the table, found by its name ----------------


def _sheets(*layout: tuple[int, int]) -> SheetPlan:
    """A plan of four boards on sheets of (boards, across)."""
    sheets = tuple(BoardSheet(n, "portrait", False, across) for n, across in layout)
    return SheetPlan("A3", "portrait", 4, max(n for n, _ in layout), len(sheets), layout=sheets)


@pytest.mark.parametrize(
    ("layout", "said"),
    [
        (
            ((2, 1), (2, 1)),
            ["upper board of board sheet 1", "lower board of board sheet 1", "upper board of board sheet 2"],
        ),
        (
            ((2, 2), (2, 2)),
            ["left board of board sheet 1", "right board of board sheet 1", "left board of board sheet 2"],
        ),
        (  # counted as the sheet lists them, "first, under the sheet's heading, then ..." (round 18)
            ((3, 1), (1, 1)),
            ["first board going down board sheet 1", "second board going down board sheet 1", "third board going"],
        ),
        (
            ((3, 3), (1, 1)),
            ["first board from the left on board sheet 1", "second board from the left on", "third board from"],
        ),
        (
            ((3, 2), (1, 1)),
            ["upper left board of board sheet 1", "upper right board of board sheet 1", "lower board of board"],
        ),
        (
            ((4, 2),),
            ["upper left board of the board sheet", "upper right board of the board sheet", "lower left board"],
        ),
    ],
)
def test_a_board_in_use_is_placed_on_its_sheet_after_its_job(layout, said):
    """Where "Board 2 is for the first round" sat beside a sheet of boards 1 and 2: a scribe could mark or read
    the wrong one (a cold listener, round 15). Each board in use says where it sits, in the words
    its sheet's boards are placed with, never a row's."""
    plan = _sheets(*layout)
    places = board_places(Voice(), plan, LABELS)
    use = uses(LABELS, marks_stay=True)
    assert use is not None
    # the covering steps say what the spare is for, with its sheet: not said twice (LISTEN30 #9)
    lines = uses_lines(Voice(), use, "", places, ("If a board is spoiled, use board 4, the spare, in its place.",))
    for n, (board, where) in enumerate(zip(("Board 1", "Board 2", "Board 3"), said, strict=True)):
        job = ("the worked examples", "the first round", "the second round")[n]
        i = lines.index(f"{board} is for {job}.")
        assert lines[i + 1].startswith(f"It is the {where}"), lines
        assert not {"top", "bottom", "row"} & set(lines[i + 1].rstrip(".").split())
    assert lines[-1] == "Board 4 is a spare."  # a spare is found when needed, by its name
    w = Wording(load_game("row-removal"), load_profile("standard"), plan, Voice())
    steps = cover_steps(w, LABELS, use.examples, use.rounds)
    assert steps[0].startswith("Leave only the board in play uncovered, so no one marks or reads the wrong board.")
    phases = ["For the worked examples", "For the first round", "For the second round"]
    # board 4 shares its sheet (LISTEN21 #7), or is alone on it, the other sheet put away (READER22 #15)
    # the spare's table once, whichever board it replaces (LISTEN39 #11), then the boards it can replace, in the
    # order played, each named (LISTEN37 #6), but the last, for which nothing differs
    spare, *cases = steps[1 + len(phases) : -1]
    assert [s.split(",")[0] for s in steps[1 : 1 + len(phases)]] == phases
    assert spare.startswith("If a board is spoiled, use board 4 in its place, whichever board it is.")
    assert [s.split(",")[0] for s in cases] == [f"If {b} is spoiled" for b in use_order(use)[:-1]]
    assert steps[-1].startswith("If a board is spoiled once board 4 has replaced one, draw a board by hand")
    assert "While board" not in " ".join(cases) and "replaces a spoiled board" not in " ".join(cases)
    alone = "Board 4 is alone on its sheet, so it needs no blank sheet."
    assert (alone in spare) == (layout[-1][0] == 1) and not any(alone in case for case in cases), spare


def use_order(use) -> list[str]:
    """The boards with a use, in the order played: the worked examples', then each round's."""
    return list(dict.fromkeys([use.examples, *use.rounds]))


def test_a_board_alone_is_found_by_its_sheet_and_more_going_one_way_are_counted():
    down = _sheets((4, 1))  # four going down: counted as placed lists them (a braille reader, round 18)
    assert list(board_places(Voice(), down, LABELS).values()) == [
        f"It is the {n} board going down the board sheet." for n in ("first", "second", "third", "fourth")
    ]
    three = _sheets((4, 3))  # three in the upper half, one alone below them
    assert list(board_places(Voice(), three, LABELS).values()) == [
        "It is the first board from the left in the upper half of the board sheet.",
        "It is the second board from the left in the upper half of the board sheet.",
        "It is the third board from the left in the upper half of the board sheet.",
        "It is the lower board of the board sheet.",
    ]
    uneven = _sheets((3, 1), (1, 1))  # board 4 alone: its sheet's heading names it
    assert "board 4" not in board_places(Voice(), uneven, LABELS)
    alone = SheetPlan("A4", "portrait", 4, 1, 4, layout=(BoardSheet(1, "portrait", False, 1),) * 4)
    assert board_places(Voice(), alone, LABELS) == {}
    w = Wording(load_game("row-removal"), load_profile("standard"), alone, Voice())
    assert cover_steps(w, LABELS, "board 1", ("board 2",)) == []
    assert FIND == "Find each board by the name on it, not by its page."


def test_playing_together_always_has_a_board():
    """The game for fun: "Take board 3, if the match did not use it." had no board when it had, and the tokens were
    still on board 1 (a braille reader, round 15)."""
    pen = uses(LABELS, marks_stay=True)
    assert together(pen, "a fresh board", "") == [
        "Take board 4, if the match did not use it.",
        "If it did, draw a board on plain paper.",
    ]
    tokens = uses(LABELS, marks_stay=False)
    assert together(tokens, "a board with every token taken off", "token") == [
        "Take every token off the boards.",
        "Then use board 1.",
    ]
    assert together(uses(LABELS[:3], marks_stay=True), "a fresh board", "") == ["Draw a board on plain paper."]
    assert together(None, "a fresh board", "") == ["Take a fresh board."]


def test_the_built_in_setup_places_each_board_in_use_and_covers_the_rest():
    """Pen marks: the worked examples and each round on a board of their own, two a sheet. The
    raised kit's words are read in tests/test_words.py (braille is measured by a program)."""
    kit = compose(load_game("row-removal"), load_profile("large-print"))
    setup = words(kit, "setup")
    assert setup.startswith(FIND)
    assert "Board 2 is for the first round. It is the lower board of board sheet 1." in setup
    assert "Leave only the board in play uncovered, so no one marks or reads the wrong board." in setup
    # the round's own step said where the match begins, not listed in Setting up (LISTEN29 #8)
    # the table it leaves, each sheet by number (LISTEN24 #7, wave 36); the sheet moved (LISTEN32 #7)
    said = "Before the second round, have board sheet 2 out and board sheet 1 away. "
    said += "Move the blank sheet onto board 4."
    assert said in words(kit, "match") and "Move the blank sheet onto board 4" not in setup


def test_a_users_game_of_a_board_a_sheet_finds_each_by_its_name():
    """Four rows at large print: a board a sheet, pages two through five. "Board 2 is for the first
    round" sent a listener to page two (round 15): the board is found by the name on it."""
    from rule_texts import FOUR_ROWS

    kit = compose(parse_game(FOUR_ROWS, "four.toml"), load_profile("large-print"))
    assert kit.plan.per_sheet == 1 and kit.plan.boards == 4
    setup = words(kit, "setup")
    assert setup.startswith(f"{FIND} Board 1 is for the worked examples. Board 2 is for the first round.")
    assert "It is the" not in setup and "Cover the boards" not in setup  # no shared sheet: no place, nothing to cover
