"""Words every kit shares: playing with a scribe (the sheets' words are in sheet_words),
fixing a mistake, the match, column names and printing, and the base of a family's wording.

Each section is a Draft written with the wording's voice (compose's Twin), so compose makes
each of its sentences once, printed and spoken forms together (compose/sentences.py)."""

from __future__ import annotations

from dataclasses import dataclass

from accessible_kits.compose import fixing_words, grid_words, players, scribe_words
from accessible_kits.compose.drafts import Draft, Para, Steps
from accessible_kits.compose.scribe_words import braille_record, record_step, tick_line
from accessible_kits.compose.words import Names, is_role, join, number_word, owning, person
from accessible_kits.model import Board, RecordSheet, SheetPlan


def section(id: str, heading: str, *blocks) -> Draft:
    """A rule section as the wording writes it; compose makes its sentences."""
    return Draft(id, heading, tuple(blocks))


def scribe_section(
    v: Names,
    announce: str,
    readback: str,
    readback_example: str,
    refusal: str,
    *,
    record: RecordSheet,
    by_hand: str = "",
    touch: str = "",
    place: str = "",
    ending: str = scribe_words.ENDS,
    players=(),
    marks: tuple[str, ...] = (),
    extra: tuple[str, ...] = (),
    left: str = "mark",
) -> Draft:
    """The partner-scribe protocol: the same six steps in every game, the game's own words in them.
    `record`: the record sheet the pages are drawn from, whose tick boxes the last step names.
    `touch`: on a tactile kit, how the scribe marks the raised board (a step of its own).
    `place`: how a letter that sounds like another is said back (grid_words.place_said_back).
    `ending`: what the scribe says when a move ends the game (the wording's `end_said`).
    `players`, `marks`: the sides and their marks, whose the record's marks are (scribe_words.marks_line).
    `extra`: the family's own paragraphs, last (the wording's `scribe_extra`).
    `left`: what a move leaves on the board, said where a wrong one is void (scribe_words.who_marks)."""
    return section(
        "scribe",
        "Playing with a scribe",
        Para(f"A scribe is a partner who {scribe_words.SCRIBE_DOES} for a player. Any player may use a scribe."),
        Para(scribe_words.who_marks(bool(touch), left)),
        # in the order the steps below do it: "says back and marks the move ..., and says so when a move
        # breaks a rule" put the marking before the check (LISTEN25 #3)
        Para(f"The scribe never suggests a move. {SCRIBE_ORDER}"),
        *(Para(t) for t in [scribe_words.said_too(record)] if t),
        Steps(
            (
                f"The player says the move out loud, {announce}",
                f"The scribe says the move back. {place}"  # not "word for word" beside it (round 10)
                if place
                else "The scribe says the move back, word for word.",
                "If it is right, the player says yes. If it is wrong, the player says no and says the move again. "
                # "one person says it" for a team, then "the player says yes": who? (LISTEN25 #2)
                f"{TEAM_ANSWERS}",
                # the new move is said back too, before a yes
                "Until the yes, the player may change the move. The scribe says each new move back, until the yes.",
                "After the yes, the scribe checks the move against the rules.",
                touch or "The scribe marks the move on the board.",
                readback,
                record_step(v, record),
            )
        ),
        *scribe_words.columns_blocks(v, record, players, marks),
        # the box ticked after its column is heard: "ticks the Read back box" before the record sheet's
        # columns was heard as a box on the board (LISTEN28 #6)
        *(Para(t) for t in [tick_line(record)] if t),
        *(Para(text) for text in readback_example.split("\n\n") if text),  # paragraphs apart, as by_hand's
        # a family's paragraphs, apart by blank lines: the board asked for or checked by hand, beside the
        # read back they check; after the game's end, "The player can check by hand" was far from it (READER26 #6)
        *(Para(text) for text in by_hand.split("\n\n") if text),
        Para(ending),
        *([Para(braille_record(record))] if touch else []),
        *(Para(text) for text in f"{refusal}\n\n{scribe_words.NOT_RECORDED}".split("\n\n")),
        *(Para(t) for t in extra),
    )


# what the scribe does with a move the player says, in the order of the steps that teach it; "puts it
# on the board" as SCRIBE_DOES says it, true of pen marks, tokens and pieces alike
SCRIBE_ORDER = (
    "The scribe says back the move the player says, checks it, then puts it on the board. "
    "When a move breaks a rule, the scribe says so."
)
TEAM_ANSWERS = "For a team, the person who said the move says yes or no."


def mistakes_section(
    v: Names,
    wrong_place: str,
    touch: str = "",
    record: str = "",
    *,
    pen: bool = True,
    laid: str = "",
    spot: str = "place",
) -> Draft:
    """How to put right a wrong mark (`touch`: a tactile kit's token or piece, taken off instead of
    ringed; `pen`: marks that stay; `laid`: what may be laid instead of a pencil mark; `spot`: what
    one mark stands on, the family's word) or a wrong turn on the `record`. The spoken move counts."""
    fix = fixing_words.fix_now(touch, pen, laid)
    return section(
        "mistakes",
        "Fixing a mistake",
        Para(f"Sometimes a {touch or laid or 'mark'} goes in the wrong place on the board. {wrong_place}"),
        # the board as it now is, heard: "void" alone left a blind player with no fixed board (round 10)
        # a game of pieces (`laid`) reads back the piece laid, not its board: here, the board whole (round 19)
        Steps(
            (
                "Stop before the next turn.",
                *fix,
                "Then the scribe reads back " + ("the whole board, row by row." if laid else "the board as it now is."),
            )
        ),
        Para(fixing_words.YES_COUNTS),
        *fixing_words.found_later(touch, pen, laid, v.mark, spot, disagree=True),
        *([Para(fixing_words.record_fix(record, touch))] if record else []),
    )


def match_section(
    v: Names, fresh: str, extra: tuple = (), *, second: str, draws: bool = False, switch: str = "", first: str = ""
) -> Draft:
    """A match of two rounds, the first player changing; `fresh` is what each round is played on,
    `second` who starts the second round (and, where sides have colours, which), `draws` whether a
    round can be drawn, `extra` the family's own sentences about a round, `switch` what to do with
    the board sheets before round 2 (compose/covering.before_round), said where round 2 begins; `first`
    the family's sentence on each round's board, for "Use {fresh} for each round." (its `each_round`).
    Every result is said: two wins, one each, and (with draws) a drawn round."""
    return section(
        "match",
        "A match",
        Steps(
            (
                f"Play two rounds. {first or f'Use {fresh} for each round.'}" + (f" {switch}" if switch else ""),
                second,
                f"Each win earns {number_word(scribe_words.WIN_POINTS)} point."
                + (" A drawn round earns no points." if draws else ""),
            )
        ),
        Para("After two rounds, the player with more points wins the match. A player who wins both rounds wins it."),
        Para("If both players have the same points, like one win each, the match is shared."),
        *(Para(t) for t in extra),
    )


def diagram_titles(number: int, labels: list[str]) -> str:
    """Where a worked example is on the raised sheets: its number and its diagrams' titles."""
    titles = join(label[0].lower() + label[1:] for label in labels)
    if len(labels) == 1:
        return f"The diagram of example {number} on the raised sheets: {titles}."
    return f"The diagrams of example {number} on the raised sheets: {titles}."


HOST_NOTE = "These are the answers for the host. Keep them away from the players."


@dataclass
class StepWords:
    """What one replayed step of a worked example gives every output."""

    lines: list[str]  # told in the rule card, and said
    host: str  # the fact for the host key
    diagram: Board | None = None  # the position after the move, drawn from the engine
    marks: int = 0  # marks the scribe makes: 0 for a refused move
    readback: str = ""  # the scribe's readback after the move


class Wording:
    """What a family's wording class provides; the defaults are for what most games lack.

    Subclasses write each sentence once, as a function of `self.v`: compose's Twin voice, which
    renders every sentence for print and for the ear, or a plain Voice, rendered at once. The
    voice says whether the kit is felt (`touch`: moves are marked with raised tokens or pieces)
    and gives the marking words to write with (`self.v.mark`)."""

    def __init__(self, game, profile, plan: SheetPlan, v: Names):
        self.game, self.profile, self.plan, self.v = game, profile, plan, v
        self.e = game.engine
        self.marks, self.touch = (profile.marks.white, profile.marks.black), v.touch
        # in a worked example: the player who moves first in it, Sam where the file names roles (who)
        self.example_first: int | None = None
        self.turned: tuple[str, ...] = ()  # pieces packed turned on their sheets (plan.Plan.turned), set by compose
        self.prep = None  # the preparation plan (accessible_kits.preparation), set by compose once made

    @classmethod
    def piece_set(cls, game) -> tuple:
        """The pieces to cut out: none, for a game played with marks alone."""
        return ()

    @classmethod
    def covers_boards(cls) -> bool:
        """Where boards share a sheet, whether the boards not in play are covered with blank paper:
        the one declaration the preparation plan counts that paper from (preparation.cover_count),
        and Setting up's words say how (compose/covering.py). None by default."""
        return False

    @classmethod
    def columns(cls, game) -> int:
        """Columns named by letters, so a profile's spoken column names apply; 0 for none."""
        return 0

    def key_rule(self) -> list[str] | None:
        """The rule said before the others in the spoken rules: none unless a family has one."""
        return None

    def pieces(self) -> list:
        """The pieces section's blocks: none for a game without pieces."""
        return []

    def extras(self) -> list[Draft]:
        """Sections of the family's own, before printing: none by default."""
        return []

    def match_extra(self) -> tuple[str, ...]:
        """Sentences the family adds to the match section: none by default."""
        return ()

    def scribe_extra(self) -> tuple[str, ...]:
        """Paragraphs the family adds at the end of Playing with a scribe: none by default."""
        return ()

    def each_round(self) -> str:
        """A match's sentence on each round's board: "" for "Use (fresh) for each round."."""
        return ""

    def drawn_lines(self) -> list[str]:
        """The boards drawn by hand, said in Before you play (then the covering rule says what they do
        instead): none for a family that only prints."""
        return []

    def practice(self) -> str:
        """What the listener follows the worked examples on ("the practice board"): every family
        names its own, so the base has none."""
        raise NotImplementedError

    def names_boards(self) -> bool:
        """Whether Setting up names what each printed board is for (then Before you play does not)."""
        return False

    def board_of(self, pos):
        """What a position shows on paper (not whose turn it is), to tell whether the practice
        board already shows an example's start."""
        return pos

    def match_columns(self) -> tuple:
        """Columns a family adds to the match record, for what decides a round."""
        return ()

    def changes_sides(self) -> bool:
        """Whether the players swap sides (White and Black) in round two: by default a name stays
        with its player for the whole match."""
        return False

    def mark_now(self, marks: int = 2) -> str:
        """What the scribe is asked to do during a worked example, on the practice board (the one
        board followed: "the spare board", not "a spare board"); `marks`: how many to make."""
        board = self.practice()
        board = "the " + board.removeprefix("a ") if board.startswith("a ") else board
        if self.touch:
            return f"Scribe, lay {'the token' if marks == 1 else 'the tokens'} on {board} now."
        return f"Scribe, cross {'it' if marks == 1 else 'them'} out on {board} now."

    def marks_done(self) -> str:
        """When to play on, after a long marking step of a worked example."""
        return "when the tokens are down" if self.touch else "when the marks are made"

    def by_hand(self) -> str:
        """How the player checks the raised board by hand after the readback (tactile kits)."""
        return ""

    def lay(self) -> str:
        """The scribe's marking step on a tactile kit."""
        return "The scribe lays a token on each cell or circle the move covers." if self.touch else ""

    def end_said(self) -> str:
        """What the scribe says when a move ends the game: a family gives the exact words it can."""
        return scribe_words.ENDS

    def practice_done(self) -> str | None:
        """What to do with the practice board after the examples, if anything: a tactile kit has
        tokens for one game, so the ones laid in the examples are needed again."""
        if self.touch:
            return "Take every token off the board you followed on. You need them all for each round."
        return None

    def board_steps(self) -> list[str]:
        """The board sheets' steps for the board in play (covering.PhaseStep), said where each is
        needed and not listed in Setting up: round 2's where the match begins it (covering.before_round).
        None by default: a family without them, or one whose Setting up says them."""
        return []

    def examples_board(self) -> tuple[str, str]:
        """What to do with the board sheets before the worked examples and after them, printed
        at their head and end and said there (the script says the second as practice_done):
        "" and "" by default."""
        return "", ""

    def example_end(self, example, results):
        """Words and a diagram after an example's last step: none unless the family has them."""
        return [], None

    def seating(self) -> str:
        """Where the players sit: side by side, so the board and its braille or print are the right
        way up for everyone (a braille reader opposite would read every label upside down)."""
        if self.touch:
            return (
                "Sit side by side, with the board in front of you, its bottom edge toward you. "
                "Then the braille is the right way up for everyone. A sighted partner or scribe sits beside you too."
            )
        return (
            "Sit side by side if you can, so the board is the right way up for everyone. "
            "If you sit opposite, up, down, left and right are still as printed on the sheet."
        )

    draws = False  # whether a round can end level (the match then says what a drawn round earns)
    checks_by_hand = property(lambda _: False)  # an example's board laid by hand (pieces, tokens): compose.examples
    # what one mark of a move stands on, in the family's word: "place" is generic, and a grid's "place"
    # was read as a letter's place ("with their place"), so the grid says cell (READER25 #4)
    spot = "place"
    left = "mark"  # what a move leaves on the board: a piece game's is a piece (scribe_words.who_marks)

    def second_round(self) -> str:
        """Who starts the second round of a match."""
        return players.second_round(self)

    def choose_again(self) -> str:
        """The quick reference's line on a refused move: it does not count, and the player chooses again."""
        return "A refused move does not count: choose again."

    def summary_match(self) -> str:
        """The quick reference's line on the match, with who starts each round."""
        return players.summary_rounds(self)

    def grid_names(self, columns: int, rows: int, example) -> list[str]:
        """How a grid's columns, rows and cells (like `example`) are named, which of its letters and
        numbers sound alike (said as letters), and on a raised board where its labels are."""
        letters = self.profile.speech.column_names == "letters"  # said as letters: B, D and E rhyme
        everywhere = bool(self.places_said())  # no "which column?" where every read back gives the count (poly28)
        lines = grid_words.grid_names(
            self.v, columns, rows, example, letters=letters, back=self.said_back_cell(), everywhere=everywhere
        )
        return lines + (grid_words.edge_labels(self.profile.coordinates) if self.touch else [])

    def place_said_back(self) -> str:
        """How the scribe says back a column letter that sounds like another of this board's, when
        columns are said as letters: with its place, so a misheard letter is caught at the say-back."""
        columns = self.columns(self.game)
        if not columns or self.profile.speech.column_names != "letters":
            return ""
        return grid_words.place_said_back(self.v, columns, self.said_back_cell())

    def places_said(self) -> set[int]:
        """The columns whose letter comes with its count from the left in every cell the scribe says, read
        backs too: none by default, where a read back says cells plainly (the say-back alone: place_said_back)."""
        return set()

    def said_back_cell(self):
        """The cell of the rules' move example, said back whole by place_said_back; None: no row."""
        return None

    def start_board(self, pos) -> str:
        """The board a worked example starts from, in words ("a full board"): every family says its own."""
        raise NotImplementedError

    def player(self, index: int) -> str:
        """A player as the examples name them: the game file's names, like First player."""
        return self.game.players[index] if index < len(self.game.players) else f"Player {index + 1}"

    def who(self, index: int, *, start: bool = False) -> str:
        """A player in a sentence: "the first player" for a role, "Ana" or "Red team" as written. In
        a worked example, roles are the stand-in names, from its first move (scribe_words.stand_ins):
        "the player to move" and "the second player" beside "the scribe calls each player by their own
        name" made the listener map roles to names (LISTEN25 #5, READER25 #3)."""
        if self.example_first is not None and any(is_role(p) for p in self.game.players[:2]):
            return scribe_words.stand_ins(self)[index]
        return person(self.player(index), start=start)

    def take_turns(self) -> str:
        """Said once where a turn is taught: no script said the players take turns, or whether the scribe
        says whose turn is next (LISTEN36). No family's scribe says it, so no duty is added. Not "one
        move each": that was heard of a team's members (LISTEN19 #1)."""
        who = f"{self.who(0, start=True)} and {self.who(1)}" if players.named(self) else "The two players"
        return f"{who} take turns. A turn is one move. After your move, the other player has the next turn. " + (
            scribe_words.no_call(any(is_role(p) for p in self.game.players[:2]))
        )

    def whose(self, index: int, *, start: bool = False) -> str:
        """A player's, in a sentence: "the first player's", "Ana's", "Otters'"."""
        return owning(self.who(index, start=start))
