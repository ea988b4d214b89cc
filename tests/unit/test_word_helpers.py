"""Words from facts: cell sets, numbers and lists, the same for print and for the ear."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from accessible_kits.compose.sentences import Sentences
from accessible_kits.compose.words import (
    NATO,
    Twin,
    Voice,
    describe_cells,
    join,
    number_word,
    plural,
    printed,
    render,
    sentences,
    speak_names,
)

PRINT, EAR, NATO_EAR = Voice(), Voice(ear=True), Voice(ear=True, column_names=NATO[:7])


def test_a_rectangle_is_named_by_its_columns_and_rows():
    block = {(c, r) for c in range(3, 7) for r in range(1, 4)}
    assert describe_cells(PRINT, block) == "columns D through G, rows 2 through 4"
    assert describe_cells(EAR, block) == "columns D through G, rows 2 through 4"
    assert describe_cells(NATO_EAR, block) == "columns Delta through Golf, rows 2 through 4"


def test_one_cell_and_no_cells():
    assert describe_cells(PRINT, {(3, 1)}) == "D2"
    assert describe_cells(EAR, {(3, 1)}) == "column D row 2"  # every cell, one form
    assert describe_cells(PRINT, set()) == "no cells"


def test_a_staircase_is_said_row_block_by_row_block():
    cells = {(c, 0) for c in range(2, 5)} | {(c, 1) for c in range(3, 5)}
    assert describe_cells(PRINT, cells) == "columns C through E, row 1; and columns D and E, row 2"


def test_cells_with_a_gap_are_named_one_by_one():
    assert describe_cells(PRINT, {(0, 0), (2, 0)}) == "A1 and C1"


@given(st.sets(st.tuples(st.integers(0, 6), st.integers(0, 3)), min_size=2))
def test_every_description_names_exactly_its_cells(cells):
    """Read the words back into cells: they must be the same set."""
    import re

    text = describe_cells(PRINT, cells)
    back = set()
    if re.fullmatch(r"[A-G]\d( and [A-G]\d|, [A-G]\d)*", text) or (" and " in text and "column" not in text):
        back = {(ord(n[0]) - 65, int(n[1:]) - 1) for n in re.findall(r"[A-G]\d", text)}
    else:
        for part in text.split("; and "):
            cols, rows = part.split(", ")
            cs = [ord(x) - 65 for x in re.findall(r"\b[A-G]\b", cols)]
            rs = [int(x) - 1 for x in re.findall(r"\d+", rows)]
            back |= {(c, r) for c in range(cs[0], cs[-1] + 1) for r in range(rs[0], rs[-1] + 1)}
    assert back == cells, text


def test_numbers_and_lists():
    assert [number_word(n) for n in (0, 12, 20, 28, 99)] == ["zero", "twelve", "twenty", "twenty-eight", "ninety-nine"]
    assert number_word(100) == "one hundred", "num2words: numbers past 99 are said in words too"
    assert EAR.count(12, "cell") == "twelve cells" and PRINT.count(1, "cell") == "1 cell"
    assert join(["a"]) == "a" and join(["a", "b", "c"], "or") == "a, b or c"
    assert plural(2, "box", "boxes") == "2 boxes"


def test_an_engine_sentence_is_said_with_spoken_cell_names():
    assert speak_names(NATO_EAR, "D2 is already crossed out") == "Delta 2 is already crossed out"
    assert speak_names(PRINT, "D2 is already crossed out") == "D2 is already crossed out"


def test_a_twin_sentence_renders_as_each_voice_says_it():
    """Written once with the Twin voice, one sentence is printed and said: names and numbers each
    as its voice gives them, the words between them the same."""
    twin = Twin()
    block = describe_cells(twin, {(c, r) for c in range(3, 7) for r in range(1, 4)})
    text = f"{twin.cell((3, 1))} {twin.mark.does} {twin.count(12, 'cell')}: {block}."
    assert printed(text) == "D2 crosses out 12 cells: columns D through G, rows 2 through 4."
    assert render(text, NATO_EAR) == "Delta 2 crosses out twelve cells: columns Delta through Golf, rows 2 through 4."
    assert render(text, EAR) == "column D row 2 crosses out twelve cells: columns D through G, rows 2 through 4."


def test_the_touch_voice_words_marking_for_a_raised_board():
    """A tactile kit is worded for touch by its voice (cover, not cross out), and an engine's pen
    words are told the same way."""
    touch = Twin(touch=True)
    assert (touch.mark.do, touch.mark.does, touch.mark.done, touch.mark.doing) == (
        "cover",
        "covers",
        "covered",
        "covering",
    )
    assert (
        printed(touch.told("E3 is already crossed out: choose a cell that is still there"))
        == "The cell at E3 is already covered: choose a cell that is still there"
    )
    assert Twin().told("A turn crosses out circles in one row only.") == "A turn crosses out circles in one row only."


def test_each_sentence_is_made_once_with_its_printed_and_spoken_forms():
    say = Sentences(NATO_EAR)
    twin = Twin()
    line = say.line(f"Choose {twin.cell((3, 1))}. Then say {twin.num(3)}.")
    assert [(s.id, s.text, s.said) for s in line.sentences] == [
        ("s1", "Choose D2.", "Choose Delta 2."),
        ("s2", "Then say 3.", "Then say three."),
    ]
    assert line.text == "Choose D2. Then say 3." and say.line(line) is line, "a line made once is kept"
    assert sentences("One. Two!  Three? ") == ["One.", "Two!", "Three?"]


def test_one_raised_diagram_is_named_in_the_singular():
    """An example with one diagram says "The diagram", with more "The diagrams"."""
    from accessible_kits.compose.common import diagram_titles

    assert diagram_titles(2, ["Before"]) == "The diagram of example 2 on the raised sheets: before."
    assert diagram_titles(1, ["Before", "After"]) == "The diagrams of example 1 on the raised sheets: before and after."
