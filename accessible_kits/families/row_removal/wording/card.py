"""A row game's quick reference: the rules in short, on one page and under 170 words, with what a
player holding only the card needs to play: the rows' names and counts, and every rule of the turn."""

from __future__ import annotations

from accessible_kits.compose.common import Wording as Base
from accessible_kits.compose.sheet_words import off_board_rule
from accessible_kits.compose.words import join
from accessible_kits.families.row_removal.engine import ORDINALS, row_called


class CardWords(Base):
    """The quick reference's words of a row game, and the few rules it shares with the full rules
    (the end, a move as said, how rows are counted); the rules' own words are the Wording's."""

    def wins(self) -> bool:
        return self.e.ending == "last-move-wins"

    def end_line(self) -> str:
        return f"Whoever {self.v.mark.does} the last circle {'wins' if self.wins() else 'loses'}."

    def single(self) -> bool:
        """A game of one row: no sentence about choosing a row, two rows or emptying one."""
        return len(self.e.sizes) == 1

    def said_move(self, row: int, k: int) -> str:
        """A move as a player says it: the count and its noun, then the row ("2 circles from row 4").
        The count first, so "bottom row, 2" is never heard as "bottom, row 2"; the noun after it,
        so "two from row 4" never puts two numbers side by side."""
        return f"{self.v.count(k, 'circle')} from {row_called(self.e.row_names[row])}"

    def example_move(self) -> str:
        e = self.e
        return self.said_move(len(e.sizes) - 1, min(2, e.sizes[-1]))

    def counted_from_top(self) -> str:
        """How the rows are counted, when a row is named by its place ("the second row"); else ""."""
        if not any(n in ORDINALS for n in self.e.row_names):
            return ""
        return "The rows are counted from the top: the second row is just below the top row."

    def rows_in_short(self) -> str:
        """The rows by name, top row first, and their circles at the start: the card's only view of
        the board (a braille reader with only the card could not name a row, round 13)."""
        v, e = self.v, self.e
        if self.single():
            return f"At the start, the row has {v.count(e.sizes[0], 'circle')}."
        names = join(e.row_names)
        return f"From the top, the rows are {names}. At the start, they hold {join(v.num(s) for s in e.sizes)} circles."

    def say_how_many(self) -> str:
        """The rule of what a move says: a count always, even for every circle left in a row
        ("all the circles" or a number? a cold listener, round 13)."""
        return "Always say a number, even to take every circle left in the row."

    def summary(self):
        do = self.v.mark.do
        return (
            [self.end_line()],
            [
                f"{self.rows_in_short()} "
                + (
                    f"Say how many circles, like {self.example_move()}."
                    if self.single()
                    else "Choose one row that still has a circle. "
                    + (f"{self.counted_from_top()} " if self.counted_from_top() else "")
                    + f"Say how many, like {self.example_move()}."
                )
                + f" {self.say_how_many()}",
                f"{do.capitalize()} that many circles in that row.",
                # the scribe's step, as the rules say it (both readers, round 8): not the mover's
                "The scribe says how many circles are left."
                if self.single()
                else "The scribe says how many circles are left in each row, from the top down, zero included.",
            ],
            [
                f"You must {do} at least one circle.",
                *(() if self.single() else ("You may not choose a row with no circle left.", off_board_rule("row"))),
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
        each = "" if self.single() else " in each row"
        return f"The scribe says the move back, marks it, then says how many circles are left{each}."
