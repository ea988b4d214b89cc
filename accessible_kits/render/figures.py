"""Board diagrams for the rule cards: one board, no page around it, at the profile's cell size."""

from __future__ import annotations

from accessible_kits.profile.paper import printed_background
from accessible_kits.render import boards as draw
from accessible_kits.render.canvas import Surface, page_size
from accessible_kits.render.drawers import drawer_for

ROOM_MM = 8  # the rule card's text column is this much narrower than the page's (the figure's frame)
HAIRLINE_MM = 0.35  # a figure's lines are never thinner than this (1 pt), nor than the profile's own


def at_scale(profile, cell_mm: float):
    """The profile a figure is drawn with: its lines as thick, for their cell, as the board sheet's
    are for theirs (the profile's line width times the figure's cell over the profile's cell).
    A 3 mm line kept on a 14 mm diagram cell fills crossed cells and hides the marks in them."""
    from dataclasses import replace

    share = profile.line_width / profile.cell_size
    line = max(min(profile.line_width, HAIRLINE_MM), round(share * cell_mm, 3))
    return replace(profile, line_width=line) if line < profile.line_width else profile


def fit_cells(board, profile, metrics) -> float:
    """A cell size small enough for the board to fit the text column of a portrait page.

    Text keeps the profile's size; only the cells shrink, since a rule-card diagram
    shows a position and is not a board to play on.
    """
    page_w, page_h = page_size(profile.paper, "portrait")  # the rule card is read, so portrait
    width = page_w - 2 * profile.margin - ROOM_MM
    cell = drawer_for(board).figure_cell(Surface(profile, metrics, 1, 1), board, width)
    floor = profile.text_mm * 2.2  # room for a W or B letter and its patch
    fitted = round(max(floor, min(profile.cell_size, cell)), 2)
    # Tall enough to print whole on one page with its caption (rules_html's print CSS keeps the two together).
    room = page_h - 2 * profile.margin - 3 * profile.text_size * profile.line_spacing * 25.4 / 72
    for _ in range(3):
        height = _size(board, profile, metrics, fitted)[1]
        if height <= room or fitted <= floor:
            break
        fitted = round(max(floor, fitted * room / height * 0.98), 2)
    return fitted


def _size(board, profile, metrics, cell_mm: float) -> tuple[float, float]:
    """The drawing's width and height in mm, padding included."""
    drawer = drawer_for(board)
    w, h = drawer.size(Surface(at_scale(profile, cell_mm), metrics, 1, 1, cell_mm=cell_mm), board)
    pad = drawer.pad(board, cell_mm)
    return w + 2 * pad, h + 2 * pad


def figure_svg(board, profile, metrics, fig_id: str, with_defs: bool = False) -> str:
    """An inline-ready SVG: role="img", labelled by its own title and description."""
    cell_mm = fit_cells(board, profile, metrics)
    width, height = _size(board, profile, metrics, cell_mm)
    drawer = drawer_for(board)
    pad = drawer.pad(board, cell_mm)
    fig = Surface(at_scale(profile, cell_mm), metrics, width, height, cell_mm=cell_mm)
    if with_defs:
        draw.defs(fig)
    if (ink := printed_background(profile)) is not None:  # a light paper colour is the paper's, not ink
        fig.dwg.add(fig.dwg.rect((0, 0), (fig.w, fig.h), fill=ink))
    drawer.draw(fig, board, pad, pad)
    svg = fig.dwg.tostring()
    head = (
        f'<svg role="img" aria-labelledby="{fig_id}-t {fig_id}-d" '
        f'width="{fig.w:g}mm" height="{fig.h:g}mm" viewBox="0 0 {fig.w:g} {fig.h:g}" xmlns="http://www.w3.org/2000/svg">'
        f'<title id="{fig_id}-t">{_esc(board.label)}</title><desc id="{fig_id}-d">{_esc(board.description)}</desc>'
    )
    body = svg[svg.index(">") + 1 :]
    return head + body


def _esc(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def pattern_defs(profile, metrics) -> str:
    """The fill patterns, once per HTML page, in a hidden SVG that every figure refers to."""
    fig = Surface(profile, metrics, 1, 1)
    draw.defs(fig)
    svg = fig.dwg.tostring()
    return (
        '<svg aria-hidden="true" focusable="false" width="0" height="0" style="position:absolute">'
        + svg[svg.index(">") + 1 :]
    )
