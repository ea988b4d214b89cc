"""The sheet plan: how many boards fit a sheet, or how a board too big is split.

It runs before the words are written (game + profile -> plan -> words -> pages), and
the page builder draws exactly what it decided, so a count in a sentence cannot
differ from the sheets printed.
"""

from __future__ import annotations


from accessible_kits.errors import KitError
from accessible_kits.fonts import Metrics
from accessible_kits.games.notation import column_letter
from accessible_kits.model import Board, GridBoard, RowsBoard, SheetPlan, Tile
from accessible_kits.profile import Profile
from accessible_kits.render import boards as draw
from accessible_kits.render.canvas import Canvas, page_size

GAP = 8.0  # mm between boards on a sheet
WINNER_BASELINE = 0.95  # the winner line's baseline under the circles, in text sizes (clear of the circles, which end 0.1 of a cell above)


def winner_baseline(c: Canvas) -> float:
    """How far below the circles the winner line's baseline goes: clear of the bottom row's
    braille label (which hangs below its row) by the profile's minimum gap."""
    p = c.profile
    base = p.text_mm * WINNER_BASELINE
    if c.braille:
        from accessible_kits.render import tactile

        below = (p.text_mm + p.min_gap + tactile.HEIGHT_MM) / 2 - p.cell_size / 2
        base = max(base, below + p.min_gap + p.text_mm * 0.75 + 0.1)  # print rises 0.75 of its size
    return base


def both_ways(orientation: str) -> tuple[str, str]:
    """The orientation asked for first, then the other."""
    return (orientation, "landscape" if orientation == "portrait" else "portrait")


def probe(profile: Profile, m: Metrics, title: str, subtitle: str, labels, paper: str, orientation: str) -> Canvas:
    """An empty page with the real header and footer, to measure the room left for a board."""
    return Canvas(profile, m, title, subtitle, "", page_size(paper, orientation), braille=labels)


def board_paper(profile: Profile) -> str:
    """The paper board sheets go on: swell paper when braille is on, where they are raised."""
    return profile.swell_paper if profile.braille else profile.paper


def board_box(c: Canvas, board: Board, labelled: bool = True) -> tuple[float, float]:
    """A board's width and height on the page, with its label above (when a sheet holds several)
    and, for rows of circles, the winner line below (every board gets one)."""
    p = c.profile
    if isinstance(board, RowsBoard):
        w, h = draw.rows_size(c, board)
        h += winner_baseline(c) + p.text_mm * 0.25  # the underscores reach a quarter below the baseline
    else:
        w, h = draw.grid_size(c, board.columns, board.rows)
    return w, h + (label_height(c) if labelled else 0.0)


def label_height(c: Canvas) -> float:
    """Room for a board's label above it: print, or on a raised sheet braille (print beside it, flat)
    and the guideline gap under it."""
    if c.swell:
        from accessible_kits.render import tactile

        return tactile.HEIGHT_MM + c.profile.min_gap
    return c.profile.text_mm * 1.6


def sheet_subtitle(board: Board, n: int, total: int, per_sheet: int, tile: Tile | None = None) -> str:
    """The line under a board sheet's title: which sheet, and how a part joins the next."""
    if tile is not None:
        return f"{board.label}, sheet {n} of {total}" + join_words(tile)
    if per_sheet == 1:
        return f"{board.label}, sheet {n} of {total}"
    return f"Board sheet {n} of {total}"


def join_words(tile: Tile) -> str:
    parts = []
    if tile.shared_columns:
        letters = [column_letter(x) for x in tile.shared_columns]
        parts.append(("columns " if len(letters) > 1 else "column ") + " and ".join(letters))
    if tile.shared_rows:
        numbers = [str(y + 1) for y in tile.shared_rows]
        parts.append(("rows " if len(numbers) > 1 else "row ") + " and ".join(numbers))
    if not parts:
        return ""
    return f". Tape to the next sheet along {' and '.join(parts)}, shaded cells over shaded cells."


def plan(boards: tuple[Board, ...], wanted: int, profile: Profile, m: Metrics, title: str, labels) -> SheetPlan:
    """As many boards a sheet as fit (up to `wanted`), turning the sheet when that keeps a board
    whole; a grid too big for either way is split, never shrunk."""
    first = boards[0]
    paper = board_paper(profile)
    for orientation in both_ways(profile.orientation):
        c = probe(profile, m, title, sheet_subtitle(first, 10, 10, 1), labels, paper, orientation)
        w, h = board_box(c, first)
        if w > c.width or h > c.height:
            w1, h1 = board_box(c, first, labelled=False)
            if w1 <= c.width and h1 <= c.height:  # one board a sheet: the subtitle names it
                return SheetPlan(paper, orientation, len(boards), 1, len(boards))
            continue
        per_row = max(1, int((c.width + GAP) // (w + GAP)))
        per_col = max(1, int((c.height + GAP) // (h + GAP)))
        per_sheet = max(1, min(wanted, per_row * per_col, len(boards)))
        sheets = -(-len(boards) // per_sheet)
        return SheetPlan(paper, orientation, len(boards), per_sheet, sheets)
    if isinstance(first, RowsBoard):
        raise KitError(f"{profile.source or profile.id}: cell_size {profile.cell_size:g}mm makes the rows of circles "
                       f"too big for {paper} paper; use smaller cells or bigger paper")
    return _split(first, len(boards), profile, m, title, labels, paper)


def _split(board: GridBoard, count: int, profile: Profile, m: Metrics, title: str, labels, paper: str) -> SheetPlan:
    """Split a grid over sheets that share one column (or row) to join along. Of the two
    orientations, the one that needs fewer sheets wins. The fit is worked out again with the
    longest real subtitle, so a two-line header never pushes the board into the footer."""
    best = None
    for orientation in both_ways(profile.orientation):
        subtitle = "x"
        for _ in range(3):
            c = probe(profile, m, title, subtitle, labels, paper, orientation)
            band = draw.band(c)
            sides = draw.label_sides(profile)
            fit_cols = int((c.width - sides * band) // profile.cell_size)
            fit_rows = int((c.height - sides * band) // profile.cell_size)
            if fit_cols < 2 or fit_rows < 2:
                break
            tiles = tiles_for(board, fit_cols, fit_rows)
            subs = [sheet_subtitle(board, len(tiles), len(tiles), 1, t) for t in tiles]
            longest = max(subs, key=lambda t: len(m.wrap(t, profile.text_mm, c.width)))
            if len(m.wrap(longest, profile.text_mm, c.width)) <= len(m.wrap(subtitle, profile.text_mm, c.width)):
                if best is None or len(tiles) < len(best[1]):
                    best = (orientation, tiles)
                break
            subtitle = longest
    if best is None:
        raise KitError(f"{profile.source or profile.id}: cell_size {profile.cell_size:g}mm leaves room for fewer than "
                       f"2 cells on {paper}; use smaller cells or bigger paper")
    orientation, tiles = best
    return SheetPlan(paper, orientation, count, 1, count * len(tiles), tuple(tiles))


def spans(total: int, fit: int) -> list[list[int]]:
    """Split 0..total-1 into as few runs of at most `fit` as it takes, each sharing its first
    index with the run before, and as even as they can be (no sheet with a thin strip)."""
    if total <= fit:
        return [list(range(total))]
    n = -(-(total - 1) // (fit - 1))  # runs needed when neighbours share one line
    cuts = [round(i * (total - 1) / n) for i in range(n + 1)]
    return [list(range(a, b + 1)) for a, b in zip(cuts, cuts[1:])]


def tiles_for(board: GridBoard, fit_cols: int, fit_rows: int) -> list[Tile]:
    """Each sheet's part, top rows first, as read. A sheet's first column (row) is shared with
    the sheet before it, its last with the one after."""
    out = []
    for rs in spans(board.rows, fit_rows)[::-1]:
        for cs in spans(board.columns, fit_cols):
            cols = sorted({x for x in (cs[0], cs[-1]) if (x == cs[0] and x > 0) or (x == cs[-1] and x < board.columns - 1)})
            rows = sorted({y for y in (rs[0], rs[-1]) if (y == rs[0] and y > 0) or (y == rs[-1] and y < board.rows - 1)})
            out.append(Tile(tuple(cs), tuple(rs), tuple(cols), tuple(rows)))
    return out
