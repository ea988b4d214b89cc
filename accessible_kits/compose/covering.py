"""Where boards share a sheet, what to do with each board sheet for the worked examples and for
each round: which sheets are put away, which boards on the sheet in play are covered with blank
paper, and how many blank sheets that takes (the preparation plan's count). Read from the sheet
plan the pages are drawn from and the boards a family gives each use.

"Cover the boards not in play with plain paper" beside "One blank sheet" left a listener asking
how one sheet covers three boards on two sheets (round 19): the other sheets are put away, and
only the other boards of the sheet in play are covered. A family declares that its boards are
covered (Wording.covers_boards); the plan counts the paper from the same declaration."""

from __future__ import annotations

from accessible_kits.compose.words import number_word, ordinal_word
from accessible_kits.preparation import cover_count


def blank_sheets(n: int) -> str:
    """'one blank sheet', 'two blank sheets': a count in words, said alike in print and aloud."""
    return f"{number_word(n)} blank sheet{'s' if n > 1 else ''}"


def cover(n: int) -> str:
    """What `n` blank sheets are for, as What you need and the paper count say it (compose/preparation):
    the other boards of the sheet in play only ("the boards not in play" was heard as every other
    board, round 19)."""
    return f"to cover {_others(n)}"


def _others(n: int) -> str:
    """The boards `n` blank sheets cover: the others of the board sheet in play."""
    return f"the other board{'s' if n > 1 else ''} on the board sheet in play"


def need_line(prep) -> str:
    """What you need's blank sheets, said so the line stands alone: it is heard before the sheets
    are described, so it says first how many boards a board sheet holds ("the other board on the
    board sheet in play" meant nothing yet, LISTEN21 #5). From the preparation plan: "up to" where
    the sheets hold different counts (its board sheets, copies counted, hold fewer than the fullest)."""
    n, held = prep.covers, prep.per_sheet
    sheets = sum(run.pages * run.copies for run in prep.of("boards"))
    holds = "Each board sheet holds" if prep.boards == sheets * held else "A board sheet holds up to"
    them = "The blank sheet covers" if n == 1 else "The blank sheets cover"
    return f"{blank_sheets(n).capitalize()} of plain paper. {holds} {number_word(held)} boards. {them} {_others(n)}."


def _phases(examples: str, rounds: tuple[str, ...]) -> list[tuple[str, str]]:
    """(what is played, the board it is played on): the worked examples, then each round, or every
    round where one board does for all (tokens come off); none where the boards have no uses."""
    if not rounds:
        return []
    if len(set(rounds)) == 1:
        return [("the worked examples", examples), ("every round", rounds[0])]
    return [("the worked examples", examples), *((f"the {ordinal_word(n)} round", b) for n, b in enumerate(rounds, 1))]


def cover_steps(w, labels: list[str], examples: str = "", rounds: tuple[str, ...] = ()) -> list[str]:
    """The steps of Setting up that keep to the board in play, for a family's wording `w` that
    covers the boards (its covers_boards, the declaration the plan counts the paper from): why,
    with the blank sheets in all, then a step for the worked examples' board (`examples`) and for
    each round's (`rounds`), boards named as the `labels` say them, lower case ("board 2"); none
    where no board shares its sheet. A sheet in play is never "the other half" (a sheet may hold
    three boards or four)."""
    from accessible_kits.compose.preparation import board_names  # which reads this module's counts

    v, plan = w.v, w.plan
    count = cover_count(plan) if w.covers_boards() else 0
    if not count:
        return []
    names = [label[0].lower() + label[1:] for label in labels]
    groups = plan.groups()
    does = "does" if count == 1 else "do"
    out = [
        "Leave only the board in play uncovered, so no one marks or reads back the wrong board. "
        f"{blank_sheets(count).capitalize()} of plain paper {does} for the whole match."
    ]

    def keep_to(board: str) -> tuple[str, list[str]]:
        """The board sheets put away and the boards covered while `board` is in play, said."""
        n = next(k for k, group in enumerate(groups) if names.index(board) in group)
        away = [k + 1 for k in range(len(groups)) if k != n]
        others = [labels[i] for i in groups[n] if names[i] != board]
        steps = [f"put {v.board_sheets(away)} away"] if away else []  # "the second board sheet" aloud
        if others:
            steps.append(f"cover {board_names(others, '')} with {blank_sheets(len(others))}")
        return ", and ".join(steps), others

    for what, board in _phases(examples, rounds):
        if board not in names:  # a board the plan did not lay out: nothing to say of its sheet
            continue
        steps, _ = keep_to(board)
        if steps:
            out.append(f"For {what}, {steps}.")
    if len(out) == 1:  # boards not told apart by name: the rule, without the phases
        out.append("Put the other board sheets away, and cover the other boards of the board sheet in play.")
        return out
    # a spare in play shares its sheet too: "Board 4 is a spare." gave no covering (LISTEN21 #7)
    spares = [b for b in names if b not in (examples, *rounds)]
    for board in spares:
        steps, others = keep_to(board)
        if others:
            out.append(f"If you use {board}, {'the' if len(spares) == 1 else 'a'} spare, {steps}.")
    return out


def shares_sheet_with(w, labels: list[str], board: str, others: tuple[str, ...]) -> str:
    """The first of `others` that `board` (named lower case, "board 1") shares its sheet with, where
    the family covers boards; "" where none does. That board's blank sheet moves onto `board` when
    it comes into play: "Put board 1 away" asked for the sheet the first round is played on (round
    19), and "Cover board 1 with a blank sheet" sounded like a second sheet (LISTEN20 #6)."""
    names = [label[0].lower() + label[1:] for label in labels]
    if not (w.covers_boards() and board in names):
        return ""
    group = next(g for g in w.plan.groups() if names.index(board) in g)
    return next((b for b in others if b in names and b != board and names.index(b) in group), "")
