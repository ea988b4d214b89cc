"""Polyomino placement with corner-only contact (corner polyominoes)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import ClassVar

from accessible_kits.errors import IllegalMove, KitError
from accessible_kits.games.notation import Cell, cell_name, parse_cell, reading_order

PLAYERS = ("White", "Black")
ORTHO = ((1, 0), (-1, 0), (0, 1), (0, -1))
DIAG = ((1, 1), (1, -1), (-1, 1), (-1, -1))


# Every rule a placement can break, by the key why_blocked gives and the wording says each with
# (its scribe's words): the engine's reason for each, so the examples and the scribe's list are one list.
RULES = {  # in the order the engine checks them (_check_placement): a move that breaks two gets the first's words
    "piece": "There is no piece called '{name}': the pieces are {names}",  # a name not in the set
    "placed": "{who} has already placed the {piece}",
    "shape": "Those cells do not make the shape of the {piece}",
    "off": "The piece goes off the board",
    "covered": "{cell} is already covered by {owner}",
    "start": "{who}'s first piece must cover {start}",
    "side": "{cells} {verb} a side with {who}'s {own}",
    "corner": "The piece must touch one of {who}'s pieces at a corner",
}


def _names(cells) -> str:
    """Cells by name in reading order, joined as a sentence joins them: "B3 and C2", "B3, C2 and D2"."""
    names = [cell_name(c) for c in reading_order(cells)]
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def shared_side(cells, own) -> tuple[frozenset[Cell], frozenset[Cell]] | None:
    """The cells of `cells` that share a side with one of `own`, and every cell of `own` they share one
    with: a refusal names them all ("C3 shares a side with B3 and C2": round 19's braille reader
    checked a reason naming B3 alone twice). None when no side is shared."""
    pairs = [(cell, nb) for cell in cells for nb in ((cell[0] + dc, cell[1] + dr) for dc, dr in ORTHO) if nb in own]
    return (frozenset(c for c, _ in pairs), frozenset(nb for _, nb in pairs)) if pairs else None


def touches_corner(cells, own) -> bool:
    """Whether one of `cells` touches one of `own` at a corner."""
    return any((c + dc, r + dr) in own for c, r in cells for dc, dr in DIAG)


def normalise(cells) -> frozenset[Cell]:
    """A shape moved to the corner (its lowest column and row at 0), so two placements of it compare equal."""
    cells = list(cells)
    min_c = min(c for c, _ in cells)
    min_r = min(r for _, r in cells)
    return frozenset((c - min_c, r - min_r) for c, r in cells)


def orientations(shape: frozenset[Cell]) -> list[frozenset[Cell]]:
    """Every distinct rotation and mirror image of a shape, in a fixed order."""
    seen: list[frozenset[Cell]] = []
    cells = list(shape)
    for _ in range(2):
        for _ in range(4):
            cells = [(r, -c) for c, r in cells]  # quarter turn
            norm = normalise(cells)
            if norm not in seen:
                seen.append(norm)
        cells = [(-c, r) for c, r in cells]  # mirror
    return sorted(seen, key=sorted)


def _same(a: str, b: str) -> bool:
    """Two piece names are one name, capitals or not (params.check refuses two such pieces)."""
    return a.casefold() == b.casefold()


@dataclass(frozen=True)
class Shape:
    """A piece's name and cells, as the engine places it; the cut-out drawn is model.Piece."""

    name: str
    shape: frozenset[Cell]

    @property
    def size(self) -> int:
        return len(self.shape)


@dataclass(frozen=True)
class Placement:
    """A move: a piece, by name, and the board cells it covers."""

    piece: str
    cells: frozenset[Cell]


PASS = "pass"
Move = Placement | str


@dataclass(frozen=True)
class Position:
    """Who covers which cell, the pieces each player has not placed, whose turn it is, and passes in a row."""

    owner: tuple[tuple[Cell, int], ...] = ()  # (cell, player) pairs, sorted
    unused: tuple[frozenset[str], frozenset[str]] = (frozenset(), frozenset())
    to_move: int = 0
    passes: int = 0  # passes in a row
    # each piece placed, in turn, as (player, placement): which cells make which piece, for laying
    # a worked example's board with real pieces; not part of what the board is (equality, hash)
    placed: tuple[tuple[int, Placement], ...] = field(default=(), compare=False)

    def cells_of(self, player: int) -> frozenset[Cell]:
        return frozenset(c for c, p in self.owner if p == player)

    def occupied(self) -> dict[Cell, int]:
        return dict(self.owner)


@dataclass(frozen=True)
class Polyomino:
    """The rules of one corner-polyomino game: the board, the pieces each player has, and the two corners."""

    columns: int
    rows: int
    pieces: tuple[Shape, ...]
    starts: tuple[Cell, Cell]
    _orients: dict = field(default_factory=dict, compare=False, repr=False)
    sides: ClassVar[tuple[str, str]] = PLAYERS  # how its messages name the players (games.in_own_names)

    @classmethod
    def from_params(cls, params: dict) -> Polyomino:
        cols, rows = params["columns"], params["rows"]
        pieces = []
        for spec in params["pieces"]:
            try:
                shape = normalise(parse_cell(c, 26, 99) for c in spec["cells"])
            except (IllegalMove, KeyError, TypeError, ValueError) as exc:
                raise KitError(f"params.pieces: each piece needs a name and cells like ['A1', 'B1'] ({exc})") from None
            pieces.append(Shape(spec["name"], shape))
        starts = tuple(parse_cell(s, cols, rows) for s in params["starts"])
        if len(starts) != 2:
            raise KitError("params.starts: give two start cells, White's then Black's")
        return cls(cols, rows, tuple(pieces), starts)

    def _named(self, text: str, name: str) -> Shape:
        """The piece a move names; when the name is a piece and cells written with spaces
        between them ('domino F6 E6'), IllegalMove says to join the cells with '+'."""
        spaced = re.match(r"^(.*?)((?:\s+[A-Za-z]\d{1,2})+)$", text)
        if spaced and any(_same(p.name, spaced.group(1)) for p in self.pieces) and spaced.group(1) != name:
            joined = "+".join(spaced.group(2).split())
            raise IllegalMove(
                f"'{text}': join the cells of one piece with +, like '{spaced.group(1)} {joined.upper()}'"
            )
        return self.piece(name)

    def piece(self, name: str) -> Shape:
        """The piece a name says, capitals or not (a move may write "stick" for the Stick)."""
        for p in self.pieces:
            if _same(p.name, name):
                return p
        names = ", ".join(p.name for p in self.pieces)
        raise IllegalMove(RULES["piece"].format(name=name, names=names))

    def total_area(self) -> int:
        return sum(p.size for p in self.pieces)

    def initial(self) -> Position:
        names = frozenset(p.name for p in self.pieces)
        return Position(unused=(names, names))

    # -- legality -------------------------------------------------------------
    def check(self, pos: Position, move: Move) -> None:
        player = pos.to_move
        who = PLAYERS[player]
        if self.is_over(pos):
            raise IllegalMove("The game is over: neither player can place a piece")
        if isinstance(move, str):  # PASS: parse makes no other word a move
            if self._placements(pos, player, first_only=True):
                raise IllegalMove(f"{who} can still place a piece, so {who} may not pass")
            return
        self._check_placement(pos, player, move)

    def _check_placement(self, pos: Position, player: int, move: Placement) -> None:
        """The placement rules alone, for `player`, without asking whether the game is over: the
        piece itself, then the board, then how it meets the player's own pieces."""
        self._check_piece(pos, player, move)
        self._check_cells_free(pos, move)
        own = pos.cells_of(player)
        if not own:
            start = self.starts[player]
            if start not in move.cells:
                raise IllegalMove(RULES["start"].format(who=PLAYERS[player], start=cell_name(start)))
            return
        self._check_corner_contact(player, move, own)

    def _check_piece(self, pos: Position, player: int, move) -> None:
        """A placement of one of the player's unplaced pieces, in one of its shapes."""
        if not isinstance(move, Placement):
            raise IllegalMove(f"'{move}' is not a placement")
        piece = self.piece(move.piece)
        if move.piece not in pos.unused[player]:
            raise IllegalMove(RULES["placed"].format(who=PLAYERS[player], piece=move.piece))
        if normalise(move.cells) not in self.shapes(piece):
            raise IllegalMove(RULES["shape"].format(piece=move.piece))

    def _check_cells_free(self, pos: Position, move: Placement) -> None:
        """Every cell on the board, then every cell not yet covered (the first covered in reading order is
        named): a rule at a time, in RULES' order, so the rules can say which words a move breaking two gets."""
        occupied = pos.occupied()
        if any(not (0 <= c < self.columns and 0 <= r < self.rows) for c, r in move.cells):
            raise IllegalMove(RULES["off"])
        for cell in reading_order(move.cells):
            if cell in occupied:
                raise IllegalMove(RULES["covered"].format(cell=cell_name(cell), owner=PLAYERS[occupied[cell]]))

    def _check_corner_contact(self, player: int, move: Placement, own) -> None:
        """After the first piece: no side shared with the player's own pieces, and a corner touching one."""
        who = PLAYERS[player]
        side = shared_side(move.cells, own)
        if side:
            cells, nbs = side
            verb = "shares" if len(cells) == 1 else "share"
            raise IllegalMove(RULES["side"].format(cells=_names(cells), verb=verb, who=who, own=_names(nbs)))
        if not touches_corner(move.cells, own):
            raise IllegalMove(RULES["corner"].format(who=who))

    def shapes(self, piece: Shape) -> list[frozenset[Cell]]:
        """Every distinct rotation and mirror image of the piece (a player may turn or flip it), worked out once."""
        if piece.name not in self._orients:
            self._orients[piece.name] = orientations(piece.shape)
        return self._orients[piece.name]

    def _spaces(self, pos: Position, player: int) -> Iterator[Placement]:
        """Every placement on the board of each piece the player has left, in each of its shapes, legal or not."""
        for piece in self.pieces:
            if piece.name not in pos.unused[player]:
                continue
            for shape in self.shapes(piece):
                width = max(c for c, _ in shape) + 1
                height = max(r for _, r in shape) + 1
                for dr in range(self.rows - height + 1):
                    for dc in range(self.columns - width + 1):
                        yield Placement(piece.name, frozenset((c + dc, r + dr) for c, r in shape))

    def _placements(self, pos: Position, player: int, first_only: bool = False) -> list[Placement]:
        found = []
        for move in self._spaces(pos, player):
            try:
                self._check_placement(pos, player, move)
            except IllegalMove:
                continue
            found.append(move)
            if first_only:
                return found
        return found

    def why_blocked(self, pos: Position, player: int) -> frozenset[str]:
        """Why no piece the player has left can be placed, over every space on the board that is
        free and shaped like one of them: "start" (a first piece leaves the start cell uncovered),
        "side" (it shares a side with the player's own pieces), "corner" (it touches none of them
        at a corner). Empty when no such space is free. Raises ValueError if a piece can be placed."""
        own, occupied, found = pos.cells_of(player), pos.occupied(), set()
        for move in self._spaces(pos, player):
            cells = move.cells
            if cells & occupied.keys():
                continue
            if not own:
                rule = "start" if self.starts[player] not in cells else ""
            elif shared_side(cells, own):
                rule = "side"
            else:
                rule = "" if touches_corner(cells, own) else "corner"
            if not rule:
                raise ValueError(f"{PLAYERS[player]} can still place the {move.piece}")
            found.add(rule)
        return frozenset(found)

    def legal_moves(self, pos: Position) -> list[Move]:
        if self.is_over(pos):
            return []
        moves: list[Move] = [*self._placements(pos, pos.to_move)]
        return moves or [PASS]

    def is_over(self, pos: Position) -> bool:
        # A player's options only shrink as the board fills, so two passes in a
        # row, or no placement for either player, both mean the end.
        if pos.passes >= 2:
            return True
        return not any(self._placements(pos, p, first_only=True) for p in (0, 1))

    def play(self, pos: Position, move: Move) -> Position:
        self.check(pos, move)
        if isinstance(move, str):  # PASS
            return Position(pos.owner, pos.unused, 1 - pos.to_move, pos.passes + 1, pos.placed)
        owner = tuple(sorted(pos.owner + tuple((c, pos.to_move) for c in move.cells)))
        unused = list(pos.unused)
        unused[pos.to_move] = unused[pos.to_move] - {move.piece}
        return Position(owner, (unused[0], unused[1]), 1 - pos.to_move, 0, (*pos.placed, (pos.to_move, move)))

    def unplaced(self, pos: Position, player: int) -> int:
        return sum(self.piece(n).size for n in pos.unused[player])

    def outcome(self, pos: Position) -> int | str | None:
        """0 or 1 for the winner, 'draw', or None while the game goes on."""
        if not self.is_over(pos):
            return None
        white, black = self.unplaced(pos, 0), self.unplaced(pos, 1)
        if white == black:
            return "draw"
        return 0 if white < black else 1

    def longest_game(self) -> int:
        """Most turns a game can take, passes included: the rows of the record sheet.

        A bound proved from the rules, not searched for. A player who must pass can never place
        again: a pass changes none of their pieces or cells, and the other player's pieces only
        take free cells away. So each player's placements are their own first turns, one a
        piece, and the last placement is at most turn 2 x pieces (the second player's last
        piece; the turns between are placements or passes). After it nobody can place, and the
        game ends at once (is_over: nobody says or writes a pass then; two closing passes counted here
        made the form's "two lines more than the longest game needs" four, READER36).
        """
        return 2 * len(self.pieces)

    def facts(self) -> dict[str, int]:
        return {"area": self.total_area(), "pieces": len(self.pieces), "cells": self.columns * self.rows}

    def position_from(self, text: str) -> Position:
        raise KitError("start: only row-removal games can start from a position; polyomino games start empty")

    def verify(self, step, before: Position, after: Position) -> str | None:
        if step.removes is not None or step.after is not None:
            return "removes and after are not for polyomino steps"
        return None

    # -- the rules the worked examples must show (compose.examples adds those a file lacks) --
    def refusal(self, first: Move | None) -> tuple[tuple[Move, ...], Move] | None:
        """From an empty board, the first player's first piece moved off the start cell: `first`
        (a legal first move, the file's own; else the engine's first placement) slid one cell or
        more along the board, the nearest slide that stays on the board and leaves the start cell
        uncovered. None when no slide does (a board no bigger than the piece)."""
        pos = self.initial()
        if not isinstance(first, Placement):
            first = next((m for m in self.legal_moves(pos) if isinstance(m, Placement)), None)
        if first is None:
            return None
        slides = sorted(
            ((dc, dr) for dc in range(-self.columns, self.columns + 1) for dr in range(-self.rows, self.rows + 1)),
            key=lambda d: (max(abs(d[0]), abs(d[1])), abs(d[1]), -d[0], -d[1]),
        )
        for dc, dr in slides:
            move = Placement(first.piece, frozenset((c + dc, r + dr) for c, r in first.cells))
            try:  # on the board and free: then only the start cell refuses it
                self._check_cells_free(pos, move)
            except IllegalMove:
                continue
            if self.starts[0] not in move.cells:
                return (), move
        return None

    def near_end(self) -> tuple[Position, tuple[Move, ...]] | None:
        """The last placement of a game played out by the engine's own order of moves (each turn
        its first allowed move, not a good one), and the position before it: after it neither
        player can place a piece, and the cells left over decide. None when no piece can be placed."""
        pos, last = self.initial(), None
        while not self.is_over(pos):
            first = self._placements(pos, pos.to_move, first_only=True)  # legal_moves(pos)[0], found sooner
            if first:
                last = (pos, first[0])
            pos = self.play(pos, first[0] if first else PASS)
        return None if last is None else (last[0], (last[1],))

    # -- notation: "domino B2+C2" ---------------------------------------------
    def notation(self, move: Move) -> str:
        if isinstance(move, str):  # PASS
            return PASS
        cells = "+".join(cell_name(c) for c in reading_order(move.cells))
        return f"{move.piece} {cells}"

    def parse(self, text: str) -> Move:
        text = text.strip()
        if text.lower() == PASS:
            return PASS
        match = re.match(r"^(.*?)\s+([A-Za-z]\d{1,2}(?:\s*\+\s*[A-Za-z]\d{1,2})*)$", text)
        if not match:
            raise IllegalMove(f"'{text}' is not a move: write a piece and its cells, like 'domino B2+C2'")
        piece = self._named(text, match.group(1))
        cells = frozenset(parse_cell(c, self.columns, self.rows) for c in match.group(2).split("+"))
        return Placement(piece.name, cells)  # the name as the file writes it


def mirror_is_a_turn(shape) -> bool:
    """A piece whose mirror image is one of its quarter turns never needs flipping."""
    turns, cells = set(), list(shape)
    for _ in range(4):
        cells = [(r, -c) for c, r in cells]
        turns.add(normalise(cells))
    return normalise((-c, r) for c, r in shape) in turns
