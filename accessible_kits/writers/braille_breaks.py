"""Where a print page line may stand inside a block of the braille rules: between sentences. rules.pdf
may begin a page inside a cell name ("column B / row 2"), between a number and its noun, inside a key
phrase ("These cells are named / ---12 / place", READER28 #53) or inside a sentence ("the Alpha row has
1 circle, / ---12 / the Bravo row ...", READER32 #23); the line moves to the nearest sentence end, or to
the block's start or end, as BANA's Braille Formats let a print page change stand at the nearest sentence
or paragraph end. A list item's number never parts from its text (READER24 #16)."""

from __future__ import annotations

import re
from dataclasses import replace

NUMBERED = re.compile(r"\d+\.")  # a list item's number, its first word ("2."): never apart from its text
ENDS = (".", "?", "!")  # a word that ends with one of these ends a sentence
CLOSING = "'\")\u2019\u201d"  # closing quotes and brackets after a sentence's mark


def apart(words: list[str], at: int, item: bool = False) -> int:
    """The word (counted in `words`, a block's text split at spaces) that a print page line stands
    before, near `at`, where the print page begins: the nearest word after a sentence end, or 0 (the
    block's start), or len(words) (after the block's end); the earlier of two as near. A clause end
    ("1 circle, / ---12 / the Bravo row") left the line inside a sentence (READER32 #23). `item`: the
    block is a list item, whose number (its first word) stays with its text."""
    numbered = item and bool(words) and NUMBERED.fullmatch(words[0]) is not None
    if at <= 0 or (at == 1 and numbered):
        return 0
    ends = [k for k in range(2 if numbered else 1, len(words)) if words[k - 1].rstrip(CLOSING).endswith(ENDS)]
    return min([0, *ends, len(words)], key=lambda k: (abs(k - at), k > at))


# A braille page that would end inside a sentence ends before it instead, where the sentence begins
# within BACK lines of the page's end: "the scribe / asks: which row", "like / column F row 1" split a
# short phrase over a page turn (READER29 #10). Further back, the page would stand too empty: the
# sentence is split as before. 4 of a page's 23 text lines at most go to the next page.
BACK = 4
CLOSERS = "0')\">"  # braille ASCII after a sentence's mark: closing quotes and brackets
STOPS = ("4", "8", "6")  # braille ASCII word-final period, question mark, exclamation mark (UEB)


def ends_sentence(word: str) -> bool:
    """Whether a braille ASCII word ends a sentence: a period, a question or an exclamation mark at
    its end (the groupsigns those cells also are, dd, gg, ff, stand only inside a word)."""
    bare = word.rstrip(CLOSERS)
    return len(bare) > 1 and bare.endswith(STOPS)


def sentence_turns(items: list, lines: list, breaks: list[int]) -> list | None:
    """The items with the first page break that falls inside a paragraph's sentence moved to that
    sentence's start, when it begins within BACK lines (writers.braille_pages: `lines` as flowed from
    `items`, `breaks` the lines the pages after the first begin with): the item is cut there, its rest
    goes on at the runover margin on a new page. None when no break needs it."""
    for i in breaks:
        before, after = lines[i - 1], lines[i]
        # a list item too long for a page breaks too ("column E, the / fifth column", READER30 #22)
        same = before.kind == after.kind == "text" and before.block == after.block and before.src in ("para", "item")
        if not same or ends_sentence(before.cells.split(" ")[-1]) or after.turn:
            continue
        for j in range(i - 1, max(i - 1 - BACK, -1), -1):
            line = lines[j]
            if line.kind != "text" or line.block != before.block or line.item < 0:
                break
            words = line.cells.strip().split(" ")
            at = [k for k, w in enumerate(words[:-1] if j == i - 1 else words) if ends_sentence(w)]
            if at:
                return _cut(items, line.item, line.word + at[-1] + 1)
            if j == 0 or lines[j - 1].block != line.block or lines[j - 1].kind != "text":
                # the whole paragraph turns, unless a heading stands before it: a heading keeps its text
                headed = j > 0 and lines[j - 1].src in ("heading", "minor")
                return _cut(items, line.item, 0) if line.word == 0 and not headed else None
    return None


def _cut(items: list, n: int, word: int) -> list | None:
    """Item `n` cut before its `word`, the rest a new page's runover ("para+"); at word 0, it turns whole."""
    item = items[n]
    words = item.cells.split(" ")
    if word == 0:
        return None if item.turn else [*items[:n], replace(item, turn=True), *items[n + 1 :]]
    if word >= len(words):
        return None
    head = replace(item, cells=" ".join(words[:word]))
    rest = replace(item, kind=item.kind.removesuffix("+") + "+", cells=" ".join(words[word:]), turn=True)
    return [*items[:n], head, rest, *items[n + 1 :]]


# A short paragraph stays on one braille page, a short list too (READER32 #3: the record sheet's 5 columns
# over a page read as 3), and a longer list's last item with the item before it (its closing line): "the
# scribe says it back ... / In this game, only A and F are said back plainly" parted the say-back rule over
# a page turn, and "A move that breaks one of these rules does not count" stood on a page before the list's
# last item (READER31 #18, #16). A run of SHORT text lines at most, and of half a page's, so the page it
# leaves keeps about half its lines at least (a heading kept with it adds two).
SHORT = 9
# A list stays whole up to LIST lines and just over half a page: four rows' record list, 8 parts in 12 lines,
# went on over a page (READER32 #3, round 33's braille: "A: ... / B: B for Bravo ..."), its lead-in kept with
# it. The page it leaves keeps 10 of 23 lines at least (its lead-in and a heading take 3 more).
LIST = 12


def kept_whole(lines: list, lists: list[list[int]], body: int) -> list[tuple[int, int]]:
    """The first and last line of each run writers.braille_pages keeps on a page of `body` text lines: a
    paragraph of SHORT text lines at most and half a page (a print page change inside it is no text line),
    and each list (`lists`: each list's text lines) of LIST lines at most and just over half a page: "Its 5
    columns are: ..." split over a page read as a sheet of 3 columns (READER32 #3); else its last two items
    where they take SHORT lines at most."""
    most, listed = min(SHORT, body // 2), min(LIST, body // 2 + 1)
    paras: dict[int, list[int]] = {}
    for i, line in enumerate(lines):
        if line.kind == "text" and line.src == "para":
            paras.setdefault(line.block, []).append(i)
    out = [(at[0], at[-1]) for at in paras.values() if 1 < len(at) <= most]
    for run in lists:
        if len(run) <= listed:  # a short list: whole on one page
            out.append((run[0], run[-1]))
            continue
        items = list(dict.fromkeys(lines[i].block for i in run))[-2:]  # the list's last two items, in order
        tail = [i for i in run if lines[i].block in items]
        if len(items) == 2 and len(tail) <= most:
            out.append((tail[0], tail[-1]))
    return out
