"""The kit model: what a kit says, not how it looks.

No sizes, colours or fonts here; writers decide those from the Profile.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

Cell = tuple[int, int]

# The letter drawn in the poison cell (role "poison") on every board, key and braille volume:
# one label, one spelling (issue 24).
POISON_LABEL = "P"
# Where the raised sheets' two marks at a top right are, as render draws them (canvas's orientation
# mark, boards.arrow), in the words of the rules and of the key: the triangle in the paper's corner,
# the arrow off the board's corner, which on a lower board is mid-sheet (READER21 #9 mixed them).
TRIANGLE_PLACE = "in the top right corner of the paper"
ARROW_PLACE = "just outside the board's top right cell"


@dataclass(frozen=True)
class GridBoard:
    """A grid of cells. `roles` maps a cell to what is drawn in it.

    Roles: poison, crossed, new-crossed (crossed by the move shown), chosen,
    white, black, start-white, start-black, new-white, new-black, tried (an
    illegal placement, outlined only), absent (not drawn).
    """

    columns: int
    rows: int
    roles: tuple[tuple[Cell, str], ...] = ()
    arrow: bool = False  # the arrow at the top-right corner (grid removal)
    label: str = ""  # a short title printed above the board
    description: str = ""  # the position in words, for alt text and captions
    sides: tuple[str, ...] = ()  # the players as a sentence names them, for the start cells' words

    def role(self, cell: Cell) -> str:
        """What is drawn in `cell`: its role, or "empty" for a cell the board gives none."""
        return dict(self.roles).get(cell, "empty")


@dataclass(frozen=True)
class RowsBoard:
    """Rows of circles, top row first; `crossed[i]` circles of row i are crossed."""

    names: tuple[str, ...]
    sizes: tuple[int, ...]
    crossed: tuple[int, ...]
    new: tuple[int, ...] = ()  # of the crossed, how many this move crossed (drawn last)
    label: str = ""
    description: str = ""  # the position in words, for alt text and captions
    names_above: bool = False  # each row's name just above it, not on its left (the plan's choice)


Board = GridBoard | RowsBoard


@dataclass(frozen=True)
class Piece:
    """A piece to cut out and lay on the board: its name, its player and the cells it covers."""

    name: str
    owner: int  # 0 = the first player (White in the built-in game), 1 = the second
    cells: tuple[Cell, ...]
    whose: str = ""  # its player as a sentence names them: "Red team's", "the first player's"


@dataclass(frozen=True)
class Sentence:
    """One sentence of a kit, made once in compose: how it is printed and how it is said.

    The two are rendered from the same words (compose/words.py), so a writer that shows one and
    plays the other (the talking rule book) pairs them by `id`, never by how alike they read."""

    id: str  # stable for the same game and profile: s1, s2, ... as made
    text: str  # as printed: D2, 12
    said: str  # as spoken: D row 2 or Delta 2, twelve


@dataclass(frozen=True)
class Line:
    """A paragraph, a list item or a step of an example: its sentences, in order."""

    sentences: tuple[Sentence, ...]

    @property
    def text(self) -> str:
        """The printed words, the sentences one space apart."""
        return " ".join(s.text for s in self.sentences)

    @property
    def said(self) -> str:
        """The spoken words, as the script says them one by one."""
        return " ".join(s.said for s in self.sentences)


@dataclass(frozen=True)
class Example:
    """A worked example, replayed by the engine: its steps in words and its diagrams."""

    title: str
    heading: Line  # "Example: <title>.", as said before its steps
    steps: tuple[Line, ...]  # the example told in words, one idea a line
    diagrams: tuple[Board, ...] = ()  # before and after, drawn from the replayed positions
    number: int = 0  # its place among the kit's examples, from 1, as its raised diagrams are titled
    # the places (from 1) in `steps` of lines that are a note, not a step: printed without a number, and
    # the steps after them numbered on (the examples' one note on what they leave out, READER29 #15)
    notes: tuple[int, ...] = ()

    @property
    def name(self) -> str:
        """Its title as every text prints it, numbered as its diagrams are: "Example 2: <title>"."""
        return f"Example {self.number}: {self.title}"

    @property
    def lines(self) -> tuple[str, ...]:
        """The steps as printed."""
        return tuple(line.text for line in self.steps)

    @property
    def numbered(self) -> tuple[tuple[int, str], ...]:
        """The steps as printed, each with its step number; a note with 0, for no number."""
        out, n = [], 0
        for k, text in enumerate(self.lines, 1):
            n += k not in self.notes
            out.append((0 if k in self.notes else n, text))
        return tuple(out)


# Blocks of a rule section. Every writer matches on these types and handles each one; a writer
# that needs only the printed words matches Para(text) and Steps(items) (their __match_args__),
# one that pairs print and speech reads the Lines.
@dataclass(frozen=True)
class Para:
    """A paragraph of one or more sentences."""

    line: Line
    __match_args__ = ("text",)

    @property
    def text(self) -> str:
        """The paragraph as printed."""
        return self.line.text


@dataclass(frozen=True)
class Steps:
    """Numbered steps, done in order."""

    lines: tuple[Line, ...]
    __match_args__ = ("items",)

    @property
    def items(self) -> tuple[str, ...]:
        """Each step as printed."""
        return tuple(line.text for line in self.lines)


@dataclass(frozen=True)
class Bullets:
    """A list in no particular order."""

    lines: tuple[Line, ...]
    __match_args__ = ("items",)

    @property
    def items(self) -> tuple[str, ...]:
        """Each item as printed."""
        return tuple(line.text for line in self.lines)


@dataclass(frozen=True)
class ExampleBlock:
    """A worked example where the rules tell it."""

    example: Example


Block = Para | Steps | Bullets | ExampleBlock


@dataclass(frozen=True)
class Section:
    """A section of the rules (or the quick reference, or the host key): its id, heading and blocks."""

    id: str
    heading: str
    blocks: tuple[Block, ...]


@dataclass(frozen=True)
class Segment:
    """A piece of the spoken script: a chapter start, a sentence to say, or a pause.

    A sentence is said by its spoken words (`text`) and refers to its Sentence by `id`, by which
    its recording times it and the talking book finds it; a chapter's `id` is its section's."""

    kind: str  # "chapter" | "say" | "pause"
    text: str = ""
    pause: str = ""  # "step" | "act": how long, from the profile
    id: str = ""  # the Sentence said (or the chapter's section)
    recording_only: bool = False  # about the recording ("Pause the recording now"): not in the script read aloud


@dataclass(frozen=True)
class Column:
    """A column of a record sheet: how wide, what goes in it, and whether it is a box to tick."""

    name: str
    width: float  # relative share of the row
    hint: str = ""  # what goes in it, for the text template
    longest: str = ""  # the longest entry expected, so the column is wide enough
    tick: bool = False  # a box to tick in every row


@dataclass(frozen=True)
class RecordSheet:
    """A sheet the scribe or score keeper fills in, a row a turn or a round: printed, as text and in braille."""

    id: str
    title: str
    instructions: str
    columns: tuple[Column, ...]
    rows: int
    footer: tuple[str, ...] = ()  # lines to fill in under the table
    # a real line of it, each column's entry ("" in a box to tick), for the braille form's example: the
    # first allowed turn from a new board in the worked examples, replayed (compose.record_turn)
    example: tuple[str, ...] = ()
    example_of: int = 0  # the worked example that line is from (0: none, a line made from the hints)
    # a real line that leaves parts empty, after its turn's number, and the sentence naming it, for the
    # braille form: how an empty part is written (compose.record_turn.with_empty; READER31 #10, #11)
    empty: tuple[str, ...] = ()
    empty_said: str = ""
    spare: int = 0  # lines past the longest game, for turns written again (compose.fixing_words.turn_record)
    fields: tuple[Column, ...] = ()  # one entry each under the table, like the match's result: a name and a hint


@dataclass(frozen=True)
class Tile:
    """The part of a split board on one sheet; shared columns and rows repeat on the next sheet."""

    columns: tuple[int, ...]
    rows: tuple[int, ...]
    shared_columns: tuple[int, ...] = ()
    shared_rows: tuple[int, ...] = ()


@dataclass(frozen=True)
class BoardSheet:
    """One sheet of whole boards as the plan lays it out: how many boards, which way up, and
    whether its heading and footer are one line each (`compact`), chosen for this sheet alone;
    `across`: boards side by side in a line, left to right, each line under the one before (as
    render.layout.board_places puts them; 0 when not measured), so words can place each board."""

    boards: int
    orientation: str
    compact: bool = False
    across: int = 0


@dataclass(frozen=True)
class SheetPlan:
    """How the play boards go onto paper. Worked out before any words are written, so that
    every sentence about the sheets (how many, what is on each, how parts join) reads it."""

    paper: str
    orientation: str
    boards: int  # boards printed
    per_sheet: int  # whole boards on a sheet; 1 when a board is split
    sheets: int  # board sheets in all
    tiles: tuple[Tile, ...] = ()  # a split board: its part on each sheet, in print order
    compact: bool = False  # one board a sheet, kept whole by a one-line heading and footer
    tokens_with_boards: bool = False  # a raised kit's tokens, under the boards on the last board sheet
    tokens_with_diagrams: bool = False  # else under the last raised diagram of the worked examples
    diagram_way: str = ""  # the raised diagram sheets' way up ("" until plan.with_diagrams lays them out)
    layout: tuple[BoardSheet, ...] = ()  # whole boards: each sheet's boards and way up (else per_sheet each)
    names_above: bool = False  # rows' names above their rows: beside them the board would not fit

    @property
    def split(self) -> bool:
        """A board too big for one sheet, printed in parts to tape together."""
        return len(self.tiles) > 1

    def groups(self) -> list[range]:
        """Which boards (by index) each sheet holds, when boards are whole."""
        if not self.layout:
            return [range(i, min(i + self.per_sheet, self.boards)) for i in range(0, self.boards, self.per_sheet)]
        starts = [sum(s.boards for s in self.layout[:n]) for n in range(len(self.layout))]
        return [range(a, a + s.boards) for a, s in zip(starts, self.layout, strict=True)]

    def ways(self) -> list[tuple[str, bool]]:
        """Each board sheet's way up and whether it is compact, in print order (a split board's
        parts all one way)."""
        if self.layout:
            return [(s.orientation, s.compact) for s in self.layout]
        return [(self.orientation, self.compact)] * self.sheets


@dataclass(frozen=True)
class Kit:
    """One game's kit as compose makes it for a profile: its sentences, boards, sheet plan and
    spoken scripts, which every writer reads and none changes."""

    game_id: str
    title: str
    tagline: Line
    sections: tuple[Section, ...]  # the full rule card
    summary: tuple[Section, ...]  # the short reminder
    boards: tuple[Board, ...]  # play boards, in print order
    plan: SheetPlan
    pieces: tuple[Piece, ...] = ()
    examples: tuple[Example, ...] = ()
    script: tuple[Segment, ...] = ()
    summary_script: tuple[Segment, ...] = ()
    record_sheets: tuple[RecordSheet, ...] = ()
    host_key: tuple[Section, ...] = ()
    checklist: tuple[Section, ...] = ()  # what to print and make ready: kit.pdf's first page
    preparation: object = None  # the preparation plan the checklist is written from (preparation.py)
    models: Any = None  # with models_3d on: the 3D models to print (solids.Model), made once in compose
    said_title: str = ""  # the title as said, heading the spoken scripts: "Four rows one, three, five, seven"


# The files of printed pages that the words name (compose) and the page PDF writer makes.
PAGES_FILE = "kit.pdf"  # every page to print on plain paper
RAISED_SHEETS_FILE = "swell.pdf"  # in a tactile kit, the raised sheets for swell paper
RAISED_ONLY_FILE = "swell-raised-only.pdf"  # the same sheets with no flat ink, for a black-only printer
BRAILLE_RULES_FILE = "rules.brf"  # with braille on: the rules and the quick reference, to emboss
BRAILLE_SUMMARY_FILE = "summary.brf"
BRAILLE_HOST_FILE = "host-key/host-key.brf"  # the host key in braille, kept apart like its print
RECORDS_FOLDER = "records"  # the record sheets as files (and braille forms) for the scribe
