"""Where boards share a sheet, what to do with each board sheet for the worked examples and for
each round: which sheets are put away, which boards on the sheet in play are covered with blank
paper, and how many blank sheets that takes (the preparation plan's count). Read from the sheet
plan the pages are drawn from and the boards a family gives each use.

"Cover the boards not in play with plain paper" beside "One blank sheet" left a listener asking
how one sheet covers three boards on two sheets (round 19): the other sheets are put away, and
only the other boards of the sheet in play are covered. A family declares that its boards are
covered (Wording.covers_boards), or marks its boards with no pieces laid on them (covers); the plan
counts the paper from the same decision."""

from __future__ import annotations

from collections.abc import Collection

from accessible_kits.compose import cover_moves
from accessible_kits.compose.words import join, number_word, ordinal_word
from accessible_kits.preparation import cover_count, cover_fold


def covers(wording, game) -> bool:
    """Whether a family covers the boards not in play, where boards share a sheet: where it says
    so (its covers_boards), or where its moves are marks alone, no pieces laid (a pen mark or a
    token on the wrong board, READER23 #13, #14: the grid games' practice and play boards shared a
    sheet, bare). The one decision the plan counts the paper from and Setting up's steps read."""
    return wording.covers_boards() or not wording.piece_set(game)


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
    """What you need's blank sheets: their count, then what they are for, in words that need no
    board sheet described ("the other board on the board sheet in play" came before "The sheets
    in this kit" said what a board sheet is, LISTEN22 #10); "One blank sheet of plain paper." alone
    was taken for drawing a board on (LISTEN28 #14). Setting up says which board (lay_line)."""
    n = prep.covers
    use = "It covers a board" if n == 1 else "They cover boards"
    return (
        f"{blank_sheets(n).capitalize()} of plain paper. {use} you are not using, as the part called Setting up says."
    )


FOLD_WORDS = {  # how a blank sheet is folded, (parts one way, parts the other) as preparation.cover_fold finds them
    (2, 1): "in half",
    (3, 1): "in three",
    (2, 2): "in half, then in half again the other way",
    (4, 1): "in half, then in half again the same way",
}


def lay_line(plan, count: int, fold: tuple[int, int]) -> str:
    """How the `count` blank sheets are folded (`fold`, preparation.cover_fold) and laid, said in
    Setting up, after the boards are placed on their sheets: "covers the other board on the board
    sheet in play", in The sheets in this kit, came before a listener knew a sheet holds two boards
    (READER25 #1, LISTEN25 #11). A whole sheet over a half-sheet board covered both (LISTEN24 #6)."""
    paper = f"{blank_sheets(count)} of plain paper"
    back, laid = "", "Lay it" if count == 1 else "Lay one"
    if fold == (1, 1):
        fold_said, laid = "", f"Lay {paper} flat"
    elif fold in FOLD_WORDS:
        fold_said = f"Fold {paper} {FOLD_WORDS[fold]}. "
    else:  # no plain fold fits one board's share: "fold to the size of one board" left how (READER42 #15)
        fold_said = f"Take {paper}. "
        back = f" Fold back any part that reaches past {'that board' if count == 1 else 'its board'}."
    where = "the board not in play" if count == 1 else "each board not in play"
    if plan.sheets == 1:
        return f"{fold_said}{laid} over {where}.{back}"
    away = f"Put the other board sheet{'s' if plan.sheets > 2 else ''} away."
    return f"{away} {fold_said}On the board sheet in play, {laid[0].lower()}{laid[1:]} over {where}.{back}"


EVERY = -1  # a PhaseStep's round where one board does for every round


class PhaseStep(str):
    """A step of Setting up for one round (`round`, from 1; 0 for the worked examples, EVERY for
    every round), with what it does (`action`) apart: the match section says the switch again where round
    2 begins, from the same words (LISTEN22 #11: it was said only in Setting up)."""

    round: int
    action: str
    sheet: int  # the board sheet in play (from 0), as the plan groups the boards
    covered: tuple[str, ...]  # the labels of the boards the step covers
    board: str  # the board in play, as the step names it ("board 2")

    def __new__(
        cls, text: str, round_: int, action: str, sheet: int = 0, covered: tuple[str, ...] = (), *, board: str = ""
    ) -> PhaseStep:
        """The step's text, as Setting up says it, with its round, action, sheet, covered boards and board in play."""
        step = super().__new__(cls, text)
        step.round, step.action, step.sheet, step.covered, step.board = round_, action, sheet, covered, board
        return step


def _phases(examples: str, rounds: tuple[str, ...]) -> list[tuple[str, str, int]]:
    """(what is played, the board it is played on, its round or 0): the worked examples, then each
    round, or every round where one board does for all (tokens come off); none where the boards
    have no uses."""
    if not rounds:
        return []
    if len(set(rounds)) == 1:
        return [("the worked examples", examples, 0), ("every round", rounds[0], EVERY)]
    return [
        ("the worked examples", examples, 0),
        *((f"the {ordinal_word(n)} round", b, n) for n, b in enumerate(rounds, 1)),
    ]


def cover_steps(w, labels: list[str], examples: str = "", rounds: tuple[str, ...] = ()) -> list[str]:
    """The steps of Setting up that keep to the board in play, for a family's wording `w` that
    covers the boards (its covers_boards, the declaration the plan counts the paper from): why,
    with the blank sheets in all, then a step for the worked examples' board (`examples`) and for
    each round's (`rounds`), boards named as the `labels` say them, lower case ("board 2"); none
    where no board shares its sheet. A sheet in play is never "the other half" (a sheet may hold
    three boards or four)."""
    plan = w.plan
    count = cover_count(plan) if covers(w, w.game) else 0
    if not count:
        return []
    names = [label[0].lower() + label[1:] for label in labels]
    lay = lay_line(plan, count, cover_fold(plan, w.profile.paper))
    out = [f"Leave only the board in play uncovered, so no one marks or reads the wrong board. {lay}"]
    if w.drawn_lines():  # the steps below cover boards on shared sheets: a drawn board's form (LISTEN31 #6)
        out[0] += f" {DRAWN}"

    layout = cover_moves.Layout(w.v, plan.groups(), labels, count, board_names)
    for what, board, n in _phases(examples, rounds):
        if board not in names:  # a board the plan did not lay out: nothing to say of its sheet
            continue
        steps = cover_moves.step(layout, board, first=len(out) == 1)
        sheet, others = _on_sheet(plan.groups(), labels, board)
        out.append(PhaseStep(f"For {what}, {steps}", n, steps, sheet, tuple(others), board=board))
    if len(out) == 1:  # boards not told apart by name: the rule, without the phases
        out.append("Put the other board sheets away, and cover the other boards of the board sheet in play.")
        return out
    out[0] += f" {LIST_SAID}"  # the one list, said here only: the other places send the players back to it
    # a spare in play shares its sheet too: "Board 4 is a spare." gave no covering (LISTEN21 #7); which
    # board a spare stands for, and that the rest keep theirs: round 2 still uses its own (LISTEN25 #13)
    spares = [b for b in names if b not in (examples, *rounds)]
    if spares:
        # a step for each board the first spare can replace, each the whole table it leaves, not a chain of
        # moves (LISTEN35 #17); "When board 4 replaces a spoiled board" alone was heard as one case (LISTEN37 #6)
        uses = list({b: what for what, b, _ in _phases(examples, rounds) if b in names}.items())
        out += cover_moves.spare_lines(layout, spares, uses)
        last = spares[-1]  # its page, and the copy's other boards covered as on the old sheet (READER39 #21)
        page = cover_moves.sheet_page(w.v, w.prep, cover_moves.sheet_of(plan.groups(), names, last))
        cover = cover_moves.copy_cover(layout, last)
        out.append(cover_moves.spent_line(last, drawn=bool(w.drawn_lines()), page=page, cover=cover))
    return out


# what a table of boards drawn by hand does where a step covers a board or puts a sheet away (LISTEN31 #6)
DRAWN = "A board drawn by hand is on its own paper, so it needs no blank sheet. Keep out only the drawn board in play."


# Setting up's covering rule ends by saying where each board's step is: the steps listed there, all at
# once, were too many to hold by ear (LISTEN29 #8), and said in three places, too many to tell apart
# (LISTEN27 #11): now each is said once, at the moment the board in play changes
LIST_SAID = "Each time the board in play changes, one short step says which board to cover then."

# the moments the board in play changes, as the families name them (back_to_setup), and each one's round
MOMENTS = {"Before the worked examples": 0, "For the first round": 1, "For every round": EVERY}


def back_to_setup(when: str) -> str:
    """The sentence a family says where the board in play changes (`when`: "Before the worked
    examples", one of MOMENTS): at_moments puts that moment's own step in its place."""
    return f"{when}, set out the boards as the part called Setting up lists."


def at_moment(when: str, round_: int, steps) -> str:
    """The step (a PhaseStep of `steps`) for `round_`, led by `when`: "Before the second round,
    take the second board sheet out again. ..."; "" where no step is for that round."""
    step = next((s for s in steps if isinstance(s, PhaseStep) and s.round == round_), None)
    if step is None:
        return ""
    return f"{when}, {step.action}{now(step.board)}"


def now(board: str) -> str:
    """The whole state after a moment's step, in one short sentence: what the step leaves, not only
    what it moves ("take out", "put away" and "cover", step after step, were hard to hold, LISTEN31 #7)."""
    return f" Now only {board_names([board])} is out and uncovered." if board else ""


def at_moments(text: str, steps) -> str:
    """`text` with each of back_to_setup's sentences in it replaced by its moment's own step, from
    the plan (`steps`: Setting up's PhaseSteps): said once, where the board in play changes."""
    for when, round_ in MOMENTS.items():
        if (step := at_moment(when, round_, steps)) and back_to_setup(when) in text:
            text = text.replace(back_to_setup(when), step)
    return text


def in_setting_up(setup, examples_said: bool) -> list[str]:
    """Setting up's steps: the rule and the boards' uses, with no board's step but the worked
    examples', and that one only where the examples do not say it at their head (`examples_said`):
    each other step is said at its moment (at_moments, before_round)."""
    return [s for s in setup if not (isinstance(s, PhaseStep) and (s.round or examples_said))]


def before_round(steps, said: Collection[str] = ()) -> str:
    """What to do with the board sheets before round 2, said where the match begins: its own step,
    where round 2 has one ("" where every round is played on one board, said after the examples)."""
    return at_moment("Before the second round", 2, steps)


def _on_sheet(groups, labels: list[str], board: str) -> tuple[int, list[str]]:
    """The board sheet (from 0) `board` is on, and the other boards on it, by their labels."""
    names = [label[0].lower() + label[1:] for label in labels]
    n = next(k for k, group in enumerate(groups) if names.index(board) in group)
    return n, [labels[i] for i in groups[n] if names[i] != board]


def board_names(labels: list[str], the: str = "the ") -> str:
    """Boards by their titles, as a person says them: a numbered title without an article, and
    numbered titles side by side said once ("boards 1, 2 and 3"); another title with `the`
    ("the practice board and the play board")."""
    runs: list[tuple[str, list[str]]] = []  # (the title's words before its number, the numbers)
    for label in labels:
        stem, _, number = label.lower().rpartition(" ")
        if not (stem and number.isdigit()):
            runs.append((f"{the}{label.lower()}", []))
        elif runs and runs[-1][1] and runs[-1][0] == stem:
            runs[-1][1].append(number)
        else:
            runs.append((stem, [number]))
    said = [
        stem if not numbers else f"{stem} {numbers[0]}" if len(numbers) == 1 else f"{stem}s {join(numbers)}"
        for stem, numbers in runs
    ]
    return join(said)


def practice_and_play(w) -> list[str]:
    """cover_steps for a kit whose blank boards are a practice board, for the worked examples, and
    a play board, for every round (the grid family's, in that order): the same steps as the row
    games', from the plan's sheets; none where each board has a sheet of its own."""
    labels = [b.label for b in w.blank_boards(w.game)[0]]
    practice, play = (label[0].lower() + label[1:] for label in labels)
    return cover_steps(w, labels, practice, (play,))


def practice_moved(w) -> str:
    """After the worked examples, where the practice board and the play board share a sheet and are
    covered (practice_and_play's steps): every round's step, said here, where the board in play
    changes (nothing was said when the examples ended, READER24 #12; a list said in Setting up was
    too much to hold by ear, LISTEN29 #8); "" where they do not share one."""
    labels = [b.label for b in w.blank_boards(w.game)[0]]
    practice, play = (label[0].lower() + label[1:] for label in labels)
    if not shares_sheet_with(w, labels, practice, (play,)):
        return ""
    return at_moment("For every round", EVERY, practice_and_play(w)) or back_to_setup("For every round")


def shares_sheet_with(w, labels: list[str], board: str, others: tuple[str, ...]) -> str:
    """The first of `others` that `board` (named lower case, "board 1") shares its sheet with, where
    the family covers boards; "" where none does. That board's blank sheet moves onto `board` when
    it comes into play: "Put board 1 away" asked for the sheet the first round is played on (round
    19), and "Cover board 1 with a blank sheet" sounded like a second sheet (LISTEN20 #6)."""
    names = [label[0].lower() + label[1:] for label in labels]
    if not (covers(w, w.game) and board in names):
        return ""
    group = next(g for g in w.plan.groups() if names.index(board) in g)
    return next((b for b in others if b in names and b != board and names.index(b) in group), "")
