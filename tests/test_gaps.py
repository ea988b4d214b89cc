"""Nothing crowded: on every page of every built-in kit, separate things stand apart.

Measured from each page's own SVG geometry, as the pages are drawn (render.pages): every text
line's box from its font's glyph outlines, every mark's box with its stroke, the scale bar. The
separate things of a page are its page-level elements: each line of text outside a figure or a
table, each figure (a board, a piece, the scale bar: what it draws inside is its own layout),
each table with its rules, and each other mark (the orientation mark, a trim line). Every pair
of them is held at least the smallest gap apart: the profile's `min_gap` on a raised sheet,
and on a print page the key's least value, 3 mm (the tactile profile's 6.35 mm is for what rises).
Lines of running text are spaced by the profile's `line_spacing` instead: two lines one under
the other, one line pitch apart, are one flow, not two things.
"""

from __future__ import annotations

import functools
import math
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass

import pytest

from accessible_kits import plan
from accessible_kits.compose import blank_set, compose
from accessible_kits.fonts import font_files
from accessible_kits.games import load_game
from accessible_kits.profile import load_profile
from accessible_kits.render.canvas import PRINT_GAP_MM
from accessible_kits.render.pages import kit_pages
from conftest import GAMES, PROFILES
from profile_pages import custom_profile

SVG = "{http://www.w3.org/2000/svg}"
TEXT_ROLES = {"heading", "paragraph", "list", "listitem"}
# Generated profiles where crowding showed (the issue): A3 at 24 pt, and the largest text on A3.
GENERATED = {
    "a3-24pt": 'extends = "high-contrast"\npaper = "A3"\n',
    "a3-big": 'extends = "high-contrast"\npaper = "A3"\ntext_size = "30pt"\nheading_size = "40pt"\n',
}


@dataclass(frozen=True)
class Box:
    """A rectangle on the page in mm, and what it is (for the message)."""

    x0: float
    y0: float
    x1: float
    y1: float
    what: str

    def __or__(self, other: Box) -> Box:
        return Box(
            min(self.x0, other.x0), min(self.y0, other.y0), max(self.x1, other.x1), max(self.y1, other.y1), self.what
        )


def gap(a: Box, b: Box) -> float:
    """The shortest distance between two boxes (0 when they touch or overlap)."""
    dx = max(a.x0 - b.x1, b.x0 - a.x1, 0.0)
    dy = max(a.y0 - b.y1, b.y0 - a.y1, 0.0)
    return math.hypot(dx, dy)


@functools.cache
def _glyphs(path: str):
    """(cmap, glyph set, advance widths, units per em) of a font file."""
    from fontTools.ttLib import TTFont

    font = TTFont(path)
    return font.getBestCmap(), font.getGlyphSet(), font["hmtx"].metrics, font["head"].unitsPerEm


@functools.cache
def _ink(path: str, ch: str) -> tuple[float, tuple[float, float] | None]:
    """A character's advance and its outline's (lowest, highest) y, in ems (None: no ink)."""
    from fontTools.pens.boundsPen import BoundsPen

    cmap, glyphs, hmtx, upem = _glyphs(path)
    name = cmap.get(ord(ch), ".notdef")
    pen = BoundsPen(glyphs)
    glyphs[name].draw(pen)
    bounds = None if pen.bounds is None else (pen.bounds[1] / upem, pen.bounds[3] / upem)
    return hmtx[name][0] / upem, bounds


def text_box(el, fonts: dict[str, str]) -> Box | None:
    """The ink of one <text>: its advance across, its glyphs' outlines up and down (None: no ink)."""
    text = el.text or ""
    size = float(el.get("font-size"))
    path = fonts["bold" if el.get("font-weight") == "bold" else "regular"]
    inks = [_ink(path, ch) for ch in text]
    heights = [b for _, b in inks if b]
    if not heights:
        return None
    width = sum(a for a, _ in inks) * size
    x, y = float(el.get("x")), float(el.get("y"))
    x -= {"middle": width / 2, "end": width}.get(el.get("text-anchor", "start"), 0.0)
    box = Box(x, y - max(h for _, h in heights) * size, x + width, y - min(lo for lo, _ in heights) * size, text)
    if rotate := re.match(r"rotate\((-?[\d.]+)[ ,]+(-?[\d.]+)[ ,]+(-?[\d.]+)\)", el.get("transform", "")):
        box = _rotated(box, *(float(v) for v in rotate.groups()))
    return box


def _rotated(box: Box, angle: float, cx: float, cy: float) -> Box:
    """The box around `box` turned `angle` degrees about (cx, cy)."""
    a = math.radians(angle)
    pts = [
        (cx + (x - cx) * math.cos(a) - (y - cy) * math.sin(a), cy + (x - cx) * math.sin(a) + (y - cy) * math.cos(a))
        for x in (box.x0, box.x1)
        for y in (box.y0, box.y1)
    ]
    return Box(min(p[0] for p in pts), min(p[1] for p in pts), max(p[0] for p in pts), max(p[1] for p in pts), box.what)


def _numbers(s: str) -> list[float]:
    return [float(v) for v in re.findall(r"-?\d+(?:\.\d+)?(?:e-?\d+)?", s)]


def shape_box(el) -> Box | None:
    """The box of a drawn shape with half its stroke around it (None: nothing drawn)."""
    tag = el.tag.removeprefix(SVG)
    stroked = el.get("stroke") not in (None, "none")
    half = float(el.get("stroke-width", "1")) / 2 if stroked else 0.0
    if tag == "line":
        xs, ys = [float(el.get("x1")), float(el.get("x2"))], [float(el.get("y1")), float(el.get("y2"))]
    elif tag == "rect":
        x, y, w, h = (float(el.get(k)) for k in ("x", "y", "width", "height"))
        xs, ys = [x, x + w], [y, y + h]
    elif tag == "circle":
        cx, cy, r = (float(el.get(k)) for k in ("cx", "cy", "r"))
        xs, ys = [cx - r, cx + r], [cy - r, cy + r]
    elif tag == "polygon":
        pts = _numbers(el.get("points"))
        xs, ys = pts[0::2], pts[1::2]
    elif tag == "path":
        xs, ys = _path_points(el.get("d"))
    else:
        return None
    if not stroked and el.get("fill") == "none":
        return None
    return Box(min(xs) - half, min(ys) - half, max(xs) + half, max(ys) + half, tag)


def _path_points(d: str) -> tuple[list[float], list[float]]:
    """The points of a path of M, L and l commands (what the pages draw paths with)."""
    xs, ys, x, y = [], [], 0.0, 0.0
    for cmd, args in re.findall(r"([MLml])([^MLml]*)", d):
        nums = _numbers(args)
        for i in range(0, len(nums) - 1, 2):
            dx, dy = nums[i], nums[i + 1]
            x, y = (x + dx, y + dy) if cmd.islower() else (dx, dy)
            xs.append(x)
            ys.append(y)
    return xs, ys


def _boxes(el, fonts) -> list[Box]:
    """Every box drawn inside an element (itself included). A trim line is left out: it is a cut
    that runs right across the sheet, past the heading and footer by design (render/parts.py)."""
    out = []
    for e in el.iter():
        if e.get("data-mark") == "trim":
            continue
        box = text_box(e, fonts) if e.tag == f"{SVG}text" else shape_box(e)
        if box is not None:
            out.append(box)
    return out


@dataclass
class Element:
    """A page-level thing: its box; the text line it is (its size and baseline), if it is one;
    whether it rises on swell paper (drawn in the foreground, not the flat ink); whether it is a
    split board's joining marks (trim line, flap, registration), which lie on the board's edge."""

    box: Box
    size: float = 0.0
    baseline: float | None = None
    rises: bool = False
    joins: bool = False
    parts: tuple[Box, ...] = ()  # what a figure or a mark draws, each with its own box

    def gap(self, other: Element) -> float:
        """How close the two come: between the nearest of their drawn parts."""
        near = gap(self.box, other.box)
        if near > 50 or not (self.parts or other.parts):
            return near
        return min(gap(a, b) for a in self.parts or (self.box,) for b in other.parts or (other.box,))


def elements(svg: str, fonts: dict[str, str], profile) -> list[Element]:
    """The separate things of one page (see the module's docstring), in drawing order; not the
    paper (a page-wide rect in the paper colour)."""
    root = ET.fromstring(svg)
    out: list[Element] = []
    marks: list[Element] = []
    for child in root:
        tag, role = child.tag.removeprefix(SVG), child.get("role")
        if tag in ("defs", "title", "desc") or (tag == "rect" and child.get("fill") == profile.background):
            continue
        rises = any(profile.foreground in (e.get("fill"), e.get("stroke")) for e in child.iter())
        if role in TEXT_ROLES:
            for t in child.iter(f"{SVG}text"):
                if (box := text_box(t, fonts)) is not None:
                    out.append(Element(box, float(t.get("font-size")), float(t.get("y")), rises=rises))
        elif not (boxes := _boxes(child, fonts)):
            continue
        elif role == "table" or tag != "g":
            marks.append(Element(_union(boxes, role or tag), rises=rises, parts=tuple(boxes)))
        else:
            joins = any(e.get("data-mark") for e in child.iter())
            name = child.get("aria-label") or role or "mark"
            out.append(Element(_union(boxes, name), rises=rises, joins=joins, parts=tuple(boxes)))
    return _with_joins(out + _joined(marks))


def _union(boxes: list[Box], what: str) -> Box:
    box = functools.reduce(lambda a, b: a | b, boxes)
    return Box(box.x0, box.y0, box.x1, box.y1, what[:60])


def _joined(marks: list[Element]) -> list[Element]:
    """Bare marks that touch one another, and a table's rules with the table, as one thing each."""
    groups: list[Element] = []
    for mark in marks:
        touching = [g for g in groups if g.gap(mark) < 0.01]
        groups = [g for g in groups if g not in touching]
        box = functools.reduce(lambda a, b: a | b, [g.box for g in touching], mark.box)
        name = "table" if "table" in [mark.box.what, *(g.box.what for g in touching)] else box.what
        rises = mark.rises or any(g.rises for g in touching)
        parts = mark.parts + tuple(p for g in touching for p in g.parts)
        groups.append(Element(Box(box.x0, box.y0, box.x1, box.y1, name), rises=rises, parts=parts))
    return groups


def _with_joins(found: list[Element]) -> list[Element]:
    """A split board's joining marks taken into the board they lie on: one thing, then."""
    for marks in [e for e in found if e.joins]:
        board = next((e for e in found if not e.joins and e.baseline is None and e.gap(marks) < 0.01), None)
        if board is not None:
            found.remove(marks)
            board.box, board.parts = board.box | marks.box, board.parts + marks.parts
    return found


def one_flow(a: Element, b: Element, line_spacing: float, text_mm: float) -> bool:
    """Two lines of running text, one a line pitch (and at most a paragraph's space) under the other."""
    if a.baseline is None or b.baseline is None:
        return False
    upper, lower = (a, b) if a.baseline <= b.baseline else (b, a)
    across = min(a.box.x1, b.box.x1) > max(a.box.x0, b.box.x0)
    step = lower.baseline - upper.baseline
    return across and 0 < step <= upper.size * line_spacing + 0.5 * text_mm + 0.01


def crowded(svg: str, profile, swell: bool = False) -> list[str]:
    """Each pair of separate things on a page closer than their smallest gap, with how close: the
    profile's min_gap between two things that rise on a raised sheet, else PRINT_GAP_MM."""
    files = font_files(profile.font)
    fonts = {style: str(path) for style, path in files.items()}
    found = elements(svg, fonts, profile)
    problems = []
    for i, a in enumerate(found):
        for b in found[i + 1 :]:
            d, floor = a.gap(b), profile.min_gap if swell and a.rises and b.rises else PRINT_GAP_MM
            if d < floor - 0.01 and not one_flow(a, b, profile.line_spacing, profile.text_mm):
                problems.append(f"{a.box.what!r} and {b.box.what!r}: {d:.2f} mm")
    return problems


def kit_crowding(game_ref: str, profile_ref: str) -> list[str]:
    """Every crowded pair on every page of one kit, named by page."""
    game, profile = load_game(game_ref), load_profile(profile_ref)
    kit_plan = plan.make(game, profile, *blank_set(game))
    out = []
    for page in kit_pages(compose(game, profile, kit_plan.boards), profile):
        out += [f"{page.id}: {p}" for p in crowded(page.svg, profile, page.swell)]
    return out


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("game", GAMES)
def test_nothing_is_crowded_on_any_page(game, profile):
    problems = kit_crowding(game, profile)
    assert not problems, f"{game} at {profile}: " + "; ".join(problems)


@pytest.mark.parametrize("name", sorted(GENERATED))
@pytest.mark.parametrize("game", GAMES)
def test_nothing_is_crowded_at_generated_profiles(tmp_path, game, name):
    problems = kit_crowding(game, custom_profile(tmp_path, name, GENERATED[name]))
    assert not problems, f"{game} at {name}: " + "; ".join(problems)


def test_the_measure_sees_crowding():
    """The measure itself: a line of text on the scale bar's ticks, as the issue found one, is
    crowded; the same line a gap away is not."""
    profile = load_profile("standard")
    ticks = '<g role="img" aria-label="Scale bar"><rect x="20" y="250" width="100" height="0.5" fill="#000"/></g>'
    for y, crowd in ((251.0, True), (250.0 - PRINT_GAP_MM - 0.5, False)):
        line = f'<g role="paragraph"><text x="20" y="{y}" font-size="4.939" font-family="x">Match result</text></g>'
        svg = f'<svg xmlns="{SVG[1:-1]}">{ticks}{line}</svg>'
        assert bool(crowded(svg, profile)) is crowd, y
