"""Which board of a row game is which, and what each is for, in words read from the sheet plan the
pages are drawn from: where each board sits on its sheet (the plan's `across`), the board the worked
examples use and the board of each round, and why a sheet of several boards stays whole.

Two uncut boards on one sheet made "the bottom row" ambiguous (a cold listener, round 7): so every
board is named as its sheet prints it ("board 2"), placed ("board 1 in its upper half and board 2
in its lower half"), and given its use. Pen marks stay, so the worked examples, each round and the spares each
get their own board; raised tokens come off, so one board does for every round and another for the
examples, as the preparation plan counts them (preparation.make)."""

from __future__ import annotations

from dataclasses import dataclass

from accessible_kits.compose import scribe_words
from accessible_kits.compose.cover_moves import SPOILED, spare_rule, spent_line
from accessible_kits.compose.drafts import Bullets, Para
from accessible_kits.compose.sheet_words import place_of, placed
from accessible_kits.compose.words import Names, join, number_word, ordinal_word
from accessible_kits.families.row_removal.engine import SPELLED
from accessible_kits.games.notation import row_called
from accessible_kits.model import SheetPlan
from accessible_kits.preparation import ROUNDS


@dataclass(frozen=True)
class Uses:
    """The boards by name ("board 1"): the one the worked examples are followed on, the one of
    each round (the same board every round when the marks come off), and the spares."""

    examples: str
    rounds: tuple[str, ...]
    spares: tuple[str, ...]
    rounds_first: bool = False  # the rounds' board is printed before the examples' board


def uses(labels: list[str], marks_stay: bool) -> Uses | None:
    """What each board is for, in print order (`labels`: the boards' names as printed, "Board 1");
    None when there are too few boards for each use to have its own (the preparation then prints
    a sheet again, and the boards are not told apart by name)."""
    names = [label[0].lower() + label[1:] for label in labels]
    if marks_stay:  # a board for the examples, then a fresh board each round
        if len(names) < 1 + ROUNDS:
            return None
        return Uses(names[0], tuple(names[1 : 1 + ROUNDS]), tuple(names[1 + ROUNDS :]))
    if len(names) < 2:
        return None
    return Uses(names[1], (names[0],) * ROUNDS, tuple(names[2:]), rounds_first=True)


def _cap(text: str) -> str:
    return text[0].upper() + text[1:]


def uses_lines(
    v: Names, use: Uses, token: str, places: dict[str, str] | None = None, covers=(), *, drawn: bool = False
) -> list[str]:
    """What each board is for, in print order (the worked examples, each round, the spares): a
    sentence a board, the board first, then its job. "Play the first round on board 2" put a board's
    number beside a round's, off by one (a cold listener replayed it, round 14); the rounds are said
    by ordinal words, so a board's number is the only number. `token`: what comes off the board
    between rounds ("" when marks stay). `places`: where a board in use sits on a shared sheet, a
    sentence said after its use (board_places), as a scribe finds it at the table (round 15). `drawn`:
    No printer? says how to draw a board, for a board spoiled once the spares are in use."""
    where = places or {}

    def job(board: str, what: str) -> list[str]:
        return [f"{_cap(board)} is for {what}.", *([where[board]] if board in where else [])]

    if len(set(use.rounds)) == 1:
        # the examples' tokens too: a kit has one board's tokens (READER15 C14)
        rounds = [*job(use.rounds[0], "every round"), f"Before each round, take every {token} off the boards."]
    else:
        rounds = [line for n, b in enumerate(use.rounds, 1) for line in job(b, f"the {ordinal_word(n)} round")]
    spares = (
        []
        if not use.spares
        else [f"{_cap(use.spares[0])} is a spare."]
        if len(use.spares) == 1
        else [f"{_cap(join(use.spares))} are spares."]
    )
    # what a spare is for ("Board 4 is a spare." said not, LISTEN30 #9), unless Setting up's
    # covering steps (`covers`) say it, with the sheet the spare is on (compose.covering)
    if use.spares and not any(SPOILED in c for c in covers):
        # which spare first, where there are several (READER35 #12)
        spares.append(spare_rule(list(use.spares), named=True))
        # and once every spare is in use (LISTEN37 Q8 #2); `drawn`: the rules say how to draw a board
        spares.append(spent_line(use.spares[-1], drawn=drawn))
    examples = job(use.examples, "the worked examples")
    # each board's use said once, in print order: board 1, then board 2 ...
    return [*rounds, *examples, *spares] if use.rounds_first else [*examples, *rounds, *spares]


# Setting up's covering step, where the board sheets' step of each phase is said at its moment
# (a list of four such steps was hard to hold by ear, LISTEN23 #10)
WHEN_COVERED = "These rules say which board to cover each time the board in play changes."


def examples_done(use: Uses, token: str, covered: str = "", switch: str = "", stay: str = "") -> list[str]:
    """What a listener does when the worked examples end, before "A match" (a cold listener went
    straight on, round 17): the examples' board put away, or its tokens taken off (a kit has one
    board's tokens), then the board of each round, each a sentence, the board first (uses_lines).
    `covered`: the round's board that shares the examples' sheet, covered during the examples; its
    blank sheet moves onto the examples' board, not put away (Setting up's covering steps,
    compose/covering). The one sheet moved, not "a blank sheet": a listener heard a second (LISTEN20 #6).
    `switch`: the first round's own covering step ("For the first round, put ..."), where its board is
    on another sheet (covering.PhaseStep); Setting up no longer lists it (LISTEN23 #10). `stay`: the
    other boards of that sheet, covered during the examples and the round alike, said to stay
    covered: "Move the blank sheet from board 1" beside two blank sheets in use left which one, and
    the other, to be guessed (READER25 #13)."""
    moved = [f"Move the blank sheet from {covered} onto {use.examples}.", *([f"Leave {stay} covered."] if stay else [])]
    moved = [switch] if switch else moved if covered else []
    done = (
        [f"Take every {token} off the boards.", "You need them all for each round.", *moved]
        if token
        else moved or [f"Put {use.examples} away."]
    )
    rounds = (
        [f"{_cap(use.rounds[0])} is for every round."]
        if len(set(use.rounds)) == 1
        else [f"{_cap(b)} is for the {ordinal_word(n)} round." for n, b in enumerate(use.rounds, 1)]
    )
    if switch:  # the switch's step has just said the board now in play: the first round's, or every round's
        rounds = rounds[1:]
    return ["That ends the worked examples.", *done, *rounds]


def still_covered(plan: SheetPlan, labels: list[str], examples: str, covered: str) -> str:
    """The boards, said together ("board 3"), that share the worked examples' sheet with `covered`,
    the first round's board, and stay covered when the examples end: every other board of that
    sheet but these two (`labels`: the boards' names as printed). "" where there is none."""
    from accessible_kits.compose.preparation import board_names  # which reads compose.covering's counts

    names = [label[0].lower() + label[1:] for label in labels]
    if not (covered and examples in names) or plan.split or not plan.layout:
        return ""
    group = next(g for g in plan.groups() if names.index(examples) in g)
    return board_names([labels[i] for i in group if names[i] not in (examples, covered)])


def board_places(v: Names, plan: SheetPlan, labels: list[str]) -> dict[str, str]:
    """Where each board sits on a sheet it shares, a sentence by its name ("It is the lower board of
    board sheet one."), in the words placement_lines places the sheet's boards with (sheet_words.place_of). None
    for a board alone on its sheet (its heading names it), nor when the plan has not measured the
    sheets. Two boards on a sheet were marked or read in the wrong one (a cold listener, round 15)."""
    if plan.split or plan.boards <= plan.sheets or not plan.layout:
        return {}
    names = [label[0].lower() + label[1:] for label in labels]
    out = {}
    for n, (group, sheet) in enumerate(zip(plan.groups(), plan.layout, strict=True), 1):
        if len(group) < 2:
            continue
        sheet_name = "the board sheet" if plan.sheets == 1 else v.board_sheets([n])
        for k, i in enumerate(group):
            out[names[i]] = f"It is the {place_of(k, len(group), sheet.across)} {sheet_name}."
    return out


# "Board 2 is for the first round" sent a listener to page two, which holds board 1 (round 15)
FIND = "Find each board by the name on it, not by its page."


def drawn_names(use: Uses | None) -> str:
    """After "Draw three such boards", what they are for, and the names to write above them in the plan's
    order: Setting up finds each board "by the name on it", and a drawn board had none (LISTEN29 #9).
    The names apart from their uses: "board 1 for" is heard as "one four"."""
    said = ": one for the worked examples, and one for each round."
    if use is None or len(set(use.rounds)) < len(use.rounds):  # no board of its own for each round
        return said
    # the spares too, by the plan's names: later steps use board 4, the spare (LISTEN31 #6)
    n = len(use.spares)
    spares = f" Draw {number_word(n)} more as {'a spare' if n == 1 else 'spares'}."
    names = join([use.examples, *use.rounds, *use.spares])
    return (
        f"{said}{spares if use.spares else ''} Write their names above them, in that order: {names}. "
        # the printed board's winner line, which the rules later say the scribe writes on (LISTEN31 #6)
        "Under each board, draw a line to write the winner."
    )


def together(use: Uses | None, fresh: str, token: str) -> list[str]:
    """Which board the game for fun is played on (Playing together): a spare the match did not
    use, by its name, else one drawn by hand, when marks stay; a board with every token taken off
    when tokens do (a kit has one board's tokens); `fresh` ("a fresh board") without named boards.
    "Take board 3, if the match did not use it." left no board when it had (a braille reader, round 15)."""
    if use and token:  # every token, as a round begins (uses_lines)
        return [f"Take every {token} off the boards.", f"Then use {use.rounds[0]}."]
    if use and use.spares:
        spare = use.spares[0] if len(use.spares) == 1 else join(use.spares, "or")
        return [f"Take {spare}, if the match did not use it.", "If it did, draw a board on plain paper."]
    return ["Draw a board on plain paper."] if use else [f"Take {fresh}."]


def placement_lines(v: Names, plan: SheetPlan, labels: list[str], *, touch: bool, rows: tuple[str, ...]) -> list[str]:
    """Where each board sits on its sheet and how it is named, from the plan (`rows`: a board's
    row names, top row first); none when every
    board has a sheet of its own (each sheet's heading names its board) or the plan has not
    measured the sheets."""
    if plan.split or plan.boards <= plan.sheets or not plan.layout:
        return []
    names = [label[0].lower() + label[1:] for label in labels]
    lines = []
    alone = False
    for n, (group, sheet) in enumerate(zip(plan.groups(), plan.layout, strict=True), 1):
        sheet_name = "The board sheet" if plan.sheets == 1 else v.board_sheets([n], start=True)
        here = [names[i] for i in group]
        if len(here) == 1:  # a board alone is named by the sheet's heading (render.sheets.board_pages)
            # where to feel for its name: "named in the sheet's heading" sent a braille reader looking for a
            # label just above it, as the other sheet's boards have (READER37 #5)
            heading = "braille heading" if touch else "heading"
            # one paragraph with the sheet's place: the row names' note follows the places (LISTEN23 #11)
            lines.append(
                f"{sheet_name} has {here[0]} alone. "
                f"Its name is in the sheet's {heading} at the top, with no label just above it."
            )
            alone = True
        else:
            lines.append(f"{sheet_name} has {placed(here, sheet.across)}.")
    # the row names said apart from the sheet's places just said (LISTEN23 #11), one row: a move says no row
    lines += place_names_line(rows) if len(rows) > 1 else []
    braille = ", in print and braille" if touch else ""
    lines.append(
        f"On a sheet of several boards, each has its name just above it{braille}."
        if alone
        else f"Each board has its name just above it{braille}."
    )
    return lines


# row names that say a place, which a sheet of several boards also has: its boards' words too
PLACES = ("top", "middle", "bottom", "upper", "lower", "left", "right")


def place_names_line(rows: tuple[str, ...]) -> list[str]:
    """Once, where boards share a sheet: every row name that is a place word names a row of the
    board in play, not a part of the sheet ("the top row" beside "board 1 in its upper half", a
    cold listener, round 18). Said just after the sheets' places ("As row names ..." two lines later
    was heard as a warning about words already mixed, LISTEN23 #11). "The row names": the sheet's top
    right corner is still the sheet's. "Of a board", not "of the board in play": Setting up, later,
    explains the board in play (round 28)."""
    said = [n for n in rows if n.lower() in PLACES]
    if not said:
        return []
    if len(said) == 1:
        return [f"The row name {said[0]} means a row of a board, not a part of the sheet."]
    return [f"The row names {join(said)} mean rows of a board, not parts of the sheet."]


def names_lines(names: tuple[str, ...]) -> list[str]:
    """The rows' names, going down, and what the scribe does with a row said another way (the rows
    have no numbers: "second row" in a game of top, middle and bottom, a cold listener, round 13).
    Letters the record sheet heads the rows' columns by are said with its columns (scribe_words.
    letters_line): here, before the sheet is explained, they were heard too soon (LISTEN30 #14).
    Names of the spelling alphabet are said to follow it."""
    spelled = names == SPELLED[: len(names)]
    # names that are place words (top, middle, bottom) are said as they are: "by its name, not by its
    # place" read as a contradiction beside them (LISTEN21 #6, READER21 #11); what is never said is a number
    say = (
        [f"Say {join(names, 'or')}, never a number such as second row."]
        if all(n.lower() in PLACES for n in names)
        else ["Say a row by its name, not by its place."]
    )
    return [
        "The rows have names, not numbers.",
        f"Going down, the names are {join(names)}{', in alphabet order' if spelled else ''}.",
        *say,
        second_row_line(names),
        asked_line(names),
    ]


def second_row_line(names: tuple[str, ...]) -> str:
    """Which row "the second row" would be, by its name, for every board of two rows or more: "the
    second row" was never said, so a reader inferred it (both readers, round 19), and beside "never a
    number such as second row" too (READER25 #11). One sentence for names that are places and names
    that are not: "is called the middle row" beside "not by its place" read as a contradiction
    (LISTEN21 #6), so it says the row is the middle row, then to call it so."""
    row = row_called(names[1])
    return f"The second row going down is {row}: call it {row}."


def asked_line(names: tuple[str, ...]) -> str:
    """The scribe's one answer to any row not said by its name: a number, a letter, a place or a row
    the board has not ("row 5" or "Echo row" beside "that row is not on the board", round 16). A
    question, not a refusal: the engine refuses only a move in rows it has (a cold listener asked
    which, round 19). No name has a digit (params), so "row 5" is never a name. "Not a broken rule",
    not "not a refused move": a refused move is explained only after Not allowed (round 28)."""
    return (
        f"If a player says a row any other way, the scribe asks: which row, {join(names, 'or')}? "
        "That is a question, not a broken rule."
    )


def whole_lines(plan: SheetPlan, *, touch: bool = False) -> list[str]:
    """Why a sheet of several boards is not cut: the rules place each board on it, and on a raised
    sheet the triangle at its corner shows the way up for all of them. The tokens under the boards
    are the one thing cut out of it."""
    if plan.split or plan.boards <= plan.sheets:
        return []
    return [
        "Keep each board sheet whole: do not cut the boards apart.",
        "Kept whole, each board stays where these rules say it is.",
        *(["The triangle at the sheet's top right corner shows the way up for every board on it."] if touch else []),
        *(["Cut out only the tokens under the boards."] if plan.tokens_with_boards else []),
    ]


def winner_written(w) -> str:
    """Which name the scribe writes on a board's winner line, as the match record's Winner column
    says it (scribe_words.match_record, the sheet the kit prints): the game's two names where each
    stays with its player, else the player's own. "The scribe writes the winner there" said
    neither (LISTEN20 #8)."""
    match = scribe_words.match_record(w.game.players, w.match_columns(), swaps=w.changes_sides())
    hint = next(c.hint for c in match.columns if c.name == "Winner")
    if hint == scribe_words.OWN_NAME:
        return "When a round ends, the scribe writes the winner's own name there."
    return f"When a round ends, the scribe writes the winner there: {hint}."


def board_blocks(w, labels: list[str]) -> list:
    """The board section of a row game's rules (`w`: its wording; `labels`: the boards' names as
    printed): the rows, top row first, how they are counted and named, then the boards' places."""
    v, e = w.v, w.e
    rows = [f"{row_called(n)} has {v.count(s, 'circle')}" for n, s in zip(e.row_names, e.sizes, strict=True)]
    going_down = (
        [Para(f"{_cap(rows[0])}.")]
        if w.single()
        else [Para(f"Going down the board, {join(rows)}.")]
        if len(rows) <= 3
        else [Para("Going down the board, the rows are these."), Bullets(tuple(f"{_cap(r)}." for r in rows))]
    )
    return [
        Para(f"The board has {v.count(len(e.sizes), 'row')} of circles, {v.count(sum(e.sizes), 'circle')} in all."),
        # how the rows are counted, where they are first said (a grid's row 1 is its bottom row)
        *([Para(w.counted_from_top())] if w.counted_from_top() else []),
        *going_down,
        # only these words name a row: "first row" and "fourth row" were asked about (round 10)
        *(
            [Para(f"Say a row by its name only: {join(e.row_names, 'or')}. {asked_line(e.row_names)}")]
            if w.counted_from_top()
            else []
        ),
        Para(
            "Each row has its name in braille on its left, with the print name above the braille. "
            # where the circles lie, so "covering from the right end" has a right end to find
            "The row's circles follow in a line to the right of its name. "
            "Each board has a print line where a sighted partner may write the winner."
            if w.touch
            # where the plan put the names: beside the circles, or above them where beside was too wide
            else f"Each row has its name printed {'just above it' if w.plan.names_above else 'on its left'}. "
            # who writes on the line, and when (a cold listener, round 14), and which name (winner_written)
            f"Each board has a line to write the winner. {winner_written(w)}"
        ),
        # rows named by their place are counted, said so above; "names, not numbers" beside
        # "second" and "third" contradicted itself (a cold listener, round 9)
        *([] if w.single() or w.counted_from_top() else [Para(" ".join(names_lines(e.row_names)))]),
        *([Para("All the boards are the same.")] if w.plan.boards > 1 else []),
        *(Para(t) for t in placement_lines(v, w.plan, labels, touch=w.touch, rows=e.row_names)),
    ]
