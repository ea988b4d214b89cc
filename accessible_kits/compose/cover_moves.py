"""What a covering step says of the board sheets and the blank sheets: split from covering.py by job,
the words of each moment the board in play changes.

Each step says the table it leaves, not the moves from the table before: "Take out the second board
sheet. It was put away for the worked examples." pointed at a different sheet each time, and the
spare's steps ran as a chain of cases, one for each board it could replace, true once traced but
very hard by ear (LISTEN34 #15, LISTEN35 #17, READER35 #11). Said as the table to leave, a step is
true whichever board was spoiled before it, and no step needs an "instead": the first spare has a
short step for each board it can replace, naming it (one step for all was heard as one case,
LISTEN37 #6), and each later spare one step (READER35 #12)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from accessible_kits.compose.words import join, number_word


@dataclass(frozen=True)
class Layout:
    """The kit's boards as the steps say them: its voice `v`, the plan's boards a sheet (`groups`),
    the boards' titles (`labels`), the blank sheets in all (`total`), and how boards are said
    together (`said`: covering.board_names)."""

    v: Any
    groups: Any
    labels: list[str]
    total: int
    said: Callable[[list[str]], str]

    @property
    def names(self) -> list[str]:
        """The boards' titles lower case, as the steps name them ("board 2")."""
        return [lower(label) for label in self.labels]

    def title(self, name: str) -> str:
        """A board named lower case ("board 2") said as a sentence says it."""
        return self.said([self.labels[self.names.index(name)]])


def lower(label: str) -> str:
    """A board's title as a sentence names it ("board 2", "the play board" less its article)."""
    return label[0].lower() + label[1:]


def capital(text: str) -> str:
    """A clause said as a sentence's start ("board 3" -> "Board 3")."""
    return text[0].upper() + text[1:]


def sheet_of(groups, names: list[str], board: str) -> int:
    """The board sheet (from 0) `board` is on."""
    return next(k for k, group in enumerate(groups) if names.index(board) in group)


def sheets_said(lay: Layout, board: str) -> str:
    """Which board sheet is out and which are away while `board` is in play, each by its number
    ("have board sheet 2 out and board sheet 1 away"); "" where the plan has one board sheet."""
    n = sheet_of(lay.groups, lay.names, board)
    away = [k + 1 for k in range(len(lay.groups)) if k != n]
    if not away:
        return ""
    return f"have {lay.v.board_sheets([n + 1])} out and {lay.v.board_sheets(away)} away."


def covers_said(lay: Layout, board: str, *, first: bool) -> str:
    """Which boards the blank sheets cover while `board` is in play: laid at the `first` step, moved
    onto them at the others, from wherever they lie ("cover board 1 with the blank sheet", with the sheet
    on board 2, was heard as a second blank sheet, LISTEN32 #7); "the blank sheet" where it is every one."""
    n = sheet_of(lay.groups, lay.names, board)
    others = [lay.labels[i] for i in lay.groups[n] if lay.names[i] != board]
    if not others:
        return f"{capital(lay.title(board))} is alone on its sheet, so it needs no blank sheet."
    many = len(others) > 1
    if len(others) == lay.total:
        paper = "the blank sheets" if many else "the blank sheet"
    else:
        paper = f"{number_word(len(others))} of the blank sheets" if many else "one of the blank sheets"
    boards = lay.said(others)
    if first:
        return f"Cover {boards} with {paper}."
    # several: only those not yet on those boards move ("move the two blank sheets" asked for two moves)
    return f"Move {paper} so that {boards} are covered." if many else f"Move {paper} onto {boards}."


def step(lay: Layout, board: str, *, first: bool = False) -> str:
    """The step that brings `board` into play, as the table it leaves: its board sheet out and the
    others away, each by number, and the other boards of its sheet covered (`first`: the blank sheets
    are laid, not yet moved). The same words whatever the moment before was played on."""
    sheets = sheets_said(lay, board)
    cover = covers_said(lay, board, first=first)
    return f"{sheets} {cover}" if sheets else lower(cover)


def spare_rule(spares: list[str], *, named: bool = False) -> str:
    """What a spare is for, with the order spares are used in, where there are several (`spares`:
    the spares' names, "board 4"): one rule for every board the plan's spares can replace. `named`: the
    sentence before says the board is a spare ("Board 4 is a spare."), so it is not said again."""
    if len(spares) == 1:
        which = spares[0] if named else f"{spares[0]}, the spare,"
        return f"If a board is spoiled, use {which} in its place. The other boards keep their uses."
    # "board 3 for" was heard as "three four": no number beside a word that sounds like one
    first, *rest = spares
    nxt = "replaces the next one" if len(rest) == 1 else "replace the next ones, in that order"
    return (
        f"If a board is spoiled, use a spare, {join(spares, 'or')}, in its place. The other boards keep their uses. "
        f"{capital(first)} replaces the first board spoiled. {capital(join(rest))} {nxt}."
    )


# the words that mark a step for a spoiled board, as the family's uses_lines finds them (boards.py)
SPOILED = " is spoiled, use "
# the words after a spoiled board's name in a case of the first spare (spare_lines)
SPOILED_CASE = " is spoiled, "


def turns_so_far(board: str) -> str:
    """What becomes of a round under way when its board is replaced: one wording wherever a board comes in
    mid-round (a spare, a drawn board, a copy, printing.spoiled_line)."""
    return f"the scribe puts each turn of the round so far on {board}, from the record sheet."


def spare_lines(lay: Layout, spares: list[str], uses: list[tuple[str, str]]) -> list[str]:
    """The steps that bring in the spares, in Setting up: the first spare's table once, whichever board it
    replaces, then for each board it can replace (`uses`: (board, what it is for), in the order played) only
    what differs: what the later boards are still for. Three steps word for word alike but for the uses were
    reread to find what differs (LISTEN39 #11); "When board 4 replaces a spoiled board" alone was heard as one
    case (LISTEN37 #6), so each case is still named. Then one step for each later spare. Each step is the
    table it leaves, whatever was spoiled before, said as actions only: "Now only board 4 is out and
    uncovered" and why board 3 is covered, after the moves, restated them and were reread (LISTEN41 #5)."""
    first, *rest = spares
    said = f"If a board is spoiled, use {first} in its place, whichever board it is."
    # a board spoiled mid-round: its turns so far come with it, as the later steps say (READER40 #15)
    far = f" If a board is spoiled during a round, {turns_so_far(first)}"
    out = [f"{said} {capital(step(lay, first))}{far}"]
    for k, (board, what) in enumerate(uses):
        # one board for every round: its replacement takes the rounds still to play
        took = [f"{capital(first)} is now for {what}."] if what == "every round" else []
        still = [line for b, w in uses[k + 1 :] if b != board for line in _still(lay, first, b, w)]
        if took or still:
            case = " ".join([*took, *still])
            out.append(f"If {board}{SPOILED_CASE}{case[0].lower()}{case[1:]}")
    for before, spare in zip(spares, rest, strict=False):
        said = f"If a board is spoiled once {before} has replaced one, use {spare} in its place."
        out.append(f"{said} {capital(step(lay, spare))} The other boards keep their uses.")
    return out


def _still(lay: Layout, spare: str, board: str, what: str) -> list[str]:
    """A later board's use, kept once `spare` is in play, and, where its sheet is one the spare's step puts
    away, when that sheet comes back out and what is covered then, as that moment's step says: "Board 1 is
    still for every round." beside "board sheet 1 away" left when it came back to be worked out (READER39 #20)."""
    out = [f"{capital(board)} is still for {what}."]
    n = sheet_of(lay.groups, lay.names, board)
    if n == sheet_of(lay.groups, lay.names, spare):
        return out
    sheet = lay.v.board_sheets([n + 1], start=True)
    others = [lay.labels[i] for i in lay.groups[n] if lay.names[i] != board]
    covered = f", with {lay.said(others)} covered" if others else ""
    return [*out, f"{sheet} comes back out for {what}{covered}."]


def spent_line(last: str, *, drawn: bool, page: str = "", cover: str = "") -> str:
    """What to do when a board is spoiled once every spare is in use (LISTEN37 Q8 #2: nothing said): a board
    drawn by hand where the rules say how (`drawn`: Before you play's No printer?), else the actions in order:
    the last spare's (`last`) sheet printed again, by its page where the plan knows it (`page`, sheet_page:
    "the sheet of board 4" left which page to be found, READER39 #21), set out for the sheet in play, the
    copy's other boards covered (`cover`, copy_cover); then, once, the board played on, which takes the turns
    so far. Said before the covering, which board stays in use was reread (READER41 #9). Not "the new
    board": heard as take a fresh sheet (LISTEN28 #9)."""
    from accessible_kits.compose.preparation import called  # which reads compose.covering, this module's user

    spoiled = f"If a board is spoiled once {last} has replaced one"
    if drawn:
        return (
            f"{spoiled}, draw a board by hand, as {called('Before you play')} says. "
            f"The round waits until it is drawn. {capital(turns_so_far('the drawn board'))}"
        )
    copy = f"the copy's {last}"
    printed = f"print {page} once more, the sheet of {last}" if page else f"print the sheet of {last} once more"
    # the sheet in play, not "the old sheet": after an earlier spare, the board in play may be on another sheet
    return (
        f"{spoiled}, {printed}. The round waits until the copy is ready. "
        f"Put away the board sheet in play, and set out the copy.{f' {cover}' if cover else ''} "
        f"{capital(copy)} takes the spoiled board's place. {capital(turns_so_far('it'))}"
    )


def sheet_page(v, prep, n: int) -> str:
    """Where board sheet `n` (from 0) is printed, from the preparation plan's board runs ("page 3 of
    swell.pdf"); "" where the plan is not known, or a board is printed in parts."""
    if prep is None or prep.parts:
        return ""
    for run in prep.of("boards"):
        if n < run.pages:
            return f"page {v.num(run.first + n)} of {run.file}"
        n -= run.pages
    return ""


def copy_cover(lay: Layout, last: str) -> str:
    """The blank sheets moved onto the other boards of the last spare's copy: whether to cover the copy's
    board 3 was asked (READER39 #21). "" for a board alone on its sheet."""
    n = sheet_of(lay.groups, lay.names, last)
    others = [lay.names[i] for i in lay.groups[n] if lay.names[i] != last]
    if not others:
        return ""
    if len(others) > 1:
        paper = "the blank sheets" if len(others) == lay.total else f"{number_word(len(others))} of the blank sheets"
    else:
        paper = "the blank sheet" if lay.total == 1 else "a blank sheet"
    boards = lay.said([lay.labels[lay.names.index(b)] for b in others])
    return f"Move {paper} onto the copy's {boards}."
