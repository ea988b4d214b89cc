"""How to print a kit's sheets at their true size: plain paper, or swell paper heated so its
black rises. Split from common.py by job: the printing steps, not the rules of play."""

from __future__ import annotations

from dataclasses import replace

from accessible_kits.compose.common import section
from accessible_kits.compose.cover_moves import capital, turns_so_far
from accessible_kits.compose.drafts import Bullets, Draft, Para
from accessible_kits.compose.words import Names
from accessible_kits.model import PAGES_FILE, RAISED_ONLY_FILE
from accessible_kits.preparation import PLAIN, ROUNDS, SWELL, Preparation, Run, times

PRINTING_TITLE = "Printing the sheets"  # the rules' last section, named where the raised-only file is


def print_section(v: Names, swell_file: str = "", swell_paper: str = "", tokens: int = 0, *, paper: str = "") -> Draft:
    """How to print the kit at its true size; `swell_file` (tactile kits): the raised sheets' file,
    printed on `swell_paper` (the profile's size) and heated. Its flat print stays flat only from a
    colour printer, so the steps say when to use the raised-only file (model.RAISED_ONLY_FILE).
    `tokens`: the tokens the token sheets hold, whose cutting the raised-only file changes.
    `paper`: the colour of the plain paper in words, when the profile's paper colour is not white
    (profile.paper.paper_words: the PDFs leave it unprinted)."""
    plain = f"plain {paper} paper" if paper else "plain paper"
    if swell_file:
        cut = (
            (f"The tokens in {RAISED_ONLY_FILE} have no cut lines. Cut midway between one token's dots and the next.",)
            if tokens
            else ("The thick solid lines round the pieces rise, in both files. Cut along them.",)  # pieces, not tokens
        )
        return section(
            "printing",
            PRINTING_TITLE,
            Para(
                f"The raised sheets are for {swell_paper} swell paper. "
                "Some call it capsule paper or microcapsule paper."
            ),
            Para(
                f"With a colour laser printer, print {swell_file}. "
                "Its print for a sighted partner is in colour, and colour stays flat."
            ),
            Para(
                f"With a black-only printer or a copier, print {RAISED_ONLY_FILE} instead. "
                "Such a printer makes colour from small dots of black toner, and those dots rise too. "
                f"That file has the raised parts alone: no print{', no cut lines' if tokens else ''} and no scale bar."
            ),
            Bullets(
                (
                    f"Choose {swell_paper} paper and 100 % in the print window. Some printers call 100 % actual size.",
                    "Use black toner. Carbon black ink works too.",
                    "Print on the rough side of the swell paper.",
                    "Pass each sheet through the swell paper heater, face up.",
                    "Black lines, braille and textures rise.",
                    f"Check the scale bar on a sheet of {swell_file} with a ruler. It must measure 100 mm. "
                    f"For {RAISED_ONLY_FILE}, first print a page of {swell_file} on "
                    f"{v.paper(swell_paper, 'plain paper')} with the same settings, and check its bar.",
                    # the bar is in the flat ink of the sighted print (render.canvas), so no hand finds it
                    "The scale bar is flat print, so it cannot be felt. "
                    "A blind host asks a sighted person to check the bar on the first sheet printed.",
                    *cut,
                )
            ),
            Para(f"Print {PAGES_FILE} on {plain}, at 100 %."),
            Para("The host key has its own file. Keep it away from the players."),
        )
    return section(
        "printing",
        PRINTING_TITLE,
        Bullets(
            (
                "Print at 100 %. Some printers call this actual size.",
                "Turn off page headers and footers in the print window.",
                f"Use matt {paper or 'white or cream'} paper. It has less glare.",
                "Check the scale bar on each sheet with a ruler. It must measure 100 mm.",
            )
        ),
        Para("The host key has its own file. Keep it away from the players."),
    )


def scale_bar_sheet(v: Names, prep) -> str:
    """The sheet the raised-only file needs besides the count: a page of the swell file printed on plain
    paper of the swell size, whose scale bar is checked first (print_section). In no count, it was
    missed (READER24 #17); "" for a kit without swell paper. `prep`: the preparation plan."""
    size = next((r.size for r in prep.runs if r.paper == SWELL), "")
    if not size:
        return ""
    return f" With {RAISED_ONLY_FILE}, add {v.count(1, 'sheet')} of {v.paper(size, PLAIN)}, to check the scale bar."


def match_record_at(v: Names, prep, braille_form: str = "") -> str:
    """Where both rounds' lines of the match record are written, said once, in the part called A
    match: its page in print, read from the preparation plan (its own page, or under the last
    round's record sheet), or, in a braille kit, that page or the braille form (`braille_form`),
    one of the two. "Page 5 also holds the match record. Write both rounds' lines there", with a
    match.brf beside it, left a braille reader asking which to use (READER29 #13)."""
    from accessible_kits.compose.preparation import pages

    own = prep.of("match")
    runs = own or prep.of("records")
    if not runs:
        return f"Write both rounds' lines on {braille_form}." if braille_form else ""
    run = runs[0] if own else replace(runs[-1], first=runs[-1].last, pages=1)
    page = f"{pages(v, run, 'page')} of {run.file}"
    if not own:  # the sheet in hand, not a page to map: "Page 5 holds round 2's second record page" (READER30 #11)
        page = f"the match record, below the record table of round {prep.rounds}"
    if not braille_form:
        return f"Write both rounds' lines on {page}."
    return f"Write both rounds' lines in one place. It is {page}, or the braille form, {braille_form}."


def spoiled_line(v: Names, prep: Preparation, used: int | None = None) -> list[str]:
    """What to do when a board is spoiled and the pages print no spare, as paragraphs: print the last
    board's pages once more, the board the rounds are played on (round 15's listener found no word of it;
    round 17's asked it of a kit whose pieces come off), then what spoiled means, a paragraph of its own
    (spoiled_means); none where a spare is printed. `used`: the boards the match uses, where Setting up
    names a use for more than the plan's `boards_needed`."""
    runs = prep.of("boards")
    if not runs or prep.boards > (prep.boards_needed if used is None else used):  # a spare is printed, and said
        return []
    board = "a board" if prep.boards > 1 else "the board"
    # "If a board is spoiled, print page 3 once more, as a spare." beside "the kit gives three boards" left
    # a listener unsure whether to print a spare now (LISTEN26 #1): only then, said first
    return [
        f"No spare board is printed ahead."
        f" Only if {board} is spoiled, print {_pages(v, runs[-1], 'page')} of {runs[-1].file} once more.",
        spoiled_means(prep, board),
    ]


NEW_COPY = "the new copy of the board"  # the board printed again where no spare is printed ahead


def spoiled_means(prep: Preparation, board: str = "a board", new: str = NEW_COPY) -> str:
    """What a spoiled board is, and what to do when one is spoiled in the middle of a round: "spoiled"
    was not explained, and nothing said whether to start the round again (READER32 #5). The record sheet
    holds every turn that counts (a void mark's turn is written again), in every family, so the turns so
    far are put back on the new board from it, as Fixing a mistake agrees on a board from it. `board`: the
    board as the sentence before names it ("the board" where there is one); `new`: the board put in its
    place, the spare or a new copy ("the board printed again" was read as printed during play, READER35 #9),
    which the round waits for."""
    # pen marks stay: a wrong one is ringed (Fixing a mistake), so only marks past fixing spoil a board; a
    # board whose marks come off is spoiled by wear alone
    # "with wrong marks that cannot be fixed" read against Fixing a mistake's ring, which fixes any (LISTEN40 #8)
    what = "so marked that it cannot be read" if prep.marks_stay else "so worn that it cannot be used"
    moves = (
        f" If {board} is spoiled during a round, do not start the round again."
        # who prints the copy, and that play waits for it (LISTEN37 Q8 #3); a spare is at hand already
        + (f" The round waits while the host or a player prints {new}." if new == NEW_COPY else "")
        + f" {capital(turns_so_far(new))}"
        " Then play on."
        if prep.of("records") or prep.braille
        else ""
    )
    return f"Spoiled means torn, or {what}.{moves}"


def more(n: int) -> str:
    """How many times more than the file's own copy: 'once more', 'twice more', 'three times more'."""
    return "once more" if n == 1 else f"{times(n)} more"


def spare_line(v: Names, spare: Run) -> str:
    """The board printed again for players who write on it in pencil instead of laying the pieces:
    pencil rubs out, so the spare is for a clean board, never a must."""
    boards = spare.copies + 1  # the board printed first, and the spares
    uses = "one for the worked examples and one for each round" if boards > ROUNDS else "one for each round"
    return (
        # after boards_line's "the same board", said once; what rubs out: "too" hung on "the pieces come off"
        "Pencil marks rub out, so the same board can be used again. "
        f"If you would like a clean board each time, "
        f"print {_pages(v, spare, 'page')} of {spare.file} {more(spare.copies)}. "
        f"Then you have {v.count(boards, 'clean board')}: {uses}."
    )


def _pages(v: Names, run, word: str) -> str:
    """A run's pages in words (compose.preparation.pages, which imports this module)."""
    from accessible_kits.compose.preparation import pages

    return pages(v, run, word)
