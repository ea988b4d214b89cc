"""How a row game's worked example is made ready on the practice board: the board that board
shows as each example begins (as compose.examples follows them on it), and, by touch, the tokens
to take off and lay on to make an example's own board there (READER24 #10)."""

from __future__ import annotations

from accessible_kits.compose import examples
from accessible_kits.compose.words import join
from accessible_kits.games.notation import row_called


def set_up(w, pos, *, or_listen: bool = False) -> str:
    """How to make the practice board show `pos` by touch: its tokens off, then the tokens of the
    board's crossed circles on. "Start with a board where ..." and "Only one circle is left." gave
    no such step after an example had laid tokens on it (READER24 #10). `or_listen`: said after
    "You may just listen." (compose.examples.MAY_LISTEN), the other choice, as the piece games say it."""
    to = w.v.file("To", "Or, to") if or_listen else "To"
    off = f"{to} set it up, take every token off {w.practice()}."
    return f"{off} {marks_to_make(w, pos)}".rstrip()


def marks_to_make(w, pos) -> str:
    """The circles to mark on a full board to make `pos`, each count before its row; "" for a full board."""
    e = w.e
    gone = [(n, s - c) for n, s, c in zip(e.row_names, e.sizes, pos.counts, strict=True) if s > c]
    rows = join(f"{w.v.count(k, 'circle')} from {row_called(n)}" for n, k in gone)
    return f"Then {w.v.mark.do}, row by row: {rows}." if gone else ""


def shown_before(w, example) -> tuple[int, ...]:
    """The counts the practice board shows as `example` begins, as compose.examples.replay follows
    the examples on it: an example that starts from what it shows, and is not an added end, lays
    its moves on it."""
    return examples.shown_before(w, example, lambda pos: pos.counts)
