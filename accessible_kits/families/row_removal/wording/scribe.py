"""What the scribe of a row game says: the say-back's example, the read back, the words for each
refused move and the sentence that ends a game, one source for the scribe section and the worked
examples' refusals and ends (split from the Wording by job)."""

from __future__ import annotations

from accessible_kits.compose import players, scribe_words
from accessible_kits.compose.words import join, number_word
from accessible_kits.families.row_removal.engine import AT_LEAST_ONE, ONE_ROW, row_called
from accessible_kits.families.row_removal.wording.card import TAKE_BACK, CardWords

# said once after the whole list of refusals: "Then the player chooses again." after the last one
# was heard as that refusal's only (LISTEN26 #4)
CHOOSES_AGAIN = "After any of these, the player chooses again."
# No said move brings a circle back ("2 circles from the top row" only crosses out), so the engine
# has no such refusal: a circle comes back only if a player asks to take back a move on the board.
# The rules' ban (taken_back, in the mark's words) and the scribe's words for that ask (refusal) are here, in pen
# words; the card's ban is TAKE_BACK (card.py).
STAYS = "A crossed out circle stays crossed out"
PASS = "You may not pass"  # the rule, Not allowed's sentence, and the scribe's words to a pass
# someone who only watches, in words the kit has taught (LISTEN28 #18), where the record is kept: in A
# match, between the points and Playing together, who this was and why there was unclear (LISTEN31 #8,
# READER31 #17). One idea a sentence: their note, that it does not count, no advice.
WATCHING = (
    "Someone who is only watching may keep their own note of the circles left.",
    "Their note does not count.",
    "They give the players no advice.",
)


def lower(sentence: str) -> str:
    """An engine's sentence quoted after a colon, as the scribe says it."""
    return sentence[0].lower() + sentence[1:]


class ScribeWords(CardWords):
    """The scribe's words of a row game: what is said back, read back, refused and ended."""

    # Fixing a mistake's word for what a ringed mark stands on: "place" was vague where any circle of
    # a row may be crossed out, so "must the later move take that one?" (LISTEN26 #3)
    spot = "circle"

    def counts(self, counts) -> str:
        """The circles left in each row, top row first, one form for every game: "the top row has
        3 circles, the second row has 0 circles and the bottom row has 5 circles". "top 3, middle 4"
        was bare numbers (a cold listener, round 9), "second four" or "third five" (heard
        "thirty-five") put a number beside a number word, and "3 in the top row, 4 in ..." put a
        count right after a row ("top row, four"), as a move was once said."""
        return join(
            f"{row_called(name)} has {self.v.count(n, 'circle')}"
            for name, n in zip(self.e.row_names, counts, strict=True)
        )

    def lay(self) -> str:
        return "The scribe lays a token on each circle the move covers." if self.touch else ""

    def by_hand(self) -> str:
        if not self.touch:
            return ""
        return "The player can check by hand. In each row, count the circles without a token."

    def end_sentence(self, mover: str, winner: str) -> str:
        """The scribe's words when a move takes the last circle, one sentence for the scribe section
        and every example's end: "says who wins" gave no words, nor which names (round 19)."""
        return f"{mover} {self.v.mark.done} the last circle. The game is over. {winner} wins."

    def end_told(self, mover: int, winner: int) -> str:
        """A worked example's end: the scribe's sentence (end_sentence) by the names end_said says
        it by, in the form every family says it (scribe_words.end_told): "The scribe says: the other
        player crossed out the last circle." broke "by the players' own names" (LISTEN20 #4, READER20 #19)."""
        return scribe_words.end_told(self, mover, winner, self.end_sentence)  # named at its start (compose)

    def end_said(self) -> str:
        """What the scribe says at a game's end, by the game's own names where a name stays with its
        player; else by the players' own names, as roles change hands in round 2 (the grid games' way).
        The read back first, as every example's last move has it (step): "says who took it, and who
        wins" was silent on the read back (READER26 #11)."""
        does = self.v.mark.does
        # every row named, as the examples' read back names them (LISTEN32 #6: "each row has zero" beside it)
        rows = "the row, as after every move: it has" if self.single() else "every row, as after every move: each has"
        zero = self.v.count(0, "circle")  # in the numbers the example's read back has: 0 in print
        done = self.v.mark.done  # the move's own verb, not "takes": by touch, tokens are taken off a board
        head = f"When a move {does} the last circle, the scribe first reads back {rows} {zero}."
        if players.named(self):
            first, other = self.who(0, start=True), self.who(1, start=True)
            head += f" Then the scribe says who {done} the last circle, and who wins."
        else:
            first, other = players.PEOPLE
            head += (
                f" Then the scribe says who {done} the last circle, and who wins, by the players' own names. "
                f"{players.PLAYING}"
            )
        said = self.end_sentence(first, first if self.wins() else other)
        return f"{head} If {first} {does} the last circle, the scribe says: {said}"

    def announce(self) -> str:
        return f"like {self.example_move()}."

    def readback(self) -> tuple[str, str]:
        e = self.e
        after = e.play(e.initial(), ((len(e.sizes) - 1, min(2, e.sizes[-1])),))
        return (
            (
                "The scribe reads back how many circles are left. "
                if self.single()
                else "The scribe reads back how many circles are left in each row, from the top row down. "
                "For an empty row, the scribe says zero. "
            )
            + scribe_words.ASK_NOW,
            # the board it starts from, so a reader can check the counts (a cold reader, round 16)
            # after the record sheet's columns, "For example, on a full board" was heard as an example of
            # a column or of the names the scribe calls the players by: it names the read back it shows
            # what a full board is, said where it is first heard: the examples start from one by that name
            f"Here is an example of a read back. A full board has no circle {self.v.mark.done} yet. "
            f"On a full board, a player says {self.example_move()}. "
            f"The read back is: {self.counts(after.counts)}.",
        )

    @staticmethod
    def _left_only(n: int) -> str:
        """The scribe's words to a move of more circles than its row has left: a quote, so in words."""
        if n == 0:
            return "that row has no circle left"
        return f"that row has only {number_word(n)} circle{'s' * (n > 1)} left"

    def scribe_refuses(self, res) -> str:
        """What the scribe says to a refused example move, as the scribe section quotes it (refusal):
        "The Alpha row has only 1 circle left." was not said as the scribe's (a cold listener, round 18)."""
        (row, k), *more = res.move
        counts = res.before.counts
        if not more and any(counts) and k > counts[row]:  # the engine's checks before this one passed
            return self._left_only(counts[row])
        return lower(self.v.told(res.reason))

    def refusal(self) -> str:
        """The scribe's words for each move the Not allowed list refuses, the words the examples'
        refusals say (scribe_refuses): "the scribe says why" gave none for a pass or zero circles
        (a cold listener, round 19). A count is the example's: a refusal says the row's own."""
        v = self.v
        only = self._left_only(min(2, max(self.e.sizes)))  # a count a row can have left when a move asks for more
        said = [
            f"For zero circles, the scribe says: {lower(v.told(AT_LEAST_ONE))}.",
            *(() if self.single() else (f"For a row with no circle left, the scribe says: {self._left_only(0)}.",)),
            f"For more circles than the row has left, the scribe says how many it has, like: {only}.",
            *(() if self.single() else (f"For circles in two rows, the scribe says: {lower(v.told(ONE_ROW))}.",)),
            # a pass answered in the rule's own words, as Not allowed and the grid kits say it: "For zero circles
            # or a pass, the scribe says: a turn crosses out at least one circle." never said pass (READER28 #56)
            f"For a pass, the scribe says: {lower(PASS)}.",
        ]
        # a paragraph a rule: five in one ran past a printed page, and the spoken book's page marker
        # fell 55 words from the page's start (test_epub)
        # "a move", any: said after the ask to take a move back, "the move" would be the ask's
        intro = "If a move is not allowed, the scribe says why, in these words."
        # the ask to take a move back, said when it happens: "For a crossed out circle brought back"
        # was no move a player can say (LISTEN21 #3). Not a turn's move, so nobody chooses again.
        # on the board: after the yes (before it, the move may change), pen and tokens alike
        back = f"If a player asks to {TAKE_BACK} on the board, the scribe says: {lower(v.told(STAYS))}."  # 22 words
        # the ask first, so the refusals' list runs on into how often a player may choose again and what
        # it costs (scribe_words.TRIES, after it): after the ask, "may choose again" was the ask's (LISTEN27 #13)
        return "\n\n".join([back, intro, *said, CHOOSES_AGAIN])

    def taken_back(self) -> str:
        """The rules' ban on bringing a circle back, said after Not allowed's list, a paragraph of its
        own: in it, "You may not take back a move" was a move the player chooses again (LISTEN30 #10).
        Begun as a new idea, "Once ...", one idea a sentence: "A crossed out circle stays crossed out:
        no move is taken back." ran on from the list's closing line (READER31 #16). "You may not bring
        back a crossed out circle, not even if you ask ..." was hard to parse by ear (LISTEN22 #12)."""
        done = self.v.mark.done
        return f"Once a circle is {done}, it stays {done}. No move is taken back."

    def wrong_place(self) -> str:
        if self.single():
            return f"For example, one circle too many is {self.v.mark.done}."
        return f"For example, a circle in another row is {self.v.mark.done}."

    def scribe_extra(self) -> tuple[str, ...]:
        # someone watching, not a team's own players, who talk over their move: "an observer" was a
        # word never taught (LISTEN28 #18); after the record sheet's last word, a note of their own
        return (" ".join(WATCHING),)
