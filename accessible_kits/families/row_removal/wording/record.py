"""A row game's record sheet: a line a turn, with the row, how many circles, and the counts the
scribe reads back, a column for each row, headed as the rows are named."""

from __future__ import annotations

from accessible_kits.families.row_removal.engine import ONLY, ORDINALS, RowRemoval
from accessible_kits.model import Column, RecordSheet

# a place's column headed short ("7th", as the Player column's "2nd"): eight columns of "Seventh"
# and "Second" were too wide for a tactile kit's record page; "Only: count left" read as a rule
_SHORT = {n: f"{i}{'nd' if i == 2 else 'rd' if i == 3 else 'th'}" for i, n in enumerate(ORDINALS, 2)} | {ONLY: "Left"}


def record_sheet(e: RowRemoval, *, touch: bool) -> RecordSheet:
    """The record sheet the pages are drawn from and the scribe's words read (`touch`: circles
    are covered, not crossed). A game of one row has no row to choose, so no column to write it in."""
    counts = tuple(
        Column(_SHORT.get(n, n.capitalize()), 1.0, "count left", str(s))
        for n, s in zip(e.row_names, e.sizes, strict=True)
    )
    row = () if len(e.sizes) == 1 else (Column("Row", 1.3, "row name", max(e.row_names, key=len)),)
    return RecordSheet(
        "record",
        "Record sheet",
        "Write one turn on each row. Write the counts the scribe reads back after the move.",
        (
            Column("Turn", 0.8, "number", str(e.longest_game())),
            Column("Player", 1.6, "name, or 1st or 2nd", "2nd"),
            *row,
            Column("Covered" if touch else "Crossed", 1.2, "how many", str(max(e.sizes))),
        )
        + counts,
        e.longest_game(),
    )
