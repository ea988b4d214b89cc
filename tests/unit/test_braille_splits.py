"""Where a printed page begins inside a block, the braille breaks the block at that word; and a
lone label letter drawn as on the raised sheets, without liblouis."""

from __future__ import annotations

from accessible_kits import braille
from accessible_kits.writers import card_text
from accessible_kits.writers.braille_pages import INDICATOR, Geometry, text_pages
from accessible_kits.writers.braille_volumes import _items, _pieces, split_points

BLOCKS = [
    ("heading", "How to play", "s1"),
    ("para", "Take turns. On your turn, cover one cell that is not yet covered, then say where.", "b1-1"),
    ("item", "1. Say the cell, column first.", "b1-2-1"),
    ("item", "2. The scribe marks it on the board sheet.", "b1-2-2"),
]


def test_a_page_that_begins_inside_a_paragraph_splits_it_at_that_word():
    """Page 2 begins at "cover one cell" (inside the paragraph), page 3 at item 2's start, which
    is a block start (not a split), and a page whose words the text has not (a diagram) is left out."""
    assert split_points(BLOCKS, {2: card_text.words("cover one cell that is")}, {2: "b1-2-2"}) == {}, (
        "a page whose first block is item 2 can not begin inside the paragraph before item 1"
    )
    starts = {
        2: card_text.words("cover one cell that is not yet covered then"),
        3: card_text.words("The scribe marks it on the board sheet"),
        4: card_text.words("A B C D E F G 4 4"),
    }
    splits = split_points(BLOCKS, starts, {2: "b1-2-1", 3: "b1-2-2"})
    # block 1, page 2: begun at its 6th word ("cover"), its line stands at the sentence end 3 words
    # before ("Take turns."), not after the clause ("On your turn,": braille_breaks.NEAR, READER28 #53)
    assert splits == {1: [(2, 2)]}, splits
    assert _pieces(BLOCKS, splits)[1] == [
        "Take turns.",
        "On your turn, cover one cell that is not yet covered, then say where.",
    ]


def test_the_block_goes_on_after_the_indicator_at_its_runover_margin():
    cells = [["HOW TO PLAY"], ["TAKE TURNS4", "COV] "], ["#A4 SAY"], ["#B4 ! SCRIBE"]]
    splits = {1: [(2, 2)]}
    items = _items(BLOCKS, cells, {"s1": [1]}, 1, splits)
    kinds = [(i.kind, i.cells) for i in items]
    assert kinds[1:4] == [("para", "TAKE TURNS4"), ("page", braille.number(2)), ("para+", "COV] ")]
    (page,) = text_pages("HEAD", items, Geometry(), print_pages=True)
    at = page.lines.index(INDICATOR * (40 - 2) + "#B")
    assert page.lines[at - 1] == "  TAKE TURNS4" and page.lines[at + 1] == "COV]", "para runs over in cell 1"


def test_a_lone_label_letter_as_the_sheets_draw_it():
    """Only a lone letter of the labels loses its grade 1 indicator; one inside a word, a letter
    that is no label, and one that stands with a number keep theirs."""
    text = ";,P 9 A ?ICK FRAME3 ! ;,P4 ;,G ;,PS ,P#A"
    assert braille.as_drawn(text, ["P"]) == ",P 9 A ?ICK FRAME3 ! ,P4 ;,G ;,PS ,P#A"
    assert braille.as_drawn(text, []) == text


def test_a_line_never_parts_a_number_from_its_percent_sign():
    assert braille.wrap(",PR9T KIT4PDF ON PLA9 PAP]1 AT #AJJ .04", 33) == [",PR9T KIT4PDF ON PLA9 PAP]1 AT", "#AJJ .04"]
