"""A row game's quick reference: the rules in short, on one page and under 170 words, with what a
player holding only the card needs to play: the rows' names and counts, and every rule of the turn."""

from __future__ import annotations

from accessible_kits.compose import players
from accessible_kits.compose.common import Wording as Base
from accessible_kits.compose.scribe_words import READ_BACK_PLEASE
from accessible_kits.families.row_removal.engine import ORDINALS, default_row_names, row_called

# who says the end rule and when, the same words in the spoken welcome, Setting up and the spoken card:
# "before the first move" in the welcome was heard as before the worked examples too (LISTEN31 #5). A
# game, not a round: the welcome comes before "A round is one game" (LISTEN28 #2, test_first_use28)
SAYS_RULE = "Before each game, the player who starts says this rule out loud"
# how a move is said, as the rules' board section names a row (boards.names_lines): "the second row"
# was said nowhere (both readers, round 19); rows named by place are counted instead (counted_from_top).
# The count first, then the row, as the rules and the example say it: "Say the row by name. Say how
# many" was the reverse (LISTEN20 #10). A word fewer than before: the card holds 170. No comma after
# "how many": a pause inside a sentence slows the tactile reminder's heard rate (134.3 wpm with it, 135.7 without)
NAMED = "Say how many from which row"  # as the rules' turn says it: a word for the scribe's step (LISTEN24 #5)
# the ban on bringing a circle back, as it can happen: a move taken back. The rules' words and the
# card's (LISTEN22 #12); the rules add why (scribe.taken_back), the card has no words for it.
TAKE_BACK = "take back a move"


class CardWords(Base):
    """The quick reference's words of a row game, and the few rules it shares with the full rules
    (the end, a move as said, how rows are counted); the rules' own words are the Wording's."""

    def wins(self) -> bool:
        return self.e.ending == "last-move-wins"

    def end_line(self) -> str:
        """Who wins, by the game's ending: "In this game" first, so its last word stands out, since two
        row games can differ in that word only, wins or loses (LISTEN23 #8)."""
        return f"In this game, whoever {self.v.mark.does} the last circle {'wins' if self.wins() else 'loses'}."

    def single(self) -> bool:
        """A game of one row: no sentence about choosing a row, two rows or emptying one."""
        return len(self.e.sizes) == 1

    def said_move(self, row: int, k: int) -> str:
        """A move as a player says it: the count and its noun, then the row ("2 circles from row 4").
        The count first, so "bottom row, 2" is never heard as "bottom, row 2"; the noun after it,
        so "two from row 4" never puts two numbers side by side."""
        return f"{self.v.count(k, 'circle')} from {row_called(self.e.row_names[row])}"

    def scribe_marks(self) -> str:
        """Who puts the move on the board, and how: the scribe, as the scribe section says. "Cross out
        that many circles in that row.", said to the player, read as the player's job (LISTEN24 #5);
        without a scribe, the other player does the scribe's part. The rules' turn and the card's
        both begin their step with these words."""
        return f"The scribe {self.v.mark.does} that many"

    def example_move(self) -> str:
        e = self.e
        return self.said_move(len(e.sizes) - 1, min(2, e.sizes[-1]))

    def counted_from_top(self) -> str:
        """How the rows are counted, when a row is named by its place ("the second row"); else ""."""
        if not any(n in ORDINALS for n in self.e.row_names):
            return ""
        return "The rows are counted from the top: the second row is just below the top row."

    def rows_in_short(self) -> str:
        """The rows by name and their circles at the start, top row first: the card's only view of
        the board (a braille reader with only the card could not name a row, round 13), short for
        the card's 170 words. Names that do not show their order (plum, pear) are said going down."""
        v, e = self.v, self.e
        if self.single():
            return f"At the start, the row has {v.count(e.sizes[0], 'circle')}."
        ordered = e.row_names == default_row_names(len(e.sizes)) or set(e.row_names) <= {"top", "middle", "bottom"}
        rows = ", ".join(f"{n} {v.num(s)}" for n, s in zip(e.row_names, e.sizes, strict=True))
        return f"Circles at the start{'' if ordered else ', going down'}: {rows}."

    def row_rule(self) -> str:
        """Which rows a move may not choose, one sentence for the rules and the card alike. A row not
        on the board is no move the engine can check: the scribe asks which row (boards.asked_line),
        and "or one not on the board" here read as a refusal beside that question (round 19)."""
        return "You may not choose a row with no circle left."

    def summary_match(self) -> str:
        """The card's match line: who starts each round and how a match is decided, as the other
        cards say it (READER16 S12). Round 1's starter is chosen, with no coin as a must (S13).
        Unnamed players' two rounds are round 1 and round 2, for the card's 170 words: beside round
        1's chosen starter, "the other" can only be the other player. The two rounds said first,
        as the rules' match section says them: the card did not say a match's length (READER20 #20)."""
        if players.named(self):
            return super().summary_match()
        return "Play two rounds. Choose who starts round 1. The other starts round 2. One win each is a shared match."

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
                    + (f"{self.counted_from_top()} Say how many" if self.counted_from_top() else NAMED)
                    + f", like {self.example_move()}."
                ),
                # the say-back, as the rules' scribe section has it (both readers, round 15): yes only
                # if right, as the piece card says it (READER16 S10)
                "The scribe says it back: if right, say yes.",
                # the scribe's steps, as the rules say them (both readers, round 8): the marks, then the
                # read back, in one sentence for the card's 170 words: "Cross out that many." was said to
                # the player (LISTEN24 #5). The rows' order is the line above's. Then how to hear it
                # again: "Ask again:" was heard as an order (READER16 S11, LISTEN17 #10)
                f"{self.scribe_marks()}, then says how many circles are left"
                + ("." if self.single() else " in each row, zero included.")
                + f" To hear it again, say: {READ_BACK_PLEASE}.",
            ],
            [
                # every rule of the rules' list, the bans on what is crossed out in one sentence:
                # the card's 170 words hold the say-back, the read back and the match (round 16)
                f"You may not {do} zero circles, "
                + (
                    "or more circles than the row has left."
                    if self.single()
                    # "from two rows", the circles just said: a word for the goal's "In this game"
                    # two sentences: "..., or from two rows" had no verb of its own (LISTEN27 #16)
                    else f"or more circles than the row has left. {do[0].upper()}{do[1:]} in one row only."
                ),
                *(() if self.single() else (self.row_rule(),)),
                f"You may not pass, or {TAKE_BACK}.",
                self.choose_again(),
            ],
            [
                # the goal above says who wins: the end says what else ends a turn, and the match
                *(() if self.single() else ("Emptying a row gives no extra turn.",)),
                self.summary_match(),
            ],
        )

    def summary_scribe(self) -> str:
        """The starter's part: the rules make the starter say the end rule aloud before each round,
        and the reminder heard before a round did not say so (a cold listener, round 14). Said, not
        printed: the card is at its 170 words. Last, so the reminder ends on the end rule. The
        scribe's say-back and read back are the turn's steps, said above. In the rules' welcome's and
        Setting up's words (SAYS_RULE)."""
        return f"{SAYS_RULE}: {self.end_line()}"
