"""A row game's words as round 18's cold readers met them, for the built-in game and a user's
(tests/rule_texts.py FOUR_ROWS, the readers' own four rows): a refused example move said as the
scribe's words; a board's place on a sheet of three said as the sheet lists its boards; row names
that are place words said once to be the board's; and the paper that covers the other boards on a
sheet in What you need, counted from the plan."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose import compose
from accessible_kits.families.row_removal.wording.boards import PLACES
from accessible_kits.games import load_game, parse_game
from accessible_kits.profile import load_profile
from rule_texts import FOUR_ROWS, blank_sheets_cover, blank_sheets_need, composed_texts, flat, section_lines

_OWN = "of a board"
_THREE = "says: 1 circle from the top row, 1 circle from the middle row and 1 circle from the bottom row."


def _game(name: str):
    return load_game(name) if name == "row-removal" else parse_game(FOUR_ROWS, "four.toml")


def _words(kit, section: str) -> str:
    (s,) = [s for s in kit.sections if s.id == section]
    return " ".join(sent.text for line in section_lines((s,)) for sent in line.sentences)


@pytest.mark.parametrize(
    ("name", "said", "quote"),
    [
        # the built-in file's own refusal, of a move in three rows
        ("row-removal", _THREE, "a turn crosses out circles in one row only"),
        # the example the kit adds to a file of one
        ("four-rows", "says: 2 circles from the Alpha row.", "that row has only one circle left"),
    ],
)
def test_a_refused_example_move_is_said_as_the_scribes_words(name, said, quote):
    """Round 18's listener: "The Alpha row has only 1 circle left." was not given as the scribe's
    words, as the grid games' refusals are. The example quotes the scribe, in the words the scribe
    section quotes, a count in words."""
    _, text, script = composed_texts(_game(name), load_profile("standard"))
    t = flat(text)
    # the kit's first refused move, told in full: said back and yes before the check (LISTEN22 #6)
    assert f"{said} The scribe says: {said.removeprefix('says: ')}" in t
    assert f"says yes. The scribe checks the move. That move is not allowed. The scribe says: {quote}." in t
    assert f"That move is not allowed. The scribe says: {quote}." in script
    assert "the scribe says how many it has, like: that row has only two circles left." in t  # the scribe section's
    assert "has only 1 circle" not in t and "has only 1 circle" not in script


def test_a_board_is_placed_in_the_words_its_sheet_lists_it():
    """Print: two boards a sheet, upper and lower, as the sheet's halves are. A raised kit's sheet
    of three is read in tests/test_rows_felt18.py (its labels are measured in braille)."""
    check_places("row-removal", "large-print", ("upper board of board sheet 1", "lower board of board sheet 1"))


def check_places(name: str, profile: str, places: tuple[str, ...]) -> None:
    """Round 18's braille reader: "It is the upper board of board sheet 1" on a sheet listed as
    "board 1 first, ..., then board 2, then board 3, going down the sheet". A board of three is
    counted, as its sheet is listed; of two, upper and lower, as the sheet's halves are."""
    kit = compose(_game(name), load_profile(profile))
    setup, board = _words(kit, "setup"), _words(kit, "board")
    three = len(kit.plan.groups()[0]) == 3
    listed = "board 1 first, under the sheet's heading, then board 2, then board 3, going down the sheet"
    assert (listed in board) == three
    for n, where in enumerate(places, 1):
        assert re.search(rf"Board {n} is for [^.]*\. It is the {where}\.", setup), (where, setup)
    if three:
        assert not {"upper", "middle", "lower"} & set(setup.replace(".", " ").split())


@pytest.mark.parametrize(
    ("rows", "names", "said"),
    [
        ([3, 4, 5], None, f"The row names top, middle and bottom mean rows {_OWN}, not parts of the sheet."),
        ([2, 3], ["upper", "lower"], f"The row names upper and lower mean rows {_OWN}, not parts of the sheet."),
        ([2, 3, 4], ["plum", "middle", "fig"], f"The row name middle means a row {_OWN}, not a part of the sheet."),
        ([1, 3, 5, 7], None, ""),  # Alpha, Bravo ...: no place word
    ],
)
def test_row_names_that_are_place_words_are_said_once_to_be_the_boards(rows, names, said):
    """Round 18's listener: "Going down, the names are top, middle and bottom." beside "board 1 in
    its upper half". Every row name a sheet's place also uses is said once to name a row of the
    board in play, where boards share a sheet; never where each board has its own."""
    named = f"row_names = {names!r}\n".replace("'", '"') if names else ""
    toml = (
        f'id = "owls"\ntitle = "Owl rows"\nfamily = "row-removal"\nminutes = [5, 10]\n'
        f'players = ["Owls team", "Badgers team"]\n[params]\nrows = {rows}\n{named}'
    )
    assert {"top", "middle", "bottom", "upper", "lower"} <= set(PLACES)
    shared = check_place_names(toml, ("standard", "large-print"), said)
    assert shared or not said  # some profile shares a sheet, so a sentence said is read


def check_place_names(toml: str, profiles: tuple[str, ...], said: str) -> bool:
    """The place words' sentence once in the text and the script where a sheet is shared, else not
    at all; whether some profile shared one."""
    shared_seen = False
    for profile in profiles:
        kit, text, script = composed_texts(parse_game(toml, "owls.toml"), load_profile(profile))
        shared = kit.plan.boards > kit.plan.sheets and not kit.plan.split and bool(kit.plan.layout)
        shared_seen |= shared
        own = " of a board, not "  # the sentence's words, one or several names
        assert flat(text).count(own) == script.count(own) == (1 if said and shared else 0)
        if said and shared:
            assert said in flat(text)
    return shared_seen


@pytest.mark.parametrize(
    ("name", "profile", "item"),
    [
        ("row-removal", "large-print", "one blank sheet"),  # two boards a sheet
        ("four-rows", "large-print", ""),  # a board a sheet: nothing to cover
    ],
)
def test_the_paper_that_covers_the_other_boards_is_in_what_you_need(name, profile, item):
    """Print kits; raised ones in tests/test_rows_felt18.py."""
    check_cover(name, profile, item)


def check_cover(name: str, profile: str, item: str) -> None:
    """Round 18's listener: "Cover the boards not in play with plain paper" was in no list nor in
    the paper count. What you need names it, a sheet for each other board of the fullest sheet, as
    the plan lays the boards out; Setting up says where they are laid, after the boards are placed
    (LISTEN22 #10: heard in What you need, before any board sheet was described; READER25 #1: heard in
    The sheets in this kit, before the two boards of a sheet were placed)."""
    kit = compose(_game(name), load_profile(profile))
    need, setup, sheets = _words(kit, "need"), _words(kit, "setup"), _words(kit, "sheets")
    most = max(len(g) for g in kit.plan.groups())
    assert ("Leave only the board in play uncovered" in setup) == bool(item) == (most > 1)
    if item:
        assert item.split(maxsplit=1)[0] == {1: "one", 2: "two", 3: "three"}[most - 1]
        # said once, by compose.preparation from the plan's count (Preparation.covers), which the
        # paper in all counts too
        assert blank_sheets_need(kit.plan, most - 1) in need and "board sheet" not in need
        # laid on the sheet in play only (round 19), said in Setting up, after the boards' places (READER25 #1)
        assert item.capitalize() in need and "blank sheet" not in sheets
        assert f"{item} of plain paper" in setup and blank_sheets_cover(most - 1) in setup
        from accessible_kits.preparation import Preparation

        assert isinstance(kit.preparation, Preparation) and kit.preparation.covers == most - 1
    else:
        assert "cover the boards" not in need
