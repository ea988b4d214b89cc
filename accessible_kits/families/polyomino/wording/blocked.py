"""Where a player's next piece would have to go, and why none can: the free cells that touch the
player's own pieces at a corner and at no side (every later piece covers one), and the rules each
placement of a piece left over one of them breaks. An end example says these facts, each try's rule
the engine's own first refusal of it (never worked out again here), so a listener can check a blocked
player on the board read back (round 19; READER27 #4, #5). Part of the wording, which alone says
them: the engine is at its size."""

from __future__ import annotations

from accessible_kits.compose.words import Voice, join, render
from accessible_kits.errors import IllegalMove
from accessible_kits.families.polyomino.engine import DIAG, ORTHO, Placement, Polyomino, Position
from accessible_kits.families.polyomino.wording.refused import rule_of
from accessible_kits.games.notation import Cell, reading_order


def corner_cells(engine: Polyomino, pos: Position, player: int) -> list[tuple[Cell, frozenset[str]]]:
    """The free cells a later piece of `player` must cover, in reading order, each with why no piece
    left covers it: the rules (engine.RULES' keys) the engine refuses each way to lay one with first, like
    "off" (off the board), "covered" (a cell already covered), "side" (a side shared with the player's own
    pieces); a cell each, so an example says them one short sentence a cell (LISTEN21
    #15). Raises ValueError if a piece left can be placed over one of them."""
    own, occupied = pos.cells_of(player), pos.occupied()

    def on_board(cell: Cell) -> bool:
        return 0 <= cell[0] < engine.columns and 0 <= cell[1] < engine.rows

    cells = reading_order(
        {
            (c + dc, r + dr)
            for c, r in own
            for dc, dr in DIAG
            if on_board((c + dc, r + dr))
            and (c + dc, r + dr) not in occupied
            and not any((c + dc + oc, r + dr + orr) in own for oc, orr in ORTHO)
        }
    )
    out = []
    for cell in cells:
        broken: set[str] = set()
        for piece in (p for p in engine.pieces if p.name in pos.unused[player]):
            for shape in engine.shapes(piece):
                for ac, ar in shape:  # each cell of the shape laid on the corner cell
                    placed = frozenset((cell[0] + c - ac, cell[1] + r - ar) for c, r in shape)
                    try:  # the engine's own check, the rules' order: its first refusal is the rule said
                        engine._check_placement(pos, player, Placement(piece.name, placed))
                    except IllegalMove as refused:
                        broken.add(rule_of(str(refused)))
                    else:
                        raise ValueError(f"the {piece.name} can be placed over {cell}")
        out.append((cell, frozenset(broken)))
    return out


# what "every way" is, one wording in every kit (LISTEN29 #19, READER29 #7), said just before the first line
# that uses it: said with the claim, before the lines that show it, it came out of the blue (LISTEN31 #15,
# READER31 #14); "each piece left" where one player had none left
# one idea a sentence: "every way means: the pieces ..., in every place, turned or flipped" took a second reading
# to be seen as a term defined (LISTEN33 #5)
EVERY_WAY = (
    "The next lines use the words every way. Each line names a free cell. "
    "There, every way means each piece this player has left, in every place over that cell. "
    "Each piece is laid turned and flipped too."
)
EVERY_WAY_USED = ", every way "  # as every place tried says it (broke_rule)
# an end example's claim, the rules' end (scribe.END), drawn from the lines before it, never said before them
NONE_CAN = "So neither player can place a piece."
# how a pass is checked, in steps a scribe or a host can follow by hand: "checks that no piece of yours can be
# placed" gave no way to check it (READER33 #16). Every later piece covers such a cell (corner_cells); the
# start cell alone before the first piece.
PASS_CHECK = (
    "To check, the scribe finds each free cell that touches your pieces at a corner, and at no side.",
    "Before your first piece, the only such cell is your start cell.",
    "Over each such cell, the scribe tries each piece you have left, in every place, turned and flipped.",
    "If none can be placed over any such cell, the pass is right.",
)
HOST_PASS_CHECK = (
    "To check a pass, try each piece left, turned and flipped, over each free cell touching the passer's pieces "
    "at a corner only. Before a first piece, that is the start cell. The pass is right if none can be placed."
)


def broke_rule(forms: list[tuple[str, str, str, tuple[str, ...]]]) -> list[str]:
    """Why no way to lay a blocked player's piece can be placed, a sentence a place tried (free cells, or
    a corner cell), each saying what is tried and why it fails, "every way" as EVERY_WAY says it, said
    before them (end_claim). `forms`: (where, piece, it, why) a sentence: where tried ("on free cells",
    "over F8"), the piece ("Black's big square"), the piece said short ("it") and the rules, as the engine
    found them, in its order (engine.RULES), each said as a verb for one way ("covers a covered cell"). One
    form for all, the fullest each keeps under 25 words heard: a player's lines alike (LISTEN25 #21, #22)."""
    shapes = (
        lambda where, piece, it, why: f"{where[0].upper()}{where[1:]}, every way to lay {piece} {join(why, 'or')}.",
        lambda where, piece, it, why: f"{where[0].upper()}{where[1:]}, every way {join(why, 'or')}.",
    )
    for shape in shapes:
        said = [shape(*form) for form in forms]
        if all(heard_words(line) < 25 for line in said):
            break
    return [line if heard_words(line) < 25 else _last_rule_apart(*form) for line, form in zip(said, forms, strict=True)]


# the rules a way breaks that is not on free cells of the board: the engine checks them first (engine.RULES)
_NOT_FREE = ("covers a covered cell", "goes off the board")


def _last_rule_apart(where: str, piece: str, it: str, why: tuple[str, ...]) -> str:
    """A place tried too long for one sentence, as sentences that each stand alone: what cannot be placed there,
    then why, laid on free cells only, then laid any other way. "Over H5, every way on free cells touches a side
    ... The other ways there cover ..." took a second hearing (LISTEN36 #4); "Or it touches ..." left "Or it" to
    belong to H5 or the next line (LISTEN35 #7). True as the engine checks a way: off the board and covered cells
    first, so a way wholly on free cells breaks only the rules left. Each rule in the engine's words, as every other
    place says it ("it would cover" read as one way's fate, LISTEN22 #3). Else the one long sentence."""
    line = f"{where[0].upper()}{where[1:]}, every way {join(why, 'or')}."
    free = [w for w in why if w not in _NOT_FREE]
    other = [w for w in why if w in _NOT_FREE]
    if not free or not other or not where.startswith("over "):
        return line
    if it == "it":
        cannot = f"{piece} cannot be placed"
    elif piece.startswith("one of "):
        cannot = f"none of {piece.removeprefix('one of ')} can be placed"
    else:
        cannot = f"neither {piece.replace(' or ', ' nor ')} can be placed"
    return (
        f"{where[0].upper()}{where[1:]}, {cannot}. Laid on free cells only, {it} {join(free, 'or')}. "
        f"Laid any other way, {it} {join(other, 'or')}."
    )


def heard_words(text: str) -> int:
    """How many words a sentence has as heard: a cell is "column F row 8", four words."""
    return len(render(text, EAR).split())


EAR = Voice(ear=True)
