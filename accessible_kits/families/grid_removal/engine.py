"""Grid removal (poison corner): choose a cell, remove it and everything above and right of it."""

from __future__ import annotations

from dataclasses import dataclass

from accessible_kits.errors import IllegalMove, KitError
from accessible_kits.games.notation import Cell, cell_name, parse_cell

# the poison cell's mark on the sheets is the first letter of its name: the rules say what it stands
# for, since "a big letter P" alone was heard beside the cell letters B, D, E and G (round 14)
POISON = "poison"


@dataclass(frozen=True)
class Position:
    """The cells still on the board, whose turn it is, and who lost by taking the poison cell."""

    present: frozenset[Cell]
    to_move: int = 0  # 0 = first player, 1 = second player
    loser: int | None = None  # set once someone chose the poison cell


@dataclass(frozen=True)
class GridRemoval:
    """The rules of one grid-removal game; parameters come from its game file."""

    columns: int
    rows: int
    poison: Cell = (0, 0)

    @classmethod
    def from_params(cls, params: dict) -> GridRemoval:
        return cls(columns=params["columns"], rows=params["rows"])

    # -- positions and moves ------------------------------------------------
    def initial(self) -> Position:
        return Position(frozenset((c, r) for c in range(self.columns) for r in range(self.rows)))

    def legal_moves(self, pos: Position) -> list[Cell]:
        if pos.loser is not None:
            return []
        return sorted(pos.present, key=lambda cell: (cell[1], cell[0]))

    def removed_by(self, pos: Position, move: Cell) -> frozenset[Cell]:
        """The cells a move crosses out: the chosen cell and all present cells up and right."""
        return frozenset(c for c in pos.present if c[0] >= move[0] and c[1] >= move[1])

    def check(self, pos: Position, move: Cell) -> None:
        """Raise IllegalMove, with the reason, if the move is not allowed here."""
        if pos.loser is not None:
            raise IllegalMove("The game is over: the poison cell was chosen")
        if move not in pos.present:
            raise IllegalMove(f"{cell_name(move)} is already crossed out: choose a cell that is still there")

    def play(self, pos: Position, move: Cell) -> Position:
        self.check(pos, move)
        loser = pos.to_move if move == self.poison else None
        return Position(pos.present - self.removed_by(pos, move), 1 - pos.to_move, loser)

    def outcome(self, pos: Position) -> int | None:
        """The winner (0 or 1) once the game is over, else None."""
        return None if pos.loser is None else 1 - pos.loser

    def is_over(self, pos: Position) -> bool:
        return pos.loser is not None

    def longest_game(self) -> int:
        """Most turns a game can take: the rows of the record sheet. Every turn crosses out one
        cell at least and nobody may pass, so a game has at most one turn a cell; choosing the
        cell furthest up and right each turn (it takes only itself), the poison cell last,
        reaches it."""
        return self.columns * self.rows

    def facts(self) -> dict[str, int]:
        return {"cells": self.columns * self.rows}

    def position_from(self, text: str) -> Position:
        raise KitError("start: only row-removal games can start from a position; grid games start full")

    def verify(self, step, before: Position, after: Position) -> str | None:
        if step.after is not None:
            return "after: only row-removal steps give counts after the move; use removes"
        gone = len(before.present) - len(after.present)
        if step.removes is not None and gone != step.removes:
            return f"the file says it removes {step.removes} cells, the rules say {gone}"
        return None

    def row_ends(self, pos: Position) -> list[int]:
        """How many cells each row still has, bottom row first. The cells left in a row always
        run from column A without a gap, so a count says exactly which cells are there."""
        return [sum(1 for c in range(self.columns) if (c, r) in pos.present) for r in range(self.rows)]

    # -- the rules the worked examples must show (compose.examples adds those a file lacks) --
    def refusal(self, first: Cell | None) -> tuple[tuple[Cell, ...], Cell]:
        """A cell already crossed out: `first` (a legal first move, the file's own; else a cell near
        the middle) from a full board, then the cell one up and one right of it, which `first`
        crossed out (the cell itself on a board too small for that)."""
        move = first if first is not None else (min(3, self.columns - 1), min(1, self.rows - 1))
        gone = self.removed_by(self.initial(), move)
        nxt = (move[0] + 1, move[1] + 1)
        return (move,), nxt if nxt in gone else move

    def near_end(self) -> tuple[Position, tuple[Cell, ...]]:
        """Only the poison cell left, and the move that must choose it: how every game ends."""
        return Position(frozenset({self.poison})), (self.poison,)

    # -- notation -------------------------------------------------------------
    def notation(self, move: Cell) -> str:
        return cell_name(move)

    def parse(self, text: str) -> Cell:
        return parse_cell(text, self.columns, self.rows)
