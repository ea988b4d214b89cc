"""A record sheet as a braille form (writers.braille_volumes lays it out as a volume): what each
line holds, an example line, then one numbered line for each line of the print sheet.

A form line's parts stand apart by a separator no part can hold: parts hold spaces ("Red team",
"3, 3, 3, 7", "Sam 3, Ana 5"), so "with a space between them" could not be split back (READER28
#47). A semicolon, unless the game's own words in a part (its players' names, in the hints) hold
one; then a slash; then the shortest run of semicolons none holds."""

from __future__ import annotations

import math

from accessible_kits import braille
from accessible_kits.compose.players import PEOPLE

# the words a part's example takes where the column gives none: a tick box's, and where a column
# takes a player's own name, the worked examples' made-up first player (compose.players.PEOPLE)
TICKED = "yes"


def separator(sheet) -> str:
    """The mark between a form line's parts: one that no hint, example entry or footer of the
    `sheet` holds (the game's names, the only free text of a part, stand in its hints)."""
    said = " ".join([*(c.hint for c in sheet.columns), *(c.longest for c in sheet.columns), *sheet.footer])
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


def example_line(sheet, mark: str) -> str:
    """A form line written out, the parts apart by `mark`, shown so the separator is seen in use:
    each part as its hint's own example ("like 3, 3, 3, 7"), else its widest entry, a tick box's yes.
    The widest entries alone ("F6+F6+F6+F6") are room, not a line a game can have."""

    def entry(c) -> str:
        if c.tick:
            return TICKED
        return c.hint.rsplit("like ", 1)[1] if "like " in c.hint else c.longest or PEOPLE[0]

    return f"{mark} ".join(entry(c) for c in sheet.columns)


def widest_line(sheet, mark: str) -> str:
    """A form line of the widest entries: the room a form line needs."""
    return f"{mark} ".join(TICKED if c.tick else c.longest or PEOPLE[0] for c in sheet.columns)


def record_blocks(title: str, sheet, table: str, cells: int) -> tuple[list, int]:
    """A record sheet as a braille form: what each line holds, then one numbered line for each
    line of the print sheet; and how many braille lines a form line takes (more than one when the
    example line needs them)."""

    def part(c) -> str:
        return f"{c.name}: write {TICKED} in place of a tick." if c.tick else f"{c.name}: {c.hint}."

    mark = separator(sheet)
    sample = example_line(sheet, mark)
    (row,) = braille.translate([f"{sheet.rows}. {widest_line(sheet, mark)}"], table, braille.BRF)
    n = len(sheet.columns)
    out: list = [
        ("heading", f"{title}: {sheet.title}", ""),
        ("para", "Emboss this form. Then write on it with a braille writer.", ""),
        # a line, not a row: "row" is a board's word, and a column of the row games' forms (READER28 #48)
        ("para", f"Each numbered line is one line of the print sheet. Write its {n} parts in this order.", ""),
        ("para", f"Put {_name(mark)} between two parts, as parts may hold spaces.", ""),
    ]
    out += [("item", f"{i}. {part(c)}", "") for i, c in enumerate(sheet.columns, 1)]
    out.append(("para", f"A line may look like this: {sample}", ""))
    out += [("para", line, "") for line in sheet.footer]
    out.append(("heading", "The lines to fill in", ""))
    out += [("form", f"{k}.", "") for k in range(1, sheet.rows + 1)]
    return out, math.ceil(len(row) / cells)
