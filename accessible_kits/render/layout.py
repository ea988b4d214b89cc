"""The geometry of board sheets, shared by the plan (which measures with it) and the pages
(which draw with it): a board's box, the room on a sheet, a sheet's subtitle.

The plan (accessible_kits.plan) decides from these numbers how the boards go onto paper
before the words are written, and the page builder draws exactly what it decided, so a
count in a sentence cannot differ from the sheets printed.
"""

from __future__ import annotations

from accessible_kits.fonts import Metrics
from accessible_kits.model import Board, Piece, Tile
from accessible_kits.profile import Profile
from accessible_kits.render.canvas import Canvas, page_size
from accessible_kits.render.drawers import drawer_for
from accessible_kits.render.pieces import piece_size

GAP = 8.0  # mm between boards on a sheet


def both_ways(orientation: str) -> tuple[str, str]:
    """The orientation asked for first, then the other."""
    return (orientation, "landscape" if orientation == "portrait" else "portrait")


def probe(
    profile: Profile,
    m: Metrics,
    title: str,
    subtitle: str,
    labels,
    *,
    paper: str,
    orientation: str,
    braille_title: str | None = None,
    compact: bool = False,
) -> Canvas:
    """An empty page with the real header and footer, to measure the room left for a board
    (`compact`: a board sheet's one-line heading and footer)."""
    return Canvas(
        profile,
        m,
        title,
        subtitle,
        "",
        size=page_size(paper, orientation),
        braille=labels,
        braille_title=braille_title,
        compact=compact,
    )


def board_paper(profile: Profile) -> str:
    """The paper board sheets go on: swell paper when braille is on, where they are raised."""
    return profile.swell_paper if profile.braille else profile.paper


def board_box(c: Canvas, board: Board, *, labelled: bool = True) -> tuple[float, float]:
    """A board's width and height on the page, with its label above (when a sheet holds several)
    and what its drawer prints under it (the winner line under rows of circles)."""
    w, h = drawer_for(board).box(c, board)
    return w, h + (label_height(c) if labelled else 0.0)


def label_height(c: Canvas) -> float:
    """Room for a board's label above it: print, or on a raised sheet braille (print beside it, flat)
    and the guideline gap under it."""
    if c.swell:
        from accessible_kits.render import tactile

        return tactile.HEIGHT_MM + c.profile.min_gap
    return c.profile.text_mm * 1.6


FLAP_MM = 12.0  # a glue flap's width, outside the board, under the next part
MARK_OUT = 4.0  # a registration mark's centre, this far out from the board's edge
MARK_ARM = 3.0  # its arms' length
TRIM_CLEAR = 2.0  # a left cut's distance left of the text block, clear of the heading's first letter


def part_reserve(c: Canvas) -> float:
    """Room a board part keeps on each side of its cells: its coordinates, or a glue flap with the
    registration marks beyond the board's corners, whichever is wider."""
    from accessible_kits.render import boards

    return max(boards.band(c), FLAP_MM, MARK_OUT + MARK_ARM + 1.0)


def sheet_subtitle(board: Board, n: int, total: int, per_sheet: int, tile: Tile | None = None) -> str:
    """The line under a board sheet's title: the board it holds (its label), or the boards."""
    if per_sheet == 1:
        return board.label
    return f"Boards, sheet {n} of {total}"


def grid_of(tiles: tuple[Tile, ...] | list[Tile]) -> tuple[list[tuple[int, ...]], list[tuple[int, ...]]]:
    """The split board's runs of rows (top first) and of columns (left first), read from its parts."""
    rows = sorted({t.rows for t in tiles}, key=lambda r: -r[0])
    cols = sorted({t.columns for t in tiles}, key=lambda c: c[0])
    return rows, cols


def where(tiles, tile: Tile) -> tuple[int, int, int, int]:
    """A part's place: its row of parts (0 at the top), its column of parts, how many of each."""
    rows, cols = grid_of(tiles)
    return rows.index(tile.rows), cols.index(tile.columns), len(rows), len(cols)


def joins(tiles, tile: Tile) -> dict[str, str]:
    """How a part meets its neighbours: 'trim' on an edge where it is cut and laid on the part
    before it (left, top), 'flap' where the next part is laid on its glue flap (right, bottom)."""
    r, k, nr, nk = where(tiles, tile)
    out = {}
    if k > 0:
        out["left"] = "trim"
    if r > 0:
        out["top"] = "trim"
    if k < nk - 1:
        out["right"] = "flap"
    if r < nr - 1:
        out["bottom"] = "flap"
    return out


def place_words(tiles, tile: Tile) -> str:
    """Where a part goes in the whole board, in words: "top", "bottom left", "middle"."""
    r, k, nr, nk = where(tiles, tile)

    def say(i: int, n: int, first: str, last: str) -> str:
        if n == 1:
            return ""
        if i == 0:
            return first
        if i == n - 1:
            return last
        return "middle" if n == 3 else f"{'row' if first == 'top' else 'column'} {i + 1} of {n}"

    words = [w for w in (say(r, nr, "top", "bottom"), say(k, nk, "left", "right")) if w]
    if words == ["middle", "middle"]:
        return "middle"
    return " ".join(words)


def part_title(board: Board, tiles, tile: Tile) -> str:
    """A part's title: the board, which part of how many, and where it goes ("part 2 of 3: top right")."""
    n = list(tiles).index(tile) + 1
    return f"{board.label}, part {n} of {len(tiles)}: {place_words(tiles, tile)}"


def part_subtitle(board: Board, tiles, tile: Tile) -> str:
    """The line under a part's title: which part, and how it joins the others (nothing about a
    next sheet on the last part)."""
    return part_title(board, tiles, tile) + join_words(joins(tiles, tile))


def join_words(edges: dict[str, str]) -> str:
    """The words that tell how a part joins its neighbours: which edges to trim, which flaps to glue."""
    trims = [e for e, how in edges.items() if how == "trim"]
    flaps = [e for e, how in edges.items() if how == "flap"]
    out = ""
    if trims:
        out += f". Cut along the dashed line at the {' and '.join(trims)}"
    if flaps:
        out += f". Glue the {' and '.join(flaps)} flap{'s' if len(flaps) > 1 else ''} under the next part"
    return out + "." if out else ""


def piece_box(c: Canvas, pc: Piece) -> tuple[float, float]:
    """A cut-out piece's room on a pieces sheet: the piece at true size with its name under it
    (in braille too, over the flat print, on a raised sheet)."""
    p = c.profile
    w, h = piece_size(c, pc)
    label_w = c.metrics.width(pc.name, p.text_mm, True)
    box_h = h + p.text_mm * 2
    if c.braille:
        from accessible_kits.render import tactile

        label_w = max(label_w, tactile.width(c.braille.grade2(pc.name)))
        box_h += p.text_mm * 0.25 + p.min_gap + tactile.HEIGHT_MM
    return max(w, label_w), box_h
