"""What a polyomino kit's worked examples say: the board each starts from, each step with why it
is allowed or not, the board after it, and the examples the kit adds when the file shows none.

A base of the family's wording (wording/__init__.py), split off by job: the examples replay the
engine, so their words and the diagrams drawn from the same positions are kept together here."""

from __future__ import annotations

from accessible_kits.compose.common import StepWords
from accessible_kits.compose.examples import told
from accessible_kits.compose.scribe_words import REFUSED_AFTER_CHECK
from accessible_kits.compose.words import printed
from accessible_kits.families.polyomino.engine import DIAG, PASS
from accessible_kits.families.polyomino.wording.blocked import NONE_CAN
from accessible_kits.families.polyomino.wording.ends import EndWords
from accessible_kits.families.polyomino.wording.scribe import OVER
from accessible_kits.games.notation import cell_name, reading_order
from accessible_kits.model import GridBoard

COLOUR = ("white", "black")
# aloud, after an end example's pieces are laid: who says done, the scribe (writers.spoken's note), said in one
# sentence; "When you are ready, say done." was heard as the player's to say (LISTEN31 #16)
SCRIBE_DONE = "The scribe says done when the board is ready, or at once if you only listen"
# an example's whole board, on request: the rules read it then, after a pass or after a fix, never by turn
WHOLE_ASKED = "If a player asks for the whole board now, the scribe reads it back, row by row."
# a board said piece by piece, its rows on request: rows then pieces was too much to hold by ear (LISTEN37 #18)
ROWS_ASKED = "To hear this board row by row, a player may ask for the whole board."


def drawn_board(engine, pos, label, *, new=frozenset(), tried=frozenset(), description="", sides=()) -> GridBoard:
    """A position drawn from the engine; its label and words are printed only (captions and alt text)."""
    roles = {}
    for cell, player in pos.owner:
        roles[cell] = ("new-" if cell in new else "") + COLOUR[player]
    for player, start in enumerate(engine.starts):
        roles.setdefault(start, "start-" + COLOUR[player])
    for cell in tried:
        roles.setdefault(cell, "tried")
    return GridBoard(
        engine.columns, engine.rows, tuple(sorted(roles.items())), False, printed(label), printed(description), sides
    )


class ExampleWords(EndWords):
    """The worked examples' words and diagrams."""

    # pieces come off the board (one board a match, preparation.boards_needed), so an example that is
    # not the board in front of the listener can be checked on it cleared (check_by_hand), and the
    # listener is not told "Do not mark anything" beside it (compose.examples._listen, LISTEN22 #5)
    checks_by_hand = True
    _told: list | None = None  # every example's replay as told (compose.examples.told), replayed once a kit

    def start_board(self, pos) -> str:
        if not pos.owner:
            return "an empty board"
        covered = [f"{self.who(p)} covers {self.v.cells(pos.cells_of(p))}" for p in (0, 1) if pos.cells_of(p)]
        return f"a board where {', and '.join(covered)}"

    def example_start(self, example, pos):
        if pos.owner:
            return [
                "Start from the board in the raised diagram titled Before."
                if self.touch
                else "Start from the board shown."
            ], drawn_board(
                self.e, pos, "Before", description=f"The board before the first move: {self.start_board(pos)}."
            )
        return ["Start with an empty board."], None

    def why_allowed(self, res, *, placed: bool = True) -> str:
        """Why a placement is allowed; `placed` False: the host key's, its start cell without the corner
        (printed for the host alone, who reads the cell; the words kept it to one page)."""
        v = self.v
        player = res.before.to_move
        own = res.before.cells_of(player)
        if not own:
            return f"It covers {self.whose(player)} start cell, {self.start(player, placed=placed)}."
        touch = sorted(
            {(c[0] + dc, c[1] + dr) for c in res.move.cells for dc, dr in DIAG} & own, key=lambda c: (c[1], c[0])
        )
        # as the scribe says a cell (back_cells), in every example's own words too (LISTEN33 #6); the host's plain
        touched = self.back_cells(touch) if placed else v.cells(touch)
        return (
            f"It touches {self.whose(player)} {touched} at a corner only. "
            f"No side of it touches {self.whose(player)} other pieces."
        )

    def step(self, res):
        v, e = self.v, self.e
        mover = res.before.to_move
        who, whose = self.who(mover, start=True), self.whose(mover, start=True)
        if res.move == PASS:
            return StepWords(
                [
                    f"{who} cannot place any piece, so {self.who(mover)} says pass.",
                    f"The scribe reads back the whole board. {self.whole_board(res.after)} "
                    f"{self.pieces_named(res.after)}",
                ],
                host=f"{who} passes: allowed.",
            )
        piece, cells = res.move.piece, v.cells(res.move.cells)
        plain = "+".join(cell_name(c) for c in reading_order(res.move.cells))
        if res.reason:
            return StepWords(
                [
                    # in the order the rules teach: the say-back and the yes, then the check (LISTEN22 #6),
                    # voiced as the scribe, in the words the rules teach (LISTEN21 #14)
                    f"{who} says: {self.player_says(res.move)}. {self.said_back(res.move)} {who} says yes.",
                    # then the check, so "That" is not heard as the yes, as every family says it (LISTEN24 #2)
                    f"{REFUSED_AFTER_CHECK} The scribe says: {self.scribe_says(res)} {who} chooses again.",
                ],
                host=f"{whose} {piece} {plain}: not allowed. {self.reason(res.reason)}.",
                diagram=drawn_board(
                    e,
                    res.before,
                    f"Not allowed: {piece} {plain}",
                    tried=res.move.cells,
                    description=f"Not allowed: {self.whose(mover)} {piece} on {cells}. {self.reason(res.reason)}.",
                ),
            )
        # the move as the player says it, never "puts": the scribe lays the pieces (LISTEN24 #9)
        lines = [f"{who} says: {self.player_says(res.move)}."]
        full, _ = self.told_in_full()
        if res in full:  # its say-back and yes, as the scribe section teaches, then the move allowed (LISTEN24 #2)
            lines[0] += f" {self.said_back(res.move)} {who} says yes."
        lines.append(f"That move is allowed. {self.why_allowed(res)}")
        readback = (
            f"{self.read_back(f'Read back: {whose} {piece} covers', res.move.cells)} {self.pieces_left(res.after)}"
        )
        host = f"{whose} {piece} {plain}: allowed. {self.why_allowed(res, placed=False)}"
        return StepWords(lines, host=host, marks=len(res.move.cells), readback=readback)

    def told_in_full(self) -> tuple[list, bool]:
        """The allowed placements the examples tell with their say-back and yes: each up to the rules' move
        example (sample_move, the say-back the scribe section teaches), else the first; and whether an
        allowed placement follows them, told without (LEAVE_OUT). From every example told, in order:
        the file's and the kit's own (compose.examples.told)."""
        placed = [r for rs in self.replays_told() for r in rs if not r.reason and r.move != PASS]
        sample = self.sample_move()
        last = next((i for i, r in enumerate(placed) if r.move == sample), 0)
        return placed[: last + 1], len(placed) > last + 1

    def told_short_after(self, res) -> bool:
        """Whether the examples' note that they leave the say-back and yes out comes after `res`'s step
        (compose.examples.leave_out_note): the last placement told in full, where another follows."""
        full, more = self.told_in_full()
        return more and res == full[-1]

    def replays_told(self) -> list:
        """Every example's replay as the kit tells them, the kit's own added ones too (compose.examples.told)."""
        if self._told is None:
            self._told = told(self.game, self)
        return self._told

    def example_end(self, example, results):
        legal = [r for r in results if not r.reason and r.move != PASS]
        if not legal:
            return [], None
        last = legal[-1]
        covered = "; ".join(
            f"{self.who(p)}: {self.v.cells(last.after.cells_of(p))}" for p in (0, 1) if last.after.cells_of(p)
        )
        # each letter with its place, as every read back says it: no "which column?" to ask (READER27 #2);
        # on request, as the rules give it: said bare, it read as a read back the rules never ask (LISTEN28 #27)
        # kept at the end, on request (LISTEN37 #18): a table that only listens holds the final board no other way
        lines = [f"{WHOLE_ASKED} {self.whole_board(last.after)}"]
        return lines, drawn_board(
            self.e,
            last.after,
            "The board after the example",
            new=last.move.cells,
            description=f"After the example. Covered cells, {covered}. The last piece placed "
            + ("has the lines texture." if self.touch else "is outlined."),
        )

    # -- the examples the kit adds when the file shows none (compose.examples.added) --------
    def refused_title(self) -> str:
        """The added refused example's title: the rule it shows."""
        return "The first piece must cover the start cell"

    def end_title(self, end) -> str:
        """The added end example's title: the rule its end shows (`end`, the last position)."""
        if self.e.outcome(end) == "draw":
            return "The same number of cells left over is a draw"
        return "Fewer cells left over wins"

    def near_end_board(self, pos) -> list[str]:
        """The board an added end example starts from, in words: first that it is laid on the play board to be
        followed, then each piece on it, each player's together, how to hear it row by row, the pieces each player
        has left, and whose turn it is (after a pass, who passed: a listener asked why one side did not move). The
        board said row by row and then piece by piece (LISTEN29 #20) was said twice, too much to hold by ear
        (LISTEN37 #18): the pieces give every cell, and a player asks for the rows. Rows alone where none is laid."""
        mover = pos.to_move
        turn = f"It is {self.whose(mover)} turn."  # "Otters'", never "Otters's"
        if pos.passes:
            turn = f"{self.who(1 - mover, start=True)} passed, since no piece of theirs could be placed. {turn}"
        laid = self.pieces_laid(pos)
        board = f"Here is the example's board, row by row. {self.whole_board(pos)}"
        # where the start cells swap in round two, which round's they are: a reader worked it out from the
        # pieces (READER42 #14)
        swap = ["The start cells are those of round 1."] if self.names_keep_pieces() else []
        return [
            # said once, piece by piece, its rows on request: rows, then pieces, was too much by ear (LISTEN37 #18)
            *([self.check_by_hand(), *laid, ROWS_ASKED] if laid else [board]),
            self.pieces_named(pos),
            *swap,
            turn,
            # the wait after this has somebody to end it (LISTEN26 #13): only where the pieces are laid
            *([self.wait_to_lay()] if laid else []),
        ]

    def wait_to_lay(self) -> str:
        """The one moment the example's pieces are laid, after they are listed, said once: the clearing step
        said to lay them too, and this step said it again, two moments (READER31 #13). In print, to the reader,
        then read on (READER29 #6); aloud, who lays them and says done: the scribe, as the spoken note asks
        (writers.spoken). "When you are ready, say done." was heard as the player's to say (LISTEN31 #16); the
        scribe says it at once for a table that only listens (LISTEN27 #9). A placeholder holds no sentence's
        end: print and ear split alike (compose.sentences)."""
        v = self.v
        put = v.file("lay", "the scribe lays") if self.touch else v.file("put", "the scribe puts")
        pencil = "" if self.touch else f", or {v.file('write', 'writes')} their marks in pencil"
        return f"If you are following it, {put} all the example's pieces on the board now{pencil}. " + (
            f"{v.file('Then read on', SCRIBE_DONE)}."
        )

    def check_by_hand(self) -> str:
        """How a listener follows an example begun elsewhere, said first (LISTEN29 #20): on the one board the
        kit has (practice), cleared; its pieces are laid once listed, said there only (wait_to_lay, READER31
        #13). "You may still lay its pieces on the play board" beside "Do not mark anything" was two things, and
        that board held the earlier example's pieces (LISTEN22 #5). Printed pieces leave pencil marks to rub
        out. For the ear, the other choice after "You may just listen." (compose.examples.MAY_LISTEN)."""
        clear = f"{self.v.file('To', 'Or, to')} follow it, first take every piece off {self.practice()}"
        return f"{clear}." if self.touch else f"{clear}, and rub out any pencil marks."

    def pieces_laid(self, pos) -> list[str]:
        """Each piece on a board and its cells, each player's in the order placed, to lay the board with
        real pieces: cells and owners alone left a braille reader splitting them into pieces (round 15)."""
        if not pos.placed:
            return []
        laid = sorted(pos.placed, key=lambda pm: pm[0])  # stable: each player's in the order placed
        said = [
            # when to lay them, said before them: a reader laid each as it was read (READER40 #16)
            "Here are the example's pieces, one by one. "
            f"A step after the last one says when to {'lay them' if self.touch else 'put them on the board'}."
        ]
        for player in sorted({p for p, _ in laid}):
            mine = [m for p, m in laid if p == player]
            # each player's as a group, how many first: eight pieces in one run could not be held by ear
            # (LISTEN41 #8); in the read back's words ("White's pieces left: four.")
            said.append(f"{self.whose(player, start=True)} pieces on the board: {self.v.num(len(mine))}.")
            # each letter as every read back says it (read_back): the board laid by ear is misheard no less
            # and how it lies, where turned or flipped from its shape in The pieces (LISTEN33 #9)
            said += [
                f"{self.read_back(f'{self.whose(player, start=True)} {m.piece} covers', m.cells)}"
                f"{self.turned_from(m.piece, m.cells)}"
                for m in mine
            ]
        return said

    def game_over(self, pos) -> list[str]:
        """Why the game ends and who wins, as the engine says, after an added end example's last move."""
        e = self.e
        outcome = e.outcome(pos)
        # the rules' end, as they say it: both would pass, so it ends with no pass said (round 10); with
        # each player's reason and the scribe's taught words: a listener could not check it by ear (round 17)
        blocked = self.both_blocked(pos)
        return [
            *self.last_laid(pos),
            *blocked,
            # the claim after the lines that show it, then the rules' end (END), before any pass, referred to in no
            # new words (READER23 #10, LISTEN29 #18)
            f"{NONE_CAN} The game ends at once, and nobody says pass. The scribe says: {OVER}",
            f"Then the scribe says: {self.result_said((e.unplaced(pos, 0), e.unplaced(pos, 1)), outcome)}",
        ]

    def result_said(self, left: tuple[int, int], outcome) -> str:
        """The scribe's set words at a round's end, from the counts the engine scores and its outcome (a
        player, or "draw"), as the grid and row games give theirs: "says who wins" gave none (READER26 #2).
        No verb agrees with a player's name: "Otters has" is wrong for a plural name."""
        counts = " ".join(
            f"{self.who(p, start=True)}, {self.v.count(n, 'cell')} left over." for p, n in enumerate(left)
        )
        won = "The game is a draw." if outcome == "draw" else f"The win goes to {self.who(outcome)}."
        return f"{counts} {won}"

    def last_laid(self, pos) -> list[str]:
        """An added end example's move, to lay too where its board is laid by hand (pieces_laid): its whole
        board read back holds it, and the blocked players' cells are checked with it (LISTEN26 #13)."""
        if len(pos.placed) < 2:  # no piece before the example's one move: its board was read, not laid
            return []
        player, move = pos.placed[-1]
        # as the pieces were laid (wait_to_lay): "If you put the example's pieces on the board" after "the scribe
        # puts all the example's pieces on the board" named another who and another if
        add = "lay" if self.touch else "add"
        said = self.v.file(f"also {add}", f"the scribe also {add}s")
        return [f"If you are following it, {said} {self.whose(player)} {move.piece}."]
