"""Where a grid game's landmarks are first named, before the rules that use them: the arrow beside
the board, told in The board by where it is (and by touch, how it feels), its way and purpose once,
in Your turn, where a move is taught ("It shows a scribe or a sighted player which way a move
reaches" came before any move, and the arrow was described twice: LISTEN28 #5); and the poison
cell, named in Welcome by where it is (LISTEN28 #3, READER28 #39)."""

from __future__ import annotations

from accessible_kits.compose.preparation import called
from accessible_kits.model import ARROW_PLACE, TRIANGLE_PLACE

TURN_TITLE = "Your turn"  # the section a move is taught in (compose.section "turn")
# the poison cell, where Welcome first names it: "Whoever chooses the poison cell loses." asked which
# cell, explained two sections later. Every grid game's poison cell is its bottom left cell (engine)
POISON_FIRST = "the bottom left cell, the poison cell,"
# the raised sheet's way-up mark, as the key names it (render.tactile), first heard in The board
TRIANGLE_SAID = f"A solid triangle {TRIANGLE_PLACE} shows which way is up."


def arrow_named(w) -> str:
    """The Board's words for the arrow: where it is, by touch how it feels, and where it is explained."""
    if w.touch:
        # the sheet's way-up mark is a solid triangle in the paper's corner (render.canvas): both
        # "at the top right corner", on a play board mid-sheet, were mixed (READER21 #9); the triangle
        # said with what it is for before the arrow is told from it: "unlike the solid triangle" was
        # its first mention in the rules (grid31)
        where = (
            f"{TRIANGLE_SAID} A raised arrow is {ARROW_PLACE}. It is made of lines, so it feels unlike the triangle."
        )
    else:
        where = f"An arrow is printed {ARROW_PLACE}."
    return f"{where} {called(TURN_TITLE, start=True)} says what it shows."


def arrow_points(w) -> str:
    """Your turn's words for the arrow, after the rectangle: its way, and that it is the rectangle's."""
    way = "points up and to the right, the way the rectangle reaches."
    return f"Feel for the raised arrow {ARROW_PLACE}: it {way}" if w.touch else f"The arrow {ARROW_PLACE} {way}"
