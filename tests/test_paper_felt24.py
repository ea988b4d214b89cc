"""Round 24's cold braille reader (issue 24) on the raised kits' words, in built-in games and in the
readers' own games written from docs/games.md: one name for a board alone on its sheet (READER24 #4),
a diagram titled Before says before what (#5), the practice board cleared and its blank sheet moved
when the examples end (#12), no peg board the kit does not have (#13), the scale bar's test sheet
counted (#17), and a print page change never between a list item's number and its text (#16). Full
tier: a raised kit's compose runs liblouis."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose.sheet_words import BUMP_DOTS
from accessible_kits.model import RAISED_ONLY_FILE, RAISED_SHEETS_FILE, Bullets
from accessible_kits.profile import load_profile
from accessible_kits.writers.braille_volumes import START, _items, _pieces, diagram_sheets, rule_blocks, split_points
from conftest import need_cmd
from rule_texts import composed_texts, flat, readers_games

GAMES = readers_games()
TACTILE = load_profile("tactile")


@pytest.fixture(autouse=True)
def _liblouis():
    need_cmd("lou_translate", "liblouis-bin liblouis-data")


@pytest.fixture(scope="module")
def kits() -> dict:
    """{name: (kit, rules text flat, script)} of each reader's game at tactile."""
    out = {}
    for name, load in GAMES.items():
        kit, text, script = composed_texts(load(), TACTILE)
        out[name] = (kit, flat(text), script)
    return out


@pytest.mark.parametrize("name", ["corner-polyominoes", "garden"])
def test_a_board_alone_on_its_sheet_is_named_as_the_board(kits, name):
    """READER24 #4: "The raised play board" / "The board sheet." / "Page 2: the play board.": three
    names for one sheet. The raised sheets' list names a board alone on its one sheet by its title."""
    kit, text, _ = kits[name]
    assert kit.plan.boards == 1 and kit.plan.sheets == 1
    sheets = next(s for s in kit.sections if s.id == "sheets")
    raised = next(b for b in sheets.blocks if isinstance(b, Bullets))
    items = [line.text for line in raised.lines]
    (board,) = {line.split(": the ")[1].rstrip(".") for line in re.findall(r"Page \d+: the [a-z ]+board\.", text)}
    assert f"The {board}." in items and "The board sheet." not in items, items
    assert "The board sheet." not in text


@pytest.mark.parametrize("name", ["poison-corner", "long-corner", "corner-polyominoes", "four-rows"])
def test_a_diagram_titled_before_says_before_what(kits, name):
    """READER24 #5: "On the sheet titled diagram sheet 3: before." Before what? Each note that names a
    diagram titled Before says it is the board before the example's first move."""
    from accessible_kits.render.pages import kit_pages

    kit = kits[name][0]
    notes = [t for kind, t, _ in rule_blocks(kit, diagram_sheets(kit_pages(kit, TACTILE))) if kind == "note"]
    befores = [n for n in notes if re.search(r"\bbefore\b", n)]
    assert befores, name
    for note in befores:
        assert not re.search(r"\bbefore(\.| and| \w+ and|,)", note.replace(f"before ({START})", "")), note
        assert f"before ({START})" in note, note


@pytest.mark.parametrize("name", ["poison-corner", "long-corner"])
def test_the_practice_board_is_cleared_and_uncovered_when_the_examples_end(kits, name):
    """READER24 #12: after Example 3 nothing said to take every token off the practice board, nor to
    move the blank sheet: printed (the braille is made from it) and spoken alike, as the row games say
    it; the blank sheet's move where the plan puts both boards on one sheet and covers one."""
    kit, text, script = kits[name]
    assert kit.plan.sheets == 1 and kit.preparation.covers == 1
    said = (
        "That ends the worked examples. Take every token off the practice board: you need them all for each round. "
        # the step's closing state (LISTEN31 #7); the blank sheet moved (LISTEN32 #7), from wherever it lies
        "For every round, move the blank sheet onto the practice board. "
        "Now only the play board is out and uncovered."
    )  # not then "Play each round on the play board.", which said it again (paper32's note)
    for words in (text, script):
        assert said in words, words[words.find("That ends") :][:300]
    assert text.index(said) > text.index("Example 3")


@pytest.mark.parametrize("name", ["poison-corner", "long-corner", "row-removal", "four-rows"])
def test_only_stand_ins_the_kit_can_take_for_tokens(kits, name):
    """READER24 #13: "pegs on a peg board" named a board the kit has none of; a bump dot must peel off
    (a move put right, the board cleared for a round)."""
    _, text, script = kits[name]
    for words in (text, script):
        assert "peg" not in words and BUMP_DOTS in words


@pytest.mark.parametrize("name", ["poison-corner", "garden", "four-rows"])
def test_the_scale_bar_test_sheet_is_counted(kits, name):
    """READER24 #17: "first print a page of swell.pdf on plain paper ... and check its bar": a sheet
    in no count. The totals add it for the raised-only file, of the swell paper's size (the plan's)."""
    kit, text, _ = kits[name]
    (size,) = {r.size for r in kit.preparation.runs if r.paper == "swell paper"}
    add = f"With {RAISED_ONLY_FILE}, add 1 sheet of {size} plain paper, to check the scale bar."
    assert re.search(r"In all, (?:with the blank sheets?, )?the match takes [^.]+\. " + re.escape(add), text), name
    assert f"first print a page of {RAISED_SHEETS_FILE} on {size} plain paper with the same settings" in text


def test_a_print_page_never_parts_a_list_items_number_from_its_text():
    """READER24 #16: "2." then "---17" then the item's text: the page of rules.pdf began with the item's
    first words (its number drawn apart, so not among them). The page change stands before the item."""
    blocks = [
        ("item", "1. To set it up, start from a full board.", "b1"),
        ("item", "2. The player to move says a row. Then the scribe marks it.", "b2"),
        ("item", "3. The scribe says the move back, word for word.", "b3"),
    ]
    splits = split_points(blocks, {17: ["the", "player", "to"]}, {17: "b3"})
    assert splits == {1: [(0, 17)]}, splits
    pieces = _pieces(blocks, splits)
    assert pieces[1] == ["2. The player to move says a row. Then the scribe marks it."]
    items = _items(blocks, pieces, {}, 1, splits)
    assert [i.kind for i in items] == ["item", "page", "item", "item"], items
    assert items[1].page == 17 and items[2].cells.startswith("2. The player")
    # a page begun further into an item still goes on after the indicator, at the item's runover margin,
    # after the nearest sentence end ("row.", not "scribe": braille_breaks, READER32 #23)
    inside = split_points(blocks, {17: ["scribe", "marks", "it"]}, {17: "b3"})
    assert inside == {1: [(8, 17)]}
    assert [i.kind for i in _items(blocks, _pieces(blocks, inside), {}, 1, inside)] == [
        "item",
        "item",
        "page",
        "item+",
        "item",
    ]
