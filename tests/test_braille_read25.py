"""Round 25's cold braille reader (issue 24), T items: print page lines that fall mid-sentence
(READER25 #18), and the one straight apostrophe in the read-back text (#19). Read in the built-in
corner polyominoes and the readers' Four rows, embossed as the kit writes them."""

from __future__ import annotations

import pytest

from accessible_kits import braille
from accessible_kits.writers.braille_pages import INDICATOR
from accessible_kits.writers.braille_prelims import Sheets, _symbol_entries
from unit.test_paper_heard21 import _texts

RUNS_ON = "A sentence may run on past this line."


def test_the_symbols_page_says_a_sentence_runs_on_past_a_print_page_line():
    """READER25 #18: "named plainly, without their / ---12 / place." The line stays where print's
    page breaks (a sighted partner finds the same place); the symbols page says, once, with the
    line's own entry, that a sentence may go on past it."""
    line = INDICATOR * 3 + braille.number(5)
    words = dict(_symbol_entries(False, Sheets(False), True, 2))[line]
    assert words.endswith(RUNS_ON) and all(len(s.split()) < 25 for s in words.split(". "))
    assert RUNS_ON not in " ".join(dict(_symbol_entries(False, Sheets(False), False, 2)).values())  # no lines


@pytest.mark.parametrize("name", ["corner-polyominoes", "four-rows"])
def test_every_apostrophe_is_the_same_braille_cell(name):
    """READER25 #19: "For a letter's place in a read back" read back with the only straight
    apostrophe. The braille is not the cause: every apostrophe of the rules is the one UEB cell, dot 3
    (braille ASCII "'"), "letter's" too. The straight one is liblouis's backward rule for the
    shortform "lr's" (en-ueb-g2.ctb: "nofor word letter's"), which spells it with U+0027, where
    every other dot 3 reads back as U+2019."""
    _, text, _ = _texts(name, "standard")
    words = sorted({w.strip(".,:;") for w in text.split() if "'" in w and w[0].isalpha()})
    assert words, name
    cells = braille.translate(words, display=braille.BRF)
    for word, cell in zip(words, cells, strict=True):
        assert cell.count("'") == word.count("'"), (word, cell)  # the one apostrophe cell, dot 3
    assert braille.translate(["LR'S"], display=braille.BRF, backward=True) == ["letter's"]  # the reader's one
