"""How a grid's columns, rows and cells are named, and which of this board's letters and numbers
sound alike to the ear.

Split from common.py by job. The sounds are read from the board's own columns and rows, never
from a list typed for one game: a 7 by 4 board has no H, an 8 by 8 board has A and H, and 8."""

from __future__ import annotations

from accessible_kits.compose.drafts import Bullets, Draft, Para
from accessible_kits.compose.words import Names, join, number_word, ordinal_word
from accessible_kits.games.notation import cell_name, column_letter

# Letters said with the same vowel sound, as espeak-ng says them (`espeak-ng -x`: b'i:, s'i:, d'i:;
# 'eI, 'eItS, dZ'eI, k'eI; ...) and as a person does: the ear mixes up a letter with the others of
# its group. tests/test_sound_alike.py checks each group against espeak-ng's own phonemes.
SOUND_GROUPS = (
    "BCDEGPTVZ",  # the "ee" letters (Z as zee; espeak-ng says zed, many people zee)
    "AHJK",  # the "ay" letters: A and H differ only by the "ch" at H's end
    "FSX",  # "eh" and a hiss: F and S are the classic pair on a telephone line
    "MN",  # "em" and "en"
    "IY",  # "eye" and "why"
    "QUW",  # the "you" letters: Q, U and the end of W
)

# Why each group's letters sound alike, said after the group: a word with their shared vowel (the
# same espeak-ng phoneme, tests/test_sound_alike.py). "So do these: A and H." alone was doubted
# (LISTEN21 #12); "eight" is also why row 8 sounds like them.
SOUND_WORDS = {"BCDEGPTVZ": "key", "AHJK": "eight", "FSX": "less", "MN": "hen", "IY": "my", "QUW": "few"}

# Row numbers whose word has one of those vowels: "eight" ('eIt) is "A" ('eI) with a t, and
# "aitch" ('eItS) with the last sound cut. A number is said after "row", a letter after "column",
# so the words keep them apart: the rules say why, where the board has such a pair.
# Closest first: "eight" is a letter's sound with one more at its end; "two" and "you" differ in
# the first sound only; "three", "nine" and "five" share only the vowel.
NUMBER_SOUNDS = {8: "AHJK", 2: "QUW", 3: "BCDEGPTVZ", 9: "IY", 5: "IY"}


# a player's question for a letter's place, where a read back says a cell plainly
WHICH_COLUMN = "which column"
# what a sound-alike letter comes with, said as what it is, one phrase for every family to import:
# "these letters always come with their place" was heard as a place on the board (LISTEN28 #8), so it
# says from where; "their count from the left" beside a read back's "the count says which cells they
# are" gave count two meanings (LISTEN29 #3): a count is only ever a number of cells
FROM_LEFT = "place from the left"


def alike(columns: int) -> list[list[int]]:
    """The groups of this board's columns (by index) whose letters sound alike: two or more each."""
    return [g for g, _ in _alike_sounds(columns)]


def _alike_sounds(columns: int) -> list[tuple[list[int], str]]:
    """alike's groups, each with the word that has its letters' shared sound (SOUND_WORDS)."""
    letters = [column_letter(i) for i in range(columns)]
    groups = [([i for i, c in enumerate(letters) if c in g], SOUND_WORDS[g]) for g in SOUND_GROUPS]
    return [(g, word) for g, word in groups if len(g) > 1]


def numbers_like_letters(columns: int, rows: int) -> list[tuple[int, list[int]]]:
    """Every row number of this board that sounds like some of its column letters, with those
    columns, the most alike first (NUMBER_SOUNDS' order)."""
    letters = [column_letter(i) for i in range(columns)]
    found = [(n, [i for i, c in enumerate(letters) if c in sounds]) for n, sounds in NUMBER_SOUNDS.items() if n <= rows]
    return [(n, like) for n, like in found if like]


# the say-back, said where a cell's letters are first heard: who says what, and when (LISTEN30 #1)
SAYS_BACK = "After a player says a move, the scribe says it back."
# the say-back as a step of Your turn, in the row family's words (LISTEN30 #2)
YOUR_MOVE_BACK = "The scribe says your move back. If it is right, say yes."


def sound_alike_lines(v: Names, columns: int, rows: int, back=None, *, everywhere: bool = False) -> list[str]:
    """The warning about letters that sound alike, for this board's letters only, and that the
    scribe always says them back with their place from the left, in the say-back's own words (`back`:
    the cell of its example, place_said_back's); and, where a row number sounds like a column letter,
    why a cell is said with the words column and row. `everywhere`: every cell the scribe says (read
    backs too) comes so, so there is no letter to ask about (a player's "which column?" is for a
    read back that says cells plainly)."""
    sounds = _alike_sounds(columns)
    groups = [g for g, _ in sounds]
    lines = []
    for n, (group, word) in enumerate(sounds):
        said = join(v.col(i) for i in group)
        # why, from the board's own letters: "They both" for A and H, on a board with no J or K
        why = f"They {'both' if len(group) == 2 else 'all'} have the vowel sound of the word {word}."
        # a later group by its letters first: "So do these: A and H." after "the vowel sound of the word key" was
        # heard as A and H having that sound too (LISTEN40 #1)
        head = f"These letters sound alike: {said}."
        if n:
            head = f"{said} sound alike too, but not like the letters before."
        lines.append(f"{head} {why}")
    if groups:
        # the say-back's one form: "D, the fourth column from the left" beside "column D, the fourth
        # column, row 2" asked whether the place came only when asked for (round 18's listener and reader)
        these = "these letters" if len(groups) == 1 else "all these letters"
        example = with_place(v, groups, back)
        if everywhere and len(groups) > 1:
            # the letters named, in the groups' order said just before: "all these letters" was taken for the last
            # group but one (LISTEN33 #1)
            letters = join(v.col(i) for g in groups for i in g)
            lines.append(
                f"When the scribe says a cell, these letters come with their {FROM_LEFT}: {letters}. "
                f"For example: {example.removeprefix('like ')}. " + said_plainly(v, columns)
            )
        elif everywhere:
            lines.append(
                f"When the scribe says a cell, {these} come with their {FROM_LEFT}, {example}. "
                + said_plainly(v, columns)
            )
        else:
            # the say-back said as it happens, standing alone: "When the scribe says a move back" came in
            # The board, before the say-back is taught (LISTEN30 #1); then the letters' rule as one rule of
            # the say-back: "Then these letters come ..." was heard as "later" (LISTEN31 #1, READER31 #18)
            each = "Each of these letters" if len(groups) == 1 else "Each letter that sounds like another"
            lines.append(
                f"{SAYS_BACK} {each} is said back with its {FROM_LEFT}, {example}. "
                f"{plain_said_back(v, columns)}{ask_which_column(v, columns)}"
            )
    pairs = numbers_like_letters(columns, rows)
    if pairs:
        # every such row, not the closest alone: row 3 went unwarned beside row 8 (round 14's listener);
        # the number's word, not the row: "Row 3 can sound like the letters B, ..." was taken as "do not
        # say row 3" (LISTEN37 #9); the example after it ("column G row 3") ties the word to a row
        lines += [f"{_row_word(n)} can sound like {_letters(v, like)}." for n, like in sorted(pairs[1:])]
        n, like = pairs[0]
        lines.append(
            f"{_row_word(n)} can sound like {_letters(v, like)}. "
            # written out, not v.cell: the printed D2 would not show the words to say
            f"So always say the words column and row, like column {v.col(like[-1])} row {n}."
        )
        # "Row 3 can sound like ..." left a listener asking about the other rows (LISTEN27 #14)
        lines.append("No other row number sounds like a letter.")
    return lines


def said_plainly(v: Names, columns: int) -> str:
    """Which of this board's letters every cell the scribe says gives without a place (the piece games,
    `everywhere`), in plain_letters' one template, with an example cell: "these letters come with their
    place" named B, C, D, E and G, and the reader had to infer A and F (READER22 #7)."""
    return plain_letters(v, columns, back=False)


def plain_said_back(v: Names, columns: int) -> str:
    """The say-back's plain letters, in plain_letters' one template: "In this game, only A and F are said
    back plainly, like column F row 1" repeated what the letters' list implies (READER31 #18), yet a reader
    left to infer A and F had to (READER22 #7)."""
    return plain_letters(v, columns, back=True)


def plain_letters(v: Names, columns: int, *, back: bool) -> str:
    """The letters said without a place, one template for every family, named from the board's own
    columns with why: they sound like no other column of this board. "Columns A and F are said back
    plainly" (7 columns) beside "only F" (8 columns, A beside H) left a listener checking which rule held
    (LISTEN37 #13): the set follows the board. A is plain on 7 columns, with its place on 8 (READER26 #13).
    `back`: the say-back only (the grid games), else every cell the scribe says, with an example cell.
    "" when every letter sounds like another. "columns" before the letters: a sentence's first "A" is
    heard as the article."""
    sounding = {i for g in alike(columns) for i in g}
    plain = [i for i in range(columns) if i not in sounding]
    if not plain:
        return ""
    one = len(plain) == 1
    named = f"column{'' if one else 's'} {join(v.col(i) for i in plain)}"
    why = f"On this board, {named} {'sounds' if one else 'sound'} like no other column."
    how = "said back plainly" if back else f"said plainly, like {said_cell(v, (plain[-1], 0))}"
    return f"{why} So {'it is' if one else 'they are'} {how}. "


def ask_which_column(v: Names, columns: int) -> str:
    """What a player asks when a letter is not clear, and what the scribe answers: its place. Shown on
    the first letter this board's scribe says plainly (A on 7 columns, F on 8, beside H): the example
    B, always said back with its place anyway, showed nothing the question adds (READER32, LISTEN32).
    One sentence every game of a grid says it in: a read back that names cells plainly left a listener
    no way to check a sound-alike letter (LISTEN22 #2). "" where every letter is said with its place."""
    sounding = {i for g in alike(columns) for i in g}
    plain = [i for i in range(columns) if i not in sounding]
    if not plain:
        return ""
    i = plain[0]
    return (
        # who asks whom: "ask" alone was read as the scribe asking the player (READER34 #17)
        f"If a letter is not clear, ask the scribe: {WHICH_COLUMN}? "
        # a place said with from where, as FROM_LEFT: a bare "place" was heard as a place on the board
        f"The scribe then says its {FROM_LEFT}, like column {v.col(i)}, the {ordinal_word(i + 1)} column."
    )


def _row_word(n: int) -> str:
    """A row's number as the word that can sound like letters: "The word three"."""
    return f"The word {number_word(n)}"


def _letters(v: Names, columns: list[int]) -> str:
    """'the letter W', 'the letters B, C, D, E or G'."""
    return f"the letter{'' if len(columns) == 1 else 's'} {join([v.col(i) for i in columns], 'or')}"


def said_with_place(groups: list[list[int]]) -> int:
    """The column said with its place in the rules' examples: D in B, C, D (never a sentence's first
    A, heard as the article), the third of the largest of `groups` (alike's, not empty)."""
    biggest = max(groups, key=len)
    return biggest[min(2, len(biggest) - 1)]


def with_place(v: Names, groups: list[list[int]], cell=None) -> str:
    """The say-back's example of a letter with its place, one form wherever the rules say it: "like
    column D, the fourth column, row 2". `cell` (the move example's first cell) is said whole when
    its letter sounds like another; another letter is said without a row, which beside the example
    read as another move (round 13), while a letter alone left the say-back unfinished (round 14)."""
    sounding = {i for g in groups for i in g}
    if cell is not None and cell[0] in sounding:
        return f"like {cell_said_back(v, cell, sounding)}"
    i = said_with_place(groups)
    return f"like column {v.col(i)}, the {ordinal_word(i + 1)} column"


def cell_said_back(v: Names, cell, places: set[int], letter=None) -> str:
    """A cell as the scribe says it back: "column D, the fourth column, row 2" where its column is one
    of `places` (the board's letters that sound like another), else as the player says it (said_cell's
    form). `letter`: how the column is written (v.col, a placeholder, unless given)."""
    c, r = cell
    col = (letter or v.col)(c)
    return (
        f"column {col}, the {ordinal_word(c + 1)} column, row {r + 1}" if c in places else f"column {col} row {r + 1}"
    )


def place_said_back(v: Names, columns: int, cell=None) -> str:
    """The scribe's say-back of a letter that sounds like another of this board's: always with its
    place, so "column D, row 2" misheard as B is caught before the yes (round 8's listener); "" where
    no two of its letters sound alike. `cell`: the move example's (with_place)."""
    groups = alike(columns)
    if not groups:
        return ""
    return f"A letter that sounds like another is always said back with its {FROM_LEFT}, {with_place(v, groups, cell)}."


def grid_names(
    v: Names, columns: int, rows: int, example, *, letters: bool, back=None, everywhere: bool = False
) -> list[str]:
    """How a grid's columns, rows and cells (like `example`) are named: each end on its own, never
    "A to G"; `letters`: the columns are said as letters (not the profile's words), so the sounds
    that are alike are said, with the say-back's example (`back`, its cell); `everywhere`: every cell
    the scribe says comes with its place from the left (sound_alike_lines)."""
    lines = [
        # the letter last, before a comma: a sentence's first "A" is heard as the article
        f"The columns have letters, from left to right. The left column is {v.col(0)}, "
        f"and the right column is {v.col(columns - 1)}.",
        f"The rows have numbers, from the bottom up. The bottom row is row 1, and the top row is row {rows}.",
        f"A cell is named by its column letter, then its row number, like {v.cell(example)}."
        # the page writes D2, the ear hears column D row 2: the page says both (braille reader, round 8),
        # as `file`'s two forms do (the ear's empty)
        + v.file(f" Out loud, say column {column_letter(example[0])} row {example[1] + 1}.", ""),
    ]
    return lines + (sound_alike_lines(v, columns, rows, back, everywhere=everywhere) if letters else [])


def edge_labels(where: str) -> list[str]:
    """Where the hand finds a raised grid's letters and numbers (render.boards.labelled_edges);
    `where` is the profile's coordinates key."""
    if where == "none":
        return ["The raised board has no letters or numbers on its edges."]
    both = where == "all-sides"
    across = "the top and the bottom edge" if both else "the bottom edge"
    down = "the left and the right side" if both else "the left side"
    return [
        f"On the raised board, the column letters are in braille along {across}.",
        f"The row numbers are in braille down {down}.",
    ]


def said_cell(v: Names, cell) -> str:
    """A cell as a player says it, in print too ("column D row 2"): where a text tells what to say
    aloud, the print's short "D2" beside "always say column and row" asked which (round 11, 12)."""
    return f"column {v.col(cell[0])} row {cell[1] + 1}"


def _place(v: Names, column: int, sounds: set[int], word: str = "") -> str:
    """A column's place, for the ear only, where its letter sounds like another of the board's
    ("columns D through G" was heard as "B through G", rounds 10 to 12); `word` after it."""
    return v.file("", f", the {ordinal_word(column + 1)}{word}") if column in sounds else ""


def _columns(v: Names, first: int, last: int, sounds: set[int]) -> str:
    """'column D', 'columns F and G', 'column D across to column G': no "to" or
    "through" beside a letter or a number ("row 4 to C" was heard "four two C", "through" as
    "three"), and each letter that sounds like another with its place."""
    if first == last:
        return f"column {v.col(first)}{_place(v, first, sounds)}"
    if last == first + 1:
        said = f"columns {v.col(first)} and {v.col(last)}"
        if sounds & {first, last}:  # both places, or "the seventh" alone reads as F's
            said += v.file("", f", the {ordinal_word(first + 1)} and the {ordinal_word(last + 1)}")
        return said
    return (
        f"column {v.col(first)}{_place(v, first, sounds, ',')} across to column {v.col(last)}{_place(v, last, sounds)}"
    )


def run_words(v: Names, first: int, last: int, row: int, *, columns: int, letters: bool) -> str:
    """The cells of one row from column `first` to `last`, as a block's read back says them (block_words):
    "column A across to column D, the fourth, in row 3", or one cell, "column A row 3"; aloud, a letter that
    sounds like another of the board's `columns` with its place (`letters`: the columns are said as letters).
    "column A row 3, column B row 3, column C row 3 and column D row 3" said B, C and D plainly (LISTEN35 #16)."""
    sounds = {i for g in alike(columns) for i in g} if letters else set()
    if first == last:
        return f"column {v.col(first)}{_place(v, first, sounds, ' column,')} row {row + 1}"
    return f"{_columns(v, first, last, sounds)}, in row {row + 1}"


def _rows(first: int, last: int) -> str:
    """'row 2', 'rows 2, 3 and 4' (listed: no word between two numbers that sounds like one), or for
    a long run 'every row from row 2 up to row 12'."""
    numbers = [str(r + 1) for r in range(first, last + 1)]
    if len(numbers) == 1:
        return f"row {numbers[0]}"
    if len(numbers) <= 4:
        return f"rows {join(numbers)}"
    return f"every row from row {numbers[0]} up to row {numbers[-1]}"


def block_words(v: Names, cells, *, columns: int, letters: bool) -> list[str]:
    """A set of cells in words, a part for each block of rows that share the same columns ('column
    D across to column G, in rows 2, 3 and 4'), each part to be said in a
    sentence of its own (with places, two parts made one sentence too long); three cells or fewer,
    or cells not in runs, named one by one. `letters`: columns are said as letters, so a letter
    that sounds like another of the board's `columns` is said with its place."""
    cells = set(cells)
    if len(cells) <= 3:
        return [v.cells(cells) if cells else "no cells"]
    runs: dict[int, tuple[int, int]] = {}
    for r in sorted({r for _, r in cells}):
        cols = sorted(c for c, rr in cells if rr == r)
        if cols != list(range(cols[0], cols[-1] + 1)):
            return [v.cells(cells)]  # not runs of whole columns: name every cell
        runs[r] = (cols[0], cols[-1])
    sounds = {i for g in alike(columns) for i in g} if letters else set()
    parts, rows = [], sorted(runs)
    start = rows[0]
    for r, nxt in zip(rows, [*rows[1:], None], strict=True):
        if nxt is None or nxt != r + 1 or runs[nxt] != runs[r]:
            parts.append(f"{_columns(v, *runs[r], sounds)}, in {_rows(start, r)}")
            start = nxt if nxt is not None else start
    return parts


def column_names_section(v: Names, words: tuple[str, ...]) -> Draft:
    """The word for each column letter, when the profile names the columns for the ear (letters
    like B, D and E sound alike), with an example of a cell said that way."""
    pairs = [f"{column_letter(i)} is {w}" for i, w in enumerate(words)]
    example = min(3, len(words) - 1)
    blocks = (
        Para("Some letters sound alike when they are said out loud. So each column has a word as well."),
        Bullets(tuple(pairs)),
        Para(f"Say the word, then the number. For example, say {words[example]} 2 for {cell_name((example, 1))}."),
    )
    return Draft("column-names", "Column names", blocks)
