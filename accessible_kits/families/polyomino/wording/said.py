"""How a polyomino kit says a move: the player's words for it, and the scribe's say-back, each
sound-alike column with its place; the scribe's words to a refused move and every read back name
cells the same way.

A base of the family's wording (wording/__init__.py), split off from scribe.py by job: the say-back is
the player's one check before the yes, so how a cell is said back is kept in one place here."""

from __future__ import annotations

from accessible_kits.compose.grid_words import alike, cell_said_back, said_cell
from accessible_kits.compose.words import join, ordinal_word
from accessible_kits.families.polyomino.engine import PASS
from accessible_kits.families.polyomino.wording.pieces import PieceWords
from accessible_kits.games.notation import reading_order


class SaidWords(PieceWords):
    """A move as the player says it and as the scribe says it back."""

    def sample_move(self):
        """A placement to show how a move is said: the examples' first of two cells or more, else
        the engine's first legal placement for the first player; None if there is none."""
        for results in self.game.replays:
            for r in results:
                if not r.reason and r.move != PASS and len(r.move.cells) > 1:
                    return r.move
        moves = [m for m in self.e.legal_moves(self.e.initial()) if m != PASS]
        return min(moves, key=lambda m: (len(m.cells) < 2, len(m.cells)), default=None)

    def announce(self) -> str:
        move = self.sample_move()
        if not move:
            return "naming the piece, then its cells."
        return f"like {self.player_says(move)}."

    def player_says(self, move) -> str:
        """A move in the player's words, as said aloud: "the domino piece, column B row 2 and column C row 2"."""
        cells = reading_order(move.cells)  # v.cells' order: top row first, left to right
        return f"{self.called(move.piece)}, {join(said_cell(self.v, c) for c in cells)}"

    def said_back_cell(self):
        move = self.sample_move()
        return reading_order(move.cells)[0] if move else None

    def place_said_back(self) -> str:
        """How the scribe says a move back: in one order, whatever order the player said the cells
        in (round 13's listener asked), the order every readback of cells keeps (v.cells)."""
        # the count too, as every say-back and read back gives it ("the domino piece, 2 cells: ..."): steps without
        # it left a reader unsure the count was part of the say-back (READER39 #14); a one-cell piece has none
        count = ", where more than one" if any(p.size == 1 for p in self.e.pieces) else ""
        order = (
            f"The piece comes first, then how many cells it covers{count}. "
            "Then come its cells in one order: from the top row down, and left to right in each row."
        )
        return " ".join(w for w in (order, super().place_said_back()) if w)

    def places_said(self) -> set[int]:
        """The columns a say-back says with their place: letters that sound like another of this board's."""
        if self.profile.speech.column_names != "letters":
            return set()
        return {i for g in alike(self.e.columns) for i in g}

    def said_back(self, move) -> str:
        """A move as the scribe says it back (place_said_back): the piece, then each of its cells from the top
        row down and left to right, a sound-alike letter with its place, in the one shape of every list of cells
        (listed): "The scribe says: the domino piece, two cells: column B, ...; and column C, ...".
        "The scribe says the piece and its 3 cells, in these words: ... And column C, ..." beside the read backs'
        "covers column F row 5, ... and ..." was two styles to learn (READER32 #19)."""
        cells = [self.back_cell(c) for c in reading_order(move.cells)]
        piece = self.called(move.piece)
        # the count first for two cells or more, as every read back of a piece's cells (read_back)
        count = f" {self.v.count(len(cells), 'cell')}:" if len(cells) > 1 else ""
        return listed(f"The scribe says: {piece},{count}", cells)

    def back_cell(self, cell) -> str:
        """A cell as the scribe says it to the player before a mark (a say-back, a refusal), in print as
        said: a sound-alike letter with its place ("column B, the second column, row 2"), any other plainly."""
        return cell_said_back(self.v, cell, self.places_said())

    def back_cells(self, cells) -> str:
        """Cells as back_cell says them, in reading order: where a cell is said with its place, which has
        commas of its own, the cells are parted by semicolons, "and" before the last, the shape of every list
        of cells (listed); ", and" between cells that hold commas was a list of another shape (lists36)."""
        said = [self.back_cell(c) for c in reading_order(cells)]
        placed = any(c in self.places_said() for c, _ in cells)
        return f"{'; '.join(said[:-1])}; and {said[-1]}" if len(said) > 1 and placed else join(said)

    def heard_words(self, cells) -> int:
        """How many words back_cells is, in print as heard, its "and" aside: a cell four ("column B row 2"),
        with its place seven ("column B, the second column, row 2")."""
        places = self.places_said()
        return sum(7 if c in places else 4 for c, _ in cells)

    def col_back(self, c: int) -> str:
        """A column as back_cell says it, for a whole board read back: "column B, the second column", or
        "column F" where its letter sounds like no other of the board's."""
        return (
            f"column {self.v.col(c)}, the {ordinal_word(c + 1)} column"
            if c in self.places_said()
            else f"column {self.v.col(c)}"
        )

    def read_back(self, lead: str, cells) -> str:
        """A read back of cells (`lead`, like "Read back: Otters' tee covers"), each cell as the say-back says
        it (back_cell): one way a letter is said in every read back, so it is never misheard and never needs
        asking for (READER27 #2). In the one shape every whole-board row takes (listed): "covers column F row 5;
        column F row 4; and column F row 3." beside "covers these 3 cells. Column A ... And column A ..." was two
        styles to learn (READER32 #19)."""
        said = [self.back_cell(c) for c in reading_order(cells)]
        # every piece's line with its count, short or long: "Otters' tee covers column A row 7; ..." without it,
        # beside "covers four cells:" on the other lines, was a line to count by ear (LISTEN33 #9)
        return listed(f"{lead} {self.v.count(len(said), 'cell')}:" if len(said) > 1 else lead, said)


def listed(lead: str, items: list[str]) -> str:
    """A list of cells in one shape, for every piece's cells and every whole-board row: one sentence,
    however long, its items parted by semicolons and "and" before the last ("Row 5: a; b; and c.").
    Split into sentences to keep each under 25 words, a full stop inside a list was taken for its end by
    every cold reader, listener and braille alike ("the piece seemed to have 1 cell", rounds 33 to 35): the
    house's sentence rule counts the list after its lead-in as one item (tests/test_rules.py)."""
    if len(items) < 2:
        return f"{lead} {''.join(items)}."
    return f"{lead} {'; '.join(items[:-1])}; and {items[-1]}."
