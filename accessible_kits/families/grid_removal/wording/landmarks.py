"""Where a grid game's landmarks are first named, before the rules that use them: the arrow beside
the board, told in The board by where it is (and by touch, how it feels) and what it shows, the way
a move reaches ("The part called Your turn says what it shows." held an unexplained arrow for a whole
section: LISTEN31 #2); Your turn, where a move is taught, ties the rectangle to it in one sentence
(the arrow described twice in full was too much: LISTEN28 #5); and the poison cell, named in Welcome
by where it is (LISTEN28 #3, READER28 #39)."""

from __future__ import annotations

from accessible_kits.model import ARROW_PLACE, TRIANGLE_PLACE

# what the arrow shows, said where it is first named, true of every board: every move's rectangle
# reaches from the chosen cell up and to the right, to the board's top right cell (engine.removed_by)
ARROW_SHOWS = "It points up and to the right, the way a move reaches from the cell you choose."
# the poison cell, where Welcome first names it: "Whoever chooses the poison cell loses." asked which
# cell, explained two sections later. Every grid game's poison cell is its bottom left cell (engine)
POISON_FIRST = "the bottom left cell, the poison cell,"
# the raised sheet's way-up mark, as the key names it (render.tactile), first heard in The board
TRIANGLE_SAID = f"A solid triangle {TRIANGLE_PLACE} shows which way is up."


def arrow_named(w) -> str:
    """The Board's words for the arrow: where it is, by touch how it feels, and what it shows."""
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
    return f"{where} {ARROW_SHOWS}"


def arrow_points(w) -> str:
    """Your turn's words for the arrow, after the rectangle: that the rectangle reaches its way, which
    The board said (ARROW_SHOWS)."""
    if w.touch:
        return f"Feel for the raised arrow {ARROW_PLACE}: the rectangle reaches the way it points."
    return "The rectangle reaches the way the arrow points."
