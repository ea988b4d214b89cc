"""The host key's facts of a row game that no worked example states: the fresh board, a move, the
check that the counts add up, the end; and how its answers write a board ("From 3-4-5 ...")."""

from __future__ import annotations

# how the host key's answers write a board ("From 3-4-5 ... leaves 3-4-3"), from the game's own fresh
# board, said just after it names each row's circles: which row came first was never said (READER28 #46)
DASHES = "Counts are written top row first: a fresh board is {}."


def lines(w) -> list[str]:
    """The host key's lines of the row Wording `w`, each number from the engine."""
    e, m = w.e, w.v.mark
    total = sum(e.sizes)
    return [
        f"A fresh board has {total} circles: {w.counts(e.sizes)}.",
        # a game of one row writes a board as one number: nothing to put in order
        *(() if w.single() else (DASHES.format(e.counts_text(e.sizes)),)),
        f"A move {m.does} 1 or more circles, all from one row.",
        # one printed line, so the counts' line above leaves a built-in key on one page
        f"Circles {m.done} and circles left always add up to {total}.",
        w.end_line(),
    ]
