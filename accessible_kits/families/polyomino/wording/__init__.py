"""What a corner-polyominoes kit says: the board, a turn, the end, the match and
the host key. Its pieces' words are in pieces.py, its scribe's in scribe.py and its worked examples' in
examples.py, the bases of this class, split by job."""

from __future__ import annotations

from accessible_kits.compose import players, scribe_words
from accessible_kits.compose.drafts import Para, Steps
from accessible_kits.compose.preparation import BEFORE_TITLE, called
from accessible_kits.compose.words import TEAMS, is_role, is_side, person, possessive
from accessible_kits.families.polyomino.engine import RULES
from accessible_kits.families.polyomino.wording.blocked import host_pass_check, pass_check
from accessible_kits.families.polyomino.wording.examples import ExampleWords, drawn_board
from accessible_kits.families.polyomino.wording.refused import NOT_ALLOWED
from accessible_kits.families.polyomino.wording.scribe import END, LAST_MOVE, OVER
from accessible_kits.games.notation import reading_order
from accessible_kits.model import Piece
from accessible_kits.preparation import boards_needed

# the score, one source for the welcome, the end, the card and the host key: whose cells are counted (not
# the board's empty ones, LISTEN22 #1), and the win apart from "off the board" (LISTEN23 #12), in two short
# positive sentences: "fewer cells of their own pieces not yet placed wins" was a double negative (LISTEN25 #14),
# and "still off the board" beside "partly off the board" (over the edge) was two meanings (LISTEN26 #11):
# "left over", the host key's and the match record's word, was heard as pieces left on the board (LISTEN32 #18):
# the pieces never placed, said so
# the card's Goal says it without "At the end" (its The end says when), within its 170 words
SCORE = "Each player counts the cells of their pieces not placed on the board. Fewer cells wins."
DRAW = "The same number is a draw."
AT_END = f"At the end, {SCORE[0].lower()}{SCORE[1:]}"
# who judges, for a player who cannot see the board, whether the other player can still place a piece (LISTEN33
# #17): after the end (END), which says why it matters (LISTEN35 #3), by the end check the scribe makes after every
# turn; "you need to know whether the other player can" was read as a check to ask for (READER38 #7)
END_CHECKED = (  # when, not "Then": heard as "after every turn, say the game is over" (round 18's listener)
    f"The scribe checks after every turn whether the game has ended. If so, the scribe says: {OVER}",
    # who, when nobody scribes (round 12's listener): the other player does the scribe's part
    "Without a scribe, the player who did not make the last move checks this, and says so.",
)
PASS_WHO_CHECKS = "So if you cannot place a piece, and nobody has said the game is over, you pass."
# the card's and the reminder's, to the player as the card's other lines are, within its 170 words
CARD_END = "At the end, count the cells of your pieces not placed. Fewer cells wins."


class Wording(ExampleWords):
    """What a corner-polyomino kit says: the two corners, the pieces, and where each placed piece may touch."""

    @classmethod
    def blank_boards(cls, game):
        e = game.engine
        sides = tuple(person(p, start=True) for p in game.players[:2])  # "Otters starts at B2", not "White"
        return (drawn_board(e, e.initial(), "Play board", sides=sides),), 1

    @classmethod
    def piece_set(cls, game):
        e = game.engine
        whose = [possessive(game.players[i]) for i in (0, 1)]  # the sheets name the players as the rules do
        return tuple(
            Piece(p.name, owner, tuple(reading_order(p.shape)), whose[owner]) for owner in (0, 1) for p in e.pieces
        )

    @classmethod
    def columns(cls, game) -> int:
        return game.engine.columns

    def board_of(self, pos):
        return pos.owner

    def tagline(self) -> str:
        # the aim too, as the grid and row games' welcomes say theirs (round 14's listener waited for it)
        return f"Place your pieces. Your own pieces may only meet corner to corner. {self.aim()}"

    def aim(self) -> str:
        """How a round is won, the engine's scoring rule (winner: fewer cells left over), as the end, the
        card and the host key say it (SCORE)."""
        return AT_END

    def end_said(self) -> str:
        """The scribe's words at the end, with the draw the scoring rule allows (round 14's listener:
        "says who wins" gave no words for a draw)."""
        few, more = self.left_over_examples()  # counts the pieces can leave, fewer first: the first side wins
        few = few if few < more else 0  # one piece size only (two dominoes): all placed is a count too
        return (
            "When a move ends the game, the scribe says so. "
            # the set words, from the game's data, as the grid and row games give theirs (READER26 #2)
            f"Then the scribe says the counts and who wins, like this: {self.result_said((few, more), 0)} "
            "With the same counts, the scribe says them, then: the game is a draw."
        )

    def sides(self) -> str:
        """Who plays: the file's two names, when they are names and not roles."""
        if any(is_role(p) for p in self.game.players[:2]):
            return TEAMS
        # "side" is a piece's edge in these rules ("No side of the new piece may touch a side"): a player is a
        # player, never a side (LISTEN32 #15)
        return f"{TEAMS} One plays {self.who(0)}, and the other plays {self.who(1)}."

    def names_said(self) -> str:
        """How the rules, the record sheet and the match record name the players, said once where the players take
        their names, after who starts (choose_sides): White and Black aloud, W and B on the sheet and own names on
        the match record were learnt piecemeal (LISTEN41 #9, READER41 #11). Not in What you need, before a round, a
        match and the match record are said (test_first_use28, test_misc38). From the game's data: own names only
        where the players swap sides; names kept all match (Otters, Red team) get no word of swapping; roles none."""
        (w, b), who = self.marks, (self.who(0), self.who(1))
        marks = f"The record sheet writes {w} for {who[0]} and {b} for {who[1]}."
        if w.isdigit():  # "1 for Ben" is heard "one four" (record.player_marks)
            marks = f"The record sheet marks {who[0]} as {w}, and {who[1]} as {b}."
        if not self.changes_sides():
            return f"{marks} The match record writes the same names."
        kind = self.sides_are()
        call = "by their colours" if kind == "colours" else "by these names"
        swap = "colours swap" if kind == "colours" else "these names swap"
        own = f"The match record uses the players' own names, since {swap} in round 2."
        return f"The rules call the players {call}. {marks} {own}"

    def need(self) -> list[str]:
        if self.touch:
            return [
                self.sides(),
                "The raised play board and the raised pieces.",  # the sheets' count is the sheets section's
                "Removable putty, so a piece stays where it is laid.",
                "A pen or a braille writer, for the record.",
            ]
        return [
            self.sides(),
            # the pencil marks are rubbed out after the examples and each round (LISTEN26 #12)
            "A pencil, to write on the board, and an eraser, to rub out pencil marks.",
        ]

    def practice(self) -> str:
        return "the play board"

    def mark_now(self, marks: int = 2) -> str:
        if self.touch:
            return "Scribe, put the piece on the play board now."
        # the step just said whose piece it is: "W or B" made the scribe choose (a user, round 8)
        return "Scribe, put the piece on the play board now, or write its player's mark in its cells in pencil."

    def practice_done(self) -> str:
        if self.touch:
            return "Take all the pieces off the board before each round."
        return "Take all the pieces off the board, and rub out any pencil marks, before each round."

    def board(self):
        v, e = self.v, self.e
        return [
            Para(f"The board has {v.count(e.columns, 'column')} and {v.count(e.rows, 'row')}."),
            *(Para(t) for t in self.grid_names(e.columns, e.rows, (min(3, e.columns - 1), min(1, e.rows - 1)))),
            Para(
                # "start cell", one word for it: "corner" is also where own pieces meet; what it is, before
                # whose is where: heard as where a player sits (LISTEN42 #6)
                "Each player's first piece must cover that player's start cell. "
                f"{self.whose(0, start=True)} start cell is {self.start(0)}. "
                f"{self.whose(1, start=True)} start cell is {self.start(1)}." + self.starts_swap()
            ),
            *([Para("Each start cell has a small raised ring.")] if self.touch else []),
        ]

    def setup(self) -> list[str]:
        w, b = self.marks
        return [
            f"Have both sets of pieces cut out, as {called(BEFORE_TITLE)} says."  # the cutting is said once, there
            # the other way said here, where it is offered: a part further on made a listener wait (round 19)
            + (
                ""
                if self.touch
                # what uncut pieces are is said once, in The pieces (LISTEN28 #20)
                else f" Or play with uncut pieces, as {called('The pieces')} says."
            ),
            self.seating(),
            *self.choose_sides(),
            f"Give {self.who(0)} the pieces marked {w}, and {self.who(1)} the pieces marked {b}.",
            # the one board is the examples' too: "no spare board" left a braille reader asking where (round 13),
            # and said so: "the play board" beside "the board sheet" was checked twice (round 18's braille reader)
            f"Before the first round, follow the worked examples on {self.practice()}. "
            f"One board is enough for the examples and for every round. {self.practice_done()}{self.clean_boards()}",
        ]

    def clean_boards(self) -> str:
        """Which clean board is for what, where the kit offers the board printed again for pencil marks
        (preparation.make's spare, on a printed kit): "one board is enough" beside "three clean boards"
        left the examples' board unsaid (round 20's listener). Counted as the plan counts a fresh board a use."""
        if self.touch:  # raised pieces are laid, never written on: no clean boards are offered
            return ""
        boards = boards_needed(marks_stay=True, examples=True)
        return (
            f" If you printed {self.v.count(boards, 'clean board')}, use one for the examples and one for each round."
        )

    def take_turns(self) -> str:
        """Which name the scribe answers "whose turn is it?" with, after the shared answer: the game's name for the
        player, a colour where the players swap colours. "the name of the player" alone left a reader expecting an
        own name, though the scribe calls players White and Black in play (READER39 #15)."""
        said = super().take_turns()
        first, second = self.game.players[:2]
        if is_role(first) or is_role(second):  # stand-in names: the examples' own, no name the scribe calls
            return said
        colour = self.changes_sides() and self.sides_are() == "colours"
        return f"{said} That name is {self.who(0)} or {self.who(1)}" + (
            ", a colour, not a player's own name." if colour else "."
        )

    def choose_sides(self) -> list[str]:
        """How the players decide who is which side: a role is chosen by who goes first, a side
        (White, Red team) by choosing; a person's name needs no choice."""
        first, second = self.game.players[:2]

        def starts(when: str = "") -> str:
            return f"{self.who(0, start=True)} starts at {self.start(0)}, and goes first{when}."

        if is_role(first):
            return [
                f"Choose who goes first in round 1. That player is {self.who(0)}, and starts at {self.start(0)}. "
                "You can toss a coin to choose."
            ]
        pick = f"Choose who plays {self.who(0)} and who plays {self.who(1)}. You can toss a coin."
        if is_side(first) and is_side(second):
            return [pick, starts(), self.names_said()]
        # named people swap who starts in round 2 ("Otters starts ... and goes first" read as every
        # round, round 15's braille reader); sides keep the start and swap players, so theirs stays
        return [*players.choose(self, first=False), starts(" in round 1"), self.names_said()]

    draws = True  # the same cells left is a drawn round
    left = "piece"  # a move leaves a piece on the board, not a mark (ROUND32 braille #16)

    def turn(self):
        return [
            Steps(
                (
                    "Choose one of your pieces that is not on the board.",
                    f"Say the piece and its cells, {self.announce()[:-1]}. Say the cells in any order. "
                    # the say-back keeps one order (place_said_back): a player heard other cells (round 15)
                    "The scribe may say them back in another order. If they are the same cells, say yes.",
                    f"Your first piece must cover your start cell. {self.corners()}",
                    "After that, each new piece must touch one of your own pieces at a corner.",
                    "No side of the new piece may touch a side of your own pieces.",
                    # said of the piece, not "Put the piece": the next paragraph says who marks it
                    (
                        "The piece goes on the board, pressed onto a small ball of putty, so it stays."
                        if self.touch
                        # "your mark, B," never "write B in B row 2", where a mark sounds like a column
                        else f"The piece goes on the board, "
                        f"or your mark, {self.marks[0]} or {self.marks[1]}, is written in each cell it covers."
                    ),
                )
            ),
            Para(self.take_turns()),  # as the other families say it (misc37, LISTEN36 "Not told")
            Para(scribe_words.MARKED_FOR_YOU),
            Para("The scribe, or the other player, checks every cell of the new piece, not just one."),
            Para("Your pieces may touch the other player's pieces at a corner or along a side. That is allowed."),
        ]

    def not_allowed(self) -> list[str]:
        """Each rule a move may break, in the engine's order (engine.RULES, by NOT_ALLOWED), as the scribe's
        refusals are listed: "the scribe says only the first of these" named another order (READER29 #14)."""
        return [
            *dict.fromkeys(NOT_ALLOWED[rule] for rule in RULES),  # "piece" and "placed" are one line
            "You may not pass when you can still place a piece.",
            scribe_words.REFUSED_MOVE,
        ]

    def ending(self):
        return [
            # as the table lives it, one idea a sentence: your turn, you cannot place; the other can, you pass; neither
            # can, the game is over at once. The pass, then the end after the pass steps, took two hearings (LISTEN37
            # #16). The word said is in the rules, not only the quick reference (round 9)
            Para("Sometimes, on your turn, you cannot place any of your pieces."),
            # "If the other player can still place a piece, you pass" asked the player to know the other's pieces
            # (LISTEN40 #3): the end, next, says when nobody passes
            Para("Then you pass: say the word pass. That is your turn."),
            # the end in its one wording (END), the engine's (is_over): no pass is said first (LISTEN29 #18)
            Para(f"{END} Then nobody says pass, and nobody writes a pass on the record sheet."),
            # who knows the other player can: the end check, said where the end is (READER38 #7)
            *(Para(s) for s in END_CHECKED),
            Para(PASS_WHO_CHECKS),
            # "When you pass": after the end, the say-back was heard as the end's (LISTEN30 #18); "can be placed",
            # every rule, never "fits": a try's "fits" is free cells and shape only (round 17)
            Para(
                "When you pass, the scribe says pass back, checks that no piece of yours can be placed, "
                "and writes the pass down."
            ),
            Steps(pass_check(self.flips())),  # how, by hand (READER33 #16)
            # a pass to find out costs nothing (round 13's listener)
            Para(
                "If a piece of yours can still be placed, the scribe says: a piece can still be placed. "
                "Then you choose again."
            ),
            # round 10: "no pieces left" was not covered; while the other can place, as the pass above
            Para("A player with no pieces left passes too, while the other player can still place a piece."),
            Para(
                "Once you pass, you pass on every later turn. "
                "The board only fills, so no piece of yours can be placed again."
            ),
            # what a passed player says then (round 12's listener)
            Para("On each later turn, say pass again. The scribe says it back and writes it down."),
            Para(f"{AT_END} {DRAW}"),
        ]

    def corners(self, *, placed: bool = True, card: bool = False) -> str:
        """Each player's start cell, a sentence: "White's is A1, and Black's is H8." Never "A1 for
        White", where the ear hears "one four". With the round it holds for, where the players swap them.
        `placed`: a letter that sounds like another with its place (start); `card`: the quick
        reference's (card_start)."""
        if card:
            first, second = self.card_start(0), self.card_start(1)
        else:
            first, second = self.start(0, placed=placed), self.start(1, placed=placed)
        said = f"{self.whose(0, start=True)} is {first}, and {self.whose(1)} is {second}."
        if not self.names_keep_pieces():  # a side keeps its start cell in every round
            return said
        # people's names swap start cells: "Otters' is B2" was taken for every round (round 13), and
        # "swap" left the second round's cells to be worked out (round 17's listener): each round's said
        # on the card, each round a sentence; in the rules, where a start cell is said with its corner,
        # each player's a sentence: the round's one ran to 25 words (round 22)
        second_said = f", and {self.whose(1)}" if card else f". {self.whose(1, start=True)}"
        one, two = (f"{self.whose(0)} is {a}{second_said} is {b}." for a, b in ((first, second), (second, first)))
        return f"In the first round, {one} In the second round, {two}"

    def fresh(self) -> str:
        return "the board, cleared of pieces," if self.touch else "the board, cleared of pieces and marks,"

    def summary(self):
        # the card's and the reminder's words, at most 170 printed and 90 s spoken: the lines added
        # (the say-back, the requests' exact words, round 1's starter: round 15's readers) took
        # words from others that said less
        return (
            # the win, the rules' own words (SCORE): "as many as you can" read as a score of one's own
            # (round 15); with the draw, so the end below says only when the game ends
            # when: the reminder's first sentence without it was heard as counting now (LISTEN30 #23)
            [f"{CARD_END} {DRAW}"],
            [
                # "your piece", not "a piece not yet placed": a player holds no other, and the card's
                # 170 words went to the requests and the refusals (round 18's braille reader)
                "Say your piece and its cells. The scribe says it back: say yes if right.",
                f"Your first piece covers your start cell. {self.corners(card=True)}",
                "Each later piece touches your own pieces at a corner, never along a side.",
                f"{self.turn_rule()} Touching the other player's pieces is allowed.",
                # the exact words, as the rules teach them (round 15: "ask for the whole board" gave none),
                # one row's too (round 18's braille reader went back to the rules for it)
                f"Ask: {LAST_MOVE}; whole board, please; row {self.asked_row()}, please; pieces left, please.",
            ],
            [
                # "Never" and "Pass", not "You may not" and "Say pass": three words for "last move, please",
                # within the card's 170 (round 20's listener)
                "Never cover a covered cell or go off the board.",
                # the wrong pass among the refusals, where round 18's braille reader looked for it;
                # "place", as the rules' pass check says it: "fits" is a try's word (round 17's listener)
                "Pass only when you cannot place any piece.",
                self.choose_again(),
            ],
            [
                # the rules' end in its one wording (END), as example 2 ends (both readers, round 8; LISTEN29 #18)
                END,
                self.summary_match(),
            ],
        )

    def summary_match(self) -> str:
        """The match, with who starts each round by the game's names (the rules' second_round says whose
        pieces): "the other goes first" named nobody, and round 1's starter was missing (round 15)."""
        if self.changes_sides():  # the starter's side is the same in both rounds: its pieces change hands
            # "always" was read as the same person starting both rounds (round 16's braille reader)
            said = f"{self.who(0, start=True)} goes first. In round 2, whoever went second plays {self.who(0)}."
        elif is_role(self.game.players[0]):
            said = f"In round 2, {self.swap()}, and {self.second_starter()} goes first."
        else:
            # each round's start cells are the turn's line (corners), said already: a start cell here
            # was heard as both rounds' or only round 2's (round 17's listener)
            first, second = self.who(0, start=True), self.who(1)
            said = f"{first} goes first in round 1, and {second} in round 2."
        return f"A match is two rounds. {said} Equal points: a shared match."

    def host_lines(self) -> list[str]:
        e, total = self.e, self.e.total_area()
        for results in self.game.replays:  # the sum below, checked on every replayed board
            for res in results:
                for p in (0, 1):
                    if len(res.after.cells_of(p)) + e.unplaced(res.after, p) != total:
                        raise AssertionError(f"{self.game.id}: a player's cells do not add up to {total}")
        return [
            f"Each player has {len(e.pieces)} pieces: "
            + " + ".join(str(p.size) for p in e.pieces)
            + f" = {total} cells.",
            f"To check a doubtful piece, {'go over' if self.touch else 'look at'} each of its cells. "
            "Each must be on the board and not covered. "
            "No side of any of them may touch the mover's own pieces.",
            "Then one of its cells must touch the mover's own piece at a corner. "
            f"A first piece must cover the mover's start cell instead. {self.corners(placed=False)}",
            # the host key's word, "left over", as its check of each count below says it: the rules' longer words
            # (SCORE, LISTEN32 #18) ran the host key of one page onto a second
            f"At the end, each player counts the cells of their pieces left over. Fewer cells wins. {DRAW}",
            f"For each player, cells on the board plus cells left over make {total}.",
            host_pass_check(self.flips()),  # the rules' check of a pass, which settles a disputed one (READER33 #16)
        ]
