"""What a polyomino kit says of the match record: the cells left column and its example counts, and whose
names it takes (why a round's record sheet names a side is said with its marks, record.marks_why).

A base of the family's wording (wording/__init__.py), split off from scribe.py by job: the match record
is written once a round, by names that may not be the sides the scribe says."""

from __future__ import annotations

from accessible_kits.compose import players
from accessible_kits.compose.words import is_role, number_word, possessive
from accessible_kits.families.polyomino.wording.scribe import ScribeWords
from accessible_kits.model import Column


class MatchWords(ScribeWords):
    """The match record's words."""

    def left_over_examples(self) -> tuple[int, int]:
        """Two counts of cells a side can have left over, for the match record's example: sums of some
        of the pieces' sizes ("5 cells" beside pieces of 3, 3, 4, 4 and 4 could never be, READER26 #1).
        The least from 3 up, then the least at least 2 more, so two counts are told apart."""
        sums = {0}
        for p in self.e.pieces:
            sums |= {s + p.size for s in sums}
        left = sorted(sums - {0})
        a = next((n for n in left if n >= 3), left[-1])
        return a, next((n for n in left if n >= a + 2), next((n for n in left if n > a), a))

    def match_columns(self) -> tuple:
        # by name, as the rules (match_extra) and the line's other columns say it: marks swap in round 2 (READER28 #50)
        own = self.own_names()
        most = self.e.total_area()
        whom = "player" if own else "side"
        hint = f"how many cells each {whom} has left, by {'own ' if own else ''}name, like {self.left_like(form=True)}"
        return (Column("Cells left", 1.6, hint, self.left_like((most, most), form=True)),)

    def left_like(self, counts: tuple[int, int] | None = None, *, form: bool = False) -> str:
        """The cells left column's example, one form on the match form and in the rules: "Sam 3, Ana 5", each
        name as the line's other columns take it. The rules' "Sam's 3 cells and Ana's 5 cells" beside the
        form's "Sam 3, Ana 5" was read as two ways to write it (READER29 #5). A name ending in a number takes a
        colon: "Team 2: 3", not "Team 2 3". `form`: the form's own, its counts in figures."""
        a, b = players.PEOPLE if self.own_names() else (self.who(0), self.who(1))
        numbered = any(n[-1:].isdigit() for n in (a, b))
        sep = ": " if numbered else " "
        x, y = counts or self.left_over_examples()
        if form:
            return f"{a}{sep}{x}, {b}{sep}{y}"
        if numbered:  # aloud, "Team 2: three" is two numbers side by side: each name possessive, then its cells
            return self.v.file(
                f"{a}{sep}{x}, {b}{sep}{y}",
                f"{possessive(a)} {number_word(x)} cells, {possessive(b)} {number_word(y)} cells",
            )
        return f"{a}{sep}{self.v.num(x)}, {b}{sep}{self.v.num(y)}"

    def own_names(self) -> bool:
        """Whether the match record takes the players' own names (scribe_words.match_record): a role, or
        sides the players swap in round two, names nobody across the match."""
        return any(is_role(p) for p in self.game.players[:2]) or self.changes_sides()

    def match_extra(self) -> tuple[str, ...]:
        """The cells left column in the players' names: the sheet's marks, "W 3, B 5", were read aloud
        and "B 5" heard as a cell (round 19's listener); out loud, the scribe never says a mark. In the form's
        own shape (left_like), after "how many cells", so the counts are heard as cells (LISTEN22 #8)."""
        # why a round's sheet and the match record name players two ways: said with the sheet's marks, where the
        # first of the two is said (record.marks_why); here, a page later, a reader paused (READER37 #18)
        if self.own_names():
            # by the names the line's other columns take: "White's three cells" beside "write the players' own
            # names, not White or Black" named a side where a person was asked for (LISTEN26 #16); no stand-in
            # names the rules never use elsewhere: "For two players called Sam and Ana" asked who (LISTEN27 #8,
            # LISTEN37 #21). The form shows its example for the eye (match_columns).
            return ("Cells left: each player's own name, then how many cells that player has left.",)
        return (f"Cells left: how many cells each player has left, by name, like {self.left_like()}.",)
