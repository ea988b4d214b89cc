"""The rule card's diagrams, legible at their own scale: their lines and marks are as thick, for
their cells, as the board sheets' are for theirs (a 3 mm line kept on a 14 mm diagram cell turns a
crossed cell into a blob), and, rendered by cairo, a crossed cell still shows as a cell, the chosen
cell's mark stays apart from the rest of the move, and the poison cell stays open. Each print mark
means one thing, and the legend says each once. Built from the games and profiles directly."""

from __future__ import annotations

import io
import re
import xml.etree.ElementTree as ET

import numpy as np
import pytest

from accessible_kits.compose import compose
from accessible_kits.fonts import Metrics
from accessible_kits.games import load_game
from accessible_kits.model import GridBoard
from accessible_kits.profile import load_profile
from accessible_kits.render import boards
from accessible_kits.render.canvas import Surface
from accessible_kits.render.drawers import drawer_for, legend
from accessible_kits.render.figures import HAIRLINE_MM, at_scale, figure_svg, fit_cells
from conftest import GAMES

PROFILES = ("standard", "large-print", "high-contrast")
PX_MM = 10  # the rendering's pixels a millimetre
FLOOR_MM = 1.0  # a line this thin never fills a diagram's cell, whatever its share of it


def _diagrams(game: str, profile: str):
    p = load_profile(profile)
    kit = compose(load_game(game), p)
    return p, kit, [d for ex in kit.examples for d in ex.diagrams]


def _strokes(svg: str) -> list[float]:
    root = ET.fromstring(svg)
    return [float(el.get("stroke-width")) for el in root.iter() if el.get("stroke-width")]


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("game", GAMES)
def test_figure_lines_scale_with_their_cells(game, profile):
    """No line of a diagram is thicker, for the diagram's cell, than the board sheet's thickest line
    is for the board's cell; and the grid's lines keep the board sheet's share of a cell (never
    thinner than a hairline), so a diagram is the board drawn smaller, not the board's lines on
    smaller cells."""
    p, _, diagrams = _diagrams(game, profile)
    m = Metrics(p.font)
    assert diagrams
    sheet = Surface(p, m, 1, 1)
    heavy = min(max(p.line_width, 0.5) * 1.6, boards.MARK_SHARE * p.cell_size)  # a move's cross on a sheet
    widest = max(boards.edge_width(sheet), heavy) / p.cell_size  # the board sheet's thickest line, for its cell
    for board in diagrams:
        cell = fit_cells(board, p, m)
        strokes = _strokes(figure_svg(board, p, m, "f"))
        share = max(strokes) / cell  # a line up to FLOOR_MM never fills a cell (the floors of thin profiles)
        assert max(strokes) <= max(widest * cell, FLOOR_MM) + 0.01, (
            f"{board.label}: a {max(strokes)} mm line on {cell} mm cells ({share:.3f} of a cell; "
            f"the board sheet's widest is {widest:.3f})"
        )
        line = at_scale(p, cell).line_width
        assert line == pytest.approx(max(min(p.line_width, HAIRLINE_MM), p.line_width * cell / p.cell_size), abs=2e-3)
        assert round(line, 3) in strokes, f"{board.label}: the grid's {line} mm lines are not drawn"


def _cells_ink(svg: str, board: GridBoard, p, m, cell: float) -> dict[str, list[float]]:
    """Each role's cells: the share of the cell inside its lines that cairo inks, from a rendering."""
    import cairosvg
    from PIL import Image

    png = cairosvg.svg2png(
        bytestring=svg.encode(), dpi=PX_MM * 25.4, background_color="white"
    )  # the paper: a light one is not printed
    ink = np.asarray(Image.open(io.BytesIO(png)).convert("L")) < 128
    q = at_scale(p, cell)
    probe = Surface(q, m, 1, 1, cell_mm=cell)
    pad, band = drawer_for(board).pad(board, cell), boards.band(probe)
    x0, y0 = pad + band, pad + (band if boards.label_sides(q) == 2 else 0.0)
    out: dict[str, list[float]] = {}
    for (col, row), role in board.roles:
        x, y = x0 + col * cell, y0 + (board.rows - 1 - row) * cell
        lo = q.line_width / 2 + 0.3  # inside the cell's lines
        box = ink[
            round((y + lo) * PX_MM) : round((y + cell - lo) * PX_MM),
            round((x + lo) * PX_MM) : round((x + cell - lo) * PX_MM),
        ]
        out.setdefault(role, []).append(float(box.mean()))
    return out


@pytest.mark.parametrize("profile", PROFILES)
def test_crossed_cells_stay_cells_and_the_chosen_cell_shows(profile):
    """Rendered: a crossed cell is mostly paper (a cross, not a blob); the cell a move chose is
    filled in, far from the other cells of the move; the poison cell stays open around its P."""
    p, _, diagrams = _diagrams("poison-corner", profile)
    m = Metrics(p.font)
    seen: dict[str, list[float]] = {}
    for board in diagrams:
        cell = fit_cells(board, p, m)
        for role, shares in _cells_ink(figure_svg(board, p, m, "f", with_defs=True), board, p, m, cell).items():
            seen.setdefault(role, []).extend(shares)
    assert {"crossed", "new-crossed", "chosen", "poison"} <= set(seen), sorted(seen)
    assert max(seen["crossed"]) < 0.35, f"an old cross inks {max(seen['crossed']):.0%} of its cell"
    assert max(seen["new-crossed"]) < 0.6, f"a cross of the move inks {max(seen['new-crossed']):.0%} of its cell"
    assert min(seen["chosen"]) > max(seen["new-crossed"]) + 0.25, "the chosen cell looks like the rest of the move"
    assert max(seen["poison"]) < 0.6, f"the poison cell inks {max(seen['poison']):.0%}: filled in"


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("game", GAMES)
def test_each_mark_means_one_thing_and_the_legend_says_it_once(game, profile):
    """The rule card's legend names each print mark its diagrams show once, and no mark's words
    name two meanings; the ring is no diagram mark (it is the void mark of fixing a mistake)."""
    p, kit, diagrams = _diagrams(game, profile)
    words = legend(diagrams)
    assert words and len(words) == len(set(words))
    marks = [w.split(":")[0] for w in words]
    assert len(marks) == len(set(marks)), f"one mark with two meanings: {words}"
    assert not any(re.search(r"\bring", w) for w in words)
    text = " ".join(ln.text for sec in kit.sections if sec.id == "examples" for b in sec.blocks for ln in _lines(b))
    for w in words:
        assert w in text, f"the legend lacks {w!r}"
    m = Metrics(p.font)
    for board in diagrams:
        if isinstance(board, GridBoard):  # a grid's only circles are none: the ring is the void mark
            assert "<circle" not in figure_svg(board, p, m, "f"), board.label


def _lines(block):
    """The sentences of a block of a section."""
    line = getattr(block, "line", None)
    lines = [line] if line is not None else list(getattr(block, "lines", ()))
    return lines
