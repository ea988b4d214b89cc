"""How a grid game's worked example is made ready on the practice board: the cells that board
still has as each example begins (as compose.examples follows the examples on it), and, by touch,
the tokens to take off and lay on to make an example's own board there. "Start with a full board.
It is not the board in front of you. Do not mark anything." left a player with tokens unsure
whether to clear the board or lay 27 tokens, and the end example gave no set-up (READER27 #10, #11).
The row family's set-up (row_removal/wording/practice.py), in the grid's words."""

from __future__ import annotations

from accessible_kits.compose import examples


def set_up(w, pos, *, or_listen: bool = False) -> str:
    """How to make the practice board show `pos` by touch, from a full board: every token off, then a
    token on every cell `pos` no longer has, said as the cells that stay uncovered (a near end keeps
    few). `or_listen`: said after "You may just listen." (compose.examples.MAY_LISTEN), the other choice."""
    to = w.v.file("To", "Or, to") if or_listen else "To"
    off = f"{to} set it up, take every token off {w.practice()}."
    if len(pos.present) == w.e.columns * w.e.rows:
        return off
    return f"{off} Then {w.v.mark.do} every cell except {w.v.cells(pos.present)}."


def shown_before(w, example) -> frozenset:
    """The cells the practice board still has as `example` begins, as compose.examples.replay follows
    the examples on it: an example that starts from what it shows, and is not an added end, is
    followed there, so its last board is what the next example finds."""
    return examples.shown_before(w, example, lambda pos: pos.present)


def start_defined(w, example, pos) -> str:
    """What a full board is, said once, where an example first starts from one: "full board" was read
    as "all cells covered" (READER31 #9). "" for another example or another board."""
    if len(pos.present) != w.e.columns * w.e.rows or not examples.first_from(w, example, pos.present):
        return ""
    return f"A full board has every cell still there, with no cell {w.v.mark.done} yet."
