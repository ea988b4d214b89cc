"""The words about a kit's sheets, read from the sheet plan the pages are drawn from: how many
sheets, which boards or parts each holds and how parts join, and, on a tactile kit, which sheets
go on swell paper. Every count comes from the plan, never from a sentence."""

from __future__ import annotations

from accessible_kits.braille import GRADE_WORDS
from accessible_kits.compose.board_parts import split_lines
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
# said after a raised diagram's model title, in the rules and the braille's transcriber's note alike: the title
# beside its example's other heading ("Corners touch, sides do not") was taken for the example's name (READER36 #10)
NOT_THE_HEADING = "A diagram's title is not its example's heading."


def first_diagram(examples) -> str:
    """The first raised diagram's own braille title ("Example 1: Before"), which the examples section and the
    braille's transcriber's note both quote; "" for a kit without diagrams."""
    return next((f"Example {n}: {x.diagrams[0].label}" for n, x in enumerate(examples, 1) if x.diagrams), "")


BUMP_DOTS = "Instead of tokens, you can use stick-on bump dots, if they peel off cleanly."


def sheet_lines(v: Names, plan: SheetPlan, labels: list[str], prep=None) -> list[str]:
    """What the board sheets hold, counted from the plan the pages are drawn from; `prep` (the
    preparation plan) says how many of each board a match prints, where one is printed more than once."""
    if plan.split:
        return split_lines(v, plan)  # compose/board_parts.py: the parts and how they join
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


def diagram_key(words: list[str]) -> list:
    """The legend of the printed diagrams' marks (render.drawers.legend): each mark once, with the
    one thing it means. None for a kit without diagrams."""
    if not words:
        return []
    return [
        Para("The printed rules show the examples in diagrams. Each mark in them means one thing."),
        Bullets(tuple(words)),
    ]


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
        # what they are for, not who keeps them: "a score keeper" was never explained (LISTEN28 #1)
        "The record sheets, to write down each turn and each round's result.",
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
