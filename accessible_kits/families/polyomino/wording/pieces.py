"""What a polyomino kit says about its pieces: each piece's size and shape in words, the marks
each player's pieces show, turning and flipping, and who takes which pieces in the second round.

A base of the family's wording (wording/__init__.py), split off by job: the pieces are
the part of the rules a listener cannot see, so their words are kept together here."""

from __future__ import annotations

import re

from accessible_kits.compose.common import Wording as Base
from accessible_kits.compose.drafts import Bullets, Para
from accessible_kits.compose.grid_words import alike
from accessible_kits.compose.words import COLOURS, is_role, is_side, join, number_word, ordinal_word
from accessible_kits.families.polyomino.engine import mirror_is_a_turn
from accessible_kits.families.polyomino.wording.shapes import laid_words, shape_words
from accessible_kits.games.notation import cell_name, column_letter

# the turning rule, said first in every kit, then why a flip adds a shape or not (READER23 #6: "Keep each
# piece raised side up ... no piece needs flipping" never said whether a flip is allowed)
ASK_WHOSE = "ask the scribe whose it is"  # a flipped piece's owner, said at the flip and at the hand check
FLIP_RULE = "You may turn a piece around or flip it over."
SAME_SHAPES = "A flipped piece makes the same shapes as a turned one, so no piece needs flipping."
CARD_KEEP_UP = "Turn a piece as you need, its raised side up."  # the tactile quick reference's
# what is raised on a raised piece, said with the marks, before any "raised side": the term was never explained
# (READER35 #14); the pieces are cut from swell paper, their braille marks on the printed side alone
RAISED_SIDE = "A raised piece has its marks in braille on one side only, its raised side."
# a raised set no flip changes: the rule first, then why the kit keeps pieces raised side up (READER25 #8:
# "Turn a piece any way, raised side up. You never need to flip it" never said whether a flip is allowed),
# with no "You may ... flip it over" straight beside "raised side up", read as a clash (READER24 #1)
TURN_UP = (
    "The rules let you turn a piece or flip it. A flip is never needed: a turn makes every shape a flip makes. "
    "So keep each piece raised side up, and just turn it."
)

NOTHING_ELSE = "Nothing else is swapped."  # said where the start cells swap (starts_swap)


def teen_sure(v, n: int) -> str:
    """After a teen number said aloud, the number it is not: "thirteen" and "eighteen" were heard as thirty and
    eighty (LISTEN33 #3), and "That is between ten and twenty." was heard as a rule or a limit (LISTEN34 #1,
    LISTEN35 #1). For the ear only: print's 13 is not misheard. "" for any other number."""
    if not 13 <= n <= 19:
        return ""
    return v.file("", f" That is {number_word(n)}, not {number_word((n - 10) * 10)}.")


class PieceWords(Base):
    """The pieces section and the sentences about pieces that other sections share."""

    def cell_count(self, n: int) -> str:
        """'1 cell', 'thirteen cells'."""
        return self.v.count(n, "cell")

    def start(self, player: int, *, placed: bool = True) -> str:
        """A player's start cell, as this voice names a cell. A corner is named first ("the top right
        corner, column H row 8": "column H, the eighth column, row 8" was three sound-alikes in one
        breath, round 15's listener); else, for the ear, a letter that sounds like another of the
        board's with its place, as the say-back says it ("column B row 2" was heard beside the model
        "column D row 2": round 14's listener). `placed` False: the host key's and the printed
        quick reference's, which name no corner nor place."""
        c, r = self.e.starts[player]
        sounds = {i for g in alike(self.e.columns) for i in g}
        if placed and self.corner(player):
            return f"{self.corner(player)}, {self.v.cell((c, r))}"
        if not placed or self.profile.speech.column_names != "letters" or c not in sounds:
            return self.v.cell((c, r))
        # written out, not v.cell: the place goes between the letter and the row
        return self.v.file(
            cell_name((c, r)), f"column {column_letter(c)}, the {ordinal_word(c + 1)} column, row {r + 1}"
        )

    def card_start(self, player: int) -> str:
        """A start cell on the quick reference: the short name in print, held to its 170 words; for the
        ear, as the rules say it, with its corner or its place (round 16's listener missed them)."""
        corner = self.corner(player)
        if not corner:  # a sound-alike letter's place is the ear's already (start)
            return self.start(player)
        return self.v.file("", f"{corner}, ") + self.v.cell(self.e.starts[player])

    def corner(self, player: int) -> str:
        """Which corner of the board a player's start cell is ("the top right corner"); "" when it
        is none (a file may put a start cell anywhere), or on a board one cell wide or high."""
        (c, r), e = self.e.starts[player], self.e
        if min(e.columns, e.rows) < 2 or c not in (0, e.columns - 1) or r not in (0, e.rows - 1):
            return ""
        return f"the {'top' if r else 'bottom'} {'right' if c else 'left'} corner"

    def piece_line(self, piece) -> str:
        """One piece: its name, its cells and how they lie ("The domino covers 2 cells in a straight line.")."""
        if piece.size == 1:
            return f"The {piece.name} covers {self.cell_count(1)}."
        shape = shape_words(self.v, piece.shape, piece.name)  # a sentence or more when said row by row
        return f"The {piece.name} covers {self.cell_count(piece.size)}, {shape}{'' if shape.endswith('.') else '.'}"

    def total_line(self) -> str:
        """Each player's pieces, their sizes said as a sum: "one, two, three, three and four cells,
        which make thirteen cells for each player". The sizes show the sum, so "thirteen" is not
        heard as "thirty", nor "that is ten and three" as two more counts (round 15). Never "up to
        thirteen": a number beside "to" is heard as two numbers."""
        e, v = self.e, self.v
        sizes = join(v.num(p.size) for p in e.pieces)
        each = f"{self.who(0, start=True)} and {self.who(1)} each have"  # a team too, not "each player"
        if len(e.pieces) == 1:  # "for each player": "in all" left open whether both players' (round 14)
            return f"{each} {v.count(1, 'piece')}, {self.cell_count(e.total_area())} for each player."
        return (
            f"{each} {v.count(len(e.pieces), 'piece')}. "
            f"The pieces have {sizes} cells, which make {self.cell_count(e.total_area())} for each player."
            + teen_sure(v, e.total_area())
        )

    def pieces(self):
        w, b = self.marks
        return [
            Para(self.total_line()),
            Bullets(tuple(self.piece_line(p) for p in self.e.pieces)),
            # the sheets pack a piece turned when that fits more (render.packing): said of those pieces only
            *([Para(self.turned_line())] if self.turned_line() else []),
            Para(
                f"Each cell of a piece is exactly the size of a board cell. "
                f"{self.whose(0, start=True)} pieces show the mark {w}, and {self.whose(1)} show the mark {b}."
                + (f" {RAISED_SIDE}" if self.touch else "")
            ),
            # a mark may be a column's letter too (B for Black): the ear gets the player (round 13)
            Para(f"Out loud, the scribe never says a mark. The scribe says whose each cell is, like {self.who(0)}."),
            # a mark that is this board's column letter too (Black's B): said here, not only on braille's
            # symbols page, where a reader met the marks (round 16's braille reader)
            *(Para(t) for t in self.marks_as_columns()),
            *([] if self.touch else [Para(self.uncut())]),
            Para(self.flip_by_touch() if self.touch else self.flip_by_eye()),
            *(Para(t) for t in self.check_fit()),
        ]

    def uncut(self) -> str:
        """What playing with uncut pieces is, said once where the marks are taught, before any other part
        names it: "With uncut pieces, the scribe finds those cells" came first, and a last part explained
        it (LISTEN28 #20). Printed pieces only: raised ones are cut out to be felt."""
        w, b = self.marks
        return (
            "You do not have to cut out the pieces: you may play with uncut pieces. "
            "Then each move is said just as with cut pieces. "  # "the same way" asked: as what? (LISTEN42 #5)
            f"The scribe writes your mark, {w} or {b}, in each cell your piece covers. "
            "A player who can see the sheets may also point to the piece's drawing."
        )

    def marks_as_columns(self) -> list[str]:
        """Where a mark is also one of this board's column letters: which of the two it is, by where it stands."""
        columns = {column_letter(i) for i in range(self.e.columns)}
        return [
            f"Along the board's edges, {m} is a column letter. Inside a cell, it is always a piece's mark."
            for m in self.marks
            if m in columns
        ]

    def called(self, name: str) -> str:
        """A piece as said just before its cells: "the ell piece". A name may be a letter or sound
        like one ("ell", "tee", "L triomino"), and beside "column B" it was heard as a column letter
        (round 13): "the ... piece" keeps any name a user writes apart from the cells."""
        return f"the {name}" if name.lower().split()[-1] == "piece" else f"the {name} piece"

    def flipped_apart(self) -> tuple[list[str], list[str]]:
        """The pieces' names: those a flip turns into a shape no turn gives, and the others."""
        chiral = [p.name for p in self.e.pieces if not mirror_is_a_turn(p.shape)]
        return chiral, [p.name for p in self.e.pieces if p.name not in chiral]

    def flips(self) -> bool:
        """Whether a flip gives some piece a shape no turn gives: only then is a piece tried flipped too."""
        return bool(self.flipped_apart()[0])

    def flip_by_eye(self) -> str:
        """Turning and flipping, for a printed piece: the rule, then which pieces make a different shape
        flipped, or that none does."""
        chiral, _ = self.flipped_apart()
        return f"{FLIP_RULE} {self.flips_apart(chiral) if chiral else SAME_SHAPES}"

    def flips_apart(self, chiral: list[str]) -> str:
        """Which pieces a flip gives a shape no turn gives, and that a turn matches every other piece flipped (said
        so for touch too: "looks" asks a blind player to look). "Only the zig-zag makes a different shape when
        flipped." left it open whether a flipped ell, turned to match, is "different" (LISTEN31 #18)."""
        if len(chiral) == len(self.e.pieces):
            return "Flipping any piece gives a new shape, one that turning cannot make."
        names = join((f"the {n}" for n in chiral), "and")
        _, others = self.flipped_apart()
        other = f"The {others[0]}" if len(others) == 1 else "Every other piece"
        return f"Flipping gives a new shape only for {names}. {other} can be turned to match its flipped shape."

    def turned_line(self) -> str:
        """Which pieces lie a quarter turn round on their sheets (the plan's packing), where that
        changes how the rules' words say them ("3 wide and 2 high"; never a straight line, said
        any way round): "On its sheet, the tee lies turned a quarter turn. It is still the same piece."."""
        said = [n for n in self.turned if self._turn_shows(n)]
        if not said:
            return ""
        names = join(f"the {n}" for n in said)
        if len(said) == 1:
            return f"On its sheet, {names} lies turned a quarter turn. It is still the same piece."
        return f"On their sheets, {names} lie turned a quarter turn. Each is still the same piece."

    def turned_from(self, name: str, cells) -> str:
        """How a piece laid on `cells` lies, where The pieces' words for its shape (shape_words) would not fit it:
        its cells as a shape on the board (laid_words), from the engine's cells. "It lies turned a quarter turn
        anticlockwise from its shape in the part called The pieces." had a listener rebuild the piece in mind
        (LISTEN34 #12, LISTEN35 #9); a turned tee said only cell by cell, the same (LISTEN33 #9)."""
        shape = self.e.piece(name).shape
        if shape_words(self.v, cells) == shape_words(self.v, shape):
            return ""
        said = laid_words(self.v, cells, self.line_at)
        if not said:  # a shape no line and its neighbours say: as The pieces says a shape, the way it lies
            said = f"It lies {shape_words(self.v, cells)}{'' if shape_words(self.v, cells).endswith('.') else '.'}"
        return f" {said}"

    def line_at(self, vertical: bool, index: int) -> str:
        """Where a laid piece's line is (laid_words): " in column B" ("in column B, the second column" aloud,
        where B sounds like another of the board's letters, as the scribe says a cell), or " in row 6"."""
        if not vertical:
            return f" in row {index + 1}"
        sounds = {i for g in alike(self.e.columns) for i in g}
        letters = self.profile.speech.column_names == "letters"
        place = self.v.file("", f", the {ordinal_word(index + 1)} column") if letters and index in sounds else ""
        return f" in column {self.v.col(index)}{place}"

    def _turn_shows(self, name: str) -> bool:
        """Whether a piece a quarter turn round is said other than the rules say it (shape_words)."""
        shape = self.e.piece(name).shape
        quarter = {(r, -c) for c, r in shape}
        return shape_words(self.v, quarter) != shape_words(self.v, shape)

    def check_fit(self) -> list[str]:
        """How a player checks a piece's fit: by hand on the raised board; by eye and pen, or, for a
        player who cannot look, by the scribe laying it there to try it, which is no move: nothing is
        marked before the yes (rounds 10 to 12's listeners)."""
        if self.touch:
            return ["Not sure a piece fits that way? Lay it on the board and feel each of its cells."]
        return [
            "Not sure a piece fits that way? Lay it on the board, or trace around it, and check each cell.",
            # the try itself is taught once, after the move (scribe.try_asked): told here, before Your turn, and
            # again with the scribe's requests, it was said twice, the first before a move was taught (ROUND32)
            "Or ask the scribe for a try. The part called Playing with a scribe says how.",
        ]

    def try_words(self) -> str:
        """What a player says for a try, taught in The pieces and in the scribe's section: the word
        try before the piece and its cells, which a move never has."""
        return "say try, then the piece and its cells"

    def turn_rule(self) -> str:
        """The quick reference's turning rule, the rules' own in fewer words: a raised piece kept raised side up,
        flipped only for a shape no turn gives, where the set has one (the tactile reminder is at 89.8 s of its 90
        with "last move, please")."""
        if not self.touch:
            return "You may turn or flip a piece."
        chiral, _ = self.flipped_apart()
        return CARD_KEEP_UP + (" Flip a piece only for a shape no turn gives." if chiral else "")

    def flip_by_touch(self) -> str:
        """A raised piece is raised on one side only: the rule first, then why a flip adds no shape, so each
        piece stays raised side up; or which pieces need a flip, raised side down, for their other shape.
        "You may ... flip it over" straight beside "keep its raised side up" read as a clash (round 20's
        braille reader), and "keep ... raised side up" without the rule left it unsaid whether a flip is
        allowed (READER23 #6); "unless you flip the zig-zag" read as "only the zig-zag may be flipped" (round 13)."""
        chiral, _ = self.flipped_apart()
        if not chiral:
            # flipping is never needed, said so nobody looks for a flipped shape (braille reader, round 6)
            return TURN_UP
        # the piece by its name and what a flip gives it, its mirror shape: "For that shape, flip it over" read
        # as the piece or as its mirror shape (READER25 #9)
        flip = "Flip a piece" if len(chiral) == len(self.e.pieces) else "Flip one of them"
        if len(chiral) == 1:
            flip = f"Flip the {chiral[0]}"
        return (
            f"{FLIP_RULE} {self.flips_apart(chiral)} {flip} only to get its mirror shape. "
            # its marks underneath, so a hand cannot tell whose it is: "still counts as yours" was read as still felt
            # as yours (READER35 #14)
            "Then it lies raised side down, with its marks underneath. It still counts as yours. "
            "Otherwise, keep every piece raised side up. "
            # beside the flip, not only at the hand check (READER26 #12): a flipped piece's marks are underneath
            f"For a piece with no mark on top, {ASK_WHOSE}."
            # how to know its owner, its marks facing the board, is by_hand's (scribe.py), said once
        )

    def second_starter(self) -> str:
        """Who starts the second round, by the game's own names: the player who went second."""
        first, second = self.game.players[:2]
        if is_role(first) or is_role(second):
            return "the player who went second"
        return self.who(1)

    def changes_sides(self) -> bool:
        """Whether the players are two sides (White and Black), which the players swap in round two."""
        first, second = self.game.players[:2]
        return not (is_role(first) or is_role(second)) and is_side(first) and is_side(second)

    def second_round(self) -> str:
        """Who has which pieces in the second round, and who starts, with the game's own names: "swap
        sides" was heard as seats, and "the other goes first" named nobody."""
        w = self.marks[0]
        first, second = self.game.players[:2]
        pieces = f"with the pieces marked {w}"
        if is_role(first) or is_role(second):  # roles: a player is named by the first round's turn
            return (
                "In the second round, the players swap pieces. "
                f"The player who went second in the first round now goes first, {pieces}."
            )
        if self.changes_sides():  # a side is its pieces: the players change sides
            # "the players swap pieces" was heard as handing sets across (LISTEN37 #20): what they swap is the side
            return (
                f"In the second round, the players swap {self.sides_are()}: whoever played {self.who(1)} now plays "
                f"{self.who(0)}, and goes first."
            )
        # people's names keep their pieces and marks (names_keep_pieces)
        return (
            "In the second round, each player keeps the same pieces, and the players swap start cells. "
            f"{self.who(1, start=True)} goes first, from {self.start(0)}. "
            f"{self.whose(0, start=True)} first piece then covers {self.start(1)}."
        )

    def sides_are(self) -> str:
        """What two sides the players swap are, said as they swap: "colours" (White and Black, Red team and Blue
        team), else "names" ("Lions team"); "sides" was heard as a piece's edges (LISTEN32 #15)."""
        coloured = all(set(re.findall(r"[a-z]+", p.lower())) & COLOURS for p in self.game.players[:2])
        return "colours" if coloured else "names"

    def names_keep_pieces(self) -> bool:
        """Whether the players are people's names (not roles, not two sides like White and Black),
        who keep their pieces and marks in round two and swap start cells: "Red team goes first,
        with the pieces marked O" broke "Give Otters the pieces marked O" and the record's marks
        (round 11's readers)."""
        first, second = self.game.players[:2]
        return not (is_role(first) or is_role(second) or (is_side(first) and is_side(second)))

    def swap(self) -> str:
        """What the players swap in the second round: pieces, or (people's names) start cells."""
        return "the players swap start cells" if self.names_keep_pieces() else "the players swap pieces"

    def starts_swap(self) -> str:
        """Where the start cells are said: that people's names swap them in round two (round 12's
        readers took "Otters' start cell is B2" for every round), and who goes first then, by the match's rule
        (second_starter): whether Otters still went first was left to A match (LISTEN31 #21)."""
        if not self.names_keep_pieces():
            return ""
        # that nothing else is swapped: "swap start cells" beside the White/Black game's "swap pieces" let a reader
        # take the pieces to swap too (READER33 #17); "each player keeps the same pieces" came before the pieces
        # were told, and was heard to ask whether they could change hands (LISTEN39 #7, LISTEN40 #9)
        swapped = f"the players swap start cells, and {self.second_starter()} goes first"
        return f" In the second round, {swapped}. {NOTHING_ELSE}"
