"""A record sheet as a braille form (writers.braille_volumes lays it out as a volume): who writes
it and when, its parts in order, what each holds, an example line, then one numbered line for each
line of the print sheet.

A form line's parts stand apart by a separator no part can hold: parts hold spaces ("Red team",
"3, 3, 3, 7", "Sam 3, Ana 5"), so "with a space between them" could not be split back (READER28
#47). A semicolon, unless the game's own words in a part (its players' names, in the hints) hold
one; then a slash; then the shortest run of semicolons none holds.

The parts are named in a sentence, not numbered: numbered parts above the numbered lines read as
the lines (READER29 #3). The example line is a real turn, turn 1 of a worked example (the sheet's
`example`, compose.record_turn), never the widest entries, which only give the lines their room
(READER29 #1); it stands on lines of its own, in from the margin, a part never split at a line's
end where it fits on one: its wrapped "1" at the margin read as a form line's number, and "Sam /
3, Ana 5" parted a name from its count (READER29 #2, #5)."""

from __future__ import annotations

import math

from accessible_kits import braille
from accessible_kits.compose.fixing_words import spare_said
from accessible_kits.compose.players import PEOPLE
from accessible_kits.compose.record_turn import TICKED

# who writes a sheet, in the rules' words ("After each round, the scribe writes one line of the match
# record."): "Then write on it with a braille writer" named nobody (READER29 #4)
WHEN = {"match": "round"}  # a sheet a line a round; any other, a line a turn
RUN_ON = "A line may run on to the next braille line. Its run-on starts two cells in."
DISPLAY = "display"  # writers.braille_pages' kind of the example line's lines: in from the margin


def separator(sheet) -> str:
    """The mark between a form line's parts: one that no column name, hint, example entry or
    footer of the `sheet` holds (the game's names, the only free text of a part, stand in its hints)."""
    said = " ".join(
        [
            *(c.name for c in sheet.columns),
            *(c.hint for c in sheet.columns),
            *(c.longest for c in sheet.columns),
            *sheet.example,
            *sheet.empty,
            *sheet.footer,
            *(f"{f.name} {f.hint} {f.longest}" for f in sheet.fields),
        ]
    )
    for mark in (";", "/"):
        if mark not in said:
            return mark
    n = 2
    while ";" * n in said:
        n += 1
    return ";" * n


def _name(mark: str) -> str:
    """The separator as the form says it."""
    if mark == ";":
        return "a semicolon"
    if mark == "/":
        return "a slash"
    return f"{len(mark)} semicolons"


def _marks(mark: str, k: int) -> str:
    """`k` separators, said in words: "2 semicolons", "a slash"."""
    if k == 1:
        return _name(mark)
    if mark in (";", "/"):
        return f"{k} {'semicolons' if mark == ';' else 'slashes'}"
    return f"{k} marks of {len(mark)} semicolons each"


def empty_blocks(sheet, mark: str, table: str, cells: int) -> list:
    """How a part left empty is written, then the sheet's real line that leaves parts empty, after its
    turn's number (compose.record_turn.with_empty): the A1 line and a pass were never shown, nor what
    goes in an empty part (READER31 #10, #11). The whole line is shown, its empty parts' marks run on
    after its last written part: a lone semicolon, "Maya; A1; ;", reads back as the wordsign "be"
    (READER37 #13, #17), and a line shown only to its last written part left the reader to build the
    rest (READER38 #9). A mark of several cells would run together: its empty parts are said in words.
    None for a sheet whose lines fill every part."""
    if not sheet.empty:
        return []
    written = [p for p in sheet.empty if p]
    assert sheet.empty[: len(written)] == tuple(written), f"{sheet.id}: an empty part before a written one"
    noun = _name(mark).removeprefix("a ")
    left = len(sheet.empty) - len(written)
    how = f"Leave an empty part blank, but still write the {noun} before it."
    run_on = len(mark) == 1  # ";;;" reads as three semicolons; ";;;;;;" as two marks of three it would not
    if run_on:
        lines = displayed([*written[:-1], written[-1] + mark * left], mark, table, cells)
        shown = f"After the turn's number and {_name(mark)}, its whole line is written like this:"
        ends = (
            f"Its last {_marks(mark, left)} stand for its {left} empty parts."
            if left > 1
            else f"Its last {noun} stands for its empty part."
        )
    else:
        lines = displayed(written, mark, table, cells)
        shown = f"After the turn's number and {_name(mark)}, its line starts like this:"
        each = "one before each empty part" if left > 1 else "before the empty part"
        ends = f"Then the line ends with {_marks(mark, left)}, {each}."
    # one paragraph, kept with its line: the rule alone at a page's foot parted from its line (a build's read)
    return [
        ("para", f"{sheet.empty_said} {how} {shown}", ""),
        *((DISPLAY if k == 0 else f"{DISPLAY}+", line, "") for k, line in enumerate(lines)),
        ("para", ends, ""),
    ]


def example_parts(sheet) -> list[str]:
    """A form line's parts, written out: the sheet's real line where it has one (a ticked box's
    yes); else each part as its hint's own example ("like 3, 3, 3, 7"), a tick box's yes, round 1."""
    if sheet.example:
        return [TICKED if c.tick and e else e for c, e in zip(sheet.columns, sheet.example, strict=True)]

    def entry(i: int, c) -> str:
        if c.tick:
            return TICKED
        if i == 0:
            return "1"  # the first line: a later one's number is not a line a reader can check
        return c.hint.rsplit("like ", 1)[1] if "like " in c.hint else c.longest or PEOPLE[0]

    return [entry(i, c) for i, c in enumerate(sheet.columns)]


def example_line(sheet, mark: str) -> str:
    """A form line written out, the parts apart by `mark` (example_parts)."""
    return f"{mark} ".join(example_parts(sheet))


def widest_line(sheet, mark: str) -> str:
    """A form line of the widest entries: the room a form line needs, never shown."""
    return f"{mark} ".join(TICKED if c.tick else c.longest or PEOPLE[0] for c in sheet.columns)


def displayed(parts: list[str], mark: str, table: str, cells: int) -> list[str]:
    """The example line as print lines whose braille is at most a line (at the display indents: 2
    cells in, its runovers 4), broken only between two parts; a part longer than a line runs on.
    Its last part never stands alone on a line after others (kept_with_last)."""
    last = len(parts) - 1
    words = [p + (mark if i < last else "") for i, p in enumerate(parts)]
    sizes = [len(s) for s in braille.translate(words, table, braille.BRF)]
    lines: list[list[int]] = []  # the words' indices on each line
    for i, size in enumerate(sizes):
        room = cells - (2 if len(lines) == 1 else 4)
        if lines and sum(sizes[k] + 1 for k in lines[-1]) + size <= room:
            lines[-1].append(i)
        else:
            lines.append([i])
    return [" ".join(words[k] for k in line) for line in kept_with_last(lines, sizes, cells)]


def kept_with_last(lines: list[list[int]], sizes: list[int], cells: int) -> list[list[int]]:
    """The lines (the words' indices) with the last part never alone on a line after others: garden
    corners' "yes" stood on a line of its own under "1; O; ell; B3+B2+C2; B2;" (records32's read).
    The part before it goes down to it where the two fit on a run-on line (4 cells in), or where
    that part is longer than a line and runs on anyway (a long cell list): "yes" ends its run-on."""
    if len(lines) < 2 or len(lines[-1]) > 1:
        return lines
    before, alone = lines[-2][-1], lines[-1][0]
    room = cells - 4
    if sizes[before] <= room < sizes[before] + 1 + sizes[alone]:
        return lines  # the two cannot share a line, and the part before fits on its own
    return [*lines[:-2], *([lines[-2][:-1]] if len(lines[-2]) > 1 else []), [before, alone]]


def record_blocks(title: str, sheet, table: str, cells: int) -> tuple[list, int]:
    """A record sheet as a braille form: who writes it, its parts in order, what each holds, an
    example line, then one numbered line for each line of the print sheet; and how many braille
    lines a form line takes (more than one when the widest line needs them)."""

    def part(c) -> str:
        return f"{c.name}: write {TICKED} in place of a tick." if c.tick else f"{c.name}: {c.hint}."

    mark = separator(sheet)
    (row,) = braille.translate([f"{sheet.rows}. {widest_line(sheet, mark)}"], table, braille.BRF)
    height = 1 + math.ceil(max(0, len(row) - cells) / (cells - 2))  # its run-ons two cells in (RUN_ON)
    shown_lines = displayed(example_parts(sheet), mark, table, cells)
    names = f"{mark} ".join(c.name for c in sheet.columns)
    when = WHEN.get(sheet.id, "turn")
    shown = (
        f"Turn 1 of Example {sheet.example_of} in the rules is written like this:"
        if sheet.example_of
        else "A line may look like this:"
    )
    out: list = [
        ("heading", f"{title}: {sheet.title}", ""),
        ("para", "Emboss this form.", ""),
        (
            "para",
            f"After each {when}, the scribe writes one line of the {sheet.title.lower()} with a braille writer.",
            "",
        ),
        # a line, not a row: "row" is a board's word, and a column of the row games' forms (READER28 #48)
        ("para", "Each numbered line below is one line of the print sheet.", ""),
        # the lines past the longest game, as the print sheet and the rules say (READER35 #13)
        *([("para", spare_said("This form", sheet.spare), "")] if sheet.spare else []),
        # said where a line can run on, by the layout: a wrapped "4" read as a new line (READER30 #14)
        *([("para", RUN_ON, "")] if height > 1 or len(shown_lines) > 1 else []),
        ("para", f"Write these {len(sheet.columns)} parts in order: {names}.", ""),
        ("para", f"Put {_name(mark)} between two parts, as parts may hold spaces.", ""),
        ("para", "What each part holds:", ""),
    ]
    out += [("item", part(c), "") for c in sheet.columns]
    out.append(("para", shown, ""))
    out += [(DISPLAY if k == 0 else f"{DISPLAY}+", line, "") for k, line in enumerate(shown_lines)]
    out += empty_blocks(sheet, mark, table, cells)
    out += [("para", line, "") for line in sheet.footer]
    out.append(("heading", "The lines to fill in", ""))
    out += [("form", f"{k}.", "") for k in range(1, sheet.rows + 1)]
    out += field_blocks(sheet)
    return out, height


def field_blocks(sheet) -> list:
    """Each entry under the print sheet's table, like the match's result: what it holds, said as a
    part's hint is, then its own line to fill in, headed by its name (READER34 #15)."""
    out: list = []
    for f in sheet.fields:
        out += [("para", f"{f.name}: {f.hint}.", ""), ("form", f"{f.name}:", "")]
    return out


def forms_blocks(title: str, sheets, table: str, cells: int) -> tuple[list[list], int]:
    """Each record sheet's form (record_blocks) and the braille lines every form line takes: the most
    any form's widest line needs, so every form leaves the same room under each number (READER30 #14)."""
    forms = [record_blocks(title, sheet, table, cells) for sheet in sheets]
    return [form for form, _ in forms], max((h for _, h in forms), default=1)
