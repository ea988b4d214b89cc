"""Where a print page line may stand inside a block of the braille rules: between words that
belong apart. rules.pdf may begin a page inside a cell name ("column B / row 2"), between a number
and its noun, or inside a key phrase ("These cells are named / ---12 / place", READER28 #53); the
line moves to the nearest place where the text itself parts, after a word that ends a sentence or
a clause, or to the block's start. A list item's number never parts from its text (READER24 #16)."""

from __future__ import annotations

import re

NUMBERED = re.compile(r"\d+\.")  # a list item's number, its first word ("2."): never apart from its text
PARTS = (".", ",", ";", ":", "?", "!")  # a word that ends with one of these ends a sentence or a clause


def apart(words: list[str], at: int, item: bool = False) -> int:
    """The word (counted in `words`, a block's text split at spaces) that a print page line stands
    before: `at`, where the print page begins, when the word before it ends a sentence or a clause;
    else the nearest such place, the earlier of two as near, or 0 (the block's start). `item`: the
    block is a list item, whose number (its first word) stays with its text."""
    numbered = item and bool(words) and NUMBERED.fullmatch(words[0]) is not None
    if at <= 0 or (at == 1 and numbered):
        return 0
    places = [0] + [k for k in range(2 if numbered else 1, len(words)) if words[k - 1].rstrip("'\")").endswith(PARTS)]
    return min(places, key=lambda k: (abs(k - at), k > at))
