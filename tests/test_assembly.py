"""Assembly, simulated: a split board's parts, printed, trimmed and joined, are the board drawn whole.

For every split board of every game at every bundled profile and at generated ones (A3, Letter,
30 and 40 mm cells), each part is rendered at a known dpi, cut at its trim lines (left, top),
and placed by its registration marks (each says where it is in the whole board); the parts go
down in print order, so a part's cut edge lies over the glue flap of the part before it. The
assembled play area must equal the board drawn whole on one large page, within anti-aliasing,
and no empty cell may be shaded or marked. Needs liblouis for the tactile profile.
"""

from __future__ import annotations

import io
import re
from dataclasses import replace

import cairosvg
import numpy as np
import pytest
from PIL import Image

from accessible_kits import plan
from accessible_kits.compose import blank_set, compose
from accessible_kits.fonts import Metrics
from accessible_kits.games import load_game
from accessible_kits.profile import load_profile
from accessible_kits.render import boards as draw
from accessible_kits.render import layout, tactile
from accessible_kits.render.canvas import Canvas
from accessible_kits.render.drawers import labels_for
from accessible_kits.render.sheets import board_pages

DPI = 100
PX = DPI / 25.4  # pixels a millimetre
GAMES = ["poison-corner", "corner-polyominoes", "row-removal"]
BUNDLED = ["standard", "large-print", "high-contrast", "tactile"]
GENERATED = {
    "A3": {"paper": "A3"},
    "letter": {"paper": "letter"},
    "30mm": {"cell_size": 30.0},
    "40mm": {"cell_size": 40.0},
}
PROFILES = [(b, None) for b in BUNDLED] + [(b, g) for b in BUNDLED for g in GENERATED]
TOLERANCE = 64  # grey levels: more is a difference, not anti-aliasing (a seam cut mid-pixel blends to 64)


def profile_for(base: str, generated: str | None):
    """A bundled profile, or one generated from it with another paper or cell size."""
    p = load_profile(base)
    return replace(p, **GENERATED[generated]) if generated else p


def split_kit(game_ref: str, base: str, generated: str | None):
    """The kit and its profile and braille labels, when its boards are split; else None."""
    game, profile = load_game(game_ref), profile_for(base, generated)
    try:
        kit_plan = plan.make(game, profile, *blank_set(game))
    except Exception:  # a board that cannot be split (rows of circles) at big cells: another test's
        return None
    if not kit_plan.boards.split:
        return None
    kit = compose(game, profile, kit_plan.boards)
    return kit, profile, labels_for(kit.title, kit.boards, kit.pieces, profile)


def raster(svg: str) -> np.ndarray:
    """A page as grey levels at DPI."""
    png = cairosvg.svg2png(bytestring=svg.encode(), dpi=DPI)
    return np.asarray(Image.open(io.BytesIO(png)).convert("L"), dtype=np.int16)


def whole(kit, board, profile, labels):
    """The board drawn whole on one page big enough for it, its grid's box and the page's size in mm."""
    m, s = Metrics(profile.font), profile.cell_size
    size = (board.columns * s + 120, board.rows * s + 200)
    c = Canvas(profile, m, "", "", "", size=size, braille=labels)
    if labels:
        tactile.swell_defs(c)
    else:
        draw.defs(c)
    box = draw.grid(c, board, c.left + 20, c.top + 20)
    return raster(c.finish("whole").svg), box, size


def marks(svg: str) -> tuple[list[tuple[float, float, float, float]], dict[str, float]]:
    """A part's registration marks (centre x, y on the page; where they are in the whole board)
    and its trim lines (edge: x or y), read from the SVG it was drawn as."""
    regs = []
    for at, first in re.findall(r'<g data-at="([^"]+)" data-mark="registration">(<line[^>]*>)', svg):
        x1, x2, y1 = (float(re.search(rf'{k}="([^"]+)"', first).group(1)) for k in ("x1", "x2", "y1"))
        bx, by = (float(v) for v in at.split(","))
        regs.append(((x1 + x2) / 2, y1, bx, by))
    trims = {e: float(a) for a, e in re.findall(r'data-at="([^"]+)" data-edge="(\w+)" data-mark="trim"', svg)}
    return regs, trims


def assemble(pages, size: tuple[float, float], origin: tuple[float, float]) -> np.ndarray:
    """The parts laid down in print order on a blank sheet of `size` (mm), each placed by its
    registration marks (`origin`: the whole grid's top-left on that sheet, in mm) and cut at its
    trim lines: what is left of a trim line is gone, so a part's cut edge lies on the flap of the
    part before it. Drawn at DPI as one picture, so a seam is anti-aliased as a printed cut is."""
    w, h = size
    body = [f'<rect width="{w:g}" height="{h:g}" fill="#FFFFFF"/>']
    for n, pg in enumerate(pages):
        regs, trims = marks(pg.svg)
        assert regs, f"{pg.id}: no registration marks"
        shifts = {(round(origin[0] + bx - x, 3), round(origin[1] + by - y, 3)) for x, y, bx, by in regs}
        assert len(shifts) == 1, f"{pg.id}: its registration marks disagree: {shifts}"
        dx, dy = shifts.pop()
        left, top = dx + trims.get("left", -1e4), dy + trims.get("top", -1e4)
        inner = re.sub(r"^<\?xml[^>]*>", "", pg.svg).replace("<svg ", f'<svg x="{dx:g}" y="{dy:g}" ', 1)
        end = inner.index(">")  # the part's size in the sheet's millimetres, not in CSS units
        inner = re.sub(r'="([\d.]+)mm"', r'="\1"', inner[:end]) + inner[end:]
        body.append(
            f'<clipPath id="cut{n}"><rect x="{left:g}" y="{top:g}" width="1e5" height="1e5"/></clipPath>'
            f'<g clip-path="url(#cut{n})">{inner}</g>'
        )
    svg = (
        f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        f'width="{w:g}mm" height="{h:g}mm" viewBox="0 0 {w:g} {h:g}">{"".join(body)}</svg>'
    )
    return raster(svg)


def near(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Where `a` differs from `b` by more than anti-aliasing: from every value in b's 3 x 3
    neighbourhood (a line's edge may fall half a pixel over)."""
    pad = np.pad(b, 1, mode="edge")
    stack = np.stack([pad[i : i + b.shape[0], j : j + b.shape[1]] for i in range(3) for j in range(3)])
    lo, hi = stack.min(0) - TOLERANCE, stack.max(0) + TOLERANCE
    return (a < lo) | (a > hi)


def seams(board, tiles, box, shape) -> np.ndarray:
    """The play area's pixels a cut edge passes through: there the cut falls inside a pixel, which
    two sheets share (cairo blends a clipped edge twice, so such a pixel can read up to half grey)."""
    s, out = board_cell(box, board), np.zeros(shape, dtype=bool)
    for t in tiles:
        if t.columns[0] > 0:
            x = t.columns[0] * s * PX
            out[:, max(0, int(x) - 1) : int(x) + 2] = True
        if t.rows[-1] < board.rows - 1:
            y = (board.rows - 1 - t.rows[-1]) * s * PX
            out[max(0, int(y) - 1) : int(y) + 2, :] = True
    return out


def board_cell(box, board) -> float:
    """A cell's side in mm, from the whole grid's box."""
    return box[2] / board.columns


def empty_cells_clean(img: np.ndarray, board, box, profile) -> list[str]:
    """The empty cells (no role) whose inside, away from the lines, is not the paper."""
    gx, gy, _, _ = box
    s = profile.cell_size
    inset = max(profile.line_width * 1.5, profile.line_width + 0.5) + 1.0
    paper = np.median(img[: int(5 * PX), : int(5 * PX)])
    bad = []
    for col in range(board.columns):
        for row in range(board.rows):
            if board.role((col, row)):
                continue
            x0, y0 = gx + col * s + inset, gy + (board.rows - 1 - row) * s + inset
            inside = img[
                round(y0 * PX) : round((y0 + s - 2 * inset) * PX), round(x0 * PX) : round((x0 + s - 2 * inset) * PX)
            ]
            if (abs(inside - paper) > TOLERANCE).any():
                bad.append(f"{col},{row}")
    return bad


CASES = [(g, b, gen) for g in GAMES for b, gen in PROFILES]


@pytest.mark.parametrize(("game_ref", "base", "generated"), CASES)
def test_split_parts_assemble_into_the_whole_board(game_ref, base, generated):
    found = split_kit(game_ref, base, generated)
    if found is None:
        return  # its boards are whole (test_some_boards_are_split holds that some are not)
    kit, profile, labels = found
    pages = board_pages(kit, profile, Metrics(profile.font), labels)
    for board in kit.boards:
        slug = board.label.lower().replace(" ", "-")
        parts = [pg for pg in pages if re.fullmatch(rf"{slug}-part-\d+", pg.id)]
        assert len(parts) == len(kit.plan.tiles)
        full, box, size = whole(kit, board, profile, labels)
        made = assemble(parts, size, box[:2])
        gx, gy, gw, gh = (round(v * PX) for v in box)
        area, want = made[gy : gy + gh, gx : gx + gw], full[gy : gy + gh, gx : gx + gw]
        wrong = near(area, want)
        seam = seams(board, kit.plan.tiles, box, area.shape)
        assert (area[seam] - want[seam] <= 2 * TOLERANCE).all(), f"{board.label}: a gap along a seam"
        wrong &= ~seam
        assert wrong.mean() < 0.001, f"{board.label}: {wrong.sum()} of {wrong.size} play-area pixels differ"
        assert not empty_cells_clean(made, board, box, profile), "an empty cell is shaded or marked once joined"


def test_some_boards_are_split():
    """The simulation above is not vacuous: big cells and small paper split boards of every grid game."""
    split = {(g, b, gen) for g, b, gen in CASES if g != "row-removal" and split_kit(g, b, gen) is not None}
    assert ("corner-polyominoes", "large-print", None) in split
    assert ("corner-polyominoes", "high-contrast", None) in split
    assert ("poison-corner", "large-print", "40mm") in split
    assert len(split) >= 10, sorted(split)


def test_the_last_part_says_nothing_of_a_next_sheet():
    kit, profile, labels = split_kit("corner-polyominoes", "high-contrast", None)
    pages = board_pages(kit, profile, Metrics(profile.font), labels)
    last = layout.part_subtitle(kit.boards[0], kit.plan.tiles, kit.plan.tiles[-1])
    assert "next" not in last and "next" not in pages[-1].description
    assert all("next part" in layout.part_subtitle(kit.boards[0], kit.plan.tiles, t) for t in kit.plan.tiles[:-1])
    assert [pg.title for pg in pages] == [layout.part_title(kit.boards[0], kit.plan.tiles, t) for t in kit.plan.tiles]
    assert "#E6E6E6" not in "".join(pg.svg for pg in pages), "no shaded cells"


def save_assembled(path, game_ref="corner-polyominoes", base="high-contrast", generated=None) -> None:
    """An assembled board as a PNG, to look at (not a test)."""
    kit, profile, labels = split_kit(game_ref, base, generated)
    pages = board_pages(kit, profile, Metrics(profile.font), labels)
    _, box, size = whole(kit, kit.boards[0], profile, labels)
    Image.fromarray(assemble(pages, size, box[:2]).astype(np.uint8)).save(path)


def test_a_board_that_fits_with_a_one_line_heading_is_never_split():
    """High-contrast poison corner (about 272 x 167 mm with its coordinates) fits landscape A4
    with a one-line heading and footer: whole, one board a sheet, not in parts."""
    game, profile = load_game("poison-corner"), load_profile("high-contrast")
    kit_plan = plan.make(game, profile, *blank_set(game)).boards
    assert (kit_plan.split, kit_plan.compact, kit_plan.orientation) == (False, True, "landscape")
    assert kit_plan.sheets == kit_plan.boards
    kit = compose(game, profile, kit_plan)
    pages = board_pages(kit, profile, Metrics(profile.font), None)
    assert [pg.title for pg in pages] == [b.label for b in kit.boards]
    texts = re.findall(r"<text[^>]*>([^<]*)</text>", pages[0].svg)
    assert f"{kit.title}: {kit.boards[0].label}" in texts, "title and board on one heading line"
