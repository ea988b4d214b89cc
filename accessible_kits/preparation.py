"""The preparation plan: what a host prints and makes ready for one whole match, before any words.

Made from the sheet plan (plan.Plan, read through its public fields: the boards, pieces, key,
tokens and raised example diagrams as the plan laid them out), the game and the profile, and the
pages counted of the sheets the plan does not lay out (record sheets, the quick reference, the
host key). It says, for each file of the kit, which pages go on
which paper (plain, card, swell) and how many copies of each to print, so that the kit holds
what the whole match needs: a board for the worked examples and a fresh one for every round
when marks cannot be undone, a record sheet for every round (each round's its own pages, printed
once, the match record under the last), one set of pieces or tokens (they come off the board
after a round). Every count the checklist, the rules and the kit page state
about printing is read from here (compose/preparation.py writes the words).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

from accessible_kits.model import (
    BRAILLE_RULES_FILE,
    BRAILLE_SUMMARY_FILE,
    PAGES_FILE,
    RAISED_SHEETS_FILE,
    RECORDS_FOLDER,
)

ROUNDS = 2  # a match (compose/common.match_section)
HOST_FILE = "host-key/host-key.pdf"

PLAIN, CARD, SWELL = "plain paper", "card", "swell paper"  # the papers a kit prints on


@dataclass(frozen=True)
class Run:
    """Pages of one file printed the same way: `pages` pages from page `first` (counted from 1 in
    the file), on `paper` of `size`, `copies` times; `what` says what they are (checklist, boards,
    pieces, tokens, key, diagrams (diagrams-tokens: the tokens under the last), records (a
    game's), match (the match record), summary, host);
    `cut`: to cut out or trim after printing."""

    file: str
    what: str
    first: int
    pages: int
    paper: str
    size: str
    copies: int = 1
    cut: bool = False

    @property
    def last(self) -> int:
        """The run's last page in its file."""
        return self.first + self.pages - 1

    @property
    def sheets(self) -> int:
        """Sheets of paper the run takes: its pages times its copies."""
        return self.pages * self.copies


@dataclass(frozen=True)
class Counts:
    """The pages the sheet plan does not lay out, counted from the pages drawn of them: each page
    of the record sheets and which tables it holds (indexes: a game's record for each of the
    ROUNDS rounds, then the match record), and the pages of the quick reference and the host key."""

    records: tuple[frozenset[int], ...]
    summary: int
    host: int


@dataclass(frozen=True)
class Emboss:
    """A braille file to emboss `copies` times."""

    file: str
    copies: int = 1


@dataclass(frozen=True)
class Preparation:
    """One match's printing and making ready. `boards`: boards printed in all (copies counted),
    `boards_needed`: what the match uses up (the examples' board and a fresh one each round when
    marks stay; one, its marks taken off, when they do not); `parts`: the parts of one split board
    (0 when boards are whole); `spare`: pages to print once more when the players write on a board
    instead of laying pieces (a kit with pieces); `braille`: what to emboss, each file with its
    copies (the rules and the quick reference once, a game's record form once a round, the match
    record's once)."""

    runs: tuple[Run, ...]
    rounds: int
    boards: int
    boards_needed: int
    parts: int = 0
    marks_stay: bool = True
    spare: Run | None = None
    braille: tuple[Emboss, ...] = ()
    tokens: int = 0  # raised tokens to cut out (a tactile kit without pieces)
    per_sheet: int = 1  # whole boards on a board sheet (1 for a split board)
    covers: int = 0  # blank sheets of plain paper, of `cover_size`, to cover the boards not in play
    cover_size: str = ""
    cover_fold: tuple[int, int] = (0, 0)  # parts a blank sheet is folded into (cover_fold), (0, 0): no plain fold

    def files(self) -> list[str]:
        """The files to print, in the order they are printed."""
        return list(dict.fromkeys(r.file for r in self.runs))

    def runs_of(self, file: str) -> list[Run]:
        """A file's runs, in page order."""
        return [r for r in self.runs if r.file == file]

    def file_pages(self, file: str) -> int:
        """How many pages a file has."""
        return max(r.last for r in self.runs_of(file))

    def totals(self) -> list[tuple[str, str, int]]:
        """(paper, size, sheets) for one whole match, each paper once, in the order first printed."""
        out: dict[tuple[str, str], int] = {}
        for r in self.runs:
            out[(r.paper, r.size)] = out.get((r.paper, r.size), 0) + r.sheets
        if self.covers:  # not printed, but taken: LISTEN18 found them in no count
            out[(PLAIN, self.cover_size)] = out.get((PLAIN, self.cover_size), 0) + self.covers
        return [(paper, size, n) for (paper, size), n in out.items()]

    def of(self, what: str) -> list[Run]:
        """The runs of one kind of page (boards, records, ...)."""
        return [r for r in self.runs if r.what == what]

    @property
    def cuts(self) -> bool:
        """Something to cut out or trim: scissors are needed."""
        return any(r.cut for r in self.runs)


def boards_needed(*, marks_stay: bool, examples: bool) -> int:
    """The boards one match uses up: pen marks stay, so a board for the worked examples and a fresh
    one each round; raised tokens and laid pieces come off, so one board. Also the count of boards
    a kit tells a player without a printer to draw by hand."""
    return (ROUNDS + (1 if examples else 0)) if marks_stay else 1


def make(
    plan, profile, counts: Counts, *, examples: bool, pieces: bool, forms=(), covered: bool = False
) -> Preparation:
    """The preparation plan of one kit: `plan` is its sheet plan (plan.Plan), `counts` the word
    pages drawn, `examples`: the rules have worked examples followed on a board, `pieces`: the
    kit has pieces to cut out and lay (laid pieces come off, like raised tokens); `forms`: the
    record sheets' ids, a game's record first, whose braille forms a braille kit embosses;
    `covered`: the family covers the boards not in play where boards share a sheet (its wording's
    covers_boards)."""
    boards = plan.boards
    raised = bool(profile.braille)
    marks_stay = not raised and not pieces  # pen marks cannot be undone: a fresh board a round
    needed = boards_needed(marks_stay=marks_stay, examples=examples)
    board_runs, printed = _board_runs(boards, needed, file=RAISED_SHEETS_FILE if raised else PAGES_FILE)
    runs = _raised(plan, board_runs, profile) if raised else _plain(plan, board_runs, profile)
    runs += _word_pages(counts, profile, first=max(r.last for r in runs if r.file == PAGES_FILE) + 1)
    spare = None
    if pieces and not raised:  # players may write on the board instead of laying the pieces
        last = [r for r in runs if r.what == "boards"][-1]
        again = ROUNDS - 1 + (1 if examples else 0)  # a clean board for the examples too
        spare = Run(last.file, "boards", last.first, last.pages, last.paper, last.size, again, last.cut)
    braille = _emboss(forms) if raised else ()
    covers = cover_count(boards) if covered else 0
    return Preparation(
        tuple(runs),
        ROUNDS,
        printed,
        needed,
        len(boards.tiles) if boards.split else 0,
        marks_stay,
        spare,
        braille,
        per_sheet=boards.per_sheet,
        covers=covers,
        cover_size=profile.paper if covers else "",
        cover_fold=cover_fold(boards, profile.paper) if covers else (0, 0),
    )


def cover_count(boards) -> int:
    """Blank sheets of plain paper to cover the boards not in play, where boards share a sheet and
    the family covers them (its wording's covers_boards), so a scribe marks and reads only the
    board in play. One a board beside the one in play on the fullest sheet (a spare's too, if a
    board is spoiled), kept for every round; none when each board has a sheet of its own or the
    board is split. The other sheets are put away (compose/covering.py says so)."""
    if boards.split or boards.boards <= boards.sheets:
        return 0
    return max(len(group) for group in boards.groups()) - 1


FOLDS = ((1, 1), (2, 1), (3, 1), (2, 2), (4, 1))  # a sheet folded into (a, b) parts: flat, in half, ...


def cover_fold(boards, paper: str) -> tuple[int, int]:
    """How a blank sheet of `paper` is folded to one board's share of the fullest board sheet (its
    lines of boards going down, its boards a line across), so it covers that board and no other: a
    whole sheet over a half-sheet board covered both (LISTEN24 #6). (a, b): folded into `a` parts
    one way, then `b` the other way; (1, 1) laid flat; (0, 0) where no plain fold fits the share
    (an A4 sheet on a third of A3)."""
    from accessible_kits.profile.declaration import PAPER_MM

    sheet = max(boards.layout, key=lambda s: s.boards, default=None)
    n, across, way = (
        (boards.per_sheet, 1, boards.orientation) if sheet is None else (sheet.boards, sheet.across, sheet.orientation)
    )
    across = max(1, min(across, n))
    width, height = sorted(PAPER_MM[boards.paper], reverse=way == "landscape")
    share = (width / across, height / -(-n // across))
    w, h = PAPER_MM[paper]
    for a, b in FOLDS:
        for x, y in ((w / a, h / b), (w / b, h / a), (h / a, w / b), (h / b, w / a)):
            if all(0.9 * s <= d <= 1.05 * s for d, s in zip((x, y), share, strict=True)):
                return a, b
    return 0, 0


def _emboss(forms) -> tuple[Emboss, ...]:
    """The braille files to emboss for a match: the rules and the quick reference once, the form
    of a game's record (the first) once a round, the other forms once."""
    records = [Emboss(f"{RECORDS_FOLDER}/{sheet_id}.brf", ROUNDS if n == 0 else 1) for n, sheet_id in enumerate(forms)]
    return (Emboss(BRAILLE_RULES_FILE), Emboss(BRAILLE_SUMMARY_FILE), *records)


def _board_runs(boards, needed: int, *, file: str) -> tuple[list[Run], int]:
    """The board sheets as runs, from page 1 of their file (placed after), the last board's
    sheets printed again until the match has the boards it needs; and the boards printed in all."""
    paper = SWELL if file == RAISED_SHEETS_FILE else PLAIN
    extra = max(0, needed - boards.boards)
    cut = boards.split  # a split board's parts are trimmed at their dashed lines
    if not extra:
        return [Run(file, "boards", 1, boards.sheets, paper, boards.paper, 1, cut)], boards.boards
    if boards.split:  # the last board's parts, again for each board more
        last_sheets, last_boards = len(boards.tiles), 1
    else:
        groups = boards.groups()
        last_sheets, last_boards = 1, len(groups[-1])
    more = -(-extra // last_boards)
    runs = []
    if boards.sheets > last_sheets:
        runs.append(Run(file, "boards", 1, boards.sheets - last_sheets, paper, boards.paper, 1, cut))
    runs.append(Run(file, "boards", boards.sheets - last_sheets + 1, last_sheets, paper, boards.paper, 1 + more, cut))
    return runs, boards.boards + more * last_boards


def _shift(runs: list[Run], by: int) -> list[Run]:
    """Runs moved `by` pages further into their file."""
    return [Run(r.file, r.what, r.first + by, r.pages, r.paper, r.size, r.copies, r.cut) for r in runs]


def _plain(plan, board_runs: list[Run], profile) -> list[Run]:
    """A print kit's kit.pdf up to its record sheets: the checklist, the boards, the pieces on card."""
    runs = [Run(PAGES_FILE, "checklist", 1, 1, PLAIN, profile.paper), *_shift(board_runs, 1)]
    if plan.piece_sheets:
        first = runs[-1].last + 1
        runs.append(Run(PAGES_FILE, "pieces", first, plan.piece_sheets, CARD, profile.paper, 1, True))
    return runs


def _raised(plan, board_runs: list[Run], profile) -> list[Run]:
    """A tactile kit's swell.pdf (the key, the boards, pieces, tokens and example diagrams, as
    render/pages orders them), then the checklist, the first page of kit.pdf."""
    size = profile.swell_paper
    runs = []
    if plan.key_sheets:
        runs.append(Run(RAISED_SHEETS_FILE, "key", 1, plan.key_sheets, SWELL, size))
    runs += _shift(board_runs, plan.key_sheets)
    diagrams = "diagrams-tokens" if plan.boards.tokens_with_diagrams else "diagrams"
    for what, n in (("pieces", plan.piece_sheets), ("tokens", plan.token_sheets), (diagrams, plan.diagram_sheets)):
        if n:
            runs.append(Run(RAISED_SHEETS_FILE, what, runs[-1].last + 1, n, SWELL, size, 1, what != "diagrams"))
    runs.append(Run(PAGES_FILE, "checklist", 1, 1, PLAIN, profile.paper))
    return runs


def _word_pages(counts: Counts, profile, *, first: int) -> list[Run]:
    """The record sheets (each round's record, then the match record: each page printed once),
    the quick reference, then the host key in its own file."""
    runs = []
    size = profile.paper
    page = first
    for start, stop, rounds in _record_spans(counts.records):  # a page with a round's record, or the match's alone
        runs.append(Run(PAGES_FILE, "records" if rounds else "match", page + start, stop - start, PLAIN, size))
    page += len(counts.records)
    runs.append(Run(PAGES_FILE, "summary", page, counts.summary, PLAIN, size))
    runs.append(Run(HOST_FILE, "host", 1, counts.host, PLAIN, size))
    return runs


def _record_spans(pages: tuple[frozenset[int], ...]) -> list[tuple[int, int, bool]]:
    """Record pages in runs: (start, stop, holds a round's record), the tables numbered as
    render.record_sheets.match_tables lays them out (a game's record once a round, first)."""
    marks = [any(i < ROUNDS for i in tables) for tables in pages]
    cuts = [0] + [i for i, (a, b) in enumerate(pairwise(marks), 1) if a != b] + [len(marks)]
    return [(a, b, marks[a]) for a, b in pairwise(cuts)]


def times(n: int) -> str:
    """How often a page or a file is printed or embossed: 'twice', 'three times' (in words, never
    "page 3 3 times" nor "page two two times"); the one wording for the rules and the kit page."""
    from num2words import num2words  # type: ignore[import-untyped]  # the library ships no type hints

    return "twice" if n == 2 else f"{num2words(n)} times"
