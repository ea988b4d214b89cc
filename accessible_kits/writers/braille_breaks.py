"""Where a print page line may stand inside a block of the braille rules: between words that
belong apart. rules.pdf may begin a page inside a cell name ("column B / row 2"), between a number
and its noun, or inside a key phrase ("These cells are named / ---12 / place", READER28 #53); the
line moves to the nearest place where the text itself parts, after a word that ends a sentence or
a clause, or to the block's start. A list item's number never parts from its text (READER24 #16)."""

from __future__ import annotations

import re

NUMBERED = re.compile(r"\d+\.")  # a list item's number, its first word ("2."): never apart from its text
PARTS = (".", ",", ";", ":", "?", "!")  # a word that ends with one of these ends a sentence or a clause
ENDS = (".", "?", "!")  # a word that ends a sentence
NEAR = 4  # words: a sentence end this near is taken before a nearer clause end (READER28 #53)


def apart(words: list[str], at: int, item: bool = False) -> int:
    """The word (counted in `words`, a block's text split at spaces) that a print page line stands
    before, near `at`, where the print page begins: the nearest word after a sentence end, when one
    is within NEAR words; else the nearest after a clause end, or 0 (the block's start); the earlier
    of two as near. `item`: the block is a list item, whose number (its first word) stays with its text."""
    numbered = item and bool(words) and NUMBERED.fullmatch(words[0]) is not None
    if at <= 0 or (at == 1 and numbered):
        return 0
    ends = [k for k in range(2 if numbered else 1, len(words)) if words[k - 1].rstrip("'\")").endswith(PARTS)]
    near = [k for k in ends if words[k - 1].rstrip("'\")").endswith(ENDS) and abs(k - at) <= NEAR]
    return min(near or [0, *ends], key=lambda k: (abs(k - at), k > at))
