"""What a polyomino kit's scribe says: the readback after a move (its say-back is said.py's), the whole
board read back on request, and what is said to a refused move (the record sheet is record.py's).

A base of the family's wording (wording/__init__.py), split off by job: a blind player
holds the board in mind from these words alone, so the readbacks are kept together here."""

from __future__ import annotations

import re

from accessible_kits.compose.grid_words import FROM_LEFT, numbers_like_letters
from accessible_kits.compose.words import join, owning
from accessible_kits.families.polyomino.engine import ORTHO, PASS, PLAYERS, RULES, shared_side
from accessible_kits.families.polyomino.wording.pieces import ASK_WHOSE
from accessible_kits.families.polyomino.wording.record import RecordWords
from accessible_kits.families.polyomino.wording.refused import REFUSED, SAYS, rule_of
from accessible_kits.families.polyomino.wording.said import listed
from accessible_kits.games.notation import reading_order

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
# both lists were in one order, yet a listener was unsure which list sets it (LISTEN32 #17): said so
FIRST_OF_TWO = (
    "If a move breaks more than one rule, the scribe says only the first in this list. "
    "This list goes in the same order as the part called Not allowed."
)


class ScribeWords(RecordWords):
    """The scribe's words (the record sheet's are RecordWords')."""

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
            lines.append(self.row_said(r, [f"{self.col_back(c)}, {self.who(owner[(c, r)])}" for c in cells]))
        none = [f"No cells covered yet for {self.who(p)}." for p in (0, 1) if not pos.cells_of(p)]
        return " ".join(lines + none)  # a player named in no row is said to have none

    def row_said(self, r: int, items: list[str]) -> str:
        """A row read back in the one shape every list of cells takes (said.listed): "Row 5: ...; ...; and ...",
        each covered cell from left to right with whose it is, one sentence however long. "Row 6 has 4 covered
        cells. The first 3 are ..." was heard as a read back of another kind (LISTEN30 #22, READER31 #15), "Row 6
        goes on: ..." as a new row (READER29 #8), and any full stop inside a row as the row's end (rounds 33 to 35)."""
        # no row counted: every row opens "Row 6:", the row's number first, where its cells go. Only a row too long
        # for one sentence had its count ("Four cells in row 6:"), and a row of four opening one way and another
        # row of four the other was read as two kinds of read back (rounds 34, 35). A row's count is no check a
        # player needs: the "and" before its last cell ends it, and a piece's count is said in its own read back
        return listed(f"Row {r + 1}:", items)

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
            # in words the listener has by now: "say-back", a noun, was defined nowhere before it (LISTEN35 #4)
            "The read back says each cell just as the scribe said the move back. "
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
        # once, here, after the move and its say-back are taught (ROUND32): what the try tells, and what not
        return (
            f"To try a piece, a player may {self.try_words()}. "
            # the piece comes off again: "marks nothing yet" was heard as the try becoming the move (LISTEN28 #21)
            "The scribe lays the piece there to try it, and marks nothing. Then the scribe takes the piece off again. "
            # uncut pieces have no piece to lay (round 14's listener)
            "With uncut pieces, the scribe finds those cells on the board. "
            # "fits" was heard as the rules' check (round 15); a yes taken for the pass check's (round 17)
            "The scribe says only whether those cells are free and make the shape of the piece. "
            "A try does not check the rules for a move. "
            # a try beside the say-back was heard as two ways to move (round 16's listener)
            "A try is not a move. To move, say it without the word try, hear it said back, and say yes."
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
            " In these words, each cell is said as when the scribe says a move back. "
            f"A letter that sounds like another comes with its {FROM_LEFT}."
            if self.places_said()
            else ""
        )
        return (
            "If the move is not allowed, the scribe says which rule it breaks. "
            f"The scribe's words for each rule are these.{cells}\n\n"
            # in the engine's order (RULES): nothing said which words a move breaking two gets (LISTEN26 #17);
            # a paragraph of its own, one idea: the four sentences together ran over a printed page's start
            f"{FIRST_OF_TWO}\n\n{said} Then the player chooses again.\n\n"
            # a blind player cannot search the board for a place: the scribe checks a pass like a move
            "The scribe checks a pass too. "
            "If a piece of the player's can still be placed, the scribe says: a piece can still be placed. "
            # a blind player may say pass to find out (round 13's listener): it costs nothing, as the tries
            # that follow say of every refused move (scribe_words.TRIES): said once (LISTEN28)
            "Then the player chooses again. "
            "The scribe never says which piece, nor where."
        )

    def side_said(self, cells, own, owner: str = "your") -> str:
        """The scribe's words to a piece a side of which touches the player's own: each of its cells that
        does and each own cell it touches, as the engine reports them (shared_side), to the player:
        "A2 shares a side with your own cell A1." (LISTEN21 #13: "that cell" named no cell of the piece)."""
        verb = "shares" if len(cells) == 1 else "share"
        whose = f"{owner} own cell" if len(own) == 1 else f"{owner} own cells"  # an end example's: "Black's"
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
        # a piece, as what a move leaves (ROUND32 #16); its marks where a piece is uncut
        return f"For example, a piece is laid on the wrong cells, or its mark, {w} or {b}, is written in a wrong cell."

    def summary_scribe(self) -> str:
        # the say-back and the requests' words are the card's own lines, said already; a line more ran
        # the reminder to 92 s of its 90 once the start cells were said with their corners (round 16)
        return ""

    def scribe_extra(self) -> tuple[str, ...]:
        """What the scribe does with a piece named loosely ("the triomino" where a game has two): asks which one.
        Only where two pieces of one size share their name's last word, the word a player might say alone
        (LISTEN36, not told)."""
        groups: dict[str, list] = {}
        for piece in self.e.pieces:
            groups.setdefault(piece.name.split()[-1], []).append(piece)
        loose = [(word, ps) for word, ps in groups.items() if len(ps) > 1 and len({p.size for p in ps}) == 1]
        if not loose:
            return ()
        word, pieces = loose[0]
        named = join([f"the {p.name}" for p in pieces], "or")
        return (
            f"If a player names a piece by a word two pieces share, like the {word}, the scribe asks which one. "
            f"The scribe names that player's pieces of that size still left, like {named}.",
        )
