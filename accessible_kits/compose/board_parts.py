"""A board too big for one sheet, printed in parts: where each part sits on the board, which rows or
columns it holds, and the steps of cutting and joining the parts, read from the sheet plan's parts
(its tiles). Split from sheet_words.py by job: the parts of one board, not the kit's sheets."""

from __future__ import annotations

from accessible_kits.compose.words import Names, join, ordinal_word
from accessible_kits.model import SheetPlan


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
    # where each part sits, before its rows: "Part one holds rows 8 through 5" came before The board said
    # which way the rows run, and a listener could not tell whether row 8 was at the top (LISTEN28 #19)
    lines += [
        f"Part {v.num(n)} is {part_place(plan.tiles, t)} of the board: {_holds(v, plan.tiles, t)}."
        for n, t in enumerate(plan.tiles, 1)
    ]
    lines.append("The parts are printed in that order, part one first.")
    # the joining steps are said once the sheets are printed, in Before you play (joining_lines): said
    # here, before printing, they were held with nothing yet in hand (LISTEN31 #12)
    the = "the" if plan.boards == 1 else "each"
    return [*lines, f"You join the parts of {the} board after printing, as the part called Before you play says."]


def joining_lines(v: Names, plan: SheetPlan) -> list[str]:
    """How to join a split board's printed parts, said in Before you play after the printing steps,
    where the host has the sheets in hand (LISTEN31 #12): why, who can, then each cut and flap."""
    the = "the" if plan.boards == 1 else "each"
    # no "Join the parts of the board before you play" here: the making ready just said to cut and join them
    # its dashed lines, flaps and crosses are thin flat ink on every sheet, raised or not (render/parts.py):
    # the steps were said by sight alone, and a blind host could not follow them (LISTEN21 #16)
    lines = [
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
    # the cross marks as render/parts.py draws them, said where each is before what to do with it (READER32
    # #13: "half crosses" came with no word of what or where they are): a cross beyond each end of a seam,
    # outside the board, centred on the cut part's dashed line (cutting halves it) and, on the part with the
    # flap, in line with the board's edge beside the flap
    if len(seams) == 1:
        edge, n, flap, m = seams[0]
        ends = _beyond(edge)
        return [
            # two sentences: with a top edge's "just left of ... just right of", one ran to 28 words
            f"On part {v.num(n)}, the dashed line at its {edge} edge runs through two small cross marks.",
            f"One is {ends}.",
            *lines,
            f"Cutting leaves half of each cross mark on part {v.num(n)}, at the ends of its {edge} edge.",
            f"Then find the glue flap, outside the board at the {flap} edge of part {v.num(m)}.",
            # the edge by its side, from the plan: "the board's edge" left which edge to find (round 35)
            f"Part {v.num(m)} has a whole cross mark {_beyond(flap, 'the flap')}, in line with its {flap} edge.",
            "If you use glue, put it on the flap.",
            f"Then lay the {edge} edge of part {v.num(n)} on the flap at the {flap} edge of part {v.num(m)}.",
            f"Slide it until each half cross lies over a whole cross on part {v.num(m)}, so they look like one cross.",
            "Then the board's lines meet.",
            "With tape instead, stick a strip of it along the join.",
            # "no cell is covered" spoke of covering as a move
            "Once joined, the flap hides no cell of the board.",
        ]
    lays = [f"the {e} edge of part {v.num(n)} on the flap at the {f} edge of part {v.num(m)}" for e, n, f, m in seams]
    return [
        # a cross whose place a cut takes away is not drawn (render/parts.py), so not every dashed line has two
        "Where a dashed line runs on beyond the board, it passes through a small cross mark.",
        *lines,
        "Cutting leaves half of each such cross mark on the part you cut.",
        f"Then find the {v.num(len(seams))} glue flaps, outside the board.",
        "Beyond the ends of a flap, in line with the edge the flap is on, are whole cross marks.",
        "If you use glue, put it on each flap.",
        "Then lay each cut edge on its flap.",
        *(f"Lay {lay}." for lay in lays),
        "Slide each part until each half cross lies over a whole cross, so they look like one cross.",
        "Then the board's lines meet.",
        "With tape instead, stick a strip of it along each join.",
        "Once joined, the flaps hide no cell of the board.",
    ]


def _beyond(edge: str, what: str = "the board") -> str:
    """Where a seam's two cross marks stand, beyond the ends of an edge of `what`: a left or right edge
    runs down the sheet, so one is above and one below; a top or bottom edge, one at each side."""
    if edge in ("left", "right"):
        return f"just above {what} and another just below it"
    return f"just left of {what} and another just right of it"


def _cut_way(cut: list[str]) -> str:
    """Which way a part's cuts run on the sheet: a left or right edge runs down it, a top or bottom
    edge across ("across the sheet" for a cut down the left edge: round 14's listener)."""
    if set(cut) <= {"left", "right"}:
        return "all the way down the sheet"
    if set(cut) <= {"top", "bottom"}:
        return "all the way across the sheet"
    return "each from edge to edge of the sheet"


SHARES = {2: "half", 3: "third", 4: "quarter"}  # a part of a board cut in so many, as a listener says it


def _even(tiles, down: bool) -> bool:
    """Whether the parts cut the board in equal shares the way they run (`down`: their rows): four
    columns and three were called halves (LISTEN29 #14)."""
    return len({len(t.rows if down else t.columns) for t in tiles}) == 1


def part_place(tiles, tile) -> str:
    """Where a part sits on the whole board, in words a listener has before the board is described:
    "the top half", "the left third", "the second quarter from the top", "the top left quarter";
    a share only where the parts are equal, else "the left part"; in a grid of parts other than two
    by two, "the part at the top left" (render.layout.place_words)."""
    from accessible_kits.render.layout import place_words, where

    r, k, rows, cols = where(tiles, tile)
    if rows == 1 or cols == 1:  # the parts in one line, down the board or across it
        i, count, first, last = (r, rows, "top", "bottom") if cols == 1 else (k, cols, "left", "right")
        share = SHARES.get(count, "part") if _even(tiles, cols == 1) else "part"
        if i in (0, count - 1):
            return f"the {first if i == 0 else last} {share}"
        return f"the middle {share}" if count == 3 else f"the {ordinal_word(i + 1)} {share} from the {first}"
    place = place_words(tiles, tile)
    if (rows, cols) == (2, 2) and _even(tiles, True) and _even(tiles, False):
        return f"the {place} quarter"
    return "the middle part" if place == "middle" else f"the part at the {place}"


def _holds(v: Names, tiles, tile) -> str:
    """The rows and columns a part holds, counted from its edge of the board ("the top four rows"),
    each said only where the parts differ in it: "rows 8 through 5" and "columns A through D" came
    before the part called The board said how rows and columns are named (LISTEN29 #13)."""
    from accessible_kits.render.layout import where

    r, k, rows, cols = where(tiles, tile)
    said = []
    if rows > 1:
        said.append(_run(v, (r, rows), len(tile.rows), "row", ("top", "bottom")))
    if cols > 1:
        said.append(_run(v, (k, cols), len(tile.columns), "column", ("left", "right")))
    return ", in ".join(said)


def _run(v: Names, at: tuple[int, int], n: int, noun: str, ends: tuple[str, str]) -> str:
    """A part's run of rows or columns, the `i`th of `count` (`at`; `n` of them), said from the
    board's edge: "the top four rows", "the next three columns", "the bottom row"."""
    i, count = at
    where = ends[0] if i == 0 else ends[1] if i == count - 1 else "next"
    return f"the {where} {noun}" if n == 1 else f"the {where} {v.num(n)} {noun}s"


def _edges(names: list[str]) -> str:
    """'top edge', 'left and top edges'."""
    return f"{join(names)} edge{'s' if len(names) > 1 else ''}"
