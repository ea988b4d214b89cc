"""Where a grid game's landmarks are first named, before the rules that use them: the arrow beside
the board, told in The board by what it is and where (by touch, how it feels), with the part that
says what it shows; Your turn, where a move is taught, says what it shows, once (LISTEN28 #5). Its
meaning in The board, "the way a move reaches from the cell you choose", came before a move was
taught and was pictured as a piece sliding (LISTEN33 #13); a bare "Your turn says what it shows"
held an arrow of no shape for a whole section (LISTEN31 #2), so its way is said with it. The poison
cell is named in Welcome by where it is (LISTEN28 #3, READER28 #39)."""

from __future__ import annotations

from accessible_kits.model import ARROW_PLACE, TRIANGLE_PLACE

# what the arrow is, said where it is first named: its way only, and where its meaning is said
# "in words": the listener, who cannot see it, asked whether the arrow was needed at all (LISTEN34 #14)
ARROW_IS = "It points up and to the right. The part called Your turn says in words what it shows."
# an arrow pointing away from the top right cell was heard as the board reaching past it (LISTEN36 #9)
ARROW_OUTSIDE = "The arrow is outside the board, and it is not a cell."
# what it shows, said where a move is taught, true of every board: every move's rectangle reaches
# from the chosen cell up and to the right, to the board's top right cell (engine.removed_by)
ARROW_SHOWS = "shows which way the rectangle reaches from your cell"
# the poison cell, where Welcome first names it: "Whoever chooses the poison cell loses." asked which
# cell, explained two sections later. Every grid game's poison cell is its bottom left cell (engine)
POISON_FIRST = "the bottom left cell, the poison cell,"
# the raised sheet's way-up mark, as the key names it (render.tactile), first heard in The board
TRIANGLE_SAID = f"A solid triangle {TRIANGLE_PLACE} shows which way is up."


def arrow_named(w) -> str:
    """The Board's words for the arrow: where it is, by touch how it feels, its way, and where the rules
    say what it shows (ARROW_IS)."""
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
    return f"{where} {ARROW_OUTSIDE} {ARROW_IS}"


def arrow_points(w) -> str:
    """Your turn's words for the arrow, after the rectangle's corners: what it shows (ARROW_SHOWS), its
    way and place said in The board (arrow_named)."""
    if w.touch:
        return f"Feel for the raised arrow {ARROW_PLACE}. It {ARROW_SHOWS}."
    return f"The arrow {ARROW_SHOWS}."
