"""Where a player's next piece would have to go, and why none can: the free cells that touch the
player's own pieces at a corner and at no side (every later piece covers one), and the rules each
placement of a piece left over one of them breaks. An end example says these facts, each try's rule
the engine's own first refusal of it (never worked out again here), so a listener can check a blocked
player on the board read back (round 19; READER27 #4, #5). Part of the wording, which alone says
them: the engine is at its size."""

from __future__ import annotations

from typing import NamedTuple

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
    cells = reading_order(
        {
            (c + dc, r + dr)
            for c, r in own
            for dc, dr in DIAG
            if _on_board(engine, (c + dc, r + dr))
            and (c + dc, r + dr) not in occupied
            and not any((c + dc + oc, r + dr + orr) in own for oc, orr in ORTHO)
        }
    )
    out = []
    for cell in cells:
        broken: set[str] = set()
        for name, placed in _ways_over(engine, pos, player, cell):
            try:  # the engine's own check, the rules' order: its first refusal is the rule said
                engine._check_placement(pos, player, Placement(name, placed))
            except IllegalMove as refused:
                broken.add(rule_of(str(refused)))
            else:
                raise ValueError(f"the {name} can be placed over {cell}")
        out.append((cell, frozenset(broken)))
    return out


def _on_board(engine: Polyomino, cell: Cell) -> bool:
    return 0 <= cell[0] < engine.columns and 0 <= cell[1] < engine.rows


def _ways_over(engine: Polyomino, pos: Position, player: int, cell: Cell):
    """Each way to lay a piece `player` has left over `cell`, as (piece name, cells): every turn and flip,
    each of its cells laid on `cell`; corner_cells and free_ways try the same ways."""
    for piece in (p for p in engine.pieces if p.name in pos.unused[player]):
        for shape in engine.shapes(piece):
            for ac, ar in shape:  # each cell of the shape laid on the cell
                yield piece.name, frozenset((cell[0] + c - ac, cell[1] + r - ar) for c, r in shape)


def free_ways(engine: Polyomino, pos: Position, player: int, cell: Cell) -> list[tuple[str, frozenset[Cell]]]:
    """Each way to lay a piece `player` has left over `cell` wholly on free cells of the board, as (piece, cells),
    each once: where there is one, an end example says it by its cells (LISTEN37 #19)."""
    occupied, found = pos.occupied(), []
    for name, placed in _ways_over(engine, pos, player, cell):
        free = all(_on_board(engine, c) and c not in occupied for c in placed)
        if free and (name, placed) not in found:
            found.append((name, placed))
    return found


def turned(flips: bool) -> str:
    """How each piece left is tried in every place: flipped too only where a flip gives some piece a shape
    no turn gives. "turned and flipped" beside "A flip is never needed" had a reader think flips forbidden
    (READER39 #13); never "each way", a term once left unexplained (LISTEN28 #25), nor "every turn", a player's,
    nor "quarter turn", which had listeners rebuild a piece in mind (LISTEN34 #12)."""
    return "turned and flipped" if flips else "turned in every direction"


def tried(flips: bool, *, first: bool = False) -> str:
    """How each place is tried, said once just before the first place: "every way" defined in the middle of an
    example was re-heard by every listener since round 33 (LISTEN37 #17, READER37 #19); each place's line then
    says the piece. `first`: no piece down yet, so every place on the board."""
    # "over" each such cell was heard as near it (LISTEN40 #4): the places that cover it
    where = "in every place on the board" if first else "in every place that covers such a cell"
    return f"Each piece left is tried {where}, {turned(flips)}."


# an end example's claim, the rules' end (scribe.END), drawn from the lines before it, never said before them
NONE_CAN = "So neither player can place a piece."


def pass_check(flips: bool) -> tuple[str, ...]:
    """How a pass is checked, in steps a scribe or a host can follow by hand: "checks that no piece of yours can be
    placed" gave no way to check it (READER33 #16). Every later piece covers such a cell (corner_cells); the start
    cell alone before the first piece."""
    return (
        "To check, the scribe finds each free cell that touches your pieces at a corner, and at no side.",
        "Before your first piece, the only such cell is your start cell.",
        f"For each such cell, the scribe tries each piece you have left, in every place that covers that cell, "
        f"{turned(flips)}.",
        "If none can be placed in any of those places, the pass is right.",
    )


def host_pass_check(flips: bool) -> str:
    """The host key's check of a pass, pass_check in fewer words."""
    return (
        f"To check a pass, try each piece left, {turned(flips)}, in every place that covers a free cell touching "
        "the passer's pieces at a corner only. Before a first piece, that is the start cell. The pass is right if "
        "none can be placed."
    )


class Tried(NamedTuple):
    """A place a blocked player's pieces left are tried, for broke_rule."""

    where: str  # "over column F row 8" (a cell, said "... cannot cover column F row 8."), or "on free cells"
    subject: str  # the piece or pieces left: "Black's big square", "Red team's block and zig-zag", "each piece ..."
    they: str  # "it" (one piece), "they" (two named: a plural verb) or "each" (each piece left)
    why: tuple[str, ...]  # the rules broken, in the engine's order (engine.RULES), each a verb for one piece
    one_way: str = ""  # the way or ways there on free cells (ends.one_way): the one by its cells, else how many


def broke_rule(tried: list[Tried]) -> list[str]:
    """Why no piece left can be placed at each place tried, a line a place, the piece its subject: "every way"
    as a term was re-heard (LISTEN37 #17). A cell's line says first that no piece left can cover it, then why
    (_cell): "Over column F row 8, ..." was heard as above row 8 (LISTEN41 #7). A place on free cells in one
    sentence where each fits under 25 words heard and no cell is tried beside it, else what cannot be placed then
    why (LISTEN25 #21, #22); a cell with free-cell and other rules says them apart (_apart)."""
    cells = [t.where.startswith("over ") for t in tried]
    apart = [c and bool(_apart(t)) for t, c in zip(tried, cells, strict=True)]
    plain = [t for t, c in zip(tried, cells, strict=True) if not c]
    shape = _one if not any(cells) and all(heard_words(_one(t)) < 25 for t in plain) else _two
    return [_apart(t) if a else _cell(t) if c else shape(t) for t, c, a in zip(tried, cells, apart, strict=True)]


def _plural(verb: str) -> str:
    """A rule's verb for two pieces: "covers a covered cell" -> "cover a covered cell"."""
    first, _, rest = verb.partition(" ")
    return f"{first[:-2] if first.endswith(('ches', 'oes')) else first[:-1]} {rest}"


def _one(t: Tried) -> str:
    """A place on free cells in one sentence, the piece its subject (LISTEN37 #17)."""
    where = f"{t.where[0].upper()}{t.where[1:]}"
    if t.they == "they":
        return f"{where}, {t.subject} each {join([_plural(w) for w in t.why], 'or')}, however they lie."
    return f"{where}, {t.subject} {join(t.why, 'or')}, however it lies."


def _cannot(t: Tried) -> str:
    """What cannot be placed at a place, said first where a place takes more than a sentence (LISTEN36 #4); at a
    cell, what cannot cover it, never "over" it, heard as above it (LISTEN41 #7), and the piece first: a sentence
    begun "Column F" reads as a list of cells going on past a full stop (test_lists36)."""
    if t.where.startswith("over "):
        cell = t.where.removeprefix("over ")
        if t.they == "it":
            said = f"{t.subject} cannot cover {cell}."
        elif t.they == "they":
            said = f"neither {t.subject.replace(' and ', ' nor ')} can cover {cell}."
        else:
            said = f"{t.subject.replace('each piece', 'no piece', 1)} can cover {cell}."
        return f"{said[0].upper()}{said[1:]}"
    where = f"{t.where[0].upper()}{t.where[1:]}"
    if t.they == "it":
        return f"{where}, {t.subject} cannot be placed."
    if t.they == "they":
        return f"{where}, neither {t.subject.replace(' and ', ' nor ')} can be placed."
    return f"{where}, {t.subject.replace('each piece', 'no piece', 1)} can be placed."


def _two(t: Tried) -> str:
    """A place on free cells in two sentences: what cannot be placed there, then why, however it lies."""
    it = "It" if t.they == "it" else "Each"
    return f"{_cannot(t)} {it} {join(t.why, 'or')}, however it lies."


# who covers the cell in a cell's reason: the one piece left, either of two, or any piece left
_COVERS = {"it": "it", "they": "either", "each": "a piece"}


def _cell(t: Tried) -> str:
    """A cell in two sentences: what cannot cover it, then why (_because)."""
    return f"{_cannot(t)} {_because(t)}"


def _because(t: Tried) -> str:
    """What covering a cell also does, in "cover" words only, one word for one idea: "Over column F row 8, ...,
    however it lies" was heard as lying above row 8 (LISTEN41 #7)."""
    return f"However {_COVERS[t.they]} covers that cell, it also {join(t.why, 'or')}."


# the rules a way breaks that is not on free cells of the board: the engine checks them first (engine.RULES)
_NOT_FREE = ("covers a covered cell", "goes off the board")


def _apart(t: Tried) -> str:
    """A cell whose ways on free cells break other rules than the rest, as sentences that each stand alone:
    what cannot cover it, then the ways on free cells (the one way by its cells and the sides it shares,
    LISTEN37 #19), then the other ways. True as the engine checks a way: off the board and covered cells first,
    so a way wholly on free cells breaks only the rules left. The piece the subject, never "it" after a cell:
    "Laid on free cells only, it touches" was heard as the cell (LISTEN37 #19). Empty where not apart."""
    free = [w for w in t.why if w not in _NOT_FREE]
    other = [w for w in t.why if w in _NOT_FREE]
    if not free or not other or not t.where.startswith("over "):
        return ""
    it = t.subject if t.they == "it" else "each"
    on_free = t.one_way or f"Laid on free cells only, {it} {join(free, 'or')}."
    return f"{_cannot(t)} {on_free} Laid any other way, {it} {join(other, 'or')}."


def heard_words(text: str) -> int:
    """How many words a sentence has as heard: a cell is "column F row 8", four words."""
    return len(render(text, EAR).split())


EAR = Voice(ear=True)
