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

from dataclasses import dataclass, replace
from itertools import pairwise

from accessible_kits.errors import DoesNotFit
from accessible_kits.fonts import Metrics
from accessible_kits.games import Game
from accessible_kits.measure import Measure
from accessible_kits.model import BoardSheet, GridBoard, RowsBoard, SheetPlan, Tile
from accessible_kits.profile import Profile
from accessible_kits.render import drawers, layout, packing
from accessible_kits.render.canvas import Canvas


@dataclass(frozen=True)
class Plan:
    """The sheets of one kit that its game and profile decide: the play boards' plan (which
    the words read), and how many sheets of pieces, of raised tokens, of braille key and of
    raised example diagrams. Made before the words (`make`), the token sheets are those the
    tokens take alone and the diagrams are not laid out yet; once compose has the worked
    examples' diagrams, `with_diagrams` lays them out and puts the tokens under the last one
    when they fit there, so the plan a kit carries counts the sheets as drawn."""

    boards: SheetPlan
    piece_sheets: int = 0
    turned: tuple[str, ...] = ()  # the pieces packed a quarter turn round on their sheets, by name
    token_sheets: int = 0
    key_sheets: int = 0
    diagram_sheets: int = 0

    @property
    def sheets(self) -> int:
        """Every sheet the plan lays out (the build holds the plan `make` gives to its most
        sheets a kit: its token sheets are then the most the tokens can take)."""
        return self.boards.sheets + self.piece_sheets + self.token_sheets + self.key_sheets + self.diagram_sheets


def make(game: Game, profile: Profile, boards: tuple, wanted: int, pieces: tuple) -> Plan:
    """The plan of one kit: its blank `boards` (up to `wanted` on a sheet) and its `pieces`,
    at `profile`. Raises DoesNotFit when a board or piece is too big for the paper."""
    measure = _measure(game, profile, boards, pieces)
    board_plan = _board_plan(game, profile, boards, wanted, measure)
    piece_sheets, turned = _piece_sheets(game, profile, pieces, measure)
    return Plan(
        boards=board_plan,
        piece_sheets=piece_sheets,
        turned=turned,
        token_sheets=0 if board_plan.tokens_with_boards else _token_sheets(game, profile, boards, measure),
        key_sheets=1 if measure.labels else 0,
    )


def with_diagrams(kit_plan: Plan, game: Game, profile: Profile, blank: tuple, items: list) -> Plan:
    """The plan with a raised kit's worked-example diagrams laid out (`blank`: the boards, the
    boards a sheet and the pieces the plan was made of; `items`: each diagram with its label,
    render.raised.diagram_items): their sheets, which way up (the one that needs fewer
    sheets, the board sheets' way when as many), and whether the tokens go under the last
    diagram, which saves their sheet of swell paper. A print kit's diagrams are in the rules, not
    on sheets: its plan is as it was."""
    from accessible_kits.render import raised

    boards, _, pieces = blank
    labels = drawers.labels_for(game.title, boards, pieces, profile) if items else None
    if not labels or kit_plan.diagram_sheets:
        return kit_plan
    m = Metrics(profile.font)
    kind, count = drawers.token_count(boards)
    tokens = count if kit_plan.token_sheets else 0  # none when they are under the boards

    def canvas(n: int, way: str) -> Canvas:
        return raised.diagram_canvas(profile, m, labels, game.title, sheet=(n, way))

    way, sheets, under = raised.best_diagram_way(canvas, items, kind, tokens, kit_plan.boards.orientation)
    sheet_plan = replace(kit_plan.boards, tokens_with_diagrams=under, diagram_way=way)
    return replace(
        kit_plan, boards=sheet_plan, diagram_sheets=sheets, token_sheets=0 if under else kit_plan.token_sheets
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
    """Whole boards on as few sheets as hold them (up to `wanted` on a sheet), each sheet turned
    its own way (_way): with the full heading and footer, or with a one-line heading and footer
    where that saves a sheet (on swell paper only when nothing else keeps a board whole: a raised
    sheet keeps its print note). Of layouts as short, the one with the fewest one-line headings,
    then the most sheets the profile's way up. A grid too big for every way is split, never shrunk."""
    paper = layout.board_paper(profile)
    best: tuple[BoardSheet, ...] | None = None
    for compact in (False, True):
        if compact and best is not None and profile.braille:
            break
        for got in _whole(profile, measure, game.title, boards, wanted, paper=paper, compact=compact):
            if best is None or _cost(profile, got) < _cost(profile, best):
                best = got
    if best is not None:
        first = best[0]
        per_sheet = max(s.boards for s in best)
        whole = SheetPlan(
            paper, first.orientation, len(boards), per_sheet, len(best), compact=first.compact, layout=best
        )
        return _with_tokens(whole, profile, measure, game.title, boards)
    if isinstance(boards[0], RowsBoard) and not boards[0].names_above and not profile.braille:
        # the rows' names beside the circles may be what is too wide: each name above its row
        # instead (a print sheet; eight rows at standard A4), or the cause of that layout refused
        above = tuple(replace(b, names_above=True) for b in boards)
        return replace(_board_plan(game, profile, above, wanted, measure), names_above=True)
    drawer = drawers.drawer_for(boards[0])
    if not drawer.splittable:
        cause = _cause(boards[0], drawer, profile=profile, measure=measure, title=game.title, paper=paper)
        raise _too_big(game, profile, *cause)
    return _split(boards[0], len(boards), profile=profile, measure=measure, title=game.title, paper=paper)


def _cost(profile: Profile, sheets: tuple[BoardSheet, ...]) -> tuple[int, int, int]:
    """What a layout of board sheets costs, least first: sheets, sheets with a one-line heading,
    sheets turned from the profile's way up."""
    turned = sum(s.orientation != profile.orientation for s in sheets)
    return len(sheets), sum(s.compact for s in sheets), turned


def _whole(
    profile: Profile, measure: Measure, title: str, boards: tuple, wanted: int, *, paper: str, compact: bool
) -> list[tuple[BoardSheet, ...]]:
    """Each way whole boards go onto sheets, so many a sheet (up to `wanted`, the last sheet the
    rest), each sheet turned its own way (a one-line heading allowed when `compact`); none when
    not even one board a sheet fits."""
    out = []
    for per_sheet in range(min(wanted, len(boards)), 0, -1):
        groups = [boards[i : i + per_sheet] for i in range(0, len(boards), per_sheet)]
        sheets = [_way(profile, measure, title, g, paper=paper, compact=compact) for g in groups]
        if all(sheets):
            out.append(tuple(s for s in sheets if s is not None))
    return out


def _way(
    profile: Profile, measure: Measure, title: str, group: tuple, *, paper: str, compact: bool
) -> BoardSheet | None:
    """The way up one sheet holds these boards: the profile's orientation first, the full
    heading and footer before a one-line one (tried only when `compact`); None: no way."""
    for one_line in (False, True)[: 1 + compact]:
        for orientation in layout.both_ways(profile.orientation):
            places = _holds(profile, measure, title, group, paper=paper, way=(orientation, one_line, len(group) > 1))
            if places is not None:
                across = sum(y == places[0][1] for _, y in places)  # the boards in the first line
                return BoardSheet(len(group), orientation, one_line, across)
    return None


def _with_tokens(best: SheetPlan, profile: Profile, measure: Measure, title: str, boards: tuple) -> SheetPlan:
    """A raised kit's tokens go under the boards of the last board sheet when they all fit there,
    which saves a sheet of swell paper; else they keep sheets of their own."""
    kind, count = drawers.token_count(boards)
    if not (count and measure.labels):
        return best
    group = boards[best.groups()[-1].start :]
    orientation, compact = best.ways()[-1]
    c = layout.probe(
        profile,
        measure.metrics,
        title,
        layout.sheet_subtitle(group, tokens=True),
        measure.labels,
        paper=best.paper,
        orientation=orientation,
        compact=compact,
    )
    if layout.tokens_below(c, group, kind, count, labelled=len(group) > 1) is None:
        return best
    return replace(best, tokens_with_boards=True)


def _holds(
    profile: Profile, measure: Measure, title: str, group: tuple, *, paper: str, way: tuple[str, bool, bool]
) -> list[tuple[float, float]] | None:
    """Where one sheet, headed as the pages head it, puts these boards whole (way: orientation,
    compact, each board labelled): each board's top-left, or None when they do not fit."""
    orientation, compact, labelled = way
    c = layout.probe(
        profile,
        measure.metrics,
        title,
        layout.sheet_subtitle(group),
        measure.labels,
        paper=paper,
        orientation=orientation,
        compact=compact,
    )
    return layout.board_places(c, group, labelled=labelled)


def _cause(board, drawer, *, profile: Profile, measure: Measure, title: str, paper: str) -> tuple[str, str]:
    """What makes a board that cannot be split too big, as its drawer measures it on each way a
    sheet can hold it (`too_big`: the rows' names, not the circles, kept an 8-row game off A4);
    the least to change of them, else the drawer's general `shrink_by`."""
    if not hasattr(drawer, "too_big"):
        return drawer.shrink_by
    causes = []
    for orientation in layout.both_ways(profile.orientation):
        for compact in (False, True):
            c = layout.probe(
                profile, measure.metrics, title, layout.sheet_subtitle((board,)), measure.labels,
                paper=paper, orientation=orientation, compact=compact,
            )  # fmt: skip
            causes.append(drawer.too_big(c, board))
    _, key, fix = min(causes)
    return key, fix


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


def _sheet(profile: Profile, measure: Measure, title: str, subtitle: str, part: str, *, way: str) -> Canvas:
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
        orientation=way,
        braille_title=f"{title}: {part}",
    )


def _piece_sheets(game: Game, profile: Profile, pieces: tuple, measure: Measure) -> tuple[int, tuple[str, ...]]:
    """Sheets of cut-out pieces: both players' pieces on as few sheets as hold them (packing.pieces_sheets);
    and the names of the pieces packed turned, which the rules say lie turned (no other piece does)."""
    if not pieces:
        return 0, ()
    sheets = packing.pieces_sheets(
        lambda way: _sheet(profile, measure, game.title, layout.PIECES_SUBTITLE, "pieces", way=way),
        pieces,
        profile.orientation,
    )
    if sheets is None:
        raise _too_big(game, profile, "params.pieces", "smaller pieces")
    drawn = {p.name: set(p.cells) for p in pieces}
    placed = [pc for _, places in sheets for kind, pc, _, _ in places if kind == "piece"]
    turned = {pc.name for pc in placed if set(pc.cells) != drawn[pc.name]}
    return len(sheets), tuple(p.name for p in pieces if p.owner == 0 and p.name in turned)


def _token_sheets(game: Game, profile: Profile, boards: tuple, measure: Measure) -> int:
    """Sheets of raised tokens to cut out (a braille kit only): one token a cell or circle taken."""
    kind, count = drawers.token_count(boards)
    if not count or not measure.labels:
        return 0
    c = _sheet(
        profile,
        measure,
        game.title,
        layout.tokens_label(kind, count, profile.flat_ink),
        "tokens",
        way=profile.orientation,
    )
    _, _, per_row, per_col = layout.token_grid(c, kind, c.top)
    return -(-count // (per_row * per_col))
