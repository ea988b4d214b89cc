"""What a polyomino kit's scribe says: the readback after a move (its say-back is said.py's), the whole
board read back on request, what is said to a refused move, and the record sheet the scribe keeps.

A base of the family's wording (wording/__init__.py), split off by job: a blind player
holds the board in mind from these words alone, so the readbacks are kept together here."""

from __future__ import annotations

import re

from accessible_kits.compose.grid_words import FROM_LEFT, numbers_like_letters
from accessible_kits.compose.record_turn import TICKED
from accessible_kits.compose.words import join, owning
from accessible_kits.families.polyomino.engine import DIAG, ORTHO, PASS, PLAYERS, RULES, shared_side
from accessible_kits.families.polyomino.wording.pieces import ASK_WHOSE
from accessible_kits.families.polyomino.wording.refused import REFUSED, SAYS, rule_of
from accessible_kits.families.polyomino.wording.said import SaidWords
from accessible_kits.games.notation import cell_name, reading_order
from accessible_kits.model import Column, RecordSheet

# the request for the last read back again: "read back, please" gives the whole board in the games of marks
# (round 20's listener), so a game of pieces has words of its own, the same in the rules and on the card
LAST_MOVE = "last move, please"
_ENGINE_NAME = re.compile(r"\b(White|Black)('s)?\b")  # how the engine's reasons name the players


# the end, the engine's (is_over), said once in these words in the rules, the examples and the card: three
# wordings ("If neither of you can place", "As soon as neither", "both players would pass") were heard as three
# rules (LISTEN29 #18)
END = "The game ends at once when neither player can place a piece."
OVER = "the game is over."  # the scribe's words at the end

# "the first of these", where the Not allowed list had another order, left "first" unclear (READER29 #14):
# both lists are in the engine's order (RULES), and this one is named
FIRST_OF_TWO = "If a move breaks more than one rule, the scribe says only the first in this list."


def items_joined(items: list[str]) -> str:
    """A row's read back items joined by semicolons: each has commas ("column B, the second column, Otters")."""
    if len(items) < 2:
        return join(items)
    return f"{'; '.join(items[:-1])}; and {items[-1]}"


class ScribeWords(SaidWords):
    """The scribe's words and the record sheet."""

    def reason(self, text: str) -> str:
        """An engine's reason with the players named as the game file names them."""

        def named(m: re.Match) -> str:
            said = self.who(PLAYERS.index(m.group(1)), start=m.start() == 0)
            return owning(said) if m.group(2) else said  # "Otters'", never "Otters's"

        return _ENGINE_NAME.sub(named, self.v.told(text))

    def pieces_left(self, pos) -> str:
        """How many pieces each player has left: "Otters' pieces left: 4. Red team's pieces left: 5.". A
        player's name is never the subject of "has" ("Otters has" is wrong for a plural name), nor
        just before the count ("Team 2: 4" is two numbers side by side)."""
        return " ".join(f"{self.whose(p, start=True)} pieces left: {self.v.num(len(pos.unused[p]))}." for p in (0, 1))

    def pieces_named(self, pos) -> str:
        """Which pieces each player has left, by name, as the scribe says them when asked (and at
        every pass): "Left for Red team: the pair and the bend. Left for Blue team: no pieces."."""
        out = []
        for p in (0, 1):
            left = [pc.name for pc in self.e.pieces if pc.name in pos.unused[p]]
            said = (
                "no pieces"
                if not left
                else f"all {self.v.num(len(left))} pieces"
                if len(left) == len(self.e.pieces) and len(left) > 2
                else join(f"the {name}" for name in left)
            )
            out.append(f"Left for {self.who(p)}: {said}.")
        return " ".join(out)

    def whole_board(self, pos) -> str:
        """The whole board read back row by row, as the rules teach: from the top row down, as every
        family reads its board (round 10: "from row 1 up" here, "from the top row down" there), a row with no
        covered cell left out, each row's covered cells from left to right with whose each is
        ("Row 2: column B White and column C White."). A flat list of 20 cells was hard to hold."""
        owner = dict(pos.owner)
        if not owner:
            return "No cell is covered yet."
        lines = []
        for r in sorted({r for _, r in owner}, reverse=True):
            cells = sorted(c for c, rr in owner if rr == r)
            # each letter as every read back says it (col_back), its owner after: "column B, the second column, Otters"
            items = [f"{self.col_back(c)}, {self.who(owner[(c, r)])}" for c in cells]
            plain = [f"column {self.v.col(c)} {self.who(owner[(c, r)])}" for c in cells]
            if len(join(plain).split()) > 22:  # past 24 words with "Row 5:": a run of one owner's cells said together
                items = self.row_runs(cells, [owner[(c, r)] for c in cells])
            lines.append(self.row_said(r, items, len(cells)))
        none = [f"No cells covered yet for {self.who(p)}." for p in (0, 1) if not pos.cells_of(p)]
        return " ".join(lines + none)  # a player named in no row is said to have none

    def row_runs(self, cells: list[int], owners: list[int]) -> list[str]:
        """A long row's covered cells as runs of one owner's side by side: "columns A through D the player
        to move" (a row of many cells and long names ran past 25 words)."""
        runs: list[list[int]] = []
        for i, c in enumerate(cells):
            if runs and c == cells[i - 1] + 1 and owners[i] == owners[i - 1]:
                runs[-1][1] = c
            else:
                runs.append([c, c, owners[i]])
        return [f"{self.col_run(a, b)}, {self.who(p)}" for a, b, p in runs]

    def col_run(self, a: int, b: int) -> str:
        """A run of columns in a read back, each end's letter as every read back says it (col_back)."""
        if a == b or not {a, b} & self.places_said():
            return self.col_back(a) if a == b else self.v.col_span(a, b)
        return f"{self.col_back(a)}, through {self.col_back(b)}"

    def row_said(self, r: int, items: list[str], cells: int) -> str:
        """A row read back as one list, a sentence under 25 words: "Row 5: ...". A row too long for one sentence
        says first how many cells it has, then its cells in parts that cannot be heard as a new row: "Row 6 goes
        on: ..." read as a new row or a page turn (READER29 #8)."""
        lead = f"Row {r + 1}:"
        if len(f"{lead} {items_joined(items)}".split()) <= 24:
            return f"{lead} {items_joined(items)}."
        parts: list[list[str]] = [[]]
        for item in items:  # each part's words with its longest lead, "The next 3 are"
            if parts[-1] and len(f"The next {len(parts[-1]) + 1} are {items_joined([*parts[-1], item])}".split()) > 24:
                parts.append([])
            parts[-1].append(item)
        said = [f"Row {r + 1} has {self.v.count(cells, 'covered cell')}."]
        for n, part in enumerate(parts):
            which = "first" if n == 0 else "last" if n == len(parts) - 1 else "next"
            if len(items) < cells:  # runs of cells (row_runs): a part by its place, not a count of cells
                said.append(f"{which.capitalize()}, {items_joined(part)}.")
            elif len(part) == 1:
                said.append(f"The {which} is {part[0]}.")
            else:
                said.append(f"The {which} {self.v.num(len(part))} are {items_joined(part)}.")
        return " ".join(said)

    def first_piece(self):
        """The first player's first piece for the scribe's example: worked example 1's first move
        when it is one, so the rules show one first piece, else the engine's first placement."""
        e = self.e
        replayed = self.game.replays[0][0] if self.game.replays and self.game.replays[0] else None
        if replayed and not replayed.reason and replayed.move != PASS and replayed.before == e.initial():
            return replayed.move
        firsts = [m for m in e.legal_moves(e.initial()) if m != PASS]
        return next((m for m in firsts if m.piece == e.pieces[0].name), firsts[0] if firsts else None)

    def readback(self) -> tuple[str, str]:
        e = self.e
        first = self.first_piece()
        words = "The scribe reads back the cells the piece now covers, and how many pieces each player has left."
        if self.places_said():  # how a read back says a letter, said once here (READER27 #2)
            words += f" {self.read_back_short()}"
        if first is None:
            return words, ""
        after = e.play(e.initial(), first)
        said = self.read_back(f"{self.whose(0, start=True)} {first.piece} covers", first.cells)
        return (
            words,
            f"For example, this is what the scribe says after {self.whose(0)} first piece. "
            f"{said} {self.pieces_left(after)}"
            # the request a paragraph of its own: one with the example ran 60 words over a printed page's end
            "\n\nA player may ask which pieces are left, by saying: pieces left, please. "
            "The scribe then names them, like this. "
            f"{self.pieces_named(after)}",
        )

    def read_back_short(self) -> str:
        """How every read back says a letter, stated once where the scribe's job is taught: as the say-back does,
        a sound-alike letter with its place, a board's own by example. Read backs said letters plainly, and
        a player had to ask "which column?" for B, C, D, E or G (READER27 #2); two ways to say a letter
        were also taught apart at length (READER23 #5)."""
        places = self.places_said()
        move = self.sample_move()
        cells = [c for c in reading_order(move.cells) if c[0] in places] if move else []
        cell = cells[0] if cells else (min(places), 0)
        return (
            "The read back says each cell as the say-back does. "
            f"A letter that sounds like another always comes with its {FROM_LEFT}, like {self.back_cell(cell)}."
        )

    def board_on_request(self) -> str:
        """How to hear the last read back again, by words of its own (LAST_MOVE); when and how the scribe reads
        back the whole board, and one row in full: on request, and the whole board after every pass
        (paragraphs apart by a blank line). The last move's request just before the whole board's: it
        repeats the last move only (round 15's braille reader)."""
        return (
            f"To hear the last read back again, a player says: {LAST_MOVE}. "
            "It repeats only the last move's read back, not the whole board.\n\n"
            "For the whole board, a player says: whole board, please. A player may ask at any time. "
            "The scribe then reads it row by row, from the top row down. A row with no covered cell is left out. "
            "In each row, the scribe says each covered cell from left to right, and whose it is."
            # said where the whole board is taught, not before it (LISTEN29 #17)
            f"{self.letters_too()}\n\n"
            # free cells are heard too: a row with "empty" said (round 15's listener)
            f"To hear one row in full, a player says its number, like: row {self.asked_row()}, please. "
            "The scribe then says each cell of that row from left to right: whose it is, or empty.\n\n"
            # paragraphs apart: one idea each, and a page may break between
            "After every pass, the scribe reads back the whole board and names the pieces each player has left."
        )

    def letters_too(self) -> str:
        """That the whole board read back says a sound-alike letter as every read back does, where the whole
        board is taught: said with the move's read back, it came before "whole board, please" (LISTEN29 #17)."""
        if not self.places_said():
            return ""
        return f" Here too, a letter that sounds like another comes with its {FROM_LEFT}."

    def asked_row(self) -> int:
        """The row a player asks for in the rules' example, from the board's size: the one nearest
        its middle whose number sounds like no column letter, nor like "to" or "for" (a "row 4,
        please" is heard as "row for"); the top row when every row does."""
        rows = self.e.rows
        heard = {n for n, _ in numbers_like_letters(self.e.columns, rows)} | {2, 4}
        order = sorted(range(1, rows + 1), key=lambda n: (abs(2 * n - rows - 1), -n))
        return next((n for n in order if n not in heard), rows)

    def lay(self) -> str:
        return "The scribe lays the piece on the board, on a small ball of putty." if self.touch else ""

    def by_hand(self) -> str:
        """The board on request first, the last move's request before it; then, on a printed kit, how a
        try is asked for, or, on a tactile kit, how the player checks the raised board by hand."""
        if not self.touch:  # a try is the scribe's to lay on a printed board; raised pieces are felt
            return f"{self.board_on_request()}\n\n{self.try_asked()}"
        w, b = self.marks
        return f"{self.board_on_request()}\n\n" + (
            f"The player can check by hand. Every cell of a piece has its mark, {w} or {b}, in braille. "
            "Feel round the new piece. No side of it may touch a cell with your own mark." + self.flipped_marks()
            # a flipped raised piece's marks face the board (rounds 10 to 12's braille readers); said
            # of the pieces a flip changes only (round 15's braille reader), in the check it would fail
        )

    def try_asked(self) -> str:
        """The scribe's part in a try, among the player's requests: known by its first word, and
        never marked (round 18's listener heard a try asked for in a move's words)."""
        return (
            f"To try a piece, a player may {self.try_words()}. "
            "The scribe says whether those cells are free and make its shape, and marks nothing."
        )

    def flipped_marks(self) -> str:
        """The hand check beside a flipped raised piece, of the pieces a flip gives a shape no turn gives (the
        others stay raised side up): its marks are underneath, so the hand check cannot find an own one
        there (round 20's braille reader); the scribe says whose it is. "" when the set has none."""
        chiral, _ = self.flipped_apart()
        if not chiral:
            return ""
        return (
            f" A flipped {join(chiral, 'or')} has its marks underneath, where a hand cannot feel them. "
            f"If a piece with no mark on top touches a side of the new piece, {ASK_WHOSE}."
        )

    def refusal(self) -> str:
        """The scribe's words for each rule a move can break, one sentence a rule, in the engine's order
        (RULES): "For example" gave words for one rule only (round 19's listener)."""
        said = "\n\n".join(REFUSED[rule] + self.side_example(rule) for rule in RULES)  # a paragraph each
        # how a cell in them is said, as the say-back says it (back_cells): the rules said it of the say-back
        # and the read back, and a braille reader asked which these words are like (READER22 #9)
        cells = (
            " In these words, each cell is said as in a say-back: "
            f"a letter that sounds like another comes with its {FROM_LEFT}."
            if self.places_said()
            else ""
        )
        return (
            "If the move is not allowed, the scribe says which rule it breaks. "
            f"The scribe's words for each rule are these.{cells} "
            # in the engine's order (RULES): nothing said which words a move breaking two gets (LISTEN26 #17)
            f"{FIRST_OF_TWO}\n\n{said} Then the player chooses again.\n\n"
            # a blind player cannot search the board for a place: the scribe checks a pass like a move
            "The scribe checks a pass too. "
            "If a piece of the player's can still be placed, the scribe says: a piece can still be placed. "
            # a blind player may say pass to find out (round 13's listener): it costs nothing, as the tries
            # that follow say of every refused move (scribe_words.TRIES): said once (LISTEN28)
            "Then the player chooses again. "
            "The scribe never says which piece, nor where."
        )

    def side_said(self, cells, own) -> str:
        """The scribe's words to a piece a side of which touches the player's own: each of its cells that
        does and each own cell it touches, as the engine reports them (shared_side), to the player:
        "A2 shares a side with your own cell A1." (LISTEN21 #13: "that cell" named no cell of the piece)."""
        verb = "shares" if len(cells) == 1 else "share"
        whose = "your own cell" if len(own) == 1 else "your own cells"
        # each cell as in a say-back (back_cells): the rules say so (READER22 #9); printed as said, since
        # "A2 shares ..." in print beside that rule asked which (READER23 #3, #4). After "The scribe says:"
        # under 25 words, else the own cells in a sentence of their own
        piece, mine = self.back_cells(cells), self.back_cells(own)
        heard = 3 + self.heard_words(cells) + self.heard_words(own) + 7 + (len(cells) > 1) + (len(own) > 1)
        if heard <= 24:
            return f"{piece} {verb} a side with {whose} {mine}."
        they = "It is" if len(own) == 1 else "They are"
        return f"{piece} {verb} a side with {whose}. {they} {mine}."

    def scribe_says(self, res) -> str:
        """What the scribe says to a refused move (a replayed step), the words the rules teach (REFUSED),
        with the cells named for a side: an example in the engine's words was not the scribe's (LISTEN21 #14)."""
        rule = rule_of(res.reason)
        if rule == "side":
            shared = shared_side(res.move.cells, res.before.cells_of(res.before.to_move))
            assert shared, res.reason  # the engine refused the move for it
            return self.side_said(*shared)
        return REFUSED[rule].split(SAYS, 1)[1]

    def side_example(self, rule: str) -> str:
        """After the side rule's sentence, an example of the scribe's words, from this game: the worked
        examples' first refusal for a side, else a free cell beside the first piece the rules show."""
        if rule != "side":
            return ""
        for results in self.game.replays:
            for res in results:
                if res.reason and rule_of(res.reason) == "side":
                    return f" For example: {self.scribe_says(res)}"
        first = self.first_piece()
        if first is None:
            return ""
        e, own = self.e, frozenset(first.cells)
        beside = [
            (c + dc, r + dr)
            for c, r in reading_order(own)
            for dc, dr in ORTHO
            if 0 <= c + dc < e.columns and 0 <= r + dr < e.rows and (c + dc, r + dr) not in own
        ]
        if not beside:
            return ""
        cell = frozenset(beside[:1])
        shared = shared_side(cell, own)
        assert shared  # a cell beside the piece shares a side with it
        return f" For example: {self.side_said(*shared)}"

    def wrong_place(self) -> str:
        w, b = self.marks
        if self.touch:
            return "For example, a piece goes on the wrong cells."
        return f"For example, the mark {w} or {b} is written in the wrong cell."

    def summary_scribe(self) -> str:
        # the say-back and the requests' words are the card's own lines, said already; a line more ran
        # the reminder to 92 s of its 90 once the start cells were said with their corners (round 16)
        return ""

    def player_marks(self) -> str:
        """The record's Player column: a mark, and whose it is ("mark W for White or B for Black")."""
        (w, b), who = self.marks, (self.who(0), self.who(1))
        if w.isdigit():  # "2 for Ben" is heard "two four": the number after its owner (test_user_games)
            return f"the mark of {who[0]}, {w}, or of {who[1]}, {b}"
        return f"mark {w} for {who[0]} or {b} for {who[1]}"

    def record_parts(self, res) -> tuple[str, ...]:
        """A turn's line as record's columns hold it: the mover's mark, the piece, its cells, the
        corner contact (a first piece's start cell), ticked; a pass names no cell and ticks nothing."""
        player, move = res.before.to_move, res.move
        if isinstance(move, str):
            return (self.marks[player], PASS, "", "", "")
        own = {c for c, p in res.before.owner if p == player}
        touched = reading_order({(c + dc, r + dr) for c, r in move.cells for dc, dr in DIAG} & own)
        contact = touched[0] if touched else self.e.starts[player]
        cells = "+".join(cell_name(c) for c in reading_order(move.cells))
        return (self.marks[player], move.piece, cells, cell_name(contact), TICKED)

    def record(self) -> RecordSheet:
        e = self.e
        longest_piece = max(e.pieces, key=lambda p: (p.size, len(p.name)))
        cells = "+".join(cell_name((e.columns - 2, e.rows - 2)) for _ in range(longest_piece.size))
        checked = "Sides checked"
        return RecordSheet(
            "record",
            "Record sheet",
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
                Column("Cells", 2.6, "like B2+C2", cells),
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
