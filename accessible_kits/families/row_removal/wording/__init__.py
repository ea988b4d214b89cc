"""What a row-removal kit says. Which board is which and what each is for are in boards.py, the
record sheet in record.py, split by job."""

from __future__ import annotations

from accessible_kits.compose import covering, examples, players, scribe_words
from accessible_kits.compose.common import StepWords, section
from accessible_kits.compose.drafts import Para, Steps
from accessible_kits.compose.sheet_words import BUMP_DOTS
from accessible_kits.compose.words import TEAM_MOVE, join, printed
from accessible_kits.families.row_removal.engine import row_called
from accessible_kits.families.row_removal.wording import boards, host, practice
from accessible_kits.families.row_removal.wording.card import SAYS_RULE
from accessible_kits.families.row_removal.wording.record import record_parts, record_sheet
from accessible_kits.families.row_removal.wording.scribe import PASS, ScribeWords
from accessible_kits.model import RecordSheet, RowsBoard
from accessible_kits.preparation import ROUNDS, boards_needed


def _board(engine, counts, label, new=None, description="") -> RowsBoard:
    """A position drawn from the engine; its label and words are printed only (captions and alt text)."""
    crossed = tuple(s - n for s, n in zip(engine.sizes, counts, strict=True))
    return RowsBoard(engine.row_names, engine.sizes, crossed, tuple(new or ()), printed(label), printed(description))


FEW_LEFT = 5  # the most circles left for the game for fun's guess: a short game to play out
# the turn's say-back step: true with a scribe and without, where the other player does the scribe's part
SAID_BACK = "The scribe says your move back. If it is right, say yes."
# the worked examples run without it: a listener wondered whether it was missed (LISTEN28 #17)
SAID_WHEN = "In the worked examples, nobody says this sentence."  # "start without it": no rule (READER32 #10)
TEAMS = f"Two players. With more people, play in two teams. {TEAM_MOVE}"


class Wording(ScribeWords):
    """What a row-removal kit says: the rows of circles, their names, and the circles each move crosses out."""

    @classmethod
    def covers_boards(cls) -> bool:  # rows of circles sharing a sheet: the boards not in play are covered
        return True

    @classmethod
    def blank_boards(cls, game):
        e = game.engine
        return tuple(_board(e, e.sizes, f"Board {i}") for i in range(1, 5)), 4

    def board_of(self, pos):
        return pos.counts

    def tagline(self) -> str:
        # "one row at a time" was heard as the rows in turn, or a circle at a time (round 15)
        do = self.v.mark.do
        how = (
            f"{do.capitalize()} circles from the row." if self.single() else f"Each turn, {do} circles in one row only."
        )
        return f"{how} " + (
            f"{do.capitalize()} the last circle to win."
            if self.wins()
            else f"Whoever {self.v.mark.does} the last circle loses."  # the rules' verb (round 12)
        )

    def key_rule(self) -> list[str]:
        return [
            "Here is the most important rule.",
            self.end_line(),
            f"{SAYS_RULE}.",
        ]

    def need(self) -> list[str]:
        if self.touch:
            return [
                TEAMS,
                "The raised sheets: the boards and the tokens.",
                "Scissors, to cut out the tokens before the match. Cut round each raised circle of dots.",
                "Removable putty, to hold the tokens in place.",
                "A pen or a braille writer, for the record.",
            ]
        return [TEAMS, "A thick dark pen."]

    def drawn_lines(self) -> list[str]:
        """The boards drawn by hand ("No printer? Draw ..."), said in Before you play; none by touch.
        As many boards as the match uses up, as the preparation plan counts them: a row kit always
        has worked examples (compose.examples adds them). "Draw rows of ..." alone read as one drawing
        (a cold listener, round 14); the order and the names, so a drawn board reads as the printed one."""
        if self.touch:
            return []
        v, e = self.v, self.e
        drawn = f"Draw {v.count(boards_needed(marks_stay=True, examples=True), 'such board')}"
        drawn += boards.drawn_names(self.uses())
        if self.single():
            return [f"No printer? Draw a row of {v.num(e.sizes[0])} large circles on plain paper. {drawn}"]
        return [
            f"No printer? Draw rows of {join(v.num(s) for s in e.sizes)} large circles on plain paper, "
            "in that order from the top. "
            f"Write each row's name at its left: {join(e.row_names)}. {drawn}"
        ]

    def uses(self) -> boards.Uses | None:
        """What each printed board is for: pen marks stay, raised tokens come off (as the preparation
        plan counts the boards a match needs: preparation.make)."""
        return boards.uses([b.label for b in self.blank_boards(self.game)[0]], marks_stay=not self.profile.braille)

    def _token(self) -> str:
        """What comes off a board between rounds: a token on a raised board; "" where pen marks stay."""
        return "token" if self.touch else ""

    def _places(self) -> dict[str, str]:
        """Where each board sits on a sheet it shares, a sentence by its name (boards.board_places)."""
        return boards.board_places(self.v, self.plan, [b.label for b in self.blank_boards(self.game)[0]])

    def practice_done(self) -> str:
        """After the worked examples, what to do with their board and which board to play on."""
        use = self.uses()
        if use is None:  # boards not told apart by name: the setup's words
            return f"That ends the worked examples. Use {self.fresh()} for each round."
        # the board sheets as Setting up lists them, in one sentence (LISTEN27 #11: said in three places)
        first = "For every round" if len(set(use.rounds)) == 1 else "For the first round"
        switch = covering.back_to_setup(first) if self.board_steps() else ""
        return " ".join(boards.examples_done(use, self._token(), switch=switch))

    def _cover_steps(self) -> list[str]:
        """covering's steps for the board in play: why, with the blank sheets in all; a step for the
        worked examples and for each round (covering.PhaseStep); then each spare's."""
        use, labels = self.uses(), [b.label for b in self.blank_boards(self.game)[0]]
        return covering.cover_steps(self, labels, *((use.examples, use.rounds) if use else ()))

    def board_steps(self) -> list[str]:
        """The worked examples' and each round's steps, listed once in Setting up; before the examples
        (examples_board), when they end (practice_done) and where the match begins one sentence sends
        the players back to that list (LISTEN27 #11: the steps said in three places)."""
        return [s for s in self._cover_steps() if isinstance(s, covering.PhaseStep)]

    def examples_board(self) -> tuple[str, str]:
        first = next((s for s in self.board_steps() if isinstance(s, covering.PhaseStep)), None)
        if first is None:  # no board covered: Setting up and practice_done say it all
            return "", ""
        return covering.back_to_setup("Before the worked examples"), self.practice_done()

    def names_boards(self) -> bool:
        return self.uses() is not None

    def practice(self) -> str:
        use = self.uses()
        return use.examples if use else "the board for the worked examples"  # as the preparation names it

    def board(self):
        return boards.board_blocks(self, [b.label for b in self.blank_boards(self.game)[0]])

    def setup(self) -> list[str]:
        use = self.uses()
        covers = self._cover_steps()  # the one list of the board sheets' steps, each board in play's
        boards_used = (
            " ".join(
                boards.uses_lines(self.v, use, self._token(), self._places(), covers, drawn=bool(self.drawn_lines()))
            )
            if use
            else f"Use {self.fresh()} for each round."
            + (" Any other board will do for the worked examples." if self.plan.boards > ROUNDS else "")
        )
        return [
            *([boards.FIND] if use else []),  # a step of its own, before the boards are named
            boards_used,
            *([" ".join(boards.whole_lines(self.plan, touch=self.touch))] if boards.whole_lines(self.plan) else []),
            *covers,
            self.seating(),
            *players.choose(self),
            # each round: the player who starts the second round says it again; the welcome's words
            f"{SAYS_RULE}: {self.end_line()} {SAID_WHEN}",
        ]

    def turn(self):
        m = self.v.mark
        return [
            Steps(
                (
                    *(() if self.single() else ("Choose one row that still has a circle.",)),
                    f"Say out loud how many circles{'' if self.single() else ', and from which row'}, "
                    f"like {self.example_move()}.",
                    # the say-back and the yes in the turn, as the card and the other families say them:
                    # told only under "Playing with a scribe", the turn seemed to skip them (LISTEN21 #4)
                    SAID_BACK,
                    f"{self.scribe_marks()} circles in that row.",  # the scribe's, as the card says it (LISTEN24 #5)
                    # the scribe's step, said as the scribe's: the player does not read the board back
                    (
                        "The scribe says how many circles are left. "
                        if self.single()
                        else "The scribe says how many circles are left in each row, from the top row down. "
                        "For an empty row, the scribe says zero. "
                    )
                    + "Without a scribe, the other player does the scribe's part.",
                )
            ),
            Para(self.take_turns()),
            Para(
                f"You can {m.do} one circle, or all the circles left in the row, or any number between. "
                # one rule: a number, never "all" (a cold listener, round 13)
                # the move's own verb: "take every circle" was heard beside "take every token off" (round 28)
                f"Always say a number, even to {m.do} every circle left in the row. "
                "If a player says all, the scribe asks: how many circles?"  # the scribe's words (READER27 #13)
            ),
            Para(
                f"It does not matter which circles in the row you {m.do}. Only the count matters. "
                + (
                    "Covering from the right end keeps the count easy to feel."
                    if self.touch
                    else "Crossing from the right end keeps the count easy to see."
                )
            ),
            *(
                [
                    Para("To cover a circle, lay a raised token on it. A token is a little bigger than a circle."),
                    Para("A small ball of removable putty under each token keeps it in place."),
                    Para(BUMP_DOTS),
                ]
                if self.touch
                else []
            ),
        ]

    def not_allowed(self) -> list[str]:
        m = self.v.mark
        return [
            f"You may not {m.do} zero circles.",
            *(() if self.single() else (self.row_rule(),)),
            f"You may not {m.do} more circles than the row has left.",
            *(() if self.single() else (f"You may not {m.do} circles in two rows in one turn.",)),
            f"{PASS}.",
            scribe_words.REFUSED_MOVE,
            # after the list's closing line, a paragraph of its own (scribe_words.not_allowed_blocks): a take-back
            # is no move one chooses again (LISTEN30 #10), and in the list it ran on past that line (READER31 #16)
            self.taken_back(),
        ]

    def ending(self):
        return [
            Para(self.end_line()),
            *(() if self.single() else (Para("Emptying a row does not give you an extra turn."),)),
            # a player with no move was left to be inferred (LISTEN25 #12): true of every row game, one circle is a move
            Para(f"While any circle is left, there is always a move: you can {self.v.mark.do} one circle."),
            Para(f"A game never ends in a draw: one player always {self.v.mark.does} the last circle."),
        ]

    def fresh(self) -> str:
        return "a board with every token taken off" if self.touch else "a fresh board"

    def each_round(self) -> str:
        """By touch, where one board does for every round, Setting up's clearing (boards.uses_lines): "Use
        a board with every token taken off for each round." beside it read as two clearings (READER30 #10)."""
        use = self.uses()
        one = self.touch and use is not None and len(set(use.rounds)) == 1
        return f"Before each round, take every {self._token()} off the boards." if one else ""

    def extras(self):
        return [
            section(
                "together",
                "Playing together",
                Para(
                    f"For fun, not for points, after the match. "
                    f"{' '.join(boards.together(self.uses(), self.fresh(), self._token()))} "
                    f"{' '.join(self._together_steps())}"
                ),
            )
        ]

    def _together_steps(self) -> list[str]:
        """Who makes the board for the game for fun, about how far, and who moves next: "Cross out
        circles on it until only a few are left" said none of these (a cold listener, round 19).
        About half the circles, five at most, so the guess is a short game for every board."""
        m, sizes = self.v.mark, self.e.sizes
        few = max(1, min(FEW_LEFT, sum(sizes) // 2))
        where = "" if self.single() else ", from any rows,"
        return [
            f"One person {m.does} circles on it{where} until {'about ' * (few > 1)}{self.v.count(few, 'circle')} "
            f"{'is' if few == 1 else 'are'} left.",
            "Then choose who moves next.",
            # who wins, by the game's own end rule: "who will cross out the last circle" said neither (READER29 #11)
            f"Everyone guesses who will win. {self.end_line()}",
            "Then play it out together.",
        ]

    def start_board(self, pos) -> str:
        """A full board by name (said what it is in the read back example): each count made 30 words (grid32)."""
        if tuple(pos.counts) == tuple(self.e.sizes):
            return "a full board"
        return f"a board where {self.counts(pos.counts)}"

    @property
    def checks_by_hand(self) -> bool:
        """Raised tokens come off, so an example begun on another board can be set up on the practice
        board (practice.set_up): the ear hears "You may just listen." before how (compose.examples._listen).
        Pen marks stay: that board is only listened to."""
        return self.touch

    def example_start(self, example, pos):
        words = f"Start with {self.start_board(pos)}."
        # by touch, said where the practice board shows another board (READER24 #10); pen marks stay, so an
        # example from another board is only read (compose.examples: NOT_MARKED)
        if self.touch and pos.counts != practice.shown_before(self, example):
            words += f" {practice.set_up(self, pos)}"
        return [words], _board(self.e, pos.counts, "Before", description=f"Circles left: {self.counts(pos.counts)}.")

    def move_words(self, move) -> str:
        v, e = self.v, self.e
        if len(move) == 1:
            row, k = move[0]
            return f"{v.count(k, 'circle')} from {row_called(e.row_names[row])}"
        return f"circles from the {join(e.row_names[r] for r, _ in move)} rows"

    def step(self, res):
        v, e, m = self.v, self.e, self.v.mark
        mover = res.before.to_move
        taking = f"{m.doing} {self.move_words(res.move)}"
        if res.reason:
            who = self.who(mover, start=True)
            turn = " in one turn" if len(res.move) > 1 else ""  # the rule broken is the one-row rule only then
            # the words the player says, each row's as a move says them (a listener had none, round 16)
            said = join(self.said_move(r, k) for r, k in res.move)
            # every refusal told in full, in the order the scribe section teaches: the say-back and
            # the yes come before the check (LISTEN22 #6); a later one told short skipped them, though
            # the rules check only after the yes (LISTEN23 #9, READER23 #18)
            return StepWords(
                [
                    f"{who} says: {said}. The scribe says: {said}. {who} says yes. {scribe_words.REFUSED_AFTER_CHECK} "
                    f"The scribe says: {self.scribe_refuses(res)}. {who} chooses again."
                ],
                host=host.answer(self, res.before.counts, f"{taking}{turn}", told=v.told(res.reason)),
            )
        row, k = res.move[0]
        left = self.counts(res.after.counts)
        who = self.who(mover, start=True)
        lines = [f"{who} says: {self.said_move(row, k)}."]
        if res == self._allowed()[0]:
            # the first allowed move in full, said back and its yes, in one step as a refused move's: an
            # allowed move straight to its read back skipped the yes the rules wait for (LISTEN23 #9)
            # the say-back voiced: "The scribe says the move back, word for word." never said it (LISTEN29 #10)
            lines[0] += f" The scribe says: {self.said_move(row, k)}. {who} says yes."
        key = host.answer(self, res.before.counts, taking, res.after.counts)
        readback = f"Read back: {left}."
        if e.is_over(res.after):
            # the scribe's end sentence, by the names the scribe section says it by (end_said), the winner the engine's
            readback += f" {self.end_told(mover, e.outcome(res.after))}"
            key += f" The mover {'wins' if self.wins() else 'loses'}."
        new = [k if i == row else 0 for i in range(len(e.sizes))]
        # a raised diagram's title is one braille line: "After 2 from the bottom row"
        title = f"After {k} from {row_called(e.row_names[row])}"
        diagram = _board(
            e,
            res.after.counts,
            title,
            new,
            f"After {self.said_move(row, k)}: circles left: {left}. "
            + (
                "The circles covered this turn have the lines texture."
                if self.touch
                else "The circles crossed this turn are shaded."
            ),
        )
        return StepWords(lines, host=key, diagram=diagram, marks=k, readback=readback)

    def _allowed(self) -> list:
        """The allowed moves the worked examples tell, in order, the file's and the kit's own (examples.told)."""
        return [r for results in examples.told(self.game, self) for r in results if not r.reason]

    def told_short_after(self, res) -> bool:
        """The note on what the examples leave out follows the first allowed move (examples.leave_out_note)."""
        return res == self._allowed()[0] and len(self._allowed()) > 1

    def record(self) -> RecordSheet:
        return record_sheet(self.e, touch=self.touch, profile=self.profile, players=self.game.players)

    def record_parts(self, res) -> tuple[str, ...]:
        return record_parts(self, res)

    def host_lines(self) -> list[str]:
        return host.lines(self)

    # -- the examples the kit adds when the file shows none (compose.examples.added) --------
    def refused_title(self) -> str:
        """The added refused example's title: the rule it shows."""
        return "More circles than the row has"

    def end_title(self, end) -> str:
        """The added end example's title: the rule it shows, by this game's ending."""
        return f"The last circle {'wins' if self.wins() else 'loses'}"

    def near_end_board(self, pos) -> list[str]:
        """The board an added end example starts from, in words (the listener does not mark it, or
        sets it up by touch)."""
        rows = [(n, k) for n, k in zip(self.e.row_names, pos.counts, strict=True) if k]
        # by touch, how to lay its tokens, after "You may just listen." (READER24 #10)
        ready = [practice.set_up(self, pos, or_listen=True)] if self.touch else []
        if len(rows) == 1 and rows[0][1] == 1:
            return [f"Only one circle is left. It is in {row_called(rows[0][0])}.", *ready]
        return [f"The circles left: {self.counts(pos.counts)}.", *ready]

    def game_over(self, pos) -> list[str]:
        """Nothing more after an added end example's last move: its step says the scribe's end
        sentence, who wins as the engine says (step, end_sentence)."""
        return []
