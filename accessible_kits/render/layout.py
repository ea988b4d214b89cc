"""The geometry of board sheets, shared by the plan (which measures with it) and the pages
(which draw with it): a board's box, the room on a sheet, a sheet's subtitle.

The plan (accessible_kits.plan) decides from these numbers how the boards go onto paper
before the words are written, and the page builder draws exactly what it decided, so a
count in a sentence cannot differ from the sheets printed.
"""

from __future__ import annotations

from accessible_kits.fonts import Metrics
from accessible_kits.games.notation import column_letter
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
) -> Canvas:
    """An empty page with the real header and footer, to measure the room left for a board."""
    return Canvas(
        profile, m, title, subtitle, "", size=page_size(paper, orientation), braille=labels, braille_title=braille_title
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


def sheet_subtitle(board: Board, n: int, total: int, per_sheet: int, tile: Tile | None = None) -> str:
    """The line under a board sheet's title: which sheet, and how a part joins the next."""
    if tile is not None:
        return f"{board.label}, sheet {n} of {total}" + join_words(tile)
    if per_sheet == 1:
        return f"{board.label}, sheet {n} of {total}"
    return f"Board sheet {n} of {total}"


def join_words(tile: Tile) -> str:
    """The words that tell how a tile joins its neighbours (the shared columns and rows), or none."""
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
