"""The plan: game + profile -> how the kit goes onto paper, before a word is written.

It runs between the inputs and compose (game + profile -> plan -> compose -> pages): how
many boards a sheet holds, how a board too big for one sheet is split, and how many
sheets the boards, the cut-out pieces, the raised tokens and the braille key take. The
words are written from it (compose reads `Plan.boards`, the SheetPlan) and the pages
are drawn as it says, so a count in a sentence cannot differ from the sheets printed,
and the build refuses a kit with too many sheets without drawing one. It measures with
the measuring service (measure) and the geometry render draws with (render.layout).

What does not fit raises DoesNotFit, which names the key to change and whose it is.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

from accessible_kits.errors import DoesNotFit
from accessible_kits.fonts import Metrics
from accessible_kits.games import Game
from accessible_kits.measure import Measure
from accessible_kits.model import GridBoard, Piece, SheetPlan, Tile
from accessible_kits.profile import Profile
from accessible_kits.render import boards as draw
from accessible_kits.render import drawers, layout, tactile
from accessible_kits.render.canvas import Canvas

TOKEN_GAP = 4.0  # mm of paper between two tokens, to cut along (as render/pages draws them)


@dataclass(frozen=True)
class Plan:
    """The sheets of one kit that its game and profile decide: the play boards' plan (which
    the words read), and how many sheets of pieces, of raised tokens and of braille key."""

    boards: SheetPlan
    piece_sheets: int = 0
    token_sheets: int = 0
    key_sheets: int = 0

    @property
    def sheets(self) -> int:
        """Every sheet the plan lays out (the build holds this to its most sheets a kit)."""
        return self.boards.sheets + self.piece_sheets + self.token_sheets + self.key_sheets


def make(game: Game, profile: Profile, boards: tuple, wanted: int, pieces: tuple) -> Plan:
    """The plan of one kit: its blank `boards` (up to `wanted` on a sheet) and its `pieces`,
    at `profile`. Raises DoesNotFit when a board or piece is too big for the paper."""
    measure = _measure(game, profile, boards, pieces)
    return Plan(
        boards=_board_plan(game, profile, boards, wanted, measure),
        piece_sheets=_piece_sheets(game, profile, pieces, measure),
        token_sheets=_token_sheets(game, profile, boards, measure),
        key_sheets=1 if measure.labels else 0,
    )


def sheet_plan(game: Game, profile: Profile, boards: tuple, wanted: int, pieces: tuple) -> SheetPlan:
    """The play boards' part of the plan alone: what compose needs when it is given no plan."""
    return _board_plan(game, profile, boards, wanted, _measure(game, profile, boards, pieces))


def _measure(game: Game, profile: Profile, boards: tuple, pieces: tuple) -> Measure:
    """What the kit is measured with: the profile's font metrics and the braille labels its boards
    and pieces need (None without braille), the same the pages are drawn with."""
    return Measure(Metrics(profile.font), drawers.labels_for(game.title, boards, pieces, profile))


# -- the play boards ---------------------------------------------------------------


def _board_plan(game: Game, profile: Profile, boards: tuple, wanted: int, measure: Measure) -> SheetPlan:
    """As many boards a sheet as fit (up to `wanted`), turning the sheet when that keeps a board
    whole; a grid too big for either way is split, never shrunk."""
    m, labels, title = measure.metrics, measure.labels, game.title
    first = boards[0]
    paper = layout.board_paper(profile)
    for orientation in layout.both_ways(profile.orientation):
        c = layout.probe(
            profile, m, title, layout.sheet_subtitle(first, 10, 10, 1), labels, paper=paper, orientation=orientation
        )
        w, h = layout.board_box(c, first)
        if w > c.width or h > c.height:
            w1, h1 = layout.board_box(c, first, labelled=False)
            if w1 <= c.width and h1 <= c.height:  # one board a sheet: the subtitle names it
                return SheetPlan(paper, orientation, len(boards), 1, len(boards))
            continue
        per_row = max(1, int((c.width + layout.GAP) // (w + layout.GAP)))
        per_col = max(1, int((c.height + layout.GAP) // (h + layout.GAP)))
        per_sheet = max(1, min(wanted, per_row * per_col, len(boards)))
        sheets = -(-len(boards) // per_sheet)
        return SheetPlan(paper, orientation, len(boards), per_sheet, sheets)
    for orientation in layout.both_ways(profile.orientation):  # whole, with a one-line heading and footer
        c = layout.probe(
            profile, m, title, _longest_label(boards), labels, paper=paper, orientation=orientation, compact=True
        )
        w, h = layout.board_box(c, first, labelled=False)
        if w <= c.width and h <= c.height:
            return SheetPlan(paper, orientation, len(boards), 1, len(boards), compact=True)
    drawer = drawers.drawer_for(first)
    if not drawer.splittable:
        raise _too_big(game, profile, *drawer.shrink_by)
    return _split(first, len(boards), profile=profile, measure=measure, title=title, paper=paper)


def _longest_label(boards: tuple) -> str:
    """The longest board label, which a compact sheet's one heading line must hold."""
    return max((b.label for b in boards), key=len)


def _too_big(game: Game, profile: Profile, key: str, fix: str) -> DoesNotFit:
    """A game's board or piece too big for the profile's paper and cells: the game's to change."""
    return DoesNotFit(
        f"{game.source}: {key}: too big for {profile.paper} paper at cell_size {profile.cell_size:g}mm "
        f"(profile {profile.id}); use {fix}, or a profile with smaller cells",
        key=key,
        blame="game",
    )


def _split(board: GridBoard, count: int, *, profile: Profile, measure: Measure, title: str, paper: str) -> SheetPlan:
    """Split a grid over sheets that butt-join at cell boundaries. Of the two orientations,
    the one that needs fewer sheets wins."""
    best: tuple[str, list[Tile]] | None = None
    for orientation in layout.both_ways(profile.orientation):
        tiles = _tiles_at(board, profile, measure=measure, title=title, paper=paper, orientation=orientation)
        if tiles is not None and (best is None or len(tiles) < len(best[1])):
            best = (orientation, tiles)
    if best is None:
        raise DoesNotFit(
            f"{profile.source or profile.id}: cell_size {profile.cell_size:g}mm leaves room for fewer than "
            f"2 cells on {paper}; use smaller cells or bigger paper",
            key="cell_size",
            blame="profile",
        )
    orientation, tiles = best
    return SheetPlan(paper, orientation, count, 1, count * len(tiles), tuple(tiles))


def _tiles_at(
    board: GridBoard, profile: Profile, *, measure: Measure, title: str, paper: str, orientation: str
) -> list[Tile] | None:
    """The parts of a split grid in one orientation; None when fewer than 2 cells fit either way.
    The fit is worked out again with the longest real subtitle, so a two-line header never
    pushes the board into the footer."""
    m, subtitle = measure.metrics, "x"
    for _ in range(3):
        c = layout.probe(profile, m, title, subtitle, measure.labels, paper=paper, orientation=orientation)
        room = 2 * layout.part_reserve(c)  # a part's bands, flaps, trim and registration marks
        fit_cols = int((c.width - room) // profile.cell_size)
        fit_rows = int((c.height - room) // profile.cell_size)
        if fit_cols < 2 or fit_rows < 2:
            return None
        tiles = tiles_for(board, fit_cols, fit_rows)
        subs = [layout.part_subtitle(board, tiles, t) for t in tiles]
        longest = max(subs, key=lambda t: len(m.wrap(t, profile.text_mm, c.width)))
        if len(m.wrap(longest, profile.text_mm, c.width)) <= len(m.wrap(subtitle, profile.text_mm, c.width)):
            return tiles
        subtitle = longest
    return None


def spans(total: int, fit: int) -> list[list[int]]:
    """Split 0..total-1 into as few runs of at most `fit` as it takes, as even as they can be
    (no sheet with a thin strip). The runs do not overlap: parts butt-join at a cell boundary."""
    n = -(-total // fit)
    cuts = [round(i * total / n) for i in range(n + 1)]
    return [list(range(a, b)) for a, b in pairwise(cuts)]


def tiles_for(board: GridBoard, fit_cols: int, fit_rows: int) -> list[Tile]:
    """Each sheet's part, top rows first, left to right, as read. No column or row is on two
    sheets: each part ends where the next begins (render.layout.joins says which edge of a part
    is trimmed and which has a glue flap)."""
    return [
        Tile(tuple(cs), tuple(rs)) for rs in spans(board.rows, fit_rows)[::-1] for cs in spans(board.columns, fit_cols)
    ]


# -- pieces, tokens ----------------------------------------------------------------


def _sheet(profile: Profile, measure: Measure, title: str, subtitle: str, part: str) -> Canvas:
    """An empty sheet of cut-outs as the pages draw it (raised, on swell paper, with braille on),
    to measure the room on it."""
    labels = measure.labels
    paper = profile.swell_paper if labels else profile.paper
    return layout.probe(
        profile,
        measure.metrics,
        title,
        subtitle,
        labels,
        paper=paper,
        orientation=profile.orientation,
        braille_title=f"{title}: {part}",
    )


def _piece_sheets(game: Game, profile: Profile, pieces: tuple, measure: Measure) -> int:
    """Sheets of cut-out pieces: each player's pieces shelf-packed in order, a sheet after another."""
    total = 0
    for owner in (0, 1):
        todo = [pc for pc in pieces if pc.owner == owner]
        if not todo:
            continue
        name = todo[0].whose[:1].upper() + todo[0].whose[1:]  # "Red team's": as render/sheets.py titles the sheet
        c = _sheet(profile, measure, game.title, f"{name} pieces: cut along the thick solid lines", f"{name} pieces")
        while todo:
            placed = _shelf_pack(c, todo)
            if not placed:
                raise _too_big(game, profile, "params.pieces", "smaller pieces")
            todo = todo[placed:]
            total += 1
    return total


def _shelf_pack(c: Canvas, todo: list[Piece]) -> int:
    """How many of `todo`, from the first, fit on one sheet in shelves, left to right, top down."""
    x, y, shelf = c.left, c.top, 0.0
    for n, pc in enumerate(todo):
        box_w, box_h = layout.piece_box(c, pc)
        if x + box_w > c.right:
            x, y, shelf = c.left, y + shelf + layout.GAP, 0.0
        if y + box_h > c.bottom:
            return n
        x += box_w + max(layout.GAP, c.profile.min_gap)
        shelf = max(shelf, box_h)
    return len(todo)


def _token_sheets(game: Game, profile: Profile, boards: tuple, measure: Measure) -> int:
    """Sheets of raised tokens to cut out (a braille kit only): one token a cell or circle taken."""
    kind, count = drawers.token_count(boards)
    if not count or not measure.labels:
        return 0
    c = _sheet(profile, measure, game.title, f"Tokens: cut out {count} {kind} tokens along the blue lines", "tokens")
    side = profile.cell_size - profile.line_width - 2.0 if kind == "cell" else 2 * draw.circle_radius_for(profile) + 2.0
    pitch = side + max(TOKEN_GAP, profile.min_gap - 2 * tactile.INSET_MM)  # textures the guideline gap apart
    per_row = max(1, int((c.width + pitch - side) // pitch))
    per_col = max(1, int((c.height + pitch - side) // pitch))
    return -(-count // (per_row * per_col))
