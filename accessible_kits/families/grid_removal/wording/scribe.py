"""What a grid-removal kit's scribe says: the read back of how many cells each row still has, what
is said to a refused move and when the poison cell is chosen, the record sheets the scribe keeps,
and the host's checks.

A base of the family's wording (wording/__init__.py), split off by job, as the polyomino family's scribe is."""

from __future__ import annotations

from functools import cached_property
from itertools import pairwise

from accessible_kits.compose import examples, players, scribe_words
from accessible_kits.compose.common import StepWords
from accessible_kits.compose.common import Wording as Base
from accessible_kits.compose.fixing_words import turn_record
from accessible_kits.compose.grid_words import alike, block_words, cell_said_back, run_words, said_cell
from accessible_kits.compose.record_turn import TICKED, first_turn, written_player
from accessible_kits.compose.words import join, printed
from accessible_kits.model import Column, RecordSheet

EMPTY_ROW = "zero cells"  # how the readback says a row with no cells still there; the rules teach it
COUNTS_SHOWN = 8  # the most rows whose counts the record sheet's example shows: a sentence under 25 words
ROW_CELLS = "cells in row {row}, please"  # a player's words to hear a row's cells, one form in the rules
CELL_SAID = "Cell said"  # the record sheet's column for the move; the read back's columns follow it
CELL_CHOSEN = "the cell the player chose"  # what the column holds, in words the rules can say


class ScribeWords(Base):
    """The scribe's read back and record sheet, and the host key's checks."""

    spot = "cell"  # Fixing a mistake's word: "place" was read as a letter's place (READER25 #4)

    def cells_words(self, cells) -> list[str]:
        """Cells a move crosses out, in words, a part a block of rows: a letter that sounds like
        another with its place (grid_words.block_words)."""
        letters = self.profile.speech.column_names == "letters"
        return block_words(self.v, cells, columns=self.e.columns, letters=letters)

    def poison(self) -> str:
        return self.v.cell(self.e.poison)

    def agreed(self, mover: int, cell) -> str:
        """A move said, said back and agreed, as the scribe section teaches, for a worked example: "the
        game is over" straight after the choice skipped both (LISTEN22 #7), and a bare refusal left
        open whether it comes before the yes (LISTEN22 #6)."""
        who = self.who(mover, start=True)
        places = {i for g in alike(self.e.columns) for i in g} if self.place_said_back() else set()
        back = cell_said_back(self.v, cell, places)
        return f"{who} says: {said_cell(self.v, cell)}. The scribe says: {back}. {who} says yes."

    @cached_property
    def first_allowed(self):
        """The worked examples' first move that marks cells, in the order they are told (the file's, then
        the kit's own: compose.examples.told), and whether a later one is told short after it."""
        told = [r for results in examples.told(self.game, self) for r in results]
        marking = [r for r in told if not r.reason and r.move != self.e.poison]
        return (marking[0], len(marking) > 1) if marking else (None, False)

    def _is_first(self, res) -> bool:
        """Whether `res` is the examples' first move that marks cells (first_allowed)."""
        first, _ = self.first_allowed
        own = any(r is first for results in self.game.replays for r in results)
        return first is not None and (res is first if own else res == first)  # the kit's own: replayed anew

    def told_in_full(self, res) -> str:
        """The first move that marks cells said, said back and agreed, as the scribe section teaches (the
        examples showed no allowed move's say-back and yes, READER27 #12): before its cells, so the
        scribe's "cross them out" follows the cells. "" for every other move."""
        return self.agreed(res.before.to_move, res.move) if self._is_first(res) else ""

    def told_short_after(self, res) -> bool:
        """Whether the examples' note that they leave the say-back and yes out comes after `res`'s step
        (compose.examples.leave_out_note): the first move that marks cells, where another follows."""
        return self._is_first(res) and self.first_allowed[1]

    @property
    def still_told(self) -> str:
        """The moves the examples still tell in full after the note: the poison cell's (_poison_step)."""
        return f"The examples still show them for {self.poison()}, the poison cell."

    @cached_property
    def first_refused(self):
        """The worked examples' first refused move, told in full (agreed); None when the file shows none,
        so the refused example the kit adds (compose.examples.added, its only refused move) is."""
        return next((r for results in self.game.replays for r in results if r.reason), None)

    def poison_said(self, chooser: str, winner: str) -> str:
        """The scribe's set words when the poison cell is chosen: one source for the rules' and the
        worked examples' (LISTEN22 #7). The cell said the long way, as the rules teach a cell is said
        aloud, in print and braille too: "the scribe says: Sam chose A1" wrote short what the rules say
        out loud as "column A row 1" (READER30 #7)."""
        p = said_cell(self.v, self.e.poison)
        return f"{chooser} chose {p}, the poison cell. The game is over. {winner} wins."

    def _poison_step(self, res, name: str, mover: int):
        """Choosing the poison cell: the mover loses at once; nothing is crossed out or covered (a
        tactile kit never lays a token on it), so the board is neither read back nor drawn again."""
        # said back and agreed, then the scribe's set words, as the rules teach them (LISTEN22 #7),
        # by the names the rules say the scribe uses (scribe_words.end_told)
        said = scribe_words.end_told(self, mover, self.e.outcome(res.after), self.poison_said)
        return StepWords(
            [self.agreed(mover, res.move), said],
            host=f"{name} is the poison cell, so {self.who(mover)} loses.",
            diagram=None,  # the board does not change: the Before diagram shows it
            marks=0,  # nothing is marked or read back: the game is over
        )

    def example_move(self):
        """A cell for sentences that need one: near the middle, so its rectangle is easy to picture."""
        e = self.e
        return (min(3, e.columns - 1), min(1, e.rows - 1))

    def row_ends(self, pos) -> str:
        """The state readback: how many cells each row still has, top row first ("three cells in row 4;
        three cells in row 3"). Cells still there always start at column A, so a count says which cells
        they are; a count, not a letter, since letters like B, D and E sound alike. The count first,
        its row after, and a semicolon's pause between rows: "row 4 has three cells, row 3 has three
        cells" alternated rows and counts, and "row 3 has three" lost the listener (round 15); a
        number never stands beside another ("row 4 to C" was heard as "four two C")."""
        v = self.v
        ends = reversed(list(enumerate(self.e.row_ends(pos))))
        return "; ".join(f"{v.count(n, 'cell')} in row {r + 1}" for r, n in ends)

    def readback(self) -> tuple[str, str]:
        v, e = self.v, self.e
        # the record sheet's turn (form_move), so "After D2, the read back is ..." and its "like 4, 4, 7"
        # are one position: the rules' D2 beside the hint's E2 gave two (records33, long corner)
        move = self.form_move()
        after = e.play(e.initial(), move)
        # the top row that still has cells, named as the scribe names it when asked: when, not only
        # what (LISTEN28 #7: "The three cells in row 4 are ..." asked when cells are named at all)
        row, still = next(((r, n) for r, n in reversed(list(enumerate(e.row_ends(after)))) if n), (0, 0))
        top = self.cells_named(row, still)
        return (
            # "left" only ever a direction here ("left of your cell's column"), never what remains
            "The scribe reads back the board: how many cells each row still has, from the top row down. "
            f"The cells still there in a row always start at column {v.col(0)}, "
            f"so the count says which cells they are. {self.poison_counted()} "
            f"A row with no cells still there is read back as {EMPTY_ROW}. {self.teens()}{scribe_words.ASK_NOW}",
            # that it says no letter before the cells its count stands for, which are the kit's words, not the scribe's
            # the board it starts from, said: "After E2, the read back is" left it to be guessed (LISTEN35 #15)
            f"On a board with every cell still there, a player chooses {v.cell(move)}. "
            f"Then the read back is: {self.row_ends(after)}. "
            f"{self.plainly(still)}{top}",
        )

    def cells_named(self, row: int, n: int) -> str:
        """The words a player says to hear a row's cells, and the `n` cells of `row` as the scribe then says them,
        a sentence each: "If a player asks, the scribe names row 3's cells" gave no words to ask with (LISTEN35
        #16). When, not only what (LISTEN28 #7: "The three cells in row 4 are ..." asked when cells are named)."""
        ask = f"To hear which cells a row still has, a player asks, like: {ROW_CELLS.format(row=row + 1)}."
        if not n:
            return f"{ask} The scribe names them from column {self.v.col(0)}."
        return f"{ask} The scribe says: {self.row_cells(row, n)}."

    def poison_counted(self) -> str:
        """That a row's count holds the poison cell while it is there: "seven cells in row 1" never
        said whether A1 was one of them (READER25 #17)."""
        return f"The count for row {self.e.poison[1] + 1} includes {self.poison()}, the poison cell."

    def plainly(self, named: int) -> str:
        """Where the say-back gives a letter its place: that the read back itself says no letter, after
        the `named` cells of its example. "these letters always come with their place", then "column B row
        4 and column C row 4", asked whether a read back needs places too (round 20's listener); "named
        plainly ... or when a player asks: which column?" left a read back relying on the question
        (READER27 #2): it says only counts, so no letter needs its place."""
        if not (named and self.place_said_back()):
            return ""
        return "The read back says only the counts, never a letter. "  # no "needs its place" (LISTEN28 #8)

    def teens(self) -> str:
        """Where a row can hold 13 cells or more, why a count heard as "thirty" is "thirteen": a
        row never holds 30 (at most 26 columns). Heard, the teens and the tens sound alike."""
        v, most = self.v, self.e.columns
        if most < 13:
            return ""
        return f"A row has at most {v.count(most, 'cell')}. So a count like {v.num(13)} is never {v.num(30)}. "

    def row_cells(self, row: int, n: int) -> str:
        """The cells a row's count stands for, as the scribe says them, as a move's read back says its block of
        cells (grid_words.run_words): "column A across to column D, the fourth, in row 4", a letter that sounds
        like another with its place aloud; or "no cells". Never "column B row 4" plainly, against the say-back's
        rule (LISTEN35 #16), nor a cell by cell list past 25 words (grid34)."""
        if not n:
            return "no cells"
        letters = self.profile.speech.column_names == "letters"
        return run_words(self.v, 0, n - 1, row, columns=self.e.columns, letters=letters)

    def refused(self, rule: str = "gone") -> str:
        """What the scribe says to a move a rule refuses: a cell already gone ("gone"), a cell the
        board does not have ("off"), or a pass ("pass"). The one place the rules' protocol and the
        worked examples take them from, so the two never differ; round 19's listener had no words
        for a pass."""
        said = {
            "gone": f"that cell is already {self.v.mark.done}",
            "off": "that cell is not on the board",
            "pass": "you may not pass",
        }
        return f"the scribe says: {said[rule]}"

    def refusal(self) -> str:
        """The scribe's words for each rule Not allowed lists, in its order."""
        return (
            f"If the cell is already {self.v.mark.done}, {self.refused()}. "
            f"If the player names a cell that is not on the board, {self.refused('off')}. "
            f"If the player says pass, {self.refused('pass')}. "
            "Then the player chooses again."
        )

    def end_said(self) -> str:
        """The scribe's exact words when the poison cell is chosen, with the players' names or roles
        (round 13's listener: "says who wins" gave none)."""
        p = self.poison()
        # marked and written like any turn (the record has a row for it: engine.longest_game), then
        # said: "says who wins" alone left a listener asking whether A1 is crossed out (round 15); a
        # tactile kit lays no token on it (token_words). "Crosses it out" was heard as the poison
        # cell's whole rectangle, the board (round 17's listener): that cell only
        marked = "" if self.touch else "crosses out that cell only, since the game ends there. The scribe "
        said = f"When a player chooses {p}, the scribe {marked}{self.poison_row()} "
        if players.named(self):
            first, other = self.who(0), self.who(1, start=True)
            return (
                f"{said}Then the scribe says who chose it, and who wins. "
                f"For example, if {first} chooses {p}, the scribe says: {self.poison_said(first, other)}"
            )
        # roles change hands in round 2, so the scribe says people's names (round 16's listener)
        first, other = players.PEOPLE
        return (
            f"{said}Then the scribe says who chose it, and who wins, by the players' own names. "
            f"{players.PLAYING} If {first} chooses {p}, the scribe says: "
            f"{self.poison_said(first, other)}"
        )

    def poison_row(self) -> str:
        """What the scribe writes for the poison cell's turn, from the record sheet's own columns: the
        cell, and nothing in the columns a read back fills, since the game is over and none is made
        (round 17's braille reader asked what goes there)."""
        record = self.record()
        names = [c.name for c in record.columns]
        after = record.columns[names.index(CELL_SAID) + 1 :]
        empty = join(f"the {c.name} box unticked" if c.tick else f"the {c.name} column empty" for c in after)
        return (
            f"writes the turn on the {record.title.lower()}, with {self.poison()} under {CELL_SAID}. "
            f"The board is not read back, so the scribe leaves {empty}."
        )

    def summary_scribe(self) -> str:
        # the say-back and the request are the card's steps, said before this: here what the read back
        # holds, in the rules' words, short, so the reminder keeps under its 90 seconds
        return "The scribe reads back how many cells each row still has, from the top row down."

    def counts_hint(self) -> str:
        """What the record sheet's count column holds, with the counts of the read back's own example
        (readback): "in each row, top row first" did not say what is written (round 18's listener).
        A board of more rows than COUNTS_SHOWN is said without, so the sentence stays short."""
        e = self.e
        said = "how many cells each row still has, top row first"
        if e.rows > COUNTS_SHOWN:
            return said
        counts = reversed(e.row_ends(e.play(e.initial(), self.form_move())))
        return f"{said}, like {', '.join(str(n) for n in counts)}"

    def form_move(self):
        """The cell of the record sheet's hints: turn 1 of the worked example the braille form shows
        (compose.record_turn.first_turn), replayed by the engine, so the hints' "like 3, 3, 7" and the
        form's line "4, 4, 7" are one turn (records32's read); where no example starts a game with a
        turn the board is read back after, the rules' example cell."""
        found = first_turn(self.game)
        if found is None or self.e.is_over(found[1].after):
            return self.example_move()
        return found[1].move

    def record(self) -> RecordSheet:
        e, names = self.e, self.game.players
        longest = " ".join(str(e.columns) for _ in range(e.rows))  # a full board's counts: the widest entry
        read_back = "Read back"
        return turn_record(
            f"Write one turn on each row. Tick the {read_back} box after the scribe reads back "
            "how many cells each row still has.",
            (
                Column("Turn", 0.8, "number", str(e.longest_game())),
                Column("Player", 1.6, scribe_words.player_hint(names), scribe_words.player_longest(names)),
                # in words first: "like E2" alone is for the eye, so the rules said a bare "Cell said."
                # unlike every other part (READER39 #19)
                Column(CELL_SAID, 1.0, printed(f"{CELL_CHOSEN}, like {self.v.cell(self.form_move())}"), "G4"),
                Column("Cells still there", 2.2, self.counts_hint(), longest),
                Column(read_back, 1.2, "tick when read back", tick=True),
            ),
            e.longest_game(),
        )

    def record_parts(self, res) -> tuple[str, ...]:
        """A turn's line after its number; the poison cell's leaves the read back's parts empty, as the
        rules say (poison_row): the braille form shows it (READER31 #10)."""
        played = (written_player(self, res.before.to_move), self.e.notation(res.move))
        if self.e.is_over(res.after):
            return (*played, "", "")
        counts = ", ".join(str(n) for n in reversed(self.e.row_ends(res.after)))  # top row first
        return (*played, counts, TICKED)

    def host_lines(self) -> list[str]:
        e, m = self.e, self.v.mark
        for results in self.game.replays:  # the staircase fact below, checked on every replayed board
            for res in results:
                ends = e.row_ends(res.after)
                if any(up > down for down, up in pairwise(ends)):
                    raise AssertionError(f"{self.game.id}: a row has more cells left than the row below it")
        return [
            f"A full board has {e.columns * e.rows} cells: {e.columns} columns and {e.rows} rows.",
            f"A move is allowed when its cell is still there. It {m.does} that cell and every cell still "
            "there in the rectangle from it up to the top right corner.",
            "To check a read back: going up the board, no row ever has more cells than the row below it. "
            "A read back that breaks this is wrong.",
            f"The game ends when a player chooses {self.poison()}. That player loses.",
        ]
