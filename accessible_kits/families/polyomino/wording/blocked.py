"""Where a player's next piece would have to go, and why none can: the free cells that touch the
player's own pieces at a corner and at no side (every later piece covers one), and the rules each
placement of a piece left over one of them breaks. An end example says these facts, each try's rule
the engine's own first refusal of it (never worked out again here), so a listener can check a blocked
player on the board read back (round 19; READER27 #4, #5). Part of the wording, which alone says
them: the engine is at its size."""

from __future__ import annotations

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
