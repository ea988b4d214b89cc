"""Small helpers that turn facts into plain words, for print and for speech."""

from __future__ import annotations

import re

from accessible_kits.games.notation import cell_name

_ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


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


def spoken_cell(cell) -> str:
    """D2 -> 'D 2': the letter and the number, said apart."""
    name = cell_name(cell)
    return f"{name[0]} {name[1:]}"


def cells_sorted(cells):
    return sorted(cells, key=lambda c: (c[1], c[0]))


def describe_cells(cells) -> str:
    """A set of cells in words: a rectangle by its columns and rows, else by name."""
    cells = cells_sorted(cells)
    if not cells:
        return "no cells"
    cols = sorted({c for c, _ in cells})
    rows = sorted({r for _, r in cells})
    full = len(cells) == len(cols) * len(rows) and cols == list(range(cols[0], cols[-1] + 1)) and rows == list(range(rows[0], rows[-1] + 1))
    if full and len(cols) > 1 and len(rows) > 1:
        letters = f"columns {chr(65 + cols[0])} to {chr(65 + cols[-1])}"
        numbers = join(str(r + 1) for r in rows)
        return f"{letters} in rows {numbers}"
    return join(cell_name(c) for c in cells)


def speak_cells(text: str) -> str:
    """'A2 shares an edge with A1' -> 'A 2 shares an edge with A 1', for the ear."""
    return re.sub(r"\b([A-Z])(\d{1,2})\b", r"\1 \2", text)
