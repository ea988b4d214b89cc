"""The paper one whole match takes, said in Before you play and on the checklist (compose/preparation):
split from preparation.py by job, read from the preparation plan (accessible_kits.preparation)."""

from __future__ import annotations

from accessible_kits.compose.covering import cover
from accessible_kits.compose.printing import scale_bar_sheet
from accessible_kits.compose.words import Names, join
from accessible_kits.preparation import Preparation


def totals_line(v: Names, prep: Preparation, *, short: bool = False) -> str:
    """The paper one whole match takes, each kind once. The blank sheets, counted in it though nothing is
    printed on them, are said first, and the total said with them: said after it, a listener counted the
    printed pages, found one short and thought a number wrong (LISTEN39 #12)."""
    parts = join(f"{v.count(n, 'sheet')} of {v.paper(size, paper)}" for paper, size, n in prep.totals())
    if not prep.covers:
        line = f"In all: {parts}." if short else f"In all, the match takes {parts}."
        return line + scale_bar_sheet(v, prep)
    stay, sheets = ("stays", "sheet") if prep.covers == 1 else ("stay", "sheets")
    blank = (
        f"Apart from the printed pages, {v.count(prep.covers, 'sheet')} of plain paper {stay} blank, "
        f"{cover(prep.covers)}."
    )
    takes = ":" if short else ", the match takes"
    return f"{blank} In all, with the blank {sheets}{takes} {parts}.{scale_bar_sheet(v, prep)}"
