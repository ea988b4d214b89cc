"""Row removal: cross out any number of circles from one row; the last circle decides."""

from __future__ import annotations

import re
from dataclasses import dataclass

from accessible_kits.errors import IllegalMove, KitError
from accessible_kits.games.notation import row_called, row_said

# A move is a tuple of (row index, how many) parts; only one part is legal.
# Keeping several parts lets a worked example state the illegal "one from every row".
Move = tuple[tuple[int, int], ...]

ENDINGS = ("last-move-wins", "last-move-loses")
_PART = re.compile(r"^\s*(.+?)\s*(?:row)?\s*,\s*(\d+)\s*$", re.IGNORECASE)


# the one refusal of a move in two rows, the engine's and the rules' words alike (a cold listener
# heard two, round 16)
ONE_ROW = "A turn crosses out circles in one row only"
# the engine's refusal of a move of no circle, which the scribe also says to a pass
AT_LEAST_ONE = "A turn crosses out at least one circle"


@dataclass(frozen=True)
class Position:
    """Circles left in each row, top row first, whose turn it is, and who moved last (the ending's judge)."""

    counts: tuple[int, ...]
    to_move: int = 0
    last_mover: int | None = None


# Words for rows counted from the top (a game file may name its rows so), never the names the kit
# gives: "three circles from the third row" put a count beside a row's place (a cold listener, round 13).
ORDINALS = ("second", "third", "fourth", "fifth", "sixth", "seventh")
# The names of four to eight rows when the game file names none: the spelling alphabet, in its
# order from the top. No word sounds like a number or like another (they were chosen for the ear),
# and the alphabet gives their order.
SPELLED = ("Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel")
ONLY = "only"  # a game of one row: "2 circles from the only row"
_NUMBERED = re.compile(r"^row (\d+)$")  # the rows of older game files, numbered from the top: "row 4, 2"


def default_row_names(n: int) -> tuple[str, ...]:
    """The rows' names when the game file gives none, words and never numbers ("2 circles from row
    4" put two numbers side by side, and "row 4" was heard "row for"): the only row; top and bottom;
    top, middle and bottom; else Alpha, Bravo, Charlie ... from the top."""
    if n == 1:
        return (ONLY,)
    if n == 2:
        return ("top", "bottom")
    if n == 3:
        return ("top", "middle", "bottom")
    return SPELLED[:n]


def _older_names(n: int) -> tuple[str, ...]:
    """The names game files used for four to eight unnamed rows before the spelling alphabet:
    top, second, third ... bottom; a move of such a file ("second row, 3") still reads."""
    return ("top", *ORDINALS[: n - 2], "bottom")


@dataclass(frozen=True)
class RowRemoval:
    """The rules of one row-removal game: its rows' sizes and names, and whether the last move wins."""

    sizes: tuple[int, ...]  # top row first
    row_names: tuple[str, ...]
    ending: str = "last-move-wins"

    @classmethod
    def from_params(cls, params: dict) -> RowRemoval:
        sizes = tuple(params["rows"])
        names = tuple(params.get("row_names") or default_row_names(len(sizes)))
        ending = params.get("ending", "last-move-wins")
        if len(names) != len(sizes):
            raise KitError("params.row_names: give one name for each row")
        if ending not in ENDINGS:
            raise KitError(f"params.ending: '{ending}' is not allowed; use {' or '.join(ENDINGS)}")
        return cls(sizes, names, ending)

    def initial(self) -> Position:
        return Position(self.sizes)

    def legal_moves(self, pos: Position) -> list[Move]:
        return [((r, k),) for r, n in enumerate(pos.counts) for k in range(1, n + 1)]

    def check(self, pos: Position, move: Move) -> None:
        if not any(pos.counts):
            raise IllegalMove("The game is over: every circle is crossed out")
        if len(move) != 1:
            raise IllegalMove(ONE_ROW)
        row, k = move[0]
        name = self.row_names[row]
        if k < 1:
            raise IllegalMove(AT_LEAST_ONE)
        if k > pos.counts[row]:
            left = pos.counts[row]
            called = row_called(name)
            has = f"has only {left} circle{'s' if left != 1 else ''} left" if left else "has no circle left"
            raise IllegalMove(f"{called[0].upper()}{called[1:]} {has}")

    def play(self, pos: Position, move: Move) -> Position:
        self.check(pos, move)
        row, k = move[0]
        counts = tuple(n - k if i == row else n for i, n in enumerate(pos.counts))
        return Position(counts, 1 - pos.to_move, pos.to_move)

    def is_over(self, pos: Position) -> bool:
        return not any(pos.counts)

    def outcome(self, pos: Position) -> int | None:
        if not self.is_over(pos) or pos.last_mover is None:
            return None
        return pos.last_mover if self.ending == "last-move-wins" else 1 - pos.last_mover

    def longest_game(self) -> int:
        """Most turns a game can take: the rows of the record sheet. Every turn crosses out one
        circle at least and nobody may pass, so a game has at most one turn a circle; taking
        one circle a turn reaches it."""
        return sum(self.sizes)

    def counts_text(self, counts: tuple[int, ...]) -> str:
        return "-".join(str(n) for n in counts)

    def facts(self) -> dict[str, int]:
        return {"circles": sum(self.sizes)}

    def position_from(self, text: str) -> Position:
        """'1-1-0': circles left in each row, top row first."""
        try:
            counts = tuple(int(n) for n in text.split("-"))
        except ValueError:
            counts = ()
        if len(counts) != len(self.sizes) or any(not 0 <= n <= s for n, s in zip(counts, self.sizes, strict=True)):
            raise KitError(
                f"start: '{text}' does not fit rows {self.counts_text(self.sizes)}; "
                "give the circles left in each row, top row first, like 1-1-0"
            )
        return Position(counts)

    def verify(self, step, before: Position, after: Position) -> str | None:
        if step.removes is not None:
            return "removes: only grid-removal steps count removed cells; use after, like 3-4-3"
        if step.after is not None and self.counts_text(after.counts) != step.after:
            return f"the file says {step.after} remain, the rules say {self.counts_text(after.counts)}"
        return None

    # -- the rules the worked examples must show (compose.examples adds those a file lacks) --
    def refusal(self, first: Move | None) -> tuple[tuple[Move, ...], Move]:
        """From a full board, one circle more than a row has: the smallest row, the top one of
        those as big (`first` is not needed: a fresh row already has a count to pass)."""
        row = self.sizes.index(min(self.sizes))
        return (), ((row, self.sizes[row] + 1),)

    def near_end(self) -> tuple[Position, tuple[Move, ...]]:
        """One circle left, in the bottom row, and the move that must take it: the last circle,
        won or lost by this game's ending."""
        counts = tuple(1 if i == len(self.sizes) - 1 else 0 for i in range(len(self.sizes)))
        return Position(counts), (((len(self.sizes) - 1, 1),),)

    # -- notation: "bottom row, 2"; several parts joined by ";" ---------------
    def notation(self, move: Move) -> str:
        return "; ".join(f"{row_said(self.row_names[r])}, {k}" for r, k in move)

    def hint(self, chunk: str) -> str:
        """A move like the one written, in this game's row names: 'plum 3' -> 'plum row, 3'."""
        words = chunk.strip().lower()
        named = [n for n in self.row_names if words.startswith(n.lower())]
        name = max(named, key=len) if named else self.row_names[-1]
        digits = re.findall(r"\d+", words[len(name) :] if named else words)
        return f"{row_said(name)}, {digits[-1] if digits else 1}"

    def parse(self, text: str) -> Move:
        parts = []
        for chunk in text.split(";"):
            match = _PART.match(chunk)
            if not match:
                raise IllegalMove(
                    f"'{chunk.strip()}' is not a move: write a row, a comma and a number, like '{self.hint(chunk)}'"
                )
            name = match.group(1).strip().lower()
            if name.endswith(" row"):
                name = name[:-4].strip()
            parts.append((self.row_of(name), int(match.group(2))))
        return tuple(parts)

    def row_of(self, name: str) -> int:
        """A row's index from its name in a move, in any case; in a game that names no rows, also its
        number counted from the top ("row 4") or its older name ("second row"), as game files wrote
        moves before rows had these names."""
        names = [n.lower() for n in self.row_names]
        default = self.row_names == default_row_names(len(self.sizes))
        numbered = _NUMBERED.match(name)
        if numbered and default:
            if 1 <= int(numbered.group(1)) <= len(self.sizes):
                return int(numbered.group(1)) - 1
            raise IllegalMove(f"There is no {name}: the rows are numbered 1 to {len(self.sizes)}, top row first")
        if name.lower() in names:
            return names.index(name.lower())
        if default and len(self.sizes) > 3 and name.lower() in _older_names(len(self.sizes)):
            return _older_names(len(self.sizes)).index(name.lower())
        said = name if numbered else row_said(name)
        raise IllegalMove(f"There is no {said}: the rows are {', '.join(self.row_names)}")
