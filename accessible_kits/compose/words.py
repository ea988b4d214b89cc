"""Small helpers that turn facts into plain words, the same for print and for the ear.

Every family's wording is written once, as functions of a Voice; compose calls them
with the print voice (D2, 12) and the spoken voice (D 2 or Delta 2, twelve), so the
rule card and the spoken rules always say the same thing.
"""

from __future__ import annotations

from dataclasses import dataclass

from accessible_kits.games.notation import cell_name, column_letter

_ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()

NATO = ("Alfa", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel", "India", "Juliett", "Kilo", "Lima",
        "Mike", "November", "Oscar", "Papa", "Quebec", "Romeo", "Sierra", "Tango", "Uniform", "Victor", "Whiskey",
        "X-ray", "Yankee", "Zulu")


def number_word(n: int) -> str:
    if n < 20:
        return _ONES[n]
    if n < 100:
        tens, ones = divmod(n, 10)
        return _TENS[tens] + ("" if ones == 0 else "-" + _ONES[ones])
    return str(n)


def join(items, last: str = "and") -> str:
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {last} " + items[-1]


def plural(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else (many or one + 's')}"


def cells_sorted(cells):
    """Bottom row first, then left to right: the order the rules read cells in."""
    return sorted(cells, key=lambda c: (c[1], c[0]))


def column_words(setting, columns: int) -> tuple[str, ...] | None:
    """The spoken names of the columns a profile asks for, or None for plain letters."""
    if setting == "letters":
        return None
    words = NATO if setting == "nato" else tuple(setting)
    return tuple(words[:columns])


@dataclass(frozen=True)
class Voice:
    """How names and numbers come out: for the page, or for the ear."""

    ear: bool = False
    column_names: tuple[str, ...] | None = None   # spoken column words, when the profile asks for them

    def num(self, n: int) -> str:
        return number_word(n) if self.ear else str(n)

    def count(self, n: int, one: str, many: str | None = None) -> str:
        return f"{self.num(n)} {one if n == 1 else (many or one + 's')}"

    def col(self, index: int) -> str:
        if self.ear and self.column_names:
            return self.column_names[index]
        return column_letter(index)

    def cell(self, cell) -> str:
        c, r = cell
        return f"{self.col(c)} {r + 1}" if self.ear else cell_name(cell)

    def cells(self, cells) -> str:
        return join(self.cell(c) for c in cells_sorted(cells))

    def col_span(self, first: int, last: int) -> str:
        if first == last:
            return f"column {self.col(first)}"
        return f"columns {self.col(first)} to {self.col(last)}"

    def row_span(self, first: int, last: int) -> str:
        if first == last:
            return f"row {first + 1}"
        return f"rows {first + 1} to {last + 1}"


def describe_cells(v: Voice, cells) -> str:
    """A set of cells in words, by blocks of rows that share the same columns:
    'columns D to G, rows 2 to 4'. A single cell is named."""
    cells = set(cells)
    if not cells:
        return "no cells"
    if len(cells) == 1:
        return v.cell(next(iter(cells)))
    rows: dict[int, tuple[int, int]] = {}
    for r in sorted({r for _, r in cells}):
        cols = sorted(c for c, rr in cells if rr == r)
        rows[r] = (cols[0], cols[-1])
        if cols != list(range(cols[0], cols[-1] + 1)):
            return v.cells(cells)  # not runs of whole columns: name every cell
    parts, start = [], None
    ordered = sorted(rows)
    for i, r in enumerate(ordered):
        if start is None:
            start = r
        nxt = ordered[i + 1] if i + 1 < len(ordered) else None
        if nxt is None or nxt != r + 1 or rows[nxt] != rows[r]:
            a, b = rows[r]
            parts.append(f"{v.col_span(a, b)}, {v.row_span(start, r)}")
            start = None
    return "; and ".join(parts)


def speak_names(v: Voice, text: str) -> str:
    """An engine's sentence ('D2 is already crossed out') with its cell names said as this voice says them."""
    import re

    if not v.ear:
        return text
    return re.sub(r"\b([A-Z])(\d{1,2})\b", lambda m: v.cell((ord(m.group(1)) - 65, int(m.group(2)) - 1)), text)
