"""What a row-removal kit says."""

from __future__ import annotations

from accessible_kits.compose import scribe_words
from accessible_kits.compose.common import StepWords, section
from accessible_kits.compose.common import Wording as Base
from accessible_kits.compose.drafts import Bullets, Para, Steps
from accessible_kits.compose.words import TEAM_MOVE, join, number_word, printed
from accessible_kits.families.row_removal.engine import row_called, row_said
from accessible_kits.model import Column, RecordSheet, RowsBoard
from accessible_kits.preparation import ROUNDS


def _board(engine, counts, label, new=None, description="") -> RowsBoard:
    """A position drawn from the engine; its label and words are printed only (captions and alt text)."""
    crossed = tuple(s - n for s, n in zip(engine.sizes, counts, strict=True))
    return RowsBoard(engine.row_names, engine.sizes, crossed, tuple(new or ()), printed(label), printed(description))


TEAMS = f"Two players. With more people, play in two teams. {TEAM_MOVE}"


class Wording(Base):
    """What a row-removal kit says: the rows of circles, their names, and the circles each move crosses out."""

    @classmethod
    def blank_boards(cls, game):
        e = game.engine
        return tuple(_board(e, e.sizes, f"Board {i}") for i in range(1, 5)), 4

    def wins(self) -> bool:
        return self.e.ending == "last-move-wins"

    def end_line(self) -> str:
        return f"Whoever {self.v.mark.does} the last circle {'wins' if self.wins() else 'loses'}."

    def board_of(self, pos):
        return pos.counts

    def single(self) -> bool:
        """A game of one row: no sentence about choosing a row, two rows or emptying one."""
        return len(self.e.sizes) == 1

    def tagline(self) -> str:
        how = " from the row" if self.single() else ", one row at a time"
        return f"{self.v.mark.do.capitalize()} circles{how}. " + (
            f"{self.v.mark.do.capitalize()} the last circle to win."
            if self.wins()
            else f"Do not {self.v.mark.do} the last circle."
        )

    def counts(self, counts) -> str:
        """The circles left in each row, top row first: "row 4 has 3 circles" for a numbered row
        (the noun after the count: "row 4 has four" put two numbers side by side), "top three"
        for a named one."""
        v = self.v
        return ", ".join(
            f"{name} has {v.count(n, 'circle')}" if name == row_said(name) else f"{name} {v.num(n)}"
            for name, n in zip(self.e.row_names, counts, strict=True)
        )

    def said_move(self, row: int, k: int) -> str:
        """A move as a player says it: the count and its noun, then the row ("2 circles from row 4").
        The count first, so "bottom row, 2" is never heard as "bottom, row 2"; the noun after it,
        so "two from row 4" never puts two numbers side by side."""
        return f"{self.v.count(k, 'circle')} from {row_called(self.e.row_names[row])}"

    def example_move(self) -> str:
        e = self.e
        return self.said_move(len(e.sizes) - 1, min(2, e.sizes[-1]))

    def key_rule(self) -> list[str]:
        return [
            "Here is the most important rule.",
            self.end_line(),
            "The player who starts a round says this rule out loud before its first move.",
        ]

    def need(self) -> list[str]:
        v, e = self.v, self.e
        if self.touch:
            return [
                TEAMS,
                "The raised sheets: the boards and the tokens.",
                "Scissors, to cut out the tokens before the game. Cut round each raised circle of dots.",
                "Removable putty, to hold the tokens in place.",
                "A pen or a braille writer, for the record.",
            ]
        return [
            TEAMS,
            "A thick dark pen.",
            f"No printer? Draw {'a row' if self.single() else 'rows'} of {join(v.num(s) for s in e.sizes)} "
            "large circles on plain paper.",
        ]

    def practice(self) -> str:
        return "the board for the worked examples"  # as the preparation names it

    def board(self):
        v, e = self.v, self.e
        rows = [f"{row_called(n)} has {v.count(s, 'circle')}" for n, s in zip(e.row_names, e.sizes, strict=True)]
        going_down = (
            [Para(f"{rows[0][0].upper()}{rows[0][1:]}.")]
            if self.single()
            else [Para(f"Going down the page, {join(rows)}.")]
            if len(rows) <= 3
            else [
                Para("Going down the page, the rows are these."),
                Bullets(tuple(f"{r[0].upper()}{r[1:]}." for r in rows)),
            ]
        )
        return [
            Para(f"The board has {v.count(len(e.sizes), 'row')} of circles, {v.count(sum(e.sizes), 'circle')} in all."),
            # which row is row 1, where the rows are first said: a grid's row 1 is its bottom row
            *(
                []
                if self.single() or not self.numbered()
                else [Para(f"The rows are numbered from the top down: {e.row_names[0]} is the top row.")]
            ),
            *going_down,
            Para(
                "Each row has its name in braille on its left, with the print name above the braille. "
                # where the circles lie, so "covering from the right end" has a right end to find
                "The row's circles follow in a line to the right of its name. "
                "Each board has a print line for the winner, for a sighted partner."
                if self.touch
                else "Each row has its name printed on its left. Each board has a line to write the winner."
            ),
            *([] if self.single() else [Para(f"Going down, the names are {join(e.row_names)}.")]),
            *([Para("All the boards are the same, so any of them will do.")] if self.plan.boards > 1 else []),
        ]

    def setup(self) -> list[str]:
        together = self.plan.boards > self.plan.sheets  # boards that share a sheet are not cut apart
        return [
            f"Use {self.fresh()} for each round."
            + (" Any other board will do for the worked examples." if self.plan.boards > ROUNDS else "")
            + (" Keep each board sheet whole: do not cut the boards apart." if together else ""),
            self.seating(),
            "Choose who goes first. You can toss a coin.",
            # each round: the player who starts the second round says it again
            f"Before each round's first move, the player who starts says this rule out loud: {self.end_line()}",
        ]

    def turn(self):
        m = self.v.mark
        return [
            Steps(
                (
                    *(() if self.single() else ("Choose one row that still has a circle.",)),
                    f"Say out loud how many circles{'' if self.single() else ', and from which row'}, "
                    f"like {self.example_move()}.",
                    f"{m.do.capitalize()} that many circles in that row.",
                    "Say how many circles are left in each row, from the top row down. For an empty row, say zero. "
                    "A scribe says this for you. Without a scribe, the other player does.",
                )
            ),
            Para(f"You can {m.do} one circle, or all the circles left in the row, or any number between."),
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
                    Para("Instead of tokens, you can use stick-on bump dots."),
                ]
                if self.touch
                else []
            ),
        ]

    def lay(self) -> str:
        return "The scribe lays a token on each circle the move covers." if self.touch else ""

    def by_hand(self) -> str:
        if not self.touch:
            return ""
        return "The player can check by hand. In each row, count the circles without a token."

    def not_allowed(self) -> list[str]:
        m = self.v.mark
        return [
            f"You may not {m.do} zero circles.",
            *(() if self.single() else ("You may not choose a row with no circle left.",)),
            *(() if self.single() else ("You may not choose a row that is not on the board.",)),
            f"You may not {m.do} more circles than the row has left.",
            *(() if self.single() else (f"You may not {m.do} circles in two rows in one turn.",)),
            f"You may not bring back a {m.done} circle.",
            "You may not pass.",
            scribe_words.REFUSED_MOVE,
        ]

    def ending(self):
        return [
            Para(self.end_line()),
            *(() if self.single() else (Para("Emptying a row does not give you an extra turn."),)),
            Para("A game never ends in a draw: one player always takes the last circle."),
        ]

    def announce(self) -> str:
        return f"like {self.example_move()}."

    def readback(self) -> tuple[str, str]:
        e = self.e
        after = e.play(e.initial(), ((len(e.sizes) - 1, min(2, e.sizes[-1])),))
        return (
            "The scribe reads back how many circles are left in each row, from the top row down. "
            "For an empty row, the scribe says zero. A player may ask for the read back at any time.",
            f"For example, a player says {self.example_move()}. The read back is: {self.counts(after.counts)}.",
        )

    def refusal(self) -> str:
        n = min(2, max(self.e.sizes))  # a count a row can have left when a move asks for more
        only = f"that row has only {number_word(n)} circle{'s' if n > 1 else ''} left"  # a quote: in words
        if self.single():
            return (
                f"If the move is not allowed, the scribe says why. For example: {only}. Then the player chooses again."
            )
        return (
            f"If the move is not allowed, the scribe says why. For example: {only}, "
            f"or: a turn takes from one row only. {scribe_words.off_board('row')} Then the player chooses again."
        )

    def wrong_place(self) -> str:
        if self.single():
            return f"For example, one circle too many is {self.v.mark.done}."
        return f"For example, a circle in another row is {self.v.mark.done}."

    def fresh(self) -> str:
        return "a board with every token taken off" if self.touch else "a fresh board"

    def match_extra(self) -> tuple[str, ...]:
        # an observer, not a team's own players, who talk over their move
        return ("An observer may write down the counts. In a scored match, an observer gives no advice.",)

    def extras(self):
        return [
            section(
                "together",
                "Playing together",
                Para(
                    "For fun, not for points: set up a board with only a few circles left. "
                    "Everyone guesses who will make the last move. Then play it out together."
                ),
            )
        ]

    def numbered(self) -> bool:
        """Rows named by number ("row 4"), whose counts read "row 4 has 5", not "top 3"."""
        return all(row_said(n) == n for n in self.e.row_names)

    def start_board(self, pos) -> str:
        return f"a board {'where' if self.numbered() else 'with'} {self.counts(pos.counts)}"

    def example_start(self, example, pos):
        words = f"Start with {'a board where ' if self.numbered() else ''}{self.counts(pos.counts)}."
        gone = [(n, s - c) for n, s, c in zip(self.e.row_names, self.e.sizes, pos.counts, strict=True) if s > c]
        if gone:  # how to set that board up: the circles to mark first, each count before its row
            rows = join(f"{self.v.count(k, 'circle')} from {row_called(n)}" for n, k in gone)
            words += f" To set it up, start from a full board. Then {self.v.mark.do}, row by row: {rows}."
        return [words], _board(self.e, pos.counts, "Before", description=f"Circles left: {self.counts(pos.counts)}.")

    def move_words(self, move) -> str:
        v, e = self.v, self.e
        if len(move) == 1:
            row, k = move[0]
            return f"{v.count(k, 'circle')} from {row_called(e.row_names[row])}"
        names = [e.row_names[r] for r, _ in move]
        if all(row_said(n) == n for n in names):  # numbered rows: "row 1, row 2 and row 3", never "1, 2"
            return f"circles from {join(names)}"
        return f"circles from the {join(names)} rows"

    def step(self, res):
        v, e, m = self.v, self.e, self.v.mark
        mover = res.before.to_move
        taking = f"{m.doing} {self.move_words(res.move)}"
        if res.reason:
            who = self.who(mover, start=True)
            return StepWords(
                [
                    f"{who} wants to {m.do} {self.move_words(res.move)} in one turn. That is not allowed. "
                    f"{v.told(res.reason)}. {who} chooses again."
                ],
                host=f"From {e.counts_text(res.before.counts)}, {taking} in one turn: not allowed. "
                f"{v.told(res.reason)}.",
            )
        row, k = res.move[0]
        left = self.counts(res.after.counts)
        lines = [f"{self.who(mover, start=True)} says: {self.said_move(row, k)}."]
        host = f"From {e.counts_text(res.before.counts)}, {taking} leaves {e.counts_text(res.after.counts)}."
        readback = f"Read back: {left}."
        if e.is_over(res.after):
            verb = "wins" if self.wins() else "loses"
            readback += f" That was the last circle, so {self.who(mover)} {verb}."
            host += f" The mover {verb}."
        new = [k if i == row else 0 for i in range(len(e.sizes))]
        # a raised diagram's title is one braille line: "After 2 from the bottom row" (the noun only
        # where a numbered row would put two numbers side by side: "After 2 circles from row 4")
        name = row_called(e.row_names[row])
        title = f"After {self.said_move(row, k)}" if self.numbered() else f"After {k} from {name}"
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
        return StepWords(lines, host=host, diagram=diagram, marks=k, readback=readback)

    def summary(self):
        do = self.v.mark.do
        return (
            [self.end_line()],
            [
                "Say how many circles, like " + self.example_move() + "."
                if self.single()
                else "Choose one row that still has a circle. "
                "Say how many circles from it, like " + self.example_move() + ".",
                f"{do.capitalize()} that many circles in that row.",
                "Say how many circles are left in each row, from the top row down, zero included.",
            ],
            [
                f"You must {do} at least one circle.",
                *(() if self.single() else ("You may not choose a row with no circle left.",)),
                f"You may not {do} more circles than the row has left.",
                *(() if self.single() else (f"You may not {do} circles in two rows in one turn.",)),
                f"You may not bring back a {self.v.mark.done} circle.",
                "You may not pass.",
                self.choose_again(),
            ],
            [
                self.end_line(),
                *(() if self.single() else ("Emptying a row gives no extra turn.",)),
                self.summary_match(),
            ],
        )

    def summary_scribe(self) -> str:
        return "The scribe says the move back, marks it, then says how many circles are left in each row."

    def record(self) -> RecordSheet:
        e = self.e
        counts = tuple(
            Column(n.capitalize(), 1.0, "count left", str(s)) for n, s in zip(e.row_names, e.sizes, strict=True)
        )
        return RecordSheet(
            "record",
            "Record sheet",
            "Write one turn on each row. Write the counts the scribe reads back after the move.",
            (
                Column("Turn", 0.8, "number", str(e.longest_game())),
                Column("Player", 1.6, "name, or 1st or 2nd", "2nd"),
                Column("Row", 1.3, "row name", max(e.row_names, key=len)),
                Column("Covered" if self.touch else "Crossed", 1.2, "how many", str(max(e.sizes))),
            )
            + counts,
            e.longest_game(),
        )

    def host_lines(self) -> list[str]:
        e, m = self.e, self.v.mark
        total = sum(e.sizes)
        return [
            f"A fresh board has {total} circles: {self.counts(e.sizes)}.",
            f"A move {m.does} 1 or more circles, all from one row.",
            f"To check the counts: the circles {m.done} so far and the circles left always add up to {total}.",
            self.end_line(),
        ]

    # -- the examples the kit adds when the file shows none (compose.examples.added) --------
    def refused_title(self) -> str:
        """The added refused example's title: the rule it shows."""
        return "More circles than the row has"

    def end_title(self, end) -> str:
        """The added end example's title: the rule it shows, by this game's ending."""
        return f"The last circle {'wins' if self.wins() else 'loses'}"

    def near_end_board(self, pos) -> list[str]:
        """The board an added end example starts from, in words (the listener does not mark it)."""
        rows = [(n, k) for n, k in zip(self.e.row_names, pos.counts, strict=True) if k]
        if len(rows) == 1 and rows[0][1] == 1:
            return [f"Only one circle is left. It is in {row_called(rows[0][0])}."]
        return [f"The circles left: {self.counts(pos.counts)}."]

    def game_over(self, pos) -> list[str]:
        """Who wins, as the engine says, after an added end example's last move."""
        return [f"The game is over. {self.who(self.e.outcome(pos), start=True)} wins."]
