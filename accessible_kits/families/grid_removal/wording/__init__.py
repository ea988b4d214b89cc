"""What a grid-removal (poison corner) kit says: the board, a turn, the end and the match. Its worked
examples' words are in worked_examples.py; its scribe's words (the read back, the refusals, the end,
the record sheet, the host's checks) are in scribe.py."""

from __future__ import annotations

from functools import cached_property

from accessible_kits.compose import covering, players, scribe_words
from accessible_kits.compose.drafts import Para, Steps
from accessible_kits.compose.grid_words import YOUR_MOVE_BACK, said_cell
from accessible_kits.compose.sheet_words import BUMP_DOTS, off_board_rule, placed
from accessible_kits.compose.words import TEAMS
from accessible_kits.families.grid_removal.engine import POISON
from accessible_kits.families.grid_removal.wording import landmarks
from accessible_kits.families.grid_removal.wording.worked_examples import ExampleWords
from accessible_kits.model import POISON_LABEL, GridBoard


class Wording(ExampleWords):
    """What a grid-removal kit says: a board of cells, the poison corner, and the cells each move crosses out."""

    @classmethod
    def blank_boards(cls, game):
        e = game.engine
        start = ((e.poison, "poison"),)
        return tuple(GridBoard(e.columns, e.rows, start, True, label) for label in ("Practice board", "Play board")), 2

    @classmethod
    def columns(cls, game) -> int:
        return game.engine.columns

    def board_of(self, pos):
        return pos.present

    def tagline(self) -> str:
        # which cell, where it is first named (LISTEN28 #3, READER28 #39): The board explains it later
        return f"{self.v.mark.do.capitalize()} cells on a grid. Whoever chooses {landmarks.POISON_FIRST} loses."

    def rectangle(self, cell) -> str:
        # the engine's rule, from a full board: one block of rows, so one part
        return "; and ".join(self.cells_words(self.e.removed_by(self.e.initial(), cell)))

    def need(self) -> list[str]:
        if self.touch:
            return [
                TEAMS,
                "The raised sheets: the boards and the tokens.",
                "Scissors, to cut out the tokens before the match. Cut round each raised square of dots.",
                "Removable putty, to hold the tokens in place.",
                "A pen or a braille writer, for the record.",
            ]
        return [TEAMS, "A thick dark pen."]

    def practice(self) -> str:
        return "the practice board"

    def board(self):
        v, e, letter = self.v, self.e, POISON_LABEL
        cells = e.columns * e.rows
        return [
            Para(
                f"The board has {v.count(e.columns, 'column')} and {v.count(e.rows, 'row')}. "
                f"That makes {v.count(cells, 'cell')}."
            ),
            *(Para(t) for t in self.grid_names(e.columns, e.rows, self.example_move())),
            Para(
                f"The bottom left cell is {self.poison()}. It is the poison cell. "
                + (
                    f"It has a {letter} in braille, {letter} for {POISON}. "
                    "Its four sides are thick raised lines, as thick as the board's edge."
                    if self.profile.braille
                    else f"On the sheet, it has a big letter {letter}, {letter} for {POISON}, in a thick frame. "
                    "A scribe or a sighted player can find it at once."
                )
            ),
            Para(landmarks.arrow_named(self)),
        ]

    @cached_property
    def boards_said(self) -> tuple[str, str, bool]:
        """The practice and play boards' names, as blank_boards titles them, and whether they share
        one sheet (then they are not cut apart, and the practice board cannot be put away)."""
        practice, play = (b.label.lower() for b in self.blank_boards(self.game)[0])
        return practice, play, self.plan.boards > self.plan.sheets

    def setup(self) -> list[str]:
        """Which board goes out: the play board (a fresh one a round when pen marks stay), the
        practice board kept for the worked examples; on one sheet, the one not in play covered."""
        practice, play, together = self.boards_said
        # one board in play at a time, said when: the examples' board, then the round's (round 9's
        # listener had both in front of them at once)
        fresh = "the" if self.touch else "a fresh"
        when = f"Use the {practice} for the worked examples, and {fresh} {play} for each round."
        return [
            (
                f"Put the board sheet on the table in front of the players. {when}"
                if together
                else f"Put the {practice} in front of the players, for the worked examples. "
                # "until they are done": the players or the examples? (LISTEN36 #10)
                f"Keep {'the' if self.touch else 'a fresh'} {play} aside until the worked examples are done."
            )
            + (" Keep the board sheet whole: do not cut the boards apart." if together else "")
            # which of the two on the sheet is which: each is titled above it (render.boards)
            + (
                f" The sheet has {self.where_boards(practice, play)}."
                f" Each board has its name just above it{', in print and braille' if self.touch else ''}."
                if together
                else ""
            ),
            *covering.practice_and_play(self),  # the board not in play covered, where the two share a sheet
            self.seating(),
            *players.choose(self),  # with the kept names (players.names_kept)
        ]

    def names_boards(self) -> bool:
        return True  # Setting up names the practice board and the play board, always both

    def where_boards(self, practice: str, play: str) -> str:
        """Where the practice and play boards sit on their one sheet, as the plan lays them out
        (round 10's braille reader: "on one, on the other" said neither which was where)."""
        across = self.plan.layout[0].across if self.plan.layout else 0
        return placed([f"the {practice}", f"the {play}"], across) if across else f"the {practice} and the {play}"

    def turn(self):
        v, move, m, tokens = self.v, self.example_move(), self.v.mark, self.token_words()
        return [
            *tokens[:1],  # by touch, what covers a cell, before "a cell that is not covered" (grid32)
            Steps(
                (
                    f"Choose any cell that is not {m.done}.",
                    # the spoken form in print too: "like D2" beside "say column D row 2" asked which (round 11)
                    f"Say its name out loud, like {said_cell(v, move)}.",
                    YOUR_MOVE_BACK,  # a step, as the row family's, so How the game ends points back (LISTEN30 #2)
                    # said of the move (the next paragraph says who marks it), one way, as the card says it:
                    # "the rest of your cell's column ... every cell above and to the right of your cell"
                    # was four wordings, and the last was heard as the diagonal block only (round 20);
                    # the rectangle first, then its corners (reach, LISTEN29 #2)
                    f"{self.reach()} {landmarks.arrow_points(self)}",
                )
            ),
            # the engine's example straight after the rectangle's corners, which alone had to be held to
            # build it (LISTEN37 #10: "the D2 example settled it"); two sentences: with the letters'
            # places, one was too long to hear (round 13). What stays is the corners' to say: "Cells in
            # rows below your cell's row ... are never crossed out" was a third wording (LISTEN39 #10)
            Para(f"For example, a player chooses {v.cell(move)}. That {m.does} {self.rectangle(move)}."),
            Para(self.take_turns()),
            Para(scribe_words.MARKED_FOR_YOU),
            Para(f"Cells that are already {m.done} stay {m.done}. A cell that is not {m.done} is still there."),
            *tokens[1:],
            Para(self.poison_move()),  # after the tokens, on a tactile kit: it gets none
        ]

    def reach(self) -> str:
        """The cells a move takes, the rules' and the card's one way: a rectangle, then its two corners, a
        sentence each. "each cell that is both in your cell's row or above, and in your cell's column or to
        its right" needed a second hearing (LISTEN39 #10), its "and" heard as two areas joined (LISTEN38
        #14); the rectangle's sentences are followed, in the rules, by the engine's example (turn), which
        settled them (LISTEN37 #10). Column by column was heard as whole columns (LISTEN29 #2). Every grid
        game's rectangle has these corners: the file sets only the board's size (params, engine.removed_by)."""
        return (
            f"Your move {self.v.mark.does} a rectangle of cells. Your cell is its bottom left corner. "
            "The board's top right cell is its top right corner."
        )

    def poison_move(self) -> str:
        """The one cell whose move is not its rectangle, said where the move is taught: "the scribe
        crosses out that cell only", heard later, seemed to disagree with the rectangle (round 20); why,
        a sentence of its own: the game ends at once (LISTEN37 #11)."""
        p = self.poison()
        # a tactile kit never lays a token on it (the scribe's end_said lays none either)
        marked = "no token goes on it" if self.touch else f"your move {self.v.mark.does} that cell only"
        return (
            f"One cell is different: {p}, the poison cell. If you choose it, you lose at once. "
            f"Because the game ends there, {marked}."
        )

    def practice_done(self) -> str:
        """After the worked examples: the board they were followed on is put away, and which board
        the round is played on (a tactile kit's tokens come off it, for a game)."""
        practice, play, together = self.boards_said
        tokens = f"Take every token off the {practice}: you need them all for each round. " if self.touch else ""
        moved = covering.practice_moved(self) if together else ""
        done = f"{moved} ".lstrip() if together else f"Put the {practice} away. "
        # the covering step's "For every round, ... Now only the play board is out and uncovered." says
        # it: "Play each round on the play board." after it repeated it (paper32's note)
        play_on = "" if f"Now only the {play} is out" in moved else f"Play each round on the {play}."
        return f"That ends the worked examples. {tokens}{done}{play_on}".rstrip()

    def token_words(self):
        """How a move is marked by touch, on a tactile kit."""
        if not self.touch:
            return []
        return [
            Para("To cover a cell, lay a raised token on it. A token fits inside a cell."),
            Para("A small ball of removable putty under each token keeps it in place."),
            Para(BUMP_DOTS),
        ]

    def lay(self) -> str:
        return "The scribe lays a token on each cell the move covers." if self.touch else ""

    def by_hand(self) -> str:
        if not self.touch:
            return ""
        return (
            f"The player can check by hand. Run a finger along each row from column {self.v.col(0)}, "
            "and count the cells without a token."
        )

    def not_allowed(self) -> list[str]:
        m = self.v.mark
        return [  # what a player can try: the cells a move marks are the turn's words, not a choice
            f"You may not choose a cell that is already {m.done}.",
            off_board_rule("cell"),
            "You may not pass. You must choose a cell on every turn.",
            scribe_words.REFUSED_MOVE,
        ]

    def ending(self):
        p = self.poison()
        return [
            # said plainly, not only implied (round 9): the poison cell is a cell like any other
            Para(f"You may choose {p}, the poison cell, on any turn, even the first, like any cell still there."),
            Para(f"But if you choose {p}, you lose at once. The game ends there."),
            # whose turn, not "the next player": next after whom? (round 19's listener)
            Para(
                f"When {p} is the only cell still there, the player whose turn it is must choose it. That player loses."
            ),
            # plain words: "A game that reaches the poison cell" was read as "when only A1 is left" (round 11, 12);
            # the say-back and the yes said, not left to guess: do they come before the end? (READER21 #7)
            Para(
                f"That player still says {said_cell(self.v, self.e.poison)} out loud. The scribe says it back, "
                "and the player says yes, as for every move. Then the game is over."
            ),
            Para("A game never ends in a draw: one player always loses."),
        ]

    def announce(self) -> str:
        return f"like {said_cell(self.v, self.example_move())}."  # as said aloud, in print too

    def said_back_cell(self):
        return self.example_move()

    def wrong_place(self) -> str:
        return f"For example, a cell outside the rectangle is {self.v.mark.done} by mistake."

    def fresh(self) -> str:
        return "a board with every token taken off" if self.touch else "a fresh board"

    @property
    def checks_by_hand(self) -> bool:
        """Tokens come off: another board is set up by touch (practice.set_up); pen marks stay (READER27 #10)."""
        return self.touch

    def summary(self):
        p, m = self.poison(), self.v.mark
        return (
            [f"Never be the one who chooses {p}, the poison cell."],  # "Never": a word for round 1's starter
            [
                # the say-back and the request's exact words, on the card too: a player with only
                # the card lacked both (round 15's braille reader and listener). Room for them, in the
                # card's 170 words and the reminder's 90 seconds: "that is not crossed out" is Not
                # allowed's first line, "at once" below the rules' own, and "as they are" said by "stay"
                # its form too: a player with only the card might say D2 (READER22 #8); "your cell", the
                # rules' and the next step's words, and "a crossed out cell" below keep the 170 words
                f"Say your cell, {self.announce()} {scribe_words.SAY_BACK}",
                # said of the move, as the rules' turn is (a scribe or the other player marks it), the
                # rules' one way, whole: the card's one description of a move (LISTEN38 #15). No example:
                # its rows grow with a user's board, past the card's 170 words
                self.reach(),
                f"To hear the board, say: {scribe_words.READ_BACK_PLEASE}.",
            ],
            [
                f"You may not choose a {m.done} cell.",
                off_board_rule("cell"),
                "You may not pass.",
                self.choose_again(),
            ],
            [
                f"Whoever chooses {p} loses. When only {p} is still there, the player whose turn it is must choose it.",
                self.summary_match(),
            ],
        )
