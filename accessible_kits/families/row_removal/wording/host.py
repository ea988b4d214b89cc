"""The host key's facts of a row game that no worked example states: the fresh board, a move, the
check that the counts add up, the end; and how its answers say a board, row by row ("top row 3,
middle row 4, bottom row 5")."""

from __future__ import annotations


def position(w, counts) -> str:
    """A board as a person reads it, each row by its name from the top: "top row 3, middle row 4,
    bottom row 5". The dash form "3-4-5" was heard "three dash four dash five" and left which row came
    first to a note (READER28 #46, LISTEN32 #11); a board of one row is its count of circles."""
    if w.single():
        return w.v.count(counts[0], "circle")
    return ", ".join(f"{name} row {w.v.num(n)}" for name, n in zip(w.e.row_names, counts, strict=True))


def answer(w, before, taking: str, after=None, told: str = "") -> str:
    """One worked example's answer: the board before the move, in a sentence of its own, then the
    move and what it leaves, or that it is not allowed and the rule's words (`told`). Two boards in one
    sentence ran past 25 words (four rows: 33)."""
    then = f"{taking}: not allowed. {told}." if told else f"{taking} leaves: {position(w, after)}."
    return f"Before the move: {position(w, before)}. {then[0].upper()}{then[1:]}"


def lines(w) -> list[str]:
    """The host key's lines of the row Wording `w`, each number from the engine."""
    e, m = w.e, w.v.mark
    total = sum(e.sizes)
    return [
        f"A fresh board has {total} circles: {w.counts(e.sizes)}.",
        f"A move {m.does} 1 or more circles, all from one row.",
        # one printed line, so the counts' line above leaves a built-in key on one page
        f"Circles {m.done} and circles left always add up to {total}.",
        w.end_line(),
    ]
