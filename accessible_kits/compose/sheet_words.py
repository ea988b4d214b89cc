"""The words about a kit's sheets, read from the sheet plan the pages are drawn from: how many
sheets, which boards or parts each holds and how parts join, and, on a tactile kit, which sheets
go on swell paper. Every count comes from the plan, never from a sentence."""

from __future__ import annotations

from accessible_kits.braille import GRADE_WORDS
from accessible_kits.compose.common import section
from accessible_kits.compose.drafts import Bullets, Draft, Para
from accessible_kits.compose.preparation import BEFORE_TITLE, SHEETS_TITLE, board_names, called
from accessible_kits.compose.printing import PRINTING_TITLE
from accessible_kits.compose.words import Names, join, ordinal_word
from accessible_kits.model import (
    BRAILLE_RULES_FILE,
    BRAILLE_SUMMARY_FILE,
    PAGES_FILE,
    RAISED_ONLY_FILE,
    RECORDS_FOLDER,
    SheetPlan,
)
from accessible_kits.preparation import times

HOST_WHO = (  # said once, where the kit's parts are listed: who the host is, and what the key is for
    "The host is the person who prepares the kit and settles disputes. "
    "The host key helps the host check a move the players disagree on. It is for the host only."
)

# what may stand in for the raised tokens: the kit has no peg board (READER24 #13: "pegs on a peg board"
# named none), and a dot that does not peel off cannot be taken back nor cleared for the next round
BUMP_DOTS = "Instead of tokens, you can use stick-on bump dots, if they peel off cleanly."


def sheet_lines(v: Names, plan: SheetPlan, labels: list[str], prep=None) -> list[str]:
    """What the board sheets hold, counted from the plan the pages are drawn from; `prep` (the
    preparation plan) says how many of each board a match prints, where one is printed more than once."""
    if plan.split:
        return split_lines(v, plan)
    if plan.per_sheet == 1:
        if plan.boards == 1:
            return [f"The {labels[0].lower()} is on a sheet of its own."]
        names = join(label.lower() for label in labels)
        copies = board_copies(prep, len(labels)) if prep else [1] * len(labels)
        if max(copies) > 1:  # "two board sheets" was heard as two boards, where a match prints three (round 14)
            each = f"one board on each: {board_names(labels)}"
            kinds = f"There are {v.count(plan.boards, 'kind')} of board sheet, {each}."
            return [kinds, *printed_boards(v, prep, labels, copies)]
        return [f"There are {v.count(plan.boards, 'board sheet')}, one board on each: {names}."]
    sizes = [len(g) for g in plan.groups()]
    # a sheet printed more than once a match, said where the sheets are counted (round 14's listener)
    copies = board_copies(prep, plan.sheets) if prep else []
    again = [
        f"The kit prints {'it' if plan.sheets == 1 else v.board_sheets([i])} {times(n)} in all."
        for i, n in enumerate(copies, 1)
        if n > 1
    ]
    if len(set(sizes)) == 1:
        head = f"There {'is' if plan.sheets == 1 else 'are'} {v.count(plan.sheets, 'board sheet')}."
        has = f"{'The' if plan.sheets == 1 else 'Each'} board sheet has {v.count(sizes[0], 'board')}."
        return [head, has, *again]
    lines = [f"There are {v.count(plan.sheets, 'board sheet')}."]
    lines += [f"{v.board_sheets([i], start=True)} has {v.count(n, 'board')}." for i, n in enumerate(sizes, 1)]
    return lines + again


def board_copies(prep, boards: int) -> list[int]:
    """How many times each board of a board a sheet is printed, from the preparation plan's runs."""
    runs = prep.of("boards")
    copies = [1] * boards
    for run in runs:
        for page in range(run.first, run.first + run.pages):
            copies[page - runs[0].first] = run.copies
    return copies


def printed_boards(v: Names, prep, labels: list[str], copies: list[int]) -> list[str]:
    """How many of each board a match prints, a sentence a board, and what for where the plan says:
    the first, printed once, for the worked examples; the last, printed once a round, for the rounds."""
    examples = prep.marks_stay and prep.boards_needed > prep.rounds and copies[0] == 1
    said = [f"The kit prints {v.count(n, label.lower())}." for label, n in zip(labels, copies, strict=True)]
    if examples:
        said[0] = f"The {labels[0].lower()} is for the worked examples."
    if prep.marks_stay and copies[-1] == prep.rounds:  # a use, not a count: "The kit prints two play boards"
        # beside "Print page three twice" read as two boards in the kit already (round 15's listener)
        how = f"{called(BEFORE_TITLE, start=True)} says how to print them."  # a title, not a noun (round 18)
        said[-1] = f"Each round uses a fresh {labels[-1].lower()}. {how}"
    return said


def split_lines(v: Names, plan: SheetPlan) -> list[str]:
    """How a split board's parts go together, read from the plan: how many parts, which part is
    cut along which edge, which has a glue flap on which edge."""
    parts = len(plan.tiles)
    lines = [
        f"{'The board is' if plan.boards == 1 else 'Each board is'} too big for one sheet. "
        f"It is printed in {v.num(parts)} parts, on {v.count(parts, 'sheet')}."
    ]
    if plan.boards > 1:
        lines.append(
            f"There are {v.count(plan.boards, 'board')}, so there are {v.count(plan.sheets, 'board sheet')} in all."
        )
    lines += [f"Part {v.num(n)} holds {_holds(v, plan.tiles, t)}." for n, t in enumerate(plan.tiles, 1)]
    lines.append("The parts are printed in that order, part one first.")
    the = "the" if plan.boards == 1 else "each"
    # "edge to edge" was heard as butting the parts, where the steps lay one on the other's flap (LISTEN27 #12)
    lines.append(f"Join the parts of {the} board before you play, so its lines meet across each join.")
    # its dashed lines, flaps and crosses are thin flat ink on every sheet, raised or not (render/parts.py):
    # the steps were said by sight alone, and a blind host could not follow them (LISTEN21 #16)
    lines += [
        "The marks for joining are printed flat: they can be seen, but not felt.",
        f"If no player can see them, a sighted helper joins {the} board before play.",
    ]
    return lines + join_lines(v, plan.tiles)


OPPOSITE = {"left": "right", "top": "bottom"}  # a cut edge, and the edge of the part before it, whose flap it lies on


def join_lines(v: Names, tiles) -> list[str]:
    """The steps of joining a split board, from the plan's parts and how each meets the next
    (render.layout.joins): each dashed line cut, each glue flap found, and which cut edge lies on
    which flap, each named once and counted ("the dashed lines" for one line, and no edge said on
    a flap, slowed round 17's listener)."""
    from accessible_kits.render.layout import grid_of, joins, where

    rows, cols = grid_of(tiles)
    part_at = {(rows.index(t.rows), cols.index(t.columns)): n for n, t in enumerate(tiles, 1)}
    lines: list[str] = []
    seams: list[tuple[str, int, str, int]] = []  # a cut edge, its part, the flap's edge, the part with the flap
    for n, tile in enumerate(tiles, 1):
        cut = [e for e, how in joins(tiles, tile).items() if how == "trim"]
        if not cut:
            continue
        lines.append(
            f"{'Then cut' if lines else 'First, cut'} part {v.num(n)} along the dashed "
            f"{'line' if len(cut) == 1 else 'lines'} at its {_edges(cut)}, {_cut_way(cut)}."
        )
        r, k, _, _ = where(tiles, tile)
        seams += [(e, n, OPPOSITE[e], part_at[(r, k - 1) if e == "left" else (r - 1, k)]) for e in cut]
    lays = [f"the {e} edge of part {v.num(n)} on the flap at the {f} edge of part {v.num(m)}" for e, n, f, m in seams]
    if len(seams) == 1:
        _, _, flap, with_flap = seams[0]
        lines += [
            f"Then find the glue flap, outside the board at the {flap} edge of part {v.num(with_flap)}.",
            "If you use glue, put it on the flap.",
            f"Then lay {lays[0]}, so the board's lines meet.",
            "With tape instead, stick a strip of it along the join.",
        ]
    else:
        lines += [
            f"Then find the {v.num(len(seams))} glue flaps, outside the board.",
            "If you use glue, put it on each flap.",
            "Then lay each cut edge on its flap, so the board's lines meet.",
            *(f"Lay {lay}." for lay in lays),
            "With tape instead, stick a strip of it along each join.",
        ]
    # what to do with the cross marks, as render/parts.py draws them: a cross at each end of a seam,
    # beyond the board, centred on the cut line, so cutting leaves half of it on the cut part ("show
    # where each cut edge goes" left round 18's listener unable to picture it)
    if len(seams) == 1:
        edge, n, _, m = seams[0]
        lines += [
            f"Cutting leaves half a cross mark beyond each end of the {edge} edge of part {v.num(n)}.",
            f"Line up each half cross with a cross on part {v.num(m)}, so the two make one whole cross.",
        ]
    else:
        lines += [
            "Cutting leaves half cross marks beyond the board, where cut edges end.",
            "Line up each half cross with a cross on the part with the flap, so the two make one whole cross.",
        ]
    # "no cell is covered" spoke of covering as a move
    return [*lines, f"Once joined, {'the flap hides' if len(seams) == 1 else 'the flaps hide'} no cell of the board."]


def _cut_way(cut: list[str]) -> str:
    """Which way a part's cuts run on the sheet: a left or right edge runs down it, a top or bottom
    edge across ("across the sheet" for a cut down the left edge: round 14's listener)."""
    if set(cut) <= {"left", "right"}:
        return "all the way down the sheet"
    if set(cut) <= {"top", "bottom"}:
        return "all the way across the sheet"
    return "each from edge to edge of the sheet"


def _holds(v: Names, tiles, tile) -> str:
    """The rows and columns a part holds, top row first ("rows 8 through 5"), each said only where
    the parts differ in it."""
    said = []
    if len({t.rows for t in tiles}) > 1:
        said.append(f"rows {max(tile.rows) + 1} through {min(tile.rows) + 1}")
    if len({t.columns for t in tiles}) > 1:
        said.append(f"columns {v.col(min(tile.columns))} through {v.col(max(tile.columns))}")
    return join(said)


def diagram_key(words: list[str]) -> list:
    """The legend of the printed diagrams' marks (render.drawers.legend): each mark once, with the
    one thing it means. None for a kit without diagrams."""
    if not words:
        return []
    return [
        Para("The printed rules show the examples in diagrams. Each mark in them means one thing."),
        Bullets(tuple(words)),
    ]


def _edges(names: list[str]) -> str:
    """'top edge', 'left and top edges'."""
    return f"{join(names)} edge{'s' if len(names) > 1 else ''}"


def sheets_section(
    v: Names,
    plan: SheetPlan,
    labels: list[str],
    pieces: int,
    raised=None,
    *,
    summary_pages: int = 1,
    swell_paper: str = "",
    emboss=None,
    tokens_on_diagrams: bool = False,
    prep=None,
) -> Draft:
    """What this kit prints, counted from the sheet plan. `raised` (tactile kits): the swell PDF's
    file name and the tokens (kind, count), read from the writer and the token count the pages use,
    and `swell_paper` the profile's swell paper size. `emboss`: the profile, for the braille
    files' grade and embosser settings; `tokens_on_diagrams`: the pages put the tokens under the
    last raised diagram (the preparation plan says so).
    `summary_pages`: the quick reference's pages, counted from the pages drawn of it; `prep`: the
    preparation plan, which says how many of each board a match prints."""
    if raised:
        swell_file, token_kind, tokens = raised
        return raised_sheets_section(
            v,
            plan,
            labels,
            pieces,
            swell_file=swell_file,
            token_kind=token_kind,
            tokens=tokens,
            swell_paper=swell_paper,
            emboss=emboss,
            tokens_on_diagrams=tokens_on_diagrams,
        )
    items = [
        f"The quick reference: the rules in short, on {v.count(summary_pages, 'page')}.",
        "The record sheets, for a scribe or a score keeper.",
        f"The host key. {HOST_WHO}",
    ]
    if pieces:
        items.insert(0, f"{_piece_sheets(pieces)}: one set of pieces for each player.")
    return section(
        "sheets",
        SHEETS_TITLE,
        *(Para(t) for t in sheet_lines(v, plan, labels, prep)),
        Para("The kit also has these parts."),
        Bullets(tuple(items)),
    )


def _piece_sheets(sheets: int) -> str:
    """'The piece sheet' or 'The piece sheets', as many as the preparation plan prints."""
    return "The piece sheet" if sheets == 1 else "The piece sheets"


def emboss_words(profile) -> str:
    """The braille files' grade and the embosser's settings, from the profile's braille keys."""
    sides = "on both sides of the paper (interpoint)" if profile.braille_duplex == "interpoint" else "single-sided"
    return (
        f"The braille is Unified English Braille, {GRADE_WORDS[profile.braille_grade]}. "
        "Each braille file comes twice: as BRF and as PEF. "
        f"On the embosser, set {profile.braille_cells} cells a line and {profile.braille_lines} lines a page. "
        f"Emboss {sides}."
    )


def raised_sheets_section(
    v: Names,
    plan: SheetPlan,
    labels: list[str],
    pieces: int,
    *,
    swell_file: str,
    token_kind: str,
    tokens: int,
    swell_paper: str,
    emboss=None,
    tokens_on_diagrams: bool = False,
) -> Draft:
    """The sheets of a tactile kit: the raised ones in their own file, for swell paper; the rest on
    plain paper. The blank sheets that cover boards are laid in Setting up (compose/covering.lay_line)."""
    raised = ["The key. It shows each raised symbol and texture, with its meaning in braille."]
    # a board alone on its one sheet by its own name: "The board sheet." beside "the play board" was a
    # second name for one sheet (READER24 #4)
    sheets = "The board sheet." if plan.sheets == 1 else "The board sheets."
    raised.append(f"The {labels[0].lower()}." if plan.boards == 1 and plan.sheets == 1 and labels else sheets)
    if pieces:
        raised.append(
            f"{_piece_sheets(pieces)}: one set of pieces for each player. "
            "Every cell of a piece has its player's mark in braille."
        )
    if tokens and plan.tokens_with_boards:
        count = v.count(tokens, token_kind + " token")
        # "under the boards" read as beneath them, where the boards fill the sheet (round 14's braille
        # reader); "below its boards" of a sheet with one board (round 18's): the sheet's own boards, counted
        sheet = "the board sheet" if plan.sheets == 1 else "the last board sheet"
        below = "its board" if len(plan.groups()[-1]) == 1 else "its boards"
        raised.append(f"The tokens: {count} to cut out, at the foot of {sheet}, below {below}.")
    elif tokens and not tokens_on_diagrams:
        raised.append(f"The token sheet: {v.count(tokens, token_kind + ' token')} to cut out.")
    raised.append("The worked examples as raised diagrams, each with a braille title.")
    if tokens and tokens_on_diagrams and not plan.tokens_with_boards:
        count = v.count(tokens, token_kind + " token")
        raised.append(f"The tokens: {count} to cut out, under the last diagram.")
    return section(
        "sheets",
        SHEETS_TITLE,
        *(Para(t) for t in sheet_lines(v, plan, labels)),
        Para(
            f"The raised sheets are in the file {swell_file}, for {v.paper(swell_paper, 'swell paper')}. "
            "They are these."
        ),
        Bullets(tuple(raised)),
        Para(
            f"The file {RAISED_ONLY_FILE} has the same pages as {swell_file}, in the same order, without print. "
            # printing.print_section is the rules' last section (compose); named, as a braille reader asked
            "It is for a black-only printer or a copier. "
            f"The last part, called {PRINTING_TITLE}, says which file to use."
        ),
        Para(f"Print {PAGES_FILE} on plain paper. It has the checklist, the record sheets and the quick reference."),
        Para(
            f"Emboss the braille files on braille paper. The file {BRAILLE_RULES_FILE} has these rules. "
            f"The file {BRAILLE_SUMMARY_FILE} has the quick reference. "
            f"The {RECORDS_FOLDER} folder has a braille form for each record sheet."
        ),
        *([Para(emboss_words(emboss))] if emboss is not None else []),
        Para(f"The host key has its own files, one to print and one in braille. {HOST_WHO}"),
    )


def placed(names: list[str], across: int) -> str:
    """Where the boards of one sheet sit: down the sheet, across it, or in lines of `across`. Never
    "at the top" or "below": those are a board's own rows' words ("board 1 at the top" was heard as
    a row by a cold listener, round 9), so the sheet's halves are "upper" and "lower"."""
    if across == 1 and len(names) == 2:
        return f"{names[0]} in its upper half and {names[1]} in its lower half"
    if across == 1:
        return f"{names[0]} first, under the sheet's heading, then {', then '.join(names[1:])}, going down the sheet"
    if across >= len(names) and len(names) == 2:
        return f"{names[0]} on the left and {names[1]} on the right"
    if across >= len(names):
        return f"{names[0]} on the left, then {', then '.join(names[1:])}, going right"
    upper, lower = names[:across], names[across:]  # at most 4 boards a sheet (blank_boards): two lines
    return f"{join(upper)} in its upper half, and {join(lower)} in its lower half"


def place_of(k: int, boards: int, across: int) -> str:
    """Where the k-th board (from 0) of a sheet of `boards` sits, as `placed` places them (kept beside
    it, so the two cannot part): upper and lower halves, left and right, and past two boards a line
    counted the way placed lists them ("board 1 first, ..., then board 3, going down the sheet").
    "The upper board" of three going down was not plainly the first (a braille reader, round 18).
    Never "top" or "bottom", a board's own rows' words (round 9)."""
    across = max(1, min(across, boards))
    line, col = divmod(k, across)
    in_line = min(across, boards - line * across)
    if across == 1:  # one board a line, going down the sheet
        return f"{('upper', 'lower')[k]} board of" if boards == 2 else f"{ordinal_word(k + 1)} board going down"
    half = ("upper", "lower")[line] if across < boards else ""  # two lines at most: 4 boards a sheet (placed)
    if in_line > 2:
        return f"{ordinal_word(col + 1)} board from the left " + (f"in the {half} half of" if half else "on")
    side = ("left", "right")[col] if in_line == 2 else ""
    return " ".join(w for w in (half, side, "board of") if w)


def off_board_rule(place: str) -> str:
    """The rule against a move at a place the board does not have ("a row", "a cell"), one sentence
    for the rules and the quick reference alike: a player with only the card must know it too."""
    return f"You may not choose a {place} that is not on the board."
