"""What a corner-polyominoes kit says."""

from __future__ import annotations

import re

from accessible_kits.compose.common import StepWords, section
from accessible_kits.compose.common import Wording as Base
from accessible_kits.compose.drafts import Bullets, Para, Steps
from accessible_kits.compose.words import a_or_an, cells_sorted, is_role, join, printed
from accessible_kits.families.polyomino.engine import PASS, PLAYERS, mirror_is_a_turn
from accessible_kits.games.notation import cell_name
from accessible_kits.model import Column, GridBoard, Piece, RecordSheet

COLOUR = ("white", "black")
_ENGINE_NAME = re.compile(r"\b(White|Black)\b")  # how the engine's reasons name the players
_DIAG = ((1, 1), (1, -1), (-1, 1), (-1, -1))


def _board(engine, pos, label, *, new=frozenset(), tried=frozenset(), description="") -> GridBoard:
    """A position drawn from the engine; its label and words are printed only (captions and alt text)."""
    roles = {}
    for cell, player in pos.owner:
        roles[cell] = ("new-" if cell in new else "") + COLOUR[player]
    for player, start in enumerate(engine.starts):
        roles.setdefault(start, "start-" + COLOUR[player])
    for cell in tried:
        roles.setdefault(cell, "tried")
    return GridBoard(
        engine.columns, engine.rows, tuple(sorted(roles.items())), False, printed(label), printed(description)
    )


class Wording(Base):
    """What a corner-polyomino kit says: the two corners, the pieces, and where each placed piece may touch."""

    @classmethod
    def blank_boards(cls, game):
        e = game.engine
        return (_board(e, e.initial(), "Play board"),), 1

    @classmethod
    def piece_set(cls, game):
        e = game.engine
        return tuple(Piece(p.name, owner, tuple(cells_sorted(p.shape))) for owner in (0, 1) for p in e.pieces)

    @classmethod
    def columns(cls, game) -> int:
        return game.engine.columns

    def board_of(self, pos):
        return pos.owner

    def tagline(self) -> str:
        return "Place your pieces. Your own pieces may only meet at the corners."

    def start(self, player: int) -> str:
        return self.v.cell(self.e.starts[player])

    def cell_count(self, n: int) -> str:
        return self.v.count(n, "cell")

    def sides(self) -> str:
        """Who plays: the file's two names, when they are names and not roles."""
        if any(is_role(p) for p in self.game.players[:2]):
            return "Two players, or two teams."
        return f"Two players, or two teams. One is {self.who(0)} and one is {self.who(1)}."

    def reason(self, text: str) -> str:
        """An engine's reason with the players named as the game file names them."""

        def named(m: re.Match) -> str:
            return self.who(PLAYERS.index(m.group(1)), start=m.start() == 0)

        return _ENGINE_NAME.sub(named, self.v.told(text))

    def sample_move(self):
        """A placement to show how a move is said: the examples' first of two cells or more, else
        the engine's first legal placement for the first player; None if there is none."""
        for results in self.game.replays:
            for r in results:
                if not r.reason and r.move != PASS and len(r.move.cells) > 1:
                    return r.move
        moves = [m for m in self.e.legal_moves(self.e.initial()) if m != PASS]
        return min(moves, key=lambda m: (len(m.cells) < 2, len(m.cells)), default=None)

    def said_move(self, move) -> str:
        """A placement as a player says it: the piece, then its cells."""
        return f"{move.piece} {self.v.cells(move.cells)}"

    def need(self) -> list[str]:
        if self.touch:
            return [
                self.sides(),
                "The raised play board and the raised piece sheets.",
                "Scissors, or an adult to cut out the pieces before the game.",
                "Removable putty, so a piece stays where it is laid.",
                "A pen or a braille writer, for the record.",
            ]
        return [
            self.sides(),
            "Scissors, or an adult to cut out the pieces before the game.",
            "A pencil, to write on the board.",
        ]

    def practice(self) -> str:
        return "the play board, with the cut-out pieces"

    def mark_now(self) -> str:
        return "Scribe, put the piece on the play board now."

    def practice_done(self) -> str:
        return "Take all the pieces off the board before you start a game."

    def board(self):
        v, e = self.v, self.e
        return [
            Para(f"The board has {v.count(e.columns, 'column')} and {v.count(e.rows, 'row')}."),
            Para(f"The columns have letters, {v.col(0)} to {v.col(e.columns - 1)}, from left to right."),
            Para(f"The rows have numbers, 1 to {e.rows}, from the bottom up."),
            Para(
                f"{self.who(0, start=True)} starts in the corner at {self.start(0)}. "
                f"{self.who(1, start=True)} starts in the corner at {self.start(1)}."
            ),
            *([Para("Each start corner has a small raised ring.")] if self.touch else []),
        ]

    def pieces(self):
        v, e = self.v, self.e
        w, b = self.marks
        return [
            Para(f"Each player has {v.count(len(e.pieces), 'piece')}, {self.cell_count(e.total_area())} in all."),
            Bullets(tuple(f"The {p.name} covers {self.cell_count(p.size)}." for p in e.pieces)),
            Para(
                f"Each cell of a piece is exactly the size of a board cell. "
                f"{self.whose(0, start=True)} pieces show {w} and {self.whose(1)} show {b}."
            ),
            Para("You may turn a piece around or flip it over."),
            *([Para(self.flip_by_touch())] if self.touch else []),
            Para("Not sure a piece fits that way? Lay it on the board, or trace around it, and check each cell."),
        ]

    def flip_by_touch(self) -> str:
        """A raised piece is raised on one side only: say when flipping it is ever needed."""
        chiral = [p.name for p in self.e.pieces if not mirror_is_a_turn(p.shape)]
        if not chiral:
            return "Keep the raised side up. Turning a piece gives every way it can lie, so you never need to flip one."
        return (
            f"Keep the raised side up, unless you flip the {join(chiral)}. "
            "A flipped piece lies raised side down. It still counts as yours."
        )

    def setup(self) -> list[str]:
        w, b = self.marks
        return [
            "Cut out both sets of pieces along the thick solid lines.",
            f"Give {self.who(0)} the pieces marked {w}, and {self.who(1)} the pieces marked {b}.",
            f"{self.who(0, start=True)} goes first.",
        ]

    def turn(self):
        return [
            Steps(
                (
                    "Choose one of your pieces that is not on the board.",
                    f"Say the piece and the cells it will cover, {self.announce()[:-1]}.",
                    f"Your first piece must cover your corner: {self.corners()}.",
                    "After that, each new piece must touch one of your own pieces at a corner.",
                    "No side of the new piece may touch a side of your own pieces.",
                    (
                        "Put the piece on the board. Press it onto a small ball of putty, so it stays."
                        if self.touch
                        else f"Put the piece on the board, "
                        f"or write {self.marks[0]} or {self.marks[1]} in each cell it covers."
                    ),
                )
            ),
            Para("Check every cell of the new piece, not just one."),
            Para("Your pieces may touch the other player's pieces at a corner or along a side. That is allowed."),
        ]

    def not_allowed(self) -> list[str]:
        return [
            "You may not cover a cell that is already covered.",
            "You may not put a piece partly off the board.",
            "You may not let a side of your new piece touch a side of your own pieces.",
            "You may not pass when you can still place a piece.",
        ]

    def ending(self):
        return [
            Para("If you cannot place any of your pieces, you pass."),
            Para("The game ends when both players pass, one after the other."),
            Para("It also ends when all the pieces are on the board."),
            Para("Then each player counts the cells of their pieces that are not on the board."),
            Para("The player with fewer cells left wins. The same number is a draw."),
            *self.no_bonus(),
        ]

    def no_bonus(self) -> list[Para]:
        """Only the cells left count: said about a one-cell piece, if the set has one."""
        single = [p.name for p in self.e.pieces if p.size == 1]
        if not single:
            return []
        return [Para(f"Only the cells left count. Placing the {single[0]} last earns nothing extra.")]

    def corners(self) -> str:
        """Each player's start corner: "A1 for White, H8 for Black"."""
        return f"{self.start(0)} for {self.who(0)}, {self.start(1)} for {self.who(1)}"

    def announce(self) -> str:
        move = self.sample_move()
        return f"like {self.said_move(move)}." if move else "naming the piece, then its cells."

    def pieces_left(self, pos) -> str:
        v = self.v
        return " ".join(f"{self.who(p, start=True)} has {v.count(len(pos.unused[p]), 'piece')} left." for p in (0, 1))

    def readback(self) -> tuple[str, str]:
        e = self.e
        firsts = [m for m in e.legal_moves(e.initial()) if m != PASS]
        first = next((m for m in firsts if m.piece == e.pieces[0].name), firsts[0] if firsts else None)
        words = "The scribe reads back the cells the piece now covers, and how many pieces each player has left."
        if first is None:
            return words, ""
        after = e.play(e.initial(), first)
        return (
            words,
            f"For example, this is what the scribe says after {self.whose(0)} first piece. "
            f"{self.whose(0, start=True)} {first.piece} covers {self.v.cells(first.cells)}. {self.pieces_left(after)}",
        )

    def lay(self) -> str:
        return "The scribe lays the piece on the board, on a small ball of putty." if self.touch else ""

    def by_hand(self) -> str:
        if not self.touch:
            return ""
        w, b = self.marks
        return (
            f"The player can check by hand. Every cell of a piece has {w} or {b} in braille. "
            "Feel round the new piece. No side of it may touch a cell with your own letter."
        )

    def refusal(self) -> str:
        return (
            "If the move is not allowed, the scribe says which rule it breaks. "
            "For example: that cell shares a side with your own piece."
        )

    def wrong_place(self) -> str:
        w, b = self.marks
        if self.touch:
            return "For example, a piece goes on the wrong cells."
        return f"For example, {a_or_an(w)} or {b} goes in the wrong cell."

    def fresh(self) -> str:
        return "an empty board"

    def extras(self):
        if self.touch:
            return []  # pieces are felt: they are cut out
        return [
            section(
                "drawings",
                "Pieces without cutting",
                Para("You do not have to cut out the pieces. Keep the piece sheets whole and point to the drawings."),
                Para(f"Then the scribe writes {self.marks[0]} or {self.marks[1]} in each covered cell of the board."),
            )
        ]

    def example_start(self, example, pos):
        if pos.owner:
            return ["Start from the board shown."], _board(
                self.e, pos, "Before", description="The board before the first move."
            )
        return ["Start with an empty board."], None

    def why_allowed(self, res) -> str:
        v = self.v
        player = res.before.to_move
        own = res.before.cells_of(player)
        if not own:
            return f"It covers {self.start(player)}, {self.whose(player)} corner."
        touch = sorted(
            {(c[0] + dc, c[1] + dr) for c in res.move.cells for dc, dr in _DIAG} & own, key=lambda c: (c[1], c[0])
        )
        return (
            f"It touches {self.whose(player)} {v.cells(touch)} at a corner only. "
            f"No side of it touches {self.whose(player)} other pieces."
        )

    def step(self, res):
        v, e = self.v, self.e
        mover = res.before.to_move
        who, whose = self.who(mover, start=True), self.whose(mover, start=True)
        if res.move == PASS:
            return StepWords(
                [f"{who} cannot place any piece, so {self.who(mover)} says pass."], host=f"{who} passes: allowed."
            )
        piece, cells = res.move.piece, v.cells(res.move.cells)
        plain = "+".join(cell_name(c) for c in cells_sorted(res.move.cells))
        if res.reason:
            return StepWords(
                [f"{whose} {piece} on {cells} is not allowed. {self.reason(res.reason)}."],
                host=f"{who} {piece} {plain}: not allowed. {self.reason(res.reason)}.",
                diagram=_board(
                    e,
                    res.before,
                    f"Not allowed: {piece} {plain}",
                    tried=res.move.cells,
                    description=f"Not allowed: {self.whose(mover)} {piece} on {cells}. {self.reason(res.reason)}.",
                ),
            )
        lines = [f"{who} puts the {piece} on {cells}. That is allowed. {self.why_allowed(res)}"]
        readback = f"Read back: {whose} {piece} covers {cells}. {self.pieces_left(res.after)}"
        return StepWords(lines, host=f"{who} {piece} {plain}: allowed.", marks=len(res.move.cells), readback=readback)

    def example_end(self, example, results):
        legal = [r for r in results if not r.reason and r.move != PASS]
        if not legal:
            return [], None
        last = legal[-1]
        covered = "; ".join(
            f"{self.who(p)}: {self.v.cells(last.after.cells_of(p))}" for p in (0, 1) if last.after.cells_of(p)
        )
        return [], _board(
            self.e,
            last.after,
            "The board after the example",
            new=last.move.cells,
            description=f"After the example. Covered cells, {covered}. The last piece placed "
            + ("has the lines texture." if self.touch else "is outlined."),
        )

    def summary(self):
        return (
            ["Get as many of your pieces onto the board as you can."],
            [
                "Place one of your pieces and say its cells.",
                f"Your first piece covers your corner: {self.corners()}.",
                "Each later piece touches your own pieces at a corner, and never along a side.",
            ],
            [
                "You may not cover a covered cell.",
                "You may not go off the board.",
                "You may not pass when you can place a piece.",
            ],
            [
                "The game ends when both players pass in a row, or when all pieces are placed.",
                "Fewer cells left wins. The same number is a draw.",
            ],
        )

    def summary_scribe(self) -> str:
        return (
            "The scribe says the move back, marks it, "
            "then reads back the cells covered and the pieces each player has left."
        )

    def record(self) -> RecordSheet:
        e = self.e
        longest_piece = max(e.pieces, key=lambda p: (p.size, len(p.name)))
        cells = "+".join(cell_name((e.columns - 2, e.rows - 2)) for _ in range(longest_piece.size))
        checked = "Edges checked"
        return RecordSheet(
            "record",
            "Record sheet",
            "Write one turn on each row. A pass is a turn, on a row of its own. "
            f"Tick the {checked} box when no side touches the player's own pieces.",
            (
                Column("Turn", 0.8, "number", str(e.longest_game())),
                Column("Player", 1.0, f"{self.marks[0]} or {self.marks[1]}", "W"),
                # a name may take two words on one line; the column fits the longest word at least
                Column("Piece", 1.8, "name or pass", max((w for p in e.pieces for w in p.name.split()), key=len)),
                Column("Cells", 2.6, "like B2+C2", cells),
                Column("Corner contact", 1.5, "own cell it touches", cell_name((e.columns - 1, e.rows - 1))),
                Column(checked, 1.2, "tick when checked", tick=True),
            ),
            e.longest_game(),
        )

    def match_columns(self) -> tuple:
        w, b = self.marks
        return (Column("Cells left", 1.6, f"{w} and {b}, like {w} 3, {b} 5", f"{w} 13, {b} 13"),)

    def host_lines(self) -> list[str]:
        e = self.e
        return [
            f"Each player has {len(e.pieces)} pieces: "
            + " + ".join(str(p.size) for p in e.pieces)
            + f" = {e.total_area()} cells."
        ]
