"""The record sheet a polyomino kit's scribe keeps: its columns, each with what it holds, and a turn's
line as the record writes it, a placement's or a pass's (compose.record_turn shows them on the braille
form). A base of the family's wording (wording/__init__.py), split off by job from the scribe's words."""

from __future__ import annotations

from accessible_kits.compose.fixing_words import turn_record
from accessible_kits.compose.record_turn import TICKED
from accessible_kits.families.polyomino.engine import DIAG, PASS
from accessible_kits.families.polyomino.wording.said import SaidWords
from accessible_kits.games.notation import cell_name, reading_order
from accessible_kits.model import Column, RecordSheet


class RecordWords(SaidWords):
    """The record sheet and its lines."""

    def player_marks(self) -> str:
        """The record's Player column: a mark, and whose it is ("mark W for White or B for Black")."""
        (w, b), who = self.marks, (self.who(0), self.who(1))
        if w.isdigit():  # "2 for Ben" is heard "two four": the number after its owner (test_user_games)
            return f"the mark of {who[0]}, {w}, or of {who[1]}, {b}{self.marks_why()}"
        return f"mark {w} for {who[0]} or {b} for {who[1]}{self.marks_why()}"

    def marks_why(self) -> str:
        """Why a round's sheet marks a side where the match record takes own names, said with the marks, its first:
        said a page later, at the match record, a reader paused over the two (READER37 #18). "" where they agree."""
        if not self.changes_sides():
            return ""
        kind = self.sides_are()
        return f". In round 2, the players swap {kind}, so a mark names a {kind.removesuffix('s')}, not a person"

    def record_parts(self, res) -> tuple[str, ...]:
        """A turn's line as record's columns hold it: the mover's mark, the piece, its cells, the
        corner contact (a first piece's start cell), ticked; a pass names no cell and ticks nothing."""
        player, move = res.before.to_move, res.move
        if isinstance(move, str):
            return self.pass_parts(player)
        own = {c for c, p in res.before.owner if p == player}
        touched = reading_order({(c + dc, r + dr) for c, r in move.cells for dc, dr in DIAG} & own)
        contact = touched[0] if touched else self.e.starts[player]
        cells = "+".join(cell_name(c) for c in reading_order(move.cells))
        return (self.marks[player], move.piece, cells, cell_name(contact), TICKED)

    def pass_parts(self, player: int = 1) -> tuple[str, ...]:
        """A pass's line after its turn's number: the player's mark and pass, the other parts empty (no
        cell, no contact, no tick); the braille form shows it, with how an empty part is written (READER31 #11)."""
        return (self.marks[player], PASS, "", "", "")

    def cells_hint(self) -> str:
        """The Cells column's example, a real placement as a line writes it (sample_move): the typed "like
        B2+C2" was a 2-cell piece garden corners has not (READER31 #12). Said in words first: a plus sign alone,
        heard or felt, told no reader how a line is written (ROUND32 #18); the rules say the words, not the example.
        The words show a cell written short with the example's first cell: "written short" was never shown, and
        "a plus sign between two cells" was heard as for two-cell pieces only (LISTEN36 #2)."""
        how = "each cell as its letter and row number{}, with a plus sign between one cell and the next"
        move = self.sample_move()
        if not move:
            return how.format("")
        cells = [cell_name(c) for c in reading_order(move.cells)]
        return how.format(f", like {cells[0]}") + (f", like {'+'.join(cells)}" if len(cells) > 1 else "")

    def record(self) -> RecordSheet:
        e = self.e
        longest_piece = max(e.pieces, key=lambda p: (p.size, len(p.name)))
        cells = "+".join(cell_name((e.columns - 2, e.rows - 2)) for _ in range(longest_piece.size))
        checked = "Sides checked"
        return turn_record(
            "Write one turn on each row. A pass is a turn, on a row of its own. "
            # every placed piece is ticked, a pass never (round 16's listener asked)
            f"Tick the {checked} box when no side touches the player's own pieces: "
            "for each piece placed, never for a pass.",
            (
                Column("Turn", 0.8, "number", str(e.longest_game())),
                # "mark" before the letters: a bare B is heard as column B; with whose each is, as the game
                # names its players, since the same row holds cells like B2 (READER25 #14)
                Column("Player", 1.0, self.player_marks(), max(self.marks, key=len)),
                # a name may take two words on one line; the column fits the longest word at least
                Column("Piece", 1.8, "name or pass", max((w for p in e.pieces for w in p.name.split()), key=len)),
                Column("Cells", 2.6, self.cells_hint(), cells),
                Column(  # the first piece touches no own piece, and a pass has no piece at all
                    "Corner contact",
                    1.5,
                    # a first piece covers its start cell, touches none (READER22 #10)
                    # no semicolon: it parts a braille form line's parts (braille_forms.separator)
                    # in whole words: "an own cell" left it unclear, and whether a side touch counted (LISTEN30 #19)
                    "one of the player's own cells that the new piece touches at a corner. If several, any one. "
                    "For a first piece, the start cell it covers. For a pass, nothing",
                    cell_name((e.columns - 1, e.rows - 1)),
                ),
                Column(checked, 1.2, "tick when checked", tick=True),
            ),
            e.longest_game(),
        )
