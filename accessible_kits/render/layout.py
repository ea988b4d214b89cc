"""The geometry of board sheets, shared by the plan (which measures with it) and the pages
(which draw with it): a board's box, the room on a sheet, a sheet's subtitle.

The plan (accessible_kits.plan) decides from these numbers how the boards go onto paper
before the words are written, and the page builder draws exactly what it decided, so a
count in a sentence cannot differ from the sheets printed.
"""

from __future__ import annotations

from accessible_kits.fonts import Metrics
from accessible_kits.model import Board, Tile
from accessible_kits.profile import Profile
from accessible_kits.render.canvas import Canvas, page_size
from accessible_kits.render.drawers import drawer_for

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


def sheet_subtitle(boards, tokens: bool = False) -> str:
    """The line under a board sheet's title: the boards it holds, by their labels as the game
    writes them ("Practice board and Play board"), so a sheet of whole boards never reads as a
    part; and the tokens, when they are under the boards."""
    labels = [b.label for b in boards] + (["the tokens"] if tokens else [])
    return labels[0] if len(labels) == 1 else f"{', '.join(labels[:-1])} and {labels[-1]}"


TOKEN_GAP = 4.0  # mm of paper between two tokens, to cut along


def ink_words(ink: str) -> str:
    """The flat ink's colour in plain words ("blue"), as the cut lines drawn in it are named."""
    from accessible_kits.profile.paper import colour_words

    return colour_words(ink)


def tokens_label(kind: str, count: int, ink: str) -> str:
    """The line over the raised tokens: how many to cut out, and along what (their outlines, in
    the flat `ink`)."""
    return f"Tokens: cut out {count} {kind} tokens along the {ink_words(ink)} lines"  # raised.CUT_LINES


def token_grid(c: Canvas, kind: str, top: float) -> tuple[float, float, int, int]:
    """Raised tokens from `top` down to the footer: a token's side, the pitch from one to the next
    (their textures the guideline gap apart), and how many go across and down."""
    from accessible_kits.render import boards, tactile

    p = c.profile
    side = p.cell_size - p.line_width - 2.0 if kind == "cell" else 2 * boards.circle_radius_for(p) + 2.0
    pitch = side + max(TOKEN_GAP, p.min_gap - 2 * tactile.INSET_MM)
    per_row = max(1, int((c.width + pitch - side) // pitch))
    per_col = max(0, int((c.bottom - top + pitch - side) // pitch))
    return side, pitch, per_row, per_col


TOKENS_SHORT = "Tokens"  # the tokens' label in braille; the print beside it says how many and how to cut


def label_room(c: Canvas, text: str, x: float, *, short: str = "") -> tuple[float, bool]:
    """A label's height, and whether its print goes beside its braille (else above it, on a raised
    sheet); `short`: its braille, when fewer words than its print."""
    if not c.swell:
        return label_height(c), True
    from accessible_kits.render import tactile

    p = c.profile
    beside = (
        x + tactile.width(c.braille.grade2(short or text)) + p.min_gap + c.metrics.width(text, p.text_mm, True)
        <= c.right
    )
    return label_height(c) + (0.0 if beside else p.text_mm + p.min_gap / 2 + 0.5), beside


def tokens_below(c: Canvas, boards, kind: str, count: int, *, labelled: bool) -> float | None:
    """Where the tokens' label goes under the boards of a sheet, when all `count` tokens fit
    between it and the footer; else None."""
    places = board_places(c, boards, labelled=labelled)
    if places is None:
        return None
    h = max(board_box(c, b, labelled=labelled)[1] for b in boards)
    y = max(py for _, py in places) + h + GAP
    room, _ = label_room(c, tokens_label(kind, count, c.profile.flat_ink), c.left, short=TOKENS_SHORT)
    _, _, per_row, per_col = token_grid(c, kind, y + room)
    return y if per_row * per_col >= count else None


def board_places(c: Canvas, boards, *, labelled: bool) -> list[tuple[float, float]] | None:
    """Where each board goes on a sheet (its top-left), in rows left to right, each `labelled`
    (when the kit's sheets hold more than one); None when they do not all fit between the heading
    and footer."""
    w = max(board_box(c, b, labelled=labelled)[0] for b in boards)
    h = max(board_box(c, b, labelled=labelled)[1] for b in boards)
    if w > c.width or h > c.height:
        return None
    per_row = int((c.width + GAP) // (w + GAP))
    per_col = int((c.height + GAP) // (h + GAP))
    if per_row * per_col < len(boards):
        return None
    return [(c.left + (i % per_row) * (w + GAP), c.top + (i // per_row) * (h + GAP)) for i in range(len(boards))]


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
        out += f". Cut along the dashed line{'s' if len(trims) > 1 else ''} at the {' and '.join(trims)}"
    if flaps:
        out += f". Glue the {' and '.join(flaps)} flap{'s' if len(flaps) > 1 else ''} under the next part"
    return out + "." if out else ""


OWNERS = ("White", "Black")  # the players a piece belongs to, as the pieces sheets name them


PIECES_SUBTITLE = "Pieces: cut along the thick solid lines"  # every pieces sheet's; its labels name the players
