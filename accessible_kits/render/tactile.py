"""Braille labels drawn as dots, and the raised symbols and textures of swell paper sheets.

The geometry (Library of Congress cells) and the labels (translated by liblouis, never by
hand) come from the measuring service (measure), which the plan measures with too.
"""

from __future__ import annotations

from accessible_kits.measure import (  # noqa: F401  (the geometry and labels render draws with)
    CELL_MM,
    DOT_GAP_MM,
    DOT_MM,
    HEIGHT_MM,
    LINE_MM,
    Labels,
    cells_across,
    width,
)

_DOTS = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (0, 3), (1, 3)]  # bit -> (column, row)


def draw(c, cells: str, x: float, y: float, group=None, *, cls: str = "braille") -> tuple[float, float, float, float]:
    """Draw Unicode braille with its top-left dot edge at (x, y); returns the bounding box (x0, y0, x1, y1)."""
    g = c.dwg.g(class_=cls)
    g.attribs["aria-hidden"] = "true"
    g.attribs["data-tactile"] = "braille"
    r = DOT_MM / 2
    for i, ch in enumerate(cells):
        bits = ord(ch) - 0x2800
        for bit, (dc, dr) in enumerate(_DOTS[:6]):
            if bits & (1 << bit):
                g.add(
                    c.dwg.circle(
                        (round(x + r + i * CELL_MM + dc * DOT_GAP_MM, 3), round(y + r + dr * DOT_GAP_MM, 3)),
                        r,
                        fill=c.profile.foreground,
                    )
                )
    (group or c.dwg).add(g)
    return (x, y, x + width(cells), y + HEIGHT_MM)


def draw_lines(c, lines: list[str], x: float, y: float) -> None:
    """A label of several braille lines, LINE_MM apart: one label (one group) to the hand and the tests."""
    g = c.dwg.g(class_="braille")
    g.attribs.update({"aria-hidden": "true", "data-tactile": "braille"})
    c.dwg.add(g)
    for i, line in enumerate(lines):
        draw(c, line, x, y + i * LINE_MM, g)
    for child in g.elements:  # flatten: the dots of every line straight in the one label
        child.attribs.pop("class", None)
        child.attribs.pop("data-tactile", None)


# -- raised (swell paper) sheets ---------------------------------------------------------------
# Guideline geometry (BANA Guidelines and Standards for Tactile Graphics): distinct raised things
# at least 6.35 mm (1/4 inch) apart (the profile's min_gap), lines at least 1 mm wide, textures only
# on areas at least 6.35 mm wide, at most 5 textures, 5 line styles and 5 point symbols a sheet.
# Every raised element carries data-tactile (line, area, point) so the tests can measure the sheets.
GUIDE_SPACE_MM = 6.35
MIN_LINE_MM = 1.0
INSET_MM = 2.5  # a texture stops this far inside the lines around its area
TEXTURES = ("gone", "new", "solid")
SYMBOL_MM = 8.5  # a point symbol in a cell: small enough to keep the spacing from the board's thick edge


def swell_defs(c) -> None:
    """Nothing to set up: each textured area gets a pattern fitted to its own size (see _texture)."""


PITCH_MM = 4.5  # about this far between the dots or lines of a texture


def _texture(c, texture: str, x: float, y: float, w: float, *, disc: bool) -> str:
    """A pattern fitted to one area w mm wide: a whole number of tiles across it, starting at its
    edge, so every token and cell feels the same and no dot is cut in half at the edge.
    Dots (taken before, the tokens) or diagonal lines (this move); solid is a plain fill."""
    if texture == "solid":
        return c.profile.foreground
    n = max(2, round(w / PITCH_MM))
    if disc and texture == "gone":  # in a disc, the corner dots must lie wholly inside it
        while n > 2 and 2**0.5 * (w / 2 - w / n / 2) + 0.8 > w / 2:
            n -= 1
    t = w / n
    pid = f"tex-{texture}-{x:.2f}-{y:.2f}-{w:.2f}".replace(".", "_")
    if pid not in getattr(c, "_textures", set()):
        c._textures = getattr(c, "_textures", set()) | {pid}
        d = c.dwg
        # userSpaceOnUse from the area's own corner (cairosvg mishandles tiles in bounding-box units)
        pat = d.pattern(
            id=pid, x=round(x, 3), y=round(y, 3), width=round(t, 4), height=round(t, 4), patternUnits="userSpaceOnUse"
        )
        if texture == "gone":
            pat.add(d.circle((round(t / 2, 3), round(t / 2, 3)), 0.8, fill=c.profile.foreground))
        else:
            q = t / 4
            pat.add(
                d.path(
                    f"M{-q:.3f},{q:.3f} l{2 * q:.3f},{-2 * q:.3f} M0,{t:.3f} l{t:.3f},{-t:.3f} "
                    f"M{3 * q:.3f},{5 * q:.3f} l{2 * q:.3f},{-2 * q:.3f}",
                    stroke=c.profile.foreground,
                    stroke_width=MIN_LINE_MM,
                    fill="none",
                )
            )
        d.defs.add(pat)
    return f"url(#{pid})"


def tag(el, kind: str, name: str = "", part: str = ""):
    """Mark a raised element with what it is (line, area, point), its symbol's name and the
    structure it belongs to, so the tests measure the sheets from the SVG alone."""
    el.attribs["data-tactile"] = kind
    if name:
        el.attribs["data-name"] = name
    if part:
        el.attribs["data-part"] = part
    return el


def used(c, name: str) -> None:
    """Remember a symbol drawn on this kit's raised sheets, for the braille key page."""
    c.symbols.add(name)


def area_rect(c, x, y, w, h, *, texture: str, group, part: str = ""):
    """A textured area inset from the lines around it (x, y, w, h: the room inside those lines).
    `part`: the structure whose lines enclose it (a grid), so the spacing test pairs them alone."""
    fill = _texture(c, texture, x + INSET_MM, y + INSET_MM, min(w, h) - 2 * INSET_MM, disc=False)
    el = c.dwg.rect(
        (round(x + INSET_MM, 3), round(y + INSET_MM, 3)),
        (round(w - 2 * INSET_MM, 3), round(h - 2 * INSET_MM, 3)),
        fill=fill,
    )
    used(c, texture)
    group.add(tag(el, "area", texture, part))


def area_disc(c, cx, cy, r, *, texture: str, group):
    """A textured disc inset from the circle round it (a token, a taken circle), its pattern fitted
    so no dot is cut at its edge."""
    fill = _texture(c, texture, cx - r + INSET_MM, cy - r + INSET_MM, 2 * (r - INSET_MM), disc=True)
    used(c, texture)
    group.add(tag(c.dwg.circle((round(cx, 3), round(cy, 3)), round(r - INSET_MM, 3), fill=fill), "area", texture))


def start_ring(c, cx, cy, group):
    """A start corner's point symbol: a small raised ring at the cell's centre."""
    el = c.dwg.circle(
        (round(cx, 3), round(cy, 3)),
        SYMBOL_MM / 2,
        fill="none",
        stroke=c.profile.foreground,
        stroke_width=round(max(c.profile.line_width, MIN_LINE_MM), 3),
    )
    used(c, "start")
    group.add(tag(el, "point", "start"))


def tried_square(c, cx, cy, group):
    """A cell the piece may not cover: a dashed raised square at the cell's centre."""
    h = SYMBOL_MM / 2
    el = c.dwg.rect(
        (round(cx - h, 3), round(cy - h, 3)),
        (SYMBOL_MM, SYMBOL_MM),
        fill="none",
        stroke=c.profile.foreground,
        stroke_width=round(max(c.profile.line_width, MIN_LINE_MM), 3),
        stroke_dasharray="3,2",
    )
    used(c, "tried")
    group.add(tag(el, "point", "tried"))


# Key entries: what each symbol means, in the words of the braille key page (grade 2 braille).
KEY_WORDS = {
    "orientation": "Triangle at the top right corner: this way up.",
    "arrow": "Arrow at the top right corner of a board: it points up and to the right.",
    "poison": "P in a thick frame: the poison cell.",
    "gone": "Dots: taken before. A token feels like this.",
    "new": "Lines: taken or placed in this move.",
    "solid": "Solid: the cell chosen in this move.",
    "start": "Small ring: a start corner.",
    "tried": "Dashed square: a cell the piece may not cover.",
    "owned": "Letter in a cell: whose piece covers it.",
}
# The guideline's key order: area symbols (textures) first, then line symbols, then point
# symbols, then letters that label things.
KEY_ORDER = ("gone", "new", "solid", "poison", "orientation", "arrow", "start", "tried", "owned")
